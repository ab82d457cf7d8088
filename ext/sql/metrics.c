/*
** sql/metrics.c — bayes_metrics(actual, predicted_or_proba): how good are a
** model's predictions?  An aggregate and window function returning JSON.
**
**   SELECT bayes_metrics(species, bayes_predict('iris', sl, sw, pl, pw))
**     FROM test;                                   -- labels
**   SELECT bayes_metrics(species, bayes_proba('iris', sl, sw, pl, pw))
**     FROM test;                                   -- probabilities
**   SELECT bayes_metrics(y, p) OVER (ORDER BY t ROWS 99 PRECEDING)
**            ->> '$.accuracy' FROM scored;        -- rolling accuracy
**
** The second argument is either the predicted label, or the JSON object
** {"label": p, ...} that bayes_proba returns (a TEXT whose first character
** other than white space is '{'); the predicted label is then the key of
** the largest probability, ties to the first key.  One call takes one form
** in every row.
**
** The result (see docs/evaluate.md; every figure as scikit-learn 1.2
** computes it, checked by test/metrics.test against tools/golden_metrics.py):
**
**   n, n_skipped, accuracy, balanced_accuracy (mean recall over the classes
**   that occur as actual labels), per_class {label: precision, recall, f1,
**   support}, macro_avg and weighted_avg (over the classes that occur as
**   actual or predicted labels; precision of a class never predicted is 0,
**   as scikit-learn's zero_division default), confusion {actual: {predicted:
**   count}} (dense), and with probabilities also log_loss, brier,
**   brier_binary (two classes), roc_auc and roc_auc_weighted,
**   average_precision (of the second class with two classes, else the
**   mean over the classes that occur as actual labels, as scikit-learn's
**   average_precision_score with average="macro"), and each class's
**   one-vs-rest roc_auc and average_precision in per_class.
**
** Classes are identified by their text as a JSON key: INTEGER 1, REAL 1.0
** and the key "1" are one class.  With labels, numbers and text must not
** mix within one call (the usual trap: TEXT '1' from a CSV import against
** a model's INTEGER 1): that is an error naming both values.  Rows whose
** actual label or second argument is NULL are skipped and counted in
** n_skipped.  Over no (unskipped) rows the result is NULL.
**
** Memory: with labels, the counts (classes and confusion cells); with
** probabilities every row is kept (the areas under the ROC curves need
** them sorted), and each result sorts them again: O(rows x log rows) per
** result, so a rolling window of probabilities costs O(frame) per row.
*/
#include "bayesInt.h"
#include <assert.h>
#include <string.h>
#include <stdlib.h>
#include <math.h>

#define MET_LABELS 1
#define MET_PROBA  2

/* log loss clipping: scikit-learn 1.2's eps="auto", the machine epsilon of
** float64 (np.finfo(np.float64).eps) */
#define MET_EPS 2.220446049250313080847e-16

typedef struct MetClass {
  BayesLabel label;     /* for ordering (numbers, then text by bytes) */
  char *zKey; int nKey; /* identity and JSON key (owned, NUL-terminated) */
  i64 nTrue;            /* rows whose actual label is this class */
  i64 nPred;            /* rows predicted as this class */
  i64 nTP;              /* both */
  i64 nKeyRows;         /* probabilities: rows whose object names it */
  i64 iStamp;           /* row serial that last named it (duplicate keys) */
} MetClass;

typedef struct MetRow {
  int iTrue;            /* class of the actual label */
  int nP;               /* pairs at aPc/aPv[iOff..iOff+nP) */
  i64 iOff;
  int bDead;            /* removed by xInverse */
} MetRow;

typedef struct Met {
  int eMode;            /* 0 before the first row, MET_LABELS, MET_PROBA */
  int eType;            /* labels: 0 none yet, 1 numbers, 2 text */
  char zFirst[80];      /* labels: the first label, for messages */
  i64 n, nSkip;         /* rows counted, rows skipped (NULL) */
  i64 iSerial;
  int nClass, nClassAlloc;
  MetClass *aClass;
  BayesVocab voc;       /* key -> class index (keys in class order) */
  u64 *aCellKey; i64 *aCellN; i64 nCell, nCellHt;  /* confusion cells */
  /* probabilities */
  MetRow *aRow; i64 nRow, nRowAlloc, iHead, nDead;
  int *aPc; double *aPv; i64 nP, nPAlloc;
  /* scratch */
  char *zTmp; int nTmpAlloc;
  int *aRowPc; double *aRowPv; int nRowPAlloc;
} Met;

/* ------------------------------------------------------------ classes */
/* Label of a key in the probability form: a key that is a JSON number is a
** number (an integer if written without '.' or exponent), else text. */
static void metricsLabelFromKey(BayesLabel *pL, char *z, int n){
  double v;
  memset(pL, 0, sizeof(*pL));
  if( n>0 && bayes_json_parse_number(z, n, &v)==n ){
    if( strpbrk(z, ".eE")==0 && n<=18 ){
      pL->eType = SQLITE_INTEGER;
      pL->i = strtoll(z, 0, 10);
    }else{
      pL->eType = SQLITE_FLOAT;
      pL->r = v;
    }
    return;
  }
  pL->eType = SQLITE_TEXT;
  pL->z = z;
  pL->n = n;
}

