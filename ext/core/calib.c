/*
** core/calib.c — a model's calibration section: the probability calibrator
** (isotonic or sigmoid, one-vs-rest, as scikit-learn's
** CalibratedClassifierCV) and the held-out evidence record behind
** bayes_novelty.  Fitting, applying, writing and reading the section
** (docs/format.md, "Calibration section"); the SQL functions that use it
** are in calibrate.c and score.c.
**
** Isotonic: scikit-learn 1.2's IsotonicRegression(out_of_bounds="clip")
** step by step: points sorted by (x, y), x values closer than 1e-15 to the
** first of their group merged (its _make_unique), the pool-adjacent-
** violators pass in its order of operations, redundant points trimmed, and
** prediction by np.interp's formula on the clipped input.
**
** Sigmoid: Platt's method as scikit-learn's _sigmoid_calibration: targets
** smoothed to (n1+1)/(n1+2) and 1/(n0+2), p = 1/(1+exp(A f + B)), started
** at A=0, B=log((n0+1)/(n1+1)).  scikit-learn minimises with BFGS, stopping
** at a gradient of 1e-5; here Newton's method with a backtracking line
** search (Lin, Lin and Weng 2007) goes to convergence, so the two agree to
** about 1e-6 in probability (docs/functions.md).
*/
#include "bayesInt.h"
#include <string.h>
#include <stdlib.h>
#include <math.h>

/* np.finfo(np.float64).resolution: _make_unique's tolerance */
#define CALIB_EPS 1e-15

void bayes_calib_free(BayesCalib *p){
  if( p==0 ) return;
  sqlite3_free(p->aOff);
  sqlite3_free(p->aX);
  sqlite3_free(p->aY);
  sqlite3_free(p->aAB);
  sqlite3_free(p->aEv);
  sqlite3_free(p);
}

int bayes_calib_count(int nClass){ return nClass==2 ? 1 : nClass; }

/* ------------------------------------------------------------ isotonic */
typedef struct CalibPt { double x, y; } CalibPt;
static int calibCmpPt(const void *a, const void *b){
  const CalibPt *p = (const CalibPt*)a, *q = (const CalibPt*)b;
  if( p->x<q->x ) return -1;
  if( p->x>q->x ) return 1;
  return p->y<q->y ? -1 : p->y>q->y;
}

/* Fit one isotonic calibrator on aPt[0..n) (sorted here); append its
** thresholds to aX/aY from *pnOut on.  aW, aT: scratch of n. */
static void calibIsotonic(CalibPt *aPt, i64 n, double *aX, double *aY,
                          i64 *pnOut, double *aW, i64 *aT){
  i64 i, j, k, m = 0, o;
  double cx, cy, cw;
  qsort(aPt, (size_t)n, sizeof(CalibPt), calibCmpPt);
  /* _make_unique: into aX+o (x), aY+o (mean y), aW (weight) */
  o = *pnOut;
  cx = aPt[0].x; cy = 0.0; cw = 0.0;
  for(j=0; j<n; j++){
    double x = aPt[j].x;
    if( x - cx >= CALIB_EPS ){
      aX[o+m] = cx; aW[m] = cw; aY[o+m] = cy/cw; m++;
      cx = x; cw = 1.0; cy = aPt[j].y;
    }else{
      cw += 1.0; cy += aPt[j].y;
    }
  }
  aX[o+m] = cx; aW[m] = cw; aY[o+m] = cy/cw; m++;
  /* _inplace_contiguous_isotonic_regression */
  {
    double *y = aY+o, *w = aW;
    for(i=0; i<m; i++) aT[i] = i;
    i = 0;
    while( i<m ){
      double sumwy, sumw, prev;
      k = aT[i] + 1;
      if( k==m ) break;
      if( y[i]<y[k] ){ i = k; continue; }
      sumwy = w[i]*y[i];
      sumw = w[i];
      for(;;){
        prev = y[k];
        sumwy += w[k]*y[k];
        sumw += w[k];
        k = aT[k] + 1;
        if( k==m || prev<y[k] ){
          y[i] = sumwy/sumw;
          w[i] = sumw;
          aT[i] = k - 1;
          aT[k-1] = i;
          if( i>0 ) i = aT[i-1];
          break;
        }
      }
    }
    i = 0;
    while( i<m ){
      k = aT[i] + 1;
      for(j=i+1; j<k; j++) y[j] = y[i];
      i = k;
    }
  }
  /* trim: keep the ends and every point whose y differs from a neighbour */
  {
    double *x = aX+o, *y = aY+o;
    i64 nKeep = 0;
    for(i=0; i<m; i++){
      if( i==0 || i==m-1 || y[i]!=y[i-1] || y[i]!=y[i+1] ){
        /* compare with the untrimmed neighbours: write behind the reader */
        aW[nKeep] = x[i]; aT[nKeep] = i; nKeep++;
      }
    }
    for(i=0; i<nKeep; i++){
      double yy = y[aT[i]];
      x[i] = aW[i];
      y[i] = yy;
    }
    *pnOut = o + nKeep;
  }
}

