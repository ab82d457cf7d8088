/*
** test/c/nothreads.c — the extension loaded into a SQLite built without
** mutexes (SQLITE_THREADSAFE=0).
**
**   build/c/nothreads [path/to/bayes.so]      (make test-wasm builds it)
**
** Linked with SQLite's own source compiled with SQLITE_THREADSAFE=0 (the
** amalgamation the WebAssembly build pins).  Such a SQLite has no
** sqlite3_mutex_* routines: their slots in the table a loadable extension
** calls through are NULL, so an extension that calls one crashes.  The
** extension must ask (bayes_mutex_*, core/sqlite_api.c) and go without:
** two connections share parsed models by name (the process-wide cache,
** under no lock), an lda model without its stored factor derives it at
** first use, and each answer equals what was computed by hand from the
** same model in one connection.  Nor are there worker threads inside a
** statement (bayes_threads answers 1).  The last line is "N passed, N
** failed".
*/
#include "sqlite3.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int nPass = 0, nFail = 0;

static void check(const char *zName, const char *zGot, const char *zWant){
  if( zGot && strcmp(zGot, zWant)==0 ){
    nPass++;
  }else{
    printf("! %s: got %s, expected %s\n", zName, zGot ? zGot : "NULL", zWant);
    nFail++;
  }
}

static char *one(sqlite3 *db, const char *zSql){
  sqlite3_stmt *p;
  char *z = 0;
  if( sqlite3_prepare_v2(db, zSql, -1, &p, 0) ){
    printf("! prepare %s: %s\n", zSql, sqlite3_errmsg(db));
    nFail++;
    return 0;
  }
  if( sqlite3_step(p)==SQLITE_ROW && sqlite3_column_text(p, 0) ){
    z = strdup((const char*)sqlite3_column_text(p, 0));
  }else{
    printf("! step %s: %s\n", zSql, sqlite3_errmsg(db));
  }
  sqlite3_finalize(p);
  return z;
}

static sqlite3 *openDb(const char *zFile, const char *zSo){
  sqlite3 *db;
  char *zErr = 0;
  if( sqlite3_open(zFile, &db) ){ printf("! open\n"); exit(2); }
  sqlite3_enable_load_extension(db, 1);
  if( sqlite3_load_extension(db, zSo, "sqlite3_bayes_init", &zErr) ){
    printf("! load %s: %s\n", zSo, zErr);
    exit(2);
  }
  return db;
}

int main(int argc, char **argv){
  const char *zSo = argc>1 ? argv[1] : "./bayes.so";
  char zFile[300];
  sqlite3 *db1, *db2;
  char *z;
  snprintf(zFile, sizeof(zFile), "%s/bayes-nothreads-%d.db",
           getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp", (int)getpid());
  remove(zFile);
  check("threadsafe", sqlite3_threadsafe()==0 ? "0" : "1", "0");
  db1 = openDb(zFile, zSo);
  sqlite3_exec(db1,
    "SELECT bayes_models_install();"
    "CREATE TABLE d(y TEXT, x REAL, z REAL);"
    "INSERT INTO d VALUES ('a',0,1), ('a',1,0), ('a',0.5,0.7), ('b',3,4),"
    "  ('b',4,2), ('b',5,5);"
    "INSERT INTO bayes_models(name, model) SELECT 'g',"
    "  bayes_fit_query('gaussian_nb', 'SELECT y, x, z FROM d');"
    "INSERT INTO bayes_models(name, model) SELECT 'l', bayes_with("
    "  bayes_fit_query('lda', 'SELECT y, x, z FROM d'), 'factors=0');",
    0, 0, 0);
  db2 = openDb(zFile, zSo);
  /* gaussian_nb at (x=3, z=4): the class means and variances by hand
  ** give 'b'; both connections agree, and the second parses nothing */
  z = one(db1, "SELECT bayes_predict('g', json_object('x', 3, 'z', 4))");
  check("gaussian_nb, connection 1", z, "b"); free(z);
  z = one(db2, "SELECT bayes_predict('g', json_object('z', 4, 'x', 3))");
  check("gaussian_nb, connection 2", z, "b"); free(z);
  z = one(db2, "SELECT json_extract(bayes_cache_stats(), '$.parses')||' '||"
               "json_extract(bayes_cache_stats(), '$.shared_hits')");
  check("connection 2 parses, shared_hits", z, "0 1"); free(z);
  /* lda without its stored factor: the first use derives it (no mutex);
  ** the same model with its factor stored gives the same probabilities */
  {
    char *zA = one(db2, "SELECT bayes_proba('l', json_object('x', 1.0, "
                        "'z', 2.0))");
    char *zB = one(db1, "SELECT bayes_proba(bayes_with(model, 'factors=1'), "
                        "json_object('x', 1.0, 'z', 2.0)) FROM bayes_models "
                        "WHERE name = 'l'");
    check("lda derived at first use = stored factor", zA, zB ? zB : "?");
    z = one(db1, "SELECT bayes_predict('l', json_object('x', 1.0, "
                 "'z', 2.0))");
    check("lda, connection 1", z, "a"); free(z);
    free(zA); free(zB);
  }
  /* no worker threads either (core/pool.c): bayes_threads answers 1,
  ** whatever it is asked, and a fit wide enough to be split elsewhere
  ** (130 features, blocks of 64 rows) runs on the calling thread */
  z = one(db1, "SELECT bayes_threads()");
  check("bayes_threads()", z, "1"); free(z);
  z = one(db1, "SELECT bayes_threads(4)");
  check("bayes_threads(4)", z, "1"); free(z);
  z = one(db1,
    "WITH RECURSIVE r(i) AS (SELECT 0 UNION ALL SELECT i+1 FROM r WHERE i<199),"
    " x AS (SELECT i, i%2 AS y, (WITH RECURSIVE c(j) AS (SELECT 0 UNION ALL"
    "  SELECT j+1 FROM c WHERE j<129) SELECT json_group_array(((i*7919 + j*104729"
    "  + i*j*31) % 1000)/100.0 + (i%2)*(j%5)) FROM c) AS v FROM r)"
    " SELECT json_extract(bayes_info(bayes_fit('qda', y, v)), '$.n_features')"
    " FROM x");
  check("qda fit of 130 features with bayes_threads(4)", z, "130"); free(z);
  sqlite3_close(db2);
  sqlite3_close(db1);
  remove(zFile);
  printf("%d passed, %d failed\n", nPass, nFail);
  return nFail!=0;
}
