/*
** fuzz/fuzz_sql.c — libFuzzer target: sequences of SQL calls on valid but
** different models, in the manner of SQLite's dbsqlfuzz / fuzzcheck.
**
** Each input is a small program.  The harness opens an in-memory database
** (fuzzOpen: the extension compiled in, bayes_models), creates a fixed
** 16-row table `data` (TEXT labels 'a' to 'f': a model's labels do not mix
** numbers and TEXT; weights, numbers with a NULL, categories, text, and
** two columns on scales far apart: g puts class b 1e12 away from the
** others, h class c 2^32 away; feature lists 8 and 9 and the last specs
** of aSpec use them), and
** keeps a pool of at most FZ_POOL model
** BLOBs.  The input is read as a stream of operations, one opcode byte
** followed by its argument bytes (reading past the end gives 0 bytes):
**
**   FIT     spec, row mask (16 bits), flags: bayes_fit or bayes_fit_weighted
**           (weights w * a scale from a list that includes 0 and 1e160) of
**           one of the specs of aSpec (every kind; per-feature option lists
**           such as alpha=[1,0.5,2] (format version 2); lda n_components;
**           text through bayes_tokens; naive_bayes over mixed types) on
**           the chosen rows, in either order; the model goes to the pool
**   FITQ    spec, row mask, flags as FIT: the same rows through
**           bayes_fit_query / bayes_fit_weighted_query, whose BLOB (or
**           error message after the function's name) must be the
**           aggregate's exactly (opcode 15): the query's feature columns
**           are written +x, +y (the same values; a name that is the text
**           of an expression, and no declared type), so that the model is
**           not named; with flag 32 the model of the plain columns, its
**           features named after them, goes to the pool
**   WINDOW  the same as a window function with a random frame (ROWS or
**           GROUPS, n PRECEDING/FOLLOWING, UNBOUNDED, CURRENT ROW) and a
**           random ORDER BY; every frame's model is checked, the last one
**           goes to the pool
**   MERGE   bayes_merge of a random subset of the pool (with NULLs), in a
**           random order; the result goes to the pool
**   BLOB    a model given verbatim in the input (header length and CRC
**           fixed when the flag byte says so); the seed corpus holds real
**           models of every kind this way
**   POKE    a pool model with 8 bytes overwritten (an interesting double
**           or raw bytes) and its checksum fixed: crafted values reach the
**           body readers and, if they read, everything after them
**   SCORE   bayes_predict / _proba / _log_proba / _evidence / _explain /
**           _explain_vs / _transform of a pool model, on the data rows
**           (the model's own feature columns) or on mutated arguments of
**           every SQL type (NULL, integers, reals incl. huge, infinite and
**           subnormal, text, JSON, model BLOBs, float32 BLOBs, raw bytes)
**   TVF     bayes_params, bayes_classes, bayes_samples (mutated arguments)
**   SAMPLE  bayes_sample, bayes_info with mutated arguments
**   NAME    the model stored in bayes_models under a name, scored by name
**   METRICS bayes_metrics of predictions / probabilities, as an aggregate
**           and as a window; bayes_metrics, bayes_fold and bayes_tokens
**           on mutated arguments; bayes_blend of two pool models'
**           probabilities (their classes may differ), or of mutated
**           arguments
**   SCORES  bayes_scores of a pool model over a query of the data rows
**           (the model's own feature columns, another spec's, keys of
**           every type), or over a mutated query argument (opcode 16);
**           with flag 0x80, by name: the model's feature columns
**           permuted, one of them missing or renamed, extra columns
**           added, the key named by the third argument, and the same row
**           as a JSON object to the scalar functions (keys permuted,
**           missing, extra); a complete permutation must score exactly as
**           the columns in the model's order
**   HOSTILE a hostile database file (opcode 17): a builder connection
**           creates, from the input, a view v over bayes_scores(model,
**           query text) or calling bayes_fit_query or fz_directonly()
**           itself; bayes_model_versions / bayes_models as tables with a
**           good or a bad row (text, NULL, junk BLOB) or as views over
**           bayes_scores, v or fz_directonly(); a trigger on t that
**           scores, reads v or looks a model up by name.  Query texts
**           (fzQueryText) call fz_directonly(), read their own view,
**           nest bayes_scores and bayes_fit_query (quoted twice), look
**           'm' up by name, or are raw input bytes after SELECT.  The
**           file is serialized and deserialized as the main database of a
**           fresh victim connection, which runs innocent statements:
**           SELECT * FROM v, INSERT INTO t, bayes_predict('m', 0.5),
**           bayes_classes('m'), bayes_scores('m', ...)
**   RECURSE TEMP views of the victim (opcode 18; trusted, so SQLite lets
**           them call DIRECTONLY functions): w over bayes_scores or
**           bayes_fit_query / _weighted_query whose query text reads w
**           itself (unbounded recursion unless the extension limits the
**           nesting) or is one of fzQueryText's without fz_directonly
**   BLEND   bayes_blend_model of one to three pool models with interesting
**           weights (opcode 19); the stored blend goes to the pool
**   THREADS (bytes 0xff 0xa5; once an input) a temp table of 101 features (a JSON array), its
**           rows, scale, a missing and a far-out value from the input,
**           fitted by lda, qda or gaussian_nb (fit_query, weighted,
**           aggregate) and scored by bayes_scores with bayes_threads(1)
**           and with 2 to 4: the same BLOB byte for byte and the same
**           scores as text (issue 38; blocks big enough to be split)
**
** Oracles (a finding aborts, see fuzz.h for the shared ones):
**   - an error is SQLITE_NOMEM / SQLITE_TOOBIG, or SQLITE_ERROR whose message
**     starts with the name of a bayes SQL function and ": ";
**   - no REAL result is NaN; every JSON result is valid JSON;
**   - every probability (bayes_proba) is finite, in [0,1], and they sum to 1
**     within 1e-9; the log probabilities (bayes_log_proba) are <= 0, not
**     NaN, and their exponentials sum to 1 within 1e-9;
**   - bayes_sample, bayes_samples, bayes_transform and bayes_info return
**     only finite numbers;
**   - every BLOB a call returns reads back: bayes_info on it succeeds;
**   - explanations (fzCheckExplain, after every SCORE but bayes_transform,
**     on the same rows or arguments): log_odds = prior + baseline + the sum
**     of the contributions, and = log_proba[class] - log_proba[vs], within
**     1e-9 * (1 + |prior| + |baseline| + sum |contribution| + |log_odds| +
**     |evidence|) (docs/evaluate.md section 7);
**   - impossible rows (docs/functions.md): where bayes_evidence is -Inf,
**     bayes_proba is the prior column of bayes_classes (within 1e-9) and
**     the explanation is the prior alone (no feature parts, log_odds =
**     prior);
**   - the hostile file (HOSTILE, RECURSE): fz_directonly(), a test-only
**     SQLITE_DIRECTONLY function, is named only in the file's schema
**     (views, triggers, model tables, and the query texts of bayes_scores
**     and bayes_fit_query in them), never at top level or in TEMP objects;
**     if it ever runs, the file made a DIRECTONLY function run: a finding.
**     A victim statement may fail only with the extension's errors
**     ("bayes_...: ") or SQLite's refusal of the file's schema ("unsafe
**     use of ..."), or NOMEM / TOOBIG.  Unbounded recursion through
**     bayes_scores / bayes_fit_query is a stack overflow (ASan reports it);
**     with a nesting limit it is a "bayes_...: " error.
**
**   make build/fuzz/fuzz_sql && sh fuzz/run.sh 60 fuzz_sql
**   FUZZ_SQL_TRACE=1 build/fuzz/fuzz_sql INPUT     (prints each statement)
*/
#include "fuzz.h"

#define FZ_POOL   12        /* models kept at once */
#define FZ_MAXOP  48        /* operations per input */
#define FZ_MAXBLOB 65536    /* a BLOB given in the input */

/* ------------------------------------------------------------ input */
typedef struct Fz {
  const uint8_t *a; size_t n, i;
  sqlite3 *db;
  unsigned char *apPool[FZ_POOL];
  int anPool[FZ_POOL];
  int aiSpec[FZ_POOL];       /* index into aSpec, or -1: features unknown */
  int nPool;
  int bThreads;              /* THREADS ran (once an input) */
} Fz;

static unsigned fzByte(Fz *p){ return p->i<p->n ? p->a[p->i++] : 0; }
static unsigned fzU16(Fz *p){ unsigned x = fzByte(p); return x | (fzByte(p)<<8); }

/* ------------------------------------------------------------ the data */
static const char zSchema[] =
  "CREATE TABLE data(i INTEGER PRIMARY KEY, l, w REAL, x REAL, y REAL, "
  "  z REAL, c1, c2, t TEXT, g REAL, h REAL);"
  "INSERT INTO data VALUES"
  " (1,'a',1,1,0,2,'red',1,'buy cheap pills now',-0.1,0.9),"
  " (2,'b',2,0,3,1,'blue',2,'meeting moved to tuesday',1000000000001.5,0.5),"
  " (3,'c',0.5,5,5,5,'red',2,'cheap cheap win money',2.0,4294967298.5),"
  " (4,'d',1,2,1,NULL,'green',1,'lunch tomorrow usual place',0.3,NULL),"
  " (5,'e',3,1,4,0,'blue',3,'click the link now',1.9,-0.1),"
  " (6,'f',1,0,2,2,'red',1,'agenda for the meeting',1.0,1.0),"
  " (7,'a',0.25,2,1,0,'green',2,'win win win',0.3,-0.2),"
  " (8,'b',1,4,6,5,'blue',1,'see you at lunch',1000000000003.0,2.1),"
  " (9,'c',1.5,1,1,1,'red',3,'cheap money now',0.4,4294967296.5),"
  " (10,'a',1,0,1,1,'blue',2,'the usual agenda',0.5,0.5),"
  " (11,'b',4,3,0,2,'green',1,'pills and money',1000000000000.0,0.7),"
  " (12,'d',1,1,2,3,'red',2,'moved the lunch',0.9,1.4),"
  " (13,'a',2,2,2,2,'blue',3,'buy now click',0.8,0.8),"
  " (14,'c',1,0,0,1,'green',1,'tuesday meeting',0.0,4294967296.5),"
  " (15,'b',0.75,6,1,0,'red',2,'cheap lunch',1000000000000.5,-0.6),"
  " (16,'e',1,1,3,4,'blue',1,'money money money',1.4,1.9);";

/* Feature expressions over `data`, and the same count of ?N parameters */
static const char *const azFeat[] = {
  "x, y, z",                                  /* 0 numbers */
  "x",                                        /* 1 one number */
  "c1, c2",                                   /* 2 categories */
  "bayes_tokens(t)",                          /* 3 text */
  "x, bayes_tokens(t)",                       /* 4 a number and text */
  "x, c1, z, c2 % 2, bayes_tokens(t)",        /* 5 naive_bayes: mixed */
  "json_array(x, y, z)",                      /* 6 a JSON array */
  "x, y",                                     /* 7 two numbers */
  "x, g",                                     /* 8 class b 1e12 away */
  "y, g, h",                                  /* 9 and class c 2^32 away */
};
static const int anFeatArg[] = { 3, 1, 2, 1, 2, 5, 1, 2, 2, 3 };

