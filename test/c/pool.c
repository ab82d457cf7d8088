/*
** test/c/pool.c — worker threads inside one statement (bayes_threads,
** ext/core/pool.c), for ThreadSanitizer (make test-tsan) and the suite.
**
**   build/c/pool [path/to/bayes.so]      (default $BAYES_SO, else ./bayes.so)
**
** On one connection with bayes_threads(1) it records the reference results
** of a set of statements: lda, lda shrinkage=auto and qda fits of a
** 130-feature table (its rows from 120 on: bayes_fit_query, bayes_fit_weighted_query, the
** aggregate over JSON arrays), and bayes_scores of the fitted lda, qda and
** gaussian_nb over the table, with rows far out that lda's workers leave
** to the calling thread.  The shapes are wide enough that every fold and
** every block is split among the workers.
**
** Then NCONN threads, each with its own connection set to bayes_threads(4),
** run every statement ROUNDS times at once (so several statements' pools
** run at the same time), and every result must equal the reference byte
** for byte.  Under ThreadSanitizer any race between the workers, or
** between them and the calling thread, stops the run.  The last line is
** "N passed, N failed".
*/
#include <sqlite3.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define D 130                  /* features: not a multiple of 4 */
#define NROW 400
#define NCONN 2
#define ROUNDS 2
#define NTHREAD_SQL 4          /* bayes_threads() in the threads */

static const char *zSo = "./bayes.so";
static int nPass = 0, nFail = 0;
static pthread_mutex_t mutex = PTHREAD_MUTEX_INITIALIZER;

static char zCols[D*6];        /* "v0,v1,...": the feature columns */
#define NSTMT 9
static char *azSql[NSTMT];
static char *azRef[NSTMT];

/* The rows of zSql as text (sqlite3_malloc'd); BLOBs as hex, errors as
** "ERROR message". */
static char *runSql(sqlite3 *db, const char *zSql){
  sqlite3_stmt *pStmt = 0;
  sqlite3_str *pOut = sqlite3_str_new(0);
  int rc = sqlite3_prepare_v2(db, zSql, -1, &pStmt, 0);
  if( rc==SQLITE_OK ){
    while( (rc = sqlite3_step(pStmt))==SQLITE_ROW ){
      int i, nCol = sqlite3_column_count(pStmt);
      for(i=0; i<nCol; i++){
        if( sqlite3_column_type(pStmt, i)==SQLITE_BLOB ){
          const unsigned char *a = sqlite3_column_blob(pStmt, i);
          int k, n = sqlite3_column_bytes(pStmt, i);
          for(k=0; k<n; k++) sqlite3_str_appendf(pOut, "%02x", a[k]);
        }else{
          const char *z = (const char*)sqlite3_column_text(pStmt, i);
          sqlite3_str_appendall(pOut, z ? z : "NULL");
        }
        sqlite3_str_appendall(pOut, "|");
      }
      sqlite3_str_appendall(pOut, "\n");
    }
  }
  if( rc!=SQLITE_DONE ) sqlite3_str_appendf(pOut, "ERROR %s", sqlite3_errmsg(db));
  sqlite3_finalize(pStmt);
  return sqlite3_str_finish(pOut);
}

static void execOrDie(sqlite3 *db, const char *zSql){
  char *zErr = 0;
  if( sqlite3_exec(db, zSql, 0, 0, &zErr) ){
    fprintf(stderr, "pool: %s\n  in: %.200s\n", zErr, zSql);
    exit(2);
  }
}

/* A connection with the extension, the data and the fitted models */
static sqlite3 *openDb(int nThread){
  sqlite3 *db = 0;
  char *zErr = 0, *z;
  int i, k;
  if( sqlite3_open(":memory:", &db) ){
    fprintf(stderr, "pool: cannot open: %s\n", sqlite3_errmsg(db));
    exit(2);
  }
  sqlite3_enable_load_extension(db, 1);
  if( sqlite3_load_extension(db, zSo, "sqlite3_bayes_init", &zErr) ){
    fprintf(stderr, "pool: cannot load %s: %s\n", zSo, zErr);
    exit(2);
  }
  /* the data: a deterministic pseudo-random table (a 64-bit LCG) */
  {
    sqlite3_str *s = sqlite3_str_new(0);
    sqlite3_stmt *p;
    unsigned long long r = 38;
    sqlite3_str_appendall(s, "CREATE TABLE w(id INTEGER PRIMARY KEY, y, wt REAL, j");
    for(k=0; k<D; k++) sqlite3_str_appendf(s, ", v%d REAL", k);
    sqlite3_str_appendall(s, ")");
    z = sqlite3_str_finish(s);
    execOrDie(db, z);
    sqlite3_free(z);
    s = sqlite3_str_new(0);
    sqlite3_str_appendall(s, "INSERT INTO w VALUES(?,?,?,?");
    for(k=0; k<D; k++) sqlite3_str_appendall(s, ",?");
    sqlite3_str_appendall(s, ")");
    z = sqlite3_str_finish(s);
    if( sqlite3_prepare_v2(db, z, -1, &p, 0) ){ fprintf(stderr, "pool: prepare\n"); exit(2); }
    sqlite3_free(z);
    execOrDie(db, "BEGIN");
    for(i=0; i<NROW; i++){
      sqlite3_str *js = sqlite3_str_new(0);
      int c = i%3;
      sqlite3_bind_int(p, 1, i);
      sqlite3_bind_int(p, 2, c);
      r = r*6364136223846793005ULL + 1442695040888963407ULL;
      sqlite3_bind_double(p, 3, 0.25 + 3.75*(double)(r>>11)/9007199254740992.0);
      sqlite3_str_appendall(js, "[");
      for(k=0; k<D; k++){
        double v;
        r = r*6364136223846793005ULL + 1442695040888963407ULL;
        v = c*(k%7)/3.0 + (double)(r>>11)/9007199254740992.0;
        if( i<120 && k==5 && i%10==3 ) v = 1e200;    /* lda: impossible */
        if( i<120 && k==7 && i%10==6 ) v = 1e12;     /* lda: coarse */
        sqlite3_bind_double(p, 5+k, v);
        sqlite3_str_appendf(js, "%s%!.17g", k ? "," : "", v);
      }
      sqlite3_str_appendall(js, "]");
      z = sqlite3_str_finish(js);
      sqlite3_bind_text(p, 4, z, -1, sqlite3_free);
      if( sqlite3_step(p)!=SQLITE_DONE ){ fprintf(stderr, "pool: insert\n"); exit(2); }
      sqlite3_reset(p);
    }
    execOrDie(db, "COMMIT");
    sqlite3_finalize(p);
  }
  z = sqlite3_mprintf(
    "SELECT bayes_threads(1);"
    "CREATE TABLE m AS"
    "  SELECT 'lda' AS k, bayes_fit_query('lda', 'SELECT y, %s FROM w WHERE id>=120') AS m"
    "  UNION ALL SELECT 'qda', bayes_fit_query('qda', 'SELECT y, %s FROM w WHERE id>=120')"
    "  UNION ALL SELECT 'gnb', bayes_fit_query('gaussian_nb', 'SELECT y, %s FROM w WHERE id>=120');"
    "SELECT bayes_threads(%d);", zCols, zCols, zCols, nThread);
  execOrDie(db, z);
  sqlite3_free(z);
  return db;
}

