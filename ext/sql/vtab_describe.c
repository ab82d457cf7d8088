/*
** sql/vtab_describe.c — bayes_describe(spec, query), the schema report: one
** row per column of the query, as bayes_fit_query(spec, query) would take
** them (column 1 the label, the others the features), before the fit.
**
**   SELECT col, name, family, rule, warnings
**   FROM bayes_describe('naive_bayes', 'SELECT y, a, b, note FROM t');
**
** Columns:
**   col         1-based column of the query
**   name        its name (sqlite3_column_name)
**   decltype    its declared type (sqlite3_column_decltype), or NULL
**   role        'label' (column 1) or 'feature'
**   position    the feature's position in the spec's lists (categorical=2:
**               query column 3); NULL for the label and for a bag (a JSON
**               object has no position)
**   family      the family the spec's kind will give it (naive_bayes:
**               gaussian, categorical, bernoulli, discretize, kde,
**               weka_normal, multinomial for a bag; the single-family
**               kinds: numeric, categorical, count, bag; vector for a JSON
**               array or float32 BLOB, one feature per value); NULL when
**               no row has a value
**   rule        which rule chose it, in words
**   n_rows, n_null, null_share, n_distinct
**               rows, missing values (NULL and blank TEXT), their share,
**               distinct values (of the values as the family reads them)
**   min, max    a numeric family's smallest and largest value
**   top         the label's and a categorical feature's most frequent values:
**               JSON [[value, count], ...], at most 5, most frequent first
**   warnings    JSON [{"code": ..., "message": ...}, ...] (core/warnings.c)
**   spec, query HIDDEN: the arguments
**
** The family, as bayes_fit_query chooses it (naive_bayes): declared by the
** spec (gaussian=, categorical=, ...); else a JSON object is the bag; else
** the column's declared type: TEXT affinity a category (also for digits),
** INTEGER or REAL affinity a number (bayes_decltype_family); else the first
** value that is not NULL: a number (or TEXT that is exactly one) gets the
** numeric family (numeric=, gaussian by default), other TEXT categorical.
** The other kinds give every feature their one family.
**
** The query runs on the calling connection, a few times per column
** (wrapped as WITH q0(c1, ..., cN) AS (query), q AS (... blank TEXT as
** NULL ...) SELECT ... FROM q: its statistics in
** one pass, its first value, its distinct values per class, its top
** values), and must be one read-only statement: its text comes from an
** argument, so the table is DIRECTONLY (docs/security.md).
*/
#include "bayesInt.h"
#include <string.h>
#include <math.h>

typedef struct DescCol {
  char *zName, *zDecl;
  int iPos;                  /* feature position, 0: none */
  const char *zFam;          /* static, or 0 */
  char *zRule;
  i64 nRow, nNull, nDistinct;
  sqlite3_value *pMin, *pMax;
  char *zTop;                /* JSON or 0 */
  char *zWarn;               /* JSON */
} DescCol;

typedef struct DescState {
  int nCol;
  DescCol *aCol;
} DescState;

#define DESC_WS "' '||char(9,10,13)"

