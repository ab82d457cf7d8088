/*
** sql/calibrate.c — calibrating a fitted model's probabilities.
**
**   bayes_calibrate(model, method, label, feature, ...)   aggregate
**   bayes_calibrate_proba(model, method, label, proba)    aggregate
**   bayes_uncalibrated(model)                             scalar
**
** bayes_calibrate scores each row with the model (rows it did not train
** on), and returns the model with a calibration section (calib.c,
** docs/format.md): method 'isotonic' or 'sigmoid' fits a calibrator as
** scikit-learn's CalibratedClassifierCV(cv="prefit", method=...), and
** every method, also 'none', records the evidence of those rows for
** bayes_novelty.  Rows whose label is NULL are skipped (with 'none' the
** label is not used and every row counts).  bayes_calibrate_proba takes
** the probabilities instead of the features (out-of-fold bayes_proba of
** merged fold models: cross-validated calibration, docs/evaluate.md) and
** records no evidence.  A model that already has a calibration section
** gets a new one: the calibrator always maps the model's raw
** probabilities.  bayes_uncalibrated returns the model without it, byte
** for byte the model that was calibrated.
**
**   SELECT bayes_calibrate(m, 'isotonic', y, x1, x2) FROM holdout;
*/
#include "bayesInt.h"
#include <string.h>
#include <math.h>

#define CAL_FUNC   "bayes_calibrate"
#define CALP_FUNC  "bayes_calibrate_proba"
#define UNCAL_FUNC "bayes_uncalibrated"

typedef struct CalCtx {
  BayesModel *pM;          /* the model of the first row (referenced) */
  int eMethod;             /* -1 until the first row */
  int nClass;
  i64 n, nAlloc;           /* calibration rows */
  double *aP;              /* n x nClass raw probabilities */
  int *aLab;               /* n class indices */
  i64 nEv, nEvAlloc;
  double *aEv;             /* evidence of every row */
  BayesVocab voc;          /* bayes_calibrate_proba: class key -> index */
  int bErr;
  /* the model argument of the first row, to tell that the others name the
  ** same model: a BLOB's length and 16-byte header (its CRC-32 covers
  ** every byte), or a name */
  int eArg; i64 nArg; u8 aHdr[16]; char *zName;
} CalCtx;

static void calFree(CalCtx *p){
  if( p->pM ) bayes_model_unref(p->pM);
  sqlite3_free(p->aP);
  sqlite3_free(p->aLab);
  sqlite3_free(p->aEv);
  bayes_vocab_free(&p->voc);
  sqlite3_free(p->zName);
  memset(p, 0, sizeof(*p));
}

static int calMethod(sqlite3_value *v){
  const char *z = (const char*)sqlite3_value_text(v);
  if( z==0 || sqlite3_value_type(v)!=SQLITE_TEXT ) return -1;
  if( strcmp(z, "isotonic")==0 ) return BAYES_CALIB_ISOTONIC;
  if( strcmp(z, "sigmoid")==0 ) return BAYES_CALIB_SIGMOID;
  if( strcmp(z, "none")==0 ) return BAYES_CALIB_NONE;
  return -1;
}

/* After the first row: does argument pArg name the model of the first
** row?  The model is resolved once, at the first row (auxdata does not
** follow a changing argument of an aggregate). */
static int calSameModel(CalCtx *p, sqlite3_value *pArg){
  int e = sqlite3_value_type(pArg);
  if( e!=p->eArg ) return 0;
  if( e==SQLITE_BLOB ){
    const u8 *a = (const u8*)sqlite3_value_blob(pArg);
    i64 n = sqlite3_value_bytes(pArg);
    return n==p->nArg && (n<16 || memcmp(a, p->aHdr, 16)==0);
  }
  if( e==SQLITE_TEXT ){
    const char *z = (const char*)sqlite3_value_text(pArg);
    return z && p->zName && strcmp(z, p->zName)==0;
  }
  return 0;
}
static int calRemember(CalCtx *p, sqlite3_value *pArg){
  p->eArg = sqlite3_value_type(pArg);
  if( p->eArg==SQLITE_BLOB ){
    p->nArg = sqlite3_value_bytes(pArg);
    if( p->nArg>=16 ) memcpy(p->aHdr, sqlite3_value_blob(pArg), 16);
  }else if( p->eArg==SQLITE_TEXT ){
    p->zName = sqlite3_mprintf("%s", sqlite3_value_text(pArg));
    if( p->zName==0 ) return 1;
  }
  return 0;
}

