/*
** linalg.h — dense symmetric linear algebra for the Gaussian kinds (lda,
** qda), in plain C99 with no library beyond libm.
**
** Matrices are row-major doubles with leading dimension ld (element (i,j)
** at a[i*ld+j]).  Symmetric matrices are read from their lower triangle
** (j <= i) unless said otherwise.
**
**   bayes_syrk_lower     M += alpha X^T X        (rank-k update, blocked)
**   bayes_gemm_tn        C += A^T B               (A, B: k x d, k x e)
**                        (both also on a statement's threads: _mt)
**   bayes_chol           Cholesky factor L L^T in place, with failure
**                        detection (a pivot not clearly positive)
**   bayes_eigsym         symmetric eigendecomposition (scaling into a safe
**                        range, Householder tridiagonalization, then
**                        implicit QL with Wilkinson-type shifts and
**                        norm-relative deflation); never fails
**   BayesGauss           everything a multivariate normal N(0, Sigma)
**                        needs for scoring and sampling: a Cholesky factor
**                        when Sigma is positive definite, an eigen factor
**                        when it is not, dimensions with zero variance set
**                        aside, log (pseudo-)determinant and rank.
*/
#ifndef BAYES_LINALG_H
#define BAYES_LINALG_H

/* M[i][j] += alpha * sum_r X[r][i] X[r][j] for j <= i.  X is nRow x d with
** leading dimension ldx; M is d x d with leading dimension ldm. */
void bayes_syrk_lower(double *M, int ldm, int d, const double *X, int ldx,
                      int nRow, double alpha);
/* C[i][j] += sum_r A[r][i] B[r][j], C is d x e (leading dimension ldc). */
void bayes_gemm_tn(double *C, int ldc, int d, int e, const double *A, int lda,
                   const double *B, int ldb, int nRow);
/* The same two on the threads of a statement's pool (core/pool.c; NULL:
** the calling thread), split by rows of the output in groups of 4, each
** element computed by the operations the one-thread call uses: the
** result is the same bits whatever the thread count.  Small products
** (below 2^18 multiply-adds) stay on the calling thread. */
void bayes_syrk_lower_mt(BayesPool *pPool, double *M, int ldm, int d,
                         const double *X, int ldx, int nRow, double alpha);
void bayes_gemm_tn_mt(BayesPool *pPool, double *C, int ldc, int d, int e,
                      const double *A, int lda, const double *B, int ldb,
                      int nRow);

/* Which kernels the products use: bayes_linalg_simd() is 1 when the
** AVX2/FMA kernels run (x86-64 with both, decided once), 0 for portable C.
** bayes_linalg_set_simd(0) forces portable C, (1) allows AVX2, (-1)
** decides again; for tests and benchmarks (not thread-safe: call it
** before any fit). */
int bayes_linalg_simd(void);
void bayes_linalg_set_simd(int eSimd);

/* Cholesky factorization of the symmetric n x n matrix a (lower triangle
** read, L written over it; the strict upper triangle is left alone).
** Returns 0 on success, 1 if a pivot is <= tol (then a is garbage). */
int bayes_chol(double *a, int lda, int n, double tol);

/* Eigendecomposition of the symmetric n x n matrix a (lower triangle read;
** a is overwritten).  On return w[0..n) holds the eigenvalues, ascending,
** and row k of v (n x n, leading dimension n) the unit eigenvector of
** w[k].  Accurate relative to the matrix norm for any symmetric input
** with finite entries (zero blocks, repeated eigenvalues, rank deficiency,
** entries from 1e-300 to 1e300).  Returns the number of eigenvalues that
** had to be isolated by force after too many QL steps (0 in every
** catalogued case; the result is still a valid decomposition within that
** coupling).  aWork needs 2n doubles. */
int bayes_eigsym(double *a, int lda, int n, double *w, double *v,
                 double *aWork);

