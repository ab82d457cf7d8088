/*
** main.c — entry point of the bayes extension: generative classifiers
** (naive Bayes, LDA, QDA) fitted by a SQL aggregate and scored by scalar
** functions.
**
**   sqlite> .load ./bayes
**   sqlite> .read sql/bayes_models.sql
**   sqlite> INSERT INTO bayes_models(name, model)
**      ...>   SELECT 'iris', bayes_fit('gaussian_nb', species, sl, sw, pl, pw)
**      ...>   FROM iris;
**   sqlite> SELECT bayes_predict('iris', sl, sw, pl, pw) FROM new_flowers;
**
** This file only registers: the table of SQL functions below, the table
** of table-valued functions, and sqlite3_bayes_init.  SQL functions (see
** docs/functions.md for the reference):
**   bayes_fit(spec, label, feature, ...)       aggregate + window  fit.c
**   bayes_fit_weighted(spec, label, weight, feature, ...)
**                                              aggregate + window  fit.c
**   bayes_merge(model)                         aggregate           fit.c
**   bayes_predict / bayes_proba / bayes_log_proba / bayes_evidence
**     (model, feature, ...)                    scalar              score.c
**   bayes_sample(model, label, seed)           scalar              score.c
**   bayes_info(model)                          scalar              score.c
**   bayes_tokens(text)                         scalar              tokens.c
**   bayes_cache_stats()                        scalar              cache.c
**   bayes_model_error(model)                   scalar              cache.c
**   bayes_metrics(actual, predicted_or_proba)  aggregate + window  metrics.c
**   bayes_fold(key, k [, seed])                scalar              fold.c
**   bayes_classes(model)                       table-valued        vtab_classes.c
**   bayes_samples(model, label, n, seed)       table-valued        vtab_samples.c
**   bayes_params(model)                        table-valued        vtab_params.c
**   bayes_drift(model_a, model_b)              table-valued        vtab_drift.c
**   bayes_explain(model, feature, ...)         scalar              explain.c
**   bayes_explain_vs(model, label, feature, ...) scalar            explain.c
**   bayes_transform(model, feature, ...)       scalar              transform.c
**   bayes_version()                            scalar              version.c
**   bayes_calibrate(model, method, label, feature, ...)
**                                              aggregate           calibrate.c
**   bayes_calibrate_proba(model, method, label, proba)
**                                              aggregate           calibrate.c
**   bayes_uncalibrated(model)                  scalar              calibrate.c
**   bayes_proba_raw / bayes_novelty (model, feature, ...)
**                                              scalar              score.c
**   bayes_roc_curve(is_positive, score [, drop_intermediate]),
**   bayes_pr_curve(is_positive, score)         aggregate           curves.c
**   bayes_decide(proba, cost)                  scalar              decide.c
**   bayes_blend(proba, weight, ...)            scalar              blend.c
**   bayes_fit_query / bayes_fit_weighted_query (spec, sql)
**                                              scalar              fit_query.c
**   bayes_scores(model, query)                 table-valued        vtab_scores.c
**
** Every function is registered from the one table below, with flags by
** one rule (docs/security.md; test/security.test checks it against
** pragma_function_list and fails on a function it does not classify):
**   - runs SQL text from an argument (bayes_fit_query,
**     bayes_fit_weighted_query; the virtual table bayes_scores, vtab.c),
**     or writes: DIRECTONLY, so that no view or trigger of a database
**     file someone else made can run its text through them;
**   - reports the connection's own state (bayes_cache_stats): DIRECTONLY,
**     it has no use inside a schema;
**   - reads a table by name (every function that takes a model may be
**     given its name, read from bayes_models): neither flag, so views
**     and triggers may score while the schema is trusted and SQLite
**     refuses them in a schema under PRAGMA trusted_schema=OFF;
**   - pure, a function of its arguments (fitting, merging, tokens,
**     metrics, blends): DETERMINISTIC and INNOCUOUS.
*/
#include "bayesInt.h"
#include "version.h"

#ifndef SQLITE_RESULT_SUBTYPE
# define SQLITE_RESULT_SUBTYPE 0x001000000
#endif

