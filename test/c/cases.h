/*
** test/c/cases.h — the data and the SQL that the C drivers (oom.c,
** threads.c) run: one entry per model kind, with the statements that
** exercise every SQL function of the extension on that kind.
**
** Usage: #include "cases.h", then
**   - exec zCaseSetup on a connection with the extension loaded: it
**     creates deterministic tables pts (numbers), mail (text), cats
**     (categories) and bayes_models;
**   - for each aCaseKind[i], exec its zModel INSERT (fits and stores the
**     model named after the kind) and run the statements of caseSql().
**
** The kinds are those of ext/kinds.h, the one table of kinds; every one
** must fit (a kind that fails to is a failure, not a skip).  Everything
** here is static; include it from one file only.
*/
#ifndef BAYES_TEST_CASES_H
#define BAYES_TEST_CASES_H

#include <stdio.h>
#include <string.h>

/* 60 rows, 3 classes; features x, y, z; label types mixed in pts2 */
static const char zCaseSetup[] =
  "CREATE TABLE pts AS WITH RECURSIVE c(i) AS (SELECT 0 UNION ALL SELECT i+1 "
  "  FROM c WHERE i<59) SELECT i, CASE i%3 WHEN 0 THEN 'a' WHEN 1 THEN 'b' "
  "  ELSE 'c' END AS l, (i*37%101)/10.0 + (i%3) AS x, (i*53%89)/10.0 AS y, "
  "  (i*7%13) + 2*(i%3) AS z FROM c;"
  "CREATE TABLE mail AS WITH RECURSIVE c(i) AS (SELECT 0 UNION ALL SELECT "
  "  i+1 FROM c WHERE i<39) SELECT i, CASE i%2 WHEN 0 THEN 'spam' ELSE 'ham' "
  "  END AS l, 'w'||(i*7%11)||' v'||(i%5)||' cheap'||substr('  now',1+i%2*3)"
  "  ||' u'||(i%2) AS body FROM c;"
  "CREATE TABLE cats AS WITH RECURSIVE c(i) AS (SELECT 0 UNION ALL SELECT "
  "  i+1 FROM c WHERE i<39) SELECT i, CASE i%3 WHEN 0 THEN 1 WHEN 1 THEN 2.5 "
  "  ELSE 4 END AS l, 'c'||(i*5%4) AS c1, (i*3%5)%3 AS c2 FROM c;"
  "CREATE TABLE bayes_models(name TEXT PRIMARY KEY, model BLOB NOT NULL);";

typedef struct CaseKind {
  const char *zKind;      /* kind name, also the model's name */
  const char *zSpec;      /* spec passed to bayes_fit */
  const char *zFitArgs;   /* label and feature arguments of bayes_fit */
  const char *zTable;     /* table fitted */
  const char *zScore;     /* feature arguments when scoring */
  const char *zLabel;     /* a label of the model, as SQL */
} CaseKind;

/* The case of each kind: spec, fit arguments, table, score arguments,
** label.  Every kind of ext/kinds.h needs its CASE_<name> here: a kind
** without one fails to compile (aCaseKind below names them all). */
#define CASE_gaussian_nb \
  "gaussian_nb", "l, x, y, z", "pts", "1.5, 2, 0.5", "'b'"
#define CASE_multinomial_nb \
  "multinomial_nb alpha=0.5", "l, bayes_tokens(body)", "mail", \
  "bayes_tokens('w3 cheap now v1 unseen')", "'spam'"
#define CASE_complement_nb \
  "complement_nb norm=1 alpha_terms=0.7", "l, bayes_tokens(body)", "mail", \
  "bayes_tokens('w3 cheap now v1 unseen')", "'ham'"
#define CASE_bernoulli_nb \
  "bernoulli_nb binarize=0", "l, bayes_tokens(body)", "mail", \
  "bayes_tokens('w3 cheap v1')", "'spam'"
#define CASE_categorical_nb \
  "categorical_nb alpha=[1,0.5] min_categories=[5,4]", "l, c1, c2", "cats", \
  "'c9', 2", "2.5"
