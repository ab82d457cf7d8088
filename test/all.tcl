# test/all.tcl — run the bayes test suite.
#
#   tclsh test/all.tcl                      every test/*.test
#   tclsh test/all.tcl test/gaussian_nb.test ...   just these files
#
# Each file runs in a fresh tclsh process (so a crash in the extension is
# reported as a failure of that file instead of ending the run, and no state
# leaks from one file to the next), with a time limit (env BAYES_TEST_TIMEOUT
# seconds, default 300) so that a hang is a failure too.  Failures are
# printed with what was expected and what came back; the last line is
# exactly "N passed, N failed" and the exit status is non-zero if anything
# failed.
#
# C drivers (test/c/*.c, built by make into build/c/) run the same way: each
# executable named in env BAYES_C_DRIVERS (space-separated, relative to the
# repository root; `make test` sets it) is run after the .test files, or
# name it on the command line; it prints its own "N passed, N failed".
#
# A file's output is shown when it ends, except lines that start with
# "progress: ", which are shown as they come (the oom driver prints one at
# least every 10 s); and if a file has shown nothing for 20 s, a line
# "FILE: still running (N s)" is printed, so that the run never looks
# stuck for more than 30 s.
#
# Environment: BAYES_SO (the extension, default ./bayes.so at the repository
# root), BAYES_TEST_FILTER (glob patterns of test names to run),
# BAYES_TEST_VERBOSE=1 (print every test name), BAYES_TEST_WRAPPER (a
# command put in front of tclsh, e.g. "valgrind -q --error-exitcode=9"),
# BAYES_TEST_SEEDS (how many seeds the property sweeps run: see
# test/tester.tcl).

set testdir [file dirname [file normalize [info script]]]
set repodir [file dirname $testdir]

if {[llength $argv]} {
  set files {}
  foreach f $argv { lappend files [file normalize $f] }
} else {
  set files [lsort [glob -nocomplain -directory $testdir *.test]]
  if {[info exists env(BAYES_C_DRIVERS)]} {
    foreach f $env(BAYES_C_DRIVERS) {
      lappend files [file normalize [file join $repodir $f]]
    }
  }
}

set timeout 300
if {[info exists env(BAYES_TEST_TIMEOUT)]} { set timeout $env(BAYES_TEST_TIMEOUT) }
set wrapper {}
if {[info exists env(BAYES_TEST_WRAPPER)]} { set wrapper $env(BAYES_TEST_WRAPPER) }

set total_pass 0
set total_fail 0
set failed_files {}

# Lines "progress: ..." of the running file, shown at once.
proc relay_progress {} {
  while {[set i [string first \n $::pending]] >= 0} {
    set line [string range $::pending 0 [expr {$i-1}]]
    set ::pending [string range $::pending [expr {$i+1}] end]
    if {[string match "progress: *" $line]} {
      puts "  [file tail $::running]: [string range $line 10 end]"
      flush stdout
      set ::last_shown [clock seconds]
    }
  }
}
# Every 5 s: if nothing was shown for 20 s, say the file is still running.
proc heartbeat {} {
  set now [clock seconds]
  if {$now - $::last_shown >= 20} {
    puts "  [file tail $::running]: still running ([expr {$now-$::started}] s)"
    flush stdout
    set ::last_shown $now
  }
  set ::heartbeat [after 5000 heartbeat]
}

proc run_file {file} {
  global timeout wrapper repodir
  if {[file extension $file] eq ".test"} {
    set cmd [concat $wrapper [list [info nameofexecutable] $file]]
  } else {
    set cmd [concat $wrapper [list $file]]     ;# a C driver
  }
  set ::out ""
  set ::pending ""
  set ::running $file
  set ::started [clock seconds]
  set ::last_shown $::started
  set ::done 0
  set cwd [pwd]
  cd $repodir
  if {[catch {open |[concat $cmd [list 2>@1]] r} chan]} {
    cd $cwd
    return [list 0 1 "cannot run: $chan"]
  }
  cd $cwd
  fconfigure $chan -blocking 0 -translation auto
  fileevent $chan readable [list apply {{chan} {
    set data [read $chan]
    append ::out $data
    append ::pending $data
    relay_progress
    if {[eof $chan]} { set ::done 1 }
  }} $chan]
  set timer [after [expr {$timeout*1000}] {set ::done timeout}]
  set ::heartbeat [after 5000 heartbeat]
  vwait ::done
  after cancel $timer
  after cancel $::heartbeat
  set status ""
  if {$::done eq "timeout"} {
    foreach pid [pid $chan] { catch {exec kill -9 $pid} }
    set status "timed out after $timeout s"
  }
  fconfigure $chan -blocking 1
  if {[catch {close $chan} err opts]} {
    set ec [lindex [dict get $opts -errorcode] 0]
    if {$ec eq "CHILDKILLED"} {
      append status " killed by [lindex [dict get $opts -errorcode] 2]"
    } elseif {$ec eq "CHILDSTATUS"} {
      set code [lindex [dict get $opts -errorcode] 2]
      if {$code != 1} { append status " exit status $code" }
    }
  }
  # The file's own summary line
  set pass 0; set fail 0; set found 0
  foreach line [split $::out \n] {
    if {[regexp {^(\d+) passed, (\d+) failed$} $line -> p f]} {
      set pass $p; set fail $f; set found 1
    }
  }
  if {!$found} {
    append status " no summary line (crash or Tcl error?)"
  }
  set status [string trim $status]
  if {$status ne ""} { incr fail }
  list $pass $fail $status
}

foreach file $files {
  set rel [file tail $file]
  set t0 [clock milliseconds]
  lassign [run_file $file] pass fail status
  set ms [expr {[clock milliseconds]-$t0}]
  incr total_pass $pass
  incr total_fail $fail
  if {$fail} {
    lappend failed_files $rel
    # Show the file's output minus its summary lines
    foreach line [split [string trimright $::out] \n] {
      if {[regexp {^\d+ passed, \d+ failed$} $line]} continue
      if {[string match "progress: *" $line]} continue
      puts "  $line"
    }
    if {$status ne ""} { puts "  $rel: $status" }
  } elseif {[info exists env(BAYES_TEST_VERBOSE)] && $env(BAYES_TEST_VERBOSE)} {
    puts [string trimright $::out]
  }
  puts [format "%-28s %5d passed, %d failed  (%d ms)" $rel $pass $fail $ms]
  flush stdout
}

if {[llength $failed_files]} {
  puts "Failed files: $failed_files"
}
puts "$total_pass passed, $total_fail failed"
exit [expr {$total_fail ? 1 : 0}]
