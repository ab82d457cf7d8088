/*
** sql/vtab_classes.c — bayes_classes(model), a table-valued function: one row
** per class of the model, in the model's class order (as SQLite orders the
** labels), with
**
**   label       the class label, with its type
**   count       the rows of that class the model was fitted on (INTEGER
**               when whole)
**   prior       p(y), as bayes_predict uses it (option priors=...)
**   log_prior   log p(y)
**   features    the columns the model takes by name as a JSON array
**               (docs/features.md): its feature names, then the names of
**               its bags of terms, as bayes_info's "features" lists them;
**               the same on every row; NULL for a model without names
**   model       HIDDEN: the argument
**
**   SELECT label, count, round(prior, 3) FROM bayes_classes('iris');
**   SELECT m.name, c.* FROM bayes_models AS m, bayes_classes(m.model) AS c;
*/
#include "bayesInt.h"
#include <math.h>

static int classesStart(BayesTvfCursor *pCur, BayesErr *pErr){
  (void)pErr;
  pCur->bEof = pCur->pM->nClass==0;
  return SQLITE_OK;
}

static int classesNext(BayesTvfCursor *pCur, BayesErr *pErr){
  (void)pErr;
  if( pCur->iRow>=pCur->pM->nClass ) pCur->bEof = 1;
  return SQLITE_OK;
}

static int classesColumn(BayesTvfCursor *pCur, sqlite3_context *ctx, int i){
  const BayesModel *pM = pCur->pM;
  const BayesClass *pC = pM->apClass[pCur->iRow];
  switch( i ){
    case 0: bayes_vtab_result_label(ctx, &pC->label); break;
    case 1: bayes_vtab_result_count(ctx, pC->n); break;
    case 2: sqlite3_result_double(ctx, exp(pM->aLogPrior[pCur->iRow])); break;
    case 3: sqlite3_result_double(ctx, pM->aLogPrior[pCur->iRow]); break;
    default:
      if( pM->pNames ){
        BayesBuf b;
        int j;
        bayes_buf_init(&b);
        bayes_buf_char(&b, '[');
        for(j=0; j<pM->pNames->n; j++){
          if( j ) bayes_buf_char(&b, ',');
          bayes_json_str(&b, pM->pNames->az[j], pM->pNames->an[j]);
        }
        for(j=0; j<pM->pNames->nBag; j++){
          if( j || pM->pNames->n ) bayes_buf_char(&b, ',');
          bayes_json_str(&b, pM->pNames->azBag[j], pM->pNames->anBag[j]);
        }
        bayes_buf_char(&b, ']');
        bayes_result_json(ctx, &b);
      }
      break;
  }
  return SQLITE_OK;
}

const BayesTvf bayes_vtab_classes = {
  "bayes_classes", "bayes_classes(model)",
  "CREATE TABLE x(label, count, prior, log_prior, features, model HIDDEN)",
  5, 1, 1,
  classesStart, classesNext, classesColumn, 0,
  0                  /* reads models only: SQLite's default risk */
};