#ifndef SQLITE_DIRECTONLY
# define SQLITE_DIRECTONLY 0x000080000
#endif

#define PURE (SQLITE_UTF8|SQLITE_DETERMINISTIC|SQLITE_INNOCUOUS)
#define SCORE (SQLITE_UTF8)
#define JSONOUT SQLITE_RESULT_SUBTYPE

static const struct BayesFunc {
  const char *zName;
  int nArg;
  int flags;
  void (*xFunc)(sqlite3_context*, int, sqlite3_value**);
  void (*xStep)(sqlite3_context*, int, sqlite3_value**);
  void (*xFinal)(sqlite3_context*);
  void (*xValue)(sqlite3_context*);
  void (*xInverse)(sqlite3_context*, int, sqlite3_value**);
} aFunc[] = {
  { "bayes_fit",       -1, PURE, 0, bayes_fit_step, bayes_fit_final,
                                    bayes_fit_value, bayes_fit_inverse },
  { "bayes_fit_weighted", -1, PURE, 0, bayes_fit_weighted_step,
                                    bayes_fit_weighted_final,
                                    bayes_fit_weighted_value,
                                    bayes_fit_weighted_inverse },
  { "bayes_merge",      1, PURE, 0, bayes_merge_step, bayes_merge_final, 0, 0 },
  { "bayes_with",       2, SCORE, bayes_with_func, 0, 0, 0, 0 },
  { "bayes_predict",   -1, SCORE, bayes_predict_func, 0, 0, 0, 0 },
  { "bayes_proba",     -1, SCORE|JSONOUT, bayes_proba_func, 0, 0, 0, 0 },
  { "bayes_log_proba", -1, SCORE|JSONOUT, bayes_log_proba_func, 0, 0, 0, 0 },
  { "bayes_evidence",  -1, SCORE, bayes_evidence_func, 0, 0, 0, 0 },
  { "bayes_sample",     3, SCORE|JSONOUT, bayes_sample_func, 0, 0, 0, 0 },
  { "bayes_transform", -1, SCORE|JSONOUT, bayes_transform_func, 0, 0, 0, 0 },
  { "bayes_info",       1, SCORE|JSONOUT, bayes_info_func, 0, 0, 0, 0 },
  { "bayes_tokens",     1, PURE|JSONOUT, bayes_tokens_func, 0, 0, 0, 0 },
  { "bayes_metrics",    2, PURE|JSONOUT, 0, bayes_metrics_step,
                bayes_metrics_final, bayes_metrics_value, bayes_metrics_inverse },
  { "bayes_explain",   -1, SCORE|JSONOUT, bayes_explain_func, 0, 0, 0, 0 },
  { "bayes_explain_vs", -1, SCORE|JSONOUT, bayes_explain_vs_func, 0, 0, 0, 0 },
  { "bayes_fold",      -1, PURE, bayes_fold_func, 0, 0, 0, 0 },
  { "bayes_cache_stats", 0, SQLITE_UTF8|SQLITE_DIRECTONLY,
                                    bayes_cache_stats_func, 0, 0, 0, 0 },
  { "bayes_version",    0, PURE, bayes_version_func, 0, 0, 0, 0 },
  { "bayes_model_error", 1, PURE, bayes_model_error_func, 0, 0, 0, 0 },
  { "bayes_calibrate", -1, SCORE, 0, bayes_calibrate_step,
                                    bayes_calibrate_final, 0, 0 },
  { "bayes_calibrate_proba", 4, SCORE, 0, bayes_calibrate_proba_step,
                                    bayes_calibrate_proba_final, 0, 0 },
  { "bayes_uncalibrated", 1, SCORE, bayes_uncalibrated_func, 0, 0, 0, 0 },
  { "bayes_proba_raw", -1, SCORE|JSONOUT, bayes_proba_raw_func, 0, 0, 0, 0 },
  { "bayes_novelty",   -1, SCORE, bayes_novelty_func, 0, 0, 0, 0 },
  { "bayes_roc_curve",  2, PURE|JSONOUT, 0, bayes_roc_curve_step,
                                    bayes_roc_curve_final, 0, 0 },
  { "bayes_roc_curve",  3, PURE|JSONOUT, 0, bayes_roc_curve_step,
                                    bayes_roc_curve_final, 0, 0 },
  { "bayes_pr_curve",   2, PURE|JSONOUT, 0, bayes_pr_curve_step,
                                    bayes_pr_curve_final, 0, 0 },
  { "bayes_decide",     2, PURE, bayes_decide_func, 0, 0, 0, 0 },
  { "bayes_blend",     -1, PURE|JSONOUT, bayes_blend_func, 0, 0, 0, 0 },
  { "bayes_fit_query",  2, SQLITE_UTF8|SQLITE_DIRECTONLY,
                                    bayes_fit_query_func, 0, 0, 0, 0 },
  { "bayes_fit_weighted_query", 2, SQLITE_UTF8|SQLITE_DIRECTONLY,
                                    bayes_fit_query_weighted_func, 0, 0, 0, 0 },
};

