/*
** sql/export.c — bayes_sql(model [, output [, columns]]): a model as one
** plain SQL expression that scores a row without the extension, with core
** SQLite only (arithmetic, CASE, printf, json_each and json_object, and
** for the probabilities the math functions exp and ln of
** SQLITE_ENABLE_MATH_FUNCTIONS, on in the sqlite3 shell since 3.35).
** docs/export.md is the user's page.
**
**   SELECT bayes_sql('iris');                      -- the label
**   SELECT bayes_sql('iris', 'proba');             -- bayes_proba's JSON
**   SELECT bayes_sql('iris', 'both', '["sl","sw","pl","pw"]');
**
** output: 'label' (the default: bayes_predict's value), 'proba' (the JSON
** object of bayes_proba, each probability written with printf('%!.17g'),
** which reads back as the same double), 'both' (json_object('label', ...,
** 'proba', ...)).  columns: where the features are, NULL for the columns
** x1 .. xd (and "terms", a count kind's JSON object of named features), a
** JSON array of d (+1 for the terms) column names, quoted as identifiers,
** or '?' for the parameters ?1 .. ?d (?d+1 for the terms).
**
** The expression is a scalar subquery in levels.  For the numeric kinds
** (not categorical_nb) an outer level reads each feature once per row as
** the extension does (exportNumeric: blank TEXT missing, other TEXT its
** number) into the columns _x1 .. _xd that the kind's SQL reads.  Inside
** it the kind's xSql writes each class's log p(x|y) (kind.h), then
**   a_i = j_i + log prior_i        (the scored prior, score.c's)
**   m   = max a_i                  (a balanced tree of max(a,b))
**   l   = ln(sum exp(a_i - m))     when m is finite (log-sum-exp with the
**                                  max subtracted: no overflow)
**   p_i = exp((a_i - m) - l)       as bayes_log_normalize
** with score.c's rule for impossible rows: m infinite (every class -Inf)
** gives the prior, and the kind's NULL (a row SQL does not score) gives
** NULL.  The label is the first class whose a_i equals m (bayes_predict's
** argmax, the first of equals); 'label' alone leaves l out, so that it
** needs no math function (a SQLite built without them runs it).
**
** A calibrated model (bayes_calibrate) is refused: its calibrator is not
** written (bayes_uncalibrated(model) exports the model's own
** probabilities).  The text is checked against the connection's limits
** (SQLITE_LIMIT_LENGTH and SQLITE_LIMIT_SQL_LENGTH: a connection with
** the default limits runs what it gets) and the column count against
** SQLITE_LIMIT_COLUMN.
*/
#include "bayesInt.h"
#include <string.h>
#include <math.h>

#define EXPORT_FUNC "bayes_sql"
#define EXPORT_LABEL 0
#define EXPORT_PROBA 1
#define EXPORT_BOTH  2

/* A label as a SQL literal of its type */
static void exportLabel(BayesBuf *pB, const BayesLabel *pL){
  switch( pL->eType ){
    case SQLITE_INTEGER: bayes_json_int(pB, pL->i); break;
    case SQLITE_FLOAT:   bayes_sqltext_numx(pB, pL->r); break;
    default:             bayes_sqltext_str(pB, pL->z, pL->n); break;
  }
}

/* The kinds that have an SQL form, for the message of one that has not */
static void exportKindList(BayesBuf *pB){
  int n = 0;
#define BAYES_KIND(ID, NAME) { \
    const BayesKind *pK = bayes_kind_by_id(ID); \
    if( pK && pK->xSql ){ \
      if( n++ ) bayes_buf_str(pB, ", "); \
      bayes_buf_str(pB, pK->zName); \
    } }
#include "kinds.h"
#undef BAYES_KIND
}

