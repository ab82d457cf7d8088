/*
** test/c/linalg.c — a C driver that checks ext/core/linalg.c on its own; make
** test builds it as build/c/linalg and runs it.
**
**   cc -O2 -std=c99 -DSQLITE_CORE -Iext -o /tmp/linalg test/c/linalg.c \
**      ext/core/linalg.c -lsqlite3 -lm && /tmp/linalg [-bench]
**
** Checks (on random matrices from a fixed seed): the rank-k update against
** a naive triple loop; Cholesky residual |L L^T - A|; eigen residuals
** |A v - lambda v| and orthonormality |V V^T - I|, eigenvalues ascending,
** on random, diagonal, zero, repeated-eigenvalue and rank-deficient
** matrices; BayesGauss: the Cholesky path against the eigen path on the
** same positive definite matrix, the pseudo-inverse of a rank-deficient
** matrix against its eigen-decomposition, solve against maha, the floor
** mode, and sampling covariance A A^T = Sigma; the adversarial catalogue
** test/linalg/eigen-catalogue.txt (read from the working directory, the
** repository root, or $BAYES_LINALG_CATALOGUE) against LAPACK's
** eigenvalues (tools/golden_linalg.py); the weighted co-moment updates
** (testMoments).  Prints failures and
** "N passed, N failed".  -bench times a 784 x 784 eigendecomposition.
*/
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <time.h>
#include "bayesInt.h"
#include "linalg.h"

static int nPass = 0, nFail = 0;
static void check(int ok, const char *zName, double v){
  if( ok ) nPass++;
  else { nFail++; printf("! %s failed (%g)\n", zName, v); }
}

static unsigned long long rs = 88172645463325252ull;
static double urand(void){
  rs ^= rs<<13; rs ^= rs>>7; rs ^= rs<<17;
  return (double)(rs>>11)/9007199254740992.0 - 0.5;
}

/* A = B B^T (+ eps I): n x n from a random n x k B */
static void randSpd(double *a, int n, int k, double eps){
  double *b = malloc(sizeof(double)*n*k);
  int i, j, t;
  for(i=0; i<n*k; i++) b[i] = urand();
  for(i=0; i<n; i++) for(j=0; j<n; j++){
    double s = 0;
    for(t=0; t<k; t++) s += b[i*k+t]*b[j*k+t];
    a[i*n+j] = s + (i==j ? eps : 0.0);
  }
  free(b);
}

static void testEigen(const double *a0, int n, const char *zName){
  double *a = malloc(sizeof(double)*n*n), *v = malloc(sizeof(double)*n*n);
  double *w = malloc(sizeof(double)*n), *wk = malloc(sizeof(double)*2*n);
  double scale = 1e-300, res = 0, orth = 0;
  int i, j, k, asc = 1, rc;
  memcpy(a, a0, sizeof(double)*n*n);
  rc = bayes_eigsym(a, n, n, w, v, wk);
  check(rc==0, zName, rc);
  for(i=0; i<n*n; i++) if( fabs(a0[i])>scale ) scale = fabs(a0[i]);
  for(k=0; k<n; k++){
    for(i=0; i<n; i++){
      double s = 0;
      for(j=0; j<n; j++) s += a0[i*n+j]*v[k*n+j];
      s -= w[k]*v[k*n+i];
      if( fabs(s)>res ) res = fabs(s);
    }
    for(j=0; j<n; j++){
      double s = 0;
      for(i=0; i<n; i++) s += v[k*n+i]*v[j*n+i];
      s -= (j==k);
      if( fabs(s)>orth ) orth = fabs(s);
    }
    if( k && w[k]<w[k-1] ) asc = 0;
  }
  check(res <= 1e-12*n*scale, zName, res/scale);
  check(orth <= 1e-12*n, zName, orth);
  check(asc, zName, 0);
  free(a); free(v); free(w); free(wk);
}

/* ------------------------------------------------------------ catalogue
** test/linalg/eigen-catalogue.txt (tools/golden_linalg.py): adversarial
** symmetric matrices with LAPACK's eigenvalues.  For each: bayes_eigsym
** gives the eigenvalues within 50 n eps ||A|| of LAPACK's, residual
** |A v - lambda v| and |V V^T - I| within 50 n eps (relative to ||A||),
** no forced deflation; for the positive semi-definite ones
** bayes_gauss_factor succeeds in both modes with a finite log-determinant
** (FLOOR) and finite Mahalanobis distances, and PINV finds the exact rank
** where the construction fixes it. */
static int readNums(FILE *f, double *a, int n){
  int i;
  for(i=0; i<n; i++) if( fscanf(f, "%lf", &a[i])!=1 ) return 1;
  return 0;
}

