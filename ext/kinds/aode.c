/*
** kinds/aode.c — averaged one-dependence estimators, the kind 'aode'
** (Webb, Boughton and Wang 2005), as Weka's weka.classifiers.bayes.AODE.
**
**   SELECT bayes_fit('aode', party, a1, a2, a3, ...) FROM vote;
**
** Model: every feature p in turn is the parent of all the others (a
** one-dependence model, SPODE), and the joint is their mean:
**
**   P(y, x) = 1/|P| sum_{p in P} P(y, x_p) prod_{c != p} P(x_c | y, x_p)
**
** P the features present in x whose category was seen in training at
** least freq_limit times (weighted, over all classes; Weka's -F, default
** 1).  With Laplace's correction (Weka's default):
**
**   P(y, x_p)       = (n(y, x_p) + 1) / (N_p + C v_p)
**   P(x_c | y, x_p) = (n(y, x_p, x_c) + 1) / (n_pc(y, x_p) + v_c)
**
** and with m-estimates (m > 0; Weka's -M -W m):
**
**   P(y, x_p)       = (n(y, x_p) + m / (C v_p)) / (N_p + m)
**   P(x_c | y, x_p) = (n(y, x_p, x_c) + m / v_c) / (n_pc(y, x_p) + m)
**
** n(.) are weights of training rows (kinds/pairs.c), N_p the weight of
** rows where p is present, n_pc(y, a) that of rows of class y with p = a
** and c present, C the classes and v_j the categories of feature j seen in
** training (Weka counts the values its ARFF header declares; the two agree
** when every declared value occurs).  When no feature qualifies as a
** parent, P(y, x) is naive Bayes's, Weka's fallback:
** (n_y + 1)/(N + C) prod_c (n(y, x_c) + 1) / (n_y,c + v_c) (m-estimate:
** (n_y + m/C)/(N + m) and (n(y, x_c) + m/v_c)/(n_y,c + m)).
**
** A missing feature (NULL) or a category never seen in training is left
** out, as Weka leaves out a missing value.  With priors=fit the score is
** log P(y, x), Weka's, its class estimate inside (the kind flag
** BAYES_KIND_UNSCORED_FIT_PRIOR: scoring adds no prior of its own); with
** other priors it is log P(y, x) - log P(y), P(y) naive Bayes's estimate
** above ((n_y + 1)/(N + C), or the m-estimate), and scoring adds theirs.
**
** bayes_explain: feature j's part is the mean over the SPODEs of its
** factor's log ratio between the two classes (as parent: log P(A, x_j) -
** log P(B, x_j); as child: log P(x_j | A, x_p) - log P(x_j | B, x_p)); the
** base holds the rest (the log of a mean is not the mean of the logs), so
** the parts sum to the log-odds exactly.  bayes_sample draws the parent p
** uniformly, x_p from P(y, x_p) / sum_a P(y, a), then every other feature
** from P(x_c | y, x_p).
**
** BLOB section: the pair counts (kinds/pairs.c).
*/
#include "bayesInt.h"
#include <math.h>

static const BayesOptDef aodeOpts[] = {
  { "freq_limit", 1.0, 0.0, 1e300, 0 },
  { "m", 0.0, 0.0, 1e300, 0 },
  { "max_cells", BAYES_PAIRS_MAX_CELLS, 1.0, 1e15, BAYES_OPT_INT },
  { "min_categories", 0.0, 0.0, 1e9, BAYES_OPT_VECTOR|BAYES_OPT_INT },
};
enum { AODE_OPT_FREQ_LIMIT, AODE_OPT_M, AODE_OPT_MAX_CELLS,
       AODE_OPT_MIN_CATEGORIES, AODE_N_OPT };
/* aIdx value of a category not seen in training when min_categories makes
** room for it (else such a category is -1, as missing) */
#define AODE_UNSEEN (-2)
typedef char aodeOptsNamed[sizeof(aodeOpts)/sizeof(aodeOpts[0])==AODE_N_OPT ?1:-1];

#define AODE_LOG_INT 1024
typedef struct AodeFit {
  BayesPairsTab t;
  double *aFreq;        /* per key: weight over all classes */
  double *aNp;          /* per feature: weight of rows where present */
  double *aMarg;        /* log of the child factors' denominator,
                        ** log(n_pc(y, a) + v_c) (m > 0: + m), at
                        ** aMOff[p] + (c*C + y)*v_p + a */
  i64 *aMOff;
  double aLogInt[AODE_LOG_INT+1];  /* log(k + 1), k = 0..AODE_LOG_INT:
                        ** the numerators of whole counts (Laplace) */
  double nTot, *aNy;    /* total weight; per class */
} AodeFit;


