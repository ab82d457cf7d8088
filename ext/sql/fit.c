/*
** sql/fit.c — the fitting aggregates.
**
**   bayes_fit(spec, label, feature, ...)   aggregate and window function
**   bayes_fit_weighted(spec, label, weight, feature, ...)
**                                          aggregate and window function
**   bayes_merge(model)                     aggregate
**
** Usage:
**
**   INSERT INTO bayes_models(name, model)
**     SELECT 'iris', bayes_fit('gaussian_nb', species, sl, sw, pl, pw)
**     FROM iris;
**
**   SELECT bayes_fit('gaussian_nb priors=uniform', y, x1, x2)
**            OVER (ORDER BY t ROWS BETWEEN 99 PRECEDING AND CURRENT ROW)
**     FROM readings;                       -- a model per sliding frame
**
**   SELECT bayes_merge(model) FROM shard_models;   -- exact combination
**
** Rows whose label is NULL or blank ('', '  ') are skipped.  A weighted
** row counts as `weight` rows (any finite number >= 0; 0 and NULL weights
** leave the row out).  Positive weights whose total, or one class's, is
** too small for a model to hold (BAYES_MIN_WEIGHT) are an error naming
** them, not a fit without rows or a class silently dropped.
**
** No rows to fit is an error, "bayes_fit: no rows to fit (...)", when the
** aggregate ends (xFinal): a model is never NULL, so nothing NULL is
** stored by INSERT ... SELECT bayes_fit(...) (and bayes_merge of no models
** is its error too).  A window frame without rows is NULL, as SQL's
** aggregates give over an empty frame (xValue; with an EXCLUDE clause
** SQLite computes each frame as an aggregate, xFinal: the error again).
** The aggregate state is the kind's sufficient statistics, so memory does
** not grow with the number of rows; the window function removes a row
** through the kind's xRemove (the inverse of its streaming update).
** bayes_fit_row is the one per-row step: the aggregates call it, and so
** does bayes_fit_query (fit_query.c) for each row of its query.
*/
#include "bayesInt.h"
#include <string.h>
#include <math.h>

#define FIT_FUNC   "bayes_fit"
#define MERGE_FUNC "bayes_merge"
#define WFIT_FUNC  "bayes_fit_weighted"

/* If the label v is TEXT "key=value" (white space allowed around the
** '='), the length of its key (> 0), with *piKey its offset; else 0.  The
** usual slip: bayes_fit('gaussian_nb', 'var_smoothing=1e-3', y, x), an
** option passed as its own argument, where the label goes. */
static int fitOptionLike(sqlite3_value *v, int *piKey){
  const char *z;
  int n, i = 0, k, e;
  if( sqlite3_value_type(v)!=SQLITE_TEXT ) return 0;
  z = (const char*)sqlite3_value_text(v);
  n = sqlite3_value_bytes(v);
  if( z==0 ) return 0;
  while( i<n && (z[i]==' ' || z[i]=='\t') ) i++;
  for(k=i; k<n && ((z[k]>='a' && z[k]<='z') || (z[k]>='A' && z[k]<='Z')
                   || z[k]=='_' || (k>i && z[k]>='0' && z[k]<='9')); k++){}
  for(e=k; e<n && (z[e]==' ' || z[e]=='\t'); e++){}
  if( k==i || e>=n || z[e]!='=' ) return 0;
  *piKey = i;
  return k-i;
}

/* 1 if z[0..n) names an option of kind pK (priors and prior_alpha too) */
static int fitIsOption(const BayesKind *pK, const char *z, int n){
  const char *zL = pK->zSpecOptions;
  int i;
  if( (n==6 && memcmp(z, "priors", 6)==0)
   || (n==11 && memcmp(z, "prior_alpha", 11)==0) ) return 1;
  for(i=0; i<pK->nOpt; i++){
    if( (int)strlen(pK->aOpt[i].zName)==n
     && memcmp(pK->aOpt[i].zName, z, n)==0 ) return 1;
  }
  while( zL && *zL ){             /* "gaussian, categorical, bernoulli" */
    int m = 0;
    while( *zL==',' || *zL==' ' ) zL++;
    while( zL[m] && zL[m]!=',' ) m++;
    if( m==n && memcmp(zL, z, n)==0 ) return 1;
    zL += m;
  }
  return 0;
}

