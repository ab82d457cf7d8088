#!/bin/sh
# bindings/ruby/test.sh — bayes from Ruby through the sqlite3 gem
# (ruby-sqlite3), from Debian's packages, offline (bindings/langs.sh says
# what is checked).
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/../langs.sh"
lang_setup ruby
out=$(timeout 120 /usr/bin/ruby "$TMP/src/example.rb" "$DB" 2>&1)
lang_check ruby "$out" bindings/ruby/example.rb
finish