static int aodeAdd(BayesModel *pM, BayesClass *pC, const BayesRow *pRow,
                   BayesErr *pErr){
  BayesPairs *p = bayes_pairs_state(pM);
  if( p==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  return bayes_pairs_add(pM, p, pC, pRow, 1.0, pM->aOpt[AODE_OPT_MAX_CELLS], pErr);
}
static int aodeRemove(BayesModel *pM, BayesClass *pC, const BayesRow *pRow,
                      BayesErr *pErr){
  BayesPairs *p = bayes_pairs_state(pM);
  if( p==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  return bayes_pairs_add(pM, p, pC, pRow, -1.0, pM->aOpt[AODE_OPT_MAX_CELLS], pErr);
}
static int aodeMergeModel(BayesModel *pM, const BayesModel *pSrc, BayesErr *pErr){
  BayesPairs *p = bayes_pairs_state(pM);
  if( p==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  return bayes_pairs_merge_model(pM, p, pSrc, pM->aOpt[AODE_OPT_MAX_CELLS], pErr);
}


static int aodeFinalize(BayesModel *pM, BayesErr *pErr){
  BayesPairs *p = bayes_pairs_state(pM);
  AodeFit *pF;
  int d = pM->nFeat, C = pM->nClass, y, j, c, a, b, rc;
  i64 nM = 0;
  double m = pM->aOpt[AODE_OPT_M];
  if( p==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  pF = bayes_kind_alloc(&pM->pKindFit, sizeof(*pF));
  if( pF==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  rc = bayes_pairs_finalize(pM, p, &pF->t, pM->aOpt[AODE_OPT_MAX_CELLS], pErr);
  if( rc ) return rc;
  for(j=0; j<d; j++){
    double mc = bayes_spec_opt(pM, AODE_OPT_MIN_CATEGORIES, j);
    if( mc>pF->t.aV[j] ) pF->t.aK[j] = (int)mc;
  }
  pF->aMOff = sqlite3_malloc64(sizeof(i64)*(u64)(d+1));
  if( pF->aMOff==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  for(j=0; j<d; j++){ pF->aMOff[j] = nM; nM += (i64)d*C*pF->t.aV[j]; }
  pF->aFreq = sqlite3_malloc64(sizeof(double)*(u64)(pF->t.nKey + 2*d + C + nM + 1));
  if( pF->aFreq==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  memset(pF->aFreq, 0, sizeof(double)*(size_t)(pF->t.nKey + 2*d + C + nM + 1));
  pF->aNp = pF->aFreq + pF->t.nKey;
  pF->aNy = pF->aNp + d;
  pF->aMarg = pF->aNy + C;
  pF->nTot = 0.0;
  for(j=0; j<=AODE_LOG_INT; j++) pF->aLogInt[j] = log(j + 1.0);
  for(y=0; y<C; y++){
    pF->aNy[y] = pM->apClass[y]->n;
    pF->nTot += pF->aNy[y];
    for(j=0; j<pF->t.nKey; j++) pF->aFreq[j] += pF->t.aN1[(i64)y*pF->t.nKey + j];
    for(j=0; j<d; j++) pF->aNp[j] += pF->t.aObs[(i64)y*d + j];
  }
  for(j=0; j<d; j++){
    int vp = pF->t.aV[j];
    for(c=0; c<d; c++){
      if( c==j ) continue;
      for(y=0; y<C; y++){
        double *aR = pF->aMarg + pF->aMOff[j] + ((i64)c*C + y)*vp;
        for(a=0; a<vp; a++){
          double s = 0.0;
          for(b=0; b<pF->t.aV[c]; b++) s += bayes_pairs_n3(&pF->t, y, j, a, c, b);
          aR[a] = m>0.0 ? log(s + m) : log(s + pF->t.aK[c]);
        }
      }
    }
  }
  return SQLITE_OK;
}

/* The keys of the row's features (index within the feature, -1 absent)
** into aIdx[d]; -2 out of memory */
static int aodeRowIdx(const BayesModel *pM, const BayesRow *pRow, int *aIdx){
  const BayesPairs *p = (const BayesPairs*)pM->pKindSt;
  int j;
  for(j=0; j<pM->nFeat; j++){
    int k = p ? bayes_pairs_row_key(p, pRow, j) : -1;
    if( k==-2 ) return -2;
    if( k==-4 ) return -10 - j;
    if( k==-5 && p->aStart ){
      const AodeFit *pF = (const AodeFit*)pM->pKindFit;
      aIdx[j] = pF->t.aK[j] > pF->t.aV[j] ? AODE_UNSEEN : -1;
    }else{
      aIdx[j] = k<0 ? -1 : k - p->aStart[j];
    }
  }
  return 0;
}

/* log of parent p's factor P(y, x_p = a) */
static double aodeLogParent(const BayesModel *pM, const AodeFit *pF, int y,
                            int p, int a){
  const BayesPairs *pS = (const BayesPairs*)pM->pKindSt;
  double m = pM->aOpt[AODE_OPT_M], C = pM->nClass, v = pF->t.aK[p];
  double n = a>=0 ? pF->t.aN1[(i64)y*pF->t.nKey + pS->aStart[p] + a] : 0.0;
  if( m>0.0 ) return log(n + m/(C*v)) - log(pF->aNp[p] + m);
  return log(n + 1.0) - log(pF->aNp[p] + C*v);
}
/* log of child c's factor P(x_c = b | y, x_p = a) */
static double aodeLogChild(const BayesModel *pM, const AodeFit *pF, int y,
                           int p, int a, int c, int b){
  double m = pM->aOpt[AODE_OPT_M];
  double n, lden;
  if( a<0 ){
    /* a parent value never seen (min_categories, freq_limit 0): no counts,
    ** (0 + 1)/(0 + K_c), or (0 + m/K_c)/(0 + m) */
    return -log((double)pF->t.aK[c]);
  }
  n = b>=0 ? bayes_pairs_n3(&pF->t, y, p, a, c, b) : 0.0;
  lden = pF->aMarg[pF->aMOff[p] + ((i64)c*pM->nClass + y)*pF->t.aV[p] + a];
  if( m>0.0 ) return log(n + m/pF->t.aK[c]) - lden;
  if( n>=0.0 && n<=AODE_LOG_INT && n==(double)(int)n ) return pF->aLogInt[(int)n] - lden;
  return log(n + 1.0) - lden;
}
/* naive Bayes's factors (the fallback) */
static double aodeLogNbPrior(const BayesModel *pM, const AodeFit *pF, int y){
  double m = pM->aOpt[AODE_OPT_M], C = pM->nClass;
  if( m>0.0 ) return log(pF->aNy[y] + m/C) - log(pF->nTot + m);
  return log(pF->aNy[y] + 1.0) - log(pF->nTot + C);
}
static double aodeLogNb(const BayesModel *pM, const AodeFit *pF, int y,
                        int c, int b){
  const BayesPairs *pS = (const BayesPairs*)pM->pKindSt;
  double m = pM->aOpt[AODE_OPT_M], v = pF->t.aK[c];
  double n = b>=0 ? pF->t.aN1[(i64)y*pF->t.nKey + pS->aStart[c] + b] : 0.0;
  double no = pF->t.aObs[(i64)y*pM->nFeat + c];
  if( m>0.0 ) return log(n + m/v) - log(no + m);
  return log(n + 1.0) - log(no + v);
}

static int aodeIsParent(const BayesModel *pM, const AodeFit *pF, int p, int a){
  const BayesPairs *pS = (const BayesPairs*)pM->pKindSt;
  if( a==AODE_UNSEEN ) return 0.0 >= pM->aOpt[AODE_OPT_FREQ_LIMIT];
  return a>=0 && pF->aFreq[pS->aStart[p] + a] >= pM->aOpt[AODE_OPT_FREQ_LIMIT];
}

/* log P(y, x) into aLL (the model's own joint); aTmp: d doubles */
static void aodeJoint(const BayesModel *pM, const int *aIdx, double *aLL,
                      double *aTmp){
  const AodeFit *pF = (const AodeFit*)pM->pKindFit;
  int d = pM->nFeat, y, p, c, nPar;
  for(y=0; y<pM->nClass; y++){
    nPar = 0;
    for(p=0; p<d; p++){
      double s;
      if( !aodeIsParent(pM, pF, p, aIdx[p]) ) continue;
      s = aodeLogParent(pM, pF, y, p, aIdx[p]);
      for(c=0; c<d; c++){
        if( c==p || aIdx[c]==-1 ) continue;
        s += aodeLogChild(pM, pF, y, p, aIdx[p], c, aIdx[c]);
      }
      aTmp[nPar++] = s;
    }
    if( nPar==0 ){
      double s = aodeLogNbPrior(pM, pF, y);
      for(c=0; c<d; c++){
        if( aIdx[c]!=-1 ) s += aodeLogNb(pM, pF, y, c, aIdx[c]);
      }
      aLL[y] = s;
    }else{
      aLL[y] = bayes_logsumexp(aTmp, nPar) - log((double)nPar);
    }
  }
}

static int aodeScore(const BayesModel *pM, const BayesRow *pRow, int eScore,
                     double *aLL, BayesErr *pErr){
  int d = pM->nFeat, y, *aIdx, rc;
  double *aTmp;
  (void)eScore;
  aIdx = sqlite3_malloc64(sizeof(int)*(u64)(d+1));
  if( aIdx==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  aTmp = (double*)sqlite3_malloc64(sizeof(double)*(u64)(d+1));
  if( aTmp==0 ){ sqlite3_free(aIdx); bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  if( (rc = aodeRowIdx(pM, pRow, aIdx))!=0 ){
    sqlite3_free(aIdx); sqlite3_free(aTmp);
    if( rc<=-10 ) return bayes_pairs_text_error(-10 - rc, pErr);
    bayes_err_nomem(pErr); return SQLITE_NOMEM;
  }
  aodeJoint(pM, aIdx, aLL, aTmp);
  if( pM->ePriors!=BAYES_PRIORS_FIT ){
    const AodeFit *pF = (const AodeFit*)pM->pKindFit;
    for(y=0; y<pM->nClass; y++) aLL[y] -= aodeLogNbPrior(pM, pF, y);
  }
  sqlite3_free(aIdx);
  sqlite3_free(aTmp);
  return SQLITE_OK;
}

static int aodeExplain(const BayesModel *pM, const BayesRow *pRow, int iA,
                       int iB, BayesExplain *pX, BayesErr *pErr){
  const AodeFit *pF = (const AodeFit*)pM->pKindFit;
  int d = pM->nFeat, p, c, j, nPar = 0, *aIdx, rc;
  double *aTmp, *aPart, aLL[2], total, sum = 0.0;
  aIdx = sqlite3_malloc64(sizeof(int)*(u64)(d+1));
  aTmp = sqlite3_malloc64(sizeof(double)*(u64)(2*d+2));
  if( aIdx==0 || aTmp==0 ) goto nomem;
  aPart = aTmp + d + 1;
  if( (rc = aodeRowIdx(pM, pRow, aIdx))!=0 ){
    if( rc<=-10 ){
      sqlite3_free(aIdx); sqlite3_free(aTmp);
      return bayes_pairs_text_error(-10 - rc, pErr);
    }
    goto nomem;
  }
  /* the two classes' joints */
  {
    double aAll[2];
    int y, ay[2] = {iA, iB};
    for(y=0; y<2; y++){
      int q, np = 0;
      for(p=0; p<d; p++){
        double s;
        if( !aodeIsParent(pM, pF, p, aIdx[p]) ) continue;
        s = aodeLogParent(pM, pF, ay[y], p, aIdx[p]);
        for(c=0; c<d; c++){
          if( c==p || aIdx[c]==-1 ) continue;
          s += aodeLogChild(pM, pF, ay[y], p, aIdx[p], c, aIdx[c]);
        }
        aTmp[np++] = s;
      }
      if( np==0 ){
        double s = aodeLogNbPrior(pM, pF, ay[y]);
        for(q=0; q<d; q++) if( aIdx[q]!=-1 ) s += aodeLogNb(pM, pF, ay[y], q, aIdx[q]);
        aAll[y] = s;
      }else{
        aAll[y] = bayes_logsumexp(aTmp, np) - log((double)np);
      }
      nPar = np;
    }
    aLL[0] = aAll[0]; aLL[1] = aAll[1];
  }
  for(j=0; j<d; j++) aPart[j] = 0.0;
  if( nPar==0 ){
    for(j=0; j<d; j++){
      if( aIdx[j]!=-1 ) aPart[j] = aodeLogNb(pM, pF, iA, j, aIdx[j])
                                - aodeLogNb(pM, pF, iB, j, aIdx[j]);
    }
  }else{
    for(p=0; p<d; p++){
      if( !aodeIsParent(pM, pF, p, aIdx[p]) ) continue;
      aPart[p] += (aodeLogParent(pM, pF, iA, p, aIdx[p])
                   - aodeLogParent(pM, pF, iB, p, aIdx[p]))/nPar;
      for(c=0; c<d; c++){
        if( c==p || aIdx[c]==-1 ) continue;
        aPart[c] += (aodeLogChild(pM, pF, iA, p, aIdx[p], c, aIdx[c])
                     - aodeLogChild(pM, pF, iB, p, aIdx[p], c, aIdx[c]))/nPar;
      }
    }
  }
  total = aLL[0]==aLL[1] ? 0.0 : aLL[0] - aLL[1];
  if( pM->ePriors!=BAYES_PRIORS_FIT ){
    total -= aodeLogNbPrior(pM, pF, iA) - aodeLogNbPrior(pM, pF, iB);
  }
  for(j=0; j<d; j++){
    if( pRow->aCat[j].eType==SQLITE_NULL ) continue;
    bayes_explain_part(pX, j, 0, 0, &pRow->aCat[j], 0.0, aPart[j]);
    sum += aPart[j];
  }
  if( isfinite(total) && isfinite(sum) ) pX->base += total - sum;
  sqlite3_free(aIdx); sqlite3_free(aTmp);
  return SQLITE_OK;
nomem:
  sqlite3_free(aIdx); sqlite3_free(aTmp);
  bayes_err_nomem(pErr);
  return SQLITE_NOMEM;
}

/* Draw an index from log weights aL[0..n) */
static int aodeDraw(const double *aL, int n, BayesRng *pRng){
  double mx = -INFINITY, tot = 0.0, u, acc = 0.0;
  int i;
  for(i=0; i<n; i++) if( aL[i]>mx ) mx = aL[i];
  for(i=0; i<n; i++) tot += exp(aL[i]-mx);
  u = bayes_rng_uniform(pRng)*tot;
  for(i=0; i<n-1; i++){
    acc += exp(aL[i]-mx);
    if( u<acc ) break;
  }
  return i;
}

static int aodeSample(const BayesModel *pM, int iClass, BayesRng *pRng,
                      BayesBuf *pB, BayesErr *pErr){
  const AodeFit *pF = (const AodeFit*)pM->pKindFit;
  const BayesPairs *pS = (const BayesPairs*)pM->pKindSt;
  int d = pM->nFeat, p, j, a, vmax = 1, nOk = 0, *aIdx;
  double *aL;
  for(j=0; j<d; j++){
    if( pF->t.aV[j]>vmax ) vmax = pF->t.aV[j];
    if( pF->t.aV[j]>0 ) nOk++;
  }
  aIdx = sqlite3_malloc64(sizeof(int)*(u64)(d+1));
  aL = sqlite3_malloc64(sizeof(double)*(u64)(vmax+1));
  if( aIdx==0 || aL==0 ){
    sqlite3_free(aIdx); sqlite3_free(aL);
    bayes_err_nomem(pErr); return SQLITE_NOMEM;
  }
  for(j=0; j<d; j++) aIdx[j] = -1;
  if( nOk>0 ){
    /* the parent: uniformly among the features seen in training */
    int r = (int)(bayes_rng_uniform(pRng)*nOk);
    if( r>=nOk ) r = nOk-1;
    for(p=0; p<d; p++){
      if( pF->t.aV[p]>0 && r--==0 ) break;
    }
    for(a=0; a<pF->t.aV[p]; a++) aL[a] = aodeLogParent(pM, pF, iClass, p, a);
    aIdx[p] = aodeDraw(aL, pF->t.aV[p], pRng);
    for(j=0; j<d; j++){
      if( j==p || pF->t.aV[j]==0 ) continue;
      for(a=0; a<pF->t.aV[j]; a++){
        aL[a] = aodeLogChild(pM, pF, iClass, p, aIdx[p], j, a);
      }
      aIdx[j] = aodeDraw(aL, pF->t.aV[j], pRng);
    }
  }
  bayes_buf_char(pB, '[');
  for(j=0; j<d; j++){
    if( j ) bayes_buf_char(pB, ',');
    if( aIdx[j]<0 ) bayes_buf_str(pB, "null");
    else if( bayes_pairs_numeric(pS, j) ){
      bayes_json_num(pB, bayes_pairs_bin_number(pS, j, aIdx[j]));
    }
    else bayes_pairs_key_json(pS, pS->aStart[j] + aIdx[j], pB);
  }
  bayes_buf_char(pB, ']');
  sqlite3_free(aIdx); sqlite3_free(aL);
  if( pB->oom ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  return SQLITE_OK;
}

static int aodeInfo(const BayesModel *pM, BayesBuf *pB){
  const BayesPairs *pS = (const BayesPairs*)pM->pKindSt;
  const AodeFit *pF = (const AodeFit*)pM->pKindFit;
  int i, j, k;
  bayes_pairs_info_categories(pM, pS, pB);
  bayes_buf_str(pB, ",\"n_categories\":[");
  for(j=0; j<pM->nFeat; j++){
    if( j ) bayes_buf_char(pB, ',');
    bayes_json_int(pB, pF->t.aK[j]);
  }
  bayes_buf_char(pB, ']');
  bayes_buf_str(pB, ",\"category_count\":[");
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
** log P(x_j = a | y): the SPODE's parent factor P(y, x_j = a) over its sum
** over the K_j categories of j, (n(y, a) + 1) / (n_y,j + K_j) with
** Laplace, (n(y, a) + m / (C K_j)) / (n_y,j + m / C) with the m-estimate
** (n_y,j the weight of class y's rows where j is present); bayes_drift
** compares these.  No parent: every feature is each SPODE's parent in
** turn. */
static double aodeLogCond(const BayesModel *pM, const AodeFit *pF, int y,
                          int j, int a){
  const BayesPairs *pS = (const BayesPairs*)pM->pKindSt;
  double m = pM->aOpt[AODE_OPT_M], C = pM->nClass, K = pF->t.aK[j];
  double n = pF->t.aN1[(i64)y*pF->t.nKey + pS->aStart[j] + a];
  double nyj = pF->t.aObs[(i64)y*pM->nFeat + j];
  if( m>0.0 ) return log(n + m/(C*K)) - log(nyj + m/C);
  return log(n + 1.0) - log(nyj + K);
}
static int aodeParams(const BayesModel *pM, i64 *aPos, BayesParamRow *p){
  const BayesPairs *pS = (const BayesPairs*)pM->pKindSt;
  const AodeFit *pF = (const AodeFit*)pM->pKindFit;
  int k = (int)aPos[1], nKey = pF ? pF->t.nKey : 0, j;
  if( aPos[0]>=pM->nClass || nKey<=0 ) return 0;
  p->iClass = (int)aPos[0];
  for(j=0; j<pM->nFeat && pS->aStart[j+1]<=k; j++){}
  p->iFeat = j;
  bayes_pairs_key_cat(pS, k, &p->cat);
  p->logp = aodeLogCond(pM, pF, p->iClass, j, k - pS->aStart[j]);
  p->count = pF->t.aN1[(i64)p->iClass*nKey + k];
  p->mHave = BAYES_PARAM_LOGP|BAYES_PARAM_COUNT;
  if( ++aPos[1]>=nKey ){ aPos[1] = 0; aPos[0]++; }
  return 1;
}


static void aodeFreeFit(BayesModel *pM, BayesClass *pC){
  if( pC==0 ){
    AodeFit *pF = (AodeFit*)pM->pKindFit;
    bayes_pairs_tab_free(&pF->t);
    sqlite3_free(pF->aFreq);
    sqlite3_free(pF->aMOff);
  }
}


const BayesKind bayes_kind_aode = {
  .zName = "aode",
  .bShareable = 1,             /* immutable once parsed: shared (sql/cache.c) */
  .iId = BAYES_KIND_ID(aode),
  .iVersion = 1,
  .eInput = BAYES_IN_CAT,
  .mFlags = BAYES_KIND_UNSCORED_FIT_PRIOR,
  .nOpt = (int)(sizeof(aodeOpts)/sizeof(aodeOpts[0])),
  .aOpt = aodeOpts,
  .pAux = 0,
  .xNewClass = bayes_pairs_x_new_class,
  .xAdd = aodeAdd,
  .xRemove = aodeRemove,
  .xMerge = bayes_pairs_x_merge,
  .xMergeModel = aodeMergeModel,
  .xFinalize = aodeFinalize,
  .xWrite = bayes_pairs_x_write,
  .xRead = bayes_pairs_x_read,
  .xScore = aodeScore,
  .xSample = aodeSample,
  .xInfo = aodeInfo,
  .xFreeState = bayes_pairs_x_free_state,
  .xFreeFit = aodeFreeFit,
  .xExplain = aodeExplain,
  .xParams = aodeParams,
  .xSpecOption = bayes_pairs_x_spec_option,
  .zSpecOptions = "cuts, impute",
};
