/*
** test/c/static.c — the single-file build (make amalgamation) linked into a
** program, as a static user links it: registered for every connection with
** sqlite3_auto_extension, then the README's quick start.  make test builds
** it three ways and runs each:
**
**   build/c/static         amalgamation -DSQLITE_CORE, system libsqlite3
**   build/c/static-omit    amalgamation -DSQLITE_OMIT_LOAD_EXTENSION
**                          (as emcc builds it; SQLite's API called directly)
**   build/c/static-minver  -DSQLITE_CORE -DBAYES_SQLITE_MIN=3999000
**                          -DEXPECT_TOO_OLD: the load-time version check
**                          refuses this SQLite with its message
**
**   cc -DSQLITE_CORE -DEXPECT_VERSION='"0.1.0"' -o static test/c/static.c \
**      build/bayes-amalgamation.c -lsqlite3 -lm && ./static
**
** Run from the repository root (it reads sql/bayes_models.sql).  Prints
** failures and "N passed, N failed"; exit status 1 if anything failed.
*/
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* the amalgamation's one external symbol */
int sqlite3_bayes_init(sqlite3*, char**, const struct sqlite3_api_routines*);

static int nPass = 0, nFail = 0;
static void check(int ok, const char *zTest, const char *zGot){
  if( ok ) nPass++;
  else { nFail++; printf("! %s failed: got %s\n", zTest, zGot ? zGot : "NULL"); }
}

/* The first column of the first row of zSql as text (a static buffer), or
** "ERROR: message". */
static const char *one(sqlite3 *db, const char *zSql){
  static char z[1000];
  sqlite3_stmt *p = 0;
  int rc = sqlite3_prepare_v2(db, zSql, -1, &p, 0);
  if( rc==SQLITE_OK ) rc = sqlite3_step(p);
  if( rc==SQLITE_ROW ){
    const unsigned char *t = sqlite3_column_text(p, 0);
    snprintf(z, sizeof(z), "%s", t ? (const char*)t : "NULL");
  }else{
    snprintf(z, sizeof(z), "ERROR: %s", sqlite3_errmsg(db));
  }
  sqlite3_finalize(p);
  return z;
}

static char *readFile(const char *zPath){
  FILE *f = fopen(zPath, "rb");
  char *z;
  long n;
  if( f==0 ) return 0;
  fseek(f, 0, SEEK_END);
  n = ftell(f);
  fseek(f, 0, SEEK_SET);
  z = malloc(n+1);
  if( z && fread(z, 1, n, f)!=(size_t)n ){ free(z); z = 0; }
  if( z ) z[n] = 0;
  fclose(f);
  return z;
}

#ifdef EXPECT_TOO_OLD
int main(void){
  sqlite3 *db = 0;
  char *zErr = 0;
  char zWant[200];
  int rc;
  sqlite3_open(":memory:", &db);
  rc = sqlite3_bayes_init(db, &zErr, 0);
  check(rc==SQLITE_ERROR, "minver-1 (init fails)", zErr);
  snprintf(zWant, sizeof(zWant),
           "bayes: needs SQLite 3.999.0 or later; this is SQLite %s",
           sqlite3_libversion());
  check(zErr && strcmp(zErr, zWant)==0, "minver-2 (message)", zErr);
  check(strncmp(one(db, "SELECT bayes_version()"), "ERROR: no such function",
                23)==0, "minver-3 (nothing registered)", one(db, "SELECT 1"));
  sqlite3_free(zErr);
  sqlite3_close(db);
  printf("%d passed, %d failed\n", nPass, nFail);
  return nFail!=0;
}
#else
int main(void){
  sqlite3 *db = 0;
  char *zSql, *zErr = 0;
  const char *z;
  double p;
  int rc;

  rc = sqlite3_auto_extension((void(*)(void))sqlite3_bayes_init);
  check(rc==SQLITE_OK, "static-1 (auto_extension)", sqlite3_errstr(rc));
  rc = sqlite3_open(":memory:", &db);
  check(rc==SQLITE_OK, "static-2 (open)", sqlite3_errmsg(db));

  z = one(db, "SELECT bayes_version()");
  check(strcmp(z, EXPECT_VERSION)==0, "static-3 (bayes_version)", z);

  /* the README's quick start */
  rc = sqlite3_exec(db,
    "CREATE TABLE pts(label TEXT, x REAL, y REAL);"
    "INSERT INTO pts VALUES ('a',0,0),('a',1,0),('a',0,1),"
    "                       ('b',3,3),('b',4,3),('b',3,4);", 0, 0, &zErr);
  check(rc==SQLITE_OK, "static-4 (data)", zErr);
  sqlite3_free(zErr); zErr = 0;
  z = one(db, "SELECT bayes_predict(bayes_fit('gaussian_nb', label, x, y),"
              " 2.5, 2.5) FROM pts");
  check(strcmp(z, "b")==0, "static-5 (predict 2.5,2.5 is b)", z);
  z = one(db, "SELECT bayes_proba((SELECT bayes_fit('gaussian_nb', label, x, y)"
              " FROM pts), 1, 1) ->> '$.a'");
  p = atof(z);
  check(p>0.999 && p<=1.0, "static-6 (p(a | 1,1) > 0.999)", z);

  /* the model table, from the file an installed copy ships */
  zSql = readFile("sql/bayes_models.sql");
  check(zSql!=0, "static-7 (read sql/bayes_models.sql)", "cannot read");
  if( zSql ){
    rc = sqlite3_exec(db, zSql, 0, 0, &zErr);
    check(rc==SQLITE_OK, "static-8 (bayes_models.sql)", zErr);
    sqlite3_free(zErr); zErr = 0;
    free(zSql);
  }
  rc = sqlite3_exec(db,
    "INSERT INTO bayes_models(name, model)"
    " SELECT 'pts', bayes_fit('gaussian_nb', label, x, y) FROM pts", 0, 0, &zErr);
  check(rc==SQLITE_OK, "static-9 (store a model)", zErr);
  sqlite3_free(zErr); zErr = 0;
  z = one(db, "SELECT bayes_predict('pts', 0.2, 0.1)");
  check(strcmp(z, "a")==0, "static-10 (predict by name is a)", z);
  z = one(db, "SELECT kind || ' ' || n_classes || ' ' || n_rows"
              " FROM bayes_models_info");
  check(strcmp(z, "gaussian_nb 2 6")==0, "static-11 (bayes_models_info)", z);
  sqlite3_close(db);

  /* a second connection gets the functions too (auto extension) */
  db = 0;
  sqlite3_open(":memory:", &db);
  z = one(db, "SELECT bayes_tokens('Hello hello world')");
  check(strcmp(z, "{\"hello\":2,\"world\":1}")==0, "static-12 (second conn)", z);
  sqlite3_close(db);
  sqlite3_reset_auto_extension();

  printf("%d passed, %d failed\n", nPass, nFail);
  return nFail!=0;
}
#endif