/* Index of the class whose key is z[0..n), created if new (with label
** *pL, or the label the key itself denotes if pL is 0).  -1: out of
** memory. */
static int metricsClass(Met *p, const char *z, int n, const BayesLabel *pL){
  MetClass *pC;
  int i = bayes_vocab_find(&p->voc, z, n), rc;
  if( i>=0 ) return i;
  if( p->nClass>=BAYES_MAX_CLASSES ) return -2;
  if( p->nClass>=p->nClassAlloc ){
    int nNew = p->nClassAlloc ? p->nClassAlloc*2 : 8;
    MetClass *aNew = sqlite3_realloc64(p->aClass, sizeof(MetClass)*(u64)nNew);
    if( aNew==0 ) return -1;
    p->aClass = aNew;
    p->nClassAlloc = nNew;
  }
  pC = &p->aClass[p->nClass];
  memset(pC, 0, sizeof(*pC));
  pC->zKey = sqlite3_malloc64((u64)n+1);
  if( pC->zKey==0 ) return -1;
  rc = bayes_vocab_intern(&p->voc, z, n, &i);
  if( rc ){
    sqlite3_free(pC->zKey);
    pC->zKey = 0;
    return rc==SQLITE_NOMEM ? -1 : -2;
  }
  memcpy(pC->zKey, z, (size_t)n);
  pC->zKey[n] = 0;
  pC->nKey = n;
  if( pL && pL->eType!=SQLITE_TEXT ){
    pC->label = *pL;
  }else if( pL ){
    pC->label.eType = SQLITE_TEXT;
    pC->label.z = pC->zKey;
    pC->label.n = n;
  }else{
    metricsLabelFromKey(&pC->label, pC->zKey, n);
  }
  return p->nClass++;
}

/* The key text of a label value into p->zTmp: TEXT as is, numbers as
** bayes_proba writes them (1.0 as 1).  Returns its length, -1 if OOM. */
static int metricsLabelKey(Met *p, sqlite3_value *v, BayesLabel *pL){
  BayesBuf b;
  int n;
  memset(pL, 0, sizeof(*pL));
  bayes_buf_init(&b);
  switch( sqlite3_value_type(v) ){
    case SQLITE_INTEGER:
      pL->eType = SQLITE_INTEGER;
      pL->i = sqlite3_value_int64(v);
      bayes_json_int(&b, pL->i);
      break;
    case SQLITE_FLOAT:
      pL->eType = SQLITE_FLOAT;
      pL->r = sqlite3_value_double(v);
      if( pL->r==floor(pL->r) && fabs(pL->r)<9.2e18 ){
        pL->eType = SQLITE_INTEGER;       /* 1.0 is the class 1 */
        pL->i = (i64)pL->r;
        bayes_json_int(&b, pL->i);
      }else{
        bayes_json_num(&b, pL->r);
      }
      break;
    default: {
      const char *z = (const char*)sqlite3_value_text(v);
      n = sqlite3_value_bytes(v);
      if( z==0 && n>0 ) return -1;
      pL->eType = SQLITE_TEXT;
      bayes_buf_append(&b, z ? z : "", n);
      break;
    }
  }
  bayes_buf_char(&b, 0);
  if( b.oom ){ bayes_buf_free(&b); return -1; }
  n = (int)b.n - 1;
  sqlite3_free(p->zTmp);
  p->zTmp = (char*)b.a;
  p->nTmpAlloc = (int)b.nAlloc;
  return n;
}

/* ------------------------------------------------------------ confusion */
static i64 *metricsCellFind(Met *p, int a, int b, int bCreate){
  u64 k = (((u64)(u32)a)<<32 | (u32)b) + 1;
  i64 j;
  if( p->nCellHt ){
    for(j=(i64)((k*0x9E3779B97F4A7C15ull)>>33) & (p->nCellHt-1);
        p->aCellKey[j]; j=(j+1) & (p->nCellHt-1)){
      if( p->aCellKey[j]==k ) return &p->aCellN[j];
    }
  }
  if( !bCreate ) return 0;
  if( (p->nCell+1)*2 > p->nCellHt ){
    i64 nNew = p->nCellHt ? p->nCellHt*2 : 64, i;
    u64 *aK = sqlite3_malloc64(sizeof(u64)*(u64)nNew);
    i64 *aN = sqlite3_malloc64(sizeof(i64)*(u64)nNew);
    if( aK==0 || aN==0 ){ sqlite3_free(aK); sqlite3_free(aN); return 0; }
    memset(aK, 0, sizeof(u64)*(size_t)nNew);
    for(i=0; i<p->nCellHt; i++){
      if( p->aCellKey[i] ){
        u64 kk = p->aCellKey[i];
        for(j=(i64)((kk*0x9E3779B97F4A7C15ull)>>33) & (nNew-1); aK[j];
            j=(j+1) & (nNew-1)){}
        aK[j] = kk;
        aN[j] = p->aCellN[i];
      }
    }
    sqlite3_free(p->aCellKey);
    sqlite3_free(p->aCellN);
    p->aCellKey = aK;
    p->aCellN = aN;
    p->nCellHt = nNew;
  }
  for(j=(i64)((k*0x9E3779B97F4A7C15ull)>>33) & (p->nCellHt-1);
      p->aCellKey[j]; j=(j+1) & (p->nCellHt-1)){}
  p->aCellKey[j] = k;
  p->aCellN[j] = 0;
  p->nCell++;
  return &p->aCellN[j];
}

