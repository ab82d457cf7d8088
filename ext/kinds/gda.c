/*
** kinds/gda.c — what the two Gaussian discriminant analysis kinds (kinds/lda.c,
** kinds/qda.c) share beyond linear algebra: which rows a fit uses, how many
** rows to buffer before a blocked co-moment update, the rows that score
** the same for every class, and drawing a sample.
**
** No SQL functions live here.  Declared in bayesInt.h's gda.c section.
*/
#include "bayesInt.h"
#include "linalg.h"
#include "carve.h"
#include <math.h>
#include <string.h>

/* The weights of a buffered block for bayes_mom_fold: NULL when every
** one is 1 (the unweighted update, so bayes_fit_weighted with weight 1
** gives bayes_fit's model bit for bit), else aBufW. */
const double *bayes_gda_block_weights(const double *aBufW, int nb){
  int r;
  for(r=0; r<nb && aBufW[r]==1.0; r++){}
  return r<nb ? aBufW : 0;
}

/* Rows buffered before a blocked co-moment update: a block of about 256 KB
** (32768 doubles), between 1 and 64 rows. */
int bayes_gda_block_rows(i64 d){
  i64 nb = d>0 ? 32768/d : 64;
  if( nb>64 ) nb = 64;
  if( nb<1 ) nb = 1;
  return (int)nb;
}

/* 1 if the row is to be skipped (a missing feature), 0 to use it, -1 after
** an error (an infinite feature; reported in pErr if pErr is not 0). */
int bayes_gda_check_row(const BayesModel *pM, const BayesRow *pRow,
                        BayesErr *pErr){
  int j;
  if( pRow->nMissing>0 ) return 1;
  for(j=0; j<pM->nFeat; j++){
    if( isinf(pRow->aX[j]) ){
      if( pErr ){
        bayes_err(pErr, "feature %d is %s; %s needs finite numbers",
                  j+1, pRow->aX[j]>0 ? "+Inf" : "-Inf", pM->pKind->zName);
      }
      return -1;
    }
  }
  return 0;
}

/* Fitting one row: an error if the model has more than nMax features
** (bWide), nothing for a row with a missing feature, else the row is
** copied into the block buffer aBuf as row *pnBuf, its weight (1 unless
** bayes_fit_weighted) into aBufW[*pnBuf], and *pnBuf grows (the caller
** folds the block when it is full). */
int bayes_gda_buffer_row(const BayesModel *pM, const BayesRow *pRow,
                         int bWide, int nMax, double *aBuf, double *aBufW,
                         int *pnBuf, BayesErr *pErr){
  int d = pM->nFeat, rc;
  if( bWide ){
    bayes_err(pErr, "%s takes at most %d features; these rows "
              "have %d", pM->pKind->zName, nMax, d);
    return SQLITE_ERROR;
  }
  rc = bayes_gda_check_row(pM, pRow, pErr);
  if( rc ) return rc<0 ? SQLITE_ERROR : SQLITE_OK;
  memcpy(aBuf + (size_t)*pnBuf*d, pRow->aX, sizeof(double)*(size_t)d);
  aBufW[*pnBuf] = pRow->w;
  (*pnBuf)++;
  return SQLITE_OK;
}

/* Scoring scratch: 3d doubles (a difference, then 2d of work) and, when
** the row misses features, d ints (the observed ones, *paSub).  aStack
** (3 nStack doubles) serves a complete row of at most nStack features;
** otherwise one allocation, in *paHeap for the caller to sqlite3_free.
** Returns the doubles, NULL when out of memory. */
double *bayes_gda_scratch(const BayesModel *pM, const BayesRow *pRow,
                          double *aStack, int nStack, double **paHeap,
                          int **paSub){
  i64 d = pM->nFeat;
  BayesCarve aL[] = { BAYES_CARVE(paHeap, 3*d), BAYES_CARVE(paSub, d) };
  *paHeap = 0;
  *paSub = 0;
  if( d<=nStack && pRow->nMissing==0 ) return aStack;
  return bayes_carve(aL, BAYES_NCARVE(aL));
}

/* Rows that need no density: a model without any complete row, or a row
** with every feature missing, scores log p(x|y) = 0 for every class (the
** posterior is the prior); a row with an infinite feature is impossible
** for every class.  Returns 1 after filling aLL for such a row, else 0. */
int bayes_gda_score_trivial(const BayesModel *pM, int bEmpty,
                            const BayesRow *pRow, double *aLL){
  int i, j, d = pM->nFeat;
  double v = 0.0;
  if( !bEmpty && pRow->nMissing<d ){
    for(j=0; j<d && !isinf(pRow->aX[j]); j++){}
    if( j==d ) return 0;
    v = -INFINITY;
  }
  for(i=0; i<pM->nClass; i++) aLL[i] = v;
  return 1;
}

