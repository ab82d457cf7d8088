#!/bin/sh
# bindings/install/test.sh — make install into a temporary DESTDIR, use the
# installed copy from the sqlite3 shell (by full path, and by name through
# LD_LIBRARY_PATH), then make uninstall leaves nothing behind.
. "$(dirname "$0")/../lib.sh"
D=$TMP/dest
make --no-print-directory -s install DESTDIR="$D" PREFIX=/usr >/dev/null
check install-1 "$(printf '%s\n' usr/lib/sqlite3/bayes.so usr/share/bayes/bayes_models.sql usr/share/doc/bayes/README.md)" \
  "$(cd "$D" && find usr -type f | grep -E 'bayes\.so$|bayes_models\.sql$|doc/bayes/README\.md$' | sort)"
# the docs keep the tree's layout: every relative link of the installed
# README.md and docs/*.md leads to an installed file
check install-links "" "$(broken_links "$D/usr/share/doc/bayes")"
check install-docs "$(cd docs && ls *.md)" "$(cd "$D/usr/share/doc/bayes/docs" && ls *.md)"
# the license beside the docs
check install-license "$(cat LICENSE)" "$(cat "$D/usr/share/doc/bayes/LICENSE" 2>&1)"
check install-2 "$(nm -D --defined-only "$D/usr/lib/sqlite3/bayes.so" | awk '{print $2, $3}')" "T sqlite3_bayes_init"
# by full path, the model table from the installed SQL
out=$(sqlite3 :memory: ".load $D/usr/lib/sqlite3/bayes" ".read $D/usr/share/bayes/bayes_models.sql" \
  "SELECT bayes_version();" "$QUICK" \
  "INSERT INTO bayes_models(name, model) SELECT 'p', bayes_fit('gaussian_nb', label, x, y) FROM pts;" \
  "SELECT bayes_predict('p', 0.2, 0.1), n_rows FROM bayes_models_info;" 2>&1)
check install-3 "$(printf '%s\n' "$VERSION" b 'a|6')" "$out"
# by name: the directory on LD_LIBRARY_PATH, .load bayes
out=$(LD_LIBRARY_PATH="$D/usr/lib/sqlite3" sqlite3 :memory: ".load bayes" "$QUICK" 2>&1)
check install-4 b "$out"
# without it, .load bayes fails (the directory is not on the loader's path)
out=$(cd "$TMP" && sqlite3 :memory: ".load bayes" "SELECT 1;" 2>&1 | head -1)
case $out in *"bayes"*) r=fails;; *) r="$out";; esac
check install-5 fails "$r"
make --no-print-directory -s uninstall DESTDIR="$D" PREFIX=/usr >/dev/null
check uninstall-1 "" "$(cd "$D" && find . -type f)"
# and no folder: the empty ones it made are gone too
check uninstall-2 "" "$(cd "$D" && find . -mindepth 1)"
# a prefix that holds other things keeps them (and itself)
mkdir -p "$TMP/pfx/share/doc/other"
make --no-print-directory -s install PREFIX="$TMP/pfx" >/dev/null
make --no-print-directory -s uninstall PREFIX="$TMP/pfx" >/dev/null
check uninstall-3 "$(printf '%s\n' . ./share ./share/doc ./share/doc/other)" "$(cd "$TMP/pfx" && find . | sort)"
finish