/* The hint for a label that looks like an option, appended to the message
** of an error in its row: options belong in the spec string. */
static void fitOptionHint(BayesErr *pErr, sqlite3_value *pLabel,
                          const char *zSpec, const char *zFunc){
  int iKey, nMsg = (int)strlen(pErr->zMsg);
  if( fitOptionLike(pLabel, &iKey)==0 ) return;
  sqlite3_snprintf(BAYES_MAX_ERRMSG-nMsg, pErr->zMsg+nMsg, " (argument 2, "
                   "the label, is '%.40s': options belong in the spec "
                   "string, as %s('%.40s %.40s', label, ...))",
                   (const char*)sqlite3_value_text(pLabel), zFunc, zSpec,
                   (const char*)sqlite3_value_text(pLabel)+iKey);
}

/* Decode one row and find its class; *ppC is NULL if the label is NULL
** or blank ('' or white space only, as an empty CSV cell). */
static int fitRow(sqlite3_context *ctx, BayesFit *p, int argc,
                  sqlite3_value **argv, int bCreate, BayesClass **ppC,
                  int nPre, const char *zFunc){
  BayesErr err;
  BayesModel *pM = p->pM;
  int rc;
  err.rc = SQLITE_OK;
  *ppC = 0;
  if( sqlite3_value_type(argv[1])==SQLITE_NULL
   || bayes_value_is_blank(argv[1]) ) return SQLITE_OK;   /* '': as NULL */
  if( pM->nFeat<0 ){
    int iKey, nKey = fitOptionLike(argv[1], &iKey);
    const char *zL = (const char*)sqlite3_value_text(argv[1]);
    if( nKey && fitIsOption(pM->pKind, zL+iKey, nKey) ){
      bayes_result_errf(ctx, zFunc, "argument 2 (the label) is '%.40s', "
                        "an option of %s: options belong in the spec "
                        "string, as %s('%.40s %.40s', label, %sfeature, "
                        "...)", zL, pM->pKind->zName, zFunc, p->zSpec,
                        zL+iKey, nPre==3 ? "weight, " : "");
      return SQLITE_ERROR;
    }
  }
  /* a bag argument that is bayes_tokens' last output is not parsed again */
  p->row.pBag = &((BayesConn*)sqlite3_user_data(ctx))->tokBag;
  if( pM->pNames && argc-nPre==1 && bayes_value_is_object(argv[nPre]) ){
    /* a row by name (docs/features.md): with names= in the spec, one JSON
    ** object argument gives each feature by its key, for every kind */
    const char *z = (const char*)sqlite3_value_text(argv[nPre]);
    int n = sqlite3_value_bytes(argv[nPre]);
    if( z==0 ){ sqlite3_result_error_nomem(ctx); return SQLITE_NOMEM; }
    rc = bayes_row_decode_object(&p->row, pM->pKind->eInput, z, n,
                                 pM->pNames, nPre+1, pM->pKind->zName, &err);
  }else{
    rc = bayes_row_decode(&p->row, pM->pKind->eInput, argv+nPre, argc-nPre,
                          nPre+1, pM->pKind->zName, &err);
  }
  if( rc==SQLITE_ERROR ) fitOptionHint(&err, argv[1], p->zSpec, zFunc);
  if( rc ){ bayes_result_err(ctx, zFunc, &err); return rc; }
  if( pM->nFeat<0 ){
    if( bayes_spec_check_features(pM, p->row.nX, &err) ){
      fitOptionHint(&err, argv[1], p->zSpec, zFunc);
      bayes_result_err(ctx, zFunc, &err);
      return SQLITE_ERROR;
    }
    pM->nFeat = p->row.nX;
  }else if( p->row.nX!=pM->nFeat ){
    bayes_result_errf(ctx, zFunc, "this row has %d features but earlier "
                      "rows had %d", p->row.nX, pM->nFeat);
    return SQLITE_ERROR;
  }
  rc = bayes_model_class(pM, argv[1], bCreate, ppC, &err);
  if( rc ){ bayes_result_err(ctx, zFunc, &err); return rc; }
  return SQLITE_OK;
}

/* The weight of a bayes_fit_weighted row: 0 on success with *pW set, or an
** error.  NULL leaves *pW at -1 (the row is skipped). */
static int fitWeight(sqlite3_context *ctx, sqlite3_value *pV, double *pW,
                     const char *zFunc){
  int t = sqlite3_value_type(pV);
  double w;
  *pW = -1.0;
  if( t==SQLITE_NULL ) return SQLITE_OK;
  if( t!=SQLITE_INTEGER && t!=SQLITE_FLOAT ){
    bayes_result_errf(ctx, zFunc, "the weight (argument 3) is not a "
                      "number; weights are numbers >= 0");
    return SQLITE_ERROR;
  }
  w = sqlite3_value_double(pV);
  if( !(w>=0.0) || isinf(w) ){
    bayes_result_errf(ctx, zFunc, "the weight (argument 3) is %g; "
                      "weights are finite numbers >= 0", w);
    return SQLITE_ERROR;
  }
  *pW = w;
  return SQLITE_OK;
}

