# tools/amalgamate.tcl — write the bayes extension as one C file.
#
#   tclsh tools/amalgamate.tcl OUT.c        (make amalgamation)
#
# In the manner of SQLite's fts5.c (ext/fts5/tool/mkfts5c.tcl): ext/main.c
# and every ext/{core,kinds,sql}/*.c in path order, each #include "x.h" of a header of ext/ replaced by
# that header's text where it stands: a header with an include guard once,
# where it is first included, and a header without one (a table included
# under different macros, such as main's kinds.h) each time, so that the whole
# extension is one translation unit in which every function and object
# except the entry point sqlite3_bayes_init is static.  Compiled on its own it is the loadable extension; compiled with
# -DSQLITE_CORE into a program or into SQLite itself it is registered with
# sqlite3_auto_extension((void(*)(void))sqlite3_bayes_init).
#
# How the files are made into one unit, without editing them:
#  * a declaration at the start of a line of a name bayes_* (the internal
#    interface, ext/bayesInt.h and ext/linalg.h) gets "static", and "extern" on
#    a line naming bayes_* (also in a #define) becomes "static";
#  * SQLITE_EXTENSION_INIT1/INIT3 become one static sqlite3_api pointer;
#  * a file-static name that more than one .c file defines (each kind's
#    aOpt) is renamed in that file's text to NAME__file (not where it follows
#    "." or "->": a struct member of the same name is left alone; a use
#    missed would not compile, as the plain name is then undefined);
#  * a macro that more than one .c file #defines is #undef'd after each of
#    them (a macro only one file defines is left alone: it may be a
#    fallback for an older sqlite3.h that later files use too).
# The amalgamation is checked by test/c/static.c (make test) and by the
# exports check in the Makefile (only sqlite3_bayes_init is global).

if {[llength $argv] != 1} {
  puts stderr "usage: tclsh tools/amalgamate.tcl OUT.c"
  exit 2
}
set out [lindex $argv 0]
set root [file dirname [file dirname [file normalize [info script]]]]
set ext [file join $root ext]

proc readfile {f} {
  set ch [open $f r]
  set s [read $ch]
  close $ch
  return $s
}

# The version, from its one place.
regexp {#define BAYES_EXT_VERSION "([^"]*)"} [readfile $ext/version.h] -> version

# ext/main.c and the three bands' sources, in path order (core/, kinds/,
# main.c, sql/): every header is in ext/ itself
set sources {}
foreach f [concat [glob -directory $ext *.c] [glob -directory $ext */*.c]] {
  lappend sources [string range $f [expr {[string length $ext]+1}] end]
}
set sources [lmap f [lsort $sources] {file join $ext $f}]

# The file-static names of each .c file: a line starting with "static"
# declares the identifier before its "(", "[", "=" or ";"; a line starting
# with "}" after a static struct/array definition names the object.
proc static_names {text} {
  set names {}
  set inStatic 0
  foreach line [split $text \n] {
    if {[regexp {^static\M} $line]} {
      if {[regexp {^static\M[^=;(\[]*?\m([A-Za-z_]\w*)\s*(\(|\[|=|;)} $line -> n]} {
        lappend names $n
      } elseif {[regexp {\{\s*$} $line]} {
        set inStatic 1
      }
    } elseif {$inStatic && [regexp {^\}\s*([A-Za-z_]\w*)\s*(\[|=|;)} $line -> n]} {
      lappend names $n
      set inStatic 0
    }
  }
  return [lsort -unique $names]
}
proc macro_names {text} {
  set names {}
  foreach {-> n} [regexp -all -inline -line {^\s*#\s*define\s+([A-Za-z_]\w*)} $text] {
    lappend names $n
  }
  return [lsort -unique $names]
}

# Make a header's or source's text part of the single unit.
proc unitize {text} {
  global ext
  set res {}
  foreach line [split $text \n] {
    if {[regexp {^\s*#\s*include\s+"([^"]+)"} $line -> h]
        && [file exists [file join $ext $h]]} {
      set htext [readfile [file join $ext $h]]
      # a header with an include guard is copied once, where first included
      if {[regexp -line {^#ifndef (\w+)\s*\n#define (\w+)} $htext -> g1 g2]
          && $g1 eq $g2} {
        if {[info exists ::guarded($h)]} {
          lappend res "/* $line (above) */"
          continue
        }
        set ::guarded($h) 1
      }
      lappend res "/************** begin $h **************/"
      lappend res [unitize $htext]
      lappend res "/************** end $h **************/"
      continue
    }
    if {[regexp {^\s*SQLITE_EXTENSION_INIT[13]\s*$} $line]} {
      lappend res "/* $line (one static sqlite3_api above) */"
      continue
    }
    # external declarations and definitions of the internal interface
    if {[regexp {\mextern\s+.*\mbayes_\w+} $line]} {
      regsub {\mextern\M} $line static line
    } elseif {![regexp {^(static|typedef|struct|union|enum|return|if|else|for|while|do|switch)\M} $line]
              && [regexp {^[A-Za-z_][\w\s\*]*?\mbayes_\w+\s*(\(|=|\[|;)} $line]
              && ![regexp {^\w+\s*\(} $line]} {
      set line "static $line"
    }
    lappend res $line
  }
  return [join $res \n]
}

# Names defined static in more than one .c file.
array set seen {}
foreach f $sources {
  set text($f) [readfile $f]
  foreach n [static_names $text($f)] { lappend seen($n) $f }
}
set clash {}
foreach n [lsort [array names seen]] {
  if {[llength $seen($n)] > 1} { lappend clash $n }
}
array set mseen {}
foreach f $sources {
  foreach n [macro_names $text($f)] { lappend mseen($n) $f }
}

# The license (LICENSE, MIT) at the top, as a comment: the one file is
# often all that a program that embeds it ships.
set license [string trimright [readfile [file join $root LICENSE]]]
set o [open $out.tmp w]
puts $o "/*"
foreach line [split $license \n] {
  puts $o [string trimright "** $line"]
}
puts $o "*/\n"
puts $o "/*
** bayes-amalgamation.c — the bayes SQLite extension $version as one C file,
** written by tools/amalgamate.tcl from ext/ (do not edit; edit ext/).
**
**   cc -O2 -fPIC -shared -Wl,-z,nodelete bayes-amalgamation.c -o bayes.so -lm
**   cc -DSQLITE_CORE -c bayes-amalgamation.c                  (static: then
**       sqlite3_auto_extension((void(*)(void))sqlite3_bayes_init))
**
** Only sqlite3_bayes_init has external linkage.
*/
#include \"sqlite3ext.h\"
#if !defined(SQLITE_CORE) && !defined(SQLITE_OMIT_LOAD_EXTENSION)
static const sqlite3_api_routines *sqlite3_api = 0;
#endif
"
foreach f $sources {
  set tail [file tail $f]
  set stem [regsub -all {\W} [file rootname $tail] _]
  puts $o "/************** $tail **************/"
  set mine {}
  foreach n $clash {
    if {[lsearch -exact $seen($n) $f] >= 0} { lappend mine $n }
  }
  set t [unitize $text($f)]
  foreach n $mine {
    regsub -all "(^|\[^.>\\w\])$n\\M" $t "\\1${n}__$stem" t
  }
  puts $o $t
  foreach n [macro_names $text($f)] {
    if {[llength $mseen($n)] > 1} { puts $o "#undef $n" }
  }
}
close $o
file rename -force $out.tmp $out
if {[llength $clash]} {
  puts "amalgamate: $out; renamed per file: [join $clash {, }]"
} else {
  puts "amalgamate: $out"
}
