/*
** kinds/density_nb.c — naive Bayes over numbers with a density beyond the
** bell curve, the kind 'density_nb', and naive_bayes's families
** 'discretize', 'kde' and 'weka_normal' (three sub-models of this kind).
**
**   SELECT bayes_fit('density_nb', y, a, b) FROM t;               -- bins
**   SELECT bayes_fit('density_nb numeric=kde', y, a, b) FROM t;   -- kernels
**
** Statistics: per class and feature, a summary (summary.c) of the
** feature's observed values: the sorted distinct values with their summed
** weights, exact up to BAYES_SUMMARY_CAP distinct values per class and
** feature, a streaming histogram beyond.  Adding, removing (windows) and
** merging are the summary's; both modes keep the same statistics, so the
** option kde (numeric=) is applied when finalizing (bayes_with may switch
** it).
**
** numeric=discretize (kde=0, the default), as Weka 3.6's NaiveBayes -D:
** per feature, the cut points of Fayyad and Irani's MDL (weka.filters.
** supervised.attribute.Discretize, its defaults) from the class counts of
** the sorted distinct values of all classes: a candidate cut is the
** midpoint of two adjacent distinct values; the cut of least class
** entropy (the first on ties) is kept if its gain passes the MDL test
**     gain > (log2(N - 1) + log2(3^k - 2) - (k E - k1 E1 - k2 E2)) / N
** (N the weight of the range, E its class entropy in bits, k its classes;
** E1, k1, E2, k2 those of the two sides), and both sides are split again.
** The bins are (-inf, c1], (c1, c2], ..., (cm, +inf); per class y,
** feature j and bin b: p(b | y) = (N_yjb + alpha) / (N_yj + alpha K_j),
** K_j = m + 1 bins, alpha = 1 (Weka's Laplace estimator) by default.
**
** numeric=kde (kde=1): per class a Gaussian kernel density at the
** summary's values, each weighted by its weight:
**     f_yj(x) = sum_i w_i N(x; v_i, h_yj^2) / sum_i w_i
** with Weka's KernelEstimator bandwidth: h_yj = max(range_yj /
** sqrt(W_yj), p_j / 6), range_yj the spread of class y's values, W_yj their
** weight, and p_j the feature's precision, the mean gap between its
** distinct values over all classes ((max - min) / (distinct - 1); 0.01
** with one distinct value); p_j / 6 if the class has one value.  A class
** that never observed feature j uses the density of all classes' values.
**
** numeric=weka_normal (weka_normal=1, kde=0), as Weka 3.6's plain
** NaiveBayes: per class Weka's NormalEstimator from the summary: the
** values rounded to multiples of p_j (Math.rint), their weighted mean and
** population standard deviation, the deviation at least p_j / 6, and a
** value x scored by the normal's mass over [r - p_j/2, r + p_j/2], r = x
** rounded, divided by p_j (docs/kinds.md).
**
** BLOB section (version 1): per class (in label order) nFeat summaries
** (summary.c: u32 entries with bit 31 set if compressed, then value,
** weight as f64 pairs).
*/
#include "bayesInt.h"
#include "carve.h"
#include <assert.h>
#include <string.h>
#include <stdlib.h>
#include <math.h>

static const BayesOptDef dnbOpts[] = {
  { "alpha", 1.0, 0.0, 1e300, BAYES_OPT_VECTOR },
  { "kde", 0.0, 0.0, 1.0, BAYES_OPT_BOOL },
  { "weka_kde", 0.0, 0.0, 1.0, BAYES_OPT_BOOL|BAYES_OPT_LATE },
  /* kde: every bandwidth times this (the rule's h, then scaled): a
  ** smoothing to tune by CV like alpha; applied when finalizing */
  { "kde_scale", 1.0, 1e-3, 1e3, BAYES_OPT_LATE },
  /* numeric=weka_normal: Weka's NormalEstimator (kde is then 0) */
  { "weka_normal", 0.0, 0.0, 1.0, BAYES_OPT_BOOL|BAYES_OPT_LATE },
};
/* Slots of BayesModel.aOpt, in the table's order (the typedef does not
** compile if the two differ in length) */
enum {
  DNB_OPT_ALPHA, DNB_OPT_KDE, DNB_OPT_WEKA, DNB_OPT_SCALE, DNB_OPT_NORMAL,
  DNB_N_OPT
};
typedef char dnbOptsNamed[sizeof(dnbOpts)/sizeof(dnbOpts[0])==DNB_N_OPT ?1:-1];
#define DNB_NORMAL(pM) ((pM)->aOpt[DNB_OPT_NORMAL]!=0.0)
#define DNB_KDE(pM) ((pM)->aOpt[DNB_OPT_KDE]!=0.0 && !DNB_NORMAL(pM))
#define DNB_WEKA(pM) (DNB_KDE(pM) && (pM)->aOpt[DNB_OPT_WEKA]!=0.0)
#define DNB_H_MIN 1e-300     /* bandwidths are clamped to [MIN, MAX] */
#define DNB_H_MAX 1e300
#define DNB_P_MIN 2.2250738585072014e-308   /* weka_kde, weka_normal: a
                                             ** probability floor */

/* The model's fit (pKindFit): per feature j */
typedef struct DnbModelFit {
  int *aCutOff;       /* d+1: feature j's cuts are aCut[aCutOff[j]..[j+1]);
                      ** its bins start at aCutOff[j] + j in a class's fit */
  double *aCut;
  double *aLo, *aHi;  /* smallest and largest value (NAN: none) */
  double *aPrec;      /* kde: precision p_j */
  double *aHAll;      /* kde: the bandwidth of all classes' values */
  int *aPoolOff;      /* kde: d+1; all classes' values and weights */
  double *aPool;      /* 2 per entry */
  double *aWAll;      /* d: their weight */
  u8 *aExact;         /* d: every class's summary exact */
  int nBin;           /* bins of all features */
} DnbModelFit;

/* A class's fit (pFit) */
typedef struct DnbFit {
  double *aLogP;      /* discretize: nBin log p(bin | y) */
  double *aCount;     /* discretize: nBin weights */
  double *aN;         /* d: weight of the class's observed values */
  double *aH;         /* kde: d bandwidths; weka_normal: d standard
                      ** deviations */
  double *aMu;        /* weka_normal: d means */
  double *aLogNorm;   /* kde: d: -log W - log h - log(2 pi)/2 (weka_kde:
                      ** -log W - log p) */
  int *aWekaOff;      /* weka_kde: d+1; feature j's values rounded to its
                      ** precision are aWeka[2 aWekaOff[j] ..] (value,
                      ** weight pairs) */
  double *aWeka;
} DnbFit;

/* ------------------------------------------------------------ rows */
static int dnbNewClass(BayesModel *pM, BayesClass *pC){
  return bayes_kind_alloc(&pC->pSt, sizeof(BayesSummary)*((i64)pM->nFeat+1))
         ? SQLITE_OK : SQLITE_NOMEM;
}

static void dnbFreeState(BayesModel *pM, BayesClass *pC){
  BayesSummary *a;
  int j;
  if( pC==0 || pC->pSt==0 ) return;
  a = (BayesSummary*)pC->pSt;
  for(j=0; j<pM->nFeat; j++) bayes_summary_free(&a[j]);
}