/* Count (sign +1) or uncount (-1) one row of actual class a, predicted b */
static int metricsCountPair(Met *p, int a, int b, int sign){
  i64 *pN = metricsCellFind(p, a, b, 1);
  if( pN==0 ) return SQLITE_NOMEM;
  *pN += sign;
  p->aClass[a].nTrue += sign;
  p->aClass[b].nPred += sign;
  if( a==b ) p->aClass[a].nTP += sign;
  p->n += sign;
  return SQLITE_OK;
}

/* ------------------------------------------------------------ rows */
static void metricsDescribe(sqlite3_value *v, char *zOut, int nOut){
  switch( sqlite3_value_type(v) ){
    case SQLITE_INTEGER:
      sqlite3_snprintf(nOut, zOut, "INTEGER %lld", sqlite3_value_int64(v));
      break;
    case SQLITE_FLOAT:
      sqlite3_snprintf(nOut, zOut, "REAL %!.15g", sqlite3_value_double(v));
      break;
    default: {
      const char *z = (const char*)sqlite3_value_text(v);
      sqlite3_snprintf(nOut, zOut, "TEXT '%.40s'", z ? z : "");
      break;
    }
  }
}

static int metricsIsProba(sqlite3_value *v){
  const char *z;
  if( sqlite3_value_type(v)!=SQLITE_TEXT ) return 0;
  z = (const char*)sqlite3_value_text(v);
  if( z==0 ) return 0;
  while( *z==' ' || *z=='\t' || *z=='\n' || *z=='\r' ) z++;
  return *z=='{';
}

/* Class of a label argument (1-based iArg for messages); -1 on error. */
static int metricsLabelClass(Met *p, sqlite3_value *v, int iArg, BayesErr *pErr){
  BayesLabel L;
  int n, i;
  if( sqlite3_value_type(v)==SQLITE_BLOB ){
    bayes_err(pErr, "argument %d is a BLOB; labels are "
              "INTEGER, REAL or TEXT", iArg);
    return -1;
  }
  n = metricsLabelKey(p, v, &L);
  if( n<0 ){ bayes_err_nomem(pErr); return -1; }
  i = metricsClass(p, p->zTmp, n, p->eMode==MET_PROBA ? 0 : &L);
  if( i==-1 ) bayes_err_nomem(pErr);
  if( i==-2 ) bayes_err(pErr, "more than %d classes",
                        BAYES_MAX_CLASSES);
  return i;
}

