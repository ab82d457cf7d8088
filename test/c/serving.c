/*
** test/c/serving.c — threads scoring by name while another process deploys,
** rolls back and rewrites the deployed model (issue 38).
**
**   build/c/serving [path/to/bayes.so]   (default $BAYES_SO, else ./bayes.so)
**
** Linked with the system libsqlite3 (built threadsafe).  A database file
** (WAL) holds two versions of model 'm' of the same length, m1 and m2,
** which give different probabilities at x = 0.  A child process (forked
** before any thread starts, plain SQLite, no extension) then loops:
** deploys version 2, deploys version 1 (a rollback), deploys version 2 in
** a transaction it rolls back, overwrites the deployed row in place with
** m2's bytes and back with m1's (sqlite3_blob_write, same rowid and
** length: no trigger sees it), and the same overwrite rolled back.
** Meanwhile NTHREAD threads, each with its own connection, score
** SELECT bayes_proba('m', 0.0) in single-row statements.  Every answer must
** be exactly m1's or m2's (never an error, never anything else); and after
** the child is done every thread must score the version it left deployed.
** Under ThreadSanitizer (make test-tsan) it also checks the lookup for
** data races.
**
** One parsed model per process (issue 38, item 3): gaussian_nb's parsed
** models are immutable, so the process-wide cache (cache.c) shares them.
** The main connection, open throughout, parses m1 and m2 first (binding
** them); then no thread may parse: each must find both in the shared cache
** (bayes_cache_stats: "parses" 0, "shared_hits" 2) and score that one copy
** from its own connection while the others do.  Then all threads bind a
** third model, m3, that no connection has parsed, at once (a barrier):
** they race to parse and share it; the process must end up with one
** shared copy of it, and every thread with m3's answer.
**
** Then the kinds whose shared copy is used in more ways at first use meet
** the same race (a second barrier): lda written without its stored factor
** (factors=0), so that the threads' first scores derive it at once, under
** the model's mutex, and its projection (bayes_transform) likewise; qda,
** tan and aode.  Every thread's answer must equal the main connection's,
** and lda's must equal what the same model with its factor stored
** (factors=1: other bytes, another parsed copy, derived when read) gives.
** The last line is "N passed, N failed".
*/
#define _DEFAULT_SOURCE 1
#include <sqlite3.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>

#define NTHREAD 8
#define MIN_CALLS 200           /* per thread, at least */
#define CHILD_ROUNDS 60

static const char *zSo = "./bayes.so";
static char zFile[512];
static char *zRef1, *zRef2;           /* bayes_proba of m1, of m2 at 0 */
static void *aM1, *aM2; static int nM;
static void *aM3; static int nM3;     /* never parsed before the race */
static char *azRef3[NTHREAD];         /* each thread's answer with m3 */
/* the second race: a model (hex) and the statement that scores it */
static const struct RaceCase { const char *zFit, *zScore; } aRace[] = {
  { "SELECT hex(bayes_with(bayes_fit('lda', y, x, z), 'factors=0')) FROM d4",
    "SELECT bayes_proba(?1, 1.0, 2.0)" },
  { "SELECT hex(bayes_with(bayes_fit('lda', y, z, x), 'factors=0')) FROM d4",
    "SELECT bayes_transform(?1, 1.0, 2.0)" },
  { "SELECT hex(bayes_fit('qda', y, x, z)) FROM d4",
    "SELECT bayes_proba(?1, 1.0, 2.0)" },
  { "SELECT hex(bayes_fit('tan', y, a, b)) FROM d5",
    "SELECT bayes_proba(?1, 'u', 'v')" },
  { "SELECT hex(bayes_fit('aode', y, a, b)) FROM d5",
    "SELECT bayes_proba(?1, 't', 'v')" },
  /* 16 features: models kept in pieces (the spans of their arrays, the
  ** gaps copied: model.c), which every thread compares its BLOB with;
  ** lda's bayes_info fills Sigma's upper triangle at first use */
  { "SELECT hex(bayes_fit('qda reg=0.1', y, x)) FROM d6",
    "SELECT bayes_proba(?1, '[0.1,0.4,0.7,0.3,0.6,0.2,0.5,0.1,0.4,0.7,0.3,0.6,0.2,0.5,0.1,0.4]')" },
  { "SELECT hex(bayes_fit('lda', y, x)) FROM d6",
    "SELECT bayes_info(?1)" },
};
#define NRACE (int)(sizeof(aRace)/sizeof(aRace[0]))
static void *aaRace[NRACE]; static int anRace[NRACE];
static char *azRace[NRACE][NTHREAD];  /* each thread's answer */
static pthread_barrier_t barrier;
static int bDone = 0;
static pthread_mutex_t mutex = PTHREAD_MUTEX_INITIALIZER;
static int nPass = 0, nFail = 0;