#define CASE_lda \
  "lda", "l, x, y, z", "pts", "1.5, 2, 0.5", "'a'"
#define CASE_qda \
  "qda reg=0.1", "l, x, y, z", "pts", "1.5, 2, 0.5", "'c'"
#define CASE_naive_bayes \
  "naive_bayes bernoulli=3 alpha=[0.5,2,0.5] min_categories=0,6,0 " \
  "alpha_terms=0.3", \
  "l, x, 'k'||(i%4), z%2, bayes_tokens('w'||(i*7%5)||' v'||(i%3))", \
  "(SELECT * FROM pts WHERE i<12)", \
  "1.5, 'k2', 1, bayes_tokens('w3 v1 unseen')", "'b'"
#define CASE_density_nb \
  "density_nb numeric=kde", "l, x, y, z", "pts", "1.5, 2, 0.5", "'b'"
#define CASE_tan \
  "tan alpha=1", "l, c1, c2, i%2", "cats", "'c9', 2, 1", "2.5"
#define CASE_aode \
  "aode m=1", "l, c1, c2, i%2", "cats", "'c1', 2, 0", "4"

static const CaseKind aCaseKind[] = {
#define BAYES_KIND(ID, NAME) { #NAME, CASE_##NAME },
#include "../../ext/kinds.h"
#undef BAYES_KIND
};
#define N_CASE_KIND ((int)(sizeof(aCaseKind)/sizeof(aCaseKind[0])))

/* The statement that stores kind p's model in bayes_models */
static void caseModelSql(const CaseKind *p, char *z, int n){
  snprintf(z, n, "INSERT INTO bayes_models(name, model) SELECT '%s', "
           "bayes_fit('%s', %s) FROM %s", p->zKind, p->zSpec, p->zFitArgs,
           p->zTable);
}

/* Statement iStmt (0..N_CASE_STMT-1) for kind p; its name in *pzName. */
#define N_CASE_STMT 8
static void caseSql(const CaseKind *p, int iStmt, char *z, int n,
                    const char **pzName){
  static const char *azName[N_CASE_STMT] = {
    "fit", "fit-window", "merge", "score-by-name", "score-by-blob",
    "sample", "info", "fit-priors",
  };
  *pzName = azName[iStmt];
  switch( iStmt ){
    case 0: snprintf(z, n, "SELECT bayes_fit('%s', %s) FROM %s", p->zSpec,
                     p->zFitArgs, p->zTable); break;
    case 1: snprintf(z, n, "SELECT bayes_fit('%s', %s) OVER (ORDER BY i ROWS "
                     "BETWEEN 3 PRECEDING AND CURRENT ROW) FROM %s", p->zSpec,
                     p->zFitArgs, p->zTable); break;
    case 2: snprintf(z, n, "SELECT bayes_merge(m) FROM (SELECT bayes_fit('%s', "
                     "%s) AS m FROM %s GROUP BY i%%3)", p->zSpec, p->zFitArgs,
                     p->zTable); break;
    case 3: snprintf(z, n, "SELECT bayes_predict('%s', %s), bayes_proba('%s', "
                     "%s), bayes_log_proba('%s', %s), bayes_evidence('%s', %s)",
                     p->zKind, p->zScore, p->zKind, p->zScore, p->zKind,
                     p->zScore, p->zKind, p->zScore); break;
    case 4: snprintf(z, n, "SELECT bayes_predict(model, %s), bayes_proba(model, "
                     "%s), bayes_log_proba(model, %s), bayes_evidence(model, %s) "
                     "FROM bayes_models WHERE name='%s'", p->zScore, p->zScore,
                     p->zScore, p->zScore, p->zKind); break;
    case 5: snprintf(z, n, "SELECT bayes_sample('%s', %s, 42), bayes_sample("
                     "(SELECT model FROM bayes_models WHERE name='%s'), %s, 7)",
                     p->zKind, p->zLabel, p->zKind, p->zLabel); break;
    case 6: snprintf(z, n, "SELECT bayes_info('%s'), bayes_info(model) FROM "
                     "bayes_models WHERE name='%s'", p->zKind, p->zKind); break;
    default: snprintf(z, n, "SELECT bayes_info(bayes_fit('%s priors=uniform', "
                      "%s)) FROM %s", p->zSpec, p->zFitArgs, p->zTable); break;
  }
}