/* ------------------------------------------------------------ BayesGauss
** A factored covariance matrix Sigma (d x d) for
**
**   log N(x; mu, Sigma) = -0.5 (maha(x - mu) + logdet + rank log 2 pi)
**
** How singular matrices are treated (eMode):
**
**   BAYES_GAUSS_PINV   the pseudo-inverse and pseudo-determinant: directions
**                      of (numerically) zero variance are left out of the
**                      density, as numpy's pinv and scikit-learn's
**                      LinearDiscriminantAnalysis do.  Used by lda, where
**                      every class shares Sigma, so leaving the same
**                      directions out of every class is consistent.
**   BAYES_GAUSS_FLOOR  every variance (eigenvalue) below `floor` is raised
**                      to floor, so the density is a proper one over all d
**                      dimensions, very peaked along the degenerate
**                      directions.  Used by qda, where classes of different
**                      rank must stay comparable.
**
** Steps: dimensions whose variance Sigma_jj is <= 0 (a constant feature)
** are set aside first (PINV: ignored; FLOOR: independent with variance
** floor); so are dimensions with no covariance with any other (independent
** normals with their own variance, FLOOR raising it to floor if below).
** The rest is Cholesky-factored; if a pivot is <= RANK_RTOL times the
** largest diagonal element the eigendecomposition is used instead, where
** PINV drops eigenvalues <= RANK_RTOL times the largest (or m * DBL_EPSILON
** times it, numpy's matrix_rank tolerance, if larger) and FLOOR raises
** eigenvalues below floor to floor.
*/
/* The relative size below which a pivot (Cholesky) or an eigenvalue
** (PINV) counts as zero.  Above numpy's matrix_rank tolerance (d * 2.2e-16)
** on purpose: a window frame's statistics, after rows were removed again,
** keep rounding left from the removals (a few 1e-15 of the largest
** variance, growing slowly with the removals), and exactly singular frame
** data (a feature constant in the frame, collinear rows) must come out
** singular as a refit does. */
#define BAYES_GAUSS_RANK_RTOL 1e-12
#define BAYES_GAUSS_PINV   0
#define BAYES_GAUSS_FLOOR  1

typedef struct BayesGauss {
  int d;            /* dimension of the vectors handed in */
  int m;            /* dimensions in the dense factor (aIdx) */
  int *aIdx;        /* m indices into 0..d-1 of the factored dimensions */
  int nIso;         /* isolated dimensions: positive variance aIsoVar[i]
                    ** and zero covariance with every other one */
  int *aIso;
  double *aIsoVar;
  int nNull;        /* dimensions with zero variance (aNull) */
  int *aNull;
  int bChol;        /* 1: aF is W = L^-1 (m x m lower triangular, Sigma =
                    ** L L^T, packed: row i at i(i+1)/2); 0: aF is r
                    ** eigenvectors (r x m) */
  int r;            /* m (Cholesky) or eigen directions used */
  double *aF;
  double *aLam;     /* eigen: the r variances used; NULL for Cholesky */
  double nullVar;   /* FLOOR: variance of the null dimensions; PINV: 0 */
  double logdet;    /* sum of log variances used (pseudo-log-determinant) */
  int rank;         /* dimensions in the density: r (+ nNull for FLOOR) */
  int nFloor;       /* FLOOR: variances raised to the floor (null dims and
                    ** small eigenvalues); PINV: 0 */
} BayesGauss;

/* Factor the sub-matrix of Sigma (d x d, leading dimension ld, lower
** triangle read) on the dimensions aSub[0..nSub) (all d if aSub is NULL).
** The vectors later given to maha/sample are indexed like Sigma (0..d-1).
** Returns SQLITE_OK or SQLITE_NOMEM (never fails otherwise).  pG is
** always safe to pass to bayes_gauss_free afterwards. */
int bayes_gauss_factor(BayesGauss *pG, const double *aSigma, int ld, int d,
                       const int *aSub, int nSub, int eMode, double floor);
/* (x-mu)^T Sigma^+ (x-mu) given diff = x - mu (length d; only the factored
** dimensions are read).  aWork needs 2d doubles.  +Inf if it overflows. */
double bayes_gauss_maha(const BayesGauss *pG, const double *diff,
                        double *aWork);
/* out[j] (for the factored dimensions j; others untouched) = (A z)_j where
** A A^T = Sigma as factored and z[0..d) are standard normal draws. */
void bayes_gauss_apply(const BayesGauss *pG, const double *z, double *out);
/* Sigma^+ b for b indexed like Sigma (dimensions not factored, and PINV's
** null dimensions, give 0).  aWork needs 2d doubles. */
void bayes_gauss_solve(const BayesGauss *pG, const double *b, double *out,
                       double *aWork);
void bayes_gauss_free(BayesGauss *pG);

