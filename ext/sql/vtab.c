/*
** sql/vtab.c — the machinery shared by the table-valued functions
** (eponymous-only virtual tables, in the manner of SQLite's json_each and
** generate_series):
**
**   bayes_classes(model)                  vtab_classes.c
**   bayes_samples(model, label, n, seed)  vtab_samples.c
**   bayes_describe(spec, query)           vtab_describe.c (argument 1 a
**                                         spec: no model is resolved)
**
** A table-valued function is described by a BayesTvf: its schema (the
** visible columns, then one HIDDEN column per argument), how many arguments
** it requires, and three callbacks — xStart (the arguments are known: set
** up the first row), xNext and xColumn.  This file turns that into a
** sqlite3_module: xBestIndex hands the equality constraints on the hidden
** columns to xFilter as arguments (an argument that is not available yet,
** e.g. a column of a table joined later, makes that plan unusable), xFilter
** copies them (the hidden columns return them) and resolves argument 1, the
** model, through the connection's model cache (cache.c), keeping a
** reference for as long as the cursor uses it.
**
** Errors start with the function's name, as everywhere: the callbacks
** leave it out and tvfError puts it in front.  These tables read
** bayes_models when given a model name, so they are not innocuous (as the
** scoring functions).
*/
#include "bayesInt.h"
#include <string.h>

#ifndef SQLITE_VTAB_DIRECTONLY
# define SQLITE_VTAB_DIRECTONLY 3      /* sqlite3.h of 3.31.0 and later */
#endif

typedef struct TvfAux {        /* the module's client data */
  BayesConn *pConn;
  const BayesTvf *pTvf;
} TvfAux;

typedef struct TvfTab {
  sqlite3_vtab base;
  TvfAux *pAux;
} TvfTab;

static void tvfAuxFree(void *p){
  TvfAux *pAux = (TvfAux*)p;
  if( pAux ){
    bayes_conn_release(pAux->pConn);
    sqlite3_free(pAux);
  }
}

static int tvfConnect(sqlite3 *db, void *pAux, int argc,
                      const char *const *argv, sqlite3_vtab **ppVtab,
                      char **pzErr){
  TvfTab *pTab;
  int rc;
  (void)argc; (void)argv; (void)pzErr;
  rc = sqlite3_declare_vtab(db, ((TvfAux*)pAux)->pTvf->zSchema);
  if( rc ) return rc;
  /* A table that prepares SQL text from its arguments (bayes_scores) must
  ** not be usable from a view or trigger of a database file: that text
  ** would run as top-level SQL, out of reach of SQLite's DIRECTONLY and
  ** trusted_schema checks.  The others are left at SQLite's default risk
  ** (neither innocuous nor direct-only): they may read a table by name,
  ** so trusted_schema=OFF keeps them out of an untrusted schema. */
  if( ((TvfAux*)pAux)->pTvf->mFlags & BAYES_TVF_DIRECTONLY ){
    rc = sqlite3_vtab_config(db, SQLITE_VTAB_DIRECTONLY);
    if( rc ) return rc;
  }
  pTab = sqlite3_malloc64(sizeof(*pTab));
  if( pTab==0 ) return SQLITE_NOMEM;
  memset(pTab, 0, sizeof(*pTab));
  pTab->pAux = (TvfAux*)pAux;
  *ppVtab = &pTab->base;
  return SQLITE_OK;
}

static int tvfDisconnect(sqlite3_vtab *pVtab){
  sqlite3_free(pVtab);
  return SQLITE_OK;
}

