/*
** kinds/tan.c — tree-augmented naive Bayes, the kind 'tan' (Friedman,
** Geiger and Goldszmidt 1997), as Weka's weka.classifiers.bayes.BayesNet
** with -Q weka.classifiers.bayes.net.search.local.TAN -E SimpleEstimator.
**
**   SELECT bayes_fit('tan', party, a1, a2, a3, ...) FROM vote;
**
** Model: the class is the parent of every feature, and each feature but
** one (the root) has one more parent, another feature; the features'
** parents form a tree.  With alpha (Weka's SimpleEstimator -A, default
** 0.5):
**
**   P(y)              = (n_y + alpha) / (N + C alpha)
**   P(x_i | y)        = (n(y, x_i) + alpha) / (n_y,i + v_i alpha)    (root)
**   P(x_i | y, x_j)   = (n(y, x_j, x_i) + alpha) / (n_ji(y, x_j) + v_i alpha)
**
** n(.) weights of training rows (kinds/pairs.c), n_y,i the weight of class
** y's rows where i is present, n_ji(y, b) that of class y's rows with j = b
** and i present, C the classes, v_i the categories of i seen in training.
**
** The tree is Weka's TAN search: the score of feature i with parents
** {class} (base_i) and with parents {class, j} (s_ij) is the Bayesian
** Dirichlet score of Weka's LocalScoreSearchAlgorithm (BAYES, prior
** score_alpha = 0.5 per cell): per parent configuration, sum_a
** lnGamma(score_alpha + n_a) - lnGamma(sum_a (score_alpha + n_a)) -
** v_i lnGamma(score_alpha) + lnGamma(v_i score_alpha).  The first link is
** the pair (i, j) with the largest s_ij - base_i; each next one the
** largest among pairs with exactly one feature already linked, until
** every feature is linked (Prim's maximum spanning tree, Weka's scan
** order, ties to the first).  A link (i, j) found so makes i the parent
** of j unless j already has one (then j is i's).  The conditional mutual
** information I(X_i; X_j | Y) of each feature with its parent is reported
** by bayes_info ("tree"); on data without missing values s_ij - base_i
** grows with N I(X_i; X_j | Y) up to the prior's penalty.
**
** Missing values (NULL) and categories never seen in training: fitting
** counts each pair from the rows where both are present; scoring sums the
** missing features out along the tree (exact: P(x_observed | y), the
** leaves' messages passed up, O(C sum_i v_i v_parent)); without a missing
** parent that is the product of the observed features' factors.  (Weka
** replaces missing values by the mode before fitting and scoring; on data
** without them the two agree.)  With
** priors=fit the score is log P(y, x), P(y) the estimate above (the kind
** flag BAYES_KIND_UNSCORED_FIT_PRIOR: scoring adds no prior of its own);
** with other priors it is log P(x | y) and scoring adds theirs.
**
** bayes_explain: each feature's part is its factor's log ratio between the
** two classes; the base is log P(A) - log P(B) (priors=fit; else 0, and
** the given priors are explain's "prior").
** bayes_sample draws ancestrally: the root from P(x_r | y), then each
** feature from P(x_i | y, its parent's draw), parents first.
**
** BLOB section: the pair counts (kinds/pairs.c).
*/
#include "bayesInt.h"
#include <math.h>

static const BayesOptDef tanOpts[] = {
  { "alpha", 0.5, 0.0, 1e300, 0 },
  { "score_alpha", 0.5, 1e-300, 1e300, 0 },
  { "max_cells", BAYES_PAIRS_MAX_CELLS, 1.0, 1e15, BAYES_OPT_INT },
  { "min_categories", 0.0, 0.0, 1e9, BAYES_OPT_VECTOR|BAYES_OPT_INT },
};
enum { TAN_OPT_ALPHA, TAN_OPT_SCORE_ALPHA, TAN_OPT_MAX_CELLS,
       TAN_OPT_MIN_CATEGORIES, TAN_N_OPT };
