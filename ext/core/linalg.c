/*
** core/linalg.c — dense symmetric linear algebra for the Gaussian kinds (lda,
** qda): rank-k updates, Cholesky with failure detection, triangular
** solves, a symmetric eigensolver (Householder tridiagonalization followed
** by the implicit QL iteration), and BayesGauss, a factored covariance
** matrix with a defined answer for singular matrices.  See linalg.h.
**
** Written from the textbook descriptions of the algorithms (Golub & Van
** Loan, "Matrix Computations", chapters 4 and 8); plain C99, libm only.
*/
#include "bayesInt.h"
#include "linalg.h"
#include <string.h>
#include <math.h>
#include <float.h>

/* ------------------------------------------------------------ products
** The co-moment updates are most of a wide fit's time (60,000 x 784: 37
** GFLOP).  Two implementations: portable C (4 rows of M at a time; gcc
** -O2 makes SSE2 code of it), and on x86-64 an AVX2/FMA one chosen at run
** time (__builtin_cpu_supports), so the default build stays portable.
** The AVX2 kernel computes C += alpha A^T B in register tiles of 4 x 12
** (12 accumulators of 4 doubles: per row of A and B, 3 loads and 4
** broadcasts feed 12 FMAs, so it runs at the FMA units' rate while the
** block of rows stays in cache, ~2.5x the portable code). */
#if (defined(__x86_64__) || defined(_M_X64)) && defined(__GNUC__) \
    && !defined(BAYES_NO_SIMD)
# define LINALG_AVX2 1
# include <immintrin.h>
#else
# define LINALG_AVX2 0
#endif

/* -1: not yet decided, 0: C, 1: AVX2+FMA.  Read and written with relaxed
** atomics: threads fitting at once may all decide, and agree. */
static int linalgSimd = -1;
#if LINALG_AVX2
# define SIMD_GET()   __atomic_load_n(&linalgSimd, __ATOMIC_RELAXED)
# define SIMD_SET(v)  __atomic_store_n(&linalgSimd, (v), __ATOMIC_RELAXED)
#else
# define SIMD_GET()   linalgSimd
# define SIMD_SET(v)  (linalgSimd = (v))
#endif

void bayes_linalg_set_simd(int eSimd){
  int v = 0;
  if( eSimd<0 ){
    v = -1;
  }else{
#if LINALG_AVX2
    if( eSimd>0 ){
      __builtin_cpu_init();
      v = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
    }
#endif
  }
  SIMD_SET(v);
}
int bayes_linalg_simd(void){
  int v = SIMD_GET();
  if( v<0 ){
    bayes_linalg_set_simd(1);
    v = SIMD_GET();
  }
  return v;
}

