/*
** test/c/threads.c — several connections in several threads fitting and
** scoring at once must give exactly the single-threaded results.
**
**   build/c/threads [path/to/bayes.so]   (default $BAYES_SO, else ./bayes.so)
**
** Linked with the system libsqlite3 (built threadsafe).  First, on one
** connection in the main thread, it records the reference result of every
** statement of cases.h (every kind: fit, window fit, merge, scoring by
** name and by BLOB, sample, info; plus bayes_tokens) as text, BLOBs as hex.
** It also writes a database file holding the fitted models.
**
** Then it starts NTHREAD threads at once.  Each thread, ROUNDS times:
**   - opens its own in-memory connection, loads the extension, builds the
**     data, fits the models and runs every statement (its own cache, its
**     own bayes_models);
**   - opens its own connection to the shared file and scores by name
**     against the models there (many connections reading one table);
**   - scores through one connection shared by all threads (SQLite
**     serializes calls on it; the extension's per-connection scratch must
**     not be clobbered);
** and compares every result with the reference byte for byte.  Each
** statement is one test (passed if every run of it in every thread gave
** the reference); the last line is "N passed, N failed".
*/
#include <sqlite3.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "cases.h"

#define NTHREAD 4
#define ROUNDS 10
#define MAXSTMT (N_CASE_KIND*N_CASE_STMT + 4)

static const char *zSo = "./bayes.so";
static char zFile[512];
static int bVerbose = 0;

typedef struct Stmt {
  char zName[80]; char zSql[1500];
  char *zRef;                 /* the single-threaded result */
  int nRun, nBad;             /* runs in threads, and mismatches */
} Stmt;
static Stmt aStmt[MAXSTMT];
static int nStmt = 0;
static char azPrep[N_CASE_KIND][600];
static int abKind[N_CASE_KIND];       /* kind's model fitted */
static sqlite3 *dbShared = 0;

static pthread_mutex_t mutex = PTHREAD_MUTEX_INITIALIZER;
static int nPass = 0, nFail = 0;

/* Record one run of statement p in a thread (the first few mismatches of
** each statement are printed). */
static void report(Stmt *p, int iThread, const char *zWhere, const char *zGot){
  int ok = strcmp(zGot, p->zRef)==0;
  pthread_mutex_lock(&mutex);
  p->nRun++;
  if( !ok && p->nBad++ < 3 ){
    printf("! threads: thread %d, %s connection: %s:\n    got:      %.300s\n"
           "    expected: %.300s\n", iThread, zWhere, p->zName, zGot, p->zRef);
  }
  pthread_mutex_unlock(&mutex);
}

/* The rows of zSql as text (malloc'd); BLOBs as hex, errors as
** "ERROR message". */
static char *runSql(sqlite3 *db, const char *zSql){
  sqlite3_stmt *pStmt = 0;
  sqlite3_str *pOut = sqlite3_str_new(0);
  int rc = sqlite3_prepare_v2(db, zSql, -1, &pStmt, 0);
  char *z;
  if( rc==SQLITE_OK ){
    while( (rc = sqlite3_step(pStmt))==SQLITE_ROW ){
      int i, nCol = sqlite3_column_count(pStmt);
      for(i=0; i<nCol; i++){
        switch( sqlite3_column_type(pStmt, i) ){
          case SQLITE_NULL: sqlite3_str_appendall(pOut, "NULL"); break;
          case SQLITE_INTEGER:
            sqlite3_str_appendf(pOut, "%lld", sqlite3_column_int64(pStmt, i));
            break;
          case SQLITE_FLOAT:
            sqlite3_str_appendf(pOut, "%!.17g", sqlite3_column_double(pStmt, i));
            break;
          case SQLITE_BLOB: {
            const unsigned char *a = sqlite3_column_blob(pStmt, i);
            int k, n = sqlite3_column_bytes(pStmt, i);
            for(k=0; k<n; k++) sqlite3_str_appendf(pOut, "%02x", a[k]);
            break;
          }
          default:
            sqlite3_str_appendall(pOut,
                                  (const char*)sqlite3_column_text(pStmt, i));
            break;
        }
        sqlite3_str_appendall(pOut, "|");
      }
      sqlite3_str_appendall(pOut, "\n");
    }
  }
  if( rc!=SQLITE_DONE ) sqlite3_str_appendf(pOut, "ERROR %s", sqlite3_errmsg(db));
  sqlite3_finalize(pStmt);
  z = sqlite3_str_finish(pOut);
  return z;
}