static int dnbAdd(BayesModel *pM, BayesClass *pC, const BayesRow *pRow,
                  BayesErr *pErr){
  BayesSummary *a = (BayesSummary*)pC->pSt;
  int j;
  for(j=0; j<pM->nFeat; j++){
    double x = pRow->aX[j];
    if( isnan(x) ) continue;
    if( isinf(x) ){
      bayes_err(pErr, "feature %d is %s; density_nb needs finite numbers",
                j+1, x>0 ? "+Inf" : "-Inf");
      return SQLITE_ERROR;
    }
  }
  for(j=0; j<pM->nFeat; j++){
    double x = pRow->aX[j];
    if( isnan(x) ) continue;
    if( bayes_summary_add(&a[j], x, pRow->w) ){
      bayes_err_nomem(pErr);
      return SQLITE_NOMEM;
    }
  }
  return SQLITE_OK;
}

static int dnbRemove(BayesModel *pM, BayesClass *pC, const BayesRow *pRow,
                     BayesErr *pErr){
  BayesSummary *a = (BayesSummary*)pC->pSt;
  int j;
  (void)pErr;
  for(j=0; j<pM->nFeat; j++){
    double x = pRow->aX[j];
    if( isnan(x) || isinf(x) ) continue;
    bayes_summary_remove(&a[j], x, pRow->w);
  }
  return SQLITE_OK;
}

static int dnbMerge(BayesModel *pM, BayesClass *pDst, double nDstOld,
                    const BayesModel *pMSrc, const BayesClass *pSrc,
                    BayesErr *pErr){
  BayesSummary *a = (BayesSummary*)pDst->pSt;
  const BayesSummary *b = (const BayesSummary*)pSrc->pSt;
  int j;
  (void)nDstOld; (void)pMSrc;
  for(j=0; j<pM->nFeat; j++){
    if( bayes_summary_merge(&a[j], &b[j]) ){
      bayes_err_nomem(pErr);
      return SQLITE_NOMEM;
    }
  }
  return SQLITE_OK;
}

/* ------------------------------------------------------------ MDL */
/* One value of one class: the entries of all classes' summaries of a
** feature, sorted by value */
typedef struct DnbEntry { double v, w; int c; } DnbEntry;

static int dnbEntryCmp(const void *a, const void *b){
  const DnbEntry *p = (const DnbEntry*)a, *q = (const DnbEntry*)b;
  if( p->v<q->v ) return -1;
  if( p->v>q->v ) return 1;
  return p->c - q->c;
}

/* Weka's ContingencyTables: x log x, 0 below 1e-6; entropies in bits */
static double dnbLn(double x){ return x<1e-6 ? 0.0 : x*log(x); }
static double dnbEntropy(const double *a, int n){
  double r = 0.0, s = 0.0;
  int i;
  for(i=0; i<n; i++){ r -= dnbLn(a[i]); s += a[i]; }
  if( fabs(s)<1e-6 ) return 0.0;
  return (r + dnbLn(s)) / (s*log(2.0));
}
static double dnbEntropyRows(const double *aL, const double *aR, int n){
  double r = 0.0, tot = 0.0;
  int k, i;
  for(k=0; k<2; k++){
    const double *a = k ? aR : aL;
    double s = 0.0;
    for(i=0; i<n; i++){ r += dnbLn(a[i]); s += a[i]; }
    r -= dnbLn(s);
    tot += s;
  }
  if( fabs(tot)<1e-6 ) return 0.0;
  return -r / (tot*log(2.0));
}
static int dnbNonZero(const double *a, int n){
  int i, k = 0;
  for(i=0; i<n; i++) k += a[i]>0.0;
  return k;
}

/* Fayyad and Irani's acceptance test (Weka's FayyadAndIranisMDL) */
static int dnbAccept(const double *aPrior, const double *aL, const double *aR,
                     int nC, double nInst, double nCutPoints){
  double priorE = dnbEntropy(aPrior, nC);
  double e = dnbEntropyRows(aL, aR, nC);
  double gain = priorE - e;
  int k = dnbNonZero(aPrior, nC), kL = dnbNonZero(aL, nC);
  int kR = dnbNonZero(aR, nC);
  double eL = dnbEntropy(aL, nC), eR = dnbEntropy(aR, nC);
  double delta = log(pow(3.0, k) - 2.0)/log(2.0)
                 - ((double)k*priorE - kR*eR - kL*eL);
  return gain > (log(nCutPoints)/log(2.0) + delta) / nInst;
}

static double dnbMid(double a, double b);

/* The MDL cut points of entries a[0..n) (sorted), appended to *paCut
** (*pnCut of them, allocated *pnAlloc), in no particular order.  aWork:
** 5 nC doubles.  Non-zero when out of memory. */
static int dnbCuts(const DnbEntry *a, int n, int nC, double *aWork,
                   double **paCut, int *pnCut, int *pnAlloc){
  int *aStack, nStack = 0, rc = 0;
  double *aL = aWork, *aR = aWork+nC, *aPrior = aWork+2*nC;
  double *aBL = aWork+3*nC, *aBR = aWork+4*nC;
  if( n<2 ) return 0;
  aStack = sqlite3_malloc64(sizeof(int)*2*((u64)n+1));
  if( aStack==0 ) return 1;
  aStack[nStack++] = 0;
  aStack[nStack++] = n;
  while( nStack>0 && rc==0 ){
    int iLast = aStack[--nStack], iFirst = aStack[--nStack], i, iBest = -1;
    double nInst = 0.0, priorE, best;
    memset(aWork, 0, sizeof(double)*5*(size_t)nC);
    for(i=iFirst; i<iLast; i++){
      nInst += a[i].w;
      aR[a[i].c] += a[i].w;
    }
    if( nInst<2.0 ) continue;          /* fewer than two rows */
    memcpy(aPrior, aR, sizeof(double)*(size_t)nC);
    priorE = dnbEntropy(aPrior, nC);
    best = priorE;
    for(i=iFirst; i<iLast-1; i++){
      aL[a[i].c] += a[i].w;
      aR[a[i].c] -= a[i].w;
      if( a[i].v<a[i+1].v ){
        double e = dnbEntropyRows(aL, aR, nC);
        if( e<best ){
          best = e;
          iBest = i;
          memcpy(aBL, aL, sizeof(double)*(size_t)nC);
          memcpy(aBR, aR, sizeof(double)*(size_t)nC);
        }
      }
    }
    if( iBest<0 || !(priorE - best>0.0) ) continue;
    if( !dnbAccept(aPrior, aBL, aBR, nC, nInst, nInst - 1.0) ) continue;
    if( *pnCut>=*pnAlloc ){
      int nNew = *pnAlloc ? 2**pnAlloc : 16;
      double *aNew = sqlite3_realloc64(*paCut, sizeof(double)*(u64)nNew);
      if( aNew==0 ){ rc = 1; break; }
      *paCut = aNew;
      *pnAlloc = nNew;
    }
    /* Weka's midpoint */
    (*paCut)[(*pnCut)++] = dnbMid(a[iBest].v, a[iBest+1].v);
    aStack[nStack++] = iFirst;
    aStack[nStack++] = iBest+1;
    aStack[nStack++] = iBest+1;
    aStack[nStack++] = iLast;
  }
  sqlite3_free(aStack);
  return rc;
}

static int dnbDoubleCmp(const void *a, const void *b){
  double x = *(const double*)a, y = *(const double*)b;
  return x<y ? -1 : x>y;
}

/* The bin of x among cuts a[0..n): the number of cuts below x */
static int dnbBin(const double *a, int n, double x){
  int lo = 0, hi = n;
  while( lo<hi ){
    int mid = (lo+hi)/2;
    if( a[mid]<x ) lo = mid+1; else hi = mid;
  }
  return lo;
}

