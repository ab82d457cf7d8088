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
#include <float.h>

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

/* ------------------------------------------------------------ stored factors
** A factored covariance (linalg.h's BayesGauss) as a model BLOB's fit
** section stores it (format version 5, docs/format.md), so that reading a
** model does not factor it again (O(d^3); issue 38).  The bytes:
**
**   u32 m, u32 nIso, u32 nNull, u8 bChol, u32 r, u32 rank, u32 nFloor,
**   f64 nullVar, f64 logdet,
**   u32 x (m + nIso + nNull) the dimensions: factored, isolated, null,
**   f64 x nIso variances of the isolated ones,
**   Cholesky: f64 x m(m+1)/2  W = L^-1 packed by rows;
**   eigen:    f64 x r*m eigenvectors (rows), f64 x r their variances.
**
** bayes_gda_gauss_read checks what the bytes alone can say (counts, a
** permutation of the d dimensions, finite values, positive variances and
** diagonal, the log-determinant against the factor's diagonal) and
** bayes_gda_gauss_check what the model can say at O(d^2) cost, against
** the covariance the factor claims to factor. */
#define GDA_GAUSS_LOGDET_TOL 1e-9
#define GDA_GAUSS_PROBE_TOL 1e-6

void bayes_gda_gauss_write(const BayesGauss *pG, BayesBuf *pB){
  int i, n = pG->m + pG->nIso + pG->nNull;
  bayes_put_u32(pB, (u32)pG->m);
  bayes_put_u32(pB, (u32)pG->nIso);
  bayes_put_u32(pB, (u32)pG->nNull);
  bayes_put_u8(pB, pG->bChol ? 1u : 0u);
  bayes_put_u32(pB, (u32)pG->r);
  bayes_put_u32(pB, (u32)pG->rank);
  bayes_put_u32(pB, (u32)pG->nFloor);
  bayes_put_f64(pB, pG->nullVar);
  bayes_put_f64(pB, pG->logdet);
  for(i=0; i<n; i++) bayes_put_u32(pB, (u32)pG->aIdx[i]);
  bayes_put_f64s(pB, pG->aIsoVar, pG->nIso);
  if( pG->m>0 ){
    if( pG->bChol ){
      bayes_put_f64s(pB, pG->aF, (i64)pG->m*(pG->m+1)/2);
    }else{
      bayes_put_f64s(pB, pG->aF, (i64)pG->r*pG->m + pG->r);
    }
  }
}

/* The doubles of pG->aF as a fit section stores them, last in the
** factor's bytes: a Cholesky factor's packed W, or an eigen factor's
** vectors and variances */
i64 bayes_gda_gauss_nf(const BayesGauss *pG){
  if( pG->m<=0 ) return 0;
  return pG->bChol ? (i64)pG->m*(pG->m+1)/2 : (i64)pG->r*pG->m + pG->r;
}