/* One row of bayes_fit (nPre==2) or bayes_fit_weighted (nPre==3) into
** the fit p: argv[0] the spec, argv[1] the label, [argv[2] the weight],
** then the features.  The one per-row step of the aggregates and of
** bayes_fit_query (fit_query.c).  On an error the message (prefixed zFunc)
** is set on ctx and the return is nonzero. */
int bayes_fit_row(sqlite3_context *ctx, BayesFit *p, int argc,
                  sqlite3_value **argv, int nPre, const char *zFunc){
  BayesClass *pC;
  BayesErr err;
  const char *zSpec;
  double w = 1.0;
  if( argc<nPre+1 ){
    if( nPre==2 ){
      bayes_result_errf(ctx, zFunc, "expected bayes_fit(spec, label, "
                        "feature, ...) with at least one feature");
    }else{
      bayes_result_errf(ctx, zFunc, "expected bayes_fit_weighted(spec, "
                        "label, weight, feature, ...) with at least one "
                        "feature");
    }
    return SQLITE_ERROR;
  }
  if( nPre==3 ){
    if( fitWeight(ctx, argv[2], &w, zFunc) ) return SQLITE_ERROR;
  }
  err.rc = SQLITE_OK;
  zSpec = (const char*)sqlite3_value_text(argv[0]);
  if( p->pM==0 ){
    if( zSpec==0 && sqlite3_value_type(argv[0])!=SQLITE_NULL ){
      sqlite3_result_error_nomem(ctx);
      return SQLITE_NOMEM;
    }
    if( bayes_model_from_spec(zSpec, &p->pM, &err) ){
      bayes_result_err(ctx, zFunc, &err);
      return SQLITE_ERROR;
    }
    p->zSpec = sqlite3_mprintf("%s", zSpec);
    if( p->zSpec==0 ){ sqlite3_result_error_nomem(ctx); return SQLITE_NOMEM; }
  }else if( zSpec==0 || strcmp(zSpec, p->zSpec)!=0 ){
    bayes_result_errf(ctx, zFunc, "the spec changed between rows (from "
                      "'%.60s' to '%.60s'); one model has one spec", p->zSpec,
                      zSpec ? zSpec : "NULL");
    return SQLITE_ERROR;
  }
  p->nStep++;
  /* the connection's worker threads (bayes_threads), for the kinds'
  ** folds: made at the first row, started at the first fold big enough */
  if( p->pPool==0 && !p->bNoPool ){
    p->pPool = bayes_pool_new(
        bayes_threads_conn((BayesConn*)sqlite3_user_data(ctx)));
    p->bNoPool = p->pPool==0;
  }
  p->pM->pPool = p->pPool;
  if( w<=0.0 ){                 /* NULL weight: skipped; 0: left out */
    p->nNoWeight++;
    return SQLITE_OK;
  }
  if( fitRow(ctx, p, argc, argv, 1, &pC, nPre, zFunc) ) return SQLITE_ERROR;
  if( pC==0 ) return SQLITE_OK;
  p->row.w = w;
  if( bayes_model_add(p->pM, pC, &p->row, &err) ){
    bayes_result_err(ctx, zFunc, &err);
    return SQLITE_ERROR;
  }
  return SQLITE_OK;
}

/* One step of bayes_fit (nPre==2) or bayes_fit_weighted (nPre==3) */
static void fitStep(sqlite3_context *ctx, int argc, sqlite3_value **argv,
                    int nPre, const char *zFunc){
  BayesFit *p;
  if( argc<nPre+1 ){                  /* the message, before any context */
    bayes_fit_row(ctx, 0, argc, argv, nPre, zFunc);
    return;
  }
  p = (BayesFit*)sqlite3_aggregate_context(ctx, sizeof(BayesFit));
  if( p==0 ){ sqlite3_result_error_nomem(ctx); return; }
  bayes_fit_row(ctx, p, argc, argv, nPre, zFunc);
}

