# tools/check-deps.tcl — the link graph of ext/, from the compiled objects.
#
#   tclsh tools/check-deps.tcl OBJDIR [--check-doc FILE.md]   (make check-deps)
#
# Reads `nm` of every OBJDIR/*.o (one per ext/*.c), draws an edge a -> b
# when a.o uses a symbol that b.o defines, and finds the strongly connected
# components.  The one circle allowed is registry.c with the kinds
# (kind_*.c): registry.c's table of kinds names every kind, and a kind may
# call back into it (naive_bayes's sub-models); inside that circle a kind
# may reach only registry.c.
# Any other circle fails the check.
#
# It prints the layers: a file's layer is one more than the highest layer
# of the files it takes from (0 for none), so a file takes only from lower
# layers (and, inside the kind circle, from registry.c).  With --check-doc,
# the layer list must also appear verbatim in FILE.md (docs/development.md
# shows it), and every ext/*.c must appear in bayes.h's file map.
# Exit status 1 on any failure.

proc nm_syms {obj} {
  set def {}; set use {}
  foreach line [split [exec nm $obj] \n] {
    set f [regexp -all -inline {\S+} $line]
    if {[llength $f] == 3 && [string match {[TDBRC]} [lindex $f 1]]} {
      lappend def [lindex $f 2]
    } elseif {[llength $f] == 2 && [lindex $f 0] eq "U"} {
      lappend use [lindex $f 1]
    }
  }
  list $def $use
}

set objdir [lindex $argv 0]
set docfile ""
if {[lindex $argv 1] eq "--check-doc"} { set docfile [lindex $argv 2] }
set objs [lsort [glob -nocomplain -directory $objdir *.o]]
if {![llength $objs]} { puts stderr "check-deps: no objects in $objdir"; exit 2 }

set files {}
foreach o $objs {
  set f [file rootname [file tail $o]]
  lappend files $f
  lassign [nm_syms $o] def($f) use($f)
  foreach s $def($f) { set home($s) $f }
}
foreach f $files {
  set out($f) {}
  foreach s $use($f) {
    if {[info exists home($s)] && $home($s) ne $f} {
      set g $home($s)
      if {[lsearch -exact $out($f) $g] < 0} { lappend out($f) $g }
      lappend why($f,$g) $s
    }
  }
  set out($f) [lsort $out($f)]
}

# Tarjan's strongly connected components
set idx 0; set stack {}; set sccs {}
proc strong {v} {
  global idx stack sccs out index low onstack
  set index($v) $idx; set low($v) $idx; incr idx
  lappend stack $v; set onstack($v) 1
  foreach w $out($v) {
    if {![info exists index($w)]} {
      strong $w
      set low($v) [expr {min($low($v), $low($w))}]
    } elseif {[info exists onstack($w)]} {
      set low($v) [expr {min($low($v), $index($w))}]
    }
  }
  if {$low($v) == $index($v)} {
    set c {}
    while 1 {
      set w [lindex $stack end]; set stack [lrange $stack 0 end-1]
      unset onstack($w); lappend c $w
      if {$w eq $v} break
    }
    lappend sccs [lsort $c]
  }
}
foreach f $files { if {![info exists index($f)]} { strong $f } }

set fail 0
foreach c $sccs {
  foreach f $c { set comp($f) $c }
  if {[llength $c] < 2} continue
  set ok [expr {[lsearch -exact $c registry] >= 0}]
  foreach f $c {
    if {$f ne "registry" && ![string match kind_* $f]} { set ok 0 }
  }
  # inside the kind circle, a kind reaches only registry.c
  foreach f $c {
    foreach g $out($f) {
      if {[lsearch -exact $c $g] < 0} continue
      if {$f ne "registry" && $g ne "registry"} { set ok 0 }
    }
  }
  if {!$ok} {
    set fail 1
    puts "check-deps: a circle other than registry.c <-> kind_*.c:"
    foreach f $c {
      foreach g $out($f) {
        if {[lsearch -exact $c $g] >= 0} {
          puts "  $f.c -> $g.c  ([join [lsort -unique $why($f,$g)] {, }])"
        }
      }
    }
  }
}

# Layers of the condensed graph
proc layer {f} {
  global out comp lay
  if {[info exists lay($f)]} { return $lay($f) }
  set lay($f) 0
  set l 0
  foreach m $comp($f) {
    foreach g $out($m) {
      if {[lsearch -exact $comp($f) $g] >= 0} continue
      set l [expr {max($l, [layer $g] + 1)}]
    }
  }
  foreach m $comp($f) { set lay($m) $l }
  return $l
}
set top 0
foreach f $files { set top [expr {max($top, [layer $f])}] }
set text {}
for {set l 0} {$l <= $top} {incr l} {
  set row {}
  foreach f $files {
    if {$lay($f) == $l} { lappend row $f.c }
  }
  lappend text [format "  %2d  %s" $l [join $row " "]]
}
set text [join $text \n]
puts "Layers of ext/ (a file takes only from lower layers; the files of the"
puts "one allowed circle, registry.c and the kinds that call back into it,"
puts "share a layer):"
puts $text

# bayes.h's file map: every ext/*.c has an entry; its exported names are
# bayes_<file>_* (or bayes_<file>) or match the entry's "names:" list; the
# SQL functions' callbacks (bayes_*_func, _step, _final, _value, _inverse)
# may live anywhere bayes.c's table points.
set hfile [file join [file dirname [info script]] .. ext bayes.h]
set ch [open $hfile]; set hdr [read $ch]; close $ch
set cur ""; set inNames 0
foreach line [split $hdr \n] {
  if {[string match "#ifndef*" $line]} break
  if {[regexp {^\*\*   (\S+)\.c\s} $line -> f]} {
    set cur $f; set inNames 0; set mapped($f) {}
  }
  if {$cur eq ""} continue
  if {[regexp {^\*\*\s*$} $line]} { set cur ""; continue }
  if {[regexp {names:(.*)$} $line -> rest]} {
    set inNames 1; lappend mapped($cur) {*}$rest; continue
  }
  if {$inNames && [regexp {^\*\*\s+(\S.*)$} $line -> rest]} {
    lappend mapped($cur) {*}$rest
  }
}
foreach f $files {
  if {![info exists mapped($f)]} {
    set fail 1
    puts "check-deps: ext/bayes.h's file map has no entry for $f.c"
    continue
  }
  foreach sym $def($f) {
    if {[string match "bayes_${f}_*" $sym] || $sym eq "bayes_$f"} continue
    if {[string match kind_* $f] && $sym eq "bayes_$f"} continue
    if {[regexp {^bayes_\w+_(func|step|final|value|inverse)$} $sym]} continue
    set ok 0
    foreach p $mapped($f) {
      if {[string match $p $sym]} { set ok 1; break }
    }
    if {!$ok} {
      set fail 1
      puts "check-deps: $f.c exports $sym, which is not bayes_${f}_* nor in its \"names:\" in ext/bayes.h"
    }
  }
}
foreach f [array names mapped] {
  if {[lsearch -exact $files $f] < 0} {
    set fail 1
    puts "check-deps: ext/bayes.h's file map names $f.c, which does not exist"
  }
}

if {$docfile ne ""} {
  set ch [open $docfile]; set doc [read $ch]; close $ch
  if {[string first $text $doc] < 0} {
    set fail 1
    puts "check-deps: $docfile does not show this layer list verbatim"
  }
}
exit $fail