/* The checks of every row: one model, one method.  0 to go on. */
static int calRowStart(sqlite3_context *ctx, CalCtx *p, BayesModel *pM,
                       sqlite3_value *pMethod, const char *zFunc, int bNone){
  int e = calMethod(pMethod);
  if( e<0 || (e==BAYES_CALIB_NONE && !bNone) ){
    bayes_result_errf(ctx, zFunc, "argument 2 (the method) must be "
                      "'isotonic', 'sigmoid'%s", bNone ? " or 'none'" : "");
    return 1;
  }
  if( p->pM==0 ){
    if( e!=BAYES_CALIB_NONE && pM->nClass<2 ){
      bayes_result_errf(ctx, zFunc, "the model has one class; there is "
                        "nothing to calibrate");
      return 1;
    }
    bayes_model_ref(pM);
    p->pM = pM;
    p->eMethod = e;
    p->nClass = pM->nClass;
    return 0;
  }
  if( e!=p->eMethod ){
    bayes_result_errf(ctx, zFunc, "the method must be the same in every "
                      "row");
    return 1;
  }
  return 0;
}

/* Rows after the first: the same model argument, else an error */
static int calCheckModel(sqlite3_context *ctx, CalCtx *p,
                         sqlite3_value *pArg, const char *zFunc){
  if( p->pM && !calSameModel(p, pArg) ){
    bayes_result_errf(ctx, zFunc, "the model must be the same in every row");
    return 1;
  }
  return 0;
}

/* The class of label pLab, or -1 after an error; -2: skip (NULL) */
static int calLabel(sqlite3_context *ctx, CalCtx *p, sqlite3_value *pLab,
                    const char *zFunc){
  int iC;
  if( sqlite3_value_type(pLab)==SQLITE_NULL || bayes_value_is_blank(pLab) ){
    return -2;
  }
  iC = bayes_model_class_index(p->pM, pLab);
  if( iC<0 ){
    const char *z = (const char*)sqlite3_value_text(pLab);
    bayes_result_errf(ctx, zFunc, "argument 3 (%.60s) is not a class of "
                      "the model", z ? z : "");
  }
  return iC;
}

static int calGrow(CalCtx *p){
  if( p->n>=p->nAlloc ){
    i64 nNew = p->nAlloc ? 2*p->nAlloc : 256;
    double *aP = sqlite3_realloc64(p->aP,
                          sizeof(double)*(u64)nNew*(u64)p->nClass);
    int *aLab;
    if( aP==0 ) return 1;
    p->aP = aP;
    aLab = sqlite3_realloc64(p->aLab, sizeof(int)*(u64)nNew);
    if( aLab==0 ) return 1;
    p->aLab = aLab;
    p->nAlloc = nNew;
  }
  return 0;
}

void bayes_calibrate_step(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  CalCtx *p = (CalCtx*)sqlite3_aggregate_context(ctx, sizeof(CalCtx));
  BayesModel *pM;
  double *aLL, ev;
  int i, iC = -2;
  if( p==0 ){ sqlite3_result_error_nomem(ctx); return; }
  if( p->bErr ) return;
  if( argc<3 ){
    bayes_result_errf(ctx, CAL_FUNC, "expected " CAL_FUNC "(model, method, "
                      "label, feature, ...)");
    p->bErr = 1;
    return;
  }
  if( calCheckModel(ctx, p, argv[0], CAL_FUNC) ){ p->bErr = 1; return; }
  aLL = bayes_score_raw(ctx, argc, argv, 3, CAL_FUNC, CAL_FUNC "(model, "
                        "method, label, feature, ...)", p->pM, &pM, &ev);
  if( aLL==0 || calRowStart(ctx, p, pM, argv[1], CAL_FUNC, 1) ){
    p->bErr = 1;
    return;
  }
  if( p->eArg==0 && calRemember(p, argv[0]) ){
    sqlite3_result_error_nomem(ctx); p->bErr = 1; return;
  }
  if( p->eMethod!=BAYES_CALIB_NONE ){
    iC = calLabel(ctx, p, argv[2], CAL_FUNC);
    if( iC==-1 ){ p->bErr = 1; return; }
    if( iC==-2 ) return;
  }
  if( p->nEv>=p->nEvAlloc ){
    i64 nNew = p->nEvAlloc ? 2*p->nEvAlloc : 256;
    double *a = sqlite3_realloc64(p->aEv, sizeof(double)*(u64)nNew);
    if( a==0 ){ sqlite3_result_error_nomem(ctx); p->bErr = 1; return; }
    p->aEv = a;
    p->nEvAlloc = nNew;
  }
  p->aEv[p->nEv++] = ev;
  if( p->eMethod==BAYES_CALIB_NONE ) return;
  if( calGrow(p) ){ sqlite3_result_error_nomem(ctx); p->bErr = 1; return; }
  for(i=0; i<p->nClass; i++) p->aP[p->n*p->nClass + i] = exp(aLL[i]);
  p->aLab[p->n++] = iC;
}

