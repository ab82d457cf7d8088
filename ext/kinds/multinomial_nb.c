/*
** kinds/multinomial_nb.c — multinomial naive Bayes, the kind 'multinomial_nb'.
**
**   SELECT bayes_fit('multinomial_nb alpha=1', label, bayes_tokens(body))
**     FROM mail;
**   SELECT bayes_predict(:model, bayes_tokens(:text));
**
** Model: a row is a vector of counts x_j (positional features, then one per
** vocabulary term; see terms.c), drawn from a multinomial with class
** probabilities theta_yj.  As scikit-learn's MultinomialNB:
**
**   theta_yj = (N_yj + alpha) / (N_y + alpha * d)
**
** N_yj is the sum of feature j over the rows of class y, N_y = sum_j N_yj,
** d = positional features + vocabulary size.  alpha=0 is the maximum
** likelihood estimate: a feature class y never had gives log theta = -inf,
** and a row with that feature is impossible for y.  A class whose rows had
** no counts at all with alpha=0 (0/0) gets theta = 1/d, the limit of the
** smoothed estimate as alpha -> 0.
**
** Scoring costs O(positional features + terms in the row):
**   log p(x|y) = log(n! / prod x_j!) + sum_{x_j > 0} x_j log theta_yj
** where n = sum_j x_j.  The multinomial coefficient is the same for every
** class, so posteriors equal scikit-learn's predict_proba; it makes
** bayes_evidence the log probability of the count vector given its total
** (scikit-learn's joint log likelihood leaves it out, and so do
** bayes_predict and bayes_proba, which do not need it).  A missing
** positional feature (NULL) is left out; an unknown term is ignored.
** Counts must be finite and >= 0 (fitting and scoring).
**
** bayes_sample draws round(N_y / n_y) counts (the class's mean row total)
** from theta_y.  bayes_info adds feature_log_prob, feature_count,
** vocabulary and telling_terms (see terms.c).
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

static const BayesOptDef mnbOpts[] = {
  { "alpha", 1.0, 0.0, 1e300, BAYES_OPT_VECTOR },
  { "alpha_terms", -1.0, 0.0, 1e300, BAYES_OPT_AUTO|BAYES_OPT_LATE },
  BAYES_TERMS_OPTS_DF,
  BAYES_TERMS_OPTS_IDF,
  BAYES_TERMS_OPT_N_FEATURES,
};
/* Slots of BayesModel.aOpt, in the table's order (the typedef does not
** compile if the two differ in length) */
enum {
  MNB_OPT_ALPHA,               /* first: terms.c's TERMS_OPT_ALPHA */
  MNB_OPT_ALPHA_TERMS,
  MNB_OPT_MIN_DF,              /* then max_df, max_features, prune:
                               ** terms.c */
  MNB_OPT_MAX_DF,
  MNB_OPT_MAX_FEATURES,
  MNB_OPT_PRUNE,
  MNB_OPT_USE_IDF,             /* then smooth_idf: terms.c */
  MNB_OPT_SMOOTH_IDF,
  MNB_OPT_N_FEATURES,          /* a hashed vocabulary: terms.c */
  MNB_N_OPT
};
typedef char mnbOptsNamed[sizeof(mnbOpts)/sizeof(mnbOpts[0])==MNB_N_OPT
                          && MNB_N_OPT<=BAYES_MAX_OPTS ?1:-1];

typedef struct MnbFit { double *aLT; double nTot; } MnbFit;   /* log theta */


