/*
** test/c/oom.c — out-of-memory driver for the bayes extension.
**
**   build/c/oom [path/to/bayes.so]      (default $BAYES_SO, else ./bayes.so)
**
** Linked with the system libsqlite3.  Before SQLite initializes, it
** installs (sqlite3_config(SQLITE_CONFIG_MALLOC)) an allocator that wraps
** SQLite's default one, counts live allocations, and can be armed to fail
** the Nth allocation from now: only that one ("transient"), or that one and
** every later one ("persistent").
**
** For every statement of cases.h (each SQL function of the extension on
** each model kind, plus tokens, cache statistics, error paths, and loading
** the extension itself) it first runs the statement unarmed to get the
** reference result, then for N = 1, 2, ... opens a fresh connection, loads
** the extension and the data, arms the allocator to fail allocation N,
** prepares and steps the statement, disarms and closes.  Each run must
**
**   - either succeed with exactly the reference result (every row, every
**     column; BLOBs compared by bytes), or end in the reference's own error,
**   - or fail with SQLITE_NOMEM ("out of memory");
**   - and leave no allocation behind once the connection is closed;
**
** until a run in which no allocation failed ends the loop.  Crashes are
** caught by the harness (test/all.tcl counts a dying driver as a failure),
** and `make test-asan` runs this driver under AddressSanitizer and
** LeakSanitizer too.  Output: one line per failure (verbose with -v), a
** line "progress: ..." at most every 10 s (test/all.tcl shows those while
** the driver runs, which takes a minute or more), and last "N passed, N
** failed"; exit status 1 if anything failed.
*/
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "cases.h"

/* ------------------------------------------------------------ allocator */
static sqlite3_mem_methods defMem;
static int bArmed = 0;        /* failing allocations is enabled */
static int bPersist = 0;      /* fail every allocation after the Nth too */
static long nFailAt = 0;      /* fail the nFailAt-th allocation once armed */
static long nCount = 0;       /* allocations since armed */
static long nFailed = 0;      /* allocations that were failed */
static long nLive = 0;        /* live allocations */

static int shouldFail(void){
  if( !bArmed ) return 0;
  nCount++;
  if( nCount==nFailAt || (bPersist && nCount>nFailAt) ){
    nFailed++;
    return 1;
  }
  return 0;
}
static void *oomMalloc(int n){
  void *p;
  if( shouldFail() ) return 0;
  p = defMem.xMalloc(n);
  if( p ) nLive++;
  return p;
}
static void oomFree(void *p){
  if( p ) nLive--;
  defMem.xFree(p);
}
static void *oomRealloc(void *p, int n){
  void *q;
  if( shouldFail() ) return 0;
  q = defMem.xRealloc(p, n);
  if( q && p==0 ) nLive++;
  return q;
}
static int oomSize(void *p){ return defMem.xSize(p); }
static int oomRoundup(int n){ return defMem.xRoundup(n); }
static int oomInit(void *p){ return defMem.xInit(p); }
static void oomShutdown(void *p){ defMem.xShutdown(p); }

static void arm(long n, int bPers){
  nFailAt = n; bPersist = bPers; nCount = 0; nFailed = 0; bArmed = 1;
}
static void disarm(void){ bArmed = 0; }

/* ------------------------------------------------------------ results */
static const char *zSo = "./bayes.so";
static int bVerbose = 0;
static int nPass = 0, nFail = 0;

typedef struct Str { char *z; size_t n, nAlloc; } Str;
static void strAppend(Str *p, const void *a, size_t n){
  if( p->n+n+1 > p->nAlloc ){
    size_t nNew = (p->nAlloc ? p->nAlloc*2 : 256) + n;
    char *z = realloc(p->z, nNew);      /* libc: not counted, never failed */
    if( z==0 ){ fprintf(stderr, "oom: out of real memory\n"); exit(2); }
    p->z = z; p->nAlloc = nNew;
  }
  memcpy(p->z+p->n, a, n);
  p->n += n;
  p->z[p->n] = 0;
}
static void strCat(Str *p, const char *z){ strAppend(p, z, strlen(z)); }
static void strFree(Str *p){ free(p->z); memset(p, 0, sizeof(*p)); }

