/*
** sql/vtab_drift.c — bayes_drift(model_a, model_b), a table-valued function: how far
** apart two fitted models of one kind are, from their statistics alone (no
** second look at the data).  A model of last month's rows against one of
** this week's measures data drift; the deployed model against a candidate
** measures what a deploy would change.
**
** Columns (NULL where the measure does not apply):
**
**   feature    positional features: their number from 1; terms: the term;
**              NULL on the prior row and on a count kind's whole-class rows
**   label      the class; NULL on the prior row
**   js         Jensen-Shannon divergence, base 2 (0..1), of discrete
**              distributions: the prior, categorical_nb's categories of a
**              feature, bernoulli_nb's present/absent, multinomial_nb's
**              term distribution of a class, tan's and aode's
**              class-conditional marginal P(x_j | y) of a feature (what
**              bayes_params shows: tan's root factor, with alpha; aode's
**              parent factor P(y, x_j) over its sum, with Laplace or m)
**   hellinger  Hellinger distance (0..1): sqrt(1/2 sum (sqrt p - sqrt q)^2)
**              for discrete distributions; for a Gaussian feature (gaussian_nb,
**              and the per-feature marginals of lda and qda) the closed form
**              sqrt(1 - sqrt(2 s_a s_b / (v_a + v_b))
**                           exp(-(m_a - m_b)^2 / (4 (v_a + v_b))))
**              (s the standard deviations, v the variances, m the means;
**              a variance below 1e-9 x the larger of the two, as a
**              constant feature's 0 under lda or qda, is raised to that,
**              and two variances of 0 to 1)
**   linf       L-infinity, max |p - q|, of discrete distributions (as
**              BigQuery ML reports for categorical features)
**   kl_ab      Gaussian features: KL(a || b) =
**              1/2 (log(v_b / v_a) + v_a / v_b - 1 + (m_a - m_b)^2 / v_b)
**   kl_ba      KL(b || a)
**   bhattacharyya  Gaussian rows: the Bhattacharyya distance D_B, of which
**              the Hellinger distance is sqrt(1 - exp(-D_B))
**
** lda and qda also get one row per class with feature NULL, before the
** class's per-feature rows: the two classes' multivariate normals
** N(mu_a, S_a) and N(mu_b, S_b) (the covariances the models score with,
** after reg or shrinkage; lda's pooled one), from the kinds' xGaussian:
**   kl_ab  1/2 (tr(S_b^-1 S_a) + D^T S_b^-1 D - d + log|S_b| - log|S_a|),
**          D = mu_a - mu_b;  kl_ba the same with a and b swapped
**   bhattacharyya  D^T S^-1 D / 8 + 1/2 log(|S| / sqrt(|S_a| |S_b|)),
**          S = (S_a + S_b) / 2
**   hellinger  sqrt(1 - exp(-bhattacharyya)), i.e. the closed form
**          sqrt(1 - |S_a|^1/4 |S_b|^1/4 / |S|^1/2 exp(-D^T S^-1 D / 8))
** A singular covariance (a feature constant within a class, collinear
** features, fewer rows than features) has no inverse and a zero
** determinant, so every eigenvalue of S_a and S_b below the floor
** f = 1e-9 x the largest variance (diagonal entry) of the two is raised
** to f first (f = 1 if every variance is 0), as qda scores a singular
** class: the numbers stay finite, and two models singular alike compare
** as equal.  Identical statistics give exactly 0.
**
** Rows: first the prior (feature and label NULL: js, hellinger and linf of
** the two class-prior vectors, a class missing from one model having prior
** 0 there), then per class present in both models, in model_a's class
** order: gaussian_nb, lda, qda, categorical_nb, bernoulli_nb, tan and aode
** one row per feature (tan, aode: the marginals only; a change of the tree
** shows in bayes_params' parent column); multinomial_nb one row for the class's whole term distribution
** (feature NULL).  Terms or categories only one model has count with
** probability 0 in the other.
**
** The models must be of one kind with the same number of positional
** features (tan, aode: and the same cuts, else their bins differ);
** complement_nb (weights, not distributions) and naive_bayes are refused.  Statistics are read through the kinds' xParams (what
** bayes_params shows), never from their private state.
*/
#include "bayesInt.h"
#include "linalg.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* One parameter row of either model, kept for matching */
typedef struct DriftParam {
  const BayesLabel *pLabel;
  int iFeat; const char *zTerm; int nTerm;
  BayesCat cat;
  double mean, var, p;        /* p: exp(log_prob) */
} DriftParam;