/* np.interp on thresholds x[0..m) after clipping t into [x0, x(m-1)] */
static double calibInterp(const double *x, const double *y, i64 m, double t){
  i64 lo, hi;
  if( m==1 ) return y[0];
  if( t<x[0] ) t = x[0];
  if( t>x[m-1] ) t = x[m-1];
  if( t==x[m-1] ) return y[m-1];
  lo = 0; hi = m-1;             /* x[lo] <= t < x[hi] */
  while( hi-lo>1 ){
    i64 mid = lo + (hi-lo)/2;
    if( x[mid]<=t ) lo = mid; else hi = mid;
  }
  if( x[lo]==t ) return y[lo];
  return (y[lo+1]-y[lo])/(x[lo+1]-x[lo])*(t - x[lo]) + y[lo];
}

/* ------------------------------------------------------------ sigmoid */
static double calibSoftplus(double z){
  return z>0.0 ? z + log1p(exp(-z)) : log1p(exp(z));
}
static double calibSigmoidLoss(const double *aF, const double *aT, i64 n,
                               double A, double B){
  double s = 0.0;
  i64 i;
  for(i=0; i<n; i++){
    double z = A*aF[i] + B;
    s += calibSoftplus(z) - (1.0-aT[i])*z;
  }
  return s;
}
/* Platt scaling of scores aF with 0/1 targets aLab; *pA, *pB */
static void calibSigmoid(const double *aF, const double *aLab, i64 n,
                         double *aT, double *pA, double *pB){
  double n1 = 0.0, n0, A, B, f;
  double tHi, tLo;
  i64 i;
  int it;
  for(i=0; i<n; i++) n1 += aLab[i]>0.0;
  n0 = (double)n - n1;
  tHi = (n1+1.0)/(n1+2.0);
  tLo = 1.0/(n0+2.0);
  for(i=0; i<n; i++) aT[i] = aLab[i]>0.0 ? tHi : tLo;
  A = 0.0; B = log((n0+1.0)/(n1+1.0));
  f = calibSigmoidLoss(aF, aT, n, A, B);
  for(it=0; it<200; it++){
    double gA = 0.0, gB = 0.0, h11 = 1e-12, h22 = 1e-12, h21 = 0.0;
    double det, dA, dB, gd, step;
    for(i=0; i<n; i++){
      double z = A*aF[i] + B;
      double p = 1.0/(1.0+exp(z));       /* P = expit(-z) */
      double d = aT[i] - p;              /* dloss/dz */
      double h = p*(1.0-p);
      gA += d*aF[i]; gB += d;
      h11 += h*aF[i]*aF[i]; h22 += h; h21 += h*aF[i];
    }
    if( fabs(gA)<1e-12*(double)n && fabs(gB)<1e-12*(double)n ) break;
    det = h11*h22 - h21*h21;
    if( !(det>0.0) ) break;
    dA = -(h22*gA - h21*gB)/det;
    dB = -(-h21*gA + h11*gB)/det;
    gd = gA*dA + gB*dB;
    step = 1.0;
    while( step>=1e-10 ){
      double nA = A + step*dA, nB = B + step*dB;
      double nf = calibSigmoidLoss(aF, aT, n, nA, nB);
      if( nf <= f + 1e-4*step*gd ){
        int bDone = fabs(step*dA)<=1e-15*(1.0+fabs(A))
                 && fabs(step*dB)<=1e-15*(1.0+fabs(B));
        A = nA; B = nB; f = nf;
        if( bDone ) step = 0.0;     /* converged */
        break;
      }
      step *= 0.5;
    }
    if( step<1e-10 ) break;
  }
  *pA = A; *pB = B;
}

