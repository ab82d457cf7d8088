/*
** sql/curves.c — the ROC and precision-recall curves of scores, as aggregates
** returning the curve as a JSON array of points (json_each turns it into
** rows):
**
**   bayes_roc_curve(is_positive, score [, drop_intermediate])
**       [{"threshold":t,"fpr":f,"tpr":r}, ...]   thresholds decreasing
**   bayes_pr_curve(is_positive, score)
**       [{"threshold":t,"precision":p,"recall":r}, ...]  thresholds
**       increasing, then the point (precision 1, recall 0) with threshold
**       null
**
** Each is scikit-learn 1.2's sklearn.metrics.roc_curve (drop_intermediate
** true by default, the first threshold the largest score + 1) and
** precision_recall_curve, point for point (test/curves.test, goldens from
** tools/golden_curves.py).  is_positive is 0 or 1 (a comparison such as
** y = 'spam'); score any finite number (a probability from bayes_proba).
** Rows where either is NULL are skipped.  A rate without a denominator (no
** negative rows for fpr, no positive rows for tpr) is null, where
** scikit-learn has NaN; recall without positive rows is 1 as there.  Over
** no rows the result is NULL.  Memory: every row is kept (16 bytes) and
** sorted once.
*/
#include "bayesInt.h"
#include <stdlib.h>
#include <math.h>

#define ROC_FUNC "bayes_roc_curve"
#define PR_FUNC  "bayes_pr_curve"

typedef struct CurvePt { double s; int bPos; } CurvePt;
typedef struct Curve {
  i64 n, nAlloc;
  CurvePt *a;
  int bDrop;            /* roc: drop_intermediate */
  int bErr;
} Curve;

static int curveCmpDesc(const void *x, const void *y){
  double a = ((const CurvePt*)x)->s, b = ((const CurvePt*)y)->s;
  return a>b ? -1 : a<b;
}

static void curveStep(sqlite3_context *ctx, int argc, sqlite3_value **argv,
                      const char *zFunc){
  Curve *p = (Curve*)sqlite3_aggregate_context(ctx, sizeof(Curve));
  int eT, bPos;
  double s;
  if( p==0 ){ sqlite3_result_error_nomem(ctx); return; }
  if( p->bErr ) return;
  if( p->nAlloc==0 ) p->bDrop = 1;
  if( argc==3 ){
    int eD = sqlite3_value_numeric_type(argv[2]);
    double d = sqlite3_value_double(argv[2]);
    if( (eD!=SQLITE_INTEGER && eD!=SQLITE_FLOAT) || (d!=0.0 && d!=1.0) ){
      bayes_result_errf(ctx, zFunc, "argument 3 (drop_intermediate) must "
                        "be 0 or 1");
      p->bErr = 1;
      return;
    }
    p->bDrop = d!=0.0;
  }
  if( sqlite3_value_type(argv[0])==SQLITE_NULL
   || sqlite3_value_type(argv[1])==SQLITE_NULL ) return;
  eT = sqlite3_value_numeric_type(argv[0]);
  if( (eT!=SQLITE_INTEGER && eT!=SQLITE_FLOAT)
   || (sqlite3_value_double(argv[0])!=0.0
       && sqlite3_value_double(argv[0])!=1.0) ){
    bayes_result_errf(ctx, zFunc, "argument 1 (is_positive) must be 0 or 1, "
                      "for example y = 'spam'");
    p->bErr = 1;
    return;
  }
  bPos = sqlite3_value_double(argv[0])!=0.0;
  eT = sqlite3_value_numeric_type(argv[1]);
  s = sqlite3_value_double(argv[1]);
  if( (eT!=SQLITE_INTEGER && eT!=SQLITE_FLOAT) || !isfinite(s) ){
    bayes_result_errf(ctx, zFunc, "argument 2 (the score) must be a finite "
                      "number");
    p->bErr = 1;
    return;
  }
  if( p->n>=p->nAlloc ){
    i64 nNew = p->nAlloc ? 2*p->nAlloc : 256;
    CurvePt *a = sqlite3_realloc64(p->a, sizeof(CurvePt)*(u64)nNew);
    if( a==0 ){ sqlite3_result_error_nomem(ctx); p->bErr = 1; return; }
    p->a = a;
    p->nAlloc = nNew;
  }
  p->a[p->n].s = s;
  p->a[p->n].bPos = bPos;
  p->n++;
}

