/*
** kinds/gaussian_nb.c — Gaussian naive Bayes, the kind 'gaussian_nb'.
**
**   SELECT bayes_fit('gaussian_nb var_smoothing=1e-9', species, a, b, c, d)
**     FROM iris;
**
** Model: given class y the features are independent, x_j ~ N(mu_yj,
** sigma2_yj).  Fitting keeps, per class and feature, the count of observed
** (non-missing) values, their mean and M2 (sum of squared deviations),
** updated with Welford's method, removed with its inverse, merged with
** Chan's pairwise formula: no sum-of-squares cancellation.  The values are
** first shifted by the first value seen for that class and feature (reset
** whenever the count returns to 0), so the running mean is small and exact
** to the last bits: a feature near 1e9 with spread 1 keeps its variance
** to ~1e-15 even after a sliding window has added and removed every row
** many times (without the shift, the mean's rounding, ~1e-7 at 1e9, is
** fed back by each removal and the variance drifts by ~1e-4).
**
** Finalizing, as scikit-learn's GaussianNB does: sigma2_yj = M2_yj / n_yj
** (maximum likelihood) + epsilon, epsilon = var_smoothing * the largest
** variance of any feature over all rows.  Beyond scikit-learn:
**   - a missing value is left out of that feature's statistics;
**   - a class that never observed feature j uses the feature's mean and
**     variance over all classes; a feature never observed at all is left
**     out of every likelihood;
**   - a variance that is still 0 (every value equal and var_smoothing=0,
**     or epsilon 0 because every feature is constant) is floored at 1e-300,
**     so the density stays finite and nothing becomes NaN.
**
** BLOB section: per class (in label order) nFeat counts, nFeat means of
** the shifted values, nFeat M2s, nFeat shifts, as f64 (the mean of feature
** j is shift_j + shifted mean_j: kept apart so that a stored model merges
** as exactly as a live one).
*/
#include "bayesInt.h"
#include "carve.h"
#include <string.h>
#include <math.h>
#include <float.h>

#define VAR_FLOOR 1e-300

static const BayesOptDef gnbOpts[] = {
  { "var_smoothing", 1e-9, 0.0, 1e300, 0 },
};
/* Slots of BayesModel.aOpt, in the table's order (the typedef does not
** compile if the two differ in length) */
enum { GNB_OPT_VAR_SMOOTHING, GNB_N_OPT };
typedef char gnbOptsNamed[sizeof(gnbOpts)/sizeof(gnbOpts[0])==GNB_N_OPT ?1:-1];

/* Per class: statistics a[0..4d) = counts, means of the shifted values,
** M2, shifts.  The mean of the values is mean + shift. */
typedef struct GnbFit {
  double *aMu;          /* d means used for scoring */
  double *aVar;         /* d variances used for scoring (0: feature unused) */
  double *aInv2Var;     /* 1/(2 var), 0 for an unused feature */
  double *aLogNorm;     /* -0.5 log(2 pi var), 0 for an unused feature */
  double sumLogNorm;    /* sum of aLogNorm: the no-missing fast path */
} GnbFit;

typedef struct GnbModelFit { double epsilon; } GnbModelFit;

static int gnbNewClass(BayesModel *pM, BayesClass *pC){
  i64 d = pM->nFeat;
  return bayes_kind_alloc(&pC->pSt, sizeof(double)*(4*d+1)) ? SQLITE_OK
                                                           : SQLITE_NOMEM;
}

static int gnbAdd(BayesModel *pM, BayesClass *pC, const BayesRow *pRow,
                  BayesErr *pErr){
  int d = pM->nFeat, j;
  double *aN = (double*)pC->pSt, *aMean = aN+d, *aM2 = aN+2*d, *aK = aN+3*d;
  const double w = pRow->w;
  for(j=0; j<d; j++){
    double x = pRow->aX[j], delta;
    if( isnan(x) ) continue;
    if( isinf(x) ){
      bayes_err(pErr, "feature %d is %s; gaussian_nb needs finite "
                "numbers", j+1, x>0 ? "+Inf" : "-Inf");
      return SQLITE_ERROR;
    }
    if( aN[j]==0.0 ) aK[j] = x;
    x -= aK[j];
    /* West's weighted Welford step (w==1: Welford's, bit for bit) */
    aN[j] += w;
    delta = x - aMean[j];
    aMean[j] += delta * w / aN[j];
    aM2[j] += w * delta * (x - aMean[j]);
    if( !(aM2[j]<1e308) || !isfinite(aMean[j]+aK[j]) ){
      /* the model could not be stored (its reader rejects this) */
      bayes_err(pErr, "feature %d: values too far apart for "
                "gaussian_nb (their squared deviations overflow)", j+1);
      return SQLITE_ERROR;
    }
  }
  return SQLITE_OK;
}