/* One output row */
typedef struct DriftRow {
  const BayesLabel *pLabel;   /* NULL: the prior row */
  int iFeat; const char *zTerm; int nTerm;   /* iFeat<0, zTerm 0: none */
  double js, hel, linf, klab, klba, bhat;
  int mHave;                  /* DRIFT_* */
} DriftRow;
#define DRIFT_JS    0x01
#define DRIFT_HEL   0x02
#define DRIFT_LINF  0x04
#define DRIFT_KL    0x08
#define DRIFT_BHAT  0x10

typedef struct DriftState {
  DriftRow *aRow; i64 nRow, nAlloc;
  BayesModel *pB;             /* model_b, referenced */
} DriftState;

static int driftCatCmp(const BayesCat *a, const BayesCat *b){
  int ta = a->eType==SQLITE_TEXT, tb = b->eType==SQLITE_TEXT;
  if( ta!=tb ) return ta - tb;
  if( ta ){
    int n = a->n<b->n ? a->n : b->n, c = memcmp(a->z, b->z, (size_t)n);
    return c ? c : a->n - b->n;
  }else{
    double x = a->eType==SQLITE_INTEGER ? (double)a->i : a->r;
    double y = b->eType==SQLITE_INTEGER ? (double)b->i : b->r;
    if( a->eType==SQLITE_INTEGER && b->eType==SQLITE_INTEGER ){
      return a->i<b->i ? -1 : a->i>b->i;
    }
    return x<y ? -1 : x>y;
  }
}
static int driftFeatCmp(const DriftParam *a, const DriftParam *b){
  if( (a->zTerm!=0)!=(b->zTerm!=0) ) return a->zTerm ? 1 : -1;
  if( a->zTerm ){
    int n = a->nTerm<b->nTerm ? a->nTerm : b->nTerm;
    int c = memcmp(a->zTerm, b->zTerm, (size_t)n);
    return c ? c : a->nTerm - b->nTerm;
  }
  return a->iFeat<b->iFeat ? -1 : a->iFeat>b->iFeat;
}
/* Order: class, feature, category */
static int driftParamCmp(const void *pa, const void *pb){
  const DriftParam *a = pa, *b = pb;
  int c = bayes_label_cmp(a->pLabel, b->pLabel);
  if( c ) return c;
  c = driftFeatCmp(a, b);
  if( c ) return c;
  return driftCatCmp(&a->cat, &b->cat);
}

/* Every xParams row of pM, sorted */
static int driftParams(const BayesModel *pM, DriftParam **paP, i64 *pnP,
                       BayesErr *pErr){
  i64 aPos[4] = {0,0,0,0}, n = 0, nAlloc = 0;
  DriftParam *a = 0;
  BayesParamRow r;
  for(;;){
    memset(&r, 0, sizeof(r));
    if( pM->pKind->xParams(pM, aPos, &r)==0 ) break;
    if( n>=nAlloc ){
      i64 nNew = nAlloc ? 2*nAlloc : 64;
      DriftParam *aNew = sqlite3_realloc64(a, sizeof(*a)*(u64)nNew);
      if( aNew==0 ){ sqlite3_free(a); bayes_err_nomem(pErr); return SQLITE_NOMEM; }
      a = aNew; nAlloc = nNew;
    }
    a[n].pLabel = &pM->apClass[r.iClass]->label;
    a[n].iFeat = r.iFeat; a[n].zTerm = r.zTerm; a[n].nTerm = r.nTerm;
    a[n].cat = r.cat;
    a[n].mean = r.mean; a[n].var = r.var;
    a[n].p = (r.mHave & BAYES_PARAM_LOGP) ? exp(r.logp) : 0.0;
    n++;
  }
  if( n>1 ) qsort(a, (size_t)n, sizeof(*a), driftParamCmp);
  *paP = a; *pnP = n;
  return SQLITE_OK;
}

