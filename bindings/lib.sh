# bindings/lib.sh — sourced by the route tests (sh bindings/ROUTE/test.sh):
# check NAME EXPECTED ACTUAL counts a pass or prints the failure; finish
# prints "N passed, N failed" and sets the exit status.  TMP is a fresh
# directory removed on exit.  Each test runs from the repository root
# (this file cds there, two levels up from the test).
set -u
cd "$(dirname "$0")/../.."
ROOT=$(pwd)
npass=0
nfail=0
TMP=$(mktemp -d "${TMPDIR:-/tmp}/bayes-route.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
check() {
  if [ "$2" = "$3" ]; then
    npass=$((npass+1))
  else
    nfail=$((nfail+1))
    printf '! %s failed\n  expected: %s\n  got:      %s\n' "$1" "$2" "$3"
  fi
}
finish() {
  echo "$npass passed, $nfail failed"
  [ "$nfail" -eq 0 ]
}
VERSION=$(sed -n 's/^.define BAYES_EXT_VERSION "\(.*\)"/\1/p' ext/version.h)
# The README's quick start, for the sqlite3 shell, after the .load
QUICK="CREATE TABLE pts(label TEXT, x REAL, y REAL);
INSERT INTO pts VALUES ('a',0,0),('a',1,0),('a',0,1),('b',3,3),('b',4,3),('b',3,4);
SELECT bayes_predict(bayes_fit('gaussian_nb', label, x, y), 2.5, 2.5) FROM pts;"
# block LANG FILE: the body of the (first) ```LANG block of FILE
block() {
  awk -v fence="\`\`\`$1" '$0 == fence {on=1; next} on && $0 == "```" {exit} on {print}' "$2"
}
# broken_links DIR: the relative links of the markdown files under DIR
# ("[text](target)", without the #anchor) whose target is not there
broken_links() {
  (cd "$1" && find . -name '*.md' | sort | while read -r f; do
    grep -oE '\]\([^) ]+\)' "$f" | sed -e 's/^](//' -e 's/)$//' -e 's/#.*//' |
      grep -vE '^(https?:|mailto:|$)' | while read -r t; do
        [ -e "$(dirname "$f")/$t" ] || echo "$f: $t"
      done
  done)
}
# The loader's system directory for libraries of this machine (Debian:
# /usr/lib/x86_64-linux-gnu), where dlopen("bayes.so") looks with no
# LD_LIBRARY_PATH; the one that `.load bayes` reaches (mk/routes.mk).
SYSLIBDIR=/usr/lib/$(cc -print-multiarch 2>/dev/null)
SYSLIBDIR=${SYSLIBDIR%/}
# in_ns SCRIPT ARG...: run the sh SCRIPT (with ARGs) in a private mount
# namespace (unshare -m, root only), where it may mount over the machine's
# directories without changing them for anyone else.  ns_overlay DIR
# [LOWER] in such a script: DIR becomes writable with its writes kept in a
# tmpfs (and LOWER's files, if given, shown over DIR's), gone when the
# namespace ends.  in_ns fails with status 77 where namespaces are
# unavailable (the caller then says the check was skipped).
in_ns() {
  unshare -m true 2>/dev/null || return 77
  s=$1; shift
  NS_TMP=$TMP unshare -m sh -c '
    ns_overlay() {
      n=$(mktemp -d "$NS_TMP/ns.XXXXXX")
      mount -t tmpfs tmpfs "$n" || exit 77
      mkdir "$n/u" "$n/w"
      lower=$1; [ -n "${2:-}" ] && lower="$2:$1"
      mount -t overlay overlay -o "lowerdir=$lower,upperdir=$n/u,workdir=$n/w" "$1" || exit 77
    }
    '"$s" sh "$@"
}