/* Parse a probability object into p->aRowPc/aRowPv; *pnP pairs, *piPred
** the class of the largest probability (ties: the first key). */
static int metricsParseProba(Met *p, sqlite3_value *v, int *pnP, int *piPred,
                      BayesErr *pErr){
  const char *z = (const char*)sqlite3_value_text(v);
  int n = sqlite3_value_bytes(v), rc, nP = 0, iBest = -1;
  double best = -1.0, sum = 0.0;
  BayesJsonIter it;
  BayesJsonVal k, val;
  i64 iStamp = ++p->iSerial;
  if( z==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  if( bayes_json_iter_start(&it, z, n) || !it.bObj ){
    bayes_err(pErr, "argument 2 is not a JSON object");
    return SQLITE_ERROR;
  }
  while( (rc = bayes_json_iter_next(&it, &k, &val))==1 ){
    const char *zK = k.z;
    int nK = k.n, iC;
    if( k.bEsc ){
      if( p->nTmpAlloc < nK+1 ){
        char *zNew = sqlite3_realloc64(p->zTmp, (u64)nK+1);
        if( zNew==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
        p->zTmp = zNew;
        p->nTmpAlloc = nK+1;
      }
      nK = bayes_json_unescape(zK, nK, p->zTmp);
      zK = p->zTmp;
    }
    if( val.eType!=BAYES_J_NUM || val.bBool ){
      bayes_err(pErr, "argument 2: the value of key \"%.*s\" "
                "is not a number", nK>40 ? 40 : nK, zK);
      return SQLITE_ERROR;
    }
    if( !(val.r>=0.0 && val.r<=1.0) ){
      bayes_err(pErr, "argument 2: the probability of \"%.*s\" "
                "is %.*s, not in [0, 1]", nK>40 ? 40 : nK, zK,
                val.n>30 ? 30 : val.n, val.z);
      return SQLITE_ERROR;
    }
    iC = metricsClass(p, zK, nK, 0);
    if( iC<0 ){
      if( iC==-1 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
      bayes_err(pErr, "more than %d classes", BAYES_MAX_CLASSES);
      return SQLITE_ERROR;
    }
    if( p->aClass[iC].iStamp==iStamp ){
      bayes_err(pErr, "argument 2 names class \"%.*s\" twice",
                nK>40 ? 40 : nK, zK);
      return SQLITE_ERROR;
    }
    p->aClass[iC].iStamp = iStamp;
    if( nP>=p->nRowPAlloc ){
      int nNew = p->nRowPAlloc ? p->nRowPAlloc*2 : 16;
      int *aC = sqlite3_realloc64(p->aRowPc, sizeof(int)*(u64)nNew);
      double *aV;
      if( aC ) p->aRowPc = aC;
      aV = sqlite3_realloc64(p->aRowPv, sizeof(double)*(u64)nNew);
      if( aV ) p->aRowPv = aV;
      if( aC==0 || aV==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
      p->nRowPAlloc = nNew;
    }
    p->aRowPc[nP] = iC;
    p->aRowPv[nP] = val.r;
    nP++;
    sum += val.r;
    if( val.r>best ){ best = val.r; iBest = iC; }
  }
  if( rc<0 ){
    if( val.eType==BAYES_J_NESTED ){
      bayes_err(pErr, "argument 2: nested JSON at byte %d; "
                "probabilities are a flat JSON object", it.i);
    }else{
      bayes_err(pErr, "argument 2 is not well-formed JSON "
                "(error near byte %d)", it.i);
    }
    return SQLITE_ERROR;
  }
  if( nP==0 ){
    bayes_err(pErr, "argument 2 is an empty JSON object; "
              "expected {\"label\": probability, ...}");
    return SQLITE_ERROR;
  }
  if( fabs(sum-1.0)>1e-6 ){
    bayes_err(pErr, "argument 2: the probabilities sum to "
              "%.15g, not 1", sum);
    return SQLITE_ERROR;
  }
  *pnP = nP;
  *piPred = iBest;
  return SQLITE_OK;
}

/* Labels form: actual and predicted labels are both numbers or both text,
** as in the rows before (the first one is remembered for messages).
** SQLITE_OK, or SQLITE_ERROR in pErr. */
static int metricsLabelTypes(Met *p, sqlite3_value **argv, BayesErr *pErr){
  int t0 = sqlite3_value_type(argv[0])==SQLITE_TEXT ? 2 : 1;
  int t1 = sqlite3_value_type(argv[1])==SQLITE_TEXT ? 2 : 1;
  char zA[60], zB[60];
  if( sqlite3_value_type(argv[0])==SQLITE_BLOB
   || sqlite3_value_type(argv[1])==SQLITE_BLOB ){
    return SQLITE_OK;
  }
  if( t0!=t1 ){
    metricsDescribe(argv[0], zA, sizeof(zA));
    metricsDescribe(argv[1], zB, sizeof(zB));
    bayes_err(pErr, "label type mismatch: actual %s but "
              "predicted %s (numbers and text are different labels; "
              "CAST one side)", zA, zB);
    return SQLITE_ERROR;
  }
  if( p->eType && p->eType!=t0 ){
    metricsDescribe(argv[0], zA, sizeof(zA));
    bayes_err(pErr, "label type mismatch: %s here but %s "
              "in an earlier row (numbers and text are different "
              "labels; CAST one side)", zA, p->zFirst);
    return SQLITE_ERROR;
  }
  if( p->eType==0 ){
    p->eType = t0;
    metricsDescribe(argv[0], p->zFirst, sizeof(p->zFirst));
  }
  return SQLITE_OK;
}

/* Probabilities form, step: keep the row (class iTrue, its nP pairs in
** aRowPc / aRowPv).  SQLITE_OK or SQLITE_NOMEM. */
static int metricsKeepRow(Met *p, int iTrue, int nP){
  MetRow *pR;
  int i;
  if( p->nRow>=p->nRowAlloc ){
    i64 nNew = p->nRowAlloc ? p->nRowAlloc*2 : 64;
    MetRow *aNew = sqlite3_realloc64(p->aRow, sizeof(MetRow)*(u64)nNew);
    if( aNew==0 ) return SQLITE_NOMEM;
    p->aRow = aNew;
    p->nRowAlloc = nNew;
  }
  if( p->nP+nP>p->nPAlloc ){
    i64 nNew = p->nPAlloc ? p->nPAlloc*2 : 256;
    int *aC;
    double *aV;
    while( nNew<p->nP+nP ) nNew *= 2;
    aC = sqlite3_realloc64(p->aPc, sizeof(int)*(u64)nNew);
    if( aC ) p->aPc = aC;
    aV = sqlite3_realloc64(p->aPv, sizeof(double)*(u64)nNew);
    if( aV ) p->aPv = aV;
    if( aC==0 || aV==0 ) return SQLITE_NOMEM;
    p->nPAlloc = nNew;
  }
  assert( p->nRow<p->nRowAlloc && p->nP+nP<=p->nPAlloc );
  pR = &p->aRow[p->nRow++];
  pR->iTrue = iTrue;
  pR->nP = nP;
  pR->iOff = p->nP;
  pR->bDead = 0;
  memcpy(&p->aPc[p->nP], p->aRowPc, sizeof(int)*(size_t)nP);
  memcpy(&p->aPv[p->nP], p->aRowPv, sizeof(double)*(size_t)nP);
  p->nP += nP;
  for(i=0; i<nP; i++) p->aClass[p->aRowPc[i]].nKeyRows++;
  return SQLITE_OK;
}

/* Keep only the live rows and their pairs, in order */
static void metricsCompact(Met *p){
  i64 r, w = 0, wp = 0;
  for(r=0; r<p->nRow; r++){
    MetRow q = p->aRow[r];
    if( q.bDead ) continue;
    memmove(&p->aPc[wp], &p->aPc[q.iOff], sizeof(int)*(size_t)q.nP);
    memmove(&p->aPv[wp], &p->aPv[q.iOff], sizeof(double)*(size_t)q.nP);
    q.iOff = wp;
    wp += q.nP;
    p->aRow[w++] = q;
  }
  assert( w==p->nRow - p->nDead );
  p->nRow = w;
  p->nP = wp;
  p->iHead = 0;
  p->nDead = 0;
}

/* Probabilities form, inverse: mark the kept row equal to this one (class
** iTrue, its nP pairs in aRowPc / aRowPv) removed; compact when most rows
** are.  SQLITE_OK, or SQLITE_ERROR in pErr (no such row). */
static int metricsDropRow(Met *p, int iTrue, int nP, BayesErr *pErr){
  /* SQLite removes the oldest rows of the frame first: usually the head */
  i64 r;
  int i;
  MetRow *pR = 0;
  for(r=p->iHead; r<p->nRow; r++){
    MetRow *q = &p->aRow[r];
    if( q->bDead || q->iTrue!=iTrue || q->nP!=nP ) continue;
    if( memcmp(&p->aPc[q->iOff], p->aRowPc, sizeof(int)*(size_t)nP)==0
     && memcmp(&p->aPv[q->iOff], p->aRowPv, sizeof(double)*(size_t)nP)==0 ){
      pR = q;
      break;
    }
  }
  if( pR==0 ){
    bayes_err(pErr, "the window removed a row it never added");
    return SQLITE_ERROR;
  }
  pR->bDead = 1;
  p->nDead++;
  for(i=0; i<nP; i++) p->aClass[p->aRowPc[i]].nKeyRows--;
  while( p->iHead<p->nRow && p->aRow[p->iHead].bDead ) p->iHead++;
  if( p->iHead==p->nRow ){
    p->nRow = p->iHead = p->nDead = p->nP = 0;
  }else if( p->nDead>64 && p->nDead*2>p->nRow ){
    metricsCompact(p);
  }
  return SQLITE_OK;
}

/* Step (sign +1) or inverse (-1) for one row */
static void metricsRow(sqlite3_context *ctx, sqlite3_value **argv, int sign){
  Met *p = sqlite3_aggregate_context(ctx, sizeof(Met));
  BayesErr err;
  int eMode, iTrue, iPred, nP = 0;
  err.rc = SQLITE_OK;
  if( p==0 ){ sqlite3_result_error_nomem(ctx); return; }
  if( sqlite3_value_type(argv[0])==SQLITE_NULL
   || sqlite3_value_type(argv[1])==SQLITE_NULL ){
    p->nSkip += sign;
    return;
  }
  eMode = metricsIsProba(argv[1]) ? MET_PROBA : MET_LABELS;
  if( p->eMode==0 ) p->eMode = eMode;
  if( p->eMode!=eMode ){
    bayes_err(&err, "argument 2 is a JSON object of "
              "probabilities in some rows and a label in others");
    goto fail;
  }
  if( eMode==MET_LABELS ){
    if( metricsLabelTypes(p, argv, &err) ) goto fail;
    if( (iTrue = metricsLabelClass(p, argv[0], 1, &err))<0 ) goto fail;
    if( (iPred = metricsLabelClass(p, argv[1], 2, &err))<0 ) goto fail;
  }else{
    if( (iTrue = metricsLabelClass(p, argv[0], 1, &err))<0 ) goto fail;
    if( metricsParseProba(p, argv[1], &nP, &iPred, &err) ) goto fail;
  }
  if( sign<0 && (p->aClass[iTrue].nTrue<=0 || p->aClass[iPred].nPred<=0) ){
    bayes_err(&err, "the window removed a row it never added");
    goto fail;
  }
  if( eMode==MET_PROBA && sign>0 ){
    if( metricsKeepRow(p, iTrue, nP) ) goto nomem;
  }else if( eMode==MET_PROBA ){
    if( metricsDropRow(p, iTrue, nP, &err) ) goto fail;
  }
  if( metricsCountPair(p, iTrue, iPred, sign) ) goto nomem;
  return;
nomem:
  sqlite3_result_error_nomem(ctx);
  return;
fail:
  bayes_result_err(ctx, "bayes_metrics", &err);
}

void bayes_metrics_step(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  (void)argc;
  metricsRow(ctx, argv, +1);
}
void bayes_metrics_inverse(sqlite3_context *ctx, int argc,
                           sqlite3_value **argv){
  (void)argc;
  metricsRow(ctx, argv, -1);
}

/* ------------------------------------------------------------ results */
/* qsort has no context argument: classes are sorted as (class, index)
** pairs */
typedef struct MetIdx { const MetClass *pC; int i; } MetIdx;
static int metricsCmpIdx(const void *a, const void *b){
  const MetIdx *x = (const MetIdx*)a, *y = (const MetIdx*)b;
  int c = bayes_label_cmp(&x->pC->label, &y->pC->label);
  if( c ) return c;
  c = x->pC->nKey<y->pC->nKey ? x->pC->nKey : y->pC->nKey;
  c = memcmp(x->pC->zKey, y->pC->zKey, (size_t)c);
  if( c ) return c;
  return x->pC->nKey - y->pC->nKey;
}

typedef struct MetScore { double v; int bPos; } MetScore;
static int metricsCmpScore(const void *a, const void *b){
  double x = ((const MetScore*)a)->v, y = ((const MetScore*)b)->v;
  return x<y ? -1 : x>y;
}

/* Area under the ROC curve of scores a[0..n) (sorted increasing), plus nZ
** rows of score 0 of which nZPos positive; npos/nneg over all.  Ties count
** one half (the trapezoid of the ROC curve, as scikit-learn). */
static double metricsAuc(const MetScore *a, i64 n, i64 nZ, i64 nZPos,
                        double npos, double nneg){
  double area = 0.0, negBelow = 0.0;
  i64 i = 0;
  int bZeroDone = nZ==0;
  while( i<n || !bZeroDone ){
    double gpos = 0.0, gneg = 0.0, v;
    if( i<n ) v = a[i].v; else v = 0.0;
    if( !bZeroDone && (i>=n || v>=0.0) ){
      if( i<n && v>0.0 ) v = 0.0;       /* the zero group comes first */
      gpos += (double)nZPos;
      gneg += (double)(nZ-nZPos);
      bZeroDone = 1;
    }
    while( i<n && a[i].v==v ){
      if( a[i].bPos ) gpos += 1.0; else gneg += 1.0;
      i++;
    }
    area += negBelow*gpos + 0.5*gpos*gneg;
    negBelow += gneg;
  }
  return area/(npos*nneg);
}

/* Average precision of the same scores (scikit-learn's
** average_precision_score): the sum over distinct thresholds, from the
** highest down, of the recall gained times the precision there. */
static double metricsAp(const MetScore *a, i64 n, i64 nZ, i64 nZPos,
                        double npos){
  double ap = 0.0, tp = 0.0, fp = 0.0;
  i64 i = n-1;
  int bZeroDone = nZ==0;
  while( i>=0 || !bZeroDone ){
    double gpos = 0.0, gneg = 0.0, v;
    v = i>=0 ? a[i].v : 0.0;
    if( !bZeroDone && (i<0 || v<=0.0) ){
      if( i>=0 && v<0.0 ) v = 0.0;      /* the zero group comes first */
      gpos += (double)nZPos;
      gneg += (double)(nZ-nZPos);
      bZeroDone = 1;
    }
    while( i>=0 && a[i].v==v ){
      if( a[i].bPos ) gpos += 1.0; else gneg += 1.0;
      i--;
    }
    tp += gpos; fp += gneg;
    if( gpos>0.0 ) ap += gpos/npos * (tp/(tp+fp));
  }
  return ap;
}

static void metricsNum(BayesBuf *b, const char *zName, double v){
  bayes_buf_char(b, ',');
  bayes_json_str(b, zName, -1);
  bayes_buf_char(b, ':');
  bayes_json_num(b, v);
}

static void metricsPrf(BayesBuf *b, double pr, double rc, double f1, double s){
  bayes_buf_str(b, "{\"precision\":");
  bayes_json_num(b, pr);
  metricsNum(b, "recall", rc);
  metricsNum(b, "f1", f1);
  metricsNum(b, "support", s);
}

/* The probability part: log loss, Brier, ROC AUC.  aCol: the classes that
** are columns (actual labels or keys of live rows), sorted; pAuc receives
** each class's one-vs-rest AUC (NAN where undefined), by class index. */
static int metricsProba(const Met *p, const MetIdx *aCol, int nCol,
                        double *aAuc, double *aAp, BayesBuf *b){
  double n = (double)p->n, ll = 0.0, br = 0.0, brb = 0.0, apSum = 0.0;
  int nAp = 0;
  double macro = 0.0, wsum = 0.0, wtot = 0.0;
  int nDef = 0, k, iSecond = nCol==2 ? aCol[1].i : -1;
  i64 r, j;
  i64 *aOff = 0, *aFill = 0;
  MetScore *aS = 0;
  i64 *aPosKeyed = 0;
  /* log loss and Brier, row by row */
  for(r=p->iHead; r<p->nRow; r++){
    const MetRow *q = &p->aRow[r];
    double s = 0.0, pt = 0.0, sq = 0.0, p2 = 0.0;
    int bTrue = 0;
    if( q->bDead ) continue;
    for(j=0; j<q->nP; j++){
      double v = p->aPv[q->iOff+j];
      int c = p->aPc[q->iOff+j];
      double cv = v<MET_EPS ? MET_EPS : (v>1.0-MET_EPS ? 1.0-MET_EPS : v);
      s += cv;
      if( c==q->iTrue ){ pt = cv; bTrue = 1; sq += (v-1.0)*(v-1.0); }
      else sq += v*v;
      if( c==iSecond ) p2 = v;
    }
    s += (double)(nCol - q->nP)*MET_EPS;    /* absent columns: 0, clipped */
    if( !bTrue ){ pt = MET_EPS; sq += 1.0; }
    ll += -log(pt/s);
    br += sq;
    if( iSecond>=0 ){
      double y = q->iTrue==iSecond ? 1.0 : 0.0;
      brb += (p2-y)*(p2-y);
    }
  }
  metricsNum(b, "log_loss", ll/n);
  metricsNum(b, "brier", br/n);
  if( iSecond>=0 ) metricsNum(b, "brier_binary", brb/n);
  /* ROC AUC: bucket the pairs by class, sort each bucket */
  aOff = sqlite3_malloc64(sizeof(i64)*(u64)(p->nClass+1));
  aFill = sqlite3_malloc64(sizeof(i64)*(u64)(p->nClass+1));
  aPosKeyed = sqlite3_malloc64(sizeof(i64)*(u64)(p->nClass+1));
  aS = sqlite3_malloc64(sizeof(MetScore)*(u64)(p->nP+1));
  if( aOff==0 || aFill==0 || aS==0 || aPosKeyed==0 ) goto nomem;
  aOff[0] = 0;
  for(k=0; k<p->nClass; k++) aOff[k+1] = aOff[k] + p->aClass[k].nKeyRows;
  memcpy(aFill, aOff, sizeof(i64)*(size_t)p->nClass);
  memset(aPosKeyed, 0, sizeof(i64)*(size_t)p->nClass);
  for(r=p->iHead; r<p->nRow; r++){
    const MetRow *q = &p->aRow[r];
    if( q->bDead ) continue;
    for(j=0; j<q->nP; j++){
      int c = p->aPc[q->iOff+j];
      MetScore *s = &aS[aFill[c]++];
      s->v = p->aPv[q->iOff+j];
      s->bPos = c==q->iTrue;
      if( s->bPos ) aPosKeyed[c]++;
    }
  }
  for(k=0; k<nCol; k++){
    int c = aCol[k].i;
    const MetClass *pC = &p->aClass[c];
    double npos = (double)pC->nTrue, nneg = n - npos;
    i64 nK = pC->nKeyRows;
    aAuc[c] = NAN;
    aAp[c] = NAN;
    if( npos<=0.0 ) continue;
    qsort(&aS[aOff[c]], (size_t)nK, sizeof(MetScore), metricsCmpScore);
    aAp[c] = metricsAp(&aS[aOff[c]], nK, p->n - nK, pC->nTrue - aPosKeyed[c],
                       npos);
    nAp++;
    apSum += aAp[c];
    if( nneg<=0.0 ) continue;
    aAuc[c] = metricsAuc(&aS[aOff[c]], nK, p->n - nK,
                        pC->nTrue - aPosKeyed[c], npos, nneg);
    nDef++;
    macro += aAuc[c];
    wsum += aAuc[c]*npos;
    wtot += npos;
  }
  bayes_buf_str(b, ",\"roc_auc\":");
  if( iSecond>=0 ){
    if( isnan(aAuc[iSecond]) ) bayes_buf_str(b, "null");
    else bayes_json_num(b, aAuc[iSecond]);
    bayes_buf_str(b, ",\"roc_auc_weighted\":");
    if( isnan(aAuc[iSecond]) ) bayes_buf_str(b, "null");
    else bayes_json_num(b, aAuc[iSecond]);
  }else{
    if( nDef==0 ) bayes_buf_str(b, "null");
    else bayes_json_num(b, macro/nDef);
    bayes_buf_str(b, ",\"roc_auc_weighted\":");
    if( nDef==0 ) bayes_buf_str(b, "null");
    else bayes_json_num(b, wsum/wtot);
  }
  bayes_buf_str(b, ",\"average_precision\":");
  if( iSecond>=0 ){
    if( isnan(aAp[iSecond]) ) bayes_buf_str(b, "null");
    else bayes_json_num(b, aAp[iSecond]);
  }else if( nAp==0 ){
    bayes_buf_str(b, "null");
  }else{
    bayes_json_num(b, apSum/nAp);
  }
  sqlite3_free(aOff);
  sqlite3_free(aFill);
  sqlite3_free(aPosKeyed);
  sqlite3_free(aS);
  return SQLITE_OK;
nomem:
  sqlite3_free(aOff);
  sqlite3_free(aFill);
  sqlite3_free(aPosKeyed);
  sqlite3_free(aS);
  return SQLITE_NOMEM;
}

static void metricsResult(sqlite3_context *ctx, Met *p){
  BayesBuf b;
  MetIdx *aRep = 0, *aCol = 0;
  double *aAuc = 0, *aAp = 0;
  int nRep = 0, nCol = 0, i, j, nTrueCls = 0;
  double n, acc = 0.0, bal = 0.0;
  double mP = 0.0, mR = 0.0, mF = 0.0, wP = 0.0, wR = 0.0, wF = 0.0;
  if( p==0 || p->n<=0 ){ sqlite3_result_null(ctx); return; }
  bayes_buf_init(&b);
  n = (double)p->n;
  aRep = sqlite3_malloc64(sizeof(MetIdx)*(u64)p->nClass);
  aCol = sqlite3_malloc64(sizeof(MetIdx)*(u64)p->nClass);
  aAuc = sqlite3_malloc64(sizeof(double)*(u64)p->nClass);
  aAp = sqlite3_malloc64(sizeof(double)*(u64)p->nClass);
  if( aRep==0 || aCol==0 || aAuc==0 || aAp==0 ) goto nomem;
  for(i=0; i<p->nClass; i++){
    const MetClass *pC = &p->aClass[i];
    aAuc[i] = NAN;
    aAp[i] = NAN;
    if( pC->nTrue>0 || pC->nPred>0 ){
      aRep[nRep].pC = pC; aRep[nRep].i = i; nRep++;
    }
    if( pC->nTrue>0 || pC->nKeyRows>0 ){
      aCol[nCol].pC = pC; aCol[nCol].i = i; nCol++;
    }
  }
  qsort(aRep, (size_t)nRep, sizeof(MetIdx), metricsCmpIdx);
  qsort(aCol, (size_t)nCol, sizeof(MetIdx), metricsCmpIdx);
  bayes_buf_str(&b, "{\"n\":");
  bayes_json_int(&b, p->n);
  bayes_buf_str(&b, ",\"n_skipped\":");
  bayes_json_int(&b, p->nSkip);
  for(i=0; i<nRep; i++){
    const MetClass *pC = aRep[i].pC;
    acc += (double)pC->nTP;
    if( pC->nTrue>0 ){ bal += (double)pC->nTP/(double)pC->nTrue; nTrueCls++; }
  }
  metricsNum(&b, "accuracy", acc/n);
  metricsNum(&b, "balanced_accuracy", bal/nTrueCls);
  if( p->eMode==MET_PROBA ){
    if( metricsProba(p, aCol, nCol, aAuc, aAp, &b) ) goto nomem;
  }
  bayes_buf_str(&b, ",\"per_class\":{");
  for(i=0; i<nRep; i++){
    const MetClass *pC = aRep[i].pC;
    double pr = pC->nPred>0 ? (double)pC->nTP/(double)pC->nPred : 0.0;
    double rc = pC->nTrue>0 ? (double)pC->nTP/(double)pC->nTrue : 0.0;
    double f1 = pr+rc>0.0 ? 2.0*pr*rc/(pr+rc) : 0.0;
    double s = (double)pC->nTrue;
    if( i ) bayes_buf_char(&b, ',');
    bayes_json_str(&b, pC->zKey, pC->nKey);
    bayes_buf_char(&b, ':');
    metricsPrf(&b, pr, rc, f1, s);
    if( p->eMode==MET_PROBA ){
      bayes_buf_str(&b, ",\"roc_auc\":");
      if( isnan(aAuc[aRep[i].i]) ) bayes_buf_str(&b, "null");
      else bayes_json_num(&b, aAuc[aRep[i].i]);
      bayes_buf_str(&b, ",\"average_precision\":");
      if( isnan(aAp[aRep[i].i]) ) bayes_buf_str(&b, "null");
      else bayes_json_num(&b, aAp[aRep[i].i]);
    }
    bayes_buf_char(&b, '}');
    mP += pr; mR += rc; mF += f1;
    wP += pr*s; wR += rc*s; wF += f1*s;
  }
  bayes_buf_str(&b, "},\"macro_avg\":");
  metricsPrf(&b, mP/nRep, mR/nRep, mF/nRep, n);
  bayes_buf_str(&b, "},\"weighted_avg\":");
  metricsPrf(&b, wP/n, wR/n, wF/n, n);
  bayes_buf_str(&b, "},\"confusion\":{");
  for(i=0; i<nRep; i++){
    if( i ) bayes_buf_char(&b, ',');
    bayes_json_str(&b, aRep[i].pC->zKey, aRep[i].pC->nKey);
    bayes_buf_str(&b, ":{");
    for(j=0; j<nRep; j++){
      i64 *pN = metricsCellFind(p, aRep[i].i, aRep[j].i, 0);
      if( j ) bayes_buf_char(&b, ',');
      bayes_json_str(&b, aRep[j].pC->zKey, aRep[j].pC->nKey);
      bayes_buf_char(&b, ':');
      bayes_json_int(&b, pN ? *pN : 0);
    }
    bayes_buf_char(&b, '}');
  }
  bayes_buf_str(&b, "}}");
  sqlite3_free(aRep);
  sqlite3_free(aCol);
  sqlite3_free(aAuc);
  sqlite3_free(aAp);
  bayes_result_json(ctx, &b);
  return;
nomem:
  bayes_buf_free(&b);
  sqlite3_free(aRep);
  sqlite3_free(aCol);
  sqlite3_free(aAuc);
  sqlite3_free(aAp);
  sqlite3_result_error_nomem(ctx);
}

static void metricsFree(Met *p){
  int i;
  for(i=0; i<p->nClass; i++) sqlite3_free(p->aClass[i].zKey);
  sqlite3_free(p->aClass);
  bayes_vocab_free(&p->voc);
  sqlite3_free(p->aCellKey);
  sqlite3_free(p->aCellN);
  sqlite3_free(p->aRow);
  sqlite3_free(p->aPc);
  sqlite3_free(p->aPv);
  sqlite3_free(p->zTmp);
  sqlite3_free(p->aRowPc);
  sqlite3_free(p->aRowPv);
  memset(p, 0, sizeof(*p));
}

void bayes_metrics_value(sqlite3_context *ctx){
  metricsResult(ctx, (Met*)sqlite3_aggregate_context(ctx, 0));
}

void bayes_metrics_final(sqlite3_context *ctx){
  Met *p = (Met*)sqlite3_aggregate_context(ctx, 0);
  metricsResult(ctx, p);
  if( p ) metricsFree(p);
}
