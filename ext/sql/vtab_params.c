/*
** sql/vtab_params.c — bayes_params(model), a table-valued function: one row per
** class and feature (categorical_nb: per class, feature and category) with
** that kind's fitted parameters.  Columns (NULL where the kind has no such
** parameter):
**
**   label      the class
**   feature    positional features: their number from 1; named features
**              (terms): the term
**   category   categorical_nb: the category, with its type
**   mean       gaussian_nb, lda, qda: the class mean
**   variance   gaussian_nb: sigma^2 (with var_smoothing); lda: the shared
**              covariance's diagonal; qda: the class covariance's diagonal
**   log_prob   multinomial_nb, bernoulli_nb: log theta; categorical_nb:
**              log p(category | class)
**   count      the training count behind it (rows observed for
**              gaussian_nb, lda, qda; summed counts for multinomial and
**              complement; rows present for bernoulli; rows of the
**              category for categorical)
**   weight     complement_nb: the (normalized) weight; lda: scikit-learn's
**              coef_ (the log-odds slope against the others)
**   name       the positional feature's name, for a model with names
**              (docs/features.md), else NULL; a term: the term
**   model      HIDDEN: the argument
**
**   -- the 20 terms that most indicate spam
**   SELECT s.feature, s.log_prob - h.log_prob AS lift
**   FROM bayes_params('spam') AS s JOIN bayes_params('spam') AS h
**     ON s.feature = h.feature AND s.label = 'spam' AND h.label = 'ham'
**   ORDER BY lift DESC LIMIT 20;
**
** Rows come from the kind (BayesKind.xParams), one at a time.
*/
#include "bayesInt.h"
#include <string.h>

static int paramsStep(BayesTvfCursor *pCur, BayesErr *pErr){
  BayesParamRow *p = (BayesParamRow*)pCur->pState;
  (void)pErr;
  memset(p, 0, sizeof(*p));
  if( pCur->pM->pKind->xParams(pCur->pM, pCur->aI, p)==0 ) pCur->bEof = 1;
  return SQLITE_OK;
}

static int paramsStart(BayesTvfCursor *pCur, BayesErr *pErr){
  if( pCur->pM->pKind->xParams==0 ){
    bayes_err(pErr, "%s has no parameter table",
              pCur->pM->pKind->zName);
    return SQLITE_ERROR;
  }
  pCur->pState = sqlite3_malloc64(sizeof(BayesParamRow));
  if( pCur->pState==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  memset(pCur->aI, 0, sizeof(pCur->aI));
  return paramsStep(pCur, pErr);
}

static void paramsResultNum(sqlite3_context *ctx, const BayesParamRow *p, int f,
                      double v){
  if( p->mHave & f ) sqlite3_result_double(ctx, v);
}

static int paramsColumn(BayesTvfCursor *pCur, sqlite3_context *ctx, int i){
  const BayesParamRow *p = (const BayesParamRow*)pCur->pState;
  switch( i ){
    case 0:
      bayes_vtab_result_label(ctx, &pCur->pM->apClass[p->iClass]->label);
      break;
    case 1:
      if( p->zTerm ) sqlite3_result_text(ctx, p->zTerm, p->nTerm, SQLITE_TRANSIENT);
      else sqlite3_result_int(ctx, p->iFeat+1);
      break;
    case 2:
      switch( p->cat.eType ){
        case SQLITE_INTEGER: sqlite3_result_int64(ctx, p->cat.i); break;
        case SQLITE_FLOAT: sqlite3_result_double(ctx, p->cat.r); break;
        case SQLITE_TEXT:
          sqlite3_result_text(ctx, p->cat.z, p->cat.n, SQLITE_TRANSIENT);
          break;
        default: break;
      }
      break;
    case 3: paramsResultNum(ctx, p, BAYES_PARAM_MEAN, p->mean); break;
    case 4: paramsResultNum(ctx, p, BAYES_PARAM_VAR, p->var); break;
    case 5: paramsResultNum(ctx, p, BAYES_PARAM_LOGP, p->logp); break;
    case 6:
      if( p->mHave & BAYES_PARAM_COUNT ) bayes_vtab_result_count(ctx, p->count);
      break;
    case 7: paramsResultNum(ctx, p, BAYES_PARAM_WEIGHT, p->weight); break;
    default: {
      const BayesNames *pN = pCur->pM->pNames;
      if( p->zTerm ){
        sqlite3_result_text(ctx, p->zTerm, p->nTerm, SQLITE_TRANSIENT);
      }else if( pN && p->iFeat>=0 && p->iFeat<pN->n ){
        sqlite3_result_text(ctx, pN->az[p->iFeat], pN->an[p->iFeat],
                            SQLITE_TRANSIENT);
      }
      break;
    }
  }
  return SQLITE_OK;
}

const BayesTvf bayes_vtab_params = {
  "bayes_params", "bayes_params(model)",
  "CREATE TABLE x(label, feature, category, mean, variance, log_prob, count, "
  "weight, name, model HIDDEN)",
  9, 1, 1,
  paramsStart, paramsStep, paramsColumn, 0,
  0                  /* reads models only: SQLite's default risk */
};
