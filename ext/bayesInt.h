/*
** bayesInt.h — the internal interfaces of the bayes SQLite extension.
**
** Nothing here is visible to SQL.  One section per source file, bottom
** layer first.  The sources live in three bands, core/, kinds/ and sql/,
** below main.c: a file takes only from its own band or lower ones, and
** from lower layers (make check-deps draws the link graph from the
** objects and fails on a call up a band and on any circle but the one of
** kinds/registry.c's table of kinds: registry.c names every kind, and
** kinds/naive_bayes.c finds its sub-models' kinds there).
**
** Names: a file's exported names are bayes_<file>_* (bayes_kind_<name> in
** kinds/<name>.c), or start with a prefix its entry below lists after
** "names:"; the SQL functions' callbacks (bayes_<function>_func, _step,
** _final, _value, _inverse) live in sql/, where main.c's table says.  make
** check-deps checks both lists against the objects.
**
**  core/: the generic machinery, named for what it does; it calls neither
**  kinds/ nor sql/
**   core/sqlite_api.c  the one definition of sqlite3_api; SQLite's mutexes
**                 where the SQLite in use has them
**                 names: sqlite3_api bayes_mutex_*
**   core/pool.c   worker threads inside one statement (pthreads; none in
**                 a build without threads)
**                 names: bayes_pool_*
**   core/blob.c   errors (BayesErr), byte buffers, the reader of untrusted
**                 bytes, the model BLOB's header, CRC-32, the in-memory hash
**                 names: bayes_err* bayes_buf_* bayes_get_* bayes_put_*
**                 bayes_read_* bayes_crc32 bayes_hash*
**   core/carve.c  one allocation carved into typed pieces, its layout
**                 declared once (declared in carve.h)
**   core/linalg.c  dense symmetric linear algebra (declared in linalg.h)
**                 names: bayes_chol bayes_eigsym bayes_gauss_* bayes_gemm_tn
**                 bayes_mom_* bayes_syrk_lower bayes_syrk_lower_mt
**                 bayes_gemm_tn_mt
**                 bayes_gemm_nt* bayes_trmm_nt_packed
**   core/numerics.c  log-sum-exp, random numbers, lgamma, Chan's merge
**                 names: bayes_logsumexp bayes_log_normalize bayes_lgamma
**                 bayes_rng_* bayes_chan_merge
**   core/calib.c  a model's calibration section: the probability
**                 calibrator (isotonic, sigmoid) and the held-out evidence
**                 behind bayes_novelty; fitting, applying, the BLOB section
**   core/json.c   writing JSON text, reading flat JSON arrays and objects,
**                 the UTF-8 encoder
**   core/sqltext.c  writing SQL text: literals, identifiers, balanced sums
**                 (bayes_sql's expression, sql/export.c, and the kinds' xSql)
**   core/result.c  a SQL function's JSON result, or its error with the
**                 function's name in front
**   core/murmur3.c  MurmurHash3, scikit-learn's HashingVectorizer hash:
**                 the bucket of a term in a hashed vocabulary (n_features=)
**   core/vocab.c  the dictionary of the discrete kinds: BayesVocab,
**                 BayesCounts; BayesBag, bayes_tokens' last bag
**                 names: bayes_counts_*
**   core/tokenize.c  text into a bag of tokens: bayes_tokens' tokenizer
**                 with scikit-learn's CountVectorizer options (n-grams,
**                 char n-grams, stop words, lowercase, token_pattern,
**                 binary)
**   core/warnings.c  the rules that warn about a feature's data (the
**                 schema report bayes_describe, naive_bayes's bayes_info)
**                 names: bayes_warnings_*
**   core/names.c  a model's feature names and what its fit saw of each
**                 feature (BayesNames): lookup, type checks, the BLOB's
**                 names section
**   core/features.c  decoding feature arguments into a BayesRow
**                 names: bayes_row_* bayes_value_is_blank
**                 bayes_value_is_object bayes_decltype_family
**   core/explain.c  BayesExplain, the parts a kind's xExplain writes;
**                 BayesParamRow, the row a kind's xParams fills
**   core/spec.c   the spec string "kind key=value ...": options (and their
**                 per-feature lists), priors
**   core/model.c  the generic model: its lifecycle and every class's (the
**                 memory of every kind's state too), labels, priors, merge,
**                 finalize; the BLOB, whose format version it decides and
**                 which it writes in one walk down, and the bytes of it a
**                 parsed model keeps (in pieces); the BayesKind interface
**                 (it names no kind: the lookups are handed in)
**                 names: bayes_kind_alloc bayes_label_*
**
**  kinds/: one file per kind behind the BayesKind interface, what kinds
**  share, and the table of kinds; they call core/ only
**   kinds/summary.c  a mergeable, bounded summary of weighted numbers: the
**                 sorted distinct values, exact up to a cap, then a
**                 streaming histogram (kinds/density_nb.c's statistics)
**   kinds/gda.c   what lda and qda share beyond linear algebra
**   kinds/terms.c  the sufficient statistics of the count kinds, their
**                 explanation and parameter rows
**   kinds/catkey.c  the (feature, category) keys of categorical_nb and
**                 kinds/pairs.c in a BayesVocab: encoding, order, validity
**                 names: bayes_catkey_*
**   kinds/pairs.c  the pair counts of tan and aode (class, feature i value,
**                 feature j value): mergeable, windowable, weighted, laid
**                 out densely within max_cells
**                 names: bayes_pairs_*
**   kinds/bernoulli_nb.c   bernoulli_nb
**   kinds/categorical_nb.c  categorical_nb
**   kinds/complement_nb.c  complement_nb
**   kinds/gaussian_nb.c    gaussian_nb
**   kinds/lda.c            lda
**   kinds/multinomial_nb.c  multinomial_nb
**   kinds/naive_bayes.c    naive_bayes: four sub-models (model.c views)
**   kinds/qda.c            qda
**   kinds/density_nb.c     density_nb: numbers by supervised (MDL) bins or
**                          kernel densities; naive_bayes's discretize and
**                          kde families
**   kinds/tan.c            tan: tree-augmented naive Bayes
**   kinds/aode.c           aode: averaged one-dependence estimators
**   kinds/blend.c          blend: a stored blend, a model made of fitted
**                          models (parsed through the registry) and their
**                          weights; not in the table bayes_fit reads
**                 names: bayes_blend_*
**   kinds/registry.c  the one table of kinds (kinds.h), above every kind:
**                 lookups by name and id, bayes_model_from_spec and
**                 bayes_model_parse, which hand them to model.c
**                 names: bayes_kind_by_* bayes_model_from_spec
**                 bayes_model_parse
**
**  sql/: the SQL entry points; they call core/ and kinds/
**   sql/version.c  bayes_version() (declared in version.h)
**   sql/threads.c  bayes_threads([N]): the threads of one statement
**   sql/fold.c    bayes_fold(key, k [, seed]): stable folds
**   sql/tokens.c  bayes_tokens(text [, options])
**   sql/curves.c  bayes_roc_curve, bayes_pr_curve (aggregates): the curves
**                 as scikit-learn's roc_curve and precision_recall_curve
**   sql/decide.c  bayes_decide(proba, cost): the class of least expected
**                 cost
**   sql/blend.c   bayes_blend(proba, weight, ...): the weighted average of
**                 probability objects (soft voting); bayes_blend_model(model,
**                 weight, ...): a stored blend (kinds/blend.c)
**   sql/cache.c   the per-connection state (BayesConn: born and released
**                 here), its model cache; resolving a model argument;
**                 bayes_cache_stats(), bayes_model_error()
**                 names: bayes_conn_*
**   sql/metrics.c  bayes_metrics (aggregate and window): classification metrics
**   sql/fit.c     bayes_fit, bayes_fit_weighted (aggregates and windows) and
**                 bayes_merge
**   sql/fit_query.c  bayes_fit_query, bayes_fit_weighted_query: a fit from the
**                 rows of a query, through fit.c's per-row step
**   sql/with.c    bayes_with(model, options): the model with other options,
**                 finalized again from its statistics
**   sql/score.c   every function of (model, feature, ...): bayes_predict,
**                 _proba, _log_proba, _evidence, _explain, _explain_vs,
**                 _transform, behind one score-a-row sequence (calibrated
**                 probabilities where the model has a calibrator;
**                 bayes_proba_raw, bayes_novelty); bayes_sample, bayes_info
**   sql/export.c  bayes_sql(model [, output [, columns]]): the model as one
**                 plain SQL expression (BayesKind.xSql)
**   sql/calibrate.c  bayes_calibrate, bayes_calibrate_proba (aggregates),
**                 bayes_uncalibrated: a model's calibration section
**   sql/vtab.c    the table-valued functions' machinery
**   sql/vtab_samples.c  bayes_samples(model, label, n, seed)
**   sql/vtab_classes.c  bayes_classes(model)
**   sql/vtab_params.c  bayes_params(model)
**   sql/vtab_drift.c  bayes_drift(model_a, model_b): divergences between two
**                 models of one kind from their statistics (xParams)
**   sql/vtab_scores.c  bayes_scores(model, query): every row of a query
**                 scored, a block of rows at a time (BayesKind.xScoreBlock)
**   sql/models_table.c  bayes_models_install(): the model table, built in;
**                 bayes_metric_value(metrics, path)
**   sql/vtab_describe.c  bayes_describe(spec, query): the schema report,
**                 one row per column of the query
**
**  main.c: registration, above the three bands
**   main.c        sqlite3_bayes_init: the table of SQL functions, and
**                 registration; nothing else
**                 names: sqlite3_bayes_init
**
** A model kind is a BayesKind: a table of callbacks.  model.c owns the
** classes (labels, row counts, hash lookup, priors, ordering) and the
** memory of every kind's state; a kind owns the meaning of its per-class
** sufficient statistics (BayesClass.pSt), any model-wide state
** (BayesModel.pKindSt) and the derived scoring parameters it computes in
** xFinalize.  Adding a kind is one new kinds/<name>.c file plus one line in
** kinds.h, the one table of kinds (which says what else follows).
*/
#ifndef BAYES_INT_H
#define BAYES_INT_H

/* assert() states invariants, SQLite's way: checked in the ASan, TSan and
** fuzz builds (-DBAYES_DEBUG), compiled out of every other build, the
** release library, the amalgamation and the packages among them.  Never
** for bad input, which gets an error.  Every source includes this header
** before <assert.h>. */
#if !defined(BAYES_DEBUG) && !defined(NDEBUG)
# define NDEBUG 1
#endif

#include "sqlite3ext.h"
SQLITE_EXTENSION_INIT3

#include <stddef.h>
#include <string.h>
#include <stdint.h>

typedef sqlite3_int64 i64;
typedef sqlite3_uint64 u64;
typedef unsigned int u32;
typedef unsigned char u8;

/* Forward declarations */
typedef struct BayesBuf BayesBuf;
typedef struct BayesReader BayesReader;
typedef struct BayesLabel BayesLabel;
typedef struct BayesClass BayesClass;
typedef struct BayesModel BayesModel;
typedef struct BayesBlobPiece BayesBlobPiece;   /* model.c */
typedef struct BayesKind BayesKind;
typedef struct BayesOptDef BayesOptDef;
typedef struct BayesRow BayesRow;
typedef struct BayesCat BayesCat;
typedef struct BayesRng BayesRng;
typedef struct BayesConn BayesConn;
typedef struct BayesVocab BayesVocab;
typedef struct BayesCalib BayesCalib;         /* calib.c */
typedef struct BayesNames BayesNames;         /* names.c */
typedef struct BayesExplain BayesExplain;     /* explain.c */
typedef struct BayesParamRow BayesParamRow;   /* explain.c */
struct BayesGauss;                           /* linalg.h */

/* Largest feature count and class count a model may have.  The limits keep
** every size computation far from overflow and bound what a crafted BLOB
** can make us allocate. */
#define BAYES_MAX_FEATURES  1000000
#define BAYES_MAX_CLASSES   1000000
#define BAYES_MAX_OPTS      16   /* a kind's options (naive_bayes: 13) */
/* Total weights at or below this count as none (a class or a feature whose
** weighted rows were all removed again, up to rounding). */
#define BAYES_MIN_WEIGHT    1e-9
/* Row totals, counts and weight sums a model BLOB may hold: below this
** (fitting reports an error rather than write a model it cannot read). */
#define BAYES_MAX_TOTAL     1e300
#define BAYES_MAX_ERRMSG    400

/**************************************************************************
** core/sqlite_api.c — the one definition of sqlite3_api (declared at the top
** of this header by SQLITE_EXTENSION_INIT3), and SQLite's mutexes where the
** SQLite in use has them (none with SQLITE_THREADSAFE=0: then each of these
** is a no-op on NULL, and bayes_mutex_threads() is 0).
*/
int bayes_mutex_threads(void);
sqlite3_mutex *bayes_mutex_alloc(int id);   /* NULL: none, or no memory */
void bayes_mutex_free(sqlite3_mutex *p);
void bayes_mutex_enter(sqlite3_mutex *p);
void bayes_mutex_leave(sqlite3_mutex *p);

/**************************************************************************
** core/pool.c — worker threads inside one statement: a statement's pool
** of bayes_threads() threads (the caller included), started at the first
** run that has several tasks, joined by bayes_pool_free.  A task never
** calls SQLite; the caller allocates its scratch.  NULL is a valid pool:
** every task on the calling thread (a build without threads, one thread,
** out of memory).  names: bayes_pool_*
*/
/* The thread counts bayes_threads(N) accepts: 1..BAYES_MAX_THREADS; its
** default, unless the build says otherwise (-DBAYES_THREADS_DEFAULT=N) */
#define BAYES_MAX_THREADS 64
#ifndef BAYES_THREADS_DEFAULT
# define BAYES_THREADS_DEFAULT 1
#endif
typedef struct BayesPool BayesPool;
/* 1 if this build and this SQLite can run worker threads */
int bayes_pool_available(void);
/* A pool of nThread threads (the caller one of them); NULL when nThread
** <= 1, without threads, or out of memory: all legal, all one thread */
BayesPool *bayes_pool_new(int nThread);
/* The threads a run may use (1 for NULL) */
int bayes_pool_threads(const BayesPool*);
/* xTask(pArg, i) for every i in 0..nTask-1, on the pool's threads and the
** caller's, each exactly once; returns when all have finished */
void bayes_pool_run(BayesPool*, int nTask, void (*xTask)(void*, int),
                    void *pArg);
