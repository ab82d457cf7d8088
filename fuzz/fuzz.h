/*
** fuzz/fuzz.h — what every libFuzzer target of the bayes extension shares.
**
** Each fuzz/fuzz_*.c includes this file once and defines
** LLVMFuzzerTestOneInput.  The extension's sources (every ext file) are compiled
** into the fuzzer (so libFuzzer sees their coverage and the sanitizers
** instrument them); SQLite is the system library (-lsqlite3), and the
** extension is registered with sqlite3_auto_extension, so every
** connection the target opens has the bayes functions, exactly as after
** `.load ./bayes`.  Build and run with `make fuzz` (see the Makefile).
**
** The helpers run SQL and check the extension's promises on every result:
**
**   - an error is SQLITE_NOMEM, SQLITE_TOOBIG, or SQLITE_ERROR whose
**     message starts with "<name>: ", the name of the SQL function the
**     statement calls (each statement calls one bayes function that can
**     fail; the harness passes its name in);
**   - no REAL result is NaN;
**   - every TEXT result of a JSON-returning function is valid JSON;
**   - the probabilities of bayes_proba are finite and sum to 1 within 1e-9,
**     the log probabilities of bayes_log_proba likewise (fuzzCheckProba);
**
** and abort() (a finding) when one is broken.  Inputs are bounded
** (FUZZ_MAX_FEATURES) so that a crafted model claiming a million features
** is parsed but not scored with a million-element vector.
*/
#ifndef BAYES_FUZZ_H
#define BAYES_FUZZ_H

#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <math.h>

int sqlite3_bayes_init(sqlite3*, char**, const sqlite3_api_routines*);

#define FUZZ_MAX_FEATURES 200

/* The spec of each kind, in the order of ext/kinds.h (the kind byte of
** fuzz_json and fuzz_f32 inputs indexes it; fuzz/mkcorpus.tcl agrees). */
static const char *const azFuzzKind[] = {
#define BAYES_KIND(ID, NAME) #NAME,
#include "../ext/kinds.h"
#undef BAYES_KIND
};
#define FUZZ_N_KIND ((int)(sizeof(azFuzzKind)/sizeof(azFuzzKind[0])))

/* Called before a finding aborts, when set: a target prints its state */
static void (*fuzzOnFail)(void) = 0;

static void fuzzFail(const char *zSql, const char *zWhat, const char *zDetail){
  if( fuzzOnFail ) fuzzOnFail();
  fprintf(stderr, "FUZZ FINDING: %s\n  sql: %s\n  detail: %s\n", zWhat, zSql,
          zDetail ? zDetail : "");
  abort();
}

/* Oracle (issue 21): the JSON object of bayes_proba (bLog==0) holds
** numbers, each finite and in [0,1], summing to 1 within 1e-9; that of
** bayes_log_proba (bLog) numbers <= 0, not NaN or +Inf, whose
** exponentials sum to 1 within 1e-9 (-Inf, written -9e999, is allowed). */
static __attribute__((unused)) void fuzzCheckProba(sqlite3 *db, const char *zSql, const char *zJson,
                         int bLog){
  sqlite3_stmt *pS = 0;
  double sum = 0.0, mx = -INFINITY;
  double a[4096];
  int n = 0, rc, k;
  if( zJson==0 ) return;
  if( sqlite3_prepare_v2(db, "SELECT value, typeof(value) FROM json_each(?1)",
                         -1, &pS, 0)!=SQLITE_OK ){
    sqlite3_finalize(pS);
    return;                               /* out of memory */
  }
  sqlite3_bind_text(pS, 1, zJson, -1, SQLITE_STATIC);
  while( (rc = sqlite3_step(pS))==SQLITE_ROW ){
    const char *zT = (const char*)sqlite3_column_text(pS, 1);
    double v = sqlite3_column_double(pS, 0);
    if( zT==0 || (strcmp(zT, "real")!=0 && strcmp(zT, "integer")!=0) ){
      fuzzFail(zSql, "a probability is not a number", zJson);
    }
    if( bLog ){
      if( isnan(v) || v>1e-12 || v==INFINITY ){
        fuzzFail(zSql, "a log probability is NaN, +Inf or > 0", zJson);
      }
      if( v>mx ) mx = v;
      if( n<4096 ) a[n] = v;
    }else{
      if( !isfinite(v) || v<0.0 || v>1.0 ){
        fuzzFail(zSql, "a probability is not finite or not in [0,1]", zJson);
      }
      sum += v;
    }
    n++;
  }
  sqlite3_finalize(pS);
  if( (rc&0xff)==SQLITE_NOMEM ) return;
  if( rc!=SQLITE_DONE ) fuzzFail(zSql, "probabilities are not a JSON object", zJson);
  if( n==0 ) fuzzFail(zSql, "no probabilities", zJson);
  if( bLog ){
    if( n>4096 ) return;
    if( !isfinite(mx) ) fuzzFail(zSql, "no finite log probability", zJson);
    for(k=0; k<n; k++) sum += exp(a[k]-mx);
    sum = exp(mx)*sum;
  }
  if( !(fabs(sum-1.0)<=1e-9) ){
    fuzzFail(zSql, bLog ? "exp of the log probabilities does not sum to 1"
                      : "the probabilities do not sum to 1", zJson);
  }
}

