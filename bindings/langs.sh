# bindings/langs.sh — sourced, after lib.sh, by the tests of Go
# (mattn/go-sqlite3), Rust (rusqlite), Ruby (the sqlite3 gem) and R
# (RSQLite), bindings/LANG/test.sh, each from Debian's packages (make
# deps-langs), offline.  lang_setup LANG installs with make install into a
# scratch DESTDIR and copies bindings/LANG to $TMP/src; the test then runs
# the example, which loads that installed copy, fits the quick start's
# model, stores it in bayes_models in a database file ($DB), reopens the
# file and prints one prediction and one probability.  lang_check LANG OUT
# FILE checks them against the sqlite3 shell's on that same file, and that
# docs/install.md shows FILE verbatim.
lang_setup() {
  D=$TMP/dest
  make --no-print-directory -s install DESTDIR="$D" PREFIX=/usr/local >/dev/null
  export BAYES_EXT="$D/usr/local/lib/sqlite3/bayes"
  DB=$TMP/my.db
  cp -R "bindings/$1" "$TMP/src"
}
lang_check() {
  L=$1 out=$2 file=$3
  # what the sqlite3 shell says on the database the program wrote (the
  # probability as bayes_proba's JSON has it, every digit: the shell prints
  # a REAL to 15 digits)
  want=$(sqlite3 "$DB" ".load $BAYES_EXT" \
    "SELECT bayes_predict('pts', 2.5, 2.5), bayes_proba('pts', 1, 1) -> '\$.b';" 2>&1 | tr '|' ' ')
  check "$L-shell" "b 1.6918983458321218e-10" "$want"
  label=${out%% *}
  check "$L-predict" "${want%% *}" "$label"
  # the probability: the same double (each language prints it its own way)
  same=$(awk -v a="${out#* }" -v b="${want#* }" 'BEGIN { print (a + 0 == b + 0 && a != "") ? "same" : a }')
  check "$L-proba" same "$same"
  check "$L-models" "pts|gaussian_nb|6" \
    "$(sqlite3 "$DB" ".load $BAYES_EXT" "SELECT name, kind, n_rows FROM bayes_models_info;" 2>&1)"
  # docs/install.md shows the tested program, verbatim
  check "$L-docs" "$(cat "$file")" "$(block "$L" docs/install.md)"
}
