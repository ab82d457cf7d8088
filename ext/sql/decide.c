/*
** sql/decide.c — bayes_decide(proba, cost): the class of least expected cost.
**
**   SELECT bayes_decide(bayes_proba(m, x1, x2), '[0,1,10,0]') FROM t;
**
** proba is the JSON object {"label": p, ...} of bayes_proba (K classes, in
** its key order); cost a flat JSON array of K*K numbers, row by row:
** cost[i*K + j] is the cost of predicting class j when the actual class
** is i.  The result is the key (TEXT) of the class j with the least
** expected cost sum_i p_i cost[i*K + j]; ties go to the first such class.
** In numpy: keys[np.argmin(p @ C)] (test/curves.test, goldens from
** tools/golden_curves.py).  With cost 1 - identity that is the class of
** highest probability.  NULL in, NULL out.
*/
#include "bayesInt.h"
#include <string.h>
#include <math.h>

#define DECIDE_FUNC "bayes_decide"
#define DECIDE_MAX 4096            /* classes */

void bayes_decide_func(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  const char *zP, *zC;
  BayesJsonIter it;
  BayesJsonVal k, v;
  double *aP = 0, *aC = 0;
  const char **azKey = 0;
  int *anKey = 0;
  int nK = 0, nC = 0, r, i, j, iBest = 0;
  double best = INFINITY;
  (void)argc;
  if( sqlite3_value_type(argv[0])==SQLITE_NULL
   || sqlite3_value_type(argv[1])==SQLITE_NULL ){
    sqlite3_result_null(ctx);
    return;
  }
  zP = (const char*)sqlite3_value_text(argv[0]);
  if( zP==0 || bayes_json_iter_start(&it, zP, sqlite3_value_bytes(argv[0]))
   || !it.bObj ){
    bayes_result_errf(ctx, DECIDE_FUNC, "argument 1 must be a JSON object "
                      "{\"label\": probability, ...} as bayes_proba returns");
    return;
  }
  aP = sqlite3_malloc64(sizeof(double)*DECIDE_MAX);
  azKey = sqlite3_malloc64(sizeof(char*)*DECIDE_MAX);
  anKey = sqlite3_malloc64(sizeof(int)*DECIDE_MAX);
  if( aP==0 || azKey==0 || anKey==0 ) goto nomem;
  while( (r = bayes_json_iter_next(&it, &k, &v))==1 ){
    if( nK>=DECIDE_MAX ){
      bayes_result_errf(ctx, DECIDE_FUNC, "argument 1 has more than %d "
                        "classes", DECIDE_MAX);
      goto done;
    }
    if( v.eType!=BAYES_J_NUM || v.bBool || !(v.r>=0.0 && v.r<=1.0) ){
      bayes_result_errf(ctx, DECIDE_FUNC, "argument 1: the value of "
                        "\"%.*s\" is not a probability",
                        k.n>60 ? 60 : k.n, k.z);
      goto done;
    }
    azKey[nK] = k.z; anKey[nK] = k.n; aP[nK] = v.r; nK++;
  }
  if( r<0 || nK==0 ){
    bayes_result_errf(ctx, DECIDE_FUNC, "argument 1 must be a flat JSON "
                      "object with at least one class");
    goto done;
  }
  zC = (const char*)sqlite3_value_text(argv[1]);
  if( zC==0 || bayes_json_iter_start(&it, zC, sqlite3_value_bytes(argv[1]))
   || it.bObj ){
    bayes_result_errf(ctx, DECIDE_FUNC, "argument 2 must be a JSON array of "
                      "%d x %d costs, row i (the actual class) by column j "
                      "(the predicted class)", nK, nK);
    goto done;
  }
  aC = sqlite3_malloc64(sizeof(double)*(u64)nK*(u64)nK);
  if( aC==0 ) goto nomem;
  while( (r = bayes_json_iter_next(&it, &k, &v))==1 ){
    if( v.eType!=BAYES_J_NUM || v.bBool || !isfinite(v.r) ){
      bayes_result_errf(ctx, DECIDE_FUNC, "argument 2: cost %d is not a "
                        "finite number", nC+1);
      goto done;
    }
    if( nC>=nK*nK ){ nC++; break; }
    aC[nC++] = v.r;
  }
  if( r<0 || nC!=nK*nK ){
    bayes_result_errf(ctx, DECIDE_FUNC, "argument 2 must be a flat JSON "
                      "array of %d x %d = %d costs (the %d classes of "
                      "argument 1)", nK, nK, nK*nK, nK);
    goto done;
  }
  for(j=0; j<nK; j++){
    double e = 0.0;
    for(i=0; i<nK; i++) e += aP[i]*aC[i*nK+j];
    if( e<best ){ best = e; iBest = j; }
  }
  if( azKey[iBest] && memchr(azKey[iBest], '\\', (size_t)anKey[iBest]) ){
    char *z = sqlite3_malloc64((u64)anKey[iBest]+1);
    if( z==0 ) goto nomem;
    sqlite3_result_text(ctx, z, bayes_json_unescape(azKey[iBest],
                        anKey[iBest], z), sqlite3_free);
  }else{
    sqlite3_result_text(ctx, azKey[iBest], anKey[iBest], SQLITE_TRANSIENT);
  }
done:
  sqlite3_free(aP); sqlite3_free(aC); sqlite3_free(azKey); sqlite3_free(anKey);
  return;
nomem:
  sqlite3_free(aP); sqlite3_free(aC); sqlite3_free(azKey); sqlite3_free(anKey);
  sqlite3_result_error_nomem(ctx);
}