/* Open an in-memory database with the extension and bayes_models. */
static sqlite3 *fuzzOpen(void){
  static int bInit = 0;
  sqlite3 *db = 0;
  if( !bInit ){
    bInit = 1;
    sqlite3_auto_extension((void(*)(void))sqlite3_bayes_init);
  }
  if( sqlite3_open(":memory:", &db)!=SQLITE_OK ){
    fprintf(stderr, "cannot open :memory:\n");
    abort();
  }
  /* Keep a runaway statement from looking like a hang forever */
  sqlite3_limit(db, SQLITE_LIMIT_LENGTH, 10000000);
  sqlite3_exec(db, "CREATE TABLE bayes_models(name TEXT PRIMARY KEY, "
                   "model BLOB NOT NULL)", 0, 0, 0);
  return db;
}

/* A bound value for fuzzRun */
typedef struct FuzzVal {
  int eType;              /* SQLITE_TEXT, _BLOB, _INTEGER, _FLOAT, _NULL */
  const void *p; int n;   /* TEXT / BLOB */
  double r; sqlite3_int64 i;
} FuzzVal;

static FuzzVal fuzzText(const char *z, int n){
  FuzzVal v; memset(&v, 0, sizeof(v));
  v.eType = SQLITE_TEXT; v.p = z; v.n = n<0 ? (int)strlen(z) : n;
  return v;
}
static FuzzVal fuzzBlob(const void *p, int n){
  FuzzVal v; memset(&v, 0, sizeof(v));
  v.eType = SQLITE_BLOB; v.p = p; v.n = n;
  return v;
}

static void fuzzBind(sqlite3_stmt *pStmt, const FuzzVal *aVal, int nVal){
  int i;
  for(i=0; i<nVal; i++){
    const FuzzVal *v = &aVal[i];
    switch( v->eType ){
      case SQLITE_TEXT: sqlite3_bind_text(pStmt, i+1, v->p, v->n, SQLITE_STATIC); break;
      case SQLITE_BLOB: sqlite3_bind_blob(pStmt, i+1, v->p, v->n, SQLITE_STATIC); break;
      case SQLITE_INTEGER: sqlite3_bind_int64(pStmt, i+1, v->i); break;
      case SQLITE_FLOAT: sqlite3_bind_double(pStmt, i+1, v->r); break;
      default: sqlite3_bind_null(pStmt, i+1); break;
    }
  }
}

/* Check an error of a statement that calls SQL function zFunc against
** the extension's promises. */
static void fuzzCheckError(sqlite3 *db, const char *zFunc, const char *zSql,
                           int rc){
  const char *zMsg = sqlite3_errmsg(db);
  size_t n = strlen(zFunc);
  rc &= 0xff;
  if( rc==SQLITE_NOMEM || rc==SQLITE_TOOBIG ) return;
  if( rc!=SQLITE_ERROR ){
    fuzzFail(zSql, "unexpected result code", sqlite3_errstr(rc));
  }
  if( strncmp(zMsg, zFunc, n)!=0 || zMsg[n]!=':' || zMsg[n+1]!=' ' ){
    fuzzFail(zSql, "error message does not start with the name of the "
             "function called", zMsg);
  }
}

