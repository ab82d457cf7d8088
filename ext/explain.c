/*
** explain.c — why did the model say that?  Exact additive explanations of
** one prediction.
**
**   bayes_explain(model, feature, ...)            predicted class vs the
**                                                 runner-up
**   bayes_explain_vs(model, label, feature, ...)  predicted class vs label
**
** Both return JSON:
**
**   {"class":"spam","vs":"ham","log_odds":4.1,"prior":-0.5,"baseline":0,
**    "features":[{"feature":"cheap","value":2,"contribution":3.2},
**                {"feature":1,"value":0.5,"contribution":1.4}, ...]}
**
** log_odds = log p(class | x) - log p(vs | x), and it is exactly the sum
** prior + baseline + the contributions (to rounding; test/explain.test
** checks 1e-12):
**
**   prior         log p(class) - log p(vs), as scoring adds it (0 for
**                 complement_nb with priors=fit, which leaves it out)
**   baseline      what belongs to no single feature (bernoulli_nb: the
**                 named terms absent from the row; lda: the intercept)
**   contribution  per feature: its part of log p(x | class) -
**                 log p(x | vs); positional features are numbered from 1
**                 (as arguments and messages), named features (JSON
**                 objects) are reported by term, in the model's term order
**
** The kind computes the parts (BayesKind.xExplain); what each means per
** kind is in docs/evaluate.md.  qda's log-likelihood is a quadratic form
** with cross terms between features: there is no per-feature
** decomposition, and bayes_explain says so.
*/
#include "bayes.h"
#include <string.h>
#include <math.h>

void bayes_explain_part(BayesExplain *pX, int iFeat, const char *zTerm,
                        int nTerm, const BayesCat *pCat, double x, double c){
  BayesBuf *b = &pX->buf;
  if( pX->nPart++ ) bayes_buf_char(b, ',');
  bayes_buf_str(b, "{\"feature\":");
  if( zTerm ) bayes_json_str(b, zTerm, nTerm);
  else bayes_json_int(b, iFeat+1);
  bayes_buf_str(b, ",\"value\":");
  if( pCat==0 ) bayes_json_num(b, x);
  else if( pCat->eType==SQLITE_INTEGER ) bayes_json_int(b, pCat->i);
  else if( pCat->eType==SQLITE_FLOAT ) bayes_json_num(b, pCat->r);
  else bayes_json_str(b, pCat->z, pCat->n);
  bayes_buf_str(b, ",\"contribution\":");
  bayes_json_num(b, c);
  bayes_buf_char(b, '}');
  pX->sum += c;
}

/* The parts of a score linear in the counts, sum_j x_j w_yj: x_j (w_Aj -
** w_Bj) for each observed positional feature and each known term of the
** row (0 where the weights are equal, infinite ones included). */
int bayes_explain_linear(const BayesModel *pM, const BayesRow *pRow,
                         const double *aWA, const double *aWB,
                         BayesExplain *pX, BayesErr *pErr){
  const BayesTermModel *pT = (const BayesTermModel*)pM->pKindSt;
  BayesTermHit aStack[64], *aHit;
  int nHit, j, d = pM->nFeat;
  for(j=0; j<d; j++){
    double x = pRow->aX[j];
    if( isnan(x) ) continue;
    bayes_explain_part(pX, j, 0, 0, 0, x,
                       x>0.0 && aWA[j]!=aWB[j] ? x*(aWA[j] - aWB[j]) : 0.0);
  }
  if( bayes_terms_lookup(pM, pRow, aStack, 64, &aHit, &nHit) ){
    bayes_err_nomem(pErr); return SQLITE_NOMEM;
  }
  for(j=0; j<nHit; j++){
    int k = aHit[j].iFeat, n;
    double x = aHit[j].v;
    const char *z = bayes_vocab_key(&pT->voc, k-d, &n);
    bayes_explain_part(pX, -1, z, n, 0, x,
                       x>0.0 && aWA[k]!=aWB[k] ? x*(aWA[k] - aWB[k]) : 0.0);
  }
  if( aHit!=aStack ) sqlite3_free(aHit);
  return SQLITE_OK;
}