static DriftRow *driftAdd(DriftState *pS, BayesErr *pErr){
  if( pS->nRow>=pS->nAlloc ){
    i64 nNew = pS->nAlloc ? 2*pS->nAlloc : 32;
    DriftRow *aNew = sqlite3_realloc64(pS->aRow, sizeof(DriftRow)*(u64)nNew);
    if( aNew==0 ){ bayes_err_nomem(pErr); return 0; }
    pS->aRow = aNew; pS->nAlloc = nNew;
  }
  memset(&pS->aRow[pS->nRow], 0, sizeof(DriftRow));
  pS->aRow[pS->nRow].iFeat = -1;
  return &pS->aRow[pS->nRow++];
}

/* Accumulating the discrete measures of two distributions term by term */
typedef struct DriftAcc { double js, h2, linf, sa, sb; } DriftAcc;
static void driftAccPair(DriftAcc *pA, double p, double q){
  double m = 0.5*(p + q), d = fabs(p - q), r;
  if( p>0.0 ) pA->js += 0.5*p*log2(p/m);
  if( q>0.0 ) pA->js += 0.5*q*log2(q/m);
  r = sqrt(p) - sqrt(q);
  pA->h2 += 0.5*r*r;
  if( d>pA->linf ) pA->linf = d;
  pA->sa += p; pA->sb += q;
}
/* Close: the mass neither listed (categorical_nb's unseen categories under
** min_categories) as one more outcome, then the row's measures */
static void driftAccDone(DriftAcc *pA, DriftRow *pR){
  double ra = 1.0 - pA->sa, rb = 1.0 - pA->sb;
  if( ra>1e-12 || rb>1e-12 ) driftAccPair(pA, ra>0 ? ra : 0, rb>0 ? rb : 0);
  pR->js = pA->js<0 ? 0 : pA->js>1 ? 1 : pA->js;
  pR->hel = sqrt(pA->h2<0 ? 0 : pA->h2>1 ? 1 : pA->h2);
  pR->linf = pA->linf;
  pR->mHave = DRIFT_JS|DRIFT_HEL|DRIFT_LINF;
}

/* Variances below f = 1e-9 x the largest are raised to f (f = 1 when
** every variance is 0), per feature as for the multivariate rows */
#define DRIFT_FLOOR_REL  1e-9
#define DRIFT_FLOOR_NONE 1.0      /* every variance 0: no scale to take */
#define DRIFT_FLOOR_MIN  1e-300
static double driftFloor(double vMax){
  double f = vMax*DRIFT_FLOOR_REL;
  if( !(f>0.0) ) f = DRIFT_FLOOR_NONE;
  if( !(f>=DRIFT_FLOOR_MIN) ) f = DRIFT_FLOOR_MIN;
  return f;
}

/* Gaussian features: Hellinger and KL both ways (a variance of 0, a
** constant feature of lda or qda, raised to the floor) */
static void driftGauss(DriftRow *pR, double ma, double va, double mb,
                       double vb){
  double f = driftFloor(va>vb ? va : vb);
  double d, s, sa, sb;
  if( !(va>=f) ) va = f;
  if( !(vb>=f) ) vb = f;
  d = ma - mb; s = va + vb; sa = sqrt(va); sb = sqrt(vb);
  /* log of the Bhattacharyya coefficient: (v_a + v_b) / (2 s_a s_b) is
  ** 1 + t with t = (s_a - s_b)^2 / (2 s_a s_b), exactly 0 for equal
  ** variances */
  double t = (sa - sb)*(sa - sb)/(2.0*sa*sb);
  double lbc = -0.5*log1p(t) - d*d/(4.0*s);
  double h2 = -expm1(lbc);
  pR->hel = sqrt(h2<0 ? 0 : h2>1 ? 1 : h2);
  pR->bhat = lbc<0 ? -lbc : 0.0;
  pR->klab = 0.5*(log(vb/va) + va/vb - 1.0 + d*d/vb);
  pR->klba = 0.5*(log(va/vb) + vb/va - 1.0 + d*d/va);
  if( pR->klab<0 ) pR->klab = 0;
  if( pR->klba<0 ) pR->klba = 0;
  pR->mHave = DRIFT_HEL|DRIFT_KL|DRIFT_BHAT;
}