/* A sum of squared deviations left by removing a row is taken as 0 when it
** is at most this many times the magnitude of the subtraction (a few
** roundings: the remainder is noise). */
#define GNB_REMOVE_RTOL (16*2.220446049250313e-16)

static int gnbRemove(BayesModel *pM, BayesClass *pC, const BayesRow *pRow,
                     BayesErr *pErr){
  int d = pM->nFeat, j;
  double *aN = (double*)pC->pSt, *aMean = aN+d, *aM2 = aN+2*d, *aK = aN+3*d;
  const double w = pRow->w;
  (void)pErr;
  for(j=0; j<d; j++){
    double x = pRow->aX[j], delta, t, m2;
    if( isnan(x) || isinf(x) ) continue;
    x -= aK[j];
    aN[j] -= w;
    if( !(aN[j]>BAYES_MIN_WEIGHT) ){
      aN[j] = aMean[j] = aM2[j] = aK[j] = 0.0;
      continue;
    }
    /* inverse of West's step */
    delta = x - aMean[j];
    aMean[j] -= delta * w / aN[j];
    t = w * delta * (x - aMean[j]);
    m2 = aM2[j] - t;
    /* what is left at the rounding of this subtraction is no variance: the
    ** rows that remain have one value (a refit gives exactly 0, and a few
    ** 1e-16 here would be all the variance var_smoothing's tiny epsilon
    ** sees); also one row left, or a negative remainder */
    if( m2<=GNB_REMOVE_RTOL*(aM2[j] + fabs(t)) || (w==1.0 && aN[j]<1.5) ){
      m2 = 0.0;
    }
    aM2[j] = m2;
  }
  return SQLITE_OK;
}

static int gnbMerge(BayesModel *pM, BayesClass *pDst, double nDstOld,
                    const BayesModel *pMSrc, const BayesClass *pSrc,
                    BayesErr *pErr){
  int d = pM->nFeat, j;
  double *aN = (double*)pDst->pSt, *aMean = aN+d, *aM2 = aN+2*d, *aK = aN+3*d;
  const double *bN = (const double*)pSrc->pSt, *bMean = bN+d, *bM2 = bN+2*d;
  const double *bK = bN+3*d;
  (void)nDstOld; (void)pMSrc;
  for(j=0; j<d; j++){
    if( aN[j]==0.0 ) aK[j] = bK[j];
    bayes_chan_merge(&aN[j], &aMean[j], &aM2[j], bN[j],
                     bMean[j] + (bK[j] - aK[j]), bM2[j]);
    if( !(aM2[j]<1e308) || !isfinite(aMean[j]+aK[j]) ){
      bayes_err(pErr, "feature %d: values too far apart for "
                "gaussian_nb (their squared deviations overflow)", j+1);
      return SQLITE_ERROR;
    }
  }
  return SQLITE_OK;
}


/* sum_j (x_j - mu_j)^2 / (2 var_j) of a complete row: the one distance of
** bayes_predict's per-row score and bayes_scores' blocks (so both give the
** same bits).  Four independent sums, so the adds pipeline instead of
** waiting on each other (784 features: about 3x faster). */
static double gnbDist(const double *x, const double *aMu, const double *aIv,
                      int d){
  double s = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0;
  int j;
  for(j=0; j+4<=d; j+=4){
    double t0 = x[j] - aMu[j], t1 = x[j+1] - aMu[j+1];
    double t2 = x[j+2] - aMu[j+2], t3 = x[j+3] - aMu[j+3];
    s += t0*t0*aIv[j];
    s1 += t1*t1*aIv[j+1];
    s2 += t2*t2*aIv[j+2];
    s3 += t3*t3*aIv[j+3];
  }
  for(; j<d; j++){
    double t = x[j] - aMu[j];
    s += t*t*aIv[j];
  }
  return (s + s1) + (s2 + s3);
}
/* A variance that overflows: the values are too far apart for their
** weights (M2 / n with total weights below 1 or a total M2 above 1e308). */
static int gnbOverflow(BayesErr *pErr, int j){
  bayes_err(pErr, "feature %d: values too far apart for gaussian_nb "
            "(their variance overflows)", j+1);
  return SQLITE_ERROR;
}