static void die(const char *z, sqlite3 *db){
  fprintf(stderr, "serving: %s: %s\n", z, db ? sqlite3_errmsg(db) : "");
  exit(2);
}

static sqlite3 *openDb(int bLoad){
  sqlite3 *db = 0;
  char *zErr = 0;
  if( sqlite3_open_v2(zFile, &db, SQLITE_OPEN_READWRITE|SQLITE_OPEN_CREATE,
                      0) ){
    die("open", db);
  }
  sqlite3_busy_timeout(db, 10000);
  if( bLoad ){
    sqlite3_enable_load_extension(db, 1);
    if( sqlite3_load_extension(db, zSo, "sqlite3_bayes_init", &zErr) ){
      fprintf(stderr, "serving: cannot load %s: %s\n", zSo, zErr);
      exit(2);
    }
  }
  return db;
}

static void exec(sqlite3 *db, const char *zSql){
  char *zErr = 0;
  if( sqlite3_exec(db, zSql, 0, 0, &zErr) ){
    fprintf(stderr, "serving: %s: %s\n", zSql, zErr);
    exit(2);
  }
}

/* The one value of zSql with blob aB bound to ?1 (or none), as text */
static char *one(sqlite3 *db, const char *zSql, const void *aB, int nB){
  sqlite3_stmt *p;
  char *z;
  if( sqlite3_prepare_v2(db, zSql, -1, &p, 0) ) die(zSql, db);
  if( aB ) sqlite3_bind_blob(p, 1, aB, nB, SQLITE_STATIC);
  if( sqlite3_step(p)!=SQLITE_ROW ) die(zSql, db);
  z = strdup((const char*)sqlite3_column_text(p, 0));
  sqlite3_finalize(p);
  return z;
}

/* The deployer: another process, plain SQLite */
static void overwrite(sqlite3 *db, const void *a, int bRollback){
  sqlite3_blob *pB;
  sqlite3_int64 iRow;
  sqlite3_stmt *p;
  exec(db, "BEGIN IMMEDIATE");
  if( sqlite3_prepare_v2(db, "SELECT rowid FROM bayes_model_versions "
                         "WHERE name='m' AND deployed=1", -1, &p, 0) ){
    die("prepare", db);
  }
  if( sqlite3_step(p)!=SQLITE_ROW ) die("deployed row", db);
  iRow = sqlite3_column_int64(p, 0);
  sqlite3_finalize(p);
  if( sqlite3_blob_open(db, "main", "bayes_model_versions", "model", iRow, 1,
                        &pB) ){
    die("blob_open", db);
  }
  if( sqlite3_blob_write(pB, a, nM, 0) ) die("blob_write", db);
  sqlite3_blob_close(pB);
  exec(db, bRollback ? "ROLLBACK" : "COMMIT");
}
static void deploy(sqlite3 *db, int iVersion, int bRollback){
  char z[300];
  snprintf(z, sizeof(z), "BEGIN IMMEDIATE;"
           "UPDATE bayes_model_versions SET deployed=NULL WHERE name='m';"
           "UPDATE bayes_model_versions SET deployed=1 WHERE name='m' "
           "AND version=%d; %s", iVersion, bRollback ? "ROLLBACK" : "COMMIT");
  exec(db, z);
}
static void child(void){
  sqlite3 *db = openDb(0);
  int r;
  for(r=0; r<CHILD_ROUNDS; r++){
    deploy(db, 2, 0);
    usleep(500);
    deploy(db, 1, 0);
    usleep(500);
    deploy(db, 2, 1);
    overwrite(db, aM2, 0);
    usleep(500);
    overwrite(db, aM1, 0);
    overwrite(db, aM2, 1);
    usleep(500);
  }
  deploy(db, 2, 0);               /* what it leaves: m2 deployed */
  sqlite3_close(db);
  _exit(0);
}

