/*
** sql/blend.c — bayes_blend(proba, weight [, proba, weight] ...): the weighted
** average of probability objects (soft voting).
**
**   SELECT bayes_blend(bayes_proba(g, x1, x2), 0.3,
**                      bayes_proba(k, x1, x2), 0.7) FROM t;
**
** Each proba is a flat JSON object {"label": p, ...} whose values are
** probabilities summing to 1 (within 1e-6), as bayes_proba and
** bayes_calibrate_proba's inputs are; each weight a finite number >= 0, not
** all 0, divided by the largest before the sum (whose own sum may
** overflow: 1e308 twice).  The result is the JSON object of sum_i w_i p_i[label] / sum_i w_i
** over the union of the labels, in the order they first appear (a label an
** object lacks has probability 0 there: its model never saw that class).
** Labels are compared after their escapes are decoded.  That is
** scikit-learn's VotingClassifier(voting="soft", weights=...) on the
** probabilities: np.average(probas, axis=0, weights=w).  NULL in any
** argument gives NULL.
*/
#include "bayesInt.h"
#include <assert.h>
#include <string.h>
#include <math.h>

#define BLEND_FUNC "bayes_blend"
#define BLEND_MAX  4096                 /* distinct labels */
#define BLEND_TOL  1e-6                 /* |sum of an object - 1| */

/* The running sum of the weighted objects, per distinct label */
typedef struct Blend {
  BayesVocab voc;       /* label -> index, in order of first appearance */
  double *aSum;         /* per label: sum of w_i p_i[label] */
  int *aSeen;           /* per label: the argument that last named it */
  int nAlloc;           /* entries of aSum and aSeen */
  char *zKey;           /* an escaped label, decoded */
} Blend;

/* The arguments' count, NULLs and weights: 1 after setting the result
** (NULL, or an error), else 0 with the largest weight in *pwMax and the
** sum of the weights over it in *pwTot */
static int blendWeights(sqlite3_context *ctx, int argc, sqlite3_value **argv,
                        double *pwMax, double *pwTot){
  double wTot = 0.0, wMax = 0.0;
  int i;
  if( argc<2 || (argc & 1) ){
    bayes_result_errf(ctx, BLEND_FUNC, "takes pairs (proba, weight): "
                      "%d argument%s given", argc, argc==1 ? "" : "s");
    return 1;
  }
  for(i=0; i<argc; i++){
    if( sqlite3_value_type(argv[i])==SQLITE_NULL ){
      sqlite3_result_null(ctx);
      return 1;
    }
  }
  for(i=1; i<argc; i+=2){
    int t = sqlite3_value_type(argv[i]);
    double w = sqlite3_value_double(argv[i]);
    if( (t!=SQLITE_INTEGER && t!=SQLITE_FLOAT) || !isfinite(w) || w<0.0 ){
      bayes_result_errf(ctx, BLEND_FUNC, "argument %d (the weight of "
                        "argument %d) must be a finite number >= 0", i+1, i);
      return 1;
    }
    if( w>wMax ) wMax = w;
  }
  /* the weights over the largest, then their sum: each is in [0, 1] and
  ** the sum in [1, argc/2], where the sum of the weights themselves could
  ** overflow (1e308 twice) or underflow; scaling changes no average */
  if( wMax>0.0 ){
    for(i=1; i<argc; i+=2) wTot += sqlite3_value_double(argv[i]) / wMax;
  }
  if( !(wTot>0.0) ){
    bayes_result_errf(ctx, BLEND_FUNC, "the weights sum to 0");
    return 1;
  }
  *pwMax = wMax;
  *pwTot = wTot;
  return 0;
}

