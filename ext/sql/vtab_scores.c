/*
** sql/vtab_scores.c — bayes_scores(model, query), a table-valued function
** that scores every row of a query, a block of rows at a time:
**
**   key        the query's first column, as it came
**   label      the prediction: bayes_predict(model, feature, ...)
**   proba      bayes_proba(model, feature, ...): JSON {"label": p, ...}
**   log_proba  bayes_log_proba(model, feature, ...)
**   model, query   HIDDEN: the arguments
**
**   SELECT key, label FROM bayes_scores('iris',
**     'SELECT id, sepal_length, sepal_width, petal_length, petal_width
**      FROM flowers');
**
** The query's columns after the first are the features, decoded exactly
** as the scalar functions decode their arguments (numbers, NULL for a
** missing value, JSON arrays and objects, float32 BLOBs, categories): a
** query column N is reported as argument N, the place it takes in
** bayes_predict(model, feature, ...).  Rows come out in the query's order;
** the query runs on the same connection, once per scan, and must only
** read (a SELECT, or a VALUES).
**
** Rows are read a block at a time (up to SCORES_BLOCK) and scored with
** score.c's steps of the score-a-row sequence (bayes_score_decode, _joint,
** _finish): a kind with a block routine (BayesKind.xScoreBlock: qda, lda,
** gaussian_nb) scores the block's complete rows at once, with
** matrix-matrix products, and a row it does not take (a missing or
** infinite feature) or a kind without one goes through xScore, as in the
** scalar functions.  The answers equal the scalar functions' to 1e-12.
** proba and log_proba are computed only for the rows whose column is
** read.
*/
#include "bayesInt.h"
#include <string.h>
#include <math.h>

#define SCORES_FUNC "bayes_scores"
#define SCORES_BLOCK 256            /* rows per block, at most */
#define SCORES_BLOCK_DOUBLES (1<<21) /* a block's buffers: 16 MB at most */

typedef struct ScoresState {
  sqlite3_stmt *pStmt;       /* the query */
  int nCol;                  /* its columns: the key, then the features */
  int bDone;                 /* the query has returned its last row */
  i64 nRead;                 /* rows read so far (for messages) */
  int nBlockMax;             /* rows per block */
  int nBuf, iBuf;            /* rows in the block, the current one */
  sqlite3_value **apKey;     /* nBlockMax: copies of the keys */
  sqlite3_value **apArg;     /* nCol: the features of one row */
  double *aLL;               /* nBlockMax x nClass: joint log likelihoods */
  double *aX;                /* nBlockMax x nFeat: rows for xScoreBlock */
  double *aBlkLL;            /* nBlockMax x nClass: what xScoreBlock gives */
  int *aBlkRow;              /* block row -> buffer row */
  double *aPost;             /* nClass: log posteriors of row iPost */
  int iPost;                 /* -1: none yet */
  BayesRow row;              /* decoding scratch */
} ScoresState;

/* The current block's keys go */
static void scoresFreeKeys(ScoresState *p){
  int i;
  for(i=0; i<p->nBuf; i++){
    sqlite3_value_free(p->apKey[i]);
    p->apKey[i] = 0;
  }
  p->nBuf = p->iBuf = 0;
  p->iPost = -1;
}

static void scoresReset(BayesTvfCursor *pCur){
  ScoresState *p = (ScoresState*)pCur->pState;
  if( p==0 ) return;
  scoresFreeKeys(p);
  sqlite3_finalize(p->pStmt);
  sqlite3_free(p->apKey);
  sqlite3_free(p->apArg);
  sqlite3_free(p->aLL);
  sqlite3_free(p->aX);
  sqlite3_free(p->aBlkLL);
  sqlite3_free(p->aBlkRow);
  sqlite3_free(p->aPost);
  bayes_row_free(&p->row);
}

/* An error of row p->nRead of the query: "row N of the query: ..." */
static int scoresRowErr(ScoresState *p, BayesErr *pErr){
  char zMsg[BAYES_MAX_ERRMSG];
  if( pErr->rc==SQLITE_NOMEM ) return SQLITE_NOMEM;
  memcpy(zMsg, pErr->zMsg, sizeof(zMsg));
  bayes_err(pErr, "row %lld of the query: %s", p->nRead, zMsg);
  return SQLITE_ERROR;
}

/* 1 if the decoded row may go to the kind's block routine */
static int scoresBlockable(const BayesModel *pM, const BayesRow *pRow){
  int j;
  if( pM->pKind->xScoreBlock==0 || pRow->nMissing>0 ) return 0;
  for(j=0; j<pRow->nX; j++) if( !isfinite(pRow->aX[j]) ) return 0;
  return 1;
}

