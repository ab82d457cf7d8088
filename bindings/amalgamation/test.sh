#!/bin/sh
# bindings/amalgamation/test.sh — the single C file built into a loadable
# extension with the command docs/install.md gives, its one export, and the
# quick start in the sqlite3 shell.  (Static linking: test/c/static.c, run
# by make test.)
. "$(dirname "$0")/../lib.sh"
cp build/bayes-amalgamation.c "$TMP/"
# the license, as the comment that opens the file
n=$(wc -l < LICENSE)
check amalg-license "$(printf '/*\n'; sed -e 's/^/** /' -e 's/ *$//' LICENSE; printf '*/')" \
  "$(head -n $((n + 2)) build/bayes-amalgamation.c)"
(cd "$TMP" && ${CC:-cc} -O2 -fPIC -shared -Wl,-z,nodelete bayes-amalgamation.c -o bayes.so -lm)
check amalg-1 0 $?
check amalg-2 "T sqlite3_bayes_init" "$(nm -D --defined-only "$TMP/bayes.so" | awk '{print $2, $3}')"
out=$(cd "$TMP" && sqlite3 :memory: ".load ./bayes" "SELECT bayes_version();" "$QUICK" 2>&1)
check amalg-3 "$(printf '%s\nb' "$VERSION")" "$out"
finish
