# tools/make_factored_fixtures.tcl — write the frozen factored models of
# test/fixtures/factored/ (issue 38: format version 5, the fit section).
#
#   tclsh tools/make_factored_fixtures.tcl ?OUTDIR?
#                                   (default test/fixtures/factored)
#
# Run ONCE, by the build that introduced the fit section; the files are
# committed and never regenerated (test/factors.test, section 5, checks
# that every later build reads them, scores them as then, and writes them
# back byte for byte).  Layouts: qda with Cholesky factors, qda with eigen
# factors and isolated dimensions (fewer rows than features), lda with a
# Cholesky factor, lda shrinkage=auto, lda with an eigen factor, a named
# qda (inner version 4).  For each fixture NAME:
#   NAME.bin      the model BLOB
#   NAME.scores   one Tcl list per row: {row bayes_log_proba bayes_evidence}
#   NAME.sql      the SQL that made it (for readers)

source [file join [file dirname [info script]] fixtures.tcl]
fixtures_open {test fixtures factored}
db eval {
  CREATE TABLE g(y TEXT, x1 REAL, x2 REAL, x3 REAL);
  INSERT INTO g VALUES
    ('a', 1.0, 2.0, 0.5), ('a', 1.5, 2.5, 0.25), ('a', 0.5, 1.75, 1.0),
    ('a', 1.25, 2.25, 0.0), ('a', 0.75, 1.5, 0.75),
    ('b', 3.0, 0.5, 2.0), ('b', 3.5, 1.0, 2.5), ('b', 2.75, 0.25, 1.5),
    ('b', 3.25, 0.75, 2.25), ('b', 4.0, 1.25, 1.75),
    ('c', 2.0, 3.0, 3.0), ('c', 2.5, 3.5, 3.25), ('c', 1.75, 2.5, 2.5),
    ('c', 2.25, 3.25, 3.5);
  CREATE TABLE s(y TEXT, x1 REAL, x2 REAL, x3 REAL, x4 REAL, x5 REAL);
  INSERT INTO s VALUES
    ('a', 1, 2, 3, 4, 7), ('a', 2, 1, 4, 3, 7), ('a', 1.5, 2.5, 3.5, 2, 7),
    ('b', 5, 6, 1, 0, 2), ('b', 6, 5, 2, 1, 3), ('b', 5.5, 7, 0.5, 2, 1);
}
set rows3 {{1, 2, 1} {3, 1, 2} {2, 3, 3} {NULL, 2, 1} {10, -4, 0.5}}
set rows5 {{1, 2, 3, 4, 7} {5, 6, 1, 0, 2} {3, 4, 2, 2, 5} {1, NULL, 3, NULL, 7}}
foreach {name sql rows} [list \
  qda_chol       {SELECT bayes_fit('qda', y, x1, x2, x3) FROM g} $rows3 \
  qda_eigen      {SELECT bayes_fit('qda', y, x1, x2, x3, x4, x5) FROM s} $rows5 \
  lda_chol       {SELECT bayes_fit('lda', y, x1, x2, x3) FROM g} $rows3 \
  lda_auto       {SELECT bayes_fit('lda shrinkage=auto', y, x1, x2, x3) FROM g} $rows3 \
  lda_eigen      {SELECT bayes_fit('lda', y, x1, x2, x3, x4, x5) FROM s} $rows5 \
  qda_named      {SELECT bayes_fit_query('qda reg=0.1', 'SELECT y, x1, x2, x3 FROM g')} $rows3 \
] {
  set m [db onecolumn $sql]
  set fd [open [file join $outdir $name.bin] w]
  fconfigure $fd -translation binary
  puts -nonewline $fd $m
  close $fd
  set fd [open [file join $outdir $name.sql] w]
  puts $fd $sql
  close $fd
  set fd [open [file join $outdir $name.scores] w]
  foreach r $rows {
    puts $fd [list $r [db onecolumn "SELECT bayes_log_proba(@m, $r)"] \
                      [db onecolumn "SELECT bayes_evidence(@m, $r)"]]
  }
  close $fd
}