/* ------------------------------------------------------------ fitting */
int bayes_calib_fit(BayesCalib **ppC, int eMethod, int nClass,
                    const double *aP, const int *aLab, i64 n,
                    double *aEv, i64 nEv, BayesErr *pErr){
  BayesCalib *p;
  int nCal = eMethod==BAYES_CALIB_NONE ? 0 : bayes_calib_count(nClass);
  int c;
  i64 i;
  *ppC = 0;
  p = sqlite3_malloc64(sizeof(*p));
  if( p==0 ) goto nomem;
  memset(p, 0, sizeof(*p));
  p->eMethod = eMethod;
  p->nCal = nCal;
  p->nRow = (double)n;
  if( eMethod==BAYES_CALIB_ISOTONIC ){
    CalibPt *aPt = sqlite3_malloc64(sizeof(CalibPt)*(u64)n);
    double *aW = sqlite3_malloc64(sizeof(double)*(u64)n);
    i64 *aT = sqlite3_malloc64(sizeof(i64)*(u64)n);
    i64 nOut = 0;
    p->aOff = sqlite3_malloc64(sizeof(i64)*(u64)(nCal+1));
    p->aX = sqlite3_malloc64(sizeof(double)*(u64)n*(u64)nCal);
    p->aY = sqlite3_malloc64(sizeof(double)*(u64)n*(u64)nCal);
    if( aPt==0 || aW==0 || aT==0 || p->aOff==0 || p->aX==0 || p->aY==0 ){
      sqlite3_free(aPt); sqlite3_free(aW); sqlite3_free(aT);
      goto nomem;
    }
    for(c=0; c<nCal; c++){
      int k = nClass==2 ? 1 : c;       /* binary: the second class only */
      for(i=0; i<n; i++){
        aPt[i].x = aP[i*nClass+k];
        aPt[i].y = aLab[i]==k ? 1.0 : 0.0;
      }
      p->aOff[c] = nOut;
      calibIsotonic(aPt, n, p->aX, p->aY, &nOut, aW, aT);
    }
    p->aOff[nCal] = nOut;
    sqlite3_free(aPt); sqlite3_free(aW); sqlite3_free(aT);
  }else if( eMethod==BAYES_CALIB_SIGMOID ){
    double *aF = sqlite3_malloc64(sizeof(double)*(u64)n*3);
    p->aAB = sqlite3_malloc64(sizeof(double)*2*(u64)nCal);
    if( aF==0 || p->aAB==0 ){ sqlite3_free(aF); goto nomem; }
    for(c=0; c<nCal; c++){
      int k = nClass==2 ? 1 : c;
      for(i=0; i<n; i++){
        aF[i] = aP[i*nClass+k];
        aF[n+i] = aLab[i]==k ? 1.0 : 0.0;
      }
      calibSigmoid(aF, aF+n, n, aF+2*n, &p->aAB[2*c], &p->aAB[2*c+1]);
    }
    sqlite3_free(aF);
  }
  if( aEv && nEv>0 ){
    p->aEv = sqlite3_malloc64(sizeof(double)*(u64)nEv);
    if( p->aEv==0 ) goto nomem;
    memcpy(p->aEv, aEv, sizeof(double)*(size_t)nEv);
    bayes_calib_sort(p->aEv, nEv);
    p->nEv = nEv;
  }
  *ppC = p;
  return SQLITE_OK;
nomem:
  bayes_calib_free(p);
  bayes_err_nomem(pErr);
  return SQLITE_NOMEM;
}

