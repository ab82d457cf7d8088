# test/discrete_common.tcl — helpers shared by the tests of the discrete
# kinds (multinomial_nb, complement_nb, bernoulli_nb, categorical_nb, tan,
# aode).
# Sourced by those .test files after tester.tcl; not a test file itself.
#
#   reseal BLOB                 recompute the CRC-32 of a model BLOB, so
#                               that a changed body reaches the kind's xRead
#   fuzz_model NAME BLOB N SQL  N times: change one byte of the body (or cut
#                               the BLOB short), reseal, run SQL with @b bound
#                               to it; passes if every run either succeeds or
#                               fails with a message naming the function
#   logsumexp A ...             log(sum(exp(A)))
#   semi_golden SPEC NAME TAG   largest difference from a Weka golden (tan, aode)

proc reseal {b} {
  set body [string range $b 16 end]
  string cat [string range $b 0 11] [binary format iu [zlib crc32 $body]] $body
}

proc fuzz_model {name blob n sql} {
  set bad {}
  set nOk 0
  set nErr 0
  set len [string length $blob]
  for {set i 0} {$i < $n} {incr i} {
    if {$i % 10 == 9} {
      # cut short, fix the header length and the CRC
      set k [expr {16 + [rng_int [expr {$len - 16}]]}]
      set b [string range $blob 0 [expr {$k-1}]]
      set b [string cat [string range $b 0 7] [binary format iu $k] [string range $b 12 end]]
    } else {
      set k [expr {16 + [rng_int [expr {$len - 16}]]}]
      set byte [rng_int 256]
      if {[rng_int 3]==0} { set byte [expr {[rng_int 2] ? 255 : 0}] }
      set b [string cat [string range $blob 0 [expr {$k-1}]] \
                 [binary format c $byte] [string range $blob [expr {$k+1}] end]]
    }
    set ::b [reseal $b]
    set rc [catch {uplevel #0 [list db eval $sql]} res]
    if {$rc} {
      incr nErr
      if {![regexp {^bayes_[a-z_]+: } $res]} { lappend bad $res }
    } else {
      incr nOk
    }
  }
  if {[llength $bad]} { return [lrange $bad 0 2] }
  return ok
}

# logsumexp: tester.tcl's

# semi_golden SPEC NAME TAG: fit SPEC on table NAME_tr (test/data/semi.sql)
# and return the largest absolute difference between bayes_proba of the
# rows of NAME_te (by id) and the Weka golden ::golden(NAME,TAG), one list
# of class probabilities per row in ::golden(NAME,classes) order (the
# blocks tools/golden_semi.py writes into test/tan.test and aode.test).
proc semi_golden {spec name tag} {
  set cols $::golden($name,cols)
  set m [db one "SELECT bayes_fit('$spec', $::golden($name,label), $cols)
                   FROM ${name}_tr"]
  set mx 0.0
  set i 0
  foreach p [db eval "SELECT bayes_proba(\$m, $cols) FROM ${name}_te ORDER BY id"] {
    set obj [json_obj $p]
    foreach c $::golden($name,classes) g [lindex $::golden($name,$tag) $i] {
      set d [expr {abs([dict get $obj $c] - $g)}]
      if {$d > $mx} { set mx $d }
    }
    incr i
  }
  if {$i != [llength $::golden($name,$tag)]} { return "rows $i" }
  return $mx
}
