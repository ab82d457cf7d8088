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
#include <math.h>

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

/* Names (docs/features.md, "Features by name").  Query column i (0-based)
** is feature i-iF0 (iF0 = nPre-1: after the label and the weight). */

/* A value of a column declared numeric (REAL, INTEGER, ...) that is TEXT
** and not a number (nor blank: missing): an error naming the column, for
** the kinds that would take it as a category (the numeric kinds refuse it
** with their own message) */
static int fitqDeclCheck(sqlite3_context *ctx, sqlite3_stmt *pStmt, int iCol,
                         sqlite3_value *v, i64 iRow, const char *zFunc){
  const char *z;
  int n, i = 0, k;
  double d;
  if( sqlite3_value_type(v)!=SQLITE_TEXT || bayes_value_is_blank(v) ) return 0;
  z = (const char*)sqlite3_value_text(v);
  n = sqlite3_value_bytes(v);
  if( z==0 ) return 0;
  while( i<n && (z[i]==' ' || z[i]=='\t') ) i++;
  if( i<n && (z[i]=='[' || z[i]=='{') ) return 0;      /* JSON: as given */
  while( n>i && (z[n-1]==' ' || z[n-1]=='\t' || z[n-1]=='\r'
                 || z[n-1]=='\n') ) n--;
  if( i<n && z[i]=='+' ) i++;
  k = bayes_json_parse_number(z+i, n-i, &d);
  if( k>0 && k==n-i ) return 0;
  bayes_result_errf(ctx, zFunc, "column '%s' is declared %s but row %lld "
                    "holds TEXT '%.*s'%s; a column declared numeric holds "
                    "numbers (NULL for a missing value: NULLIF(%s, '%.*s'))",
                    sqlite3_column_name(pStmt, iCol),
                    sqlite3_column_decltype(pStmt, iCol), iRow,
                    n>40 ? 40 : n, z, n>40 ? "..." : "",
                    sqlite3_column_name(pStmt, iCol), n>20 ? 20 : n, z);
  return 1;
}

/* Does spec zSpec give any of the kind's own options (xSpecOption's,
** "a, b, c"), such as naive_bayes's family declarations? */
static int fitqSpecHasKindOption(const BayesKind *pK, const char *zSpec){
  const char *z = pK->zSpecOptions;
  while( z && *z ){
    int n = 0;
    const char *p;
    char zName[40];
    while( z[n] && z[n]!=',' ) n++;
    if( n>0 && n<(int)sizeof(zName) ){
      memcpy(zName, z, (size_t)n);
      zName[n] = 0;
      for(p=strstr(zSpec, zName); p; p=strstr(p+1, zName)){
        const char *q = p+n;
        while( *q==' ' ) q++;
        if( *q=='=' ) return 1;
      }
    }
    z += n;
    while( *z==',' || *z==' ' ) z++;
  }
  return 0;
}

/* Before the first row: the model, from the spec, where a kind that
** declares categorical features by position (naive_bayes, option
** categorical=) gets its TEXT-declared columns declared categorical,
** unless the spec declares families itself or a column of the first row
** holds several features (a JSON array or a float32 BLOB) */
static int fitqStart(sqlite3_context *ctx, BayesFit *pFit,
                     sqlite3_stmt *pStmt, int nPre, sqlite3_value *pSpec,
                     const char *zFunc){
  const char *zSpec = (const char*)sqlite3_value_text(pSpec);
  int nCol = sqlite3_column_count(pStmt), i, n = 0, iPos = 0, bBag;
  BayesErr err;
  BayesBuf b;
  err.rc = SQLITE_OK;
  if( zSpec==0 ) return SQLITE_OK;        /* bayes_fit_row words it */
  if( bayes_model_from_spec(zSpec, &pFit->pM, &err) ){
    bayes_result_err(ctx, zFunc, &err);
    return SQLITE_ERROR;
  }
  pFit->zSpec = sqlite3_mprintf("%s", zSpec);
  if( pFit->zSpec==0 ){ sqlite3_result_error_nomem(ctx); return SQLITE_NOMEM; }
  if( pFit->pM->pKind->zSpecOptions==0
   || strstr(pFit->pM->pKind->zSpecOptions, "categorical")==0
   || fitqSpecHasKindOption(pFit->pM->pKind, zSpec) ) return SQLITE_OK;
  bBag = pFit->pM->pKind->eInput==BAYES_IN_MIXED
      || pFit->pM->pKind->eInput==BAYES_IN_SPARSE;
  for(i=nPre-1; i<nCol; i++){
    sqlite3_value *v = sqlite3_column_value(pStmt, i);
    if( sqlite3_value_type(v)==SQLITE_BLOB ) return SQLITE_OK;
    if( bayes_value_is_object(v) ){
      if( !bBag ) return SQLITE_OK;
      continue;                /* a bag of terms: not a positional feature */
    }
    if( sqlite3_value_type(v)==SQLITE_TEXT ){
      const char *z = (const char*)sqlite3_value_text(v);
      while( z && (*z==' ' || *z=='\t' || *z=='\n' || *z=='\r') ) z++;
      if( z && *z=='[' ) return SQLITE_OK;
    }
  }
  bayes_buf_init(&b);
  bayes_buf_str(&b, zSpec);
  for(i=nPre-1; i<nCol; i++){
    if( bayes_value_is_object(sqlite3_column_value(pStmt, i)) ) continue;
    iPos++;
    if( bayes_decltype_family(sqlite3_column_decltype(pStmt, i))
        !=BAYES_DECL_TEXT ) continue;
    bayes_buf_str(&b, n ? "," : " categorical=");
    {
      char zNum[16];
      sqlite3_snprintf(sizeof(zNum), zNum, "%d", iPos);
      bayes_buf_str(&b, zNum);
    }
    n++;
  }
  bayes_buf_char(&b, 0);
  if( b.oom ){ bayes_buf_free(&b); sqlite3_result_error_nomem(ctx); return SQLITE_NOMEM; }
  if( n>0 ){
    bayes_model_unref(pFit->pM);
    pFit->pM = 0;
    if( bayes_model_from_spec((const char*)b.a, &pFit->pM, &err) ){
      bayes_buf_free(&b);
      bayes_result_err(ctx, zFunc, &err);
      return SQLITE_ERROR;
    }
  }
  bayes_buf_free(&b);
  return SQLITE_OK;
}

