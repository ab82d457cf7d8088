/*
** kinds/lda.c — linear discriminant analysis, the kind 'lda'.
**
**   SELECT bayes_fit('lda', species, sl, sw, pl, pw) FROM iris;
**   SELECT bayes_fit('lda shrinkage=auto', digit, px) FROM mnist;
**
** Model: x given y ~ N(mu_y, Sigma) with one covariance shared by all
** classes.
**
** Fitting keeps, per class, the number of complete rows n_y and their mean,
** and one pooled within-class co-moment matrix M = sum_y sum_{i in y}
** (x_i - mu_y)(x_i - mu_y)^T, folded in blocks of rows with Chan's pairwise
** update and removed row by row with its inverse (linalg.c, bayes_mom_*),
** so fitting, window frames and bayes_merge agree to rounding.  A row with
** a missing feature is skipped (the generic layer still counts it in the
** class count that the priors use).  An infinite feature is an error.
** With bayes_fit_weighted (frequency weights) n_y and N are weights of
** complete rows, and the means, M and the auto sums below are weighted
** (weight 1 everywhere is the unweighted update, bit for bit).
**
** Finalizing:
**   Sigma = M / N, N = all complete rows: the maximum-likelihood pooled
**   covariance.  scikit-learn's LinearDiscriminantAnalysis (solvers lsqr
**   and eigen) uses sum_y prior_y Sigma_y with Sigma_y = M_y / n_y, the
**   same matrix when the priors are the class frequencies (priors=fit);
**   with other priors scikit-learn reweights the class covariances, we
**   do not (the covariance estimate does not depend on the priors).
**
**   shrinkage=a (0 <= a <= 1): Sigma <- (1-a) Sigma + a (trace(Sigma)/d) I,
**   toward a multiple of the identity with the same trace, as
**   scikit-learn's shrunk_covariance (which it applies to each class's
**   covariance before pooling them: the same matrix).  Like
**   scikit-learn's, this depends on the units of the features.
**
**   shrinkage=auto: scikit-learn's Ledoit-Wolf rule, per class: the
**   class's features are standardized, the Ledoit-Wolf coefficient a_y is
**   computed from them (Ledoit & Wolf 2004, as sklearn.covariance.
**   ledoit_wolf_shrinkage), and
**     Sigma = sum_y (n_y/N) ((1-a_y) Sigma_y + a_y m_y diag(s_y^2))
**   where s_y^2 are the class variances (1 for a constant feature, as
**   StandardScaler) and m_y the mean diagonal of the standardized
**   covariance.  The coefficient needs fourth moments, so with `auto`
**   each class also keeps raw sums of u, u u^T, (u.u) u^T and (u.u)(u.u)^T
**   (u = x minus the class's first row; re-centered exactly when merging;
**   with weights, sums of w u etc., and the coefficient's n is the
**   class's weight W_y, so integer weights give the duplicated rows')
**   — per row d(d+1)/2 + d^2 + d(d+1)/2 multiply-adds for u u^T,
**   (u.u) u^T and (u.u)(u.u)^T beside the d(d+1)/2 of the pooled
**   co-moment: 5x the arithmetic of plain lda, and 4.5-5x its time
**   (docs/performance.md, "lda shrinkage=auto": one pass over the rows
**   cannot keep less than these three).  bayes_with (with.c) may
**   set a fixed shrinkage on such a model (ldaFinalize drops the sums,
**   which a model fitted with that value does not have), never `auto` on
**   a model without them.
**
**   Singular Sigma (a constant feature, more features than rows, duplicated
**   columns): the pseudo-inverse and pseudo-determinant (linalg.h,
**   BAYES_GAUSS_PINV): directions without within-class variance are left
**   out of the density for every class alike, as scikit-learn's lsqr
**   solver (a least-squares solve) leaves them out of the discriminant.
**   A class with no complete row uses the mean of all complete rows; if no
**   row of any class is complete every class scores log p(x|y) = 0.
**
** Scoring: with xbar the mean of all complete rows, x~ = x - xbar,
**   log p(x|y) = w_y . x~ + b_y - 0.5 (x~^T Sigma^+ x~ + logdet + r log 2pi)
** where w_y = Sigma^+ (mu_y - xbar) and b_y = -0.5 (mu_y - xbar) . w_y are
** computed once per model; the quadratic term is shared by all classes,
** so a row costs O(d^2 + classes x d) for bayes_evidence and
** O(classes x d) for bayes_predict and bayes_proba, which leave it out.
** Centering on xbar keeps the terms small for data far from the origin,
** but not for classes far apart: with mu_b - xbar = 1e9 and variances
** of 0.1, w_y . x~ and b_y are 1e19 for every class and their sums
** (log-odds of 1e2) came out 1e3 off.  So each row's fast scores carry a
** bound on their rounding (ldaFastAccurate), and a row they do not score
** to 1e-9 (or 1e-12 of the log-odds) is scored by the accurate form
** (ldaScorePairwise): against a reference class r near the row, the
** log-odds v . (x - (mu_y + mu_r)/2) with v = Sigma^+ (mu_y - mu_r), whose
** terms are as large as the log-odds, O(classes x d^2).
** Missing features are marginalized: the observed sub-vector and
** sub-matrix, factored for that row, always in the accurate form.  A row
** with an infinite feature is impossible for every class (so it gets the
** priors); a finite row whose log-odds overflow both ways (features near
** 1e308) is an error, out of range.
**
** bayes_info: means, covariance (the Sigma used), rank, shrinkage,
** scikit-learn's coef (Sigma^+ mu_y) and intercept (-0.5 mu_y . coef_y +
** log prior_y), and for two classes the logistic form
**   p(second class | x) = 1 / (1 + exp(-(w . x + b))).
**
** BLOB section: the lower triangle of M row by row; then per class
** (label order) f64 complete rows, d means; with shrinkage=auto also d
** shifts, d sums of u, and the lower triangles of u u^T and
** (u.u)(u.u)^T and all of (u.u) u^T.  Fit section (format version 5):
** the factor of Sigma (gda.c, bayes_gda_gauss_write), used when read only
** if it is one of the Sigma the statistics give (bayes_gda_gauss_check).
*/
#include "bayesInt.h"
#include "carve.h"
#include <assert.h>
#include "linalg.h"
#include <string.h>
#include <math.h>

#define LDA_MAX_FEATURES 8192       /* the d x d matrices: 512 MB each */
#define LDA_STACK 256               /* scoring scratch on the stack up to d */

static const BayesOptDef ldaOpts[] = {
  { "shrinkage", 0.0, 0.0, 1.0, BAYES_OPT_AUTO },
  /* bayes_transform's coordinates; 0: min(classes - 1, features) */
  { "n_components", 0.0, 0.0, 8192.0, BAYES_OPT_LATE },
};
/* Slots of BayesModel.aOpt, in the table's order (the typedef does not
** compile if the two differ in length) */
enum { LDA_OPT_SHRINKAGE, LDA_OPT_N_COMPONENTS, LDA_N_OPT };
typedef char ldaOptsNamed[sizeof(ldaOpts)/sizeof(ldaOpts[0])==LDA_N_OPT ?1:-1];
#define N_COMPONENTS(pM) ((pM)->aOpt[LDA_OPT_N_COMPONENTS])
#define IS_AUTO(pM) ((pM)->aOpt[LDA_OPT_SHRINKAGE]==-1.0)

/* Per-class statistics */
typedef struct LdaSt {
  double n;           /* complete rows (their total weight) in aMean (and
                      ** the sums) */
  int nBuf, nBufMax;  /* rows waiting in aBuf */
  int bWide;          /* too many features: nothing allocated */
  double *aMean;      /* d */
  double *aBuf;       /* nBufMax x d */
  double *aBufW;      /* nBufMax: the weights of the rows in aBuf */
  double *aWork;      /* d */
  /* shrinkage=auto only (else NULL): raw weighted sums of u = x - aK */
  double *aK, *aS1;   /* d, d */
  double *aP, *aT, *aS4;   /* d x d: u u^T (lower), u2 u^T (full),
                           ** u2 u2^T (lower); u2 = u.u elementwise */
  double *aU, *aU2;   /* nBufMax x d scratch */
} LdaSt;

/* Model-wide statistics */
typedef struct LdaModelSt {
  double *aM;         /* the pooled co-moment's lower triangle: d x d (a
                      ** fit's), or packed by rows (bPacked: a model read
                      ** from a BLOB, as the BLOB stores it: half the memory
                      ** to fill on first use, and the bytes a cached model
                      ** keeps, issue 38); its own allocation.  Unpacked
                      ** (ldaChanged) before rows or a merge change it */
  int bPacked;
  int bChecked;       /* aM as ldaRead checked it (finite): finalizing
                      ** need not again; 0 once rows change it */
  /* The factor of Sigma a BLOB's fit section held (ldaReadFit), until
  ** ldaFinalize checks and takes it; dropped when the statistics change */
  BayesGauss *pStored;
  const u8 *aStoredSrc; /* where the BLOB holds pStored->aF's bytes */
} LdaModelSt;

/* Per-class scoring parameters */
typedef struct LdaFit {
  double *aMu;        /* d */
  double *aW;         /* d: Sigma^+ (mu - xbar) */
  double b;           /* -0.5 (mu - xbar) . w */
  double alpha;       /* auto: this class's Ledoit-Wolf coefficient */
} LdaFit;

/* Model-wide scoring parameters */
#define LDA_LOAD(x)     __atomic_load_n(&(x), __ATOMIC_ACQUIRE)
#define LDA_STORE(x, v) __atomic_store_n(&(x), (v), __ATOMIC_RELEASE)
typedef struct LdaModelFit {
  int bEmpty;         /* no complete row at all */
  double *aXbar;      /* d */
  double *aSigma;     /* d x d (its own allocation, zeroed only for
                      ** shrinkage=auto, which adds into it: the other
                      ** paths write every entry of the lower triangle);
                      ** the upper triangle, which only bayes_info and
                      ** bayes_drift read, is filled by ldaSigmaFull at
                      ** their first use (bSym), not when a model is read
                      ** (a d x d transpose: issue 38) */
  int bSym;           /* aSigma's upper triangle is filled */
  int bSigma;         /* aSigma's lower triangle is formed: when the model
                      ** is finalized, except for a model read from a
                      ** BLOB with shrinkage 0 (M / N, which the check of
                      ** a stored factor reads from the packed co-moment):
                      ** formed at the first use that reads it
                      ** (ldaSigmaLower), issue 38 */
  /* Derived at first use (ldaDerive), not when the model is parsed: the
  ** factor of Sigma costs O(d^3) (an eigendecomposition when Sigma is
  ** singular, as with fewer rows than features), which a model fitted or
  ** merged only to be folded further never needs.  A model written as a
  ** BLOB derives it there (ldaWriteFit) and stores it (format version 5),
  ** so reading that BLOB takes it (ldaTakeStored, checked in O(d^2))
  ** instead of factoring; an older BLOB derives it at first use.  The
  ** model cache (cache.c) keeps a parsed model for the connection, so a
  ** statement pays it once. */
  int bDerived;       /* g, logNorm and every class's aW, b are set */
  int bFactored;      /* g is set (factored, or taken from the BLOB) */
  /* A parsed model is shared by the connections and threads of a
  ** process (BayesKind.bShareable, sql/cache.c): the first use derives
  ** under this mutex, and bDerived, bFactored and eProj are published
  ** with release stores and read with acquire loads (LDA_LOAD), so a
  ** thread that sees them set sees what they guard. */
  sqlite3_mutex *pLazy;
  int bTaken;         /* g was taken from the BLOB's fit section */
  double N;           /* complete rows (their weight): ldaHasFit's rule */
  BayesGauss g;
  double logNorm;     /* -0.5 (logdet + rank log 2 pi) */
  /* bayes_transform's projection (ldaProjection), also at first use:
  ** it was computed for every row */
  int eProj;          /* 0: not yet; 1: aProj; 2: failed with errProj */
  double *aProj;      /* d x nProjRank scalings, then d xbar, then evr */
  int nProjRank, nProjEvr;
  BayesErr errProj;
} LdaModelFit;

