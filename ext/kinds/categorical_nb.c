/*
** kinds/categorical_nb.c — categorical naive Bayes, the kind 'categorical_nb'.
**
**   SELECT bayes_fit('categorical_nb alpha=1', play, outlook, temp, windy)
**     FROM weather;
**   SELECT bayes_predict(:m, 'sunny', 'cool', 1);
**
** Model: each feature x_j is a category, independent given the class, with
** p(x_j = k | y) = theta_yjk.  As scikit-learn's CategoricalNB:
**
**   theta_yjk = (N_yjk + alpha) / (N_yj + alpha * K_j)
**
** N_yjk counts rows of class y with x_j = k, N_yj rows of class y where x_j
** is not NULL, and K_j is the number of distinct categories of feature j
** seen in training over all classes (scikit-learn takes max + 1 of its
** integer codes instead; the two agree when the codes 0..max all occur).
** So a category seen in training but never with class y gets
** alpha / (N_yj + alpha * K_j) (0 with alpha=0).  A class that never
** observed feature j with alpha=0 (0/0) gets 1/K_j, the alpha -> 0 limit.
**
** Options as scikit-learn's: alpha may be one value per feature
** (alpha=[1,0.5,2]: alpha_j above), and min_categories (a whole number, or
** one per feature) makes K_j = max(categories seen, min_categories_j).
** Then the K_j - seen categories not seen in training have theta_yj =
** alpha_j / (N_yj + alpha_j K_j) each, and a value never seen in training
** is scored as one of them (scikit-learn's codes below n_categories_ that
** the training data lacked), not ignored.  bayes_sample draws only
** categories seen in training (renormalized): the others have no value.
**
** Categories are any SQL values, kept apart by type as SQLite compares
** them: TEXT '1' and INTEGER 1 are different categories; INTEGER 1 and
** REAL 1.0 compare equal in SQLite and are one category (stored as the
** INTEGER).  Elements of a JSON array argument are categories too (strings
** TEXT, whole numbers INTEGER, others REAL).  NULL is missing: left out of
** the counts when fitting and of the likelihood when scoring.  A category
** never seen in training at all (scikit-learn raises an error) is treated
** like NULL: it carries no evidence about the class.
**
** bayes_sample draws one category per feature from theta_y (null for a
** feature never observed).  bayes_info adds "categories" (per feature, in
** SQLite order), "feature_log_prob" and "category_count" (per feature, per
** class, per category: the shape of scikit-learn's feature_log_prob_ and
** category_count_).
**
** Internally each (feature, category) pair is a key of a BayesVocab
** (vocab.c), as kinds/catkey.c encodes it: u32 feature (big-endian) | type
** 'i','r' or 't' | i64 or f64 little-endian, or the text bytes.  Per class: a BayesCounts over the keys
** and N_yj per feature.
**
** BLOB section: the key vocabulary (bayes_vocab_write), then per class
** f64 x nKey counts and f64 x nFeat observed counts.
*/
#include "bayesInt.h"
#include <string.h>
#include <math.h>

#define CAT_MAX_CATEGORIES 1e9     /* largest min_categories */

static const BayesOptDef catOpts[] = {
  { "alpha", 1.0, 0.0, 1e300, BAYES_OPT_VECTOR },
  { "min_categories", 0.0, 0.0, CAT_MAX_CATEGORIES,
    BAYES_OPT_VECTOR|BAYES_OPT_LATE|BAYES_OPT_INT },
};
/* Slots of BayesModel.aOpt, in the table's order (the typedef does not
** compile if the two differ in length) */
enum { CAT_OPT_ALPHA, CAT_OPT_MIN_CATEGORIES, CAT_N_OPT };
typedef char catOptsNamed[sizeof(catOpts)/sizeof(catOpts[0])==CAT_N_OPT ?1:-1];

