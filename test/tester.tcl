# test/tester.tcl — a small test harness for the bayes extension, in the
# spirit of SQLite's own test/tester.tcl (written afresh for this project).
#
# A test file starts with
#
#     source [file join [file dirname [info script]] tester.tcl]
#
# and ends with `finish_test`.  In between it uses:
#
#   do_test          NAME SCRIPT EXPECTED       result of a Tcl script
#   do_execsql_test  NAME SQL EXPECTED          rows of `db eval SQL`
#   do_catchsql_test NAME SQL {RC RESULT}       {0 rows} or {1 errmsg}
#   do_realnum_test  NAME SQL EXPECTED ?TOL?    numbers compared with a
#                                               tolerance (also inside JSON)
#   do_real_test     NAME SCRIPT EXPECTED ?TOL? same, for a Tcl script
#   do_error_test    NAME SQL RE                SQL fails, its message
#                                               matches the regexp RE
#   do_error_test    NAME FUNC SQL RE           SQL fails with a message
#                                               "FUNC: ..." (FUNC once: not
#                                               "FUNC: bayes_...") whose
#                                               rest matches ^RE
#
# and the helpers error_match SQL RE ("ok", or {rc message}), errmsg SQL
# (the error message, or "no error: <rows>"), logsumexp ?X ...?, jget JSON
# KEY (a number of a flat JSON object), load_data NAME ?HANDLE? (a shared
# data set, test/data/NAME.sql), f32blob, blob2hex/hex2blob, blob_strip_fit
# (a format version 5 BLOB without its fit section), json_obj,
# rng_seed/rng_int/rng_real, test_seeds ?DEFAULT?, bayes_kinds and
# gda_sample_check MODEL LABEL N (below).
#
# EXPECTED is compared exactly, except that an expected value of the form
# /REGEXP/ must match the result and ~/REGEXP/ must not.
#
# Numeric comparison (do_realnum_test, do_real_test, realnum_match): both
# sides are cut into tokens — numbers, and words/strings — and compared token
# by token: words exactly, numbers with |got-exp| <= TOL*max(1,|exp|), i.e.
# relative tolerance for large values and absolute for small ones.  So an
# expected value may be written as a Tcl list, or as the JSON text itself:
#
#   do_realnum_test t-1 {SELECT bayes_proba(m, 1.0) FROM t} \
#       {{"a":0.25,"b":0.75}} 1e-12
#
# The connection `db` is an in-memory database with the extension loaded
# (path from $env(BAYES_SO), default bayes.so at the repository root).
# `reset_db` closes and reopens it.
#
# Property sweeps that draw many random seeds run test_seeds of them
# (env var BAYES_TEST_SEEDS; the default, given by each sweep, is small so
# that `make test` stays fast).  CI can raise it: BAYES_TEST_SEEDS=1000.
#
# Run one file:   tclsh test/all.tcl test/gaussian_nb.test
#            or   tclsh test/gaussian_nb.test
# A file run alone prints failures and ends with "N passed, N failed"; its
# exit status is non-zero if anything failed.

package require sqlite3

set ::testdir [file dirname [file normalize [info script]]]
set ::repodir [file dirname $::testdir]
if {[info exists ::env(BAYES_SO)] && $::env(BAYES_SO) ne ""} {
  set ::bayes_so [file normalize [file join $::repodir $::env(BAYES_SO)]]
} else {
  set ::bayes_so [file join $::repodir bayes.so]
}

# Counters
set ::TC(count) 0
set ::TC(fail) 0
set ::TC(faillist) {}
# Only tests whose names match one of these glob patterns are run
# (env var BAYES_TEST_FILTER, space-separated); empty means all.
set ::TC(filter) {}
if {[info exists ::env(BAYES_TEST_FILTER)]} {
  set ::TC(filter) $::env(BAYES_TEST_FILTER)
}
# tcl_precision stays 0: doubles print as the shortest text that reads back
# exactly (0.1 is "0.1"), so expected values can be written naturally.