/* A class's state, and with the first the model's; its co-moment zeroed
** for fitting (bZero), or left as allocated for ldaRead, which fills its
** lower triangle */
static int ldaNewClassIn(BayesModel *pM, BayesClass *pC, int bZero){
  i64 d = pM->nFeat;
  int nb, bAuto = IS_AUTO(pM);
  LdaSt *p;
  if( d>LDA_MAX_FEATURES ){
    p = bayes_kind_alloc(&pC->pSt, sizeof(*p));
    if( p==0 ) return SQLITE_NOMEM;
    p->bWide = 1;
    return SQLITE_OK;
  }
  if( pM->pKindSt==0 ){
    LdaModelSt *pS = bayes_kind_alloc(&pM->pKindSt, sizeof(LdaModelSt));
    if( pS==0 ) return SQLITE_NOMEM;
    pS->bPacked = !bZero;
    pS->aM = sqlite3_malloc64(sizeof(double)*((bZero ? (u64)d*d
                                                     : (u64)d*(d+1)/2) + 1));
    if( pS->aM==0 ){
      /* no half-made state: the next class allocates it again */
      sqlite3_free(pS);
      pM->pKindSt = 0;
      return SQLITE_NOMEM;
    }
    if( bZero ) memset(pS->aM, 0, sizeof(double)*(size_t)(d*d));
  }
  nb = bayes_gda_block_rows(d);
  {
    /* the pieces from aK on are shrinkage=auto's only (else NULL) */
    BayesCarve aL[] = {
      BAYES_CARVE_HEAD(LdaSt),
      BAYES_CARVE_FIELD(LdaSt, aMean, d),
      BAYES_CARVE_FIELD(LdaSt, aBuf, nb*d),
      BAYES_CARVE_FIELD(LdaSt, aBufW, nb),
      BAYES_CARVE_FIELD(LdaSt, aWork, d),
      BAYES_CARVE_FIELD(LdaSt, aK, d),
      BAYES_CARVE_FIELD(LdaSt, aS1, d),
      BAYES_CARVE_FIELD(LdaSt, aP, d*d),
      BAYES_CARVE_FIELD(LdaSt, aT, d*d),
      BAYES_CARVE_FIELD(LdaSt, aS4, d*d),
      BAYES_CARVE_FIELD(LdaSt, aU, nb*d),
      BAYES_CARVE_FIELD(LdaSt, aU2, nb*d),
    };
    int nL = bAuto ? BAYES_NCARVE(aL) : 5;
    p = bayes_kind_alloc(&pC->pSt, bayes_carve_size(aL, nL));
    if( p==0 ) return SQLITE_NOMEM;
    bayes_carve_place(aL, nL, p);
  }
  p->nBufMax = nb;
  /* ldaMerge and ldaLedoitWolf copy aS1 .. aS4 (and aK .. aS4) as one run */
  assert( !bAuto || (p->aS1==p->aK + d && p->aP==p->aS1 + d
                     && p->aT==p->aP + d*d && p->aS4==p->aT + d*d) );
  assert( bAuto || p->aK==0 );
  return SQLITE_OK;
}
static int ldaNewClass(BayesModel *pM, BayesClass *pC){
  return ldaNewClassIn(pM, pC, 1);
}

/* The statistics change: the stored factor and ldaRead's checks no
** longer hold */
static void ldaDrop(BayesModel*);
/* Row j of the pooled co-moment (packed or d x d) */
static const double *ldaMRow(const LdaModelSt *pS, int d, int j){
  return bayes_gda_row(pS->aM, pS->bPacked ? 0 : d, j);
}
/* SQLITE_OK, or SQLITE_NOMEM (the co-moment could not be unpacked: the
** model is unchanged but for its dropped factor) */
static int ldaChanged(BayesModel *pM){
  LdaModelSt *pS = (LdaModelSt*)pM->pKindSt;
  ldaDrop(pM);
  if( pS ) pS->bChecked = 0;
  if( pS && pS->bPacked ){
    /* the fitting kernels take d x d; the model is being changed, so it
    ** is no one else's (a shared parsed model never changes) */
    double *a = bayes_gda_unpack(pS->aM, pM->nFeat);
    if( a==0 ) return SQLITE_NOMEM;
    sqlite3_free(pS->aM);
    pS->aM = a;
    pS->bPacked = 0;
  }
  return SQLITE_OK;
}

/* Raw sums: add the nb rows of U / U2 with weights aW (NULL: 1 each;
** U and U2 are overwritten then), or remove (sign -1) one row of weight
** aW[0] (aW not NULL) */
static void ldaRawAdd(BayesPool *pPool, int d, LdaSt *p, double *aU,
                      double *aU2, const double *aW, int nb, double sign){
  int r, j;
  for(r=0; r<nb; r++){
    double w = aW ? sign*aW[r] : sign;
    for(j=0; j<d; j++) p->aS1[j] += w*aU[(size_t)r*d+j];
  }
  if( sign>0 ){
    if( aW ){
      /* sum w u u^T and the others: the rows scaled by sqrt(w) */
      for(r=0; r<nb; r++){
        double s = sqrt(aW[r]);
        for(j=0; j<d; j++){
          aU[(size_t)r*d+j] *= s;
          aU2[(size_t)r*d+j] *= s;
        }
      }
    }
    bayes_syrk_lower_mt(pPool, p->aP, d, d, aU, d, nb, 1.0);
    bayes_gemm_tn_mt(pPool, p->aT, d, d, d, aU2, d, aU, d, nb);
    bayes_syrk_lower_mt(pPool, p->aS4, d, d, aU2, d, nb, 1.0);
  }else{
    /* one row at a time: T -= w u2 u^T */
    for(r=0; r<nb; r++){
      const double *u = aU + (size_t)r*d, *u2 = aU2 + (size_t)r*d;
      double w = aW ? aW[r] : 1.0;
      int i;
      bayes_syrk_lower(p->aP, d, d, u, d, 1, -w);
      bayes_syrk_lower(p->aS4, d, d, u2, d, 1, -w);
      for(i=0; i<d; i++){
        if( w==1.0 ){
          for(j=0; j<d; j++) p->aT[(size_t)i*d+j] -= u2[i]*u[j];
        }else{
          double c = w*u2[i];
          for(j=0; j<d; j++) p->aT[(size_t)i*d+j] -= c*u[j];
        }
      }
    }
  }
}

/* Re-express raw sums (total weight n, S1, P, T, S4) of u as sums of
** u + delta. */
static void ldaRawShift(int d, double n, double *aS1, double *aP, double *aT,
                        double *aS4, const double *delta){
  int j, k;
#define P_(a,b) ((a)>=(b) ? aP[(size_t)(a)*d+(b)] : aP[(size_t)(b)*d+(a)])
  for(j=0; j<d; j++){
    double dj = delta[j];
    for(k=0; k<=j; k++){
      double dk = delta[k];
      aS4[(size_t)j*d+k] += 2.0*dk*aT[(size_t)j*d+k] + dk*dk*P_(j,j)
        + 2.0*dj*aT[(size_t)k*d+j] + 4.0*dj*dk*P_(j,k) + 2.0*dj*dk*dk*aS1[j]
        + dj*dj*P_(k,k) + 2.0*dj*dj*dk*aS1[k] + n*dj*dj*dk*dk;
    }
  }
  for(j=0; j<d; j++){
    double dj = delta[j];
    for(k=0; k<d; k++){
      double dk = delta[k];
      aT[(size_t)j*d+k] += dk*P_(j,j) + 2.0*dj*P_(j,k) + 2.0*dj*dk*aS1[j]
                         + dj*dj*aS1[k] + n*dj*dj*dk;
    }
  }
  for(j=0; j<d; j++){
    for(k=0; k<=j; k++){
      aP[(size_t)j*d+k] += delta[j]*aS1[k] + delta[k]*aS1[j]
                         + n*delta[j]*delta[k];
    }
  }
  for(j=0; j<d; j++) aS1[j] += n*delta[j];
#undef P_
}

static void ldaFlush(const BayesModel *pM, LdaSt *p){
  int d = pM->nFeat, nb = p->nBuf, r, j;
  LdaModelSt *pS = (LdaModelSt*)pM->pKindSt;
  const double *aW;
  if( nb<=0 ) return;
  aW = bayes_gda_block_weights(p->aBufW, nb);
  if( p->aK ){
    if( !(p->n>0.0) ){
      memcpy(p->aK, p->aBuf, sizeof(double)*(size_t)d);
    }
    for(r=0; r<nb; r++){
      for(j=0; j<d; j++){
        double u = p->aBuf[(size_t)r*d+j] - p->aK[j];
        p->aU[(size_t)r*d+j] = u;
        p->aU2[(size_t)r*d+j] = u*u;
      }
    }
    ldaRawAdd(pM->pPool, d, p, p->aU, p->aU2, aW, nb, 1.0);
  }
  bayes_mom_fold(pM->pPool, d, &p->n, p->aMean, pS->aM, d, p->aBuf, aW, nb,
                 p->aWork);
  p->nBuf = 0;
}

/* The stored factor no longer holds: the statistics change */
static void ldaDrop(BayesModel *pM){
  LdaModelSt *pS = (LdaModelSt*)pM->pKindSt;
  if( pS && pS->pStored ){
    bayes_gauss_free(pS->pStored);
    sqlite3_free(pS->pStored);
    pS->pStored = 0;
  }
}