static void testCatalogueCase(const char *zCase, int n, int bPsd, int rank,
                              const double *tri, const double *wRef){
  double *a0 = malloc(sizeof(double)*n*n), *a = malloc(sizeof(double)*n*n);
  double *v = malloc(sizeof(double)*n*n), *w = malloc(sizeof(double)*n);
  double *wk = malloc(sizeof(double)*4*n), *x = malloc(sizeof(double)*n);
  double anorm = 0, errW = 0, res = 0, orth = 0, tol;
  int i, j, k, p = 0, nForced;
  char zName[200];
  for(i=0; i<n; i++) for(j=0; j<=i; j++){
    a0[i*n+j] = a0[j*n+i] = tri[p++];
  }
  for(i=0; i<n; i++){
    double s = 0;
    for(j=0; j<n; j++) s += fabs(a0[i*n+j]);
    if( s>anorm ) anorm = s;
  }
  tol = 50.0*n*2.220446049250313e-16;
  memcpy(a, a0, sizeof(double)*n*n);
  nForced = bayes_eigsym(a, n, n, w, v, wk);
  snprintf(zName, sizeof(zName), "catalogue-%s-converged", zCase);
  check(nForced==0, zName, nForced);
  for(k=0; k<n; k++){
    double e = fabs(w[k]-wRef[k]);
    if( !(e<=errW) ) errW = e;
    for(i=0; i<n; i++){
      /* (A v - lambda v)_i, A's entries scaled by 1/anorm to stay finite */
      double s = 0;
      for(j=0; j<n; j++) s += (a0[i*n+j]/anorm)*v[k*n+j];
      s -= (w[k]/anorm)*v[k*n+i];
      if( !(fabs(s)<=res) ) res = fabs(s);
    }
    for(j=0; j<n; j++){
      double s = 0;
      for(i=0; i<n; i++) s += v[k*n+i]*v[j*n+i];
      s -= (j==k);
      if( !(fabs(s)<=orth) ) orth = fabs(s);
    }
  }
  if( anorm==0.0 ){ res = 0; errW = 0; for(k=0;k<n;k++) errW += fabs(w[k]); }
  else errW /= anorm;
  snprintf(zName, sizeof(zName), "catalogue-%s-eigenvalues", zCase);
  check(errW<=tol, zName, errW);
  snprintf(zName, sizeof(zName), "catalogue-%s-residual", zCase);
  check(res<=tol, zName, res);
  snprintf(zName, sizeof(zName), "catalogue-%s-orthogonal", zCase);
  check(orth<=tol, zName, orth);
  if( bPsd ){
    BayesGauss g;
    int rc, mode;
    for(i=0; i<n; i++) x[i] = urand()*sqrt(fabs(a0[i*n+i]));
    for(mode=0; mode<2; mode++){
      double floor = mode==BAYES_GAUSS_FLOOR ? 1e-9*(anorm>0 ? anorm : 1) : 0;
      double m;
      rc = bayes_gauss_factor(&g, a0, n, n, 0, 0, mode, floor);
      snprintf(zName, sizeof(zName), "catalogue-%s-factor-%s", zCase,
               mode ? "floor" : "pinv");
      check(rc==SQLITE_OK, zName, rc);
      if( rc==SQLITE_OK ){
        m = bayes_gauss_maha(&g, x, wk);
        snprintf(zName, sizeof(zName), "catalogue-%s-maha-%s", zCase,
                 mode ? "floor" : "pinv");
        check(isfinite(m) && m>=0.0, zName, m);
        {
          /* the same distance from the portable kernels */
          double m0;
          bayes_linalg_set_simd(0);
          m0 = bayes_gauss_maha(&g, x, wk);
          bayes_linalg_set_simd(-1);
          snprintf(zName, sizeof(zName), "catalogue-%s-maha-portable-%s",
                   zCase, mode ? "floor" : "pinv");
          check(fabs(m0-m)<=1e-12*fabs(m), zName, (m0-m)/m);
        }
        if( mode==BAYES_GAUSS_FLOOR ){
          snprintf(zName, sizeof(zName), "catalogue-%s-floor-det", zCase);
          check(isfinite(g.logdet) && g.rank==n, zName, g.logdet);
        }else if( rank>=0 ){
          snprintf(zName, sizeof(zName), "catalogue-%s-rank", zCase);
          check(g.rank==rank, zName, g.rank);
        }
      }
      bayes_gauss_free(&g);
    }
  }
  free(a0); free(a); free(v); free(w); free(wk); free(x);
}

/* Returns the number of cases read (0: file missing, which fails). */
static int testCatalogue(const char *zFile){
  FILE *f = fopen(zFile, "r");
  char zLine[256], zCase[128];
  int nCase = 0;
  if( f==0 ) return 0;
  while( fgets(zLine, sizeof(zLine), f) ){
    int n, bPsd, rank;
    double *tri, *wRef;
    if( sscanf(zLine, "case %127s %d %d %d", zCase, &n, &bPsd, &rank)!=4 ){
      continue;
    }
    tri = malloc(sizeof(double)*(n*(n+1)/2 + 1));
    wRef = malloc(sizeof(double)*(n+1));
    if( readNums(f, tri, n*(n+1)/2) || readNums(f, wRef, n) ){
      check(0, "catalogue-parse", nCase);
      free(tri); free(wRef);
      break;
    }
    testCatalogueCase(zCase, n, bPsd, rank, tri, wRef);
    free(tri); free(wRef);
    nCase++;
    /* the rest of the eigenvalue line */
    if( !fgets(zLine, sizeof(zLine), f) ) break;
  }
  fclose(f);
  return nCase;
}

