#!/bin/sh
# bindings/python/test.sh — the wheel (make wheel) installed into a fresh venv
# (--system-site-packages only so that Debian's pytest and sqlite-utils are
# visible; pip installs from the file, no index), then pytest on the
# package's tests, run from outside the source tree.
. "$(dirname "$0")/../lib.sh"
PY=${PYTHON:-/usr/bin/python3}
WHL=$(ls build/python/dist/sqlite_bayes-"$VERSION"-py3-none-*.whl)
check wheel-1 1 "$(echo "$WHL" | wc -l)"
"$PY" -m venv --system-site-packages "$TMP/venv" || exit 1
"$TMP/venv/bin/python" -m pip install -q --no-index --no-deps "$WHL" || exit 1
check wheel-2 "$(printf '%s\n' sqlite_bayes/__init__.py sqlite_bayes/bayes.so sqlite_bayes/bayes_models.sql)" \
  "$("$PY" -m zipfile -l "$WHL" | awk '{print $1}' | grep '^sqlite_bayes/' | sort)"
"$PY" -m zipfile -e "$WHL" "$TMP/whl"
# the license: LICENSE in the wheel's metadata folder, MIT in METADATA
check wheel-license-1 "$(cat LICENSE)" "$(cat "$TMP"/whl/sqlite_bayes-"$VERSION".dist-info/LICENSE 2>&1)"
check wheel-license-2 "License: MIT" "$(grep -m1 '^License:' "$TMP"/whl/sqlite_bayes-"$VERSION".dist-info/METADATA)"
check wheel-3 "T sqlite3_bayes_init" "$(nm -D --defined-only "$TMP/whl/sqlite_bayes/bayes.so" | awk '{print $2, $3}')"
cp -R bindings/python/tests bindings/python/example.py "$TMP/"
cd "$TMP" && BAYES_EXPECT_VERSION="$VERSION" BAYES_PY_EXAMPLE="$TMP/example.py" \
  timeout 300 "$TMP/venv/bin/python" -m pytest -q -p no:cacheprovider tests
check pytest 0 $?
cd "$ROOT"
# A python3 whose sqlite3 cannot load extensions (pyenv's, first on PATH on
# some machines; none on a fresh Debian): the wheel installs, and
# sqlite_bayes.load raises the error that names the fix.
for p in $(which -a python3 python3.11 python3.12 2>/dev/null | sort -u); do
  "$p" -c "import sqlite3; sqlite3.connect(':memory:').enable_load_extension" 2>/dev/null && continue
  "$p" -m venv "$TMP/nolo" >/dev/null 2>&1 || continue
  "$TMP/nolo/bin/python" -m pip install -q --no-index --no-deps "$WHL" >/dev/null 2>&1 || continue
  out=$("$TMP/nolo/bin/python" -c "import sqlite3, sqlite_bayes
try:
    sqlite_bayes.load(sqlite3.connect(':memory:'))
except sqlite_bayes.ExtensionLoadingUnavailable as e:
    print(str(e).splitlines()[0])" 2>&1)
  check "no-loading-python ($p)" "sqlite_bayes.load: this Python's sqlite3 module cannot load SQLite extensions:" "$out"
  rm -rf "$TMP/nolo"
  break
done
# docs/loading.md's Python block runs as it stands (Debian's python3, from
# the source tree, with ./bayes.so) and prints what its comments show
out=$(block python docs/loading.md | /usr/bin/python3 - 2>&1)
check docs-loading-python "$(printf 'versicolor 0.7290170655529387\nvirginica')" "$out"
# docs/install.md shows the tested example, verbatim
check docs-python "$(cat bindings/python/example.py)" "$(block python docs/install.md)"
# and so does the README, once its Python section is a ```python block
if grep -qx '```python' README.md; then
  check readme-python "$(cat bindings/python/example.py)" "$(block python README.md)"
fi
finish