# ------------------------------------------------------------------ db
proc load_bayes {{handle db}} {
  $handle enable_load_extension 1
  $handle eval {SELECT load_extension($::bayes_so, 'sqlite3_bayes_init')}
}

proc reset_db {} {
  catch {db close}
  sqlite3 db :memory:
  load_bayes db
}

if {[catch {reset_db} msg]} {
  puts "tester.tcl: cannot load the extension $::bayes_so: $msg"
  puts "0 passed, 1 failed"
  exit 1
}

# ------------------------------------------------------------------ running
proc tester_selected {name} {
  if {[llength $::TC(filter)]==0} { return 1 }
  foreach pat $::TC(filter) {
    if {[string match $pat $name]} { return 1 }
  }
  return 0
}

proc tester_fail {name msg} {
  incr ::TC(fail)
  lappend ::TC(faillist) $name
  puts "! $name failed: $msg"
  flush stdout
}

proc tester_pass {name} {
  if {[info exists ::env(BAYES_TEST_VERBOSE)] && $::env(BAYES_TEST_VERBOSE)} {
    puts "$name... Ok"
  }
}

# Does result $got satisfy $expected (exact, /regexp/ or ~/regexp/)?
proc tester_match {got expected} {
  if {[regexp {^~/(.*)/$} $expected -> re]} {
    return [expr {![regexp -- $re $got]}]
  }
  if {[regexp {^/(.*)/$} $expected -> re]} {
    return [regexp -- $re $got]
  }
  return [expr {$got eq $expected}]
}