static sqlite3 *openDb(const char *zName, int flags){
  sqlite3 *db = 0;
  char *zErr = 0;
  if( sqlite3_open_v2(zName, &db, flags, 0) ){
    fprintf(stderr, "threads: cannot open %s: %s\n", zName, sqlite3_errmsg(db));
    exit(2);
  }
  sqlite3_enable_load_extension(db, 1);
  if( sqlite3_load_extension(db, zSo, "sqlite3_bayes_init", &zErr) ){
    fprintf(stderr, "threads: cannot load %s: %s\n", zSo, zErr);
    exit(2);
  }
  return db;
}

static void execOrDie(sqlite3 *db, const char *zSql){
  char *zErr = 0;
  if( sqlite3_exec(db, zSql, 0, 0, &zErr) ){
    fprintf(stderr, "threads: %s\n  in: %.200s\n", zErr, zSql);
    exit(2);
  }
}

/* The connection of one thread's round: data, models, every statement */
static void roundOwn(int iThread){
  sqlite3 *db = openDb(":memory:", SQLITE_OPEN_READWRITE|SQLITE_OPEN_CREATE);
  int i;
  execOrDie(db, zCaseSetup);
  for(i=0; i<N_CASE_KIND; i++) if( abKind[i] ) execOrDie(db, azPrep[i]);
  /* in a thread-dependent order, so that threads run different code */
  for(i=0; i<nStmt; i++){
    Stmt *p = &aStmt[(i + iThread*7) % nStmt];
    char *z = runSql(db, p->zSql);
    report(p, iThread, "own", z);
    sqlite3_free(z);
  }
  sqlite3_close(db);
}

/* Scoring by name from the shared file, on this thread's own connection */
static void roundFile(int iThread){
  sqlite3 *db = openDb(zFile, SQLITE_OPEN_READONLY);
  int i;
  for(i=0; i<nStmt; i++){
    Stmt *p = &aStmt[i];
    char *z;
    if( strstr(p->zName, "score-by-name")==0 && strstr(p->zName, "info")==0
     && strstr(p->zName, "sample")==0 ) continue;
    z = runSql(db, p->zSql);
    report(p, iThread, "file", z);
    sqlite3_free(z);
  }
  sqlite3_close(db);
}

/* Scoring through the one connection all threads share */
static void roundShared(int iThread){
  int i;
  for(i=0; i<nStmt; i++){
    Stmt *p = &aStmt[(i + iThread*3) % nStmt];
    char *z;
    if( strstr(p->zName, "score")==0 && strstr(p->zName, "tokens")==0 ) continue;
    z = runSql(dbShared, p->zSql);
    report(p, iThread, "shared", z);
    sqlite3_free(z);
  }
}

static void *threadMain(void *pArg){
  int iThread = (int)(size_t)pArg, r;
  for(r=0; r<ROUNDS; r++){
    roundOwn(iThread);
    roundFile(iThread);
    roundShared(iThread);
  }
  return 0;
}