/* Rows [iLo, iHi) of M (iLo a multiple of 4; iHi too, or d): every
** element is computed by the same operations whichever range it is in, so
** splitting the rows among threads (productRun) gives the same bits. */
static void syrkPortable(double *M, int ldm, int iLo, int iHi,
                         const double *X, int ldx, int nRow, double alpha){
  int i, j, r;
  /* Four output rows at a time: each X[r][j] loaded once feeds four
  ** multiply-adds, and the four rows of M stay in L1 while r runs. */
  for(i=iLo; i+4<=iHi; i+=4){
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
  for(; i<iHi; i++){
    double *m0 = M + (size_t)i*ldm;
    for(r=0; r<nRow; r++){
      const double *x = X + (size_t)r*ldx;
      double c0 = alpha*x[i];
      for(j=0; j<=i; j++) m0[j] += c0*x[j];
    }
  }
}

static void gemmTnPortable(double *C, int ldc, int iLo, int iHi, int e,
                           const double *A, int lda, const double *B, int ldb,
                           int nRow){
  int i, j, r;
  for(i=iLo; i<iHi; i++){
    double *c = C + (size_t)i*ldc;
    for(r=0; r<nRow; r++){
      double a = A[(size_t)r*lda + i];
      const double *b = B + (size_t)r*ldb;
      if( a==0.0 ) continue;
      for(j=0; j<e; j++) c[j] += a*b[j];
    }
  }
}

#if LINALG_AVX2
/* C[i0+a][j0+b] += alpha sum_r A[r][i0+a] B[r][j0+b], a < 4, b < 4*nv
** (nv = 3 or 1 vectors of 4); bLower: only where j0+b <= i0+a. */
__attribute__((target("avx2,fma")))
static void tileAvx2(double *C, int ldc, const double *A, int lda,
                     const double *B, int ldb, int nRow, double alpha,
                     int i0, int j0, int nv, int bLower){
  __m256d c[4][3];
  double t[4][12];
  int a, b, v, r;
  for(a=0; a<4; a++) for(v=0; v<3; v++) c[a][v] = _mm256_setzero_pd();
  if( nv==3 ){
    for(r=0; r<nRow; r++){
      const double *pa = A + (size_t)r*lda + i0, *pb = B + (size_t)r*ldb + j0;
      __m256d b0 = _mm256_loadu_pd(pb), b1 = _mm256_loadu_pd(pb+4);
      __m256d b2 = _mm256_loadu_pd(pb+8), x;
      x = _mm256_broadcast_sd(pa);
      c[0][0] = _mm256_fmadd_pd(x, b0, c[0][0]);
      c[0][1] = _mm256_fmadd_pd(x, b1, c[0][1]);
      c[0][2] = _mm256_fmadd_pd(x, b2, c[0][2]);
      x = _mm256_broadcast_sd(pa+1);
      c[1][0] = _mm256_fmadd_pd(x, b0, c[1][0]);
      c[1][1] = _mm256_fmadd_pd(x, b1, c[1][1]);
      c[1][2] = _mm256_fmadd_pd(x, b2, c[1][2]);
      x = _mm256_broadcast_sd(pa+2);
      c[2][0] = _mm256_fmadd_pd(x, b0, c[2][0]);
      c[2][1] = _mm256_fmadd_pd(x, b1, c[2][1]);
      c[2][2] = _mm256_fmadd_pd(x, b2, c[2][2]);
      x = _mm256_broadcast_sd(pa+3);
      c[3][0] = _mm256_fmadd_pd(x, b0, c[3][0]);
      c[3][1] = _mm256_fmadd_pd(x, b1, c[3][1]);
      c[3][2] = _mm256_fmadd_pd(x, b2, c[3][2]);
    }
  }else{
    for(r=0; r<nRow; r++){
      const double *pa = A + (size_t)r*lda + i0, *pb = B + (size_t)r*ldb + j0;
      __m256d b0 = _mm256_loadu_pd(pb);
      c[0][0] = _mm256_fmadd_pd(_mm256_broadcast_sd(pa), b0, c[0][0]);
      c[1][0] = _mm256_fmadd_pd(_mm256_broadcast_sd(pa+1), b0, c[1][0]);
      c[2][0] = _mm256_fmadd_pd(_mm256_broadcast_sd(pa+2), b0, c[2][0]);
      c[3][0] = _mm256_fmadd_pd(_mm256_broadcast_sd(pa+3), b0, c[3][0]);
    }
  }
  for(a=0; a<4; a++) for(v=0; v<nv; v++) _mm256_storeu_pd(&t[a][4*v], c[a][v]);
  for(a=0; a<4; a++){
    double *pc = C + (size_t)(i0+a)*ldc + j0;
    int nb = 4*nv;
    if( bLower && j0+nb-1 > i0+a ) nb = i0+a-j0+1;
    for(b=0; b<nb; b++) pc[b] += alpha*t[a][b];
  }
}

/* The AVX2 path for both products, rows [iLo, iHi) of C (iLo a multiple
** of 4; iHi too, or the last row): rows i0 in steps of 4, columns in
** tiles of 12 then 4 (up to jEnd(i0)), the ragged edges in portable C. */
__attribute__((target("avx2,fma")))
static void productAvx2(double *C, int ldc, int iLo, int iHi, int e,
                        const double *A, int lda, const double *B, int ldb,
                        int nRow, double alpha, int bLower){
  int i0, j0, i, j, r;
  for(i0=iLo; i0+4<=iHi; i0+=4){
    int jEnd = bLower ? i0+4 : e;      /* columns [0, jEnd) touched */
    for(j0=0; j0+12<=jEnd; j0+=12){
      tileAvx2(C, ldc, A, lda, B, ldb, nRow, alpha, i0, j0, 3,
               bLower && j0+12>i0+1);
    }
    for(; j0+4<=jEnd; j0+=4){
      tileAvx2(C, ldc, A, lda, B, ldb, nRow, alpha, i0, j0, 1,
               bLower && j0+4>i0+1);
    }
    for(i=i0; i<i0+4; i++){             /* columns [j0, jEnd) left over */
      double *pc = C + (size_t)i*ldc;
      int jMax = bLower ? i+1 : e;
      for(j=j0; j<jMax; j++){
        double s = 0.0;
        for(r=0; r<nRow; r++) s += A[(size_t)r*lda+i]*B[(size_t)r*ldb+j];
        pc[j] += alpha*s;
      }
    }
  }
  for(i=i0; i<iHi; i++){                /* the last d % 4 rows */
    double *pc = C + (size_t)i*ldc;
    int jMax = bLower ? i+1 : e;
    for(r=0; r<nRow; r++){
      double c = alpha*A[(size_t)r*lda+i];
      const double *b = B + (size_t)r*ldb;
      for(j=0; j<jMax; j++) pc[j] += c*b[j];
    }
  }
}
#endif

#ifdef BAYES_OPENBLAS
/* make BLAS=openblas (mk/blas.mk): the products and the eigensolver from
** OpenBLAS and its LAPACK, for the comparison in docs/performance.md */
# include <cblas.h>
extern void dsyevd_(const char *jobz, const char *uplo, const int *n,
                    double *a, const int *lda, double *w, double *work,
                    const int *lwork, int *iwork, const int *liwork,
                    int *info);
#endif

/* The products split among a pool's threads by rows of the output, in
** groups of 4 (productAvx2's and syrkPortable's register tiles): each
** element of C is computed by one task with the operations the one-thread
** call uses, so the result is the same bits whatever the thread count.
** The triangle's rows cost more the further down they are: the
** boundaries are placed at equal areas (sqrt), 4 tasks per thread so that
** the threads even out. */
#define PROD_MIN_WORK (1<<18)   /* multiply-adds below which one thread */
#define PROD_MAX_TASK (4*BAYES_MAX_THREADS)
typedef struct ProdRun {
  double *C; int ldc; int d, e;
  const double *A; int lda; const double *B; int ldb;
  int nRow; double alpha;
  int bLower;               /* the lower triangle of C = A^T A */
  int eImpl;                /* 0 portable, 1 AVX2 */
  int aBound[PROD_MAX_TASK+1];
} ProdRun;

static void productRows(const ProdRun *p, int iLo, int iHi){
  if( iLo>=iHi ) return;
#if LINALG_AVX2
  if( p->eImpl ){
    productAvx2(p->C, p->ldc, iLo, iHi, p->e, p->A, p->lda, p->B, p->ldb,
                p->nRow, p->alpha, p->bLower);
    return;
  }
#endif
  if( p->bLower ){
    syrkPortable(p->C, p->ldc, iLo, iHi, p->A, p->lda, p->nRow, p->alpha);
  }else{
    gemmTnPortable(p->C, p->ldc, iLo, iHi, p->e, p->A, p->lda, p->B, p->ldb,
                   p->nRow);
  }
}
static void productTask(void *pArg, int iTask){
  const ProdRun *p = (const ProdRun*)pArg;
  productRows(p, p->aBound[iTask], p->aBound[iTask+1]);
}

static void productRun(BayesPool *pPool, ProdRun *p){
  int nG = (p->d + 3)/4, nTask, k;           /* groups of 4 rows */
  i64 nWork = (i64)p->d*p->e*p->nRow;
  if( p->bLower ) nWork /= 2;
  nTask = 4*bayes_pool_threads(pPool);
  if( nTask>nG ) nTask = nG;
  if( nTask>PROD_MAX_TASK ) nTask = PROD_MAX_TASK;
  if( pPool==0 || nTask<=1 || nWork<PROD_MIN_WORK ){
    productRows(p, 0, p->d);
    return;
  }
  p->aBound[0] = 0;
  for(k=1; k<nTask; k++){
    double f = (double)k/nTask;
    int g = (int)((p->bLower ? sqrt(f) : f)*nG + 0.5);
    if( g<p->aBound[k-1]/4 ) g = p->aBound[k-1]/4;
    p->aBound[k] = 4*g<p->d ? 4*g : p->d;
  }
  p->aBound[nTask] = p->d;
  bayes_pool_run(pPool, nTask, productTask, p);
}

void bayes_syrk_lower_mt(BayesPool *pPool, double *M, int ldm, int d,
                         const double *X, int ldx, int nRow, double alpha){
  ProdRun r;
#ifdef BAYES_OPENBLAS
  if( nRow>=4 ){
    /* row-major lower M += alpha X^T X (OpenBLAS has threads of its own) */
    (void)pPool;
    cblas_dsyrk(CblasRowMajor, CblasLower, CblasTrans, d, nRow, alpha, X, ldx,
                1.0, M, ldm);
    return;
  }
#endif
  r.C = M; r.ldc = ldm; r.d = d; r.e = d;
  r.A = X; r.lda = ldx; r.B = X; r.ldb = ldx;
  r.nRow = nRow; r.alpha = alpha; r.bLower = 1;
  r.eImpl = nRow>=4 && LINALG_AVX2 && bayes_linalg_simd();
  productRun(pPool, &r);
}
void bayes_syrk_lower(double *M, int ldm, int d, const double *X, int ldx,
                      int nRow, double alpha){
  bayes_syrk_lower_mt(0, M, ldm, d, X, ldx, nRow, alpha);
}

void bayes_gemm_tn_mt(BayesPool *pPool, double *C, int ldc, int d, int e,
                      const double *A, int lda, const double *B, int ldb,
                      int nRow){
  ProdRun r;
#ifdef BAYES_OPENBLAS
  if( nRow>=4 ){
    (void)pPool;
    cblas_dgemm(CblasRowMajor, CblasTrans, CblasNoTrans, d, e, nRow, 1.0,
                A, lda, B, ldb, 1.0, C, ldc);
    return;
  }
#endif
  r.C = C; r.ldc = ldc; r.d = d; r.e = e;
  r.A = A; r.lda = lda; r.B = B; r.ldb = ldb;
  r.nRow = nRow; r.alpha = 1.0; r.bLower = 0;
  r.eImpl = nRow>=4 && LINALG_AVX2 && bayes_linalg_simd();
  productRun(pPool, &r);
}
void bayes_gemm_tn(double *C, int ldc, int d, int e, const double *A, int lda,
                   const double *B, int ldb, int nRow){
  bayes_gemm_tn_mt(0, C, ldc, d, e, A, lda, B, ldb, nRow);
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

/* ------------------------------------------------------------ eigen */
/* The row updates of the Householder reduction: y += a x, and
** b -= vi w + wi v, over n entries.  The AVX2 versions do the same
** multiplications and additions four at a time (no FMA), so the result is
** the same bit for bit whichever runs. */
#if LINALG_AVX2
__attribute__((target("avx2")))
static void eigAxpyAvx2(double *y, const double *x, double a, int n){
  __m256d va = _mm256_set1_pd(a);
  int j;
  for(j=0; j+4<=n; j+=4){
    _mm256_storeu_pd(y+j, _mm256_add_pd(_mm256_loadu_pd(y+j),
                                        _mm256_mul_pd(va, _mm256_loadu_pd(x+j))));
  }
  for(; j<n; j++) y[j] += a*x[j];
}
__attribute__((target("avx2")))
static void eigRank2Avx2(double *b, const double *v, const double *w,
                         double vi, double wi, int n){
  __m256d a = _mm256_set1_pd(vi), c = _mm256_set1_pd(wi);
  int j;
  for(j=0; j+4<=n; j+=4){
    __m256d t = _mm256_add_pd(_mm256_mul_pd(a, _mm256_loadu_pd(w+j)),
                              _mm256_mul_pd(c, _mm256_loadu_pd(v+j)));
    _mm256_storeu_pd(b+j, _mm256_sub_pd(_mm256_loadu_pd(b+j), t));
  }
  for(; j<n; j++) b[j] -= vi*w[j] + wi*v[j];
}
#endif
static void eigAxpy(double *y, const double *x, double a, int n){
  int j;
#if LINALG_AVX2
  if( bayes_linalg_simd() ){ eigAxpyAvx2(y, x, a, n); return; }
#endif
  for(j=0; j<n; j++) y[j] += a*x[j];
}
static void eigRank2(double *b, const double *v, const double *w,
                     double vi, double wi, int n){
  int j;
#if LINALG_AVX2
  if( bayes_linalg_simd() ){ eigRank2Avx2(b, v, w, vi, wi, n); return; }
#endif
  for(j=0; j<n; j++) b[j] -= vi*w[j] + wi*v[j];
}

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
    double scale = 0.0, ss = 0.0, s, sigma, beta, K, *v;
    /* x = a[o..n)[k]; Householder vector kept in place of x */
    for(i=o; i<n; i++){
      double t = fabs(a[(size_t)i*n+k]);
      if( t>scale ) scale = t;
    }
    if( scale==0.0 ){ off[k] = 0.0; continue; }
    /* The reflector I - beta v v^T does not change when v is scaled, so
    ** build it from x/scale: with x tiny (1e-300, or a rounding residue
    ** of 1e-170) beta = 1/(sigma v_0) would overflow otherwise. */
    for(i=o; i<n; i++){
      double t = a[(size_t)i*n+k]/scale;
      a[(size_t)i*n+k] = t;
      ss += t*t;
    }
    s = sqrt(ss);
    sigma = a[(size_t)o*n+k]>=0.0 ? s : -s;
    off[k] = -sigma*scale;
    a[(size_t)o*n+k] += sigma;                /* v = x/scale + sigma e1 */
    beta = 1.0/(sigma*a[(size_t)o*n+k]);
    /* v also into row k (v[o..n)), which no later step reads: the loops
    ** below then read it contiguously, not down a column (the same
    ** arithmetic in the same order: the result is unchanged, bit for bit,
    ** and 784 x 784 takes about half the time) */
    v = a + (size_t)k*n;
    for(i=o; i<n; i++) v[i] = a[(size_t)i*n+k];
    /* p = beta B v over the trailing block B = a[o..n)[o..n) */
    for(i=o; i<n; i++){
      const double *bi = a + (size_t)i*n;
      double t = 0.0;
      for(j=o; j<n; j++) t += bi[j]*v[j];
      p[i] = beta*t;
    }
    /* w = p - (beta/2)(p.v) v, stored over p */
    K = 0.0;
    for(i=o; i<n; i++) K += p[i]*v[i];
    K *= 0.5*beta;
    for(i=o; i<n; i++) p[i] -= K*v[i];
    /* B -= v w^T + w v^T */
    for(i=o; i<n; i++){
      eigRank2(a + (size_t)i*n + o, v + o, p + o, v[i], p[i], n - o);
    }
    /* Q^T <- H Q^T on rows o..n): u = v^T Qt[o..n), Qt[i] -= beta v_i u */
    {
      double *u = p;     /* p is free again; u needs n entries */
      memset(u, 0, sizeof(double)*(size_t)n);
      for(i=o; i<n; i++){
        if( v[i]==0.0 ) continue;
        eigAxpy(u, qt + (size_t)i*n, v[i], n);
      }
      for(i=o; i<n; i++){
        double c = beta*v[i];
        if( c==0.0 ) continue;
        eigAxpy(qt + (size_t)i*n, u, -c, n);
      }
    }
  }
  for(i=0; i<n; i++) diag[i] = a[(size_t)i*n+i];
  if( n>=2 ) off[n-2] = a[(size_t)(n-1)*n + (n-2)];
  off[n-1] = 0.0;
}