/* Open a connection with the extension and the case data.  Unarmed. */
static sqlite3 *openDb(void){
  sqlite3 *db = 0;
  char *zErr = 0;
  if( sqlite3_open(":memory:", &db) ){
    fprintf(stderr, "oom: cannot open a database\n");
    exit(2);
  }
  sqlite3_enable_load_extension(db, 1);
  if( sqlite3_load_extension(db, zSo, "sqlite3_bayes_init", &zErr) ){
    fprintf(stderr, "oom: cannot load %s: %s\n", zSo, zErr);
    exit(2);
  }
  if( sqlite3_exec(db, zCaseSetup, 0, 0, &zErr) ){
    fprintf(stderr, "oom: setup failed: %s\n", zErr);
    exit(2);
  }
  return db;
}

/* Run every statement of the ;-free zSql (one statement), appending rows to
** pOut; returns the result code of the first failure, or SQLITE_OK.  An
** error appends its message, so reference errors are compared too. */
static int runSql(sqlite3 *db, const char *zSql, Str *pOut){
  sqlite3_stmt *pStmt = 0;
  int rc = sqlite3_prepare_v2(db, zSql, -1, &pStmt, 0);
  if( rc==SQLITE_OK ){
    while( (rc = sqlite3_step(pStmt))==SQLITE_ROW ){
      int i, nCol = sqlite3_column_count(pStmt);
      for(i=0; i<nCol; i++){
        char zBuf[64];
        switch( sqlite3_column_type(pStmt, i) ){
          case SQLITE_NULL: strCat(pOut, "NULL"); break;
          case SQLITE_INTEGER:
            snprintf(zBuf, sizeof(zBuf), "%lld", sqlite3_column_int64(pStmt, i));
            strCat(pOut, zBuf); break;
          case SQLITE_FLOAT:
            snprintf(zBuf, sizeof(zBuf), "%.17g", sqlite3_column_double(pStmt, i));
            strCat(pOut, zBuf); break;
          case SQLITE_BLOB: {
            const unsigned char *a = sqlite3_column_blob(pStmt, i);
            int k, n = sqlite3_column_bytes(pStmt, i);
            if( a==0 && n>0 ){ rc = SQLITE_NOMEM; break; }
            strCat(pOut, "x'");
            for(k=0; k<n; k++){
              snprintf(zBuf, sizeof(zBuf), "%02x", a[k]);
              strCat(pOut, zBuf);
            }
            strCat(pOut, "'");
            break;
          }
          default: {
            const char *z = (const char*)sqlite3_column_text(pStmt, i);
            if( z==0 ){ rc = SQLITE_NOMEM; break; }
            strCat(pOut, z);
            break;
          }
        }
        if( rc==SQLITE_NOMEM ) break;
        strCat(pOut, "|");
      }
      if( rc==SQLITE_NOMEM ) break;
      strCat(pOut, "\n");
    }
    if( rc==SQLITE_DONE ) rc = SQLITE_OK;
  }
  if( rc!=SQLITE_OK ){
    strCat(pOut, "ERROR ");
    strCat(pOut, sqlite3_errmsg(db));
  }
  sqlite3_finalize(pStmt);
  return rc & 0xff;
}

/* SQLite copies an error message with a "benign" allocation: when that
** one fails the error keeps its code but its text becomes the generic one
** (sqlite3_errstr).  True if pGot is pRef's rows with the message lost. */
static int lostMessage(const Str *pGot, const Str *pRef, int rc){
  const char *zG = pGot->z ? pGot->z : "", *zR = pRef->z ? pRef->z : "";
  const char *zE = strstr(zR, "ERROR ");
  size_t nPre = zE ? (size_t)(zE - zR) : 0;
  if( zE==0 || strncmp(zG, zR, nPre)!=0 ) return 0;
  return strncmp(zG+nPre, "ERROR ", 6)==0
      && strcmp(zG+nPre+6, sqlite3_errstr(rc))==0;
}

