/*
** linalg.c — dense symmetric linear algebra for the Gaussian kinds (lda,
** qda): rank-k updates, Cholesky with failure detection, triangular
** solves, a symmetric eigensolver (Householder tridiagonalization followed
** by the implicit QL iteration), and BayesGauss, a factored covariance
** matrix with a defined answer for singular matrices.  See linalg.h.
**
** Written from the textbook descriptions of the algorithms (Golub & Van
** Loan, "Matrix Computations", chapters 4 and 8); plain C99, libm only.
*/
#include "bayes.h"
#include "linalg.h"
#include <string.h>
#include <math.h>
#include <float.h>

/* ------------------------------------------------------------ products */
void bayes_syrk_lower(double *M, int ldm, int d, const double *X, int ldx,
                      int nRow, double alpha){
  int i, j, r;
  /* Four output rows at a time: each X[r][j] loaded once feeds four
  ** multiply-adds, and the four rows of M stay in L1 while r runs. */
  for(i=0; i+4<=d; i+=4){
    double *m0 = M + (size_t)i*ldm, *m1 = m0 + ldm, *m2 = m1 + ldm;
    double *m3 = m2 + ldm;
    for(r=0; r<nRow; r++){
      const double *x = X + (size_t)r*ldx;
      double c0 = alpha*x[i], c1 = alpha*x[i+1];
      double c2 = alpha*x[i+2], c3 = alpha*x[i+3];
      for(j=0; j<=i; j++){
        double v = x[j];
        m0[j] += c0*v;
        m1[j] += c1*v;
        m2[j] += c2*v;
        m3[j] += c3*v;
      }
      m1[i+1] += c1*x[i+1];
      m2[i+1] += c2*x[i+1];
      m2[i+2] += c2*x[i+2];
      m3[i+1] += c3*x[i+1];
      m3[i+2] += c3*x[i+2];
      m3[i+3] += c3*x[i+3];
    }
  }
  for(; i<d; i++){
    double *m0 = M + (size_t)i*ldm;
    for(r=0; r<nRow; r++){
      const double *x = X + (size_t)r*ldx;
      double c0 = alpha*x[i];
      for(j=0; j<=i; j++) m0[j] += c0*x[j];
    }
  }
}

void bayes_gemm_tn(double *C, int ldc, int d, int e, const double *A, int lda,
                   const double *B, int ldb, int nRow){
  int i, j, r;
  for(i=0; i<d; i++){
    double *c = C + (size_t)i*ldc;
    for(r=0; r<nRow; r++){
      double a = A[(size_t)r*lda + i];
      const double *b = B + (size_t)r*ldb;
      if( a==0.0 ) continue;
      for(j=0; j<e; j++) c[j] += a*b[j];
    }
  }
}

/* ------------------------------------------------------------ Cholesky */
int bayes_chol(double *a, int lda, int n, double tol){
  int i, j, k;
  for(i=0; i<n; i++){
    double *ai = a + (size_t)i*lda;
    for(j=0; j<=i; j++){
      const double *aj = a + (size_t)j*lda;
      double s = ai[j], s1 = 0.0;
      for(k=0; k+2<=j; k+=2){
        s -= ai[k]*aj[k];
        s1 -= ai[k+1]*aj[k+1];
      }
      if( k<j ) s -= ai[k]*aj[k];
      s += s1;
      if( i==j ){
        if( !(s>tol) || !(s>0.0) ) return 1;
        ai[i] = sqrt(s);
      }else{
        ai[j] = s / aj[j];
      }
    }
  }
  return 0;
}

void bayes_trsv_lower(const double *L, int ldl, int n, double *y){
  int i, k;
  for(i=0; i<n; i++){
    const double *li = L + (size_t)i*ldl;
    double s = y[i], s1 = 0.0;
    for(k=0; k+2<=i; k+=2){
      s -= li[k]*y[k];
      s1 -= li[k+1]*y[k+1];
    }
    if( k<i ) s -= li[k]*y[k];
    y[i] = (s + s1) / li[i];
  }
}