/* The table-valued functions (eponymous virtual tables; vtab.c) */
static const BayesTvf *const aTvf[] = {
  &bayes_vtab_classes,
  &bayes_vtab_samples,
  &bayes_vtab_params,
  &bayes_vtab_drift,
  &bayes_vtab_scores,
};

/* The one exported symbol: everything else is built with hidden visibility
** (-fvisibility=hidden) or, in the amalgamation, static. */
#if defined(_WIN32)
# define BAYES_EXPORT __declspec(dllexport)
#elif defined(__GNUC__) || defined(__clang__)
# define BAYES_EXPORT __attribute__((visibility("default")))
#else
# define BAYES_EXPORT
#endif

BAYES_EXPORT int sqlite3_bayes_init(sqlite3 *db, char **pzErrMsg,
                       const sqlite3_api_routines *pApi){
  BayesConn *pConn;
  int rc = SQLITE_OK;
  size_t i;
  /* Every connection's load runs this; writing the (same) pointer only
  ** when it differs keeps loads in several threads from racing on it. */
#if !defined(SQLITE_CORE) && !defined(SQLITE_OMIT_LOAD_EXTENSION)
  if( sqlite3_api!=pApi ){ SQLITE_EXTENSION_INIT2(pApi); }
#else
  (void)pApi;          /* linked into SQLite itself: no API table */
#endif
  if( sqlite3_libversion_number()<BAYES_SQLITE_MIN ){
    int v = BAYES_SQLITE_MIN;
    if( pzErrMsg ){
      *pzErrMsg = sqlite3_mprintf("bayes: needs SQLite %d.%d.%d or later; "
                                  "this is SQLite %s", v/1000000,
                                  v/1000%1000, v%1000, sqlite3_libversion());
    }
    return SQLITE_ERROR;
  }
  pConn = bayes_conn_new(db);   /* held until registration is done */
  if( pConn==0 ){
    if( pzErrMsg ) *pzErrMsg = sqlite3_mprintf("bayes: out of memory");
    return SQLITE_NOMEM;
  }
  for(i=0; rc==SQLITE_OK && i<sizeof(aFunc)/sizeof(aFunc[0]); i++){
    const struct BayesFunc *p = &aFunc[i];
    int flags = p->flags;
    if( sqlite3_libversion_number()<3045000 ) flags &= ~JSONOUT;
    pConn->nRef++;
    if( p->xInverse ){
      rc = sqlite3_create_window_function(db, p->zName, p->nArg, flags, pConn,
             p->xStep, p->xFinal, p->xValue, p->xInverse, bayes_conn_release);
    }else{
      rc = sqlite3_create_function_v2(db, p->zName, p->nArg, flags, pConn,
             p->xFunc, p->xStep, p->xFinal, bayes_conn_release);
    }
    /* on failure the destructor has already been called */
  }
  for(i=0; rc==SQLITE_OK && i<sizeof(aTvf)/sizeof(aTvf[0]); i++){
    rc = bayes_vtab_register(db, pConn, aTvf[i]);
  }
  bayes_conn_release(pConn);
  if( rc && pzErrMsg ){
    *pzErrMsg = sqlite3_mprintf("bayes: cannot register functions: %s",
                     rc==SQLITE_NOMEM ? "out of memory" : sqlite3_errmsg(db));
  }
  return rc;
}
