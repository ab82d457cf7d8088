/*
** kinds/qda.c — quadratic discriminant analysis, the kind 'qda'.
**
**   SELECT bayes_fit('qda reg=0.1', species, sl, sw, pl, pw) FROM iris;
**
** Model: x given y ~ N(mu_y, Sigma_y), one full covariance per class.
**
** Fitting keeps, per class, the number of complete rows n_y, their mean
** and co-moment matrix M_y = sum (x - mu_y)(x - mu_y)^T, folded in blocks
** of rows with Chan's pairwise update and removed row by row with its
** inverse (linalg.c, bayes_mom_*), so fitting, window frames and
** bayes_merge agree to rounding.  A row with a missing feature is skipped
** (not used for mu_y or Sigma_y; the generic layer still counts it in the
** class count that the priors use).  An infinite feature is an error.
** With bayes_fit_weighted (frequency weights) n_y is the weight of the
** class's complete rows and mu_y, M_y are weighted (bayes_mom_* with the
** buffered rows' weights; weight 1 everywhere is the unweighted update,
** bit for bit).
**
** Finalizing, as scikit-learn's QuadraticDiscriminantAnalysis does:
**   Sigma_y = M_y / (n_y - 1)          (unbiased, as scikit-learn)
**   Sigma_y <- (1 - reg) Sigma_y + reg I
** and then, beyond scikit-learn (which fails or returns NaN here):
**   - a class with one complete row (with weights: whose complete rows
**     weigh n_y <= 1 + 1e-9 in total, so n_y - 1 is not clearly
**     positive) has Sigma_y = 0 before reg;
**   - a class with no complete row uses the mean and (unbiased) covariance
**     of all complete rows; if no row of any class is complete, every
**     class scores log p(x|y) = 0, i.e. by its prior;
**   - a singular Sigma_y (a feature constant within the class, fewer rows
**     than features, duplicated columns, a single row) is factored by
**     eigendecomposition with every variance below `floor` raised to
**     floor = 1e-9 x the largest variance of any feature over all
**     complete rows (1 if every feature is constant over all complete
**     rows: there is no scale to take; a floor like 1e-300 would make
**     log-likelihoods so large that the priors vanish in rounding; and at
**     least 1e-300 if the largest variance is subnormal), so the density
**     is a proper, very peaked, one: finite, never NaN, and comparable
**     between classes (linalg.h, BAYES_GAUSS_FLOOR).
**
** Scoring: log p(x|y) = -0.5 ((x-mu)^T Sigma^-1 (x-mu) + log|Sigma|
** + d log 2 pi) from a Cholesky factor (or eigen factor) and log
** determinant computed once per model: O(classes x d^2) per row.  Missing
** features are marginalized: the density of the observed dimensions uses
** the sub-vector of mu_y and the sub-matrix of Sigma_y, factored for that
** row (O(classes x k^3) for k observed).  A row with an infinite feature
** is impossible for every class (so it gets the priors).
**
** BLOB section: per class (label order) f64 complete rows (their weight),
** d means, the
** lower triangle of M_y row by row (d(d+1)/2 values).  Fit section
** (format version 5): per class its factor (gda.c,
** bayes_gda_gauss_write), so that reading a model costs O(classes x d^2),
** not the O(classes x d^3) of factoring (issue 38: 784 features x 10
** classes, 0.5-1 s before); kept by qdaReadFit, dropped when rows are
** added, removed or merged, and taken by qdaClassFit only if it is one of
** the class's Sigma (bayes_gda_gauss_check), else factored again.
*/
#include "bayesInt.h"
#include "linalg.h"
#include "carve.h"
#include <assert.h>
#include <string.h>
#include <math.h>
#include <float.h>

#define QDA_MAX_FEATURES 8192     /* a d x d matrix per class: 512 MB */
#define QDA_FLOOR_REL 1e-9
#define QDA_FLOOR_MIN 1e-300
#define QDA_FLOOR_NONE 1.0        /* every feature constant: no scale at all */
#define QDA_STACK 256             /* scoring scratch on the stack up to d */

static const BayesOptDef qdaOpts[] = {
  { "reg", 0.0, 0.0, 1.0, 0 },
};
/* Slots of BayesModel.aOpt, in the table's order (the typedef does not
** compile if the two differ in length) */
enum { QDA_OPT_REG, QDA_N_OPT };
typedef char qdaOptsNamed[sizeof(qdaOpts)/sizeof(qdaOpts[0])==QDA_N_OPT ?1:-1];

/* Per-class statistics */
typedef struct QdaSt {
  double n;          /* complete rows (their total weight) in aMean / aM */
  int nBuf, nBufMax; /* rows waiting in aBuf */
  int bWide;         /* too many features: nothing allocated */
  double *aMean;     /* d */
  double *aM;        /* the lower triangle: d x d (a fit's), or packed by
                     ** rows (bPacked: a model read from a BLOB, as the
                     ** BLOB stores it, half the memory to fill and fault
                     ** in on first use, issue 38); its own allocation.
                     ** Unpacked (qdaUnpack) before rows or a merge
                     ** change it: the fitting kernels take d x d */
  int bPacked;
  int bChecked;      /* aMean, aM as qdaRead checked them (finite, and
                     ** M / (n - 1) finite): finalizing need not again */
  double *aBuf;      /* nBufMax x d */
  double *aBufW;     /* nBufMax: the weights of the rows in aBuf */
  double *aWork;     /* d */
  /* The factor a BLOB's fit section held (qdaReadFit), until qdaFinalize
  ** checks and takes it; dropped when the statistics change (qdaDrop) */
  BayesGauss *pStored;
  const u8 *aStoredSrc; /* where the BLOB holds pStored->aF's bytes */
} QdaSt;

/* Per-class scoring parameters */
typedef struct QdaFit {
  double *aMu;       /* d */
  /* Sigma_y is not kept (a d x d array per class: as much memory as the
  ** BLOB, which a first use filled and faulted in, issue 38): its entries
  ** are formed from the co-moment they come from where they are read
  ** (qdaSigma*: a row with missing features, bayes_info, bayes_drift,
  ** bayes_params) */
  const double *aSrcM; /* the class's co-moment (lower triangle, d x d
                     ** or packed), or the total's (QdaModelFit.aMt) */
  int ldSrc;         /* aSrcM's leading dimension, 0 if packed */
  double div;        /* Sigma = (aSrcM / div) (1 - reg) + reg I */
  double reg;
  BayesGauss g;      /* factor of Sigma */
  int bTaken;        /* g was taken from the BLOB's fit section */
  double logNorm;    /* -0.5 (logdet + rank log 2 pi) */
} QdaFit;