static const struct { const char *zSpec; int iFeat; } aSpec[] = {
  { "gaussian_nb", 0 },
  { "gaussian_nb var_smoothing=0", 1 },
  { "gaussian_nb priors=uniform", 7 },
  { "gaussian_nb", 6 },
  { "gaussian_nb priors=a:0.3,b:0.2,c:0.2,d:0.1,e:0.1,f:0.1", 0 },
  { "gaussian_nb prior_alpha=1", 0 },
  { "multinomial_nb", 0 },
  { "multinomial_nb alpha=[1,0.5,2]", 0 },
  { "multinomial_nb alpha=0", 3 },
  { "multinomial_nb alpha_terms=0.3", 4 },
  { "complement_nb norm=1", 0 },
  { "complement_nb alpha=[0.5,1,2]", 0 },
  { "complement_nb", 3 },
  { "bernoulli_nb binarize=0.5", 0 },
  { "bernoulli_nb alpha=[1,0.5,2] binarize=1", 0 },
  { "bernoulli_nb", 3 },
  { "bernoulli_nb alpha_terms=auto", 4 },
  { "categorical_nb", 2 },
  { "categorical_nb alpha=[1,2] min_categories=[4,3]", 2 },
  { "categorical_nb alpha=0", 2 },
  { "lda", 0 },
  { "lda shrinkage=auto", 0 },
  { "lda n_components=1", 0 },
  { "lda shrinkage=0.5", 7 },
  { "qda", 7 },
  { "qda reg=0.1", 0 },
  { "naive_bayes", 5 },
  { "naive_bayes categorical=2 alpha=0 priors=uniform", 5 },
  { "naive_bayes categorical=2,4 bernoulli=3 binarize=0.5", 5 },
  { "naive_bayes", 0 },
  { "density_nb", 0 },
  { "density_nb numeric=kde kde_scale=0.5", 7 },
  { "naive_bayes numeric=discretize", 5 },
  { "naive_bayes numeric=kde weka_kde=1 kde_scale=2", 0 },
  { "density_nb numeric=weka_normal", 7 },
  { "naive_bayes numeric=weka_normal", 5 },
  { "lda n_components=1", 8 },
  { "lda", 9 },
  { "lda shrinkage=auto", 8 },
  { "gaussian_nb", 9 },
  { "qda", 8 },
  { "density_nb", 8 },
  { "naive_bayes", 9 },
  { "multinomial_nb", 8 },
  { "tan", 2 },
  { "aode freq_limit=2 m=1", 2 },
  { "tan alpha=1 cuts=[[1.5],[2],[0.5,3]]", 0 },
  { "aode cuts=[[1],[1,3],[]]", 0 },
  { "tan impute=[\"red\",2] min_categories=[4,0]", 2 },
};
#define FZ_NSPEC ((int)(sizeof(aSpec)/sizeof(aSpec[0])))

static const double aWScale[] = { 1, 0.5, 3, 1e-3, 0, 1e6, 2.5, 1e-8 };

/* ------------------------------------------------------------ oracles */
/* The parameters of the statement fzRun is running, printed with a
** finding so that it can be reproduced in the sqlite3 shell */
static const FuzzVal *fzCurVal = 0;
static int fzCurN = 0;
static void fzPrintParams(void){
  int i, k;
  for(i=0; i<fzCurN; i++){
    const FuzzVal *v = &fzCurVal[i];
    fprintf(stderr, "  ?%d = ", i+1);
    switch( v->eType ){
      case SQLITE_INTEGER: fprintf(stderr, "%lld\n", (long long)v->i); break;
      case SQLITE_FLOAT: fprintf(stderr, "%.17g\n", v->r); break;
      case SQLITE_TEXT: fprintf(stderr, "'%.*s'\n", v->n, (const char*)v->p); break;
      case SQLITE_BLOB:
        fprintf(stderr, "x'");
        for(k=0; k<v->n; k++) fprintf(stderr, "%02x", ((const unsigned char*)v->p)[k]);
        fprintf(stderr, "'\n");
        break;
      default: fprintf(stderr, "NULL\n"); break;
    }
  }
}
static void fzFail(const char *zSql, const char *zWhat, const char *zDetail){
  fuzzFail(zSql, zWhat, zDetail);       /* fuzzOnFail prints the parameters */
}

/* Is zMsg "bayes_<name>: ..."? */
static int fzBayesMsg(const char *zMsg){
  int k = 6;
  if( strncmp(zMsg, "bayes_", 6)!=0 ) return 0;
  while( (zMsg[k]>='a' && zMsg[k]<='z') || zMsg[k]=='_' ) k++;
  return k>6 && zMsg[k]==':' && zMsg[k+1]==' ';
}
static void fzCheckError(sqlite3 *db, const char *zSql, int rc){
  rc &= 0xff;
  if( rc==SQLITE_NOMEM || rc==SQLITE_TOOBIG ) return;
  if( rc!=SQLITE_ERROR ) fzFail(zSql, "unexpected result code", sqlite3_errstr(rc));
  if( !fzBayesMsg(sqlite3_errmsg(db)) ){
    fzFail(zSql, "error message does not start with the name of a bayes "
           "function", sqlite3_errmsg(db));
  }
}

static sqlite3_stmt *fzPrepare(sqlite3 *db, const char *zSql){
  sqlite3_stmt *pStmt = 0;
  int rc = sqlite3_prepare_v2(db, zSql, -1, &pStmt, 0);
  if( rc!=SQLITE_OK ){
    if( (rc&0xff)==SQLITE_NOMEM ) return 0;
    fzFail(zSql, "the harness's SQL does not prepare", sqlite3_errmsg(db));
  }
  return pStmt;
}

/* Oracle: a BLOB a call returned reads back, and what bayes_info says of
** it is valid JSON without +Inf (a log probability may be -Inf, written
** -9e999: multinomial_nb alpha=0 documents it). */
static void fzCheckBlob(sqlite3 *db, const char *zSql, const void *p, int n){
  sqlite3_stmt *pS = fzPrepare(db,
    "SELECT json_valid(j), (SELECT count(*) FROM json_tree(j) WHERE "
    "type IN ('real','integer') AND atom>1.7976931348623157e308), j "
    "FROM (SELECT bayes_info(?1) AS j)");
  int rc;
  if( pS==0 ) return;
  sqlite3_bind_blob(pS, 1, p, n, SQLITE_STATIC);
  rc = sqlite3_step(pS);
  if( rc==SQLITE_ROW ){
    if( sqlite3_column_int(pS, 0)!=1 ){
      fzFail(zSql, "bayes_info of a returned BLOB is not valid JSON", 0);
    }
    if( sqlite3_column_int(pS, 1)!=0 ){
      fzFail(zSql, "bayes_info of a returned BLOB has +Inf",
             (const char*)sqlite3_column_text(pS, 2));
    }
  }else if( (rc&0xff)!=SQLITE_NOMEM && (rc&0xff)!=SQLITE_TOOBIG ){
    const char *zMsg = sqlite3_errmsg(db);
    fzFail(zSql, "a BLOB returned by a call does not read back", zMsg);
  }
  sqlite3_finalize(pS);
}

/* Oracle: every number in a JSON result is finite (bNegInf: or -Inf) */
static void fzCheckFinite(sqlite3 *db, const char *zSql, const char *zJson,
                          int bNegInf){
  sqlite3_stmt *pS = fzPrepare(db, bNegInf ?
    "SELECT json_valid(?1), (SELECT count(*) FROM json_tree(?1) WHERE "
    "type IN ('real','integer') AND atom>1.7976931348623157e308)" :
    "SELECT json_valid(?1), (SELECT count(*) FROM json_tree(?1) WHERE "
    "type IN ('real','integer') AND abs(atom)>1.7976931348623157e308)");
  if( pS==0 ) return;
  sqlite3_bind_text(pS, 1, zJson, -1, SQLITE_STATIC);
  if( sqlite3_step(pS)==SQLITE_ROW ){
    if( sqlite3_column_int(pS, 0)!=1 ) fzFail(zSql, "result is not valid JSON", zJson);
    if( sqlite3_column_int(pS, 1)!=0 ) fzFail(zSql, "result has an infinite number", zJson);
  }
  sqlite3_finalize(pS);
}

static void fzCheckJson(sqlite3 *db, const char *zSql, const char *zJson){
  sqlite3_stmt *pS = fzPrepare(db, "SELECT json_valid(?1)");
  if( pS==0 ) return;
  sqlite3_bind_text(pS, 1, zJson, -1, SQLITE_STATIC);
  if( sqlite3_step(pS)==SQLITE_ROW && sqlite3_column_int(pS, 0)!=1 ){
    fzFail(zSql, "result is not valid JSON", zJson);
  }
  sqlite3_finalize(pS);
}

/* Run zSql with aVal bound.  Each result column is checked by its name:
**   b_...  a BLOB that must read back (fzCheckBlob); the last non-NULL one
**          is copied to *ppOut / *pnOut when those are given
**   p_...  bayes_proba JSON          lp_... bayes_log_proba JSON
**   f_...  JSON with finite numbers   j_... valid JSON
**   i_...  bayes_info JSON: finite numbers or -Inf (a log probability)
** and no REAL may be NaN.  Returns SQLITE_OK or the (checked) error. */
static int fzRun(Fz *p, const char *zSql, const FuzzVal *aVal, int nVal,
                 unsigned char **ppOut, int *pnOut){
  sqlite3 *db = p->db;
  sqlite3_stmt *pStmt = fzPrepare(db, zSql);
  int rc, i, nRow = 0;
  if( ppOut ){ *ppOut = 0; *pnOut = 0; }
  if( pStmt==0 ) return SQLITE_NOMEM;
  fuzzBind(pStmt, aVal, nVal);
  fzCurVal = aVal; fzCurN = nVal;
  while( (rc = sqlite3_step(pStmt))==SQLITE_ROW && nRow++<200 ){
    int nCol = sqlite3_column_count(pStmt);
    for(i=0; i<nCol; i++){
      int eType = sqlite3_column_type(pStmt, i);
      const char *zName = sqlite3_column_name(pStmt, i);
      if( eType==SQLITE_NULL || zName==0 ) continue;
      if( eType==SQLITE_FLOAT && isnan(sqlite3_column_double(pStmt, i)) ){
        fzFail(zSql, "a REAL result is NaN", zName);
      }
      if( zName[0]=='b' && zName[1]=='_' ){
        int n;
        const void *pB;
        if( eType!=SQLITE_BLOB ) fzFail(zSql, "a model is not a BLOB", zName);
        pB = sqlite3_column_blob(pStmt, i);
        n = sqlite3_column_bytes(pStmt, i);
        fzCheckBlob(db, zSql, pB, n);
        if( ppOut && n>0 ){
          sqlite3_free(*ppOut);
          *ppOut = sqlite3_malloc(n);
          if( *ppOut ){ memcpy(*ppOut, pB, n); *pnOut = n; }
        }
      }else if( zName[0]=='p' && zName[1]=='_' ){
        fuzzCheckProba(db, zSql, (const char*)sqlite3_column_text(pStmt, i), 0);
      }else if( zName[0]=='l' && zName[1]=='p' && zName[2]=='_' ){
        fuzzCheckProba(db, zSql, (const char*)sqlite3_column_text(pStmt, i), 1);
      }else if( zName[0]=='f' && zName[1]=='_' ){
        fzCheckFinite(db, zSql, (const char*)sqlite3_column_text(pStmt, i), 0);
      }else if( zName[0]=='i' && zName[1]=='_' ){
        fzCheckFinite(db, zSql, (const char*)sqlite3_column_text(pStmt, i), 1);
      }else if( zName[0]=='j' && zName[1]=='_' ){
        fzCheckJson(db, zSql, (const char*)sqlite3_column_text(pStmt, i));
      }
    }
  }
  if( rc==SQLITE_ROW ) rc = SQLITE_DONE;     /* stopped after 200 rows */
  if( getenv("FUZZ_SQL_TRACE") ){             /* to read what an input does */
    fprintf(stderr, "%s -- %d row(s), %s\n", zSql, nRow,
            rc==SQLITE_DONE ? "ok" : sqlite3_errmsg(db));

  }
  if( rc!=SQLITE_DONE ){
    fzCheckError(db, zSql, rc);
  }else{
    rc = SQLITE_OK;
  }
  sqlite3_finalize(pStmt);
  fzCurN = 0;
  if( rc && ppOut ){ sqlite3_free(*ppOut); *ppOut = 0; *pnOut = 0; }
  return rc;
}

/* ------------------------------------------------------------ pool */
static void fzPoolAdd(Fz *p, unsigned char *a, int n, int iSpec, unsigned slot){
  int k;
  if( a==0 ) return;
  if( p->nPool<FZ_POOL ){
    k = p->nPool++;
  }else{
    k = (int)(slot % FZ_POOL);
    sqlite3_free(p->apPool[k]);
  }
  p->apPool[k] = a; p->anPool[k] = n; p->aiSpec[k] = iSpec;
}
static int fzPoolPick(Fz *p){
  unsigned b = fzByte(p);
  return p->nPool ? (int)(b % p->nPool) : -1;
}