/* ------------------------------------------------------------ eigen */
/* Reduce the symmetric n x n matrix a (full storage, both triangles valid,
** leading dimension n; destroyed) to tridiagonal form T = Q^T A Q.  On
** return diag[0..n) and off[0..n) (off[i] couples i and i+1; off[n-1] = 0)
** describe T and qt (n x n) holds Q^T: row i of qt is column i of Q.
** p needs n doubles. */
static void tridiagonalize(double *a, int n, double *diag, double *off,
                           double *qt, double *p){
  int i, j, k;
  memset(qt, 0, sizeof(double)*(size_t)n*n);
  for(i=0; i<n; i++) qt[(size_t)i*n+i] = 1.0;
  for(k=0; k+2<n; k++){
    int o = k+1;
    double scale = 0.0, ss = 0.0, s, sigma, beta, K;
    /* x = a[o..n)[k]; Householder vector kept in place of x */
    for(i=o; i<n; i++){
      double t = fabs(a[(size_t)i*n+k]);
      if( t>scale ) scale = t;
    }
    if( scale==0.0 ){ off[k] = 0.0; continue; }
    for(i=o; i<n; i++){
      double t = a[(size_t)i*n+k]/scale;
      ss += t*t;
    }
    s = scale*sqrt(ss);
    sigma = a[(size_t)o*n+k]>=0.0 ? s : -s;
    off[k] = -sigma;
    a[(size_t)o*n+k] += sigma;                /* v = x + sigma e1 */
    beta = 1.0/(sigma*a[(size_t)o*n+k]);
    /* p = beta B v over the trailing block B = a[o..n)[o..n) */
    for(i=o; i<n; i++){
      const double *bi = a + (size_t)i*n;
      double t = 0.0;
      for(j=o; j<n; j++) t += bi[j]*a[(size_t)j*n+k];
      p[i] = beta*t;
    }
    /* w = p - (beta/2)(p.v) v, stored over p */
    K = 0.0;
    for(i=o; i<n; i++) K += p[i]*a[(size_t)i*n+k];
    K *= 0.5*beta;
    for(i=o; i<n; i++) p[i] -= K*a[(size_t)i*n+k];
    /* B -= v w^T + w v^T */
    for(i=o; i<n; i++){
      double *bi = a + (size_t)i*n;
      double vi = a[(size_t)i*n+k], wi = p[i];
      for(j=o; j<n; j++) bi[j] -= vi*p[j] + wi*a[(size_t)j*n+k];
    }
    /* Q^T <- H Q^T on rows o..n): u = v^T Qt[o..n), Qt[i] -= beta v_i u */
    {
      double *u = p;     /* p is free again; u needs n entries */
      memset(u, 0, sizeof(double)*(size_t)n);
      for(i=o; i<n; i++){
        double vi = a[(size_t)i*n+k];
        const double *qi = qt + (size_t)i*n;
        if( vi==0.0 ) continue;
        for(j=0; j<n; j++) u[j] += vi*qi[j];
      }
      for(i=o; i<n; i++){
        double c = beta*a[(size_t)i*n+k];
        double *qi = qt + (size_t)i*n;
        if( c==0.0 ) continue;
        for(j=0; j<n; j++) qi[j] -= c*u[j];
      }
    }
  }
  for(i=0; i<n; i++) diag[i] = a[(size_t)i*n+i];
  if( n>=2 ) off[n-2] = a[(size_t)(n-1)*n + (n-2)];
  off[n-1] = 0.0;
}

