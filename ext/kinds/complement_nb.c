/*
** kinds/complement_nb.c — complement naive Bayes (Rennie, Shih, Teevan and
** Karger 2003), the kind 'complement_nb'.
**
**   SELECT bayes_fit('complement_nb alpha=1 norm=0', label, bayes_tokens(t))
**     FROM docs;
**
** Statistics are those of multinomial_nb (per class sums of counts, over
** positional features then vocabulary; see terms.c).  As scikit-learn's
** ComplementNB, with N_j = sum over classes of N_yj:
**
**   c_yj = N_j - N_yj + alpha              (counts of every other class)
**   w_yj = -log(c_yj / sum_k c_yk)         (norm=0)
**   w_yj = log(c_yj/sum) / sum_k log(c_yk/sum)   (norm=1)
**   score_y(x) = sum_j x_j w_yj
**
** Prediction is the class of the highest score; bayes_proba is the softmax
** of the scores, which is what scikit-learn's predict_proba returns.  Also
** as scikit-learn, the class prior is not added with priors=fit (the
** default) — Rennie et al. leave it out — so results match ComplementNB;
** explicit priors (priors=a:0.2,b:0.8) are added to the scores, and
** priors=uniform adds the same constant to each, changing nothing.
** bayes_evidence is log sum_y exp(score_y + prior): a score, not a
** probability, for this kind.
**
** alpha=0: a complement count c_yj = 0 (feature j seen only in class y)
** makes w_yj infinite.  The result is defined as the limit alpha -> 0+:
** with norm=0, a row holding such features goes to the classes with the
** largest total count of them (ties: by the finite part of the score);
** with norm=1 those weights become 1/z (z = how many features of the class
** have c_yj = 0) and the others 0.  A class with sum_k c_yk = 0 (only one
** class, alpha=0) gets uniform weights.  Nothing is NaN.
**
** bayes_sample draws from the class's own smoothed multinomial
** (N_yj + alpha)/(N_y + alpha d), with round(N_y/n_y) counts, as
** multinomial_nb does: complement weights are not a distribution of the
** class.  bayes_info adds feature_log_prob (the weights w, as scikit-learn's
** feature_log_prob_), feature_count, vocabulary and telling_terms (the
** terms of highest weight).
**
** min_df, max_df, max_features (late options) choose the terms scoring
** uses at finalize, as CountVectorizer's (terms.c); the counts of every
** term stay stored, unless prune=1 leaves the others out of the BLOB.
** use_idf=1 (late; smooth_idf) weights the terms by TfidfTransformer's idf
** from the document counts: the class sums become idf_j N_yj and a row's
** term values tf_j idf_j (bayes_terms_count, bayes_terms_lookup): the
** pipeline TfidfVectorizer(norm=None) | this NB, exactly (docs/text.md).
**
** n_features=N (late; a stats option) hashes the terms into N buckets, as
** HashingVectorizer(n_features=N, alternate_sign=False, norm=None): the
** vocabulary holds the buckets used (terms.c), the smoothing counts all N,
** and a row's term in a bucket no row used scores as a zero-count feature
** (the slot one past the vocabulary).
**
** BLOB section: bayes_terms_write in COUNT mode.
*/
#include "bayesInt.h"
#include <string.h>
#include <math.h>

static const BayesOptDef cnbOpts[] = {
  { "alpha", 1.0, 0.0, 1e300, BAYES_OPT_VECTOR },
  { "norm",  0.0, 0.0, 1.0, BAYES_OPT_BOOL },
  { "alpha_terms", -1.0, 0.0, 1e300, BAYES_OPT_AUTO|BAYES_OPT_LATE },
  BAYES_TERMS_OPTS_DF,
  BAYES_TERMS_OPTS_IDF,
  BAYES_TERMS_OPT_N_FEATURES,
};
/* Slots of BayesModel.aOpt, in the table's order (the typedef does not
** compile if the two differ in length) */
enum {
  CNB_OPT_ALPHA,               /* first: terms.c's TERMS_OPT_ALPHA */
  CNB_OPT_NORM,
  CNB_OPT_ALPHA_TERMS,
  CNB_OPT_MIN_DF,              /* then max_df, max_features, prune:
                               ** terms.c */
  CNB_OPT_MAX_DF,
  CNB_OPT_MAX_FEATURES,
  CNB_OPT_PRUNE,
  CNB_OPT_USE_IDF,             /* then smooth_idf: terms.c */
  CNB_OPT_SMOOTH_IDF,
  CNB_OPT_N_FEATURES,          /* a hashed vocabulary: terms.c */
  CNB_N_OPT
};
typedef char cnbOptsNamed[sizeof(cnbOpts)/sizeof(cnbOpts[0])==CNB_N_OPT
                          && CNB_N_OPT<=BAYES_MAX_OPTS ?1:-1];