/* Deflation test for the coupling off[m] between diag[m] and diag[m+1].
** Negligible when it is below eps times the norm of the whole tridiagonal
** (a perturbation of that size is what the Householder reduction already
** made: the eigenvalues stay accurate relative to the norm), below eps
** times its two neighbours (relative accuracy where the matrix is graded),
** or in the underflow range (safmin).  The neighbour test alone, the old
** one, never holds beside zero diagonals: a covariance with constant
** pixels has exactly those, and the iteration then ran out of steps. */
static int eigNegligible(const double *diag, const double *off, int m,
                         double anorm){
  double e = fabs(off[m]);
  return e <= DBL_EPSILON*anorm
      || e <= DBL_EPSILON*(fabs(diag[m]) + fabs(diag[m+1]))
      || e <= DBL_MIN;
}

/* Apply the plane rotation (c, s) to the rows e0, e1 of length n:
** e1 <- s e0 + c e1, e0 <- c e0 - s e1.  Most of an eigendecomposition's
** time (about 9 n^3 flops of rotations against 8/3 n^3 for the reduction). */
#if LINALG_AVX2
__attribute__((target("avx2,fma")))
static void eigRotateAvx2(double *e0, double *e1, int n, double c, double s){
  __m256d vc = _mm256_set1_pd(c), vs = _mm256_set1_pd(s);
  int k;
  for(k=0; k+4<=n; k+=4){
    __m256d a = _mm256_loadu_pd(e0+k), b = _mm256_loadu_pd(e1+k);
    _mm256_storeu_pd(e1+k, _mm256_add_pd(_mm256_mul_pd(vs, a),
                                         _mm256_mul_pd(vc, b)));
    _mm256_storeu_pd(e0+k, _mm256_sub_pd(_mm256_mul_pd(vc, a),
                                         _mm256_mul_pd(vs, b)));
  }
  for(; k<n; k++){
    double t = e1[k];
    e1[k] = s*e0[k] + c*t;
    e0[k] = c*e0[k] - s*t;
  }
}
#endif
static void eigRotate(double *e0, double *e1, int n, double c, double s){
  int k;
#if LINALG_AVX2
  if( bayes_linalg_simd() ){ eigRotateAvx2(e0, e1, n, c, s); return; }
#endif
  for(k=0; k<n; k++){
    double t = e1[k];
    e1[k] = s*e0[k] + c*t;
    e0[k] = c*e0[k] - s*t;
  }
}

/* One implicit QL step with a Wilkinson-type shift on the unreduced block
** l..m of the tridiagonal (diag, off); the rotations are applied to the
** rows of et (n x n). */
static void eigQLStep(double *diag, double *off, int n, int l, int m,
                      double *et){
  double g, r, s, c, p, f, b;
  int i;
  g = (diag[l+1] - diag[l]) / (2.0*off[l]);
  r = hypot(g, 1.0);
  g = diag[m] - diag[l] + off[l]/(g + (g>=0.0 ? r : -r));
  if( !isfinite(g) ) g = diag[m] - diag[l];     /* shift overflowed: none */
  s = c = 1.0;
  p = 0.0;
  for(i=m-1; i>=l; i--){
    double *e0 = et + (size_t)i*n, *e1 = e0 + n;
    f = s*off[i];
    b = c*off[i];
    r = hypot(f, g);
    off[i+1] = r;
    if( r==0.0 ){
      /* underflow: the block splits at i+1 */
      diag[i+1] -= p;
      off[m] = 0.0;
      return;
    }
    s = f/r;
    c = g/r;
    g = diag[i+1] - p;
    r = (diag[i] - g)*s + 2.0*c*b;
    p = s*r;
    diag[i+1] = g + p;
    g = c*r - b;
    eigRotate(e0, e1, n, c, s);
  }
  diag[l] -= p;
  off[l] = g;
  off[m] = 0.0;
}