/* ------------------------------------------------------------ values */
static const sqlite3_int64 aInt[] = {
  0, 1, -1, 2, 3, 7, 100, 2147483648LL, (sqlite3_int64)(-9223372036854775807LL-1),
  9223372036854775807LL, 1000000, 9007199254740993LL, 4, 5, -3, 255,
};
static double fzReal(unsigned k){
  static const double a[] = {
    0.0, -0.0, 0.5, 1.5, -1.0, 1e300, -1e300, 1e-300, 4.9e-324,
    1.7976931348623157e308, 1e16, 9007199254740993.0, 3.0, 1e160, -2.5, 1e-9,
    2.0000000009, 1e308, 0.1, 6.0,
  };
  k %= (sizeof(a)/sizeof(a[0]) + 2);
  if( k==sizeof(a)/sizeof(a[0]) ) return INFINITY;
  if( k==sizeof(a)/sizeof(a[0])+1 ) return -INFINITY;
  return a[k];
}
static const char *const azText[] = {
  "a", "b", "c", "d", "1", "2.5", "[1,2,3]", "[1,null,3]",
  "{\"cheap\":2,\"money\":1}", "", "[]", "{}", "1e999", "red", "blue",
  "[\"red\",1]", "not json", "[1e308,1e308,1e308]", "NaN", "-9e999",
  "[0,0,0]", "{\"x\":1}", "[1,2]", "green", "[[1]]", "{\"a\":0.5,\"b\":0.5}",
  "gaussian_nb", "3", " 2 ", "[1e-320,5e-324,0]", "{\"a\":1e999}", "m0",
};
#define FZ_NTEXT ((int)(sizeof(azText)/sizeof(azText[0])))
static const float aF32[] = { 1.0f, 0.0f, 2.5f, -1.0f, 3e38f, 1e-40f, 4.0f, 7.0f };

/* One mutated argument of any SQL type; pScratch holds raw bytes (at
** least 24) that v may point into. */
static FuzzVal fzValue(Fz *p, unsigned char *pScratch){
  FuzzVal v;
  unsigned t = fzByte(p), k;
  memset(&v, 0, sizeof(v));
  switch( t % 10 ){
    case 0: v.eType = SQLITE_NULL; break;
    case 1: v.eType = SQLITE_INTEGER;
            v.i = aInt[fzByte(p) % (sizeof(aInt)/sizeof(aInt[0]))]; break;
    case 2: case 3: v.eType = SQLITE_FLOAT; v.r = fzReal(fzByte(p)); break;
    case 4: case 5: {
      const char *z = azText[fzByte(p) % FZ_NTEXT];
      v = fuzzText(z, -1);
      break;
    }
    case 6: {
      int i = fzPoolPick(p);
      if( i<0 ){ v.eType = SQLITE_NULL; break; }
      v = fuzzBlob(p->apPool[i], p->anPool[i]);
      break;
    }
    case 7: {
      unsigned n = fzByte(p) % 7, j;
      for(j=0; j<n; j++){
        float f = aF32[fzByte(p) % 8];
        memcpy(pScratch + 4*j, &f, 4);
      }
      v = fuzzBlob(pScratch, (int)(4*n));
      break;
    }
    case 8: {   /* raw 8 bytes as a REAL (bind_double turns NaN into NULL) */
      uint64_t u = 0; double r;
      for(k=0; k<8; k++) u |= (uint64_t)fzByte(p) << (8*k);
      memcpy(&r, &u, 8);
      v.eType = SQLITE_FLOAT; v.r = r;
      break;
    }
    default: {  /* raw text */
      unsigned n = fzByte(p) % 24;
      for(k=0; k<n; k++) pScratch[k] = (unsigned char)fzByte(p);
      v = fuzzText((const char*)pScratch, (int)n);
      break;
    }
  }
  return v;
}

/* ------------------------------------------------------------ ops */
/* "?2, ?3, ..." for nArg values after the model */
static void fzArgList(char *z, int nz, int iFirst, int nArg){
  int i, k = 0;
  z[0] = 0;
  for(i=0; i<nArg && k<nz-8; i++){
    k += snprintf(z+k, nz-k, ", ?%d", iFirst+i);
  }
}

/* FIT and WINDOW */
static void opFit(Fz *p, int bWindow){
  unsigned iSpec = fzByte(p) % FZ_NSPEC;
  unsigned mask = fzU16(p);
  unsigned fl = fzByte(p);
  int bW = fl & 1;
  const char *zFeat = azFeat[aSpec[iSpec].iFeat];
  char zFn[300], zSql[1200];
  FuzzVal aV[3];
  unsigned char *pOut = 0;
  int nOut = 0;
  if( mask==0 ) mask = 0xffff;
  aV[0] = fuzzText(aSpec[iSpec].zSpec, -1);
  memset(&aV[1], 0, sizeof(aV[1]));
  aV[1].eType = SQLITE_INTEGER; aV[1].i = mask;
  memset(&aV[2], 0, sizeof(aV[2]));
  aV[2].eType = SQLITE_FLOAT; aV[2].r = aWScale[(fl>>1) & 7];
  if( bW ){
    snprintf(zFn, sizeof(zFn), "bayes_fit_weighted(?1, l, w*?3, %s)", zFeat);
  }else{
    snprintf(zFn, sizeof(zFn), "bayes_fit(?1, l, %s)", zFeat);
  }
  if( !bWindow ){
    snprintf(zSql, sizeof(zSql),
      "SELECT %s AS b_m FROM (SELECT * FROM data WHERE (?2>>(i-1))&1 "
      "ORDER BY i*%d)", zFn, (fl & 16) ? -1 : 1);
  }else{
    static const char *const azOrd[] = { "i", "x, i", "l, i", "-i", "c1", "y" };
    char zLo[40], zHi[40];
    unsigned b1 = fzByte(p), b2 = fzByte(p), b3 = fzByte(p);
    int nLo = b1 % 6, nHi = b2 % 5;
    if( nLo==5 ) snprintf(zLo, sizeof(zLo), "UNBOUNDED PRECEDING");
    else if( nLo==4 ) snprintf(zLo, sizeof(zLo), "CURRENT ROW");
    else snprintf(zLo, sizeof(zLo), "%d PRECEDING", nLo);
    if( nHi==4 ) snprintf(zHi, sizeof(zHi), "UNBOUNDED FOLLOWING");
    else if( nHi==3 ) snprintf(zHi, sizeof(zHi), "CURRENT ROW");
    else snprintf(zHi, sizeof(zHi), "%d FOLLOWING", nHi);
    snprintf(zSql, sizeof(zSql),
      "SELECT %s OVER (%sORDER BY %s %s BETWEEN %s AND %s) AS b_m "
      "FROM data WHERE (?2>>(i-1))&1",
      zFn, (b3 & 8) ? "PARTITION BY c2 % 2 " : "", azOrd[b3 % 6],
      (b3 & 16) ? "GROUPS" : "ROWS", zLo, zHi);
  }
  fzRun(p, zSql, aV, 3, &pOut, &nOut);
  if( pOut ) fzPoolAdd(p, pOut, nOut, (int)iSpec, fl>>5);
}

/* FITQ: the fit of FIT through the query form, equal to the aggregate's */
static void opFitQuery(Fz *p){
  unsigned iSpec = fzByte(p) % FZ_NSPEC;
  unsigned mask = fzU16(p);
  unsigned fl = fzByte(p);
  int bW = fl & 1, rcA, rcQ;
  const char *zFeat = azFeat[aSpec[iSpec].iFeat];
  char zCols[400], zSub[200], zQ[700], zSql[1200], zErrA[600];
  const char *zE;
  FuzzVal aV[2];
  unsigned char *pA = 0, *pQ = 0;
  int nA = 0, nQ = 0;
  if( mask==0 ) mask = 0xffff;
  if( bW ){
    snprintf(zCols, sizeof(zCols), "l, w*%.17g, %s", aWScale[(fl>>1) & 7], zFeat);
  }else{
    snprintf(zCols, sizeof(zCols), "l, %s", zFeat);
  }
  snprintf(zSub, sizeof(zSub), "(SELECT * FROM data WHERE (%u>>(i-1))&1 "
           "ORDER BY i*%d)", mask, (fl & 16) ? -1 : 1);
  {
    /* the feature columns as +x, +y: unnamed (the aggregate's model) */
    char zPlus[400];
    int a, o = 0;
    zPlus[o++] = '+';
    for(a=0; zFeat[a] && o<(int)sizeof(zPlus)-3; a++){
      zPlus[o++] = zFeat[a];
      if( zFeat[a]==',' && zFeat[a+1]==' ' ){ zPlus[o++] = ' '; zPlus[o++] = '+'; a++; }
    }
    zPlus[o] = 0;
    if( bW ){
      snprintf(zQ, sizeof(zQ), "SELECT l, w*%.17g, %s FROM %s",
               aWScale[(fl>>1) & 7], zPlus, zSub);
    }else{
      snprintf(zQ, sizeof(zQ), "SELECT l, %s FROM %s", zPlus, zSub);
    }
  }
  aV[0] = fuzzText(aSpec[iSpec].zSpec, -1);
  aV[1] = fuzzText(zQ, -1);
  snprintf(zSql, sizeof(zSql), "SELECT %s(?1, %s) AS b_m FROM %s",
           bW ? "bayes_fit_weighted" : "bayes_fit", zCols, zSub);
  rcA = fzRun(p, zSql, aV, 1, &pA, &nA);
  zE = strstr(sqlite3_errmsg(p->db), ": ");
  snprintf(zErrA, sizeof(zErrA), "%s", rcA && zE ? zE : "");
  snprintf(zSql, sizeof(zSql), "SELECT %s(?1, ?2) AS b_m",
           bW ? "bayes_fit_weighted_query" : "bayes_fit_query");
  rcQ = fzRun(p, zSql, aV, 2, &pQ, &nQ);
  zE = strstr(sqlite3_errmsg(p->db), ": ");
  if( (rcA&0xff)!=SQLITE_NOMEM && (rcQ&0xff)!=SQLITE_NOMEM ){
    if( (rcA==SQLITE_OK)!=(rcQ==SQLITE_OK) ){
      fzFail(zQ, "bayes_fit_query and the aggregate disagree on failing",
             rcA ? zErrA : sqlite3_errmsg(p->db));
    }
    if( rcA==SQLITE_OK && (nA!=nQ || (nA && memcmp(pA, pQ, nA)!=0)) ){
      fzFail(zQ, "bayes_fit_query's BLOB is not the aggregate's", 0);
    }
    if( rcA && (zE==0 || strcmp(zE, zErrA)!=0) ){
      fzFail(zQ, "bayes_fit_query's error is not the aggregate's", zErrA);
    }
  }
  sqlite3_free(pA);
  sqlite3_free(pQ);
  if( (fl & 32) && rcQ==SQLITE_OK ){
    /* the named model itself, for SCORES by name */
    unsigned char *pN = 0;
    int nN = 0;
    snprintf(zQ, sizeof(zQ), "SELECT %s FROM %s", zCols, zSub);
    aV[1] = fuzzText(zQ, -1);
    snprintf(zSql, sizeof(zSql), "SELECT %s(?1, ?2) AS b_m",
             bW ? "bayes_fit_weighted_query" : "bayes_fit_query");
    fzRun(p, zSql, aV, 2, &pN, &nN);
    if( pN ) fzPoolAdd(p, pN, nN, (int)iSpec, fl>>6);
  }
}