/* Append a JSON array drawn from N(aMu, Sigma), Sigma factored in g. */
int bayes_gda_sample(const BayesModel *pM, int bEmpty, const BayesGauss *g,
                     const double *aMu, BayesRng *pRng, BayesBuf *pB,
                     BayesErr *pErr){
  int d = pM->nFeat, j;
  double *z;
  if( bEmpty ){
    bayes_err(pErr, "this %s model saw no row without a "
              "missing feature, so it has no distribution to sample",
              pM->pKind->zName);
    return SQLITE_ERROR;
  }
  z = sqlite3_malloc64(sizeof(double)*(u64)(2*d+1));
  if( z==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  for(j=0; j<d; j++) z[j] = bayes_rng_normal(pRng);
  bayes_gauss_apply(g, z, z+d);
  for(j=0; j<d; j++){
    z[d+j] += aMu[j];
    if( !isfinite(z[d+j]) ){
      /* a mean near 1e308 and a draw beyond it (or a variance so large
      ** that the draw overflows) */
      bayes_err(pErr, "the draw of feature %d (mean %g) overflows", j+1,
                aMu[j]);
      sqlite3_free(z);
      return SQLITE_ERROR;
    }
  }
  bayes_json_nums(pB, z+d, d);
  sqlite3_free(z);
  return SQLITE_OK;
}

/* The complete rows' weight of a class as a BLOB stores it: at most the
** class's total weight.  Weighted window frames leave the two sums apart
** by rounding (they add and remove the same weights in different ways);
** a reader accepts a little excess and clamps it, and a writer clamps, so
** every model read writes a BLOB that reads (merges add clamped values). */
double bayes_gda_rows_stored(double nRows, double nClass){
  return nRows<=nClass ? nRows : nClass;
}

void bayes_gda_err_spread(BayesErr *pErr, const BayesModel *pM, int iFeat,
                          int bRead, const char *zWhat){
  if( bRead ){
    bayes_err(pErr, "model BLOB is corrupt (%s feature %d: %s)",
              pM->pKind->zName, iFeat+1, zWhat);
  }else{
    bayes_err(pErr, "feature %d: values too far apart for %s (%s)",
              iFeat+1, pM->pKind->zName, zWhat);
  }
}

/* ------------------------------------------------------------ bayes_sql */
/* The joints of a model with no complete row: 0 for every class */
int bayes_gda_sql_empty(int nClass, BayesBuf *pB){
  int i;
  for(i=0; i<nClass; i++){
    bayes_buf_str(pB, i ? ",0.0 AS j" : "0.0 AS j");
    bayes_json_int(pB, i);
  }
  return pB->oom ? SQLITE_NOMEM : SQLITE_OK;
}

/* The row's guards: every feature NULL (the priors alone), and an
** infinite feature (an impossible row), as the scores treat them */
void bayes_gda_sql_guards(int d, const BayesSqlCols *pCols,
                          BayesSqlSum *pAllNull, BayesSqlSum *pAnyInf){
  int j;
  bayes_sqltext_sum_init(pAllNull);
  bayes_sqltext_sum_init(pAnyInf);
  for(j=0; j<d; j++){
    BayesBuf *p = bayes_sqltext_sum_term(pAllNull);
    bayes_buf_str(p, pCols->azCol[j]);
    bayes_buf_str(p, " IS NULL");
    p = bayes_sqltext_sum_term(pAnyInf);
    bayes_buf_str(p, "abs(");
    bayes_buf_str(p, pCols->azCol[j]);
    bayes_buf_str(p, ")>1.7976931348623157e308");
  }
}

/* The subquery that computes the guards once, as columns _n and _i */
int bayes_gda_sql_guards_end(BayesSqlSum *pAllNull, BayesSqlSum *pAnyInf,
                             BayesBuf *pB){
  bayes_buf_str(pB, " FROM (SELECT ");
  bayes_sqltext_sum_end(pAllNull, " AND ", "1", pB);
  bayes_buf_str(pB, " AS _n,");
  bayes_sqltext_sum_end(pAnyInf, " OR ", "0", pB);
  bayes_buf_str(pB, " AS _i)");
  return pB->oom ? SQLITE_NOMEM : SQLITE_OK;
}
