# tools/make_blend_fixtures.tcl — write the frozen stored-blend BLOBs of
# test/fixtures/blend/ (kind id 12, the blend section; docs/format.md).
#
#   tclsh tools/make_blend_fixtures.tcl ?OUTDIR?
#                               (default test/fixtures/blend)
#
# Run ONCE, by the build that introduced stored blends, to freeze what it
# wrote; NEVER regenerated (test/fixtures/README.md).  They live in a
# directory of their own, as tools/make_calibrated_fixtures.tcl's do,
# because test/fixtures.test asks every fixture of test/fixtures/ for its
# evidence, samples and a merge with itself, which a blend refuses; they
# are checked by test/blend_model.test.  For each fixture NAME:
#   NAME.bin     the model BLOB as bayes_blend_model returned it
#   NAME.sql     the SQL that made it
#   NAME.scores  one Tcl list per scored row: {ARGS PROBA PREDICT}
# and CHECKSUMS, the CRC-32 of every file.

source [file join [file dirname [info script]] fixtures.tcl]
fixtures_open {test fixtures blend}

# three classes, two features (the data of make_calibrated_fixtures.tcl)
db eval {
  CREATE TABLE d(id INTEGER PRIMARY KEY, y TEXT, a REAL, b REAL);
  WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM s WHERE i<75)
  INSERT INTO d SELECT i, char(97 + (i*7)%3),
    round(((i*37)%17)/4.0 + ((i*7)%3)*1.3, 2),
    round(((i*53)%13)/3.0 - ((i*7)%3)*0.8, 2)
  FROM s;
}
set Q {{1.0, 2.0} {3.5, -1.0} {0.0, 0.0} {6.0, 1.5} {NULL, 2.0}}
# a gaussian_nb, a qda, and an lda that never saw class c
set fixtures {
  blend_gaussian_qda_lda
  {SELECT bayes_blend_model((SELECT bayes_fit('gaussian_nb', y, a, b) FROM d), 0.5, (SELECT bayes_fit('qda reg=0.1', y, a, b) FROM d), 0.25, (SELECT bayes_fit('lda', y, a, b) FROM d WHERE y<>'c'), 1)}
}
foreach {name sql} $fixtures {
  set m [db onecolumn $sql]
  writefile [file join $outdir $name.bin] $m 1
  writefile [file join $outdir $name.sql] $sql\n
  set out ""
  foreach args $Q {
    append out [list $args {*}[db eval "SELECT bayes_proba(@m, $args), bayes_predict(@m, $args)"]] \n
  }
  writefile [file join $outdir $name.scores] $out
}
fixtures_checksums {*.bin *.sql *.scores}