/* idxNum: bit i set if argument i (hidden column nCol+i) has an equality
** constraint; the constraints are passed to xFilter in argument order. */
static int tvfBestIndex(sqlite3_vtab *pVtab, sqlite3_index_info *pInfo){
  const BayesTvf *pTvf = ((TvfTab*)pVtab)->pAux->pTvf;
  int aIdx[BAYES_TVF_MAX_ARG];
  int i, idxNum = 0, unusable = 0, nArg = 0;
  for(i=0; i<pTvf->nArg; i++) aIdx[i] = -1;
  for(i=0; i<pInfo->nConstraint; i++){
    const struct sqlite3_index_constraint *pC = &pInfo->aConstraint[i];
    int iArg = pC->iColumn - pTvf->nCol;
    if( iArg<0 || iArg>=pTvf->nArg ) continue;
    if( pC->op!=SQLITE_INDEX_CONSTRAINT_EQ ) continue;
    if( !pC->usable ){ unusable |= 1<<iArg; continue; }
    if( aIdx[iArg]<0 ){ aIdx[iArg] = i; idxNum |= 1<<iArg; }
  }
  if( unusable & ~idxNum ) return SQLITE_CONSTRAINT;
  for(i=0; i<pTvf->nArg; i++){
    if( aIdx[i]>=0 ){
      pInfo->aConstraintUsage[aIdx[i]].argvIndex = ++nArg;
      pInfo->aConstraintUsage[aIdx[i]].omit = 1;
    }
  }
  /* The required arguments are the leading ones */
  if( (idxNum & ((1<<pTvf->nArgMin)-1)) != (1<<pTvf->nArgMin)-1 ){
    sqlite3_free(pVtab->zErrMsg);
    pVtab->zErrMsg = sqlite3_mprintf("%s: expected %s", pTvf->zName,
                                     pTvf->zUsage);
    return SQLITE_ERROR;
  }
  pInfo->idxNum = idxNum;
  pInfo->estimatedCost = 1000.0;
  pInfo->estimatedRows = 1000;
  return SQLITE_OK;
}

static int tvfOpen(sqlite3_vtab *pVtab, sqlite3_vtab_cursor **ppCur){
  BayesTvfCursor *pCur = sqlite3_malloc64(sizeof(*pCur));
  if( pCur==0 ) return SQLITE_NOMEM;
  memset(pCur, 0, sizeof(*pCur));
  pCur->pTvf = ((TvfTab*)pVtab)->pAux->pTvf;
  pCur->pConn = ((TvfTab*)pVtab)->pAux->pConn;
  *ppCur = &pCur->base;
  return SQLITE_OK;
}

/* Drop what one scan held: state, argument copies, the model reference */
static void tvfReset(BayesTvfCursor *pCur){
  int i;
  if( pCur->pTvf->xReset ) pCur->pTvf->xReset(pCur);
  sqlite3_free(pCur->pState);
  pCur->pState = 0;
  for(i=0; i<BAYES_TVF_MAX_ARG; i++){
    sqlite3_value_free(pCur->apArg[i]);
    pCur->apArg[i] = 0;
  }
  if( pCur->pM ){ bayes_model_unref(pCur->pM); pCur->pM = 0; }
  pCur->iRow = 0;
  pCur->bEof = 1;
}

static int tvfClose(sqlite3_vtab_cursor *cur){
  tvfReset((BayesTvfCursor*)cur);
  sqlite3_free(cur);
  return SQLITE_OK;
}

/* Report *pErr as the error of the scan, the function name in front */
static int tvfError(BayesTvfCursor *pCur, const BayesErr *pErr){
  sqlite3_vtab *pVtab = pCur->base.pVtab;
  if( pErr->rc==SQLITE_NOMEM ) return SQLITE_NOMEM;
  sqlite3_free(pVtab->zErrMsg);
  pVtab->zErrMsg = sqlite3_mprintf("%s: %s", pCur->pTvf->zName, pErr->zMsg);
  return pVtab->zErrMsg ? SQLITE_ERROR : SQLITE_NOMEM;
}

static int tvfFilter(sqlite3_vtab_cursor *cur, int idxNum, const char *idxStr,
                     int argc, sqlite3_value **argv){
  BayesTvfCursor *pCur = (BayesTvfCursor*)cur;
  const BayesTvf *pTvf = pCur->pTvf;
  BayesErr err;
  int i, j = 0;
  (void)idxStr; (void)argc;
  err.rc = SQLITE_OK;
  tvfReset(pCur);
  for(i=0; i<pTvf->nArg; i++){
    if( idxNum & (1<<i) ){
      pCur->apArg[i] = sqlite3_value_dup(argv[j++]);
      if( pCur->apArg[i]==0 ) return SQLITE_NOMEM;
    }
  }
  if( (pTvf->mFlags & BAYES_TVF_SPEC)==0 ){
    pCur->pM = bayes_cache_model(pCur->pConn, 1, pCur->apArg[0], &err);
    if( pCur->pM==0 ) return tvfError(pCur, &err);
  }
  pCur->bEof = 0;
  if( pTvf->xStart(pCur, &err) ){
    pCur->bEof = 1;
    return tvfError(pCur, &err);
  }
  return SQLITE_OK;
}

