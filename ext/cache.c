/*
** cache.c — from a scoring function's first argument to a parsed model,
** parsing each distinct model once per statement or better.
**
** The argument is a model BLOB or the name of a row of bayes_models.  Two
** levels keep scoring from re-parsing per row:
**
**   1. sqlite3_set_auxdata on the argument.  SQLite keeps it from row to row
**      for a literal or a bound parameter (BLOB or name), so those cost one
**      pointer fetch per row.
**   2. A small per-connection cache of parsed models keyed by the BLOB's
**      bytes (length + memcmp).  This catches what auxdata cannot: a scalar
**      subquery, a column of a joined bayes_models row, a name that comes
**      from a column.  Comparing bytes (rather than trusting a pointer or a
**      checksum) means a changed model can never be scored with stale
**      parameters.
**
** A model found by name through auxdata is the one the table held when the
** statement first used it; each new statement looks again.
**
** bayes_cache_stats() returns {"parses":N,"cache_hits":N,"auxdata_hits":N}
** for this connection: a statement that scores a million rows with one
** model should add 1 to "parses".
**
** Models are reference counted: the cache holds one reference, each auxdata
** slot another, so eviction never frees a model still in use.
*/
#include "bayes.h"
#include <string.h>

#define BAYES_MAX_LOOKUP_DEPTH 8

#define N_CACHE ((int)(sizeof(((BayesConn*)0)->apCache)/sizeof(BayesModel*)))

static void cacheAuxRelease(void *p){ bayes_model_unref((BayesModel*)p); }

void bayes_conn_release(void *p){
  BayesConn *pConn = (BayesConn*)p;
  int i;
  if( pConn==0 || --pConn->nRef>0 ) return;
  for(i=0; i<N_CACHE; i++) bayes_model_unref(pConn->apCache[i]);
  bayes_row_free(&pConn->row);
  sqlite3_free(pConn->aLL);
  bayes_vocab_free(&pConn->tokVoc);
  bayes_buf_free(&pConn->tokBuf);
  sqlite3_free(pConn);
}

/* Find a parsed model for BLOB a[0..n) in the cache, or parse and add it. */
static BayesModel *cacheModelForBlob(BayesConn *pConn, const u8 *a, i64 n,
                                BayesErr *pErr){
  int i;
  BayesModel *pM;
  for(i=0; i<N_CACHE && pConn->apCache[i]; i++){
    pM = pConn->apCache[i];
    if( pM->nBlob==n && memcmp(pM->aBlob, a, (size_t)n)==0 ){
      pConn->nCacheHit++;
      if( i>0 ){
        memmove(&pConn->apCache[1], &pConn->apCache[0], sizeof(BayesModel*)*(size_t)i);
        pConn->apCache[0] = pM;
      }
      return pM;
    }
  }
  pConn->nParse++;
  if( bayes_model_parse(a, n, &pM, pErr) ) return 0;
  pM->aBlob = sqlite3_malloc64((u64)n);
  if( pM->aBlob==0 ){
    bayes_model_unref(pM);
    bayes_err_nomem(pErr);
    return 0;
  }
  memcpy(pM->aBlob, a, (size_t)n);
  pM->nBlob = n;
  bayes_model_unref(pConn->apCache[N_CACHE-1]);
  memmove(&pConn->apCache[1], &pConn->apCache[0], sizeof(BayesModel*)*(N_CACHE-1));
  pConn->apCache[0] = pM;           /* the parse's reference is the cache's */
  return pM;
}

/* Look a model up by name in bayes_models */
static BayesModel *cacheModelForName(BayesConn *pConn, const char *zName,
                                     int nName, BayesErr *pErr){
  sqlite3_stmt *pStmt = 0;
  BayesModel *pM = 0;
  int rc;
  if( pConn->nLookupDepth>=BAYES_MAX_LOOKUP_DEPTH ){
    /* e.g. a view bayes_models whose model column is bayes_info('m'):
    ** without a limit the lookups recurse until the stack overflows */
    bayes_err(pErr, "looking up model '%.*s' nests more than %d lookups "
              "by name (does bayes_models call bayes functions?)",
              nName>60 ? 60 : nName, zName, BAYES_MAX_LOOKUP_DEPTH);
    return 0;
  }
  rc = sqlite3_prepare_v2(pConn->db,
      "SELECT model FROM bayes_models WHERE name=?1", -1, &pStmt, 0);
  if( rc==SQLITE_NOMEM ){ bayes_err_nomem(pErr); return 0; }
  if( rc ){
    bayes_err(pErr, "cannot look up model '%.*s': %s (create the table "
              "with sql/bayes_models.sql)", nName>60 ? 60 : nName,
              zName, sqlite3_errmsg(pConn->db));
    sqlite3_finalize(pStmt);
    return 0;
  }
  sqlite3_bind_text(pStmt, 1, zName, nName, SQLITE_STATIC);
  pConn->nLookupDepth++;
  rc = sqlite3_step(pStmt);
  pConn->nLookupDepth--;
  if( rc==SQLITE_ROW ){
    if( sqlite3_column_type(pStmt, 0)!=SQLITE_BLOB ){
      bayes_err(pErr, "model '%.*s' in bayes_models is not a BLOB",
                nName>60 ? 60 : nName, zName);
    }else{
      const u8 *a = sqlite3_column_blob(pStmt, 0);
      i64 n = sqlite3_column_bytes(pStmt, 0);
      if( a==0 && n>0 ) bayes_err_nomem(pErr);
      else pM = cacheModelForBlob(pConn, a, n, pErr);
    }
  }else if( rc==SQLITE_DONE ){
    bayes_err(pErr, "no model named '%.*s' in bayes_models",
              nName>60 ? 60 : nName, zName);
  }else if( rc==SQLITE_NOMEM ){
    bayes_err_nomem(pErr);
  }else{
    bayes_err(pErr, "cannot read model '%.*s' from bayes_models: %s",
              nName>60 ? 60 : nName, zName, sqlite3_errmsg(pConn->db));
  }
  sqlite3_finalize(pStmt);
  return pM;
}