/* ------------------------------------------------------------ finalize */
/* F(t), the summary's weight at or below t, at each of the increasing
** points aT[0..nT), into aF.  Exact: the step function.  Compressed: a
** centroid at v_i with weight w_i stands for values around it: F(v_i) is
** the weight before it plus w_i/2, linear between centroids (Ben-Haim and
** Tom-Tov's "sum" procedure, with uniform spread between centroids); the
** first and the last entry are the exact smallest and largest values
** (summary.c never merges them): F is 0 below the first, jumps by its
** weight there, and reaches the whole weight at the last. */
static void dnbCdfAt(const BayesSummary *s, const double *aT, int nT,
                     double *aF){
  int i = 0, k;
  double cum = 0.0;
  for(k=0; k<nT; k++){
    double t = aT[k];
    while( i<s->n && s->a[2*i]<=t ){ cum += s->a[2*i+1]; i++; }
    if( !s->bApprox || i==0 || i==s->n ){
      aF[k] = cum;
    }else{
      /* the first and the last entry are exact values (summary.c) */
      double v0 = s->a[2*i-2], v1 = s->a[2*i];
      double c0 = i-1==0 ? cum : cum - s->a[2*i-1]/2.0;
      double c1 = i==s->n-1 ? cum : cum + s->a[2*i+1]/2.0;
      double f = (t - v0)/(v1 - v0);
      if( !(f>=0.0 && f<=1.0) ) f = 0.5;
      aF[k] = c0 + (c1 - c0)*f;
    }
  }
}

/* The midpoint of a < b (its halves where the sum overflows) */
static double dnbMid(double a, double b){
  double c = (a + b)/2.0;
  return isfinite(c) ? c : a/2.0 + b/2.0;
}

/* When a summary is compressed, its centroids are not values: each class's
** centroids would stand apart from the other classes' as if pure, and MDL
** would split between them.  So the entries MDL sees are rebuilt on the
** grid of all classes' entries: entry k of class y holds F_y(m_k) -
** F_y(m_{k-1}), m_k the midpoint after grid value k (exact summaries give
** exactly their own entries).  aE[0..*pn) sorted in, rebuilt in place
** (grown as needed).  Non-zero when out of memory. */
static int dnbRegrid(const BayesModel *pM, int j, DnbEntry **paE, int *pn,
                     int *pnAlloc){
  int nG = 0, k, i, n = *pn, nOut = 0;
  double *aG, *aM, *aF;
  DnbEntry *aOut;
  {
    BayesCarve aL[] = {
      BAYES_CARVE(&aG, (i64)n+1),     /* the grid: the distinct values */
      BAYES_CARVE(&aM, (i64)n+1),     /* midpoints between them */
      BAYES_CARVE(&aF, (i64)n+1),     /* a class's F at the midpoints */
    };
    if( bayes_carve(aL, BAYES_NCARVE(aL))==0 ) return 1;
  }
  for(k=0; k<n; k++){
    if( k==0 || (*paE)[k].v>(*paE)[k-1].v ) aG[nG++] = (*paE)[k].v;
  }
  for(k=0; k+1<nG; k++) aM[k] = dnbMid(aG[k], aG[k+1]);
  aOut = sqlite3_malloc64(sizeof(DnbEntry)*((u64)nG*pM->nClass + 1));
  if( aOut==0 ){ sqlite3_free(aG); return 1; }
  for(i=0; i<pM->nClass; i++){
    const BayesSummary *s = &((const BayesSummary*)pM->apClass[i]->pSt)[j];
    double prev = 0.0, tot = bayes_summary_weight(s);
    if( s->n==0 ) continue;
    dnbCdfAt(s, aM, nG-1, aF);
    aF[nG-1] = tot;
    for(k=0; k<nG; k++){
      double w = aF[k] - prev;
      prev = aF[k];
      if( !(w>1e-12*tot) ) continue;
      aOut[nOut].v = aG[k];
      aOut[nOut].w = w;
      aOut[nOut].c = i;
      nOut++;
    }
  }
  /* MDL weighs its evidence by the rows; a compressed summary resolves
  ** only nG points, and its interpolation errors are systematic, so the
  ** weights are scaled to sum to nG: MDL decides as on a data set of the
  ** summary's resolution (cuts where the classes differ at that scale,
  ** none from centroids that fall differently in different classes) */
  {
    double tot = 0.0;
    for(k=0; k<nOut; k++) tot += aOut[k].w;
    for(k=0; k<nOut && tot>0.0; k++) aOut[k].w *= nG/tot;
  }
  qsort(aOut, (size_t)nOut, sizeof(DnbEntry), dnbEntryCmp);
  sqlite3_free(aG);
  sqlite3_free(*paE);
  *paE = aOut;
  *pn = nOut;
  *pnAlloc = nG*pM->nClass + 1;
  return 0;
}

/* Feature j's entries of every class, sorted, into *paE (*pn; grown in
** *pnAlloc).  Non-zero when out of memory. */
static int dnbGather(const BayesModel *pM, int j, DnbEntry **paE, int *pn,
                     int *pnAlloc, int *pbExact){
  int i, k, n = 0;
  *pbExact = 1;
  for(i=0; i<pM->nClass; i++){
    const BayesSummary *s = &((const BayesSummary*)pM->apClass[i]->pSt)[j];
    n += s->n;
    if( s->bApprox ) *pbExact = 0;
  }
  if( n>*pnAlloc ){
    DnbEntry *aNew = sqlite3_realloc64(*paE, sizeof(DnbEntry)*(u64)n);
    if( aNew==0 ) return 1;
    *paE = aNew;
    *pnAlloc = n;
  }
  n = 0;
  for(i=0; i<pM->nClass; i++){
    const BayesSummary *s = &((const BayesSummary*)pM->apClass[i]->pSt)[j];
    for(k=0; k<s->n; k++){
      (*paE)[n].v = s->a[2*k];
      (*paE)[n].w = s->a[2*k+1];
      (*paE)[n].c = i;
      n++;
    }
  }
  if( n>1 ) qsort(*paE, (size_t)n, sizeof(DnbEntry), dnbEntryCmp);
  *pn = n;
  return 0;
}

/* A bandwidth kept finite and positive whatever the values (a spread
** beyond a double, a precision that underflows, a kde_scale) */
static double dnbClampH(double h){
  if( !(h>=DNB_H_MIN) ) h = DNB_H_MIN;
  if( !(h<=DNB_H_MAX) ) h = DNB_H_MAX;
  return h;
}

/* The bandwidth of values a[0..n) (value, weight pairs, ascending) */
static double dnbBandwidth(const double *a, int n, double prec){
  double w = 0.0, range, h = prec/6.0;
  int i;
  if( n<=0 ) return h;
  for(i=0; i<n; i++) w += a[2*i+1];
  range = a[2*(n-1)] - a[0];
  if( range>0.0 && range/sqrt(w)>h ) h = range/sqrt(w);
  return dnbClampH(h);
}

/* x rounded to a multiple of the precision p, as Weka's estimators round
** (Math.rint: half to even); x itself where that overflows */
static double dnbWekaRound(double x, double p){
  double r = rint(x/p)*p;
  return isfinite(r) ? r : x;
}

/* The rule's bandwidth times kde_scale */
static double dnbScaled(const BayesModel *pM, double h){
  return dnbClampH(h*pM->aOpt[DNB_OPT_SCALE]);
}