static int calibCmpF64(const void *a, const void *b){
  double x = *(const double*)a, y = *(const double*)b;
  return x<y ? -1 : x>y;
}
void bayes_calib_sort(double *a, i64 n){
  qsort(a, (size_t)n, sizeof(double), calibCmpF64);
}

/* ------------------------------------------------------------ applying */
static double calibOne(const BayesCalib *p, int c, double f){
  if( p->eMethod==BAYES_CALIB_ISOTONIC ){
    i64 o = p->aOff[c];
    return calibInterp(p->aX+o, p->aY+o, p->aOff[c+1]-o, f);
  }
  /* expit(-(a f + b)) */
  {
    double z = p->aAB[2*c]*f + p->aAB[2*c+1];
    return z>=0.0 ? exp(-z)/(1.0+exp(-z)) : 1.0/(1.0+exp(z));
  }
}

void bayes_calib_apply(const BayesCalib *p, int nClass, double *aProba){
  int c;
  if( p==0 || p->eMethod==BAYES_CALIB_NONE ) return;
  if( nClass==2 ){
    aProba[1] = calibOne(p, 0, aProba[1]);
    aProba[0] = 1.0 - aProba[1];
  }else{
    double s = 0.0;
    for(c=0; c<nClass; c++){ aProba[c] = calibOne(p, c, aProba[c]); }
    for(c=0; c<nClass; c++) s += aProba[c];
    for(c=0; c<nClass; c++){
      aProba[c] = s!=0.0 ? aProba[c]/s : 1.0/(double)nClass;
    }
  }
  for(c=0; c<nClass; c++){
    if( aProba[c]>1.0 && aProba[c]<=1.0+1e-5 ) aProba[c] = 1.0;
  }
}

double bayes_calib_novelty(const BayesCalib *p, double ev){
  i64 lo = 0, hi = p->nEv;           /* first index with aEv >= ev */
  while( lo<hi ){
    i64 mid = lo + (hi-lo)/2;
    if( p->aEv[mid]<ev ) lo = mid+1; else hi = mid;
  }
  return (double)lo/(double)p->nEv;
}

/* ------------------------------------------------------------ BLOB */
/* The trailing sections of format version 3 (docs/format.md):
**   u32 nSection (>= 1), then per section in increasing tag order:
**   u32 tag, u32 section version, bytes payload
** tag 1 (version 1) the calibrator, tag 2 (version 1) the evidence. */
#define CALIB_TAG_CALIBRATOR 1
#define CALIB_TAG_EVIDENCE   2

