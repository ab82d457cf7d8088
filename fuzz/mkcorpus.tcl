# fuzz/mkcorpus.tcl — regenerate the seed corpora of the libFuzzer targets
# (fuzz/corpus/<target>/) from real models and inputs.
#
#   tclsh fuzz/mkcorpus.tcl            (or: make fuzz-corpus)
#
# Needs ./bayes.so (env BAYES_SO to use another build).  Every file is
# small (a few hundred bytes to a few KiB) and named after what it holds,
# so the corpora are committed and reviewed like code.  The kinds are read
# from ext/kinds.h, the one table of kinds: rerun this script when a kind
# is added.
#
# Input formats are those the targets document:
#   fuzz_model   flag byte (1: harness fixes length and CRC; 0: raw) + BLOB
#   fuzz_spec    the spec text
#   fuzz_tokens  the text (or options, a newline, the text)
#   fuzz_json    kind byte (index into azFuzzKind of fuzz.h) + TEXT
#                arguments separated by 0x00
#   fuzz_f32     kind byte + cut byte + float32 little-endian bytes
#   fuzz_sql     a program: opcode bytes and their arguments (fuzz_sql.c)

package require sqlite3

set dir [file dirname [file normalize [info script]]]
set repo [file dirname $dir]
if {[info exists env(BAYES_SO)]} {
  set so [file normalize $env(BAYES_SO)]
} else {
  set so [file join $repo bayes.so]
}
sqlite3 db :memory:
db enable_load_extension 1
db eval {SELECT load_extension($so, 'sqlite3_bayes_init')}

# The kinds of ext/kinds.h, in its order (that of azFuzzKind in fuzz.h)
set kinds {}
set f [open [file join $repo ext kinds.h]]
foreach line [split [read $f] \n] {
  if {[regexp {^BAYES_KIND\(\s*\d+\s*,\s*(\w+)\s*\)} $line -> k]} {
    lappend kinds $k
  }
}
close $f

proc out {target name bytes} {
  global dir
  set d [file join $dir corpus $target]
  file mkdir $d
  set f [open [file join $d $name] wb]
  puts -nonewline $f $bytes
  close $f
}

# ------------------------------------------------------------ data
db eval {
  CREATE TABLE pts(l, x REAL, y REAL, z REAL);
  INSERT INTO pts VALUES ('a',1,0,2),('a',2,1,0),('a',0,1,1),
                         ('b',0,3,1),('b',1,4,0),('b',0,2,2),
                         ('3',5,5,5),('3',4,6,5),('2.5',1,1,1),('2.5',2,2,1);
  CREATE TABLE mail(l TEXT, body TEXT);
  INSERT INTO mail VALUES
    ('spam','Buy cheap pills now, cheap cheap!'),
    ('spam','WIN money now: click the link'),
    ('ham','Meeting moved to Tuesday, see the agenda'),
    ('ham','Lunch tomorrow? The usual place'),
    ('ham','Ünïcödé tëxt, Ελληνικά και кириллица 日本語');
  CREATE TABLE cats(l, c1, c2);
  INSERT INTO cats VALUES ('x','red',1),('x','blue',2),('y','red',2.5),
                          ('y','green',NULL),('7','blue',1);
}