/* SQLITE_OK (*pG filled), SQLITE_ERROR (the bytes do not hold a factor of
** d dimensions: the caller factors again) or SQLITE_NOMEM.  pG is always
** safe to pass to bayes_gauss_free afterwards. */
int bayes_gda_gauss_read(BayesGauss *pG, int d, int eMode, BayesReader *pR){
  u32 m, nIso, nNull, r, i;
  i64 nF;
  double ld = 0.0, lsum = 0.0;
  unsigned char *aSeen;
  memset(pG, 0, sizeof(*pG));
  m = bayes_get_u32(pR);
  nIso = bayes_get_u32(pR);
  nNull = bayes_get_u32(pR);
  pG->bChol = (int)bayes_get_u8(pR);
  r = bayes_get_u32(pR);
  pG->rank = (int)(bayes_get_u32(pR) & 0x7fffffff);
  pG->nFloor = (int)(bayes_get_u32(pR) & 0x7fffffff);
  pG->nullVar = bayes_get_f64(pR);
  pG->logdet = bayes_get_f64(pR);
  if( pR->bad || d<0 || m>(u32)d || nIso>(u32)d || nNull>(u32)d
   || (i64)m + nIso + nNull!=d || pG->bChol>1
   || (pG->bChol ? r!=m : r>m) || (eMode==BAYES_GAUSS_FLOOR && r!=m)
   || !isfinite(pG->logdet) || !isfinite(pG->nullVar)
   || (eMode==BAYES_GAUSS_FLOOR ? (nNull>0 && !(pG->nullVar>0.0))
                                : pG->nullVar!=0.0)
   || pG->rank!=(int)(r + nIso + (eMode==BAYES_GAUSS_FLOOR ? nNull : 0))
   || pG->nFloor>d ){
    return SQLITE_ERROR;
  }
  nF = m==0 ? 0 : pG->bChol ? (i64)m*(m+1)/2 : (i64)r*m + r;
  if( !bayes_get_room(pR, (i64)d, 4) || !bayes_get_room(pR, nIso + nF, 8) ){
    return SQLITE_ERROR;
  }
  pG->d = d;
  pG->m = (int)m;
  pG->r = (int)r;
  pG->nIso = (int)nIso;
  pG->nNull = (int)nNull;
  pG->aIdx = sqlite3_malloc64(sizeof(int)*(u64)(d+1) + (u64)d + 1);
  pG->aIsoVar = sqlite3_malloc64(sizeof(double)*(u64)(nIso+1));
  pG->aF = sqlite3_malloc64(sizeof(double)*(u64)(nF+1));
  if( pG->aIdx==0 || pG->aIsoVar==0 || pG->aF==0 ){
    bayes_gauss_free(pG);
    return SQLITE_NOMEM;
  }
  aSeen = (unsigned char*)(pG->aIdx + d + 1);
  memset(aSeen, 0, (size_t)d);
  pG->aIso = pG->aIdx + m;
  pG->aNull = pG->aIdx + m + nIso;
  for(i=0; i<(u32)d; i++){
    u32 j = bayes_get_u32(pR);
    if( j>=(u32)d || aSeen[j] ){ bayes_gauss_free(pG); return SQLITE_ERROR; }
    aSeen[j] = 1;
    pG->aIdx[i] = (int)j;
  }
  bayes_get_f64s(pR, pG->aIsoVar, nIso);
  bayes_get_f64s(pR, pG->aF, nF);
  if( pR->bad ){ bayes_gauss_free(pG); return SQLITE_ERROR; }
  /* the log-determinant, again from the factor's variances */
  for(i=0; i<nIso; i++){
    double v = pG->aIsoVar[i];
    if( !(v>0.0 && v<=DBL_MAX) ){ bayes_gauss_free(pG); return SQLITE_ERROR; }
    ld += log(v);
    lsum += fabs(log(v));
  }
  for(i=0; i<(u32)nF; i++){
    if( !isfinite(pG->aF[i]) ){ bayes_gauss_free(pG); return SQLITE_ERROR; }
  }
  if( m>0 && pG->bChol ){
    for(i=0; i<m; i++){
      double w = pG->aF[(size_t)i*(i+1)/2 + i];
      if( !(w>0.0) ){ bayes_gauss_free(pG); return SQLITE_ERROR; }
      ld -= 2.0*log(w);
      lsum += fabs(2.0*log(w));
    }
  }else if( m>0 ){
    pG->aLam = pG->aF + (size_t)r*m;
    for(i=0; i<r; i++){
      double v = pG->aLam[i];
      if( !(v>0.0) ){ bayes_gauss_free(pG); return SQLITE_ERROR; }
      ld += log(v);
      lsum += fabs(log(v));
    }
  }
  if( eMode==BAYES_GAUSS_FLOOR && nNull>0 ){
    ld += nNull*log(pG->nullVar);
    lsum += fabs(nNull*log(pG->nullVar));
  }
  if( !(fabs(ld - pG->logdet)<=GDA_GAUSS_LOGDET_TOL*(1.0 + lsum)) ){
    bayes_gauss_free(pG);
    return SQLITE_ERROR;
  }
  return SQLITE_OK;
}

/* The probe vector of bayes_gda_gauss_check: entries in [1, 2) */
static double gdaProbe(int i){ return 1.0 + (double)((i*37)%101)/101.0; }

/* Row j of a lower triangle aS of leading dimension ld, or packed (ld 0:
** row j at j(j+1)/2, as a BLOB stores it) */
const double *bayes_gda_row(const double *aS, int ld, int j){
  return aS + (ld>0 ? (size_t)j*ld : (size_t)j*(j+1)/2);
}

