/*
** core/explain.c — why did the model say that?  Exact additive explanations of
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
**                 objects) are reported by term, in the model's term order;
**                 a model with feature names adds "name" to a positional
**                 feature's part
**
** The kind computes the parts (BayesKind.xExplain); what each means per
** kind is in docs/evaluate.md.  qda's log-likelihood is a quadratic form
** with cross terms between features: there is no per-feature
** decomposition, and bayes_explain says so.
*/
#include "bayesInt.h"
#include <string.h>
#include <math.h>

void bayes_explain_part(BayesExplain *pX, int iFeat, const char *zTerm,
                        int nTerm, const BayesCat *pCat, double x, double c){
  BayesBuf *b = &pX->buf;
  if( pX->nPart++ ) bayes_buf_char(b, ',');
  bayes_buf_str(b, "{\"feature\":");
  if( zTerm ) bayes_json_str(b, zTerm, nTerm);
  else bayes_json_int(b, iFeat+1);
  if( zTerm==0 && pX->pNames && iFeat>=0 && iFeat<pX->pNames->n ){
    /* a model with feature names (names.c): the feature's name too */
    bayes_buf_str(b, ",\"name\":");
    bayes_json_str(b, pX->pNames->az[iFeat], pX->pNames->an[iFeat]);
  }
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

