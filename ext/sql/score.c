/*
** sql/score.c — the scalar functions that use a fitted model.
**
**   bayes_predict(model, feature, ...)    label of the highest posterior
**   bayes_proba(model, feature, ...)      JSON {"label": p(y|x), ...}
**   bayes_log_proba(model, feature, ...)  JSON {"label": log p(y|x), ...}
**   bayes_evidence(model, feature, ...)   log p(x), an outlier score
**   bayes_proba_raw(model, feature, ...)  bayes_proba before calibration
**   bayes_novelty(model, feature, ...)    share of the held-out rows of
**                                         bayes_calibrate with lower evidence
**   bayes_sample(model, label, seed)      JSON array drawn from p(x|y)
**   bayes_info(model)                     JSON description of the model
**
** `model` is a model BLOB or the name of a model in bayes_models (cache.c
** resolves it, parsing each model once).  Usage:
**
**   SELECT bayes_predict('iris', sl, sw, pl, pw) FROM flowers;
**   SELECT json_extract(bayes_proba(:m, x1, x2), '$.spam') FROM mail;
**   SELECT * FROM readings ORDER BY bayes_evidence('sensor', a, b) LIMIT 10;
**
** Scoring works in log space: the kind returns log p(x|y) per class, the
** log prior is added, and log-sum-exp normalizes.  A row that every class
** finds impossible (alpha=0, a density that underflows, +-Inf) gets the
** prior as its posterior and evidence -Inf, and its explanation is the
** prior alone (docs/functions.md "Impossible rows", the one rule for every
** kind); nothing returns NaN.  Log probabilities of exactly 0
** are written as -9e999 in JSON (read back as -Inf by SQLite and Python).
**
** A calibrated model (bayes_calibrate, calib.c) maps the posteriors
** through its calibrator: bayes_predict, bayes_proba and bayes_log_proba
** use the calibrated probabilities; bayes_proba_raw, bayes_evidence,
** bayes_explain and bayes_transform the model's own.
*/
#include "bayesInt.h"
#include <string.h>
#include <math.h>

#define SAMPLE_FUNC "bayes_sample"
#define TRANSFORM_FUNC "bayes_transform"

/* The one score-a-row sequence of every function of (model, feature, ...),
** in steps that bayes_scores (vtab_scores.c) also takes, without a SQL
** function call around them: decode the features argv[0..argc) (iArg0 is
** the 1-based SQL position of argv[0], for messages) into pRow and check
** their count against the model's.  SQLITE_OK, or the error in pErr
** without a prefix. */
/* A model whose only named columns are bags (names.c) takes a JSON object
** as its bag ({"win": 2}, bayes_tokens' own), unless the object holds
** another: then it is the row by name ({"body": {"win": 2}}).  The object
** holds another if a '{' follows its first; a flat bag with a '{' in a key
** goes the by-name way too, with the same terms. */
static int scoreNestedBag(sqlite3_value *v){
  const char *z = (const char*)sqlite3_value_text(v);
  const char *zOpen;
  int n = sqlite3_value_bytes(v);
  if( z==0 ) return 0;
  zOpen = memchr(z, '{', (size_t)n);
  return zOpen && memchr(zOpen+1, '{', (size_t)(n-(zOpen+1-z)))!=0;
}