/* After the last row: the query's column names (the label and the weight
** left out) and declared types become the features' names, when each
** column gave one feature or one bag of terms and the names are visible
** and distinct (else the model stays unnamed, as before); names= in the
** spec wins for the positional features.  aBag[i]: what column i held in
** a kind that takes bags (FITQ_BAG_*), 0 for the other kinds.  A column
** that held JSON objects in every row is a bag (bayes_tokens(body) AS
** body): it gives terms, no positional feature, and is named as a bag
** (names.c), so that bayes_scores finds it by name. */
#define FITQ_BAG_OBJ   1      /* a JSON object: a bag of terms */
#define FITQ_BAG_OTHER 2      /* anything else */
static int fitqNames(sqlite3_context *ctx, BayesFit *pFit, sqlite3_stmt *pStmt,
                     int nPre, const u8 *aBag, int bSpecNames){
  BayesModel *pM = pFit->pM;
  int nCol = sqlite3_column_count(pStmt), nF = nCol-(nPre-1), i, k, rc;
  int nBag = 0;
  const char **az;
  BayesErr err;
  err.rc = SQLITE_OK;
  if( pM==0 || nF<1 ) return SQLITE_OK;
  for(i=nPre-1; i<nCol; i++){
    if( aBag[i]==(FITQ_BAG_OBJ|FITQ_BAG_OTHER) ) return SQLITE_OK;
    if( aBag[i]==FITQ_BAG_OBJ ) nBag++;
  }
  /* one object column with names= in the spec: the rows by name */
  if( bSpecNames && nF==1 ) nBag = 0;
  if( nBag==0 ){
    if( pM->nFeat!=nF ) return SQLITE_OK;
  }else if( pM->nFeat!=nF-nBag ){
    return SQLITE_OK;
  }
  if( pM->pNames==0 ){
    az = sqlite3_malloc64(sizeof(char*)*(u64)nF);
    if( az==0 ){ sqlite3_result_error_nomem(ctx); return SQLITE_NOMEM; }
    for(i=nPre-1, k=0; i<nCol; i++){
      const char *z = sqlite3_column_name(pStmt, i);
      if( !bayes_names_visible(z) ){ sqlite3_free((void*)az); return SQLITE_OK; }
      if( nBag==0 || aBag[i]!=FITQ_BAG_OBJ ) az[k++] = z;
    }
    rc = bayes_names_new(&pM->pNames, k, az, 0, &err);
    sqlite3_free((void*)az);
    if( rc==SQLITE_NOMEM ){ sqlite3_result_error_nomem(ctx); return rc; }
    if( rc ) return SQLITE_OK;             /* not distinct: unnamed */
  }
  for(i=nPre-1; nBag>0 && i<nCol; i++){
    const char *z = sqlite3_column_name(pStmt, i);
    if( aBag[i]!=FITQ_BAG_OBJ ) continue;
    if( !bayes_names_visible(z) ) rc = SQLITE_ERROR;
    else rc = bayes_names_add_bag(pM->pNames, z, (int)strlen(z), &err);
    if( rc==SQLITE_NOMEM ){ sqlite3_result_error_nomem(ctx); return rc; }
    if( rc ){
      /* a bag without a name of its own, or a name twice: unnamed (names=
      ** from the spec stay, without the bag, as for the aggregates) */
      if( bSpecNames ){
        BayesNames *pKeep = 0;
        rc = bayes_names_new(&pKeep, pM->pNames->n,
                             (const char *const*)pM->pNames->az,
                             pM->pNames->an, &err);
        if( rc ){ sqlite3_result_error_nomem(ctx); return SQLITE_NOMEM; }
        bayes_names_free(pM->pNames);
        pM->pNames = pKeep;
        nBag = 0;
        break;
      }
      bayes_names_free(pM->pNames);
      pM->pNames = 0;
      return SQLITE_OK;
    }
  }
  if( pM->pNames->n==0 ) return SQLITE_OK;
  for(i=nPre-1, k=0; i<nCol; i++){
    const char *zD = sqlite3_column_decltype(pStmt, i);
    if( nBag>0 && aBag[i]==FITQ_BAG_OBJ ) continue;
    if( k>=pM->pNames->n ) break;
    if( bayes_names_set_decl(pM->pNames, k, zD, bayes_decltype_family(zD)) ){
      sqlite3_result_error_nomem(ctx);
      return SQLITE_NOMEM;
    }
    k++;
  }
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
  u8 *aDecl, *aBag;
  BayesErr err;
  BayesFit fit;
  int nCol, i, rc, bSpecNames = 0;
  if( fitqPrepare(ctx, argv[1], nPre, zFunc, &pStmt) ) return;
  nCol = sqlite3_column_count(pStmt);
  ap = sqlite3_malloc64(sizeof(sqlite3_value*)*(u64)(nCol+1));
  aDecl = sqlite3_malloc64((u64)nCol);
  aBag = sqlite3_malloc64((u64)nCol);
  if( ap==0 || aDecl==0 || aBag==0 ){
    sqlite3_free(ap);
    sqlite3_free(aDecl);
    sqlite3_free(aBag);
    sqlite3_finalize(pStmt);
    sqlite3_result_error_nomem(ctx);
    return;
  }
  memset(&fit, 0, sizeof(fit));
  memset(aBag, 0, (size_t)nCol);
  for(i=0; i<nCol; i++){
    aDecl[i] = (u8)bayes_decltype_family(sqlite3_column_decltype(pStmt, i));
  }
  ap[0] = argv[0];                       /* the spec, as every row's */
  /* the query may read a view that calls bayes_fit_query again: counted,
  ** so that a view reading itself stops with an error, not a crash */
  if( bayes_conn_nest_enter(pConn, &err) ){
    bayes_result_err(ctx, zFunc, &err);
    rc = SQLITE_ROW;                       /* the error is set */
  }else{
    i64 iRow = 0;
    int bCatKind = 0, bBagKind = 0;
    while( (rc = sqlite3_step(pStmt))==SQLITE_ROW ){
      iRow++;
      if( iRow==1 ){
        if( fitqStart(ctx, &fit, pStmt, nPre, argv[0], zFunc) ) break;
        /* a kind that takes TEXT as categories (categorical_nb,
        ** naive_bayes) would take TEXT in a numeric column silently */
        bCatKind = fit.pM && (fit.pM->pKind->eInput==BAYES_IN_CAT
                              || fit.pM->pKind->eInput==BAYES_IN_MIXED);
        /* a kind that takes bags of terms: which columns hold them */
        bBagKind = fit.pM && (fit.pM->pKind->eInput==BAYES_IN_SPARSE
                              || fit.pM->pKind->eInput==BAYES_IN_MIXED);
        bSpecNames = fit.pM && fit.pM->pNames!=0;
      }
      for(i=0; i<nCol; i++){
        ap[i+1] = sqlite3_column_value(pStmt, i);
        if( bBagKind && i>=nPre-1 ){
          aBag[i] |= bayes_value_is_object(ap[i+1]) ? FITQ_BAG_OBJ
                                                    : FITQ_BAG_OTHER;
        }
        if( i>=nPre-1 && aDecl[i]==BAYES_DECL_NUMERIC && bCatKind
         && fitqDeclCheck(ctx, pStmt, i, ap[i+1], iRow, zFunc) ) break;
      }
      if( i<nCol ) break;
      if( bayes_fit_row(ctx, &fit, nCol+1, ap, nPre, zFunc) ) break;
    }
    bayes_conn_nest_leave(pConn);
  }
  if( rc==SQLITE_DONE ){
    if( fitqNames(ctx, &fit, pStmt, nPre, aBag, bSpecNames)==SQLITE_OK ){
      bayes_fit_finish(ctx, &fit, nPre, zFunc);
    }
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
  sqlite3_free(aDecl);
  sqlite3_free(aBag);
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