static void opMerge(Fz *p){
  unsigned mask = fzU16(p), perm = fzByte(p), nul = fzByte(p);
  int aIdx[FZ_POOL+2], n = 0, i, iSpec = -1;
  char zSql[1200];
  int k;
  FuzzVal aV[FZ_POOL+2];
  unsigned char *pOut = 0;
  int nOut = 0;
  if( p->nPool==0 ) return;
  for(i=0; i<p->nPool; i++) if( (mask>>i)&1 ) aIdx[n++] = i;
  if( n==0 ) aIdx[n++] = mask % p->nPool;
  /* a random order: rotate and maybe reverse */
  for(i=0; i<n; i++){
    int j = aIdx[(i + perm) % n];
    if( perm & 0x80 ) j = aIdx[n-1-((i + perm) % n)];
    if( p->aiSpec[j]>=0 ) iSpec = p->aiSpec[j];
    aV[i] = fuzzBlob(p->apPool[j], p->anPool[j]);
  }
  if( nul & 1 ){ memset(&aV[n], 0, sizeof(aV[n])); aV[n++].eType = SQLITE_NULL; }
  k = snprintf(zSql, sizeof(zSql), "SELECT bayes_merge(m) AS b_m FROM (");
  for(i=0; i<n; i++){
    k += snprintf(zSql+k, sizeof(zSql)-k, "%sSELECT ?%d AS m", i ? " UNION ALL " : "", i+1);
  }
  snprintf(zSql+k, sizeof(zSql)-k, ")");
  fzRun(p, zSql, aV, n, &pOut, &nOut);
  if( pOut ) fzPoolAdd(p, pOut, nOut, iSpec, nul>>1);
}

/* BLEND: bayes_blend_model of one to three pool models (picked like
** MERGE's, with interesting weights: 0, negative, huge, subnormal,
** infinite; or a NULL): a stored blend (kinds/blend.c) joins the pool,
** so the other operations score, merge, calibrate and poke blends too */
/* THREADS: the answers do not depend on bayes_threads (core/pool.c).  A
** table `wide` of 101 features as a JSON array (wide enough that a fold
** of a block is split among the threads: linalg.c's 2^18 multiply-adds),
** its values from the input (a scale that reaches lda's far rows, NULLs
** for missing features; row 7, far out when the input says so, only
** scored), is fitted and scored with one thread and with 2 to 4: the BLOBs must be the same bytes and bayes_scores the same
** text. */
static char *fzAllText(sqlite3 *db, const char *zSql, const FuzzVal *aV,
                       int nV, int *pRc){
  sqlite3_stmt *pS = fzPrepare(db, zSql);
  sqlite3_str *pOut = sqlite3_str_new(0);
  int rc, i;
  if( pS==0 ){ *pRc = SQLITE_NOMEM; return sqlite3_str_finish(pOut); }
  fuzzBind(pS, aV, nV);
  while( (rc = sqlite3_step(pS))==SQLITE_ROW ){
    for(i=0; i<sqlite3_column_count(pS); i++){
      if( sqlite3_column_type(pS, i)==SQLITE_BLOB ){
        const unsigned char *a = sqlite3_column_blob(pS, i);
        int k, n = sqlite3_column_bytes(pS, i);
        for(k=0; k<n; k++) sqlite3_str_appendf(pOut, "%02x", a[k]);
      }else{
        const char *z = (const char*)sqlite3_column_text(pS, i);
        sqlite3_str_appendf(pOut, "%s", z ? z : "NULL");
      }
      sqlite3_str_appendchar(pOut, 1, '|');
    }
    sqlite3_str_appendchar(pOut, 1, '\n');
  }
  *pRc = rc==SQLITE_DONE ? SQLITE_OK : rc;
  if( *pRc ) sqlite3_str_appendf(pOut, "error: %s", sqlite3_errmsg(db));
  sqlite3_finalize(pS);
  return sqlite3_str_finish(pOut);
}
/* The first column of zSql's first row as new bytes (*pn of them), or 0;
** *pRc the statement's result code */
static unsigned char *fzFirstBlob(sqlite3 *db, const char *zSql,
                                  const FuzzVal *aV, int nV, int *pn,
                                  int *pRc){
  sqlite3_stmt *pS = fzPrepare(db, zSql);
  unsigned char *a = 0;
  int rc;
  *pn = 0;
  if( pS==0 ){ *pRc = SQLITE_NOMEM; return 0; }
  fuzzBind(pS, aV, nV);
  rc = sqlite3_step(pS);
  if( rc==SQLITE_ROW ){
    int n = sqlite3_column_bytes(pS, 0);
    a = sqlite3_malloc(n>0 ? n : 1);
    if( a ){ memcpy(a, sqlite3_column_blob(pS, 0), n); *pn = n; }
    rc = sqlite3_step(pS);
  }
  *pRc = rc==SQLITE_DONE ? SQLITE_OK : rc;
  sqlite3_finalize(pS);
  return a;
}
static void fzSetThreads(sqlite3 *db, int n){
  char z[40];
  snprintf(z, sizeof(z), "SELECT bayes_threads(%d)", n);
  sqlite3_exec(db, z, 0, 0, 0);
}
static void opThreads(Fz *p){
  static const char *azKind[] = {
    "lda", "qda", "lda shrinkage=auto", "qda reg=0.1", "gaussian_nb",
    "lda priors=uniform", "qda reg=0.5"
  };
  static const char *azFit[] = {
    "SELECT bayes_fit_query(?1, 'SELECT y, x FROM wide WHERE i<>7')",
    "SELECT bayes_fit_weighted_query(?1, 'SELECT y, w, x FROM wide WHERE i<>7')",
    "SELECT bayes_fit(?1, y, x) FROM wide WHERE i<>7"
  };
  static const char *azScale[] = { "1", "1e3", "1e60", "1e-60" };
  unsigned k = fzByte(p), fl = fzByte(p), seed = fzByte(p);
  unsigned nRow = 195 + fzByte(p)%64;       /* 64-row blocks per class */
  int nT = 2 + (int)(fl & 3) % 3, rc1 = 0, rcT = 0, n1 = 0, nT2 = 0;
  const char *zKind = azKind[k % (sizeof(azKind)/sizeof(azKind[0]))];
  const char *zFit = azFit[(k>>4) % 3];
  char zSql[1400];
  FuzzVal aV[2];
  unsigned char *a1, *aT;
  sqlite3_exec(p->db, "DROP TABLE IF EXISTS temp.wide", 0, 0, 0);
  /* class i%3, feature j: a pattern, the scale, row 11 missing feature 3
  ** when fl & 4 (one row: qda marginalizes each such row in O(d^3)), row
  ** 7 far out when fl & 32 */
  snprintf(zSql, sizeof(zSql),
    "CREATE TEMP TABLE wide AS WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL "
    "SELECT i+1 FROM r WHERE i<%u), c(j) AS (SELECT 0 UNION ALL SELECT j+1 "
    "FROM c WHERE j<100) SELECT i, 'c'||(i%%3) AS y, 0.25+(i*%u%%7)/2.0 AS w, "
    "(SELECT json_group_array(CASE WHEN %d AND j=3 AND i=11 THEN NULL "
    "WHEN %d AND i=7 AND j=5 THEN 1e200 ELSE %s*(((i*37+j*11+%u)%%101)/10.0 "
    "+ (i%%3)*(j%%5)/4.0) END) FROM c) AS x FROM r",
    nRow, seed|1, (fl & 4)!=0, (fl & 32)!=0, azScale[(fl>>6)&3],
    seed);
  if( sqlite3_exec(p->db, zSql, 0, 0, 0)!=SQLITE_OK ) return;
  aV[0] = fuzzText(zKind, -1);
  fzSetThreads(p->db, 1);
  a1 = fzFirstBlob(p->db, zFit, aV, 1, &n1, &rc1);
  fzSetThreads(p->db, nT);
  aT = fzFirstBlob(p->db, zFit, aV, 1, &nT2, &rcT);
  if( getenv("FUZZ_SQL_TRACE") ){
    fprintf(stderr, "[threads] %s, %u rows, %d threads: %s: rc %d/%d, "
            "%d bytes\n", zKind, nRow, nT, zFit, rc1, rcT, n1);
  }
  if( (rc1&0xff)!=SQLITE_NOMEM && (rcT&0xff)!=SQLITE_NOMEM
   && (rc1!=rcT || n1!=nT2 || (n1>0 && memcmp(a1, aT, n1)!=0)) ){
    fzFail(zFit, "a fit with bayes_threads(2..4) is not the one-thread BLOB",
           zKind);
  }
  if( rc1==SQLITE_OK && a1 ){
    /* the model scored with one thread and with nT */
    char *zS1, *zST;
    int r1 = 0, rT = 0;
    aV[1] = fuzzBlob(a1, n1);
    snprintf(zSql, sizeof(zSql), "SELECT key, label, log_proba FROM "
             "bayes_scores(?2, 'SELECT i, x FROM wide')");
    fzSetThreads(p->db, 1);
    zS1 = fzAllText(p->db, zSql, aV, 2, &r1);
    fzSetThreads(p->db, nT);
    zST = fzAllText(p->db, zSql, aV, 2, &rT);
    if( getenv("FUZZ_SQL_TRACE") ){
      fprintf(stderr, "[threads] scores rc %d/%d, %d bytes of text\n",
              r1, rT, zS1 ? (int)strlen(zS1) : -1);
    }
    if( (r1&0xff)!=SQLITE_NOMEM && (rT&0xff)!=SQLITE_NOMEM
     && (zS1==0 || zST==0 || strcmp(zS1, zST)!=0) ){
      fzFail(zSql, "bayes_scores with bayes_threads(2..4) differs from one "
             "thread", zKind);
    }
    sqlite3_free(zS1);
    sqlite3_free(zST);
  }
  sqlite3_free(a1);
  sqlite3_free(aT);
  fzSetThreads(p->db, 1);
}

static void opBlendModel(Fz *p){
  unsigned mask = fzU16(p), wb = fzByte(p), nul = fzByte(p);
  int aIdx[3], n = 0, i, iSpec = -1;
  char zSql[300];
  int k;
  FuzzVal aV[6];
  unsigned char *pOut = 0;
  int nOut = 0;
  if( p->nPool==0 ) return;
  for(i=0; i<p->nPool && n<3; i++) if( (mask>>i)&1 ) aIdx[n++] = i;
  if( n==0 ) aIdx[n++] = mask % p->nPool;
  for(i=0; i<n; i++){
    if( iSpec<0 && p->aiSpec[aIdx[i]]>=0 ) iSpec = p->aiSpec[aIdx[i]];
    aV[2*i] = fuzzBlob(p->apPool[aIdx[i]], p->anPool[aIdx[i]]);
    memset(&aV[2*i+1], 0, sizeof(aV[0]));
    aV[2*i+1].eType = SQLITE_FLOAT;
    aV[2*i+1].r = (wb>>(2*i)) & 1 ? fzReal(fzByte(p)) : (double)(1 + i);
  }
  if( nul & 1 ){ memset(&aV[1], 0, sizeof(aV[1])); aV[1].eType = SQLITE_NULL; }
  k = snprintf(zSql, sizeof(zSql), "SELECT bayes_blend_model(");
  for(i=0; i<2*n; i++){
    k += snprintf(zSql+k, sizeof(zSql)-k, "%s?%d", i ? ", " : "", i+1);
  }
  snprintf(zSql+k, sizeof(zSql)-k, ") AS b_m");
  fzRun(p, zSql, aV, 2*n, &pOut, &nOut);
  if( pOut ) fzPoolAdd(p, pOut, nOut, iSpec, nul>>1);
}

/* BLOB: flags, spec (features to score it with), u16 length, bytes */
static void opBlob(Fz *p){
  unsigned fl = fzByte(p), sp = fzByte(p), n = fzU16(p);
  unsigned char *a;
  if( n > p->n - p->i ) n = (unsigned)(p->n - p->i);
  a = sqlite3_malloc(n ? n : 1);
  if( a==0 ) return;
  memcpy(a, p->a + p->i, n);
  p->i += n;
  if( fl & 1 ) fuzzSeal(a, n);
  fzPoolAdd(p, a, (int)n, (sp & 0x80) ? -1 : (int)(sp % FZ_NSPEC), fl>>1);
}

/* POKE: a copy of a pool model with 8 bytes replaced, resealed */
static void opPoke(Fz *p){
  int i = fzPoolPick(p);
  unsigned off = fzU16(p), how = fzByte(p), k;
  unsigned char *a;
  int n;
  if( i<0 ) return;
  n = p->anPool[i];
  if( n<24 ) return;
  a = sqlite3_malloc(n);
  if( a==0 ) return;
  memcpy(a, p->apPool[i], n);
  off = 16 + off % (unsigned)(n-16);
  if( how & 1 ){       /* an interesting double, at any byte offset */
    double r = fzReal(how>>1);
    uint64_t u;
    memcpy(&u, &r, 8);
    for(k=0; k<8 && off+k<(unsigned)n; k++) a[off+k] = (unsigned char)(u>>(8*k));
  }else{               /* raw bytes */
    unsigned m = 1 + (how>>1) % 8;
    for(k=0; k<m && off+k<(unsigned)n; k++) a[off+k] = (unsigned char)fzByte(p);
  }
  fuzzSeal(a, (size_t)n);
  fzPoolAdd(p, a, n, p->aiSpec[i], how);
}