/* Written into the serializer's buffer as it stands (a part of the walk
** down of model.c's bayes_model_serialize): each payload's length is
** filled in once the payload is written (bayes_put_bytes_end). */
void bayes_calib_write(const BayesCalib *p, BayesBuf *pBuf){
  int c, nSect = (p->eMethod!=BAYES_CALIB_NONE) + (p->nEv>0);
  i64 iLen;
  bayes_put_u32(pBuf, (u32)nSect);
  if( p->eMethod!=BAYES_CALIB_NONE ){
    bayes_put_u32(pBuf, CALIB_TAG_CALIBRATOR);
    bayes_put_u32(pBuf, 1);
    iLen = bayes_put_bytes_begin(pBuf);
    bayes_put_u8(pBuf, (unsigned)p->eMethod);
    bayes_put_f64(pBuf, p->nRow);
    bayes_put_u32(pBuf, (u32)p->nCal);
    for(c=0; c<p->nCal; c++){
      if( p->eMethod==BAYES_CALIB_ISOTONIC ){
        i64 o = p->aOff[c], m = p->aOff[c+1]-o;
        bayes_put_u32(pBuf, (u32)m);
        bayes_put_f64s(pBuf, p->aX+o, m);
        bayes_put_f64s(pBuf, p->aY+o, m);
      }else{
        bayes_put_f64(pBuf, p->aAB[2*c]);
        bayes_put_f64(pBuf, p->aAB[2*c+1]);
      }
    }
    bayes_put_bytes_end(pBuf, iLen);
  }
  if( p->nEv>0 ){
    bayes_put_u32(pBuf, CALIB_TAG_EVIDENCE);
    bayes_put_u32(pBuf, 1);
    if( p->nEv*8+4>0x7fffffff ){ pBuf->oom = 1; return; }
    iLen = bayes_put_bytes_begin(pBuf);
    bayes_put_u32(pBuf, (u32)p->nEv);
    bayes_put_f64s(pBuf, p->aEv, p->nEv);
    bayes_put_bytes_end(pBuf, iLen);
  }
}

static int calibCorrupt(BayesErr *pErr, const char *zWhat){
  bayes_err(pErr, "model BLOB is corrupt (calibration section: %s)", zWhat);
  return SQLITE_ERROR;
}