void bayes_roc_curve_step(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  curveStep(ctx, argc, argv, ROC_FUNC);
}
void bayes_pr_curve_step(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  curveStep(ctx, argc, argv, PR_FUNC);
}

/* scikit-learn's _binary_clf_curve: scores sorted decreasing, one point
** per distinct score: aT thresholds, aTp and aFp the positive and
** negative rows at or above it.  Returns the point count. */
static i64 curvePoints(Curve *p, double *aT, double *aTp, double *aFp){
  i64 i, m = 0;
  double tp = 0.0, fp = 0.0;
  qsort(p->a, (size_t)p->n, sizeof(CurvePt), curveCmpDesc);
  for(i=0; i<p->n; i++){
    if( p->a[i].bPos ) tp += 1.0; else fp += 1.0;
    if( i==p->n-1 || p->a[i+1].s!=p->a[i].s ){
      aT[m] = p->a[i].s; aTp[m] = tp; aFp[m] = fp; m++;
    }
  }
  return m;
}

static void curveNum(BayesBuf *b, const char *zName, double v, int bNull){
  bayes_buf_char(b, ',');
  bayes_json_str(b, zName, -1);
  bayes_buf_char(b, ':');
  if( bNull ) bayes_buf_str(b, "null"); else bayes_json_num(b, v);
}

static void curveFinal(sqlite3_context *ctx, int bRoc){
  Curve *p = (Curve*)sqlite3_aggregate_context(ctx, 0);
  double *aT, *aTp, *aFp;
  BayesBuf b;
  i64 m, i;
  if( p==0 || p->bErr || p->n==0 ){
    if( p && !p->bErr ) sqlite3_result_null(ctx);
    if( p==0 ) sqlite3_result_null(ctx);
    if( p ) sqlite3_free(p->a);
    return;
  }
  aT = sqlite3_malloc64(sizeof(double)*3*(u64)(p->n+1));
  if( aT==0 ){ sqlite3_free(p->a); sqlite3_result_error_nomem(ctx); return; }
  aTp = aT + p->n + 1;
  aFp = aTp + p->n + 1;
  m = curvePoints(p, aT, aTp, aFp);
  bayes_buf_init(&b);
  bayes_buf_char(&b, '[');
  if( bRoc ){
    double P = aTp[m-1], N = aFp[m-1];
    i64 k = 0;
    /* drop_intermediate: keep the ends and the corners */
    if( p->bDrop && m>2 ){
      for(i=0; i<m; i++){
        if( i==0 || i==m-1
         || aFp[i-1]-2.0*aFp[i]+aFp[i+1]!=0.0
         || aTp[i-1]-2.0*aTp[i]+aTp[i+1]!=0.0 ){
          /* k <= i: position i-1 was written only by i-1 itself */
          double t = aT[i], tp = aTp[i], fp = aFp[i];
          aT[k] = t; aTp[k] = tp; aFp[k] = fp;
          k++;
        }
      }
      m = k;
    }
    for(i=-1; i<m; i++){
      double t = i<0 ? aT[0]+1.0 : aT[i];
      double tp = i<0 ? 0.0 : aTp[i], fp = i<0 ? 0.0 : aFp[i];
      if( i>=0 ) bayes_buf_char(&b, ',');
      bayes_buf_str(&b, "{\"threshold\":");
      bayes_json_num(&b, t);
      curveNum(&b, "fpr", fp/N, N<=0.0);
      curveNum(&b, "tpr", tp/P, P<=0.0);
      bayes_buf_char(&b, '}');
    }
  }else{
    double P = aTp[m-1];
    for(i=m-1; i>=0; i--){
      bayes_buf_str(&b, "{\"threshold\":");
      bayes_json_num(&b, aT[i]);
      curveNum(&b, "precision", aTp[i]/(aTp[i]+aFp[i]), 0);
      curveNum(&b, "recall", P>0.0 ? aTp[i]/P : 1.0, 0);
      bayes_buf_str(&b, "},");
    }
    bayes_buf_str(&b, "{\"threshold\":null,\"precision\":1,\"recall\":0}");
  }
  bayes_buf_char(&b, ']');
  sqlite3_free(aT);
  sqlite3_free(p->a);
  p->a = 0;
  bayes_result_json(ctx, &b);
}

void bayes_roc_curve_final(sqlite3_context *ctx){ curveFinal(ctx, 1); }
void bayes_pr_curve_final(sqlite3_context *ctx){ curveFinal(ctx, 0); }
