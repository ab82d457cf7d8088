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
check wheel-2 "$(printf '%s\n' sqlite_bayes/__init__.py sqlite_bayes/bayes.so sqlite_bayes/bayes_models.sql \
                 sqlite_bayes/estimator.py sqlite_bayes/frame.py sqlite_bayes/progress.py \
                 sqlite_bayes/sklearn_io.py)" \
  "$("$PY" -m zipfile -l "$WHL" | awk '{print $1}' | grep '^sqlite_bayes/' | sort)"
"$PY" -m zipfile -e "$WHL" "$TMP/whl"
# the license: LICENSE in the wheel's metadata folder, MIT in METADATA
check wheel-license-1 "$(cat LICENSE)" "$(cat "$TMP"/whl/sqlite_bayes-"$VERSION".dist-info/LICENSE 2>&1)"
check wheel-license-2 "License: MIT" "$(grep -m1 '^License:' "$TMP"/whl/sqlite_bayes-"$VERSION".dist-info/METADATA)"
check wheel-3 "T sqlite3_bayes_init" "$(nm -D --defined-only "$TMP/whl/sqlite_bayes/bayes.so" | awk '{print $2, $3}')"
cp -R bindings/python/tests bindings/python/example.py "$TMP/"
# (docs/python.md: its ```pycon examples, run by tests/test_frames_sklearn.py)
cd "$TMP" && BAYES_EXPECT_VERSION="$VERSION" BAYES_PY_EXAMPLE="$TMP/example.py" \
  BAYES_PY_DOCS="$ROOT/docs/python.md" \
  timeout 300 "$TMP/venv/bin/python" -m pytest -q -p no:cacheprovider tests
check pytest 0 $?
cd "$ROOT"

# The documented commands, as shown, from the directory the docs imply (the
# root of the source tree): in a copy of it (bindings/ and the wheel just
# built), so that bindings/python/ is beside the script as in a clone.  The
# `make` lines are left out: make test-python has just run them (deps is
# the machine's; wheel is this wheel).
run_doc_cmds() {   # NAME TEXT: prints the commands' output
  d="$TMP/tree-$1"
  mkdir -p "$d/build/python"
  cp -R bindings "$d/"
  cp -R build/python/dist "$d/build/python/"
  printf '%s\n' "$2" | grep -v '^make ' > "$TMP/cmds-$1.sh"
  (cd "$d" && sh -e "$TMP/cmds-$1.sh" 2>&1)
}
# docs/install.md's Python section: its first indented block
cmds=$(awk '/^## Python$/ {on=1; next} on && /^    / {sub(/^    /, ""); print; got=1; next}
            on && got {exit}' docs/install.md)
check docs-install-python-cmds-1 "env/bin/python bindings/python/example.py my.db   # b 1.0, then a" \
  "$(printf '%s\n' "$cmds" | tail -1)"
check docs-install-python-cmds-2 "$(printf 'b 1.0\na')" "$(run_doc_cmds install "$cmds" | tail -2)"
# docs/python.md's install block (a venv that sees Debian's pandas)
cmds=$(block sh docs/python.md)
check docs-python-md-cmds-1 "env/bin/python bindings/python/example.py my.db   # b 1.0, then a" \
  "$(printf '%s\n' "$cmds" | tail -1)"
check docs-python-md-cmds-2 "$(printf 'b 1.0\na')" "$(run_doc_cmds pythonmd "$cmds" | tail -2)"
check docs-python-md-pandas "ok" \
  "$("$TMP/tree-pythonmd/env/bin/python" -c 'import pandas, sklearn, sqlite_bayes; print("ok")' 2>&1)"
# the source package, imported from its own folder, lacks the library: the
# error says so (not "bayes.so.so: cannot open shared object file")
out=$(cd "$TMP/tree-install/bindings/python/src" && ../../../env/bin/python -c "import sqlite3, sqlite_bayes
sqlite_bayes.load(sqlite3.connect(':memory:'))" 2>&1 | grep -m1 'sqlite_bayes.load')
check missing-library "FileNotFoundError: sqlite_bayes.load: the extension library $TMP/tree-install/bindings/python/src/sqlite_bayes/bayes.so is missing." "$out"
# a library that is there but does not load: SQLite's message names it
lib=$("$TMP/tree-install/env/bin/python" -c "import sqlite_bayes; print(sqlite_bayes.loadable_path())")
echo "not a library" > "$lib"
out=$("$TMP/tree-install/env/bin/python" -c "import sqlite3, sqlite_bayes
sqlite_bayes.load(sqlite3.connect(':memory:'))" 2>&1 | tail -1)
check broken-library "sqlite3.OperationalError: $lib: file too short" "$out"
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