# ------------------------------------------------------------ fuzz_model
# Two specs per kind; a kind not listed gets its bare name twice.
set specs {
  gaussian_nb {gaussian_nb} {gaussian_nb var_smoothing=0 priors=uniform}
  multinomial_nb {multinomial_nb} {multinomial_nb alpha=0}
  complement_nb {complement_nb norm=1} {complement_nb alpha=[0.5,1,2] alpha_terms=0.3}
  bernoulli_nb {bernoulli_nb binarize=0.5} {bernoulli_nb alpha=0}
  categorical_nb {categorical_nb alpha=0} {categorical_nb alpha=1,0 min_categories=[4,3]}
  lda {lda} {lda shrinkage=auto}
  qda {qda} {qda reg=0.1}
  naive_bayes {naive_bayes} {naive_bayes categorical=2 alpha=0 priors=uniform}
  tan {tan} {tan alpha=0 cuts=[null,[1]]}
  aode {aode} {aode m=2 freq_limit=2 cuts=[null,[0.5,1.5]]}
}
# A model of spec from the first data set the kind takes (categories
# first: only categorical_nb takes the text of cats)
proc fitAny {spec} {
  foreach sql {
    {SELECT bayes_fit($spec, l, c1, c2) FROM cats}
    {SELECT bayes_fit($spec, l, x, y, z) FROM pts}
    {SELECT bayes_fit($spec, l, bayes_tokens(body)) FROM mail}
  } {
    if {![catch {db onecolumn $sql} m]} { return $m }
  }
  error "no data set fits $spec: $m"
}
foreach kind $kinds {
  set s [list $kind $kind]
  set k [lsearch -exact $specs $kind]
  if {$k>=0 && $k%3==0} { set s [lrange $specs $k+1 $k+2] }
  set i 0
  foreach spec $s {
    incr i
    set m [fitAny $spec]
    out fuzz_model $kind-$i [binary format c 1]$m
  }
  if {$kind in {multinomial_nb complement_nb bernoulli_nb}} {
    set m [db onecolumn {SELECT bayes_fit($kind, l, bayes_tokens(body)) FROM mail}]
    out fuzz_model $kind-text [binary format c 1]$m
    set m [db onecolumn {SELECT bayes_fit($kind, l, x, bayes_tokens(l||' w'||x)) FROM pts}]
    out fuzz_model $kind-mixed [binary format c 1]$m
    # a hashed vocabulary: the buckets' decimal keys in numeric order
    set hs "$kind n_features=64"
    set hm [db onecolumn {SELECT bayes_fit($hs, l, bayes_tokens(body)) FROM mail}]
    out fuzz_model $kind-hashed [binary format c 1]$hm
  }
  # one raw copy (flag 0): the header's own CRC is checked
  out fuzz_model $kind-raw [binary format c 0]$m
  if {$kind eq "naive_bayes"} {
    set m [db onecolumn {SELECT bayes_fit('naive_bayes categorical=3 bernoulli=4',
             l, x, 'k'||(rowid%3), z, z%2, bayes_tokens(l||' w'||x)) FROM pts}]
    out fuzz_model $kind-mixed [binary format c 1]$m
  }
  # format version 4: the names section (issue 35): the frozen named
  # models of test/fixtures/named, each kind named from a query
  if {$kind eq "gaussian_nb"} {
    foreach f [glob -nocomplain -directory [file join $repo test fixtures named] *.bin] {
      set ch [open $f rb]; set m [read $ch]; close $ch
      out fuzz_model named-[file rootname [file tail $f]] [binary format c 1]$m
    }
  }
  if {![catch {db onecolumn {SELECT bayes_fit_query($kind, 'SELECT l, x, y, z FROM pts')}} m]} {
    out fuzz_model $kind-named [binary format c 1]$m
  }
  # names section version 2: a bag column named by bayes_fit_query
  if {$kind in {multinomial_nb complement_nb bernoulli_nb naive_bayes}} {
    set m [db onecolumn {SELECT bayes_fit_query($kind,
             'SELECT l, x, bayes_tokens(l||'' w''||x) AS body FROM pts')}]
    out fuzz_model $kind-named-bag [binary format c 1]$m
  }
  if {$kind eq "gaussian_nb"} {
    set m [db onecolumn {SELECT bayes_fit('gaussian_nb priors=a:0.3,b:0.2,3:0.4,2.5:0.1', l, x, y, z) FROM pts}]
    out fuzz_model $kind-priors [binary format c 1]$m
    set m [db onecolumn {SELECT bayes_fit('gaussian_nb', l, json_array(x, NULL, y)) FROM pts}]
    out fuzz_model $kind-missing [binary format c 1]$m
    # format version 3: the calibration section (calibrator and evidence)
    foreach method {isotonic sigmoid none} {
      set m [db onecolumn {SELECT bayes_calibrate((SELECT bayes_fit('gaussian_nb', l, x, y, z)
               FROM pts), $method, l, x, y, z) FROM pts}]
      out fuzz_model $kind-calibrated-$method [binary format c 1]$m
    }
    set m [db onecolumn {SELECT bayes_calibrate((SELECT bayes_fit('gaussian_nb', l, x, y, z)
             FROM pts WHERE l IN ('a', 'b')), 'sigmoid', l, x, y, z) FROM pts WHERE l IN ('a', 'b')}]
    out fuzz_model $kind-calibrated-binary [binary format c 1]$m
  }
}