/* bayes_params: name feature j of the feature space (positional, then the
** terms of a count kind's vocabulary) in *p */
void bayes_explain_param_feature(const BayesModel *pM, int j, BayesParamRow *p){
  if( j<pM->nFeat ){
    p->iFeat = j;
  }else{
    const BayesTermModel *pT = (const BayesTermModel*)pM->pKindSt;
    p->iFeat = -1;
    p->zTerm = bayes_vocab_key(&pT->voc, j-pM->nFeat, &p->nTerm);
  }
}

static void explainRow(sqlite3_context *ctx, int argc, sqlite3_value **argv,
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
  if( argc<iArg0 ){
    bayes_result_errf(ctx, zFunc, "expected %s", bVs
              ? "bayes_explain_vs(model, label, feature, ...)"
              : "bayes_explain(model, feature, ...)");
    return;
  }
  pM = bayes_resolve_model(ctx, pConn, 0, argv[0], zFunc);
  if( pM==0 ) return;
  if( pM->pKind->xExplain==0 ){
    bayes_result_errf(ctx, zFunc, "%s has no per-feature explanation: its "
              "log-likelihood is a quadratic form with cross terms between "
              "the features (lda and the naive Bayes kinds are additive)",
              pM->pKind->zName);
    return;
  }
  if( bVs ){
    iB = bayes_model_class_index(pM, argv[1]);
    if( iB<0 ){
      const char *z = (const char*)sqlite3_value_text(argv[1]);
      bayes_result_errf(ctx, zFunc, "argument 2 (%.60s) is not a class of "
                        "the model", z ? z : "NULL");
      return;
    }
  }
  rc = bayes_row_decode(&pConn->row, pM->pKind->eInput, argv+iArg0,
                        argc-iArg0, iArg0+1, pM->pKind->zName, &err);
  if( rc ){ bayes_result_err(ctx, zFunc, &err); return; }
  if( pConn->row.nX!=pM->nFeat ){
    bayes_result_errf(ctx, zFunc, "the model has %d feature%s but this row "
                      "has %d", pM->nFeat, pM->nFeat==1 ? "" : "s",
                      pConn->row.nX);
    return;
  }
  for(i=0; pM->pKind->eInput!=BAYES_IN_CAT && i<pConn->row.nX; i++){
    if( isinf(pConn->row.aX[i]) ){
      bayes_result_errf(ctx, zFunc, "feature %d is %s; an explanation needs "
                        "finite features", i+1,
                        pConn->row.aX[i]>0 ? "+Inf" : "-Inf");
      return;
    }
  }
  if( pConn->nLLAlloc < pM->nClass ){
    aLL = sqlite3_realloc64(pConn->aLL, sizeof(double)*(u64)pM->nClass);
    if( aLL==0 ){ sqlite3_result_error_nomem(ctx); return; }
    pConn->aLL = aLL;
    pConn->nLLAlloc = pM->nClass;
  }
  aLL = pConn->aLL;
  rc = pM->pKind->xScore(pM, &pConn->row, BAYES_SCORE_RELATIVE, aLL, &err);
  if( rc ){ bayes_result_err(ctx, zFunc, &err); return; }
  for(i=0; i<pM->nClass; i++){
    double v = aLL[i] + pM->aLogPrior[i];
    aLL[i] = isnan(v) ? -INFINITY : v;
  }
  /* a row every class finds impossible scores by the prior: no feature
  ** explains anything then */
  bImpossible = !isfinite(bayes_log_normalize(aLL, pM->aLogPrior,
                                              pM->nClass));
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
  bayes_json_num(&out, iA==iB || (x.bNoPrior && !bImpossible) ? 0.0
                       : pM->aLogPrior[iA] - pM->aLogPrior[iB]);
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
  explainRow(ctx, argc, argv, "bayes_explain", 0);
}
void bayes_explain_vs_func(sqlite3_context *ctx, int argc,
                           sqlite3_value **argv){
  explainRow(ctx, argc, argv, "bayes_explain_vs", 1);
}