static int ldaAdd(BayesModel *pM, BayesClass *pC, const BayesRow *pRow,
                  BayesErr *pErr){
  LdaSt *p = (LdaSt*)pC->pSt;
  int rc;
  if( ldaChanged(pM) ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  rc = bayes_gda_buffer_row(pM, pRow, p->bWide, LDA_MAX_FEATURES, p->aBuf,
                                p->aBufW, &p->nBuf, pErr);
  if( rc==SQLITE_OK && p->nBuf>=p->nBufMax ) ldaFlush(pM, p);
  return rc;
}

static int ldaRemove(BayesModel *pM, BayesClass *pC, const BayesRow *pRow,
                     BayesErr *pErr){
  LdaSt *p = (LdaSt*)pC->pSt;
  LdaModelSt *pS = (LdaModelSt*)pM->pKindSt;
  int d = pM->nFeat, j;
  if( ldaChanged(pM) ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  if( p->bWide || bayes_gda_check_row(pM, pRow, 0) ) return SQLITE_OK;
  ldaFlush(pM, p);
  if( !(p->n>0.0) ) return SQLITE_OK;
  if( p->aK ){
    if( !(p->n - pRow->w>BAYES_MIN_WEIGHT) ){
      /* the last row (as bayes_mom_remove decides): the sums go back to
      ** exactly 0 */
      memset(p->aK, 0, sizeof(double)*(size_t)(2*d + 3*d*d));
    }else{
      for(j=0; j<d; j++){
        double u = pRow->aX[j] - p->aK[j];
        p->aU[j] = u;
        p->aU2[j] = u*u;
      }
      ldaRawAdd(0, d, p, p->aU, p->aU2, &pRow->w, 1, -1.0);
    }
  }
  bayes_mom_remove(d, &p->n, p->aMean, pS->aM, d, pRow->aX, pRow->w,
                   p->aWork);
  return SQLITE_OK;
}

static int ldaMerge(BayesModel *pM, BayesClass *pDst, double nDstOld,
                    const BayesModel *pMSrc, const BayesClass *pSrc,
                    BayesErr *pErr){
  LdaSt *p = (LdaSt*)pDst->pSt, *q = (LdaSt*)pSrc->pSt;
  LdaModelSt *pS = (LdaModelSt*)pM->pKindSt;
  int d = pM->nFeat, j;
  (void)nDstOld;
  if( ldaChanged(pM) ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  if( p->bWide || q->bWide ) return SQLITE_OK;
  ldaFlush(pM, p);
  ldaFlush(pMSrc, q);     /* a parsed source has nothing buffered */
  if( !(q->n>0.0) ) return SQLITE_OK;
  if( p->aK && q->aK ){
    if( !(p->n>0.0) ){
      memcpy(p->aK, q->aK, sizeof(double)*(size_t)(2*d + 3*d*d));
    }else{
      /* the source's sums of (x - Ksrc), shifted to sums of (x - Kdst) */
      double *aTmp = sqlite3_malloc64(sizeof(double)*(u64)(2*d + 3*d*d + 1));
      if( aTmp==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
      memcpy(aTmp, q->aK, sizeof(double)*(size_t)(2*d + 3*d*d));
      for(j=0; j<d; j++) aTmp[j] = q->aK[j] - p->aK[j];
      ldaRawShift(d, q->n, aTmp+d, aTmp+2*d, aTmp+2*d+d*d, aTmp+2*d+2*d*d,
                  aTmp);
      for(j=d; j<2*d+3*d*d; j++) p->aK[j] += aTmp[j];
      sqlite3_free(aTmp);
    }
  }
  bayes_mom_merge(d, &p->n, p->aMean, pS->aM, d, q->n, q->aMean, 0, d,
                  p->aWork);
  return SQLITE_OK;
}

static int ldaMergeModel(BayesModel *pM, const BayesModel *pMSrc,
                         BayesErr *pErr){
  LdaModelSt *pS = (LdaModelSt*)pM->pKindSt;
  const LdaModelSt *pQ = (const LdaModelSt*)pMSrc->pKindSt;
  int d = pM->nFeat, i, j;
  if( ldaChanged(pM) ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  if( pS==0 || pQ==0 ) return SQLITE_OK;
  for(i=0; i<d; i++){
    const double *q = ldaMRow(pQ, d, i);   /* a source read: packed */
    for(j=0; j<=i; j++) pS->aM[(size_t)i*d+j] += q[j];
  }
  return SQLITE_OK;
}


/* The shared covariance factored on the observed dimensions of x (a row
** with missing features): aSub[0..*pnObs) are those dimensions.  SQLITE_OK,
** or the error in pErr (pG is safe to free either way). */
static int ldaFactorObserved(const LdaModelFit *pMF, const double *x, int d,
                             int *aSub, int *pnObs, BayesGauss *pG,
                             BayesErr *pErr){
  int j, n = 0, rc;
  for(j=0; j<d; j++) if( !isnan(x[j]) ) aSub[n++] = j;
  *pnObs = n;
  rc = bayes_gauss_factor(pG, pMF->aSigma, d, d, aSub, n, BAYES_GAUSS_PINV,
                          0.0);
  if( rc==SQLITE_NOMEM ){
    bayes_err_nomem(pErr);
  }else if( rc ){
    bayes_err(pErr, "lda: the eigendecomposition of the covariance did not "
              "converge");
  }
  return rc;
}

/* Ledoit-Wolf coefficient of class p (standardized features, as
** scikit-learn's ledoit_wolf_shrinkage), and its variances into aVar
** (1 for a constant feature, as StandardScaler).  *pMu is the mean
** diagonal element of the standardized covariance.  aTmp: 3 d^2 + 2d. */
static double ldaLedoitWolf(int d, const LdaSt *p, double *aVar, double *pMu,
                            double *aTmp){
  double n = p->n, *aS1 = aTmp, *aP = aS1 + d, *aT = aP + (size_t)d*d;
  double *aS4 = aT + (size_t)d*d, *aW = aS4 + (size_t)d*d;
  double tr = 0.0, beta_ = 0.0, delta_ = 0.0, beta, delta, mu;
  int j, k;
  memcpy(aS1, p->aS1, sizeof(double)*(size_t)(d + 3*d*d));
  /* center: shift by minus the mean of u */
  for(j=0; j<d; j++) aW[j] = -aS1[j]/n;
  ldaRawShift(d, n, aS1, aP, aT, aS4, aW);
  for(j=0; j<d; j++){
    /* a variance that is rounding residue (window removals leave some)
    ** next to the raw second moment counts as 0: a constant feature */
    double v = aP[(size_t)j*d+j]/n;
    if( v>1e-12*(p->aP[(size_t)j*d+j]/n) && v>0.0 ){
      aVar[j] = v;
      aW[j] = 1.0/v;
      tr += 1.0;
    }else{
      aVar[j] = 1.0;
      aW[j] = 0.0;
    }
  }
  for(j=0; j<d; j++){
    for(k=0; k<=j; k++){
      double q = aS4[(size_t)j*d+k]*aW[j]*aW[k];
      double c = aP[(size_t)j*d+k]/n*sqrt(aW[j]*aW[k]);
      double f = j==k ? 1.0 : 2.0;
      beta_ += f*q;
      delta_ += f*c*c;
    }
  }
  mu = tr/d;
  *pMu = mu;
  beta = (beta_/n - delta_)/(d*n);
  delta = (delta_ - 2.0*mu*tr + d*mu*mu)/d;
  if( beta>delta ) beta = delta;
  if( beta==0.0 || !(delta>0.0) ) return 0.0;
  beta /= delta;
  if( !(beta>=0.0) ) beta = 0.0;
  if( beta>1.0 ) beta = 1.0;
  return beta;
}

static int ldaAllFinite(const double *a, i64 n){
  i64 i;
  for(i=0; i<n; i++) if( !isfinite(a[i]) ) return 0;
  return 1;
}

/* What ldaFinalize derives is finite: the spread of the class means
** about the grand mean (class means of -1e300 and 1e300 are each finite,
** their spread is not), and the pooled variance M / W.  Checked when
** fitting (an error in the rows) and when reading (bRead: a corrupt
** BLOB), so that a fit never writes a model that does not read back. */
static int ldaCheckSpread(const BayesModel *pM, int bRead, BayesErr *pErr){
  const LdaModelSt *pS = (const LdaModelSt*)pM->pKindSt;
  int d = pM->nFeat, i, j;
  for(j=0; j<d; j++){
    double n = 0.0, mean = 0.0, m2 = 0.0;
    for(i=0; i<pM->nClass; i++){
      const LdaSt *p = (const LdaSt*)pM->apClass[i]->pSt;
      if( !(p->n>BAYES_MIN_WEIGHT) ) continue;
      if( !bayes_read_moments(&n, &mean, &m2, p->n, p->aMean[j], 0.0) ){
        bayes_gda_err_spread(pErr, pM, j, bRead,
                             "the spread of its class means overflows");
        return SQLITE_ERROR;
      }
    }
    if( n>0.0 && !(fabs(ldaMRow(pS, d, j)[j])/n<1e308) ){
      bayes_gda_err_spread(pErr, pM, j, bRead, "its pooled variance overflows");
      return SQLITE_ERROR;
    }
  }
  return SQLITE_OK;
}

static int ldaFinalizeSigma(BayesModel*, BayesErr*);
static int ldaTakeStored(BayesModel*, BayesGauss*, BayesErr*);
static int ldaFinalize(BayesModel *pM, BayesErr *pErr){
  LdaModelSt *pS = (LdaModelSt*)pM->pKindSt;
  int rc;
  /* the factor the BLOB stored, checked against Sigma once it is known
  ** (taken now: a later finalize, after bayes_with, factors afresh) */
  BayesGauss *pStored = pS ? pS->pStored : 0;
  if( pS ) pS->pStored = 0;
  rc = ldaFinalizeSigma(pM, pErr);
  if( rc==SQLITE_OK && pStored ) rc = ldaTakeStored(pM, pStored, pErr);
  if( pStored ){
    bayes_gauss_free(pStored);     /* what was not taken */
    sqlite3_free(pStored);
  }
  return rc;
}

/* Sigma's lower triangle from the pooled co-moment (a fixed shrinkage:
** (1-a) Sigma + a (trace(Sigma)/d) I), published by bSigma (the caller
** holds the model's mutex, or no other thread has the model yet) */
static void ldaSigmaForm(LdaModelFit *pMF, const LdaModelSt *pS, int d,
                         double N, double shrinkage){
  double tr = 0.0;
  int j, k;
  for(j=0; j<d; j++){
    double mjj = ldaMRow(pS, d, j)[j];
    double v = mjj>0.0 ? mjj/N : 0.0;
    pMF->aSigma[(size_t)j*d+j] = v;
    tr += v;
  }
  tr /= d;
  for(j=0; j<d; j++){
    const double *aMj = ldaMRow(pS, d, j);
    for(k=0; k<j; k++){
      pMF->aSigma[(size_t)j*d+k] = (1.0-shrinkage)*aMj[k]/N;
    }
    if( shrinkage>0.0 ){
      pMF->aSigma[(size_t)j*d+j] = (1.0-shrinkage)*pMF->aSigma[(size_t)j*d+j]
                                 + shrinkage*tr;
    }
  }
  LDA_STORE(pMF->bSigma, 1);
}

/* ldaFinalize's work: the fit but for the factor (ldaDerive) */
static int ldaFinalizeSigma(BayesModel *pM, BayesErr *pErr){
  int d = pM->nFeat, i, j, k;
  double N = 0.0, shrinkage = pM->aOpt[LDA_OPT_SHRINKAGE];  /* -1: auto */
  LdaModelSt *pS = (LdaModelSt*)pM->pKindSt;
  LdaModelFit *pMF;
  double *aTmp = 0;
  for(i=0; i<pM->nClass; i++){
    /* bayes_with changed shrinkage (with.c): a fixed value drops the sums
    ** of `auto` (a model fitted with that value has none, and writes
    ** none); `auto` needs them, and only a model fitted with it has them */
    LdaSt *p = (LdaSt*)pM->apClass[i]->pSt;
    if( !IS_AUTO(pM) && p->aK ){
      p->aK = p->aS1 = p->aP = p->aT = p->aS4 = p->aU = p->aU2 = 0;
    }else if( IS_AUTO(pM) && !p->bWide && p->aK==0 ){
      bayes_err(pErr, "shrinkage=auto needs fourth-moment sums that only a "
                "model fitted with shrinkage=auto keeps; refit with "
                "shrinkage=auto (a fixed shrinkage can then be set on it)");
      return SQLITE_ERROR;
    }
  }
  {
    BayesCarve aL[] = {
      BAYES_CARVE_HEAD(LdaModelFit),
      BAYES_CARVE_FIELD(LdaModelFit, aXbar, d),
    };
    pMF = bayes_kind_alloc(&pM->pKindFit, bayes_carve_size(aL, BAYES_NCARVE(aL)));
    if( pMF==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
    bayes_carve_place(aL, BAYES_NCARVE(aL), pMF);
    pMF->aSigma = sqlite3_malloc64(sizeof(double)*((u64)d*d + 1));
    if( pMF->aSigma==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
    /* NULL without threads (SQLITE_THREADSAFE=0, WebAssembly), where
    ** entering it is a no-op */
    pMF->pLazy = bayes_mutex_alloc(SQLITE_MUTEX_FAST);
    if( pMF->pLazy==0 && bayes_mutex_threads() ){
      bayes_err_nomem(pErr); return SQLITE_NOMEM;
    }
  }
  for(i=0; i<pM->nClass; i++){
    LdaSt *p = (LdaSt*)pM->apClass[i]->pSt;
    LdaFit *pF;
    if( p->bWide ){
      bayes_err(pErr, "lda takes at most %d features; this model "
                "has %d", LDA_MAX_FEATURES, d);
      return SQLITE_ERROR;
    }
    ldaFlush(pM, p);
    /* totals >= BAYES_MAX_TOTAL: bayes_model_finalize said so before */
    for(j=0; j<d; j++){
      /* values near 1e308: the moments overflow; the model could not be
      ** read back (ldaRead), so fitting it is an error */
      if( !isfinite(p->aMean[j])
       || (pS && !pS->bChecked && !ldaAllFinite(ldaMRow(pS, d, j), j+1))
       || (p->aK && (!isfinite(p->aK[j]) || !isfinite(p->aK[d+j])
                     || !ldaAllFinite(p->aP + (size_t)j*d, j+1)
                     || !ldaAllFinite(p->aS4 + (size_t)j*d, j+1)
                     || !ldaAllFinite(p->aT + (size_t)j*d, d))) ){
        bayes_err(pErr, "feature %d: values too large for lda "
                  "(their moments overflow)", j+1);
        return SQLITE_ERROR;
      }
    }
    {
      BayesCarve aL[] = {
        BAYES_CARVE_HEAD(LdaFit),
        BAYES_CARVE_FIELD(LdaFit, aMu, d), BAYES_CARVE_FIELD(LdaFit, aW, d),
      };
      pF = bayes_kind_alloc(&pM->apClass[i]->pFit,
                            bayes_carve_size(aL, BAYES_NCARVE(aL)));
      if( pF==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
      bayes_carve_place(aL, BAYES_NCARVE(aL), pF);
    }
    /* running grand mean */
    if( p->n>BAYES_MIN_WEIGHT ){
      for(j=0; j<d; j++){
        pMF->aXbar[j] += (p->aMean[j] - pMF->aXbar[j])*(p->n/(N + p->n));
      }
      N += p->n;
    }
  }
  if( !(N>BAYES_MIN_WEIGHT) || pS==0 ){
    pMF->bEmpty = 1;
    memset(pMF->aSigma, 0, sizeof(double)*(size_t)d*d);   /* as before */
    pMF->bSym = 1;
    pMF->bSigma = 1;
    return SQLITE_OK;
  }
  pMF->N = N;
  /* Sigma */
  if( IS_AUTO(pM) ){
    double *aVar;
    memset(pMF->aSigma, 0, sizeof(double)*(size_t)d*d);  /* added into */
    pMF->bSigma = 1;
    BayesCarve aL[] = {
      BAYES_CARVE(&aTmp, 3*(i64)d*d + 2*d),   /* ldaLedoitWolf's scratch */
      BAYES_CARVE(&aVar, 2*(i64)d),
    };
    if( bayes_carve(aL, BAYES_NCARVE(aL))==0 ){
      bayes_err_nomem(pErr);
      return SQLITE_NOMEM;
    }
    for(i=0; i<pM->nClass; i++){
      LdaSt *p = (LdaSt*)pM->apClass[i]->pSt;
      LdaFit *pF = (LdaFit*)pM->apClass[i]->pFit;
      double a, mu, wy = p->n/N;
      if( !(p->n>BAYES_MIN_WEIGHT) ) continue;
      a = ldaLedoitWolf(d, p, aVar, &mu, aTmp);
      pF->alpha = a;
      /* no feature varies within the class beyond rounding (one row, or
      ** weights all on one point): no scatter, it adds nothing */
      if( mu==0.0 ) continue;
      /* aTmp + d now holds this class's centered u u^T = M_y */
      for(j=0; j<d; j++){
        const double *aMy = aTmp + d + (size_t)j*d;
        for(k=0; k<j; k++){
          pMF->aSigma[(size_t)j*d+k] += wy*(1.0-a)*aMy[k]/p->n;
        }
        pMF->aSigma[(size_t)j*d+j] += wy*((1.0-a)*(aMy[j]>0 ? aMy[j] : 0)/p->n
                                          + a*mu*aVar[j]);
      }
    }
    sqlite3_free(aTmp);
    aTmp = 0;
  }else if( shrinkage==0.0 && pS->bPacked && pS->bChecked ){
    /* read from a BLOB: Sigma = M / N, formed at the first use that reads
    ** it (ldaSigmaLower); here only whether it overflows, as the formed
    ** rows are checked below (M is finite: with N >= 1 so is M / N) */
    for(j=0; j<d && N<1.0; j++){
      const double *aMj = ldaMRow(pS, d, j);
      int bBad = !isfinite(aMj[j]>0.0 ? aMj[j]/N : 0.0);
      for(k=0; k<j && !bBad; k++) bBad = !isfinite((1.0-shrinkage)*aMj[k]/N);
      if( bBad ){
        bayes_err(pErr, "feature %d: values too large for lda at these "
                  "weights (their covariance overflows)", j+1);
        return SQLITE_ERROR;
      }
    }
  }else{
    ldaSigmaForm(pMF, pS, d, N, shrinkage);
  }
  if( !pMF->bSigma ){
    /* the lazy form above */
  }else for(j=0; j<d; j++){
    if( !ldaAllFinite(pMF->aSigma + (size_t)j*d, j+1) ){
      /* M / N with total weights below 1 */
      bayes_err(pErr, "feature %d: values too large for lda at these "
                "weights (their covariance overflows)", j+1);
      return SQLITE_ERROR;
    }
  }
  for(i=0; i<pM->nClass; i++){
    LdaSt *p = (LdaSt*)pM->apClass[i]->pSt;
    LdaFit *pF = (LdaFit*)pM->apClass[i]->pFit;
    memcpy(pF->aMu, p->n>BAYES_MIN_WEIGHT ? p->aMean : pMF->aXbar,
           sizeof(double)*(size_t)d);
  }
  /* the factor and w_y, b_y: ldaDerive, at first use; what they need
  ** must also read back */
  return ldaCheckSpread(pM, 0, pErr);
}

/* Sigma's upper triangle, from its lower, the first time bayes_info or
** bayes_drift reads it: under the model's mutex, published by the release
** store of bSym (a parsed model may be shared by threads, as for
** ldaDerive below; the lower triangle, which other threads may be
** reading, is not written).  In blocks, so that the transpose stays in
** the cache. */
/* Sigma's lower triangle formed, if it was left for its first use
** (bSigma); the caller holds the model's mutex */
static void ldaSigmaLowerLocked(BayesModel *pM){
  LdaModelFit *pMF = (LdaModelFit*)pM->pKindFit;
  if( pMF && pMF->aSigma && !pMF->bSigma ){
    ldaSigmaForm(pMF, (const LdaModelSt*)pM->pKindSt, pM->nFeat, pMF->N,
                 pM->aOpt[LDA_OPT_SHRINKAGE]);
  }
}
/* The same, taking the mutex (a parsed model may be shared by threads:
** bSigma is published with a release store, read with an acquire load) */
static void ldaSigmaLower(const BayesModel *pMc){
  BayesModel *pM = (BayesModel*)pMc;
  LdaModelFit *pMF = (LdaModelFit*)pM->pKindFit;
  if( pMF==0 || pMF->aSigma==0 || LDA_LOAD(pMF->bSigma) ) return;
  bayes_mutex_enter(pMF->pLazy);
  ldaSigmaLowerLocked(pM);
  bayes_mutex_leave(pMF->pLazy);
}
static void ldaSigmaFull(const BayesModel *pMc){
  BayesModel *pM = (BayesModel*)pMc;
  LdaModelFit *pMF = (LdaModelFit*)pM->pKindFit;
  int d = pM->nFeat, j0, k0, j, k;
  if( pMF==0 || pMF->aSigma==0 || LDA_LOAD(pMF->bSym) ) return;
  bayes_mutex_enter(pMF->pLazy);
  ldaSigmaLowerLocked(pM);
  if( !pMF->bSym ){
    double *a = pMF->aSigma;
    for(j0=0; j0<d; j0+=64){
      for(k0=0; k0<=j0; k0+=64){
        int j1 = j0+64<d ? j0+64 : d, k1 = k0+64<d ? k0+64 : d;
        for(j=j0; j<j1; j++){
          for(k=k0; k<k1 && k<j; k++) a[(size_t)k*d+j] = a[(size_t)j*d+k];
        }
      }
    }
    LDA_STORE(pMF->bSym, 1);
  }
  bayes_mutex_leave(pMF->pLazy);
}

/* What scoring needs beyond Sigma: its factor (pseudo-inverse, log
** determinant), w_y = Sigma^+ (mu_y - xbar) and b_y, computed the first
** time a scoring, sampling, info, explain or params call needs them (so
** parsing a model for bayes_merge, or fitting one, never pays the O(d^3)
** factor).  A parsed model may be shared by threads (sql/cache.c): the
** fit is filled once, under the model's mutex, and published by the
** release store of bDerived; the const of the callers' pointer is cast
** away here only.  SQLITE_OK, or NOMEM in pErr. */
static int ldaDeriveLocked(BayesModel *pM, BayesErr *pErr);
static int ldaDerive(const BayesModel *pMc, BayesErr *pErr){
  BayesModel *pM = (BayesModel*)pMc;
  LdaModelFit *pMF = (LdaModelFit*)pM->pKindFit;
  int rc = SQLITE_OK;
  if( pMF==0 || pMF->bEmpty || LDA_LOAD(pMF->bDerived) ) return SQLITE_OK;
  bayes_mutex_enter(pMF->pLazy);
  if( !pMF->bDerived ) rc = ldaDeriveLocked(pM, pErr);
  bayes_mutex_leave(pMF->pLazy);
  return rc;
}
static int ldaDeriveLocked(BayesModel *pM, BayesErr *pErr){
  LdaModelFit *pMF = (LdaModelFit*)pM->pKindFit;
  int d = pM->nFeat, i, j, rc;
  double *aTmp;
  if( !pMF->bFactored ){
    bayes_gauss_free(&pMF->g);
    ldaSigmaLowerLocked(pM);
    rc = bayes_gauss_factor(&pMF->g, pMF->aSigma, d, d, 0, 0,
                            BAYES_GAUSS_PINV, 0.0);
    if( rc ){ bayes_err_nomem(pErr); return rc; }     /* only NOMEM */
    LDA_STORE(pMF->bFactored, 1);
  }
  pMF->logNorm = -0.5*(pMF->g.logdet + pMF->g.rank*BAYES_LOG_2PI);
  aTmp = sqlite3_malloc64(sizeof(double)*(u64)(3*d + 1));
  if( aTmp==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  for(i=0; i<pM->nClass; i++){
    LdaFit *pF = (LdaFit*)pM->apClass[i]->pFit;
    double b = 0.0;
    for(j=0; j<d; j++) aTmp[j] = pF->aMu[j] - pMF->aXbar[j];
    bayes_gauss_solve(&pMF->g, aTmp, pF->aW, aTmp + d);
    for(j=0; j<d; j++) b += aTmp[j]*pF->aW[j];
    pF->b = -0.5*b;
  }
  sqlite3_free(aTmp);
  LDA_STORE(pMF->bDerived, 1);
  return SQLITE_OK;
}

/* The factor a BLOB stored (ldaReadFit), taken as Sigma's if it is one
** (bayes_gda_gauss_check, O(d^2)): then w_y and b_y from it (ldaDerive,
** O(classes x d^2)), and reading the model never factors.  *pStored
** is emptied when taken. */
static int ldaTakeStored(BayesModel *pM, BayesGauss *pStored,
                         BayesErr *pErr){
  LdaModelFit *pMF = (LdaModelFit*)pM->pKindFit;
  int d = pM->nFeat, bOk;
  double *aWork;
  if( pMF==0 || pMF->bEmpty ) return SQLITE_OK;
  aWork = sqlite3_malloc64(sizeof(double)*(4*(u64)d + 1));
  if( aWork==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  if( pMF->bSigma ){
    bOk = bayes_gda_gauss_check(pStored, pMF->aSigma, d, d, 1.0, 0.0,
                                BAYES_GAUSS_PINV, 0.0, aWork);
  }else{
    /* Sigma = M / N, not formed yet: the packed co-moment over N (the
    ** same values: M / N, the diagonal raised to 0) */
    const LdaModelSt *pS = (const LdaModelSt*)pM->pKindSt;
    bOk = bayes_gda_gauss_check(pStored, pS->aM, 0, d, pMF->N, 0.0,
                                BAYES_GAUSS_PINV, 0.0, aWork);
  }
  sqlite3_free(aWork);
  if( !bOk ) return SQLITE_OK;                /* ldaDerive factors */
  bayes_gauss_free(&pMF->g);
  pMF->g = *pStored;                          /* the arrays move */
  memset(pStored, 0, sizeof(*pStored));
  if( pM->pKindSt ){
    /* its bytes, for a model that keeps its BLOB */
    bayes_model_keep_f64s(pM, ((LdaModelSt*)pM->pKindSt)->aStoredSrc,
                          pMF->g.aF, bayes_gda_gauss_nf(&pMF->g));
  }
  pMF->bFactored = 1;
  pMF->bTaken = 1;
  return ldaDerive(pM, pErr);
}

/* The fit section (format version 5): the factor of Sigma
** (bayes_gda_gauss_write), so that reading the model never factors it
** (O(d^3): 5.6 s at 2,000 features and 12 rows, docs/performance.md).
** Written where it pays (pM->eFit, bayesInt.h): a factor taken from the
** BLOB read (KEEP, AUTO, ON); at the end of a fit (AUTO) also one already
** derived by a scoring, or one no dearer than the fit's own pass (d^3
** against N d^2: d <= N complete rows); on request (ON) always.  Window
** frames and merges (KEEP) never factor for it: their statistics changed,
** so nothing was taken.  Not for an empty model. */
static int ldaHasFit(const BayesModel *pM){
  const LdaModelFit *pMF = (const LdaModelFit*)pM->pKindFit;
  if( pMF==0 || pMF->bEmpty || pM->nFeat<=0 || pM->pKindSt==0 ) return 0;
  switch( pM->eFit ){
    case BAYES_FIT_ON:   return 1;
    case BAYES_FIT_AUTO: return pMF->bTaken || LDA_LOAD(pMF->bFactored)
                                || (double)pM->nFeat<=pMF->N;
    case BAYES_FIT_KEEP: return pMF->bTaken;
    default:             return 0;
  }
}

static int ldaWriteFit(const BayesModel *pM, BayesBuf *pB){
  const LdaModelFit *pMF = (const LdaModelFit*)pM->pKindFit;
  BayesErr err;
  memset(&err, 0, sizeof(err));
  if( ldaDerive(pM, &err) ) return SQLITE_NOMEM;
  bayes_gda_gauss_write(&pMF->g, pB);
  return SQLITE_OK;
}

/* Sigma's factor kept for ldaFinalize to check and take; bytes that do
** not hold one (and nothing more) keep none: it is factored again. */
static int ldaReadFit(BayesModel *pM, BayesReader *pR, BayesErr *pErr){
  LdaModelSt *pS = (LdaModelSt*)pM->pKindSt;
  int rc;
  (void)pErr;
  if( pS==0 ) return SQLITE_OK;
  ldaDrop(pM);
  pS->pStored = sqlite3_malloc64(sizeof(BayesGauss));
  if( pS->pStored==0 ) return SQLITE_NOMEM;
  rc = bayes_gda_gauss_read(pS->pStored, pM->nFeat, BAYES_GAUSS_PINV, pR);
  if( rc==SQLITE_OK && pR->i!=pR->n ) rc = SQLITE_ERROR;
  if( rc==SQLITE_OK ){
    pS->aStoredSrc = pR->a + pR->i - 8*bayes_gda_gauss_nf(pS->pStored);
  }
  if( rc ){
    bayes_gauss_free(pS->pStored);
    sqlite3_free(pS->pStored);
    pS->pStored = 0;
  }
  return rc==SQLITE_NOMEM ? rc : SQLITE_OK;
}

/* xFreeState: the model-wide state owns its co-moment, and the factor
** read from the BLOB until ldaFinalize takes it */
static void ldaFreeState(BayesModel *pM, BayesClass *pC){
  if( pC==0 && pM->pKindSt ){
    LdaModelSt *pS = (LdaModelSt*)pM->pKindSt;
    ldaDrop(pM);
    sqlite3_free(pS->aM);
    pS->aM = 0;
  }
}

static int ldaWrite(const BayesModel *pM, BayesBuf *pB){
  int d = pM->nFeat, i, j;
  const LdaModelSt *pS = (const LdaModelSt*)pM->pKindSt;
  for(i=0; i<pM->nClass; i++) ldaFlush(pM, (LdaSt*)pM->apClass[i]->pSt);
  if( pS->bPacked ){
    bayes_put_f64s(pB, pS->aM, (i64)d*(d+1)/2);
  }else{
    for(j=0; j<d; j++) bayes_put_f64s(pB, pS->aM + (size_t)j*d, j+1);
  }
  for(i=0; i<pM->nClass; i++){
    LdaSt *p = (LdaSt*)pM->apClass[i]->pSt;
    bayes_put_f64(pB, bayes_gda_rows_stored(p->n, pM->apClass[i]->n));
    bayes_put_f64s(pB, p->aMean, d);
    if( p->aK ){
      bayes_put_f64s(pB, p->aK, 2*d);
      for(j=0; j<d; j++) bayes_put_f64s(pB, p->aP + (size_t)j*d, j+1);
      for(j=0; j<d; j++) bayes_put_f64s(pB, p->aS4 + (size_t)j*d, j+1);
      bayes_put_f64s(pB, p->aT, (i64)d*d);
    }
  }
  return SQLITE_OK;
}

static int ldaRead(BayesModel *pM, BayesReader *pR, int iVersion,
                   BayesErr *pErr){
  int d = pM->nFeat, i, j, bAuto = IS_AUTO(pM);
  i64 nTri = (i64)d*(d+1)/2;
  i64 nPer = 1 + d + (bAuto ? 2*d + 2*nTri + (i64)d*d : 0);
  LdaModelSt *pS;
  (void)iVersion;            /* 1: the only section layout so far */
  if( d>LDA_MAX_FEATURES ) return SQLITE_ERROR;
  if( !bayes_get_room(pR, nTri + (i64)pM->nClass*nPer, 8) ) return SQLITE_ERROR;
  for(i=0; i<pM->nClass; i++){
    BayesClass *pC = pM->apClass[i];
    if( ldaNewClassIn(pM, pC, 0) ){
      bayes_err_nomem(pErr);
      return SQLITE_NOMEM;
    }
  }
  pS = (LdaModelSt*)pM->pKindSt;
  if( pS==0 ) return SQLITE_ERROR;
  {
    const u8 *aSrc = pR->a + pR->i;
    for(j=0; j<d; j++){
      double *row = pS->aM + (size_t)j*(j+1)/2;       /* packed */
      bayes_get_f64s(pR, row, j+1);
      if( !ldaAllFinite(row, j+1) ) return SQLITE_ERROR;
      if( !(row[j]>=-1e-6*(1.0+fabs(row[j]))) ) return SQLITE_ERROR;
    }
    /* the BLOB's bytes: a model the cache keeps holds them once */
    if( !pR->bad ) bayes_model_keep_f64s(pM, aSrc, pS->aM, nTri);
  }
  pS->bChecked = 1;
  for(i=0; i<pM->nClass; i++){
    BayesClass *pC = pM->apClass[i];
    LdaSt *p = (LdaSt*)pC->pSt;
    p->n = bayes_get_f64(pR);
    /* at most the class total; weighted window frames leave rounding in
    ** both (as bayes_model_parse allows between the class totals) */
    if( !(p->n>=0.0 && p->n<=pC->n*(1+1e-9) + BAYES_MIN_WEIGHT) ){
      return SQLITE_ERROR;
    }
    p->n = bayes_gda_rows_stored(p->n, pC->n);
    bayes_get_f64s(pR, p->aMean, d);
    if( !ldaAllFinite(p->aMean, d) ) return SQLITE_ERROR;
    if( bAuto ){
      bayes_get_f64s(pR, p->aK, 2*d);
      for(j=0; j<d; j++) bayes_get_f64s(pR, p->aP + (size_t)j*d, j+1);
      for(j=0; j<d; j++) bayes_get_f64s(pR, p->aS4 + (size_t)j*d, j+1);
      bayes_get_f64s(pR, p->aT, (i64)d*d);
      if( !ldaAllFinite(p->aK, 2*d + 3*(i64)d*d) ) return SQLITE_ERROR;
    }
  }
  if( pR->bad ) return SQLITE_ERROR;
  return ldaCheckSpread(pM, 1, pErr);
}

/* How far scoring trusts the fast form w_y . x~ + b_y (ldaScore): its
** rounding is at most about LDA_FAST_C (sum_j |w_yj x~_j| + |b_y|) for
** class y; it is used when that leaves every log-odds against the
** leading class, and for bayes_evidence the density of the leading
** class, within LDA_TOL_ABS + LDA_TOL_REL x its size.  Otherwise (terms
** of 1e19 whose log-odds are 1e2: classes far apart and a row far from
** the training mean) the row is scored by ldaScorePairwise. */
#define LDA_FAST_C   (16.0*2.220446049250313e-16)
#define LDA_TOL_ABS  1e-9
#define LDA_TOL_REL  1e-12

/* 1 if the fast scores aS (kind scores, without priors) of a complete row
** are accurate enough (above): aA[y] = sum_j |w_yj x~_j| + |b_y|; for
** BAYES_SCORE_DENSITY the shared term q (log N(x; xbar, Sigma)) is in aS
** already and qErr is its rounding. */
static int ldaFastAccurate(const BayesModel *pM, const double *aS,
                           const double *aA, double qErr, int eScore){
  const double *aP = pM->aScorePrior;
  int K = pM->nClass, i, iTop = -1;
  double best = -INFINITY, eTop;
  for(i=0; i<K; i++){
    double v = aS[i] + aP[i];
    if( !isfinite(aS[i]) || !isfinite(aA[i]) ) return 0;
    if( v>best ){ best = v; iTop = i; }
  }
  if( iTop<0 ) return 0;
  eTop = LDA_FAST_C*aA[iTop];
  for(i=0; i<K; i++){
    double gap = best - (aS[i] + aP[i]);
    if( i==iTop || !(gap<INFINITY) ) continue;   /* prior 0: no odds */
    if( !(LDA_FAST_C*aA[i] + eTop <= LDA_TOL_ABS + LDA_TOL_REL*gap) ){
      return 0;
    }
  }
  if( eScore!=BAYES_SCORE_RELATIVE
   && !(eTop + qErr <= LDA_TOL_ABS + LDA_TOL_REL*fabs(aS[iTop])) ){
    return 0;
  }
  return 1;
}

/* The fast form for a complete row, x~ = x - xbar in aXt: aS[y] = q +
** w_y . x~ + b_y and aA[y] its size for the rounding (above). */
static void ldaFastScores(const BayesModel *pM, const double *aXt, double q,
                          double *aS, double *aA){
  int d = pM->nFeat, i, j;
  for(i=0; i<pM->nClass; i++){
    const LdaFit *pF = (const LdaFit*)pM->apClass[i]->pFit;
    const double *w = pF->aW;
    double s0 = 0.0, s1 = 0.0, a0 = 0.0, a1 = 0.0;
    for(j=0; j+2<=d; j+=2){
      double t0 = w[j]*aXt[j], t1 = w[j+1]*aXt[j+1];
      s0 += t0; a0 += fabs(t0);
      s1 += t1; a1 += fabs(t1);
    }
    if( j<d ){
      double t0 = w[j]*aXt[j];
      s0 += t0; a0 += fabs(t0);
    }
    aS[i] = q + (s0 + s1) + pF->b;
    aA[i] = (a0 + a1) + fabs(pF->b);
  }
}

/* The accurate form of a row's scores, for the rows the fast form cannot
** score (ldaFastAccurate) and for every row with missing features.
** With r a reference class near the row (the largest joint likelihood),
** each class's log-likelihood relative to r's is linear in the row:
**   log p(x|y) - log p(x|r) = v . (x - m),
**   v = S^+ (mu_y - mu_r),  m = (mu_y + mu_r) / 2,
** whose terms are about as large as the log-odds themselves, where the
** fast form adds terms as large as the squared distances of x and mu_y
** from xbar.  S is Sigma on the row's observed dimensions: factored in
** pG, aSub[0..nObs) (aSub NULL: all d, nObs = d).  For
** BAYES_SCORE_DENSITY each class also gets r's log N(x_o; mu_r,o, S).
** r is chosen by the squared distances of the row to each mean (each
** accurate to its size), then moved while another class leads r by more
** than 1.  A sum whose terms overflow (features near 1e308) is taken
** again on the row scaled by 2^-512; if it is still not a number (a
** slope v that overflows: means far apart against a tiny variance) the
** row is out of range, an error.  Cost: O(classes x nObs^2). */
static int ldaScorePairwise(const BayesModel *pM, const BayesGauss *pG,
                            const int *aSub, int nObs, const double *x,
                            int eScore, double *aLL, BayesErr *pErr){
  const double *aP = pM->aScorePrior;
  int d = pM->nFeat, K = pM->nClass, i, j, r = 0, iter;
  double *aDiff, *aV, *aWork, dr = INFINITY, best = -INFINITY;
#define OBS(j) (aSub ? aSub[j] : (j))
#define MU(i) (((const LdaFit*)pM->apClass[i]->pFit)->aMu)
  {
    BayesCarve aL[] = {
      BAYES_CARVE(&aDiff, d), BAYES_CARVE(&aV, d), BAYES_CARVE(&aWork, 2*(i64)d),
    };
    if( bayes_carve(aL, BAYES_NCARVE(aL))==0 ){
      bayes_err_nomem(pErr);
      return SQLITE_NOMEM;
    }
  }
  memset(aDiff, 0, sizeof(double)*(size_t)d);
  /* the reference: the class of largest -0.5 |x - mu_y|^2 + prior */
  for(i=0; i<K; i++){
    double m, v;
    for(j=0; j<nObs; j++) aDiff[OBS(j)] = x[OBS(j)] - MU(i)[OBS(j)];
    m = bayes_gauss_maha(pG, aDiff, aWork);
    v = -0.5*m + aP[i];
    if( v>best ){ best = v; r = i; dr = m; }
  }
  if( best==-INFINITY ){
    /* every distance overflows: any reference, the linear forms below
    ** move it to the leading class */
    for(r=0; r<K-1 && aP[r]==-INFINITY; r++){}
    dr = -1.0;
  }
  for(iter=0; iter<=K; iter++){
    const double *mr = MU(r);
    int iBest = r;
    for(i=0; i<K; i++){
      double s = 0.0;
      if( i==r ){ aLL[i] = 0.0; continue; }
      for(j=0; j<nObs; j++) aDiff[OBS(j)] = MU(i)[OBS(j)] - mr[OBS(j)];
      memset(aV, 0, sizeof(double)*(size_t)d);
      bayes_gauss_solve(pG, aDiff, aV, aWork);
      for(j=0; j<nObs; j++){
        int k = OBS(j);
        if( aV[k]!=0.0 ) s += aV[k]*((x[k] - mr[k]) - 0.5*aDiff[k]);
      }
      if( !isfinite(s) ){
        /* a term overflowed (features near 1e308): the same sum on the
        ** row scaled by 2^-512 (exact), then scaled back, which is +-Inf
        ** only if the log-odds itself is beyond a double */
        s = 0.0;
        for(j=0; j<nObs; j++){
          int k = OBS(j);
          if( aV[k]!=0.0 ){
            s += aV[k]*((ldexp(x[k], -512) - ldexp(mr[k], -512))
                        - ldexp(0.5*aDiff[k], -512));
          }
        }
        s = ldexp(s, 512);
      }
      if( isnan(s) ){
        sqlite3_free(aDiff);
        bayes_err(pErr, "the row is out of range for lda: the log-odds of "
                  "two of its classes overflow at these feature values");
        return SQLITE_ERROR;
      }
      aLL[i] = s;
    }
    best = aP[r];
    for(i=0; i<K; i++){
      if( aLL[i] + aP[i]>best ){ best = aLL[i] + aP[i]; iBest = i; }
    }
    if( iBest==r || !(best - aP[r]>1.0) ) break;
    r = iBest;
    dr = -1.0;
  }
  if( eScore!=BAYES_SCORE_RELATIVE ){
    double c;
    if( dr<0.0 ){
      memset(aDiff, 0, sizeof(double)*(size_t)d);
      for(j=0; j<nObs; j++) aDiff[OBS(j)] = x[OBS(j)] - MU(r)[OBS(j)];
      dr = bayes_gauss_maha(pG, aDiff, aWork);
    }
    c = -0.5*(pG->logdet + pG->rank*BAYES_LOG_2PI) - 0.5*dr;
    for(i=0; i<K; i++) aLL[i] += c;
  }
  for(i=0; i<K; i++) if( isnan(aLL[i]) ) aLL[i] = -INFINITY;
#undef OBS
#undef MU
  sqlite3_free(aDiff);
  return SQLITE_OK;
}

/* A row far from the training mean: some centred feature |x_j - xbar_j|
** beyond LDA_HUGE (below it, with the variance floor, the squared
** distances stay finite and the usual forms are right).  Its squared
** Mahalanobis distance m_y to each class mean is taken directly, O(K d^2)
** for such rare rows only:
**   - every m_y overflows: the row is impossible for every class (each
**     density is 0), aLL is -Inf throughout, and the core gives the prior:
**     the one rule of docs/functions.md ("Impossible rows"), where the
**     prior comes back exactly when the evidence is -Inf, as gaussian_nb
**     and qda find;
**   - otherwise, for the density (eScore not RELATIVE), aLL[y] is
**     logNorm - m_y/2 itself: the form centred on xbar, logNorm - m/2
**     plus the class's relative score, is -Inf + finite where m overflows
**     but the row sits at a class mean.
** pG is the factor the row is scored with: the whole covariance's, or
** that of the observed dimensions aSub[0..nSub) of a row with missing
** features (aSub 0: all d).  1 if aLL is set so, 0 if the usual forms
** score the row.  aWork: 3d. */
#define LDA_HUGE 1e100
static int ldaFar(const BayesModel *pM, const BayesGauss *pG,
                  const int *aSub, int nSub, const double *x, int eScore,
                  double *aWork, double *aLL){
  const LdaModelFit *pMF = (const LdaModelFit*)pM->pKindFit;
  int d = pM->nFeat, K = pM->nClass, j, k, i, nInf = 0;
  double logNorm, *aDiff = aWork;
  for(k=0; k<nSub; k++){
    j = aSub ? aSub[k] : k;
    if( !(fabs(x[j] - pMF->aXbar[j])<LDA_HUGE) ) break;
  }
  if( k==nSub ) return 0;
  logNorm = pG==&pMF->g ? pMF->logNorm
                        : -0.5*(pG->logdet + pG->rank*BAYES_LOG_2PI);
  for(i=0; i<K; i++){
    const LdaFit *pF = (const LdaFit*)pM->apClass[i]->pFit;
    double m;
    for(j=0; j<d; j++) aDiff[j] = isnan(x[j]) ? 0.0 : x[j] - pF->aMu[j];
    m = bayes_gauss_maha(pG, aDiff, aWork + d);
    if( !(m<INFINITY) ) nInf++;
    /* relative scores keep what the caller has in aLL unless impossible */
    if( eScore!=BAYES_SCORE_RELATIVE ) aLL[i] = logNorm - 0.5*m;
  }
  if( nInf==K ){
    for(i=0; i<K; i++) aLL[i] = -INFINITY;
    return 1;
  }
  return eScore!=BAYES_SCORE_RELATIVE;
}

static int ldaScore(const BayesModel *pM, const BayesRow *pRow, int eScore,
                    double *aLL, BayesErr *pErr){
  const LdaModelFit *pMF = (const LdaModelFit*)pM->pKindFit;
  int d = pM->nFeat, K = pM->nClass, j, nObs = 0, rc = SQLITE_OK;
  double aStack[3*LDA_STACK], *aDiff, *aWork, *aHeap;
  int *aSub;
  const double *x = pRow->aX;
  if( bayes_gda_score_trivial(pM, pMF->bEmpty, pRow, aLL) ) return SQLITE_OK;
  if( !LDA_LOAD(pMF->bDerived) && pRow->nMissing==0 ){
    rc = ldaDerive(pM, pErr);
    if( rc ) return rc;
  }
  aDiff = bayes_gda_scratch(pM, pRow, aStack, LDA_STACK, &aHeap, &aSub);
  if( aDiff==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  aWork = aDiff + d;        /* 2d doubles */
  if( pRow->nMissing==0 ){
    /* w_y . x~ + b_y, O(classes x d); the quadratic form is the same for
    ** every class and only bayes_evidence needs it (O(d^2)) */
    double q = 0.0, m = 0.0, *aA = aWork;
    if( ldaFar(pM, &pMF->g, 0, d, x, eScore, aDiff, aLL) ){
      sqlite3_free(aHeap);
      return SQLITE_OK;
    }
    for(j=0; j<d; j++) aDiff[j] = x[j] - pMF->aXbar[j];
    if( eScore!=BAYES_SCORE_RELATIVE ){
      m = bayes_gauss_maha(&pMF->g, aDiff, aWork);
      q = pMF->logNorm - 0.5*m;
    }

    if( K>2*d ){
      aA = sqlite3_malloc64(sizeof(double)*(u64)K);
      if( aA==0 ){ sqlite3_free(aHeap); bayes_err_nomem(pErr); return SQLITE_NOMEM; }
    }
    ldaFastScores(pM, aDiff, q, aLL, aA);
    if( !ldaFastAccurate(pM, aLL, aA, LDA_FAST_C*(0.5*m + fabs(pMF->logNorm)),
                         eScore) ){
      rc = ldaScorePairwise(pM, &pMF->g, 0, d, x, eScore, aLL, pErr);
    }
    if( aA!=aWork ) sqlite3_free(aA);
  }else{
    /* The density of the observed dimensions o, by ldaScorePairwise: the
    ** log-odds against a reference class are linear in x_o.  (Expanding
    ** -0.5 (x_o - mu_y)' S+ (x_o - mu_y) per class and subtracting
    ** cancelled: at x = 1e16 both classes' forms are 1e32, their
    ** difference 3e16 came out 4.5e16; so did the form centred on xbar,
    ** for classes far apart.) */
    BayesGauss g;
    ldaSigmaLower(pM);
    rc = ldaFactorObserved(pMF, x, d, aSub, &nObs, &g, pErr);
    if( rc==SQLITE_OK && !ldaFar(pM, &g, aSub, nObs, x, eScore, aDiff, aLL) ){
      rc = ldaScorePairwise(pM, &g, aSub, nObs, x, eScore, aLL, pErr);
    }
    bayes_gauss_free(&g);
  }
  sqlite3_free(aHeap);
  return rc;
}

static int ldaSample(const BayesModel *pM, int iClass, BayesRng *pRng,
                     BayesBuf *pB, BayesErr *pErr){
  const LdaModelFit *pMF = (const LdaModelFit*)pM->pKindFit;
  const LdaFit *pF = (const LdaFit*)pM->apClass[iClass]->pFit;
  /* an empty model has no per-class parameters (pFit may be 0) */
  if( pMF->bEmpty || pF==0 ){
    return bayes_gda_sample(pM, 1, 0, 0, pRng, pB, pErr);
  }
  if( ldaDerive(pM, pErr) ) return pErr->rc;
  return bayes_gda_sample(pM, 0, &pMF->g, pF->aMu, pRng, pB, pErr);
}

static int ldaInfoProjection(const BayesModel *pM, BayesBuf *pB);

static int ldaInfo(const BayesModel *pM, BayesBuf *pB){
  const LdaModelFit *pMF = (const LdaModelFit*)pM->pKindFit;
  int d = pM->nFeat, K = pM->nClass, i, j;
  double *aCoef, *aIcpt, *aWork;
  bayes_buf_str(pB, "\"rows_used\":[");
  for(i=0; i<K; i++){
    if( i ) bayes_buf_char(pB, ',');
    bayes_json_num(pB, ((LdaSt*)pM->apClass[i]->pSt)->n);
  }
  bayes_buf_char(pB, ']');
  if( pMF->bEmpty ) return SQLITE_OK;
  {
    BayesErr err;
    if( ldaDerive(pM, &err) ) return SQLITE_NOMEM;   /* only NOMEM */
  }
  bayes_buf_str(pB, ",\"shrinkage\":");
  if( IS_AUTO(pM) ){
    bayes_buf_char(pB, '[');
    for(i=0; i<K; i++){
      if( i ) bayes_buf_char(pB, ',');
      bayes_json_num(pB, ((LdaFit*)pM->apClass[i]->pFit)->alpha);
    }
    bayes_buf_char(pB, ']');
  }else{
    bayes_json_num(pB, pM->aOpt[LDA_OPT_SHRINKAGE]);
  }
  bayes_buf_str(pB, ",\"rank\":");
  bayes_json_int(pB, pMF->g.rank);
  bayes_buf_str(pB, ",\"means\":[");
  for(i=0; i<K; i++){
    if( i ) bayes_buf_char(pB, ',');
    bayes_json_nums(pB, ((LdaFit*)pM->apClass[i]->pFit)->aMu, d);
  }
  bayes_buf_str(pB, "],\"covariance\":[");
  ldaSigmaFull(pM);
  for(j=0; j<d; j++){
    if( j ) bayes_buf_char(pB, ',');
    bayes_json_nums(pB, pMF->aSigma + (size_t)j*d, d);
  }
  bayes_buf_char(pB, ']');
  /* scikit-learn's coef_ and intercept_: Sigma^+ mu_y = w_y + Sigma^+ xbar */
  {
    BayesCarve aL[] = {
      BAYES_CARVE(&aCoef, (i64)K*d), BAYES_CARVE(&aIcpt, K),
      BAYES_CARVE(&aWork, 4*(i64)d),
    };
    if( bayes_carve(aL, BAYES_NCARVE(aL))==0 ) return SQLITE_NOMEM;
  }
  bayes_gauss_solve(&pMF->g, pMF->aXbar, aWork + 2*d, aWork);
  for(i=0; i<K; i++){
    const LdaFit *pF = (const LdaFit*)pM->apClass[i]->pFit;
    double s = 0.0;
    for(j=0; j<d; j++){
      aCoef[(size_t)i*d+j] = pF->aW[j] + aWork[2*d+j];
      s += pF->aMu[j]*aCoef[(size_t)i*d+j];
    }
    aIcpt[i] = -0.5*s + pM->aLogPrior[i];
  }
  bayes_buf_str(pB, ",\"coef\":[");
  for(i=0; i<K; i++){
    if( i ) bayes_buf_char(pB, ',');
    bayes_json_nums(pB, aCoef + (size_t)i*d, d);
  }
  bayes_buf_str(pB, "],\"intercept\":");
  bayes_json_nums(pB, aIcpt, K);
  if( K==2 ){
    /* the differences of coef and intercept, w = Sigma^+ (mu_1 - mu_0)
    ** and b = -w . (mu_0 + mu_1)/2 + log(prior_1/prior_0), solved for
    ** directly: coef and intercept are large when the classes are far
    ** from the origin, and their differences cancelled */
    const double *m0 = ((const LdaFit*)pM->apClass[0]->pFit)->aMu;
    const double *m1 = ((const LdaFit*)pM->apClass[1]->pFit)->aMu;
    double b = pM->aLogPrior[1] - pM->aLogPrior[0];
    for(j=0; j<d; j++){
      aWork[j] = m1[j] - m0[j];
      aWork[d+j] = 0.0;
    }
    bayes_gauss_solve(&pMF->g, aWork, aWork + d, aWork + 2*d);
    for(j=0; j<d; j++) b -= aWork[d+j]*(m0[j] + 0.5*aWork[j]);
    bayes_buf_str(pB, ",\"logistic\":{\"positive\":");
    bayes_json_label(pB, &pM->apClass[1]->label);
    bayes_buf_str(pB, ",\"w\":");
    bayes_json_nums(pB, aWork + d, d);
    bayes_buf_str(pB, ",\"b\":");
    bayes_json_num(pB, b);
    bayes_buf_char(pB, '}');
  }
  sqlite3_free(aCoef);
  return ldaInfoProjection(pM, pB);
}

/* The discriminant projection of scikit-learn's LinearDiscriminantAnalysis
** (solver='svd'), from the fitted statistics alone (so merged and windowed
** models project as refitted ones).  With n complete rows, K classes,
** priors p_y, xbar = sum_y p_y mu_y and W = N Sigma / (n - K) (the
** within-class covariance scaled by 1/(n-K); Sigma is the covariance the
** model scores with, so a shrunk model projects with its shrunk Sigma):
**   s_j = sqrt(Sigma_jj) (1 if 0);  D^-1 W D^-1 = V diag(l) V^T;
**   directions with sqrt(l) > 1e-4 are kept: S1 = D^-1 V l^-1/2 (d x r);
**   X = rows sqrt(n p_y / (n-K)) (mu_y - xbar)^T S1 (K x r);
**   X^T X = U diag(e) U^T (descending); columns with sqrt(e) >
**   1e-4 sqrt(e_max) kept: scalings = S1 U (d x rank);
**   explained_variance_ratio = e / sum(e).
** Sign convention: each column of scalings is flipped so that its entry of
** largest magnitude is positive (the first such entry on a tie).
** On success *paScal (sqlite3_malloc'd, d x *pnRank, row-major) and
** *paXbar (d, in the same block) and aEvr[0..min(K,d)) are set. */
static int ldaProjection(const BayesModel *pM, double **paScal, int *pnRank,
                         double **paXbar, double *aEvr, int *pnEvr,
                         BayesErr *pErr){
  const LdaModelFit *pMF = (const LdaModelFit*)pM->pKindFit;
  int d = pM->nFeat, K = pM->nClass, i, j, k, r = 0, r2 = 0, nEvr;
  double n = 0.0, fac, sum, emax, *aBlk, *aA, *aW, *aV, *aStd, *aS1, *aX,
         *aG, *aE, *aU, *aWork, *aXbar, *aScal;
  *paScal = 0; *pnRank = 0; *paXbar = 0; *pnEvr = 0;
  for(i=0; i<K; i++) n += ((const LdaSt*)pM->apClass[i]->pSt)->n;
  if( pMF==0 || pMF->bEmpty || pMF->aSigma==0 ){
    bayes_err(pErr, "this lda model saw no row without a missing feature, "
              "so it has no projection");
    return SQLITE_ERROR;
  }
  if( !(n>K) ){
    bayes_err(pErr, "lda's projection needs more complete rows (%g) than "
              "classes (%d)", n, K);
    return SQLITE_ERROR;
  }
  fac = 1.0/(n - K);
  {
    BayesCarve aL[] = {
      BAYES_CARVE(&aXbar, d),
      BAYES_CARVE(&aScal, (i64)d*d),    /* d x rank used */
      BAYES_CARVE(&aA, (i64)d*d),
      BAYES_CARVE(&aV, (i64)d*d),
      BAYES_CARVE(&aW, d),
      BAYES_CARVE(&aStd, d),
      BAYES_CARVE(&aWork, 2*(i64)d + (i64)K*d + 2*(i64)K + 4), /* 2d (and
                                        ** 2K), then X */
    };
    aBlk = bayes_carve(aL, BAYES_NCARVE(aL));
    if( aBlk==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
    assert( aBlk==aXbar );
  }
  /* S1 (d x r, leading dimension d) lives in aA once the eigenvectors
  ** are in aV; X (K x r, leading dimension d) after aWork */
  for(j=0; j<d; j++){
    double s = sqrt(pMF->aSigma[(size_t)j*d+j]);
    aStd[j] = s>0.0 ? s : 1.0;
    aXbar[j] = 0.0;
  }
  for(i=0; i<K; i++){
    const LdaFit *pF = (const LdaFit*)pM->apClass[i]->pFit;
    double p = exp(pM->aLogPrior[i]);
    for(j=0; j<d; j++) aXbar[j] += p*pF->aMu[j];
  }
  for(j=0; j<d; j++){
    for(k=0; k<=j; k++){
      aA[(size_t)j*d+k] = pMF->aSigma[(size_t)j*d+k]*(n*fac)
                          /(aStd[j]*aStd[k]);
    }
  }
  bayes_eigsym(aA, d, d, aW, aV, aWork);
  /* kept directions, largest first: S1 column c = V_k / s / sqrt(l_k) */
  aS1 = aA;
  for(k=d-1; k>=0; k--){
    double sv = aW[k]>0.0 ? sqrt(aW[k]) : 0.0;
    if( !(sv>1e-4) ) continue;
    for(j=0; j<d; j++) aS1[(size_t)j*d + r] = aV[(size_t)k*d+j]/aStd[j]/sv;
    r++;
  }
  if( r==0 ){
    sqlite3_free(aBlk);
    bayes_err(pErr, "lda's projection: no direction has within-class "
              "variance");
    return SQLITE_ERROR;
  }
  aX = aWork + 2*d + 2*K;             /* K x d */
  /* the block ends with Kd doubles for X; G, its eigenvalues and vectors
  ** reuse aScal, aW and aV */
  for(i=0; i<K; i++){
    const LdaFit *pF = (const LdaFit*)pM->apClass[i]->pFit;
    double c = sqrt(n*exp(pM->aLogPrior[i])*fac);
    for(k=0; k<r; k++){
      double t = 0.0;
      for(j=0; j<d; j++) t += (pF->aMu[j]-aXbar[j])*aS1[(size_t)j*d+k];
      aX[(size_t)i*d+k] = c*t;
    }
  }
  aG = aScal;                         /* r x r, leading dimension d */
  for(k=0; k<r; k++){
    int l;
    for(l=0; l<=k; l++){
      double t = 0.0;
      for(i=0; i<K; i++) t += aX[(size_t)i*d+k]*aX[(size_t)i*d+l];
      aG[(size_t)k*d+l] = t;
    }
  }
  aE = aW;                            /* r eigenvalues, ascending */
  aU = aV;                            /* r x r eigenvectors, ld r */
  bayes_eigsym(aG, d, r, aE, aU, aWork);
  emax = aE[r-1]>0.0 ? aE[r-1] : 0.0;
  sum = 0.0;
  for(k=0; k<r; k++) if( aE[k]>0.0 ) sum += aE[k];
  nEvr = K<r ? K : r;
  for(k=0; k<nEvr; k++){
    double e = aE[r-1-k];
    aEvr[k] = (e>0.0 && sum>0.0) ? e/sum : 0.0;
  }
  *pnEvr = nEvr;
  /* scalings = S1 U, columns by descending eigenvalue, while kept */
  for(k=0; k<r; k++){
    double e = aE[r-1-k];
    double sv = e>0.0 ? sqrt(e) : 0.0;
    if( !(sv > 1e-4*sqrt(emax)) ) break;
    r2++;
  }
  {
    double *aOut = sqlite3_malloc64(sizeof(double)*(u64)((i64)d*(r2>0?r2:1)+d));
    if( aOut==0 ){ sqlite3_free(aBlk); bayes_err_nomem(pErr);
                   return SQLITE_NOMEM; }
    for(k=0; k<r2; k++){
      const double *u = aU + (size_t)(r-1-k)*r;
      int jBig = 0;
      double big = -1.0;
      for(j=0; j<d; j++){
        double t = 0.0;
        int l;
        for(l=0; l<r; l++) t += aS1[(size_t)j*d+l]*u[l];
        aOut[(size_t)j*r2+k] = t;
        if( fabs(t)>big ){ big = fabs(t); jBig = j; }
      }
      if( aOut[(size_t)jBig*r2+k]<0.0 ){
        for(j=0; j<d; j++) aOut[(size_t)j*r2+k] = -aOut[(size_t)j*r2+k];
      }
    }
    memcpy(aOut + (size_t)d*r2, aXbar, sizeof(double)*(size_t)d);
    *paScal = aOut;
    *paXbar = aOut + (size_t)d*r2;
    *pnRank = r2;
  }
  sqlite3_free(aBlk);
  return SQLITE_OK;
}

/* ldaProjectionCached's fill, under the model's mutex: the projection, or
** its failure kept in errProj (eProj 2); eProj published last. */
static int ldaProjectionFill(const BayesModel *pM, BayesErr *pErr){
  LdaModelFit *pMF = (LdaModelFit*)pM->pKindFit;
  int d = pM->nFeat, r, nEvr, rc;
  double *aScal, *aXbar, *aE, *aAll;
  aE = sqlite3_malloc64(sizeof(double)*(u64)(pM->nClass+d+1));
  if( aE==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  pMF->errProj.rc = SQLITE_OK;
  rc = ldaProjection(pM, &aScal, &r, &aXbar, aE, &nEvr, &pMF->errProj);
  if( rc==SQLITE_NOMEM ){
    sqlite3_free(aE);
    bayes_err_nomem(pErr);
    return rc;
  }
  if( rc ){
    LDA_STORE(pMF->eProj, 2);
  }else{
    aAll = sqlite3_malloc64(sizeof(double)*(u64)((i64)d*r + d + nEvr + 1));
    if( aAll==0 ){
      sqlite3_free(aScal); sqlite3_free(aE);
      bayes_err_nomem(pErr);
      return SQLITE_NOMEM;
    }
    memcpy(aAll, aScal, sizeof(double)*(size_t)((i64)d*r));
    memcpy(aAll + (size_t)d*r, aXbar, sizeof(double)*(size_t)d);
    memcpy(aAll + (size_t)d*r + d, aE, sizeof(double)*(size_t)nEvr);
    sqlite3_free(aScal);
    pMF->aProj = aAll;
    pMF->nProjRank = r;
    pMF->nProjEvr = nEvr;
    LDA_STORE(pMF->eProj, 1);
  }
  sqlite3_free(aE);
  return SQLITE_OK;
}

/* ldaProjection once per parsed model (its eigendecompositions cost
** O(d^3), too much to pay per row of bayes_transform): on success
** *paScal (d x *pnRank), *paXbar (d) and *paEvr (*pnEvr) point into the
** model's fit and stay valid while the model does; a failure is kept too
** and reported again.  Like ldaDerive, fills the fit of a const model,
** once, under its mutex (a shared model: sql/cache.c). */
static int ldaProjectionCached(const BayesModel *pM, const double **paScal,
                               int *pnRank, const double **paXbar,
                               const double **paEvr, int *pnEvr,
                               BayesErr *pErr){
  LdaModelFit *pMF = (LdaModelFit*)pM->pKindFit;
  int d = pM->nFeat;
  if( pMF==0 || pMF->bEmpty ){
    bayes_err(pErr, "this lda model saw no row without a missing feature, "
              "so it has no projection");
    return SQLITE_ERROR;
  }
  if( LDA_LOAD(pMF->eProj)==0 ){
    int rc;
    bayes_mutex_enter(pMF->pLazy);
    if( pMF->eProj==0 ) ldaSigmaLowerLocked((BayesModel*)pM);
    rc = pMF->eProj==0 ? ldaProjectionFill(pM, pErr) : SQLITE_OK;
    bayes_mutex_leave(pMF->pLazy);
    if( rc ) return rc;
  }
  if( pMF->eProj==2 ){
    *pErr = pMF->errProj;
    return pErr->rc;
  }
  *paScal = pMF->aProj;
  *pnRank = pMF->nProjRank;
  *paXbar = pMF->aProj + (size_t)d*pMF->nProjRank;
  *paEvr = *paXbar + d;
  *pnEvr = pMF->nProjEvr;
  return SQLITE_OK;
}

/* The number of discriminant coordinates bayes_transform returns:
** min(K - 1, d, rank). */
static int ldaNComponents(const BayesModel *pM, int nRank){
  int m = pM->nClass - 1;
  if( pM->nFeat<m ) m = pM->nFeat;
  if( N_COMPONENTS(pM)>0.0 && N_COMPONENTS(pM)<m ) m = (int)N_COMPONENTS(pM);
  if( nRank<m ) m = nRank;
  return m<0 ? 0 : m;
}

/* xTransform: (x - xbar) scalings[:, :n_components] */
static int ldaTransform(const BayesModel *pM, const BayesRow *pRow,
                        BayesBuf *pB, BayesErr *pErr){
  const double *aScal, *aXbar, *aEvr;
  double *aOut;
  int d = pM->nFeat, r, m, j, k, nEvr, rc;
  {
    double nc = N_COMPONENTS(pM);
    int mMax = pM->nClass - 1 < d ? pM->nClass - 1 : d;
    if( nc!=floor(nc) ){
      bayes_err(pErr, "n_components (%g) must be a whole number", nc);
      return SQLITE_ERROR;
    }
    if( nc>mMax ){
      bayes_err(pErr, "n_components (%g) is more than min(classes - 1, "
                "features) = %d", nc, mMax<0 ? 0 : mMax);
      return SQLITE_ERROR;
    }
  }
  if( pRow->nMissing>0 ){
    for(j=0; j<d && !isnan(pRow->aX[j]); j++){}
    bayes_err(pErr, "feature %d is missing; lda's transform needs every "
              "feature", j+1);
    return SQLITE_ERROR;
  }
  for(j=0; j<d; j++){
    if( !isfinite(pRow->aX[j]) ){
      bayes_err(pErr, "feature %d is not finite", j+1);
      return SQLITE_ERROR;
    }
  }
  rc = ldaProjectionCached(pM, &aScal, &r, &aXbar, &aEvr, &nEvr, pErr);
  if( rc ) return rc;
  m = ldaNComponents(pM, r);
  aOut = sqlite3_malloc64(sizeof(double)*(u64)(m+1));
  if( aOut==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  for(k=0; k<m; k++){
    double t = 0.0;
    for(j=0; j<d; j++) t += (pRow->aX[j]-aXbar[j])*aScal[(size_t)j*r+k];
    if( !isfinite(t) ){
      /* a term overflowed (features near 1e308): the row scaled by
      ** 2^-512 (exact), the sum scaled back */
      t = 0.0;
      for(j=0; j<d; j++){
        t += (ldexp(pRow->aX[j], -512) - ldexp(aXbar[j], -512))
             *aScal[(size_t)j*r+k];
      }
      t = ldexp(t, 512);
    }
    if( !isfinite(t) ){
      sqlite3_free(aOut);
      bayes_err(pErr, "the row is out of range for lda's transform: "
                "coordinate %d overflows", k+1);
      return SQLITE_ERROR;
    }
    aOut[k] = t;
  }
  bayes_json_nums(pB, aOut, m);
  sqlite3_free(aOut);
  return SQLITE_OK;
}

/* bayes_info's "scalings" (d rows of rank entries, scikit-learn's
** scalings_ with our sign convention) and "explained_variance_ratio"
** (min(K-1, d) entries).  Nothing when there is no projection. */
static int ldaInfoProjection(const BayesModel *pM, BayesBuf *pB){
  BayesErr err;
  const double *aScal, *aXbar, *aE;
  int d = pM->nFeat, r, j, nEvr, m, rc;
  err.rc = SQLITE_OK;
  rc = ldaProjectionCached(pM, &aScal, &r, &aXbar, &aE, &nEvr, &err);
  if( rc==SQLITE_OK ){
    bayes_buf_str(pB, ",\"scalings\":[");
    for(j=0; j<d; j++){
      if( j ) bayes_buf_char(pB, ',');
      bayes_json_nums(pB, aScal + (size_t)j*r, r);
    }
    bayes_buf_str(pB, "],\"explained_variance_ratio\":");
    m = pM->nClass - 1;
    if( d<m ) m = d;
    if( N_COMPONENTS(pM)>0.0 && N_COMPONENTS(pM)<m ) m = (int)N_COMPONENTS(pM);
    if( nEvr<m ) m = nEvr;
    bayes_json_nums(pB, aE, m<0 ? 0 : m);
  }
  /* no projection (too few rows, no variance) is not an error for info */
  return rc==SQLITE_NOMEM ? SQLITE_NOMEM : SQLITE_OK;
}

/* xFreeFit: the model-wide fit owns its factorization */
static void ldaFreeFit(BayesModel *pM, BayesClass *pC){
  if( pC==0 ){
    LdaModelFit *pMF = (LdaModelFit*)pM->pKindFit;
    bayes_gauss_free(&pMF->g);
    sqlite3_free(pMF->aSigma);
    pMF->aSigma = 0;
    sqlite3_free(pMF->aProj);
    pMF->aProj = 0;
    pMF->eProj = 0;
    bayes_mutex_free(pMF->pLazy);
    pMF->pLazy = 0;
    pMF->bDerived = 0;
    pMF->bFactored = 0;
    pMF->bTaken = 0;
  }
}

/* bayes_explain: log p(x|A) - log p(x|B) is linear in x:
**   sum_j v_j (x_j - xbar_j) + c,   v = Sigma^+ (mu_A - mu_B),
**   c = -v . (m - xbar),  m = (mu_A + mu_B) / 2
** so feature j's part is v_j (x_j - xbar_j) (xbar: the mean of the training
** rows; a feature at its mean contributes nothing) and c is the baseline.
** v is solved for directly and c is a dot product, so each is accurate to
** its own size (v = w_A - w_B and c = b_A - b_B, from the scoring
** parameters, cancelled: for classes far from xbar, w and b are large
** and the parts came out 2e3 off).  A row with missing features uses the
** observed dimensions of Sigma, as scoring marginalizes them. */
static int ldaExplain(const BayesModel *pM, const BayesRow *pRow, int iA,
                      int iB, BayesExplain *pX, BayesErr *pErr){
  const LdaModelFit *pMF = (const LdaModelFit*)pM->pKindFit;
  const LdaFit *pA = (const LdaFit*)pM->apClass[iA]->pFit;
  const LdaFit *pB = (const LdaFit*)pM->apClass[iB]->pFit;
  const double *x = pRow->aX;
  int d = pM->nFeat, j, nObs = 0, rc = SQLITE_OK;
  double *aHeap, *aV, *aDiff, *aWork, base = 0.0;
  int *aSub;
  BayesGauss g;
  const BayesGauss *pG;
  if( pMF==0 || pMF->bEmpty ){             /* every class scores 0 */
    for(j=0; j<d; j++){
      if( !isnan(x[j]) ) bayes_explain_part(pX, j, 0, 0, 0, x[j], 0.0);
    }
    return SQLITE_OK;
  }
  memset(&g, 0, sizeof(g));
  if( pRow->nMissing==0 && ldaDerive(pM, pErr) ) return pErr->rc;
  {
    BayesCarve aL[] = {
      BAYES_CARVE(&aV, d), BAYES_CARVE(&aDiff, d),
      BAYES_CARVE(&aWork, 2*(i64)d), BAYES_CARVE(&aSub, d),
    };
    aHeap = bayes_carve(aL, BAYES_NCARVE(aL));
    if( aHeap==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  }
  if( pRow->nMissing==0 ){
    for(j=0; j<d; j++) aSub[j] = j;
    nObs = d;
    pG = &pMF->g;
  }else{
    ldaSigmaLower(pM);
    rc = ldaFactorObserved(pMF, x, d, aSub, &nObs, &g, pErr);
    pG = &g;
  }
  if( rc==SQLITE_OK ){
    memset(aDiff, 0, sizeof(double)*(size_t)d);
    memset(aV, 0, sizeof(double)*(size_t)d);
    for(j=0; j<nObs; j++) aDiff[aSub[j]] = pA->aMu[aSub[j]] - pB->aMu[aSub[j]];
    bayes_gauss_solve(pG, aDiff, aV, aWork);
    for(j=0; j<nObs && rc==SQLITE_OK; j++){
      int k = aSub[j];
      base -= aV[k]*(0.5*(pA->aMu[k] - pMF->aXbar[k])
                     + 0.5*(pB->aMu[k] - pMF->aXbar[k]));
      if( !isfinite(aV[k]*(x[k] - pMF->aXbar[k])) || !isfinite(base) ){
        /* features near 1e308: a part beyond a double explains nothing
        ** and the parts would not sum to the log-odds */
        bayes_err(pErr, "the row is out of range for lda's explanation: "
                  "feature %d's part overflows", k+1);
        rc = SQLITE_ERROR;
      }
    }
    for(j=0; j<nObs && rc==SQLITE_OK; j++){
      int k = aSub[j];
      bayes_explain_part(pX, k, 0, 0, 0, x[k], aV[k]*(x[k] - pMF->aXbar[k]));
    }
    if( rc==SQLITE_OK ) pX->base += base;
  }
  bayes_gauss_free(&g);
  sqlite3_free(aHeap);
  return rc;
}

/* bayes_params: per class and feature, the mean, the shared covariance's
** diagonal, the slope w = Sigma^+ (mu_y - xbar) and the complete rows. */
static int ldaParams(const BayesModel *pM, i64 *aPos, BayesParamRow *p){
  const LdaModelFit *pMF = (const LdaModelFit*)pM->pKindFit;
  const LdaFit *pF;
  int i = (int)aPos[0], j = (int)aPos[1], d = pM->nFeat;
  if( i>=pM->nClass || d<=0 || pMF==0 ) return 0;
  if( !LDA_LOAD(pMF->bDerived) ){
    /* w_y needs the factor; xParams cannot report an error, so if memory
    ** runs out here the weights stay 0 (as for an empty model) */
    BayesErr err;
    (void)ldaDerive(pM, &err);
  }
  pF = (const LdaFit*)pM->apClass[i]->pFit;
  p->iClass = i;
  p->iFeat = j;
  p->mean = pF->aMu[j];
  ldaSigmaLower(pM);
  p->var = pMF->aSigma ? pMF->aSigma[(i64)j*d + j] : 0.0;
  p->weight = pF->aW[j];
  p->count = ((const LdaSt*)pM->apClass[i]->pSt)->n;
  p->mHave = BAYES_PARAM_MEAN|BAYES_PARAM_VAR|BAYES_PARAM_WEIGHT|BAYES_PARAM_COUNT;
  if( ++aPos[1]>=d ){ aPos[1] = 0; aPos[0]++; }
  return 1;
}

static int ldaGaussian(const BayesModel*, int, double*, double*);

/* bayes_scores (BayesKind.xScoreBlock): complete, finite rows, a block at
** a time, as ldaScore with BAYES_SCORE_RELATIVE: the rows centered on
** xbar, then every class's w_y . x~ for every row in one matrix-matrix
** product (bayes_gemm_nt), plus b_y; a row whose fast scores are not
** accurate enough (ldaFastAccurate) is scored as ldaScore scores it
** (ldaScorePairwise). */
/* ldaFar for a row x of a block (relative scores): 1 if impossible (aLL
** set), or on out of memory (pErr set); aAbs is |x - xbar|, the screen */
static int ldaBlockImpossible(const BayesModel *pM, const double *x,
                              const double *aAbs, double *aLL,
                              BayesErr *pErr){
  int d = pM->nFeat, j, r;
  double *aWork;
  for(j=0; j<d && aAbs[j]<LDA_HUGE; j++){}
  if( j==d ) return 0;
  aWork = sqlite3_malloc64(sizeof(double)*3*(u64)d);
  if( aWork==0 ){ bayes_err_nomem(pErr); return 1; }
  r = ldaFar(pM, &((const LdaModelFit*)pM->pKindFit)->g, 0, pM->nFeat, x,
             BAYES_SCORE_RELATIVE, aWork, aLL);
  sqlite3_free(aWork);
  return r;
}

/* The scratch of ldaScoreBlock for nRow rows, its pieces carved in the
** caller's aWork: the rows minus xbar, w_y one row per class, the
** products and their sizes, a class's accuracy bound, gemm's panels.
** Derives the factor first (ldaDerive: under the model's mutex, so on
** the caller's thread, never a worker's). */
static i64 ldaBlockCarve(const BayesModel *pM, int nRow, double *aWork,
                         double **paXc, double **paWt, double **paC,
                         double **paCa, double **paA, double **paWk){
  int d = pM->nFeat, K = pM->nClass;
  BayesCarve aL[] = {
    BAYES_CARVE(paXc, (i64)nRow*d), BAYES_CARVE(paWt, (i64)K*d),
    BAYES_CARVE(paC, (i64)K*nRow), BAYES_CARVE(paCa, (i64)K*nRow),
    BAYES_CARVE(paA, K), BAYES_CARVE(paWk, bayes_gemm_nt_work(nRow)),
  };
  if( aWork ) bayes_carve_place(aL, BAYES_NCARVE(aL), aWork);
  return (bayes_carve_size(aL, BAYES_NCARVE(aL)) + 7)/8;
}
static i64 ldaScoreBlockWork(const BayesModel *pM, int nRow, BayesErr *pErr){
  double *a, *b, *c, *e, *f, *g;
  if( ldaDerive(pM, pErr) ) return -1;
  return ldaBlockCarve(pM, nRow, 0, &a, &b, &c, &e, &f, &g);
}

static int ldaScoreBlock(const BayesModel *pM, const double *aX, int nRow,
                         double *aLL, double *aWork, u8 *aRedo,
                         BayesErr *pErr){
  const LdaModelFit *pMF = (const LdaModelFit*)pM->pKindFit;
  int d = pM->nFeat, K = pM->nClass, i, r, j, rc = SQLITE_OK;
  double *aXc, *aWt, *aC, *aCa, *aA, *aWk;
  i64 n;
  if( pMF->bEmpty || d<=0 ){                  /* as bayes_gda_score_trivial */
    for(r=0; r<nRow*K; r++) aLL[r] = 0.0;
    return SQLITE_OK;
  }
  /* xScoreBlockWork derived the factor: here only an atomic load */
  if( aRedo==0 ){
    rc = ldaDerive(pM, pErr);
    if( rc ) return rc;
  }
  ldaBlockCarve(pM, nRow, aWork, &aXc, &aWt, &aC, &aCa, &aA, &aWk);
  for(r=0; r<nRow; r++){
    const double *x = aX + (size_t)r*d;
    double *xc = aXc + (size_t)r*d;
    for(j=0; j<d; j++) xc[j] = x[j] - pMF->aXbar[j];
  }
  for(i=0; i<K; i++){
    const LdaFit *pF = (const LdaFit*)pM->apClass[i]->pFit;
    memcpy(aWt + (size_t)i*d, pF->aW, sizeof(double)*(size_t)d);
  }
  memset(aC, 0, sizeof(double)*(size_t)K*nRow*2);
  bayes_gemm_nt(aC, nRow, K, nRow, d, aWt, d, aXc, d, aWk);
  /* the size of each w_y . x~ for its rounding (ldaFastAccurate): the
  ** same product on absolute values */
  for(n=0; n<(i64)nRow*d; n++) aXc[n] = fabs(aXc[n]);
  for(n=0; n<(i64)K*d; n++) aWt[n] = fabs(aWt[n]);
  bayes_gemm_nt(aCa, nRow, K, nRow, d, aWt, d, aXc, d, aWk);
  for(i=0; i<K; i++){
    const LdaFit *pF = (const LdaFit*)pM->apClass[i]->pFit;
    for(r=0; r<nRow; r++){
      aLL[(size_t)r*K + i] = aC[(size_t)i*nRow + r] + pF->b;
    }
  }
  /* rows the fast form cannot score accurately: as ldaScore, the same
  ** test and the same accurate form (on a worker thread, which may not
  ** allocate, they are left to the caller: aRedo) */
  for(r=0; r<nRow && rc==SQLITE_OK; r++){
    const double *aAbs = aXc + (size_t)r*d;
    for(i=0; i<K; i++){
      const LdaFit *pF = (const LdaFit*)pM->apClass[i]->pFit;
      aA[i] = aCa[(size_t)i*nRow + r] + fabs(pF->b);
    }
    if( aRedo ){
      for(j=0; j<d && aAbs[j]<LDA_HUGE; j++){}
      if( j<d || !ldaFastAccurate(pM, aLL + (size_t)r*K, aA, 0.0,
                                  BAYES_SCORE_RELATIVE) ){
        aRedo[r] = 1;
      }
      continue;
    }
    /* the impossible rows, as ldaScore (aXc holds |x~| now: the test
    ** needs only the size; the distance is taken on x - xbar again) */
    if( ldaBlockImpossible(pM, aX + (size_t)r*d, aAbs, aLL + (size_t)r*K,
                           pErr) ){
      if( pErr->rc ){ rc = pErr->rc; break; }
      continue;
    }
    if( !ldaFastAccurate(pM, aLL + (size_t)r*K, aA, 0.0,
                         BAYES_SCORE_RELATIVE) ){
      rc = ldaScorePairwise(pM, &pMF->g, 0, d, aX + (size_t)r*d,
                            BAYES_SCORE_RELATIVE, aLL + (size_t)r*K, pErr);
    }
  }
  return rc;
}

/* bayes_sql: for a complete row, as ldaScore's fast form,
**   log p(x|y) = w_y . (x - xbar) + b_y   (the shared quadratic left out);
** a row with every feature NULL scores 0 for every class (the priors) and
** one with an infinite feature -Inf (the priors too), as
** bayes_gda_score_trivial; a row with some features NULL, which ldaScore
** marginalizes (a factor per pattern of missing features), gives NULL.
** Rows beyond ldaScore's fast form (ldaFastAccurate: classes whose
** scores cancel to beyond 1e-9, features 1e100 from the mean) are scored
** by the fast form here, not by the accurate one. */
static int ldaSql(const BayesModel *pM, const BayesSqlCols *pCols,
                  BayesBuf *pB, BayesErr *pErr){
  const LdaModelFit *pMF = (const LdaModelFit*)pM->pKindFit;
  int d = pM->nFeat, K = pM->nClass, i, j, rc;
  BayesSqlSum allNull, anyInf;
  bayes_buf_str(pB, "SELECT ");
  if( pMF->bEmpty ) return bayes_gda_sql_empty(K, pB);
  rc = ldaDerive(pM, pErr);
  if( rc ) return rc;
  bayes_gda_sql_guards(d, pCols, &allNull, &anyInf);
  for(i=0; i<K; i++){
    const LdaFit *pF = (const LdaFit*)pM->apClass[i]->pFit;
    BayesSqlSum sum;
    bayes_sqltext_sum_init(&sum);
    for(j=0; j<d; j++){
      BayesBuf *p = bayes_sqltext_sum_term(&sum);
      bayes_buf_char(p, '(');
      bayes_buf_str(p, pCols->azCol[j]);
      bayes_buf_char(p, '-');
      bayes_sqltext_numx(p, pMF->aXbar[j]);
      bayes_buf_str(p, ")*");
      bayes_sqltext_numx(p, pF->aW[j]);
    }
    if( i ) bayes_buf_char(pB, ',');
    /* _n (every feature NULL) and _i (an infinite feature) are written
    ** once, as columns of the subquery below */
    bayes_buf_str(pB, "CASE WHEN _n THEN 0.0 WHEN _i THEN -9e999 ELSE ");
    bayes_sqltext_numx(pB, pF->b);
    bayes_buf_char(pB, '+');
    bayes_sqltext_sum_end(&sum, "+", "0.0", pB);
    bayes_buf_str(pB, " END AS j");
    bayes_json_int(pB, i);
  }
  return bayes_gda_sql_guards_end(&allNull, &anyInf, pB);
}

const BayesKind bayes_kind_lda = {
  .zName = "lda",
  .bShareable = 1,             /* shared (sql/cache.c): its first use derives
                               ** once, under the model's mutex (ldaDerive) */
  .iId = BAYES_KIND_ID(lda),
  .iVersion = 1,
  .eInput = BAYES_IN_DENSE,
  .nOpt = (int)(sizeof(ldaOpts)/sizeof(ldaOpts[0])),
  .aOpt = ldaOpts,
  .pAux = 0,
  .xNewClass = ldaNewClass,
  .xAdd = ldaAdd,
  .xRemove = ldaRemove,
  .xMerge = ldaMerge,
  .xMergeModel = ldaMergeModel,
  .xFinalize = ldaFinalize,
  .xWrite = ldaWrite,
  .xRead = ldaRead,
  .xScore = ldaScore,
  .xSample = ldaSample,
  .xInfo = ldaInfo,
  .xFreeState = ldaFreeState,
  .xFreeFit = ldaFreeFit,
  .xExplain = ldaExplain,
  .xParams = ldaParams,
  .xTransform = ldaTransform,
  .xGaussian = ldaGaussian,
  .xScoreBlock = ldaScoreBlock,
  .xScoreBlockWork = ldaScoreBlockWork,
  .xSql = ldaSql,
  .xHasFit = ldaHasFit,
  .xWriteFit = ldaWriteFit,
  .xReadFit = ldaReadFit,
};

/* bayes_drift: class iClass's mean and the pooled covariance (after
** shrinkage): the Sigma scoring uses (of which it takes the
** pseudo-inverse where singular) */
static int ldaGaussian(const BayesModel *pM, int iClass, double *aMu,
                       double *aSigma){
  const LdaModelFit *pMF = (const LdaModelFit*)pM->pKindFit;
  const LdaFit *pF = (const LdaFit*)pM->apClass[iClass]->pFit;
  size_t d = (size_t)pM->nFeat;
  if( pMF==0 || pMF->bEmpty || pF==0 ) return 0;
  memcpy(aMu, pF->aMu, sizeof(double)*d);
  ldaSigmaFull(pM);
  memcpy(aSigma, pMF->aSigma, sizeof(double)*d*d);
  return 1;
}

