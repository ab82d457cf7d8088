#!/bin/sh
# bindings/install/test.sh — make install into a temporary DESTDIR, use the
# installed copy from the sqlite3 shell (by full path, and by name through
# LD_LIBRARY_PATH, and with no path after make install-byname, for real in
# a private mount namespace), then make uninstall leaves nothing behind.
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
out=$(sqlite3 :memory: ".load $D/usr/lib/sqlite3/bayes" "SELECT bayes_models_install();" \
  "SELECT bayes_version();" "$QUICK" \
  "INSERT INTO bayes_models(name, model) SELECT 'p', bayes_fit('gaussian_nb', label, x, y) FROM pts;" \
  "SELECT bayes_predict('p', 0.2, 0.1), n_rows FROM bayes_models_info;" 2>&1)
check install-3 "$(printf '%s\n' created "$VERSION" b 'a|6')" "$out"
# by name: the directory on LD_LIBRARY_PATH, .load bayes
out=$(LD_LIBRARY_PATH="$D/usr/lib/sqlite3" sqlite3 :memory: ".load bayes" "$QUICK" 2>&1)
check install-4 b "$out"
# without it, .load bayes fails (the directory is not on the loader's path)
out=$(cd "$TMP" && sqlite3 :memory: ".load bayes" "SELECT 1;" 2>&1 | head -1)
case $out in *"bayes"*) r=fails;; *) r="$out";; esac
check install-5 fails "$r"
# .load bayes with no path, for real: make install with the default PREFIX
# (/usr/local), then make install-byname, in a private mount namespace
# whose /usr/local and loader directory take the writes (the machine's
# stay untouched); each .load from a fresh sqlite3 in another directory.
if [ -e "$SYSLIBDIR/bayes.so" ] || [ -e /usr/local/lib/sqlite3/bayes.so ]; then
  echo "(install-byname skipped: bayes is installed on this machine)"
else
  out=$(in_ns 'ns_overlay /usr/local; ns_overlay "$1"
    byname() { (cd "$2" && sqlite3 :memory: ".load bayes" "SELECT bayes_version();" 2>&1 | head -1); }
    make --no-print-directory -s install | grep -c "sudo make install-byname"
    byname "$@"
    make --no-print-directory -s install-byname
    byname "$@"
    readlink "$1/bayes.so"
    make --no-print-directory -s uninstall
    byname "$@"
    ls /usr/local/lib/sqlite3 "$1/bayes.so" 2>&1 | sed "s/.*cannot access .\([^:]*\).*/no \1/"' \
    "$SYSLIBDIR" "$TMP")
  if [ $? -eq 77 ]; then
    echo "(install-byname skipped: no private mount namespace here: unshare -m needs root)"
  else
    nolib="Error: bayes.so: cannot open shared object file: No such file or directory"
    check install-byname "$(printf '%s\n' 1 "$nolib" "$VERSION" /usr/local/lib/sqlite3/bayes.so \
      "rm -f $SYSLIBDIR/bayes.so" "$nolib" \
      "no /usr/local/lib/sqlite3'" "no $SYSLIBDIR/bayes.so'")" "$out"
  fi
fi
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
