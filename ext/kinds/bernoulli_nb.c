/*
** kinds/bernoulli_nb.c — Bernoulli naive Bayes, the kind 'bernoulli_nb'.
**
**   SELECT bayes_fit('bernoulli_nb alpha=1 binarize=0', label,
**                    bayes_tokens(body)) FROM mail;
**
** Model: each feature is binary, x_j = [value > binarize], independent
** given the class, x_j ~ Bernoulli(theta_yj).  As scikit-learn's
** BernoulliNB:
**
**   theta_yj = (c_yj + alpha) / (n_yj + 2 alpha)
**
** c_yj counts the rows of class y with x_j = 1; n_yj the rows where feature
** j was observed: every row for a vocabulary term (a term absent from a
** row's JSON object is 0 there), the rows where it is not NULL for a
** positional feature.  A feature absent from a row contributes
** log(1 - theta_yj), present log theta_yj; a missing positional feature
** contributes nothing.  Terms never seen in training are ignored.  A class
** that never observed a feature (0/0 with alpha=0) gets theta = 1/2, the
** limit of the smoothed estimate.
**
** Scoring costs O(positional features + terms in the row), not
** O(vocabulary): each class keeps S_y = sum_j log(1 - theta_yj) (a
** compensated sum, Neumaier's: over 40,000 terms a plain one drifts by
** 1e-9 relative, numpy's pairwise sum by far less) and a row
** adds log theta - log(1 - theta) per present feature.  With alpha=0,
** theta can be 0 or 1, so log(1 - theta) = -inf is counted apart from S_y
** (a present feature with theta = 1 takes its -inf back out), and no
** -inf + inf ever happens: nothing is NaN.
**
** binarize may be negative for positional features; with named features
** it must be >= 0 (absent terms are 0 and would count as present).
**
** bayes_sample draws x_j ~ Bernoulli(theta_yj) per feature (O(vocabulary)).
** bayes_info adds feature_log_prob (log theta), feature_count (c_yj),
** vocabulary and telling_terms.
**
** min_df, max_df, max_features (late options) choose the terms scoring
** uses at finalize, as CountVectorizer's (terms.c); the counts of every
** term stay stored, unless prune=1 leaves the others out of the BLOB.
**
** n_features=N (late; a stats option) hashes the terms into N buckets, as
** HashingVectorizer(n_features=N, alternate_sign=False, norm=None): the
** vocabulary holds the buckets used (terms.c), the smoothing counts all N,
** and a row's term in a bucket no row used scores as a zero-count feature
** (the slot one past the vocabulary).
**
** BLOB section: bayes_terms_write in BINARY mode.
*/
#include "bayesInt.h"
#include <string.h>
#include <math.h>
#include <stdlib.h>

static const BayesOptDef bnbOpts[] = {
  { "alpha", 1.0, 0.0, 1e300, BAYES_OPT_VECTOR },
  { "binarize", 0.0, -1e300, 1e300, BAYES_OPT_STATS },
  { "alpha_terms", -1.0, 0.0, 1e300, BAYES_OPT_AUTO|BAYES_OPT_LATE },
  BAYES_TERMS_OPTS_DF,
  BAYES_TERMS_OPT_N_FEATURES,
};
/* Slots of BayesModel.aOpt, in the table's order (the typedef does not
** compile if the two differ in length) */
enum {
  BNB_OPT_ALPHA,               /* first: terms.c's TERMS_OPT_ALPHA */
  BNB_OPT_BINARIZE,
  BNB_OPT_ALPHA_TERMS,
  BNB_OPT_MIN_DF,              /* then max_df, max_features, prune:
                               ** terms.c */
  BNB_OPT_MAX_DF,
  BNB_OPT_MAX_FEATURES,
  BNB_OPT_PRUNE,
  BNB_OPT_N_FEATURES,          /* a hashed vocabulary: terms.c */
  BNB_N_OPT
};
typedef char bnbOptsNamed[sizeof(bnbOpts)/sizeof(bnbOpts[0])==BNB_N_OPT
                          && BNB_N_OPT<=BAYES_MAX_OPTS ?1:-1];