/* A scorer: its own connection, single-row statements */
static void *scorer(void *pArg){
  int iThread = (int)(long)pArg, i, nBad = 0, n1 = 0, n2 = 0;
  sqlite3 *db = openDb(1);
  sqlite3_stmt *p;
  if( sqlite3_prepare_v2(db, "SELECT bayes_proba('m', 0.0)", -1, &p, 0) ){
    die("prepare", db);
  }
  for(i=0; i<MIN_CALLS || !__atomic_load_n(&bDone, __ATOMIC_SEQ_CST); i++){
    const char *z;
    if( sqlite3_step(p)!=SQLITE_ROW ){
      z = sqlite3_errmsg(db);
    }else{
      z = (const char*)sqlite3_column_text(p, 0);
    }
    if( z && strcmp(z, zRef1)==0 ) n1++;
    else if( z && strcmp(z, zRef2)==0 ) n2++;
    else if( nBad++ < 3 ){
      printf("! serving: thread %d: got %s\n", iThread, z ? z : "NULL");
    }
    sqlite3_reset(p);
  }
  /* the child is done: its last deploy is what every lookup sees now */
  {
    char *zLast;
    sqlite3_step(p);
    zLast = strdup((const char*)sqlite3_column_text(p, 0));
    sqlite3_reset(p);
    pthread_mutex_lock(&mutex);
    if( strcmp(zLast, zRef2)!=0 ){
      printf("! serving: thread %d: after the deploys: %s\n", iThread, zLast);
      nFail++;
    }else{
      nPass++;
    }
    if( nBad ) nFail++; else nPass++;
    pthread_mutex_unlock(&mutex);
    free(zLast);
  }
  sqlite3_finalize(p);
  /* the one parsed copy of each: found, never parsed here */
  {
    char *zStat = one(db, "SELECT json_extract(bayes_cache_stats(), "
                      "'$.parses')||' '||json_extract(bayes_cache_stats(), "
                      "'$.shared_hits')", 0, 0);
    pthread_mutex_lock(&mutex);
    if( strcmp(zStat, "0 2")!=0 ){
      printf("! serving: thread %d: parses, shared_hits: %s (expected 0 2)\n",
             iThread, zStat);
      nFail++;
    }else{
      nPass++;
    }
    pthread_mutex_unlock(&mutex);
    if( getenv("BAYES_VERBOSE") ){
      printf("thread %d: %d calls, %d m1, %d m2, %d bad; parses, shared: %s\n",
             iThread, i, n1, n2, nBad, zStat);
    }
    free(zStat);
  }
  /* the race: every thread's first use of m3 at once */
  pthread_barrier_wait(&barrier);
  azRef3[iThread] = one(db, "SELECT bayes_proba(?1, 0.0)", aM3, nM3);
  /* the second race: lda's first use derives in every thread at once */
  pthread_barrier_wait(&barrier);
  for(i=0; i<NRACE; i++){
    azRace[i][iThread] = one(db, aRace[i].zScore, aaRace[i], anRace[i]);
  }
  sqlite3_close(db);
  return 0;
}

