/*
** core/result.c — what a SQL function hands back to SQLite: a JSON text result,
** or an error.
**
** The error rule (bayesInt.h, blob.c section): a message says what is wrong
** and nothing else; the SQL function that was called reports it through
** bayes_result_err or bayes_result_errf, which put the function's name in
** front, once:
**   "bayes_merge: feature 1: values too large for lda (...)".
*/
#include "bayesInt.h"
#include <stdarg.h>

/* The text of pB as the JSON result (subtype 'J'); pB is consumed. */
void bayes_result_json(sqlite3_context *ctx, BayesBuf *pB){
  if( pB->oom ){
    bayes_buf_free(pB);
    sqlite3_result_error_nomem(ctx);
    return;
  }
  sqlite3_result_text64(ctx, (const char*)pB->a, (sqlite3_uint64)pB->n,
                        sqlite3_free, SQLITE_UTF8);
  sqlite3_result_subtype(ctx, 'J');
  pB->a = 0; pB->n = pB->nAlloc = 0;
}

void bayes_result_err(sqlite3_context *ctx, const char *zFunc,
                      const BayesErr *pErr){
  if( pErr->rc==SQLITE_NOMEM ){
    sqlite3_result_error_nomem(ctx);
  }else{
    char *z = sqlite3_mprintf("%s: %s", zFunc, pErr->zMsg);
    if( z==0 ){ sqlite3_result_error_nomem(ctx); return; }
    sqlite3_result_error(ctx, z, -1);
    sqlite3_free(z);
  }
}

void bayes_result_errf(sqlite3_context *ctx, const char *zFunc,
                       const char *zFormat, ...){
  BayesErr err;
  va_list ap;
  va_start(ap, zFormat);
  sqlite3_vsnprintf(BAYES_MAX_ERRMSG, err.zMsg, zFormat, ap);
  va_end(ap);
  err.rc = SQLITE_ERROR;
  bayes_result_err(ctx, zFunc, &err);
}