/* Run zSql, which calls SQL function zFunc, with parameters aVal[0..nVal)
** bound to ?1..?nVal.  Every row is checked: REAL columns must not be NaN;
** a column whose name starts with "j_" must be valid JSON (or NULL).  If
** pzOut is not NULL it receives a copy (sqlite3_malloc) of the first
** column of the first row as text.  Returns SQLITE_OK or the error code
** (already checked: an error must come from zFunc). */
static int fuzzRun(sqlite3 *db, const char *zFunc, const char *zSql,
                   const FuzzVal *aVal, int nVal, char **pzOut){
  sqlite3_stmt *pStmt = 0;
  int rc, i;
  if( pzOut ) *pzOut = 0;
  rc = sqlite3_prepare_v2(db, zSql, -1, &pStmt, 0);
  if( rc!=SQLITE_OK ){
    if( (rc&0xff)==SQLITE_NOMEM ) return rc;
    fuzzFail(zSql, "the harness's SQL does not prepare", sqlite3_errmsg(db));
  }
  fuzzBind(pStmt, aVal, nVal);
  while( (rc = sqlite3_step(pStmt))==SQLITE_ROW ){
    int nCol = sqlite3_column_count(pStmt);
    for(i=0; i<nCol; i++){
      int eType = sqlite3_column_type(pStmt, i);
      const char *zName = sqlite3_column_name(pStmt, i);
      if( eType==SQLITE_FLOAT && isnan(sqlite3_column_double(pStmt, i)) ){
        fuzzFail(zSql, "a REAL result is NaN", zName);
      }
      if( zName && eType==SQLITE_TEXT && (strncmp(zName, "p_", 2)==0
                                       || strncmp(zName, "lp_", 3)==0) ){
        fuzzCheckProba(db, zSql, (const char*)sqlite3_column_text(pStmt, i),
                       zName[0]=='l');
      }
      if( zName && strncmp(zName, "j_", 2)==0 && eType!=SQLITE_NULL ){
        /* the statement computes json_valid() of column i in column i+1 */
        if( i+1>=nCol || sqlite3_column_int(pStmt, i+1)!=1 ){
          fuzzFail(zSql, "a JSON result is not valid JSON",
                   (const char*)sqlite3_column_text(pStmt, i));
        }
      }
    }
    if( pzOut && *pzOut==0 && sqlite3_column_type(pStmt, 0)!=SQLITE_NULL ){
      const unsigned char *z = sqlite3_column_text(pStmt, 0);
      if( z ) *pzOut = sqlite3_mprintf("%s", z);
    }
  }
  if( rc!=SQLITE_DONE ){
    fuzzCheckError(db, zFunc, zSql, rc);
  }else{
    rc = SQLITE_OK;
  }
  sqlite3_finalize(pStmt);
  return rc;
}

/* Score with model ?1 and the feature arguments ?2..?(nArg+1) through every
** scoring function, one statement each. */
static __attribute__((unused)) void fuzzScore(sqlite3 *db, const FuzzVal *aVal, int nVal){
  static const char *const azFunc[] = {
    "bayes_predict", "bayes_proba", "bayes_log_proba", "bayes_evidence",
  };
  char zArgs[200];
  char zSql[1200];
  int i, k = 0;
  zArgs[0] = 0;
  for(i=2; i<=nVal && k<(int)sizeof(zArgs)-8; i++){
    k += snprintf(zArgs+k, sizeof(zArgs)-k, ", ?%d", i);
  }
  for(i=0; i<4; i++){
    /* the JSON-returning ones as j_ columns, checked by json_valid() */
    if( i==1 || i==2 ){
      snprintf(zSql, sizeof(zSql),
               "SELECT %s(?1%s) AS j_a, json_valid(%s(?1%s)), "
               "%s(?1%s) AS %s",
               azFunc[i], zArgs, azFunc[i], zArgs, azFunc[i], zArgs,
               i==1 ? "p_a" : "lp_a");
    }else{
      snprintf(zSql, sizeof(zSql), "SELECT %s(?1%s)", azFunc[i], zArgs);
    }
    fuzzRun(db, azFunc[i], zSql, aVal, nVal, 0);
  }
  /* the same through the model table and a name */
  if( fuzzRun(db, "(no bayes function)",
              "INSERT OR REPLACE INTO bayes_models VALUES('m', ?1)",
              aVal, 1, 0)==SQLITE_OK ){
    FuzzVal aName[16];
    int n = nVal<16 ? nVal : 16;
    memcpy(aName, aVal, sizeof(FuzzVal)*n);
    aName[0] = fuzzText("m", 1);
    snprintf(zSql, sizeof(zSql), "SELECT bayes_predict(?1%s)", zArgs);
    fuzzRun(db, "bayes_predict", zSql, aName, n, 0);
    snprintf(zSql, sizeof(zSql), "SELECT bayes_evidence(?1%s)", zArgs);
    fuzzRun(db, "bayes_evidence", zSql, aName, n, 0);
  }
}