typedef struct BnbFit {
  double *aLT;      /* log theta */
  double *aL1;      /* log(1 - theta) */
  double S;         /* sum of the finite aL1 */
  int nInf;         /* how many aL1 are -inf */
} BnbFit;


static int bnbFinalize(BayesModel *pM, BayesErr *pErr){
  int rc, i, j, d, nPos = pM->nFeat, nUnseen;
  rc = bayes_terms_tidy(pM, pErr);
  if( rc ) return rc;
  d = nPos + bayes_terms_nterm(pM);
  /* n_features: the buckets no row used, one feature each (slot d) */
  nUnseen = bayes_terms_nhash(pM)>0 ? bayes_terms_nhash(pM) - (d - nPos) : 0;
  for(i=0; i<pM->nClass; i++){
    BayesClass *pC = pM->apClass[i];
    const BayesTermClass *pS = (const BayesTermClass*)pC->pSt;
    BnbFit *pF;
    double comp = 0.0;         /* the rounding S's sum has lost so far */
    pF = bayes_kind_alloc(&pC->pFit, sizeof(*pF) + sizeof(double)*(i64)(2*d+2));
    if( pF==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
    pF->aLT = (double*)&pF[1];
    pF->aL1 = pF->aLT + d + 1;
    for(j=0; j<=d; j++){
      double n = j<nPos ? pS->aObs[j] : pC->n;
      double c = j<d ? bayes_counts_get(&pS->cnt, j) : 0.0;
      int nCopy = j<d ? 1 : nUnseen;       /* features with these values */
      double alpha = bayes_terms_alpha(pM, j);
      double den = n + 2*alpha;
      if( c>n ) c = n;                       /* rounding */
      if( !bayes_terms_kept(pM, j) ){
        /* left out by the df limits: never present, adds nothing (the
        ** lookup skips it, S leaves it out) */
        pF->aLT[j] = -INFINITY;
        pF->aL1[j] = 0.0;
        continue;
      }
      if( den<=0.0 ){
        pF->aLT[j] = pF->aL1[j] = -0.69314718055994530942;
      }else{
        pF->aLT[j] = log(c + alpha) - log(den);
        pF->aL1[j] = log(n - c + alpha) - log(den);
      }
      if( nCopy==0 ) continue;
      if( pF->aL1[j]==-INFINITY ){
        pF->nInf += nCopy;
      }else{                     /* Neumaier's compensated sum */
        double v = nCopy*pF->aL1[j];
        double t = pF->S + v;
        if( fabs(pF->S)>=fabs(v) ) comp += (pF->S - t) + v;
        else comp += (v - t) + pF->S;
        pF->S = t;
      }
    }
    pF->S += comp;
  }
  return SQLITE_OK;
}


static int bnbScore(const BayesModel *pM, const BayesRow *pRow, int eScore,
                    double *aLL, BayesErr *pErr){
  BayesTermHit aStack[64], *aHit;
  int nHit, i, j, d = pM->nFeat;
  double thr = pM->aOpt[BNB_OPT_BINARIZE];
  (void)eScore;              /* the whole density costs no more */
  if( pRow->nTerm>0 && thr<0.0 ){
    bayes_err(pErr, "bernoulli_nb with binarize=%g cannot take named "
              "features: every absent term would count as present", thr);
    return SQLITE_ERROR;
  }
  /* +-Inf is scored as the limit of ever larger values, as 1e308 is
  ** (docs/functions.md "Impossible rows"): +Inf present, -Inf absent */
  if( bayes_terms_lookup(pM, pRow, aStack, 64, &aHit, &nHit) ){
    bayes_err_nomem(pErr); return SQLITE_NOMEM;
  }
  for(i=0; i<pM->nClass; i++){
    const BnbFit *pF = (const BnbFit*)pM->apClass[i]->pFit;
    double ll = pF->S, comp = 0.0;
    int nInf = pF->nInf, bImpossible = 0;
    for(j=0; j<d+nHit; j++){
      double x = j<d ? pRow->aX[j] : aHit[j-d].v;
      int k = j<d ? j : aHit[j-d].iFeat;
      int bPresent = x>thr;
      double v, t;
      if( !isnan(x) && !bPresent ) continue;      /* absent: already in S */
      /* take log(1 - theta) back out, add log theta if present (may be
      ** -inf); the finite parts in a compensated sum (Neumaier's) */
      if( pF->aL1[k]==-INFINITY ){
        nInf--;
        v = bPresent ? pF->aLT[k] : 0.0;
      }else{
        v = bPresent ? pF->aLT[k] - pF->aL1[k] : -pF->aL1[k];
      }
      if( v==-INFINITY ){ bImpossible = 1; continue; }
      t = ll + v;
      if( fabs(ll)>=fabs(v) ) comp += (ll - t) + v; else comp += (v - t) + ll;
      ll = t;
    }
    aLL[i] = nInf>0 || bImpossible ? -INFINITY : ll + comp;
  }
  if( aHit!=aStack ) sqlite3_free(aHit);
  return SQLITE_OK;
}

static int bnbSample(const BayesModel *pM, int iClass, BayesRng *pRng,
                     BayesBuf *pB, BayesErr *pErr){
  const BnbFit *pF = (const BnbFit*)pM->apClass[iClass]->pFit;
  int d = pM->nFeat + bayes_terms_nterm(pM), j;
  double *aV = sqlite3_malloc64(sizeof(double)*(u64)(d+1));
  if( aV==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  for(j=0; j<d; j++){
    aV[j] = bayes_rng_uniform(pRng) < exp(pF->aLT[j]) ? 1.0 : 0.0;
  }
  bayes_terms_sample_json(pM, aV, pB);
  sqlite3_free(aV);
  if( pB->oom ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  return SQLITE_OK;
}

/* The per-class vector info and params show: log p(x_j = 1 | y) */
static const double *bnbParamVec(const BayesClass *pC){
  return ((const BnbFit*)pC->pFit)->aLT;
}

static int bnbInfo(const BayesModel *pM, BayesBuf *pB){
  return bayes_terms_info(pM, pB, bnbParamVec, "feature_log_prob", 1);
}

static const BayesTermsMode bnbTerms = {
  .eMode = BAYES_TERMS_BINARY, .iThreshold = BNB_OPT_BINARIZE,
  .iAlphaTerms = BNB_OPT_ALPHA_TERMS,
  .iMinDf = BNB_OPT_MIN_DF, .iNFeatures = BNB_OPT_N_FEATURES
};

/* The part of one binary feature: log theta (present) or log(1 - theta)
** (absent) of A minus that of B; 0 where both are -inf. */
static double bnbPart(const BnbFit *pA, const BnbFit *pB, int k, int bPresent){
  double a = bPresent ? pA->aLT[k] : pA->aL1[k];
  double b = bPresent ? pB->aLT[k] : pB->aL1[k];
  return a==b ? 0.0 : a - b;
}

static int bnbHitCmp(const void *a, const void *b){
  int x = ((const BayesTermHit*)a)->iFeat, y = ((const BayesTermHit*)b)->iFeat;
  return x<y ? -1 : x>y;
}

/* bayes_explain: every observed positional feature, present or absent, and
** every term present in the row, individually; the terms of the
** vocabulary absent from the row together in the baseline. */
static int bnbExplain(const BayesModel *pM, const BayesRow *pRow, int iA,
                      int iB, BayesExplain *pX, BayesErr *pErr){
  const BnbFit *pA = (const BnbFit*)pM->apClass[iA]->pFit;
  const BnbFit *pB = (const BnbFit*)pM->apClass[iB]->pFit;
  const BayesTermModel *pT = (const BayesTermModel*)pM->pKindSt;
  BayesTermHit aStack[64], *aHit;
  int nHit, j, h, k, d = pM->nFeat, nTerm = bayes_terms_nterm(pM);
  double thr = pM->aOpt[BNB_OPT_BINARIZE], base = 0.0;
  for(j=0; j<d; j++){
    double x = pRow->aX[j];
    if( isnan(x) ) continue;
    bayes_explain_part(pX, j, 0, 0, 0, x, bnbPart(pA, pB, j, x>thr));
  }
  if( bayes_terms_lookup(pM, pRow, aStack, 64, &aHit, &nHit) ){
    bayes_err_nomem(pErr); return SQLITE_NOMEM;
  }
  /* walk the vocabulary beside aHit sorted by feature index (a hashed
  ** model's hits come in bucket order, the unseen slot among them) */
  if( bayes_terms_nhash(pM)>0 ) qsort(aHit, (size_t)nHit, sizeof(*aHit), bnbHitCmp);
  for(h=0, k=d; k<d+nTerm; k++){
    int bPresent = 0;
    while( h<nHit && aHit[h].iFeat<k ) h++;
    if( h<nHit && aHit[h].iFeat==k && aHit[h].v>thr ){
      int n;
      const char *z = bayes_vocab_key(&pT->voc, k-d, &n);
      bayes_explain_part(pX, -1, z, n, 0, aHit[h].v, bnbPart(pA, pB, k, 1));
      bPresent = 1;
    }
    if( !bPresent ) base += bnbPart(pA, pB, k, 0);
  }
  if( bayes_terms_nhash(pM)>0 ){
    /* n_features: the buckets no row used (slot k = d + nTerm), present
    ** ones each a part, the absent ones in the baseline */
    int nUnseen = bayes_terms_nhash(pM) - nTerm, nIn = 0;
    for(; h<nHit; h++){
      if( aHit[h].iFeat==k && aHit[h].v>thr ){
        int n;
        const char *z = bayes_terms_key(pM, k, &n);
        bayes_explain_part(pX, -1, z, n, 0, aHit[h].v, bnbPart(pA, pB, k, 1));
        nIn++;
      }
    }
    if( nUnseen>nIn ){
      double v = bnbPart(pA, pB, k, 0);
      if( v!=0.0 ) base += (nUnseen - nIn)*v;
    }
  }
  pX->base += base;
  if( aHit!=aStack ) sqlite3_free(aHit);
  return SQLITE_OK;
}

/* bayes_params: per class and feature (positional, then terms), log theta
** and the rows where it was present. */
static int bnbParams(const BayesModel *pM, i64 *aPos, BayesParamRow *p){
  return bayes_terms_params(pM, aPos, p, bnbParamVec, BAYES_PARAM_LOGP);
}

/* bayes_sql.  A positional feature adds log theta when above binarize,
** log(1 - theta) when not, nothing when NULL.  The terms, as bnbScore: each
** class's sum of log(1 - theta) over the vocabulary (its finite part, a
** constant; and how many are -inf), plus over the row's present terms
** their log theta - log(1 - theta) (terms.c's values 0..K-1; log theta
** where log(1 - theta) is -inf, which values K..2K-1 count). */
static double bnbSqlVal(const BayesModel *pM, void *pArg, int v, int j){
  int K = pM->nClass;
  const BnbFit *pF = (const BnbFit*)pM->apClass[v<K ? v : v-K]->pFit;
  (void)pArg;
  if( v>=K ) return pF->aL1[j]==-INFINITY ? 1.0 : 0.0;
  return pF->aL1[j]==-INFINITY ? pF->aLT[j] : pF->aLT[j] - pF->aL1[j];
}
static int bnbSql(const BayesModel *pM, const BayesSqlCols *pCols,
                  BayesBuf *pB, BayesErr *pErr){
  /* nTerm: the terms scoring uses (the df limits may leave some out: their
  ** log(1 - theta) is 0, and SQL does not know them) */
  int i, j, d = pM->nFeat, nTerm = bayes_terms_nkept(pM), K = pM->nClass;
  double thr = pM->aOpt[BNB_OPT_BINARIZE];
  if( bayes_terms_nhash(pM)>0 ){         /* the error: no SQL form */
    return bayes_terms_sql_from(pM, pCols, 0, 0, 0, 1, thr, pB, pErr);
  }
  bayes_buf_str(pB, "SELECT ");
  for(i=0; i<K; i++){
    const BnbFit *pF = (const BnbFit*)pM->apClass[i]->pFit;
    BayesSqlSum sum;
    double sT = 0.0, cT = 0.0;
    int nInfT = 0;
    bayes_sqltext_sum_init(&sum);
    for(j=0; j<d; j++){
      BayesBuf *p = bayes_sqltext_sum_term(&sum);
      bayes_buf_str(p, "CASE WHEN ");
      bayes_buf_str(p, pCols->azCol[j]);
      bayes_buf_str(p, " IS NULL THEN 0.0 WHEN ");
      bayes_buf_str(p, pCols->azCol[j]);
      bayes_buf_char(p, '>');
      bayes_sqltext_numx(p, thr);
      bayes_buf_str(p, " THEN ");
      bayes_sqltext_numx(p, pF->aLT[j]);
      bayes_buf_str(p, " ELSE ");
      bayes_sqltext_numx(p, pF->aL1[j]);
      bayes_buf_str(p, " END");
    }
    if( nTerm>0 ){
      BayesBuf *p;
      for(j=d; j<d+bayes_terms_nterm(pM); j++){   /* compensated, as S */
        if( pF->aL1[j]==-INFINITY ) nInfT++;
        else bayes_terms_sum_add(&sT, &cT, pF->aL1[j]);
      }
      sT += cT;
      p = bayes_sqltext_sum_term(&sum);
      bayes_sqltext_numx(p, sT);
      bayes_buf_str(p, "+_t");
      bayes_json_int(p, i);
    }
    if( i ) bayes_buf_char(pB, ',');
    if( nInfT>0 ){
      bayes_buf_str(pB, "CASE WHEN _t");
      bayes_json_int(pB, K+i);
      bayes_buf_char(pB, '<');
      bayes_json_int(pB, nInfT);
      bayes_buf_str(pB, " THEN -9e999 ELSE ");
    }
    bayes_sqltext_sum_end(&sum, "+", "0.0", pB);
    if( nInfT>0 ) bayes_buf_str(pB, " END");
    bayes_buf_str(pB, " AS j");
    bayes_json_int(pB, i);
  }
  if( nTerm>0 ){
    return bayes_terms_sql_from(pM, pCols, 2*K, bnbSqlVal, 0, 1, thr, pB,
                                pErr);
  }
  return pB->oom ? SQLITE_NOMEM : SQLITE_OK;
}

const BayesKind bayes_kind_bernoulli_nb = {
  .zName = "bernoulli_nb",
  .bShareable = 1,             /* immutable once parsed: shared (sql/cache.c) */
  .iId = BAYES_KIND_ID(bernoulli_nb),
  .iVersion = 1,
  .eInput = BAYES_IN_SPARSE,
  .nOpt = (int)(sizeof(bnbOpts)/sizeof(bnbOpts[0])),
  .aOpt = bnbOpts,
  .pAux = &bnbTerms,
  .xNewClass = bayes_terms_new_class,
  .xAdd = bayes_terms_add,
  .xRemove = bayes_terms_remove,
  .xMerge = bayes_terms_merge,
  .xMergeModel = bayes_terms_merge_model,
  .xFinalize = bnbFinalize,
  .xWrite = bayes_terms_write,
  .xRead = bayes_terms_read,
  .xScore = bnbScore,
  .xSample = bnbSample,
  .xInfo = bnbInfo,
  .xFreeState = bayes_terms_free_state,
  .xFreeFit = 0,
  .xExplain = bnbExplain,
  .xParams = bnbParams,
  .xSql = bnbSql,
};