proc do_test {name script expected} {
  if {![tester_selected $name]} return
  incr ::TC(count)
  set rc [catch {uplevel #0 $script} got opts]
  if {$rc==1} {
    tester_fail $name "error: $got\n    [dict get $opts -errorinfo]"
    return
  }
  if {[tester_match $got $expected]} {
    tester_pass $name
  } else {
    tester_fail $name "\n    expected: \[$expected\]\n    got:      \[$got\]"
  }
}

proc execsql {sql {handle db}} {
  uplevel #0 [list $handle eval $sql]
}

proc catchsql {sql {handle db}} {
  set rc [catch {uplevel #0 [list $handle eval $sql]} res]
  list $rc $res
}

proc do_execsql_test {name sql expected} {
  do_test $name [list execsql $sql] [string trim $expected]
}

# A /regexp/ expectation that does not name the result code itself
# (/^1 .../, /0 .../) is matched against the error message, and the
# statement must fail: a pattern alone cannot tell failure from success.
proc do_catchsql_test {name sql expected} {
  if {[regexp {^/(.*)/$} $expected -> re] && ![regexp {^\^?[01] } $re]} {
    do_test $name [list catchsql_failed $sql $re] 1
    return
  }
  do_test $name [list catchsql $sql] $expected
}
proc catchsql_failed {sql re} {
  lassign [catchsql $sql] rc msg
  if {$rc != 1} { return "the statement did not fail: $msg" }
  if {![regexp -- $re $msg]} { return "error '$msg' does not match /$re/" }
  return 1
}

# ------------------------------------------------------------------ numbers
# Tokens of a value: numbers (as doubles) and other words, in order.
# JSON punctuation, brackets and white space separate tokens and are not
# compared.  9e999 / -9e999 (how the extension writes infinities) and
# Inf / -Inf are read as infinities.
proc realnum_tokens {text} {
  set out {}
  set re {-?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][-+]?[0-9]+)?|-?Inf\M|NaN\M|"(?:[^"\\]|\\.)*"|[A-Za-z_][A-Za-z_0-9.]*}
  foreach tok [regexp -all -inline -- $re $text] {
    if {[string index $tok 0] eq "\""} {
      set inner [string range $tok 1 end-1]
      # A JSON string holding just a number (a numeric label key such as
      # "1") is still a word: labels are compared exactly.
      lappend out [list w $inner]
    } elseif {$tok eq "NaN"} {
      lappend out [list n NaN]
    } elseif {[regexp {^-?Inf$} $tok]} {
      lappend out [list n [expr {[string index $tok 0] eq "-" ? "-Inf" : "Inf"}]]
    } elseif {[string is double -strict $tok]} {
      if {[catch {expr {double($tok)}} v]} {
        # overflow: 9e999
        set v [expr {[string index $tok 0] eq "-" ? "-Inf" : "Inf"}]
      }
      lappend out [list n $v]
    } else {
      lappend out [list w $tok]
    }
  }
  return $out
}

# Empty string if $got matches $expected within tolerance $tol, otherwise
# a description of the first difference.
proc realnum_diff {got expected {tol 1e-9}} {
  set g [realnum_tokens $got]
  set e [realnum_tokens $expected]
  if {[llength $g] != [llength $e]} {
    return "[llength $g] tokens where [llength $e] were expected"
  }
  set i 0
  foreach tg $g te $e {
    lassign $tg kg vg
    lassign $te ke ve
    if {$kg ne $ke} {
      return "token $i: got [lindex $tg 1], expected [lindex $te 1]"
    }
    if {$kg eq "w"} {
      if {$vg ne $ve} { return "token $i: got '$vg', expected '$ve'" }
    } else {
      if {$ve eq "NaN" || $vg eq "NaN"} {
        if {$ve ne $vg} { return "token $i: got $vg, expected $ve" }
      } elseif {[string match *Inf $ve] || [string match *Inf $vg]} {
        if {$ve != $vg} { return "token $i: got $vg, expected $ve" }
      } else {
        set scale [expr {max(1.0, abs($ve))}]
        if {abs($vg - $ve) > $tol * $scale} {
          return "token $i: got $vg, expected $ve (diff [expr {abs($vg-$ve)}], tol [expr {$tol*$scale}])"
        }
      }
    }
    incr i
  }
  return ""
}

proc realnum_match {got expected {tol 1e-9}} {
  expr {[realnum_diff $got $expected $tol] eq ""}
}

proc do_real_test {name script expected {tol 1e-9}} {
  if {![tester_selected $name]} return
  incr ::TC(count)
  set rc [catch {uplevel #0 $script} got opts]
  if {$rc==1} {
    tester_fail $name "error: $got\n    [dict get $opts -errorinfo]"
    return
  }
  set d [realnum_diff $got $expected $tol]
  if {$d eq ""} {
    tester_pass $name
  } else {
    tester_fail $name "$d\n    expected: \[$expected\]\n    got:      \[$got\]"
  }
}

proc do_realnum_test {name sql expected {tol 1e-9}} {
  do_real_test $name [list execsql $sql] $expected $tol
}

# ------------------------------------------------------------------ errors
# "ok" if SQL fails with a message matching the regexp RE, else {rc msg}.
proc error_match {sql re} {
  lassign [catchsql $sql] rc msg
  if {$rc==1 && [regexp -- $re $msg]} { return ok }
  list $rc $msg
}
# The error message of SQL, or "no error: <result>".
proc errmsg {sql} {
  if {[catch {uplevel #0 [list db eval $sql]} res]} { return $res }
  return "no error: $res"
}
# do_error_test NAME SQL RE: SQL must fail, its message matching RE.
# do_error_test NAME FUNC SQL RE: SQL must fail with "FUNC: <rest>", rest
# matching ^RE; the name must appear once ("bayes_fit: bayes_fit: ..."
# fails).
proc do_error_test {name args} {
  switch [llength $args] {
    2 { lassign $args sql re }
    3 {
      lassign $args func sql rest
      set re "^${func}: (?!bayes_)${rest}"
    }
    default { error "usage: do_error_test NAME ?FUNC? SQL RE" }
  }
  do_test $name [list error_match $sql $re] ok
}

# ------------------------------------------------------------------ helpers
# log(exp(a) + exp(b) + ...), without overflow; -Inf when every term is.
proc logsumexp {args} {
  set m -Inf
  foreach a $args { if {$a > $m} { set m $a } }
  if {$m == -Inf} { return -Inf }
  set s 0.0
  foreach a $args { set s [expr {$s + exp($a-$m)}] }
  expr {$m + log($s)}
}

# The number in a flat JSON object under key k.
proc jget {json k} { dict get [json_obj $json] $k }

# A shared data set: run test/data/NAME.sql on the connection (default
# db).  Each file's opening comment says what tables it creates and where
# the data came from.
proc load_data {name {handle db}} {
  set f [open [file join $::testdir data $name.sql]]
  set sql [read $f]
  close $f
  $handle eval $sql
}

# How many seeds a property sweep runs: env BAYES_TEST_SEEDS if set, else
# DEFAULT (each sweep's own, small enough for `make test`).
proc test_seeds {{default 10}} {
  if {[info exists ::env(BAYES_TEST_SEEDS)] && $::env(BAYES_TEST_SEEDS) ne ""} {
    return $::env(BAYES_TEST_SEEDS)
  }
  return $default
}

# A BLOB of little-endian float32 values (the sqlite-vec layout).  Bind it
# with @var in SQL so that it is passed as a BLOB.
# A model BLOB of format version 5 (docs/format.md: a body of version 1
# to 4, then the fit section: u32 section version 1, u32 length, the
# kind's bytes) without its fit section: the inner version's BLOB, length
# and CRC-32 written again.  Any other BLOB is returned as it is.  The
# section starts at the first offset o past the inner version byte where
# u32 1 and the length of the rest follow (a body that held those eight
# bytes by chance would be cut short there: the comparison then fails).
proc blob_strip_fit {b} {
  binary scan $b x4su version
  if {$version != 5} { return $b }
  binary scan $b x16cu inner
  set n [string length $b]
  set o $n
  for {set o 17} {$o + 8 <= $n} {incr o} {
    binary scan $b x${o}iuiu sec len
    if {$sec == 1 && $len == $n - $o - 8} break
  }
  set body [string range $b 17 [expr {$o - 1}]]
  set len [expr {16 + [string length $body]}]
  set crc [expr {[zlib crc32 $body] & 0xffffffff}]
  binary scan $b x6su kind
  return "[string range $b 0 3][binary format susuiuiu $inner $kind $len $crc]$body"
}
proc f32blob {args} {
  if {[llength $args]==1} { set args [lindex $args 0] }
  binary format r* $args
}

# Hex text of a byte array and back.
proc blob2hex {b} {
  binary scan $b H* h
  return $h
}
proc hex2blob {h} {
  binary format H* $h
}

# Parse a flat JSON object {"k": number, ...} into a Tcl dict.
proc json_obj {text} {
  set d [dict create]
  set re {"((?:[^"\\]|\\.)*)"\s*:\s*(-?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][-+]?[0-9]+)?|null)}
  foreach {- k v} [regexp -all -inline -- $re $text] {
    if {$v ne "null"} {
      if {[catch {expr {double($v)}} v2]} {
        set v2 [expr {[string index $v 0] eq "-" ? "-Inf" : "Inf"}]
      }
      set v $v2
    }
    dict set d $k $v
  }
  return $d
}

# A reproducible pseudo-random generator (so test data never changes).
set ::tester_rng 12345
proc rng_seed {s} { set ::tester_rng $s }
proc rng_int {n} {
  # 48-bit linear congruential generator (as drand48)
  set ::tester_rng [expr {(0x5DEECE66D * $::tester_rng + 0xB) & 0xFFFFFFFFFFFF}]
  expr {($::tester_rng >> 17) % $n}
}
proc rng_real {} {
  set ::tester_rng [expr {(0x5DEECE66D * $::tester_rng + 0xB) & 0xFFFFFFFFFFFF}]
  expr {double($::tester_rng) / 281474976710656.0}
}

# ------------------------------------------------------------------ lda, qda
# bayes_sample of an lda or qda MODEL (SQL text, e.g. {(SELECT m FROM t)})
# draws from N(mu_y, Sigma_y): the mean and covariance of the draws with
# seeds 1..N for class LABEL are within 5 standard errors of the model's
# (bayes_info's means and covariance, or covariances for qda).  Returns
# the list of what is not; {} when all agree.
proc gda_sample_check {model label n} {
  set info [db one "SELECT bayes_info($model)"]
  set idx [db one {SELECT key FROM json_each($info, '$.classes') WHERE json_extract(value, '$.label')=$label}]
  set mu [string map {[ "" ] "" , " "} [db one {SELECT json_extract($info, '$.means[' || $idx || ']')}]]
  set cov [db one {SELECT json_extract($info, '$.covariance')}]
  if {$cov eq ""} { set cov [db one {SELECT json_extract($info, '$.covariances[' || $idx || ']')}] }
  set d [llength $mu]
  set S {}
  for {set i 0} {$i < $d} {incr i} {
    set row {}
    for {set j 0} {$j < $d} {incr j} {
      lappend row [db one {SELECT json_extract($cov, '$[' || $i || '][' || $j || ']')}]
    }
    lappend S $row
  }
  for {set i 0} {$i < $d} {incr i} { set sum($i) 0.0 }
  for {set i 0} {$i < $d} {incr i} { for {set j 0} {$j < $d} {incr j} { set ss($i,$j) 0.0 } }
  db eval "WITH RECURSIVE seq(value) AS (SELECT 1 UNION ALL SELECT value+1 FROM seq WHERE value<$n)
           SELECT bayes_sample($model, '$label', value) AS s FROM seq" {
    set x [string map {[ "" ] "" , " "} $s]
    for {set i 0} {$i < $d} {incr i} {
      set xi [lindex $x $i]
      set sum($i) [expr {$sum($i) + $xi}]
      for {set j 0} {$j < $d} {incr j} {
        set ss($i,$j) [expr {$ss($i,$j) + $xi*[lindex $x $j]}]
      }
    }
  }
  set bad {}
  for {set i 0} {$i < $d} {incr i} {
    set m [expr {$sum($i)/$n}]
    set se [expr {sqrt([lindex $S $i $i]/$n)}]
    if {abs($m - [lindex $mu $i]) > 5*$se + 1e-12} { lappend bad "mean $i: $m" }
  }
  for {set i 0} {$i < $d} {incr i} {
    for {set j 0} {$j < $d} {incr j} {
      set c [expr {$ss($i,$j)/$n - ($sum($i)/$n)*($sum($j)/$n)}]
      set sij [lindex $S $i $j]
      set se [expr {sqrt(([lindex $S $i $i]*[lindex $S $j $j] + $sij*$sij)/$n)}]
      if {abs($c - $sij) > 5*$se + 1e-12} { lappend bad "cov $i,$j: $c vs $sij" }
    }
  }
  return $bad
}

# ------------------------------------------------------------------ finish
proc finish_test {} {
  catch {db close}
  set pass [expr {$::TC(count) - $::TC(fail)}]
  if {$::TC(fail)} {
    puts "Failures: $::TC(faillist)"
  }
  puts "$pass passed, $::TC(fail) failed"
  flush stdout
  exit [expr {$::TC(fail) ? 1 : 0}]
}

# The kinds this build has, in the order of ext/kinds.h (the one table).
proc bayes_kinds {} {
  set f [open [file join $::repodir ext kinds.h]]
  set kinds {}
  foreach line [split [read $f] \n] {
    if {[regexp {^BAYES_KIND\(\s*\d+\s*,\s*(\w+)\s*\)} $line -> k]} { lappend kinds $k }
  }
  close $f
  return $kinds
}
