# tools/make_calibrated_fixtures.tcl — write the frozen calibrated model
# BLOBs of test/fixtures/calibrated/ (format version 3, the calibration
# section; docs/format.md).
#
#   tclsh tools/make_calibrated_fixtures.tcl ?OUTDIR?
#                               (default test/fixtures/calibrated)
#
# Run ONCE, by the build that introduced format version 3, to freeze what
# it wrote; NEVER regenerated (test/fixtures/README.md).  They live in a
# directory of their own because test/fixtures.test merges every fixture of
# test/fixtures/ with itself, which a calibrated model refuses; they are
# checked by test/calibrate.test.  For each fixture NAME:
#   NAME.bin     the model BLOB as bayes_calibrate returned it
#   NAME.sql     the SQL that made it
#   NAME.scores  one Tcl list per scored row: {ARGS PROBA PROBA_RAW
#                PREDICT NOVELTY} (NOVELTY empty without a record)
# and CHECKSUMS, the CRC-32 of every file.

source [file join [file dirname [info script]] fixtures.tcl]
fixtures_open {test fixtures calibrated}

# three classes, two features; rows 1-30 train, 31-75 calibrate
db eval {
  CREATE TABLE d(id INTEGER PRIMARY KEY, y TEXT, a REAL, b REAL, c INTEGER);
  WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM s WHERE i<75)
  INSERT INTO d SELECT i, char(97 + (i*7)%3),
    round(((i*37)%17)/4.0 + ((i*7)%3)*1.3, 2),
    round(((i*53)%13)/3.0 - ((i*7)%3)*0.8, 2), (i*11)%5
  FROM s;
}
set Q {{1.0, 2.0, 0} {3.5, -1.0, 2} {0.0, 0.0, 4} {6.0, 1.5, 1} {NULL, 2.0, 3}}
set fixtures {
  gaussian_nb_isotonic {gaussian_nb} isotonic {a, b, c} y
  gaussian_nb_sigmoid_binary {gaussian_nb} sigmoid {a, b, c} {CASE y WHEN 'a' THEN 'p' ELSE 'q' END}
  gaussian_nb_none {gaussian_nb} none {a, b, c} y
  multinomial_nb_alpha_list_sigmoid {multinomial_nb alpha=0.5,2,1} sigmoid {abs(a), abs(b), c} y
}
foreach {name spec method feats label} $fixtures {
  set sql "SELECT bayes_calibrate((SELECT bayes_fit('$spec', $label, $feats) FROM d WHERE id<=30), '$method', $label, $feats) FROM d WHERE id>30"
  set m [db onecolumn $sql]
  writefile [file join $outdir $name.bin] $m 1
  writefile [file join $outdir $name.sql] $sql\n
  set out ""
  foreach args $Q {
    if {[string match multinomial* $name]} { set args [string map {NULL 1 - ""} $args] }
    set nov [expr {$method eq "none" ? [db onecolumn "SELECT bayes_novelty(@m, $args)"] : ""}]
    append out [list $args {*}[db eval "SELECT bayes_proba(@m, $args), bayes_proba_raw(@m, $args), bayes_predict(@m, $args)"] $nov] \n
  }
  writefile [file join $outdir $name.scores] $out
}
fixtures_checksums {*.bin *.sql *.scores}
