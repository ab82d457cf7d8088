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
  int iKey;                  /* the key's column */
  int nArg;                  /* feature arguments per row */
  int *aMap;                 /* nArg: the query column of each */
  double *aLL;               /* nBlockMax x nClass: joint log likelihoods */
  double *aX;                /* nBlockMax x nFeat: rows for xScoreBlock */
  double *aBlkLL;            /* nBlockMax x nClass: what xScoreBlock gives */
  int *aBlkRow;              /* block row -> buffer row */
  double *aPost;             /* nClass: log posteriors of row iPost */
  int iPost;                 /* -1: none yet */
  BayesRow row;              /* decoding scratch */
  /* the statement's threads (bayes_threads): a block's complete rows in
  ** nPart parts, part t scored with the scratch aWork + t*nWorkPart */
  BayesPool *pPool;          /* NULL: one thread */
  int nPart;                 /* parts of a block, at most */
  i64 nWorkPart;             /* doubles of scratch per part */
  double *aWork;             /* nPart * nWorkPart (at least 1) */
  u8 *aRedo;                 /* nBlockMax: rows a worker left to us */
  /* the current block's split (scoresPart) */
  const BayesModel *pM;
  int nBlk, nPartRun;
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
  sqlite3_free(p->aMap);
  sqlite3_free(p->aLL);
  sqlite3_free(p->aX);
  sqlite3_free(p->aBlkLL);
  sqlite3_free(p->aBlkRow);
  sqlite3_free(p->aPost);
  sqlite3_free(p->aWork);
  sqlite3_free(p->aRedo);
  bayes_pool_free(p->pPool);       /* joins its threads */
  p->pPool = 0;
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

/* Rows [lo, hi) of part t of the current block, on a worker thread:
** pure arithmetic (kind.h, xScoreBlock with aRedo) */
static void scoresPart(void *pArg, int t){
  ScoresState *p = (ScoresState*)pArg;
  const BayesModel *pM = p->pM;
  int lo = (int)((i64)p->nBlk*t/p->nPartRun);
  int hi = (int)((i64)p->nBlk*(t+1)/p->nPartRun);
  if( lo>=hi ) return;
  pM->pKind->xScoreBlock(pM, p->aX + (size_t)lo*pM->nFeat, hi - lo,
                         p->aBlkLL + (size_t)lo*pM->nClass,
                         p->aWork + (size_t)t*p->nWorkPart, p->aRedo + lo, 0);
}