/* What dnbFinalize gathers feature by feature before the model's fit can
** be allocated (its size is known only then): one scratch block (aLo ..
** aExact, and dnbCuts' class sums) and the growing arrays */
typedef struct DnbScan {
  double *aCutWork;           /* 5 nC: dnbCuts' class sums */
  double *aLo, *aHi, *aPrec;  /* d each: as DnbModelFit's */
  int *aCutOff, *aPoolOff;    /* d+1 each: as DnbModelFit's */
  u8 *aExact;                 /* d */
  double *aCut;               /* discretize: every feature's cuts */
  int nCut, nCutAlloc;
  double *aPool;              /* kde: all classes' values, 2 per entry */
  int nPool;
  DnbEntry *aE;               /* one feature's entries of every class */
  int nE, nEAlloc;
} DnbScan;

/* Feature j's smallest and largest value, its precision (Weka's), and its
** cuts (discretize) or all classes' pooled values (kde), into p.  Non-zero
** when out of memory. */
static int dnbScanFeature(BayesModel *pM, DnbScan *p, int j){
  int nC = pM->nClass, bKde = DNB_KDE(pM) || DNB_NORMAL(pM);
  int bExact, nD = 0, k;
  if( dnbGather(pM, j, &p->aE, &p->nE, &p->nEAlloc, &bExact) ) return 1;
  p->aExact[j] = (u8)bExact;
  p->aCutOff[j] = p->nCut;
  p->aPoolOff[j] = p->nPool;
  p->aLo[j] = p->nE ? p->aE[0].v : NAN;
  p->aHi[j] = p->nE ? p->aE[p->nE-1].v : NAN;
  {
    /* Weka's sum of the gaps, in ascending order (its rounding: it
    ** decides where rint(x / p) turns) */
    const DnbEntry *aE = p->aE;
    double gaps = 0.0, last = p->nE ? aE[0].v : 0.0;
    for(k=0; k<p->nE; k++){
      if( k==0 || aE[k].v>aE[k-1].v ){
        nD++;
        if( k>0 ){ gaps += aE[k].v - last; last = aE[k].v; }
      }
    }
    p->aPrec[j] = nD>1 ? gaps/(nD - 1) : 0.01;
  }
  if( !isfinite(p->aPrec[j]) ){       /* a spread beyond a double */
    p->aPrec[j] = p->aHi[j]/(nD - 1) - p->aLo[j]/(nD - 1);
    if( !isfinite(p->aPrec[j]) ) p->aPrec[j] = 1e308;
  }
  if( !bKde ){
    int n0 = p->nCut;
    if( !bExact && dnbRegrid(pM, j, &p->aE, &p->nE, &p->nEAlloc) ) return 1;
    if( dnbCuts(p->aE, p->nE, nC, p->aCutWork, &p->aCut, &p->nCut,
                &p->nCutAlloc) ) return 1;
    if( p->nCut>n0 ){
      qsort(p->aCut+n0, (size_t)(p->nCut-n0), sizeof(double), dnbDoubleCmp);
    }
  }else{
    const DnbEntry *aE;
    double *aNew = sqlite3_realloc64(p->aPool,
                                     sizeof(double)*2*((u64)p->nPool + nD + 1));
    if( aNew==0 ) return 1;
    p->aPool = aNew;
    aE = p->aE;
    for(k=0; k<p->nE; k++){
      if( k==0 || aE[k].v>aE[k-1].v ){
        p->aPool[2*p->nPool] = aE[k].v;
        p->aPool[2*p->nPool+1] = aE[k].w;
        p->nPool++;
      }else{
        p->aPool[2*p->nPool-1] += aE[k].w;
      }
    }
  }
  return 0;
}

/* The model's fit, one block, from the scan; NULL when out of memory */
static DnbModelFit *dnbModelFitNew(BayesModel *pM, const DnbScan *p){
  int d = pM->nFeat, j, k;
  DnbModelFit *pMF;
  BayesCarve aL[] = {
    BAYES_CARVE_HEAD(DnbModelFit),
    BAYES_CARVE_FIELD(DnbModelFit, aCut, p->nCut),
    BAYES_CARVE_FIELD(DnbModelFit, aLo, d),
    BAYES_CARVE_FIELD(DnbModelFit, aHi, d),
    BAYES_CARVE_FIELD(DnbModelFit, aPrec, d),
    BAYES_CARVE_FIELD(DnbModelFit, aHAll, d),
    BAYES_CARVE_FIELD(DnbModelFit, aWAll, d),
    BAYES_CARVE_FIELD(DnbModelFit, aPool, 2*(i64)p->nPool),
    BAYES_CARVE_FIELD(DnbModelFit, aCutOff, (i64)d+1),
    BAYES_CARVE_FIELD(DnbModelFit, aPoolOff, (i64)d+1),
    BAYES_CARVE_FIELD(DnbModelFit, aExact, d),
  };
  pMF = bayes_kind_alloc(&pM->pKindFit, bayes_carve_size(aL, BAYES_NCARVE(aL)));
  if( pMF==0 ) return 0;
  bayes_carve_place(aL, BAYES_NCARVE(aL), pMF);
  pMF->nBin = p->nCut + d;
  if( p->nCut ) memcpy(pMF->aCut, p->aCut, sizeof(double)*(size_t)p->nCut);
  if( p->nPool ) memcpy(pMF->aPool, p->aPool, sizeof(double)*2*(size_t)p->nPool);
  memcpy(pMF->aCutOff, p->aCutOff, sizeof(int)*((size_t)d+1));
  memcpy(pMF->aPoolOff, p->aPoolOff, sizeof(int)*((size_t)d+1));
  memcpy(pMF->aExact, p->aExact, (size_t)d);
  memcpy(pMF->aLo, p->aLo, sizeof(double)*(size_t)d);
  memcpy(pMF->aHi, p->aHi, sizeof(double)*(size_t)d);
  memcpy(pMF->aPrec, p->aPrec, sizeof(double)*(size_t)d);
  for(j=0; j<d; j++){
    const double *a = pMF->aPool + 2*p->aPoolOff[j];
    int n = p->aPoolOff[j+1] - p->aPoolOff[j];
    pMF->aHAll[j] = dnbScaled(pM, dnbBandwidth(a, n, p->aPrec[j]));
    pMF->aWAll[j] = 0.0;
    for(k=0; k<n; k++) pMF->aWAll[j] += a[2*k+1];
  }
  return pMF;
}

/* discretize: class fit pF's bins of feature j (summary s), log p(bin | y)
** with the Laplace estimator alpha */
static void dnbFitBins(const BayesModel *pM, const DnbModelFit *pMF,
                       DnbFit *pF, int j, const BayesSummary *s){
  const double *c = pMF->aCut + pMF->aCutOff[j];
  int m = pMF->aCutOff[j+1] - pMF->aCutOff[j], o = pMF->aCutOff[j] + j, k;
  double alpha = bayes_spec_opt(pM, DNB_OPT_ALPHA, j), den;
  for(k=0; k<=m; k++) pF->aCount[o+k] = 0.0;
  if( !s->bApprox ){
    for(k=0; k<s->n; k++) pF->aCount[o + dnbBin(c, m, s->a[2*k])] += s->a[2*k+1];
  }else if( s->n>0 ){
    /* F at the cuts (pF->aCount as scratch, from the top) */
    double prev = 0.0;
    dnbCdfAt(s, c, m, pF->aCount + o);
    pF->aCount[o+m] = pF->aN[j];
    for(k=0; k<=m; k++){
      double f = pF->aCount[o+k];
      pF->aCount[o+k] = f>prev ? f - prev : 0.0;
      if( f>prev ) prev = f;
    }
  }
  /* log of N_y + alpha K, also where it overflows */
  den = pF->aN[j] + alpha*(m+1);
  den = isfinite(den) ? log(den) : log(alpha) + log((m+1) + pF->aN[j]/alpha);
  for(k=0; k<=m; k++){
    double c = pF->aCount[o+k] + alpha;
    pF->aLogP[o+k] = !(pF->aN[j] + alpha*(m+1)>0.0) ? -log((double)(m+1))
                   : (isfinite(c) ? log(c) : log(alpha) + log1p(pF->aCount[o+k]/alpha)) - den;
  }
}