/* Implicit QL iteration on the tridiagonal (diag, off); the rotations are
** applied to the rows of et (n x n).  Returns 0, or 1 if an eigenvalue
** needed more than 60 iterations. */
static int tridiagQL(double *diag, double *off, int n, double *et){
  int l, m, i, k, iter;
  for(l=0; l<n; l++){
    iter = 0;
    for(;;){
      double g, r, s, c, p, f, b;
      int bUnder = 0;
      for(m=l; m<n-1; m++){
        double dd = fabs(diag[m]) + fabs(diag[m+1]);
        if( fabs(off[m]) <= DBL_EPSILON*dd ) break;
      }
      if( m==l ) break;
      if( iter++>=60 ) return 1;
      g = (diag[l+1] - diag[l]) / (2.0*off[l]);
      r = hypot(g, 1.0);
      g = diag[m] - diag[l] + off[l]/(g + (g>=0.0 ? r : -r));
      s = c = 1.0;
      p = 0.0;
      for(i=m-1; i>=l; i--){
        double *e0 = et + (size_t)i*n, *e1 = e0 + n;
        f = s*off[i];
        b = c*off[i];
        r = hypot(f, g);
        off[i+1] = r;
        if( r==0.0 ){
          diag[i+1] -= p;
          off[m] = 0.0;
          bUnder = 1;
          break;
        }
        s = f/r;
        c = g/r;
        g = diag[i+1] - p;
        r = (diag[i] - g)*s + 2.0*c*b;
        p = s*r;
        diag[i+1] = g + p;
        g = c*r - b;
        for(k=0; k<n; k++){
          double t = e1[k];
          e1[k] = s*e0[k] + c*t;
          e0[k] = c*e0[k] - s*t;
        }
      }
      if( bUnder ) continue;
      diag[l] -= p;
      off[l] = g;
      off[m] = 0.0;
    }
  }
  return 0;
}

int bayes_eigsym(double *a, int lda, int n, double *w, double *v,
                 double *aWork){
  int i, j, k;
  double *off = aWork, *p = aWork + n;
  if( n<=0 ) return 0;
  /* make the matrix full and contiguous (leading dimension n) */
  if( lda!=n ){
    for(i=0; i<n; i++) memmove(a + (size_t)i*n, a + (size_t)i*lda,
                               sizeof(double)*(size_t)(i+1));
  }
  for(i=0; i<n; i++){
    for(j=0; j<i; j++) a[(size_t)j*n+i] = a[(size_t)i*n+j];
  }
  tridiagonalize(a, n, w, off, v, p);
  if( tridiagQL(w, off, n, v) ) return 1;
  /* sort ascending (selection sort: n row swaps at most) */
  for(i=0; i<n; i++){
    int iMin = i;
    for(j=i+1; j<n; j++) if( w[j]<w[iMin] ) iMin = j;
    if( iMin!=i ){
      double t = w[i]; w[i] = w[iMin]; w[iMin] = t;
      for(k=0; k<n; k++){
        t = v[(size_t)i*n+k];
        v[(size_t)i*n+k] = v[(size_t)iMin*n+k];
        v[(size_t)iMin*n+k] = t;
      }
    }
  }
  return 0;
}

/* ------------------------------------------------------------ BayesGauss */
void bayes_gauss_free(BayesGauss *pG){
  sqlite3_free(pG->aIdx);
  sqlite3_free(pG->aIsoVar);
  sqlite3_free(pG->aF);
  memset(pG, 0, sizeof(*pG));
}