int main(int argc, char **argv){
  sqlite3 *db;
  pthread_t aT[NTHREAD];
  pid_t pid;
  int i, st = 0;
  char *zM1, *zM2;
  /* SQLite's memory statistics take a global mutex on every allocation,
  ** which gives ThreadSanitizer a happens-before edge between any two
  ** threads that allocate and hides races: with them on, a kind that
  ** derives at first use (lda) shared between threads went unreported;
  ** with them off it is reported at once */
  sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
  if( argc>1 ) zSo = argv[1];
  else if( getenv("BAYES_SO") ) zSo = getenv("BAYES_SO");
  snprintf(zFile, sizeof(zFile), "%s/bayes-serving-%d.db",
           getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp", (int)getpid());
  unlink(zFile);
  db = openDb(1);
  exec(db, "PRAGMA journal_mode=WAL; SELECT bayes_models_install();"
       "CREATE TABLE d1(y TEXT, x REAL); CREATE TABLE d2(y TEXT, x REAL);"
       "INSERT INTO d1 VALUES ('a',0), ('a',1), ('b',3), ('b',4);"
       "INSERT INTO d2 VALUES ('b',0), ('b',1), ('a',3), ('a',4);"
       "INSERT INTO bayes_model_versions(name, version, model, deployed) "
       "  SELECT 'm', 1, bayes_fit('gaussian_nb', y, x), 1 FROM d1;"
       "INSERT INTO bayes_model_versions(name, version, model) "
       "  SELECT 'm', 2, bayes_fit('gaussian_nb', y, x) FROM d2;");
  zM1 = one(db, "SELECT hex(model) FROM bayes_model_versions WHERE version=1",
            0, 0);
  zM2 = one(db, "SELECT hex(model) FROM bayes_model_versions WHERE version=2",
            0, 0);
  nM = (int)strlen(zM1)/2;
  if( (int)strlen(zM2)/2!=nM ) die("m1 and m2 differ in length", 0);
  aM1 = malloc(nM);
  aM2 = malloc(nM);
  for(i=0; i<nM; i++){
    unsigned x;
    sscanf(zM1+2*i, "%2x", &x); ((unsigned char*)aM1)[i] = (unsigned char)x;
    sscanf(zM2+2*i, "%2x", &x); ((unsigned char*)aM2)[i] = (unsigned char)x;
  }
  {
    char *zM3 = one(db, "SELECT hex(bayes_fit('gaussian_nb', y, x)) FROM "
                    "(SELECT * FROM d1 UNION ALL SELECT 'b', 2)", 0, 0);
    nM3 = (int)strlen(zM3)/2;
    aM3 = malloc(nM3);
    for(i=0; i<nM3; i++){
      unsigned x;
      sscanf(zM3+2*i, "%2x", &x); ((unsigned char*)aM3)[i] = (unsigned char)x;
    }
    free(zM3);
  }
  exec(db, "CREATE TABLE d4(y TEXT, x REAL, z REAL);"
       "INSERT INTO d4 VALUES ('a',0,1), ('a',1,0), ('a',0.5,0.7), ('b',3,4),"
       "  ('b',4,2), ('b',5,5);"
       "CREATE TABLE d5(y TEXT, a TEXT, b TEXT);"
       "INSERT INTO d5 VALUES ('p','u','v'), ('p','u','w'), ('q','t','v'),"
       "  ('q','t','t'), ('p','t','v');"
       "CREATE TABLE d6(y TEXT, x TEXT);"
       "WITH RECURSIVE r(i) AS (SELECT 0 UNION ALL SELECT i+1 FROM r"
       "  WHERE i<59) INSERT INTO d6 SELECT char(97 + i%3), json_array("
       "  ((i*3+0)%13)*0.1,((i*5+1)%11)*0.1,((i*7+2)%17)*0.1,((i*9+3)%19)*0.1,"
       "  ((i*11+4)%23)*0.1,((i*13+5)%29)*0.1,((i*15+6)%31)*0.1,((i*17+7)%37)*0.1,"
       "  ((i*19+8)%41)*0.1,((i*21+9)%43)*0.1,((i*23+10)%47)*0.1,((i*25+11)%53)*0.1,"
       "  ((i*27+12)%59)*0.1,((i*29+13)%61)*0.1,((i*31+14)%67)*0.1,((i*33+15)%71)*0.1) FROM r;");
  for(i=0; i<NRACE; i++){
    char *zH = one(db, aRace[i].zFit, 0, 0);
    int j;
    anRace[i] = (int)strlen(zH)/2;
    aaRace[i] = malloc(anRace[i]);
    for(j=0; j<anRace[i]; j++){
      unsigned x;
      sscanf(zH+2*j, "%2x", &x); ((unsigned char*)aaRace[i])[j] = (unsigned char)x;
    }
    free(zH);
  }
  zRef1 = one(db, "SELECT bayes_proba(?1, 0.0)", aM1, nM);
  zRef2 = one(db, "SELECT bayes_proba(?1, 0.0)", aM2, nM);
  if( strcmp(zRef1, zRef2)==0 ) die("m1 and m2 score alike", 0);
  /* db stays open while the threads run: it parsed m1 and m2 above, and
  ** the process-wide cache keeps them while a connection is open */

  fflush(stdout);
  pid = fork();
  if( pid<0 ){ perror("fork"); return 2; }
  if( pid==0 ) child();
  pthread_barrier_init(&barrier, 0, NTHREAD);
  for(i=0; i<NTHREAD; i++){
    pthread_create(&aT[i], 0, scorer, (void*)(long)i);
  }
  waitpid(pid, &st, 0);
  __atomic_store_n(&bDone, 1, __ATOMIC_SEQ_CST);
  for(i=0; i<NTHREAD; i++) pthread_join(aT[i], 0);
  if( !WIFEXITED(st) || WEXITSTATUS(st)!=0 ){
    printf("! serving: the deploying process failed\n");
    nFail++;
  }else{
    nPass++;
  }
  {
    /* the main connection's two parses were the only ones of m1 and m2;
    ** m3, parsed by however many threads won the race, was shared once,
    ** and main finds it (no parse) with the threads' answer */
    char *z3 = one(db, "SELECT bayes_proba(?1, 0.0)", aM3, nM3);
    char *z = one(db, "SELECT json_extract(bayes_cache_stats(), '$.parses')"
                  "||' '||json_extract(bayes_cache_stats(), "
                  "'$.process.published')||' '||json_extract("
                  "bayes_cache_stats(), '$.shared_hits')", 0, 0);
    /* published: m1, m2, m3 and the NRACE models of the second race */
    char zWant[40];
    snprintf(zWant, sizeof(zWant), "2 %d 1", 3 + NRACE);
    if( strcmp(z, zWant)!=0 ){
      printf("! serving: main: parses, published, shared_hits: %s "
             "(expected %s)\n", z, zWant);
      nFail++;
    }else{
      nPass++;
    }
    for(i=0; i<NTHREAD; i++){
      if( azRef3[i]==0 || strcmp(azRef3[i], z3)!=0 ){
        printf("! serving: thread %d scored m3 as %s, main as %s\n", i,
               azRef3[i] ? azRef3[i] : "NULL", z3);
        nFail++;
      }else{
        nPass++;
      }
      free(azRef3[i]);
    }
    if( strcmp(z3, zRef1)==0 || strcmp(z3, zRef2)==0 ){
      printf("! serving: m3 scores as m1 or m2\n");
      nFail++;
    }
    free(z); free(z3);
  }
  for(i=0; i<NRACE; i++){
    /* main finds the threads' shared copy; lda's answers must also be
    ** those of the same model with its factor stored (another copy) */
    char *zMain = one(db, aRace[i].zScore, aaRace[i], anRace[i]);
    char *zRef = 0;
    int t;
    if( i<2 ){
      sqlite3_stmt *p;
      char zSql[200];
      /* ?1 with factors=1: bayes_with of the bound BLOB */
      snprintf(zSql, sizeof(zSql), "SELECT %s(bayes_with(?1, 'factors=1'), "
               "1.0, 2.0)", i==0 ? "bayes_proba" : "bayes_transform");
      if( sqlite3_prepare_v2(db, zSql, -1, &p, 0) ) die(zSql, db);
      sqlite3_bind_blob(p, 1, aaRace[i], anRace[i], SQLITE_STATIC);
      if( sqlite3_step(p)!=SQLITE_ROW ) die(zSql, db);
      zRef = strdup((const char*)sqlite3_column_text(p, 0));
      sqlite3_finalize(p);
      if( strcmp(zRef, zMain)!=0 ){
        printf("! serving: race %d: main %s, stored factor %s\n", i, zMain,
               zRef);
        nFail++;
      }else{
        nPass++;
      }
    }
    for(t=0; t<NTHREAD; t++){
      if( azRace[i][t]==0 || strcmp(azRace[i][t], zMain)!=0 ){
        printf("! serving: race %d: thread %d %s, main %s\n", i, t,
               azRace[i][t] ? azRace[i][t] : "NULL", zMain);
        nFail++;
      }else{
        nPass++;
      }
      free(azRace[i][t]);
    }
    free(zMain); free(zRef); free(aaRace[i]);
  }
  sqlite3_close(db);
  unlink(zFile);
  {
    char z[600];
    snprintf(z, sizeof(z), "%s-wal", zFile); unlink(z);
    snprintf(z, sizeof(z), "%s-shm", zFile); unlink(z);
  }
  free(zM1); free(zM2); free(aM1); free(aM2); free(aM3); free(zRef1); free(zRef2);
  printf("%d passed, %d failed\n", nPass, nFail);
  return nFail!=0;
}