typedef struct CnbFit {
  double *aW;      /* weights; +inf marks an infinite weight (norm=0) */
  double nTot;     /* N_y */
} CnbFit;


static int cnbFinalize(BayesModel *pM, BayesErr *pErr){
  int bNorm = pM->aOpt[CNB_OPT_NORM]!=0.0;
  int rc, i, j, d, dKept, nUnseen;
  double *aAll;
  rc = bayes_terms_tidy(pM, pErr);
  if( rc ) return rc;
  d = pM->nFeat + bayes_terms_nterm(pM);
  aAll = sqlite3_malloc64(sizeof(double)*(u64)(d+1));
  if( aAll==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  memset(aAll, 0, sizeof(double)*(size_t)(d+1));
  for(i=0; i<pM->nClass; i++){
    const BayesTermClass *pS = (const BayesTermClass*)pM->apClass[i]->pSt;
    for(j=0; j<d; j++) aAll[j] += bayes_terms_count(pM, pS, j);
  }
  dKept = pM->nFeat + bayes_terms_nsmooth(pM);   /* d less the limits',
                                                 ** or n_features */
  nUnseen = bayes_terms_nhash(pM)>0 ? bayes_terms_nhash(pM) - (d - pM->nFeat)
                                    : 0;       /* buckets no row used */
  for(i=0; i<pM->nClass; i++){
    BayesClass *pC = pM->apClass[i];
    const BayesTermClass *pS = (const BayesTermClass*)pC->pSt;
    CnbFit *pF;
    double sum = 0.0, tot = 0.0, lsum, lsumAll = 0.0;
    double cSum = 0.0, cTot = 0.0, cAll = 0.0;   /* compensations */
    int nZero = 0;
    pF = bayes_kind_alloc(&pC->pFit, sizeof(*pF) + sizeof(double)*(i64)(d+1));
    if( pF==0 ){ sqlite3_free(aAll); bayes_err_nomem(pErr); return SQLITE_NOMEM; }
    pF->aW = (double*)&pF[1];
    /* a term the df limits leave out weighs 0 and is never scored (the
    ** lookup skips it) */
    for(j=0; j<d; j++){
      double n, c;
      if( !bayes_terms_kept(pM, j) ){ pF->aW[j] = 0.0; continue; }
      n = bayes_terms_count(pM, pS, j);
      c = aAll[j] - n + bayes_terms_alpha(pM, j);
      if( c<0.0 ) c = 0.0;               /* rounding */
      pF->aW[j] = c;
      bayes_terms_sum_add(&sum, &cSum, c);
      bayes_terms_sum_add(&tot, &cTot, n);
    }
    /* n_features: each bucket no row used has c = alpha (slot d) */
    pF->aW[d] = bayes_terms_alpha(pM, d);
    if( nUnseen>0 ) bayes_terms_sum_add(&sum, &cSum, nUnseen*pF->aW[d]);
    sum += cSum;
    tot += cTot;
    pF->nTot = tot;
    if( !(sum>0.0) ){
      for(j=0; j<=d; j++){
        pF->aW[j] = !bayes_terms_kept(pM, j) ? 0.0
                    : bNorm ? 1.0/dKept : log((double)dKept);
      }
      continue;
    }
    lsum = log(sum);
    for(j=0; j<d; j++){
      if( !bayes_terms_kept(pM, j) ) continue;
      if( pF->aW[j]==0.0 ){ nZero++; pF->aW[j] = -INFINITY; }
      else{
        pF->aW[j] = log(pF->aW[j]) - lsum;
        bayes_terms_sum_add(&lsumAll, &cAll, pF->aW[j]);
      }
    }
    if( pF->aW[d]==0.0 ){
      if( nUnseen>0 ) nZero += nUnseen;
      pF->aW[d] = -INFINITY;
    }else{
      pF->aW[d] = log(pF->aW[d]) - lsum;
      if( nUnseen>0 ) bayes_terms_sum_add(&lsumAll, &cAll, nUnseen*pF->aW[d]);
    }
    lsumAll += cAll;
    /* aW holds log(c/sum) now (slot d: the buckets no row used) */
    for(j=0; j<=d; j++){
      double l = pF->aW[j];
      if( !bayes_terms_kept(pM, j) ) continue;
      if( !bNorm ){
        pF->aW[j] = -l;                               /* +inf if c = 0 */
      }else if( nZero>0 ){
        pF->aW[j] = l==-INFINITY ? 1.0/nZero : 0.0;   /* the alpha->0 limit */
      }else{
        pF->aW[j] = lsumAll<0.0 ? l/lsumAll : 1.0/dKept;
      }
    }
  }
  sqlite3_free(aAll);
  return SQLITE_OK;
}


static int cnbScore(const BayesModel *pM, const BayesRow *pRow, int eScore,
                    double *aLL, BayesErr *pErr){
  BayesTermHit aStack[64], *aHit;
  int nHit, i, j, d = pM->nFeat;
  double hMax = 0.0, *aH, aHStack[64];
  (void)eScore;              /* the whole density costs no more */
  if( bayes_terms_lookup(pM, pRow, aStack, 64, &aHit, &nHit) ){
    bayes_err_nomem(pErr); return SQLITE_NOMEM;
  }
  /* per-class counts of infinite-weight features: on the stack for up to
  ** 64 classes, so scoring allocates nothing per row */
  aH = pM->nClass<=64 ? aHStack
                      : sqlite3_malloc64(sizeof(double)*(u64)(pM->nClass+1));
  if( aH==0 ){
    if( aHit!=aStack ) sqlite3_free(aHit);
    bayes_err_nomem(pErr);
    return SQLITE_NOMEM;
  }
  for(j=0; j<d+nHit; j++){
    double x = j<d ? pRow->aX[j] : aHit[j-d].v;
    if( isnan(x) ) continue;
    if( !(x>=0.0 && x<1e300) ){
      if( j<d ){
        bayes_err(pErr, "feature %d is %g; complement_nb needs finite "
                  "counts >= 0", j+1, x);
      }else{
        int nK;
        const char *z = bayes_terms_key(pM, aHit[j-d].iFeat, &nK);
        bayes_err(pErr, "term \"%.*s\" has value %g; complement_nb needs "
                  "finite counts >= 0", nK>40 ? 40 : nK, z, x);
      }
      if( aHit!=aStack ) sqlite3_free(aHit);
      if( aH!=aHStack ) sqlite3_free(aH);
      return SQLITE_ERROR;
    }
  }
  for(i=0; i<pM->nClass; i++){
    const CnbFit *pF = (const CnbFit*)pM->apClass[i]->pFit;
    double s = 0.0, h = 0.0;
    for(j=0; j<d+nHit; j++){
      double x = j<d ? pRow->aX[j] : aHit[j-d].v;
      double w;
      if( !(x>0.0) ) continue;
      w = pF->aW[j<d ? j : aHit[j-d].iFeat];
      if( w==INFINITY ) h += x; else s += x*w;
    }
    aLL[i] = s;
    aH[i] = h;
    if( h>hMax ) hMax = h;
  }
  for(i=0; i<pM->nClass; i++){
    if( hMax>0.0 && aH[i]<hMax ) aLL[i] = -INFINITY;
  }
  if( aHit!=aStack ) sqlite3_free(aHit);
  if( aH!=aHStack ) sqlite3_free(aH);
  return SQLITE_OK;
}

/* The smoothed feature frequencies of class iClass, for bayes_sample */
static void cnbProb(const BayesModel *pM, int iClass, double *aP){
  const BayesClass *pC = pM->apClass[iClass];
  const BayesTermClass *pS = (const BayesTermClass*)pC->pSt;
  const CnbFit *pF = (const CnbFit*)pC->pFit;
  int d = pM->nFeat + bayes_terms_nterm(pM), j;
  int dKept = pM->nFeat + bayes_terms_nsmooth(pM);
  double den = pF->nTot + bayes_terms_alpha_sum(pM, dKept);
  for(j=0; j<d; j++){
    aP[j] = !bayes_terms_kept(pM, j) ? 0.0
          : den>0.0 ? (bayes_terms_count(pM, pS, j)+bayes_terms_alpha(pM, j))/den
          : 1.0/dKept;
  }
}
static int cnbSample(const BayesModel *pM, int iClass, BayesRng *pRng,
                     BayesBuf *pB, BayesErr *pErr){
  const CnbFit *pF = (const CnbFit*)pM->apClass[iClass]->pFit;
  return bayes_terms_sample(pM, iClass, pF->nTot, cnbProb, pRng, pB, pErr);
}

/* The per-class vector info, explain and params show: the weights w_y */
static const double *cnbParamVec(const BayesClass *pC){
  return ((const CnbFit*)pC->pFit)->aW;
}

static int cnbInfo(const BayesModel *pM, BayesBuf *pB){
  return bayes_terms_info(pM, pB, cnbParamVec, "feature_log_prob", 0);
}

static const BayesTermsMode cnbTerms = {
  .eMode = BAYES_TERMS_COUNT, .iAlphaTerms = CNB_OPT_ALPHA_TERMS,
  .iMinDf = CNB_OPT_MIN_DF, .iUseIdf = CNB_OPT_USE_IDF,
  .iNFeatures = CNB_OPT_N_FEATURES
};

/* bayes_explain: x_j (w_Aj - w_Bj) per observed positional feature and per
** known term of the row; no baseline; the prior is not part of the score
** with priors=fit (as scikit-learn: BAYES_KIND_UNSCORED_FIT_PRIOR). */
static int cnbExplain(const BayesModel *pM, const BayesRow *pRow, int iA,
                      int iB, BayesExplain *pX, BayesErr *pErr){
  return bayes_terms_explain(pM, pRow, iA, iB, cnbParamVec, pX, pErr);
}

/* bayes_params: per class and feature (positional, then terms), the weight
** and the summed count. */
static int cnbParams(const BayesModel *pM, i64 *aPos, BayesParamRow *p){
  return bayes_terms_params(pM, aPos, p, cnbParamVec, BAYES_PARAM_WEIGHT);
}

/* bayes_sql: sum_j [x_j > 0] x_j w_yj, as cnbScore (terms.c writes it).
** An infinite weight (alpha=0 with norm=0: a feature every other class
** lacks) makes cnbScore rank classes by their counts of such features
** first, which this linear form does not: an error. */
static int cnbSql(const BayesModel *pM, const BayesSqlCols *pCols,
                  BayesBuf *pB, BayesErr *pErr){
  int i, j, d = pM->nFeat + bayes_terms_nterm(pM);
  for(i=0; i<pM->nClass; i++){
    const double *w = cnbParamVec(pM->apClass[i]);
    for(j=0; j<d; j++){
      if( w[j]==INFINITY ){
        bayes_err(pErr, "this complement_nb model has infinite weights "
                  "(alpha=0 with norm=0), which SQL does not score; "
                  "refit with alpha>0 or norm=1");
        return SQLITE_ERROR;
      }
    }
  }
  return bayes_terms_sql_linear(pM, pCols, cnbParamVec, pB, pErr);
}

const BayesKind bayes_kind_complement_nb = {
  .zName = "complement_nb",
  .bShareable = 1,             /* immutable once parsed: shared (sql/cache.c) */
  .iId = BAYES_KIND_ID(complement_nb),
  .iVersion = 1,
  .eInput = BAYES_IN_SPARSE,
  .mFlags = BAYES_KIND_UNSCORED_FIT_PRIOR,
  .nOpt = (int)(sizeof(cnbOpts)/sizeof(cnbOpts[0])),
  .aOpt = cnbOpts,
  .pAux = &cnbTerms,
  .xNewClass = bayes_terms_new_class,
  .xAdd = bayes_terms_add,
  .xRemove = bayes_terms_remove,
  .xMerge = bayes_terms_merge,
  .xMergeModel = bayes_terms_merge_model,
  .xFinalize = cnbFinalize,
  .xWrite = bayes_terms_write,
  .xRead = bayes_terms_read,
  .xScore = cnbScore,
  .xSample = cnbSample,
  .xInfo = cnbInfo,
  .xFreeState = bayes_terms_free_state,
  .xFreeFit = 0,
  .xExplain = cnbExplain,
  .xParams = cnbParams,
  .xSql = cnbSql,
};
