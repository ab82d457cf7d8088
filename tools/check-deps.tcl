# tools/check-deps.tcl — the link graph of ext/, from the compiled objects.
#
#   tclsh tools/check-deps.tcl OBJDIR [--check-doc FILE.md]   (make check-deps)
#
# Reads `nm` of every OBJDIR/**/*.o (one per ext/**/*.c, named by its path
# under ext/: core/model, kinds/lda, sql/fit, main), draws an edge a -> b
# when a.o uses a symbol that b.o defines, and checks the three bands:
#
#   core/   the generic machinery: it calls neither kinds/ nor sql/
#   kinds/  the model kinds and what they share: they call core/ only
#   sql/    the SQL entry points: they call core/ and kinds/
#   main.c  registration: it calls sql/ (and below)
#
# A call from a lower band to a higher one fails the check, and so does a
# SQL entry point (a *_func, _step, _final, _value or _inverse callback, or
# a table-valued function's BayesTvf) outside sql/, and a BayesKind
# (bayes_kind_<name>) outside kinds/.  Inside a band the strongly
# connected components are found: the one circle allowed is
# kinds/registry.c with the kinds, whose table names every kind and which a
# kind may call back into (naive_bayes's sub-models); inside that circle a
# kind reaches only registry.c.  Any other circle fails.
#
# It prints the layers, band by band: a file's layer is one more than the
# highest layer of the files it takes from (0 for none), so a file takes
# only from lower layers (and, inside the kind circle, from registry.c).
# With --check-doc, the layer list must also appear verbatim in FILE.md
# (docs/development.md shows it), and every source must appear in
# bayesInt.h's file map, with its exported names as the map says.  Each
# entry of ext/functions.h has its callbacks in its home file (sql/HOME.c).
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
set objs [lsort [concat [glob -nocomplain -directory $objdir *.o] \
                         [glob -nocomplain -directory $objdir */*.o]]]
if {![llength $objs]} { puts stderr "check-deps: no objects in $objdir"; exit 2 }

# a file's band: its folder under ext/ (main.c is above them all)
array set bandRank {core 0 kinds 1 sql 2 main 3}
proc band {f} {
  if {[string first / $f] < 0} { return main }
  return [lindex [split $f /] 0]
}
proc stem {f} { return [file tail $f] }

set files {}
foreach o $objs {
  set f [string range [file rootname $o] [expr {[string length $objdir]+1}] end]
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
  set ok [expr {[lsearch -exact $c kinds/registry] >= 0}]
  foreach f $c {
    if {[band $f] ne "kinds"} { set ok 0 }
  }
  # inside the kind circle, a kind reaches only registry.c
  foreach f $c {
    foreach g $out($f) {
      if {[lsearch -exact $c $g] < 0} continue
      if {$f ne "kinds/registry" && $g ne "kinds/registry"} { set ok 0 }
    }
  }
  if {!$ok} {
    set fail 1
    puts "check-deps: a circle other than kinds/registry.c <-> the kinds:"
    foreach f $c {
      foreach g $out($f) {
        if {[lsearch -exact $c $g] >= 0} {
          puts "  $f.c -> $g.c  ([join [lsort -unique $why($f,$g)] {, }])"
        }
      }
    }
  }
}

# The bands: no call runs from a lower band to a higher one
foreach f $files {
  foreach g $out($f) {
    if {$bandRank([band $g]) > $bandRank([band $f])} {
      set fail 1
      puts "check-deps: $f.c ([band $f]/) calls up into $g.c ([band $g]/):\
            [join [lsort -unique $why($f,$g)] {, }]"
    }
  }
}
# SQL entry points only in sql/, BayesKinds only in kinds/
foreach f $files {
  foreach sym $def($f) {
    if {[regexp {^bayes_\w+_(func|step|final|value|inverse)$} $sym]
        || [regexp {^bayes_vtab_[a-z]+$} $sym]} {
      if {[band $f] ni {sql main}} {
        set fail 1
        puts "check-deps: $f.c defines the SQL entry point $sym outside sql/"
      }
    }
    if {[regexp {^bayes_kind_([a-z_]+)$} $sym -> k] && ![string match by_* $k]
        && [band $f] ne "kinds"} {
      set fail 1
      puts "check-deps: $f.c defines the BayesKind $sym outside kinds/"
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
foreach b {core kinds sql main} {
  lappend text [expr {$b eq "main" ? "    main.c" : "    $b/"}]
  for {set l 0} {$l <= $top} {incr l} {
    set row {}
    foreach f $files {
      if {[band $f] eq $b && $lay($f) == $l} { lappend row [stem $f].c }
    }
    if {[llength $row]} { lappend text [format "      %2d  %s" $l [join $row " "]] }
  }
}
set text [join $text \n]
puts "Layers of ext/, band by band: core, then kinds, then sql (a file takes"
puts "only from lower layers; the files of the one allowed circle,"
puts "kinds/registry.c and the kinds that call back into it, share a layer):"
puts $text

# bayesInt.h's file map: every source has an entry (by its path under
# ext/); its exported names are
# bayes_<file>_* (or bayes_<file>) or match the entry's "names:" list; the
# SQL functions' callbacks (bayes_*_func, _step, _final, _value, _inverse)
# may live anywhere main.c's table points.
set hfile [file join [file dirname [info script]] .. ext bayesInt.h]
set ch [open $hfile]; set hdr [read $ch]; close $ch
set cur ""; set inNames 0
foreach line [split $hdr \n] {
  if {[string match "#ifndef*" $line]} break
  if {[regexp {^\*\*   (\S+)\.c(\s|$)} $line -> f]} {
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
    puts "check-deps: ext/bayesInt.h's file map has no entry for $f.c"
    continue
  }
  set st [stem $f]
  foreach sym $def($f) {
    if {[string match "bayes_${st}_*" $sym] || $sym eq "bayes_$st"} continue
    if {[band $f] eq "kinds" && $sym eq "bayes_kind_$st"} continue
    if {[regexp {^bayes_\w+_(func|step|final|value|inverse)$} $sym]} continue
    set ok 0
    foreach p $mapped($f) {
      if {[string match $p $sym]} { set ok 1; break }
    }
    if {!$ok} {
      set fail 1
      puts "check-deps: $f.c exports $sym, which is not bayes_${st}_* nor in its \"names:\" in ext/bayesInt.h"
    }
  }
}
foreach f [array names mapped] {
  if {[lsearch -exact $files $f] < 0} {
    set fail 1
    puts "check-deps: ext/bayesInt.h's file map names $f.c, which does not exist"
  }
}

# ext/functions.h, the one list of SQL functions: each entry's callbacks
# (or its BayesTvf) are defined in its home file, sql/HOME.c
set fh [open [file join [file dirname [info script]] .. ext functions.h]]
set flist [read $fh]; close $fh
foreach {-> kind name fhome} [regexp -all -inline -line \
    {^BAYES_(SCALAR|AGG|WINDOW|TVF)\((\w+),.*, (\w+)\)$} $flist] {
  switch $kind {
    SCALAR { set syms [list ${name}_func] }
    AGG    { set syms [list ${name}_step ${name}_final] }
    WINDOW { set syms [list ${name}_step ${name}_final ${name}_value ${name}_inverse] }
    TVF    { set syms [list bayes_$fhome] }
  }
  set f sql/$fhome
  foreach sym $syms {
    if {![info exists def($f)] || [lsearch -exact $def($f) $sym] < 0} {
      set fail 1
      puts "check-deps: ext/functions.h says $name lives in $f.c, which does not define $sym"
    }
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
