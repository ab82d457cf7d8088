# tools/fixture_dump.tcl SO OUT — everything a build answers about the
# frozen fixtures (test/fixtures), at full precision, for comparing two
# builds bit for bit: bayes_info, predictions, proba, log_proba, evidence,
# explanations, samples, self-merge BLOB and its re-serialisation (hex).
#   tclsh tools/fixture_dump.tcl old/bayes.so /tmp/old.txt
#   tclsh tools/fixture_dump.tcl ./bayes.so /tmp/new.txt; diff /tmp/old.txt /tmp/new.txt
package require sqlite3
lassign $argv so out
set fxdir [file join [file dirname [info script]] .. test fixtures]
sqlite3 db :memory:
db enable_load_extension 1
db eval "SELECT load_extension('[file rootname [file normalize $so]]')"
proc slurp {f {bin 0}} {
  set ch [open $f]; if {$bin} { fconfigure $ch -translation binary }
  set s [read $ch]; close $ch; return $s
}
set o [open $out w]
foreach bin [lsort [glob -directory $fxdir *.bin]] {
  set n [file rootname [file tail $bin]]
  set ::m [slurp $bin 1]
  puts $o "== $n"
  puts $o [db onecolumn {SELECT bayes_info(@m)}]
  foreach line [split [string trim [slurp [file join $fxdir $n.scores]]] \n] {
    set args [lindex $line 0]
    foreach f {bayes_predict bayes_proba bayes_log_proba bayes_evidence} {
      set v [db eval "SELECT CASE typeof(${f}(@m, $args)) WHEN 'real' THEN printf('%!.17g', ${f}(@m, $args)) ELSE ${f}(@m, $args) END"]
      puts $o "${f}($args) $v"
    }
    if {[catch {db onecolumn "SELECT bayes_explain(@m, $args)"} x]} { set x "error: $x" }
    puts $o "explain($args) $x"
  }
  foreach line [split [string trim [slurp [file join $fxdir $n.samples]]] \n] {
    lassign $line lab seed
    puts $o "sample($lab,$seed) [db onecolumn "SELECT bayes_sample(@m, $lab, $seed)"]"
  }
  puts $o "merge2 [db onecolumn {SELECT hex(bayes_merge(b)) FROM (SELECT @m AS b UNION ALL SELECT @m)}]"
  puts $o "rewrite [db onecolumn {SELECT hex(bayes_merge(@m))}]"
  if {[catch {db eval {SELECT * FROM bayes_params(@m)}} p]} { set p "error: $p" }
  puts $o "params $p"
}
close $o