/* Read and score the next block of rows; bEof when there is none. */
static int scoresFill(BayesTvfCursor *pCur, BayesErr *pErr){
  ScoresState *p = (ScoresState*)pCur->pState;
  const BayesModel *pM = pCur->pM;
  int K = pM->nClass, d = pM->nFeat, nBlk = 0, rc, i, b;
  const char *zMsg;
  scoresFreeKeys(p);
  while( p->nBuf<p->nBlockMax && !p->bDone ){
    double *aLL = p->aLL + (size_t)p->nBuf*K;
    /* the query may read a view that calls bayes_scores again: counted,
    ** so that a view reading itself stops with an error, not a crash */
    if( bayes_conn_nest_enter(pCur->pConn, pErr) ){
      p->bDone = 1;
      return SQLITE_ERROR;
    }
    rc = sqlite3_step(p->pStmt);
    bayes_conn_nest_leave(pCur->pConn);
    if( rc==SQLITE_DONE ){ p->bDone = 1; break; }
    if( rc!=SQLITE_ROW ){
      p->bDone = 1;
      if( rc==SQLITE_NOMEM ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
      zMsg = sqlite3_errmsg(sqlite3_db_handle(p->pStmt));
      if( bayes_conn_nest_error(zMsg) ){
        bayes_err(pErr, "%s", bayes_conn_nest_error(zMsg));
      }else{
        bayes_err(pErr, "the query failed: %s", zMsg);
      }
      return SQLITE_ERROR;
    }
    p->nRead++;
    p->apKey[p->nBuf] = sqlite3_value_dup(sqlite3_column_value(p->pStmt, 0));
    if( p->apKey[p->nBuf]==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
    p->nBuf++;
    for(i=1; i<p->nCol; i++) p->apArg[i-1] = sqlite3_column_value(p->pStmt, i);
    rc = bayes_score_decode(pM, &p->row, p->apArg, p->nCol-1, 2, pErr);
    if( rc ) return scoresRowErr(p, pErr);
    if( scoresBlockable(pM, &p->row) ){
      memcpy(p->aX + (size_t)nBlk*d, p->row.aX, sizeof(double)*(size_t)d);
      p->aBlkRow[nBlk++] = p->nBuf-1;
    }else{
      rc = bayes_score_joint(pM, &p->row, BAYES_SCORE_RELATIVE, aLL, pErr);
      if( rc ) return scoresRowErr(p, pErr);
    }
  }
  if( nBlk>0 ){
    rc = pM->pKind->xScoreBlock(pM, p->aX, nBlk, p->aBlkLL, pErr);
    if( rc ) return rc;
    for(b=0; b<nBlk; b++){
      double *aLL = p->aLL + (size_t)p->aBlkRow[b]*K;
      memcpy(aLL, p->aBlkLL + (size_t)b*K, sizeof(double)*(size_t)K);
      bayes_score_prior(pM, aLL);
    }
  }
  if( p->nBuf==0 ) pCur->bEof = 1;
  return SQLITE_OK;
}

/* Argument 2 prepared: one read-only statement of at least 2 columns */
static int scoresPrepare(BayesTvfCursor *pCur, ScoresState *p,
                         BayesErr *pErr){
  sqlite3 *db = pCur->pConn->db;
  sqlite3_value *pQ = pCur->apArg[1];
  const char *zSql, *zTail = 0;
  sqlite3_stmt *pNext = 0;
  int rc;
  if( pQ==0 || sqlite3_value_type(pQ)!=SQLITE_TEXT ){
    bayes_err(pErr, "argument 2 (the query) must be the text of a SELECT "
              "whose first column is the key and the rest the features");
    return SQLITE_ERROR;
  }
  zSql = (const char*)sqlite3_value_text(pQ);
  if( zSql==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  rc = sqlite3_prepare_v2(db, zSql, -1, &p->pStmt, &zTail);
  if( rc==SQLITE_NOMEM ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  if( rc ){
    bayes_err(pErr, "argument 2 (the query): %s", sqlite3_errmsg(db));
    return SQLITE_ERROR;
  }
  if( p->pStmt==0 ){
    bayes_err(pErr, "argument 2 (the query) holds no statement");
    return SQLITE_ERROR;
  }
  if( zTail && zTail[0] ){
    rc = sqlite3_prepare_v2(db, zTail, -1, &pNext, 0);
    sqlite3_finalize(pNext);
    if( rc==SQLITE_NOMEM ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
    if( rc || pNext ){
      bayes_err(pErr, "argument 2 (the query) must be one statement");
      return SQLITE_ERROR;
    }
  }
  if( !sqlite3_stmt_readonly(p->pStmt) ){
    bayes_err(pErr, "argument 2 (the query) must only read (a SELECT)");
    return SQLITE_ERROR;
  }
  p->nCol = sqlite3_column_count(p->pStmt);
  if( p->nCol<2 ){
    bayes_err(pErr, "the query returns %d column%s; it must return the "
              "key, then the features", p->nCol, p->nCol==1 ? "" : "s");
    return SQLITE_ERROR;
  }
  return SQLITE_OK;
}

static int scoresStart(BayesTvfCursor *pCur, BayesErr *pErr){
  const BayesModel *pM = pCur->pM;
  i64 K = pM->nClass>0 ? pM->nClass : 1, d = pM->nFeat>0 ? pM->nFeat : 1;
  i64 nb = SCORES_BLOCK;
  ScoresState *p = sqlite3_malloc64(sizeof(*p));
  int rc;
  if( p==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  memset(p, 0, sizeof(*p));
  p->iPost = -1;
  pCur->pState = p;
  rc = scoresPrepare(pCur, p, pErr);
  if( rc ) return rc;
  if( nb*K>SCORES_BLOCK_DOUBLES ) nb = SCORES_BLOCK_DOUBLES/K;
  if( pM->pKind->xScoreBlock && nb*d>SCORES_BLOCK_DOUBLES ){
    nb = SCORES_BLOCK_DOUBLES/d;
  }
  if( nb<1 ) nb = 1;
  p->nBlockMax = (int)nb;
  p->apKey = sqlite3_malloc64(sizeof(sqlite3_value*)*(u64)nb);
  p->apArg = sqlite3_malloc64(sizeof(sqlite3_value*)*(u64)p->nCol);
  p->aLL = sqlite3_malloc64(sizeof(double)*(u64)(nb*K));
  p->aPost = sqlite3_malloc64(sizeof(double)*(u64)K);
  if( pM->pKind->xScoreBlock ){
    p->aX = sqlite3_malloc64(sizeof(double)*(u64)(nb*d));
    p->aBlkLL = sqlite3_malloc64(sizeof(double)*(u64)(nb*K));
    p->aBlkRow = sqlite3_malloc64(sizeof(int)*(u64)nb);
  }
  if( p->apKey==0 || p->apArg==0 || p->aLL==0 || p->aPost==0
   || (pM->pKind->xScoreBlock && (p->aX==0 || p->aBlkLL==0
                                  || p->aBlkRow==0)) ){
    bayes_err_nomem(pErr);
    return SQLITE_NOMEM;
  }
  return scoresFill(pCur, pErr);
}

static int scoresNext(BayesTvfCursor *pCur, BayesErr *pErr){
  ScoresState *p = (ScoresState*)pCur->pState;
  if( ++p->iBuf < p->nBuf ) return SQLITE_OK;
  return scoresFill(pCur, pErr);
}

static int scoresColumn(BayesTvfCursor *pCur, sqlite3_context *ctx, int i){
  ScoresState *p = (ScoresState*)pCur->pState;
  const BayesModel *pM = pCur->pM;
  const double *aLL = p->aLL + (size_t)p->iBuf*pM->nClass;
  if( i==0 ){
    sqlite3_result_value(ctx, p->apKey[p->iBuf]);
  }else if( i==1 ){
    /* bayes_predict's own steps on a copy (it may keep the joint log
    ** likelihoods, whose argmax it is) */
    double *a = p->aPost;
    memcpy(a, aLL, sizeof(double)*(size_t)pM->nClass);
    bayes_score_finish(pM, a, 1, 0, 0);
    p->iPost = -1;
    bayes_vtab_result_label(ctx, &pM->apClass[bayes_score_argmax(pM, a)]->label);
  }else{
    BayesBuf b;
    if( p->iPost!=p->iBuf ){
      double ev;
      memcpy(p->aPost, aLL, sizeof(double)*(size_t)pM->nClass);
      bayes_score_finish(pM, p->aPost, 0, 0, &ev);
      p->iPost = p->iBuf;
    }
    bayes_buf_init(&b);
    bayes_score_proba_json(&b, pM, p->aPost, i==3);
    bayes_result_json(ctx, &b);
  }
  return SQLITE_OK;
}

const BayesTvf bayes_vtab_scores = {
  SCORES_FUNC, SCORES_FUNC "(model, query)",
  "CREATE TABLE x(key, label, proba, log_proba, model HIDDEN, query HIDDEN)",
  4, 2, 2,
  scoresStart, scoresNext, scoresColumn, scoresReset,
  1                  /* DIRECTONLY: it prepares its query argument */
};
