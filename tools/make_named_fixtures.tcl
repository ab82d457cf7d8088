# tools/make_named_fixtures.tcl — write the frozen named models of
# test/fixtures/named/ (issue 35: format version 4, the names section).
#
#   tclsh tools/make_named_fixtures.tcl ?OUTDIR?   (default test/fixtures/named)
#
# Run ONCE, by the build that introduced feature names; the files are
# committed and never regenerated (test/names.test, section 8, checks that
# every later build reads them, scores them as then, and writes them back
# byte for byte).  For each fixture NAME:
#   NAME.bin      the model BLOB
#   NAME.scores   one Tcl list per row: {JSON-object-row bayes_proba}
#   NAME.sql      the SQL that made it (for readers)

source [file join [file dirname [info script]] fixtures.tcl]
fixtures_open {test fixtures named}
db eval {
  CREATE TABLE flowers(species TEXT, "petal length" REAL, width REAL, colour TEXT, grade TEXT);
  INSERT INTO flowers VALUES
    ('iris', 1.4, 0.2, 'blue', '1'), ('iris', 1.3, 0.3, 'blue', '1'),
    ('iris', 1.6, 0.2, 'violet', '2'), ('iris', 1.5, 0.4, 'blue', '1'),
    ('lily', 4.5, 1.5, 'white', '3'), ('lily', 4.9, 1.4, 'white', '2'),
    ('lily', 4.2, 1.3, 'pink', '3'), ('lily', 4.7, 1.6, 'white', '3');
}
set fixtures {
  gaussian_nb_query {SELECT bayes_fit_query('gaussian_nb',
    'SELECT species, "petal length", width FROM flowers')}
  naive_bayes_declared {SELECT bayes_fit_query('naive_bayes',
    'SELECT species, width, colour, grade FROM flowers')}
  categorical_nb_calibrated {SELECT bayes_calibrate(m, 'sigmoid', species,
    json_object('colour', colour, 'grade', grade))
    FROM flowers, (SELECT bayes_fit('categorical_nb names=colour,grade',
                                    species, colour, grade) AS m FROM flowers)}
}
set rows [list \
  {{"petal length": 1.5, "width": 0.3, "colour": "blue", "grade": "1"}} \
  {{"width": 1.45, "petal length": 4.4, "grade": "3", "colour": "white"}} \
  {{"grade": "2", "colour": "violet", "width": 0.9, "petal length": 3.0}} \
  {{"grade": null, "colour": "pink", "width": null, "petal length": 2.0}}]
foreach {name sql} $fixtures {
  set m [db onecolumn $sql]
  set ch [open [file join $outdir $name.bin] wb]; puts -nonewline $ch $m; close $ch
  set ch [open [file join $outdir $name.sql] w]; puts $ch [string trim $sql]; close $ch
  set ch [open [file join $outdir $name.scores] w]
  foreach r $rows {
    puts $ch [list $r [db onecolumn {SELECT bayes_proba(@m, $r)}]]
  }
  close $ch
}
