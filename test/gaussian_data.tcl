# test/gaussian_data.tcl — small gaussian_nb data sets and density helpers
# shared by gaussian_nb.test and the tests of the generic layers that use
# gaussian_nb as their vehicle (features, priors, merge, window, cache,
# blob, model_table, sample, spec).  Sourced after tester.tcl; not a test
# file itself.  It creates:
#
#   bayes_models          from sql/bayes_models.sql
#   apples(id, kind, grams)   a: 90 110, b: 180 220 (ids 1-4), then a: 100
#     models 'apples0' (var_smoothing=0) and 'apples' (default), fitted on
#     ids 1-4: a ~ N(100, 100), b ~ N(200, 400) exactly (worked out in
#     gaussian_nb.test section 2); 'apples-p' (priors=a:0.9,b:0.1),
#     'apples-u' (uniform), 'apples-f' (fit), var_smoothing=0, on all five
#   blobs2d(y, x1, x2)    A around (0,0), B around (3,3), variances 0.5;
#     model 'blobs2d' (var_smoothing=0)
#   big3(y, x)            200 values 1e9 + U(0,1), one class 'a'
#
# and the procs npdf, lnpdf (the normal density and its log), logsumexp,
# ref_var (a two-pass variance of values minus an offset).

set fd [open [file join $::repodir sql bayes_models.sql]]
db eval [read $fd]
close $fd

set PI 3.14159265358979323846
# (arguments may be expressions such as 8.0/3)
proc npdf {x mu var} {
  foreach v {x mu var} { set $v [expr [set $v]] }
  expr {exp(-($x-$mu)*($x-$mu)/(2.0*$var)) / sqrt(2.0*$::PI*$var)}
}
proc lnpdf {x mu var} {
  foreach v {x mu var} { set $v [expr [set $v]] }
  expr {-0.5*log(2.0*$::PI*$var) - ($x-$mu)*($x-$mu)/(2.0*$var)}
}
# logsumexp: tester.tcl's
# The variance (divided by n) of values xs, computed on xs - off in two
# passes: exact to rounding when the offsets are exact (Sterbenz).
proc ref_var {xs off} {
  set d {}
  foreach x $xs { lappend d [expr {$x - $off}] }
  set m 0.0
  foreach v $d { set m [expr {$m + $v}] }
  set m [expr {$m / [llength $d]}]
  set ss 0.0
  foreach v $d { set ss [expr {$ss + ($v-$m)*($v-$m)}] }
  expr {$ss / [llength $d]}
}

db eval {
  CREATE TABLE apples(id INTEGER PRIMARY KEY, kind TEXT, grams REAL);
  INSERT INTO apples(kind, grams) VALUES('a',90),('a',110),('b',180),('b',220);
  INSERT INTO bayes_models(name, model)
    SELECT 'apples0', bayes_fit('gaussian_nb var_smoothing=0', kind, grams)
    FROM apples;
  INSERT INTO bayes_models(name, model)
    SELECT 'apples', bayes_fit('gaussian_nb', kind, grams) FROM apples;

  INSERT INTO apples(kind, grams) VALUES('a', 100);  -- now a: 90 100 110
  INSERT INTO bayes_models(name, model)
    SELECT 'apples-p', bayes_fit('gaussian_nb var_smoothing=0 priors=a:0.9,b:0.1',
                                 kind, grams) FROM apples;
  INSERT INTO bayes_models(name, model)
    SELECT 'apples-u', bayes_fit('gaussian_nb var_smoothing=0 priors=uniform',
                                 kind, grams) FROM apples;
  INSERT INTO bayes_models(name, model)
    SELECT 'apples-f', bayes_fit('gaussian_nb var_smoothing=0 priors=fit',
                                 kind, grams) FROM apples;

  CREATE TABLE blobs2d(y TEXT, x1 REAL, x2 REAL);
  INSERT INTO blobs2d VALUES('A',1,0),('A',-1,0),('A',0,1),('A',0,-1),
                            ('B',4,3),('B',2,3),('B',3,4),('B',3,2);
  INSERT INTO bayes_models(name, model)
    SELECT 'blobs2d', bayes_fit('gaussian_nb var_smoothing=0', y, x1, x2)
    FROM blobs2d;

  CREATE TABLE big3(y TEXT, x REAL);
}
rng_seed 7
for {set i 0} {$i < 200} {incr i} {
  set x [expr {1e9 + [rng_real]}]
  db eval {INSERT INTO big3 VALUES('a', $x)}
}