static int gnbFinalize(BayesModel *pM, BayesErr *pErr){
  int d = pM->nFeat, i, j;
  double *aAll;           /* overall n, mean, M2 per feature */
  double maxVar = 0.0, eps;
  GnbModelFit *pMF = bayes_kind_alloc(&pM->pKindFit, sizeof(*pMF));
  if( pMF==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  aAll = sqlite3_malloc64(sizeof(double)*(u64)(3*d+1));
  if( aAll==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  memset(aAll, 0, sizeof(double)*(size_t)(3*d+1));
  for(i=0; i<pM->nClass; i++){
    const double *aN = (const double*)pM->apClass[i]->pSt;
    for(j=0; j<d; j++){
      bayes_chan_merge(&aAll[j], &aAll[d+j], &aAll[2*d+j],
                       aN[j], aN[d+j] + aN[3*d+j], aN[2*d+j]);
    }
  }
  for(j=0; j<d; j++){
    if( aAll[j]>0.0 && !(aAll[2*d+j]/aAll[j]<=DBL_MAX) ){
      /* the classes' M2 are finite (gnbAdd, gnbMerge, gnbRead), their
      ** total or its quotient by a total weight below 1 is not */
      sqlite3_free(aAll);
      return gnbOverflow(pErr, j);
    }
    if( aAll[j]>0.0 && aAll[2*d+j]/aAll[j] > maxVar ) maxVar = aAll[2*d+j]/aAll[j];
  }
  eps = pM->aOpt[GNB_OPT_VAR_SMOOTHING] * maxVar;
  if( !(eps<=DBL_MAX) ){
    sqlite3_free(aAll);
    bayes_err(pErr, "var_smoothing (%g) times the largest variance (%g) "
              "overflows", pM->aOpt[GNB_OPT_VAR_SMOOTHING], maxVar);
    return SQLITE_ERROR;
  }
  pMF->epsilon = eps;
  for(i=0; i<pM->nClass; i++){
    BayesClass *pC = pM->apClass[i];
    const double *aN = (const double*)pC->pSt;
    GnbFit *pF;
    BayesCarve aL[] = {
      BAYES_CARVE_HEAD(GnbFit),
      BAYES_CARVE_FIELD(GnbFit, aMu, d),
      BAYES_CARVE_FIELD(GnbFit, aVar, d),
      BAYES_CARVE_FIELD(GnbFit, aInv2Var, d),
      BAYES_CARVE_FIELD(GnbFit, aLogNorm, d),
    };
    pF = bayes_kind_alloc(&pC->pFit, bayes_carve_size(aL, BAYES_NCARVE(aL)));
    if( pF==0 ){ sqlite3_free(aAll); bayes_err_nomem(pErr); return SQLITE_NOMEM; }
    bayes_carve_place(aL, BAYES_NCARVE(aL), pF);
    pF->sumLogNorm = 0.0;
    for(j=0; j<d; j++){
      double mu, var;
      if( aN[j]>0.0 ){
        mu = aN[d+j] + aN[3*d+j];
        var = aN[2*d+j]/aN[j] + eps;
      }else if( aAll[j]>0.0 ){
        mu = aAll[d+j];
        var = aAll[2*d+j]/aAll[j] + eps;
      }else{
        pF->aMu[j] = pF->aVar[j] = pF->aInv2Var[j] = pF->aLogNorm[j] = 0.0;
        continue;
      }
      if( !(var<=DBL_MAX) ){         /* M2/n + eps, each finite */
        sqlite3_free(aAll);
        return gnbOverflow(pErr, j);
      }
      if( !(var>=VAR_FLOOR) ) var = VAR_FLOOR;
      pF->aMu[j] = mu;
      pF->aVar[j] = var;
      pF->aInv2Var[j] = 0.5/var;
      pF->aLogNorm[j] = -0.5*(BAYES_LOG_2PI + log(var));
      pF->sumLogNorm += pF->aLogNorm[j];
    }
  }
  sqlite3_free(aAll);
  return SQLITE_OK;
}

static int gnbWrite(const BayesModel *pM, BayesBuf *pB){
  int i;
  for(i=0; i<pM->nClass; i++){
    bayes_put_f64s(pB, (const double*)pM->apClass[i]->pSt, 4*(i64)pM->nFeat);
  }
  return SQLITE_OK;
}

static int gnbRead(BayesModel *pM, BayesReader *pR, int iVersion,
                   BayesErr *pErr){
  int d = pM->nFeat, i, j;
  (void)iVersion;            /* 1: the only section layout so far */
  if( !bayes_get_room(pR, (i64)pM->nClass*4*d, 8) ) return SQLITE_ERROR;
  for(i=0; i<pM->nClass; i++){
    BayesClass *pC = pM->apClass[i];
    double *aN;
    if( gnbNewClass(pM, pC) ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
    aN = (double*)pC->pSt;
    bayes_get_f64s(pR, aN, 4*(i64)d);
    for(j=0; j<d; j++){
      if( !(aN[j]>=0.0 && aN[j]<=pC->n*(1+1e-12)) ) return SQLITE_ERROR;
      if( !isfinite(aN[d+j]) ) return SQLITE_ERROR;
      if( !(aN[2*d+j]>=0.0 && aN[2*d+j]<1e308) ) return SQLITE_ERROR;
      if( !isfinite(aN[3*d+j]) || !isfinite(aN[d+j]+aN[3*d+j]) ) return SQLITE_ERROR;
      /* the class variance M2/count is finite (a count of 5e-324) */
      if( aN[j]>0.0 && !(aN[2*d+j]/aN[j]<1e308) ) return SQLITE_ERROR;
    }
  }
  if( pR->bad ) return SQLITE_ERROR;
  /* What gnbFinalize derives from these is finite too: the variance of
  ** each feature over all classes (whose largest sets epsilon), and each
  ** class variance plus epsilon.  Class means of -1e300 and 1e300 are
  ** each finite, but their spread overflows (issue 21 item 3). */
  {
    double maxVar = 0.0, eps;
    for(j=0; j<d; j++){
      double n = 0.0, mean = 0.0, m2 = 0.0;
      for(i=0; i<pM->nClass; i++){
        const double *aN = (const double*)pM->apClass[i]->pSt;
        if( !bayes_read_moments(&n, &mean, &m2, aN[j], aN[d+j]+aN[3*d+j],
                                aN[2*d+j]) ){
          bayes_err(pErr, "model BLOB is corrupt (gaussian_nb feature %d: "
                    "its variance over all classes overflows)", j+1);
          return SQLITE_ERROR;
        }
      }
      if( n>0.0 && m2/n>maxVar ) maxVar = m2/n;
    }
    eps = pM->aOpt[GNB_OPT_VAR_SMOOTHING]*maxVar;
    for(i=0; i<pM->nClass; i++){
      const double *aN = (const double*)pM->apClass[i]->pSt;
      for(j=0; j<d; j++){
        if( aN[j]>0.0 && !(aN[2*d+j]/aN[j] + eps<1e308) ){
          bayes_err(pErr, "model BLOB is corrupt (gaussian_nb feature %d: "
                    "its smoothed variance overflows)", j+1);
          return SQLITE_ERROR;
        }
      }
    }
  }
  return SQLITE_OK;
}

static int gnbScore(const BayesModel *pM, const BayesRow *pRow, int eScore,
                    double *aLL, BayesErr *pErr){
  int d = pM->nFeat, i, j;
  const double *x = pRow->aX;
  (void)eScore;              /* the whole density costs no more */
  (void)pErr;
  for(i=0; i<pM->nClass; i++){
    const GnbFit *pF = (const GnbFit*)pM->apClass[i]->pFit;
    double ll;
    if( pRow->nMissing==0 ){
      ll = pF->sumLogNorm - gnbDist(x, pF->aMu, pF->aInv2Var, d);
    }else{
      ll = 0.0;
      for(j=0; j<d; j++){
        double t;
        if( isnan(x[j]) ) continue;
        t = x[j] - pF->aMu[j];
        ll += pF->aLogNorm[j] - t*t*pF->aInv2Var[j];
      }
    }
    aLL[i] = ll;
  }
  return SQLITE_OK;
}

static int gnbSample(const BayesModel *pM, int iClass, BayesRng *pRng,
                     BayesBuf *pB, BayesErr *pErr){
  const GnbFit *pF = (const GnbFit*)pM->apClass[iClass]->pFit;
  int j;
  bayes_buf_char(pB, '[');
  for(j=0; j<pM->nFeat; j++){
    if( j ) bayes_buf_char(pB, ',');
    if( pF->aVar[j]==0.0 ){
      bayes_buf_str(pB, "null");
    }else{
      double v = pF->aMu[j] + sqrt(pF->aVar[j])*bayes_rng_normal(pRng);
      if( !isfinite(v) ){
        /* a mean near 1e308 and a draw beyond it */
        bayes_err(pErr, "the draw of feature %d (mean %g, variance %g) "
                  "overflows", j+1, pF->aMu[j], pF->aVar[j]);
        return SQLITE_ERROR;
      }
      bayes_json_num(pB, v);
    }
  }
  bayes_buf_char(pB, ']');
  return SQLITE_OK;
}

static int gnbInfo(const BayesModel *pM, BayesBuf *pB){
  const GnbModelFit *pMF = (const GnbModelFit*)pM->pKindFit;
  int i, k;
  bayes_buf_str(pB, "\"epsilon\":");
  bayes_json_num(pB, pMF ? pMF->epsilon : 0.0);
  for(k=0; k<2; k++){
    bayes_buf_str(pB, k==0 ? ",\"theta\":[" : ",\"var\":[");
    for(i=0; i<pM->nClass; i++){
      const GnbFit *pF = (const GnbFit*)pM->apClass[i]->pFit;
      if( i ) bayes_buf_char(pB, ',');
      bayes_json_nums(pB, k==0 ? pF->aMu : pF->aVar, pM->nFeat);
    }
    bayes_buf_char(pB, ']');
  }
  return SQLITE_OK;
}

/* bayes_explain: each observed feature's part of log p(x|A) - log p(x|B),
** log N(x_j; mu_Aj, var_Aj) - log N(x_j; mu_Bj, var_Bj); no baseline. */
static int gnbExplain(const BayesModel *pM, const BayesRow *pRow, int iA,
                      int iB, BayesExplain *pX, BayesErr *pErr){
  const GnbFit *pA = (const GnbFit*)pM->apClass[iA]->pFit;
  const GnbFit *pB = (const GnbFit*)pM->apClass[iB]->pFit;
  int j;
  (void)pErr;
  for(j=0; j<pM->nFeat; j++){
    double x = pRow->aX[j], ta, tb;
    if( isnan(x) ) continue;
    ta = x - pA->aMu[j];
    tb = x - pB->aMu[j];
    bayes_explain_part(pX, j, 0, 0, 0, x,
                       (pA->aLogNorm[j] - ta*ta*pA->aInv2Var[j])
                       - (pB->aLogNorm[j] - tb*tb*pB->aInv2Var[j]));
  }
  return SQLITE_OK;
}

/* bayes_params: per class and feature, the mean and variance scoring uses
** and the number of rows that observed the feature. */
static int gnbParams(const BayesModel *pM, i64 *aPos, BayesParamRow *p){
  int i = (int)aPos[0], j = (int)aPos[1];
  const GnbFit *pF;
  if( i>=pM->nClass || pM->nFeat<=0 ) return 0;
  pF = (const GnbFit*)pM->apClass[i]->pFit;
  p->iClass = i;
  p->iFeat = j;
  p->mean = pF->aMu[j];
  p->var = pF->aVar[j];
  p->count = ((const double*)pM->apClass[i]->pSt)[j];
  p->mHave = BAYES_PARAM_MEAN|BAYES_PARAM_VAR|BAYES_PARAM_COUNT;
  if( ++aPos[1]>=pM->nFeat ){ aPos[1] = 0; aPos[0]++; }
  return 1;
}


/* naive_bayes's std_floor (kinds/naive_bayes.c): after gnbFinalize, raise
** the scoring variance of every used feature j to at least aMinVar[j] in
** every class (0: no floor).  Features already at or above it keep their
** bits; sumLogNorm is summed again in its order. */
void bayes_gaussian_nb_floor(BayesModel *pM, const double *aMinVar){
  int d = pM->nFeat, i, j;
  for(i=0; i<pM->nClass; i++){
    GnbFit *pF = (GnbFit*)pM->apClass[i]->pFit;
    if( pF==0 ) continue;
    pF->sumLogNorm = 0.0;
    for(j=0; j<d; j++){
      double v = pF->aVar[j];
      if( v>0.0 && v<aMinVar[j] && aMinVar[j]<=DBL_MAX ){
        pF->aVar[j] = v = aMinVar[j];
        pF->aInv2Var[j] = 0.5/v;
        pF->aLogNorm[j] = -0.5*(BAYES_LOG_2PI + log(v));
      }
      pF->sumLogNorm += pF->aLogNorm[j];
    }
  }
}

/* bayes_scores (BayesKind.xScoreBlock): complete, finite rows, a block at
** a time, class by class, so that one class's means and variances stay in
** L1 for the whole block (gnbScore reads every class's for each row).
** The sums of each row are gnbScore's, in its order: the same bits. */
static int gnbScoreBlock(const BayesModel *pM, const double *aX, int nRow,
                         double *aLL, double *aWork, u8 *aRedo,
                         BayesErr *pErr){
  int d = pM->nFeat, K = pM->nClass, i, r;
  (void)pErr; (void)aWork; (void)aRedo;     /* pure arithmetic: no SQLite */
  for(i=0; i<K; i++){
    const GnbFit *pF = (const GnbFit*)pM->apClass[i]->pFit;
    for(r=0; r<nRow; r++){
      aLL[(size_t)r*K + i] = pF->sumLogNorm
          - gnbDist(aX + (size_t)r*d, pF->aMu, pF->aInv2Var, d);
    }
  }
  return SQLITE_OK;
}

/* bayes_sql: per class, the sum over the features the model uses of
** log N(x_j; mu, var) = logNorm_j - (x_j - mu)^2 / (2 var), a NULL
** feature left out, as gnbScore. */
static int gnbSql(const BayesModel *pM, const BayesSqlCols *pCols,
                  BayesBuf *pB, BayesErr *pErr){
  int d = pM->nFeat, i, j;
  (void)pErr;
  bayes_buf_str(pB, "SELECT ");
  for(i=0; i<pM->nClass; i++){
    const GnbFit *pF = (const GnbFit*)pM->apClass[i]->pFit;
    BayesSqlSum sum;
    bayes_sqltext_sum_init(&sum);
    for(j=0; j<d; j++){
      const char *zX = pCols->azCol[j];
      BayesBuf *p;
      if( pF->aVar[j]==0.0 ) continue;      /* never observed: unused */
      p = bayes_sqltext_sum_term(&sum);
      bayes_buf_str(p, "CASE WHEN ");
      bayes_buf_str(p, zX);
      bayes_buf_str(p, " IS NULL THEN 0.0 ELSE ");
      bayes_sqltext_numx(p, pF->aLogNorm[j]);
      bayes_buf_str(p, "-(");
      bayes_buf_str(p, zX);
      bayes_buf_char(p, '-');
      bayes_sqltext_numx(p, pF->aMu[j]);
      bayes_buf_str(p, ")*(");
      bayes_buf_str(p, zX);
      bayes_buf_char(p, '-');
      bayes_sqltext_numx(p, pF->aMu[j]);
      bayes_buf_str(p, ")*");
      bayes_sqltext_numx(p, pF->aInv2Var[j]);
      bayes_buf_str(p, " END");
    }
    if( i ) bayes_buf_char(pB, ',');
    bayes_sqltext_sum_end(&sum, "+", "0.0", pB);
    bayes_buf_str(pB, " AS j");
    bayes_json_int(pB, i);
  }
  return pB->oom ? SQLITE_NOMEM : SQLITE_OK;
}

const BayesKind bayes_kind_gaussian_nb = {
  .zName = "gaussian_nb",
  .bShareable = 1,             /* immutable once parsed: shared (sql/cache.c) */
  .iId = BAYES_KIND_ID(gaussian_nb),
  .iVersion = 1,
  .eInput = BAYES_IN_DENSE,
  .nOpt = (int)(sizeof(gnbOpts)/sizeof(gnbOpts[0])),
  .aOpt = gnbOpts,
  .pAux = 0,
  .xNewClass = gnbNewClass,
  .xAdd = gnbAdd,
  .xRemove = gnbRemove,
  .xMerge = gnbMerge,
  .xMergeModel = 0,
  .xFinalize = gnbFinalize,
  .xWrite = gnbWrite,
  .xRead = gnbRead,
  .xScore = gnbScore,
  .xSample = gnbSample,
  .xInfo = gnbInfo,
  .xFreeState = 0,
  .xFreeFit = 0,
  .xExplain = gnbExplain,
  .xParams = gnbParams,
  .xScoreBlock = gnbScoreBlock,
  .xSql = gnbSql,
};