int main(int argc, char **argv){
  pthread_t aThread[NTHREAD];
  sqlite3 *db;
  int i, j;
  const char *zStmtName;
  for(i=1; i<argc; i++){
    if( strcmp(argv[i], "-v")==0 ) bVerbose = 1;
    else zSo = argv[i];
  }
  if( argc<2 || (argc==2 && bVerbose) ){
    const char *z = getenv("BAYES_SO");
    if( z && z[0] ) zSo = z;
  }
  if( !sqlite3_threadsafe() ){
    printf("threads: this libsqlite3 is not threadsafe\n0 passed, 1 failed\n");
    return 1;
  }
  snprintf(zFile, sizeof(zFile), "%s/bayes-threads-%d.db",
           getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp", (int)getpid());

  /* Reference results, single-threaded */
  db = openDb(":memory:", SQLITE_OPEN_READWRITE|SQLITE_OPEN_CREATE);
  execOrDie(db, zCaseSetup);
  for(i=0; i<N_CASE_KIND; i++){
    const CaseKind *p = &aCaseKind[i];
    caseModelSql(p, azPrep[i], sizeof(azPrep[i]));
    abKind[i] = sqlite3_exec(db, azPrep[i], 0, 0, 0)==SQLITE_OK;
    if( !abKind[i] ){
      /* an unknown kind or a broken fit is a failure, never a silent skip */
      printf("! threads: %s: cannot fit the model: %s\n", p->zKind,
             sqlite3_errmsg(db));
      nFail++;
      continue;
    }
    for(j=0; j<N_CASE_STMT; j++){
      Stmt *s = &aStmt[nStmt++];
      caseSql(p, j, s->zSql, sizeof(s->zSql), &zStmtName);
      snprintf(s->zName, sizeof(s->zName), "%s %s", p->zKind, zStmtName);
    }
  }
  for(i=0; i<2; i++){
    Stmt *s = &aStmt[nStmt++];
    snprintf(s->zName, sizeof(s->zName), "tokens-%d", i+1);
    snprintf(s->zSql, sizeof(s->zSql), "%s", azCaseOther[i]);
  }
  for(i=0; i<nStmt; i++){
    aStmt[i].zRef = runSql(db, aStmt[i].zSql);
    if( strncmp(aStmt[i].zRef, "ERROR", 5)==0 ){
      printf("! threads: reference %s failed: %s\n", aStmt[i].zName,
             aStmt[i].zRef);
      nFail++;
    }
  }
  /* The shared file: a copy of the models */
  unlink(zFile);
  {
    char *zSql = sqlite3_mprintf("ATTACH %Q AS f; CREATE TABLE f.bayes_models "
                                 "AS SELECT * FROM main.bayes_models; DETACH f",
                                 zFile);
    execOrDie(db, zSql);
    sqlite3_free(zSql);
  }
  sqlite3_close(db);
  dbShared = openDb(":memory:", SQLITE_OPEN_READWRITE|SQLITE_OPEN_CREATE
                                |SQLITE_OPEN_FULLMUTEX);
  execOrDie(dbShared, zCaseSetup);
  for(i=0; i<N_CASE_KIND; i++) if( abKind[i] ) execOrDie(dbShared, azPrep[i]);

  for(i=0; i<NTHREAD; i++){
    if( pthread_create(&aThread[i], 0, threadMain, (void*)(size_t)i) ){
      fprintf(stderr, "threads: cannot start a thread\n");
      return 2;
    }
  }
  for(i=0; i<NTHREAD; i++) pthread_join(aThread[i], 0);
  sqlite3_close(dbShared);
  unlink(zFile);
  /* One test per statement: every run in every thread gave the reference */
  for(i=0; i<nStmt; i++){
    Stmt *p = &aStmt[i];
    if( p->nBad || p->nRun<NTHREAD*ROUNDS ){
      if( !p->nBad ) printf("! threads: %s ran %d times, expected at least "
                            "%d\n", p->zName, p->nRun, NTHREAD*ROUNDS);
      nFail++;
    }else{
      nPass++;
      if( bVerbose ) printf("threads: %s: %d runs ok\n", p->zName, p->nRun);
    }
    sqlite3_free(p->zRef);
  }
  if( bVerbose ) printf("threads: %d threads x %d rounds, %d statements\n",
                        NTHREAD, ROUNDS, nStmt);
  printf("%d passed, %d failed\n", nPass, nFail);
  return nFail ? 1 : 0;
}