/* ------------------------------------------------------------ moments
** The weighted co-moment updates (bayes_mom_fold with weights,
** bayes_mom_remove of a weighted row, bayes_mom_merge of weight sums):
** integer weights against the duplicated rows folded unweighted, all-1
** weights against NULL (bit for bit), fractional weights against a
** two-pass long double computation, a constant feature exactly constant,
** removal as the inverse of folding, and merging as one fold. */
#define MD 5
/* Fold nRow rows of x (weights w, NULL: unweighted) in blocks of nBlk */
static void momFoldAll(double *pN, double *mean, double *M, const double *x,
                       const double *w, int nRow, int nBlk){
  double blk[64*MD], wk[MD];
  int r = 0;
  while( r<nRow ){
    int nb = nRow-r<nBlk ? nRow-r : nBlk;
    memcpy(blk, x + r*MD, sizeof(double)*nb*MD);
    bayes_mom_fold(0, MD, pN, mean, M, MD, blk, w ? w + r : 0, nb, wk);
    r += nb;
  }
}
static double momMaxRel(const double *a, const double *b, int n){
  double m = 0;
  int i;
  for(i=0; i<n; i++){
    double e = fabs(a[i]-b[i])/(1.0+fabs(b[i]));
    if( e>m ) m = e;
  }
  return m;
}
/* Largest difference of the lower triangles of two co-moment matrices
** (MD x MD), each entry relative to sqrt((1+B_jj)(1+B_kk)) */
static double momMaxRelM(const double *A, const double *B){
  double m = 0;
  int j, k;
  for(j=0; j<MD; j++) for(k=0; k<=j; k++){
    double t = fabs(A[j*MD+k]-B[j*MD+k])/sqrt((1+B[j*MD+j])*(1+B[k*MD+k]));
    if( t>m ) m = t;
  }
  return m;
}
static void testMoments(void){
  enum { NR = 37 };
  double x[NR*MD], w[NR], xd[4*NR*MD], ones[NR];
  double n1, n2, mu1[MD], mu2[MD], M1[MD*MD], M2[MD*MD], e;
  long double lw = 0, lmu[MD], lM[MD*MD];
  int r, j, k, nd = 0;
  for(r=0; r<NR; r++){
    for(j=0; j<MD; j++) x[r*MD+j] = 100.0 + 10.0*urand() + (j==1 ? 1e6 : 0);
    x[r*MD+3] = 7.25;                           /* a constant feature */
    w[r] = 1 + (r*5 % 4);                       /* 1..4 */
    ones[r] = 1.0;
    for(k=0; k<(int)w[r]; k++){
      memcpy(xd + nd*MD, x + r*MD, sizeof(double)*MD);
      nd++;
    }
  }
  /* integer weights = the duplicated rows, unweighted */
  n1 = n2 = 0; memset(mu1, 0, sizeof mu1); memset(mu2, 0, sizeof mu2);
  memset(M1, 0, sizeof M1); memset(M2, 0, sizeof M2);
  momFoldAll(&n1, mu1, M1, x, w, NR, 7);
  momFoldAll(&n2, mu2, M2, xd, 0, nd, 7);
  check(n1==n2 && n1==nd, "mom-dup-n", n1);
  e = momMaxRel(mu1, mu2, MD);
  check(e<1e-14, "mom-dup-mean", e);
  /* two arithmetic paths (weights against duplicates), so not bit for bit:
  ** each entry relative to its diagonals, as mom-frac-M below; feature 1
  ** is 1e6 + O(10), so the block means carry eps 1e6 / sd, ~4e-11 (this
  ** used to divide the largest entry-relative error by 1 + M[0][0], a
  ** measure that passed the AVX2 kernel's rounding and failed the plain C
  ** one's by 1.8e-13: -DBAYES_NO_SIMD) */
  e = momMaxRelM(M1, M2);
  check(e<1e-10, "mom-dup-M", e);
  /* the constant feature stays exactly constant */
  check(mu1[3]==7.25 && M1[3*MD+3]==0 && M1[3*MD]==0 && M1[4*MD+3]==0,
        "mom-const", M1[3*MD+3]);
  /* all-1 weights: bit for bit the unweighted update */
  n1 = n2 = 0; memset(mu1, 0, sizeof mu1); memset(mu2, 0, sizeof mu2);
  memset(M1, 0, sizeof M1); memset(M2, 0, sizeof M2);
  momFoldAll(&n1, mu1, M1, x, ones, NR, 9);
  momFoldAll(&n2, mu2, M2, x, 0, NR, 9);
  check(n1==n2 && memcmp(mu1, mu2, sizeof mu1)==0
        && memcmp(M1, M2, sizeof M1)==0, "mom-ones", n1);
  /* fractional weights against two passes in long double */
  for(r=0; r<NR; r++) w[r] = r%6==0 ? 1e-4 : 0.3 + (r%5)*1.1;
  for(j=0; j<MD; j++) lmu[j] = 0;
  for(r=0; r<NR; r++){
    lw += w[r];
    for(j=0; j<MD; j++) lmu[j] += (long double)w[r]*x[r*MD+j];
  }
  for(j=0; j<MD; j++) lmu[j] /= lw;
  for(j=0; j<MD*MD; j++) lM[j] = 0;
  for(r=0; r<NR; r++){
    for(j=0; j<MD; j++) for(k=0; k<=j; k++){
      lM[j*MD+k] += (long double)w[r]*(x[r*MD+j]-lmu[j])*(x[r*MD+k]-lmu[k]);
    }
  }
  n1 = 0; memset(mu1, 0, sizeof mu1); memset(M1, 0, sizeof M1);
  momFoldAll(&n1, mu1, M1, x, w, NR, 8);
  for(j=0; j<MD; j++){ mu2[j] = (double)lmu[j]; }
  for(j=0; j<MD*MD; j++) M2[j] = (double)lM[j];
  check(fabs(n1-(double)lw)<1e-13*n1, "mom-frac-n", n1-(double)lw);
  e = momMaxRel(mu1, mu2, MD);
  check(e<1e-14, "mom-frac-mean", e);
  e = momMaxRelM(M1, M2);
  /* feature 1 is 1e6 + O(10): block means carry eps 1e6 / sd, ~4e-11 */
  check(e<1e-10, "mom-frac-M", e);
  /* removing the last 12 rows (their weights) = folding the first 25 */
  {
    double wk[MD];
    for(r=NR-1; r>=25; r--){
      bayes_mom_remove(MD, &n1, mu1, M1, MD, x + r*MD, w[r], wk);
    }
    n2 = 0; memset(mu2, 0, sizeof mu2); memset(M2, 0, sizeof M2);
    momFoldAll(&n2, mu2, M2, x, w, 25, 8);
    check(fabs(n1-n2)<1e-13*n2, "mom-remove-n", n1-n2);
    e = momMaxRel(mu1, mu2, MD);
    check(e<1e-12, "mom-remove-mean", e);
    e = momMaxRelM(M1, M2);
    check(e<1e-10, "mom-remove-M", e);
    /* a weighted merge of the two halves = one fold */
    {
      double nA = 0, nB = 0, muA[MD] = {0}, muB[MD] = {0};
      double MA[MD*MD] = {0}, MB[MD*MD] = {0};
      momFoldAll(&nA, muA, MA, x, w, 20, 8);
      momFoldAll(&nB, muB, MB, x + 20*MD, w + 20, 5, 8);
      bayes_mom_merge(MD, &nA, muA, MA, MD, nB, muB, MB, MD, wk);
      check(fabs(nA-n2)<1e-13*n2, "mom-merge-n", nA-n2);
      e = momMaxRel(muA, mu2, MD);
      check(e<1e-14, "mom-merge-mean", e);
      e = momMaxRelM(MA, M2);
      check(e<1e-10, "mom-merge-M", e);
    }
    /* removing everything: empty again */
    for(r=24; r>=0; r--){
      bayes_mom_remove(MD, &n1, mu1, M1, MD, x + r*MD, w[r], wk);
    }
    check(n1==0.0 && mu1[0]==0.0 && mu1[4]==0.0, "mom-remove-all", n1);
  }
}