int bayes_gauss_factor(BayesGauss *pG, const double *aSigma, int ld, int d,
                       const int *aSub, int nSub, int eMode, double floor){
  int n = aSub ? nSub : d;
  int i, j, m = 0, nNull = 0;
  double maxDiag = 0.0;
  double *a;
  memset(pG, 0, sizeof(*pG));
  pG->d = d;
  pG->bChol = 1;
  pG->aIdx = sqlite3_malloc64(sizeof(int)*(u64)(n+1));
  if( pG->aIdx==0 ) return SQLITE_NOMEM;
  /* kept dimensions first, null dimensions from the far end */
  pG->aNull = pG->aIdx + n;
  for(i=0; i<n; i++){
    int jj = aSub ? aSub[i] : i;
    double v = aSigma[(size_t)jj*ld + jj];
    if( v>0.0 ){
      pG->aIdx[m++] = jj;
      if( v>maxDiag ) maxDiag = v;
    }else{
      nNull++;
      pG->aIdx[n-nNull] = jj;
    }
  }
  pG->aNull = pG->aIdx + m;
  pG->nNull = nNull;
  /* Isolated dimensions: kept ones whose covariance with every other kept
  ** one is exactly 0 (a feature constant within a class has variance reg
  ** and nothing else under qda's reg, many pixels of an image set are
  ** like that).  They are independent one-dimensional normals: set aside
  ** with their variance, so the dense factor is only as large as the
  ** coupled block (784 -> ~400 dimensions on MNIST-like data: a quarter
  ** of the memory traffic per scored row). */
  if( m>1 ){
    int nIso = 0, mNew = 0;
    int *aTmp = sqlite3_malloc64(sizeof(int)*(u64)(m+1));
    pG->aIsoVar = sqlite3_malloc64(sizeof(double)*(u64)(m+1));
    if( aTmp==0 || pG->aIsoVar==0 ){
      sqlite3_free(aTmp);
      bayes_gauss_free(pG);
      return SQLITE_NOMEM;
    }
    for(i=0; i<m; i++){
      int ii = pG->aIdx[i], bIso = 1;
      for(j=0; j<m && bIso; j++){
        int jj = pG->aIdx[j];
        if( j!=i && (ii>jj ? aSigma[(size_t)ii*ld+jj] : aSigma[(size_t)jj*ld+ii])!=0.0 ){
          bIso = 0;
        }
      }
      if( bIso ){
        double v = aSigma[(size_t)ii*ld+ii];
        if( eMode==BAYES_GAUSS_FLOOR && !(v>=floor) ){ v = floor; pG->nFloor++; }
        aTmp[nIso] = ii;
        pG->aIsoVar[nIso++] = v;
        pG->logdet += log(v);
      }else{
        pG->aIdx[mNew++] = ii;
      }
    }
    /* layout of aIdx: coupled (mNew), isolated (nIso), null (nNull) */
    memmove(pG->aIdx + mNew + nIso, pG->aIdx + m, sizeof(int)*(size_t)nNull);
    memcpy(pG->aIdx + mNew, aTmp, sizeof(int)*(size_t)nIso);
    sqlite3_free(aTmp);
    pG->aIso = pG->aIdx + mNew;
    pG->nIso = nIso;
    pG->aNull = pG->aIdx + mNew + nIso;
    m = mNew;
    maxDiag = 0.0;
    for(i=0; i<m; i++){
      double v = aSigma[(size_t)pG->aIdx[i]*ld + pG->aIdx[i]];
      if( v>maxDiag ) maxDiag = v;
    }
  }
  pG->m = m;
  if( m>0 ){
    /* m x m: L, or (eigen path) up to m vectors and their m variances */
    a = sqlite3_malloc64(sizeof(double)*((u64)m*m + m + 1));
    if( a==0 ){ bayes_gauss_free(pG); return SQLITE_NOMEM; }
    pG->aF = a;
    for(i=0; i<m; i++){
      const double *s = aSigma + (size_t)pG->aIdx[i]*ld;
      for(j=0; j<=i; j++){
        int ii = pG->aIdx[i], jj = pG->aIdx[j];
        a[(size_t)i*m+j] = ii>=jj ? s[jj] : aSigma[(size_t)jj*ld + ii];
      }
    }
    if( bayes_chol(a, m, m, 1e-12*maxDiag)==0 ){
      /* keep W = L^-1 (lower triangular): scoring is then W x, m
      ** independent dot products, instead of a forward substitution whose
      ** every step waits for the previous one (~3x faster at m = 784).
      ** Column j of W: forward substitution of e_j (rows of L). */
      double *w = sqlite3_malloc64(sizeof(double)*((u64)m*m + m + 1));
      double *y;
      if( w==0 ){ bayes_gauss_free(pG); return SQLITE_NOMEM; }
      y = w + (size_t)m*m;
      memset(w, 0, sizeof(double)*(size_t)m*m);
      pG->r = m;
      for(i=0; i<m; i++) pG->logdet += 2.0*log(a[(size_t)i*m+i]);
      for(j=0; j<m; j++){
        int k;
        for(i=j; i<m; i++){
          const double *li = a + (size_t)i*m;
          double t = i==j ? 1.0 : 0.0, t1 = 0.0;
          for(k=j; k+2<=i; k+=2){
            t -= li[k]*y[k];
            t1 -= li[k+1]*y[k+1];
          }
          if( k<i ) t -= li[k]*y[k];
          y[i] = (t + t1)/li[i];
          w[(size_t)i*m+j] = y[i];
        }
      }
      sqlite3_free(a);
      pG->aF = a = w;
    }else{
      double *ev, *w, *work, lmax, tol;
      int r = 0;
      ev = sqlite3_malloc64(sizeof(double)*((u64)m*m + 3*(u64)m + 1));
      if( ev==0 ){ bayes_gauss_free(pG); return SQLITE_NOMEM; }
      w = ev + (size_t)m*m;
      work = w + m;
      for(i=0; i<m; i++){
        const double *s = aSigma + (size_t)pG->aIdx[i]*ld;
        for(j=0; j<=i; j++){
          int ii = pG->aIdx[i], jj = pG->aIdx[j];
          a[(size_t)i*m+j] = ii>=jj ? s[jj] : aSigma[(size_t)jj*ld + ii];
        }
      }
      if( bayes_eigsym(a, m, m, w, ev, work) ){
        sqlite3_free(ev);
        bayes_gauss_free(pG);
        return SQLITE_ERROR;
      }
      /* Keep the eigenvectors as rows of aF, their variances after them */
      lmax = w[m-1];
      tol = (double)m * DBL_EPSILON * (lmax>0.0 ? lmax : 0.0);
      pG->bChol = 0;
      for(i=m-1; i>=0; i--){
        double lam = w[i];
        if( eMode==BAYES_GAUSS_FLOOR ){
          if( !(lam>=floor) ){ lam = floor; pG->nFloor++; }
        }else if( !(lam>tol) || !(lam>0.0) ){
          continue;
        }
        memcpy(a + (size_t)r*m, ev + (size_t)i*m, sizeof(double)*(size_t)m);
        work[r] = lam;
        pG->logdet += log(lam);
        r++;
      }
      pG->r = r;
      /* aF: r x m vectors then r variances; shrink to fit */
      memcpy(a + (size_t)r*m, work, sizeof(double)*(size_t)r);
      sqlite3_free(ev);
      if( r<m ){
        double *a2 = sqlite3_realloc64(a, sizeof(double)*((u64)r*m + r + 1));
        if( a2 ) pG->aF = a = a2;
      }
      pG->aLam = a + (size_t)r*m;
    }
  }
  if( eMode==BAYES_GAUSS_FLOOR && nNull>0 ){
    pG->nullVar = floor;
    pG->nFloor += nNull;
    pG->logdet += nNull*log(floor);
    pG->rank = pG->r + pG->nIso + nNull;
  }else{
    pG->nullVar = 0.0;
    pG->rank = pG->r + pG->nIso;
  }
  return SQLITE_OK;
}