/* The columns argument into *pCols (azCol allocated, one block with the
** texts); SQLITE_OK or an error in pErr */
static int exportColumns(const BayesModel *pM, sqlite3_value *pArg,
                         BayesSqlCols *pCols, BayesErr *pErr){
  int d = pM->nFeat, bTerms = 0, nWant, i;
  BayesBuf b;
  i64 *aOff;
  int nGot = 0;
  if( pM->pKind->eInput==BAYES_IN_SPARSE ) bTerms = bayes_terms_nterm(pM)>0;
  nWant = d + bTerms;
  memset(pCols, 0, sizeof(*pCols));
  aOff = sqlite3_malloc64(sizeof(i64)*(u64)(nWant+1));
  if( aOff==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  bayes_buf_init(&b);
  if( pArg==0 || sqlite3_value_type(pArg)==SQLITE_NULL ){
    /* The default: the model's feature names (quoted as identifiers) if
    ** it records them, else x1 .. xd; then "terms" (docs/export.md). */
    for(i=0; i<nWant; i++){
      char z[32];
      aOff[i] = b.n;
      if( i<d && pM->pNames ){
        bayes_sqltext_ident(&b, pM->pNames->az[i], pM->pNames->an[i]);
      }else if( i<d ){
        sqlite3_snprintf(sizeof(z), z, "\"x%d\"", i+1);
        bayes_buf_str(&b, z);
      }else{
        bayes_buf_str(&b, "\"terms\"");
      }
      bayes_buf_char(&b, 0);
    }
    nGot = nWant;
  }else{
    const char *z = (const char*)sqlite3_value_text(pArg);
    int n = sqlite3_value_bytes(pArg);
    BayesJsonIter it;
    BayesJsonVal key, val;
    int rc;
    if( z==0 ){
      sqlite3_free(aOff);
      bayes_err_nomem(pErr);
      return SQLITE_NOMEM;
    }
    if( strcmp(z, "?")==0 ){
      for(i=0; i<nWant; i++){
        char zP[32];
        aOff[i] = b.n;
        sqlite3_snprintf(sizeof(zP), zP, "?%d", i+1);
        bayes_buf_str(&b, zP);
        bayes_buf_char(&b, 0);
      }
      nGot = nWant;
    }else if( bayes_json_iter_start(&it, z, n) || it.bObj ){
      goto bad_columns;
    }else{
      while( (rc = bayes_json_iter_next(&it, &key, &val))==1 ){
        if( val.eType!=BAYES_J_STR || val.n==0 ) goto bad_columns;
        if( nGot<nWant ){
          char *zName = sqlite3_malloc64((u64)val.n+1);
          int nName;
          if( zName==0 ){
            bayes_buf_free(&b); sqlite3_free(aOff);
            bayes_err_nomem(pErr);
            return SQLITE_NOMEM;
          }
          nName = val.bEsc ? bayes_json_unescape(val.z, val.n, zName)
                           : (memcpy(zName, val.z, val.n), val.n);
          if( memchr(zName, 0, (size_t)nName) ){
            sqlite3_free(zName);
            goto bad_columns;        /* a NUL would end the SQL text */
          }
          aOff[nGot] = b.n;
          bayes_sqltext_ident(&b, zName, nName);
          bayes_buf_char(&b, 0);
          sqlite3_free(zName);
        }
        nGot++;
      }
      if( rc<0 ) goto bad_columns;
    }
  }
  if( nGot!=nWant ){
    bayes_buf_free(&b); sqlite3_free(aOff);
    bayes_err(pErr, "argument 3 names %d column%s but the model has %d "
              "feature%s%s", nGot, nGot==1 ? "" : "s", d, d==1 ? "" : "s",
              bTerms ? " and a vocabulary (one more column: the terms' "
                       "JSON object)" : "");
    return SQLITE_ERROR;
  }
  if( b.oom ){
    bayes_buf_free(&b); sqlite3_free(aOff);
    bayes_err_nomem(pErr);
    return SQLITE_NOMEM;
  }
  /* one block: the pointers, then the texts */
  {
    char **az = sqlite3_malloc64(sizeof(char*)*(u64)(nWant+1) + (u64)b.n + 1);
    char *zText;
    if( az==0 ){
      bayes_buf_free(&b); sqlite3_free(aOff);
      bayes_err_nomem(pErr);
      return SQLITE_NOMEM;
    }
    zText = (char*)&az[nWant+1];
    if( b.n ) memcpy(zText, b.a, (size_t)b.n);
    for(i=0; i<nWant; i++) az[i] = zText + aOff[i];
    az[nWant] = 0;
    pCols->nCol = d;
    pCols->azCol = az;
    pCols->zTerms = bTerms ? az[d] : 0;
  }
  bayes_buf_free(&b);
  sqlite3_free(aOff);
  return SQLITE_OK;

bad_columns:
  bayes_buf_free(&b);
  sqlite3_free(aOff);
  bayes_err(pErr, "argument 3 must be NULL (the columns x1, x2, ...), '?' "
            "(the parameters ?1, ?2, ...) or a JSON array of column names");
  return SQLITE_ERROR;
}

/* a_i, written "a<i>" */
static void exportCol(BayesBuf *pB, const char *zPre, int i){
  bayes_buf_str(pB, zPre);
  bayes_json_int(pB, i);
}

/* The label: bayes_predict's */
static void exportLabelCase(const BayesModel *pM, int iPrior, BayesBuf *pB){
  int i;
  bayes_buf_str(pB, "CASE WHEN m IS NULL THEN NULL WHEN m NOT BETWEEN "
                    "-1.7976931348623157e308 AND 1.7976931348623157e308 "
                    "THEN ");
  exportLabel(pB, &pM->apClass[iPrior]->label);
  for(i=0; i<pM->nClass; i++){
    bayes_buf_str(pB, " WHEN ");
    exportCol(pB, "a", i);
    bayes_buf_str(pB, "=m THEN ");
    exportLabel(pB, &pM->apClass[i]->label);
  }
  bayes_buf_str(pB, " END");
}

/* The probabilities: bayes_proba's JSON object, as text; zPrior is its
** value for a row every class finds impossible */
static void exportProbaCase(const BayesModel *pM, const BayesBuf *pPrior,
                            BayesBuf *pB){
  BayesSqlSum cat;
  int i;
  bayes_buf_str(pB, "CASE WHEN m IS NULL THEN NULL WHEN l IS NULL THEN ");
  if( pPrior->oom || pPrior->a==0 ) pB->oom = 1;   /* no text to quote */
  else bayes_sqltext_str(pB, (const char*)pPrior->a, (int)pPrior->n);
  bayes_buf_str(pB, " ELSE ");
  bayes_sqltext_sum_init(&cat);
  for(i=0; i<pM->nClass; i++){
    BayesBuf key, *p;
    bayes_buf_init(&key);
    bayes_buf_char(&key, i ? ',' : '{');
    bayes_json_label_key(&key, &pM->apClass[i]->label);
    bayes_buf_char(&key, ':');
    p = bayes_sqltext_sum_term(&cat);
    if( key.oom ) p->oom = 1;
    else bayes_sqltext_str(p, (const char*)key.a, (int)key.n);
    bayes_buf_free(&key);
    p = bayes_sqltext_sum_term(&cat);
    bayes_buf_str(p, "printf('%!.17g',exp((");
    exportCol(p, "a", i);
    bayes_buf_str(p, "-m)-l))");
  }
  bayes_buf_str(bayes_sqltext_sum_term(&cat), "'}'");
  bayes_sqltext_sum_end(&cat, "||", "''", pB);
  bayes_buf_str(pB, " END");
}

/* The features of a numeric kind read once per row, as the extension
** reads them: TEXT that is empty or white space is missing (what .import
** leaves for an empty cell), other TEXT its number ('5.1'), so that
** comparisons (x > 0, x IS NULL) see numbers.  Writes into pWrap the
** subquery "FROM (SELECT <x1 read> AS _x1, ...)" that the expression is
** evaluated over, and into *pInner the columns _x1 .. _xd (the terms'
** column as it was).  SQLITE_OK or SQLITE_NOMEM. */
static int exportNumeric(const BayesSqlCols *pCols, BayesSqlCols *pInner,
                         BayesBuf *pWrap){
  int d = pCols->nCol, j;
  char **az;
  char *z;
  az = sqlite3_malloc64(sizeof(char*)*(u64)(d+1) + 16*(u64)(d+1));
  if( az==0 ) return SQLITE_NOMEM;
  z = (char*)&az[d+1];
  bayes_buf_str(pWrap, " FROM (SELECT ");
  for(j=0; j<d; j++){
    const char *zX = pCols->azCol[j];
    az[j] = z + 16*(size_t)j;
    sqlite3_snprintf(16, az[j], "_x%d", j+1);
    if( j ) bayes_buf_char(pWrap, ',');
    bayes_buf_str(pWrap, "CASE WHEN typeof(");
    bayes_buf_str(pWrap, zX);
    bayes_buf_str(pWrap, ")<>'text' THEN ");
    bayes_buf_str(pWrap, zX);
    bayes_buf_str(pWrap, " WHEN trim(");
    bayes_buf_str(pWrap, zX);
    bayes_buf_str(pWrap, ",char(32,9,10,13))='' THEN NULL ELSE ");
    bayes_buf_str(pWrap, zX);
    bayes_buf_str(pWrap, "+0.0 END AS ");
    bayes_buf_str(pWrap, az[j]);
  }
  bayes_buf_char(pWrap, ')');
  az[d] = 0;
  pInner->nCol = d;
  pInner->azCol = az;
  pInner->zTerms = pCols->zTerms;
  return pWrap->oom ? SQLITE_NOMEM : SQLITE_OK;
}

/* The whole expression of pM into pB */
static int exportBuild(const BayesModel *pM, int eOut,
                       const BayesSqlCols *pCols, BayesBuf *pB,
                       BayesErr *pErr){
  int K = pM->nClass, i, iPrior = 0, rc;
  BayesSqlSum mx, se;
  BayesBuf prior;
  double *aPrior;

  /* a row every class finds impossible: the prior, as
  ** bayes_log_normalize gives it */
  aPrior = sqlite3_malloc64(sizeof(double)*(u64)(K+1));
  if( aPrior==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  for(i=0; i<K; i++) aPrior[i] = -INFINITY;
  bayes_log_normalize(aPrior, pM->aLogPrior, K);
  for(i=1; i<K; i++) if( aPrior[i]>aPrior[iPrior] ) iPrior = i;
  bayes_buf_init(&prior);
  bayes_buf_char(&prior, '{');
  for(i=0; i<K; i++){
    if( i ) bayes_buf_char(&prior, ',');
    bayes_json_label_key(&prior, &pM->apClass[i]->label);
    bayes_buf_char(&prior, ':');
    bayes_json_num(&prior, exp(aPrior[i]));
  }
  bayes_buf_char(&prior, '}');
  sqlite3_free(aPrior);

  bayes_buf_str(pB, "(SELECT ");
  switch( eOut ){
    case EXPORT_LABEL: exportLabelCase(pM, iPrior, pB); break;
    case EXPORT_PROBA: exportProbaCase(pM, &prior, pB); break;
    default:
      bayes_buf_str(pB, "CASE WHEN m IS NULL THEN NULL ELSE "
                        "json_object('label',");
      exportLabelCase(pM, iPrior, pB);
      bayes_buf_str(pB, ",'proba',json(");
      exportProbaCase(pM, &prior, pB);
      bayes_buf_str(pB, ")) END");
      break;
  }
  bayes_buf_free(&prior);

  /* l: log-sum-exp, the max subtracted (the label needs none: no exp()
  ** or ln(), so it runs where SQLite has no math functions) */
  if( eOut!=EXPORT_LABEL ){
    bayes_buf_str(pB, " FROM (SELECT *,CASE WHEN m BETWEEN "
                      "-1.7976931348623157e308 AND 1.7976931348623157e308 "
                      "THEN ln(");
    bayes_sqltext_sum_init(&se);
    for(i=0; i<K; i++){
      BayesBuf *p = bayes_sqltext_sum_term(&se);
      bayes_buf_str(p, "exp(");
      exportCol(p, "a", i);
      bayes_buf_str(p, "-m)");
    }
    bayes_sqltext_sum_end(&se, "+", "0.0", pB);
    bayes_buf_str(pB, ") END AS l");
  }
  bayes_buf_str(pB, " FROM (SELECT *,");
  /* m: the largest joint log likelihood */
  bayes_sqltext_sum_init(&mx);
  for(i=0; i<K; i++) exportCol(bayes_sqltext_sum_term(&mx), "a", i);
  bayes_sqltext_sum_end(&mx, "max", "NULL", pB);
  bayes_buf_str(pB, " AS m FROM (SELECT ");
  /* a_i: the kind's log p(x|y) plus the scored log prior */
  for(i=0; i<K; i++){
    double p = pM->aScorePrior[i];
    if( i ) bayes_buf_char(pB, ',');
    exportCol(pB, "j", i);
    if( p!=0.0 ){
      bayes_buf_char(pB, '+');
      bayes_sqltext_numx(pB, p);
    }
    bayes_buf_str(pB, " AS ");
    exportCol(pB, "a", i);
  }
  bayes_buf_str(pB, " FROM (");
  rc = pM->pKind->xSql(pM, pCols, pB, pErr);
  if( rc==SQLITE_OK && pB->oom ) rc = SQLITE_NOMEM;
  if( rc ){
    /* a kind's writers report running out of memory by rc alone */
    if( pErr->rc==SQLITE_OK || rc==SQLITE_NOMEM ) bayes_err_nomem(pErr);
    return rc;
  }
  bayes_buf_str(pB, eOut!=EXPORT_LABEL ? ")))))" : "))))");
  if( pB->oom ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  return SQLITE_OK;
}

void bayes_sql_func(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  BayesConn *pConn = (BayesConn*)sqlite3_user_data(ctx);
  sqlite3 *db = sqlite3_context_db_handle(ctx);
  BayesModel *pM;
  BayesSqlCols cols, inner;
  BayesErr err;
  BayesBuf b, wrap;
  int eOut = EXPORT_LABEL, nColMax;
  i64 nMax;
  err.rc = SQLITE_OK;
  if( argc<1 || argc>3 ){
    bayes_result_errf(ctx, EXPORT_FUNC, "expected bayes_sql(model [, output "
                      "[, columns]])");
    return;
  }
  pM = bayes_cache_resolve(ctx, pConn, 0, argv[0], EXPORT_FUNC);
  if( pM==0 ) return;
  if( argc>=2 && sqlite3_value_type(argv[1])!=SQLITE_NULL ){
    const char *z = (const char*)sqlite3_value_text(argv[1]);
    if( z==0 ){ sqlite3_result_error_nomem(ctx); return; }
    if( sqlite3_stricmp(z, "label")==0 ) eOut = EXPORT_LABEL;
    else if( sqlite3_stricmp(z, "proba")==0 ) eOut = EXPORT_PROBA;
    else if( sqlite3_stricmp(z, "both")==0 ) eOut = EXPORT_BOTH;
    else{
      bayes_result_errf(ctx, EXPORT_FUNC, "argument 2 (%.40s) must be "
                        "'label', 'proba' or 'both'", z);
      return;
    }
  }
  if( pM->pKind->xSql==0 ){
    BayesBuf k;
    bayes_buf_init(&k);
    exportKindList(&k);
    bayes_buf_char(&k, 0);
    if( k.oom ){ bayes_buf_free(&k); sqlite3_result_error_nomem(ctx); return; }
    bayes_result_errf(ctx, EXPORT_FUNC, "%s models have no SQL form; it "
                      "exists for %s", pM->pKind->zName, (const char*)k.a);
    bayes_buf_free(&k);
    return;
  }
  if( pM->pCalib && pM->pCalib->eMethod!=BAYES_CALIB_NONE ){
    bayes_result_errf(ctx, EXPORT_FUNC, "the model is calibrated "
                      "(bayes_calibrate) and its calibrator has no SQL form; "
                      "bayes_sql(bayes_uncalibrated(model)) exports the "
                      "model's own probabilities");
    return;
  }
  /* the widest row of the expression: a_0 .. a_K-1, m, l (bernoulli_nb's
  ** terms: 2K values and the term) */
  nColMax = sqlite3_limit(db, SQLITE_LIMIT_COLUMN, -1);
  if( 2*(i64)pM->nClass+2 > nColMax ){
    bayes_result_errf(ctx, EXPORT_FUNC, "the model has %d classes; its SQL "
                      "needs %lld columns, beyond SQLite's limit of %d "
                      "(SQLITE_LIMIT_COLUMN)", pM->nClass,
                      2*(i64)pM->nClass+2, nColMax);
    return;
  }
  if( exportColumns(pM, argc>=3 ? argv[2] : 0, &cols, &err) ){
    bayes_result_err(ctx, EXPORT_FUNC, &err);
    return;
  }
  bayes_buf_init(&b);
  bayes_buf_init(&wrap);
  memset(&inner, 0, sizeof(inner));
  if( pM->pKind->eInput!=BAYES_IN_CAT && cols.nCol>0
   && cols.nCol+2<=nColMax ){
    /* numbers read once per row, as the extension reads them (above a
    ** column limit's worth of features, the columns as they are) */
    if( exportNumeric(&cols, &inner, &wrap) ){
      err.rc = SQLITE_NOMEM;
    }else{
      bayes_buf_str(&b, "(SELECT ");
    }
  }
  if( err.rc || exportBuild(pM, eOut, inner.azCol ? &inner : &cols, &b,
                            &err) ){
    sqlite3_free(cols.azCol);
    sqlite3_free(inner.azCol);
    bayes_buf_free(&b);
    bayes_buf_free(&wrap);
    if( err.rc==SQLITE_NOMEM ) sqlite3_result_error_nomem(ctx);
    else bayes_result_err(ctx, EXPORT_FUNC, &err);
    return;
  }
  if( inner.azCol ){
    bayes_buf_append(&b, wrap.a, wrap.n);
    bayes_buf_char(&b, ')');
  }
  sqlite3_free(cols.azCol);
  sqlite3_free(inner.azCol);
  bayes_buf_free(&wrap);
  if( b.oom ){
    bayes_buf_free(&b);
    sqlite3_result_error_nomem(ctx);
    return;
  }
  nMax = sqlite3_limit(db, SQLITE_LIMIT_LENGTH, -1);
  if( sqlite3_limit(db, SQLITE_LIMIT_SQL_LENGTH, -1) < nMax ){
    nMax = sqlite3_limit(db, SQLITE_LIMIT_SQL_LENGTH, -1);
  }
  if( b.n > nMax ){
    bayes_result_errf(ctx, EXPORT_FUNC, "the expression is %lld bytes, beyond "
                      "this connection's limit of %lld (SQLITE_LIMIT_LENGTH, "
                      "SQLITE_LIMIT_SQL_LENGTH): the model is too large for "
                      "plain SQL", b.n, nMax);
    bayes_buf_free(&b);
    return;
  }
  sqlite3_result_text64(ctx, (const char*)b.a, (sqlite3_uint64)b.n,
                        sqlite3_free, SQLITE_UTF8);
}