static const char *const azScore[] = {
  "bayes_predict", "bayes_proba", "bayes_log_proba", "bayes_evidence",
  "bayes_explain", "bayes_explain_vs", "bayes_transform",
};
static const char *const azScoreCol[] = { "x_r", "p_r", "lp_r", "x_r", "j_r", "j_r", "f_r" };

/* Oracles of an explanation (docs/evaluate.md section 7) and of an
** impossible row (docs/functions.md "Impossible rows"), for the model ?1
** and the feature list zFeat (over zFrom) of a SCORE statement; zVs is the
** label expression of bayes_explain_vs, or 0 for bayes_explain:
**   (a) log_odds = prior + baseline + the sum of the contributions, and
**       log_odds = log_proba[class] - log_proba[vs], each within
**       1e-9 * (1 + |prior| + |baseline| + sum |contribution| + |log_odds|
**       + |evidence|): the parts are differences of per-class terms no
**       larger than about |evidence| (or than the parts themselves), so
**       double rounding is 1e-16 of those; 1e-9 leaves room for a
**       few thousand roundings and still sees a part that is not in
**       log_odds (lda with features 2^32 apart: 2168.7 against 1024);
**   (b) when bayes_evidence is -Inf, bayes_proba is the classes' priors
**       (the prior column of bayes_classes) within 1e-9, and the
**       explanation is the prior alone: no feature parts, log_odds = prior. */
static void fzCheckExplain(Fz *p, const char *zFeat, const char *zVs,
                           const char *zFrom, const FuzzVal *aV, int nV){
  char zSql[4000];
  sqlite3_stmt *pS;
  int rc;
  snprintf(zSql, sizeof(zSql),
    "SELECT e->>'$.log_odds', e->>'$.prior', e->>'$.baseline', "
    "(SELECT total(value->>'$.contribution') FROM json_each(e,'$.features')), "
    "(SELECT total(abs(value->>'$.contribution')) FROM json_each(e,'$.features')), "
    "(SELECT count(*) FROM json_each(e,'$.features')), ev, "
    "(SELECT value FROM json_each(lp) WHERE key=CAST(e->>'$.class' AS TEXT)), "
    "(SELECT value FROM json_each(lp) WHERE key=CAST(e->>'$.vs' AS TEXT)), "
    "e, lp "
    "FROM (SELECT bayes_explain%s(?1, %s%s%s) AS e, bayes_evidence(?1, %s) AS ev, "
    "bayes_log_proba(?1, %s) AS lp%s)",
    zVs ? "_vs" : "", zVs ? zVs : "", zVs ? ", " : "", zFeat, zFeat, zFeat,
    zFrom);
  pS = fzPrepare(p->db, zSql);
  if( pS==0 ) return;
  fuzzBind(pS, aV, nV);
  fzCurVal = aV; fzCurN = nV;
  while( (rc = sqlite3_step(pS))==SQLITE_ROW ){
    double lo = sqlite3_column_double(pS, 0), pri = sqlite3_column_double(pS, 1);
    double base = sqlite3_column_double(pS, 2), sum = sqlite3_column_double(pS, 3);
    double asum = sqlite3_column_double(pS, 4), ev = sqlite3_column_double(pS, 6);
    int nPart = sqlite3_column_int(pS, 5);
    const char *zE = (const char*)sqlite3_column_text(pS, 9);
    char zD[3000];
    if( sqlite3_column_type(pS, 0)==SQLITE_NULL || sqlite3_column_type(pS, 6)==SQLITE_NULL ) continue;
    if( isfinite(lo) && isfinite(pri) && isfinite(base) && isfinite(asum)
     && isfinite(ev) ){
      double tol = 1e-9*(1 + fabs(pri) + fabs(base) + asum + fabs(lo) + fabs(ev));
      double parts = pri + base + sum;
      if( !(fabs(parts - lo)<=tol) ){
        snprintf(zD, sizeof(zD), "parts sum to %.17g, log_odds %.17g, "
                 "evidence %.17g: %s", parts, lo, ev, zE ? zE : "");
        fzFail(zSql, "explanation parts do not sum to log_odds", zD);
      }
      if( sqlite3_column_type(pS, 7)!=SQLITE_NULL
       && sqlite3_column_type(pS, 8)!=SQLITE_NULL ){
        double la = sqlite3_column_double(pS, 7), lb = sqlite3_column_double(pS, 8);
        if( isfinite(la) && isfinite(lb)
         && !(fabs((la - lb) - lo)<=tol + 1e-9*(fabs(la)+fabs(lb))) ){
          snprintf(zD, sizeof(zD), "log_odds %.17g, log_proba difference "
                   "%.17g: %s / %s", lo, la - lb, zE ? zE : "",
                   (const char*)sqlite3_column_text(pS, 10));
          fzFail(zSql, "explanation log_odds is not the log_proba difference", zD);
        }
      }
    }
    if( ev==-INFINITY ){
      if( nPart!=0 || !(fabs(lo - pri)<=1e-9*(1+fabs(pri))) ){
        fzFail(zSql, "evidence is -Inf but the explanation is not the "
               "prior alone", zE);
      }
    }
  }
  if( rc!=SQLITE_DONE ) fzCheckError(p->db, zSql, rc);
  if( getenv("FUZZ_SQL_TRACE") ){
    fprintf(stderr, "%s -- %s\n", zSql, rc==SQLITE_DONE ? "ok" : sqlite3_errmsg(p->db));
  }
  sqlite3_finalize(pS);

  /* (b) without bayes_explain, which refuses infinite features (the
  ** commonest impossible rows) */
  snprintf(zSql, sizeof(zSql),
    "SELECT ev, (SELECT max(abs(c.prior - (SELECT value FROM json_each(pr) "
    "WHERE key=CAST(c.label AS TEXT)))) FROM bayes_classes(?1) AS c), "
    "(SELECT count(*) FROM bayes_classes(?1) AS c WHERE NOT EXISTS (SELECT 1 "
    "FROM json_each(pr) WHERE key=CAST(c.label AS TEXT))), pr "
    "FROM (SELECT bayes_evidence(?1, %s) AS ev, bayes_proba(?1, %s) AS pr%s)",
    zFeat, zFeat, zFrom);
  pS = fzPrepare(p->db, zSql);
  if( pS==0 ){ fzCurN = 0; return; }
  fuzzBind(pS, aV, nV);
  while( (rc = sqlite3_step(pS))==SQLITE_ROW ){
    if( sqlite3_column_type(pS, 0)!=SQLITE_NULL
     && sqlite3_column_double(pS, 0)==-INFINITY
     && sqlite3_column_int(pS, 2)==0 && sqlite3_column_type(pS, 1)!=SQLITE_NULL
     && !(sqlite3_column_double(pS, 1)<=1e-9) ){
      fzFail(zSql, "evidence is -Inf but bayes_proba is not the prior",
             (const char*)sqlite3_column_text(pS, 3));
    }
  }
  if( rc!=SQLITE_DONE ) fzCheckError(p->db, zSql, rc);
  if( getenv("FUZZ_SQL_TRACE") ){
    fprintf(stderr, "%s -- %s\n", zSql, rc==SQLITE_DONE ? "ok" : sqlite3_errmsg(p->db));
  }
  sqlite3_finalize(pS);
  fzCurN = 0;
}

static void opScore(Fz *p){
  int i = fzPoolPick(p);
  unsigned f = fzByte(p) % 7, mode = fzByte(p);
  char zSql[1500], zArgs[400];
  unsigned char aScratch[8][24];
  FuzzVal aV[10];
  if( i<0 ) return;
  aV[0] = fuzzBlob(p->apPool[i], p->anPool[i]);
  if( (mode & 1)==0 && p->aiSpec[i]>=0 ){
    /* on the data rows, with the model's own feature columns */
    const char *zFeat = azFeat[aSpec[p->aiSpec[i]].iFeat];
    snprintf(zSql, sizeof(zSql), "SELECT %s(?1%s%s) AS %s FROM data%s",
             azScore[f], f==5 ? ", CASE i % 2 WHEN 0 THEN (SELECT label FROM "
             "bayes_classes(?1)) ELSE (SELECT label FROM bayes_classes(?1) "
             "LIMIT 1 OFFSET 1) END, " : ", ", zFeat, azScoreCol[f],
             f==6 ? " WHERE z IS NOT NULL" : "");
    fzRun(p, zSql, aV, 1, 0, 0);
    if( f!=6 ){          /* every scoring of the rows, checked as a whole */
      fzCheckExplain(p, zFeat, (f & 1) ? "CASE i % 2 WHEN 0 THEN (SELECT label "
                     "FROM bayes_classes(?1)) ELSE (SELECT label FROM "
                     "bayes_classes(?1) LIMIT 1 OFFSET 1) END" : 0,
                     " FROM data", aV, 1);
    }
  }else{
    int nArg = (int)((mode>>1) % 7), k;
    if( p->aiSpec[i]>=0 && (mode & 0x80) ) nArg = anFeatArg[aSpec[p->aiSpec[i]].iFeat] + (f==5);
    for(k=0; k<nArg && k<8; k++) aV[1+k] = fzValue(p, aScratch[k]);
    fzArgList(zArgs, sizeof(zArgs), 2, k);
    snprintf(zSql, sizeof(zSql), "SELECT %s(?1%s) AS %s", azScore[f], zArgs,
             azScoreCol[f]);
    fzRun(p, zSql, aV, 1+k, 0, 0);
    if( f!=6 && k>=(f==5 ? 2 : 1) ){
      /* explain_vs: ?2 is the label, the features follow */
      fzCheckExplain(p, zArgs + (f==5 ? 6 : 2) , f==5 ? "?2" : 0, "", aV, 1+k);
    }
  }
}

static void opTvf(Fz *p){
  int i = fzPoolPick(p);
  unsigned w = fzByte(p) % 5;
  unsigned char aScratch[3][24];
  FuzzVal aV[4];
  if( i<0 ) return;
  aV[0] = fuzzBlob(p->apPool[i], p->anPool[i]);
  if( fzByte(p)%8==0 ) aV[0] = fzValue(p, aScratch[2]);
  switch( w ){
    case 4: {
      /* two models of the pool (maybe of different kinds, features or
      ** classes): every divergence finite or +Inf, never NaN */
      int j = fzPoolPick(p);
      if( j<0 ) return;
      aV[1] = fuzzBlob(p->apPool[j], p->anPool[j]);
      fzRun(p, "SELECT feature, label, js, hellinger, linf, kl_ab, kl_ba, "
               "bhattacharyya FROM bayes_drift(?1, ?2) LIMIT 200",
            aV, 2, 0, 0);
      break;
    }
    case 0:
      fzRun(p, "SELECT * FROM bayes_params(?1) LIMIT 200", aV, 1, 0, 0);
      break;
    case 1:
      fzRun(p, "SELECT label, count, prior, log_prior FROM bayes_classes(?1)",
            aV, 1, 0, 0);
      fzRun(p, "SELECT sum(prior) AS x_s FROM bayes_classes(?1)", aV, 1, 0, 0);
      break;
    case 2: {
      /* every class, a few rows each */
      fzRun(p, "SELECT s.sample AS f_s FROM bayes_classes(?1) AS c, "
               "bayes_samples(?1, c.label, 3, 7) AS s LIMIT 60", aV, 1, 0, 0);
      break;
    }
    default:
      aV[1] = fzValue(p, aScratch[0]);
      aV[2] = fzValue(p, aScratch[1]);
      aV[3] = fzValue(p, aScratch[2]);
      fzRun(p, "SELECT draw, sample AS f_s FROM bayes_samples(?1, ?2, ?3, ?4) LIMIT 20",
            aV, 4, 0, 0);
      break;
  }
}