/* Implicit QL iteration on the tridiagonal (diag, off) of norm about 1
** (the caller scales).  Never fails: an eigenvalue still not isolated
** after EIG_MAX_ITER steps (not seen in the test catalogue) is isolated by
** setting the smallest coupling of its block to zero, a perturbation of
** at most that coupling.  Returns how many times that happened. */
#define EIG_MAX_ITER 60
static int eigTridiagQL(double *diag, double *off, int n, double *et){
  int l, m, i, nForced = 0;
  double anorm = 0.0;
  for(i=0; i<n; i++){
    double t = fabs(diag[i]) + fabs(off[i]) + (i>0 ? fabs(off[i-1]) : 0.0);
    if( t>anorm ) anorm = t;
  }
  for(l=0; l<n; l++){
    int iter = 0;
    for(;;){
      for(m=l; m<n-1; m++){
        if( eigNegligible(diag, off, m, anorm) ){ off[m] = 0.0; break; }
      }
      if( m==l ) break;
      if( iter++>=EIG_MAX_ITER ){
        int iMin = l;
        for(i=l+1; i<m; i++) if( fabs(off[i])<fabs(off[iMin]) ) iMin = i;
        off[iMin] = 0.0;
        nForced++;
        iter = 0;
        continue;
      }
      eigQLStep(diag, off, n, l, m, et);
    }
  }
  return nForced;
}

/* Largest |a_ij| over the lower triangle (NaN propagates as NaN). */
static double eigMaxAbs(const double *a, int lda, int n){
  double amax = 0.0;
  int i, j;
  for(i=0; i<n; i++){
    const double *ai = a + (size_t)i*lda;
    for(j=0; j<=i; j++){
      double t = fabs(ai[j]);
      if( t>amax || isnan(t) ) amax = t;
    }
  }
  return amax;
}

int bayes_eigsym(double *a, int lda, int n, double *w, double *v,
                 double *aWork){
  int i, j, k, e = 0;
  double *off = aWork, *p = aWork + n, amax;
  if( n<=0 ) return 0;
  /* Scale by a power of two (exact) so the largest element is in
  ** [0.5, 1): no overflow in the squares of the Householder and QL steps
  ** for entries up to 1e308, none lost below 1e-300 relative to the norm
  ** either.  Eigenvalues are scaled back at the end. */
  amax = eigMaxAbs(a, lda, n);
  if( amax>0.0 && isfinite(amax) ) frexp(amax, &e);
  /* make the matrix full, contiguous (leading dimension n) and scaled */
  for(i=0; i<n; i++){
    double *ai = a + (size_t)i*n;
    if( lda!=n ) memmove(ai, a + (size_t)i*lda, sizeof(double)*(size_t)(i+1));
    if( e!=0 ) for(j=0; j<=i; j++) ai[j] = ldexp(ai[j], -e);
  }
  for(i=0; i<n; i++){
    for(j=0; j<i; j++) a[(size_t)j*n+i] = a[(size_t)i*n+j];
  }
#ifdef BAYES_OPENBLAS
  {
    /* LAPACK's dsyevd on the scaled matrix: a is symmetric (full), so
    ** row-major equals column-major; eigenvectors come back as columns of
    ** a in column-major order, that is as rows in row-major: v's layout.
    ** v keeps a copy of the input in case dsyevd fails. */
    int info = 0, lwork = -1, liwork = -1, iw = 0;
    double wq = 0.0, *work;
    int *iwork;
    memcpy(v, a, sizeof(double)*(size_t)n*n);
    dsyevd_("V", "U", &n, a, &n, w, &wq, &lwork, &iw, &liwork, &info);
    lwork = (int)wq; liwork = iw;
    work = sqlite3_malloc64(sizeof(double)*(u64)(lwork+1));
    iwork = sqlite3_malloc64(sizeof(int)*(u64)(liwork+1));
    if( info==0 && work && iwork ){
      dsyevd_("V", "U", &n, a, &n, w, work, &lwork, iwork, &liwork, &info);
    }else{
      info = -1;
    }
    sqlite3_free(work);
    sqlite3_free(iwork);
    if( info==0 ){
      memcpy(v, a, sizeof(double)*(size_t)n*n);
      if( e!=0 ) for(i=0; i<n; i++) w[i] = ldexp(w[i], e);
      return 0;
    }
    memcpy(a, v, sizeof(double)*(size_t)n*n);   /* our solver instead */
  }
#endif
  tridiagonalize(a, n, w, off, v, p);
  k = eigTridiagQL(w, off, n, v);
  if( e!=0 ) for(i=0; i<n; i++) w[i] = ldexp(w[i], e);
  /* sort ascending (selection sort: n row swaps at most) */
  for(i=0; i<n; i++){
    int iMin = i;
    for(j=i+1; j<n; j++) if( w[j]<w[iMin] ) iMin = j;
    if( iMin!=i ){
      double t = w[i]; w[i] = w[iMin]; w[iMin] = t;
      for(j=0; j<n; j++){
        t = v[(size_t)i*n+j];
        v[(size_t)i*n+j] = v[(size_t)iMin*n+j];
        v[(size_t)iMin*n+j] = t;
      }
    }
  }
  return k;
}

/* ------------------------------------------------------------ BayesGauss */
/* The Cholesky factor W is kept as a packed lower triangle: row i (columns
** 0..i) starts at PACKED_ROW(i).  Scoring streams it from the first byte
** to the last, which the hardware prefetcher follows; rows of a full m x m
** array half read cost 3.6x as much per qda row at 784 features. */
#define PACKED_ROW(i) ((size_t)(i)*((size_t)(i)+1)/2)

void bayes_gauss_free(BayesGauss *pG){
  sqlite3_free(pG->aIdx);
  sqlite3_free(pG->aIsoVar);
  sqlite3_free(pG->aF);
  memset(pG, 0, sizeof(*pG));
}

/* Step 1: sort the dimensions into aIdx: those with positive variance
** first (m of them, returned), those with none (null) from the far end. */
static int gaussPartitionNull(BayesGauss *pG, const double *aSigma, int ld,
                              const int *aSub, int n){
  int i, m = 0, nNull = 0;
  for(i=0; i<n; i++){
    int jj = aSub ? aSub[i] : i;
    double v = aSigma[(size_t)jj*ld + jj];
    if( v>0.0 ){
      pG->aIdx[m++] = jj;
    }else{
      nNull++;
      pG->aIdx[n-nNull] = jj;
    }
  }
  pG->aNull = pG->aIdx + m;
  pG->nNull = nNull;
  return m;
}

