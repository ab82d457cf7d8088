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
#include <string.h>
#include <math.h>

#define BLEND_FUNC "bayes_blend"
#define BLEND_MAX  4096                 /* distinct labels */
#define BLEND_TOL  1e-6                 /* |sum of an object - 1| */

void bayes_blend_func(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  BayesVocab voc;
  BayesBuf out;
  BayesJsonIter it;
  BayesJsonVal k, v;
  double *aSum = 0, wTot = 0.0, wMax = 0.0;
  int *aSeen = 0, nAlloc = 0;
  char *zKey = 0;
  int i, j, r;
  if( argc<2 || (argc & 1) ){
    bayes_result_errf(ctx, BLEND_FUNC, "takes pairs (proba, weight): "
                      "%d argument%s given", argc, argc==1 ? "" : "s");
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
      bayes_result_errf(ctx, BLEND_FUNC, "argument %d (the weight of "
                        "argument %d) must be a finite number >= 0", i+1, i);
      return;
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
    return;
  }
  bayes_vocab_init(&voc);
  bayes_buf_init(&out);
  for(i=0; i<argc; i+=2){
    const char *z = (const char*)sqlite3_value_text(argv[i]);
    double w = sqlite3_value_double(argv[i+1]) / wMax / wTot, tot = 0.0;
    int nItem = 0;
    if( z==0 ) goto nomem;                 /* not NULL: out of memory */
    if( bayes_json_iter_start(&it, z, sqlite3_value_bytes(argv[i]))
     || !it.bObj ){
      bayes_result_errf(ctx, BLEND_FUNC, "argument %d must be a JSON object "
                        "{\"label\": probability, ...} as bayes_proba "
                        "returns", i+1);
      goto done;
    }
    while( (r = bayes_json_iter_next(&it, &k, &v))==1 ){
      const char *zK = k.z;
      int nK = k.n, idx;
      if( v.eType!=BAYES_J_NUM || v.bBool || !(v.r>=0.0 && v.r<=1.0) ){
        bayes_result_errf(ctx, BLEND_FUNC, "argument %d: the value of "
                          "\"%.*s\" is not a probability", i+1,
                          k.n>60 ? 60 : k.n, k.z);
        goto done;
      }
      if( k.bEsc ){
        sqlite3_free(zKey);
        zKey = sqlite3_malloc64((u64)k.n+1);
        if( zKey==0 ) goto nomem;
        nK = bayes_json_unescape(k.z, k.n, zKey);
        zK = zKey;
      }
      idx = bayes_vocab_find(&voc, zK, nK);
      if( idx<0 ){
        if( voc.n>=BLEND_MAX ){
          bayes_result_errf(ctx, BLEND_FUNC, "more than %d distinct labels",
                            BLEND_MAX);
          goto done;
        }
        if( bayes_vocab_intern(&voc, zK, nK, &idx) ) goto nomem;
        if( idx>=nAlloc ){        /* per label, grown by doubling */
          int nNew = nAlloc ? 2*nAlloc : 16;
          double *aS = sqlite3_realloc64(aSum, sizeof(double)*(u64)nNew);
          int *aN;
          if( aS==0 ) goto nomem;
          aSum = aS;
          aN = sqlite3_realloc64(aSeen, sizeof(int)*(u64)nNew);
          if( aN==0 ) goto nomem;
          aSeen = aN;
          nAlloc = nNew;
        }
        aSum[idx] = 0.0;
        aSeen[idx] = -1;
      }
      if( aSeen[idx]==i ){
        bayes_result_errf(ctx, BLEND_FUNC, "argument %d has the label "
                          "\"%.*s\" twice", i+1, k.n>60 ? 60 : k.n, k.z);
        goto done;
      }
      aSeen[idx] = i;
      aSum[idx] += w*v.r;
      tot += v.r;
      nItem++;
    }
    if( r<0 || nItem==0 ){
      bayes_result_errf(ctx, BLEND_FUNC, "argument %d must be a flat JSON "
                        "object with at least one label", i+1);
      goto done;
    }
    if( !(fabs(tot-1.0)<=BLEND_TOL) ){
      bayes_result_errf(ctx, BLEND_FUNC, "argument %d: the probabilities "
                        "sum to %.17g, not 1", i+1, tot);
      goto done;
    }
  }
  bayes_buf_char(&out, '{');
  for(j=0; j<voc.n; j++){
    int n;
    const char *zK = bayes_vocab_key(&voc, j, &n);
    if( j ) bayes_buf_char(&out, ',');
    bayes_json_str(&out, zK, n);
    bayes_buf_char(&out, ':');
    bayes_json_num(&out, aSum[j]>1.0 ? 1.0 : aSum[j]);
  }
  bayes_buf_char(&out, '}');
  bayes_result_json(ctx, &out);
done:
  bayes_buf_free(&out);
  bayes_vocab_free(&voc);
  sqlite3_free(aSum); sqlite3_free(aSeen); sqlite3_free(zKey);
  return;
nomem:
  bayes_buf_free(&out);
  bayes_vocab_free(&voc);
  sqlite3_free(aSum); sqlite3_free(aSeen); sqlite3_free(zKey);
  sqlite3_result_error_nomem(ctx);
}