typedef struct CatModel {
  BayesVocab voc;
  int *aStart;              /* nFeat+1: keys of feature j are
                            ** aStart[j] .. aStart[j+1]-1 (after tidy) */
  double *aK;               /* nFeat: K_j, categories of feature j (seen,
                            ** or min_categories if more), after tidy */
  const BayesModel *pMapSrc; int *aMap;   /* merge: source key -> ours */
} CatModel;
typedef struct CatClass { BayesCounts cnt; double *aObs; } CatClass;
typedef struct CatFit {
  double *aLP;              /* log theta per key */
  double *aLU;              /* per feature: log theta of a category not
                            ** seen in training when K_j > seen (else 0) */
} CatFit;

/* ------------------------------------------------------------ fitting */
static CatModel *catModel(BayesModel *pM){
  if( pM->pKindSt==0 ){
    CatModel *p = bayes_kind_alloc(&pM->pKindSt, sizeof(*p));
    if( p==0 ) return 0;
    bayes_vocab_init(&p->voc);
  }
  return (CatModel*)pM->pKindSt;
}

static int catNewClass(BayesModel *pM, BayesClass *pC){
  CatClass *p;
  i64 d = pM->nFeat<0 ? 0 : pM->nFeat;
  if( catModel(pM)==0 ) return SQLITE_NOMEM;
  p = bayes_kind_alloc(&pC->pSt, sizeof(*p) + sizeof(double)*(d+1));
  if( p==0 ) return SQLITE_NOMEM;
  p->aObs = (double*)&p[1];
  return SQLITE_OK;
}

/* Key of feature j of the row into aStack or a fresh allocation (*pzFree) */
static int catRowKey(const BayesRow *pRow, int j, u8 *aStack, int nStack,
                  u8 **pz, u8 **pzFree){
  int n = bayes_catkey_encode(j, &pRow->aCat[j], aStack, nStack);
  *pz = aStack;
  *pzFree = 0;
  if( n<0 ){
    int nNeed = 5 + pRow->aCat[j].n;
    *pzFree = sqlite3_malloc64((u64)nNeed);
    if( *pzFree==0 ) return -2;
    n = bayes_catkey_encode(j, &pRow->aCat[j], *pzFree, nNeed);
    *pz = *pzFree;
  }
  return n;
}