static int mnbFinalize(BayesModel *pM, BayesErr *pErr){
  double alphaSum;
  int rc, i, j, d, dKept;
  rc = bayes_terms_tidy(pM, pErr);
  if( rc ) return rc;
  d = pM->nFeat + bayes_terms_nterm(pM);
  dKept = pM->nFeat + bayes_terms_nsmooth(pM);   /* d less the limits',
                                                 ** or n_features */
  alphaSum = bayes_terms_alpha_sum(pM, dKept);
  for(i=0; i<pM->nClass; i++){
    BayesClass *pC = pM->apClass[i];
    const BayesTermClass *pS = (const BayesTermClass*)pC->pSt;
    MnbFit *pF;
    double tot = 0.0, comp = 0.0, lden;
    pF = bayes_kind_alloc(&pC->pFit, sizeof(*pF) + sizeof(double)*(i64)(d+1));
    if( pF==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
    pF->aLT = (double*)&pF[1];
    /* a term the df limits leave out has theta 0: never scored (the
    ** lookup skips it), never sampled */
    for(j=0; j<d; j++){
      if( bayes_terms_kept(pM, j) ){
        bayes_terms_sum_add(&tot, &comp, bayes_terms_count(pM, pS, j));
      }
    }
    tot += comp;
    pF->nTot = tot;
    if( tot + alphaSum <= 0.0 ){
      for(j=0; j<d; j++){
        pF->aLT[j] = bayes_terms_kept(pM, j) ? -log((double)dKept) : -INFINITY;
      }
      pF->aLT[d] = -log((double)dKept);
      continue;
    }
    lden = log(tot + alphaSum);
    for(j=0; j<d; j++){
      pF->aLT[j] = !bayes_terms_kept(pM, j) ? -INFINITY
        : log(bayes_terms_count(pM, pS, j) + bayes_terms_alpha(pM, j)) - lden;
    }
    /* n_features: the buckets no row used (bayes_terms_lookup's slot d) */
    pF->aLT[d] = log(bayes_terms_alpha(pM, d)) - lden;
  }
  return SQLITE_OK;
}


static int mnbScore(const BayesModel *pM, const BayesRow *pRow, int eScore,
                    double *aLL, BayesErr *pErr){
  BayesTermHit aStack[64], *aHit;
  int nHit, i, j, d = pM->nFeat;
  double coef = 0.0, n = 0.0;
  if( bayes_terms_lookup(pM, pRow, aStack, 64, &aHit, &nHit) ){
    bayes_err_nomem(pErr); return SQLITE_NOMEM;
  }
  for(j=0; j<d+nHit; j++){
    double x = j<d ? pRow->aX[j] : aHit[j-d].v;
    if( isnan(x) ) continue;
    if( !(x>=0.0 && x<1e300) ){
      if( j<d ){
        bayes_err(pErr, "feature %d is %g; multinomial_nb needs finite "
                  "counts >= 0", j+1, x);
      }else{
        int nK;
        const char *z = bayes_terms_key(pM, aHit[j-d].iFeat, &nK);
        bayes_err(pErr, "term \"%.*s\" has value %g; multinomial_nb needs "
                  "finite counts >= 0", nK>40 ? 40 : nK, z, x);
      }
      if( aHit!=aStack ) sqlite3_free(aHit);
      return SQLITE_ERROR;
    }
    n += x;
    if( x>1.0 && eScore==BAYES_SCORE_DENSITY ) coef -= bayes_lgamma(x+1.0);  /* 0!=1!=1 */
  }
  if( eScore==BAYES_SCORE_DENSITY ) coef += bayes_lgamma(n+1.0);
  for(i=0; i<pM->nClass; i++){
    const MnbFit *pF = (const MnbFit*)pM->apClass[i]->pFit;
    double ll = coef;
    for(j=0; j<d; j++){
      double x = pRow->aX[j];
      if( x>0.0 ) ll += x*pF->aLT[j];    /* NaN and 0 fail the test */
    }
    for(j=0; j<nHit; j++){
      double x = aHit[j].v;
      if( x>0.0 ) ll += x*pF->aLT[aHit[j].iFeat];
    }
    aLL[i] = ll;
  }
  if( aHit!=aStack ) sqlite3_free(aHit);
  return SQLITE_OK;
}

/* The feature probabilities theta_yj of class iClass, for bayes_sample */
static void mnbProb(const BayesModel *pM, int iClass, double *aP){
  const MnbFit *pF = (const MnbFit*)pM->apClass[iClass]->pFit;
  int d = pM->nFeat + bayes_terms_nterm(pM), j;
  for(j=0; j<d; j++) aP[j] = exp(pF->aLT[j]);
}
static int mnbSample(const BayesModel *pM, int iClass, BayesRng *pRng,
                     BayesBuf *pB, BayesErr *pErr){
  const MnbFit *pF = (const MnbFit*)pM->apClass[iClass]->pFit;
  return bayes_terms_sample(pM, iClass, pF->nTot, mnbProb, pRng, pB, pErr);
}

/* The per-class vector info, explain and params show: log theta_y */
static const double *mnbParamVec(const BayesClass *pC){
  return ((const MnbFit*)pC->pFit)->aLT;
}

static int mnbInfo(const BayesModel *pM, BayesBuf *pB){
  return bayes_terms_info(pM, pB, mnbParamVec, "feature_log_prob", 1);
}

static const BayesTermsMode mnbTerms = {
  .eMode = BAYES_TERMS_COUNT, .iAlphaTerms = MNB_OPT_ALPHA_TERMS,
  .iMinDf = MNB_OPT_MIN_DF, .iUseIdf = MNB_OPT_USE_IDF,
  .iNFeatures = MNB_OPT_N_FEATURES
};

/* bayes_explain: x_j (log theta_Aj - log theta_Bj) per observed positional
** feature and per known term of the row (the multinomial coefficient is
** the same for both classes); no baseline. */
static int mnbExplain(const BayesModel *pM, const BayesRow *pRow, int iA,
                      int iB, BayesExplain *pX, BayesErr *pErr){
  return bayes_terms_explain(pM, pRow, iA, iB, mnbParamVec, pX, pErr);
}

/* bayes_params: per class and feature (positional, then terms), log theta
** and the summed count. */
static int mnbParams(const BayesModel *pM, i64 *aPos, BayesParamRow *p){
  return bayes_terms_params(pM, aPos, p, mnbParamVec, BAYES_PARAM_LOGP);
}

/* bayes_sql: sum_j [x_j > 0] x_j log theta_yj, as mnbScore's relative
** score (terms.c writes it) */
static int mnbSql(const BayesModel *pM, const BayesSqlCols *pCols,
                  BayesBuf *pB, BayesErr *pErr){
  return bayes_terms_sql_linear(pM, pCols, mnbParamVec, pB, pErr);
}

const BayesKind bayes_kind_multinomial_nb = {
  .zName = "multinomial_nb",
  .bShareable = 1,             /* immutable once parsed: shared (sql/cache.c) */
  .iId = BAYES_KIND_ID(multinomial_nb),
  .iVersion = 1,
  .eInput = BAYES_IN_SPARSE,
  .nOpt = (int)(sizeof(mnbOpts)/sizeof(mnbOpts[0])),
  .aOpt = mnbOpts,
  .pAux = &mnbTerms,
  .xNewClass = bayes_terms_new_class,
  .xAdd = bayes_terms_add,
  .xRemove = bayes_terms_remove,
  .xMerge = bayes_terms_merge,
  .xMergeModel = bayes_terms_merge_model,
  .xFinalize = mnbFinalize,
  .xWrite = bayes_terms_write,
  .xRead = bayes_terms_read,
  .xScore = mnbScore,
  .xSample = mnbSample,
  .xInfo = mnbInfo,
  .xFreeState = bayes_terms_free_state,
  .xFreeFit = 0,
  .xExplain = mnbExplain,
  .xParams = mnbParams,
  .xSql = mnbSql,
};