void bayes_pool_free(BayesPool*);

/**************************************************************************
** core/blob.c — errors, byte buffers, the reader of untrusted bytes,
** the model BLOB's header.
*/

/* Result codes used inside the extension (SQLITE_OK, SQLITE_NOMEM,
** SQLITE_ERROR, with the message in a caller-provided BayesErr).
**
** The error rule: a message says what is wrong and nothing else; only the
** SQL function that was called reports it, through result.c's
** bayes_result_err, which puts the function's name in front, once:
**   "bayes_merge: feature 1: values too large for lda (...)". */
typedef struct BayesErr { int rc; char zMsg[BAYES_MAX_ERRMSG]; } BayesErr;
void bayes_err(BayesErr*, const char *zFormat, ...);  /* rc = SQLITE_ERROR */
void bayes_err_nomem(BayesErr*);                       /* rc = SQLITE_NOMEM */

/* ---------------------------------------------------------------- buffers
** BayesBuf: a growable byte buffer used both to build BLOBs and JSON text.
** After any allocation failure .oom is set and further appends are no-ops;
** check it once at the end. */
struct BayesBuf { u8 *a; i64 n; i64 nAlloc; int oom; };
void bayes_buf_init(BayesBuf*);
void bayes_buf_free(BayesBuf*);
int  bayes_buf_reserve(BayesBuf*, i64 nMore);   /* 0 ok, 1 oom */
void bayes_buf_append(BayesBuf*, const void*, i64);
void bayes_buf_str(BayesBuf*, const char*);     /* append NUL-terminated */
void bayes_buf_char(BayesBuf*, char);
/* Little-endian binary writers */
void bayes_put_u8(BayesBuf*, unsigned);
void bayes_put_u32(BayesBuf*, u32);
void bayes_put_i64(BayesBuf*, i64);
void bayes_put_f64(BayesBuf*, double);
void bayes_put_f64s(BayesBuf*, const double*, i64 n);
void bayes_put_bytes(BayesBuf*, const void*, u32 n);   /* u32 length + bytes */

/* Reader over untrusted bytes.  Every getter checks bounds; after the first
** failure .bad is set, getters return zeros, and the caller reports it. */
struct BayesReader { const u8 *a; i64 n; i64 i; int bad; };
unsigned bayes_get_u8(BayesReader*);
u32    bayes_get_u32(BayesReader*);
i64    bayes_get_i64(BayesReader*);
double bayes_get_f64(BayesReader*);
void   bayes_get_f64s(BayesReader*, double*, i64 n);
/* 1 if this host's doubles in memory are the BLOB's bytes (little-endian
** IEEE): an array bayes_get_f64s read is then a copy of its bytes */
int    bayes_blob_f64_as_bytes(void);
/* True if at least n elements of size sz remain (overflow safe).  Call
** before allocating n elements read from the BLOB.  Sets .bad if not. */
int    bayes_get_room(BayesReader*, i64 n, i64 sz);
/* Length-prefixed bytes: returns pointer into the BLOB, sets *pn. */
const u8 *bayes_get_bytes(BayesReader*, u32 *pn);
/* For the readers of Gaussian kinds: add a group of n values with mean
** and co-moment m2 to the running total (*pN, *pMean, *pM2), started at
** zeros, by Chan's formula; 0 if the total or its variance overflows. */
int bayes_read_moments(double *pN, double *pMean, double *pM2,
                       double n, double mean, double m2);

/* The model BLOB's header (the layout of a BLOB: docs/format.md).  A
** model is written in format version 1 unless it needs version 2 (an
** option given one value per feature, BAYES_OPT_VECTOR) or version 3 (a
** calibration section, calib.c: a u8 inner version 1 or 2 starts the
** body, which then ends with the sections) or version 4 (feature names,
** names.c: a u8 inner version 1, 2 or 3 starts the body, which then ends
** with the names section) or version 5 (a fit section, lda and qda: a u8
** inner version 1 to 4 starts the body, which then ends with the kind's
** stored factors, BayesKind.xWriteFit); a build reads versions
** BAYES_VERSION_MIN..BAYES_VERSION. */
#define BAYES_MAGIC        "BAYS"
#define BAYES_VERSION      5
#define BAYES_VERSION_MIN  1
#define BAYES_HEADER_SIZE  16
u32 bayes_crc32(const u8 *a, i64 n);
/* The one in-memory hash of bytes, and its finalizer alone for a 64-bit
** value.  Eight bytes at a time (each word xor-ed in and multiplied, the
** length folded in, then the finalizer: a byte-at-a-time FNV-1a cost 12% of
** a categorical fit), so it is fast on the short keys it sees per row:
** terms, categories, labels, the cache's BLOB key.  It is never stored:
** no BLOB depends on it.  fold.c's hash is a documented contract of its
** own (docs/functions.md) and stays separate. */
static inline u64 bayes_hash_mix(u64 x){
  x ^= x>>33; x *= 0xff51afd7ed558ccdull;
  x ^= x>>33; x *= 0xc4ceb9fe1a85ec53ull;
  return x ^ (x>>33);
}
static inline u64 bayes_hash(const void *p, i64 n){
  const u8 *a = (const u8*)p;
  u64 h = 0xcbf29ce484222325ull ^ ((u64)n * 0x9e3779b97f4a7c15ull), w;
  while( n>=8 ){
    memcpy(&w, a, 8);
    h = (h ^ w) * 0x100000001b3ull;
    h ^= h>>29;
    a += 8; n -= 8;
  }
  if( n>0 ){
    w = 0;
    if( n>=4 ){                   /* 4..7 bytes: two overlapping loads */
      u32 lo, hi;
      memcpy(&lo, a, 4);
      memcpy(&hi, a+n-4, 4);
      w = (u64)lo | ((u64)hi << 32);
    }else{                        /* 1..3 bytes: first, middle, last */
      w = (u64)a[0] | ((u64)a[n>>1] << 8) | ((u64)a[n-1] << 16);
    }
    h = (h ^ w) * 0x100000001b3ull;
  }
  return bayes_hash_mix(h);
}
/* bayes_blob_begin writes the 16-byte header into an empty buffer (magic,
** format version iVersion, kind id iKind; length and checksum zero) and
** bayes_blob_end, once the body is written, fills in its length and
** CRC-32.  A no-op on a failed buffer (.oom).  The format version is
** decided by model.c (bayes_model_format_version). */
void bayes_blob_begin(BayesBuf*, int iKind, int iVersion);
void bayes_blob_end(BayesBuf*);
/* A `bytes` field (u32 length + bytes) whose length is known only after
** its content is written: bayes_put_bytes_begin writes the u32 and returns
** where it is; bayes_put_bytes_end(p, that) fills it with the number of
** bytes written since (marking the buffer failed beyond 0x7fffffff). */
i64  bayes_put_bytes_begin(BayesBuf*);
void bayes_put_bytes_end(BayesBuf*, i64 iAt);
/* Check magic, version, length and checksum; on success *piKind is the kind
** id, *piVersion the format version and pR reads the body. */
int bayes_blob_open(const u8 *a, i64 n, int *piKind, int *piVersion,
                    BayesReader *pR, BayesErr*);

/**************************************************************************
** core/linalg.c — dense symmetric linear algebra (Cholesky, eigen,
** BayesGauss): declared in linalg.h, which gda.c and the Gaussian kinds
** include.
*/

/**************************************************************************
** sql/version.c — bayes_version(), declared in version.h with the version
** number and the oldest SQLite the extension loads into.
*/

/**************************************************************************
** sql/threads.c — bayes_threads([N]): the threads one statement of a
** connection may use (BayesConn.nThreads; core/pool.c runs them).
*/
/* The connection's thread count: 1..BAYES_MAX_THREADS, 1 without threads */
int bayes_threads_conn(const BayesConn*);
void bayes_threads_func(sqlite3_context*, int, sqlite3_value**);

/**************************************************************************
** core/numerics.c — log-sum-exp, random numbers, small numeric helpers.
*/

#define BAYES_LOG_2PI 1.8378770664093454836     /* log(2 pi) */
double bayes_logsumexp(const double *a, int n);   /* -inf if all -inf */
/* Normalise joint log-likelihoods a[0..n) into log posteriors in place.
** If every entry is -inf the posterior is taken from aLogPrior. Returns
** log evidence (log sum exp of the input). */
double bayes_log_normalize(double *a, const double *aLogPrior, int n);
struct BayesRng { u64 s[4]; int bHave; double spare; };
void   bayes_rng_seed(BayesRng*, u64 seed);
u64    bayes_rng_u64(BayesRng*);
double bayes_rng_uniform(BayesRng*);     /* (0,1) */
double bayes_rng_normal(BayesRng*);      /* N(0,1) */
/* log Gamma(x) for x > 0 (+Inf at +Inf), to ~1e-15 relative.  Use it, not
** libm's lgamma, which writes the global signgam (a data race when several
** connections score in several threads). */
double bayes_lgamma(double x);
/* Chan et al. pairwise combination of (n, mean, M2) summaries: *pN, *pMean,
** *pM2 become the summary of both sets. */
void bayes_chan_merge(double *pN, double *pMean, double *pM2,
                      double nB, double meanB, double m2B);

/**************************************************************************
** kinds/summary.c — a mergeable, bounded summary of one stream of weighted
** numbers: its sorted distinct values with their weights, exact while
** there are at most BAYES_SUMMARY_CAP of them, then a Ben-Haim/Tom-Tov
** streaming histogram of centroids (bApprox set).  Owned arrays: free
** with bayes_summary_free.
*/

#define BAYES_SUMMARY_CAP 1024
typedef struct BayesSummary {
  int n, nAlloc;        /* entries, allocated entries */
  int bApprox;          /* compressed at least once: entries are centroids */
  double *a;            /* 2n: value, weight; values strictly ascending */
} BayesSummary;
int    bayes_summary_add(BayesSummary*, double x, double w);  /* SQLITE_NOMEM */
void   bayes_summary_remove(BayesSummary*, double x, double w);
int    bayes_summary_merge(BayesSummary*, const BayesSummary*);
double bayes_summary_weight(const BayesSummary*);
void   bayes_summary_free(BayesSummary*);
void   bayes_summary_write(const BayesSummary*, BayesBuf*);
/* Read and validate one summary (total weight at most nMax) */
int    bayes_summary_read(BayesSummary*, BayesReader*, double nMax);

/**************************************************************************
** core/calib.c — a model's calibration section (docs/format.md): the
** calibrator of bayes_calibrate, one-vs-rest as scikit-learn's
** CalibratedClassifierCV (one calibrator of the second class's
** probability when there are two classes, else one per class, the results
** renormalised), and the sorted evidence of the held-out rows.
*/

#define BAYES_CALIB_NONE     0   /* no calibrator: the evidence only */
#define BAYES_CALIB_ISOTONIC 1
#define BAYES_CALIB_SIGMOID  2
struct BayesCalib {
  int eMethod;                /* BAYES_CALIB_* */
  int nCal;                   /* calibrators: bayes_calib_count(nClass) */
  double nRow;                /* rows the calibrator was fitted on */
  i64 *aOff;                  /* isotonic: calibrator c's thresholds are */
  double *aX, *aY;            /* aX/aY[aOff[c] .. aOff[c+1]) */
  double *aAB;                /* sigmoid: a, b of calibrator c at 2c */
  i64 nEv; double *aEv;       /* held-out evidence, sorted (-Inf allowed) */
};
int  bayes_calib_count(int nClass);   /* 1 if nClass is 2, else nClass */
void bayes_calib_free(BayesCalib*);
/* Fit on n rows: aP[i*nClass + c] the raw probability of class c in row
** i, aLab[i] its class; aEv[0..nEv) the evidence to record (may be 0; it
** is sorted in place).  eMethod BAYES_CALIB_NONE records only that. */
int  bayes_calib_fit(BayesCalib**, int eMethod, int nClass, const double *aP,
                     const int *aLab, i64 n, double *aEv, i64 nEv,
                     BayesErr*);
void bayes_calib_sort(double *a, i64 n);
/* Raw probabilities aProba[nClass] into calibrated ones, in place */
void bayes_calib_apply(const BayesCalib*, int nClass, double *aProba);
/* Share of the recorded evidence below ev (nEv must be > 0) */
double bayes_calib_novelty(const BayesCalib*, double ev);
/* The trailing sections of format version 3 (u32 count, then each) */
void bayes_calib_write(const BayesCalib*, BayesBuf*);
int  bayes_calib_read(BayesCalib**, BayesReader*, int nClass, BayesErr*);

/**************************************************************************
** core/json.c — JSON text out (into a BayesBuf) and flat JSON in.
*/

/* Writers */
void bayes_json_num(BayesBuf*, double);         /* shortest round-trip; inf as
                                                ** 9e999, NaN as null */
void bayes_json_int(BayesBuf*, i64);
void bayes_json_str(BayesBuf*, const char*, int n);  /* quoted, escaped */
void bayes_json_label(BayesBuf*, const BayesLabel*); /* value: 1, 1.5, "a" */
void bayes_json_label_key(BayesBuf*, const BayesLabel*); /* always a string */
void bayes_json_nums(BayesBuf*, const double*, int n);  /* [a,b,...] */