BayesModel *bayes_resolve_model(sqlite3_context *ctx, BayesConn *pConn,
                                int iArg, sqlite3_value *pArg,
                                const char *zFunc){
  BayesModel *pM = (BayesModel*)sqlite3_get_auxdata(ctx, iArg);
  BayesErr err;
  int eType;
  if( pM ){
    pConn->nAuxHit++;
    if( ctx==pConn->pAuxCtx ) pConn->nAuxMiss = 0;
    return pM;
  }
  err.rc = SQLITE_OK;
  err.zMsg[0] = 0;
  switch( (eType = sqlite3_value_type(pArg)) ){
    case SQLITE_BLOB: {
      const u8 *a = sqlite3_value_blob(pArg);
      i64 n = sqlite3_value_bytes(pArg);
      pM = cacheModelForBlob(pConn, a, n, &err);
      break;
    }
    case SQLITE_TEXT: {
      const char *z = (const char*)sqlite3_value_text(pArg);
      if( z==0 ){ bayes_err_nomem(&err); break; }
      pM = cacheModelForName(pConn, z, sqlite3_value_bytes(pArg), &err);
      break;
    }
    default:
      bayes_err(&err, "argument %d is %s; expected a model BLOB or the "
                "name of a model in bayes_models", iArg+1,
                sqlite3_value_type(pArg)==SQLITE_NULL ? "NULL" : "a number");
      break;
  }
  if( pM==0 ){
    bayes_result_err(ctx, zFunc, &err);
    return 0;
  }
  /* A BLOB whose auxdata SQLite dropped twice in a row at this call site
  ** is not a literal or parameter: setting auxdata again would only cost an
  ** allocation and a release per row (SQLite deletes it after the call).
  ** The cache found the model; every 256th miss tries auxdata again, in
  ** case a new statement got the same context address. */
  if( eType==SQLITE_BLOB ){
    if( ctx!=pConn->pAuxCtx ){
      pConn->pAuxCtx = ctx;
      pConn->nAuxMiss = 0;
    }else{
      pConn->nAuxMiss++;
    }
    if( pConn->nAuxMiss>=2 && (pConn->nAuxMiss & 255)!=0 ) return pM;
  }
  /* Last: hand a reference to SQLite.  The cache keeps its own, so pM
  ** stays valid even if SQLite drops the auxdata at once. */
  bayes_model_ref(pM);
  sqlite3_set_auxdata(ctx, iArg, pM, cacheAuxRelease);
  return pM;
}

void bayes_cache_stats_func(sqlite3_context *ctx, int argc,
                            sqlite3_value **argv){
  BayesConn *pConn = (BayesConn*)sqlite3_user_data(ctx);
  char *z;
  (void)argc; (void)argv;
  z = sqlite3_mprintf("{\"parses\":%lld,\"cache_hits\":%lld,"
                      "\"auxdata_hits\":%lld}", pConn->nParse,
                      pConn->nCacheHit, pConn->nAuxHit);
  if( z==0 ){ sqlite3_result_error_nomem(ctx); return; }
  sqlite3_result_text(ctx, z, -1, sqlite3_free);
}

/* For table-valued functions (vtab.c), which have no sqlite3_context: the
** model of argument pArg (BLOB or name, 1-based iArg for messages) through
** the same cache, with a reference the caller drops with
** bayes_model_unref.  0 on error (pErr set; the caller, an SQL entry
** point, puts the function name in front). */
BayesModel *bayes_cache_model(BayesConn *pConn, int iArg,
                              sqlite3_value *pArg, BayesErr *pErr){
  BayesModel *pM = 0;
  switch( sqlite3_value_type(pArg) ){
    case SQLITE_BLOB: {
      const u8 *a = sqlite3_value_blob(pArg);
      pM = cacheModelForBlob(pConn, a, sqlite3_value_bytes(pArg), pErr);
      break;
    }
    case SQLITE_TEXT: {
      const char *z = (const char*)sqlite3_value_text(pArg);
      if( z==0 ){ bayes_err_nomem(pErr); break; }
      pM = cacheModelForName(pConn, z, sqlite3_value_bytes(pArg), pErr);
      break;
    }
    default:
      bayes_err(pErr, "argument %d is %s; expected a model BLOB or the "
                "name of a model in bayes_models", iArg,
                sqlite3_value_type(pArg)==SQLITE_NULL ? "NULL" : "a number");
      break;
  }
  if( pM ) bayes_model_ref(pM);
  return pM;
}