/* aIdx value of a category not seen in training when min_categories makes
** room for it (else such a category is -1, as missing) */
#define TAN_UNSEEN (-2)
typedef char tanOptsNamed[sizeof(tanOpts)/sizeof(tanOpts[0])==TAN_N_OPT ?1:-1];

typedef struct TanFit {
  BayesPairsTab t;
  int *aPar;            /* per feature: its parent feature, or -1 */
  int *aOrder;          /* features, parents before children */
  double *aCmi;         /* per feature: I(X_i; X_parent | Y), 0 for a root */
  double *aLogClass;    /* per class: log P(y) */
  double *aRoot;        /* log P(x_i = a | y) at aROff[i] + y*(v_i+1) + a;
                        ** a = v_i: a category not seen (min_categories) */
  double *aCond;        /* log P(x_i = a | y, x_p = b) at
                        ** aCOff[i] + (y*v_p + b)*(v_i+1) + a */
  i64 *aROff, *aCOff;
} TanFit;


static int tanAdd(BayesModel *pM, BayesClass *pC, const BayesRow *pRow,
                  BayesErr *pErr){
  BayesPairs *p = bayes_pairs_state(pM);
  if( p==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  return bayes_pairs_add(pM, p, pC, pRow, 1.0, pM->aOpt[TAN_OPT_MAX_CELLS], pErr);
}
static int tanRemove(BayesModel *pM, BayesClass *pC, const BayesRow *pRow,
                     BayesErr *pErr){
  BayesPairs *p = bayes_pairs_state(pM);
  if( p==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  return bayes_pairs_add(pM, p, pC, pRow, -1.0, pM->aOpt[TAN_OPT_MAX_CELLS], pErr);
}
static int tanMergeModel(BayesModel *pM, const BayesModel *pSrc, BayesErr *pErr){
  BayesPairs *p = bayes_pairs_state(pM);
  if( p==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  return bayes_pairs_merge_model(pM, p, pSrc, pM->aOpt[TAN_OPT_MAX_CELLS], pErr);
}


/* Weka's BAYES score of one parent configuration's counts, added to *pf
** in Weka's order */
/* Categories beyond this many unseen ones are added in closed form (a
** min_categories of 1e9 must not loop 1e9 times) */
#define TAN_UNSEEN_LOOP 64
static void tanScoreCounts(double *pf, const double *aN, int v, int K,
                           double al, double lgAl, double lgVAl){
  double nSum = 0.0;
  int a;
  for(a=0; a<v; a++){
    if( al + aN[a]!=0.0 ){
      *pf += bayes_lgamma(al + aN[a]);
      nSum += al + aN[a];
    }
  }
  if( K-v<=TAN_UNSEEN_LOOP ){
    for(a=v; a<K; a++){             /* categories not seen: count 0 */
      *pf += lgAl;
      nSum += al;
    }
  }else{
    *pf += (double)(K-v)*lgAl;
    nSum += (double)(K-v)*al;
  }
  if( nSum!=0.0 ) *pf -= bayes_lgamma(nSum);
  *pf -= K*lgAl;
  *pf += lgVAl;
}

/* Base score of feature i (parents {class}) and with parent j */
static double tanScore(const BayesModel *pM, const BayesPairsTab *t,
                       const BayesPairs *pS, int i, int j, double *aBuf){
  double al = pM->aOpt[TAN_OPT_SCORE_ALPHA], f = 0.0;
  int y, a, b, vi = t->aV[i], Ki = t->aK[i];
  double lgAl = bayes_lgamma(al), lgVAl = bayes_lgamma(Ki*al);
  for(y=0; y<t->nClass; y++){
    if( j<0 ){
      for(a=0; a<vi; a++) aBuf[a] = t->aN1[(i64)y*t->nKey + pS->aStart[i] + a];
      tanScoreCounts(&f, aBuf, vi, Ki, al, lgAl, lgVAl);
    }else{
      for(b=0; b<t->aV[j]; b++){
        for(a=0; a<vi; a++) aBuf[a] = bayes_pairs_n3(t, y, j, b, i, a);
        tanScoreCounts(&f, aBuf, vi, Ki, al, lgAl, lgVAl);
      }
      /* parent values not seen: configurations without counts */
      if( t->aK[j]-t->aV[j]<=TAN_UNSEEN_LOOP ){
        for(b=t->aV[j]; b<t->aK[j]; b++){
          tanScoreCounts(&f, aBuf, 0, Ki, al, lgAl, lgVAl);
        }
      }
      /* (more of them add exactly 0 each: K lnGamma(a) - lnGamma(K a)
      ** - K lnGamma(a) + lnGamma(K a); Weka adds their rounding) */
    }
  }
  return f;
}

/* The tree: Weka's TAN search (see the head of this file) */
static int tanTree(const BayesModel *pM, const BayesPairs *pS, TanFit *pF){
  const BayesPairsTab *t = &pF->t;
  int d = pM->nFeat, i, j, l, vmax = 1, b1, b2;
  double *aBase, *aSc, *aBuf, best;
  u8 *aLinked, *aHas;
  for(i=0; i<d; i++){ pF->aPar[i] = -1; if( t->aV[i]>vmax ) vmax = t->aV[i]; }
  if( d<2 ) return SQLITE_OK;
  aBase = sqlite3_malloc64(sizeof(double)*((u64)d*d + d + vmax + 1));
  aLinked = sqlite3_malloc64(2*(u64)d);
  if( aBase==0 || aLinked==0 ){ sqlite3_free(aBase); sqlite3_free(aLinked); return SQLITE_NOMEM; }
  aSc = aBase + d;
  aBuf = aSc + (i64)d*d;
  aHas = aLinked + d;
  memset(aLinked, 0, 2*(size_t)d);
  for(i=0; i<d; i++){
    aBase[i] = tanScore(pM, t, pS, i, -1, aBuf);
    for(j=0; j<d; j++){
      if( i!=j ) aSc[(i64)i*d + j] = tanScore(pM, t, pS, i, j, aBuf);
    }
  }
  for(l=0; l<d-1; l++){
    b1 = b2 = -1;
    best = 0.0;
    for(i=0; i<d; i++){
      for(j=0; j<d; j++){
        double delta;
        if( i==j ) continue;
        if( l>0 && !((aLinked[i] || aLinked[j]) && (!aLinked[i] || !aLinked[j])) ) continue;
        delta = aSc[(i64)i*d + j] - aBase[i];
        if( b1==-1 || delta>best ){ best = delta; b1 = j; b2 = i; }
      }
    }
    if( b1<0 ) break;
    aLinked[b1] = aLinked[b2] = 1;
    /* direction: b1 gets parent b2 unless it has one */
    if( !aHas[b1] ){ pF->aPar[b1] = b2; aHas[b1] = 1; }
    else{ pF->aPar[b2] = b1; aHas[b2] = 1; }
  }
  sqlite3_free(aBase);
  sqlite3_free(aLinked);
  return SQLITE_OK;
}

static int tanFinalize(BayesModel *pM, BayesErr *pErr){
  BayesPairs *pS = bayes_pairs_state(pM);
  TanFit *pF;
  BayesPairsTab *t;
  int d = pM->nFeat, C = pM->nClass, y, i, a, b, rc;
  double al = pM->aOpt[TAN_OPT_ALPHA], nTot = 0.0;
  i64 nR = 0, nC = 0;
  if( pS==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  pF = bayes_kind_alloc(&pM->pKindFit, sizeof(*pF));
  if( pF==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  t = &pF->t;
  rc = bayes_pairs_finalize(pM, pS, t, pM->aOpt[TAN_OPT_MAX_CELLS], pErr);
  if( rc ) return rc;
  for(i=0; i<d; i++){
    double mc = bayes_spec_opt(pM, TAN_OPT_MIN_CATEGORIES, i);
    if( mc>t->aV[i] ) t->aK[i] = (int)mc;
  }
  pF->aPar = sqlite3_malloc64(sizeof(int)*2*(u64)(d+1));
  pF->aROff = sqlite3_malloc64(sizeof(i64)*2*(u64)(d+1));
  if( pF->aPar==0 || pF->aROff==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  pF->aOrder = pF->aPar + d + 1;
  pF->aCOff = pF->aROff + d + 1;
  if( tanTree(pM, pS, pF) ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  /* parents before children */
  {
    u8 *aDone = sqlite3_malloc64((u64)d+1);
    int nDone = 0, k;
    if( aDone==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
    memset(aDone, 0, (size_t)d+1);
    while( nDone<d ){
      int nBefore = nDone;
      for(k=0; k<d; k++){
        if( !aDone[k] && (pF->aPar[k]<0 || aDone[pF->aPar[k]]) ){
          aDone[k] = 1;
          pF->aOrder[nDone++] = k;
        }
      }
      if( nDone==nBefore ) break;     /* cannot happen: a tree */
    }
    sqlite3_free(aDone);
    if( nDone<d ){ bayes_err(pErr, "the feature tree has a cycle"); return SQLITE_ERROR; }
  }
  for(i=0; i<d; i++){
    pF->aROff[i] = nR; nR += (i64)C*(t->aV[i]+1);
    pF->aCOff[i] = nC;
    if( pF->aPar[i]>=0 ) nC += (i64)C*t->aV[pF->aPar[i]]*(t->aV[i]+1);
  }
  pF->aCmi = sqlite3_malloc64(sizeof(double)*(u64)(d + C + nR + nC + 1));
  if( pF->aCmi==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  pF->aLogClass = pF->aCmi + d;
  pF->aRoot = pF->aLogClass + C;
  pF->aCond = pF->aRoot + nR;
  for(y=0; y<C; y++) nTot += pM->apClass[y]->n;
  for(y=0; y<C; y++){
    pF->aLogClass[y] = log(pM->apClass[y]->n + al) - log(nTot + C*al);
  }
  for(i=0; i<d; i++){
    int vi = t->aV[i], p = pF->aPar[i];
    double K = t->aK[i];
    pF->aCmi[i] = p>=0 ? bayes_pairs_cmi(t, i, p) : 0.0;
    for(y=0; y<C; y++){
      double den = t->aObs[(i64)y*d + i] + K*al;
      double *aL = pF->aRoot + pF->aROff[i] + (i64)y*(vi+1);
      for(a=0; a<=vi; a++){
        double c = a<vi ? t->aN1[(i64)y*t->nKey + pS->aStart[i] + a] : 0.0;
        aL[a] = den>0.0 ? log(c + al) - log(den) : -log(K);
      }
      if( p<0 ) continue;
      for(b=0; b<t->aV[p]; b++){
        double s = 0.0;
        aL = pF->aCond + pF->aCOff[i] + ((i64)y*t->aV[p] + b)*(vi+1);
        for(a=0; a<vi; a++) s += bayes_pairs_n3(t, y, p, b, i, a);
        den = s + K*al;
        for(a=0; a<=vi; a++){
          double c = a<vi ? bayes_pairs_n3(t, y, p, b, i, a) : 0.0;
          aL[a] = den>0.0 ? log(c + al) - log(den) : -log(K);
        }
      }
    }
  }
  return SQLITE_OK;
}

/* Row's category index within each feature (-1 absent); -2 no memory */
static int tanRowIdx(const BayesModel *pM, const BayesRow *pRow, int *aIdx){
  const BayesPairs *p = (const BayesPairs*)pM->pKindSt;
  int j;
  for(j=0; j<pM->nFeat; j++){
    int k = p ? bayes_pairs_row_key(p, pRow, j) : -1;
    if( k==-2 ) return -2;
    if( k==-4 ) return -10 - j;
    if( k==-5 && p->aStart ){
      const TanFit *pF = (const TanFit*)pM->pKindFit;
      aIdx[j] = pF->t.aK[j] > pF->t.aV[j] ? TAN_UNSEEN : -1;
    }else{
      aIdx[j] = k<0 ? -1 : k - p->aStart[j];
    }
  }
  return 0;
}

/* log factor of feature i in class y (aIdx[i] >= 0) */
static double tanFactor(const TanFit *pF, int y, int i, const int *aIdx){
  int p = pF->aPar[i], vi = pF->t.aV[i];
  int a = aIdx[i]>=0 ? aIdx[i] : vi;      /* TAN_UNSEEN: the last slot */
  if( p>=0 && aIdx[p]>=0 ){
    return pF->aCond[pF->aCOff[i] + ((i64)y*pF->t.aV[p] + aIdx[p])*(vi+1) + a];
  }
  if( p>=0 && aIdx[p]==TAN_UNSEEN ){
    return -log((double)pF->t.aK[i]);     /* a parent value never seen */
  }
  return pF->aRoot[pF->aROff[i] + (i64)y*(vi+1) + a];
}

/* Does the row miss a feature that is some feature's parent?  Then the
** factors of its children need the sum over its values. */
static int tanNeedsSum(const TanFit *pF, int d, const int *aIdx){
  int i;
  for(i=0; i<d; i++){
    if( pF->aPar[i]>=0 && aIdx[pF->aPar[i]]==-1 ) return 1;
  }
  return 0;
}

/* log P(x_observed | y): the features of the row that are missing (or
** never seen) summed out along the tree, leaves first (aOrder read
** backwards): each feature sends its parent, for each parent value b, the
** log of sum over its own allowed values a of P(a | y, b) times what its
** children sent it (an observed feature allows its value only).  aAcc:
** sum of v_i doubles of scratch. */
static double tanLogMarginal(const TanFit *pF, int d, int y, const int *aIdx,
                             double *aAcc, i64 *aOff, double *aTmp){
  int k, i, a, b;
  double r = 0.0;
  i64 n = 0;
  for(i=0; i<d; i++){ aOff[i] = n; n += pF->t.aV[i]; }
  for(i=0; i<n; i++) aAcc[i] = 0.0;
  for(k=d-1; k>=0; k--){
    int p, vi, nA = 0;
    i = pF->aOrder[k];
    vi = pF->t.aV[i];
    p = pF->aPar[i];
    if( vi==0 ) continue;
    if( p<0 ){
      for(a=0; a<vi; a++){
        if( aIdx[i]>=0 && a!=aIdx[i] ) continue;
        aTmp[nA++] = pF->aRoot[pF->aROff[i] + (i64)y*(vi+1) + a] + aAcc[aOff[i] + a];
      }
      r += bayes_logsumexp(aTmp, nA);
      continue;
    }
    for(b=0; b<pF->t.aV[p]; b++){
      const double *aL = pF->aCond + pF->aCOff[i] + ((i64)y*pF->t.aV[p] + b)*(vi+1);
      nA = 0;
      for(a=0; a<vi; a++){
        if( aIdx[i]>=0 && a!=aIdx[i] ) continue;
        aTmp[nA++] = aL[a] + aAcc[aOff[i] + a];
      }
      aAcc[aOff[p] + b] += bayes_logsumexp(aTmp, nA);
    }
  }
  return r;
}

/* log P(x | y) of the row, as scoring needs it, into aLL (no class term) */
static int tanRowLL(const BayesModel *pM, const int *aIdx, double *aLL){
  const TanFit *pF = (const TanFit*)pM->pKindFit;
  int d = pM->nFeat, y, i;
  if( tanNeedsSum(pF, d, aIdx) ){
    i64 n = 0;
    int vmax = 1;
    double *aAcc;
    for(i=0; i<d; i++){ n += pF->t.aV[i]; if( pF->t.aV[i]>vmax ) vmax = pF->t.aV[i]; }
    int *aObs;
    aAcc = sqlite3_malloc64(sizeof(double)*(u64)(n + vmax + 1)
                            + (sizeof(i64)+sizeof(int))*(u64)(d+1));
    if( aAcc==0 ) return SQLITE_NOMEM;
    /* a category not seen in training is summed over as well */
    aObs = (int*)((i64*)(aAcc + n + vmax + 1) + d + 1);
    for(i=0; i<d; i++) aObs[i] = aIdx[i]>=0 ? aIdx[i] : -1;
    for(y=0; y<pM->nClass; y++){
      aLL[y] = tanLogMarginal(pF, d, y, aObs, aAcc, (i64*)(aAcc + n + vmax + 1),
                              aAcc + n);
    }
    sqlite3_free(aAcc);
    return SQLITE_OK;
  }
  for(y=0; y<pM->nClass; y++){
    double s = 0.0;
    for(i=0; i<d; i++){
      if( aIdx[i]!=-1 ) s += tanFactor(pF, y, i, aIdx);
    }
    aLL[y] = s;
  }
  return SQLITE_OK;
}

static int tanScoreRow(const BayesModel *pM, const BayesRow *pRow, int eScore,
                       double *aLL, BayesErr *pErr){
  const TanFit *pF = (const TanFit*)pM->pKindFit;
  int y, *aIdx, rc;
  (void)eScore;
  aIdx = sqlite3_malloc64(sizeof(int)*(u64)(pM->nFeat+1));
  if( aIdx==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  if( (rc = tanRowIdx(pM, pRow, aIdx))!=0 ){
    sqlite3_free(aIdx);
    if( rc<=-10 ) return bayes_pairs_text_error(-10 - rc, pErr);
    bayes_err_nomem(pErr); return SQLITE_NOMEM;
  }
  rc = tanRowLL(pM, aIdx, aLL);
  sqlite3_free(aIdx);
  if( rc ){ bayes_err_nomem(pErr); return rc; }
  if( pM->ePriors==BAYES_PRIORS_FIT ){
    for(y=0; y<pM->nClass; y++) aLL[y] += pF->aLogClass[y];
  }
  return SQLITE_OK;
}

/* 1 if a feature missing from the row has a category (impute=) */
static int tanImputed(const BayesRow *pRow, const int *aIdx, int d){
  int i;
  for(i=0; i<d; i++){
    if( pRow->aCat[i].eType==SQLITE_NULL && aIdx[i]!=-1 ) return 1;
  }
  return 0;
}

static int tanExplain(const BayesModel *pM, const BayesRow *pRow, int iA,
                      int iB, BayesExplain *pX, BayesErr *pErr){
  const TanFit *pF = (const TanFit*)pM->pKindFit;
  int d = pM->nFeat, i, *aIdx, rc, bSum;
  double base, sum = 0.0;
  aIdx = sqlite3_malloc64(sizeof(int)*(u64)(d+1));
  if( aIdx==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  if( (rc = tanRowIdx(pM, pRow, aIdx))!=0 ){
    sqlite3_free(aIdx);
    if( rc<=-10 ) return bayes_pairs_text_error(-10 - rc, pErr);
    bayes_err_nomem(pErr); return SQLITE_NOMEM;
  }
  base = pM->ePriors==BAYES_PRIORS_FIT ? pF->aLogClass[iA] - pF->aLogClass[iB] : 0.0;
  bSum = tanNeedsSum(pF, d, aIdx);
  for(i=0; i<d; i++){
    double c = 0.0;
    if( pRow->aCat[i].eType==SQLITE_NULL ) continue;
    if( aIdx[i]!=-1 ){
      double la = tanFactor(pF, iA, i, aIdx), lb = tanFactor(pF, iB, i, aIdx);
      if( la!=lb ) c = la - lb;
    }
    bayes_explain_part(pX, i, 0, 0, &pRow->aCat[i], 0.0, c);
    sum += c;
  }
  if( bSum || tanImputed(pRow, aIdx, d) ){
    /* a missing parent was summed out, or a missing value imputed: the
    ** parts are each present feature's factor given its parent's value
    ** where known (else given the class alone); what the row's joint adds
    ** beyond them (the sum, the imputed features' factors) goes to the
    ** base, so that the parts and the base add up to the log-odds */
    double *aLL = sqlite3_malloc64(sizeof(double)*(u64)pM->nClass);
    if( aLL==0 || tanRowLL(pM, aIdx, aLL) ){
      sqlite3_free(aLL); sqlite3_free(aIdx);
      bayes_err_nomem(pErr); return SQLITE_NOMEM;
    }
    /* (two impossible classes: no difference, not -Inf - -Inf) */
    double dAB = aLL[iA]==aLL[iB] ? 0.0 : aLL[iA] - aLL[iB];
    if( isfinite(dAB) && isfinite(sum) ) base += dAB - sum;
    sqlite3_free(aLL);
  }
  pX->base += base;
  sqlite3_free(aIdx);
  return SQLITE_OK;
}

static int tanSample(const BayesModel *pM, int iClass, BayesRng *pRng,
                     BayesBuf *pB, BayesErr *pErr){
  const TanFit *pF = (const TanFit*)pM->pKindFit;
  const BayesPairs *pS = (const BayesPairs*)pM->pKindSt;
  int d = pM->nFeat, k, i, a, *aIdx;
  aIdx = sqlite3_malloc64(sizeof(int)*(u64)(d+1));
  if( aIdx==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  for(i=0; i<d; i++) aIdx[i] = -1;
  for(k=0; k<d; k++){
    int vi;
    double u, acc = 0.0, tot = 0.0;
    i = pF->aOrder[k];
    vi = pF->t.aV[i];
    if( vi==0 ) continue;
    /* the categories seen (renormalized when min_categories left room
    ** for others, which have no value to draw) */
    for(a=0; a<vi; a++){ aIdx[i] = a; tot += exp(tanFactor(pF, iClass, i, aIdx)); }
    u = bayes_rng_uniform(pRng)*tot;
    for(a=0; a<vi-1; a++){
      aIdx[i] = a;
      acc += exp(tanFactor(pF, iClass, i, aIdx));
      if( u<acc ) break;
    }
    aIdx[i] = a;
  }
  bayes_buf_char(pB, '[');
  for(i=0; i<d; i++){
    if( i ) bayes_buf_char(pB, ',');
    if( aIdx[i]<0 ) bayes_buf_str(pB, "null");
    else if( bayes_pairs_numeric(pS, i) ){
      bayes_json_num(pB, bayes_pairs_bin_number(pS, i, aIdx[i]));
    }
    else bayes_pairs_key_json(pS, pS->aStart[i] + aIdx[i], pB);
  }
  bayes_buf_char(pB, ']');
  sqlite3_free(aIdx);
  if( pB->oom ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  return SQLITE_OK;
}

static int tanInfo(const BayesModel *pM, BayesBuf *pB){
  const BayesPairs *pS = (const BayesPairs*)pM->pKindSt;
  const TanFit *pF = (const TanFit*)pM->pKindFit;
  int i, j, k;
  bayes_pairs_info_categories(pM, pS, pB);
  bayes_buf_str(pB, ",\"n_categories\":[");
  for(j=0; j<pM->nFeat; j++){
    if( j ) bayes_buf_char(pB, ',');
    bayes_json_int(pB, pF->t.aK[j]);
  }
  bayes_buf_char(pB, ']');
  /* the tree: features numbered from 1, as bayes_explain numbers them */
  bayes_buf_str(pB, ",\"parents\":[");
  for(j=0; j<pM->nFeat; j++){
    if( j ) bayes_buf_char(pB, ',');
    if( pF->aPar[j]<0 ) bayes_buf_str(pB, "null");
    else bayes_json_int(pB, pF->aPar[j]+1);
  }
  bayes_buf_str(pB, "],\"cmi\":[");
  for(j=0; j<pM->nFeat; j++){
    if( j ) bayes_buf_char(pB, ',');
    if( pF->aPar[j]<0 ) bayes_buf_str(pB, "null");
    else bayes_json_num(pB, pF->aCmi[j]);
  }
  bayes_buf_str(pB, "],\"class_log_prob\":[");
  for(i=0; i<pM->nClass; i++){
    if( i ) bayes_buf_char(pB, ',');
    bayes_json_num(pB, pF->aLogClass[i]);
  }
  bayes_buf_str(pB, "],\"category_count\":[");
  for(j=0; j<pM->nFeat; j++){
    if( j ) bayes_buf_char(pB, ',');
    bayes_buf_char(pB, '[');
    for(i=0; i<pM->nClass; i++){
      if( i ) bayes_buf_char(pB, ',');
      bayes_buf_char(pB, '[');
      for(k=pS->aStart[j]; k<pS->aStart[j+1]; k++){
        if( k>pS->aStart[j] ) bayes_buf_char(pB, ',');
        bayes_json_num(pB, pF->t.aN1[(i64)i*pF->t.nKey + k]);
      }
      bayes_buf_char(pB, ']');
    }
    bayes_buf_char(pB, ']');
  }
  bayes_buf_str(pB, "],\"pair_cells\":");
  bayes_json_num(pB, (double)pF->t.nCell);
  return pB->oom ? SQLITE_NOMEM : SQLITE_OK;
}

/* bayes_params: per class, feature and category, n(y, x_j = a) and
** log P(x_j = a | y) (the root's factor, and any feature's when its parent
** is missing; bayes_drift compares these), with the feature's parent in
** the tree and I(X_j; X_parent | Y) (not for the root) */
static int tanParams(const BayesModel *pM, i64 *aPos, BayesParamRow *p){
  const BayesPairs *pS = (const BayesPairs*)pM->pKindSt;
  const TanFit *pF = (const TanFit*)pM->pKindFit;
  int k = (int)aPos[1], nKey = pF ? pF->t.nKey : 0, j, a;
  if( aPos[0]>=pM->nClass || nKey<=0 ) return 0;
  p->iClass = (int)aPos[0];
  for(j=0; j<pM->nFeat && pS->aStart[j+1]<=k; j++){}
  a = k - pS->aStart[j];
  p->iFeat = j;
  bayes_pairs_key_cat(pS, k, &p->cat);
  p->logp = pF->aRoot[pF->aROff[j] + (i64)p->iClass*(pF->t.aV[j]+1) + a];
  p->count = pF->t.aN1[(i64)p->iClass*nKey + k];
  p->mHave = BAYES_PARAM_LOGP|BAYES_PARAM_COUNT;
  if( pF->aPar[j]>=0 ){
    p->iParent = pF->aPar[j];
    p->cmi = pF->aCmi[j];
    p->mHave |= BAYES_PARAM_PARENT;
  }
  if( ++aPos[1]>=nKey ){ aPos[1] = 0; aPos[0]++; }
  return 1;
}


static void tanFreeFit(BayesModel *pM, BayesClass *pC){
  if( pC==0 ){
    TanFit *pF = (TanFit*)pM->pKindFit;
    bayes_pairs_tab_free(&pF->t);
    sqlite3_free(pF->aPar);
    sqlite3_free(pF->aROff);
    sqlite3_free(pF->aCmi);
  }
}


const BayesKind bayes_kind_tan = {
  .zName = "tan",
  .bShareable = 1,             /* immutable once parsed: shared (sql/cache.c) */
  .iId = BAYES_KIND_ID(tan),
  .iVersion = 1,
  .eInput = BAYES_IN_CAT,
  .mFlags = BAYES_KIND_UNSCORED_FIT_PRIOR,
  .nOpt = (int)(sizeof(tanOpts)/sizeof(tanOpts[0])),
  .aOpt = tanOpts,
  .pAux = 0,
  .xNewClass = bayes_pairs_x_new_class,
  .xAdd = tanAdd,
  .xRemove = tanRemove,
  .xMerge = bayes_pairs_x_merge,
  .xMergeModel = tanMergeModel,
  .xFinalize = tanFinalize,
  .xWrite = bayes_pairs_x_write,
  .xRead = bayes_pairs_x_read,
  .xScore = tanScoreRow,
  .xSample = tanSample,
  .xInfo = tanInfo,
  .xFreeState = bayes_pairs_x_free_state,
  .xFreeFit = tanFreeFit,
  .xExplain = tanExplain,
  .xParams = tanParams,
  .xSpecOption = bayes_pairs_x_spec_option,
  .zSpecOptions = "cuts, impute",
};