/* t = W z for the lower-triangular m x m W (row i: columns 0..i) */
static void trmvLower(const double *W, int m, const double *z, double *t){
  int i, k;
  for(i=0; i<m; i++){
    const double *wi = W + (size_t)i*m;
    double s0 = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0;
    for(k=0; k+4<=i+1; k+=4){
      s0 += wi[k]*z[k];
      s1 += wi[k+1]*z[k+1];
      s2 += wi[k+2]*z[k+2];
      s3 += wi[k+3]*z[k+3];
    }
    for(; k<=i; k++) s0 += wi[k]*z[k];
    t[i] = (s0 + s1) + (s2 + s3);
  }
}

double bayes_gauss_maha(const BayesGauss *pG, const double *diff,
                        double *aWork){
  int m = pG->m, i, k;
  double s = 0.0;
  double *z = aWork, *t = aWork + m;
  for(i=0; i<m; i++) z[i] = diff[pG->aIdx[i]];
  if( pG->bChol ){
    double s1 = 0.0;
    trmvLower(pG->aF, m, z, t);
    for(i=0; i+2<=m; i+=2){
      s += t[i]*t[i];
      s1 += t[i+1]*t[i+1];
    }
    if( i<m ) s += t[i]*t[i];
    s += s1;
  }else{
    for(k=0; k<pG->r; k++){
      const double *v = pG->aF + (size_t)k*m;
      double t0 = 0.0, t1 = 0.0;
      for(i=0; i+2<=m; i+=2){
        t0 += v[i]*z[i];
        t1 += v[i+1]*z[i+1];
      }
      if( i<m ) t0 += v[i]*z[i];
      t0 += t1;
      s += t0*t0/pG->aLam[k];
    }
  }
  for(i=0; i<pG->nIso; i++){
    double t0 = diff[pG->aIso[i]];
    s += t0*t0/pG->aIsoVar[i];
  }
  if( pG->nullVar>0.0 ){
    for(i=0; i<pG->nNull; i++){
      double t0 = diff[pG->aNull[i]];
      s += t0*t0/pG->nullVar;
    }
  }
  if( isnan(s) ) s = INFINITY;
  return s;
}