/* A progress line at most every 10 s: statement iStmt of nStmt */
static int iStmt = 0, nStmt = 0;
static long nRuns = 0;
static time_t tProgress = 0;
static void progress(const char *zName){
  time_t t = time(0);
  nRuns++;
  if( t-tProgress>=10 ){
    tProgress = t;
    printf("progress: statement %d of %d (%s), %ld runs\n",
           iStmt, nStmt, zName, nRuns);
    fflush(stdout);
  }
}

/* One statement under fault injection.  Returns 1 if it passed. */
static int oomTest(const char *zName, const char *zPrep, const char *zSql){
  Str ref = {0,0,0};
  sqlite3 *db;
  int rcRef, bPers, ok = 1;
  long n, nTotal = 0;
  db = openDb();
  if( zPrep && sqlite3_exec(db, zPrep, 0, 0, 0) ){
    /* the model cannot be fitted: an unknown kind or a broken fit is a
    ** failure, never a silent skip */
    printf("! oom: %s: cannot fit the model without fault injection: %s\n",
           zName, sqlite3_errmsg(db));
    sqlite3_close(db);
    return 0;
  }
  rcRef = runSql(db, zSql, &ref);
  sqlite3_close(db);
  if( rcRef==SQLITE_NOMEM ){
    printf("! oom: %s: NOMEM without fault injection\n", zName);
    strFree(&ref);
    return 0;
  }
  for(bPers=0; bPers<2 && ok; bPers++){
    for(n=1; ok; n++){
      Str got = {0,0,0};
      long nLive0 = nLive;
      int rc;
      db = openDb();
      if( zPrep ) sqlite3_exec(db, zPrep, 0, 0, 0);
      arm(n, bPers);
      rc = runSql(db, zSql, &got);
      disarm();
      sqlite3_close(db);
      nTotal++;
      progress(zName);
      if( nLive!=nLive0 ){
        printf("! oom: %s: %ld allocation(s) leaked when allocation %ld "
               "failed (%s)\n", zName, nLive-nLive0, n,
               bPers ? "persistent" : "transient");
        ok = 0;
      }else if( rc==SQLITE_NOMEM ){
        if( nFailed==0 ){
          printf("! oom: %s: SQLITE_NOMEM but no allocation failed\n", zName);
          ok = 0;
        }
        if( strstr(got.z ? got.z : "", "out of memory")==0 ){
          printf("! oom: %s: SQLITE_NOMEM with message: %s\n", zName, got.z);
          ok = 0;
        }
      }else if( rc!=rcRef
             || (strcmp(got.z ? got.z : "", ref.z ? ref.z : "")
                 && !lostMessage(&got, &ref, rc)) ){
        printf("! oom: %s: allocation %ld failed (%s); expected the reference "
               "result or SQLITE_NOMEM, got rc=%d:\n    %.300s\n  reference:"
               "\n    %.300s\n", zName, n, bPers ? "persistent" : "transient",
               rc, got.z ? got.z : "", ref.z ? ref.z : "");
        ok = 0;
      }
      strFree(&got);
      if( nFailed==0 ) break;          /* ran to the end: done */
      if( n>200000 ){
        printf("! oom: %s: no end after %ld allocations\n", zName, n);
        ok = 0;
      }
    }
  }
  if( ok && bVerbose ) printf("oom: %s: ok (%ld runs)\n", zName, nTotal);
  strFree(&ref);
  return ok;
}