/* weka_normal: Weka's NormalEstimator: the values rounded to the precision
** p, their weighted mean and standard deviation (population), the
** deviation at least p/6 (p/6 alone while it is 1e-10 or less: a single
** value, or a class without any, whose mean is 0) */
static void dnbFitNormal(const DnbModelFit *pMF, DnbFit *pF, int j,
                         const BayesSummary *s){
  double p = pMF->aPrec[j], sw = 0.0, sx = 0.0, ss = 0.0, mu, sd;
  int k;
  for(k=0; k<s->n; k++){
    double r = dnbWekaRound(s->a[2*k], p);
    sw += s->a[2*k+1];
    sx += r*s->a[2*k+1];
  }
  mu = sw>0.0 ? sx/sw : 0.0;
  if( !isfinite(mu) ) mu = 0.0;
  for(k=0; k<s->n; k++){
    double r = dnbWekaRound(s->a[2*k], p);
    ss += s->a[2*k+1]*(r - mu)*(r - mu);
  }
  sd = sw>0.0 ? sqrt(ss/sw) : 0.0;
  pF->aMu[j] = mu;
  pF->aH[j] = dnbClampH(sd>1e-10 && sd>p/6.0 ? sd : p/6.0);
  pF->aLogNorm[j] = -log(p);
}

/* weka_kde, a class with values of feature j: Weka's KernelEstimator: the
** values rounded to the precision p, at pF->aWeka + 2 nW, the bandwidth
** from their range.  Returns how many rounded values it wrote. */
static int dnbFitWekaKde(const BayesModel *pM, const DnbModelFit *pMF,
                         DnbFit *pF, int j, const BayesSummary *s, i64 nW){
  double p = pMF->aPrec[j], *a = pF->aWeka + 2*nW;
  int n = 0, k;
  assert( s->n>0 );
  for(k=0; k<s->n; k++){
    double r = dnbWekaRound(s->a[2*k], p);
    if( n>0 && r<=a[2*n-2] ){
      a[2*n-1] += s->a[2*k+1];
    }else{
      a[2*n] = r;
      a[2*n+1] = s->a[2*k+1];
      n++;
    }
  }
  pF->aH[j] = dnbScaled(pM, dnbBandwidth(a, n, p));
  pF->aLogNorm[j] = -log(pF->aN[j]) - log(p);
  return n;
}

/* kde (and weka_kde for a class without values of feature j): the
** bandwidth of the class's values, or of all classes' where it has none */
static void dnbFitKde(const BayesModel *pM, const DnbModelFit *pMF,
                      DnbFit *pF, int j, const BayesSummary *s){
  if( s->n>0 ){
    pF->aH[j] = dnbScaled(pM, dnbBandwidth(s->a, s->n, pMF->aPrec[j]));
    pF->aLogNorm[j] = -log(pF->aN[j]) - log(pF->aH[j]) - 0.5*BAYES_LOG_2PI;
  }else{
    pF->aH[j] = pMF->aHAll[j];
    pF->aLogNorm[j] = pMF->aWAll[j]>0.0
      ? -log(pMF->aWAll[j]) - log(pF->aH[j]) - 0.5*BAYES_LOG_2PI : 0.0;
  }
}

/* Class pC's fit, one block, each feature by its family.  Non-zero when
** out of memory. */
static int dnbClassFit(BayesModel *pM, const DnbModelFit *pMF,
                       BayesClass *pC){
  const BayesSummary *aS = (const BayesSummary*)pC->pSt;
  int d = pM->nFeat, nBin = pMF->nBin, bKde = DNB_KDE(pM) || DNB_NORMAL(pM);
  int j;
  i64 nW = 0;
  DnbFit *pF;
  if( DNB_WEKA(pM) ){
    for(j=0; j<d; j++) nW += aS[j].n;
  }
  {
    BayesCarve aL[] = {
      BAYES_CARVE_HEAD(DnbFit),
      BAYES_CARVE_FIELD(DnbFit, aLogP, nBin),
      BAYES_CARVE_FIELD(DnbFit, aCount, nBin),
      BAYES_CARVE_FIELD(DnbFit, aN, d),
      BAYES_CARVE_FIELD(DnbFit, aH, d),
      BAYES_CARVE_FIELD(DnbFit, aLogNorm, d),
      BAYES_CARVE_FIELD(DnbFit, aMu, d),
      BAYES_CARVE_FIELD(DnbFit, aWeka, 2*nW),
      BAYES_CARVE_FIELD(DnbFit, aWekaOff, (i64)d+1),
    };
    pF = bayes_kind_alloc(&pC->pFit, bayes_carve_size(aL, BAYES_NCARVE(aL)));
    if( pF==0 ) return 1;
    bayes_carve_place(aL, BAYES_NCARVE(aL), pF);
  }
  nW = 0;
  for(j=0; j<d; j++){
    const BayesSummary *s = &aS[j];
    pF->aN[j] = bayes_summary_weight(s);
    pF->aWekaOff[j] = (int)nW;
    if( !bKde ){
      dnbFitBins(pM, pMF, pF, j, s);
    }else if( DNB_NORMAL(pM) ){
      dnbFitNormal(pMF, pF, j, s);
    }else if( s->n>0 && DNB_WEKA(pM) ){
      nW += dnbFitWekaKde(pM, pMF, pF, j, s, nW);
    }else{
      dnbFitKde(pM, pMF, pF, j, s);
    }
  }
  pF->aWekaOff[d] = (int)nW;
  return 0;
}

/* The model's fit (per feature: cuts, or pooled values and bandwidths),
** then each class's */
static int dnbFinalize(BayesModel *pM, BayesErr *pErr){
  int d = pM->nFeat, nC = pM->nClass, i, j, rc = SQLITE_OK;
  DnbScan scan;
  DnbModelFit *pMF;
  memset(&scan, 0, sizeof(scan));
  {
    BayesCarve aL[] = {
      BAYES_CARVE(&scan.aCutWork, 5*(i64)nC),
      BAYES_CARVE(&scan.aLo, d),
      BAYES_CARVE(&scan.aHi, d),
      BAYES_CARVE(&scan.aPrec, d),
      BAYES_CARVE(&scan.aCutOff, (i64)d+1),
      BAYES_CARVE(&scan.aPoolOff, (i64)d+1),
      BAYES_CARVE(&scan.aExact, d),
    };
    if( bayes_carve(aL, BAYES_NCARVE(aL))==0 ) goto nomem;
  }
  for(j=0; j<d; j++){
    if( dnbScanFeature(pM, &scan, j) ) goto nomem;
  }
  scan.aCutOff[d] = scan.nCut;
  scan.aPoolOff[d] = scan.nPool;
  pMF = dnbModelFitNew(pM, &scan);
  if( pMF==0 ) goto nomem;
  for(i=0; i<nC; i++){
    if( dnbClassFit(pM, pMF, pM->apClass[i]) ) goto nomem;
  }
  goto done;
nomem:
  bayes_err_nomem(pErr);
  rc = SQLITE_NOMEM;
done:
  sqlite3_free(scan.aE);
  sqlite3_free(scan.aCut);
  sqlite3_free(scan.aCutWork);
  sqlite3_free(scan.aPool);
  return rc;
}