/* Model-wide scoring parameters */
typedef struct QdaModelFit {
  double floor;      /* variance floor for singular Sigma_y */
  int bEmpty;        /* no complete row at all */
  double *aMt;       /* the total co-moment, when a class has no row of
                     ** its own and takes it (else NULL; own allocation) */
} QdaModelFit;

/* Sigma_jk of a class's fit, as it was formed when kept (bit for bit) */
static double qdaSigma(const QdaFit *pF, int d, int j, int k){
  (void)d;
  return bayes_gda_sigma_at(pF->aSrcM, pF->ldSrc, pF->div, pF->reg, j, k);
}

/* The co-moment's leading dimension (0: packed) and its row j */
static int qdaLd(const QdaSt *p, int d){ return p->bPacked ? 0 : d; }
static const double *qdaRow(const QdaSt *p, int d, int j){
  return bayes_gda_row(p->aM, qdaLd(p, d), j);
}

/* A packed co-moment (read from a BLOB) as the fitting kernels take it,
** d x d: before rows or a merge change it.  The model is being changed,
** so it is no one else's (a shared parsed model is never changed). */
static int qdaUnpack(int d, QdaSt *p){
  double *a;
  if( !p->bPacked ) return SQLITE_OK;
  a = bayes_gda_unpack(p->aM, d);
  if( a==0 ) return SQLITE_NOMEM;
  sqlite3_free(p->aM);
  p->aM = a;
  p->bPacked = 0;
  return SQLITE_OK;
}

/* q's co-moment as d x d (its lower triangle) for a kernel that reads it:
** q->aM itself, or a copy in *paTmp (the caller frees it) when packed;
** NULL when out of memory */
static const double *qdaFull(int d, const QdaSt *q, double **paTmp){
  int j;
  *paTmp = 0;
  if( !q->bPacked ) return q->aM;
  *paTmp = sqlite3_malloc64(sizeof(double)*((u64)d*d + 1));
  if( *paTmp==0 ) return 0;
  for(j=0; j<d; j++){
    memcpy(*paTmp + (size_t)j*d, qdaRow(q, d, j), sizeof(double)*(size_t)(j+1));
  }
  return *paTmp;
}
/* Sigma of a class's fit, full, into aOut (d x d) */
static void qdaSigmaFull(const QdaFit *pF, int d, double *aOut){
  int j, k;
  for(j=0; j<d; j++){
    for(k=0; k<=j; k++){
      aOut[(size_t)j*d+k] = aOut[(size_t)k*d+j] = qdaSigma(pF, d, j, k);
    }
  }
}

/* A class's state; its co-moment d x d, zeroed, for fitting (bZero), or
** packed and left as allocated for qdaRead, which fills it */
static int qdaNewClassIn(BayesModel *pM, BayesClass *pC, int bZero){
  i64 d = pM->nFeat;
  QdaSt *p;
  int nb;
  if( d>QDA_MAX_FEATURES ){
    p = bayes_kind_alloc(&pC->pSt, sizeof(*p));
    if( p==0 ) return SQLITE_NOMEM;
    p->bWide = 1;
    return SQLITE_OK;
  }
  nb = bayes_gda_block_rows(d);
  {
    BayesCarve aL[] = {
      BAYES_CARVE_HEAD(QdaSt),
      BAYES_CARVE_FIELD(QdaSt, aMean, d),
      BAYES_CARVE_FIELD(QdaSt, aBuf, nb*d),
      BAYES_CARVE_FIELD(QdaSt, aBufW, nb),
      BAYES_CARVE_FIELD(QdaSt, aWork, d),
    };
    p = bayes_kind_alloc(&pC->pSt, bayes_carve_size(aL, BAYES_NCARVE(aL)));
    if( p==0 ) return SQLITE_NOMEM;
    bayes_carve_place(aL, BAYES_NCARVE(aL), p);
  }
  p->nBufMax = nb;
  p->bPacked = !bZero;
  p->aM = sqlite3_malloc64(sizeof(double)*((bZero ? (u64)d*d : (u64)d*(d+1)/2)
                                           + 1));
  if( p->aM==0 ) return SQLITE_NOMEM;       /* qdaFreeState frees the rest */
  if( bZero ) memset(p->aM, 0, sizeof(double)*(size_t)(d*d));
  return SQLITE_OK;
}
static int qdaNewClass(BayesModel *pM, BayesClass *pC){
  return qdaNewClassIn(pM, pC, 1);
}

/* The stored factor no longer holds: the statistics change */
static void qdaDrop(QdaSt *p){
  if( p->pStored ){
    bayes_gauss_free(p->pStored);
    sqlite3_free(p->pStored);
    p->pStored = 0;
  }
}

/* Fold the buffered rows in, on the fit's threads (pM->pPool) if any */
static void qdaFlush(const BayesModel *pM, QdaSt *p){
  int d = pM->nFeat;
  if( p->nBuf>0 ){
    bayes_mom_fold(pM->pPool, d, &p->n, p->aMean, p->aM, d, p->aBuf,
                   bayes_gda_block_weights(p->aBufW, p->nBuf), p->nBuf,
                   p->aWork);
    p->nBuf = 0;
  }
}

static int qdaAdd(BayesModel *pM, BayesClass *pC, const BayesRow *pRow,
                  BayesErr *pErr){
  QdaSt *p = (QdaSt*)pC->pSt;
  int rc;
  qdaDrop(p);
  p->bChecked = 0;
  if( !p->bWide && qdaUnpack(pM->nFeat, p) ){
    bayes_err_nomem(pErr);
    return SQLITE_NOMEM;
  }
  rc = bayes_gda_buffer_row(pM, pRow, p->bWide, QDA_MAX_FEATURES, p->aBuf,
                                p->aBufW, &p->nBuf, pErr);
  if( rc==SQLITE_OK && p->nBuf>=p->nBufMax ) qdaFlush(pM, p);
  return rc;
}