/* Loading the extension (registering its functions) under fault injection */
static int oomLoadTest(void){
  long n;
  int ok = 1, bPers;
  for(bPers=0; bPers<2; bPers++){
    for(n=1; ok; n++){
      sqlite3 *db = 0;
      char *zErr = 0;
      long nLive0 = nLive;
      int rc;
      sqlite3_open(":memory:", &db);
      sqlite3_enable_load_extension(db, 1);
      arm(n, bPers);
      rc = sqlite3_load_extension(db, zSo, "sqlite3_bayes_init", &zErr);
      disarm();
      if( rc==SQLITE_OK ){
        /* the functions work */
        sqlite3_stmt *p = 0;
        if( sqlite3_prepare_v2(db, "SELECT bayes_tokens('ab ab')", -1, &p, 0)
         || sqlite3_step(p)!=SQLITE_ROW
         || strcmp((const char*)sqlite3_column_text(p, 0), "{\"ab\":2}") ){
          printf("! oom: load: loaded after a failed allocation %ld but "
                 "bayes_tokens does not work\n", n);
          ok = 0;
        }
        sqlite3_finalize(p);
      }else if( (rc&0xff)!=SQLITE_NOMEM && zErr
             && strstr(zErr, "out of memory")==0 ){
        /* SQLite reports a failed init as SQLITE_ERROR "error during
        ** initialization: <the extension's message>" (no message at all
        ** if even that cannot be allocated) */
        printf("! oom: load: allocation %ld failed: rc=%d %s\n", n, rc,
               zErr ? zErr : "(no message)");
        ok = 0;
      }
      sqlite3_free(zErr);
      sqlite3_close(db);
      progress("load");
      if( nLive!=nLive0 ){
        printf("! oom: load: %ld allocation(s) leaked when allocation %ld "
               "failed\n", nLive-nLive0, n);
        ok = 0;
      }
      if( nFailed==0 ) break;
    }
  }
  if( ok && bVerbose ) printf("oom: load: ok\n");
  return ok;
}

static void count(int ok){
  if( ok ) nPass++;
  else nFail++;
}

int main(int argc, char **argv){
  sqlite3_mem_methods mem;
  int i, j;
  char zPrep[600], zSql[1500], zName[100];
  const char *zStmt;
  const char *zFilter = getenv("BAYES_TEST_FILTER");
  for(i=1; i<argc; i++){
    if( strcmp(argv[i], "-v")==0 ) bVerbose = 1;
    else zSo = argv[i];
  }
  if( argc<2 || (argc==2 && bVerbose) ){
    const char *z = getenv("BAYES_SO");
    if( z && z[0] ) zSo = z;
  }
  if( getenv("BAYES_TEST_VERBOSE") && atoi(getenv("BAYES_TEST_VERBOSE")) ){
    bVerbose = 1;
  }
  if( sqlite3_config(SQLITE_CONFIG_GETMALLOC, &defMem) ){
    fprintf(stderr, "oom: cannot read the default allocator\n");
    return 2;
  }
  mem = defMem;
  mem.xMalloc = oomMalloc; mem.xFree = oomFree; mem.xRealloc = oomRealloc;
  mem.xSize = oomSize; mem.xRoundup = oomRoundup; mem.xInit = oomInit;
  mem.xShutdown = oomShutdown;
  if( sqlite3_config(SQLITE_CONFIG_MALLOC, &mem) ){
    fprintf(stderr, "oom: cannot install the allocator\n");
    return 2;
  }
  /* Lookaside would hide small allocations from the fault injector */
  sqlite3_config(SQLITE_CONFIG_LOOKASIDE, 0, 0);
  sqlite3_initialize();
  sqlite3_close(openDb());      /* warm up: one-time global allocations */
  tProgress = time(0);
  nStmt = 1 + N_CASE_KIND*N_CASE_STMT + N_CASE_OTHER;

  iStmt = 1;
  if( zFilter==0 || strstr(zFilter, "load") ) count(oomLoadTest());
  for(i=0; i<N_CASE_KIND; i++){
    const CaseKind *p = &aCaseKind[i];
    if( zFilter && strstr(zFilter, p->zKind)==0 ) continue;
    caseModelSql(p, zPrep, sizeof(zPrep));
    for(j=0; j<N_CASE_STMT; j++){
      caseSql(p, j, zSql, sizeof(zSql), &zStmt);
      snprintf(zName, sizeof(zName), "%s %s", p->zKind, zStmt);
      iStmt = 2 + i*N_CASE_STMT + j;
      count(oomTest(zName, zPrep, zSql));
    }
  }
  for(i=0; i<N_CASE_OTHER; i++){
    if( zFilter && strstr(zFilter, "other")==0 ) continue;
    snprintf(zName, sizeof(zName), "other-%d", i+1);
    iStmt = 2 + N_CASE_KIND*N_CASE_STMT + i;
    caseModelSql(&aCaseKind[0], zPrep, sizeof(zPrep));
    count(oomTest(zName, zPrep, azCaseOther[i]));
  }
  printf("%d passed, %d failed\n", nPass, nFail);
  return nFail ? 1 : 0;
}