static void makeStatements(void){
  int k, n = 0;
  for(k=0; k<D; k++) n += sprintf(zCols+n, "%sv%d", k ? "," : "", k);
  azSql[0] = sqlite3_mprintf("SELECT bayes_fit_query('qda', 'SELECT y, %s FROM w WHERE id>=120')", zCols);
  azSql[1] = sqlite3_mprintf("SELECT bayes_fit_query('lda', 'SELECT y, %s FROM w WHERE id>=120')", zCols);
  azSql[2] = sqlite3_mprintf("SELECT bayes_fit_weighted_query('lda shrinkage=auto', 'SELECT y, wt, %s FROM w WHERE id>=120')", zCols);
  azSql[3] = sqlite3_mprintf("SELECT bayes_fit_weighted('qda', y, wt, j) FROM w WHERE id>=120");
  azSql[4] = sqlite3_mprintf("SELECT bayes_fit('lda', y, j) FROM w WHERE id>=120 GROUP BY id%%2");
  azSql[5] = sqlite3_mprintf("SELECT key, log_proba FROM bayes_scores((SELECT m FROM m WHERE k='qda'), 'SELECT id, %s FROM w')", zCols);
  azSql[6] = sqlite3_mprintf("SELECT key, log_proba FROM bayes_scores((SELECT m FROM m WHERE k='lda'), 'SELECT id, %s FROM w')", zCols);
  azSql[7] = sqlite3_mprintf("SELECT key, log_proba FROM bayes_scores((SELECT m FROM m WHERE k='gnb'), 'SELECT id, %s FROM w')", zCols);
  azSql[8] = sqlite3_mprintf("SELECT bayes_threads()");
}

static void check(int iStmt, int iThread, const char *zGot){
  const char *zWant = iStmt==8 ? "4|\n" : azRef[iStmt];
  pthread_mutex_lock(&mutex);
  if( strcmp(zGot, zWant)==0 ){
    nPass++;
  }else{
    nFail++;
    printf("! pool: thread %d, statement %d: got %.200s\n   expected %.200s\n",
           iThread, iStmt, zGot, zWant);
  }
  pthread_mutex_unlock(&mutex);
}

static void *threadMain(void *pArg){
  int iThread = (int)(size_t)pArg, r, i;
  sqlite3 *db = openDb(NTHREAD_SQL);
  for(r=0; r<ROUNDS; r++){
    for(i=0; i<NSTMT; i++){
      int s = (i + iThread*3) % NSTMT;      /* different statements at once */
      char *z = runSql(db, azSql[s]);
      check(s, iThread, z);
      sqlite3_free(z);
    }
  }
  sqlite3_close(db);
  return 0;
}

int main(int argc, char **argv){
  pthread_t aThr[NCONN];
  sqlite3 *db;
  int i;
  if( argc>1 ) zSo = argv[1];
  else if( getenv("BAYES_SO") ) zSo = getenv("BAYES_SO");
  makeStatements();
  db = openDb(1);
  for(i=0; i<NSTMT; i++){
    azRef[i] = runSql(db, azSql[i]);
    if( strncmp(azRef[i], "ERROR", 5)==0 || strlen(azRef[i])<3 ){
      printf("! pool: statement %d: %.300s\n", i, azRef[i]);
      nFail++;
    }
  }
  sqlite3_close(db);
  for(i=0; i<NCONN; i++){
    if( pthread_create(&aThr[i], 0, threadMain, (void*)(size_t)i) ){
      fprintf(stderr, "pool: pthread_create failed\n");
      return 2;
    }
  }
  for(i=0; i<NCONN; i++) pthread_join(aThr[i], 0);
  for(i=0; i<NSTMT; i++){ sqlite3_free(azSql[i]); sqlite3_free(azRef[i]); }
  printf("%d passed, %d failed\n", nPass, nFail);
  return nFail>0;
}