static int catAddRow(BayesModel *pM, BayesClass *pC, const BayesRow *pRow,
                     double sign, BayesErr *pErr){
  CatModel *pT = catModel(pM);
  CatClass *pS = (CatClass*)pC->pSt;
  int j;
  if( pT==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  for(j=0; j<pM->nFeat; j++){
    u8 aStack[256], *z, *zFree;
    int n = catRowKey(pRow, j, aStack, sizeof(aStack), &z, &zFree), idx, rc;
    if( n==0 ) continue;
    if( n<0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
    if( sign>0 ){
      rc = bayes_vocab_intern(&pT->voc, (const char*)z, n, &idx);
    }else{
      idx = bayes_vocab_find(&pT->voc, (const char*)z, n);
      rc = SQLITE_OK;
    }
    sqlite3_free(zFree);
    if( rc==SQLITE_NOMEM ){ bayes_err_nomem(pErr); return rc; }
    if( rc ){
      bayes_err(pErr, "more than %d distinct categories",
                BAYES_MAX_VOCAB);
      return SQLITE_ERROR;
    }
    if( idx<0 ) continue;
    pT->voc.aUse[idx] += sign;
    if( sign<0 ) pT->voc.bTidy = 0;
    pS->aObs[j] += sign*pRow->w;      /* weighted; aUse counts rows */
    if( bayes_counts_add(&pS->cnt, idx, sign*pRow->w) ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  }
  return SQLITE_OK;
}
static int catAdd(BayesModel *pM, BayesClass *pC, const BayesRow *pRow,
                  BayesErr *pErr){
  return catAddRow(pM, pC, pRow, 1.0, pErr);
}
static int catRemove(BayesModel *pM, BayesClass *pC, const BayesRow *pRow,
                     BayesErr *pErr){
  return catAddRow(pM, pC, pRow, -1.0, pErr);
}

static int catMergeMap(BayesModel *pM, const BayesModel *pSrc, BayesErr *pErr){
  CatModel *pT = catModel(pM);
  const CatModel *pS = (const CatModel*)pSrc->pKindSt;
  int rc;
  if( pT==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  if( pT->pMapSrc==pSrc ) return SQLITE_OK;
  pT->pMapSrc = 0;
  rc = bayes_vocab_merge_map(&pT->voc, pS ? &pS->voc : 0, &pT->aMap,
                             "categories", pErr);
  if( rc==SQLITE_OK ) pT->pMapSrc = pSrc;
  return rc;
}

static int catMerge(BayesModel *pM, BayesClass *pDst, double nDstOld,
                    const BayesModel *pMSrc, const BayesClass *pSrc,
                    BayesErr *pErr){
  CatClass *pD = (CatClass*)pDst->pSt;
  const CatClass *pS = (const CatClass*)pSrc->pSt;
  const CatModel *pSM = (const CatModel*)pMSrc->pKindSt;
  CatModel *pT;
  int i, rc;
  (void)nDstOld;
  rc = catMergeMap(pM, pMSrc, pErr);
  if( rc ) return rc;
  pT = (CatModel*)pM->pKindSt;
  for(i=0; i<pS->cnt.nAlloc && pSM && i<pSM->voc.n; i++){
    if( pS->cnt.a[i]!=0.0 && bayes_counts_add(&pD->cnt, pT->aMap[i], pS->cnt.a[i]) ){
      bayes_err_nomem(pErr); return SQLITE_NOMEM;
    }
  }
  for(i=0; i<pM->nFeat; i++) pD->aObs[i] += pS->aObs[i];
  return SQLITE_OK;
}

static int catMergeModel(BayesModel *pM, const BayesModel *pSrc, BayesErr *pErr){
  CatModel *pT;
  int rc = catMergeMap(pM, pSrc, pErr);
  if( rc ) return rc;
  pT = (CatModel*)pM->pKindSt;
  sqlite3_free(pT->aMap);
  pT->aMap = 0;
  pT->pMapSrc = 0;
  return SQLITE_OK;
}

static int catFinalize(BayesModel *pM, BayesErr *pErr){
  CatModel *pT = catModel(pM);
  int *aMap = 0, nOld, i, j, k, d = pM->nFeat, nK;
  if( pT==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  nOld = pT->voc.n;
  if( bayes_vocab_tidy(&pT->voc, bayes_catkey_cmp, &aMap) ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  if( aMap ){
    for(i=0; i<pM->nClass; i++){
      CatClass *pS = (CatClass*)pM->apClass[i]->pSt;
      if( bayes_counts_remap(&pS->cnt, 0, aMap, nOld) ){
        sqlite3_free(aMap);
        bayes_err_nomem(pErr);
        return SQLITE_NOMEM;
      }
    }
    sqlite3_free(aMap);
  }
  nK = pT->voc.n;
  sqlite3_free(pT->aStart);
  sqlite3_free(pT->aK);
  pT->aK = 0;
  pT->aStart = sqlite3_malloc64(sizeof(int)*(u64)(d+2));
  if( pT->aStart==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  pT->aK = sqlite3_malloc64(sizeof(double)*(u64)(d+1));
  if( pT->aK==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  for(j=0, k=0; j<=d; j++){
    while( k<nK && bayes_catkey_feature(&pT->voc, k)<j ) k++;
    pT->aStart[j] = k;
  }
  pT->aStart[d] = nK;
  for(j=0; j<d; j++){
    double nSeen = pT->aStart[j+1] - pT->aStart[j];
    double nMin = bayes_spec_opt(pM, CAT_OPT_MIN_CATEGORIES, j);
    pT->aK[j] = nMin>nSeen ? nMin : nSeen;
  }
  for(i=0; i<pM->nClass; i++){
    BayesClass *pC = pM->apClass[i];
    const CatClass *pS = (const CatClass*)pC->pSt;
    CatFit *pF;
    pF = bayes_kind_alloc(&pC->pFit,
                          sizeof(*pF) + sizeof(double)*((i64)nK+d+1));
    if( pF==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
    pF->aLP = (double*)&pF[1];
    pF->aLU = pF->aLP + nK;
    for(j=0; j<d; j++){
      double K = pT->aK[j];
      double alpha = bayes_spec_opt(pM, CAT_OPT_ALPHA, j);
      double den = pS->aObs[j] + alpha*K;
      for(k=pT->aStart[j]; k<pT->aStart[j+1]; k++){
        double c = bayes_counts_get(&pS->cnt, k);
        pF->aLP[k] = den>0.0 ? log(c + alpha) - log(den) : -log(K);
      }
      if( K > pT->aStart[j+1] - pT->aStart[j] ){
        pF->aLU[j] = den>0.0 ? log(alpha) - log(den) : -log(K);
      }
    }
  }
  return SQLITE_OK;
}

/* Where class pF's log theta for feature j's category is: the key's
** (idx >= 0), or the one of a category not seen in training when
** min_categories made K_j larger than the categories seen; 0 when the
** category carries no evidence (not seen, and K_j = categories seen). */
static const double *catCategoryLogp(const CatModel *pT, const CatFit *pF,
                                     int j, int idx){
  if( idx>=0 ) return &pF->aLP[idx];
  if( pT->aK[j] > pT->aStart[j+1] - pT->aStart[j] ) return &pF->aLU[j];
  return 0;
}

static int catWrite(const BayesModel *pM, BayesBuf *pB){
  const CatModel *pT = (const CatModel*)pM->pKindSt;
  int i, k, nK = pT ? pT->voc.n : 0;
  if( pT ) bayes_vocab_write(&pT->voc, pB); else bayes_put_u32(pB, 0);
  for(i=0; i<pM->nClass; i++){
    const CatClass *pS = (const CatClass*)pM->apClass[i]->pSt;
    if( bayes_buf_reserve(pB, 8*((i64)nK + pM->nFeat)) ) return SQLITE_NOMEM;
    for(k=0; k<nK; k++) bayes_put_f64(pB, bayes_counts_get(&pS->cnt, k));
    bayes_put_f64s(pB, pS->aObs, pM->nFeat);
  }
  return pB->oom ? SQLITE_NOMEM : SQLITE_OK;
}

static int catRead(BayesModel *pM, BayesReader *pR, int iVersion,
                   BayesErr *pErr){
  CatModel *pT = catModel(pM);
  int d = pM->nFeat, i, k, nK, rc;
  (void)iVersion;            /* 1: the only section layout so far */
  if( pT==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  rc = bayes_vocab_read(&pT->voc, pR, bayes_catkey_cmp);
  if( rc ){
    if( rc==SQLITE_NOMEM ) bayes_err_nomem(pErr);
    return rc;
  }
  nK = pT->voc.n;
  for(k=0; k<nK; k++){
    int n;
    const u8 *z = (const u8*)bayes_vocab_key(&pT->voc, k, &n);
    if( !bayes_catkey_valid(z, n, d) ) return SQLITE_ERROR;
  }
  if( !bayes_get_room(pR, ((i64)nK + d)*pM->nClass, 8) ) return SQLITE_ERROR;
  for(i=0; i<pM->nClass; i++){
    BayesClass *pC = pM->apClass[i];
    CatClass *pS;
    if( catNewClass(pM, pC) ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
    pS = (CatClass*)pC->pSt;
    rc = bayes_catkey_read_counts(pR, &pT->voc, d, pC->n, &pS->cnt, pS->aObs);
    if( rc==SQLITE_NOMEM ) bayes_err_nomem(pErr);
    if( rc ) return rc;
  }
  return pR->bad ? SQLITE_ERROR : SQLITE_OK;
}

/* ------------------------------------------------------------ scoring */
static int catScore(const BayesModel *pM, const BayesRow *pRow, int eScore,
                    double *aLL, BayesErr *pErr){
  const CatModel *pT = (const CatModel*)pM->pKindSt;
  int i, j;
  (void)eScore;              /* the whole density costs no more */
  for(i=0; i<pM->nClass; i++) aLL[i] = 0.0;
  if( pT==0 ) return SQLITE_OK;
  for(j=0; j<pM->nFeat; j++){
    u8 aStack[256], *z, *zFree;
    int n = catRowKey(pRow, j, aStack, sizeof(aStack), &z, &zFree), idx;
    if( n==0 ) continue;
    if( n<0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
    idx = bayes_vocab_find(&pT->voc, (const char*)z, n);
    sqlite3_free(zFree);
    /* never seen in training: no evidence, unless min_categories made
    ** room for categories not seen (then it is one of those) */
    if( idx<0 && !(pT->aK[j] > pT->aStart[j+1] - pT->aStart[j]) ) continue;
    for(i=0; i<pM->nClass; i++){
      const CatFit *pF = (const CatFit*)pM->apClass[i]->pFit;
      aLL[i] += *catCategoryLogp(pT, pF, j, idx);
    }
  }
  return SQLITE_OK;
}

static int catSample(const BayesModel *pM, int iClass, BayesRng *pRng,
                     BayesBuf *pB, BayesErr *pErr){
  const CatModel *pT = (const CatModel*)pM->pKindSt;
  const CatFit *pF = (const CatFit*)pM->apClass[iClass]->pFit;
  int j, k;
  bayes_buf_char(pB, '[');
  for(j=0; j<pM->nFeat; j++){
    int k0 = pT ? pT->aStart[j] : 0, k1 = pT ? pT->aStart[j+1] : 0;
    double u, acc = 0.0, tot = 0.0;
    if( j ) bayes_buf_char(pB, ',');
    if( k1<=k0 ){ bayes_buf_str(pB, "null"); continue; }
    for(k=k0; k<k1; k++) tot += exp(pF->aLP[k]);
    u = bayes_rng_uniform(pRng)*tot;
    for(k=k0; k<k1-1; k++){
      acc += exp(pF->aLP[k]);
      if( u<acc ) break;
    }
    while( k>k0 && pF->aLP[k]==-INFINITY ) k--;   /* rounding at the end */
    bayes_catkey_json(&pT->voc, k, pB);
  }
  bayes_buf_char(pB, ']');
  if( pB->oom ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  return SQLITE_OK;
}

/* bayes_info's "feature_log_prob" and "category_count" are shaped like
** scikit-learn's: per feature, per class, K_j entries, the categories seen
** then (min_categories) the K_j - seen unseen ones, each with count 0 and
** the log theta of an unseen category.  Padding that would take more than
** CAT_INFO_MAX_PAD entries in all (min_categories can be 1e9) is left out:
** those lists hold the seen categories only, and n_categories says K_j. */
#define CAT_INFO_MAX_PAD 1000000.0
static int catInfo(const BayesModel *pM, BayesBuf *pB){
  const CatModel *pT = (const CatModel*)pM->pKindSt;
  int i, j, k, t;
  double nPad = 0.0;
  for(j=0; j<pM->nFeat; j++){
    nPad += (pT->aK[j] - (pT->aStart[j+1] - pT->aStart[j])) * pM->nClass;
  }
  bayes_buf_str(pB, "\"categories\":[");
  for(j=0; j<pM->nFeat; j++){
    if( j ) bayes_buf_char(pB, ',');
    bayes_buf_char(pB, '[');
    for(k=pT->aStart[j]; k<pT->aStart[j+1]; k++){
      if( k>pT->aStart[j] ) bayes_buf_char(pB, ',');
      bayes_catkey_json(&pT->voc, k, pB);
    }
    bayes_buf_char(pB, ']');
  }
  bayes_buf_str(pB, "],\"n_categories\":[");
  for(j=0; j<pM->nFeat; j++){
    if( j ) bayes_buf_char(pB, ',');
    bayes_json_num(pB, pT->aK[j]);
  }
  for(t=0; t<2; t++){
    bayes_buf_str(pB, t==0 ? "],\"feature_log_prob\":[" : "],\"category_count\":[");
    for(j=0; j<pM->nFeat; j++){
      if( j ) bayes_buf_char(pB, ',');
      bayes_buf_char(pB, '[');
      for(i=0; i<pM->nClass; i++){
        const CatFit *pF = (const CatFit*)pM->apClass[i]->pFit;
        const CatClass *pS = (const CatClass*)pM->apClass[i]->pSt;
        if( i ) bayes_buf_char(pB, ',');
        bayes_buf_char(pB, '[');
        for(k=pT->aStart[j]; k<pT->aStart[j+1]; k++){
          if( k>pT->aStart[j] ) bayes_buf_char(pB, ',');
          bayes_json_num(pB, t==0 ? pF->aLP[k] : bayes_counts_get(&pS->cnt, k));
        }
        if( nPad<=CAT_INFO_MAX_PAD ){
          double u, nUnseen = pT->aK[j] - (pT->aStart[j+1] - pT->aStart[j]);
          for(u=0; u<nUnseen; u++){
            if( u>0 || k>pT->aStart[j] ) bayes_buf_char(pB, ',');
            bayes_json_num(pB, t==0 ? pF->aLU[j] : 0.0);
          }
        }
        bayes_buf_char(pB, ']');
      }
      bayes_buf_char(pB, ']');
    }
  }
  bayes_buf_char(pB, ']');
  return pB->oom ? SQLITE_NOMEM : SQLITE_OK;
}

/* xFreeState: the counts of a class, the dictionary of the model */
static void catFreeState(BayesModel *pM, BayesClass *pC){
  if( pC ){
    bayes_counts_free(&((CatClass*)pC->pSt)->cnt);
  }else{
    CatModel *p = (CatModel*)pM->pKindSt;
    bayes_vocab_free(&p->voc);
    sqlite3_free(p->aStart);
    sqlite3_free(p->aK);
    sqlite3_free(p->aMap);
  }
}

/* bayes_explain: per feature with a category seen in training,
** log theta_A,j,x_j - log theta_B,j,x_j (0 for a category never seen:
** it carries no evidence); no baseline. */
static int catExplain(const BayesModel *pM, const BayesRow *pRow, int iA,
                      int iB, BayesExplain *pX, BayesErr *pErr){
  const CatModel *pT = (const CatModel*)pM->pKindSt;
  const CatFit *pA = (const CatFit*)pM->apClass[iA]->pFit;
  const CatFit *pB = (const CatFit*)pM->apClass[iB]->pFit;
  int j;
  for(j=0; j<pM->nFeat; j++){
    u8 aStack[256], *z, *zFree;
    int n, idx;
    double c = 0.0;
    if( pRow->aCat[j].eType==SQLITE_NULL ) continue;
    n = catRowKey(pRow, j, aStack, sizeof(aStack), &z, &zFree);
    if( n<0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
    idx = pT ? bayes_vocab_find(&pT->voc, (const char*)z, n) : -1;
    sqlite3_free(zFree);
    if( pT ){
      const double *la = catCategoryLogp(pT, pA, j, idx);
      const double *lb = catCategoryLogp(pT, pB, j, idx);
      if( la && *la!=*lb ) c = *la - *lb;
    }
    bayes_explain_part(pX, j, 0, 0, &pRow->aCat[j], 0.0, c);
  }
  return SQLITE_OK;
}

/* bayes_params: per class, feature and category (in the order of
** bayes_info's categories), log theta and the count. */
static int catParams(const BayesModel *pM, i64 *aPos, BayesParamRow *p){
  const CatModel *pT = (const CatModel*)pM->pKindSt;
  const BayesClass *pC;
  int k = (int)aPos[1], nKey = pT ? pT->voc.n : 0;
  if( aPos[0]>=pM->nClass || nKey<=0 ) return 0;
  pC = pM->apClass[aPos[0]];
  p->iClass = (int)aPos[0];
  p->iFeat = bayes_catkey_feature(&pT->voc, k);
  bayes_catkey_cat(&pT->voc, k, &p->cat);
  p->logp = ((const CatFit*)pC->pFit)->aLP[k];
  p->count = bayes_counts_get(&((const CatClass*)pC->pSt)->cnt, k);
  p->mHave = BAYES_PARAM_LOGP|BAYES_PARAM_COUNT;
  if( ++aPos[1]>=nKey ){ aPos[1] = 0; aPos[0]++; }
  return 1;
}

/* bayes_sql: per class and feature, the log theta of the row's
** category, as catScore: a CASE over the categories seen in training,
** text compared with text and numbers with numbers (SQLite's types keep
** them apart as the keys do; INTEGER 1 and REAL 1.0 are one category),
** a category never seen scored as catCategoryLogp says (0, or log theta
** of an unseen category under min_categories), NULL and blank text
** (missing) 0. */
static void catSqlValue(const BayesVocab *pV, int k, BayesBuf *pB){
  BayesCat c;
  bayes_catkey_cat(pV, k, &c);
  if( c.eType==SQLITE_TEXT ){
    bayes_sqltext_str(pB, c.z, c.n);
  }else if( c.eType==SQLITE_INTEGER ){
    bayes_json_int(pB, c.i);
  }else{
    bayes_sqltext_numx(pB, c.r);
  }
}
static void catSqlCase(const CatModel *pT, const CatFit *pF, int j, int bText,
                       const char *zX, BayesBuf *pB){
  const double *pU = catCategoryLogp(pT, pF, j, -1);
  int k, nWhen = 0;
  for(k=pT->aStart[j]; k<pT->aStart[j+1]; k++){
    BayesCat c;
    bayes_catkey_cat(&pT->voc, k, &c);
    if( (c.eType==SQLITE_TEXT)!=bText ) continue;
    if( nWhen++==0 ){
      bayes_buf_str(pB, "CASE ");
      bayes_buf_str(pB, zX);
    }
    bayes_buf_str(pB, " WHEN ");
    catSqlValue(&pT->voc, k, pB);
    bayes_buf_str(pB, " THEN ");
    bayes_sqltext_numx(pB, pF->aLP[k]);
  }
  if( nWhen ) bayes_buf_str(pB, " ELSE ");
  bayes_sqltext_numx(pB, pU ? *pU : 0.0);
  if( nWhen ) bayes_buf_str(pB, " END");
}
static int catSql(const BayesModel *pM, const BayesSqlCols *pCols,
                  BayesBuf *pB, BayesErr *pErr){
  const CatModel *pT = (const CatModel*)pM->pKindSt;
  int i, j;
  (void)pErr;
  bayes_buf_str(pB, "SELECT ");
  for(i=0; i<pM->nClass; i++){
    const CatFit *pF = (const CatFit*)pM->apClass[i]->pFit;
    BayesSqlSum sum;
    bayes_sqltext_sum_init(&sum);
    for(j=0; pT && j<pM->nFeat; j++){
      const char *zX = pCols->azCol[j];
      BayesBuf *p = bayes_sqltext_sum_term(&sum);
      bayes_buf_str(p, "CASE typeof(");
      bayes_buf_str(p, zX);
      bayes_buf_str(p, ") WHEN 'null' THEN 0.0 WHEN 'blob' THEN 0.0 "
                       "WHEN 'text' THEN CASE WHEN trim(");
      bayes_buf_str(p, zX);
      bayes_buf_str(p, ",char(32,9,10,13))='' THEN 0.0 ELSE ");
      catSqlCase(pT, pF, j, 1, zX, p);
      bayes_buf_str(p, " END ELSE ");
      catSqlCase(pT, pF, j, 0, zX, p);
      bayes_buf_str(p, " END");
    }
    if( i ) bayes_buf_char(pB, ',');
    bayes_sqltext_sum_end(&sum, "+", "0.0", pB);
    bayes_buf_str(pB, " AS j");
    bayes_json_int(pB, i);
  }
  return pB->oom ? SQLITE_NOMEM : SQLITE_OK;
}

const BayesKind bayes_kind_categorical_nb = {
  .zName = "categorical_nb",
  .bShareable = 1,             /* immutable once parsed: shared (sql/cache.c) */
  .iId = BAYES_KIND_ID(categorical_nb),
  .iVersion = 1,
  .eInput = BAYES_IN_CAT,
  .nOpt = (int)(sizeof(catOpts)/sizeof(catOpts[0])),
  .aOpt = catOpts,
  .pAux = 0,
  .xNewClass = catNewClass,
  .xAdd = catAdd,
  .xRemove = catRemove,
  .xMerge = catMerge,
  .xMergeModel = catMergeModel,
  .xFinalize = catFinalize,
  .xWrite = catWrite,
  .xRead = catRead,
  .xScore = catScore,
  .xSample = catSample,
  .xInfo = catInfo,
  .xFreeState = catFreeState,
  .xFreeFit = 0,
  .xExplain = catExplain,
  .xParams = catParams,
  .xSql = catSql,
};
