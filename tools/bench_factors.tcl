# tools/bench_factors.tcl — first use of a stored qda / lda model against
# the time to read its bytes (issue 38 item 2; docs/performance.md, "First
# use of a stored model").
#
#   [FX_REPS=3] [FX_NAMES='qda784 ...'] tclsh tools/bench_factors.tcl NEW.so OLD.so DBFILE
#
# Builds (once) in DBFILE the data sets (seeded Tcl rand()): `w784` 784
# features x 10 classes x 500 rows a class (random normal-ish values, one
# float32 BLOB per row) and `w2000` 2,000 features x 2 classes x 12 rows;
# fits qda and lda on each with both builds: NEW.so's models (table
# `models`: with the fit section where bayes_fit writes one -- not lda on
# w2000, which has fewer rows than features -- and `lda2000f`, the wide
# lda given its factors by bayes_with(m, 'factors=1')) and OLD.so's (table
# `models_old`: the format before, which a reader factors again).  Then, each in a fresh
# connection with NEW.so loaded (the file in the OS cache), the best of
# FX_REPS (3):
#   read   SELECT substr(m, -1): SQLite reads the BLOB's bytes (all its
#          pages: a value is loaded whole)
#   first  SELECT bayes_predict(m, x) of one row: parse + first score
# and prints one line per model and table: bytes, read ms, first ms and
# first/read.
#
# OLD.so may be "-": no table models_old (its fit and its lines skipped).
# FX_BASE=BASE.so also measures table `models`' BLOBs with BASE.so loaded
# (lines labelled `base`), interleaved with NEW.so's in every repetition:
# the same bytes first used by two builds, e.g. this branch and main.
package require sqlite3
lassign $argv so oldso dbfile
set reps [expr {[info exists env(FX_REPS)] ? $env(FX_REPS) : 3}]   ;# best of

set base [expr {[info exists env(FX_BASE)] ? $env(FX_BASE) : ""}]
proc open_db {{lib {}}} {
  global so dbfile
  if {$lib eq ""} { set lib $so }
  sqlite3 db $dbfile
  db enable_load_extension 1
  db eval {SELECT load_extension($lib)}
}

open_db
if {![db exists {SELECT 1 FROM sqlite_master WHERE name='w784'}]} {
  db transaction {
    db eval {CREATE TABLE w784(y INTEGER, x BLOB)}
    db eval {CREATE TABLE w2000(y INTEGER, x BLOB)}
    foreach {tab d nc nper} {w784 784 10 500 w2000 2000 2 6} {
      expr {srand(7)}
      for {set c 0} {$c < $nc} {incr c} {
        for {set r 0} {$r < $nper} {incr r} {
          set v {}
          set s 0.0
          for {set j 0} {$j < $d} {incr j} {
            # a shared factor per row so the features correlate
            if {$j % 50 == 0} { set s [expr {rand()-0.5}] }
            lappend v [expr {$c*0.01*($j%7) + $s + rand() + rand() - 1.0}]
          }
          set blob [binary format f* $v]
          db eval "INSERT INTO $tab VALUES(\$c, @blob)"
        }
      }
    }
  }
}
foreach {tbl lib} [list models $so models_old $oldso] {
  if {$lib eq "-"} continue
  open_db $lib
  db eval "CREATE TABLE IF NOT EXISTS ${tbl}(name TEXT PRIMARY KEY, m BLOB)"
  foreach {name spec tab} {
    qda784 {qda reg=0.1} w784  lda784 lda w784
    qda2000 {qda reg=0.1} w2000  lda2000 lda w2000
  } {
    if {[db exists "SELECT 1 FROM $tbl WHERE name=\$name"]} continue
    set t0 [clock microseconds]
    db eval "INSERT INTO $tbl SELECT \$name, bayes_fit(\$spec, y, x) FROM $tab"
    puts "fit $tbl $name: [expr {([clock microseconds]-$t0)/1000}] ms"
  }
  if {$tbl eq "models" && ![db exists {SELECT 1 FROM models WHERE name='lda2000f'}]} {
    set t0 [clock microseconds]
    db eval {INSERT INTO models SELECT 'lda2000f', bayes_with(m, 'factors=1') FROM models WHERE name='lda2000'}
    puts "bayes_with(lda2000, 'factors=1'): [expr {([clock microseconds]-$t0)/1000}] ms"
  }
  db close
}

# interleaved: each repetition measures every table's model in turn, so
# the two builds' BLOBs meet the same load (the load average is printed)
set names {qda784 lda784 qda2000 lda2000 lda2000f}
if {[info exists env(FX_NAMES)]} { set names $env(FX_NAMES) }   ;# a subset
foreach name $names {
  set tbls {}
  foreach tbl {models models_old} {
    open_db
    if {[db exists {SELECT 1 FROM sqlite_master WHERE name=$tbl}]
     && [db exists "SELECT 1 FROM $tbl WHERE name=\$name"]} { lappend tbls $tbl }
    db close
  }
  if {$base ne "" && "models" in $tbls} { lappend tbls base }
  foreach tbl $tbls { set best($tbl,read) 1e9; set best($tbl,first) 1e9 }
  for {set k 0} {$k < $reps} {incr k} {
    foreach label $tbls {
      # `base`: table models, read and first used with BASE.so loaded
      set tbl $label; set lib $so
      if {$label eq "base"} { set tbl models; set lib $base }
      open_db $lib
      set row [db onecolumn {SELECT x FROM w784 LIMIT 1}]
      if {[string match *2000* $name]} { set row [db onecolumn {SELECT x FROM w2000 LIMIT 1}] }
      set t0 [clock microseconds]
      set n($label) [db onecolumn "SELECT length(m) + 0*length(hex(substr(m, -1))) FROM $tbl WHERE name=\$name"]
      set t [expr {([clock microseconds]-$t0)/1000.0}]
      if {$t < $best($label,read)} { set best($label,read) $t }
      db close
      open_db $lib
      set t0 [clock microseconds]
      set p [db onecolumn "SELECT bayes_predict(m, @row) FROM $tbl WHERE name=\$name"]
      set t [expr {([clock microseconds]-$t0)/1000.0}]
      if {$t < $best($label,first)} { set best($label,first) $t }
      set fv($label) [db onecolumn "SELECT CAST(hex(substr(m, 5, 1)) AS INT) FROM $tbl WHERE name=\$name"]
      db close
    }
  }
  foreach tbl $tbls {
    puts [format "%-10s %-8s v%d %10d bytes  read %8.1f ms  first %8.1f ms  first/read %6.2f  (load %s)" \
      $tbl $name $fv($tbl) $n($tbl) $best($tbl,read) $best($tbl,first) \
      [expr {$best($tbl,first)/$best($tbl,read)}] [lindex [exec cat /proc/loadavg] 0]]
  }
}