static int scoreDecodeOne(const BayesModel *pM, BayesRow *pRow,
                          sqlite3_value **argv, int argc, int iArg0,
                          BayesErr *pErr){
  int j, bChecked = 0;
  if( pM->pNames && argc==1 && bayes_value_is_object(argv[0])
   && (pM->nFeat>0 || scoreNestedBag(argv[0])) ){
    /* a row by name: {"a": 1, "b": "x"} (docs/features.md) */
    const char *z = (const char*)sqlite3_value_text(argv[0]);
    if( z==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
    if( bayes_row_decode_object(pRow, pM->pKind->eInput, z,
                                sqlite3_value_bytes(argv[0]), pM->pNames,
                                iArg0, pM->pKind->zName, pErr) ){
      return pErr->rc;
    }
  }else{
    if( pM->pNames && argc==pM->nFeat ){
      /* one argument per feature: each checked against what the fit saw,
      ** so that a value of the wrong family is an error naming it */
      for(j=0; j<argc; j++){
        if( bayes_names_check_arg(pM, j, argv[j], pErr) ) return pErr->rc;
      }
      bChecked = 1;
    }
    if( bayes_row_decode(pRow, pM->pKind->eInput, argv, argc, iArg0,
                         pM->pKind->zName, pErr) ){
      return pErr->rc;
    }
  }
  if( pRow->nX!=pM->nFeat ){
    bayes_err(pErr, "the model has %d feature%s but this row has %d",
              pM->nFeat, pM->nFeat==1 ? "" : "s", pRow->nX);
    return SQLITE_ERROR;
  }
  if( !bChecked && pM->pNames && bayes_names_check_row(pM, pRow, pErr) ){
    return pErr->rc;
  }
  return SQLITE_OK;
}

int bayes_score_decode(const BayesModel *pM, BayesRow *pRow,
                       sqlite3_value **argv, int argc, int iArg0,
                       BayesErr *pErr){
  if( bayes_blend_mixed(pM) ){
    /* a blend whose members read features in different ways: each member
    ** decodes the arguments as it would alone (kinds/blend.c) */
    int i, n = bayes_blend_count(pM);
    for(i=0; i<n; i++){
      const BayesModel *pMem;
      BayesRow *pR = bayes_blend_member_row(pM, i, &pMem);
      int rc = scoreDecodeOne(pMem, pR, argv, argc, iArg0, pErr);
      if( rc ) return rc;
    }
    pRow->nX = pM->nFeat;
    pRow->nMissing = 0;
    pRow->nTerm = 0;
    return SQLITE_OK;
  }
  return scoreDecodeOne(pM, pRow, argv, argc, iArg0, pErr);
}

/* The scored log prior of each class added to the kind's log p(x | y) in
** aLL, NaN read as -Inf: the joint log likelihoods. */
void bayes_score_prior(const BayesModel *pM, double *aLL){
  int i;
  for(i=0; i<pM->nClass; i++){
    double v = aLL[i] + pM->aScorePrior[i];
    aLL[i] = isnan(v) ? -INFINITY : v;
  }
}

/* Score the decoded row: the kind's xScore, then bayes_score_prior.
** eScore: BAYES_SCORE_RELATIVE when the caller does not need the
** evidence, so the kind may leave out terms shared by all classes, else
** BAYES_SCORE_DENSITY.  aLL needs nClass doubles. */
int bayes_score_joint(const BayesModel *pM, const BayesRow *pRow, int eScore,
                      double *aLL, BayesErr *pErr){
  int rc = pM->pKind->xScore(pM, pRow, eScore, aLL, pErr);
  if( rc ) return rc;
  bayes_score_prior(pM, aLL);
  return SQLITE_OK;
}

/* Joint log likelihoods aLL into what the functions return: log
** posteriors and the evidence into *pEvidence.  bPredict (bayes_predict,
** which needs only the argmax): aLL may stay the joint log likelihoods,
** which have the same argmax.  Unless bRaw, a calibrated model's
** posteriors are then calibrated (their logs; log 0 is -Inf). */
void bayes_score_finish(const BayesModel *pM, double *aLL, int bPredict,
                        int bRaw, double *pEvidence){
  double mx = -INFINITY, ev;
  int i, bCal;
  bCal = !bRaw && pM->pCalib && pM->pCalib->eMethod!=BAYES_CALIB_NONE;
  if( bPredict && !bCal ){
    /* bayes_predict needs only the argmax: when the largest joint log
    ** likelihood is finite, normalizing changes no order, so the nClass
    ** exp() and the log() are skipped. */
    for(i=0; i<pM->nClass; i++) if( aLL[i]>mx ) mx = aLL[i];
    if( mx>-INFINITY && mx<INFINITY ) return;
    bayes_log_normalize(aLL, pM->aLogPrior, pM->nClass);
    return;
  }
  ev = bayes_log_normalize(aLL, pM->aLogPrior, pM->nClass);
  if( pEvidence ) *pEvidence = ev;
  if( bCal ){
    for(i=0; i<pM->nClass; i++) aLL[i] = exp(aLL[i]);
    bayes_calib_apply(pM->pCalib, pM->nClass, aLL);
    for(i=0; i<pM->nClass; i++) aLL[i] = aLL[i]>0.0 ? log(aLL[i]) : -INFINITY;
  }
}

/* The index of the largest of aLL[0..nClass), the first of equals */
int bayes_score_argmax(const BayesModel *pM, const double *aLL){
  int i, iBest = 0;
  for(i=1; i<pM->nClass; i++){
    if( aLL[i] > aLL[iBest] ) iBest = i;
  }
  return iBest;
}

/* The JSON object {"label": p, ...} of bayes_proba (bLog: of
** bayes_log_proba) from log posteriors aLL, appended to pB. */
void bayes_score_proba_json(BayesBuf *pB, const BayesModel *pM,
                            const double *aLL, int bLog){
  int i;
  bayes_buf_char(pB, '{');
  for(i=0; i<pM->nClass; i++){
    if( i ) bayes_buf_char(pB, ',');
    bayes_json_label_key(pB, &pM->apClass[i]->label);
    bayes_buf_char(pB, ':');
    bayes_json_num(pB, bLog ? aLL[i] : exp(aLL[i]));
  }
  bayes_buf_char(pB, '}');
}

/* The sequence as a SQL function takes it: resolve the model (argument
** 1), decode the features from argv[iArg0] on into pConn->row, and check
** their count.  Returns the model, or 0 after reporting an error for
** zFunc.  zUsage is the call shape the error shows when arguments are
** missing (NULL: "zFunc(model, feature, ...)", written only then). */
static BayesModel *scoreModelRowOf(sqlite3_context *ctx, int argc,
                                 sqlite3_value **argv, int iArg0,
                                 const char *zFunc, const char *zUsage,
                                 BayesModel *pKnown){
  BayesConn *pConn = (BayesConn*)sqlite3_user_data(ctx);
  BayesModel *pM;
  BayesErr err;
  err.rc = SQLITE_OK;
  if( argc<iArg0 ){
    if( zUsage ) bayes_result_errf(ctx, zFunc, "expected %s", zUsage);
    else bayes_result_errf(ctx, zFunc, "expected %s(model, feature, ...)", zFunc);
    return 0;
  }
  pM = pKnown ? pKnown : bayes_cache_resolve(ctx, pConn, 0, argv[0], zFunc);
  if( pM==0 ) return 0;
  if( bayes_score_decode(pM, &pConn->row, argv+iArg0, argc-iArg0, iArg0+1,
                         &err) ){
    bayes_result_err(ctx, zFunc, &err);
    return 0;
  }
  return pM;
}

static BayesModel *scoreModelRow(sqlite3_context *ctx, int argc,
                                 sqlite3_value **argv, int iArg0,
                                 const char *zFunc, const char *zUsage){
  return scoreModelRowOf(ctx, argc, argv, iArg0, zFunc, zUsage, 0);
}

/* Score the row scoreModelRow decoded (bayes_score_joint) into
** pConn->aLL.  Returns pConn->aLL, or 0 after reporting an error. */
static double *scoreJoint(sqlite3_context *ctx, BayesModel *pM, int eScore,
                          const char *zFunc){
  BayesConn *pConn = (BayesConn*)sqlite3_user_data(ctx);
  BayesErr err;
  double *aLL;
  err.rc = SQLITE_OK;
  if( pConn->nLLAlloc < pM->nClass ){
    aLL = sqlite3_realloc64(pConn->aLL, sizeof(double)*(u64)pM->nClass);
    if( aLL==0 ){ sqlite3_result_error_nomem(ctx); return 0; }
    pConn->aLL = aLL;
    pConn->nLLAlloc = pM->nClass;
  }
  aLL = pConn->aLL;
  if( bayes_score_joint(pM, &pConn->row, eScore, aLL, &err) ){
    bayes_result_err(ctx, zFunc, &err);
    return 0;
  }
  return aLL;
}

/* scoreModelRow, scoreJoint, then bayes_score_finish into pConn->aLL (with
** pEvidence 0, bayes_predict's argmax shortcut). */
static BayesModel *scoreRowAt(sqlite3_context *ctx, int argc,
                              sqlite3_value **argv, int iArg0,
                              const char *zFunc, const char *zUsageIn,
                              double *pEvidence, int eScore, int bRaw,
                              BayesModel *pKnown){
  BayesModel *pM;
  double *aLL;
  pM = scoreModelRowOf(ctx, argc, argv, iArg0, zFunc, zUsageIn, pKnown);
  if( pM==0 ) return 0;
  aLL = scoreJoint(ctx, pM, eScore, zFunc);
  if( aLL==0 ) return 0;
  bayes_score_finish(pM, aLL, pEvidence==0, bRaw, pEvidence);
  return pM;
}
static BayesModel *scoreRow(sqlite3_context *ctx, int argc,
                            sqlite3_value **argv, const char *zFunc,
                            double *pEvidence, int eScore){
  return scoreRowAt(ctx, argc, argv, 1, zFunc, 0, pEvidence, eScore, 0, 0);
}

double *bayes_score_raw(sqlite3_context *ctx, int argc, sqlite3_value **argv,
                        int iArg0, const char *zFunc, const char *zUsage,
                        BayesModel *pKnown, BayesModel **ppM, double *pEv){
  BayesConn *pConn = (BayesConn*)sqlite3_user_data(ctx);
  *ppM = scoreRowAt(ctx, argc, argv, iArg0, zFunc, zUsage, pEv,
                    BAYES_SCORE_DENSITY, 1, pKnown);
  return *ppM ? pConn->aLL : 0;
}

/* The index of the class argument 2 names, or -1 after reporting that it
** is not a class of the model. */
static int scoreClassArg(sqlite3_context *ctx, const BayesModel *pM,
                         sqlite3_value *pArg, const char *zFunc){
  int i = bayes_model_class_index(pM, pArg);
  if( i<0 ){
    const char *z = (const char*)sqlite3_value_text(pArg);
    bayes_result_errf(ctx, zFunc, "argument 2 (%.60s) is not a class of "
                      "the model", z ? z : "NULL");
  }
  return i;
}

static void scoreResultLabel(sqlite3_context *ctx, const BayesLabel *pL){
  switch( pL->eType ){
    case SQLITE_INTEGER: sqlite3_result_int64(ctx, pL->i); break;
    case SQLITE_FLOAT: sqlite3_result_double(ctx, pL->r); break;
    default: sqlite3_result_text(ctx, pL->z, pL->n, SQLITE_TRANSIENT); break;
  }
}

void bayes_predict_func(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  BayesModel *pM = scoreRow(ctx, argc, argv, "bayes_predict", 0,
                             BAYES_SCORE_RELATIVE);
  BayesConn *pConn = (BayesConn*)sqlite3_user_data(ctx);
  if( pM==0 ) return;
  scoreResultLabel(ctx, &pM->apClass[bayes_score_argmax(pM, pConn->aLL)]->label);
}

static void scoreProbaJson(sqlite3_context *ctx, int argc, sqlite3_value **argv,
                      const char *zFunc, int bLog, int bRaw){
  double ev;
  BayesModel *pM = scoreRowAt(ctx, argc, argv, 1, zFunc, 0, &ev,
                              BAYES_SCORE_RELATIVE, bRaw, 0);
  BayesConn *pConn = (BayesConn*)sqlite3_user_data(ctx);
  BayesBuf b;
  if( pM==0 ) return;
  bayes_buf_init(&b);
  bayes_score_proba_json(&b, pM, pConn->aLL, bLog);
  bayes_result_json(ctx, &b);
}

void bayes_proba_func(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  scoreProbaJson(ctx, argc, argv, "bayes_proba", 0, 0);
}
void bayes_proba_raw_func(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  scoreProbaJson(ctx, argc, argv, "bayes_proba_raw", 0, 1);
}
void bayes_log_proba_func(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  scoreProbaJson(ctx, argc, argv, "bayes_log_proba", 1, 0);
}

/* A blend (kinds/blend.c) mixes its members' posteriors: it has no
** density p(x), so no evidence and no novelty.  1 after the error. */
static int scoreNoDensity(sqlite3_context *ctx, const BayesModel *pM,
                          const char *zFunc){
  if( !bayes_blend_is(pM) ) return 0;
  bayes_result_errf(ctx, zFunc, "a blend has no evidence log p(x): it mixes "
                    "its members' posteriors, not their densities; ask a "
                    "member");
  return 1;
}

void bayes_evidence_func(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  double ev;
  BayesModel *pM = scoreRowAt(ctx, argc, argv, 1, "bayes_evidence", 0, &ev,
                              BAYES_SCORE_DENSITY, 1, 0);
  if( pM==0 || scoreNoDensity(ctx, pM, "bayes_evidence") ) return;
  sqlite3_result_double(ctx, ev);
}

void bayes_novelty_func(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  double ev;
  BayesModel *pM = scoreRowAt(ctx, argc, argv, 1, "bayes_novelty", 0, &ev,
                              BAYES_SCORE_DENSITY, 1, 0);
  if( pM==0 || scoreNoDensity(ctx, pM, "bayes_novelty") ) return;
  if( pM->pCalib==0 || pM->pCalib->nEv==0 ){
    bayes_result_errf(ctx, "bayes_novelty", "the model has no record of "
                      "held-out evidence; make one with bayes_calibrate");
    return;
  }
  sqlite3_result_double(ctx, bayes_calib_novelty(pM->pCalib, ev));
}

void bayes_sample_func(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  BayesConn *pConn = (BayesConn*)sqlite3_user_data(ctx);
  BayesModel *pM;
  BayesRng rng;
  BayesBuf b;
  BayesErr err;
  int iClass, eSeed;
  i64 seed;
  (void)argc;
  err.rc = SQLITE_OK;
  pM = bayes_cache_resolve(ctx, pConn, 0, argv[0], SAMPLE_FUNC);
  if( pM==0 ) return;
  iClass = scoreClassArg(ctx, pM, argv[1], SAMPLE_FUNC);
  if( iClass<0 ) return;
  /* An INTEGER, or a REAL with an integral value in the range of a
  ** 64-bit integer (JavaScript and Python's float(3) bind 3 as REAL 3.0);
  ** TEXT holding either is read as SQLite reads a number. */
  eSeed = sqlite3_value_numeric_type(argv[2]);
  if( eSeed==SQLITE_INTEGER ){
    seed = sqlite3_value_int64(argv[2]);
  }else{
    double r = sqlite3_value_double(argv[2]);
    if( eSeed!=SQLITE_FLOAT || !(r>=-9223372036854775808.0
                                 && r<9223372036854775808.0) || r!=floor(r) ){
      bayes_result_errf(ctx, SAMPLE_FUNC, "argument 3 (the seed) must be an "
                        "integer");
      return;
    }
    seed = (i64)r;
  }
  bayes_rng_seed(&rng, (u64)seed);
  bayes_buf_init(&b);
  if( pM->pKind->xSample(pM, iClass, &rng, &b, &err) ){
    bayes_buf_free(&b);
    bayes_result_err(ctx, SAMPLE_FUNC, &err);
    return;
  }
  bayes_result_json(ctx, &b);
}

void bayes_info_func(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  BayesConn *pConn = (BayesConn*)sqlite3_user_data(ctx);
  BayesModel *pM;
  BayesBuf b;
  int i;
  (void)argc;
  pM = bayes_cache_resolve(ctx, pConn, 0, argv[0], "bayes_info");
  if( pM==0 ) return;
  bayes_buf_init(&b);
  bayes_buf_str(&b, "{\"kind\":");
  bayes_json_str(&b, pM->pKind->zName, -1);
  bayes_buf_str(&b, ",\"format_version\":");
  bayes_json_int(&b, bayes_model_format_version(pM, 0));
  bayes_buf_str(&b, ",\"options\":");
  bayes_spec_json(pM, &b);
  bayes_buf_str(&b, ",\"n_features\":");
  bayes_json_int(&b, pM->nFeat);
  if( pM->pNames ){
    bayes_buf_str(&b, ",\"features\":");
    bayes_names_json(pM, &b);
  }
  bayes_buf_str(&b, ",\"n_rows\":");
  bayes_json_num(&b, pM->nRow);
  bayes_buf_str(&b, ",\"classes\":[");
  for(i=0; i<pM->nClass; i++){
    if( i ) bayes_buf_char(&b, ',');
    bayes_buf_str(&b, "{\"label\":");
    bayes_json_label(&b, &pM->apClass[i]->label);
    bayes_buf_str(&b, ",\"count\":");
    bayes_json_num(&b, pM->apClass[i]->n);
    bayes_buf_str(&b, ",\"prior\":");
    bayes_json_num(&b, exp(pM->aLogPrior[i]));
    bayes_buf_char(&b, '}');
  }
  bayes_buf_char(&b, ']');
  if( pM->pCalib ){
    const BayesCalib *pC = pM->pCalib;
    static const char *azMethod[] = { "none", "isotonic", "sigmoid" };
    bayes_buf_str(&b, ",\"calibration\":{\"method\":");
    bayes_json_str(&b, azMethod[pC->eMethod], -1);
    bayes_buf_str(&b, ",\"n_rows\":");
    bayes_json_num(&b, pC->eMethod==BAYES_CALIB_NONE ? 0.0 : pC->nRow);
    bayes_buf_str(&b, ",\"n_evidence\":");
    bayes_json_int(&b, pC->nEv);
    bayes_buf_char(&b, '}');
  }
  if( pM->pKind->xInfo ){
    bayes_buf_char(&b, ',');
    if( pM->pKind->xInfo(pM, &b) ) b.oom = 1;
  }
  bayes_buf_char(&b, '}');
  bayes_result_json(ctx, &b);
}

/* ------------------------------------------------------------ explain */
static void scoreExplain(sqlite3_context *ctx, int argc, sqlite3_value **argv,
                       const char *zFunc, int bVs){
  BayesConn *pConn = (BayesConn*)sqlite3_user_data(ctx);
  BayesModel *pM;
  BayesErr err;
  BayesExplain x;
  BayesBuf out;
  int i, rc, iA = -1, iB = -1, iArg0 = bVs ? 2 : 1, bImpossible;
  double *aLL, lo;
  err.rc = SQLITE_OK;
  memset(&x, 0, sizeof(x));
  pM = scoreModelRow(ctx, argc, argv, iArg0, zFunc, bVs
              ? "bayes_explain_vs(model, label, feature, ...)"
              : "bayes_explain(model, feature, ...)");
  if( pM==0 ) return;
  if( bayes_blend_is(pM) ){
    bayes_result_errf(ctx, zFunc, "a blend has no per-feature explanation: "
                      "its probability is a weighted sum of its members', "
                      "whose log-odds do not add; explain a member");
    return;
  }
  if( pM->pKind->xExplain==0 ){
    bayes_result_errf(ctx, zFunc, "%s has no per-feature explanation: its "
              "log-likelihood is a quadratic form with cross terms between "
              "the features (lda and the naive Bayes kinds are additive)",
              pM->pKind->zName);
    return;
  }
  if( bVs ){
    iB = scoreClassArg(ctx, pM, argv[1], zFunc);
    if( iB<0 ) return;
  }
  /* a row every class finds impossible scores by the prior: no feature
  ** explains anything then.  Impossible as bayes_evidence says it: the
  ** whole density (a term the classes share, which the relative scores
  ** leave out, can be what makes it -Inf: lda's quadratic form on a
  ** degenerate covariance), or the relative scores */
  aLL = scoreJoint(ctx, pM, BAYES_SCORE_DENSITY, zFunc);
  if( aLL==0 ) return;
  bImpossible = !isfinite(bayes_log_normalize(aLL, pM->aLogPrior,
                                              pM->nClass));
  aLL = scoreJoint(ctx, pM, BAYES_SCORE_RELATIVE, zFunc);
  if( aLL==0 ) return;
  if( !isfinite(bayes_log_normalize(aLL, pM->aLogPrior, pM->nClass)) ){
    bImpossible = 1;
  }
  /* the predicted class (ties: the first), then the runner-up */
  iA = 0;
  for(i=1; i<pM->nClass; i++) if( aLL[i]>aLL[iA] ) iA = i;
  if( !bVs ){
    if( pM->nClass<2 ){
      bayes_result_errf(ctx, zFunc, "the model has one class; there is "
                        "nothing to explain it against");
      return;
    }
    for(i=0; i<pM->nClass; i++){
      if( i!=iA && (iB<0 || aLL[i]>aLL[iB]) ) iB = i;
    }
  }
  lo = aLL[iA] - aLL[iB];
  bayes_buf_init(&x.buf);
  x.pNames = pM->pNames;
  if( iA!=iB && !bImpossible ){
    rc = pM->pKind->xExplain(pM, &pConn->row, iA, iB, &x, &err);
    if( rc ){
      bayes_buf_free(&x.buf);
      bayes_result_err(ctx, zFunc, &err);
      return;
    }
  }
  bayes_buf_init(&out);
  bayes_buf_str(&out, "{\"class\":");
  bayes_json_label(&out, &pM->apClass[iA]->label);
  bayes_buf_str(&out, ",\"vs\":");
  bayes_json_label(&out, &pM->apClass[iB]->label);
  bayes_buf_str(&out, ",\"log_odds\":");
  bayes_json_num(&out, lo);
  bayes_buf_str(&out, ",\"prior\":");
  bayes_json_num(&out, iA==iB ? 0.0 : bImpossible
                       ? pM->aLogPrior[iA] - pM->aLogPrior[iB]
                       : pM->aScorePrior[iA] - pM->aScorePrior[iB]);
  bayes_buf_str(&out, ",\"baseline\":");
  bayes_json_num(&out, x.base);
  bayes_buf_str(&out, ",\"features\":[");
  if( x.buf.n ) bayes_buf_append(&out, x.buf.a, x.buf.n);
  bayes_buf_str(&out, "]}");
  if( x.buf.oom ) out.oom = 1;
  bayes_buf_free(&x.buf);
  bayes_result_json(ctx, &out);
}

void bayes_explain_func(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  scoreExplain(ctx, argc, argv, "bayes_explain", 0);
}
void bayes_explain_vs_func(sqlite3_context *ctx, int argc,
                           sqlite3_value **argv){
  scoreExplain(ctx, argc, argv, "bayes_explain_vs", 1);
}

/* ------------------------------------------------------------ transform */
void bayes_transform_func(sqlite3_context *ctx, int argc,
                          sqlite3_value **argv){
  BayesConn *pConn = (BayesConn*)sqlite3_user_data(ctx);
  BayesModel *pM;
  BayesErr err;
  BayesBuf b;
  err.rc = SQLITE_OK;
  pM = scoreModelRow(ctx, argc, argv, 1, TRANSFORM_FUNC,
                     TRANSFORM_FUNC "(model, feature, ...)");
  if( pM==0 ) return;
  if( pM->pKind->xTransform==0 ){
    bayes_result_errf(ctx, TRANSFORM_FUNC, "%s has no transform",
                      pM->pKind->zName);
    return;
  }
  bayes_buf_init(&b);
  if( pM->pKind->xTransform(pM, &pConn->row, &b, &err) ){
    bayes_buf_free(&b);
    bayes_result_err(ctx, TRANSFORM_FUNC, &err);
    return;
  }
  bayes_result_json(ctx, &b);
}