void bayes_gauss_apply(const BayesGauss *pG, const double *z, double *out){
  int m = pG->m, i, k;
  if( pG->bChol ){
    /* x = L z = W^-1 z: forward substitution with W */
    for(i=0; i<m; i++){
      const double *wi = pG->aF + (size_t)i*m;
      double t = z[i];
      for(k=0; k<i; k++) t -= wi[k]*out[pG->aIdx[k]];
      out[pG->aIdx[i]] = t/wi[i];
    }
  }else{
    for(i=0; i<m; i++) out[pG->aIdx[i]] = 0.0;
    for(k=0; k<pG->r; k++){
      const double *v = pG->aF + (size_t)k*m;
      double c = sqrt(pG->aLam[k])*z[k];
      for(i=0; i<m; i++) out[pG->aIdx[i]] += c*v[i];
    }
  }
  for(i=0; i<pG->nIso; i++){
    out[pG->aIso[i]] = sqrt(pG->aIsoVar[i])*z[m+i];
  }
  for(i=0; i<pG->nNull; i++){
    out[pG->aNull[i]] = pG->nullVar>0.0 ? sqrt(pG->nullVar)*z[m+pG->nIso+i]
                                        : 0.0;
  }
}

void bayes_gauss_solve(const BayesGauss *pG, const double *b, double *out,
                       double *aWork){
  int m = pG->m, i, k;
  double *z = aWork, *t = aWork + m;
  for(i=0; i<m; i++) z[i] = b[pG->aIdx[i]];
  if( pG->bChol ){
    /* W^T W b */
    trmvLower(pG->aF, m, z, t);
    for(i=0; i<m; i++) z[i] = 0.0;
    for(i=0; i<m; i++){
      const double *wi = pG->aF + (size_t)i*m;
      for(k=0; k<=i; k++) z[k] += t[i]*wi[k];
    }
    for(i=0; i<m; i++) out[pG->aIdx[i]] = z[i];
  }else{
    for(i=0; i<m; i++) out[pG->aIdx[i]] = 0.0;
    for(k=0; k<pG->r; k++){
      const double *v = pG->aF + (size_t)k*m;
      double t0 = 0.0;
      for(i=0; i<m; i++) t0 += v[i]*z[i];
      t0 /= pG->aLam[k];
      for(i=0; i<m; i++) out[pG->aIdx[i]] += t0*v[i];
    }
  }
  for(i=0; i<pG->nIso; i++){
    out[pG->aIso[i]] = b[pG->aIso[i]]/pG->aIsoVar[i];
  }
  for(i=0; i<pG->nNull; i++){
    out[pG->aNull[i]] = pG->nullVar>0.0 ? b[pG->aNull[i]]/pG->nullVar : 0.0;
  }
}

