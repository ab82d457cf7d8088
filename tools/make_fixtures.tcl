# tools/make_fixtures.tcl — write the frozen model BLOBs of test/fixtures/.
#
#   tclsh tools/make_fixtures.tcl ?OUTDIR? ?NAME ...?  (default test/fixtures;
#                                                     NAMEs: only those)
#
# Run ONCE, against the build of format version 1 (2026-11-23, commit
# ab53699, before the kind interface refactor of issue 11), to freeze what
# that build wrote.  The fixtures are committed and NEVER regenerated: they
# prove that every later build still reads the models users stored
# (test/fixtures.test).  If a later build disagrees with a fixture, fix the
# build, not the fixture.  To add a fixture of a new kind or option, run this
# script with a scratch OUTDIR and copy only the NEW files over.
#
# For each fixture NAME it writes
#   NAME.bin               the model BLOB, as bayes_fit returned it
#   NAME.info.json         bayes_info(model), exactly as returned
#   NAME.merged.info.json  bayes_info of bayes_merge over two copies of it
#   NAME.scores            one Tcl list per scored row:
#                          {ARGS TYPEOF PREDICT PROBA LOG_PROBA EVIDENCE}
#                          ARGS is the SQL text of the feature arguments
#   NAME.samples           one Tcl list per class:
#                          {LABEL-SQL SEED bayes_sample(model, label, seed)}
#   NAME.spec              the spec and the SQL that fitted it (for readers)
# and CHECKSUMS: the CRC-32 of every file written, one "crc file" a line
# (test/fixtures.test checks that no fixture ever changes).

source [file join [file dirname [info script]] fixtures.tcl]
fixtures_open {test fixtures}