/* Statements that belong to no kind */
static const char *const azCaseOther[] = {
  "SELECT bayes_tokens(body) FROM mail",
  "SELECT bayes_tokens('Ünïcödé ΣΊΣΥΦΟΣ straße 日本語 ab ab')",
  "SELECT bayes_cache_stats()",
  /* errors must stay errors (not become NOMEM) and leak nothing */
  "SELECT bayes_fit('gaussian_nb priors=a:0.5,zz:0.5', l, x) FROM pts",
  "SELECT bayes_predict('gaussian_nb', 1, 2)",
  "SELECT bayes_predict(x'00112233', 1, 2)",
  "SELECT bayes_fit('gaussian_nb', l, '[1,2,') FROM pts",
  /* evaluation: metrics.c, fold.c, the table-valued functions, explain.c;
  ** small inputs (WHERE i < n): every allocation of each is failed in turn */
  "SELECT bayes_metrics(l, bayes_predict('gaussian_nb', x, y, z)), "
  "  bayes_metrics(l, bayes_proba('gaussian_nb', x, y, z)) FROM pts WHERE i < 12",
  "SELECT bayes_metrics(l, bayes_proba('gaussian_nb', x, y, z)) OVER "
  "  (ORDER BY i ROWS 3 PRECEDING) FROM pts WHERE i < 8",
  "SELECT bayes_fold(i, 5, 3), bayes_fold(l, 3), bayes_fold(x, 7) FROM pts "
  "  WHERE i < 5",
  "SELECT * FROM bayes_classes('gaussian_nb')",
  "SELECT * FROM bayes_samples('gaussian_nb', 'a', 3, 1)",
  "SELECT bayes_metrics(1, 'a')",
  "SELECT bayes_metrics('a', '{\"a\":0.5')",
  /* blend.c: a blend of two models' probabilities, escaped labels, errors */
  "SELECT bayes_blend(bayes_proba('gaussian_nb', x, y, z), 0.3, "
  "  bayes_proba('lda', x, y, z), 0.7) FROM pts WHERE i < 3",
  "SELECT bayes_blend('{\"a\\u0062\":0.5,\"c\":0.5}', 1, '{\"ab\":1}', 2)",
  "SELECT bayes_blend('{\"a\":0.5,\"b\":0.4}', 1)",
  /* kinds/blend.c: a stored blend built from names and a BLOB (members
  ** of two input modes), scored, scored in a block, calibrated, refused */
  "SELECT bayes_proba(b, x, y, z), bayes_log_proba(b, x, y, z), "
  "  bayes_predict(b, x, y, z), bayes_info(b) FROM pts, (SELECT "
  "  bayes_blend_model('gaussian_nb', 0.3, 'lda', 0.7, (SELECT bayes_fit("
  "  'naive_bayes', l, x, y, z) FROM pts WHERE i < 9), 1) AS b) WHERE i < 3",
  "SELECT key, proba FROM bayes_scores(bayes_blend_model('qda', 1, 'lda', 2), "
  "  'SELECT i, x, y, z FROM pts WHERE i < 4')",
  "SELECT bayes_proba(bayes_calibrate(bayes_blend_model('qda', 1, 'lda', 2), "
  "  'sigmoid', l, x, y, z), 1, 2, 3) FROM pts WHERE i < 12",
  "SELECT bayes_evidence(bayes_blend_model('qda', 1), 1, 2, 3)",
  "SELECT bayes_blend_model('qda', 1, 'gaussian_nb', -1)",
  "SELECT * FROM bayes_samples('gaussian_nb', 'zz', 1, 1)",
  "SELECT bayes_explain('gaussian_nb', x, y, z), bayes_explain_vs("
  "  'gaussian_nb', 'c', x, NULL, z) FROM pts WHERE i < 2",
  "SELECT bayes_explain(m, bayes_tokens(body)), bayes_explain(n, bayes_tokens(body)),"
  "  bayes_explain(o, bayes_tokens(body)) FROM mail, (SELECT bayes_fit("
  "  'multinomial_nb', l, bayes_tokens(body)) AS m, bayes_fit('bernoulli_nb', l,"
  "  bayes_tokens(body)) AS n, bayes_fit('complement_nb', l, bayes_tokens(body))"
  "  AS o FROM mail WHERE i < 6) WHERE i < 1",
  "SELECT bayes_explain(m, c1, c2), bayes_explain(n, 1, 2, 3), bayes_explain(n, "
  "  1, NULL, 3) FROM cats, (SELECT bayes_fit('categorical_nb', l, c1, c2) AS m "
  "  FROM cats WHERE i < 9), (SELECT bayes_fit('lda', l, x, y, z) AS n FROM pts "
  "  WHERE i < 9) WHERE i < 1",
  "SELECT * FROM bayes_params((SELECT bayes_fit('categorical_nb', l, c1, c2) "
  "  FROM cats WHERE i < 9)), bayes_params((SELECT bayes_fit('bernoulli_nb', l, "
  "  bayes_tokens(body)) FROM mail WHERE i < 4)) LIMIT 3",
  "SELECT * FROM bayes_params((SELECT bayes_fit('lda', l, x, y, z) FROM pts "
  "  WHERE i < 9)), bayes_params((SELECT bayes_fit('qda', l, x, y) FROM pts "
  "  WHERE i < 9)) LIMIT 3",
  /* the query-driven functions: blocked scoring (qda, lda, gaussian_nb) and
  ** the per-row path (a count kind); fits from a query */
  "SELECT key, label, proba, log_proba FROM bayes_scores('qda', "
  "  'SELECT i, x, y, z FROM pts WHERE i < 9')",
  "SELECT a.label, a.proba, b.log_proba, c.proba FROM "
  "  bayes_scores('lda', 'SELECT i, x, y, z FROM pts WHERE i < 4') AS a, "
  "  bayes_scores('gaussian_nb', 'SELECT i, x, NULL, z FROM pts WHERE i < 3') AS b, "
  "  bayes_scores('multinomial_nb', 'SELECT i, bayes_tokens(body) FROM mail "
  "  WHERE i < 3') AS c",
  "SELECT * FROM bayes_scores('qda', 'SELECT i, x FROM pts')",
  /* 16 features: the cache keeps a parsed qda or lda model's BLOB in
  ** pieces (its arrays' spans, the gaps copied; model.c), compares and
  ** gives back those bytes; lda forms Sigma at the first use that reads
  ** it (a missing feature, bayes_info) */
  "WITH w AS (SELECT i, l, json_array(x, y, z, x*y, y*z, x*z, x*x, y*y, "
  "  z*z, x+y, y-z, i*7%13, i*11%17, i*13%19, i*17%23, i*19%29) AS j FROM "
  "  pts), m AS (SELECT bayes_fit('qda reg=0.1', l, j) AS q, "
  "  bayes_fit('lda', l, j) AS d FROM w) SELECT bayes_proba(q, j), "
  "  bayes_proba(d, json_set(j, '$[2]', NULL)), bayes_info(d), "
  "  bayes_uncalibrated(q) = q, length(bayes_with(d, '')) FROM w, m "
  "  WHERE i < 3",
  "SELECT length(bayes_fit_query('qda reg=0.1', 'SELECT l, x, y, z FROM pts "
  "  WHERE i < 12')), length(bayes_fit_weighted_query('density_nb', "
  "  'SELECT l, 1.5, x, y FROM pts WHERE i < 12'))",
  "SELECT bayes_fit_query('lda', 'SELECT l, x FROM nosuch')",
  /* features by name (names.c): a named fit from a query, scored by name
  ** (columns permuted, a named key, a JSON object row, a missing one),
  ** named by names= and bayes_with, merged, described */
  "SELECT key, label, proba FROM bayes_scores(bayes_fit_query('gaussian_nb', "
  "  'SELECT l, x, y, z FROM pts WHERE i < 9'), 'SELECT z, y, i AS id, x "
  "  FROM pts WHERE i < 4', 'id')",
  "SELECT bayes_proba(m, json_object('z', z, 'x', x, 'y', y)), "
  "  bayes_explain(m, '{\"x\": 1, \"y\": 2, \"z\": null}'), bayes_info(m) "
  "  FROM pts, (SELECT bayes_fit('naive_bayes names=x,y,z', l, x, y, z) AS m "
  "  FROM pts WHERE i < 9) WHERE i < 2",
  "SELECT bayes_predict(bayes_fit_query('categorical_nb', "
  "  'SELECT l, c1, c2 FROM cats WHERE i < 9'), '{\"c2\": 1}')",
  "SELECT bayes_info(bayes_merge(bayes_with(m, 'names=a,b,c'))) FROM "
  "  (SELECT bayes_fit('lda', l, x, y, z) AS m FROM pts WHERE i < 30 GROUP BY i%3)",
  "SELECT * FROM bayes_classes(bayes_fit_query('qda reg=0.1', "
  "  'SELECT l, x, y FROM pts WHERE i < 12')), bayes_params("
  "  bayes_fit_query('gaussian_nb', 'SELECT l, x FROM pts WHERE i < 6')) LIMIT 2",
  /* drift between two models of a kind */
  "SELECT * FROM bayes_drift('qda', (SELECT bayes_fit('qda reg=0.1', l, x, y, "
  "  z) FROM pts WHERE i < 30))",
  "SELECT * FROM bayes_drift('lda', (SELECT bayes_fit('lda', l, x, y, z) "
  "  FROM pts WHERE i < 30)), bayes_drift('categorical_nb', 'categorical_nb') "
  "  LIMIT 4",
  /* bayes_sql (export.c and every kind's xSql): each output, the columns
  ** argument, and an error */
  "SELECT length(bayes_sql('gaussian_nb', 'both')), length(bayes_sql('lda', "
  "  'proba', '?')), length(bayes_sql('qda')), length(bayes_sql("
  "  'multinomial_nb', 'both', '[\"t\"]')), length(bayes_sql('complement_nb')), "
  "  length(bayes_sql('bernoulli_nb', 'proba')), length(bayes_sql("
  "  'categorical_nb', 'label', '[\"a\",\"b\"]'))",
  "SELECT bayes_sql('naive_bayes')",
  /* naive_bayes's discretize family and density_nb's bins */
  "SELECT bayes_info(m), bayes_proba(m, 1.5, 2), bayes_sample(m, 'a', 3), "
  "  bayes_explain(m, 1.5, 2) FROM (SELECT bayes_fit('naive_bayes "
  "  numeric=discretize', l, x, y) AS m FROM pts WHERE i < 30)",
  "SELECT bayes_merge(m) FROM (SELECT bayes_fit('density_nb', l, x, y) AS m "
  "  FROM pts WHERE i < 30 GROUP BY i%3)",
  /* the schema report (bayes_describe) and naive_bayes's warnings */
  "SELECT * FROM bayes_describe('naive_bayes', "
  "  'SELECT l, ''k''||(i%4) FROM pts WHERE i < 6')",
  "SELECT bayes_info(bayes_fit('naive_bayes', l, x, z%2, 'k'||(i%3))) "
  "  FROM pts WHERE i < 12",
  /* naive_bayes's weka_normal family beside kde (the seventh sub-model) */
  "SELECT bayes_info(m), bayes_proba(m, 1.5, 2), bayes_sample(m, 'a', 3), "
  "  bayes_explain(m, 1.5, 2) FROM (SELECT bayes_fit('naive_bayes "
  "  numeric=weka_normal kde=2', l, x, y) AS m FROM pts WHERE i < 30)",
};
#define N_CASE_OTHER ((int)(sizeof(azCaseOther)/sizeof(azCaseOther[0])))

#endif /* BAYES_TEST_CASES_H */
