/*
** sql/fit_query.c — fitting from the rows of a query.
**
**   bayes_fit_query(spec, sql)            the model bayes_fit gives
**   bayes_fit_weighted_query(spec, sql)   the model bayes_fit_weighted gives
**
** Usage:
**
**   SELECT bayes_fit_query('lda', 'SELECT label, p0, p1, ..., p783 FROM train');
**
** SQLite passes at most 127 arguments to a function (SQLITE_MAX_FUNCTION_ARG
** in 3.40), so a table with one column per feature beyond that must reach
** bayes_fit packed into JSON arrays or BLOBs.  Here the query's columns are
** the aggregate's arguments after the spec: the label, (the weight,) then
** the features, each column a feature argument as bayes_fit takes it (a
** number, NULL, a JSON array, a float32 BLOB, named features, a category).
** The query runs on the calling connection and must only read
** (sqlite3_stmt_readonly); each row goes through fit.c's per-row step, so
** the result is the BLOB of the aggregate over the same rows in the same
** order, bit for bit, and its errors are the aggregate's (argument numbers
** those of the equivalent bayes_fit call: query column k is argument k+1).
** Errors of the query itself (it does not prepare, holds more than one
** statement, writes, has too few columns, fails while stepping) say so.
*/
#include "bayesInt.h"
#include <string.h>

#define FITQ_FUNC   "bayes_fit_query"
#define WFITQ_FUNC  "bayes_fit_weighted_query"

/* Prepare argument 2 as one read-only statement of at least nPre columns
** (the label, the weight if weighted, one feature); 0 on success with
** *ppStmt set, else the error is set on ctx and *ppStmt is 0. */
static int fitqPrepare(sqlite3_context *ctx, sqlite3_value *pSql, int nPre,
                       const char *zFunc, sqlite3_stmt **ppStmt){
  sqlite3 *db = sqlite3_context_db_handle(ctx);
  sqlite3_stmt *pStmt = 0, *pMore = 0;
  const char *zSql, *zTail = 0;
  int rc, nCol;
  *ppStmt = 0;
  if( sqlite3_value_type(pSql)!=SQLITE_TEXT ){
    bayes_result_errf(ctx, zFunc, "argument 2 is not TEXT; it is the query "
                      "that gives the rows, as '%s'",
                      nPre==2 ? "SELECT label, x1, x2 FROM t"
                              : "SELECT label, weight, x1, x2 FROM t");
    return SQLITE_ERROR;
  }
  zSql = (const char*)sqlite3_value_text(pSql);
  if( zSql==0 ){ sqlite3_result_error_nomem(ctx); return SQLITE_NOMEM; }
  rc = sqlite3_prepare_v2(db, zSql, -1, &pStmt, &zTail);
  if( rc ){
    if( rc==SQLITE_NOMEM ){ sqlite3_result_error_nomem(ctx); return rc; }
    bayes_result_errf(ctx, zFunc, "the query does not prepare: %s",
                      sqlite3_errmsg(db));
    return SQLITE_ERROR;
  }
  if( pStmt==0 ){
    bayes_result_errf(ctx, zFunc, "argument 2 holds no SQL statement");
    return SQLITE_ERROR;
  }
  /* anything after the statement but white space and comments is a
  ** second statement, which would never run: an error, not a surprise */
  if( zTail && *zTail ){
    rc = sqlite3_prepare_v2(db, zTail, -1, &pMore, 0);
    if( rc || pMore ){
      sqlite3_finalize(pMore);
      sqlite3_finalize(pStmt);
      if( rc==SQLITE_NOMEM ){ sqlite3_result_error_nomem(ctx); return rc; }
      bayes_result_errf(ctx, zFunc, "argument 2 holds more than one SQL "
                        "statement; it is one query");
      return SQLITE_ERROR;
    }
  }
  if( !sqlite3_stmt_readonly(pStmt) ){
    sqlite3_finalize(pStmt);
    bayes_result_errf(ctx, zFunc, "the query writes to the database; it "
                      "must only read (a SELECT)");
    return SQLITE_ERROR;
  }
  nCol = sqlite3_column_count(pStmt);
  if( nCol<nPre ){
    sqlite3_finalize(pStmt);
    bayes_result_errf(ctx, zFunc, "the query returns %d column%s; it "
                      "returns the label, %sthen the features (at least "
                      "one)", nCol, nCol==1 ? "" : "s",
                      nPre==3 ? "the weight, " : "");
    return SQLITE_ERROR;
  }
  *ppStmt = pStmt;
  return SQLITE_OK;
}

/* bayes_fit_query (nPre 2) and bayes_fit_weighted_query (nPre 3): argv[0]
** the spec, argv[1] the query */
static void fitqRun(sqlite3_context *ctx, sqlite3_value **argv, int nPre,
                    const char *zFunc){
  sqlite3 *db = sqlite3_context_db_handle(ctx);
  BayesConn *pConn = (BayesConn*)sqlite3_user_data(ctx);
  sqlite3_stmt *pStmt = 0;
  sqlite3_value **ap;
  BayesErr err;
  BayesFit fit;
  int nCol, i, rc;
  if( fitqPrepare(ctx, argv[1], nPre, zFunc, &pStmt) ) return;
  nCol = sqlite3_column_count(pStmt);
  ap = sqlite3_malloc64(sizeof(sqlite3_value*)*(u64)(nCol+1));
  if( ap==0 ){
    sqlite3_finalize(pStmt);
    sqlite3_result_error_nomem(ctx);
    return;
  }
  memset(&fit, 0, sizeof(fit));
  ap[0] = argv[0];                       /* the spec, as every row's */
  /* the query may read a view that calls bayes_fit_query again: counted,
  ** so that a view reading itself stops with an error, not a crash */
  if( bayes_conn_nest_enter(pConn, &err) ){
    bayes_result_err(ctx, zFunc, &err);
    rc = SQLITE_ROW;                       /* the error is set */
  }else{
    while( (rc = sqlite3_step(pStmt))==SQLITE_ROW ){
      for(i=0; i<nCol; i++) ap[i+1] = sqlite3_column_value(pStmt, i);
      if( bayes_fit_row(ctx, &fit, nCol+1, ap, nPre, zFunc) ) break;
    }
    bayes_conn_nest_leave(pConn);
  }
  if( rc==SQLITE_DONE ){
    bayes_fit_finish(ctx, &fit, nPre, zFunc);
  }else if( rc!=SQLITE_ROW ){              /* the query failed */
    if( rc==SQLITE_NOMEM ){
      sqlite3_result_error_nomem(ctx);
    }else{
      const char *zMsg = sqlite3_errmsg(db);
      if( bayes_conn_nest_error(zMsg) ){
        bayes_result_errf(ctx, zFunc, "%s", bayes_conn_nest_error(zMsg));
      }else{
        bayes_result_errf(ctx, zFunc, "the query failed: %s", zMsg);
      }
      sqlite3_result_error_code(ctx, rc);
    }
  }                                        /* else: a row's error is set */
  bayes_fit_clear(&fit);
  sqlite3_finalize(pStmt);
  sqlite3_free(ap);
}

void bayes_fit_query_func(sqlite3_context *ctx, int argc,
                          sqlite3_value **argv){
  (void)argc;
  fitqRun(ctx, argv, 2, FITQ_FUNC);
}
void bayes_fit_weighted_query_func(sqlite3_context *ctx, int argc,
                                   sqlite3_value **argv){
  (void)argc;
  fitqRun(ctx, argv, 3, WFITQ_FUNC);
}