/* The block products of bayes_scores (bayes_gemm_nt, bayes_trmm_nt_packed)
** against a naive loop over every size around the 4 x 12 tiles and the
** 128-column k blocks, portable C and AVX2; two hand-worked products; and
** bayes_gauss_maha_block against bayes_gauss_maha row by row on the
** Cholesky, eigen (singular, FLOOR and PINV) and isolated-dimension paths. */
static void testBlocks(void){
  static const int aM[] = {1,3,4,5,7,8,13};
  static const int aN[] = {1,5,11,12,13,25,40};
  static const int aK[] = {1,2,5,127,128,129,300};
  char zName[100];
  int e, im, in, ik, i, j, t;
  /* hand-worked: A = [1 2; 3 4], B = [5 6; 7 8]: A B^T = [17 23; 39 53];
  ** W = [2 0; 1 3] packed as 2, 1, 3 and rows (1, 1), (2, -1):
  ** W B^T = [2*1, 2*2; 1*1+3*1, 1*2+3*(-1)] = [2 4; 4 -1] */
  for(e=0; e<2; e++){
    double A[4] = {1,2,3,4}, B[4] = {5,6,7,8}, C[4] = {0,0,0,0};
    double W[3] = {2,1,3}, B2[4] = {1,1,2,-1}, C2[4] = {0,0,0,0};
    double *wk = malloc(sizeof(double)*bayes_gemm_nt_work(2));
    bayes_linalg_set_simd(e);
    if( e && !bayes_linalg_simd() ){ free(wk); break; }
    bayes_gemm_nt(C, 2, 2, 2, 2, A, 2, B, 2, wk);
    bayes_trmm_nt_packed(C2, 2, 2, 2, W, B2, 2, wk);
    sprintf(zName, "gemm-nt-hand-simd%d", e);
    check(C[0]==17 && C[1]==23 && C[2]==39 && C[3]==53, zName, C[3]);
    sprintf(zName, "trmm-nt-hand-simd%d", e);
    check(C2[0]==2 && C2[1]==4 && C2[2]==4 && C2[3]==-1, zName, C2[3]);
    free(wk);
  }
  for(e=0; e<2; e++){
    bayes_linalg_set_simd(e);
    if( e && !bayes_linalg_simd() ) break;
    for(im=0; im<7; im++) for(in=0; in<7; in++) for(ik=0; ik<7; ik++){
      int m = aM[im], n = aN[in], k = aK[ik], lda = k+3, ldb = k+1;
      double *A = malloc(sizeof(double)*m*lda), *B = malloc(sizeof(double)*n*ldb);
      double *C = malloc(sizeof(double)*m*(n+2)), err = 0, scale = 0;
      double *wk = malloc(sizeof(double)*bayes_gemm_nt_work(n));
      for(i=0; i<m*lda; i++) A[i] = urand();
      for(i=0; i<n*ldb; i++) B[i] = urand();
      for(i=0; i<m*(n+2); i++) C[i] = 0.25;        /* C += ...: kept */
      bayes_gemm_nt(C, n+2, m, n, k, A, lda, B, ldb, wk);
      for(i=0; i<m; i++){
        for(j=0; j<n; j++){
          double s = 0.25, sa = 0.25;
          for(t=0; t<k; t++){ s += A[i*lda+t]*B[j*ldb+t]; sa += fabs(A[i*lda+t]*B[j*ldb+t]); }
          if( fabs(s - C[i*(n+2)+j])>err ) err = fabs(s - C[i*(n+2)+j]);
          if( sa>scale ) scale = sa;
        }
        if( C[i*(n+2)+n]!=0.25 || C[i*(n+2)+n+1]!=0.25 ) err = 1;  /* past n */
      }
      sprintf(zName, "gemm-nt-%dx%dx%d-simd%d", m, n, k, e);
      check(err<=1e-14*scale, zName, err);
      if( k==aK[ik] && im<7 ){
        /* triangular, m = k */
        int mm = k<=129 ? k : 40;
        double *W = malloc(sizeof(double)*(mm*(mm+1)/2 + 1));
        double *B2 = malloc(sizeof(double)*n*mm), *C2 = calloc((size_t)mm*n, 8);
        double *wk2 = malloc(sizeof(double)*bayes_gemm_nt_work(n));
        if( im==0 ){
          err = 0; scale = 0;
          for(i=0; i<mm*(mm+1)/2; i++) W[i] = urand();
          for(i=0; i<n*mm; i++) B2[i] = urand();
          bayes_trmm_nt_packed(C2, n, mm, n, W, B2, mm, wk2);
          for(i=0; i<mm; i++) for(j=0; j<n; j++){
            double s = 0, sa = 0;
            for(t=0; t<=i; t++){
              s += W[i*(i+1)/2+t]*B2[j*mm+t];
              sa += fabs(W[i*(i+1)/2+t]*B2[j*mm+t]);
            }
            if( fabs(s - C2[i*n+j])>err ) err = fabs(s - C2[i*n+j]);
            if( sa>scale ) scale = sa;
          }
          sprintf(zName, "trmm-nt-%dx%d-simd%d", mm, n, e);
          check(err<=1e-14*scale, zName, err);
        }
        free(W); free(B2); free(C2); free(wk2);
      }
      free(A); free(B); free(C); free(wk);
    }
  }
  /* maha_block against maha: 300 features (the Cholesky path crosses the
  ** k blocks), a singular matrix (eigen path, FLOOR and PINV), isolated
  ** and null dimensions */
  for(e=0; e<2; e++){
    int d = 300, nr = 37, c;
    double *a = malloc(sizeof(double)*d*d), *x = malloc(sizeof(double)*nr*(d+1));
    double *out = malloc(sizeof(double)*nr), *wk = malloc(sizeof(double)*2*d);
    bayes_linalg_set_simd(e);
    if( e && !bayes_linalg_simd() ){ free(a); free(x); free(out); free(wk); break; }
    for(i=0; i<nr*(d+1); i++) x[i] = 3*urand();
    for(c=0; c<4; c++){
      BayesGauss g;
      double err = 0;
      randSpd(a, d, c==1 || c==2 ? 120 : 400, c==0 ? 0.1 : 0.0);
      if( c==3 ){
        /* features 5 and 9 isolated, 7 null */
        for(j=0; j<d; j++){
          a[5*d+j] = a[j*d+5] = a[9*d+j] = a[j*d+9] = 0;
          a[7*d+j] = a[j*d+7] = 0;
        }
        a[5*d+5] = 2.0; a[9*d+9] = 0.5;
      }
      bayes_gauss_factor(&g, a, d, d, 0, 0,
                         c==2 ? BAYES_GAUSS_PINV : BAYES_GAUSS_FLOOR, 1e-6);
      check(bayes_gauss_maha_block(&g, x, d+1, nr, out)==SQLITE_OK,
            "maha-block-rc", 0);
      for(i=0; i<nr; i++){
        double s = bayes_gauss_maha(&g, x + i*(d+1), wk);
        double rel = fabs(s - out[i])/fabs(s);
        if( !(rel<=err) ) err = rel;     /* NaN fails */
      }
      sprintf(zName, "maha-block-case%d-simd%d-chol%d-iso%d", c, e, g.bChol,
              g.nIso);
      check(err<1e-12, zName, err);
      bayes_gauss_free(&g);
    }
    free(a); free(x); free(out); free(wk);
  }
  bayes_linalg_set_simd(-1);
}