static void opSample(Fz *p){
  int i = fzPoolPick(p);
  unsigned w = fzByte(p) % 4;
  unsigned char aScratch[3][24];
  FuzzVal aV[3];
  if( i<0 ) return;
  aV[0] = fuzzBlob(p->apPool[i], p->anPool[i]);
  switch( w ){
    case 0:
      fzRun(p, "SELECT bayes_sample(?1, label, 11) AS f_s "
               "FROM bayes_classes(?1)", aV, 1, 0, 0);
      break;
    case 1:
      aV[1] = fzValue(p, aScratch[0]);
      aV[2] = fzValue(p, aScratch[1]);
      fzRun(p, "SELECT bayes_sample(?1, ?2, ?3) AS f_s", aV, 3, 0, 0);
      break;
    case 2:
      aV[0] = fzValue(p, aScratch[0]);
      fzRun(p, "SELECT bayes_info(?1) AS i_i", aV, 1, 0, 0);
      fzRun(p, "SELECT bayes_merge(?1) AS b_m", aV, 1, 0, 0);
      break;
    default:
      fzRun(p, "SELECT bayes_info(?1) AS i_i", aV, 1, 0, 0);
      /* a model merged with itself reads back */
      fzRun(p, "SELECT bayes_merge(m) AS b_m FROM (SELECT ?1 AS m UNION ALL "
               "SELECT ?1)", aV, 1, 0, 0);
      break;
  }
}

static void opName(Fz *p){
  int i = fzPoolPick(p);
  unsigned f = fzByte(p) % 7;
  char zSql[1200];
  FuzzVal aV[2];
  if( i<0 ) return;
  aV[0] = fuzzText("m0", 2);
  aV[1] = fuzzBlob(p->apPool[i], p->anPool[i]);
  if( fzRun(p, "INSERT OR REPLACE INTO bayes_models VALUES(?1, ?2)",
            aV, 2, 0, 0)!=SQLITE_OK ) return;
  if( p->aiSpec[i]>=0 ){
    snprintf(zSql, sizeof(zSql), "SELECT %s('m0'%s%s) AS %s FROM data",
             azScore[f], f==5 ? ", l, " : ", ",
             azFeat[aSpec[p->aiSpec[i]].iFeat], azScoreCol[f]);
    fzRun(p, zSql, 0, 0, 0, 0);
  }
  fzRun(p, "SELECT bayes_info('m0') AS i_i", 0, 0, 0, 0);
  fzRun(p, "SELECT count(*) FROM bayes_params('m0')", 0, 0, 0, 0);
}

/* bayes_blend of two pool models' probabilities on the data rows (their
** class sets may differ), weights from a list with 0 and extremes; or of
** mutated arguments, in pairs or not */
static void opBlend(Fz *p, int i){
  static const double aW[] = { 0.0, 0.5, 1.0, 3.0, 1e300, 1e-300, 4.9e-324 };
  int j = fzPoolPick(p);
  unsigned b = fzByte(p);
  unsigned char aScratch[4][24];
  char zSql[1500];
  FuzzVal aV[6];
  if( (b & 0x80) || i<0 || j<0 || p->aiSpec[i]<0 || p->aiSpec[j]<0 ){
    int k, n = 1 + (int)(b % 4);
    for(k=0; k<4; k++) aV[k] = fzValue(p, aScratch[k]);
    snprintf(zSql, sizeof(zSql), "SELECT bayes_blend(%s) AS p_b",
             n==1 ? "?1" : n==2 ? "?1, ?2" : n==3 ? "?1, ?2, ?3"
                  : "?1, ?2, ?3, ?4");
    fzRun(p, zSql, aV, n, 0, 0);
    return;
  }
  aV[0] = fuzzBlob(p->apPool[i], p->anPool[i]);
  aV[1] = fuzzBlob(p->apPool[j], p->anPool[j]);
  snprintf(zSql, sizeof(zSql),
    "SELECT bayes_blend(bayes_proba(?1, %s), %.17g, bayes_proba(?2, %s), "
    "%.17g) AS p_b, bayes_metrics(CAST(l AS TEXT), bayes_blend("
    "bayes_proba(?1, %s), 1, bayes_proba(?2, %s), %.17g)) OVER (ORDER BY i "
    "ROWS 2 PRECEDING) AS j_m FROM data",
    azFeat[aSpec[p->aiSpec[i]].iFeat], aW[b % 7],
    azFeat[aSpec[p->aiSpec[j]].iFeat], aW[(b>>3) % 7],
    azFeat[aSpec[p->aiSpec[i]].iFeat], azFeat[aSpec[p->aiSpec[j]].iFeat],
    aW[(b>>3) % 7]);
  fzRun(p, zSql, aV, 2, 0, 0);
}

static void opMetrics(Fz *p){
  int i = fzPoolPick(p);
  unsigned w = fzByte(p) % 6;
  unsigned char aScratch[3][24];
  char zSql[1500];
  FuzzVal aV[3];
  if( w==5 ){ opBlend(p, i); return; }
  if( w>=3 ){
    aV[0] = fzValue(p, aScratch[0]);
    aV[1] = fzValue(p, aScratch[1]);
    aV[2] = fzValue(p, aScratch[2]);
    if( w==3 ){
      fzRun(p, "SELECT bayes_metrics(?1, ?2) AS j_m", aV, 2, 0, 0);
      fzRun(p, "SELECT bayes_metrics(a, b) OVER (ORDER BY k ROWS 1 PRECEDING) "
               "AS j_m FROM (SELECT 1 AS k, ?1 AS a, ?2 AS b UNION ALL "
               "SELECT 2, ?2, ?1 UNION ALL SELECT 3, ?3, ?3)", aV, 3, 0, 0);
    }else{
      fzRun(p, "SELECT bayes_fold(?1, ?2, ?3) AS x_f", aV, 3, 0, 0);
      fzRun(p, "SELECT bayes_fold(?1, ?2) AS x_f", aV, 2, 0, 0);
      fzRun(p, "SELECT bayes_tokens(?1) AS j_t", aV, 1, 0, 0);
    }
    return;
  }
  if( i<0 || p->aiSpec[i]<0 ) return;
  aV[0] = fuzzBlob(p->apPool[i], p->anPool[i]);
  if( w==0 ){
    snprintf(zSql, sizeof(zSql),
      "SELECT bayes_metrics(CAST(l AS TEXT), bayes_proba(?1, %s)) AS j_m, "
      "bayes_metrics(CAST(l AS TEXT), CAST(bayes_predict(?1, %s) AS TEXT)) "
      "AS j_n FROM data",
      azFeat[aSpec[p->aiSpec[i]].iFeat], azFeat[aSpec[p->aiSpec[i]].iFeat]);
  }else{
    unsigned b = fzByte(p);
    snprintf(zSql, sizeof(zSql),
      "SELECT bayes_metrics(CAST(l AS TEXT), CAST(bayes_%s(?1, %s) AS TEXT)) "
      "OVER (ORDER BY %s ROWS "
      "BETWEEN %u PRECEDING AND %u FOLLOWING) AS j_m FROM data",
      (b & 1) ? "proba" : "predict", azFeat[aSpec[p->aiSpec[i]].iFeat],
      (b & 2) ? "i" : "x, i", (b>>2) % 5, (b>>5) % 3);
  }
  fzRun(p, zSql, aV, 1, 0, 0);
}


/* The rows of two statements (bound to aV) are the same, column by column
** as text; a statement that fails ends the comparison (its error checked) */
static void fzSameRows(Fz *p, const char *zA, const char *zB,
                       const FuzzVal *aV, int nV){
  sqlite3_stmt *pA = fzPrepare(p->db, zA), *pB = fzPrepare(p->db, zB);
  int rcA = SQLITE_ROW, rcB = SQLITE_ROW;
  if( pA && pB ){
    fuzzBind(pA, aV, nV);         /* (a parameter pA lacks is ignored) */
    fuzzBind(pB, aV, nV);
    while( 1 ){
      int c;
      rcA = sqlite3_step(pA);
      rcB = sqlite3_step(pB);
      if( rcA!=SQLITE_ROW || rcB!=SQLITE_ROW ) break;
      for(c=0; c<sqlite3_column_count(pA); c++){
        const char *a = (const char*)sqlite3_column_text(pA, c);
        const char *b = (const char*)sqlite3_column_text(pB, c);
        if( (a==0)!=(b==0) || (a && strcmp(a, b)!=0) ){
          fzFail(zB, "scoring by name with the columns permuted differs "
                 "from the columns in the model's order", zA);
        }
      }
    }
    if( rcA==SQLITE_DONE && rcB==SQLITE_ROW ){
      fzFail(zB, "scoring by name gave more rows", zA);
    }
    if( rcA!=SQLITE_DONE && rcA!=SQLITE_ROW ) fzCheckError(p->db, zA, rcA);
    else if( rcB!=SQLITE_DONE && rcB!=SQLITE_ROW ) fzCheckError(p->db, zB, rcB);
  }
  sqlite3_finalize(pA);
  sqlite3_finalize(pB);
}

/* SCORES by name (flag 0x80): a pool model whose spec's features are
** plain columns ("x, y, z"), named by bayes_with if it has no names, scored
** with its columns permuted (k), one missing or renamed (b), extra
** columns, a named key; and the same rows as JSON object rows */
static void fzScoresByName(Fz *p, int i, unsigned k){
  const char *zFeat;
  char azCol[8][8], zQ[600], zQ0[600], zSql[1400], zNames[80];
  int nCol = 0, a, n, c;
  unsigned b = fzByte(p), e = fzByte(p);
  FuzzVal aV[3];
  unsigned char *pNamed = 0;
  int nNamed = 0;
  if( p->aiSpec[i]<0 ) return;
  zFeat = azFeat[aSpec[p->aiSpec[i]].iFeat];
  for(a=0; zFeat[a] && nCol<8; ){
    n = 0;
    while( zFeat[a]==' ' || zFeat[a]==',' ) a++;
    while( zFeat[a] && zFeat[a]!=',' && n<7 ){
      char ch = zFeat[a++];
      if( !((ch>='a' && ch<='z') || (ch>='0' && ch<='9')) ) return;
      azCol[nCol][n++] = ch;
    }
    azCol[nCol][n] = 0;
    if( n>0 ) nCol++;
  }
  if( nCol==0 ) return;
  /* name the model after the columns (a model fitted by bayes_fit_query
  ** has these names already; bayes_with writes it again) */
  zNames[0] = 0;
  for(c=0; c<nCol; c++){
    strcat(zNames, c ? "," : "names=");
    strcat(zNames, azCol[c]);
  }
  aV[0] = fuzzBlob(p->apPool[i], p->anPool[i]);
  aV[1] = fuzzText(zNames, -1);
  if( fzRun(p, "SELECT bayes_with(?1, ?2) AS b_m", aV, 2, &pNamed, &nNamed)
   || pNamed==0 ){
    return;
  }
  aV[0] = fuzzBlob(pNamed, nNamed);
  /* the columns in the model's order, then permuted: a rotation by k,
  ** reversed if k & 8 */
  {
    char azP[8][8];
    int aIdx[8], nP = 0, bMissing = (b & 3)==1, bRenamed = (b & 3)==2;
    for(c=0; c<nCol; c++){
      int j = (int)((c + k) % (unsigned)nCol);
      aIdx[c] = (k & 8) ? nCol-1-j : j;
    }
    snprintf(zQ0, sizeof(zQ0), "SELECT i");
    for(c=0; c<nCol; c++){
      size_t m = strlen(zQ0);
      snprintf(zQ0+m, sizeof(zQ0)-m, ", %s", azCol[c]);
    }
    snprintf(zQ0+strlen(zQ0), sizeof(zQ0)-strlen(zQ0), " FROM data");
    zQ[0] = 0;
    snprintf(zQ, sizeof(zQ), "SELECT %s", (b & 4) ? "t, l" : "i");
    for(c=0; c<nCol; c++){
      size_t m = strlen(zQ);
      int j = aIdx[c];
      if( bMissing && c==(int)(e % nCol) ) continue;
      if( bRenamed && c==(int)(e % nCol) ){
        snprintf(zQ+m, sizeof(zQ)-m, ", %s AS %s_old", azCol[j], azCol[j]);
      }else{
        snprintf(zQ+m, sizeof(zQ)-m, ", %s", azCol[j]);
      }
      memcpy(azP[nP++], azCol[j], 8);
      if( (e>>4) & 1 ) snprintf(zQ+strlen(zQ), sizeof(zQ)-strlen(zQ), ", w");
    }
    if( b & 8 ) snprintf(zQ+strlen(zQ), sizeof(zQ)-strlen(zQ), ", c1, t AS note");
    if( b & 4 ) snprintf(zQ+strlen(zQ), sizeof(zQ)-strlen(zQ), ", i AS id");
    snprintf(zQ+strlen(zQ), sizeof(zQ)-strlen(zQ), " FROM data");
    aV[1] = fuzzText(zQ, -1);
    aV[2] = fuzzText("id", -1);
    snprintf(zSql, sizeof(zSql), "SELECT key, label, proba AS p_s, "
             "log_proba AS lp_s FROM bayes_scores(?1, ?2%s)",
             (b & 4) ? ", ?3" : "");
    fzRun(p, zSql, aV, (b & 4) ? 3 : 2, 0, 0);
    if( !bMissing && !bRenamed ){
      char zA[800];
      FuzzVal aV0[3];
      aV0[0] = aV[0];
      aV0[1] = fuzzText(zQ0, -1);
      snprintf(zA, sizeof(zA), "SELECT key, label, proba, log_proba "
               "FROM bayes_scores(?1, ?2)");
      snprintf(zSql, sizeof(zSql), "SELECT key, label, proba, log_proba "
               "FROM bayes_scores(?1, ?4%s)", (b & 4) ? ", ?3" : "");
      aV0[2] = aV[2];
      {
        FuzzVal aV4[4];
        aV4[0] = aV0[0]; aV4[1] = aV0[1]; aV4[2] = aV[2]; aV4[3] = aV[1];
        fzSameRows(p, zA, zSql, aV4, 4);
      }
    }
    /* the same rows as JSON objects, keys permuted, one missing (b & 1),
    ** an extra key (b & 16) */
    snprintf(zSql, sizeof(zSql), "SELECT bayes_proba(?1, json_object(");
    {
      int nKey = 0;
      for(c=0; c<nP; c++){
        size_t m = strlen(zSql);
        if( bMissing && c==0 ) continue;
        snprintf(zSql+m, sizeof(zSql)-m, "%s'%s', %s", nKey++ ? ", " : "",
                 azP[c], azP[c]);
      }
      if( b & 16 ) snprintf(zSql+strlen(zSql), sizeof(zSql)-strlen(zSql),
                            "%s'zz', c1", nKey ? ", " : "");
    }
    snprintf(zSql+strlen(zSql), sizeof(zSql)-strlen(zSql),
             ")) AS p_o FROM data");
    fzRun(p, zSql, aV, 1, 0, 0);
  }
  sqlite3_free(pNamed);
}

