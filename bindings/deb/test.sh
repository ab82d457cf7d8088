#!/bin/sh
# bindings/deb/test.sh DEB — the Debian package: its metadata and file list,
# then installed with dpkg into a scratch root (dpkg --root: its own dpkg
# database, the real system untouched) and smoke-tested there from the
# sqlite3 shell and from Python's sqlite3, using the installed copy only;
# then removed with dpkg, which must leave none of its files.
. "$(dirname "$0")/../lib.sh"
DEB=$1
check deb-1 "sqlite3-bayes $VERSION-1 $(dpkg --print-architecture)" \
  "$(dpkg-deb -f "$DEB" Package Version Architecture | awk -F': ' '{printf "%s%s", (NR>1?" ":""), $2}')"
MA=$(dpkg-architecture -qDEB_HOST_MULTIARCH)
check deb-2 "$(printf '%s\n' ./usr/lib/sqlite3/bayes.so ./usr/lib/$MA/bayes.so ./usr/share/doc/sqlite3-bayes/LICENSE ./usr/share/doc/sqlite3-bayes/README.md \
  ./usr/share/doc/sqlite3-bayes/changelog.Debian.gz ./usr/share/doc/sqlite3-bayes/copyright \
  ./usr/share/sqlite3-bayes/bayes_models.sql)" \
  "$(dpkg-deb -c "$DEB" | awk '$1 !~ /^d/ {print $6}' | grep -vE 'doc/sqlite3-bayes/(docs|examples|bench)/' | sort)"
# the docs' relative links work in the package too
dpkg-deb -x "$DEB" "$TMP/x"
check deb-links "" "$(broken_links "$TMP/x/usr/share/doc/sqlite3-bayes")"
# the license: MIT (Debian's name for it is Expat), its whole text in copyright
dpkg-deb --fsys-tarfile "$DEB" | tar -xOf - ./usr/share/doc/sqlite3-bayes/copyright > "$TMP/copyright"
check deb-license-1 "License: Expat" "$(grep -m1 '^License:' "$TMP/copyright")"
check deb-license-2 "$(sed -n '3,$p' LICENSE)" \
  "$(awk 'f; /^License: Expat$/ && ++n == 2 {f = 1}' "$TMP/copyright" | sed -e 's/^ //' -e 's/^\.$//')"
check deb-3 "root/root" "$(dpkg-deb -c "$DEB" | awk '{print $2}' | sort -u)"
R=$TMP/root
mkdir -p "$R/var/lib/dpkg/info" "$R/var/lib/dpkg/updates"
: > "$R/var/lib/dpkg/status"
dpkg --root="$R" --force-depends --force-script-chrootless -i "$DEB" >"$TMP/dpkg.log" 2>&1
check deb-4 0 "$?"
check deb-5 "ii  sqlite3-bayes" "$(dpkg --root="$R" -l sqlite3-bayes 2>/dev/null | awk '/sqlite3-bayes/ {print $1 "  " $2}')"
# the library in the multiarch directory, the path of earlier releases a
# link to it
check deb-link "../$MA/bayes.so" "$(readlink "$R/usr/lib/sqlite3/bayes.so")"
SO=$R/usr/lib/sqlite3/bayes
out=$(sqlite3 :memory: ".load $SO" "SELECT bayes_models_install();" \
  "SELECT bayes_version();" "$QUICK" \
  "INSERT INTO bayes_models(name, model) SELECT 'p', bayes_fit('gaussian_nb', label, x, y) FROM pts;" \
  "SELECT bayes_predict('p', 0.2, 0.1), kind FROM bayes_models_info;" 2>&1)
check deb-6 "$(printf '%s\n' created "$VERSION" b 'a|gaussian_nb')" "$out"
# the shipped SQL is the text the extension runs
check deb-sql same "$(sqlite3 :memory: ".load $SO" "SELECT bayes_models_install('sql') = CAST(readfile('$R/usr/share/sqlite3-bayes/bayes_models.sql') AS TEXT)" | sed 's/^1$/same/')"
out=$(/usr/bin/python3 - "$SO" <<'PY' 2>&1
import sqlite3, sys
db = sqlite3.connect(":memory:")
db.enable_load_extension(True)
db.load_extension(sys.argv[1])
db.enable_load_extension(False)
db.execute("SELECT bayes_models_install()")
db.execute("CREATE TABLE pts(label TEXT, x REAL, y REAL)")
db.executemany("INSERT INTO pts VALUES (?,?,?)",
               [("a",0,0),("a",1,0),("a",0,1),("b",3,3),("b",4,3),("b",3,4)])
db.execute("INSERT INTO bayes_models(name, model) "
           "SELECT 'p', bayes_fit('gaussian_nb', label, x, y) FROM pts")
db.commit()
print(db.execute("SELECT bayes_version(), bayes_predict('p', 2.5, 2.5)").fetchone())
PY
)
check deb-7 "('$VERSION', 'b')" "$out"
# .load bayes with no path, from another directory, in a fresh sqlite3 and
# a fresh Python: the package's multiarch directory laid over the
# machine's (a private mount namespace: as if dpkg -i had put it there,
# the machine untouched).  First, that the machine has no bayes.so there
# of its own, so that the check means something.
if [ -e "/usr/lib/$MA/bayes.so" ]; then
  echo "(deb-byname skipped: /usr/lib/$MA/bayes.so is installed on this machine)"
else
  out=$(cd "$TMP" && sqlite3 :memory: ".load bayes" "SELECT 1;" 2>&1 | head -1)
  case $out in *bayes*) r=fails;; *) r="$out";; esac
  check deb-byname-0 fails "$r"
  out=$(in_ns 'ns_overlay "$1" "$2"; cd "$3" &&
    sqlite3 :memory: ".load bayes" "SELECT bayes_version(), bayes_models_install();" &&
    /usr/bin/python3 -c "
import sqlite3
db = sqlite3.connect(\":memory:\")
db.enable_load_extension(True)
db.load_extension(\"bayes\")
print(db.execute(\"SELECT bayes_version()\").fetchone()[0])"' \
    "/usr/lib/$MA" "$R/usr/lib/$MA" "$TMP" 2>&1)
  if [ $? -eq 77 ]; then
    echo "(deb-byname skipped: no private mount namespace here: unshare -m needs root)"
  else
    check deb-byname-1 "$(printf '%s\n' "$VERSION|created" "$VERSION")" "$out"
  fi
fi
dpkg --root="$R" --force-depends --force-script-chrootless -r sqlite3-bayes >>"$TMP/dpkg.log" 2>&1
check deb-8 0 "$?"
check deb-9 "" "$(cd "$R" && find usr -type f 2>/dev/null)"
[ "$nfail" -eq 0 ] || cat "$TMP/dpkg.log"
finish