static int calibReadCalibrator(BayesCalib *p, BayesReader *pR, int nClass,
                               BayesErr *pErr){
  int c;
  u32 nCal;
  p->eMethod = (int)bayes_get_u8(pR);
  if( p->eMethod!=BAYES_CALIB_ISOTONIC && p->eMethod!=BAYES_CALIB_SIGMOID ){
    return calibCorrupt(pErr, "method");
  }
  p->nRow = bayes_get_f64(pR);
  if( !(p->nRow>=1.0 && p->nRow<BAYES_MAX_TOTAL) ){
    return calibCorrupt(pErr, "row count");
  }
  nCal = bayes_get_u32(pR);
  if( nClass<2 || nCal!=(u32)bayes_calib_count(nClass) ){
    return calibCorrupt(pErr, "calibrator count");
  }
  p->nCal = (int)nCal;
  if( p->eMethod==BAYES_CALIB_SIGMOID ){
    if( !bayes_get_room(pR, 2*(i64)nCal, 8) ) return calibCorrupt(pErr, "truncated");
    p->aAB = sqlite3_malloc64(sizeof(double)*2*(u64)nCal);
    if( p->aAB==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
    bayes_get_f64s(pR, p->aAB, 2*(i64)nCal);
    for(c=0; c<2*(int)nCal; c++){
      if( !isfinite(p->aAB[c]) || fabs(p->aAB[c])>1e300 ){
        return calibCorrupt(pErr, "sigmoid parameter");
      }
    }
    return SQLITE_OK;
  }
  {
    /* isotonic: a first pass for the sizes */
    BayesReader r2 = *pR;
    i64 nTot = 0, o = 0;
    for(c=0; c<(int)nCal; c++){
      u32 m = bayes_get_u32(&r2);
      if( m<1 || !bayes_get_room(&r2, (i64)m, 16) ){
        return calibCorrupt(pErr, "threshold count");
      }
      r2.i += (i64)m*16;
      nTot += m;
    }
    p->aOff = sqlite3_malloc64(sizeof(i64)*((u64)nCal+1));
    p->aX = sqlite3_malloc64(sizeof(double)*(u64)(nTot+1));
    p->aY = sqlite3_malloc64(sizeof(double)*(u64)(nTot+1));
    if( p->aOff==0 || p->aX==0 || p->aY==0 ){
      bayes_err_nomem(pErr); return SQLITE_NOMEM;
    }
    for(c=0; c<(int)nCal; c++){
      u32 m = bayes_get_u32(pR), j;
      p->aOff[c] = o;
      bayes_get_f64s(pR, p->aX+o, m);
      bayes_get_f64s(pR, p->aY+o, m);
      for(j=0; j<m; j++){
        double x = p->aX[o+j], y = p->aY[o+j];
        if( !(x>=0.0 && x<=1.0) || !(y>=0.0 && y<=1.0)
         || (j>0 && !(x>p->aX[o+j-1])) || (j>0 && !(y>=p->aY[o+j-1])) ){
          return calibCorrupt(pErr, "isotonic thresholds");
        }
      }
      o += m;
    }
    p->aOff[nCal] = o;
  }
  return pR->bad ? calibCorrupt(pErr, "truncated") : SQLITE_OK;
}

static int calibReadEvidence(BayesCalib *p, BayesReader *pR, BayesErr *pErr){
  u32 n = bayes_get_u32(pR), i;
  if( n<1 || !bayes_get_room(pR, (i64)n, 8) ){
    return calibCorrupt(pErr, "evidence count");
  }
  p->aEv = sqlite3_malloc64(sizeof(double)*(u64)n);
  if( p->aEv==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  bayes_get_f64s(pR, p->aEv, n);
  p->nEv = n;
  for(i=0; i<n; i++){
    double v = p->aEv[i];
    if( isnan(v) || v==INFINITY || (i>0 && !(v>=p->aEv[i-1])) ){
      return calibCorrupt(pErr, "evidence values");
    }
  }
  return SQLITE_OK;
}

int bayes_calib_read(BayesCalib **ppC, BayesReader *pR, int nClass,
                     BayesErr *pErr){
  BayesCalib *p;
  u32 nSect, k, tagPrev = 0;
  int rc = SQLITE_OK;
  *ppC = 0;
  nSect = bayes_get_u32(pR);
  if( nSect<1 || nSect>2 ) return calibCorrupt(pErr, "section count");
  p = sqlite3_malloc64(sizeof(*p));
  if( p==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  memset(p, 0, sizeof(*p));
  for(k=0; rc==SQLITE_OK && k<nSect; k++){
    u32 tag = bayes_get_u32(pR), ver = bayes_get_u32(pR), nBody;
    const u8 *aBody = bayes_get_bytes(pR, &nBody);
    BayesReader r;
    if( aBody==0 ){ rc = calibCorrupt(pErr, "truncated"); break; }
    if( tag!=CALIB_TAG_CALIBRATOR && tag!=CALIB_TAG_EVIDENCE ){
      bayes_err(pErr, "model BLOB has a section with tag %u, which this "
                "build does not know (it reads tags 1 and 2)", tag);
      rc = SQLITE_ERROR; break;
    }
    if( tag<=tagPrev ){ rc = calibCorrupt(pErr, "section order"); break; }
    if( ver!=1 ){
      bayes_err(pErr, "model BLOB has a %s section of version %u; this "
                "build reads version 1", tag==CALIB_TAG_CALIBRATOR
                ? "calibrator" : "evidence", ver);
      rc = SQLITE_ERROR; break;
    }
    tagPrev = tag;
    r.a = aBody; r.n = nBody; r.i = 0; r.bad = 0;
    if( tag==CALIB_TAG_CALIBRATOR ){
      rc = calibReadCalibrator(p, &r, nClass, pErr);
    }else{
      rc = calibReadEvidence(p, &r, pErr);
    }
    if( rc==SQLITE_OK && (r.bad || r.i!=r.n) ){
      rc = calibCorrupt(pErr, r.bad ? "truncated" : "trailing bytes");
    }
  }
  if( rc ){ bayes_calib_free(p); return rc; }
  *ppC = p;
  return SQLITE_OK;
}