/* The model with calibration section pCal (consumed), as the result */
static void calResult(sqlite3_context *ctx, const BayesModel *pSrc,
                      BayesCalib *pCal, const char *zFunc){
  BayesModel *pM = 0;
  BayesErr err;
  BayesBuf b;
  u8 *aFree;
  const u8 *aSrc = bayes_model_blob_bytes(pSrc, &aFree);  /* the bytes kept */
  int rc;
  err.rc = SQLITE_OK;
  if( aSrc==0 ){
    bayes_calib_free(pCal);
    sqlite3_result_error_nomem(ctx);
    return;
  }
  rc = bayes_model_parse(aSrc, pSrc->nBlob, &pM, &err);
  sqlite3_free(aFree);
  if( rc ){
    bayes_calib_free(pCal);
    bayes_result_err(ctx, zFunc, &err);
    return;
  }
  bayes_calib_free(pM->pCalib);
  pM->pCalib = pCal;
  if( bayes_model_serialize(pM, &b, &err) ){
    bayes_model_unref(pM);
    bayes_result_err(ctx, zFunc, &err);
    return;
  }
  bayes_model_unref(pM);
  sqlite3_result_blob64(ctx, b.a, (sqlite3_uint64)b.n, sqlite3_free);
}

static void calFinal(sqlite3_context *ctx, const char *zFunc){
  CalCtx *p = (CalCtx*)sqlite3_aggregate_context(ctx, 0);
  BayesCalib *pCal = 0;
  BayesErr err;
  err.rc = SQLITE_OK;
  if( p==0 ){ sqlite3_result_null(ctx); return; }
  if( p->bErr ){ calFree(p); return; }
  if( p->pM==0 || (p->eMethod!=BAYES_CALIB_NONE ? p->n : p->nEv)==0 ){
    sqlite3_result_null(ctx);
    calFree(p);
    return;
  }
  if( bayes_calib_fit(&pCal, p->eMethod, p->nClass, p->aP, p->aLab, p->n,
                      p->aEv, p->nEv, &err) ){
    bayes_result_err(ctx, zFunc, &err);
  }else{
    calResult(ctx, p->pM, pCal, zFunc);
  }
  calFree(p);
}

void bayes_calibrate_final(sqlite3_context *ctx){ calFinal(ctx, CAL_FUNC); }

/* ------------------------------------------------------------ proba */
static int calKeys(CalCtx *p){
  BayesBuf b;
  int i, rc = SQLITE_OK;
  bayes_vocab_init(&p->voc);
  bayes_buf_init(&b);
  for(i=0; rc==SQLITE_OK && i<p->nClass; i++){
    int idx;
    b.n = 0;
    bayes_json_label_key(&b, &p->pM->apClass[i]->label);
    if( b.oom ){ rc = SQLITE_NOMEM; break; }
    /* the key's text between its quotes, as the JSON holds it */
    rc = bayes_vocab_intern(&p->voc, (const char*)b.a+1, (int)b.n-2, &idx);
    if( rc==SQLITE_OK ) p->voc.aUse[idx] = 1.0;
  }
  bayes_buf_free(&b);
  return rc;
}