double *bayes_gda_unpack(const double *aPacked, int d){
  double *a = sqlite3_malloc64(sizeof(double)*((u64)d*d + 1));
  int j;
  if( a==0 ) return 0;
  for(j=0; j<d; j++){
    memcpy(a + (size_t)j*d, bayes_gda_row(aPacked, 0, j),
           sizeof(double)*(size_t)(j+1));
  }
  return a;
}

/* Sigma_jk (any order) from the lower triangle of aS (leading dimension
** ld, or packed: ld 0) as bayes_gda_gauss_check takes it: v = aS / div (0
** if div is not positive), times 1 - reg, and on the diagonal raised to 0
** if negative, plus reg -- qda's covariance from its co-moment, and for
** div 1, reg 0 the matrix aS itself (lda's Sigma, whose diagonal is not
** negative). */
double bayes_gda_sigma_at(const double *aS, int ld, double div, double reg,
                          int j, int k){
  int a = j>=k ? j : k, b = j>=k ? k : j;
  double v = div>0.0 ? bayes_gda_row(aS, ld, a)[b]/div : 0.0;
  v *= 1.0 - reg;
  if( a==b ){
    if( v<0.0 ) v = 0.0;
    v += reg;
  }
  return v;
}

/* 1 if the factor pG read from a BLOB (bayes_gda_gauss_read) is one of
** Sigma (d x d, bayes_gda_sigma_at of aS, ld, div, reg: only the lower
** triangle of aS is read; ld 0: packed) as bayes_gauss_factor would make it with eMode
** and floor: the null and isolated dimensions are those of Sigma (the
** isolated variances exactly), the null variance is the floor, and W
** Sigma W^T (Cholesky), or V Sigma V^T (eigen, with the variances raised
** to the floor), times a fixed probe vector gives the probe back (to 1e-6
** relative).  O(d^2); aWork needs 4d doubles.  0: factor again. */
int bayes_gda_gauss_check(const BayesGauss *pG, const double *aS, int ld,
                          int d, double div, double reg, int eMode,
                          double floor, double *aWork){
  int m = pG->m, i, k;
  double *z = aWork, *y = aWork + d, *t = aWork + 2*(size_t)d;
  double *yf = aWork + 3*(size_t)d, zn = 0.0, err = 0.0, scale = 0.0;
  if( pG->d!=d ) return 0;
  for(i=0; i<pG->nNull; i++){
    int j = pG->aNull[i];
    if( bayes_gda_sigma_at(aS, ld, div, reg, j, j)>0.0 ) return 0;
  }
  if( eMode==BAYES_GAUSS_FLOOR && pG->nNull>0 && pG->nullVar!=floor ) return 0;
  for(i=0; i<pG->nIso; i++){
    int j = pG->aIso[i];
    double v = bayes_gda_sigma_at(aS, ld, div, reg, j, j);
    if( !(v>0.0) ) return 0;
    if( eMode==BAYES_GAUSS_FLOOR && !(v>=floor) ) v = floor;
    if( v!=pG->aIsoVar[i] ) return 0;
    for(k=0; k<m; k++){
      if( bayes_gda_sigma_at(aS, ld, div, reg, j, pG->aIdx[k])!=0.0 ) return 0;
    }
    for(k=0; k<pG->nIso; k++){
      if( k!=i && bayes_gda_sigma_at(aS, ld, div, reg, j, pG->aIso[k])!=0.0 ){
        return 0;
      }
    }
  }
  for(i=0; i<m; i++){
    int j = pG->aIdx[i];
    if( !(bayes_gda_sigma_at(aS, ld, div, reg, j, j)>0.0) ) return 0;
    z[i] = gdaProbe(i);
    zn += z[i]*z[i];
  }
  {
    /* the variances raised to the floor (FLOOR) are counted as
    ** bayes_gauss_factor counts them, and an eigen factor keeps only
    ** variances it would keep: at least the floor (FLOOR), above
    ** BAYES_GAUSS_RANK_RTOL (or m DBL_EPSILON) of the largest (PINV), so
    ** that no tiny crafted variance blows a solve up */
    int nLow = pG->nNull, nAt = 0;
    if( eMode==BAYES_GAUSS_FLOOR ){
      for(i=0; i<pG->nIso; i++){
        if( !(bayes_gda_sigma_at(aS, ld, div, reg, pG->aIso[i], pG->aIso[i])
              >=floor) ) nLow++;
      }
    }else if( pG->nFloor!=0 ){
      return 0;
    }
    if( m>0 && !pG->bChol ){
      double lmax = 0.0, tol = (double)m*DBL_EPSILON;
      if( tol<BAYES_GAUSS_RANK_RTOL ) tol = BAYES_GAUSS_RANK_RTOL;
      for(k=0; k<pG->r; k++) lmax = fmax(lmax, pG->aLam[k]);
      for(k=0; k<pG->r; k++){
        double lam = pG->aLam[k];
        if( eMode==BAYES_GAUSS_FLOOR ){
          if( !(lam>=floor) ) return 0;
          if( lam==floor ) nAt++;
        }else if( !(lam>tol*lmax) ){
          return 0;
        }
      }
    }
    if( eMode==BAYES_GAUSS_FLOOR
     && (pG->nFloor<nLow || pG->nFloor>nLow + nAt) ) return 0;
  }
  if( m==0 ) return 1;
  zn = sqrt(zn);
  if( pG->bChol ){
    /* y = W^T z, t = Sigma y, then y = W t: z again */
    for(i=0; i<m; i++) y[i] = 0.0;
    for(i=0; i<m; i++){
      const double *wi = pG->aF + (size_t)i*(i+1)/2;
      for(k=0; k<=i; k++) y[k] += wi[k]*z[i];
    }
  }else{
    /* y = V^T z, whose norm is z's when V is orthonormal */
    double yn = 0.0;
    for(i=0; i<m; i++) y[i] = 0.0;
    for(k=0; k<pG->r; k++){
      const double *v = pG->aF + (size_t)k*m;
      for(i=0; i<m; i++) y[i] += z[k]*v[i];
    }
    if( pG->r==m ){
      for(i=0; i<m; i++) yn += y[i]*y[i];
      if( !(fabs(sqrt(yn) - zn)<=GDA_GAUSS_PROBE_TOL*zn) ) return 0;
    }
  }
  /* t = Sigma y on the factored dimensions: y spread over all d (0 on
  ** the others), Sigma's lower triangle read once, row by row */
  for(i=0; i<d; i++){ yf[i] = 0.0; t[i] = 0.0; }
  for(i=0; i<m; i++) yf[pG->aIdx[i]] = y[i];
  {
    double a = div>0.0 ? (1.0 - reg)/div : 0.0;
    int j;
    for(j=0; j<d; j++){
      const double *row = bayes_gda_row(aS, ld, j);
      double s = 0.0, yj = yf[j];
      for(k=0; k<j; k++){
        /* a v rounds differently than bayes_gda_sigma_at's v / div *
        ** (1 - reg): within the probe's tolerance */
        double v = a*row[k];
        s += v*yf[k];
        t[k] += v*yj;
      }
      t[j] += s + bayes_gda_sigma_at(aS, ld, div, reg, j, j)*yj;
    }
  }
  for(i=0; i<m; i++) y[i] = t[pG->aIdx[i]];
  t = y;
  if( pG->bChol ){
    for(i=0; i<m; i++){
      const double *wi = pG->aF + (size_t)i*(i+1)/2;
      double s = 0.0;
      for(k=0; k<=i; k++) s += wi[k]*t[k];
      err = fmax(err, fabs(s - z[i]));
    }
    scale = zn;
  }else{
    double lmax = 0.0;
    for(k=0; k<pG->r; k++) lmax = fmax(lmax, pG->aLam[k]);
    for(k=0; k<pG->r; k++){
      const double *v = pG->aF + (size_t)k*m;
      double s = 0.0, lam = pG->aLam[k];
      for(i=0; i<m; i++) s += v[i]*t[i];
      if( eMode==BAYES_GAUSS_FLOOR && lam==floor ){
        /* raised to the floor: its own variance was at most that */
        if( s>lam*z[k] ) err = fmax(err, s - lam*z[k]);
      }else{
        err = fmax(err, fabs(s - lam*z[k]));
      }
    }
    scale = lmax*zn;
  }
  return err<=GDA_GAUSS_PROBE_TOL*scale;
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