/* SCORES: bayes_scores(model, query) */
static void opScores(Fz *p){
  int i = fzPoolPick(p);
  unsigned w = fzByte(p), k = fzByte(p);
  unsigned char aScratch[2][24];
  char zQ[600];
  FuzzVal aV[2];
  if( i<0 ) return;
  if( w & 0x80 ){
    fzScoresByName(p, i, k);
    return;
  }
  aV[0] = fuzzBlob(p->apPool[i], p->anPool[i]);
  if( (w & 0x40) ) aV[0] = fzValue(p, aScratch[0]);
  switch( w % 4 ){
    case 0:      /* the model's own features (or those of spec k) */
    case 1: {
      int iFeat = p->aiSpec[i]>=0 && (w % 4)==0 ? aSpec[p->aiSpec[i]].iFeat
                  : (int)(k % (sizeof(azFeat)/sizeof(azFeat[0])));
      snprintf(zQ, sizeof(zQ), "SELECT %s, %s FROM data%s",
               (w & 0x10) ? "CASE i % 4 WHEN 0 THEN NULL WHEN 1 THEN l "
                            "WHEN 2 THEN x ELSE t END" : "i",
               azFeat[iFeat], (w & 0x20) ? " ORDER BY t DESC" : "");
      aV[1] = fuzzText(zQ, -1);
      break;
    }
    case 2:      /* JSON arrays, huge numbers, NULLs */
      aV[1] = fuzzText(k & 1 ? "SELECT 1, json_array(1, 2, 3) UNION ALL "
                       "SELECT 2, '[null,1e308,-1e308]' UNION ALL SELECT 3, NULL"
                       : "SELECT i, x FROM data UNION ALL SELECT 0, NULL", -1);
      break;
    default:
      aV[1] = fzValue(p, aScratch[1]);
      break;
  }
  fzRun(p, "SELECT key, label, proba AS p_s, log_proba AS lp_s "
           "FROM bayes_scores(?1, ?2)", aV, 2, 0, 0);
}

/* ------------------------------------------------------------ hostile file
** HOSTILE and RECURSE: what an attacker's database file can make the
** extension do.  A builder connection creates the file's schema (tables,
** views, triggers, a bayes_models / bayes_model_versions that is a view or
** holds bad rows) from the input; sqlite3_serialize / sqlite3_deserialize
** bring it in as the main database of a fresh victim connection, as if the
** user had opened the file.  Every object comes "from DDL" of a non-TEMP
** schema, so SQLite must refuse in it what is SQLITE_DIRECTONLY.
**
** Oracle: the victim connection has fz_directonly(), a DIRECTONLY function
** that only the file's schema uses (in views and triggers, directly and in
** the query texts of bayes_scores and bayes_fit_query); the harness never
** calls it at top level, and in TEMP objects (trusted) never names it.  If
** it runs, the file got a DIRECTONLY function run: a finding. */
static const char *fzCurHostile = 0;     /* the victim's statement */
static void fzDirectOnly(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  (void)argc; (void)argv;
  fzFail(fzCurHostile ? fzCurHostile : "(unknown)",
         "fz_directonly() (SQLITE_DIRECTONLY) ran from the schema of a "
         "database file", "a view, trigger or model table of the file "
         "reached a DIRECTONLY function (through bayes_scores, "
         "bayes_fit_query or the model lookup by name)");
  sqlite3_result_int(ctx, 1);
}

/* Append z to the buffer as an SQL string literal ('' doubled) */
typedef struct FzStr { char *z; int n, nAlloc; } FzStr;
static void fzStrAppend(FzStr *b, const char *z, int n){
  if( n<0 ) n = (int)strlen(z);
  if( b->n + n + 1 > b->nAlloc ){
    int nNew = (b->nAlloc + n)*2 + 64;
    char *zNew = realloc(b->z, nNew);
    if( zNew==0 ) abort();
    b->z = zNew; b->nAlloc = nNew;
  }
  memcpy(b->z + b->n, z, n);
  b->n += n;
  b->z[b->n] = 0;
}
static void fzStrQuote(FzStr *b, const char *z){
  fzStrAppend(b, "'", 1);
  for(; *z; z++){
    fzStrAppend(b, z, 1);
    if( *z=='\'' ) fzStrAppend(b, "'", 1);
  }
  fzStrAppend(b, "'", 1);
}

/* A model argument: a pool model as a BLOB literal, or the name 'm' */
static void fzModelLit(Fz *p, FzStr *b, unsigned k){
  int i = p->nPool ? (int)(k % p->nPool) : -1, j;
  if( i<0 || (k & 0x80) ){ fzStrAppend(b, "'m'", 3); return; }
  fzStrAppend(b, "x'", 2);
  for(j=0; j<p->anPool[i]; j++){
    char zH[3];
    snprintf(zH, sizeof(zH), "%02x", p->apPool[i][j]);
    fzStrAppend(b, zH, 2);
  }
  fzStrAppend(b, "'", 1);
}

/* A query text for bayes_scores (key, features) or bayes_fit_query
** (label, features), from the input.  bTrusted: for a TEMP object, so
** without fz_directonly() (a TEMP view may call it); zSelf: the view the
** text is in, for a query that reads it again (recursion). */
static void fzQueryText(Fz *p, FzStr *b, int iDepth, int bTrusted,
                        const char *zSelf){
  unsigned w = fzByte(p);
  FzStr sub = {0, 0, 0};
  switch( (iDepth>=2 ? w % 5 : w % 9) ){
    case 0:
      fzStrAppend(b, bTrusted ? "SELECT 1, 1.0" : "SELECT fz_directonly(), 1.0", -1);
      break;
    case 1:     /* the view the text is in: unbounded recursion */
      fzStrAppend(b, (w & 0x20) ? "SELECT a, b, b FROM " : "SELECT a, b FROM ", -1);
      fzStrAppend(b, zSelf ? zSelf : "v", -1);
      break;
    case 2:
      fzStrAppend(b, "SELECT l, x FROM hdata", -1);
      if( !bTrusted && (w & 0x40) ) fzStrAppend(b, " WHERE fz_directonly()", -1);
      break;
    case 3:     /* the model looked up by name, from the query */
      fzStrAppend(b, "SELECT bayes_predict('m', 0.5), 1.0", -1);
      break;
    case 4: {   /* raw bytes of the input after SELECT */
      unsigned n = fzByte(p) % 40, k;
      fzStrAppend(b, "SELECT ", -1);
      for(k=0; k<n; k++){
        char c = (char)(fzByte(p) & 0x7f);
        if( c<' ' ) c = ' ';
        fzStrAppend(b, &c, 1);
      }
      if( bTrusted ){         /* no fz_directonly in a TEMP object */
        char *z;
        for(z = b->z + b->n - n; *z; z++){
          if( (z[0]=='f' || z[0]=='F') && (z[1]=='z' || z[1]=='Z') ) z[1] = '.';
        }
      }
      break;
    }
    case 5: case 6:  /* bayes_fit_query (DIRECTONLY) inside the text */
      fzStrAppend(b, (w & 0x10) ? "SELECT 'a', length(bayes_fit_query("
                  : "SELECT length(bayes_fit_query(", -1);
      fzStrQuote(b, (w & 0x20) ? "gaussian_nb" : "naive_bayes");
      fzStrAppend(b, ", ", 2);
      fzQueryText(p, &sub, iDepth+1, bTrusted, zSelf);
      fzStrQuote(b, sub.z ? sub.z : "");
      fzStrAppend(b, (w & 0x10) ? "))" : ")), 1.0", -1);
      break;
    default:    /* bayes_scores inside the text */
      fzStrAppend(b, "SELECT key, 1.0 FROM bayes_scores(", -1);
      fzModelLit(p, b, fzByte(p));
      fzStrAppend(b, ", ", 2);
      fzQueryText(p, &sub, iDepth+1, bTrusted, zSelf);
      fzStrQuote(b, sub.z ? sub.z : "");
      fzStrAppend(b, ")", 1);
      break;
  }
  free(sub.z);
}

/* "bayes_scores(M, 'Q')" */
static void fzScoresCall(Fz *p, FzStr *b, int bTrusted, const char *zSelf){
  FzStr q = {0, 0, 0};
  fzStrAppend(b, "bayes_scores(", -1);
  fzModelLit(p, b, fzByte(p));
  fzStrAppend(b, ", ", 2);
  fzQueryText(p, &q, 0, bTrusted, zSelf);
  fzStrQuote(b, q.z ? q.z : "");
  fzStrAppend(b, ")", 1);
  free(q.z);
}

/* Is this error of a victim statement allowed?  The extension's own
** (bayes_...: ), and SQLite's refusal of a DIRECTONLY function or virtual
** table in the file's schema ("unsafe use of ..."). */
static void fzCheckHostileError(sqlite3 *db, const char *zSql, int rc){
  const char *zMsg = sqlite3_errmsg(db);
  rc &= 0xff;
  if( rc==SQLITE_NOMEM || rc==SQLITE_TOOBIG ) return;
  if( rc==SQLITE_ERROR && (fzBayesMsg(zMsg)
                           || strncmp(zMsg, "unsafe use of ", 14)==0) ){
    return;
  }
  fzFail(zSql, "a statement through the file's schema failed with an "
         "unexpected error", zMsg);
}