# ------------------------------------------------------------ fuzz_spec
set i 0
foreach spec {
  gaussian_nb {gaussian_nb var_smoothing=1e-3} {gaussian_nb priors=uniform}
  {gaussian_nb priors=a:0.25,b:0.25,3:0.5}
  {multinomial_nb alpha=0.5 priors=fit} {multinomial_nb alpha=0}
  {complement_nb norm=1 alpha=2} {bernoulli_nb binarize=1.5 alpha=1e-10}
  {categorical_nb alpha=3} {lda shrinkage=auto} {lda shrinkage=0.5}
  {qda reg=0.25} {  gaussian_nb	 var_smoothing=+1E-2  }
  {naive_bayes categorical=1,3-4 bernoulli=2 binarize=0.5}
  {multinomial_nb alpha=[0.5, 2] alpha_terms=0.1} {categorical_nb min_categories=3,4 alpha=[1,2]}
  {bernoulli_nb alpha_terms=auto alpha=1e-3,7}
  {multinomial_nb n_features=1024} {naive_bayes n_features=64 min_df=2}
} {
  out fuzz_spec spec-[incr i] $spec
}

# ------------------------------------------------------------ fuzz_tokens
set i 0
foreach text {
  {The cat sat; the CAT ran!} {don't stop-me_now 42 x y zz}
  {Ünïcödé ÀÉÎ Ελληνικά КИРИЛЛИЦА Հայերեն 日本語のテキスト 한국어 ＡＢＣ１２}
  {a} {} {İstanbul ΣΊΣΥΦΟΣ straße}
} {
  out fuzz_tokens text-[incr i] [encoding convertto utf-8 $text]
}
out fuzz_tokens invalid-utf8 "ab\xff\xfecd\xc3\x28ef\xe2\x82gh\xf0\x9f\x98\x80ij"
# options on the first line, the text after it (bayes_tokens(text, options))
set i 0
foreach {opts text} {
  {ngram_range=1,3 stop_words=english binary=1} {The cat sat on the mat; the cat ran}
  {analyzer=char_wb ngram_range=2,5 lowercase=0} {Hi  there	"x" \ y}
  {token_pattern=\S+ stop_words=["a", "the"]} {e-mail: a@b.org the end}
  {ngram_range=1,2 tokenize=porter unicode61 remove_diacritics 2} {Les élèves RUNNING fast}
} {
  out fuzz_tokens options-[incr i] [encoding convertto utf-8 "$opts\n$text"]
}

# ------------------------------------------------------------ fuzz_json
proc jseed {name kind args} {
  global kinds
  set k [lsearch $kinds $kind]
  out fuzz_json $name [binary format c $k][join $args "\x00"]
}
jseed gauss-arrays gaussian_nb {[1, 2.5, null]} {[-1e308, 4.9e-324, 3]}
jseed gauss-numtext gaussian_nb { 5.1 } {[true, false, 1E3]}
jseed gauss-escapes gaussian_nb {[1, "2"]} "\[1,\n\t2 \]"
jseed multi-object multinomial_nb {{"cat": 2, "dog": 1, "a\u00e9\\n": 3}} {[1, 0]}
jseed multi-object2 multinomial_nb {{"x": null, "y": 0.5}} {{"x": 1}}
jseed compl-object complement_nb {{"w": 3}}
jseed bern-object bernoulli_nb {{"w": 3, "v": 0}} {[0.2, 0.7]}
jseed cat-array categorical_nb {["red", 1, 2.5, null, "\u00e9"]} {plain text}
jseed cat-text categorical_nb {red} {not [json}
jseed lda-array lda {[1, 2, 3]}
jseed qda-array qda {[1, null, 3]}
jseed nested gaussian_nb {[1, [2]]}
jseed tan-array tan {["red", 1, null]} {[2.5, "x"]}
jseed aode-array aode {["red", 1, 2]} {red}
jseed mixed-args naive_bayes {[1.5, "red", null]} {red} { 2.5 } {{"w": 2}} {not [json}
jseed deep gaussian_nb [string repeat "\[" 50]1[string repeat "\]" 50]

# ------------------------------------------------------------ fuzz_f32
proc fseed {name kind cut floats} {
  global kinds
  set k [lsearch $kinds $kind]
  out fuzz_f32 $name [binary format cc $k $cut][binary format r* $floats]
}
fseed gauss gaussian_nb 128 {1.5 2.5 -3 0 1e-40 3e38}
fseed multi multinomial_nb 100 {1 0 2 3}
fseed bern bernoulli_nb 200 {0 1 0.5}
fseed lda lda 128 {1 2 3 4}
fseed qda qda 64 {1 2 3 4}
out fuzz_f32 gauss-nan [binary format cc 0 128][binary format r 1][binary format H8 0000c07f][binary format H8 0000807f]
out fuzz_f32 odd-length [binary format cc 0 128][binary format r 1]\x01\x02

# ------------------------------------------------------------ fuzz_sql
# Programs of fuzz/fuzz_sql.c (its header comment has the opcodes).  The
# data table, the feature lists and the specs are read from fuzz_sql.c
# itself, so that the seeds stay in step with the harness.
set f [open [file join $dir fuzz_sql.c]]
set src [read $f]
close $f
regexp {zSchema\[\] =(.*?);\n} $src -> lit
set schema ""
foreach {-> s} [regexp -all -inline {"((?:[^"\\]|\\.)*)"} $lit] { append schema $s }
regexp {azFeat\[\] = \{(.*?)\};} $src -> lit
set feats {}
foreach {-> s} [regexp -all -inline {"((?:[^"\\]|\\.)*)"} $lit] { lappend feats $s }
regexp {aSpec\[\] = \{(.*?)\n\};} $src -> lit
set sqlspecs {}
foreach {-> s k} [regexp -all -inline {\{ "([^"]*)", (\d+) \}} $lit] {
  lappend sqlspecs $s $k
}
sqlite3 sdb :memory:
sdb enable_load_extension 1
sdb eval {SELECT load_extension($so, 'sqlite3_bayes_init')}
sdb eval $schema

proc b {args} { binary format c* $args }
proc u16 {v} { binary format s $v }
# opcodes (byte % 20 in LLVMFuzzerTestOneInput; 0xff 0xa5: THREADS)
proc FIT {spec mask fl} { string cat [b 0 $spec] [u16 $mask] [b $fl] }
proc WINDOW {spec mask fl lo hi ord} { string cat [b 3 $spec] [u16 $mask] [b $fl $lo $hi $ord] }
proc MERGE {mask perm nul} { string cat [b 4] [u16 $mask] [b $perm $nul] }
proc BLOB {spec bytes} { string cat [b 6 1 $spec] [u16 [string length $bytes]] $bytes }
proc SCORE {pool f mode} { b 8 $pool $f $mode }
proc TVF {pool w} { b 11 $pool $w 1 }
proc SAMPLE {pool w} { b 12 $pool $w }
proc NAME {pool f} { b 13 $pool $f }
proc METRICS {pool w {b {}}} { b 14 $pool $w {*}$b }
proc FITQ {spec mask fl} { string cat [b 15 $spec] [u16 $mask] [b $fl] }
proc BLENDM {mask wb nul} { string cat [b 19] [u16 $mask] [b $wb $nul] }
proc THREADS {kind fl seed rows} { b 0xff 0xa5 $kind $fl $seed $rows }

# Per spec: a fit of all rows (every class), one of rows 1-3 (classes a
# b c), a weighted fit of the even rows, a window; merges with the fit of
# all rows first (so no seed merges in a class the first model lacks:
# the fuzzer has to find that order), scoring, tables, samples, names,
# metrics.  Rows: 1 a, 2 b, 3 c, 4 d, 5 1, 6 2.5, 7 a, 8 b, ...
# The specs over features on scales 2^32 and 1e12 apart (feature lists 8
# and 9) get no seeds of their own: the fuzzer reaches them by mutation.
set i 0
foreach {spec k} $sqlspecs {
  if {$k >= 8} { incr i; continue }
  set p [string cat \
    [FIT $i 0xffff 0] [FIT $i 0x0007 0] [FIT $i 0xaaaa 3] \
    [WINDOW $i 0xffff 0 2 3 0] \
    [MERGE 0x0003 0 0] [MERGE 0x0005 0 1] \
    [SCORE 0 0 0] [SCORE 0 1 0] [SCORE 0 2 0] [SCORE 0 3 0] \
    [SCORE 3 4 0] [SCORE 3 5 0] [SCORE 0 6 0] \
    [TVF 0 0] [TVF 1 1] [TVF 2 2] [SAMPLE 0 0] [SAMPLE 4 3] \
    [NAME 0 1] [METRICS 0 0] [METRICS 1 1 5]]
  out fuzz_sql spec-$i $p
  # bayes_blend: the fit of all rows with the one of rows 1-3 (other
  # classes), with a model of the next spec (other kind, other features),
  # with weights 3 and 0.5, 1 and 0, 0 and 0 (an error)
  set j [expr {($i + 1) % ([llength $sqlspecs] / 2)}]
  out fuzz_sql blend-$i [string cat [FIT $i 0xffff 0] [FIT $i 0x0007 0] \
    [FIT $j 0xffff 0] [METRICS 0 5 {1 10}] [METRICS 1 5 {0 2}] \
    [METRICS 0 5 {2 0x11}] [METRICS 2 5 {0 0}]]
  # a stored blend (bayes_blend_model) of the fit of all rows and the one
  # of rows 1-3, then scored, sampled (an error), merged (an error), poked
  out fuzz_sql blendmodel-$i [string cat [FIT $i 0xffff 0] [FIT $i 0x0007 0] \
    [BLENDM 0x0003 0 0] [SCORE 2 1 0] [SCORE 2 2 0] [SCORE 2 3 0] \
    [SAMPLE 2 0] [TVF 2 1] [MERGE 0x0004 0 0] [b 7 2 40 0 1] [SCORE 3 1 0]]
  # the model as a BLOB in the input, then what can be done with it
  set m [sdb onecolumn "SELECT bayes_fit(\$spec, l, [lindex $feats $k]) FROM data"]
  if {$m ne ""} {
    out fuzz_sql blob-$i [string cat [BLOB $i $m] [FIT $i 0x0f0f 0] \
      [MERGE 0x0003 0 0] [SCORE 0 1 0] [SCORE 0 2 1] [SAMPLE 0 0] \
      [b 7 0 40 0 1] [SAMPLE 3 3] [SCORE 3 1 0]]
  }
  incr i
}
# mutated arguments of every type
out fuzz_sql args-1 [string cat [FIT 0 0xffff 0] [b 8 0 1 3 2 3 4 6 1 2] \
  [b 8 0 2 5 5 7 3 8 2 5] [b 8 0 0 7 6 0 7 3 1 2 3] [b 11 0 3 0 4 0 1 3 1 6]]
out fuzz_sql args-2 [string cat [FIT 17 0xffff 0] [b 8 0 1 5 4 13 4 14] \
  [b 14 0 3 4 0 4 1 0] [b 14 0 4 1 2 1 7 4 1]]
# bayes_blend of mutated arguments: one, two, three and four of them
out fuzz_sql args-3 [string cat [FIT 0 0xffff 0] [b 14 0 5 0 0x80 3 1 0 4 5 2 7 1] \
  [b 14 0 5 0 0x81 5 2 0 1 3 3 1 0] [b 14 0 5 0 0x82 6 1 2 0 1 0 4 4] \
  [b 14 0 5 0 0x83 5 1 0 2 5 1 0 2 3 3]]
# bayes_fit_query against the aggregate: per spec, all rows, rows 1-3, a
# weighted fit of the even rows in reverse order, a weight scale of 0
set i 0
foreach {spec k} $sqlspecs {
  if {$k >= 8} { incr i; continue }
  out fuzz_sql fitq-$i [string cat [FITQ $i 0xffff 0] [FITQ $i 0x0007 0] \
    [FITQ $i 0xaaaa 19] [FITQ $i 0xffff 9]]
  incr i
}
# bayes_scores: every spec over its own features (keys of every type, in
# another order), another spec's features, JSON arrays and VALUES, a
# mutated query
proc SCORES {pool w k} { b 16 $pool $w $k }
set i 0
foreach {spec k} $sqlspecs {
  if {$k >= 8} { incr i; continue }
  out fuzz_sql scores-$i [string cat [FIT $i 0xffff 0] [FIT $i 0x0f0f 3] \
    [SCORES 0 0 0] [SCORES 1 0x30 0] [SCORES 0 1 [expr {$i % 8}]] \
    [SCORES 0 2 0] [SCORES 0 2 1] [SCORES 0 3 0]]
  incr i
}
# Fits of a spec over the features far apart in scale, scored only on
# arguments that are not features (mode 1, none; mode 3, one NULL): the
# fuzzer has to turn one of them into a scoring of the data rows
set i 0
foreach {spec k} $sqlspecs {
  if {$k >= 8} {
    out fuzz_sql wide-$i [string cat [FIT $i 0xffff 0] [FIT $i 0x00ff 0] \
      [SCORE 0 1 1] [SCORE 1 2 3] [b 0] [SCORE 0 4 1]]
  }
  incr i
}
# A hostile database file (HOSTILE, opcode 17) and TEMP views over it
# (RECURSE, opcode 18), all benign: query texts read the file's table
# hdata, model tables hold a good model; the fuzzer has to turn a query
# into fz_directonly() or into one that reads its own view.  Pool model 0
# is gaussian_nb over x (one feature).  Bytes, in the order read: file
# flags (view v, model tables, trigger), then what each object reads
# (model byte, query bytes), then the statements (or the TEMP view).
proc HOSTILE {args} { b 17 {*}$args }
proc RECURSE {args} { b 18 {*}$args }
set fit1 [FIT 1 0xffff 0]
# v over bayes_scores of hdata; bayes_model_versions and bayes_models
# tables with the model; a trigger that scores hdata; SELECT * FROM v,
# INSERT INTO t, bayes_predict('m', 0.5)
out fuzz_sql hostile-scores [string cat $fit1 [HOSTILE 0 9 1 0 2 0 0 0 2 208]]
# v calls bayes_fit_query (SQLite refuses it in a view); bayes_models is a
# view over bayes_scores (nested bayes_scores of hdata); a trigger looks
# the model up by name
out fuzz_sql hostile-fitq [string cat $fit1 [HOSTILE 2 3 3 5 2 0 0 7 0 2 163]]
# fz_directonly() itself in v and in both model views (SQLite refuses)
out fuzz_sql hostile-direct [string cat $fit1 [HOSTILE 3 36 2 152]]
# bayes_models a view over v, whose query looks the model up by name
out fuzz_sql hostile-name [string cat $fit1 [HOSTILE 0 5 0 0 3 0 51]]
# TEMP views: bayes_scores of hdata, bayes_fit_query of hdata, bayes_scores
# of a nested bayes_scores, bayes_fit_query of a nested bayes_fit_query
out fuzz_sql recurse-scores [string cat $fit1 [RECURSE 4 0 0 1 2 0]]
out fuzz_sql recurse-fitq [string cat $fit1 [RECURSE 4 0 0 6 2]]
out fuzz_sql recurse-nested [string cat $fit1 [RECURSE 4 0 0 9 7 0 2 0] \
  [RECURSE 4 0 0 0x0e 0x35 2]]
# bayes_threads(2..4) against one thread: lda, qda, lda shrinkage=auto,
# qda reg=0.1 (weighted), gaussian_nb (aggregate), with a missing value,
# a far-out row, scaled values
out fuzz_sql threads-lda [THREADS 0 0 5 10]
out fuzz_sql threads-qda [THREADS 1 33 7 100]
out fuzz_sql threads-lda-auto [THREADS 2 0x26 9 20]
out fuzz_sql threads-qda-reg-weighted [THREADS 17 0x62 11 0]
out fuzz_sql threads-gnb-aggregate [THREADS 46 0x99 1 64]
sdb close

puts "corpora written under [file join $dir corpus]"
