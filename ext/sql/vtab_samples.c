/*
** sql/vtab_samples.c — bayes_samples(model, label, n, seed), a table-valued
** function: n feature vectors drawn from p(x | y = label), row i (0-based)
** being exactly bayes_sample(model, label, seed + i) (the seed wraps
** around as a 64-bit integer).  Columns:
**
**   draw     i, 0 .. n-1
**   sample   the JSON value bayes_sample returns (an array, or for named
**            features an object)
**   model, label, n, seed   HIDDEN: the arguments
**
**   SELECT sample ->> '$[0]' AS sepal_length
**   FROM bayes_samples('iris', 'setosa', 1000, 42);
**
** Rows are drawn one at a time: memory does not grow with n.
*/
#include "bayesInt.h"
#include <string.h>

typedef struct SamplesState { BayesBuf b; } SamplesState;

static int samplesDraw(BayesTvfCursor *pCur, BayesErr *pErr){
  SamplesState *p = (SamplesState*)pCur->pState;
  BayesRng rng;
  int rc;
  if( pCur->iRow>=pCur->aI[1] ){ pCur->bEof = 1; return SQLITE_OK; }
  p->b.n = 0;
  bayes_rng_seed(&rng, (u64)pCur->aI[2] + (u64)pCur->iRow);
  rc = pCur->pM->pKind->xSample(pCur->pM, (int)pCur->aI[0], &rng, &p->b, pErr);
  if( rc ) return rc;
  if( p->b.oom ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  return SQLITE_OK;
}

static int samplesIntArg(BayesTvfCursor *pCur, int i, const char *zWhat, i64 *pOut,
                  BayesErr *pErr){
  sqlite3_value *v = pCur->apArg[i];
  if( v==0 || sqlite3_value_type(v)==SQLITE_NULL
   || sqlite3_value_numeric_type(v)!=SQLITE_INTEGER ){
    bayes_err(pErr, "argument %d (%s) must be an integer",
              i+1, zWhat);
    return SQLITE_ERROR;
  }
  *pOut = sqlite3_value_int64(v);
  return SQLITE_OK;
}

static int samplesStart(BayesTvfCursor *pCur, BayesErr *pErr){
  SamplesState *p;
  int iClass = bayes_model_class_index(pCur->pM, pCur->apArg[1]);
  if( iClass<0 ){
    const char *z = (const char*)sqlite3_value_text(pCur->apArg[1]);
    bayes_err(pErr, "argument 2 (%.60s) is not a class of "
              "the model", z ? z : "NULL");
    return SQLITE_ERROR;
  }
  pCur->aI[0] = iClass;
  if( samplesIntArg(pCur, 2, "n, the number of rows", &pCur->aI[1], pErr) ) return 1;
  if( pCur->aI[1]<0 ){
    bayes_err(pErr, "argument 3 (n, the number of rows) is "
              "%lld; it must be at least 0", pCur->aI[1]);
    return SQLITE_ERROR;
  }
  if( samplesIntArg(pCur, 3, "the seed", &pCur->aI[2], pErr) ) return SQLITE_ERROR;
  p = sqlite3_malloc64(sizeof(*p));
  if( p==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  bayes_buf_init(&p->b);
  pCur->pState = p;
  return samplesDraw(pCur, pErr);
}

static int samplesColumn(BayesTvfCursor *pCur, sqlite3_context *ctx, int i){
  SamplesState *p = (SamplesState*)pCur->pState;
  if( i==0 ){
    sqlite3_result_int64(ctx, pCur->iRow);
  }else{
    sqlite3_result_text64(ctx, (const char*)p->b.a, (sqlite3_uint64)p->b.n,
                          SQLITE_TRANSIENT, SQLITE_UTF8);
    sqlite3_result_subtype(ctx, 'J');
  }
  return SQLITE_OK;
}

static void samplesReset(BayesTvfCursor *pCur){
  SamplesState *p = (SamplesState*)pCur->pState;
  if( p ) bayes_buf_free(&p->b);
}

const BayesTvf bayes_vtab_samples = {
  "bayes_samples", "bayes_samples(model, label, n, seed)",
  "CREATE TABLE x(draw, sample, model HIDDEN, label HIDDEN, n HIDDEN, "
  "seed HIDDEN)",
  2, 4, 4,
  samplesStart, samplesDraw, samplesColumn, samplesReset,
  0                  /* reads models only: SQLite's default risk */
};