/* ------------------------------------------------------------ moments
** Streaming total weight n, weighted mean and co-moment matrix
** M = sum w (x - mean)(x - mean)^T of a set of rows (M: d x d, lower
** triangle kept, leading dimension ldm); unweighted rows have w = 1, so n
** is their count.  Weights are frequency weights: a row of weight w counts
** as w rows.  Rows are folded in a block at a time with the pairwise update
** of Chan, Golub & LeVeque (with weights, as West): the block's own total
** weight nB = sum w_r, mean and co-moment (the rank-k update of the rows
** sqrt(w_r) (x_r - meanB), each first shifted by the block's first row so
** a constant feature stays exactly constant), then
**
**   n = nA + nB,  delta = meanB - meanA,  mean = meanA + delta nB / n,
**   M = MA + MB + delta delta^T nA nB / n.
**
** Removing one row x of weight w (n -> n - w) is the inverse of the one-row
** case:
**   e = x - mean,  M -= e e^T n w/(n - w),  mean -= e w/(n - w);
** when n - w <= BAYES_MIN_WEIGHT (the last row) the set is empty again.
** M may be shared by several sets (lda pools the classes): each call only
** adds or removes the terms of its own set. */
/* nA nB / n for n = nA + nB (nA, nB > 0), and delta^2 f, computed so
** that neither overflows nor underflows where the result is representable
** (weights up to BAYES_MAX_TOTAL; bit for bit the textbook forms
** nA*nB/n and delta*delta*f wherever those do not overflow). */
double bayes_mom_weight(double nA, double nB, double n);
double bayes_mom_sq(double delta, double f);
/* Fold the nb rows of aBlock (nb x d, leading dimension d; overwritten)
** into (*pN, aMean, aM).  aW: the nb row weights (each > 0), or NULL for
** weight 1 each (the unweighted update, bit for bit what all-1 weights
** give).  aWork needs d doubles.  The rank-k update runs on pPool's
** threads (NULL: this one); the result is the same bits either way. */
void bayes_mom_fold(BayesPool *pPool, int d, double *pN, double *aMean,
                    double *aM, int ldm, double *aBlock, const double *aW,
                    int nb, double *aWork);
/* Remove row x of weight w (which must have been added; w = 1 for an
** unweighted row); aWork needs d doubles. */
void bayes_mom_remove(int d, double *pN, double *aMean, double *aM, int ldm,
                      const double *x, double w, double *aWork);
/* Fold another summary (total weight nB, aMeanB, aMB) in; aMB may be NULL
** (its co-moment is added to aM elsewhere).  aWork needs d doubles. */
void bayes_mom_merge(int d, double *pN, double *aMean, double *aM, int ldm,
                     double nB, const double *aMeanB, const double *aMB,
                     int ldb, double *aWork);

/* ------------------------------------------------------------ blocks
** Scoring a block of rows at once (bayes_scores): cache-blocked
** matrix-matrix products, every row of B (n x k, leading dimension ldb)
** against every row of A.  aWork needs bayes_gemm_nt_work(n) doubles.
**   bayes_gemm_nt         C += A B^T: C[i][r] += sum_k A[i][k] B[r][k],
**                         A m x k (lda), C m x n (ldc)
**   bayes_trmm_nt_packed  C += W B^T for W lower-triangular m x m, packed
**                         by rows (row i: columns 0..i at i(i+1)/2), k = m
**   bayes_gauss_maha_block  bayes_gauss_maha of nRow differences at once
**                         (row r at aDiff + r*ldd) into aOut[0..nRow), to
**                         rounding (the sums run in another order);
**                         SQLITE_OK or SQLITE_NOMEM */
i64  bayes_gemm_nt_work(int n);
void bayes_gemm_nt(double *C, int ldc, int m, int n, int k, const double *A,
                   int lda, const double *B, int ldb, double *aWork);
void bayes_trmm_nt_packed(double *C, int ldc, int m, int n, const double *W,
                          const double *B, int ldb, double *aWork);
int  bayes_gauss_maha_block(const BayesGauss *pG, const double *aDiff,
                            int ldd, int nRow, double *aOut);
/* The same in the caller's scratch aWork of bayes_gauss_maha_block_work
** doubles, calling no SQLite routine (a worker thread's, core/pool.c) */
i64  bayes_gauss_maha_block_work(const BayesGauss *pG, int nRow);
void bayes_gauss_maha_block_in(const BayesGauss *pG, const double *aDiff,
                               int ldd, int nRow, double *aOut,
                               double *aWork);

#endif /* BAYES_LINALG_H */