/* Score the nBlk complete rows of p->aX into p->aBlkLL: on this thread,
** or split among the pool's (each part its own rows and scratch), then
** the rows a worker left (aRedo) here, one at a time.  A row's answer
** does not depend on the split (kind.h): the same bits for every count. */
#define SCORES_PART_MIN 16          /* rows per part, at least */
static int scoresBlock(ScoresState *p, const BayesModel *pM, int nBlk,
                       BayesErr *pErr){
  int nPart = p->nPart, r, rc;
  const BayesKind *pK = pM->pKind;
  if( nPart>nBlk/SCORES_PART_MIN ) nPart = nBlk/SCORES_PART_MIN;
  if( p->pPool==0 || nPart<=1 ){
    return pK->xScoreBlock(pM, p->aX, nBlk, p->aBlkLL, p->aWork, 0, pErr);
  }
  p->pM = pM;
  p->nBlk = nBlk;
  p->nPartRun = nPart;
  memset(p->aRedo, 0, (size_t)nBlk);
  bayes_pool_run(p->pPool, nPart, scoresPart, p);
  for(r=0; r<nBlk; r++){
    if( !p->aRedo[r] ) continue;
    rc = pK->xScoreBlock(pM, p->aX + (size_t)r*pM->nFeat, 1,
                         p->aBlkLL + (size_t)r*pM->nClass, p->aWork, 0, pErr);
    if( rc ) return rc;
  }
  return SQLITE_OK;
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
    p->apKey[p->nBuf] = sqlite3_value_dup(sqlite3_column_value(p->pStmt,
                                                              p->iKey));
    if( p->apKey[p->nBuf]==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
    p->nBuf++;
    for(i=0; i<p->nArg; i++){
      p->apArg[i] = sqlite3_column_value(p->pStmt, p->aMap[i]);
    }
    rc = bayes_score_decode(pM, &p->row, p->apArg, p->nArg, 2, pErr);
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
    rc = scoresBlock(p, pM, nBlk, pErr);
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

/* The query's columns: "key, a, b" for messages */
static void scoresColumnList(const ScoresState *p, char *z, int n){
  int i, k = 0;
  z[0] = 0;
  for(i=0; i<p->nCol && k<n-60; i++){
    sqlite3_snprintf(n-k, z+k, "%s%.40s", i ? ", " : "",
                     sqlite3_column_name(p->pStmt, i));
    k += (int)strlen(z+k);
  }
  if( i<p->nCol ) sqlite3_snprintf(n-k, z+k, ", ...");
}

/* Which columns are the key and the features (docs/features.md, "Scoring
** by name").  The key is the first column, or the column argument 3
** names.  A model with feature names takes each feature from the column
** of its name (case folded), in any order; other columns are ignored.
** When a feature has no column of its name: if the query's feature
** columns have no names a user gave (VALUES' column1, expressions), they
** are the features by position, as for a model without names; else it is
** an error naming the feature, never a silent reorder.  A model without
** names takes the columns after the key by position. */
static int scoresMap(BayesTvfCursor *pCur, ScoresState *p, BayesErr *pErr){
  const BayesModel *pM = pCur->pM;
  const BayesNames *pN = pM->pNames;
  sqlite3_value *pKeyArg = pCur->apArg[2];
  int i, j, nVisible = 0;
  char zCols[300];
  p->iKey = 0;
  if( pKeyArg && sqlite3_value_type(pKeyArg)!=SQLITE_NULL ){
    const char *zK = (const char*)sqlite3_value_text(pKeyArg);
    if( sqlite3_value_type(pKeyArg)!=SQLITE_TEXT || zK==0 ){
      bayes_err(pErr, "argument 3 (the key column) must be the name of a "
                "column of the query");
      return SQLITE_ERROR;
    }
    for(i=0; i<p->nCol; i++){
      if( sqlite3_stricmp(sqlite3_column_name(p->pStmt, i), zK)==0 ) break;
    }
    if( i==p->nCol ){
      scoresColumnList(p, zCols, sizeof(zCols));
      bayes_err(pErr, "argument 3 names the key column '%.40s', which the "
                "query does not have (its columns: %s)", zK, zCols);
      return SQLITE_ERROR;
    }
    p->iKey = i;
  }
  p->aMap = sqlite3_malloc64(sizeof(int)*(u64)(p->nCol
                                   + (pN ? pN->n + pN->nBag : 0)));
  if( p->aMap==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  for(i=0; i<p->nCol; i++){
    if( i!=p->iKey
     && bayes_names_visible(sqlite3_column_name(p->pStmt, i)) ) nVisible++;
  }
  if( pN && pN->n==pM->nFeat ){
    /* the features, then the bags of terms (names.c): the arguments of
    ** bayes_predict(model, a, b, bag), which takes a bag anywhere */
    int nName = pN->n + pN->nBag;
    const char *zName = 0;
    for(j=0; j<nName; j++){
      int iCol = -1;
      zName = j<pN->n ? pN->az[j] : pN->azBag[j-pN->n];
      for(i=0; i<p->nCol; i++){
        if( i==p->iKey ) continue;
        if( sqlite3_stricmp(sqlite3_column_name(p->pStmt, i), zName) ){
          continue;
        }
        if( iCol>=0 ){
          if( j<pN->n ){
            bayes_err(pErr, "the query has two columns named '%.40s', the "
                      "name of feature %d of the model", zName, j+1);
          }else{
            bayes_err(pErr, "the query has two columns named '%.40s', the "
                      "name of a bag of terms of the model", zName);
          }
          return SQLITE_ERROR;
        }
        iCol = i;
      }
      if( iCol<0 ) break;
      p->aMap[j] = iCol;
    }
    if( j==nName ){
      p->nArg = nName;
      return SQLITE_OK;
    }
    if( nVisible>0 ){
      scoresColumnList(p, zCols, sizeof(zCols));
      bayes_err(pErr, "the model's %s '%.40s' is not a column of the "
                "query (its columns: %s); a model with feature names "
                "scores by name: name the column as the feature (x AS %.40s)"
                ", or drop the model's names for a positional scoring "
                "(bayes_with(model, 'names='))",
                j<pN->n ? "feature" : "bag of terms", zName, zCols, zName);
      return SQLITE_ERROR;
    }
  }
  p->nArg = 0;
  for(i=0; i<p->nCol; i++) if( i!=p->iKey ) p->aMap[p->nArg++] = i;
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
  return scoresMap(pCur, p, pErr);
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
  if( pM->pKind->xScoreBlock ){
    /* the threads: a block of SCORES_BLOCK rows per thread (each thread
    ** reads the model's parameters once per block, as one thread does) */
    int nT = bayes_threads_conn(pCur->pConn);
    i64 nPartRows = nb, nWork1, nWorkAll;
    if( nT>1 ){
      i64 nbT = nb*nT;
      if( nbT*K>SCORES_BLOCK_DOUBLES ) nbT = SCORES_BLOCK_DOUBLES/K;
      if( nbT*d>SCORES_BLOCK_DOUBLES ) nbT = SCORES_BLOCK_DOUBLES/d;
      if( nbT>nb ) nb = nbT;
      if( nb>=2*SCORES_PART_MIN ) p->pPool = bayes_pool_new(nT);
    }
    p->nBlockMax = (int)nb;
    p->nPart = p->pPool ? nT : 1;
    if( p->nPart>1 ){
      /* a part's rows: nb/nPart (rounded up) when a block has them all,
      ** fewer than 2*SCORES_PART_MIN when a short block has fewer parts */
      nPartRows = (nb + p->nPart - 1)/p->nPart;
      if( nPartRows<2*SCORES_PART_MIN ) nPartRows = 2*SCORES_PART_MIN;
      if( nPartRows>nb ) nPartRows = nb;
    }
    nWork1 = nWorkAll = 0;
    if( pM->pKind->xScoreBlockWork ){
      nWork1 = pM->pKind->xScoreBlockWork(pM, (int)nPartRows, pErr);
      if( nWork1<0 ) return pErr->rc ? pErr->rc : SQLITE_ERROR;
      nWorkAll = pM->pKind->xScoreBlockWork(pM, (int)nb, pErr);
      if( nWorkAll<0 ) return pErr->rc ? pErr->rc : SQLITE_ERROR;
    }
    p->nWorkPart = nWork1;
    /* the parts' scratch, which the whole block on this thread reuses */
    if( nWorkAll<nWork1*p->nPart ) nWorkAll = nWork1*p->nPart;
    p->aWork = sqlite3_malloc64(sizeof(double)*(u64)(nWorkAll + 1));
    p->aRedo = sqlite3_malloc64((u64)nb);
    if( p->aWork==0 || p->aRedo==0 ){
      bayes_err_nomem(pErr);
      return SQLITE_NOMEM;
    }
  }
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
  "CREATE TABLE x(key, label, proba, log_proba, model HIDDEN, query HIDDEN, "
  "key_column HIDDEN)",
  4, 3, 2,
  scoresStart, scoresNext, scoresColumn, scoresReset,
  1                  /* DIRECTONLY: it prepares its query argument */
};