/* ------------------------------------------------------------ scoring */
/* log f_yj(x) of class i (kde); 0 for a feature nobody observed; -Inf
** where the nearest kernel's z^2 overflows.
** log sum_k w_k exp(-z_k^2/2) with z_k = (x - v_k)/h, as
** -z_0^2/2 + log sum_k w_k exp(-(z_k^2 - z_0^2)/2), z_0 of the nearest
** value: every term is at most its weight and the nearest one is its
** weight.  The sum runs outward from the nearest value on both sides and
** stops on a side when even all the weight left there, at the current
** (decreasing) kernel value, would add less than 1e-17 of the sum. */
static double dnbZ2(double x, double v, double h){
  double z = (x - v)/h;
  return z*z;                    /* +Inf when x is (or is as good as) Inf */
}
static double dnbKdeLog(const BayesModel *pM, int i, int j, double x){
  const DnbModelFit *pMF = (const DnbModelFit*)pM->pKindFit;
  const DnbFit *pF = (const DnbFit*)pM->apClass[i]->pFit;
  const BayesSummary *s = &((const BayesSummary*)pM->apClass[i]->pSt)[j];
  const double *a = s->a;
  int n = s->n, k, lo, hi, iNear;
  double h = pF->aH[j], z0, sum = 0.0, wLeft, wRight, wTot;
  if( n==0 ){
    a = pMF->aPool + 2*pMF->aPoolOff[j];
    n = pMF->aPoolOff[j+1] - pMF->aPoolOff[j];
    if( n==0 ) return 0.0;
    wTot = pMF->aWAll[j];
  }else{
    wTot = pF->aN[j];
  }
  /* the nearest value: first >= x, or the one before it */
  lo = 0; hi = n;
  while( lo<hi ){
    int mid = (lo+hi)/2;
    if( a[2*mid]<x ) lo = mid+1; else hi = mid;
  }
  iNear = lo;
  if( iNear==n || (iNear>0 && x - a[2*iNear-2] <= a[2*iNear] - x) ) iNear--;
  z0 = dnbZ2(x, a[2*iNear], h);
  /* even the nearest kernel's log density, -z0/2, is beyond a double (x
  ** is +-Inf, or about 1e154 kernel widths away): the density is 0, as
  ** gaussian_nb's is there, not a finite number that would swallow every
  ** other feature's evidence (docs/functions.md "Impossible rows") */
  if( z0==INFINITY ) return -INFINITY;
  /* outward: right from iNear, left from iNear-1 */
  wRight = 0.0;
  for(k=iNear; k<n; k++) wRight += a[2*k+1];
  wLeft = wTot - wRight;
  for(k=iNear; k<n; k++){
    double e = exp(-0.5*(dnbZ2(x, a[2*k], h) - z0));
    sum += a[2*k+1]*e;
    wRight -= a[2*k+1];
    if( e*wRight <= 1e-17*sum ) break;
  }
  for(k=iNear-1; k>=0; k--){
    double e = exp(-0.5*(dnbZ2(x, a[2*k], h) - z0));
    sum += a[2*k+1]*e;
    wLeft -= a[2*k+1];
    if( e*wLeft <= 1e-17*sum ) break;
  }
  return -0.5*z0 + log(sum) + pF->aLogNorm[j];
}

/* The standard normal's CDF as Weka's Statistics.normalProbability
** computes it (erf near 0, else erfc, and 1 - y above 0) */
static double dnbWekaPhi(double a){
  double x = a*0.70710678118654752440, z = fabs(x), y;
  if( z<0.70710678118654752440 ) return 0.5 + 0.5*erf(x);
  y = 0.5*erfc(z);
  return x>0 ? 1.0 - y : y;
}

/* weka_kde: log of Weka's KernelEstimator.getProbability(x) / p: each
** rounded value's kernel integrated over [x - p/2, x + p/2], summed
** outward from the nearest value as Weka does and stopped as it does
** (once a kernel's mass times the weight left is below 1% of the sum);
** divided by p, a density. */
static double dnbWekaLog(const BayesModel *pM, int i, int j, double x){
  const DnbModelFit *pMF = (const DnbModelFit*)pM->pKindFit;
  const DnbFit *pF = (const DnbFit*)pM->apClass[i]->pFit;
  const double *a = pF->aWeka + 2*pF->aWekaOff[j];
  int n = pF->aWekaOff[j+1] - pF->aWekaOff[j], lo = 0, hi, k, iStart;
  double p = pMF->aPrec[j], h = pF->aH[j], W = pF->aN[j];
  double sum = 0.0, wSum = 0.0;
  if( n==0 ) return dnbKdeLog(pM, i, j, x);     /* all classes' values */
  hi = n;
  while( lo<hi ){                 /* Weka's findNearestValue */
    int mid = (lo+hi)/2;
    if( a[2*mid]==x ){ lo = mid; break; }
    if( a[2*mid]>x ) hi = mid; else lo = mid+1;
  }
  iStart = lo;
  for(k=iStart; k<n; k++){
    double delta = a[2*k] - x;
    double cp = dnbWekaPhi((delta + p/2)/h) - dnbWekaPhi((delta - p/2)/h);
    sum += cp*a[2*k+1];
    wSum += a[2*k+1];
    if( cp*(W - wSum) < sum*0.01 ) break;
  }
  for(k=iStart-1; k>=0; k--){
    double delta = a[2*k] - x;
    double cp = dnbWekaPhi((delta + p/2)/h) - dnbWekaPhi((delta - p/2)/h);
    sum += cp*a[2*k+1];
    wSum += a[2*k+1];
    if( cp*(W - wSum) < sum*0.01 ) break;
  }
  /* a probability of 0 (every kernel far away) is floored at the
  ** smallest normal double, so no class is impossible by rounding alone */
  sum /= W;
  if( !(sum>=DNB_P_MIN) ) sum = DNB_P_MIN;
  return log(sum) + pF->aLogNorm[j] + log(W);
}

/* weka_normal: log of Weka's NormalEstimator.getProbability(x) / p: x
** rounded to the precision p, the normal's mass over [x - p/2, x + p/2]
** as Weka computes it (a difference of two CDFs), floored at the smallest
** normal double as weka_kde's; divided by p, a density. */
static double dnbNormalLog(const BayesModel *pM, int i, int j, double x){
  const DnbModelFit *pMF = (const DnbModelFit*)pM->pKindFit;
  const DnbFit *pF = (const DnbFit*)pM->apClass[i]->pFit;
  double p = pMF->aPrec[j], sd = pF->aH[j], r = dnbWekaRound(x, p), m;
  m = dnbWekaPhi((r - pF->aMu[j] + p/2)/sd) - dnbWekaPhi((r - pF->aMu[j] - p/2)/sd);
  if( !(m>=DNB_P_MIN) ) m = DNB_P_MIN;
  return log(m) + pF->aLogNorm[j];
}