static void fitInverse(sqlite3_context *ctx, int argc, sqlite3_value **argv,
                       int nPre, const char *zFunc){
  BayesFit *p = (BayesFit*)sqlite3_aggregate_context(ctx, 0);
  BayesClass *pC;
  BayesErr err;
  double w = 1.0;
  err.rc = SQLITE_OK;
  if( p==0 || p->pM==0 || argc<nPre+1 ) return;
  if( nPre==3 && (fitWeight(ctx, argv[2], &w, zFunc) || w<=0.0) ) return;
  if( fitRow(ctx, p, argc, argv, 0, &pC, nPre, zFunc) ) return;
  if( pC==0 ){
    if( sqlite3_value_type(argv[1])==SQLITE_NULL
     || bayes_value_is_blank(argv[1]) ) return;     /* skipped when added */
    bayes_result_errf(ctx, zFunc, "window removes a row whose class "
                      "was never added");
    return;
  }
  p->row.w = w;
  if( bayes_model_remove(p->pM, pC, &p->row, &err) ){
    bayes_result_err(ctx, zFunc, &err);
  }
}

void bayes_fit_step(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  fitStep(ctx, argc, argv, 2, FIT_FUNC);
}
void bayes_fit_inverse(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  fitInverse(ctx, argc, argv, 2, FIT_FUNC);
}
void bayes_fit_weighted_step(sqlite3_context *ctx, int argc,
                             sqlite3_value **argv){
  fitStep(ctx, argc, argv, 3, WFIT_FUNC);
}
void bayes_fit_weighted_inverse(sqlite3_context *ctx, int argc,
                                sqlite3_value **argv){
  fitInverse(ctx, argc, argv, 3, WFIT_FUNC);
}

/* Finalize (validating priors) and return the current model as a BLOB */
static void fitResult(sqlite3_context *ctx, BayesModel *pM, const char *zFunc){
  BayesBuf b;
  BayesErr err;
  err.rc = SQLITE_OK;
  if( pM==0 || !(pM->nRow>BAYES_MIN_WEIGHT) ){
    sqlite3_result_null(ctx); return;
  }
  if( bayes_model_finalize(pM, &err)
   || bayes_model_serialize(pM, &b, &err) ){
    bayes_result_err(ctx, zFunc, &err);
    return;
  }
  if( pM->nClass==0 ){
    bayes_buf_free(&b);
    sqlite3_result_null(ctx);
    return;
  }
  sqlite3_result_blob64(ctx, b.a, (sqlite3_uint64)b.n, sqlite3_free);
}

void bayes_fit_value(sqlite3_context *ctx){
  BayesFit *p = (BayesFit*)sqlite3_aggregate_context(ctx, 0);
  fitResult(ctx, p ? p->pM : 0, FIT_FUNC);
}
void bayes_fit_weighted_value(sqlite3_context *ctx){
  BayesFit *p = (BayesFit*)sqlite3_aggregate_context(ctx, 0);
  fitResult(ctx, p ? p->pM : 0, WFIT_FUNC);
}

/* The error of an aggregate that ends without a row to fit */
static void fitNoRows(sqlite3_context *ctx, const BayesFit *p,
                      const char *zFunc, int nPre){
  if( p==0 || p->nStep==0 ){
    bayes_result_errf(ctx, zFunc, "no rows to fit (the query gave no "
                      "rows); a model needs at least one row with a label");
  }else if( p->pM && p->pM->nClass>0 && p->pM->nRow>0.0 ){
    /* rows with a label and a weight > 0 were added, but their weights
    ** are too small for a model to hold (a model BLOB keeps weighted
    ** totals above BAYES_MIN_WEIGHT: docs/format.md) */
    bayes_result_errf(ctx, zFunc, "the weights of the rows with a label sum "
                      "to %g; a model needs a total weight above %g (weights "
                      "count as rows: multiply every weight by one constant "
                      "to bring the sum up)", p->pM->nRow, BAYES_MIN_WEIGHT);
  }else{
    bayes_result_errf(ctx, zFunc, "no rows to fit with '%.60s' (%lld "
                      "row%s, every %s); a model needs at least one row "
                      "with a label%s", p->zSpec, p->nStep,
                      p->nStep==1 ? "" : "s",
                      p->nNoWeight==p->nStep ? "weight NULL or 0"
                      : p->nNoWeight ? "label NULL or blank or weight NULL "
                      "or 0" : "label NULL or blank",
                      nPre==3 ? " and a weight > 0" : "");
  }
}