/* Run a victim statement (every row read, at most 200) */
static int fzHostileRun(sqlite3 *db, const char *zSql){
  sqlite3_stmt *pS = 0;
  int rc, nRow = 0;
  fzCurHostile = zSql;
  rc = sqlite3_prepare_v2(db, zSql, -1, &pS, 0);
  if( rc==SQLITE_OK && pS ){
    while( (rc = sqlite3_step(pS))==SQLITE_ROW && nRow++<200 ){}
    if( rc==SQLITE_ROW || rc==SQLITE_DONE ) rc = SQLITE_OK;
  }
  if( getenv("FUZZ_SQL_TRACE") ){
    fprintf(stderr, "[victim] %s -- %s\n", zSql, rc ? sqlite3_errmsg(db) : "ok");
  }
  if( rc ) fzCheckHostileError(db, zSql, rc);
  sqlite3_finalize(pS);
  fzCurHostile = 0;
  return rc;
}

/* The file: built in a builder connection from the input, serialized */
static unsigned char *fzHostileFile(Fz *p, sqlite3_int64 *pn){
  sqlite3 *b = 0;
  FzStr d = {0, 0, 0};
  unsigned fl = fzByte(p), fm = fzByte(p), ft = fzByte(p);
  unsigned char *a = 0;
  int k;
  if( sqlite3_open(":memory:", &b)!=SQLITE_OK ){ sqlite3_close(b); return 0; }
  fzStrAppend(&d, "CREATE TABLE t(a, b); CREATE TABLE log(x);"
    "CREATE TABLE hdata(l, x);"
    "INSERT INTO hdata VALUES('a', 0.5), ('b', 2), ('a', 0.25), ('b', 3);"
    "CREATE VIEW v(a, b) AS ", -1);
  switch( fl % 5 ){
    case 0: case 1:          /* bayes_scores over a query text */
      fzStrAppend(&d, "SELECT key, 1.0 FROM ", -1);
      fzScoresCall(p, &d, 0, "v");
      break;
    case 2: {                /* bayes_fit_query: SQLite refuses it here */
      FzStr q = {0, 0, 0};
      fzQueryText(p, &q, 1, 0, "v");
      fzStrAppend(&d, "SELECT 'a', length(bayes_fit_query('gaussian_nb', ", -1);
      fzStrQuote(&d, q.z ? q.z : "");
      fzStrAppend(&d, "))", -1);
      free(q.z);
      break;
    }
    case 3:                  /* fz_directonly itself: SQLite refuses it */
      fzStrAppend(&d, "SELECT fz_directonly(), 1.0", -1);
      break;
    default:
      fzStrAppend(&d, "SELECT l, x FROM hdata", -1);
      break;
  }
  fzStrAppend(&d, ";", 1);
  /* the model tables of the by-name lookup */
  for(k=0; k<2; k++){
    const char *zTab = k ? "bayes_models" : "bayes_model_versions";
    unsigned w = k ? (fm & 7) % 6 : (fm>>3) % 6;
    char zHead[200];
    if( w==0 ) continue;
    if( w<=2 ){              /* a table with a row, good or bad */
      static const char *const azBad[] = {
        "'not a model'", "NULL", "x'00'", "x'425945530100000000000000'",
        "zeroblob(40)", "1.5",
      };
      snprintf(zHead, sizeof(zHead), "CREATE TABLE %s(name TEXT, model%s); "
               "INSERT INTO %s VALUES('m', ", zTab, k ? "" : ", deployed",
               zTab);
      fzStrAppend(&d, zHead, -1);
      if( w==1 ) fzModelLit(p, &d, fzByte(p) & 0x7f);
      else fzStrAppend(&d, azBad[fzByte(p) % 6], -1);
      fzStrAppend(&d, k ? ");" : ", 1);", -1);
    }else{                   /* a view that runs the file's SQL */
      snprintf(zHead, sizeof(zHead), "CREATE VIEW %s(name, model%s) AS ",
               zTab, k ? "" : ", deployed");
      fzStrAppend(&d, zHead, -1);
      switch( w ){
        case 3:
          fzStrAppend(&d, "SELECT 'm', ", -1);
          fzModelLit(p, &d, fzByte(p) & 0x7f);
          fzStrAppend(&d, k ? "" : ", 1", -1);
          fzStrAppend(&d, " FROM ", -1);
          fzScoresCall(p, &d, 0, zTab);
          fzStrAppend(&d, " LIMIT 1", -1);
          break;
        case 4:
          fzStrAppend(&d, k ? "SELECT 'm', fz_directonly()"
                            : "SELECT 'm', fz_directonly(), 1", -1);
          break;
        default:
          fzStrAppend(&d, "SELECT 'm', ", -1);
          fzModelLit(p, &d, fzByte(p) & 0x7f);
          fzStrAppend(&d, k ? "" : ", 1", -1);
          fzStrAppend(&d, " FROM v", -1);
          break;
      }
      fzStrAppend(&d, ";", 1);
    }
  }
  /* a trigger on t */
  switch( ft % 4 ){
    case 1:
      fzStrAppend(&d, "CREATE TRIGGER tr AFTER INSERT ON t BEGIN "
                  "INSERT INTO log SELECT key FROM ", -1);
      fzScoresCall(p, &d, 0, "v");
      fzStrAppend(&d, "; END;", -1);
      break;
    case 2:
      fzStrAppend(&d, "CREATE TRIGGER tr AFTER INSERT ON t BEGIN "
                  "INSERT INTO log SELECT a FROM v; END;", -1);
      break;
    case 3:
      fzStrAppend(&d, "CREATE TRIGGER tr AFTER INSERT ON t BEGIN "
                  "INSERT INTO log VALUES(bayes_predict('m', new.a)); END;", -1);
      break;
    default: break;
  }
  if( getenv("FUZZ_SQL_TRACE") ) fprintf(stderr, "[file] %s\n", d.z);
  if( sqlite3_exec(b, d.z, 0, 0, 0)==SQLITE_OK ){
    a = sqlite3_serialize(b, "main", pn, 0);
  }else if( getenv("FUZZ_SQL_TRACE") ){
    fprintf(stderr, "[file] not built: %s\n", sqlite3_errmsg(b));
  }
  free(d.z);
  sqlite3_close(b);
  return a;
}

/* The victim: a connection with the extension and fz_directonly() whose
** main database is the file */
static sqlite3 *fzVictim(unsigned char *a, sqlite3_int64 n){
  sqlite3 *db = 0;
  if( sqlite3_open(":memory:", &db)!=SQLITE_OK ){
    sqlite3_close(db);
    sqlite3_free(a);
    return 0;
  }
  sqlite3_limit(db, SQLITE_LIMIT_LENGTH, 10000000);
  sqlite3_create_function(db, "fz_directonly", 0,
                          SQLITE_UTF8|SQLITE_DIRECTONLY, 0, fzDirectOnly, 0, 0);
  if( sqlite3_deserialize(db, "main", a, n, n, SQLITE_DESERIALIZE_FREEONCLOSE
                          |SQLITE_DESERIALIZE_RESIZEABLE)!=SQLITE_OK ){
    sqlite3_close(db);
    return 0;
  }
  return db;
}

/* HOSTILE: build a file, open it, run innocent statements on it */
static void opHostile(Fz *p){
  sqlite3_int64 n = 0;
  unsigned char *a = fzHostileFile(p, &n);
  unsigned w = fzByte(p), k;
  sqlite3 *db;
  static const char *const azStmt[] = {
    "SELECT * FROM v",
    "SELECT count(*) FROM v",
    "INSERT INTO t VALUES(0.5, 1)",
    "SELECT bayes_predict('m', 0.5)",
    "SELECT bayes_proba('m', 0.5, 1)",
    "SELECT * FROM bayes_classes('m')",
    "SELECT bayes_info('m')",
    "SELECT key FROM bayes_scores('m', 'SELECT 1, 0.5')",
  };
  if( a==0 ) return;
  db = fzVictim(a, n);
  if( db==0 ) return;
  for(k=0; k<3; k++){
    fzHostileRun(db, azStmt[(w>>(3*k)) % 8]);
  }
  sqlite3_close(db);
}

/* RECURSE: TEMP views (trusted: the harness's own) that read themselves
** through bayes_scores or bayes_fit_query, in a victim connection */
static void opRecurse(Fz *p){
  sqlite3_int64 n = 0;
  unsigned char *a = fzHostileFile(p, &n);
  unsigned w = fzByte(p);
  FzStr d = {0, 0, 0}, q = {0, 0, 0};
  sqlite3 *db;
  if( a==0 ) return;
  db = fzVictim(a, n);
  if( db==0 ) return;
  /* the query text: w itself (w & 0x10: unbounded recursion), or one of
  ** fzQueryText's (without fz_directonly: a TEMP view is trusted) */
  if( w & 0x10 ){
    fzStrAppend(&q, (w & 3)==0 ? "SELECT a, b, b FROM w" : "SELECT a, b FROM w", -1);
  }else{
    fzQueryText(p, &q, 1, 1, "w");
  }
  fzStrAppend(&d, "CREATE TEMP VIEW w(a, b) AS ", -1);
  if( w & 1 ){
    fzStrAppend(&d, "SELECT key, 1.0 FROM bayes_scores(", -1);
    fzModelLit(p, &d, fzByte(p));
    fzStrAppend(&d, ", ", 2);
  }else{
    fzStrAppend(&d, (w & 2) ? "SELECT 'a', length(bayes_fit_query("
                : "SELECT 'a', length(bayes_fit_weighted_query(", -1);
    fzStrQuote(&d, (w & 4) ? "gaussian_nb" : "lda");
    fzStrAppend(&d, ", ", 2);
  }
  fzStrQuote(&d, q.z ? q.z : "");
  fzStrAppend(&d, (w & 1) ? ")" : "))", -1);
  free(q.z);
  if( getenv("FUZZ_SQL_TRACE") ) fprintf(stderr, "[temp] %s\n", d.z);
  if( sqlite3_exec(db, d.z, 0, 0, 0)!=SQLITE_OK ){
    fzFail(d.z, "the harness's TEMP view does not create", sqlite3_errmsg(db));
  }
  fzHostileRun(db, (w & 8) ? "SELECT count(*) FROM w" : "SELECT * FROM w");
  free(d.z);
  sqlite3_close(db);
}

int LLVMFuzzerTestOneInput(const uint8_t *aData, size_t nData){
  Fz s;
  int nOp = 0, i;
  if( nData>200000 ) return 0;
  memset(&s, 0, sizeof(s));
  s.a = aData; s.n = nData;
  fuzzOnFail = fzPrintParams;
  s.db = fuzzOpen();
  if( sqlite3_exec(s.db, zSchema, 0, 0, 0)!=SQLITE_OK ){
    fprintf(stderr, "schema: %s\n", sqlite3_errmsg(s.db));
    abort();
  }
  while( s.i<s.n && nOp++<FZ_MAXOP ){
    unsigned op = fzByte(&s);
    /* 0xff 0xa5: THREADS (not a 21st residue: the corpus and its
    ** regression seeds keep the operations they were found with) */
    if( op==0xff && s.i<s.n && s.a[s.i]==0xa5 ){
      /* two bytes, once an input: a THREADS fits and scores 101 features
      ** four times (0.1-0.3 s under ASan), too dear for a random 0xff */
      s.i++;
      if( !s.bThreads ){ s.bThreads = 1; opThreads(&s); }
      continue;
    }
    switch( op % 20 ){
      case 0: case 1: case 2: opFit(&s, 0); break;
      case 3: opFit(&s, 1); break;
      case 4: case 5: opMerge(&s); break;
      case 6: opBlob(&s); break;
      case 7: opPoke(&s); break;
      case 8: case 9: case 10: opScore(&s); break;
      case 11: opTvf(&s); break;
      case 12: opSample(&s); break;
      case 13: opName(&s); break;
      case 14: opMetrics(&s); break;
      case 15: opFitQuery(&s); break;
      case 16: opScores(&s); break;
      case 17: opHostile(&s); break;
      case 18: opRecurse(&s); break;
      case 19: opBlendModel(&s); break;
      default: opMerge(&s); break;
    }
  }
  for(i=0; i<s.nPool; i++) sqlite3_free(s.apPool[i]);
  sqlite3_close(s.db);
  return 0;
}