int main(int argc, char **argv){
  int n, i, j, k;
  char zName[100];
  /* syrk and gemm against naive loops, portable C and (where the CPU has
  ** it) the AVX2/FMA kernels: sizes around the 4 x 12 tiles, 1 and 7 rows */
  for(k=0; k<2*2*20; k++){
    int eSimd = k/40, nr = (k/20)%2 ? 7 : 1;
    static const int aN[20] = {1,2,3,4,5,6,7,8,9,11,12,13,15,16,17,24,25,31,
                               48,50};
    n = aN[k%20];
    bayes_linalg_set_simd(eSimd);
    if( eSimd && !bayes_linalg_simd() ) break;    /* no AVX2 here */
    {
    double *x = malloc(sizeof(double)*nr*(n+2)), *m = calloc(n*n, 8);
    double *c = calloc(n*n, 8), err = 0, err2 = 0;
    for(i=0; i<nr*(n+2); i++) x[i] = urand();
    bayes_syrk_lower(m, n, n, x, n+2, nr, 0.5);
    bayes_gemm_tn(c, n, n, n, x, n+2, x+1, n+2, nr);
    for(i=0; i<n; i++) for(j=0; j<n; j++){
      double s = 0, s2 = 0;
      int t;
      for(t=0; t<nr; t++){
        s += 0.5*x[t*(n+2)+i]*x[t*(n+2)+j];
        s2 += x[t*(n+2)+i]*x[t*(n+2)+j+1];
      }
      if( j<=i && fabs(s-m[i*n+j])>err ) err = fabs(s-m[i*n+j]);
      if( j>i && m[i*n+j]!=0.0 ) err = 1;
      if( fabs(s2-c[i*n+j])>err2 ) err2 = fabs(s2-c[i*n+j]);
    }
    sprintf(zName, "syrk-%d-rows%d-simd%d", n, nr, eSimd);
    check(err<1e-14, zName, err);
    sprintf(zName, "gemm-%d-rows%d-simd%d", n, nr, eSimd);
    check(err2<1e-14, zName, err2);
    free(x); free(m); free(c);
    }
  }
  bayes_linalg_set_simd(-1);
  printf("products: %s\n", bayes_linalg_simd() ? "AVX2/FMA" : "portable C");
  /* Cholesky */
  for(n=1; n<=40; n+=3){
    double *a = malloc(sizeof(double)*n*n), *l = malloc(sizeof(double)*n*n);
    double err = 0;
    randSpd(a, n, n+3, 0.01);
    memcpy(l, a, sizeof(double)*n*n);
    check(bayes_chol(l, n, n, 1e-12)==0, "chol-ok", n);
    for(i=0; i<n; i++) for(j=0; j<=i; j++){
      double s = 0;
      for(k=0; k<=j; k++) s += l[i*n+k]*l[j*n+k];
      if( fabs(s-a[i*n+j])>err ) err = fabs(s-a[i*n+j]);
    }
    sprintf(zName, "chol-%d", n); check(err<1e-12, zName, err);
    /* rank deficient: must fail */
    if( n>2 ){
      randSpd(a, n, n-2, 0.0);
      memcpy(l, a, sizeof(double)*n*n);
      sprintf(zName, "chol-singular-%d", n);
      check(bayes_chol(l, n, n, 1e-12*a[0])==1, zName, n);
    }
    free(a); free(l);
  }
  /* eigen */
  for(n=1; n<=50; n+=7){
    double *a = malloc(sizeof(double)*n*n);
    randSpd(a, n, n, 0.0);
    for(i=0; i<n*n; i++) a[i] -= 0.1*(i%3);     /* indefinite, asymmetric */
    for(i=0; i<n; i++) for(j=0; j<i; j++) a[j*n+i] = a[i*n+j];
    sprintf(zName, "eig-rand-%d", n); testEigen(a, n, zName);
    randSpd(a, n, n/3+1, 0.0);
    sprintf(zName, "eig-lowrank-%d", n); testEigen(a, n, zName);
    memset(a, 0, sizeof(double)*n*n);
    sprintf(zName, "eig-zero-%d", n); testEigen(a, n, zName);
    for(i=0; i<n; i++) a[i*n+i] = (i%3)+1.0;
    sprintf(zName, "eig-diag-%d", n); testEigen(a, n, zName);
    for(i=0; i<n*n; i++) a[i] = 1.0;               /* rank one, repeated 0 */
    sprintf(zName, "eig-ones-%d", n); testEigen(a, n, zName);
    free(a);
  }
  /* BayesGauss */
  {
    int d = 6;
    double a[36], a2[64], diff[8], out[8], wk[16], z[8], eig[64];
    BayesGauss g, g2;
    double m1, m2;
    randSpd(a, d, d+2, 0.1);
    bayes_gauss_factor(&g, a, d, d, 0, 0, BAYES_GAUSS_PINV, 0);
    check(g.bChol==1 && g.rank==d, "gauss-chol", g.bChol);
    for(i=0; i<d; i++) diff[i] = urand();
    m1 = bayes_gauss_maha(&g, diff, wk);
    bayes_gauss_solve(&g, diff, out, wk);
    m2 = 0; for(i=0; i<d; i++) m2 += diff[i]*out[i];
    check(fabs(m1-m2)<1e-10*m1, "gauss-solve", m1-m2);
    /* the same matrix through the eigen path: embed it with a duplicate of
    ** dimension 0 (a 7 x 7 rank-6 matrix), diff consistent with it */
    for(i=0; i<7; i++) for(j=0; j<7; j++){
      int ii = i==6 ? 0 : i, jj = j==6 ? 0 : j;
      a2[i*7+j] = a[ii*d+jj];
    }
    diff[6] = diff[0];
    bayes_gauss_factor(&g2, a2, 7, 7, 0, 0, BAYES_GAUSS_PINV, 0);
    check(g2.bChol==0 && g2.rank==6, "gauss-pinv-rank", g2.rank);
    /* pinv of the duplicated matrix: the same quadratic form as the
    ** original after mapping x -> (x0/2 + x6/2 repeated): for diff with
    ** x6 = x0 the pseudo-inverse form equals the original's */
    m2 = bayes_gauss_maha(&g2, diff, wk);
    check(fabs(m1-m2)<1e-9*m1, "gauss-pinv-maha", m1-m2);
    /* pseudo-determinant: the product of the non-zero eigenvalues */
    memcpy(eig, a2, sizeof(a2));
    {
      double w[7], v[49], work[14], ld = 0;
      bayes_eigsym(eig, 7, 7, w, v, work);
      for(i=1; i<7; i++) ld += log(w[i]);
      check(fabs(ld - g2.logdet)<1e-10, "gauss-pdet", ld-g2.logdet);
    }
    /* FLOOR: the singular direction gets variance floor */
    bayes_gauss_free(&g2);
    bayes_gauss_factor(&g2, a2, 7, 7, 0, 0, BAYES_GAUSS_FLOOR, 1e-3);
    check(g2.rank==7 && g2.r==7, "gauss-floor-rank", g2.rank);
    {
      double w[7], v[49], work[14], ld = 0;
      memcpy(eig, a2, sizeof(a2));
      bayes_eigsym(eig, 7, 7, w, v, work);
      for(i=1; i<7; i++) ld += log(w[i]);
      ld += log(1e-3);
      check(fabs(ld - g2.logdet)<1e-10, "gauss-floor-det", ld-g2.logdet);
      /* diff along the null direction (1,0,..,0,-1)/sqrt2 */
      memset(diff, 0, sizeof(diff));
      diff[0] = 1; diff[6] = -1;
      m2 = bayes_gauss_maha(&g2, diff, wk);
      check(fabs(m2 - 2.0/1e-3)<1e-6, "gauss-floor-maha", m2);
    }
    /* A A^T = Sigma via apply on unit vectors */
    {
      double err = 0, col[7][7];
      for(k=0; k<7; k++){
        memset(z, 0, sizeof(z)); z[k] = 1;
        bayes_gauss_apply(&g2, z, col[k]);
      }
      for(i=0; i<7; i++) for(j=0; j<7; j++){
        double s = 0;
        for(k=0; k<7; k++) s += col[k][i]*col[k][j];
        s -= a2[i*7+j];
        if( fabs(s)>err ) err = fabs(s);
      }
      check(err<1e-2, "gauss-apply-floor", err);    /* floor adds 1e-3 */
      bayes_gauss_free(&g2);
      bayes_gauss_factor(&g2, a2, 7, 7, 0, 0, BAYES_GAUSS_PINV, 0);
      err = 0;
      for(k=0; k<7; k++){
        memset(z, 0, sizeof(z)); z[k] = 1;
        bayes_gauss_apply(&g2, z, col[k]);
      }
      for(i=0; i<7; i++) for(j=0; j<7; j++){
        double s = 0;
        for(k=0; k<7; k++) s += col[k][i]*col[k][j];
        s -= a2[i*7+j];
        if( fabs(s)>err ) err = fabs(s);
      }
      check(err<1e-12, "gauss-apply-pinv", err);
    }
    /* zero-variance dimension and a sub-matrix */
    {
      double s3[9] = {2,0,1, 0,0,0, 1,0,3};
      int sub[2] = {2, 1};
      double dd[3] = {1, 5, 2};
      BayesGauss g3;
      bayes_gauss_factor(&g3, s3, 3, 3, 0, 0, BAYES_GAUSS_PINV, 0);
      check(g3.m==2 && g3.nNull==1 && g3.rank==2, "gauss-null", g3.m);
      /* [[2,1],[1,3]]^-1 = [[3,-1],[-1,2]]/5; (1,2): (3-4+8)/5 = 7/5 */
      m2 = bayes_gauss_maha(&g3, dd, wk);
      check(fabs(m2-1.4)<1e-14, "gauss-null-maha", m2);
      check(fabs(g3.logdet-log(5.0))<1e-14, "gauss-null-det", g3.logdet);
      bayes_gauss_free(&g3);
      bayes_gauss_factor(&g3, s3, 3, 3, sub, 2, BAYES_GAUSS_FLOOR, 0.5);
      /* dims {2,1}: variance 3 and null (floor 0.5): 4/3 + 25/0.5 */
      m2 = bayes_gauss_maha(&g3, dd, wk);
      check(fabs(m2-(4.0/3+50))<1e-12, "gauss-sub-floor", m2);
      check(fabs(g3.logdet-log(1.5))<1e-14 && g3.rank==2, "gauss-sub-det",
            g3.logdet);
      bayes_gauss_free(&g3);
    }
    bayes_gauss_free(&g);
    bayes_gauss_free(&g2);
  }
  testMoments();
  testBlocks();
  {
    const char *zCat = getenv("BAYES_LINALG_CATALOGUE");
    int nCase = testCatalogue(zCat ? zCat : "test/linalg/eigen-catalogue.txt");
    check(nCase>=30, "catalogue-cases", nCase);
  }
  if( argc>1 && strcmp(argv[1], "-bench")==0 ){
    /* 784 features: eigendecomposition, Cholesky, the co-moment update of
    ** 60,000 rows in blocks of 41 (as lda/qda fold them) and a qda row's
    ** distances to 10 classes; portable C and AVX2 alternated in one
    ** process, best of 3 (CPU seconds: the machine may be shared) */
    int nb = 784, it, nBlk = 32768/784;
    double *a = malloc(sizeof(double)*nb*nb), *v = malloc(sizeof(double)*nb*nb);
    double *a0 = malloc(sizeof(double)*nb*nb);
    double *w = malloc(sizeof(double)*nb), *wk = malloc(sizeof(double)*4*nb);
    double *x = malloc(sizeof(double)*64*nb), *m = calloc((size_t)nb*nb, 8);
    double best[4][2];
    BayesGauss g;
    for(i=0; i<4; i++) best[i][0] = best[i][1] = 1e300;
    randSpd(a0, nb, 300, 0.0);
    for(i=0; i<64*nb; i++) x[i] = urand();
    for(it=0; it<6; it++){
      int e = it%2;
      clock_t t0;
      double t, s = 0;
      bayes_linalg_set_simd(e);
      if( e && !bayes_linalg_simd() ) continue;
      memcpy(a, a0, sizeof(double)*nb*nb);
      t0 = clock();
      bayes_eigsym(a, nb, nb, w, v, wk);
      t = (double)(clock()-t0)/CLOCKS_PER_SEC;
      if( t<best[0][e] ) best[0][e] = t;
      memcpy(a, a0, sizeof(double)*nb*nb);
      for(i=0; i<nb; i++) a[i*nb+i] += 1.0;
      t0 = clock();
      bayes_chol(a, nb, nb, 0);
      t = (double)(clock()-t0)/CLOCKS_PER_SEC;
      if( t<best[1][e] ) best[1][e] = t;
      t0 = clock();
      for(i=0; i<60000/nBlk/4; i++) bayes_syrk_lower(m, nb, nb, x, nb, nBlk, 1.0);
      t = 4*(double)(clock()-t0)/CLOCKS_PER_SEC;
      if( t<best[2][e] ) best[2][e] = t;
      memcpy(a, a0, sizeof(double)*nb*nb);
      for(i=0; i<nb; i++) a[i*nb+i] += 1.0;
      bayes_gauss_factor(&g, a, nb, nb, 0, 0, BAYES_GAUSS_FLOOR, 1e-9);
      t0 = clock();
      for(i=0; i<200*10; i++) s += bayes_gauss_maha(&g, x + (i%64)*nb, wk);
      t = (double)(clock()-t0)/CLOCKS_PER_SEC/200;
      if( t<best[3][e] ) best[3][e] = t;
      bayes_gauss_free(&g);
      if( s<0 ) printf("?");
    }
    bayes_linalg_set_simd(-1);
    printf("784 features, CPU s, best of 3: portable C | AVX2/FMA\n");
    printf("  eigsym            %.3f | %.3f\n", best[0][0], best[0][1]);
    printf("  chol              %.3f | %.3f\n", best[1][0], best[1][1]);
    printf("  syrk 60000 rows   %.3f | %.3f  (%.1f | %.1f GFLOP/s)\n",
           best[2][0], best[2][1], 60000.0*nb*(nb+1)/best[2][0]/1e9,
           60000.0*nb*(nb+1)/best[2][1]/1e9);
    printf("  10 distances      %.3f | %.3f ms (one 784 Cholesky factor, in cache)\n",
           best[3][0]*1e3, best[3][1]*1e3);
    free(a); free(a0); free(v); free(w); free(wk); free(x); free(m);
    {
      /* the block product of bayes_scores: a 784 x 784 packed triangle
      ** times 256 rows (m^2 n flops), 40 times (a class's 10,000 rows) */
      int mm = 784, n = 256, e2;
      double *W = malloc(sizeof(double)*mm*(mm+1)/2), *B = malloc(sizeof(double)*n*mm);
      double *C = malloc(sizeof(double)*mm*n);
      double *wk2 = malloc(sizeof(double)*bayes_gemm_nt_work(n)), bt[2] = {1e300, 1e300};
      for(i=0; i<mm*(mm+1)/2; i++) W[i] = urand();
      for(i=0; i<n*mm; i++) B[i] = urand();
      for(it=0; it<6; it++){
        clock_t t0;
        double t;
        e2 = it%2;
        bayes_linalg_set_simd(e2);
        if( e2 && !bayes_linalg_simd() ) continue;
        t0 = clock();
        for(i=0; i<40; i++){
          memset(C, 0, sizeof(double)*mm*n);
          bayes_trmm_nt_packed(C, n, mm, n, W, B, mm, wk2);
        }
        t = (double)(clock()-t0)/CLOCKS_PER_SEC;
        if( t<bt[e2] ) bt[e2] = t;
      }
      bayes_linalg_set_simd(-1);
      printf("  block trmm 784 x 784 packed x 256 rows, 40 times: %.3f | %.3f s"
             "  (%.1f | %.1f GFLOP/s)\n", bt[0], bt[1],
             40.0*mm*mm*n/bt[0]/1e9, 40.0*mm*mm*n/bt[1]/1e9);
      free(W); free(B); free(C); free(wk2);
    }
  }
  printf("%d passed, %d failed\n", nPass, nFail);
  return nFail ? 1 : 0;
}