/* Step 2: isolated dimensions, kept ones whose covariance with every other
** kept one is exactly 0 (a feature constant within a class has variance
** reg and nothing else under qda's reg, many pixels of an image set are
** like that).  They are independent one-dimensional normals: set aside
** with their variance, so the dense factor is only as large as the
** coupled block (784 -> ~400 dimensions on MNIST-like data: a quarter of
** the memory traffic per scored row).  aIdx becomes coupled (returned
** count), isolated (nIso), null (nNull). */
static int gaussSetAsideIsolated(BayesGauss *pG, const double *aSigma,
                                 int ld, int m, int eMode, double floor){
  int i, j, nIso = 0, mNew = 0;
  int *aTmp;
  if( m<=1 ) return m;
  aTmp = sqlite3_malloc64(sizeof(int)*(u64)(m+1));
  pG->aIsoVar = sqlite3_malloc64(sizeof(double)*(u64)(m+1));
  if( aTmp==0 || pG->aIsoVar==0 ){
    sqlite3_free(aTmp);
    return -1;
  }
  for(i=0; i<m; i++){
    int ii = pG->aIdx[i], bIso = 1;
    for(j=0; j<m && bIso; j++){
      int jj = pG->aIdx[j];
      if( j!=i && (ii>jj ? aSigma[(size_t)ii*ld+jj]
                         : aSigma[(size_t)jj*ld+ii])!=0.0 ){
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
  memmove(pG->aIdx + mNew + nIso, pG->aIdx + m,
          sizeof(int)*(size_t)pG->nNull);
  memcpy(pG->aIdx + mNew, aTmp, sizeof(int)*(size_t)nIso);
  sqlite3_free(aTmp);
  pG->aIso = pG->aIdx + mNew;
  pG->nIso = nIso;
  pG->aNull = pG->aIdx + mNew + nIso;
  return mNew;
}

/* The lower triangle of Sigma on the m dimensions aIdx into a (m x m). */
static void gaussGather(const BayesGauss *pG, const double *aSigma, int ld,
                        int m, double *a){
  int i, j;
  for(i=0; i<m; i++){
    int ii = pG->aIdx[i];
    for(j=0; j<=i; j++){
      int jj = pG->aIdx[j];
      a[(size_t)i*m+j] = ii>=jj ? aSigma[(size_t)ii*ld + jj]
                                : aSigma[(size_t)jj*ld + ii];
    }
  }
}

/* Step 3a: Cholesky.  If Sigma's block is clearly positive definite
** (every pivot above 1e-12 times the largest variance), aF becomes
** W = L^-1 (lower triangular): scoring is then W x, m independent dot
** products, instead of a forward substitution whose every step waits for
** the previous one (~3x faster at m = 784).  Returns SQLITE_OK, SQLITE_NOMEM,
** or SQLITE_DONE when the block is not positive definite (pG->aF then
** holds garbage of the right size). */
static int gaussFactorChol(BayesGauss *pG, int m){
  double *a = pG->aF, *w, *y, maxDiag = 0.0;
  int i, j, k;
  for(i=0; i<m; i++) if( a[(size_t)i*m+i]>maxDiag ) maxDiag = a[(size_t)i*m+i];
  if( bayes_chol(a, m, m, BAYES_GAUSS_RANK_RTOL*maxDiag) ) return SQLITE_DONE;
  w = sqlite3_malloc64(sizeof(double)*(PACKED_ROW(m) + m + 1));
  if( w==0 ) return SQLITE_NOMEM;
  y = w + PACKED_ROW(m);
  pG->r = m;
  for(i=0; i<m; i++) pG->logdet += 2.0*log(a[(size_t)i*m+i]);
  /* column j of W: forward substitution of e_j (rows of L) */
  for(j=0; j<m; j++){
    for(i=j; i<m; i++){
      const double *li = a + (size_t)i*m;
      double t = i==j ? 1.0 : 0.0, t1 = 0.0;
      for(k=j; k+2<=i; k+=2){
        t -= li[k]*y[k];
        t1 -= li[k+1]*y[k+1];
      }
      if( k<i ) t -= li[k]*y[k];
      y[i] = (t + t1)/li[i];
      w[PACKED_ROW(i)+j] = y[i];
    }
  }
  sqlite3_free(a);
  pG->aF = w;
  return SQLITE_OK;
}

/* Step 3b: eigendecomposition of the block (in pG->aF on entry), for a
** matrix that is singular or nearly so.  PINV keeps the eigenvalues above
** BAYES_GAUSS_RANK_RTOL (or m * DBL_EPSILON, numpy's matrix_rank
** tolerance, if larger) times the largest, FLOOR
** keeps all, raised to floor if below.  aF becomes r eigenvectors (rows,
** r x m) followed by their r variances (aLam). */
static int gaussFactorEigen(BayesGauss *pG, int m, int eMode, double floor){
  double *a = pG->aF, *ev, *w, *work, lmax, tol;
  int i, r = 0;
  ev = sqlite3_malloc64(sizeof(double)*((u64)m*m + 3*(u64)m + 1));
  if( ev==0 ) return SQLITE_NOMEM;
  w = ev + (size_t)m*m;
  work = w + m;
  bayes_eigsym(a, m, m, w, ev, work);
  lmax = w[m-1];
  tol = (double)m * DBL_EPSILON;
  if( tol<BAYES_GAUSS_RANK_RTOL ) tol = BAYES_GAUSS_RANK_RTOL;
  tol *= lmax>0.0 ? lmax : 0.0;
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
  memcpy(a + (size_t)r*m, work, sizeof(double)*(size_t)r);
  sqlite3_free(ev);
  if( r<m ){
    double *a2 = sqlite3_realloc64(a, sizeof(double)*((u64)r*m + r + 1));
    if( a2 ) pG->aF = a = a2;
  }
  pG->aLam = a + (size_t)r*m;
  return SQLITE_OK;
}

int bayes_gauss_factor(BayesGauss *pG, const double *aSigma, int ld, int d,
                       const int *aSub, int nSub, int eMode, double floor){
  int n = aSub ? nSub : d;
  int m, rc = SQLITE_OK;
  memset(pG, 0, sizeof(*pG));
  pG->d = d;
  pG->bChol = 1;
  pG->aIdx = sqlite3_malloc64(sizeof(int)*(u64)(n+1));
  if( pG->aIdx==0 ) return SQLITE_NOMEM;
  m = gaussPartitionNull(pG, aSigma, ld, aSub, n);
  m = gaussSetAsideIsolated(pG, aSigma, ld, m, eMode, floor);
  if( m<0 ){ bayes_gauss_free(pG); return SQLITE_NOMEM; }
  pG->m = m;
  if( m>0 ){
    /* m x m: L, or (eigen path) up to m vectors and their m variances */
    pG->aF = sqlite3_malloc64(sizeof(double)*((u64)m*m + m + 1));
    if( pG->aF==0 ){ bayes_gauss_free(pG); return SQLITE_NOMEM; }
    gaussGather(pG, aSigma, ld, m, pG->aF);
    rc = gaussFactorChol(pG, m);
    if( rc==SQLITE_DONE ){
      gaussGather(pG, aSigma, ld, m, pG->aF);
      rc = gaussFactorEigen(pG, m, eMode, floor);
    }
    if( rc!=SQLITE_OK ){ bayes_gauss_free(pG); return rc; }
  }
  /* Step 4: the null dimensions */
  if( eMode==BAYES_GAUSS_FLOOR && pG->nNull>0 ){
    pG->nullVar = floor;
    pG->nFloor += pG->nNull;
    pG->logdet += pG->nNull*log(floor);
    pG->rank = pG->r + pG->nIso + pG->nNull;
  }else{
    pG->nullVar = 0.0;
    pG->rank = pG->r + pG->nIso;
  }
  return SQLITE_OK;
}

#if LINALG_AVX2
/* trmvLower with AVX2/FMA: two rows at a time share each load of z, four
** vector accumulators per row hide the FMA latency. */
__attribute__((target("avx2,fma")))
static void trmvLowerAvx2(const double *W, int m, const double *z, double *t){
  int i, k;
  for(i=0; i+2<=m; i+=2){
    const double *w0 = W + PACKED_ROW(i), *w1 = w0 + i + 1;
    __m256d a0 = _mm256_setzero_pd(), a1 = _mm256_setzero_pd();
    __m256d b0 = _mm256_setzero_pd(), b1 = _mm256_setzero_pd();
    double s0, s1, u[4];
    int n = i+1;                       /* row i: 0..i; row i+1: 0..i+1 */
    for(k=0; k+8<=n; k+=8){
      __m256d z0 = _mm256_loadu_pd(z+k), z1 = _mm256_loadu_pd(z+k+4);
      a0 = _mm256_fmadd_pd(_mm256_loadu_pd(w0+k), z0, a0);
      a1 = _mm256_fmadd_pd(_mm256_loadu_pd(w0+k+4), z1, a1);
      b0 = _mm256_fmadd_pd(_mm256_loadu_pd(w1+k), z0, b0);
      b1 = _mm256_fmadd_pd(_mm256_loadu_pd(w1+k+4), z1, b1);
    }
    _mm256_storeu_pd(u, _mm256_add_pd(a0, a1));
    s0 = (u[0] + u[1]) + (u[2] + u[3]);
    _mm256_storeu_pd(u, _mm256_add_pd(b0, b1));
    s1 = (u[0] + u[1]) + (u[2] + u[3]);
    for(; k<n; k++){ s0 += w0[k]*z[k]; s1 += w1[k]*z[k]; }
    s1 += w1[n]*z[n];
    t[i] = s0;
    t[i+1] = s1;
  }
  if( i<m ){
    const double *w0 = W + PACKED_ROW(i);
    double s0 = 0.0;
    for(k=0; k<=i; k++) s0 += w0[k]*z[k];
    t[i] = s0;
  }
}
#endif

/* t[k] = V[k] . z for the r rows of V (r x m): the eigen factor */
#if LINALG_AVX2
__attribute__((target("avx2,fma")))
static void gemvRowsAvx2(const double *V, int r, int m, const double *z,
                         double *t){
  int i, k;
  for(i=0; i<r; i++){
    const double *v = V + (size_t)i*m;
    __m256d a0 = _mm256_setzero_pd(), a1 = _mm256_setzero_pd();
    double s0, u[4];
    for(k=0; k+8<=m; k+=8){
      a0 = _mm256_fmadd_pd(_mm256_loadu_pd(v+k), _mm256_loadu_pd(z+k), a0);
      a1 = _mm256_fmadd_pd(_mm256_loadu_pd(v+k+4), _mm256_loadu_pd(z+k+4), a1);
    }
    _mm256_storeu_pd(u, _mm256_add_pd(a0, a1));
    s0 = (u[0] + u[1]) + (u[2] + u[3]);
    for(; k<m; k++) s0 += v[k]*z[k];
    t[i] = s0;
  }
}
#endif
static void gemvRows(const double *V, int r, int m, const double *z,
                     double *t){
  int i, k;
#if LINALG_AVX2
  if( bayes_linalg_simd() ){ gemvRowsAvx2(V, r, m, z, t); return; }
#endif
  for(k=0; k<r; k++){
    const double *v = V + (size_t)k*m;
    double t0 = 0.0, t1 = 0.0;
    for(i=0; i+2<=m; i+=2){
      t0 += v[i]*z[i];
      t1 += v[i+1]*z[i+1];
    }
    if( i<m ) t0 += v[i]*z[i];
    t[k] = t0 + t1;
  }
}

/* t = W z for the lower-triangular m x m W, packed (row i: columns 0..i
** at PACKED_ROW(i)) */
static void trmvLower(const double *W, int m, const double *z, double *t){
  int i, k;
#if LINALG_AVX2
  if( bayes_linalg_simd() ){ trmvLowerAvx2(W, m, z, t); return; }
#endif
  for(i=0; i<m; i++){
    const double *wi = W + PACKED_ROW(i);
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
    gemvRows(pG->aF, pG->r, m, z, t);
    for(k=0; k<pG->r; k++) s += t[k]*t[k]/pG->aLam[k];
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
      const double *wi = pG->aF + PACKED_ROW(i);
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
      const double *wi = pG->aF + PACKED_ROW(i);
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
/* nA nB / n, n = nA + nB, the weight of delta delta^T in the pairwise
** update.  (nA nB) / n as the textbook writes it whenever the product is a
** normal number (so ordinary totals give the same bits as always), else
** min(nA,nB) (max(nA,nB) / n): the quotient is in [0.5, 1], so this
** neither overflows (weights of 1e160 and more: nA nB would) nor loses
** bits to underflow (weights of 1e-160 and less); the result is below
** min(nA, nB), representable whenever the weights are. */
double bayes_mom_weight(double nA, double nB, double n){
  double p = nA*nB;
  if( p<=DBL_MAX && p>=DBL_MIN ) return p/n;
  return nA<nB ? nA*(nB/n) : nB*(nA/n);
}

/* delta^2 f (f >= 0) as delta*delta*f when delta^2 is finite (the same
** bits as always), else (|delta| sqrt(f))^2, finite whenever the result is
** (a difference of means above 1.3e154 with a weight f below 1). */
double bayes_mom_sq(double delta, double f){
  double t;
  if( fabs(delta)<=1e154 ) return delta*delta*f;
  t = fabs(delta)*sqrt(f);
  return t*t;
}

/* M += f delta delta^T (lower triangle), the between-sets term of the
** pairwise update, for f = nA nB / n (bayes_mom_weight).  delta is
** overwritten (the callers are done with it).  The rank-1 update computes
** (f delta_i) delta_j: when some |delta_j| exceeds 1e154, delta_i delta_j
** could overflow where f delta_i delta_j does not (f < 1), so then the
** update is of the vector sqrt(f) delta with weight 1 instead. */
static void momBetween(double *aM, int ldm, int d, double *delta, double f,
                       double sign){
  double mx = 0.0;
  int j;
  for(j=0; j<d; j++) if( fabs(delta[j])>mx ) mx = fabs(delta[j]);
  if( mx<=1e154 ){
    bayes_syrk_lower(aM, ldm, d, delta, d, 1, sign*f);
  }else{
    double s = sqrt(f);
    for(j=0; j<d; j++) delta[j] *= s;
    bayes_syrk_lower(aM, ldm, d, delta, d, 1, sign);
  }
}

void bayes_mom_fold(BayesPool *pPool, int d, double *pN, double *aMean,
                    double *aM, int ldm, double *aBlock, const double *aW,
                    int nb, double *aWork){
  int r, j;
  double nA = *pN, nB = 0.0, n, *x0 = aBlock;
  if( nb<=0 ) return;
  if( aW ){
    /* n by adding the weights one by one to nA, as the generic layer adds
    ** them to the class total (so the two agree bit for bit and n never
    ** exceeds that total: bayes_model_parse checks it) */
    n = nA;
    for(r=0; r<nb; r++){ nB += aW[r]; n += aW[r]; }
  }else{
    nB = nb;
    n = nA + nB;
  }
  /* block mean: first row plus the (weighted) mean of the offsets from it */
  for(j=0; j<d; j++) aWork[j] = 0.0;
  for(r=1; r<nb; r++){
    double *x = aBlock + (size_t)r*d;
    if( aW ){
      double w = aW[r];
      for(j=0; j<d; j++){ x[j] -= x0[j]; aWork[j] += w*x[j]; }
    }else{
      for(j=0; j<d; j++){ x[j] -= x0[j]; aWork[j] += x[j]; }
    }
  }
  for(j=0; j<d; j++) aWork[j] /= nB;            /* mean offset */
  if( aW ){
    /* sum w (x - x0) overflows for weights near BAYES_MAX_TOTAL where the
    ** mean does not: then sum (w / nB) (x - x0) */
    for(j=0; j<d && isfinite(aWork[j]); j++){}
    if( j<d ){
      for(j=0; j<d; j++) aWork[j] = 0.0;
      for(r=1; r<nb; r++){
        const double *x = aBlock + (size_t)r*d;
        double w = aW[r]/nB;
        for(j=0; j<d; j++) aWork[j] += w*x[j];
      }
    }
  }
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
  if( aW ){
    /* sum_r w_r c_r c_r^T as the rank-k update of the rows sqrt(w_r) c_r */
    for(r=0; r<nb; r++){
      double *x = aBlock + (size_t)r*d, s = sqrt(aW[r]);
      for(j=0; j<d; j++) x[j] *= s;
    }
  }
  bayes_syrk_lower_mt(pPool, aM, ldm, d, aBlock, d, nb, 1.0);
  for(j=0; j<d; j++){
    aMean[j] = nA>0.0 ? aMean[j] + aWork[j]*(nB/n) : aMean[j] + aWork[j];
  }
  if( nA>0.0 ) momBetween(aM, ldm, d, aWork, bayes_mom_weight(nA, nB, n), 1.0);
  *pN = n;
}

void bayes_mom_remove(int d, double *pN, double *aMean, double *aM, int ldm,
                      const double *x, double w, double *aWork){
  double n = *pN, nr = n - w, f;
  int j;
  if( !(nr>BAYES_MIN_WEIGHT) ){
    /* the last row (or the last weight, up to rounding): mean and count
    ** back to 0; what is left of the co-moment is rounding (the caller
    ** clears a co-moment of its own) */
    for(j=0; j<d; j++) aMean[j] = 0.0;
    *pN = 0.0;
    return;
  }
  /* written so that w = 1 is bit for bit the unweighted update; n w and
  ** e w overflow for weights near BAYES_MAX_TOTAL, and then w (n / nr)
  ** and e (w / nr) are used instead */
  for(j=0; j<d; j++){
    double t;
    aWork[j] = x[j] - aMean[j];
    t = aWork[j]*w;
    aMean[j] -= isfinite(t) ? t/nr : aWork[j]*(w/nr);
  }
  f = n*w;
  f = f<=DBL_MAX ? f/nr : w*(n/nr);
  momBetween(aM, ldm, d, aWork, f, -1.0);
  /* A diagonal entry is a sum of squares: below 0 it is the rounding of
  ** a subtraction of large terms (rows of 1e12 leaving a window), and a
  ** direction without spread has no covariance either.  Left negative it
  ** would be written into a BLOB that does not read back. */
  for(j=0; j<d; j++){
    if( aM[(size_t)j*ldm+j]<0.0 ){
      int k;
      for(k=0; k<j; k++) aM[(size_t)j*ldm+k] = 0.0;
      for(k=j+1; k<d; k++) aM[(size_t)k*ldm+j] = 0.0;
      aM[(size_t)j*ldm+j] = 0.0;
    }
  }
  *pN = nr;
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
    for(j=0; j<d; j++) aMean[j] += aWork[j]*(nB/n);
    momBetween(aM, ldm, d, aWork, bayes_mom_weight(nA, nB, n), 1.0);
  }else{
    for(j=0; j<d; j++) aMean[j] = aMeanB[j];
  }
  *pN = n;
}

/* ------------------------------------------------------------ blocks
** Scoring a block of rows at once (bayes_scores, vtab_scores.c): every row
** of B against every row of A, C += A B^T, so each byte of A (a class's
** factor, 2.5 MB at 784 features) is read once per block of rows instead
** of once per row.  Cache-blocked in the manner of GotoBLAS: B is copied
** KC columns at a time into panels of 12 of its rows (PANEL_W), k-major
** (12 consecutive doubles per k), which stay in L2 while every group of
** 4 rows of A (in L1) is multiplied with each panel in a 4 x 12 register
** tile: per k, 3 loads of the panel and 4 broadcasts of A feed 12 FMAs
** (the AVX2 kernel), or the same loops in portable C, which gcc -O2
** vectorizes.  A triangular A (the packed Cholesky factor W = L^-1)
** stops each group of rows at its diagonal. */
#define PANEL_W 12
#define PANEL_KC 128
#define PANEL_NC 96

i64 bayes_gemm_nt_work(int n){
  (void)n;            /* the panels of PANEL_NC rows, then a zero row */
  return (i64)PANEL_NC*PANEL_KC + PANEL_KC;
}

/* Copy B[0..n)[k0..k0+kc) into panels of PANEL_W rows: panel p holds
** P[p][k][c] = B[p*PANEL_W + c][k0 + k], zero past row n. */
static void panelPack(double *P, const double *B, int ldb, int n, int k0,
                      int kc){
  int p, c, k, nPanel = (n + PANEL_W - 1)/PANEL_W;
  for(p=0; p<nPanel; p++){
    double *pp = P + (size_t)p*kc*PANEL_W;
    for(c=0; c<PANEL_W; c++){
      int r = p*PANEL_W + c;
      if( r<n ){
        const double *b = B + (size_t)r*ldb + k0;
        for(k=0; k<kc; k++) pp[(size_t)k*PANEL_W + c] = b[k];
      }else{
        for(k=0; k<kc; k++) pp[(size_t)k*PANEL_W + c] = 0.0;
      }
    }
  }
}

/* The register tile: C[a][c] += sum_{k<kc} A_a[k] P[k][c] + sum_{k<kc2}
** D_a[k] P2[k][c] for a < 4, c < nc (<= 12), C's rows ldc apart: the
** second sum is the triangle's corner (kc2 <= 3, D zero past the
** diagonal), 0 elsewhere. */
static void tilePortable(int kc, const double *const *apA, const double *P,
                         int kc2, const double *const *apD, const double *P2,
                         double *C, int ldc, int nc){
  double t[4][PANEL_W];
  int a, c, k;
  for(a=0; a<4; a++) for(c=0; c<PANEL_W; c++) t[a][c] = 0.0;
  for(k=0; k<kc; k++){
    const double *p = P + (size_t)k*PANEL_W;
    for(a=0; a<4; a++){
      double x = apA[a][k];
      for(c=0; c<PANEL_W; c++) t[a][c] += x*p[c];
    }
  }
  for(k=0; k<kc2; k++){
    const double *p = P2 + (size_t)k*PANEL_W;
    for(a=0; a<4; a++){
      double x = apD[a][k];
      for(c=0; c<PANEL_W; c++) t[a][c] += x*p[c];
    }
  }
  for(a=0; a<4; a++){
    double *pc = C + (size_t)a*ldc;
    for(c=0; c<nc; c++) pc[c] += t[a][c];
  }
}

#if LINALG_AVX2
__attribute__((target("avx2,fma")))
static void tileNtAvx2(int kc, const double *const *apA, const double *P,
                       int kc2, const double *const *apD, const double *P2,
                       double *C, int ldc, int nc){
  const double *a0 = apA[0], *a1 = apA[1], *a2 = apA[2], *a3 = apA[3];
  __m256d c00 = _mm256_setzero_pd(), c01 = c00, c02 = c00;
  __m256d c10 = c00, c11 = c00, c12 = c00, c20 = c00, c21 = c00, c22 = c00;
  __m256d c30 = c00, c31 = c00, c32 = c00;
  int k, seg;
  for(seg=0; seg<2; seg++){
    const double *p = P;
    int n = kc;
    if( seg ){
      a0 = apD[0]; a1 = apD[1]; a2 = apD[2]; a3 = apD[3];
      p = P2;
      n = kc2;
    }
    for(k=0; k<n; k++, p+=PANEL_W){
      __m256d b0 = _mm256_loadu_pd(p), b1 = _mm256_loadu_pd(p+4);
      __m256d b2 = _mm256_loadu_pd(p+8), x;
      x = _mm256_broadcast_sd(a0+k);
      c00 = _mm256_fmadd_pd(x, b0, c00);
      c01 = _mm256_fmadd_pd(x, b1, c01);
      c02 = _mm256_fmadd_pd(x, b2, c02);
      x = _mm256_broadcast_sd(a1+k);
      c10 = _mm256_fmadd_pd(x, b0, c10);
      c11 = _mm256_fmadd_pd(x, b1, c11);
      c12 = _mm256_fmadd_pd(x, b2, c12);
      x = _mm256_broadcast_sd(a2+k);
      c20 = _mm256_fmadd_pd(x, b0, c20);
      c21 = _mm256_fmadd_pd(x, b1, c21);
      c22 = _mm256_fmadd_pd(x, b2, c22);
      x = _mm256_broadcast_sd(a3+k);
      c30 = _mm256_fmadd_pd(x, b0, c30);
      c31 = _mm256_fmadd_pd(x, b1, c31);
      c32 = _mm256_fmadd_pd(x, b2, c32);
    }
  }
  if( nc==PANEL_W ){
    double *r0 = C, *r1 = C + ldc, *r2 = r1 + ldc, *r3 = r2 + ldc;
#define TILE_ADD(R, V) _mm256_storeu_pd((R), _mm256_add_pd(_mm256_loadu_pd(R), V))
    TILE_ADD(r0, c00); TILE_ADD(r0+4, c01); TILE_ADD(r0+8, c02);
    TILE_ADD(r1, c10); TILE_ADD(r1+4, c11); TILE_ADD(r1+8, c12);
    TILE_ADD(r2, c20); TILE_ADD(r2+4, c21); TILE_ADD(r2+8, c22);
    TILE_ADD(r3, c30); TILE_ADD(r3+4, c31); TILE_ADD(r3+8, c32);
#undef TILE_ADD
  }else{
    double t[4][PANEL_W];
    int a, c;
    _mm256_storeu_pd(t[0], c00); _mm256_storeu_pd(t[0]+4, c01);
    _mm256_storeu_pd(t[0]+8, c02);
    _mm256_storeu_pd(t[1], c10); _mm256_storeu_pd(t[1]+4, c11);
    _mm256_storeu_pd(t[1]+8, c12);
    _mm256_storeu_pd(t[2], c20); _mm256_storeu_pd(t[2]+4, c21);
    _mm256_storeu_pd(t[2]+8, c22);
    _mm256_storeu_pd(t[3], c30); _mm256_storeu_pd(t[3]+4, c31);
    _mm256_storeu_pd(t[3]+8, c32);
    for(a=0; a<4; a++){
      double *pc = C + (size_t)a*ldc;
      for(c=0; c<nc; c++) pc[c] += t[a][c];
    }
  }
}
#endif

/* C += A B^T (bTri 0: A m x k, leading dimension lda) or W B^T (bTri 1: W
** lower-triangular m x m packed by rows, k = m).  B is taken NC rows at a
** time (the panels of a k block, NC x PANEL_KC doubles, stay in L2), its
** columns PANEL_KC at a time; C's rows past m go to a scratch tile. */

static void blockNt(double *C, int ldc, int m, int n, int k, const double *A,
                    int lda, int bTri, const double *B, int ldb,
                    double *aWork){
  double *P = aWork + PANEL_KC;         /* the panels; aWork: a zero row */
  double aSink[4*PANEL_W];              /* rows of C past m */
  int k0, i0, p, a, j0;
#if LINALG_AVX2
  int bSimd = bayes_linalg_simd();
#endif
  memset(aWork, 0, sizeof(double)*PANEL_KC);
  for(j0=0; j0<n; j0+=PANEL_NC){
   int nj = n - j0 < PANEL_NC ? n - j0 : PANEL_NC;
   int nPanel = (nj + PANEL_W - 1)/PANEL_W;
   for(k0=0; k0<k; k0+=PANEL_KC){
    int kc = k - k0 < PANEL_KC ? k - k0 : PANEL_KC;
    panelPack(P, B + (size_t)j0*ldb, ldb, nj, k0, kc);
    for(i0=bTri ? (k0/4)*4 : 0; i0<m; i0+=4){
      const double *apK[4], *apDiag[4];
      double aDiag[4][4];
      int kRun = kc, kTail = 0;          /* k0 + [0, kRun) for all 4 rows */
      int bEdge = i0+4>m;
      if( bTri ){
        /* rows i0..i0+3 have entries up to column i0 (all four), then
        ** row i0+a up to i0+a: the last 3 columns, the corner */
        int kEnd = i0 + 1 - k0;
        if( kEnd<kc ){ kTail = kc - kEnd; kRun = kEnd; }
        if( kTail>3 ) kTail = 3;
        if( kRun<0 ){ kTail += kRun; kRun = 0; }
      }
      for(a=0; a<4; a++){              /* rows of A from column k0 */
        if( i0+a>=m ){
          apK[a] = aWork;                /* zeros */
        }else if( bTri ){
          apK[a] = A + (size_t)(i0+a)*(i0+a+1)/2 + k0;
        }else{
          apK[a] = A + (size_t)(i0+a)*lda + k0;
        }
      }
      if( kTail>0 ){
        int kk;
        for(a=0; a<4; a++){
          for(kk=0; kk<4; kk++){
            int col = k0 + kRun + kk;
            aDiag[a][kk] = kk<kTail && i0+a<m && col<=i0+a
                           ? apK[a][kRun+kk] : 0.0;
          }
          apDiag[a] = aDiag[a];
        }
      }else{
        for(a=0; a<4; a++) apDiag[a] = aWork;
      }
      for(p=0; p<nPanel; p++){
        const double *pp = P + (size_t)p*kc*PANEL_W;
        int nc = nj - p*PANEL_W < PANEL_W ? nj - p*PANEL_W : PANEL_W;
        double *pc = C + (size_t)i0*ldc + j0 + p*PANEL_W;
        int ldt = ldc;
        if( bEdge ){
          /* fewer than 4 rows of C left: through a scratch tile */
          memset(aSink, 0, sizeof(aSink));
          pc = aSink;
          ldt = PANEL_W;
        }
#if LINALG_AVX2
        if( bSimd ){
          tileNtAvx2(kRun, apK, pp, kTail, apDiag,
                     pp + (size_t)kRun*PANEL_W, pc, ldt, bEdge ? PANEL_W : nc);
        }else
#endif
        tilePortable(kRun, apK, pp, kTail, apDiag, pp + (size_t)kRun*PANEL_W,
                     pc, ldt, bEdge ? PANEL_W : nc);
        if( bEdge ){
          int c;
          for(a=0; a<4 && i0+a<m; a++){
            double *q = C + (size_t)(i0+a)*ldc + j0 + p*PANEL_W;
            for(c=0; c<nc; c++) q[c] += aSink[a*PANEL_W + c];
          }
        }
      }
    }
   }
  }
}

void bayes_gemm_nt(double *C, int ldc, int m, int n, int k, const double *A,
                   int lda, const double *B, int ldb, double *aWork){
  if( m<=0 || n<=0 || k<=0 ) return;
  blockNt(C, ldc, m, n, k, A, lda, 0, B, ldb, aWork);
}

void bayes_trmm_nt_packed(double *C, int ldc, int m, int n, const double *W,
                          const double *B, int ldb, double *aWork){
  if( m<=0 || n<=0 ) return;
  blockNt(C, ldc, m, n, m, W, 0, 1, B, ldb, aWork);
}

i64 bayes_gauss_maha_block_work(const BayesGauss *pG, int nRow){
  i64 nT = (i64)(pG->bChol ? pG->m : pG->r)*nRow;
  return (i64)pG->m*nRow + nT + bayes_gemm_nt_work(nRow) + 1;
}

int bayes_gauss_maha_block(const BayesGauss *pG, const double *aDiff,
                           int ldd, int nRow, double *aOut){
  double *aWork = sqlite3_malloc64(sizeof(double)
                               *(u64)bayes_gauss_maha_block_work(pG, nRow));
  if( aWork==0 ) return SQLITE_NOMEM;
  bayes_gauss_maha_block_in(pG, aDiff, ldd, nRow, aOut, aWork);
  sqlite3_free(aWork);
  return SQLITE_OK;
}

void bayes_gauss_maha_block_in(const BayesGauss *pG, const double *aDiff,
                               int ldd, int nRow, double *aOut,
                               double *aWork){
  int m = pG->m, r, i, k;
  i64 nT = (i64)(pG->bChol ? m : pG->r)*nRow;
  double *aZ = aWork, *aT, *aW;
  aT = aZ + (size_t)m*nRow;
  aW = aT + nT;
  /* the factored dimensions of each row, then T = F Z^T */
  for(r=0; r<nRow; r++){
    const double *dr = aDiff + (size_t)r*ldd;
    double *z = aZ + (size_t)r*m;
    for(i=0; i<m; i++) z[i] = dr[pG->aIdx[i]];
  }
  memset(aT, 0, sizeof(double)*(size_t)nT);
  if( pG->bChol ){
    bayes_trmm_nt_packed(aT, nRow, m, nRow, pG->aF, aZ, m, aW);
  }else{
    bayes_gemm_nt(aT, nRow, pG->r, nRow, m, pG->aF, m, aZ, m, aW);
  }
  for(r=0; r<nRow; r++) aOut[r] = 0.0;
  if( pG->bChol ){
    for(i=0; i<m; i++){
      const double *t = aT + (size_t)i*nRow;
      for(r=0; r<nRow; r++) aOut[r] += t[r]*t[r];
    }
  }else{
    for(k=0; k<pG->r; k++){
      const double *t = aT + (size_t)k*nRow;
      double lam = pG->aLam[k];
      for(r=0; r<nRow; r++) aOut[r] += t[r]*t[r]/lam;
    }
  }
  for(r=0; r<nRow; r++){
    const double *dr = aDiff + (size_t)r*ldd;
    double s = aOut[r];
    for(i=0; i<pG->nIso; i++){
      double t0 = dr[pG->aIso[i]];
      s += t0*t0/pG->aIsoVar[i];
    }
    if( pG->nullVar>0.0 ){
      for(i=0; i<pG->nNull; i++){
        double t0 = dr[pG->aNull[i]];
        s += t0*t0/pG->nullVar;
      }
    }
    aOut[r] = isnan(s) ? INFINITY : s;
  }
}
