# tools/fixtures.tcl — what every tools/make_*fixtures.tcl script shares:
# the repository's directory, the output directory, a fresh in-memory
# database with ./bayes.so loaded, writing a file, and the CHECKSUMS file.
# Sourced by those scripts; never run alone.
#
#   source [file join [file dirname [info script]] fixtures.tcl]
#   fixtures_open {test fixtures blend}    ;# sets ::repodir ::outdir, db
#   writefile PATH DATA ?BINARY?
#   fixtures_checksums {*.bin *.sql *.scores}

package require sqlite3

set repodir [file dirname [file dirname [file normalize [info script]]]]

# The output directory: the script's first argument, else SUBDIR (a list
# of path parts below the repository); made if missing.  Opens db.
proc fixtures_open {subdir} {
  global argv outdir repodir
  set outdir [file join $repodir {*}$subdir]
  if {[llength $argv]} { set outdir [file normalize [lindex $argv 0]] }
  file mkdir $outdir
  sqlite3 ::db :memory:
  ::db enable_load_extension 1
  ::db eval {SELECT load_extension($::repodir || '/bayes.so', 'sqlite3_bayes_init')}
}

proc writefile {path data {binary 0}} {
  set fd [open $path w]
  if {$binary} { fconfigure $fd -translation binary } else { fconfigure $fd -encoding utf-8 -translation lf }
  puts -nonewline $fd $data
  close $fd
}

# CHECKSUMS in the output directory: the CRC-32 of every file matching
# one of PATTERNS, one "crc file" a line, in name order
proc fixtures_checksums {patterns} {
  global outdir
  set out ""
  foreach f [lsort [glob -directory $outdir -tails {*}$patterns]] {
    set fd [open [file join $outdir $f]]
    fconfigure $fd -translation binary
    append out [format "%08x %s" [zlib crc32 [read $fd]] $f] \n
    close $fd
  }
  writefile [file join $outdir CHECKSUMS] $out
}