/* Parse a JSON number at z[0..n); returns bytes used (0 if none) */
int bayes_json_parse_number(const char *z, int n, double *pVal);
/* TEXT z[0..n) is exactly one number, white space around it and a leading
** '+' allowed (how TEXT is read for a numeric feature): 1 and its value in
** *pVal, else 0 */
int bayes_json_text_number(const char *z, int n, double *pVal);
#define BAYES_J_NULL   0
#define BAYES_J_NUM    1     /* numbers, and true/false as 1/0 (bBool) */
#define BAYES_J_STR    2     /* z,n: the raw text between the quotes */
#define BAYES_J_NESTED 3     /* an array or object inside: not allowed */
typedef struct BayesJsonVal {
  int eType; double r; const char *z; int n; int bEsc; int bBool;
  int iOfs;              /* byte offset in the text, for messages */
} BayesJsonVal;
/* Iterator over one flat JSON array or object */
typedef struct BayesJsonIter {
  const char *z; int n; int i; int bObj; int nItem;
} BayesJsonIter;
/* 0 if z starts (after white space) with '[' or '{' (then p->bObj says
** which), non-zero otherwise. */
int bayes_json_iter_start(BayesJsonIter *p, const char *z, int n);
/* 1: one more element (pKey is set for objects), 0: end of a well-formed
** text, -1: malformed at byte offset p->i (pVal->eType BAYES_J_NESTED if a
** nested container was found). */
int bayes_json_iter_next(BayesJsonIter *p, BayesJsonVal *pKey,
                         BayesJsonVal *pVal);
/* The one UTF-8 encoder: code point c (at most 0x10FFFF) into z[0..4);
** returns its length. */
int bayes_json_utf8(u32 c, u8 *z);
/* Decode the escapes of a string token's raw text into zOut (which needs
** room for n+1 bytes); returns the decoded length. */
int bayes_json_unescape(const char *z, int n, char *zOut);

/**************************************************************************
** core/sqltext.c — writing SQL text: the pieces of bayes_sql's scoring
** expression (sql/export.c) that the kinds' xSql write too.
*/

/* A double as a REAL literal that SQLite reads back as the same double
** (NaN as NULL, +-Inf as 9e999); _numx puts a negative one in
** parentheses, for use after an operator. */
void bayes_sqltext_num(BayesBuf*, double);
void bayes_sqltext_numx(BayesBuf*, double);
/* 'text' with quotes doubled; "identifier" with double quotes doubled */
void bayes_sqltext_str(BayesBuf*, const char *z, int n);
void bayes_sqltext_ident(BayesBuf*, const char *z, int n);
/* A sum (or max) of many terms written as a balanced tree, so that its
** expression tree stays log2(n) deep (SQLITE_MAX_EXPR_DEPTH is 1000) and
** no max() takes more than two arguments: _term starts the next term and
** returns the buffer to write it to; _end writes the tree of zOp ("+",
** or a function name: "max") into pOut, or zEmpty when there is no term,
** and frees p. */
typedef struct BayesSqlSum { BayesBuf b; i64 *aOff; int n, nAlloc; } BayesSqlSum;
void bayes_sqltext_sum_init(BayesSqlSum*);
BayesBuf *bayes_sqltext_sum_term(BayesSqlSum*);
void bayes_sqltext_sum_end(BayesSqlSum*, const char *zOp, const char *zEmpty,
                           BayesBuf *pOut);
void bayes_sqltext_sum_free(BayesSqlSum*);
/* Where a row's features are, for a kind's xSql (kind.h): azCol[j] the SQL
** text of positional feature j (a quoted column name, or a parameter ?N),
** zTerms that of the JSON object {"term": count, ...} of a count kind's
** named features (never 0 when the model has terms). */
typedef struct BayesSqlCols {
  int nCol;
  char **azCol;
  const char *zTerms;
} BayesSqlCols;

/**************************************************************************
** core/result.c — what a SQL function hands SQLite: a JSON text result, or
** an error with the function's name in front (the error rule, blob.c's
** section).
*/

/* Report an error of SQL function zFunc on a context : the
** message becomes "<zFunc>: <message>"; SQLITE_NOMEM stays out of memory. */
void bayes_result_err(sqlite3_context*, const char *zFunc, const BayesErr*);
void bayes_result_errf(sqlite3_context*, const char *zFunc,
                       const char *zFormat, ...);
/* Hand the text of *pB (JSON) to ctx as the result, with SQLite's JSON
** subtype; out of memory if pB->oom.  pB is consumed either way. */
void bayes_result_json(sqlite3_context*, BayesBuf *pB);

/**************************************************************************
** core/murmur3.c — MurmurHash3 (x86, 32 bits): scikit-learn's
** HashingVectorizer hash, the bucket of a term in a hashed vocabulary
** (the count kinds' n_features=, kinds/terms.c).  Stable across versions
** and machines: stored models depend on it.
*/
/* MurmurHash3_x86_32 of n bytes (blocks read little-endian) */
u32 bayes_murmur3_32(const void *p, i64 n, u32 seed);
/* HashingVectorizer's column of the token of UTF-8 bytes z[0..n) among
** nFeatures >= 1: |murmurhash3_32(z, seed=0)| mod nFeatures, the hash
** taken as a signed 32-bit number */
int bayes_murmur3_bucket(const char *z, int n, int nFeatures);

/**************************************************************************
** core/vocab.c — the dictionary of the discrete kinds.
**
** BayesVocab: a dictionary from byte-string keys (terms, or encoded
** categories) to dense indices 0..n-1, with a use count per key (rows that
** used it).  Keys whose use count falls to 0 (window frames) are dropped
** and the rest sorted by bayes_vocab_tidy, which reports how indices moved.
**
** BayesCounts: a per-class vector of doubles that grows on demand; entries
** past its allocation read as 0.
*/

struct BayesVocab {
  int n, nAlloc;            /* keys in use, allocated */
  i64 *aOff; int *aLen;     /* key i is zKey[aOff[i] .. +aLen[i]) */
  u32 *aHash;               /* hash of key i */
  double *aUse;             /* rows that used key i */
  char *zKey; i64 nKey, nKeyAlloc;
  u64 *aHt; int nHt;        /* open addressing, nHt slots of 3 words (vocab.c) */
  int bTidy;                /* sorted, no unused keys */
};
typedef int (*BayesKeyCmp)(const char*, int, const char*, int);
#define BAYES_MAX_VOCAB  (1<<26)
void bayes_vocab_init(BayesVocab*);
void bayes_vocab_free(BayesVocab*);
void bayes_vocab_clear(BayesVocab*);   /* no keys; allocations kept */
int  bayes_vocab_merge_map(BayesVocab *pDst, const BayesVocab *pSrc,
                           int **paMap, const char *zWhat, BayesErr*);
int  bayes_vocab_find(const BayesVocab*, const char *z, int n);  /* -1 */
/* Index of key z (created with use count 0 if new): SQLITE_OK, _NOMEM,
** or SQLITE_TOOBIG beyond BAYES_MAX_VOCAB keys. */
int  bayes_vocab_intern(BayesVocab*, const char *z, int n, int *piIdx);
/* The same, with hv the key's hash as this file computes it
** ((u32)bayes_hash(z, n), as in a BayesVocab's aHash): a key whose hash is
** already known is not hashed again. */
int  bayes_vocab_intern_hashed(BayesVocab*, const char *z, int n, u32 hv,
                               int *piIdx);
int  bayes_vocab_find_hashed(const BayesVocab*, const char *z, int n, u32 hv);
const char *bayes_vocab_key(const BayesVocab*, int i, int *pn);
/* Drop unused keys and sort (xCmp; NULL: bytes).  *paMap is NULL if no
** index moved, else an array old index -> new index or -1 (sqlite3_free
** it).  SQLITE_OK or SQLITE_NOMEM. */
int  bayes_vocab_tidy(BayesVocab*, BayesKeyCmp xCmp, int **paMap);
void bayes_vocab_write(const BayesVocab*, BayesBuf*);
/* The same with only the keys i where aKeep[i] (nKeep of them; aKeep
** NULL: every key): a sorted vocabulary stays sorted */
void bayes_vocab_write_some(const BayesVocab*, const u8 *aKeep, int nKeep,
                            BayesBuf*);
/* Read what bayes_vocab_write wrote; keys must be strictly increasing by
** xCmp (NULL: bytes) and use counts >= 1.  SQLITE_OK, _ERROR (corrupt,
** reader .bad may be set) or _NOMEM. */
int  bayes_vocab_read(BayesVocab*, BayesReader*, BayesKeyCmp xCmp);

/* The last bag of words bayes_tokens wrote on a connection (BayesConn's
** tokBag), handed to features.c: its exact JSON text, and its tokens in
** voc (keys in the text's order, aHash their hashes, aUse their counts).
** bValid is 0 while bayes_tokens builds the next one or after an error. */
typedef struct BayesBag {
  BayesVocab voc;
  BayesBuf text;
  int bValid;
} BayesBag;
/* 1 if p (may be 0) holds a valid bag whose text is exactly z[0..n) */
int  bayes_vocab_bag_match(const BayesBag *p, const char *z, i64 n);
void bayes_vocab_bag_free(BayesBag*);   /* and invalid; reusable */

typedef struct BayesCounts { double *a; int nAlloc; } BayesCounts;
int  bayes_counts_add(BayesCounts*, int i, double v);   /* OK or NOMEM */
#define bayes_counts_get(P, I) ((I)<(P)->nAlloc ? (P)->a[(I)] : 0.0)
/* Entries nPos+old move to nPos+aMap[old] (dropped if -1). */
int  bayes_counts_remap(BayesCounts*, int nPos, const int *aMap, int nOld);
void bayes_counts_free(BayesCounts*);

/**************************************************************************
** core/tokenize.c — text into a bag of tokens (bayes_tokens' tokenizer):
** the default (lower-case, (?u)\b\w\w+\b) and CountVectorizer's options
** parsed from "name=value ..." (see the file's head).
*/
typedef struct BayesTokOpts BayesTokOpts;
#define BAYES_TOK_MAX_N 16           /* ngram_range's largest n */
/* The one-argument form into pVoc (cleared by the caller); pTok is
** scratch.  SQLITE_OK, _NOMEM or _ERROR (too many distinct tokens). */
int  bayes_tokenize_default(const u8 *z, i64 n, BayesVocab *pVoc,
                            BayesBuf *pTok, BayesErr*);
/* Parse options z[0..n) into *pp (bayes_tokenize_opts_free it) */
int  bayes_tokenize_opts_parse(BayesTokOpts **pp, const char *z, int n,
                               BayesErr*);
void bayes_tokenize_opts_free(BayesTokOpts*);
/* 1 if the options are exactly the one-argument form's */
int  bayes_tokenize_opts_is_default(const BayesTokOpts*);
/* tokenize=: the tokens come from elsewhere (sql/tokens.c: an FTS5
** tokenizer).  xTokenize hands each token of z[0..n) to xSink, in order
** (bColocated: a synonym at the position of the token before), and
** returns SQLITE_OK or an error (in pErr, or the one xSink returned). */
typedef int (*BayesTokSink)(void *pSinkCtx, const char *z, int n,
                            int bColocated);
typedef struct BayesTokSource BayesTokSource;
struct BayesTokSource {
  int (*xTokenize)(BayesTokSource*, const u8 *z, i64 n, void *pSinkCtx,
                   BayesTokSink xSink, BayesErr*);
  void (*xFree)(BayesTokSource*);   /* called by bayes_tokenize_opts_free */
};
/* The tokenize= option's value (FTS5's tokenizer and its arguments), or 0 */
const char *bayes_tokenize_opts_external(const BayesTokOpts*);
/* Attach the source of the tokenize= tokens (owned by the options now) */
void bayes_tokenize_opts_set_source(BayesTokOpts*, BayesTokSource*);
/* Text z[0..n) into pVoc (cleared by the caller) under options p; the bag
** (keys' bytes + 8 per key) may not pass mxBag bytes (SQLITE_TOOBIG).
** pScratch (6n+16 bytes are reserved in it) is the caller's scratch. */
int  bayes_tokenize(const BayesTokOpts *p, const u8 *z, i64 n, i64 mxBag,
                    BayesVocab *pVoc, BayesBuf *pScratch, BayesErr*);
/* The bag pVoc, made under options pOpt (0: the default tokenizer), as
** its JSON object text into pOut (replaced): keys in order, escaped where
** they need it, counts as integers.  0 ok, 1 out of memory. */
int  bayes_tokenize_write(const BayesVocab *pVoc, const BayesTokOpts *pOpt,
                          BayesBuf *pOut);

/**************************************************************************
** core/names.c — a model's feature names (docs/features.md, "Features by
** name"), and what its fit saw of each feature's values.
*/

struct BayesNames {
  int n;                    /* names: the model's nFeat */
  char **az; int *an;       /* name i (NUL-terminated copy), its bytes */
  u8 *aDecl;                /* BAYES_DECL_* of its query column (features.c) */
  char **azDecl;            /* that column's declared type, or NULL */
  int nHash; int *aHash;    /* open addressing: index+1, 0 empty */
  /* the bags of terms (a count kind's or naive_bayes's JSON object
  ** columns, from bayes_fit_query): their columns' names, distinct from
  ** the features' and each other's; n is then 0 or more */
  int nBag; char **azBag; int *anBag;
};
/* BayesModel.aSeen[j]: the values the fit saw for feature j (0: unknown) */
#define BAYES_SEEN_NUM      0x01   /* INTEGER, REAL, float32, JSON number */
#define BAYES_SEEN_NUMTEXT  0x02   /* TEXT that is exactly a number */
#define BAYES_SEEN_TEXT     0x04   /* other TEXT */
/* n names az[i] (an[i] bytes, or NUL-terminated if an is 0): distinct
** (ASCII case folded, as SQL column names), non-empty, no NUL; n may be
** 0 (a model whose named columns are all bags: add them next) */
int  bayes_names_new(BayesNames**, int n, const char *const *az,
                     const int *an, BayesErr*);
int  bayes_names_copy(BayesNames**, const BayesNames *pSrc, BayesErr*);
void bayes_names_free(BayesNames*);
/* Feature i's declared column type (may be 0) and its BAYES_DECL_* family;
** SQLITE_OK or SQLITE_NOMEM */
int  bayes_names_set_decl(BayesNames*, int i, const char *zDecl, int eFamily);
/* The index of name z[0..n) (case folded), or -1; p may be 0 */
int  bayes_names_find(const BayesNames *p, const char *z, int n);
/* Name a bag column (distinct from every name so far): SQLITE_OK,
** SQLITE_ERROR (a bad or repeated name) or SQLITE_NOMEM */
int  bayes_names_add_bag(BayesNames*, const char *z, int n, BayesErr*);
/* The index of bag z[0..n) (case folded), or -1; p may be 0 */
int  bayes_names_find_bag(const BayesNames *p, const char *z, int n);
int  bayes_names_bag_not_in(const BayesNames *a, const BayesNames *b);
/* pNew (names=, bayes_with) keeps pOld's bags, unless a name clashes:
** SQLITE_OK, SQLITE_ERROR or SQLITE_NOMEM */
int  bayes_names_keep_bags(BayesNames *pNew, const BayesNames *pOld,
                           BayesErr*);