# ------------------------------------------------------------------ data
# Shared training tables; every fixture fits one of them.
db eval {
  -- three dense features, TEXT labels; 'café' never observes x3,
  -- some NULLs (missing values)
  CREATE TABLE dense(y TEXT, x1 REAL, x2 REAL, x3 REAL);
  INSERT INTO dense VALUES
    ('apple', 1.0, 20.5, 0.31), ('apple', 1.4, 22.0, 0.27),
    ('apple', 0.8, 19.0, NULL), ('apple', 1.2, 21.5, 0.30),
    ('apple', 1.1, 23.0, 0.25),
    ('banana', 2.9, 30.0, 0.52), ('banana', 3.3, 28.5, 0.61),
    ('banana', 3.1, NULL, 0.48), ('banana', 2.6, 29.0, 0.55),
    ('café', 5.2, 24.0, NULL), ('café', 4.7, 26.5, NULL),
    ('café', 5.5, 25.0, NULL);

  -- two dense features, INTEGER labels (one beyond 2^53, one negative)
  CREATE TABLE dint(y INTEGER, x1 REAL, x2 REAL);
  INSERT INTO dint VALUES
    (-3, 0.0, 0.1), (-3, 0.4, -0.2), (-3, -0.3, 0.3), (-3, 0.2, 0.0),
    (7, 2.0, 2.2), (7, 2.5, 1.9), (7, 1.8, 2.4), (7, 2.2, 2.0),
    (9007199254740993, 4.0, -1.0), (9007199254740993, 4.6, -1.3),
    (9007199254740993, 3.7, -0.8);

  -- two dense features, REAL labels
  CREATE TABLE dreal(y REAL, x1 REAL, x2 REAL);
  INSERT INTO dreal VALUES
    (-0.5, 1.0, 1.0), (-0.5, 1.5, 0.5), (-0.5, 0.5, 1.2),
    (2.25, 3.0, 3.5), (2.25, 3.6, 2.9), (2.25, 2.8, 3.1), (2.25, 3.3, 3.3);

  -- word counts (positional) and text, TEXT labels
  CREATE TABLE docs(y TEXT, c1 INTEGER, c2 INTEGER, c3 INTEGER, body TEXT);
  INSERT INTO docs VALUES
    ('ham',  3, 0, 1, 'meeting at noon, see the agenda'),
    ('ham',  2, 1, 0, 'lunch meeting moved to the big room'),
    ('ham',  4, 0, 2, 'agenda for the project review attached'),
    ('ham',  1, 0, 0, 'see you at lunch'),
    ('spam', 0, 3, 1, 'win money now, claim your prize now'),
    ('spam', 0, 5, 0, 'cheap money, free prize, click now'),
    ('spam', 1, 2, 0, 'free offer: claim money today'),
    ('eggs', 0, 0, 6, 'recipe: eggs, butter and flour'),
    ('eggs', 1, 0, 4, 'breakfast eggs with butter');

  -- categorical: INTEGER, REAL and TEXT categories, NULL missing
  CREATE TABLE cats(y TEXT, ci INTEGER, cr REAL, ct TEXT, cm);
  INSERT INTO cats VALUES
    ('p', 1, 0.5, 'red',   1),
    ('p', 1, 0.5, 'red',   '1'),
    ('p', 2, 1.5, 'green', 2.5),
    ('p', 3, 0.5, NULL,    1.0),
    ('q', 2, 2.25, 'blue', 'x'),
    ('q', 2, 1.5, 'blue',  'x'),
    ('q', 3, 2.25, 'green', 2.5),
    ('q', NULL, 2.25, 'blue', '1'),
    ('r', 1, 1.5, 'red',   3),
    ('r', 3, 0.5, 'green', 'x');

  -- labels of all three types in one model (INTEGER 1 and REAL 1.0 are one
  -- class; numbers sort before text)
  CREATE TABLE dmix(y, x1 REAL, x2 REAL);
  INSERT INTO dmix VALUES
    (1, 0.0, 0.2), (1.0, 0.4, -0.1), (1, -0.2, 0.1),
    (2.5, 2.0, 2.1), (2.5, 2.4, 1.8), (2.5, 1.9, 2.2),
    ('1', 4.0, 0.0), ('1', 4.3, 0.4), ('x', -2.0, 3.0), ('x', -2.2, 3.3);

  -- mixed types (naive_bayes, added later by its kind's author): a number,
  -- a text category, integer codes, a 0/1 flag, a note; NULLs missing
  CREATE TABLE mixt(y TEXT, age REAL, city TEXT, code INTEGER, flag INTEGER,
                    note TEXT);
  INSERT INTO mixt VALUES
    ('gold', 52.0, 'oslo', 3, 1, 'vip loyal customer'),
    ('gold', 47.5, 'rome', 3, 1, 'loyal since years'),
    ('gold', 61.0, 'oslo', 2, NULL, 'vip'),
    ('gold', NULL, 'oslo', 3, 0, 'loyal vip refund'),
    ('basic', 23.0, 'lima', 1, 0, 'late payment'),
    ('basic', 31.5, NULL, 1, 0, 'new customer late'),
    ('basic', 27.0, 'rome', 2, 1, 'refund asked'),
    ('basic', 35.0, 'lima', 1, 0, '');

  -- four dense features for lda/qda, TEXT labels; enough rows per class for
  -- a full-rank covariance; 'w' has two incomplete rows
  CREATE TABLE gda(y TEXT, a REAL, b REAL, c REAL, d REAL);
  INSERT INTO gda VALUES
    ('u', 5.1, 3.5, 1.4, 0.2), ('u', 4.9, 3.0, 1.4, 0.2),
    ('u', 4.7, 3.2, 1.3, 0.2), ('u', 4.6, 3.1, 1.5, 0.2),
    ('u', 5.0, 3.6, 1.4, 0.2), ('u', 5.4, 3.9, 1.7, 0.4),
    ('v', 7.0, 3.2, 4.7, 1.4), ('v', 6.4, 3.2, 4.5, 1.5),
    ('v', 6.9, 3.1, 4.9, 1.5), ('v', 5.5, 2.3, 4.0, 1.3),
    ('v', 6.5, 2.8, 4.6, 1.5), ('v', 5.7, 2.8, 4.5, 1.3),
    ('w', 6.3, 3.3, 6.0, 2.5), ('w', 5.8, 2.7, 5.1, 1.9),
    ('w', 7.1, 3.0, 5.9, 2.1), ('w', 6.3, 2.9, 5.6, 1.8),
    ('w', 6.5, 3.0, 5.8, 2.2), ('w', 7.6, 3.0, 6.6, 2.1),
    ('w', 4.9, NULL, 4.5, 1.7), ('w', NULL, 2.5, 5.8, 1.8);

  -- the same with INTEGER labels and a class with one row (qda: Sigma = 0
  -- before reg)
  CREATE TABLE gdai(y INTEGER, a REAL, b REAL, c REAL);
  INSERT INTO gdai VALUES
    (1, 0.0, 0.0, 0.1), (1, 1.0, 0.2, 0.0), (1, 0.1, 1.1, 0.3), (1, 0.5, 0.4, 1.2),
    (1, 0.9, 0.8, 0.7),
    (2, 3.0, 3.1, 2.9), (2, 4.0, 3.2, 3.0), (2, 3.1, 4.2, 3.3), (2, 3.5, 3.4, 4.1),
    (2, 3.9, 3.7, 3.6),
    (3, 6.0, 0.5, 3.0);
}

# ------------------------------------------------------------------ fixtures
# name  spec  FROM-table  label  feature-args  rows-to-score
set Q_dense {{1.0, 21.0, 0.3} {3.0, 30.0, 0.5} {5.0, 25.0, 0.9}
             {NULL, 24.0, NULL} {2.0, NULL, 0.4} {NULL, NULL, NULL}}
set Q_dint  {{0.1, 0.1} {2.1, 2.0} {4.2, -1.1} {3.0, NULL} {1.0, 1.0}}
set Q_dmix  {{0.1, 0.1} {2.1, 2.0} {4.1, 0.2} {-2.1, 3.1} {1.0, NULL}}
set Q_dreal {{1.0, 1.0} {3.1, 3.2} {2.0, 2.0} {NULL, 3.0}}
set Q_cnt   {{2, 0, 1} {0, 4, 0} {0, 0, 5} {1, 1, 1} {0, 0, 0}}
set Q_txt   {{bayes_tokens('lunch meeting agenda')}
             {bayes_tokens('claim your free money now')}
             {bayes_tokens('eggs and butter recipe')}
             {bayes_tokens('unknown words only')}
             {'{"money": 2, "meeting": 1}'}}
set Q_mix   {{2, 0, 1, bayes_tokens('meeting agenda')}
             {0, 3, 0, bayes_tokens('free money')}
             {0, 0, 4, bayes_tokens('eggs')}
             {1, 1, 1, '{}'}}
set Q_cats  {{1, 0.5, 'red', 1} {2, 2.25, 'blue', 'x'} {3, 1.5, 'green', 2.5}
             {NULL, NULL, 'red', '1'} {4, 9.5, 'purple', 'never'} {2.0, 0.5, 'blue', 1.0}}
set Q_gda   {{5.0, 3.4, 1.5, 0.2} {6.0, 2.9, 4.5, 1.4} {6.7, 3.0, 5.7, 2.2}
             {6.0, NULL, 5.0, NULL} {6.1, 2.8, 4.9, 1.8}}
set Q_mixt  {{50.0, 'oslo', 3, 1, bayes_tokens('loyal vip')}
             {25.0, 'lima', 1, 0, bayes_tokens('late refund')}
             {NULL, 'paris', NULL, NULL, '{}'} {40.0, 'rome', 2, 1, bayes_tokens('unknown')}}
set Q_mixt3 {{50.0, 'oslo', 3} {25.0, 'lima', 1} {NULL, 'paris', NULL} {40.0, 'rome', 2}}
set Q_gdai  {{0.5, 0.5, 0.5} {3.4, 3.5, 3.3} {5.8, 0.6, 3.1} {2.0, 2.0, NULL}}

set fixtures [list \
  gaussian_nb            gaussian_nb                          dense y {x1, x2, x3}           $Q_dense \
  gaussian_nb_int_labels {gaussian_nb var_smoothing=0.01}     dint  y {x1, x2}               $Q_dint \
  gaussian_nb_real_labels {gaussian_nb priors=uniform}        dreal y {x1, x2}               $Q_dreal \
  gaussian_nb_priors     {gaussian_nb priors=apple:0.2,banana:0.3,café:0.5} dense y {x1, x2, x3} $Q_dense \
  gaussian_nb_prior_alpha {gaussian_nb prior_alpha=2}         dense y {x1, x2, x3}           $Q_dense \
  gaussian_nb_mixed_labels gaussian_nb                        dmix  y {x1, x2}               $Q_dmix \
  gaussian_nb_json_array gaussian_nb                          dense y {json_array(x1, x2), x3} $Q_dense \
  multinomial_nb         multinomial_nb                       docs  y {c1, c2, c3}           $Q_cnt \
  multinomial_nb_alpha0  {multinomial_nb alpha=0}             docs  y {c1, c2, c3}           $Q_cnt \
  multinomial_nb_named   {multinomial_nb alpha=0.5}           docs  y {bayes_tokens(body)}   $Q_txt \
  multinomial_nb_mixed   multinomial_nb                       docs  y {c1, c2, c3, bayes_tokens(body)} $Q_mix \
  multinomial_nb_prior_alpha {multinomial_nb prior_alpha=0.5} docs  y {c1, c2, c3}           $Q_cnt \
  complement_nb          complement_nb                        docs  y {c1, c2, c3}           $Q_cnt \
  complement_nb_norm     {complement_nb norm=1 alpha=0.3}     docs  y {bayes_tokens(body)}   $Q_txt \
  complement_nb_mixed_uniform {complement_nb priors=uniform}  docs  y {c1, c2, c3, bayes_tokens(body)} $Q_mix \
  bernoulli_nb           bernoulli_nb                         docs  y {c1, c2, c3}           $Q_cnt \
  bernoulli_nb_binarize  {bernoulli_nb binarize=1.5}          docs  y {c1, c2, c3}           $Q_cnt \
  bernoulli_nb_named     {bernoulli_nb alpha=0.5}             docs  y {bayes_tokens(body)}   $Q_txt \
  bernoulli_nb_mixed     {bernoulli_nb priors=eggs:0.2,ham:0.5,spam:0.3} docs y {c1, c2, c3, bayes_tokens(body)} $Q_mix \
  categorical_nb         categorical_nb                       cats  y {ci, cr, ct, cm}       $Q_cats \
  categorical_nb_alpha   {categorical_nb alpha=0.25 priors=uniform} cats y {ci, cr, ct, cm} $Q_cats \
  categorical_nb_json    categorical_nb                       cats  y {json_array(ci, cr), ct, cm} $Q_cats \
  lda                    lda                                  gda   y {a, b, c, d}           $Q_gda \
  lda_shrinkage          {lda shrinkage=0.3}                  gda   y {a, b, c, d}           $Q_gda \
  lda_auto               {lda shrinkage=auto}                 gda   y {a, b, c, d}           $Q_gda \
  lda_int_labels         {lda priors=uniform}                 gdai  y {a, b, c}              $Q_gdai \
  lda_auto_prior_alpha   {lda shrinkage=auto prior_alpha=1}   gdai  y {a, b, c}              $Q_gdai \
  qda                    qda                                  gda   y {a, b, c, d}           $Q_gda \
  qda_reg                {qda reg=0.1}                        gda   y {a, b, c, d}           $Q_gda \
  qda_one_row_class      {qda reg=0.05 priors=1:0.5,2:0.3,3:0.2} gdai y {a, b, c}            $Q_gdai \
  qda_real_labels        qda                                  dreal y {x1, x2}               $Q_dreal \
  naive_bayes            {naive_bayes categorical=3 bernoulli=4} mixt y {age, city, code, flag, bayes_tokens(note)} $Q_mixt \
  naive_bayes_auto       {naive_bayes priors=uniform alpha=0.5} mixt y {age, city, code} $Q_mixt3 \
  multinomial_nb_alpha_list {multinomial_nb alpha=0.5,2,1 alpha_terms=0.1} docs y {c1, c2, c3, bayes_tokens(body)} $Q_mix \
  bernoulli_nb_alpha_list {bernoulli_nb alpha=0.5,2,1}        docs  y {c1, c2, c3}           $Q_cnt \
  complement_nb_alpha_terms {complement_nb alpha_terms=0.2}   docs  y {c1, c2, c3, bayes_tokens(body)} $Q_mix \
  categorical_nb_min_categories {categorical_nb alpha=0.5,1,2,1 min_categories=6,0,5,9} cats y {ci, cr, ct, cm} $Q_cats \
  naive_bayes_lists      {naive_bayes categorical=3 bernoulli=4 alpha=1,0.5,2,1 min_categories=0,5,4,0 alpha_terms=0.2} mixt y {age, city, code, flag, bayes_tokens(note)} $Q_mixt \
  density_nb             density_nb                           dense y {x1, x2, x3}           $Q_dense \
  density_nb_kde         {density_nb numeric=kde prior_alpha=1} dense y {x1, x2, x3}         $Q_dense \
  naive_bayes_discretize {naive_bayes numeric=discretize categorical=3 bernoulli=4} mixt y {age, city, code, flag, bayes_tokens(note)} $Q_mixt \
  naive_bayes_kde        {naive_bayes kde=1 categorical=3 alpha=0.5} mixt y {age, city, code} $Q_mixt3 \
  density_nb_weka_kde    {density_nb numeric=kde weka_kde=1 prior_alpha=1} dense y {x1, x2, x3} $Q_dense \
  density_nb_weka_normal {density_nb numeric=weka_normal prior_alpha=1} dense y {x1, x2, x3} $Q_dense \
  naive_bayes_weka_normal {naive_bayes weka_normal=1 kde=4 categorical=3 alpha=0.5} mixt y {age, city, code, flag, bayes_tokens(note)} $Q_mixt \
  tan                    tan                                  cats  y {ci, cr, ct, cm}       $Q_cats \
  tan_cuts               {tan alpha=1 score_alpha=2 cuts=[[1.5,2.5],[1],null,null] impute=[2,null,"red",2.5]} cats y {ci, cr, ct, cm} $Q_cats \
  aode                   aode                                 cats  y {ci, cr, ct, cm}       $Q_cats \
  aode_m_cuts            {aode m=2 freq_limit=2 priors=uniform cuts=[null,[1,2],null,null] min_categories=[4,0,5,7]} cats y {ci, cr, ct, cm} $Q_cats \
]


# The label of class I of a model, as SQL text (for bayes_sample)
proc label_sql {v type} {
  switch $type {
    integer { return $v }
    real    { return $v }
    default { return "'[string map {' ''} $v]'" }
  }
}

set n 0
foreach {name spec table label feats rows} $fixtures {
  # names after OUTDIR: write only those fixtures (a later build cannot
  # remake every old one: gaussian_nb_mixed_labels' labels are now an error)
  if {[llength $argv]>1 && [lsearch -exact [lrange $argv 1 end] $name]<0} continue
  set fitsql "SELECT bayes_fit('$spec', $label, $feats) FROM $table"
  set m [db onecolumn $fitsql]
  writefile [file join $outdir $name.bin] $m 1
  writefile [file join $outdir $name.spec] "spec: $spec\nfit:  $fitsql\n"
  writefile [file join $outdir $name.info.json] [db onecolumn {SELECT bayes_info(@m)}]\n
  writefile [file join $outdir $name.merged.info.json] \
      [db onecolumn {SELECT bayes_info(bayes_merge(b)) FROM (SELECT @m AS b UNION ALL SELECT @m)}]\n
  set out ""
  foreach args $rows {
    set r [db eval "SELECT typeof(bayes_predict(@m, $args)), bayes_predict(@m, $args),
                    bayes_proba(@m, $args), bayes_log_proba(@m, $args),
                    bayes_evidence(@m, $args)"]
    append out [list $args {*}$r] \n
  }
  writefile [file join $outdir $name.scores] $out
  set out ""
  db eval {SELECT j.value AS v, j.type AS t FROM json_each(bayes_info(@m), '$.classes') AS c,
                  json_each(c.value, '$.label') AS j} {
    set lab [label_sql $v $t]
    foreach seed {1 2} {
      append out [list $lab $seed [db onecolumn "SELECT bayes_sample(@m, $lab, $seed)"]] \n
    }
  }
  writefile [file join $outdir $name.samples] $out
  incr n
}
fixtures_checksums {*.bin *.json *.scores *.samples *.spec}
puts "$n fixtures written to $outdir"