/* Everything one can do with a model BLOB that needs no features: info,
** a sample of each class, a merge with itself.  Once bayes_info has read
** the BLOB, the statements that take their labels from it can fail only in
** the function they test. */
static void fuzzModelOnly(sqlite3 *db, const void *pBlob, int nBlob){
  FuzzVal v = fuzzBlob(pBlob, nBlob);
  if( fuzzRun(db, "bayes_info",
              "SELECT bayes_info(?1) AS j_i, json_valid(bayes_info(?1))",
              &v, 1, 0)!=SQLITE_OK ){
    return;
  }
  fuzzRun(db, "bayes_sample",
    "SELECT bayes_sample(?1, json_extract(c.value, '$.label'), 7) AS j_s, "
    "json_valid(bayes_sample(?1, json_extract(c.value, '$.label'), 7)) "
    "FROM json_each(bayes_info(?1), '$.classes') AS c LIMIT 8", &v, 1, 0);
  fuzzRun(db, "bayes_merge",
    "SELECT bayes_info(bayes_merge(m)) AS j_m, "
    "json_valid(bayes_info(bayes_merge(m))) FROM (SELECT ?1 AS m UNION ALL "
    "SELECT ?1)", &v, 1, 0);
}

/* Fit the spec on three rows whose features are the values aVal[1..nVal)
** (labels 'a', 'b', 'a'), score the same features with the model, fit
** again as a window function (exercising row removal) and run
** fuzzModelOnly on the model.  aVal[0] is overwritten with the model. */
static __attribute__((unused)) void fuzzFitAndScore(sqlite3 *db, const char *zSpec, FuzzVal *aVal,
                            int nVal){
  char zArgs[200];
  char zSql[1000];
  int i, k = 0;
  sqlite3_stmt *pStmt = 0;
  zArgs[0] = 0;
  for(i=2; i<=nVal && k<(int)sizeof(zArgs)-8; i++){
    k += snprintf(zArgs+k, sizeof(zArgs)-k, ", ?%d", i);
  }
  aVal[0] = fuzzText(zSpec, -1);
  /* window: each frame drops the row before it */
  snprintf(zSql, sizeof(zSql),
    "SELECT length(bayes_fit(?1, l%s) OVER (ORDER BY i ROWS BETWEEN 1 "
    "PRECEDING AND CURRENT ROW)) FROM (SELECT column1 AS i, "
    "column2 AS l FROM (VALUES(1,'a'),(2,'b'),(3,'a'),(4,NULL),(5,'b')))", zArgs);
  fuzzRun(db, "bayes_fit", zSql, aVal, nVal, 0);
  snprintf(zSql, sizeof(zSql),
    "SELECT bayes_fit(?1, l%s) FROM (SELECT column1 AS l FROM "
    "(VALUES('a'),('b'),('a')))", zArgs);
  if( sqlite3_prepare_v2(db, zSql, -1, &pStmt, 0)!=SQLITE_OK ){
    sqlite3_finalize(pStmt);
    return;
  }
  fuzzBind(pStmt, aVal, nVal);
  if( sqlite3_step(pStmt)==SQLITE_ROW
   && sqlite3_column_type(pStmt, 0)==SQLITE_BLOB ){
    int n = sqlite3_column_bytes(pStmt, 0);
    void *p = malloc(n);
    if( p ){
      memcpy(p, sqlite3_column_blob(pStmt, 0), n);
      sqlite3_finalize(pStmt);
      pStmt = 0;
      aVal[0] = fuzzBlob(p, n);
      fuzzScore(db, aVal, nVal);
      fuzzModelOnly(db, p, n);
      aVal[0] = fuzzText(zSpec, -1);
      free(p);
    }
  }else{
    int rc = sqlite3_finalize(pStmt);
    pStmt = 0;
    if( rc ) fuzzCheckError(db, "bayes_fit", zSql, rc);
  }
  sqlite3_finalize(pStmt);
}

/* Seal a model BLOB a[0..n) that a target changed: its header's length
** and the CRC-32 of the body (docs/format.md), so that the reader goes
** past the checksum to the changed values.  Nothing for n < 16. */
static inline void fuzzSeal(unsigned char *a, size_t n){
  uint32_t c = 0xFFFFFFFFu;
  size_t k;
  int j;
  if( n<16 ) return;
  for(k=16; k<n; k++){
    c ^= a[k];
    for(j=0; j<8; j++) c = (c & 1) ? 0xEDB88320u ^ (c>>1) : (c>>1);
  }
  c ^= 0xFFFFFFFFu;
  a[8] = (unsigned char)n; a[9] = (unsigned char)(n>>8);
  a[10] = (unsigned char)(n>>16); a[11] = (unsigned char)(n>>24);
  a[12] = (unsigned char)c; a[13] = (unsigned char)(c>>8);
  a[14] = (unsigned char)(c>>16); a[15] = (unsigned char)(c>>24);
}

#endif /* BAYES_FUZZ_H */