/* The same positional feature names (the bags' names are not compared:
** model.c's merge compares them as sets) */
int  bayes_names_same(const BayesNames*, const BayesNames*);
/* The value of option names=: a,b,c or ["a","b"] */
int  bayes_names_parse_list(const char *z, int n, BayesNames**, BayesErr*);
/* Add what a decoded row (in eInput's mode) shows of its features'
** values to aSeen[0..nFeat) */
void bayes_names_seen_row(u8 *aSeen, int nFeat, int eInput, const BayesRow*);
const char *bayes_names_seen_word(unsigned mSeen);
/* Check one value of feature j (type eType; TEXT z[0..n); a number r)
** against what the fit saw and the declared type: an error naming the
** feature when it is of the wrong family (docs/features.md) */
int  bayes_names_check(const BayesModel*, int j, int eType, const char *z,
                       int n, double r, BayesErr*);
int  bayes_names_check_arg(const BayesModel*, int j, sqlite3_value*,
                             BayesErr*);
/* The same for each category of a decoded row (CAT and MIXED kinds) */
int  bayes_names_check_row(const BayesModel*, const BayesRow*, BayesErr*);
/* bayes_info's "features": [{"name":..,"values":..,"declared":..},...] */
void bayes_names_json(const BayesModel*, BayesBuf*);
/* 1 if a query's column name z is a name a user gave (a column, an AS
** alias), 0 if SQLite made it up: VALUES' column1, column2, ..., or the
** text of an expression (x+0, f(x), a literal, a parameter) */
int  bayes_names_visible(const char *z);
/* The names section of the BLOB (format version 4) */
void bayes_names_write(const BayesNames*, const u8 *aSeen, BayesBuf*);
int  bayes_names_read(BayesModel*, BayesReader*, BayesErr*);

/**************************************************************************
** core/features.c — feature arguments decoded into a BayesRow.
*/

/* One categorical value (categorical_nb) */
struct BayesCat {
  int eType;              /* SQLITE_NULL (missing), _INTEGER, _FLOAT, _TEXT */
  i64 i; double r;
  const char *z; int n;   /* TEXT; points into argument or row arena */
};
/* How a kind wants its feature arguments decoded */
#define BAYES_IN_DENSE   0   /* numbers only: REAL/INTEGER/NULL/array/f32 */
#define BAYES_IN_SPARSE  1   /* numbers and JSON objects {"term": count} */
#define BAYES_IN_CAT     2   /* any SQL value is a category */
#define BAYES_IN_MIXED   3   /* CAT, plus JSON objects {"term": count} and
                             ** float32 BLOBs; aX also holds every value
                             ** that is a number (naive_bayes) */

/* The decoded feature vector of one row.  Reused from row to row: buffers
** grow but are never freed until bayes_row_free. */
struct BayesRow {
  int nX;               /* number of positional features */
  double *aX;           /* values; NaN marks a missing feature (DENSE and
                        ** SPARSE modes) */
  BayesCat *aCat;       /* CAT mode: nX categories */
  int nMissing;         /* how many of the nX are missing */
  int nTerm;            /* SPARSE mode: named features from JSON objects */
  const char **azTerm;  /* term text, anTerm[i] bytes (in the arena, or in the
                        ** argument's own text: not NUL-terminated) */
  int *anTerm;          /* term length in bytes */
  double *aTermVal;     /* term count */
  /* terms 0..nTermHash-1 came from the connection's last bag (pBag) and
  ** aTermHash[i] is term i's hash there (bayes_vocab_intern_hashed) */
  const u32 *aTermHash; int nTermHash;
  /* set by the row's owner: the connection's last bayes_tokens bag
  ** (vocab.c), or 0; an argument equal to its text is not parsed */
  const BayesBag *pBag;
  double w;             /* the row's weight (> 0; 1 unless given to
                        ** bayes_fit_weighted): it counts as w rows */
  /* storage */
  int nXAlloc, nTermAlloc;
  char *zArena; i64 nArena, nArenaAlloc;
  u8 *aSet; int nSetAlloc;  /* bayes_row_decode_object: features given */
};
void bayes_row_free(BayesRow*);
/* Decode argv[0..argc-1] (the feature arguments; iArg0 is the 1-based SQL
** position of argv[0], for messages) into pRow.  zKind names the kind in
** error messages. */
int bayes_row_decode(BayesRow *pRow, int eMode, sqlite3_value **argv, int argc,
                     int iArg0, const char *zKind, BayesErr*);
/* 1 if v is TEXT that is empty or only white space (what .import of a
** CSV file leaves for an empty cell): a missing value, as NULL, for a
** feature (any kind) and for bayes_fit's label. */
int bayes_value_is_blank(sqlite3_value *v);
/* 1 if v is TEXT that starts (after white space) with '{' */
int bayes_value_is_object(sqlite3_value *v);
/* A row by name: the JSON object z[0..n) (argument iArg) whose keys name
** the features of pN (case folded), in eMode; keys that name no feature
** are terms (SPARSE, MIXED) or ignored; a feature without a key is an
** error naming it.  The text must outlive the row's use. */
int bayes_row_decode_object(BayesRow *pRow, int eMode, const char *z, int n,
                            const BayesNames *pN, int iArg,
                            const char *zKind, BayesErr*);
/* What a column's declared type (sqlite3_column_decltype; 0 for an
** expression or a view's computed column) says of its feature's family,
** by SQLite's own affinity rules (https://sqlite.org/datatype3.html 3.1):
** INTEGER or REAL affinity is numeric, TEXT affinity is a category (even
** when the values are digits), and BLOB or NUMERIC affinity (no type,
** BLOB, DATE, BOOLEAN, DECIMAL, ...) says nothing: the values decide, as
** for undeclared data. */
#define BAYES_DECL_NONE    0
#define BAYES_DECL_NUMERIC 1
#define BAYES_DECL_TEXT    2
int bayes_decltype_family(const char *zDecl);

/**************************************************************************
** core/warnings.c — the warnings about a feature's data, from what is known
** of it (BayesColFacts): the schema report (sql/vtab_describe.c) and
** naive_bayes's bayes_info give the same ones.
*/
#define BAYES_WFAM_NUMERIC     1
#define BAYES_WFAM_CATEGORICAL 2
#define BAYES_WFAM_BAG         3     /* (no warnings yet) */
typedef struct BayesColFacts {
  int eFam;              /* BAYES_WFAM_*, 0 none */
  double nPresent;       /* values that are not NULL (their weight) */
  i64 nDistinct;         /* distinct values (-1: unknown) */
  int bInteger;          /* numeric: every value whole (-1: unknown) */
  int nClassHave;        /* classes with a value */
  int nClassVaries;      /* of those, with two or more distinct values (-1:
                         ** unknown) */
  double nMultiWord;     /* TEXT values of several words (-1: unknown) */
  int bDigitText;        /* every value TEXT of digits, in a column without a
                         ** declared type, and the family chosen by the
                         ** values */
} BayesColFacts;
void bayes_warnings_init(BayesColFacts*);        /* everything unknown */
/* Append the feature's warnings to pB as JSON objects {"feature": iFeat
** (only if iFeat > 0), "code": ..., "message": ...}, each after a comma if
** *pn (the objects written so far) is not 0; returns how many it added. */
int bayes_warnings_json(const BayesColFacts*, int iFeat, BayesBuf*, int *pn);

/**************************************************************************
** core/explain.c — BayesExplain: the parts of one additive explanation, as a
** kind's xExplain writes them (score.c's bayes_explain assembles the
** JSON); BayesParamRow, what a kind's xParams fills (bayes_params).
*/

/* The explanation being built: the features' JSON members, their sum, and
** the baseline (what no single feature owns). */
struct BayesExplain {
  BayesBuf buf;         /* "features" members, comma-separated */
  int nPart;
  double sum;           /* of the contributions */
  double base;          /* baseline */
  const BayesNames *pNames;   /* the model's feature names, or 0 */
};
/* One feature's part: positional feature iFeat (0-based; reported from 1)
** or term zTerm[0..nTerm); its value x, or the category *pCat if not
** NULL; its contribution c. */
void bayes_explain_part(BayesExplain*, int iFeat, const char *zTerm,
                        int nTerm, const BayesCat *pCat, double x, double c);

/* One row of bayes_params: class, feature (iFeat, or zTerm for a named
** feature), categorical_nb's category, and the parameters mHave says. */
#define BAYES_PARAM_MEAN    0x01
#define BAYES_PARAM_VAR     0x02
#define BAYES_PARAM_LOGP    0x04
#define BAYES_PARAM_COUNT   0x08
#define BAYES_PARAM_WEIGHT  0x10
#define BAYES_PARAM_PARENT  0x20  /* tan: iParent (0-based) and cmi */
struct BayesParamRow {
  int iClass;
  int iFeat; const char *zTerm; int nTerm;
  BayesCat cat;             /* eType SQLITE_NULL (0) unless categorical */
  double mean, var, logp, count, weight;
  int iParent; double cmi;  /* tan: the feature's parent in the tree and
                            ** I(X_feature; X_parent | Y) */
  int mHave;                /* BAYES_PARAM_* */
};

/**************************************************************************
** sql/fold.c — bayes_fold(key, k [, seed]): a fold number in 0..k-1 from a
** stable hash of the value (definition in fold.c and docs/evaluate.md).
*/

u64  bayes_fold_hash(sqlite3_value *pKey, i64 iSeed);  /* before mod k */
void bayes_fold_func(sqlite3_context*, int, sqlite3_value**);

/**************************************************************************
** kinds/gaussian_nb.c — the kind gaussian_nb; and naive_bayes's std_floor:
** after finalizing, every used feature j's variance raised to at least
** aMinVar[j] in every class.
*/
void bayes_gaussian_nb_floor(BayesModel*, const double *aMinVar);

/**************************************************************************
** kinds/naive_bayes.c — the kind naive_bayes; for the schema report
** (sql/vtab_describe.c), of a model made from a spec: the family the spec
** declares for feature iFeat (1-based; 0 if none), and the family of an
** undeclared number (numeric=, gaussian by default).
*/
const char *bayes_naive_bayes_declared(const BayesModel*, int iFeat);
const char *bayes_naive_bayes_numeric(const BayesModel*);

/**************************************************************************
** kinds/gda.c — what the Gaussian discriminant analysis kinds (kinds/lda.c,
** kinds/qda.c) share beyond linear algebra.
*/

/* Rows buffered before a blocked co-moment update (1..64) */
/* min(nRows, nClass): a class's complete rows' weight as stored */
double bayes_gda_rows_stored(double nRows, double nClass);
int bayes_gda_block_rows(i64 d);
/* 1: skip the row (a missing feature); 0: use it; -1: an error (an
** infinite feature; described in pErr if pErr is not 0) */
int bayes_gda_check_row(const BayesModel*, const BayesRow*, BayesErr*);
/* aBufW, or NULL if all nb weights are 1 (for bayes_mom_fold) */
const double *bayes_gda_block_weights(const double *aBufW, int nb);
/* bayes_sql (lda's and qda's xSql): the joints of a model with no
** complete row (every class 0); the guards of a row, every feature NULL
** and an infinite feature, written once as the columns _n and _i of the
** subquery bayes_gda_sql_guards_end closes the expression with */
int  bayes_gda_sql_empty(int nClass, BayesBuf*);
void bayes_gda_sql_guards(int d, const BayesSqlCols*, BayesSqlSum *pAllNull,
                          BayesSqlSum *pAnyInf);
int  bayes_gda_sql_guards_end(BayesSqlSum *pAllNull, BayesSqlSum *pAnyInf,
                              BayesBuf*);
/* Buffer a row to fit (its weight pRow->w into aBufW alongside) */
int bayes_gda_buffer_row(const BayesModel*, const BayesRow*, int bWide,
                         int nMax, double *aBuf, double *aBufW, int *pnBuf,
                         BayesErr*);
int bayes_gda_score_trivial(const BayesModel*, int bEmpty, const BayesRow*,
                            double *aLL);
/* Scoring scratch for a row: aStack or one allocation (*paHeap) */
double *bayes_gda_scratch(const BayesModel*, const BayesRow*, double *aStack,
                          int nStack, double **paHeap, int **paSub);
/* Feature iFeat's statistics spread beyond a double (zWhat says which):
** a corrupt BLOB when reading (bRead), else the rows' error when fitting;
** one wording for both, so a fit never writes what the reader refuses. */
void bayes_gda_err_spread(BayesErr*, const BayesModel*, int iFeat, int bRead,
                          const char *zWhat);
int bayes_gda_sample(const BayesModel*, int bEmpty, const struct BayesGauss*,
                     const double *aMu, BayesRng*, BayesBuf*, BayesErr*);
/* A factored covariance in a model BLOB's fit section (format version 5):
** written; read with the checks the bytes allow (SQLITE_ERROR: not a
** factor, factor again); checked against the covariance it factors in
** O(d^2) (1: use it; aWork 4d doubles), the covariance given as
** bayes_gda_sigma_at forms it from a lower triangle aS (of leading
** dimension ld, or packed by rows when ld is 0: bayes_gda_row) */
void bayes_gda_gauss_write(const struct BayesGauss*, BayesBuf*);
int bayes_gda_gauss_read(struct BayesGauss*, int d, int eMode, BayesReader*);
/* The doubles of a factor's aF, the last bytes bayes_gda_gauss_read read
** (a kind notes them with bayes_model_keep_f64s when it takes the factor) */
i64 bayes_gda_gauss_nf(const struct BayesGauss*);
int bayes_gda_gauss_check(const struct BayesGauss*, const double *aS, int ld,
                          int d, double div, double reg, int eMode,
                          double floor, double *aWork);
