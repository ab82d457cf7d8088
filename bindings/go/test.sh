#!/bin/sh
# bindings/go/test.sh — bayes from Go through mattn/go-sqlite3, from
# Debian's packages, offline (bindings/langs.sh says what is checked).
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/../langs.sh"
lang_setup go
# GOPATH mode with Debian's Go sources (/usr/share/gocode): no network
out=$(cd "$TMP/src" && GO111MODULE=off GOPATH=/usr/share/gocode GOCACHE="$TMP/gocache" \
      GOFLAGS= timeout 600 /usr/bin/go run example.go "$DB" 2>&1)
lang_check go "$out" bindings/go/example.go
finish