/* The end of a fit: its model BLOB as the result (or the no-rows error),
** then everything p holds is freed (p itself is the caller's). */
void bayes_fit_finish(sqlite3_context *ctx, BayesFit *p, int nPre,
                      const char *zFunc){
  int i;
  if( p==0 || p->pM==0 || !(p->pM->nRow>BAYES_MIN_WEIGHT) ){
    fitNoRows(ctx, p, zFunc, nPre);
    bayes_fit_clear(p);
    return;
  }
  /* a class whose rows all had weights too small for a model to hold
  ** would be dropped as a class without rows: say so instead (only here,
  ** at the end of an aggregate: in a window frame a class whose rows left
  ** the frame keeps a rounding residue and is rightly dropped) */
  for(i=0; i<p->pM->nClass; i++){
    const BayesClass *pC = p->pM->apClass[i];
    if( pC->n>0.0 && !(pC->n>BAYES_MIN_WEIGHT) ){
      BayesBuf L;
      bayes_buf_init(&L);
      bayes_json_label(&L, &pC->label);
      if( L.oom ){
        sqlite3_result_error_nomem(ctx);
      }else{
        bayes_result_errf(ctx, zFunc, "the weights of class %.*s sum to %g; "
                          "a class needs a total weight above %g (weights "
                          "count as rows: multiply every weight by one "
                          "constant to bring the sum up)", (int)(L.n>60 ? 60
                          : L.n), L.a, pC->n, BAYES_MIN_WEIGHT);
      }
      bayes_buf_free(&L);
      bayes_fit_clear(p);
      return;
    }
  }
  /* the end of a fit, not a window's frame (xValue) nor a merge: lda and
  ** qda store their factors where that pays (BAYES_FIT_AUTO, bayesInt.h) */
  p->pM->eFit = BAYES_FIT_AUTO;
  fitResult(ctx, p->pM, zFunc);
  bayes_fit_clear(p);
}

void bayes_fit_clear(BayesFit *p){
  if( p==0 ) return;
  if( p->pM ) p->pM->pPool = 0;
  bayes_pool_free(p->pPool);      /* joins its threads */
  p->pPool = 0;
  p->bNoPool = 0;
  bayes_model_unref(p->pM);
  bayes_row_free(&p->row);
  sqlite3_free(p->zSpec);
  p->pM = 0;
  p->zSpec = 0;
}

static void fitFinal(sqlite3_context *ctx, int nPre, const char *zFunc){
  BayesFit *p = (BayesFit*)sqlite3_aggregate_context(ctx, 0);
  bayes_fit_finish(ctx, p, nPre, zFunc);
}

void bayes_fit_final(sqlite3_context *ctx){ fitFinal(ctx, 2, FIT_FUNC); }
void bayes_fit_weighted_final(sqlite3_context *ctx){
  fitFinal(ctx, 3, WFIT_FUNC);
}

/* ------------------------------------------------------------ merge */
typedef struct MergeCtx { BayesModel *pM; } MergeCtx;

void bayes_merge_step(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  MergeCtx *p;
  BayesModel *pNew = 0;
  BayesErr err;
  (void)argc;
  err.rc = SQLITE_OK;
  if( sqlite3_value_type(argv[0])==SQLITE_NULL ) return;
  if( bayes_cache_text_check(argv[0], 1, &err) ){
    bayes_result_err(ctx, MERGE_FUNC, &err);
    return;
  }
  if( sqlite3_value_type(argv[0])!=SQLITE_BLOB ){
    bayes_result_errf(ctx, MERGE_FUNC, "argument 1 is not a model BLOB");
    return;
  }
  p = (MergeCtx*)sqlite3_aggregate_context(ctx, sizeof(MergeCtx));
  if( p==0 ){ sqlite3_result_error_nomem(ctx); return; }
  if( bayes_model_parse(sqlite3_value_blob(argv[0]),
                        sqlite3_value_bytes(argv[0]), &pNew, &err) ){
    bayes_result_err(ctx, MERGE_FUNC, &err);
    return;
  }
  if( p->pM==0 ){
    p->pM = pNew;
    return;
  }
  if( bayes_model_merge(p->pM, pNew, &err) ){
    bayes_result_err(ctx, MERGE_FUNC, &err);
  }
  bayes_model_unref(pNew);
}

void bayes_merge_final(sqlite3_context *ctx){
  MergeCtx *p = (MergeCtx*)sqlite3_aggregate_context(ctx, 0);
  if( p==0 || p->pM==0 ){
    bayes_result_errf(ctx, MERGE_FUNC, "no models to merge (the query gave "
                      "no rows, or every model was NULL)");
    return;
  }
  fitResult(ctx, p->pM, MERGE_FUNC);
  bayes_model_unref(p->pM);
  p->pM = 0;
}