/* The prior row */
static int driftPrior(DriftState *pS, const BayesModel *pA,
                      const BayesModel *pB, BayesErr *pErr){
  DriftAcc acc;
  DriftRow *pR;
  int i = 0, j = 0;
  memset(&acc, 0, sizeof(acc));
  /* both class lists are sorted by label once finalized */
  while( i<pA->nClass || j<pB->nClass ){
    int c = i>=pA->nClass ? 1 : j>=pB->nClass ? -1
          : bayes_label_cmp(&pA->apClass[i]->label, &pB->apClass[j]->label);
    double p = c<=0 ? exp(pA->aLogPrior[i]) : 0.0;
    double q = c>=0 ? exp(pB->aLogPrior[j]) : 0.0;
    driftAccPair(&acc, p, q);
    if( c<=0 ) i++;
    if( c>=0 ) j++;
  }
  if( (pR = driftAdd(pS, pErr))==0 ) return SQLITE_NOMEM;
  acc.sa = acc.sb = 1.0;             /* priors are complete */
  driftAccDone(&acc, pR);
  return SQLITE_OK;
}

/* Rows per class (and feature) from the sorted parameter rows */
static int driftRows(DriftState *pS, const BayesModel *pA, int eKind,
                     const DriftParam *aA, i64 nA,
                     const DriftParam *aB, i64 nB, BayesErr *pErr){
  i64 i = 0, j = 0;
  (void)pA;
  while( i<nA ){
    /* the group of a at i: one (class) or (class, feature) */
    i64 i1 = i, j0, j1;
    DriftRow *pR;
    while( i1<nA && bayes_label_cmp(aA[i1].pLabel, aA[i].pLabel)==0
           && (eKind=='m' || driftFeatCmp(&aA[i1], &aA[i])==0) ) i1++;
    /* the matching group of b */
    while( j<nB ){
      int c = bayes_label_cmp(aB[j].pLabel, aA[i].pLabel);
      if( c==0 && eKind!='m' ) c = driftFeatCmp(&aB[j], &aA[i]);
      if( c>=0 ) break;
      j++;
    }
    j0 = j1 = j;
    while( j1<nB && bayes_label_cmp(aB[j1].pLabel, aA[i].pLabel)==0
           && (eKind=='m' || driftFeatCmp(&aB[j1], &aA[i])==0) ) j1++;
    if( j1>j0 ){
      if( (pR = driftAdd(pS, pErr))==0 ) return SQLITE_NOMEM;
      pR->pLabel = aA[i].pLabel;
      if( eKind!='m' ){
        pR->iFeat = aA[i].iFeat; pR->zTerm = aA[i].zTerm;
        pR->nTerm = aA[i].nTerm;
      }
      if( eKind=='g' ){
        driftGauss(pR, aA[i].mean, aA[i].var, aB[j0].mean, aB[j0].var);
      }else if( eKind=='b' ){
        DriftAcc acc;
        memset(&acc, 0, sizeof(acc));
        driftAccPair(&acc, aA[i].p, aB[j0].p);
        driftAccPair(&acc, 1.0 - aA[i].p, 1.0 - aB[j0].p);
        acc.sa = acc.sb = 1.0;
        driftAccDone(&acc, pR);
      }else{
        /* categories ('c') or terms ('m'): merge the two sorted lists */
        DriftAcc acc;
        i64 x = i, y = j0;
        memset(&acc, 0, sizeof(acc));
        while( x<i1 || y<j1 ){
          int c = x>=i1 ? 1 : y>=j1 ? -1
                : eKind=='c' ? driftCatCmp(&aA[x].cat, &aB[y].cat)
                : driftFeatCmp(&aA[x], &aB[y]);
          driftAccPair(&acc, c<=0 ? aA[x].p : 0.0, c>=0 ? aB[y].p : 0.0);
          if( c<=0 ) x++;
          if( c>=0 ) y++;
        }
        driftAccDone(&acc, pR);
      }
    }
    i = i1;
    j = j1;
  }
  return SQLITE_OK;
}

/* ------------------------------------------------------------ lda, qda
** The multivariate rows (see the header).  Scratch for one class pair:
** d means each, S_a, S_b, S = (S_a + S_b)/2 and the eigendecomposition's
** two d x d matrices, and 8 d doubles of vectors. */
typedef struct DriftMvn {
  int d;
  double *aMuA, *aMuB, *aSA, *aSB, *aS, *aEig, *aVec, *aV;
} DriftMvn;