static int qdaRemove(BayesModel *pM, BayesClass *pC, const BayesRow *pRow,
                     BayesErr *pErr){
  QdaSt *p = (QdaSt*)pC->pSt;
  int d = pM->nFeat;
  qdaDrop(p);
  p->bChecked = 0;
  if( p->bWide || bayes_gda_check_row(pM, pRow, 0) ) return SQLITE_OK;
  if( qdaUnpack(d, p) ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  qdaFlush(pM, p);
  if( !(p->n>0.0) ) return SQLITE_OK;
  bayes_mom_remove(d, &p->n, p->aMean, p->aM, d, pRow->aX, pRow->w, p->aWork);
  if( !(p->n>0.0) ) memset(p->aM, 0, sizeof(double)*(size_t)d*d);
  return SQLITE_OK;
}

static int qdaMerge(BayesModel *pM, BayesClass *pDst, double nDstOld,
                    const BayesModel *pMSrc, const BayesClass *pSrc,
                    BayesErr *pErr){
  QdaSt *p = (QdaSt*)pDst->pSt, *q = (QdaSt*)pSrc->pSt;
  int d = pM->nFeat;
  const double *aQ;
  double *aTmp;
  (void)nDstOld; (void)pMSrc;
  qdaDrop(p);
  p->bChecked = 0;
  if( p->bWide || q->bWide ) return SQLITE_OK;
  if( qdaUnpack(d, p) ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  qdaFlush(pM, p);
  qdaFlush(pMSrc, q);   /* a parsed source has nothing buffered */
  /* a source read from a BLOB (packed; perhaps a shared parsed model,
  ** which is never changed) is read through a d x d copy */
  aQ = qdaFull(d, q, &aTmp);
  if( aQ==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  bayes_mom_merge(d, &p->n, p->aMean, p->aM, d, q->n, q->aMean, aQ, d,
                  p->aWork);
  sqlite3_free(aTmp);
  return SQLITE_OK;
}

/* The divisor of the unbiased covariance M / (n - 1) for total weight n;
** 0 (the covariance is 0 before reg) when n - 1 <= BAYES_MIN_WEIGHT: one
** row, or weights summing to 1 or less (as one row). */
static double qdaDivisor(double n){
  return n - 1.0>BAYES_MIN_WEIGHT ? n - 1.0 : 0.0;
}

/* The total variance of each feature over the classes, which qdaFinalize
** pools (it sets the floor), is finite: class means of -1e300 and 1e300
** are each finite, their spread is not.  Checked when fitting (an error
** in the rows) and when reading (bRead: a corrupt BLOB), so that a fit
** never writes a model that does not read back. */
static int qdaCheckSpread(const BayesModel *pM, int bRead, BayesErr *pErr){
  int d = pM->nFeat, i, j;
  for(j=0; j<d; j++){
    double n = 0.0, mean = 0.0, m2 = 0.0;
    for(i=0; i<pM->nClass; i++){
      const QdaSt *p = (const QdaSt*)pM->apClass[i]->pSt;
      double mjj = qdaRow(p, d, j)[j];
      if( !(p->n>BAYES_MIN_WEIGHT) ) continue;
      if( !bayes_read_moments(&n, &mean, &m2, p->n, p->aMean[j],
                              mjj>0.0 ? mjj : 0.0) ){
        bayes_gda_err_spread(pErr, pM, j, bRead,
                             "its variance over all classes overflows");
        return SQLITE_ERROR;
      }
    }
  }
  return SQLITE_OK;
}

/* Before fitting: every class's statistics fit in qda (not too wide, its
** moments finite), buffered rows folded in.  *pN: the total weight;
** *pbNeedTotal: a class has no row of its own and takes the total
** co-moment.  SQLITE_OK or SQLITE_ERROR (in pErr). */
static int qdaCheckClasses(BayesModel *pM, double *pN, int *pbNeedTotal,
                           BayesErr *pErr){
  int d = pM->nFeat, i, j, k;
  for(i=0; i<pM->nClass; i++){
    QdaSt *p = (QdaSt*)pM->apClass[i]->pSt;
    if( p->bWide ){
      bayes_err(pErr, "qda takes at most %d features; this model "
                "has %d", QDA_MAX_FEATURES, d);
      return SQLITE_ERROR;
    }
    qdaFlush(pM, p);
    /* totals >= BAYES_MAX_TOTAL: bayes_model_finalize said so before */
    for(j=0; j<d && !p->bChecked; j++){
      /* values near 1e308: the moments overflow; the model could not be
      ** read back (qdaRead), so fitting it is an error */
      const double *row = qdaRow(p, d, j);
      int bBad = !isfinite(p->aMean[j]);
      for(k=0; k<=j && !bBad; k++) bBad = !isfinite(row[k]);
      if( bBad ){
        bayes_err(pErr, "feature %d: values too large for %s "
                  "(their moments overflow)", j+1, pM->pKind->zName);
        return SQLITE_ERROR;
      }
    }
    *pN += p->n;
    if( !(p->n>BAYES_MIN_WEIGHT) ) *pbNeedTotal = 1;
  }
  return SQLITE_OK;
}

/* The classes' grand mean into aMean, the diagonal of their total
** co-moment into aDiag and, when aMt is not NULL, the whole total
** co-moment into aMt (aWork: d scratch; all zeroed by the caller).
** SQLITE_OK or SQLITE_NOMEM. */
static int qdaTotals(const BayesModel *pM, double *aMean, double *aWork,
                     double *aDiag, double *aMt){
  int d = pM->nFeat, i, j;
  double n = 0.0;
  for(i=0; i<pM->nClass; i++){
    QdaSt *p = (QdaSt*)pM->apClass[i]->pSt;
    double nOld = n;
    if( !(p->n>BAYES_MIN_WEIGHT) ) continue;
    /* diagonal of the total co-moment by Chan's formula, per feature */
    for(j=0; j<d; j++){
      double delta = p->aMean[j] - aMean[j], t = 0.0;
      if( nOld>0.0 ){
        /* nOld p->n overflows for weights near BAYES_MAX_TOTAL */
        t = delta*delta*nOld*p->n/(nOld+p->n);
        if( !isfinite(t) ){
          t = bayes_mom_sq(delta, bayes_mom_weight(nOld, p->n, nOld+p->n));
        }
      }
      aDiag[j] += qdaRow(p, d, j)[j] + t;
    }
    if( aMt ){
      double *aTmp;
      const double *aP = qdaFull(d, p, &aTmp);
      if( aP==0 ) return SQLITE_NOMEM;
      bayes_mom_merge(d, &n, aMean, aMt, d, p->n, p->aMean, aP, d, aWork);
      sqlite3_free(aTmp);
    }else{
      for(j=0; j<d; j++){
        double t = (p->aMean[j]-aMean[j])*p->n;
        if( !isfinite(t) ){               /* weights near the cap */
          t = (p->aMean[j]-aMean[j])*(p->n/(nOld+p->n));
        }else{
          t /= nOld+p->n;
        }
        aMean[j] = nOld>0.0 ? aMean[j] + t : p->aMean[j];
      }
      n += p->n;
    }
  }
  return SQLITE_OK;
}

/* The largest total variance of a feature (aDiag / N), which sets the
** variance floor */
static double qdaMaxVar(int d, const double *aDiag, double N){
  double maxVar = 0.0;
  int j;
  for(j=0; j<d; j++){
    /* the classes' co-moments are finite, their total may not be (each
    ** near 1e308): the largest variance is then taken as the largest
    ** double, so the floor stays finite (1.8e299) */
    double v = aDiag[j]/N;
    if( !(v<=DBL_MAX) ) v = DBL_MAX;
    if( v > maxVar ) maxVar = v;
  }
  return maxVar;
}

/* Class pC's fit: its mean, its covariance (the total's, of weight N,
** for a class without rows of its own) shrunk by reg, and its factor.
** SQLITE_OK, SQLITE_ERROR or SQLITE_NOMEM (in pErr). */
static int qdaClassFit(BayesModel *pM, BayesClass *pC, double reg, double N,
                       const double *aMean, const double *aMt,
                       BayesErr *pErr){
  const QdaModelFit *pMF = (const QdaModelFit*)pM->pKindFit;
  QdaSt *p = (QdaSt*)pC->pSt;
  int d = pM->nFeat, j, k, rc;
  QdaFit *pF;
  const double *aSrcM, *aSrcMean;
  int ld;
  double div, *aSigma;
  {
    BayesCarve aL[] = {
      BAYES_CARVE_HEAD(QdaFit),
      BAYES_CARVE_FIELD(QdaFit, aMu, d),
    };
    pF = bayes_kind_alloc(&pC->pFit, bayes_carve_size(aL, BAYES_NCARVE(aL)));
    if( pF==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
    bayes_carve_place(aL, BAYES_NCARVE(aL), pF);
  }
  if( p->n>BAYES_MIN_WEIGHT ){
    aSrcM = p->aM; aSrcMean = p->aMean;
    ld = qdaLd(p, d);
    div = qdaDivisor(p->n);
  }else{
    assert( aMt!=0 );           /* qdaCheckClasses asked for the total */
    aSrcM = aMt; aSrcMean = aMean;
    ld = d;
    div = qdaDivisor(N);
  }
  memcpy(pF->aMu, aSrcMean, sizeof(double)*(size_t)d);
  pF->aSrcM = aSrcM;
  pF->ldSrc = ld;
  pF->div = div;
  pF->reg = reg;
  /* (a co-moment qdaRead checked has M / div finite, so (1 - reg) times
  ** it is too: no second pass over it) */
  for(j=0; j<d && !(p->bChecked && aSrcM==p->aM); j++){
    /* M / div, shrunk by reg (bayes_gda_sigma_at, which also raises a
    ** negative rounding residue of a removal on the diagonal to 0, and
    ** adds reg there): finite if the row's largest |M| gives a finite
    ** value (x / div and x (1 - reg) grow with x), else each is looked at */
    const double *row = bayes_gda_row(aSrcM, ld, j);
    double mx = 0.0, v;
    for(k=0; k<=j; k++){
      double a = fabs(row[k]);
      if( a>mx ) mx = a;
    }
    v = div>0.0 ? mx/div : 0.0;
    if( isfinite(v*(1.0 - reg)) ) continue;
    for(k=0; k<=j; k++){
      v = div>0.0 ? row[k]/div : 0.0;
      v *= 1.0 - reg;
      if( j==k && v<0.0 ) v = 0.0;
      if( !isfinite(v) ){
        /* M / (n - 1) with total weights just above 1 */
        bayes_err(pErr, "feature %d: values too large for %s at these "
                  "weights (their covariance overflows)", j+1,
                  pM->pKind->zName);
        return SQLITE_ERROR;
      }
    }
  }
  if( p->pStored ){
    /* the factor the BLOB stored, if it is one of this Sigma (O(d^2)),
    ** else factored again: never trusted unchecked */
    BayesGauss *pS = p->pStored;
    double *aWork = sqlite3_malloc64(sizeof(double)*(4*(u64)d + 1));
    p->pStored = 0;
    if( aWork==0 ){
      bayes_gauss_free(pS);
      sqlite3_free(pS);
      bayes_err_nomem(pErr);
      return SQLITE_NOMEM;
    }
    if( bayes_gda_gauss_check(pS, aSrcM, ld, d, div, reg, BAYES_GAUSS_FLOOR,
                              pMF->floor, aWork) ){
      pF->g = *pS;                       /* the factor's arrays move */
      pF->bTaken = 1;
      /* its bytes, for a model that keeps its BLOB */
      bayes_model_keep_f64s(pM, p->aStoredSrc, pF->g.aF,
                            bayes_gda_gauss_nf(&pF->g));
    }else{
      bayes_gauss_free(pS);
    }
    sqlite3_free(pS);
    sqlite3_free(aWork);
    if( pF->g.d==d ){
      pF->logNorm = -0.5*(pF->g.logdet + pF->g.rank*BAYES_LOG_2PI);
      return SQLITE_OK;
    }
  }
  aSigma = sqlite3_malloc64(sizeof(double)*((u64)d*d + 1));
  if( aSigma==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  qdaSigmaFull(pF, d, aSigma);
  rc = bayes_gauss_factor(&pF->g, aSigma, d, d, 0, 0,
                          BAYES_GAUSS_FLOOR, pMF->floor);
  sqlite3_free(aSigma);
  if( rc ){                                    /* only NOMEM */
    bayes_err_nomem(pErr);
    return rc;
  }
  pF->logNorm = -0.5*(pF->g.logdet + pF->g.rank*BAYES_LOG_2PI);
  return SQLITE_OK;
}

/* The classes checked, their totals (the floor, and the covariance of a
** class without rows), then each class's fit */
static int qdaFinalize(BayesModel *pM, BayesErr *pErr){
  int d = pM->nFeat, i, rc;
  double reg = pM->aOpt[QDA_OPT_REG], N = 0.0, maxVar = 0.0;
  double *aMean, *aWork, *aDiag, *aMt = 0;   /* grand mean, scratch, total
                                             ** co-moment's diagonal, it */
  QdaModelFit *pMF = bayes_kind_alloc(&pM->pKindFit, sizeof(*pMF));
  int bNeedTotal = 0;
  if( pMF==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  rc = qdaCheckClasses(pM, &N, &bNeedTotal, pErr);
  if( rc ) return rc;
  if( !(N>BAYES_MIN_WEIGHT) ){
    pMF->bEmpty = 1;
    for(i=0; i<pM->nClass; i++) qdaDrop((QdaSt*)pM->apClass[i]->pSt);
    return SQLITE_OK;
  }
  rc = qdaCheckSpread(pM, 0, pErr);
  if( rc ) return rc;
  {
    BayesCarve aL[] = {
      BAYES_CARVE(&aMean, d), BAYES_CARVE(&aWork, d), BAYES_CARVE(&aDiag, d),
    };
    if( bayes_carve(aL, BAYES_NCARVE(aL))==0 ){
      bayes_err_nomem(pErr);
      return SQLITE_NOMEM;
    }
    memset(aMean, 0, (size_t)bayes_carve_size(aL, BAYES_NCARVE(aL)));
  }
  if( bNeedTotal ){
    /* the total co-moment only if a class needs it; the fit keeps it
    ** (that class's Sigma is formed from it) */
    aMt = pMF->aMt = sqlite3_malloc64(sizeof(double)*((u64)d*d + 1));
    if( aMt==0 ){
      sqlite3_free(aMean);
      bayes_err_nomem(pErr);
      return SQLITE_NOMEM;
    }
    memset(aMt, 0, sizeof(double)*(size_t)d*d);
  }
  if( qdaTotals(pM, aMean, aWork, aDiag, aMt) ){
    sqlite3_free(aMean);
    bayes_err_nomem(pErr);
    return SQLITE_NOMEM;
  }
  maxVar = qdaMaxVar(d, aDiag, N);
  pMF->floor = QDA_FLOOR_REL*maxVar;
  if( !(pMF->floor>0.0) ) pMF->floor = QDA_FLOOR_NONE;
  if( !(pMF->floor>=QDA_FLOOR_MIN) ) pMF->floor = QDA_FLOOR_MIN;
  for(i=0; i<pM->nClass && rc==SQLITE_OK; i++){
    rc = qdaClassFit(pM, pM->apClass[i], reg, N, aMean, aMt, pErr);
  }
  sqlite3_free(aMean);
  return rc;
}

static int qdaWrite(const BayesModel *pM, BayesBuf *pB){
  int d = pM->nFeat, i, j;
  for(i=0; i<pM->nClass; i++){
    QdaSt *p = (QdaSt*)pM->apClass[i]->pSt;
    qdaFlush(pM, p);     /* finalize has flushed already: a no-op */
    bayes_put_f64(pB, bayes_gda_rows_stored(p->n, pM->apClass[i]->n));
    bayes_put_f64s(pB, p->aMean, d);
    if( p->bPacked ){
      bayes_put_f64s(pB, p->aM, (i64)d*(d+1)/2);
    }else{
      for(j=0; j<d; j++) bayes_put_f64s(pB, p->aM + (size_t)j*d, j+1);
    }
  }
  return SQLITE_OK;
}

static int qdaRead(BayesModel *pM, BayesReader *pR, int iVersion,
                   BayesErr *pErr){
  int d = pM->nFeat, i, j, k;
  i64 nPer = 1 + d + (i64)d*(d+1)/2;
  (void)iVersion;            /* 1: the only section layout so far */
  if( d>QDA_MAX_FEATURES ) return SQLITE_ERROR;
  if( !bayes_get_room(pR, (i64)pM->nClass*nPer, 8) ) return SQLITE_ERROR;
  for(i=0; i<pM->nClass; i++){
    BayesClass *pC = pM->apClass[i];
    QdaSt *p;
    const u8 *aSrc;
    if( qdaNewClassIn(pM, pC, 0) ){
      bayes_err_nomem(pErr);
      return SQLITE_NOMEM;
    }
    p = (QdaSt*)pC->pSt;
    p->n = bayes_get_f64(pR);
    /* at most the class total; weighted window frames leave rounding in
    ** both (as bayes_model_parse allows between the class totals) */
    if( !(p->n>=0.0 && p->n<=pC->n*(1+1e-9) + BAYES_MIN_WEIGHT) ){
      return SQLITE_ERROR;
    }
    p->n = bayes_gda_rows_stored(p->n, pC->n);
    aSrc = pR->a + pR->i;
    bayes_get_f64s(pR, p->aMean, d);
    /* the means and the packed co-moment are the BLOB's bytes: a model
    ** the cache keeps holds them once (bayes_model_keep_f64s) */
    bayes_model_keep_f64s(pM, aSrc, p->aMean, d);
    aSrc = pR->a + pR->i;
    for(j=0; j<d; j++){
      double *row = p->aM + (size_t)j*(j+1)/2;      /* packed */
      bayes_get_f64s(pR, row, j+1);
      if( !isfinite(p->aMean[j]) ) return SQLITE_ERROR;
      if( !(row[j]>=-1e-6*(1.0+fabs(row[j]))) ){
        return SQLITE_ERROR;
      }
      /* every entry finite (|a| <= DBL_MAX fails for NaN too), and the
      ** class covariance M / (n - 1) finite: the row's largest |M| over
      ** div (x / div grows with x: one division a row); one pass */
      {
        double div = qdaDivisor(p->n), mx = 0.0;
        for(k=0; k<=j; k++){
          double a = fabs(row[k]);
          if( !(a<=DBL_MAX) ) return SQLITE_ERROR;
          if( a>mx ) mx = a;
        }
        if( div>0.0 && !(mx/div<1e308) ) return SQLITE_ERROR;
      }
    }
    if( !pR->bad ) bayes_model_keep_f64s(pM, aSrc, p->aM, (i64)d*(d+1)/2);
    p->bChecked = 1;
  }
  if( pR->bad ) return SQLITE_ERROR;
  return qdaCheckSpread(pM, 1, pErr);
}

/* The fit section (format version 5): every class's factor, in class
** order (bayes_gda_gauss_write), so that reading the model costs what
** reading its bytes costs, not O(classes x d^3).  Written by a finalized
** model that has a fit (not an empty one) where it pays (pM->eFit,
** bayesInt.h): at the end of a fit or on request (AUTO, ON: finalizing
** made the factors, writing them costs only their bytes), and else (KEEP:
** window frames, merges) only if every class took its factor unchanged
** from the BLOB read, so that a window's frames and merges do not double
** their BLOBs. */
static int qdaHasFit(const BayesModel *pM){
  const QdaModelFit *pMF = (const QdaModelFit*)pM->pKindFit;
  int i, bTaken = 1;
  if( pMF==0 || pMF->bEmpty || pM->nFeat<=0 || pM->eFit==BAYES_FIT_OFF ){
    return 0;
  }
  for(i=0; i<pM->nClass; i++){
    const QdaFit *pF = (const QdaFit*)pM->apClass[i]->pFit;
    if( pF==0 || pF->g.d!=pM->nFeat ) return 0;
    if( !pF->bTaken ) bTaken = 0;
  }
  return pM->eFit!=BAYES_FIT_KEEP || bTaken;
}

static int qdaWriteFit(const BayesModel *pM, BayesBuf *pB){
  int i;
  for(i=0; i<pM->nClass; i++){
    bayes_gda_gauss_write(&((const QdaFit*)pM->apClass[i]->pFit)->g, pB);
  }
  return SQLITE_OK;
}

/* Each class's factor kept for qdaFinalize to check and take.  Bytes that
** do not hold a factor per class (and nothing more) keep none: every
** class is factored again, as for a BLOB without the section. */
static int qdaReadFit(BayesModel *pM, BayesReader *pR, BayesErr *pErr){
  int i, rc = SQLITE_OK;
  (void)pErr;
  for(i=0; i<pM->nClass && rc==SQLITE_OK; i++){
    QdaSt *p = (QdaSt*)pM->apClass[i]->pSt;
    if( p==0 || p->bWide ){ rc = SQLITE_ERROR; break; }
    p->pStored = sqlite3_malloc64(sizeof(BayesGauss));
    if( p->pStored==0 ) return SQLITE_NOMEM;
    rc = bayes_gda_gauss_read(p->pStored, pM->nFeat, BAYES_GAUSS_FLOOR, pR);
    if( rc ){ sqlite3_free(p->pStored); p->pStored = 0; }
    else p->aStoredSrc = pR->a + pR->i - 8*bayes_gda_gauss_nf(p->pStored);
  }
  if( rc==SQLITE_OK && pR->i!=pR->n ) rc = SQLITE_ERROR;
  if( rc ){
    for(i=0; i<pM->nClass; i++){
      QdaSt *p = (QdaSt*)pM->apClass[i]->pSt;
      if( p ) qdaDrop(p);
    }
  }
  return rc==SQLITE_NOMEM ? rc : SQLITE_OK;
}

/* xFreeState: a class's state owns its co-moment, and the factor read
** from the BLOB until qdaFinalize takes it */
static void qdaFreeState(BayesModel *pM, BayesClass *pC){
  (void)pM;
  if( pC && pC->pSt ){
    QdaSt *p = (QdaSt*)pC->pSt;
    qdaDrop(p);
    sqlite3_free(p->aM);
    p->aM = 0;
  }
}

static int qdaScore(const BayesModel *pM, const BayesRow *pRow, int eScore,
                    double *aLL, BayesErr *pErr){
  const QdaModelFit *pMF = (const QdaModelFit*)pM->pKindFit;
  int d = pM->nFeat, i, j, nObs = 0, rc = SQLITE_OK;
  double aStack[3*QDA_STACK], *aDiff, *aWork, *aHeap;
  int *aSub;
  const double *x = pRow->aX;
  (void)eScore;              /* the whole density costs no more */
  if( bayes_gda_score_trivial(pM, pMF->bEmpty, pRow, aLL) ) return SQLITE_OK;
  aDiff = bayes_gda_scratch(pM, pRow, aStack, QDA_STACK, &aHeap, &aSub);
  if( aDiff==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  aWork = aDiff + d;        /* 2d doubles */
  if( pRow->nMissing==0 ){
    for(i=0; i<pM->nClass; i++){
      const QdaFit *pF = (const QdaFit*)pM->apClass[i]->pFit;
      for(j=0; j<d; j++) aDiff[j] = x[j] - pF->aMu[j];
      aLL[i] = pF->logNorm - 0.5*bayes_gauss_maha(&pF->g, aDiff, aWork);
    }
  }else{
    /* the observed sub-matrix of Sigma (its lower triangle: nObs x nObs,
    ** the observed dimensions in order) and the differences on them,
    ** factored for this row: what factoring Sigma on those dimensions
    ** gives, bit for bit */
    double *aS;
    for(j=0; j<d; j++) if( !isnan(x[j]) ) aSub[nObs++] = j;
    aS = sqlite3_malloc64(sizeof(double)*((u64)nObs*nObs + 1));
    if( aS==0 ) rc = SQLITE_NOMEM;
    for(i=0; i<pM->nClass && rc==SQLITE_OK; i++){
      const QdaFit *pF = (const QdaFit*)pM->apClass[i]->pFit;
      BayesGauss g;
      int k;
      for(j=0; j<nObs; j++){
        for(k=0; k<=j; k++){
          aS[(size_t)j*nObs+k] = qdaSigma(pF, d, aSub[j], aSub[k]);
        }
      }
      rc = bayes_gauss_factor(&g, aS, nObs, nObs, 0, 0,
                              BAYES_GAUSS_FLOOR, pMF->floor);
      if( rc==SQLITE_OK ){
        for(j=0; j<nObs; j++) aDiff[j] = x[aSub[j]] - pF->aMu[aSub[j]];
        aLL[i] = -0.5*(bayes_gauss_maha(&g, aDiff, aWork) + g.logdet
                       + g.rank*BAYES_LOG_2PI);
      }
      bayes_gauss_free(&g);
    }
    sqlite3_free(aS);
    if( rc ) bayes_err_nomem(pErr);        /* the factor fails only so */
  }
  sqlite3_free(aHeap);
  return rc;
}

static int qdaSample(const BayesModel *pM, int iClass, BayesRng *pRng,
                     BayesBuf *pB, BayesErr *pErr){
  const QdaModelFit *pMF = (const QdaModelFit*)pM->pKindFit;
  const QdaFit *pF = (const QdaFit*)pM->apClass[iClass]->pFit;
  /* an empty model has no per-class parameters (pFit may be 0) */
  if( pMF->bEmpty || pF==0 ){
    return bayes_gda_sample(pM, 1, 0, 0, pRng, pB, pErr);
  }
  return bayes_gda_sample(pM, 0, &pF->g, pF->aMu, pRng, pB, pErr);
}

static int qdaInfo(const BayesModel *pM, BayesBuf *pB){
  const QdaModelFit *pMF = (const QdaModelFit*)pM->pKindFit;
  int d = pM->nFeat, i, j;
  double *aRow;
  bayes_buf_str(pB, "\"rows_used\":[");
  for(i=0; i<pM->nClass; i++){
    if( i ) bayes_buf_char(pB, ',');
    bayes_json_num(pB, ((QdaSt*)pM->apClass[i]->pSt)->n);
  }
  bayes_buf_char(pB, ']');
  if( pMF->bEmpty ) return SQLITE_OK;
  bayes_buf_str(pB, ",\"floor\":");
  bayes_json_num(pB, pMF->floor);
  bayes_buf_str(pB, ",\"means\":[");
  for(i=0; i<pM->nClass; i++){
    if( i ) bayes_buf_char(pB, ',');
    bayes_json_nums(pB, ((QdaFit*)pM->apClass[i]->pFit)->aMu, d);
  }
  bayes_buf_str(pB, "],\"covariances\":[");
  aRow = sqlite3_malloc64(sizeof(double)*((u64)d + 1));
  if( aRow==0 ) return SQLITE_NOMEM;
  for(i=0; i<pM->nClass; i++){
    const QdaFit *pF = (const QdaFit*)pM->apClass[i]->pFit;
    if( i ) bayes_buf_char(pB, ',');
    bayes_buf_char(pB, '[');
    for(j=0; j<d; j++){
      int k;
      if( j ) bayes_buf_char(pB, ',');
      for(k=0; k<d; k++) aRow[k] = qdaSigma(pF, d, j, k);
      bayes_json_nums(pB, aRow, d);
    }
    bayes_buf_char(pB, ']');
  }
  sqlite3_free(aRow);
  bayes_buf_str(pB, "],\"rank\":[");
  for(i=0; i<pM->nClass; i++){
    const QdaFit *pF = (const QdaFit*)pM->apClass[i]->pFit;
    if( i ) bayes_buf_char(pB, ',');
    /* dimensions with a variance of their own (not raised to the floor) */
    bayes_json_int(pB, d - pF->g.nFloor);
  }
  bayes_buf_str(pB, "],\"log_det\":[");
  for(i=0; i<pM->nClass; i++){
    if( i ) bayes_buf_char(pB, ',');
    bayes_json_num(pB, ((QdaFit*)pM->apClass[i]->pFit)->g.logdet);
  }
  bayes_buf_char(pB, ']');
  return SQLITE_OK;
}

/* xFreeFit: a class's fit owns its factorization */
static void qdaFreeFit(BayesModel *pM, BayesClass *pC){
  if( pC ){
    bayes_gauss_free(&((QdaFit*)pC->pFit)->g);
  }else if( pM->pKindFit ){
    QdaModelFit *pMF = (QdaModelFit*)pM->pKindFit;
    sqlite3_free(pMF->aMt);
    pMF->aMt = 0;
  }
}

/* bayes_params: per class and feature, the mean, the class covariance's
** diagonal (after reg) and the complete rows.  (No xExplain: the
** log-likelihood is a quadratic form with cross terms.) */
static int qdaParams(const BayesModel *pM, i64 *aPos, BayesParamRow *p){
  const QdaFit *pF;
  int i = (int)aPos[0], j = (int)aPos[1], d = pM->nFeat;
  if( i>=pM->nClass || d<=0 ) return 0;
  pF = (const QdaFit*)pM->apClass[i]->pFit;
  if( pF==0 ) return 0;
  p->iClass = i;
  p->iFeat = j;
  p->mean = pF->aMu[j];
  p->var = qdaSigma(pF, d, j, j);
  p->count = ((const QdaSt*)pM->apClass[i]->pSt)->n;
  p->mHave = BAYES_PARAM_MEAN|BAYES_PARAM_VAR|BAYES_PARAM_COUNT;
  if( ++aPos[1]>=d ){ aPos[1] = 0; aPos[0]++; }
  return 1;
}

static int qdaGaussian(const BayesModel*, int, double*, double*);

/* bayes_scores (BayesKind.xScoreBlock): complete, finite rows, a block at
** a time, the whole density (as qdaScore, which costs no more).  Per
** class, the rows' differences from its mean, then all their
** distances at once (bayes_gauss_maha_block: the class's factor read once
** for the block, in a matrix-matrix product), where qdaScore reads the
** factor once per row. */
static i64 qdaScoreBlockWork(const BayesModel *pM, int nRow, BayesErr *pErr){
  const QdaModelFit *pMF = (const QdaModelFit*)pM->pKindFit;
  i64 nMax = 0, n;
  int i;
  (void)pErr;
  if( pMF->bEmpty || pM->nFeat<=0 ) return 0;
  for(i=0; i<pM->nClass; i++){
    const QdaFit *pF = (const QdaFit*)pM->apClass[i]->pFit;
    n = bayes_gauss_maha_block_work(&pF->g, nRow);
    if( n>nMax ) nMax = n;
  }
  /* the differences, the distances, then maha_block's own scratch */
  return (i64)nRow*pM->nFeat + nRow + nMax;
}
static int qdaScoreBlock(const BayesModel *pM, const double *aX, int nRow,
                         double *aLL, double *aWork, u8 *aRedo,
                         BayesErr *pErr){
  const QdaModelFit *pMF = (const QdaModelFit*)pM->pKindFit;
  int d = pM->nFeat, K = pM->nClass, i, r, j;
  double *aDiff = aWork, *aD;
  (void)aRedo; (void)pErr;        /* every row, no SQLite: it cannot fail */
  if( pMF->bEmpty || d<=0 ){                  /* as bayes_gda_score_trivial */
    for(r=0; r<nRow*K; r++) aLL[r] = 0.0;
    return SQLITE_OK;
  }
  aD = aDiff + (size_t)nRow*d;
  for(i=0; i<K; i++){
    const QdaFit *pF = (const QdaFit*)pM->apClass[i]->pFit;
    for(r=0; r<nRow; r++){
      const double *x = aX + (size_t)r*d;
      double *z = aDiff + (size_t)r*d;
      for(j=0; j<d; j++) z[j] = x[j] - pF->aMu[j];
    }
    bayes_gauss_maha_block_in(&pF->g, aDiff, d, nRow, aD, aD + nRow);
    for(r=0; r<nRow; r++) aLL[(size_t)r*K + i] = pF->logNorm - 0.5*aD[r];
  }
  return SQLITE_OK;
}

/* bayes_sql: for a complete row, as qdaScore,
**   log p(x|y) = logNorm_y - 0.5 maha_y(x - mu_y)
** with the Mahalanobis distance from the class's factor (linalg.h's
** BayesGauss, as bayes_gauss_maha takes it): the whitened coordinates t
** (W (x - mu), W = L^-1, for a Cholesky factor; V (x - mu) / sqrt(lambda)
** for an eigen factor) as the columns of a subquery per class, then the
** sum of their squares, plus the isolated and the null (floored)
** dimensions.  Every feature NULL gives 0 for every class (the priors),
** an infinite one -Inf (the priors too), as bayes_gda_score_trivial; some
** NULL, which qdaScore marginalizes, give NULL. */
static void qdaSqlDiff(const BayesSqlCols *pCols, int j, double mu,
                       BayesBuf *pB){
  bayes_buf_str(pB, "(");
  bayes_buf_str(pB, pCols->azCol[j]);
  bayes_buf_char(pB, '-');
  bayes_sqltext_numx(pB, mu);
  bayes_buf_char(pB, ')');
}
static int qdaSql(const BayesModel *pM, const BayesSqlCols *pCols,
                  BayesBuf *pB, BayesErr *pErr){
  const QdaModelFit *pMF = (const QdaModelFit*)pM->pKindFit;
  int d = pM->nFeat, K = pM->nClass, i, k;
  BayesSqlSum allNull, anyInf;
  (void)pErr;
  bayes_buf_str(pB, "SELECT ");
  if( pMF->bEmpty ) return bayes_gda_sql_empty(K, pB);
  bayes_gda_sql_guards(d, pCols, &allNull, &anyInf);
  for(i=0; i<K; i++){
    const QdaFit *pF = (const QdaFit*)pM->apClass[i]->pFit;
    const BayesGauss *g = &pF->g;
    BayesSqlSum sq;             /* the squares, over the columns below */
    int nT = g->bChol ? g->m : g->r;
    if( i ) bayes_buf_char(pB, ',');
    bayes_buf_str(pB, "CASE WHEN _n THEN 0.0 WHEN _i THEN -9e999 ELSE ");
    bayes_sqltext_numx(pB, pF->logNorm);
    bayes_buf_str(pB, "-0.5*(SELECT ");
    bayes_sqltext_sum_init(&sq);
    for(k=0; k<nT; k++){
      BayesBuf *p = bayes_sqltext_sum_term(&sq);
      bayes_buf_str(p, "_t");
      bayes_json_int(p, k);
      bayes_buf_str(p, "*_t");
      bayes_json_int(p, k);
      if( !g->bChol ){
        bayes_buf_char(p, '/');
        bayes_sqltext_numx(p, g->aLam[k]);
      }
    }
    for(k=0; k<g->nIso; k++){
      BayesBuf *p = bayes_sqltext_sum_term(&sq);
      qdaSqlDiff(pCols, g->aIso[k], pF->aMu[g->aIso[k]], p);
      bayes_buf_char(p, '*');
      qdaSqlDiff(pCols, g->aIso[k], pF->aMu[g->aIso[k]], p);
      bayes_buf_char(p, '/');
      bayes_sqltext_numx(p, g->aIsoVar[k]);
    }
    if( g->nullVar>0.0 ){
      for(k=0; k<g->nNull; k++){
        BayesBuf *p = bayes_sqltext_sum_term(&sq);
        qdaSqlDiff(pCols, g->aNull[k], pF->aMu[g->aNull[k]], p);
        bayes_buf_char(p, '*');
        qdaSqlDiff(pCols, g->aNull[k], pF->aMu[g->aNull[k]], p);
        bayes_buf_char(p, '/');
        bayes_sqltext_numx(p, g->nullVar);
      }
    }
    bayes_sqltext_sum_end(&sq, "+", "0.0", pB);
    if( nT>0 ){
      /* the whitened coordinates t_k, each a sum over the factored
      ** dimensions z_c = x[aIdx[c]] - mu */
      bayes_buf_str(pB, " FROM (SELECT ");
      for(k=0; k<nT; k++){
        BayesSqlSum t;
        int c, nC = g->bChol ? k+1 : g->m;
        const double *w = g->bChol ? g->aF + (size_t)k*(k+1)/2
                                   : g->aF + (size_t)k*g->m;
        bayes_sqltext_sum_init(&t);
        for(c=0; c<nC; c++){
          BayesBuf *p;
          if( w[c]==0.0 ) continue;
          p = bayes_sqltext_sum_term(&t);
          qdaSqlDiff(pCols, g->aIdx[c], pF->aMu[g->aIdx[c]], p);
          bayes_buf_char(p, '*');
          bayes_sqltext_numx(p, w[c]);
        }
        if( k ) bayes_buf_char(pB, ',');
        bayes_sqltext_sum_end(&t, "+", "0.0", pB);
        bayes_buf_str(pB, " AS _t");
        bayes_json_int(pB, k);
      }
      bayes_buf_char(pB, ')');
    }
    bayes_buf_str(pB, ") END AS j");
    bayes_json_int(pB, i);
  }
  return bayes_gda_sql_guards_end(&allNull, &anyInf, pB);
}

const BayesKind bayes_kind_qda = {
  .zName = "qda",
  .bShareable = 1,             /* immutable once parsed: shared (sql/cache.c) */
  .iId = BAYES_KIND_ID(qda),
  .iVersion = 1,
  .eInput = BAYES_IN_DENSE,
  .nOpt = (int)(sizeof(qdaOpts)/sizeof(qdaOpts[0])),
  .aOpt = qdaOpts,
  .pAux = 0,
  .xNewClass = qdaNewClass,
  .xAdd = qdaAdd,
  .xRemove = qdaRemove,
  .xMerge = qdaMerge,
  .xMergeModel = 0,
  .xFinalize = qdaFinalize,
  .xWrite = qdaWrite,
  .xRead = qdaRead,
  .xScore = qdaScore,
  .xSample = qdaSample,
  .xInfo = qdaInfo,
  .xFreeState = qdaFreeState,
  .xFreeFit = qdaFreeFit,
  .xExplain = 0,
  .xParams = qdaParams,
  .xGaussian = qdaGaussian,
  .xScoreBlock = qdaScoreBlock,
  .xScoreBlockWork = qdaScoreBlockWork,
  .xSql = qdaSql,
  .xHasFit = qdaHasFit,
  .xWriteFit = qdaWriteFit,
  .xReadFit = qdaReadFit,
};

/* bayes_drift: class iClass's mean and covariance (after reg), as scored */
static int qdaGaussian(const BayesModel *pM, int iClass, double *aMu,
                       double *aSigma){
  const QdaModelFit *pMF = (const QdaModelFit*)pM->pKindFit;
  const QdaFit *pF = (const QdaFit*)pM->apClass[iClass]->pFit;
  size_t d = (size_t)pM->nFeat;
  if( pMF==0 || pMF->bEmpty || pF==0 ) return 0;
  memcpy(aMu, pF->aMu, sizeof(double)*d);
  qdaSigmaFull(pF, (int)d, aSigma);
  return 1;
}