/* ------------------------------------------------------------ moments */
void bayes_mom_fold(int d, double *pN, double *aMean, double *aM, int ldm,
                    double *aBlock, int nb, double *aWork){
  int r, j;
  double nA = *pN, n, *x0 = aBlock;
  if( nb<=0 ) return;
  n = nA + nb;
  /* block mean: first row plus the mean of the offsets from it */
  for(j=0; j<d; j++) aWork[j] = 0.0;
  for(r=1; r<nb; r++){
    double *x = aBlock + (size_t)r*d;
    for(j=0; j<d; j++){ x[j] -= x0[j]; aWork[j] += x[j]; }
  }
  for(j=0; j<d; j++) aWork[j] /= nb;            /* mean offset */
  for(r=1; r<nb; r++){
    double *x = aBlock + (size_t)r*d;
    for(j=0; j<d; j++) x[j] -= aWork[j];
  }
  /* row 0 becomes: delta = (x0 + offset) - meanA; its centered value is
  ** -offset, which the rank-k update needs too */
  for(j=0; j<d; j++){
    double mB = x0[j] + aWork[j];
    double t = -aWork[j];
    aWork[j] = mB - aMean[j];                   /* delta */
    x0[j] = t;
  }
  bayes_syrk_lower(aM, ldm, d, aBlock, d, nb, 1.0);
  if( nA>0.0 ){
    bayes_syrk_lower(aM, ldm, d, aWork, d, 1, nA*nb/n);
  }
  for(j=0; j<d; j++){
    aMean[j] = nA>0.0 ? aMean[j] + aWork[j]*(nb/n) : aMean[j] + aWork[j];
  }
  *pN = n;
}

void bayes_mom_remove(int d, double *pN, double *aMean, double *aM, int ldm,
                      const double *x, double *aWork){
  double n = *pN;
  int j;
  if( n<1.5 ){
    /* the last row: mean and count back to 0; its co-moment was 0 */
    for(j=0; j<d; j++) aMean[j] = 0.0;
    *pN = 0.0;
    return;
  }
  for(j=0; j<d; j++) aWork[j] = x[j] - aMean[j];
  bayes_syrk_lower(aM, ldm, d, aWork, d, 1, -n/(n-1.0));
  for(j=0; j<d; j++) aMean[j] -= aWork[j]/(n-1.0);
  *pN = n - 1.0;
}

void bayes_mom_merge(int d, double *pN, double *aMean, double *aM, int ldm,
                     double nB, const double *aMeanB, const double *aMB,
                     int ldb, double *aWork){
  double nA = *pN, n = nA + nB;
  int i, j;
  if( nB<=0.0 ) return;
  if( aMB ){
    for(i=0; i<d; i++){
      for(j=0; j<=i; j++) aM[(size_t)i*ldm+j] += aMB[(size_t)i*ldb+j];
    }
  }
  for(j=0; j<d; j++) aWork[j] = aMeanB[j] - aMean[j];
  if( nA>0.0 ){
    bayes_syrk_lower(aM, ldm, d, aWork, d, 1, nA*nB/n);
    for(j=0; j<d; j++) aMean[j] += aWork[j]*(nB/n);
  }else{
    for(j=0; j<d; j++) aMean[j] = aMeanB[j];
  }
  *pN = n;
}