void bayes_calibrate_proba_step(sqlite3_context *ctx, int argc,
                                sqlite3_value **argv){
  BayesConn *pConn = (BayesConn*)sqlite3_user_data(ctx);
  CalCtx *p = (CalCtx*)sqlite3_aggregate_context(ctx, sizeof(CalCtx));
  BayesModel *pM;
  BayesJsonIter it;
  BayesJsonVal k, v;
  const char *z;
  double *aRow;
  int iC, r, i;
  (void)argc;
  if( p==0 ){ sqlite3_result_error_nomem(ctx); return; }
  if( p->bErr ) return;
  if( calCheckModel(ctx, p, argv[0], CALP_FUNC) ){ p->bErr = 1; return; }
  pM = p->pM ? p->pM : bayes_cache_resolve(ctx, pConn, 0, argv[0], CALP_FUNC);
  if( pM==0 || calRowStart(ctx, p, pM, argv[1], CALP_FUNC, 0) ){
    p->bErr = 1;
    return;
  }
  if( p->eArg==0 && calRemember(p, argv[0]) ){
    sqlite3_result_error_nomem(ctx); p->bErr = 1; return;
  }
  if( p->voc.n==0 && calKeys(p) ){
    sqlite3_result_error_nomem(ctx); p->bErr = 1; return;
  }
  iC = calLabel(ctx, p, argv[2], CALP_FUNC);
  if( iC==-1 ){ p->bErr = 1; return; }
  if( iC==-2 || sqlite3_value_type(argv[3])==SQLITE_NULL ) return;
  z = (const char*)sqlite3_value_text(argv[3]);
  if( z==0 || bayes_json_iter_start(&it, z, sqlite3_value_bytes(argv[3]))
   || !it.bObj ){
    bayes_result_errf(ctx, CALP_FUNC, "argument 4 must be a JSON object "
                      "{\"label\": probability, ...} as bayes_proba returns");
    p->bErr = 1;
    return;
  }
  if( calGrow(p) ){ sqlite3_result_error_nomem(ctx); p->bErr = 1; return; }
  aRow = &p->aP[p->n*p->nClass];
  for(i=0; i<p->nClass; i++) aRow[i] = 0.0;
  while( (r = bayes_json_iter_next(&it, &k, &v))==1 ){
    int idx = bayes_vocab_find(&p->voc, k.z, k.n);
    if( idx<0 ){
      bayes_result_errf(ctx, CALP_FUNC, "argument 4: key \"%.*s\" is not a "
                        "class of the model", k.n>60 ? 60 : k.n, k.z);
      p->bErr = 1;
      return;
    }
    if( v.eType!=BAYES_J_NUM || v.bBool || !(v.r>=0.0 && v.r<=1.0) ){
      bayes_result_errf(ctx, CALP_FUNC, "argument 4: the value of \"%.*s\" "
                        "is not a probability", k.n>60 ? 60 : k.n, k.z);
      p->bErr = 1;
      return;
    }
    aRow[idx] = v.r;
  }
  if( r<0 ){
    bayes_result_errf(ctx, CALP_FUNC, "argument 4 is not a flat JSON object "
                      "(at byte %d)", it.i);
    p->bErr = 1;
    return;
  }
  p->aLab[p->n++] = iC;
}

void bayes_calibrate_proba_final(sqlite3_context *ctx){
  calFinal(ctx, CALP_FUNC);
}

/* ------------------------------------------------------------ uncalibrated */
void bayes_uncalibrated_func(sqlite3_context *ctx, int argc,
                             sqlite3_value **argv){
  BayesConn *pConn = (BayesConn*)sqlite3_user_data(ctx);
  BayesModel *pM, *pCopy = 0;
  BayesErr err;
  BayesBuf b;
  const u8 *aSrc;
  u8 *aFree;
  int rc;
  (void)argc;
  err.rc = SQLITE_OK;
  pM = bayes_cache_resolve(ctx, pConn, 0, argv[0], UNCAL_FUNC);
  if( pM==0 ) return;
  aSrc = bayes_model_blob_bytes(pM, &aFree);     /* the bytes it keeps */
  if( aSrc==0 ){ sqlite3_result_error_nomem(ctx); return; }
  if( pM->pCalib==0 ){
    sqlite3_result_blob64(ctx, aSrc, (sqlite3_uint64)pM->nBlob,
                          aFree ? sqlite3_free : SQLITE_TRANSIENT);
    return;
  }
  rc = bayes_model_parse(aSrc, pM->nBlob, &pCopy, &err);
  sqlite3_free(aFree);
  if( rc ){
    bayes_result_err(ctx, UNCAL_FUNC, &err);
    return;
  }
  bayes_calib_free(pCopy->pCalib);
  pCopy->pCalib = 0;
  if( bayes_model_serialize(pCopy, &b, &err) ){
    bayes_model_unref(pCopy);
    bayes_result_err(ctx, UNCAL_FUNC, &err);
    return;
  }
  bayes_model_unref(pCopy);
  sqlite3_result_blob64(ctx, b.a, (sqlite3_uint64)b.n, sqlite3_free);
}