/* log p(x_j | class i): the bin's probability, the kernel density or the
** normal's */
static double dnbLogLik(const BayesModel *pM, int i, int j, double x){
  const DnbModelFit *pMF = (const DnbModelFit*)pM->pKindFit;
  const DnbFit *pF = (const DnbFit*)pM->apClass[i]->pFit;
  if( isnan(pMF->aLo[j]) ) return 0.0;      /* never observed */
  if( DNB_NORMAL(pM) ) return dnbNormalLog(pM, i, j, x);
  if( DNB_WEKA(pM) ) return dnbWekaLog(pM, i, j, x);
  if( DNB_KDE(pM) ) return dnbKdeLog(pM, i, j, x);
  {
    int o = pMF->aCutOff[j], m = pMF->aCutOff[j+1] - o;
    return pF->aLogP[o + j + dnbBin(pMF->aCut + o, m, x)];
  }
}

static int dnbScore(const BayesModel *pM, const BayesRow *pRow, int eScore,
                    double *aLL, BayesErr *pErr){
  int d = pM->nFeat, i, j;
  (void)eScore;
  (void)pErr;
  /* +-Inf is scored as the limit of ever larger values (docs/functions.md
  ** "Impossible rows"): the outer bin, a kernel density of 0, or weka's
  ** floor */
  for(i=0; i<pM->nClass; i++){
    double ll = 0.0;
    for(j=0; j<d; j++){
      if( isnan(pRow->aX[j]) ) continue;
      ll += dnbLogLik(pM, i, j, pRow->aX[j]);
    }
    aLL[i] = ll;
  }
  return SQLITE_OK;
}

static int dnbExplain(const BayesModel *pM, const BayesRow *pRow, int iA,
                      int iB, BayesExplain *pX, BayesErr *pErr){
  int j;
  (void)pErr;
  for(j=0; j<pM->nFeat; j++){
    double x = pRow->aX[j];
    if( isnan(x) ) continue;
    bayes_explain_part(pX, j, 0, 0, 0, x,
                       dnbLogLik(pM, iA, j, x) - dnbLogLik(pM, iB, j, x));
  }
  return SQLITE_OK;
}

/* ------------------------------------------------------------ sampling */
static int dnbSample(const BayesModel *pM, int iClass, BayesRng *pRng,
                     BayesBuf *pB, BayesErr *pErr){
  const DnbModelFit *pMF = (const DnbModelFit*)pM->pKindFit;
  const DnbFit *pF = (const DnbFit*)pM->apClass[iClass]->pFit;
  const BayesSummary *aS = (const BayesSummary*)pM->apClass[iClass]->pSt;
  int j, k;
  bayes_buf_char(pB, '[');
  for(j=0; j<pM->nFeat; j++){
    double v;
    if( j ) bayes_buf_char(pB, ',');
    if( isnan(pMF->aLo[j]) ){ bayes_buf_str(pB, "null"); continue; }
    if( DNB_NORMAL(pM) ){
      v = pF->aMu[j] + pF->aH[j]*bayes_rng_normal(pRng);
    }else if( DNB_KDE(pM) ){
      /* a kernel drawn by its weight, then a draw from it */
      const double *a = aS[j].a;
      int n = aS[j].n;
      double u, w = pF->aN[j];
      if( n==0 ){
        a = pMF->aPool + 2*pMF->aPoolOff[j];
        n = pMF->aPoolOff[j+1] - pMF->aPoolOff[j];
        w = pMF->aWAll[j];
      }
      if( DNB_WEKA(pM) && pF->aWekaOff[j+1]>pF->aWekaOff[j] ){
        /* a rounded value, uniform over its precision step, a kernel */
        a = pF->aWeka + 2*pF->aWekaOff[j];
        n = pF->aWekaOff[j+1] - pF->aWekaOff[j];
      }
      u = bayes_rng_uniform(pRng)*w;
      for(k=0; k<n-1 && u>=a[2*k+1]; k++) u -= a[2*k+1];
      v = a[2*k] + pF->aH[j]*bayes_rng_normal(pRng);
      if( DNB_WEKA(pM) && pF->aWekaOff[j+1]>pF->aWekaOff[j] ){
        v += pMF->aPrec[j]*(bayes_rng_uniform(pRng) - 0.5);
      }
    }else{
      /* a bin drawn by its probability, then uniform within it (the outer
      ** bins end at the smallest and the largest value seen) */
      int o = pMF->aCutOff[j], m = pMF->aCutOff[j+1] - o;
      double u = bayes_rng_uniform(pRng), lo, hi;
      for(k=0; k<m && u>=exp(pF->aLogP[o+j+k]); k++) u -= exp(pF->aLogP[o+j+k]);
      lo = k==0 ? pMF->aLo[j] : pMF->aCut[o+k-1];
      hi = k==m ? pMF->aHi[j] : pMF->aCut[o+k];
      v = lo + (hi - lo)*bayes_rng_uniform(pRng);
    }
    if( !isfinite(v) ){
      bayes_err(pErr, "the draw of feature %d overflows", j+1);
      return SQLITE_ERROR;
    }
    bayes_json_num(pB, v);
  }
  bayes_buf_char(pB, ']');
  return SQLITE_OK;
}

/* ------------------------------------------------------------ info */
static int dnbInfo(const BayesModel *pM, BayesBuf *pB){
  const DnbModelFit *pMF = (const DnbModelFit*)pM->pKindFit;
  int d = pM->nFeat, i, j, k;
  bayes_buf_str(pB, "\"numeric\":");
  bayes_json_str(pB, DNB_NORMAL(pM) ? "weka_normal"
                     : DNB_KDE(pM) ? "kde" : "discretize", -1);
  bayes_buf_str(pB, ",\"exact\":[");
  for(j=0; j<d; j++){
    if( j ) bayes_buf_char(pB, ',');
    bayes_buf_str(pB, pMF->aExact[j] ? "true" : "false");
  }
  bayes_buf_char(pB, ']');
  if( DNB_NORMAL(pM) ){
    bayes_buf_str(pB, ",\"precision\":");
    bayes_json_nums(pB, pMF->aPrec, d);
    for(k=0; k<2; k++){
      bayes_buf_str(pB, k ? ",\"sd\":[" : ",\"mean\":[");
      for(i=0; i<pM->nClass; i++){
        const DnbFit *pF = (const DnbFit*)pM->apClass[i]->pFit;
        if( i ) bayes_buf_char(pB, ',');
        bayes_json_nums(pB, k ? pF->aH : pF->aMu, d);
      }
      bayes_buf_char(pB, ']');
    }
  }else if( !DNB_KDE(pM) ){
    bayes_buf_str(pB, ",\"cuts\":[");
    for(j=0; j<d; j++){
      if( j ) bayes_buf_char(pB, ',');
      bayes_json_nums(pB, pMF->aCut + pMF->aCutOff[j],
                      pMF->aCutOff[j+1] - pMF->aCutOff[j]);
    }
    for(k=0; k<2; k++){
      bayes_buf_str(pB, k ? "],\"bin_count\":[" : "],\"bin_prob\":[");
      for(i=0; i<pM->nClass; i++){
        const DnbFit *pF = (const DnbFit*)pM->apClass[i]->pFit;
        if( i ) bayes_buf_char(pB, ',');
        bayes_buf_char(pB, '[');
        for(j=0; j<d; j++){
          int o = pMF->aCutOff[j] + j, m = pMF->aCutOff[j+1] - pMF->aCutOff[j];
          int b;
          if( j ) bayes_buf_char(pB, ',');
          bayes_buf_char(pB, '[');
          for(b=0; b<=m; b++){
            if( b ) bayes_buf_char(pB, ',');
            bayes_json_num(pB, k ? pF->aCount[o+b] : exp(pF->aLogP[o+b]));
          }
          bayes_buf_char(pB, ']');
        }
        bayes_buf_char(pB, ']');
      }
    }
    bayes_buf_char(pB, ']');
  }else{
    bayes_buf_str(pB, ",\"precision\":");
    bayes_json_nums(pB, pMF->aPrec, d);
    bayes_buf_str(pB, ",\"bandwidth\":[");
    for(i=0; i<pM->nClass; i++){
      const DnbFit *pF = (const DnbFit*)pM->apClass[i]->pFit;
      if( i ) bayes_buf_char(pB, ',');
      bayes_json_nums(pB, pF->aH, d);
    }
    bayes_buf_char(pB, ']');
  }
  bayes_buf_str(pB, ",\"n_values\":[");
  for(i=0; i<pM->nClass; i++){
    const BayesSummary *aS = (const BayesSummary*)pM->apClass[i]->pSt;
    if( i ) bayes_buf_char(pB, ',');
    bayes_buf_char(pB, '[');
    for(j=0; j<d; j++){
      if( j ) bayes_buf_char(pB, ',');
      bayes_json_int(pB, aS[j].n);
    }
    bayes_buf_char(pB, ']');
  }
  bayes_buf_char(pB, ']');
  return pB->oom ? SQLITE_NOMEM : SQLITE_OK;
}