/* Run zSql (sqlite3_mprintf'd; freed here) and step its first row into
** *ppStmt (0 if none); the caller finalizes.  SQLite's error into pErr. */
static int descRun(sqlite3 *db, char *zSql, sqlite3_stmt **ppStmt,
                   BayesErr *pErr){
  int rc;
  *ppStmt = 0;
  if( zSql==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  rc = sqlite3_prepare_v2(db, zSql, -1, ppStmt, 0);
  sqlite3_free(zSql);
  if( rc==SQLITE_OK ){
    rc = sqlite3_step(*ppStmt);
    if( rc==SQLITE_ROW || rc==SQLITE_DONE ) return rc;
  }
  if( rc==SQLITE_NOMEM ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  if( bayes_conn_nest_error(sqlite3_errmsg(db)) ){
    bayes_err(pErr, "%s", bayes_conn_nest_error(sqlite3_errmsg(db)));
  }else{
    bayes_err(pErr, "argument 2 (the query): %s", sqlite3_errmsg(db));
  }
  return SQLITE_ERROR;
}

/* The whole text is one number (white space around it allowed), as
** features.c reads TEXT for a numeric family */
static int descTextNumber(const char *z, int n){
  double v;
  return bayes_json_text_number(z, n, &v);
}

static void descFree(DescState *p){
  int i;
  if( p==0 ) return;
  for(i=0; i<p->nCol && p->aCol; i++){
    DescCol *c = &p->aCol[i];
    sqlite3_free(c->zName);
    sqlite3_free(c->zDecl);
    sqlite3_free(c->zRule);
    sqlite3_free(c->zTop);
    sqlite3_free(c->zWarn);
    sqlite3_value_free(c->pMin);
    sqlite3_value_free(c->pMax);
  }
  sqlite3_free(p->aCol);
  p->aCol = 0;
}

/* Is family zFam numeric, categorical (for the warnings), or neither */
static int descWfam(const char *zFam){
  if( zFam==0 ) return 0;
  if( strcmp(zFam, "categorical")==0 ) return BAYES_WFAM_CATEGORICAL;
  if( strcmp(zFam, "gaussian")==0 || strcmp(zFam, "numeric")==0
   || strcmp(zFam, "weka_normal")==0 ) return BAYES_WFAM_NUMERIC;
  return 0;
}

/* Describe feature column k (1-based, >= 2) into c */
static int descFeature(sqlite3 *db, const char *zWith, const BayesModel *pM,
                       int k, int *piPos, DescCol *c, BayesErr *pErr){
  sqlite3_stmt *pS = 0;
  int rc, eDecl = bayes_decltype_family(c->zDecl), eFirst = SQLITE_NULL;
  int bFirstObj = 0, bFirstNum = 0, eIn = pM->pKind->eInput, bNumExpr;
  int nElem = -1;            /* a JSON array or float32 BLOB: its values */
  double nText = 0, nNum = 0, nDigit = 0, nWhole = 0, nMulti = 0;
  const char *zDeclared = 0, *zKind = pM->pKind->zName;
  BayesColFacts f;
  BayesBuf b;
  char zV[24], zN[400];

  sqlite3_snprintf(sizeof(zV), zV, "c%d", k);
  /* a numeric family reads TEXT numbers as numbers */
  sqlite3_snprintf(sizeof(zN), zN, "(CASE WHEN typeof(%s) IN ('integer',"
                   "'real') THEN %s WHEN typeof(%s)='text' AND trim(%s,"
                   DESC_WS ") NOT GLOB '*[^0-9.eE+-]*' THEN CAST(trim(%s,"
                   DESC_WS ") AS REAL) END)", zV, zV, zV, zV, zV);

  /* the first value that is not missing */
  rc = descRun(db, sqlite3_mprintf("%s SELECT %s, CASE WHEN typeof(%s)='blob' "
      "THEN length(%s)/4 WHEN typeof(%s)='text' AND json_valid(%s) THEN CASE "
      "WHEN json_type(%s)='array' THEN json_array_length(%s) END END FROM q "
      "WHERE %s IS NOT NULL LIMIT 1", zWith, zV, zV, zV, zV, zV, zV, zV, zV),
      &pS, pErr);
  if( rc==SQLITE_ROW ){
    eFirst = sqlite3_column_type(pS, 0);
    if( sqlite3_column_type(pS, 1)!=SQLITE_NULL ){
      nElem = sqlite3_column_int(pS, 1);
    }
    if( eFirst==SQLITE_TEXT ){
      const char *z = (const char*)sqlite3_column_text(pS, 0);
      int n = sqlite3_column_bytes(pS, 0), i = 0;
      while( i<n && (z[i]==' '||z[i]=='\t'||z[i]=='\r'||z[i]=='\n') ) i++;
      bFirstObj = i<n && z[i]=='{';
      bFirstNum = descTextNumber(z, n);
    }else{
      bFirstNum = eFirst==SQLITE_INTEGER || eFirst==SQLITE_FLOAT;
    }
  }
  sqlite3_finalize(pS);
  if( rc!=SQLITE_ROW && rc!=SQLITE_DONE ) return rc;

  /* the family and its rule */
  if( nElem>=0 ){
    /* one feature per element, each of its own family: described as one */
    c->iPos = nElem>0 ? *piPos + 1 : 0;
    *piPos += nElem;
    c->zFam = "vector";
    c->zRule = sqlite3_mprintf("a %s of %d values: features %d to %d (their "
                               "families in bayes_info once fitted)",
                               eFirst==SQLITE_BLOB ? "float32 BLOB"
                               : "JSON array", nElem, c->iPos, *piPos);
  }else if( eIn==BAYES_IN_MIXED ){
    if( !bFirstObj ) c->iPos = ++*piPos;
    zDeclared = c->iPos ? bayes_naive_bayes_declared(pM, c->iPos) : 0;
    if( zDeclared ){
      c->zFam = zDeclared;
      c->zRule = sqlite3_mprintf("declared by the spec (%s=%d)", zDeclared,
                                 c->iPos);
    }else if( bFirstObj ){
      c->zFam = "multinomial";
      c->zRule = sqlite3_mprintf("a JSON object: the bag of named counts "
                                 "(no position)");
    }else if( eDecl==BAYES_DECL_TEXT ){
      c->zFam = "categorical";
      c->zRule = sqlite3_mprintf("declared type %s: a category, also when "
                                 "its values are digits", c->zDecl);
    }else if( eDecl==BAYES_DECL_NUMERIC ){
      c->zFam = bayes_naive_bayes_numeric(pM);
      c->zRule = sqlite3_mprintf("declared type %s: a number", c->zDecl);
    }else if( eFirst==SQLITE_NULL ){
      c->zFam = 0;
      c->zRule = sqlite3_mprintf("no value: no family, no evidence");
    }else if( bFirstNum ){
      c->zFam = bayes_naive_bayes_numeric(pM);
      c->zRule = sqlite3_mprintf("no declared type; its first value is %s",
                                 eFirst==SQLITE_TEXT ? "TEXT that is exactly "
                                 "a number" : "a number");
    }else{
      c->zFam = "categorical";
      c->zRule = sqlite3_mprintf("no declared type; its first value is "
                                 "TEXT, not a number");
    }
  }else if( bFirstObj && eIn==BAYES_IN_SPARSE ){
    c->zFam = "bag";
    c->zRule = sqlite3_mprintf("%s: a JSON object is a bag of named counts",
                               zKind);
  }else{
    c->iPos = ++*piPos;
    c->zFam = eIn==BAYES_IN_CAT ? "categorical"
            : eIn==BAYES_IN_SPARSE ? "count" : "numeric";
    c->zRule = sqlite3_mprintf("%s: every feature is %s", zKind,
                               eIn==BAYES_IN_CAT ? "a category"
                               : eIn==BAYES_IN_SPARSE ? "a count"
                               : "a number");
  }
  if( c->zRule==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  bNumExpr = descWfam(c->zFam)==BAYES_WFAM_NUMERIC
          || (c->zFam && strcmp(c->zFam, "count")==0);

  /* the statistics, one pass */
  rc = descRun(db, sqlite3_mprintf(
      "%s SELECT count(*), sum(%s IS NULL), count(DISTINCT %s), min(%s), "
      "max(%s), sum(typeof(%s)='text'), sum(typeof(%s) IN ('integer',"
      "'real')), sum(typeof(%s)='text' AND trim(%s," DESC_WS ") NOT GLOB "
      "'*[^0-9]*'), sum(typeof(%s)='integer' OR (typeof(%s)='real' AND "
      "%s=CAST(%s AS INTEGER)) OR (typeof(%s)='text' AND trim(%s," DESC_WS
      ") NOT GLOB '*[^0-9]*')), sum(typeof(%s)='text' AND instr(trim(%s,"
      DESC_WS "),' ')>0) FROM q",
      zWith, zV, bNumExpr ? zN : zV, zN, zN, zV, zV, zV, zV, zV, zV, zV, zV,
      zV, zV, zV, zV), &pS, pErr);
  if( rc==SQLITE_ROW ){
    c->nRow = sqlite3_column_int64(pS, 0);
    c->nNull = sqlite3_column_int64(pS, 1);
    c->nDistinct = sqlite3_column_int64(pS, 2);
    if( bNumExpr && sqlite3_column_type(pS, 3)!=SQLITE_NULL ){
      c->pMin = sqlite3_value_dup(sqlite3_column_value(pS, 3));
      c->pMax = sqlite3_value_dup(sqlite3_column_value(pS, 4));
      if( c->pMin==0 || c->pMax==0 ) rc = SQLITE_NOMEM;
    }
    nText = sqlite3_column_double(pS, 5);
    nNum = sqlite3_column_double(pS, 6);
    nDigit = sqlite3_column_double(pS, 7);
    nWhole = sqlite3_column_double(pS, 8);
    nMulti = sqlite3_column_double(pS, 9);
  }
  sqlite3_finalize(pS);
  if( rc==SQLITE_NOMEM ){ bayes_err_nomem(pErr); return rc; }
  if( rc!=SQLITE_ROW ) return rc;

  bayes_warnings_init(&f);
  f.eFam = descWfam(c->zFam);
  f.nPresent = (double)(c->nRow - c->nNull);
  f.nDistinct = c->nDistinct;
  f.bInteger = f.nPresent>0 && nWhole==f.nPresent;
  f.nMultiWord = nMulti;
  f.bDigitText = eIn==BAYES_IN_MIXED && zDeclared==0
              && eDecl==BAYES_DECL_NONE && f.nPresent>0
              && nText==f.nPresent && nDigit==f.nPresent;
  (void)nNum;

  /* distinct values per class: is it constant within every class? */
  if( f.eFam ){
    rc = descRun(db, sqlite3_mprintf(
        "%s SELECT count(*), coalesce(sum(k>1),0) FROM (SELECT count(DISTINCT "
        "%s) AS k FROM q WHERE %s IS NOT NULL AND c1 IS NOT NULL GROUP BY c1)",
        zWith, f.eFam==BAYES_WFAM_NUMERIC ? zN : zV, zV), &pS, pErr);
    if( rc==SQLITE_ROW ){
      f.nClassHave = sqlite3_column_int(pS, 0);
      f.nClassVaries = sqlite3_column_int(pS, 1);
    }
    sqlite3_finalize(pS);
    if( rc!=SQLITE_ROW ) return rc;
  }

  /* the top values of a category */
  if( f.eFam==BAYES_WFAM_CATEGORICAL ){
    rc = descRun(db, sqlite3_mprintf(
        "%s SELECT json_group_array(json_array(v, n)) FROM (SELECT %s AS v, "
        "count(*) AS n FROM q WHERE %s IS NOT NULL GROUP BY 1 ORDER BY 2 "
        "DESC, 1 LIMIT 5)", zWith, zV, zV), &pS, pErr);
    if( rc==SQLITE_ROW ){
      c->zTop = sqlite3_mprintf("%s", sqlite3_column_text(pS, 0));
      if( c->zTop==0 ) rc = SQLITE_NOMEM;
    }
    sqlite3_finalize(pS);
    if( rc==SQLITE_NOMEM ){ bayes_err_nomem(pErr); return rc; }
    if( rc!=SQLITE_ROW ) return rc;
  }

  bayes_buf_init(&b);
  {
    int n = 0;
    bayes_buf_char(&b, '[');
    bayes_warnings_json(&f, 0, &b, &n);
    bayes_buf_char(&b, ']');
    bayes_buf_char(&b, 0);
  }
  if( b.oom ){ bayes_buf_free(&b); bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  c->zWarn = sqlite3_mprintf("%s", (const char*)b.a);
  bayes_buf_free(&b);
  if( c->zWarn==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  return SQLITE_OK;
}

/* The label, column 1: its rows, missing labels, classes, top classes */
static int descLabel(sqlite3 *db, const char *zWith, DescCol *c,
                     BayesErr *pErr){
  sqlite3_stmt *pS = 0;
  char zV[24];
  int rc;
  sqlite3_snprintf(sizeof(zV), zV, "c1");
  c->zFam = "label";
  c->zRule = sqlite3_mprintf("column 1 is the label");
  c->zWarn = sqlite3_mprintf("[]");
  if( c->zRule==0 || c->zWarn==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  rc = descRun(db, sqlite3_mprintf(
      "%s SELECT count(*), sum(%s IS NULL), count(DISTINCT %s), (SELECT "
      "json_group_array(json_array(v, n)) FROM (SELECT %s AS v, count(*) AS n "
      "FROM q WHERE %s IS NOT NULL GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 5)) "
      "FROM q", zWith, zV, zV, zV, zV), &pS, pErr);
  if( rc==SQLITE_ROW ){
    c->nRow = sqlite3_column_int64(pS, 0);
    c->nNull = sqlite3_column_int64(pS, 1);
    c->nDistinct = sqlite3_column_int64(pS, 2);
    c->zTop = sqlite3_mprintf("%s", sqlite3_column_text(pS, 3));
    if( c->zTop==0 ) rc = SQLITE_NOMEM;
  }
  sqlite3_finalize(pS);
  if( rc==SQLITE_NOMEM ){ bayes_err_nomem(pErr); return rc; }
  return rc==SQLITE_ROW ? SQLITE_OK : rc;
}

/* Argument 2: one read-only statement of at least 2 columns; its columns'
** names and declared types into p; *pzWith the CTE that wraps it */
static int descPrepare(BayesTvfCursor *pCur, DescState *p, char **pzWith,
                       BayesErr *pErr){
  sqlite3 *db = pCur->pConn->db;
  sqlite3_value *pQ = pCur->apArg[1];
  sqlite3_stmt *pStmt = 0, *pNext = 0;
  const char *zSql, *zTail = 0;
  int rc, i, nSql;
  BayesBuf b;
  if( pQ==0 || sqlite3_value_type(pQ)!=SQLITE_TEXT ){
    bayes_err(pErr, "argument 2 (the query) must be the text of a SELECT "
              "whose first column is the label and the rest the features");
    return SQLITE_ERROR;
  }
  zSql = (const char*)sqlite3_value_text(pQ);
  if( zSql==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  rc = sqlite3_prepare_v2(db, zSql, -1, &pStmt, &zTail);
  if( rc==SQLITE_NOMEM ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  if( rc ){
    bayes_err(pErr, "argument 2 (the query): %s", sqlite3_errmsg(db));
    return SQLITE_ERROR;
  }
  if( pStmt==0 ){
    bayes_err(pErr, "argument 2 (the query) holds no statement");
    return SQLITE_ERROR;
  }
  nSql = zTail ? (int)(zTail - zSql) : (int)strlen(zSql);
  if( zTail && zTail[0] ){
    rc = sqlite3_prepare_v2(db, zTail, -1, &pNext, 0);
    sqlite3_finalize(pNext);
    if( rc==SQLITE_NOMEM ){
      sqlite3_finalize(pStmt); bayes_err_nomem(pErr); return SQLITE_NOMEM;
    }
    if( rc || pNext ){
      sqlite3_finalize(pStmt);
      bayes_err(pErr, "argument 2 (the query) must be one statement");
      return SQLITE_ERROR;
    }
  }
  if( !sqlite3_stmt_readonly(pStmt) ){
    sqlite3_finalize(pStmt);
    bayes_err(pErr, "argument 2 (the query) must only read (a SELECT)");
    return SQLITE_ERROR;
  }
  p->nCol = sqlite3_column_count(pStmt);
  if( p->nCol<2 ){
    sqlite3_finalize(pStmt);
    bayes_err(pErr, "the query returns %d column%s; it must return the "
              "label, then the features", p->nCol, p->nCol==1 ? "" : "s");
    p->nCol = 0;
    return SQLITE_ERROR;
  }
  p->aCol = sqlite3_malloc64(sizeof(DescCol)*(u64)p->nCol);
  if( p->aCol==0 ){
    sqlite3_finalize(pStmt); p->nCol = 0;
    bayes_err_nomem(pErr); return SQLITE_NOMEM;
  }
  memset(p->aCol, 0, sizeof(DescCol)*(size_t)p->nCol);
  for(i=0; i<p->nCol; i++){
    const char *zN = sqlite3_column_name(pStmt, i);
    const char *zD = sqlite3_column_decltype(pStmt, i);
    p->aCol[i].zName = sqlite3_mprintf("%s", zN ? zN : "");
    p->aCol[i].zDecl = zD ? sqlite3_mprintf("%s", zD) : 0;
    if( p->aCol[i].zName==0 || (zD && p->aCol[i].zDecl==0) ){
      sqlite3_finalize(pStmt); bayes_err_nomem(pErr); return SQLITE_NOMEM;
    }
  }
  sqlite3_finalize(pStmt);
  /* WITH q0(c1, ..., cN) AS (<the statement, without its ';'>\n),
  ** q AS (SELECT <ck, blank TEXT as NULL> AS ck, ... FROM q0) */
  while( nSql>0 && (zSql[nSql-1]==';' || zSql[nSql-1]==' '
         || zSql[nSql-1]=='\t' || zSql[nSql-1]=='\n' || zSql[nSql-1]=='\r') ){
    nSql--;
  }
  bayes_buf_init(&b);
  bayes_buf_str(&b, "WITH q0(");
  for(i=0; i<p->nCol; i++){
    char z[24];
    sqlite3_snprintf(sizeof(z), z, "%sc%d", i ? "," : "", i+1);
    bayes_buf_str(&b, z);
  }
  bayes_buf_str(&b, ") AS (");
  bayes_buf_append(&b, zSql, nSql);
  bayes_buf_str(&b, "\n), q AS (SELECT ");
  for(i=0; i<p->nCol; i++){
    char z[160];
    sqlite3_snprintf(sizeof(z), z, "%sCASE WHEN typeof(c%d)='text' AND "
                     "trim(c%d," DESC_WS ")='' THEN NULL ELSE c%d END AS c%d",
                     i ? "," : "", i+1, i+1, i+1, i+1);
    bayes_buf_str(&b, z);
  }
  bayes_buf_str(&b, " FROM q0)");
  bayes_buf_char(&b, 0);
  if( b.oom ){ bayes_buf_free(&b); bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  *pzWith = sqlite3_mprintf("%s", (const char*)b.a);
  bayes_buf_free(&b);
  if( *pzWith==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  return SQLITE_OK;
}

static int descStart(BayesTvfCursor *pCur, BayesErr *pErr){
  sqlite3_value *pSpec = pCur->apArg[0];
  BayesModel *pM = 0;
  DescState *p;
  char *zWith = 0;
  int rc, i, iPos = 0;
  if( pSpec==0 || sqlite3_value_type(pSpec)!=SQLITE_TEXT ){
    bayes_err(pErr, "argument 1 (the spec) must be TEXT, as "
              "'naive_bayes' or 'naive_bayes categorical=2'");
    return SQLITE_ERROR;
  }
  p = sqlite3_malloc64(sizeof(*p));
  if( p==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  memset(p, 0, sizeof(*p));
  pCur->pState = p;
  rc = bayes_model_from_spec((const char*)sqlite3_value_text(pSpec), &pM,
                             pErr);
  if( rc ) return rc;
  /* the query may read a view that calls bayes_describe again: counted,
  ** so that a view reading itself stops with an error, not a crash */
  if( bayes_conn_nest_enter(pCur->pConn, pErr) ){
    bayes_model_unref(pM);
    return SQLITE_ERROR;
  }
  rc = descPrepare(pCur, p, &zWith, pErr);
  if( rc==SQLITE_OK ) rc = descLabel(pCur->pConn->db, zWith, &p->aCol[0], pErr);
  for(i=1; rc==SQLITE_OK && i<p->nCol; i++){
    rc = descFeature(pCur->pConn->db, zWith, pM, i+1, &iPos, &p->aCol[i],
                     pErr);
  }
  bayes_conn_nest_leave(pCur->pConn);
  sqlite3_free(zWith);
  bayes_model_unref(pM);
  if( rc==SQLITE_OK && p->nCol==0 ) pCur->bEof = 1;
  return rc;
}

static int descNext(BayesTvfCursor *pCur, BayesErr *pErr){
  DescState *p = (DescState*)pCur->pState;
  (void)pErr;
  if( pCur->iRow>=p->nCol ) pCur->bEof = 1;
  return SQLITE_OK;
}

static void descText(sqlite3_context *ctx, const char *z, int bJson){
  if( z==0 ) return;
  sqlite3_result_text(ctx, z, -1, SQLITE_TRANSIENT);
  if( bJson ) sqlite3_result_subtype(ctx, 'J');
}

static int descColumn(BayesTvfCursor *pCur, sqlite3_context *ctx, int i){
  DescState *p = (DescState*)pCur->pState;
  const DescCol *c = &p->aCol[pCur->iRow];
  switch( i ){
    case 0: sqlite3_result_int64(ctx, pCur->iRow + 1); break;
    case 1: descText(ctx, c->zName, 0); break;
    case 2: descText(ctx, c->zDecl, 0); break;
    case 3: descText(ctx, pCur->iRow==0 ? "label" : "feature", 0); break;
    case 4: if( c->iPos ) sqlite3_result_int(ctx, c->iPos); break;
    case 5: descText(ctx, c->zFam, 0); break;
    case 6: descText(ctx, c->zRule, 0); break;
    case 7: sqlite3_result_int64(ctx, c->nRow); break;
    case 8: sqlite3_result_int64(ctx, c->nNull); break;
    case 9:
      if( c->nRow>0 ) sqlite3_result_double(ctx, (double)c->nNull/c->nRow);
      break;
    case 10: sqlite3_result_int64(ctx, c->nDistinct); break;
    case 11: if( c->pMin ) sqlite3_result_value(ctx, c->pMin); break;
    case 12: if( c->pMax ) sqlite3_result_value(ctx, c->pMax); break;
    case 13: descText(ctx, c->zTop, 1); break;
    default: descText(ctx, c->zWarn, 1); break;
  }
  return SQLITE_OK;
}

static void descReset(BayesTvfCursor *pCur){
  descFree((DescState*)pCur->pState);
}

const BayesTvf bayes_vtab_describe = {
  "bayes_describe", "bayes_describe(spec, query)",
  "CREATE TABLE x(col, name, decltype, role, position, family, rule, n_rows, "
  "n_null, null_share, n_distinct, min, max, top, warnings, spec HIDDEN, "
  "query HIDDEN)",
  15, 2, 2,
  descStart, descNext, descColumn, descReset,
  /* DIRECTONLY: it prepares its query argument; argument 1 a spec */
  BAYES_TVF_DIRECTONLY|BAYES_TVF_SPEC
};