/* The index of label zK (nK bytes), a new one with a sum of 0 when it is
** not known yet.  SQLITE_OK, SQLITE_ERROR (too many labels: the result
** is set) or SQLITE_NOMEM. */
static int blendLabel(sqlite3_context *ctx, Blend *pB, const char *zK,
                      int nK, int *pIdx){
  int idx = bayes_vocab_find(&pB->voc, zK, nK);
  if( idx<0 ){
    if( pB->voc.n>=BLEND_MAX ){
      bayes_result_errf(ctx, BLEND_FUNC, "more than %d distinct labels",
                        BLEND_MAX);
      return SQLITE_ERROR;
    }
    if( bayes_vocab_intern(&pB->voc, zK, nK, &idx) ) return SQLITE_NOMEM;
    if( idx>=pB->nAlloc ){        /* per label, grown by doubling */
      int nNew = pB->nAlloc ? 2*pB->nAlloc : 16;
      double *aS = sqlite3_realloc64(pB->aSum, sizeof(double)*(u64)nNew);
      int *aN;
      if( aS==0 ) return SQLITE_NOMEM;
      pB->aSum = aS;
      aN = sqlite3_realloc64(pB->aSeen, sizeof(int)*(u64)nNew);
      if( aN==0 ) return SQLITE_NOMEM;
      pB->aSeen = aN;
      pB->nAlloc = nNew;
    }
    assert( idx<pB->nAlloc );
    pB->aSum[idx] = 0.0;
    pB->aSeen[idx] = -1;
  }
  *pIdx = idx;
  return SQLITE_OK;
}

/* Add argument i, a probability object, with weight w to the sums.
** SQLITE_OK, SQLITE_ERROR (the result is set) or SQLITE_NOMEM. */
static int blendAddObject(sqlite3_context *ctx, Blend *pB,
                          sqlite3_value **argv, int i, double w){
  const char *z = (const char*)sqlite3_value_text(argv[i]);
  BayesJsonIter it;
  BayesJsonVal k, v;
  double tot = 0.0;
  int nItem = 0, r, rc;
  if( z==0 ) return SQLITE_NOMEM;        /* not NULL: out of memory */
  if( bayes_json_iter_start(&it, z, sqlite3_value_bytes(argv[i]))
   || !it.bObj ){
    bayes_result_errf(ctx, BLEND_FUNC, "argument %d must be a JSON object "
                      "{\"label\": probability, ...} as bayes_proba "
                      "returns", i+1);
    return SQLITE_ERROR;
  }
  while( (r = bayes_json_iter_next(&it, &k, &v))==1 ){
    const char *zK = k.z;
    int nK = k.n, idx;
    if( v.eType!=BAYES_J_NUM || v.bBool || !(v.r>=0.0 && v.r<=1.0) ){
      bayes_result_errf(ctx, BLEND_FUNC, "argument %d: the value of "
                        "\"%.*s\" is not a probability", i+1,
                        k.n>60 ? 60 : k.n, k.z);
      return SQLITE_ERROR;
    }
    if( k.bEsc ){
      sqlite3_free(pB->zKey);
      pB->zKey = sqlite3_malloc64((u64)k.n+1);
      if( pB->zKey==0 ) return SQLITE_NOMEM;
      nK = bayes_json_unescape(k.z, k.n, pB->zKey);
      zK = pB->zKey;
    }
    rc = blendLabel(ctx, pB, zK, nK, &idx);
    if( rc ) return rc;
    if( pB->aSeen[idx]==i ){
      bayes_result_errf(ctx, BLEND_FUNC, "argument %d has the label "
                        "\"%.*s\" twice", i+1, k.n>60 ? 60 : k.n, k.z);
      return SQLITE_ERROR;
    }
    pB->aSeen[idx] = i;
    pB->aSum[idx] += w*v.r;
    tot += v.r;
    nItem++;
  }
  if( r<0 || nItem==0 ){
    bayes_result_errf(ctx, BLEND_FUNC, "argument %d must be a flat JSON "
                      "object with at least one label", i+1);
    return SQLITE_ERROR;
  }
  if( !(fabs(tot-1.0)<=BLEND_TOL) ){
    bayes_result_errf(ctx, BLEND_FUNC, "argument %d: the probabilities "
                      "sum to %.17g, not 1", i+1, tot);
    return SQLITE_ERROR;
  }
  return SQLITE_OK;
}

/* The result: the object of the sums, each at most 1 */
static void blendResult(sqlite3_context *ctx, const Blend *pB){
  BayesBuf out;
  int j;
  bayes_buf_init(&out);
  bayes_buf_char(&out, '{');
  for(j=0; j<pB->voc.n; j++){
    int n;
    const char *zK = bayes_vocab_key(&pB->voc, j, &n);
    if( j ) bayes_buf_char(&out, ',');
    bayes_json_str(&out, zK, n);
    bayes_buf_char(&out, ':');
    bayes_json_num(&out, pB->aSum[j]>1.0 ? 1.0 : pB->aSum[j]);
  }
  bayes_buf_char(&out, '}');
  bayes_result_json(ctx, &out);
  bayes_buf_free(&out);
}