/* bayes_params: discretize, per class, feature and bin: the bin (its
** index, as the category), log p(bin | y) and its weight; kde, per class
** and feature: the values' weighted mean, the kernel's variance h^2 and
** the weight; weka_normal: the normal's mean and variance, the weight. */
static int dnbParams(const BayesModel *pM, i64 *aPos, BayesParamRow *p){
  const DnbModelFit *pMF = (const DnbModelFit*)pM->pKindFit;
  int i = (int)aPos[0], j = (int)aPos[1], b = (int)aPos[2];
  const DnbFit *pF;
  if( i>=pM->nClass || pM->nFeat<=0 ) return 0;
  pF = (const DnbFit*)pM->apClass[i]->pFit;
  p->iClass = i;
  p->iFeat = j;
  if( !DNB_KDE(pM) && !DNB_NORMAL(pM) ){
    int o = pMF->aCutOff[j] + j, m = pMF->aCutOff[j+1] - pMF->aCutOff[j];
    p->cat.eType = SQLITE_INTEGER;
    p->cat.i = b;
    p->cat.r = b;
    p->logp = pF->aLogP[o+b];
    p->count = pF->aCount[o+b];
    p->mHave = BAYES_PARAM_LOGP|BAYES_PARAM_COUNT;
    if( ++aPos[2]<=m ) return 1;
    aPos[2] = 0;
  }else{
    const BayesSummary *s = &((const BayesSummary*)pM->apClass[i]->pSt)[j];
    double sw = 0.0, sx = 0.0;
    int k;
    for(k=0; k<s->n; k++){ sw += s->a[2*k+1]; sx += s->a[2*k]*s->a[2*k+1]; }
    p->mean = DNB_NORMAL(pM) ? pF->aMu[j] : sw>0.0 ? sx/sw : NAN;
    p->var = pF->aH[j]*pF->aH[j];
    p->count = sw;
    p->mHave = (sw>0.0 ? BAYES_PARAM_MEAN : 0)|BAYES_PARAM_VAR|BAYES_PARAM_COUNT;
  }
  if( ++aPos[1]>=pM->nFeat ){ aPos[1] = 0; aPos[0]++; }
  return 1;
}

/* ------------------------------------------------------------ BLOB */
static int dnbWrite(const BayesModel *pM, BayesBuf *pB){
  int i, j;
  for(i=0; i<pM->nClass; i++){
    const BayesSummary *a = (const BayesSummary*)pM->apClass[i]->pSt;
    for(j=0; j<pM->nFeat; j++) bayes_summary_write(&a[j], pB);
  }
  return pB->oom ? SQLITE_NOMEM : SQLITE_OK;
}

static int dnbRead(BayesModel *pM, BayesReader *pR, int iVersion,
                   BayesErr *pErr){
  int i, j, rc;
  (void)iVersion;            /* 1: the only section layout so far */
  for(i=0; i<pM->nClass; i++){
    BayesClass *pC = pM->apClass[i];
    BayesSummary *a;
    if( dnbNewClass(pM, pC) ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
    a = (BayesSummary*)pC->pSt;
    for(j=0; j<pM->nFeat; j++){
      rc = bayes_summary_read(&a[j], pR, pC->n);
      if( rc==SQLITE_NOMEM ){ bayes_err_nomem(pErr); return rc; }
      if( rc ) return SQLITE_ERROR;
    }
  }
  return pR->bad ? SQLITE_ERROR : SQLITE_OK;
}

/* numeric=discretize|kde|weka_normal: the options kde and weka_normal, in
** words */
static int dnbSpecOption(BayesModel *pM, const char *zKey, int nKey,
                         const char *zVal, int nVal, BayesErr *pErr){
  if( nKey!=7 || memcmp(zKey, "numeric", 7)!=0 ) return -1;
  if( nVal==10 && memcmp(zVal, "discretize", 10)==0 ){
    pM->aOpt[DNB_OPT_KDE] = 0.0;
    pM->aOpt[DNB_OPT_NORMAL] = 0.0;
  }else if( nVal==3 && memcmp(zVal, "kde", 3)==0 ){
    pM->aOpt[DNB_OPT_KDE] = 1.0;
    pM->aOpt[DNB_OPT_NORMAL] = 0.0;
  }else if( nVal==11 && memcmp(zVal, "weka_normal", 11)==0 ){
    pM->aOpt[DNB_OPT_KDE] = 0.0;
    pM->aOpt[DNB_OPT_NORMAL] = 1.0;
  }else{
    bayes_err(pErr, "option numeric=%.*s: expected discretize, kde or "
              "weka_normal", nVal>40 ? 40 : nVal, zVal);
    return SQLITE_ERROR;
  }
  return SQLITE_OK;
}

const BayesKind bayes_kind_density_nb = {
  .zName = "density_nb",
  .bShareable = 1,             /* immutable once parsed: shared (sql/cache.c) */
  .iId = BAYES_KIND_ID(density_nb),
  .iVersion = 1,
  .eInput = BAYES_IN_DENSE,
  .nOpt = (int)(sizeof(dnbOpts)/sizeof(dnbOpts[0])),
  .aOpt = dnbOpts,
  .pAux = 0,
  .xNewClass = dnbNewClass,
  .xAdd = dnbAdd,
  .xRemove = dnbRemove,
  .xMerge = dnbMerge,
  .xMergeModel = 0,
  .xFinalize = dnbFinalize,
  .xWrite = dnbWrite,
  .xRead = dnbRead,
  .xScore = dnbScore,
  .xSample = dnbSample,
  .xInfo = dnbInfo,
  .xFreeState = dnbFreeState,
  .xFreeFit = 0,
  .xExplain = dnbExplain,
  .xParams = dnbParams,
  .xSpecOption = dnbSpecOption,
  .zSpecOptions = "numeric",
};
