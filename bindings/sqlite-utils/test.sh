#!/bin/sh
# bindings/sqlite-utils/test.sh — Debian's sqlite-utils (3.30, which has no
# plugin hooks) with bayes on its connections through --load-extension,
# using a copy installed by make install into a scratch DESTDIR: fit and
# score straight from a CSV (sqlite-utils memory), and on a database file
# (sqlite-utils insert, then query).  The Python API (sqlite_utils.Database
# on a connection given to sqlite_bayes.load) is tested by make test-python.
. "$(dirname "$0")/../lib.sh"
D=$TMP/dest
make --no-print-directory -s install DESTDIR="$D" PREFIX=/usr/local >/dev/null
SO=$D/usr/local/lib/sqlite3/bayes.so
out=$(timeout 60 sqlite-utils memory examples/iris.csv \
  "SELECT bayes_predict(bayes_fit_query('gaussian_nb', 'SELECT species, sepal_length,
          sepal_width, petal_length, petal_width FROM iris'),
          json_object('sepal_length', 5.1, 'sepal_width', 3.5,
                      'petal_length', 1.4, 'petal_width', 0.2)) AS p" \
  --load-extension "$SO" 2>&1)
check sqlite-utils-1 '[{"p": "setosa"}]' "$out"
# the CSV install.md's recipe uses is shipped, and is the quick start's points
check sqlite-utils-csv "$(printf 'label,x,y\na,0,0\na,1,0\na,0,1\nb,3,3\nb,4,3\nb,3,4')" "$(cat examples/pts.csv)"
timeout 60 sqlite-utils insert "$TMP/m.db" pts examples/pts.csv --csv --detect-types >/dev/null
check sqlite-utils-2 0 $?
# the model table, from the extension
out=$(timeout 60 sqlite-utils "$TMP/m.db" --load-extension "$SO" \
  "SELECT bayes_models_install() AS done" 2>&1)
check sqlite-utils-3 '[{"done": "created"}]' "$out"
out=$(timeout 60 sqlite-utils "$TMP/m.db" --load-extension "$SO" \
  "INSERT INTO bayes_models(name, model) SELECT 'pts', bayes_fit_query('gaussian_nb', 'SELECT label, x, y FROM pts')" 2>&1)
# bayes_models is a view whose INSTEAD OF trigger stores a version: SQLite
# does not count a trigger's rows in changes(), so sqlite-utils reports
# rows_affected 0; the stored version is what tells
check sqlite-utils-4 '[{"rows_affected": 0}]' "$out"
out=$(timeout 60 sqlite-utils "$TMP/m.db" --csv \
  "SELECT name, version, deployed FROM bayes_model_versions" 2>&1)
check sqlite-utils-4b "$(printf 'name,version,deployed\npts,1,1')" "$(echo "$out" | tr -d '\r')"
out=$(timeout 60 sqlite-utils "$TMP/m.db" --load-extension "$SO" --csv \
  "SELECT bayes_predict('pts', json_object('x', 2.5, 'y', 2.5)) AS p, bayes_version() AS v" 2>&1)
check sqlite-utils-5 "$(printf 'p,v\nb,%s' "$VERSION")" "$(echo "$out" | tr -d '\r')"
# without the extension the functions are unknown (the test can fail)
out=$(timeout 60 sqlite-utils "$TMP/m.db" "SELECT bayes_version()" 2>&1)
case $out in *"no such function: bayes_version"*) r=unknown;; *) r=$out;; esac
check sqlite-utils-6 unknown "$r"
# the README's sqlite-utils line, run as it stands from the source tree
# (with ./bayes.so): it prints the version and leaves no file behind
line=$(sed -n 's/^| sqlite-utils | `\([^`]*\)`.*/\1/p' README.md)
before=$(git status --porcelain --ignored 2>/dev/null; ls)
out=$(eval "timeout 60 $line" 2>&1)
check sqlite-utils-readme "[{\"v\": \"$VERSION\"}]" "$out"
check sqlite-utils-readme-nofile "$before" "$(git status --porcelain --ignored 2>/dev/null; ls)"
finish