void bayes_blend_func(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  Blend b;
  double wTot, wMax;
  int i, rc = SQLITE_OK;
  if( blendWeights(ctx, argc, argv, &wMax, &wTot) ) return;
  memset(&b, 0, sizeof(b));
  bayes_vocab_init(&b.voc);
  for(i=0; i<argc && rc==SQLITE_OK; i+=2){
    rc = blendAddObject(ctx, &b, argv, i,
                        sqlite3_value_double(argv[i+1]) / wMax / wTot);
  }
  if( rc==SQLITE_OK ) blendResult(ctx, &b);
  if( rc==SQLITE_NOMEM ) sqlite3_result_error_nomem(ctx);
  bayes_vocab_free(&b.voc);
  sqlite3_free(b.aSum); sqlite3_free(b.aSeen); sqlite3_free(b.zKey);
}

/* ------------------------------------------------------------ stored */
/* bayes_blend_model(model, weight [, model, weight] ...): the BLOB of a
** stored blend (kinds/blend.c), a model whose probabilities are what
** bayes_blend gives over the members' bayes_proba with these weights.
** Each model is a BLOB or the name of a model in bayes_models (resolved
** as the scoring functions do); the weights as bayes_blend's.  The
** members' BLOBs are kept verbatim.  NULL in any argument gives NULL. */
#define BLEND_MODEL_FUNC "bayes_blend_model"

void bayes_blend_model_func(sqlite3_context *ctx, int argc,
                            sqlite3_value **argv){
  BayesConn *pConn = (BayesConn*)sqlite3_user_data(ctx);
  BayesModel *apM[BAYES_BLEND_MAX_MEMBERS];
  double aW[BAYES_BLEND_MAX_MEMBERS];
  double wMax = 0.0;
  int i, nM = 0;
  BayesErr err;
  BayesBuf b;
  if( argc<2 || (argc & 1) ){
    bayes_result_errf(ctx, BLEND_MODEL_FUNC, "takes pairs (model, weight): "
                      "%d argument%s given", argc, argc==1 ? "" : "s");
    return;
  }
  if( argc/2>BAYES_BLEND_MAX_MEMBERS ){
    bayes_result_errf(ctx, BLEND_MODEL_FUNC, "a blend has at most %d "
                      "members: %d given", BAYES_BLEND_MAX_MEMBERS, argc/2);
    return;
  }
  for(i=0; i<argc; i++){
    if( sqlite3_value_type(argv[i])==SQLITE_NULL ){
      sqlite3_result_null(ctx);
      return;
    }
  }
  for(i=1; i<argc; i+=2){
    int t = sqlite3_value_type(argv[i]);
    double w = sqlite3_value_double(argv[i]);
    if( (t!=SQLITE_INTEGER && t!=SQLITE_FLOAT) || !isfinite(w) || w<0.0 ){
      bayes_result_errf(ctx, BLEND_MODEL_FUNC, "argument %d (the weight of "
                        "argument %d) must be a finite number >= 0", i+1, i);
      return;
    }
    if( w>wMax ) wMax = w;
    aW[i/2] = w;
  }
  if( !(wMax>0.0) ){
    bayes_result_errf(ctx, BLEND_MODEL_FUNC, "the weights sum to 0");
    return;
  }
  for(i=0; i<argc; i+=2){
    BayesModel *pM = bayes_cache_resolve(ctx, pConn, i, argv[i],
                                         BLEND_MODEL_FUNC);
    if( pM==0 ) break;
    bayes_model_ref(pM);          /* held until the BLOB is written */
    apM[nM++] = pM;
  }
  if( nM==argc/2 ){
    err.rc = SQLITE_OK;
    if( bayes_blend_build(apM, aW, nM, &b, &err) ){
      bayes_result_err(ctx, BLEND_MODEL_FUNC, &err);
    }else{
      /* read back as every user of it will: what is returned parses */
      BayesModel *pB = 0;
      if( bayes_model_parse(b.a, b.n, &pB, &err) ){
        bayes_buf_free(&b);
        bayes_result_err(ctx, BLEND_MODEL_FUNC, &err);
      }else{
        bayes_model_unref(pB);
        sqlite3_result_blob64(ctx, b.a, (sqlite3_uint64)b.n, sqlite3_free);
      }
    }
  }
  for(i=0; i<nM; i++) bayes_model_unref(apM[i]);
}