static int driftMvnAlloc(DriftMvn *p, int d, BayesErr *pErr){
  size_t dd = (size_t)d*d;
  double *a = sqlite3_malloc64(sizeof(double)*(u64)(5*dd + 10*(size_t)d + 1));
  memset(p, 0, sizeof(*p));
  if( a==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  p->d = d;
  p->aSA = a; p->aSB = a + dd; p->aS = a + 2*dd;
  p->aEig = a + 3*dd; p->aVec = a + 4*dd;
  p->aMuA = a + 5*dd; p->aMuB = p->aMuA + d;
  p->aV = p->aMuB + d;                     /* 8 d */
  return SQLITE_OK;
}

/* Raise the eigenvalues of S (d x d, full) below f to f: S is rebuilt
** from its eigendecomposition only if one is below. */
static void driftFloorCov(DriftMvn *p, double *S, double f){
  int d = p->d, i, j, k;
  double *w = p->aV, *aWork = p->aV + d;
  memcpy(p->aEig, S, sizeof(double)*(size_t)d*d);
  bayes_eigsym(p->aEig, d, d, w, p->aVec, aWork);
  if( w[0]>=f ) return;                    /* ascending */
  for(k=0; k<d; k++) if( !(w[k]>=f) ) w[k] = f;
  for(i=0; i<d; i++){
    for(j=0; j<=i; j++){
      double t = 0.0;
      for(k=0; k<d; k++){
        t += p->aVec[(size_t)k*d+i]*w[k]*p->aVec[(size_t)k*d+j];
      }
      S[(size_t)i*d+j] = S[(size_t)j*d+i] = t;
    }
  }
}

/* tr(B^-1 A), B factored in gB; A full */
static double driftTrace(DriftMvn *p, const BayesGauss *gB, const double *A){
  int d = p->d, j, k;
  double t = 0.0, *col = p->aV, *out = p->aV + d, *aWork = p->aV + 2*d;
  for(k=0; k<d; k++){
    for(j=0; j<d; j++) col[j] = A[(size_t)j*d+k];
    bayes_gauss_solve(gB, col, out, aWork);
    t += out[k];
  }
  return t;
}

/* The row of one class pair: p->aMuA, aSA, aMuB, aSB filled */
static int driftMvnRow(DriftMvn *p, DriftRow *pR, BayesErr *pErr){
  int d = p->d, j, rc = SQLITE_OK;
  size_t dd = (size_t)d*d;
  double f = 0.0, *D = p->aV + 4*d, *aWork = p->aV + 5*d;
  BayesGauss gA, gB, gS;
  pR->mHave = DRIFT_HEL|DRIFT_KL|DRIFT_BHAT;
  if( memcmp(p->aMuA, p->aMuB, sizeof(double)*(size_t)d)==0
   && memcmp(p->aSA, p->aSB, sizeof(double)*dd)==0 ){
    return SQLITE_OK;                      /* identical: exactly 0 */
  }
  for(j=0; j<d; j++){
    double va = p->aSA[(size_t)j*d+j], vb = p->aSB[(size_t)j*d+j];
    if( va>f ) f = va;
    if( vb>f ) f = vb;
  }
  f = driftFloor(f);
  driftFloorCov(p, p->aSA, f);
  driftFloorCov(p, p->aSB, f);
  for(j=0; j<(int)dd; j++) p->aS[j] = 0.5*p->aSA[j] + 0.5*p->aSB[j];
  for(j=0; j<d; j++) D[j] = p->aMuA[j] - p->aMuB[j];
  memset(&gA, 0, sizeof(gA)); memset(&gB, 0, sizeof(gB));
  memset(&gS, 0, sizeof(gS));
  if( bayes_gauss_factor(&gA, p->aSA, d, d, 0, 0, BAYES_GAUSS_FLOOR, f)
   || bayes_gauss_factor(&gB, p->aSB, d, d, 0, 0, BAYES_GAUSS_FLOOR, f)
   || bayes_gauss_factor(&gS, p->aS, d, d, 0, 0, BAYES_GAUSS_FLOOR, f) ){
    bayes_err_nomem(pErr);                 /* the factor fails only so */
    rc = SQLITE_NOMEM;
  }else{
    double trBA = driftTrace(p, &gB, p->aSA);    /* tr(S_b^-1 S_a) */
    double trAB = driftTrace(p, &gA, p->aSB);
    double mB = bayes_gauss_maha(&gB, D, aWork);
    double mA = bayes_gauss_maha(&gA, D, aWork);
    double mS = bayes_gauss_maha(&gS, D, aWork);
    double db = 0.125*mS + 0.5*(gS.logdet - 0.5*(gA.logdet + gB.logdet));
    pR->klab = 0.5*((trBA - d) + mB + (gB.logdet - gA.logdet));
    pR->klba = 0.5*((trAB - d) + mA + (gA.logdet - gB.logdet));
    /* means further apart than a double holds: D is infinite, and an
    ** infinite term may meet a zero (Inf x 0) or another (Inf - Inf);
    ** such a divergence is infinite, never NaN */
    if( isnan(pR->klab) ) pR->klab = INFINITY;
    if( isnan(pR->klba) ) pR->klba = INFINITY;
    if( isnan(db) ) db = INFINITY;
    if( !(pR->klab>0.0) ) pR->klab = 0.0;
    if( !(pR->klba>0.0) ) pR->klba = 0.0;
    pR->bhat = db>0.0 ? db : 0.0;
    pR->hel = sqrt(-expm1(-pR->bhat));
  }
  bayes_gauss_free(&gA); bayes_gauss_free(&gB); bayes_gauss_free(&gS);
  return rc;
}

/* One multivariate row per class present in both models and with a
** distribution in both */
static int driftMvnRows(DriftState *pS, const BayesModel *pA,
                        const BayesModel *pB, BayesErr *pErr){
  DriftMvn mvn;
  int i = 0, j = 0, rc;
  if( pA->nFeat<=0 ) return SQLITE_OK;
  rc = driftMvnAlloc(&mvn, pA->nFeat, pErr);
  while( rc==SQLITE_OK && i<pA->nClass && j<pB->nClass ){
    int c = bayes_label_cmp(&pA->apClass[i]->label, &pB->apClass[j]->label);
    if( c<0 ){ i++; continue; }
    if( c>0 ){ j++; continue; }
    if( pA->pKind->xGaussian(pA, i, mvn.aMuA, mvn.aSA)
     && pB->pKind->xGaussian(pB, j, mvn.aMuB, mvn.aSB) ){
      DriftRow *pR = driftAdd(pS, pErr);
      if( pR==0 ){ rc = SQLITE_NOMEM; break; }
      pR->pLabel = &pA->apClass[i]->label;
      rc = driftMvnRow(&mvn, pR, pErr);
    }
    i++; j++;
  }
  sqlite3_free(mvn.aSA);
  return rc;
}

/* Rows after the prior row: by class (model_a's order), the whole-class
** row (feature NULL) first, then by feature */
static int driftRowCmp(const void *pa, const void *pb){
  const DriftRow *a = pa, *b = pb;
  int c = bayes_label_cmp(a->pLabel, b->pLabel);
  if( c ) return c;
  return a->iFeat<b->iFeat ? -1 : a->iFeat>b->iFeat;
}

static void driftReset(BayesTvfCursor *pCur){
  DriftState *pS = (DriftState*)pCur->pState;
  if( pS ){
    sqlite3_free(pS->aRow);
    if( pS->pB ) bayes_model_unref(pS->pB);
    pS->aRow = 0; pS->pB = 0;
  }
}

static int driftStart(BayesTvfCursor *pCur, BayesErr *pErr){
  const BayesModel *pA = pCur->pM;
  BayesModel *pB;
  DriftState *pS;
  DriftParam *aA = 0, *aB = 0;
  i64 nA = 0, nB = 0;
  const char *zK = pA->pKind->zName;
  int eKind, rc;
  pS = sqlite3_malloc64(sizeof(*pS));
  if( pS==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  memset(pS, 0, sizeof(*pS));
  pCur->pState = pS;
  if( pCur->apArg[1]==0 ){
    bayes_err(pErr, "needs two models: bayes_drift(model_a, model_b)");
    return SQLITE_ERROR;
  }
  pB = pS->pB = bayes_cache_model(pCur->pConn, 2, pCur->apArg[1], pErr);
  if( pB==0 ) return pErr->rc ? pErr->rc : SQLITE_ERROR;
  if( pB->pKind!=pA->pKind ){
    bayes_err(pErr, "model_a is %s but model_b is %s: drift compares two "
              "models of one kind", zK, pB->pKind->zName);
    return SQLITE_ERROR;
  }
  if( pB->nFeat!=pA->nFeat ){
    bayes_err(pErr, "model_a has %d positional features but model_b has %d",
              pA->nFeat, pB->nFeat);
    return SQLITE_ERROR;
  }
  if( strcmp(zK, "gaussian_nb")==0 || strcmp(zK, "lda")==0
   || strcmp(zK, "qda")==0 ) eKind = 'g';
  else if( strcmp(zK, "categorical_nb")==0 || strcmp(zK, "tan")==0
        || strcmp(zK, "aode")==0 ) eKind = 'c';
  else if( strcmp(zK, "bernoulli_nb")==0 ) eKind = 'b';
  else if( strcmp(zK, "multinomial_nb")==0 ) eKind = 'm';
  else{
    bayes_err(pErr, "%s models are not compared (gaussian_nb, lda, qda, "
              "categorical_nb, bernoulli_nb, multinomial_nb, tan and aode "
              "are)", zK);
    return SQLITE_ERROR;
  }
  if( (strcmp(zK, "tan")==0 || strcmp(zK, "aode")==0)
   && !bayes_pairs_same_cuts(pA, pB) ){
    bayes_err(pErr, "model_a and model_b bin their numeric features with "
              "different cut points (option cuts): their bins do not compare");
    return SQLITE_ERROR;
  }
  rc = driftPrior(pS, pA, pB, pErr);
  if( rc==SQLITE_OK && pA->pKind->xParams ){
    rc = driftParams(pA, &aA, &nA, pErr);
    if( rc==SQLITE_OK ) rc = driftParams(pB, &aB, &nB, pErr);
    if( rc==SQLITE_OK ) rc = driftRows(pS, pA, eKind, aA, nA, aB, nB, pErr);
  }
  if( rc==SQLITE_OK && pA->pKind->xGaussian ){
    rc = driftMvnRows(pS, pA, pB, pErr);
    if( rc==SQLITE_OK && pS->nRow>2 ){
      qsort(pS->aRow + 1, (size_t)(pS->nRow - 1), sizeof(DriftRow),
            driftRowCmp);
    }
  }
  sqlite3_free(aA);
  sqlite3_free(aB);
  if( rc ) return rc;
  pCur->bEof = pS->nRow==0;
  return SQLITE_OK;
}

static int driftNext(BayesTvfCursor *pCur, BayesErr *pErr){
  DriftState *pS = (DriftState*)pCur->pState;
  (void)pErr;
  if( pCur->iRow>=pS->nRow ) pCur->bEof = 1;
  return SQLITE_OK;
}

static int driftColumn(BayesTvfCursor *pCur, sqlite3_context *ctx, int i){
  DriftState *pS = (DriftState*)pCur->pState;
  const DriftRow *pR = &pS->aRow[pCur->iRow];
  switch( i ){
    case 0:
      if( pR->zTerm ){
        sqlite3_result_text(ctx, pR->zTerm, pR->nTerm, SQLITE_TRANSIENT);
      }else if( pR->iFeat>=0 ){
        sqlite3_result_int(ctx, pR->iFeat+1);
      }
      break;
    case 1:
      if( pR->pLabel ) bayes_vtab_result_label(ctx, pR->pLabel);
      break;
    case 2: if( pR->mHave & DRIFT_JS ) sqlite3_result_double(ctx, pR->js); break;
    case 3: if( pR->mHave & DRIFT_HEL ) sqlite3_result_double(ctx, pR->hel); break;
    case 4: if( pR->mHave & DRIFT_LINF ) sqlite3_result_double(ctx, pR->linf); break;
    case 5: if( pR->mHave & DRIFT_KL ) sqlite3_result_double(ctx, pR->klab); break;
    case 6: if( pR->mHave & DRIFT_KL ) sqlite3_result_double(ctx, pR->klba); break;
    default: if( pR->mHave & DRIFT_BHAT ) sqlite3_result_double(ctx, pR->bhat); break;
  }
  return SQLITE_OK;
}

const BayesTvf bayes_vtab_drift = {
  "bayes_drift", "bayes_drift(model_a, model_b)",
  "CREATE TABLE x(feature, label, js, hellinger, linf, kl_ab, kl_ba, "
  "bhattacharyya, model_a HIDDEN, model_b HIDDEN)",
  8, 2, 2,
  driftStart, driftNext, driftColumn, driftReset,
  0                  /* reads models only: SQLite's default risk */
};