static int tvfNext(sqlite3_vtab_cursor *cur){
  BayesTvfCursor *pCur = (BayesTvfCursor*)cur;
  BayesErr err;
  err.rc = SQLITE_OK;
  pCur->iRow++;
  if( pCur->pTvf->xNext(pCur, &err) ){
    pCur->bEof = 1;
    return tvfError(pCur, &err);
  }
  return SQLITE_OK;
}

static int tvfEof(sqlite3_vtab_cursor *cur){
  return ((BayesTvfCursor*)cur)->bEof;
}

static int tvfColumn(sqlite3_vtab_cursor *cur, sqlite3_context *ctx, int i){
  BayesTvfCursor *pCur = (BayesTvfCursor*)cur;
  const BayesTvf *pTvf = pCur->pTvf;
  if( i>=pTvf->nCol ){            /* a hidden column: its argument */
    if( pCur->apArg[i-pTvf->nCol] ){
      sqlite3_result_value(ctx, pCur->apArg[i-pTvf->nCol]);
    }
    return SQLITE_OK;
  }
  return pTvf->xColumn(pCur, ctx, i);
}

static int tvfRowid(sqlite3_vtab_cursor *cur, sqlite3_int64 *pRowid){
  *pRowid = ((BayesTvfCursor*)cur)->iRow + 1;
  return SQLITE_OK;
}

static const sqlite3_module tvfModule = {
  /* iVersion    */ 0,
  /* xCreate     */ 0,              /* eponymous only */
  /* xConnect    */ tvfConnect,
  /* xBestIndex  */ tvfBestIndex,
  /* xDisconnect */ tvfDisconnect,
  /* xDestroy    */ 0,
  /* xOpen       */ tvfOpen,
  /* xClose      */ tvfClose,
  /* xFilter     */ tvfFilter,
  /* xNext       */ tvfNext,
  /* xEof        */ tvfEof,
  /* xColumn     */ tvfColumn,
  /* xRowid      */ tvfRowid,
  /* xUpdate     */ 0,
  /* xBegin      */ 0,
  /* xSync       */ 0,
  /* xCommit     */ 0,
  /* xRollback   */ 0,
  /* xFindMethod */ 0,
  /* xRename     */ 0,
  /* xSavepoint  */ 0,
  /* xRelease    */ 0,
  /* xRollbackTo */ 0,
  /* xShadowName */ 0,
#if SQLITE_VERSION_NUMBER>=3044000
  /* xIntegrity  */ 0       /* (in sqlite3.h from 3.44.0 on) */
#endif
};

int bayes_vtab_register(sqlite3 *db, BayesConn *pConn, const BayesTvf *pTvf){
  TvfAux *pAux = sqlite3_malloc64(sizeof(*pAux));
  if( pAux==0 ) return SQLITE_NOMEM;
  pAux->pConn = pConn;
  pAux->pTvf = pTvf;
  pConn->nRef++;
  /* on failure SQLite calls tvfAuxFree, which releases the reference */
  return sqlite3_create_module_v2(db, pTvf->zName, &tvfModule, pAux,
                                  tvfAuxFree);
}

/* The label of class iClass as a result */
void bayes_vtab_result_label(sqlite3_context *ctx, const BayesLabel *pL){
  switch( pL->eType ){
    case SQLITE_INTEGER: sqlite3_result_int64(ctx, pL->i); break;
    case SQLITE_FLOAT: sqlite3_result_double(ctx, pL->r); break;
    default: sqlite3_result_text(ctx, pL->z, pL->n, SQLITE_TRANSIENT); break;
  }
}

/* A count or weight: INTEGER when it is a whole number, else REAL */
void bayes_vtab_result_count(sqlite3_context *ctx, double v){
  if( v>-9.2e18 && v<9.2e18 && v==(double)(i64)v ){
    sqlite3_result_int64(ctx, (i64)v);
  }else{
    sqlite3_result_double(ctx, v);
  }
}