double bayes_gda_sigma_at(const double *aS, int ld, double div, double reg,
                          int j, int k);
const double *bayes_gda_row(const double *aS, int ld, int j);
/* A packed lower triangle (by rows, as the BLOB stores a co-moment) as
** the fitting kernels take it: a new d x d array with the lower triangle
** filled (the upper left as allocated; sqlite3_free it); NULL: no memory */
double *bayes_gda_unpack(const double *aPacked, int d);

/**************************************************************************
** core/spec.c — the spec string "kind key=value ...": options and priors.
*/

#define BAYES_OPT_BOOL  0x01   /* value must be 0 or 1 */
#define BAYES_OPT_AUTO  0x02   /* the word "auto" is allowed, stored as -1 */
#define BAYES_OPT_LATE  0x04   /* added to the kind after its BLOBs were
                               ** fixed: a run of LATE options at the end of
                               ** the list is written only up to the last
                               ** one not at its default, and a BLOB with
                               ** fewer options reads them as defaults */
#define BAYES_OPT_VECTOR 0x08  /* may also be given one value per positional
                               ** feature: "alpha=[1,0.5,2]" (or 1,0.5,2);
                               ** kept in BayesModel.aVec, stored in format
                               ** version 2; the scalar keeps its default */
#define BAYES_OPT_INT    0x10  /* whole numbers only */
#define BAYES_OPT_STATS  0x20  /* decides what the rows add to the statistics
                               ** (bernoulli's binarize), so a fitted model's
                               ** value cannot change (bayes_with: with.c);
                               ** every other option is applied when
                               ** finalizing, from the statistics */
struct BayesOptDef {
  const char *zName;
  double dDefault;
  double mn, mx;            /* allowed closed range */
  int flags;
};

#define BAYES_PRIORS_FIT      0
#define BAYES_PRIORS_UNIFORM  1
#define BAYES_PRIORS_GIVEN    2
typedef struct BayesPrior { char *zLabel; double p; } BayesPrior;

/* The kind word of spec zSpec: it starts at zSpec[*piWord] and is
** *pnWord bytes long (an error if zSpec is NULL).  model.c looks the kind
** up (bayes_model_from_spec); bayes_spec_unknown_kind words the error when
** there is none. */
int bayes_spec_kind_word(const char *zSpec, int *piWord, int *pnWord,
                         BayesErr*);
int bayes_spec_unknown_kind(const char *zWord, int nWord, BayesErr*);
/* Parse the options of zSpec, from byte iOpts on (after the kind word),
** into new model pM of the spec's kind, or into a fitted (finalized) one
** (bayes_with): then a given option replaces the model's value (list,
** priors), a BAYES_OPT_STATS option may only be given the model's value
** and the kind's own options (xSpecOption) not at all, and priors other
** than fit drop prior_alpha unless it is given too. */
int bayes_spec_parse(BayesModel *pM, const char *zSpec, int iOpts,
                     BayesErr*);
/* Option iOpt for positional feature j (0-based): its per-feature value if
** the spec gave a vector, else the scalar pM->aOpt[iOpt]. */
double bayes_spec_opt(const BayesModel*, int iOpt, int j);
/* Once the feature count d is known: an error if a vector option does not
** have d values. */
int bayes_spec_check_features(const BayesModel*, int d, BayesErr*);
/* Drop every per-feature list of pM; set pDst's option iTo to pSrc's
** option iFrom (its scalar, and with bList its list, if it has one):
** kinds/naive_bayes.c hands its options to its sub-models through these.
** SQLITE_OK or SQLITE_NOMEM. */
void bayes_spec_clear_vectors(BayesModel *pM);
int bayes_spec_copy_option(BayesModel *pDst, int iTo, const BayesModel *pSrc,
                           int iFrom, int bList);
/* 1 if a and b have the same option vectors */
int bayes_spec_same_vectors(const BayesModel *a, const BayesModel *b);
/* Render the options of a model as a JSON object (bayes_info) */
void bayes_spec_json(const BayesModel*, BayesBuf*);

/**************************************************************************
** sql/tokens.c — bayes_tokens(text [, options]).
*/

void bayes_tokens_func(sqlite3_context*, int, sqlite3_value**);

/**************************************************************************
** sql/curves.c — bayes_roc_curve(is_positive, score [, drop_intermediate])
** and bayes_pr_curve(is_positive, score): aggregates returning the curve
** as a JSON array of points, as scikit-learn 1.2's roc_curve and
** precision_recall_curve.
*/

void bayes_roc_curve_step(sqlite3_context*, int, sqlite3_value**);
void bayes_roc_curve_final(sqlite3_context*);
void bayes_pr_curve_step(sqlite3_context*, int, sqlite3_value**);
void bayes_pr_curve_final(sqlite3_context*);

/**************************************************************************
** sql/decide.c — bayes_decide(proba, cost): the class of least expected cost
** under a cost matrix.
*/

void bayes_decide_func(sqlite3_context*, int, sqlite3_value**);

/**************************************************************************
** sql/blend.c — bayes_blend(proba, weight [, proba, weight] ...): the weighted
** average of bayes_proba objects over the union of their labels.
*/

void bayes_blend_func(sqlite3_context*, int, sqlite3_value**);
/* bayes_blend_model(model, weight, ...): a stored blend (kinds/blend.c) */
void bayes_blend_model_func(sqlite3_context*, int, sqlite3_value**);

/**************************************************************************
** kinds/terms.c — the statistics shared by multinomial_nb, complement_nb and
** bernoulli_nb.  The feature space is the nFeat positional features
** followed by the vocabulary (feature nFeat+t is term t, terms in byte
** order once tidied).  pKindSt is a BayesTermModel, each pSt a
** BayesTermClass.
*/

/* The rows of a count kind's option table that terms.c reads, one
** definition for every kind that takes them (multinomial_nb, complement_nb,
** bernoulli_nb, and naive_bayes for its bag): the document-frequency limits
** (min_df, max_df, max_features, prune, in this order), tf-idf (use_idf,
** smooth_idf) and a hashed vocabulary (n_features, at most
** BAYES_MAX_VOCAB buckets). */
#define BAYES_TERMS_OPTS_DF \
  { "min_df", 1.0, 0.0, 1e300, BAYES_OPT_LATE }, \
  { "max_df", 1.0, 0.0, 1e300, BAYES_OPT_LATE }, \
  { "max_features", 0.0, 0.0, 2147483647.0, BAYES_OPT_INT|BAYES_OPT_LATE }, \
  { "prune", 0.0, 0.0, 1.0, BAYES_OPT_BOOL|BAYES_OPT_LATE }
#define BAYES_TERMS_OPTS_IDF \
  { "use_idf", 0.0, 0.0, 1.0, BAYES_OPT_BOOL|BAYES_OPT_LATE }, \
  { "smooth_idf", 1.0, 0.0, 1.0, BAYES_OPT_BOOL|BAYES_OPT_LATE }
#define BAYES_TERMS_OPT_N_FEATURES \
  { "n_features", 0.0, 0.0, (double)BAYES_MAX_VOCAB, \
    BAYES_OPT_INT|BAYES_OPT_STATS|BAYES_OPT_LATE }

typedef struct BayesTermHit { int iFeat; double v; } BayesTermHit;
typedef struct BayesTermModel {
  BayesVocab voc;
  const BayesModel *pMapSrc; int *aMap;   /* merge: source term -> ours */
  BayesTermHit *aHit; int nHitAlloc;      /* fitting scratch */
  u8 *aKeep;           /* finalized: term t used for scoring (min_df,
                       ** max_df, max_features); NULL = every term */
  int nKeep;           /* how many terms are used */
  int nKeepOf;         /* the vocabulary size aKeep was made for */
  double *aIdf;        /* finalized, use_idf=1: term t's idf; else NULL */
  int *aBucket;        /* hashed (n_features <= 2^22): bucket b's term
                       ** index + 1, 0 if none; valid while nBucketOf is
                       ** voc.n (rebuilt when the vocabulary is reordered) */
  int nBucketOf;
} BayesTermModel;
typedef struct BayesTermClass {
  BayesCounts cnt;          /* nFeat + nTerm: sum of values (or of 0/1) */
  double *aObs;             /* BINARY: rows where positional j observed */
} BayesTermClass;
/* A count kind's BayesKind.pAux: how its rows count */
#define BAYES_TERMS_COUNT   0  /* values must be finite counts >= 0 */
#define BAYES_TERMS_BINARY  1  /* value > threshold counts 1, else 0 */
typedef struct BayesTermsMode {
  int eMode;                   /* BAYES_TERMS_COUNT or _BINARY */
  int iThreshold;              /* BINARY: the threshold's index in aOpt */
  int iAlphaTerms;             /* alpha_terms's index in aOpt (alpha is 0) */
  int iMinDf;                  /* min_df's index in aOpt, then max_df,
                               ** max_features and prune; 0: none */
  int iUseIdf;                 /* use_idf's index in aOpt, then smooth_idf;
                               ** 0: the kind has none */
  int iNFeatures;              /* n_features's index in aOpt (a hashed
                               ** vocabulary); 0: the kind has none */
} BayesTermsMode;
/* The additive smoothing of feature j (positional features, then terms):
** option alpha (0) for a positional feature, which may be one value per
** feature (bayes_spec_opt); alpha_terms for a term, or alpha's scalar if
** alpha_terms is auto (-1, the default). */
double bayes_terms_alpha(const BayesModel*, int j);
/* The sum of bayes_terms_alpha over the first d features (exactly
** alpha * d when every feature has the same alpha) */
double bayes_terms_alpha_sum(const BayesModel*, int d);
/* These fill the BayesKind slots of the same names directly */
int  bayes_terms_new_class(BayesModel*, BayesClass*);
int  bayes_terms_add(BayesModel*, BayesClass*, const BayesRow*, BayesErr*);
int  bayes_terms_remove(BayesModel*, BayesClass*, const BayesRow*, BayesErr*);
int  bayes_terms_merge(BayesModel*, BayesClass *pDst, double nDstOld,
                       const BayesModel *pSrc, const BayesClass *pSrcC,
                       BayesErr*);
int  bayes_terms_merge_model(BayesModel*, const BayesModel *pSrc, BayesErr*);
/* Drop unused terms, sort the vocabulary, choose the terms scoring uses
** (min_df, max_df, max_features: BayesTermModel.aKeep); first step of
** xFinalize. */
int  bayes_terms_tidy(BayesModel*, BayesErr*);
int  bayes_terms_nterm(const BayesModel*);
/* How many terms scoring uses (all of them unless the limits drop some),
** and whether feature j (positional, then terms) is one of them: a
** positional feature always is.  A term left out is ignored by
** bayes_terms_lookup, as an unknown one; its counts stay stored. */
int  bayes_terms_nkept(const BayesModel*);
int  bayes_terms_kept(const BayesModel*, int j);
/* A hashed vocabulary (n_features=N > 0, HashingVectorizer's): a term
** counts in bucket |murmurhash3_32(term)| mod N (core/murmur3.c), whose key
** in the vocabulary is the bucket's number in decimal; the vocabulary holds
** the buckets the rows used, so it never passes N.  bayes_terms_nhash is N,
** or 0 for a vocabulary of terms.  Each of the N - nterm buckets no row
** used is a feature too (its counts 0): bayes_terms_lookup gives a row's
** term that falls in one the index nFeat + nterm (BAYES_TERMS_UNSEEN; one
** hit per such bucket), and the kinds compute that feature's parameters
** from zero counts, one slot past the vocabulary. */
int  bayes_terms_nhash(const BayesModel*);
/* The number of term features the smoothing counts (scikit-learn's
** n_features_in_ less the positional features): n_features when hashed,
** else the terms used (bayes_terms_nkept). */
int  bayes_terms_nsmooth(const BayesModel*);
/* The name of feature k >= nFeat in messages and explanations: its term
** (a bucket's number when hashed), or "(unseen bucket)" for the slot of
** the buckets no row used. */
const char *bayes_terms_key(const BayesModel*, int k, int *pn);
/* Class pS's summed value of feature j as the kind fits it: the stored
** count, times the term's idf with use_idf=1 (scikit-learn's NB fitted on
** TfidfTransformer(norm=None) rows: sum_i tf_ij idf_j = idf_j sum_i tf_ij).
** bayes_terms_lookup multiplies a row's term values by the same idf. */
double bayes_terms_count(const BayesModel*, const BayesTermClass *pS, int j);
/* Neumaier's compensated sum: add x to *pSum, the rounding lost into
** *pComp; the sum is *pSum + *pComp (exact for integer counts, and within
** an ulp or two for the fractional ones of use_idf) */
void bayes_terms_sum_add(double *pSum, double *pComp, double x);
int  bayes_terms_write(const BayesModel*, BayesBuf*);
int  bayes_terms_read(BayesModel*, BayesReader*, int iVersion, BayesErr*);
void bayes_terms_free_state(BayesModel*, BayesClass*);     /* xFreeState */
/* The row's terms known to the model as (feature index, value), sorted by
** index, duplicates summed, unknown terms left out (hashed: every term, in
** bucket order, duplicates of a bucket summed; a bucket no row used at
** index nFeat + nterm, one hit each).  Uses aStack (nStack
** entries) when it is big enough, else allocates: free *paHit with
** sqlite3_free if it is not aStack. */
int  bayes_terms_lookup(const BayesModel*, const BayesRow*, BayesTermHit *aStack,
                        int nStack, BayesTermHit **paHit, int *pnHit);
/* Append "vocabulary":["a","b",...] (no leading comma) */
void bayes_terms_info_vocab(const BayesModel*, BayesBuf*);
/* bayes_info members for a count kind (no leading comma):
**   "<zName>":[[class 0 values],...]   (apVal[i] has nFeat+nTerm values)
**   ,"feature_count":[[...],...],"vocabulary":[...],
**   ,"telling_terms":{"label":[up to 10 terms],...}
** telling terms rank terms by xVal(class i)[j] (bRelative=0) or, when
** those are log probabilities, by log p_ij - log(mean over the other
** classes of p). */
int  bayes_terms_info(const BayesModel*, BayesBuf*,
                      const double *(*xVal)(const BayesClass*),
                      const char *zName, int bRelative);
/* bayes_params rows of a count kind (xParams): per class and feature, the
** summed count and the class vector xVal gives, as field mField. */
int  bayes_terms_params(const BayesModel*, i64 *aPos, BayesParamRow*,
                        const double *(*xVal)(const BayesClass*), int mField);
/* Append a sampled feature vector given dense values aVal[nFeat+nTerm]:
** [positional...] if there are no terms, {"term":v,...} (non-zero terms)
** if there are no positional features, else [positional..., {terms}]. */
void bayes_terms_sample_json(const BayesModel*, const double *aVal, BayesBuf*);
/* bayes_sample of a count kind: a multinomial count vector of class
** iClass, as many trials as the class's mean count per row (its counts
** total nTot; an error beyond 1e7), with the feature probabilities xProb
** writes into aP[nFeat+nTerm] (summing to 1); appended as above. */
int  bayes_terms_sample(const BayesModel*, int iClass, double nTot,
                        void (*xProb)(const BayesModel*, int iClass, double *aP),
                        BayesRng*, BayesBuf*, BayesErr*);
/* bayes_explain of a score linear in the counts (sum_j x_j w_yj): the part
** x_j (w_Aj - w_Bj) of each observed positional feature and known term of
** the row, w_A and w_B being what xVal gives for classes iA and iB. */
int  bayes_terms_explain(const BayesModel*, const BayesRow*, int iA, int iB,
                         const double *(*xVal)(const BayesClass*),
                         BayesExplain*, BayesErr*);
/* Feature j of a count kind's feature space (positional, then the terms)
** into p->iFeat / p->zTerm (bayes_params). */
void bayes_terms_param_feature(const BayesModel*, int j, BayesParamRow *p);
/* bayes_sql of a count kind (its xSql): " FROM (...)" giving columns _t0 ..
** _t<nVal-1>, the sums over the row's known terms (pCols->zTerms, a JSON
** object; a term's values summed first) whose value is above thr of
** value * xVal(pM, pArg, v, j) (bBinary: of xVal alone), j = nFeat + term;
** the vocabulary in VALUES tables of 4096 terms (an error beyond 500 of
** them: SQLite's compound SELECT limit). */
int bayes_terms_sql_from(const BayesModel*, const BayesSqlCols *pCols,
                         int nVal,
                         double (*xVal)(const BayesModel*, void *pArg, int v,
                                        int j),
                         void *pArg, int bBinary, double thr, BayesBuf *pB,
                         BayesErr*);
/* The whole xSql of a score linear in the counts, sum_j [x_j > 0] x_j
** w_yj with w_y what xVal gives (multinomial_nb, complement_nb) */
int bayes_terms_sql_linear(const BayesModel*, const BayesSqlCols *pCols,
                           const double *(*xVal)(const BayesClass*),
                           BayesBuf *pB, BayesErr*);

/**************************************************************************
** kinds/catkey.c — the (feature, category) keys of the categorical kinds
** (categorical_nb, kinds/pairs.c) in a BayesVocab: u32 feature
** (big-endian) | 'i' i64, 'r' f64 or 't' text bytes.
*/
#define BAYES_CATKEY_FIXED 13    /* 4 + 1 + 8: the length of a number's key */
/* Encode (feature j, category c) into z[0..nz): its length, 0 if c is
** missing (NULL), -1 if nz is too small (at most 5 + text length). */
int  bayes_catkey_encode(int j, const BayesCat *c, u8 *z, int nz);
/* Is z[0..n) a well-formed key of a model with nFeat features? */
int  bayes_catkey_valid(const u8 *z, int n, int nFeat);
/* Order: feature, then SQLite's order of values (a BayesKeyCmp); safe on
** malformed keys */
int  bayes_catkey_cmp(const char *za, int na, const char *zb, int nb);
int  bayes_catkey_feature(const BayesVocab*, int i);
/* Key i's category (TEXT points into the vocabulary), or as a JSON value */
void bayes_catkey_cat(const BayesVocab*, int i, BayesCat*);
void bayes_catkey_json(const BayesVocab*, int i, BayesBuf*);
/* Read one class's nK = pV->n key counts (into *pCnt, allocated here) and
** d observed weights (into aObs) as categorical_nb and kinds/pairs.c
** store them, checked against the class weight nClass: SQLITE_OK,
** SQLITE_NOMEM, or SQLITE_ERROR for malformed values */
int  bayes_catkey_read_counts(BayesReader*, const BayesVocab *pV, int d,
                              double nClass, BayesCounts *pCnt, double *aObs);

/**************************************************************************
** kinds/pairs.c — the pair counts that tan and aode share: per class, the
** weight of rows with feature i = a and of rows with i = a and j = b
** together, over categorical features; mergeable, windowable, weighted;
** laid out densely per feature pair when finalized, within max_cells.
*/
/* The default bound on the dense pair tables (option max_cells): classes
** x sum over feature pairs i<j of categories_i x categories_j, plus one
** offset per pair.  1e6 cells are 8 MB dense, and at most 64 MB of the
** hash that holds the pairs seen while fitting. */
#define BAYES_PAIRS_MAX_CELLS 1e6
/* Model-wide (the first member of a kind's pKindSt) */
typedef struct BayesPairs {
  BayesVocab voc;           /* (feature, category) keys */
  int *aNK;                 /* per feature: its keys in voc */
  double s1, s2;            /* sum of aNK, of aNK^2 (the cell bound) */
  int *aStart;              /* nFeat+1, after finalize: keys of feature j
                            ** are aStart[j] .. aStart[j+1]-1 */
  const BayesModel *pMapSrc; int *aMap;   /* merge: source key -> ours */
  int nCutFeat;             /* option cuts: 0 (none), or nFeat lists */
  int *anCut, *aCutOff;     /* per feature: its cut count (-1: categorical)
                            ** and first cut in aCut (one allocation) */
  double *aCut;
  int nImpFeat;             /* option impute: 0 (none), or nFeat values */
  BayesCat *aImp;           /* per feature: what NULL stands for (eType
                            ** SQLITE_NULL: nothing); text in the block */
} BayesPairs;
/* Per class (BayesClass.pSt, made by bayes_pairs_new_class) */
typedef struct BayesPairsClass {
  BayesCounts cnt;          /* per key: weight of rows with it */
  double *aObs;             /* per feature: weight of rows where present */
  u64 *aHtKey; double *aHtVal; int nHt, nUsed;   /* pair -> weight */
} BayesPairsClass;
/* The dense layout bayes_pairs_finalize builds: pair (i<j), class y,
** category a of i, b of j (indices within the feature) at
** aCell[aOff[bayes_pairs_tri(d,i,j)] + (y*aV[i] + a)*aV[j] + b];
** aN1[y*nKey + k] the key counts, aObs[y*d + j] the observed weights. */
typedef struct BayesPairsTab {
  int nFeat, nClass, nKey;
  int *aV;                  /* per feature: categories seen */
  int *aK;                  /* per feature: categories counted in the
                            ** estimates, >= aV (the kinds' min_categories) */
  i64 *aOff, nCell;
  double *aCell, *aN1, *aObs;
} BayesPairsTab;
static inline i64 bayes_pairs_tri(int d, int i, int j){
  return (i64)i*(2*(i64)d - i - 1)/2 + (j - i - 1);
}
int  bayes_pairs_init(BayesPairs*);
void bayes_pairs_free(BayesPairs*);
void bayes_pairs_free_class(BayesPairsClass*);
void bayes_pairs_tab_free(BayesPairsTab*);
int  bayes_pairs_new_class(BayesModel*, BayesClass*);
/* Add (sign 1) or remove (sign -1) a row of class pC; mx is max_cells */
int  bayes_pairs_add(BayesModel*, BayesPairs*, BayesClass *pC,
                     const BayesRow*, double sign, double mx, BayesErr*);
int  bayes_pairs_merge(BayesModel*, BayesPairs*, BayesClass *pDst,
                       const BayesModel *pMSrc, const BayesClass *pSrc,
                       BayesErr*);
int  bayes_pairs_merge_model(BayesModel*, BayesPairs*, const BayesModel *pSrc,
                             double mx, BayesErr*);
int  bayes_pairs_finalize(BayesModel*, BayesPairs*, BayesPairsTab*,
                          double mx, BayesErr*);
int  bayes_pairs_write(const BayesModel*, const BayesPairs*, BayesBuf*);
int  bayes_pairs_read(BayesModel*, BayesPairs*, BayesReader*, BayesErr*);
/* Key index of feature j's category in a row (after finalize: within
** aStart[j]..aStart[j+1]-1), -1 if missing, -5 never seen, -2 no memory,
** -4 text in a numeric feature (bayes_pairs_text_error words it) */
int  bayes_pairs_row_key(const BayesPairs*, const BayesRow*, int j);
int  bayes_pairs_text_error(int j, BayesErr*);
/* The option cuts=[[...],null,...] (a kind's xSpecOption hands it over);
** numeric features are binned by them, each bin an INTEGER category 0..m */
int  bayes_pairs_spec_cuts(BayesPairs*, const char *z, int n, BayesErr*);
int  bayes_pairs_numeric(const BayesPairs*, int j);
/* 1 if two models of tan or aode have the same cuts (bayes_drift) */
int  bayes_pairs_same_cuts(const BayesModel*, const BayesModel*);
/* The option impute=[v,null,...]: what a missing value of each feature
** stands for, when fitting and scoring (Weka's ReplaceMissingValues) */
int  bayes_pairs_spec_impute(BayesPairs*, const char *z, int n, BayesErr*);
double bayes_pairs_bin_number(const BayesPairs*, int j, int b);
void bayes_pairs_key_json(const BayesPairs*, int k, BayesBuf*);
void bayes_pairs_key_cat(const BayesPairs*, int k, BayesCat*);
void bayes_pairs_info_categories(const BayesModel*, const BayesPairs*,
                                 BayesBuf*);
/* I(X_i; X_j | Y) in nats from the pair table */
double bayes_pairs_cmi(const BayesPairsTab*, int i, int j);
/* n(y, i = a, j = b) of the pair table, for i != j in either order
** (a, b: category indices within features i and j) */
static inline double bayes_pairs_n3(const BayesPairsTab *t, int y, int i,
                                    int a, int j, int b){
  if( i<j ){
    return t->aCell[t->aOff[bayes_pairs_tri(t->nFeat, i, j)]
                    + ((i64)y*t->aV[i] + a)*t->aV[j] + b];
  }
  return t->aCell[t->aOff[bayes_pairs_tri(t->nFeat, j, i)]
                  + ((i64)y*t->aV[j] + b)*t->aV[i] + a];
}
/* The BayesKind slots tan and aode share (their state is a BayesPairs) */
BayesPairs *bayes_pairs_state(BayesModel*);
int  bayes_pairs_x_new_class(BayesModel*, BayesClass*);
int  bayes_pairs_x_merge(BayesModel*, BayesClass *pDst, double nDstOld,
                         const BayesModel *pMSrc, const BayesClass *pSrc,
                         BayesErr*);
int  bayes_pairs_x_write(const BayesModel*, BayesBuf*);
int  bayes_pairs_x_read(BayesModel*, BayesReader*, int iVersion, BayesErr*);
void bayes_pairs_x_free_state(BayesModel*, BayesClass*);
int  bayes_pairs_x_spec_option(BayesModel*, const char *zKey, int nKey,
                               const char *zVal, int nVal, BayesErr*);

/**************************************************************************
** kinds/<name>.c — one file per kind, each defining the BayesKind
** bayes_kind_<name> of its line in kinds.h (the interface: kind.h; the
** table of kinds: kinds/registry.c's section below).
*/

/**************************************************************************
** core/model.c — the generic model: labels, classes, models, the kind
** interface and the table of kinds, the generic part of the model BLOB.
*/

struct BayesLabel {
  int eType;          /* SQLITE_INTEGER, SQLITE_FLOAT or SQLITE_TEXT */
  i64 i;              /* value if INTEGER */
  double r;           /* value if FLOAT */
  char *z; int n;     /* value if TEXT (owned, NUL-terminated) */
};
/* Compare as SQLite does: numbers before text, numbers by value, text by
** bytes (BINARY collation). */
int bayes_label_cmp(const BayesLabel*, const BayesLabel*);

struct BayesClass {
  BayesLabel label;
  double n;             /* rows of this class (weight) */
  void *pSt;            /* kind-owned sufficient statistics */
  void *pFit;           /* kind-owned scoring parameters (xFinalize) */
};

/* A span of a kept BLOB (BayesModel.aPiece): bytes iOff..iOff+n are at p */
struct BayesBlobPiece { i64 iOff; i64 n; const u8 *p; };
struct BayesModel {
  const BayesKind *pKind;
  double aOpt[BAYES_MAX_OPTS];  /* kind options, in pKind->aOpt order */
  double *aVec[BAYES_MAX_OPTS]; /* per-feature values of a BAYES_OPT_VECTOR
                                ** option given as a list (else NULL) */
  int anVec[BAYES_MAX_OPTS];    /* their lengths (nFeat once rows came) */
  int ePriors;                  /* BAYES_PRIORS_* */
  int nPrior; BayesPrior *aPrior;  /* explicit priors (BAYES_PRIORS_GIVEN) */
  double priorAlpha;            /* pseudo-count per class (BAYES_PRIORS_FIT):
                                ** p(y) = (n_y + a) / (n + a K), the MAP
                                ** estimate under a symmetric Dirichlet */
  int nFeat;                    /* positional features; -1 until known */
  int nClass;
  int nClassAlloc;              /* slots allocated in apClass */
  BayesClass **apClass;         /* sorted by label once finalized */
  int nHash; BayesClass **apHash;  /* open addressing, label -> class */
  void *pKindSt;                /* kind-owned model-wide state */
  void *pKindFit;               /* kind-owned model-wide scoring params */
  double *aLogPrior;            /* nClass, set by bayes_model_finalize */
  double *aScorePrior;          /* the log prior scoring adds: aLogPrior,
                                ** or zeros for a BAYES_KIND_UNSCORED_FIT_PRIOR
                                ** kind with priors=fit (in aLogPrior's
                                ** block) */
  double nRow;                  /* total rows */
  int bFinal;                   /* finalized and ready to score */
  int nRef;                     /* references (cache, auxdata) */
  int bView;                    /* a view: its classes are another model's
                                ** (bayes_model_new_view) */
  /* for the cache: the BLOB this model was parsed from, nBlob bytes,
  ** contiguous in aBlob, or (a model parsed by bayes_model_parse_keep)
  ** in pieces, aPiece: spans that the kind's own arrays hold byte for
  ** byte, and the gaps between them in one copy (aGap); read them through
  ** bayes_model_blob_* (issue 38: the first use copies each byte once) */
  u8 *aBlob; i64 nBlob;
  BayesBlobPiece *aPiece; int nPiece;
  u8 *aGap;
  const u8 *aKeepSrc;           /* while bayes_model_parse_keep parses: the
                                ** bytes parsed (bayes_model_keep_f64s) */
  int nPieceAlloc;
  int bKeepFail;                /* a span could not be noted: copy whole */
  BayesCalib *pCalib;           /* calibration section (format version 3),
                                ** or NULL; owned (freed with the model) */
  BayesNames *pNames;           /* feature names (format version 4), or
                                ** NULL; owned */
  u8 *aSeen;                    /* nFeat BAYES_SEEN_* (names.c), or NULL */
  int eFit;                     /* which BLOB this model writes carry a fit
                                ** section (format version 5): BAYES_FIT_*,
                                ** set by the writer (0 unless it says) */
  BayesPool *pPool;             /* while a fit adds rows: the statement's
                                ** worker threads (core/pool.c), which the
                                ** kinds' folds may use; set and cleared by
                                ** sql/fit.c, not owned; else NULL */
};
/* BayesModel.eFit: the fit section (lda's and qda's stored factors) is
** written where it pays (docs/format.md, "The fit section"), the kind
** deciding in xHasFit:
**   KEEP  only a fit taken unchanged from the section of the BLOB the
**         model was read from (writing it costs nothing): window frames,
**         merges, calibration, and every other writer by default;
**   AUTO  the end of bayes_fit, bayes_fit_weighted, bayes_fit_query, and
**         bayes_with: also a fit that costs no more to derive than the
**         fit's own pass did (lda: d <= complete rows; qda: always, its
**         factors are made when it is finalized);
**   ON    bayes_with(m, 'factors=1'): always, deriving it if need be;
**   OFF   bayes_with(m, 'factors=0'): never. */
#define BAYES_FIT_KEEP 0
#define BAYES_FIT_AUTO 1
#define BAYES_FIT_ON   2
#define BAYES_FIT_OFF  3

/* The BayesKind interface: ext/kind.h, all a kind author reads */
#include "kind.h"
/* How the generic model finds a kind by name (a spec) or by id (a BLOB):
** the table is registry.c's, above every kind, so model.c is handed these
** by the caller and never names a kind itself. */
typedef const BayesKind *(*BayesKindByName)(const char *z, int n);
typedef const BayesKind *(*BayesKindById)(int iId);


BayesModel *bayes_model_new(const BayesKind*);
void bayes_model_ref(BayesModel*);
void bayes_model_unref(BayesModel*);   /* frees at zero */
/* Find the class of a label value, creating it if bCreate. *ppC is NULL
** if absent and !bCreate. */
int bayes_model_class(BayesModel*, sqlite3_value *pLabel, int bCreate,
                      BayesClass **ppC, BayesErr*);
/* Class index of a label value (for bayes_sample); -1 if none */
int bayes_model_class_index(const BayesModel*, sqlite3_value *pLabel);
int bayes_model_add(BayesModel*, BayesClass*, const BayesRow*, BayesErr*);
int bayes_model_remove(BayesModel*, BayesClass*, const BayesRow*, BayesErr*);
/* Release what model.c holds for a kind: the scoring parameters of every
** class and of the model (before a re-finalize), or one class's pFit and
** pSt, through the kind's xFreeFit / xFreeState hooks. */
void bayes_model_free_fit(BayesModel*);
void bayes_model_free_class_state(BayesModel*, BayesClass*);
/* Views: a model of kind pK whose classes are embedded in another model's
** class state (kinds/naive_bayes.c's sub-models).  bayes_model_view_sync
** points the view's classes, in pM's order, at xClass(pM's class, pArg),
** with pM's labels (shared) and counts; bayes_model_view_count copies one
** class's count and the row total after a row was added or removed.  The
** view owns its kind's state in those classes: its owner releases it with
** bayes_model_free_class_state(view, class) before the class goes, and
** bayes_model_unref(view) leaves the classes alone. */
BayesModel *bayes_model_new_view(const BayesKind *pK);
int bayes_model_view_sync(BayesModel *pS, const BayesModel *pM,
                          BayesClass *(*xClass)(BayesClass*, void*),
                          void *pArg);
/* What bayes_model_view_sync would make of view pS, without changing pS
** or any class (writing a model, which may be shared, must not): *pTmp a
** shallow copy of pS whose classes are copies of xClass's, in pM's order,
** with pM's labels and counts.  Read it only; sqlite3_free(*ppFree) after.
** SQLITE_OK or SQLITE_NOMEM. */
int bayes_model_view_copy(BayesModel *pTmp, const BayesModel *pS,
                          const BayesModel *pM,
                          BayesClass *(*xClass)(BayesClass*, void*),
                          void *pArg, void **ppFree);
void bayes_model_view_count(BayesModel *pS, BayesClass *pSub,
                            const BayesModel *pM, const BayesClass *pC);
/* A new, empty model from spec string zSpec ("kind key=value ..."), its
** kind found by xByName (registry.c's bayes_model_from_spec passes it) */
int bayes_model_from_spec_in(const char *zSpec, BayesKindByName xByName,
                             BayesModel **ppM, BayesErr*);
/* Fold pSrc into pDst: same kind, options and feature count. */
int bayes_model_merge(BayesModel *pDst, const BayesModel *pSrc, BayesErr*);
/* Sort classes, compute priors and kind parameters. */
int bayes_model_finalize(BayesModel*, BayesErr*);
/* The format version a model is written in, the lowest that holds it
** (docs/format.md, Compatibility): 2 if an option is given one value per
** feature (the option vectors), else 1; 3 if the model has a calibration
** section, around an inner version (1 or 2, by the same rule) stored in
** *piInner when piInner is not 0; 4 if it has feature names, around the
** version it has without them. */
int bayes_model_format_version(const BayesModel*, int *piInner);
/* Serialize (skipping classes with no rows) into a fresh BLOB, in one walk
** down: the header, options, priors, classes, the kind's xWrite, the
** calibration sections, then length and checksum. */
int bayes_model_serialize(BayesModel*, BayesBuf*, BayesErr*);
/* Parse and validate a BLOB into a finalized model, its kind found by
** xById (registry.c's bayes_model_parse passes it) */
int bayes_model_parse_in(const u8 *a, i64 n, BayesKindById xById,
                         BayesModel **ppM, BayesErr*);
/* The same, and the model keeps the BLOB's bytes (nBlob, and the bytes
** for bayes_model_blob_*; sql/cache.c compares later arguments with
** them): the spans its kind noted while reading (bayes_model_keep_f64s)
** are its own arrays, the rest one copy.  Such a model is never changed
** after (the noted arrays are the bytes). */
int bayes_model_parse_keep(const u8 *a, i64 n, BayesKindById xById,
                           BayesModel **ppM, BayesErr*);
/* A kind's xRead, xReadFit or xFinalize during bayes_model_parse_keep:
** aSrc (n doubles of the BLOB parsed, as bayes_get_f64s read them from
** there) is held byte for byte by aKept, which the model keeps unchanged
** until it is freed; a no-op in any other parse, on a host whose doubles
** are not the BLOB's bytes, or for spans out of order or too small to
** pay.  Spans are noted in increasing order of aSrc. */
void bayes_model_keep_f64s(BayesModel*, const u8 *aSrc, const double *aKept,
                           i64 n);
/* The kept BLOB (nBlob bytes): 0 if bytes iOff..iOff+n of it equal a */
int bayes_model_blob_cmp(const BayesModel*, i64 iOff, const u8 *a, i64 n);
/* 1 if two models keep the same BLOB */
int bayes_model_blob_same(const BayesModel*, const BayesModel*);
/* The kept BLOB as contiguous bytes: aBlob, or a copy in *paFree (the
** caller sqlite3_frees it); NULL when out of memory */
const u8 *bayes_model_blob_bytes(const BayesModel*, u8 **paFree);

/**************************************************************************
** kinds/blend.c — the kind blend: a model made of fitted models and their
** weights (docs/format.md "The blend section").  Scores sum_i w_i p_i(y|x)
** with the weights normalized as bayes_blend does.
*/

#define BAYES_BLEND_MAX_MEMBERS 64
/* The BLOB of the blend of models apM[0..nM) (each parsed from its BLOB,
** pM->aBlob, which the blend keeps verbatim) with weights aW (finite,
** >= 0, not all 0: the caller checks) into pB (initialized here).  Checks
** that the members score the same features (count, input mode, names)
** and that none is a blend. */
int bayes_blend_build(BayesModel *const *apM, const double *aW, int nM,
                      BayesBuf *pB, BayesErr*);
/* 1 if pM is a blend */
int bayes_blend_is(const BayesModel *pM);
/* 1 if pM is a blend whose members read their features in different ways
** (numbers, terms, categories): score.c's decode step then decodes the
** arguments once per member, into bayes_blend_member_row(pM, i, &pMem)
** (scratch inside the blend, read by the xScore that follows at once),
** i < bayes_blend_count(pM). */
int bayes_blend_mixed(const BayesModel *pM);
int bayes_blend_count(const BayesModel *pM);
BayesRow *bayes_blend_member_row(const BayesModel *pM, int i,
                                 const BayesModel **ppMember);

/**************************************************************************
** kinds/registry.c — the one table of kinds (from kinds.h), above every kind:
** lookup by name and by BLOB id, and the two entry points that need it.
** The kind table is the one allowed circle (kinds/naive_bayes.c finds its
** sub-models' kinds here).
*/

#define BAYES_KIND(ID, NAME) extern const BayesKind bayes_kind_##NAME;
#include "kinds.h"
#undef BAYES_KIND
extern const BayesKind bayes_kind_blend;   /* kinds/blend.c: by id only */
const BayesKind *bayes_kind_by_name(const char *z, int n);
const BayesKind *bayes_kind_by_id(int iId);
/* A new, empty model from spec string zSpec ("kind key=value ..."). */
int bayes_model_from_spec(const char *zSpec, BayesModel **ppM, BayesErr*);
/* Parse and validate a BLOB into a finalized model. */
int bayes_model_parse(const u8 *a, i64 n, BayesModel **ppM, BayesErr*);

/**************************************************************************
** sql/cache.c — the per-connection state: parsed models cached by their
** BLOB, the scoring scratch; resolving a model argument (BLOB or name).
*/

/* The model cache's byte budget per connection: parsed models are kept,
** least recently used evicted first, while their cost (cache.c: the BLOB's
** bytes twice, for its copy and the parsed parameters, plus 256) stays
** within it.  The most recently used model is kept even when larger. */
#define BAYES_CACHE_BYTES   ((i64)64*1024*1024)
/* The lookup by name compares a stored BLOB with a cached one in chunks of
** this many bytes (read with sqlite3_blob_read) */
#define BAYES_CACHE_CMP_CHUNK  65536
#define BAYES_CACHE_ROWS       4    /* rows remembered per cached model */

/* One cached model: in the LRU list and in a hash chain (cache.c) */
typedef struct BayesCacheEntry BayesCacheEntry;
struct BayesCacheEntry {
  BayesModel *pM;              /* holds one reference */
  u32 h;                       /* hash of the BLOB's length and header */
  i64 nCost;                   /* bytes counted against the budget */
  BayesCacheEntry *pNewer, *pOlder;   /* LRU list */
  BayesCacheEntry *pHashNext;
  /* The lookup by name (cache.c, cacheModelForRow): this model's bytes
  ** were compared with row aRow[i].iRow of bayes_model_versions in schema
  ** aRow[i].iDb (1 temp, 2 main; 0 an empty slot) when that database's
  ** data version (SQLITE_FCNTL_DATA_VERSION) was aRow[i].uVer; a few
  ** slots, for one model deployed under several names */
  struct BayesCacheRow { int iDb; i64 iRow; unsigned int uVer; }
    aRow[BAYES_CACHE_ROWS];
  int iRowNext;                /* the slot the next record replaces */
};

struct BayesConn {
  int nRef;                    /* one per registered function */
  sqlite3 *db;
  /* parsed models, by BLOB (cache.c) */
  BayesCacheEntry *pNewest, *pOldest;
  BayesCacheEntry **apHash; int nHash; int nEntry;
  i64 nCacheBytes;             /* sum of the entries' nCost */
  BayesRow row;                /* scratch for scoring */
  double *aLL; int nLLAlloc;   /* scratch log-likelihoods */
  i64 nParse, nCacheHit, nAuxHit;   /* counters for bayes_cache_stats() */
  /* lookups by name: answered from the row's header alone, and those that
  ** compared the stored bytes (the database changed since the last) */
  i64 nNameFast, nNameCompare;
  /* models found in the process-wide cache (cache.c): another connection
  ** of this process parsed them */
  i64 nShared;
  u8 *aCmpBuf;                 /* BAYES_CACHE_CMP_CHUNK bytes, or 0 */
  /* Where auxdata does not stick (a scalar subquery, a joined column) the
  ** cost of setting it on every row is skipped: pAuxCtx is the call site
  ** that last missed, nAuxMiss its consecutive misses (cache.c). */
  sqlite3_context *pAuxCtx; i64 nAuxMiss;
  /* SQL this extension is running on the connection, nested: lookups by
  ** name, bayes_scores' query, bayes_fit_query's query.  A query that
  ** reads a view calling them again would recurse until the stack
  ** overflows; bayes_conn_nest_enter stops it at BAYES_MAX_NEST (cache.c). */
  int nNest;
  /* bayes_tokens: the last bag it wrote (its text and its distinct
  ** tokens, vocab.c), which row.pBag points to and features.c reuses, and
  ** the token scratch */
  BayesBag tokBag;
  BayesBuf tokBuf;
  /* bayes_threads(N): the threads one statement may use (sql/threads.c);
  ** 0 until set: BAYES_THREADS_DEFAULT */
  int nThreads;
};
/* 1 (with the error in pErr) if v is TEXT that starts with a model's magic
** "BAYS" and a control byte: a model BLOB that became TEXT.  iArg is the
** 1-based SQL position, for the message. */
int bayes_cache_text_check(sqlite3_value *v, int iArg, BayesErr *pErr);
/* Resolve argument pArg (BLOB or name) of a scoring function to a model.
** The returned model stays valid for the rest of this call. */
BayesModel *bayes_cache_resolve(sqlite3_context*, BayesConn*, int iArg,
                                sqlite3_value *pArg, const char *zFunc);
/* A connection's state, with one reference (the caller's); each function
** registered with it holds another, dropped by bayes_conn_release, which
** frees it with the last. */
BayesConn *bayes_conn_new(sqlite3*);
void bayes_conn_release(void*);
/* Around every sqlite3_step of SQL the extension runs on the connection:
** enter is 0, or SQLITE_ERROR with pErr set (no prefix) when that SQL
** already nests BAYES_MAX_NEST deep; leave after each successful enter. */
#define BAYES_MAX_NEST 8
int  bayes_conn_nest_enter(BayesConn*, BayesErr*);
void bayes_conn_nest_leave(BayesConn*);
/* Where zMsg (an inner statement's error) holds enter's message, that
** message without the inner function names in front of it; else 0: the
** caller passes it on as it is, not wrapped once per level. */
const char *bayes_conn_nest_error(const char *zMsg);
/* A model argument outside a function call (the table-valued functions of
** vtab.c): BLOB or name, through the same cache; the caller owns a
** reference (bayes_model_unref).  0 on error, *pErr without a prefix. */
BayesModel *bayes_cache_model(BayesConn*, int iArg, sqlite3_value*, BayesErr*);
void bayes_cache_stats_func(sqlite3_context*, int, sqlite3_value**);
/* bayes_model_error(model): NULL, or why model is not a model BLOB */
void bayes_model_error_func(sqlite3_context*, int, sqlite3_value**);

/**************************************************************************
** sql/metrics.c — bayes_metrics(actual, predicted_or_proba): an aggregate and
** window function returning JSON (accuracy, per-class precision, recall
** and F1, confusion matrix; with bayes_proba objects also log loss, Brier
** score and ROC AUC).
*/

void bayes_metrics_step(sqlite3_context*, int, sqlite3_value**);
void bayes_metrics_inverse(sqlite3_context*, int, sqlite3_value**);
void bayes_metrics_value(sqlite3_context*);
void bayes_metrics_final(sqlite3_context*);

/**************************************************************************
** sql/fit.c — the fitting aggregates bayes_fit (also a window function)
** and bayes_merge.
*/

void bayes_fit_step(sqlite3_context*, int, sqlite3_value**);
void bayes_fit_inverse(sqlite3_context*, int, sqlite3_value**);
void bayes_fit_value(sqlite3_context*);
void bayes_fit_final(sqlite3_context*);
void bayes_fit_weighted_step(sqlite3_context*, int, sqlite3_value**);
void bayes_fit_weighted_inverse(sqlite3_context*, int, sqlite3_value**);
void bayes_fit_weighted_value(sqlite3_context*);
void bayes_fit_weighted_final(sqlite3_context*);
void bayes_merge_step(sqlite3_context*, int, sqlite3_value**);
void bayes_merge_final(sqlite3_context*);

/* A fit in progress (the aggregates' context; bayes_fit_query's too) */
typedef struct BayesFit {
  BayesModel *pM;       /* accumulating model; NULL before the first row */
  BayesRow row;         /* decoding scratch, reused row to row */
  char *zSpec;          /* spec text of the first row */
  i64 nStep;            /* rows stepped (for the no-rows message) */
  i64 nNoWeight;        /* of which weight NULL or 0 */
  BayesPool *pPool;     /* the statement's worker threads (bayes_threads),
                        ** lent to pM while it fits; NULL: one thread */
  int bNoPool;          /* the connection asked for one thread (or none
                        ** could be had): do not ask again */
} BayesFit;
/* One row (argv: spec, label, [weight,] features; nPre 2, or 3 weighted)
** into p; an error is set on ctx, prefixed zFunc, and returned nonzero */
int bayes_fit_row(sqlite3_context *ctx, BayesFit *p, int argc,
                  sqlite3_value **argv, int nPre, const char *zFunc);
/* The model BLOB of p as ctx's result (or the no-rows error); frees p's
** contents (bayes_fit_clear) */
void bayes_fit_finish(sqlite3_context *ctx, BayesFit *p, int nPre,
                      const char *zFunc);
void bayes_fit_clear(BayesFit *p);

/**************************************************************************
** sql/fit_query.c — bayes_fit_query(spec, sql) and
** bayes_fit_weighted_query(spec, sql): the model bayes_fit (or
** bayes_fit_weighted) gives over the rows of a read-only query on the same
** connection, its columns the aggregate's arguments after the spec.
*/

void bayes_fit_query_func(sqlite3_context*, int, sqlite3_value**);
void bayes_fit_weighted_query_func(sqlite3_context*, int, sqlite3_value**);

/**************************************************************************
** sql/with.c — bayes_with(model, options): a fitted model with other options
** (those applied when finalizing; spec.c's BAYES_OPT_STATS ones cannot
** change), re-finalized from its sufficient statistics: the BLOB a refit
** with those options writes.
*/

void bayes_with_func(sqlite3_context*, int, sqlite3_value**);

/**************************************************************************
** sql/score.c — the scalar functions of a fitted model: those of (model,
** feature, ...), behind one score-a-row sequence (resolve the model,
** decode the row, check its feature count, score), and bayes_sample and
** bayes_info.
*/

void bayes_predict_func(sqlite3_context*, int, sqlite3_value**);
void bayes_proba_func(sqlite3_context*, int, sqlite3_value**);
void bayes_log_proba_func(sqlite3_context*, int, sqlite3_value**);
void bayes_evidence_func(sqlite3_context*, int, sqlite3_value**);
void bayes_sample_func(sqlite3_context*, int, sqlite3_value**);
void bayes_info_func(sqlite3_context*, int, sqlite3_value**);
void bayes_explain_func(sqlite3_context*, int, sqlite3_value**);
void bayes_explain_vs_func(sqlite3_context*, int, sqlite3_value**);
void bayes_transform_func(sqlite3_context*, int, sqlite3_value**);
void bayes_proba_raw_func(sqlite3_context*, int, sqlite3_value**);
void bayes_novelty_func(sqlite3_context*, int, sqlite3_value**);
/* For calibrate.c: the score-a-row sequence with the features from
** argv[iArg0] on; the raw (uncalibrated) log posteriors, and the
** evidence into *pEv.  The model is pKnown, or (pKnown 0) argument 1
** resolved.  0 after reporting an error for zFunc. */
double *bayes_score_raw(sqlite3_context*, int argc, sqlite3_value **argv,
                        int iArg0, const char *zFunc, const char *zUsage,
                        BayesModel *pKnown, BayesModel **ppM, double *pEv);
/* The score-a-row sequence in its steps, without a SQL function call
** around them (bayes_scores, vtab_scores.c, takes them too; errors in
** pErr without a prefix):
**   bayes_score_decode  decode argv[0..argc) (iArg0: the 1-based SQL
**                       position of argv[0], for messages) into pRow and
**                       check the feature count
**   bayes_score_joint   the kind's xScore, then bayes_score_prior
**   bayes_score_prior   add the scored log priors to log p(x|y), NaN as -Inf
**   bayes_score_finish  joint log likelihoods into log posteriors
**                       (calibrated unless bRaw; evidence into *pEv if not
**                       0); bPredict: only the argmax is needed
**   bayes_score_argmax  the predicted class of aLL
**   bayes_score_proba_json  bayes_proba's (bLog: bayes_log_proba's) JSON */
int  bayes_score_decode(const BayesModel*, BayesRow *pRow,
                        sqlite3_value **argv, int argc, int iArg0, BayesErr*);
int  bayes_score_joint(const BayesModel*, const BayesRow*, int eScore,
                       double *aLL, BayesErr*);
void bayes_score_prior(const BayesModel*, double *aLL);
void bayes_score_finish(const BayesModel*, double *aLL, int bPredict,
                        int bRaw, double *pEv);
int  bayes_score_argmax(const BayesModel*, const double *aLL);
void bayes_score_proba_json(BayesBuf*, const BayesModel*, const double *aLL,
                            int bLog);

/**************************************************************************
** sql/export.c — bayes_sql(model [, output [, columns]]): the model as one
** plain SQL expression that scores a row without the extension (the
** kinds' xSql, kind.h, and the log-sum-exp, label and JSON around them).
*/

void bayes_sql_func(sqlite3_context*, int, sqlite3_value**);

/**************************************************************************
** sql/calibrate.c — bayes_calibrate(model, method, label, feature, ...) and
** bayes_calibrate_proba(model, method, label, proba): aggregates that
** return the model with a calibration section; bayes_uncalibrated(model).
*/

void bayes_calibrate_step(sqlite3_context*, int, sqlite3_value**);
void bayes_calibrate_final(sqlite3_context*);
void bayes_calibrate_proba_step(sqlite3_context*, int, sqlite3_value**);
void bayes_calibrate_proba_final(sqlite3_context*);
void bayes_uncalibrated_func(sqlite3_context*, int, sqlite3_value**);

/**************************************************************************
** sql/vtab.c — the table-valued functions (eponymous-only virtual tables).
*/

/* Each is a
** BayesTvf: schema "CREATE TABLE x(visible..., arg1 HIDDEN, ...)" with the
** nCol visible columns first, then nArg hidden argument columns of which
** the first nArgMin are required; argument 1 is the model (BLOB or
** name), resolved before xStart into pCur->pM, unless mFlags has
** BAYES_TVF_SPEC (it is then a spec, and pM stays 0).  xStart sets up the first
** row (or bEof), xNext moves on (pCur->iRow already counts the row), and
** xColumn returns visible column i.  pState is sqlite3_free'd after xReset.
** An error sets *pErr; vtab.c puts the function name in front. */
#define BAYES_TVF_MAX_ARG 8
typedef struct BayesTvf BayesTvf;
typedef struct BayesTvfCursor BayesTvfCursor;
struct BayesTvfCursor {
  sqlite3_vtab_cursor base;
  const BayesTvf *pTvf;
  BayesConn *pConn;
  BayesModel *pM;                        /* argument 1, referenced */
  sqlite3_value *apArg[BAYES_TVF_MAX_ARG];  /* copies; NULL if absent */
  i64 iRow;                              /* 0-based row number */
  int bEof;
  i64 aI[4];                             /* small state for the function */
  void *pState;                          /* larger state (sqlite3_malloc) */
};
struct BayesTvf {
  const char *zName;          /* SQL name, also the prefix of messages */
  const char *zUsage;         /* e.g. "bayes_classes(model)" */
  const char *zSchema;
  int nCol, nArg, nArgMin;
  int (*xStart)(BayesTvfCursor*, BayesErr*);
  int (*xNext)(BayesTvfCursor*, BayesErr*);
  int (*xColumn)(BayesTvfCursor*, sqlite3_context*, int iCol);
  void (*xReset)(BayesTvfCursor*);       /* may be 0 */
  int mFlags;                 /* BAYES_TVF_* */
};
#define BAYES_TVF_DIRECTONLY 1  /* runs SQL text from an argument: the table
                                ** is SQLITE_VTAB_DIRECTONLY (security.md) */
#define BAYES_TVF_SPEC       2  /* argument 1 is a spec, not a model */
int  bayes_vtab_register(sqlite3*, BayesConn*, const BayesTvf*);
void bayes_vtab_result_label(sqlite3_context*, const BayesLabel*);
void bayes_vtab_result_count(sqlite3_context*, double);

/**************************************************************************
** sql/vtab_samples.c — bayes_samples(model, label, n, seed): n draws of
** bayes_sample.
*/

extern const BayesTvf bayes_vtab_samples;

/**************************************************************************
** sql/vtab_classes.c — bayes_classes(model): label, count, prior per class.
*/

extern const BayesTvf bayes_vtab_classes;

/**************************************************************************
** sql/vtab_params.c — bayes_params(model): one row per class and feature
** (BayesKind.xParams).
*/

extern const BayesTvf bayes_vtab_params;

/**************************************************************************
** sql/vtab_drift.c — bayes_drift(model_a, model_b): per feature and class, the
** divergences between two models of one kind (Jensen-Shannon, Hellinger,
** L-infinity, Gaussian KL both ways) and the prior shift, read through
** the kinds' xParams.
*/

extern const BayesTvf bayes_vtab_drift;
/* For lda and qda also per class the multivariate normals (Hellinger, KL
** both ways, Bhattacharyya), through BayesKind.xGaussian. */

/**************************************************************************
** sql/vtab_describe.c — bayes_describe(spec, query): the schema report, one
** row per column of the query: the family the spec's kind will choose and
** the rule that chose it, the column's statistics, core/warnings.c's
** warnings.
*/

extern const BayesTvf bayes_vtab_describe;

/**************************************************************************
** sql/vtab_scores.c — bayes_scores(model, query): key, label, proba and
** log_proba of every row of a query, scored in blocks.
*/

extern const BayesTvf bayes_vtab_scores;

/**************************************************************************
** sql/models_table.c — the model table, built in: bayes_models_install()
** creates, refreshes or upgrades the versioned model table from the SQL
** text compiled in (sql/bayes_models.sql is generated from it);
** bayes_metric_value(metrics, path), the innocuous accessor of its deploy
** trigger.  names: mt*
*/

void bayes_models_install_func(sqlite3_context*, int, sqlite3_value**);
void bayes_metric_value_func(sqlite3_context*, int, sqlite3_value**);

/**************************************************************************
** main.c — sqlite3_bayes_init, the one exported symbol: registers the
** SQL functions of its table and the table-valued functions.  It declares
** nothing here.
*/

#endif /* BAYES_INT_H */
