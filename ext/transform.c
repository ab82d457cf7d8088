/*
** transform.c — bayes_transform(model, feature, ...): the row's
** coordinates in the model kind's projection, as a JSON array.
**
**   SELECT bayes_transform('iris', sl, sw, pl, pw) FROM iris;
**
** Only lda has a projection (its discriminant coordinates, kind_lda.c);
** other kinds report "bayes_transform: <kind> has no transform".
*/
#include "bayes.h"

#define TRANSFORM_FUNC "bayes_transform"

void bayes_transform_func(sqlite3_context *ctx, int argc,
                          sqlite3_value **argv){
  BayesConn *pConn = (BayesConn*)sqlite3_user_data(ctx);
  BayesModel *pM;
  BayesErr err;
  BayesBuf b;
  int rc;
  err.rc = SQLITE_OK;
  if( argc<1 ){
    bayes_result_errf(ctx, TRANSFORM_FUNC,
                      "expected %s(model, feature, ...)", TRANSFORM_FUNC);
    return;
  }
  pM = bayes_resolve_model(ctx, pConn, 0, argv[0], TRANSFORM_FUNC);
  if( pM==0 ) return;
  if( pM->pKind->xTransform==0 ){
    bayes_result_errf(ctx, TRANSFORM_FUNC, "%s has no transform",
                      pM->pKind->zName);
    return;
  }
  rc = bayes_row_decode(&pConn->row, pM->pKind->eInput, argv+1, argc-1, 2,
                        pM->pKind->zName, &err);
  if( rc ){ bayes_result_err(ctx, TRANSFORM_FUNC, &err); return; }
  if( pConn->row.nX!=pM->nFeat ){
    bayes_result_errf(ctx, TRANSFORM_FUNC, "the model has %d feature%s but "
                      "this row has %d", pM->nFeat, pM->nFeat==1 ? "" : "s",
                      pConn->row.nX);
    return;
  }
  bayes_buf_init(&b);
  rc = pM->pKind->xTransform(pM, &pConn->row, &b, &err);
  if( rc ){
    bayes_buf_free(&b);
    bayes_result_err(ctx, TRANSFORM_FUNC, &err);
    return;
  }
  bayes_result_json(ctx, &b);
}
