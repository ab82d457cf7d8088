/*
** bench/serving.c — the serving table of issue 38 (make bench-serving, also
** run by make bench): what an application pays to score one row at a time,
** by name, from many connections, while models are big.
**
**   serving [--wide-rows N] [--text-rows N,N...] [--seconds S]
**           [--rounds R] [--kinds gaussian_nb,lda,qda,text] [--out FILE]
**
** One database file (WAL, in $TMPDIR) holds
**   wideb   N rows (--wide-rows, 10,000) of 784 float32 pixels, 10 classes,
**           like bench.c's wide table (a prototype of strokes per class;
**           a pixel is on with the prototype's probability);
**   docs    the most of N documents (--text-rows, 1,000,000 and
**           10,000,000) of 8 words out of 1,000,000, 2 classes: scale.c's
**           scale_text, row for row, so the text model of the first N rows
**           is the one make bench-byname or make bench-scale measures at N
**           (24.2 MB at 1M rows, 33.9 MB at 10M);
** and the deployed versions of gaussian_nb, lda and qda fitted on wideb,
** and of multinomial_nb fitted on bayes_tokens(body) of the first N rows
** of docs for each N, in bayes_models (SELECT bayes_models_install()).
** For each model:
**
**   single row   p50 and p99 of one prepared `SELECT bayes_predict(M, x)`
**                per execution (wall us), M the name or the BLOB bound, x
**                one of 64 prepared rows in turn; each side for S seconds
**                (--seconds, 2) or 20,000 calls, the two interleaved in
**                rounds of 100 calls;
**   first use    wall seconds of the first such statement by name in a new
**                process (this program run again with --first): what a
**                shell, a CGI script or a short-lived worker pays; and in a
**                new connection of a process where another connection
**                already uses the model (the process-wide cache shares it
**                when the kind's parsed model is immutable, cache.c);
**   throughput   statements by name a second with T threads, each with its
**                own connection (T = 1, 2, 4, 8), each thread warmed (its
**                first use done) before the clock starts; R rounds (--rounds,
**                3) with the thread counts interleaved, the best of each,
**                and the threads' CPU us per statement (CLOCK_THREAD_
**                CPUTIME_ID), which rises with threads only if they
**                contend; and what 8 connections parse and add to the heap
**                (glibc's mallinfo2) once warm.
**
** The machine is named as in bench.h; the load average before and after
** is printed, for these are wall-clock ratios and the machine may be
** shared.
*/
#define _GNU_SOURCE 1
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <time.h>
#include <stdint.h>
#include <pthread.h>
#include <unistd.h>
#include <malloc.h>

#define BENCH_PROG "serving"
#include "bench.h"

#define NPOOL 64              /* prepared feature rows, used in turn */
#define MAXT 8                /* most threads (and connections) */
#define D 784
#define TEXT_VOCAB 1000000
#define TEXT_WORDS 8
/* The floor of the throughput columns: a statement of SQLite alone, about
** as costly as scoring a small model, so that its ratio says how much of
** a second core the machine gave this run */
#define FLOOR_SQL "WITH RECURSIVE c(x) AS (VALUES(1) UNION ALL SELECT x+1 " \
                  "FROM c WHERE x<100) SELECT sum(x*x) FROM c"

static const char *gSo = "./bayes";
static char gFile[512];
static char *gArgv0;


static sqlite3 *openDb(void){
  sqlite3 *db;
  char *zErr = 0;
  if( sqlite3_open(gFile, &db) ) die("open", db);
  sqlite3_busy_timeout(db, 10000);
  sqlite3_enable_load_extension(db, 1);
  if( sqlite3_load_extension(db, gSo, 0, &zErr) ){
    fprintf(stderr, "serving: cannot load %s: %s\n", gSo, zErr);
    exit(1);
  }
  return db;
}

/* bytes of heap in use (glibc's mallinfo2: RSS would not show memory
** that earlier steps freed and these reuse) */
static double heapInUse(void){
  struct mallinfo2 mi = mallinfo2();
  return (double)mi.uordblks + (double)mi.hblkhd;
}
static double threadCpu(void){
  struct timespec ts;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec*1e-9;
}
/* json_extract(bayes_cache_stats(), zPath) of db */
static long statOf(sqlite3 *db, const char *zPath){
  sqlite3_stmt *p;
  long v = -1;
  char *zSql = sqlite3_mprintf("SELECT json_extract(bayes_cache_stats(), "
                               "'%q')", zPath);
  if( sqlite3_prepare_v2(db, zSql, -1, &p, 0) ) die("prepare", db);
  sqlite3_free(zSql);
  if( sqlite3_step(p)==SQLITE_ROW ) v = (long)sqlite3_column_int64(p, 0);
  sqlite3_finalize(p);
  return v;
}
static double loadAvg(void){
  double a = -1;
  FILE *f = fopen("/proc/loadavg", "r");
  if( f ){ if( fscanf(f, "%lf", &a)!=1 ) a = -1; fclose(f); }
  return a;
}

/* ------------------------------------------------------------ the data */
/* scale.c's genMake for scale_text, row i: its class and body */
static int textRow(int64_t i, char *zBody){
  uint64_t s = (uint64_t)i*0x2545F4914F6CDD1DULL + 12345;
  int j, y;
  char *z = zBody;
  y = (int)(mix64(s) % 2);
  s = mix64(s ^ 0x5555);
  for(j=0; j<TEXT_WORDS; j++){
    double u = unif(&s);
    long k = (long)exp(u*log((double)TEXT_VOCAB + 1.0)) - 1;
    if( k<0 ) k = 0;
    if( k>=TEXT_VOCAB ) k = TEXT_VOCAB-1;
    if( k<1000 && unif(&s)<0.3 ) k = (k & ~1L) | y;
    if( j ) *z++ = ' ';
    *z++ = 'w';
    z += sprintf(z, "%lx", k);
  }
  *z = 0;
  return y;
}

/* Per class a prototype of a few strokes on a 28x28 grid (bench.c's) */
static double gProto[10][D];
static void makePrototypes(void){
  uint64_t s = 2;
  int c, j, k;
  for(c=0; c<10; c++){
    for(j=0; j<D; j++) gProto[c][j] = 0.02;
    for(k=0; k<6; k++){
      double cx = 4 + 20*unif(&s), cy = 4 + 20*unif(&s), w = 1.5 + 2*unif(&s);
      for(j=0; j<D; j++){
        double dx = (j%28) - cx, dy = (j/28) - cy;
        gProto[c][j] += 0.9*exp(-(dx*dx+dy*dy)/(2*w*w));
      }
    }
    for(j=0; j<D; j++) if( gProto[c][j]>0.95 ) gProto[c][j] = 0.95;
  }
}
static int wideRow(uint64_t *s, float *aF){
  int c = (int)(unif(s)*10), j;
  for(j=0; j<D; j++){
    aF[j] = unif(s)<gProto[c][j] ? (float)(96 + (int)(unif(s)*160)) : 0.0f;
  }
  return c;
}

static void makeData(sqlite3 *db, long nWide, long nText, int bWide,
                     int bText){
  sqlite3_stmt *p;
  uint64_t s = 42;
  float aF[D];
  char zBody[TEXT_WORDS*12];
  long i;
  exec(db, "PRAGMA journal_mode=WAL; SELECT bayes_models_install();"
       "CREATE TABLE wideb(y INTEGER, v BLOB);"
       "CREATE TABLE docs(y INTEGER, body TEXT);");
  exec(db, "BEGIN");
  if( bWide ){
    makePrototypes();
    if( sqlite3_prepare_v2(db, "INSERT INTO wideb VALUES(?,?)", -1, &p, 0) ){
      die("prepare", db);
    }
    for(i=0; i<nWide; i++){
      sqlite3_bind_int(p, 1, wideRow(&s, aF));
      sqlite3_bind_blob(p, 2, aF, sizeof(aF), SQLITE_STATIC);
      sqlite3_step(p); sqlite3_reset(p);
    }
    sqlite3_finalize(p);
  }
  if( bText ){
    if( sqlite3_prepare_v2(db, "INSERT INTO docs VALUES(?,?)", -1, &p, 0) ){
      die("prepare", db);
    }
    for(i=0; i<nText; i++){
      sqlite3_bind_int(p, 1, textRow(i, zBody));
      sqlite3_bind_text(p, 2, zBody, -1, SQLITE_STATIC);
      sqlite3_step(p); sqlite3_reset(p);
    }
    sqlite3_finalize(p);
  }
  exec(db, "COMMIT");
}

/* ------------------------------------------------------------ a model */
typedef struct Model {
  const char *zKind;           /* as shown */
  const char *zSpec;           /* bayes_fit's spec */
  int bText;
  long nRows;                  /* text: fitted on docs' first nRows rows */
  int bFloor;                  /* no model: SQLite alone, the floor */
  char zName[32];              /* its name in bayes_models */
  void *aBlob; int nBlob;
  double tFit;                 /* wall s */
} Model;

/* Fit pM and deploy it under its name */
static void fitModel(sqlite3 *db, Model *pM){
  char *zSql = pM->bText
    ? sqlite3_mprintf("SELECT bayes_fit('%s', y, bayes_tokens(body)) "
                      "FROM docs WHERE rowid<=%ld", pM->zSpec, pM->nRows)
    : sqlite3_mprintf("SELECT bayes_fit('%s', y, v) FROM wideb", pM->zSpec);
  sqlite3_stmt *p;
  double t0 = wallNow();
  if( sqlite3_prepare_v2(db, zSql, -1, &p, 0) ) die("prepare", db);
  sqlite3_free(zSql);
  if( sqlite3_step(p)!=SQLITE_ROW ) die("fit", db);
  pM->nBlob = sqlite3_column_bytes(p, 0);
  pM->aBlob = malloc(pM->nBlob);
  memcpy(pM->aBlob, sqlite3_column_blob(p, 0), pM->nBlob);
  sqlite3_finalize(p);
  pM->tFit = wallNow() - t0;
  storeModel(db, pM->zName, pM->aBlob, pM->nBlob);
}

/* The 64 rows scored in turn: float32 BLOBs or documents */
static float gWide[NPOOL][D];
static char gDoc[NPOOL][TEXT_WORDS*12];
static void makePool(void){
  uint64_t s = 4242;
  int i;
  for(i=0; i<NPOOL; i++){
    wideRow(&s, gWide[i]);
    textRow(5000000000LL + i, gDoc[i]);
  }
}

/* `SELECT bayes_predict(M, x)` prepared: M the name (aBlob 0) or ?2 */
static sqlite3_stmt *prepScore(sqlite3 *db, const Model *pM, int bBlob){
  char *zSql;
  sqlite3_stmt *p;
  if( pM->bFloor ){
    zSql = sqlite3_mprintf("%s", FLOOR_SQL);
  }else if( bBlob ){
    zSql = sqlite3_mprintf(pM->bText
        ? "SELECT bayes_predict(?2, bayes_tokens(?1))"
        : "SELECT bayes_predict(?2, ?1)");
  }else{
    zSql = sqlite3_mprintf(pM->bText
        ? "SELECT bayes_predict('%q', bayes_tokens(?1))"
        : "SELECT bayes_predict('%q', ?1)", pM->zName);
  }
  if( sqlite3_prepare_v2(db, zSql, -1, &p, 0) ) die("prepare", db);
  sqlite3_free(zSql);
  if( bBlob ) sqlite3_bind_blob(p, 2, pM->aBlob, pM->nBlob, SQLITE_STATIC);
  return p;
}
static void scoreOnce(sqlite3 *db, sqlite3_stmt *p, const Model *pM, int i){
  i %= NPOOL;
  if( pM->bFloor ){
    /* nothing to bind */
  }else if( pM->bText ) sqlite3_bind_text(p, 1, gDoc[i], -1, SQLITE_STATIC);
  else sqlite3_bind_blob(p, 1, gWide[i], sizeof(gWide[i]), SQLITE_STATIC);
  if( sqlite3_step(p)!=SQLITE_ROW ) die("score", db);
  sqlite3_reset(p);
}

/* ------------------------------------------------------------ latency */
static int cmpDbl(const void *a, const void *b){
  double x = *(const double*)a, y = *(const double*)b;
  return x<y ? -1 : x>y;
}
typedef struct Lat { double p50, p99; int n; } Lat;
static Lat pct(double *a, int n){
  Lat L;
  qsort(a, n, sizeof(double), cmpDbl);
  L.n = n;
  L.p50 = a[n/2];
  L.p99 = a[(int)(n*0.99)];
  return L;
}
/* by name and by BLOB, interleaved in rounds of 100 calls */
static void latency(sqlite3 *db, const Model *pM, double sec, Lat *pName,
                    Lat *pBlob){
  int nMax = 20000, n = 0, i, r;
  double *aN = malloc(sizeof(double)*nMax), *aB = malloc(sizeof(double)*nMax);
  sqlite3_stmt *pN = prepScore(db, pM, 0), *pB = prepScore(db, pM, 1);
  double tEnd;
  scoreOnce(db, pN, pM, 0);          /* first uses: not timed here */
  scoreOnce(db, pB, pM, 0);
  tEnd = wallNow() + 2*sec;
  while( n<nMax && (n<200 || wallNow()<tEnd) ){
    for(r=0; r<2; r++){
      sqlite3_stmt *p = r==0 ? pN : pB;
      double *a = r==0 ? aN : aB;
      for(i=0; i<100 && n+i<nMax; i++){
        double t0 = wallNow();
        scoreOnce(db, p, pM, n+i);
        a[n+i] = (wallNow() - t0)*1e6;
      }
    }
    n += 100;
    if( n>nMax ) n = nMax;
  }
  *pName = pct(aN, n);
  *pBlob = pct(aB, n);
  sqlite3_finalize(pN);
  sqlite3_finalize(pB);
  free(aN); free(aB);
}

/* ------------------------------------------------------------ first use */
/* In a new process: this program with --first NAME TEXT(0/1) */
static int firstChild(const char *zName, int bText){
  Model m;
  sqlite3 *db;
  sqlite3_stmt *p;
  double t0;
  memset(&m, 0, sizeof(m));
  snprintf(m.zName, sizeof(m.zName), "%s", zName);
  m.bText = bText;
  makePool();
  db = openDb();
  p = prepScore(db, &m, 0);
  t0 = wallNow();
  scoreOnce(db, p, &m, 0);
  printf("%.6f\n", wallNow() - t0);
  sqlite3_finalize(p);
  sqlite3_close(db);
  return 0;
}
static double firstNewProcess(const Model *pM){
  char zCmd[1200];
  FILE *f;
  double t = -1;
  snprintf(zCmd, sizeof(zCmd), "BAYES_SO='%s' SERVING_DB='%s' '%s' --first "
           "'%s' %d", gSo, gFile, gArgv0, pM->zName, pM->bText);
  f = popen(zCmd, "r");
  if( f==0 || fscanf(f, "%lf", &t)!=1 ) t = -1;
  if( f ) pclose(f);
  return t;
}
/* In a new connection of this process (db already uses the model) */
static double firstNewConn(const Model *pM){
  sqlite3 *db = openDb();
  sqlite3_stmt *p = prepScore(db, pM, 0);
  double t0 = wallNow(), t;
  scoreOnce(db, p, pM, 0);
  t = wallNow() - t0;
  sqlite3_finalize(p);
  sqlite3_close(db);
  return t;
}

/* ------------------------------------------------------------ throughput */
typedef struct Worker {
  sqlite3 *db;
  sqlite3_stmt *p;
  const Model *pM;
  pthread_barrier_t *pBar;
  double tEnd, sec;
  long n;
  double cpu;                  /* this thread's CPU seconds */
  int iSeed;
} Worker;
static void *workerMain(void *pArg){
  Worker *w = (Worker*)pArg;
  long n = 0;
  double tEnd, c0;
  pthread_barrier_wait(w->pBar);
  c0 = threadCpu();
  tEnd = wallNow() + w->sec;
  while( wallNow()<tEnd ){
    scoreOnce(w->db, w->p, w->pM, w->iSeed + (int)n);
    n++;
  }
  w->n = n;
  w->cpu = threadCpu() - c0;
  return 0;
}
/* statements a second with nT threads on connections aW[0..nT); the
** threads' CPU us per statement into *pCpu */
static double throughput(Worker *aW, int nT, double sec, double *pCpu){
  pthread_t aT[MAXT];
  pthread_barrier_t bar;
  double t0, t, cpu = 0;
  long n = 0;
  int i;
  pthread_barrier_init(&bar, 0, nT+1);
  for(i=0; i<nT; i++){
    aW[i].pBar = &bar;
    aW[i].sec = sec;
    pthread_create(&aT[i], 0, workerMain, &aW[i]);
  }
  pthread_barrier_wait(&bar);
  t0 = wallNow();
  for(i=0; i<nT; i++){
    pthread_join(aT[i], 0);
    n += aW[i].n;
    cpu += aW[i].cpu;
  }
  t = wallNow() - t0;
  *pCpu = n ? cpu/n*1e6 : 0;
  pthread_barrier_destroy(&bar);
  return n/t;
}

/* ------------------------------------------------------------ main */
int main(int argc, char **argv){
  long nWide = 10000, nText = 0, aText[4] = { 1000000, 10000000 };
  int nTextSize = 2;
  double sec = 2.0;
  int nRound = 3, i, k, r, nModel = 0, nCore;
  const char *zOut = 0, *zKinds = "gaussian_nb,lda,qda,text";
  char zCpu[200], zSlug[64];
  Model aM[8];
  sqlite3 *db;
  FILE *out;
  double load0, t0 = wallNow(), c0 = cpuNow();
  static const int aThreads[] = { 1, 2, 4, 8 };
  gArgv0 = argv[0];
  if( getenv("BAYES_SO") ) gSo = getenv("BAYES_SO");
  /* SERVING_MEMSTATUS=0: SQLite's memory statistics off, as a server that
  ** scores from many threads sets them (their global mutex is taken on
  ** every allocation, by every connection) */
  if( getenv("SERVING_MEMSTATUS") && atoi(getenv("SERVING_MEMSTATUS"))==0 ){
    sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
  }
  if( argc==4 && strcmp(argv[1], "--first")==0 ){
    snprintf(gFile, sizeof(gFile), "%s", getenv("SERVING_DB"));
    return firstChild(argv[2], atoi(argv[3]));
  }
  for(i=1; i<argc; i++){
    if( i+1<argc && strcmp(argv[i], "--wide-rows")==0 ) nWide = atol(argv[++i]);
    else if( i+1<argc && strcmp(argv[i], "--text-rows")==0 ){
      char *z = argv[++i];
      for(nTextSize=0; nTextSize<4 && *z; nTextSize++){
        aText[nTextSize] = strtol(z, &z, 10);
        if( *z==',' ) z++;
      }
    }
    else if( i+1<argc && strcmp(argv[i], "--seconds")==0 ) sec = atof(argv[++i]);
    else if( i+1<argc && strcmp(argv[i], "--rounds")==0 ) nRound = atoi(argv[++i]);
    else if( i+1<argc && strcmp(argv[i], "--kinds")==0 ) zKinds = argv[++i];
    else if( i+1<argc && strcmp(argv[i], "--out")==0 ) zOut = argv[++i];
    else{
      fprintf(stderr, "usage: %s [--wide-rows N] [--text-rows N] [--seconds S]"
              " [--rounds R] [--kinds gaussian_nb,lda,qda,text] [--out FILE]"
              "\n  (--text-rows: up to 4 sizes, comma-separated)\n",
              argv[0]);
      return 1;
    }
  }
  machine(zCpu, sizeof(zCpu), zSlug, sizeof(zSlug), &nCore);
  load0 = loadAvg();
  {
    static const struct { const char *zKind, *zSpec; int bText; } aK[] = {
      { "gaussian_nb", "gaussian_nb", 0 },
      { "lda", "lda", 0 },
      { "qda", "qda reg=0.01", 0 },
      { "text", "multinomial_nb", 1 },
    };
    static char azLabel[4][64];
    for(k=0; k<4; k++){
      int t;
      const char *z = strstr(zKinds, aK[k].zKind);
      if( z==0 ) continue;
      for(t=0; t<(aK[k].bText ? nTextSize : 1); t++){
        memset(&aM[nModel], 0, sizeof(Model));
        aM[nModel].zKind = aK[k].zKind;
        aM[nModel].zSpec = aK[k].zSpec;
        aM[nModel].bText = aK[k].bText;
        snprintf(aM[nModel].zName, sizeof(aM[nModel].zName), "m_%s",
                 aK[k].zKind);
        if( aK[k].bText ){
          aM[nModel].nRows = aText[t];
          if( aText[t]>nText ) nText = aText[t];
          snprintf(azLabel[t], sizeof(azLabel[t]), "multinomial_nb (text, "
                   "%ld rows)", aText[t]);
          aM[nModel].zKind = azLabel[t];
          snprintf(aM[nModel].zName, sizeof(aM[nModel].zName), "m_text_%ld",
                   aText[t]);
        }
        nModel++;
      }
    }
  }
  memset(&aM[nModel], 0, sizeof(Model));
  aM[nModel].zKind = "SQLite alone (the floor)";
  aM[nModel].bFloor = 1;
  nModel++;
  snprintf(gFile, sizeof(gFile), "%s/bayes-bench-serving-%d.db",
           getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp", (int)getpid());
  unlink(gFile);
  db = openDb();
  {
    int bWide = 0, bText = 0;
    for(k=0; k<nModel; k++){
      if( aM[k].bFloor ) continue;
      if( aM[k].bText ) bText = 1; else bWide = 1;
    }
    makeData(db, nWide, nText, bWide, bText);
  }
  for(k=0; k<nModel; k++){
    if( aM[k].bFloor ) continue;
    fitModel(db, &aM[k]);
    fprintf(stderr, "serving: %s fitted (%d bytes, %.1f s)\n", aM[k].zKind,
            aM[k].nBlob, aM[k].tFit);
  }
  makePool();
  out = zOut ? fopen(zOut, "w") : stdout;
  if( out==0 ){ fprintf(stderr, "serving: cannot write %s\n", zOut); return 1; }
  fprintf(out, "## Serving: one row at a time, by name, from many connections "
          "(make bench-serving)\n\n"
          "- machine: %s, %d cores; SQLite %s; load average %.2f at the start"
          "\n- models: gaussian_nb, lda and `qda reg=0.01` on %ld rows x 784 "
          "float32 pixels (10 classes); multinomial_nb on bayes_tokens of "
          "the first N of %ld documents (scale.c's text rows); each the "
          "deployed version of its name in bayes_models\n"
          "- single row: `SELECT bayes_predict(M, x)` prepared once, each "
          "execution timed (wall us), M the name or the BLOB bound, %.1f s "
          "or 20,000 calls a side, interleaved\n"
          "- first use: the first such statement by name in a new process "
          "(wall s), and in a new connection of a process that already uses "
          "the model\n"
          "- throughput: statements by name a second, T threads each with "
          "its own connection, warm; best of %d interleaved rounds of %.1f s; "
          "the last row, SQLite alone (`" FLOOR_SQL "`), is the machine's "
          "floor; CPU us a statement: the threads' CPU time (best round) over "
          "the statements, which grows with 2 threads only if they contend"
          "\n- 8 connections: opened and warmed (one statement each) after "
          "the others; the parses they did (0: they took the process's shared"
          " copy) and the heap they added (glibc mallinfo2), page caches "
          "included"
          "\n\n", zCpu, nCore, sqlite3_libversion(), load0, nWide, nText,
          sec, nRound, sec);
  fprintf(out, "| kind | BLOB MB | by name p50 us | p99 | by BLOB p50 us | "
          "p99 | first use, new process s | new connection s | 1 thread /s | "
          "2 threads /s | 4 /s | 8 /s | 2 threads / 1 | CPU us a statement, "
          "1 / 2 threads | parses by 8 connections | heap of 8 connections "
          "MB |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---:"
          " | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n");
  fflush(out);
  for(k=0; k<nModel; k++){
    Model *pM = &aM[k];
    Lat LN, LB;
    double tFirstProc, tFirstConn, aBest[4] = {0,0,0,0};
    double aCpu[4] = {1e300,1e300,1e300,1e300};
    Worker aW[MAXT];
    double heap0, heap1;
    long nParse = 0;
    if( pM->bFloor ){
      memset(&LN, 0, sizeof(LN)); memset(&LB, 0, sizeof(LB));
      tFirstProc = tFirstConn = 0;
    }else{
      latency(db, pM, sec, &LN, &LB);
      tFirstProc = firstNewProcess(pM);
      tFirstConn = firstNewConn(pM);
    }
    /* the pool: 8 connections, each warmed by its first use */
    heap0 = heapInUse();
    for(i=0; i<MAXT; i++){
      memset(&aW[i], 0, sizeof(Worker));
      aW[i].db = openDb();
      aW[i].pM = pM;
      aW[i].p = prepScore(aW[i].db, pM, 0);
      aW[i].iSeed = i*7;
      scoreOnce(aW[i].db, aW[i].p, pM, i);
      if( !pM->bFloor ) nParse += statOf(aW[i].db, "$.parses");
    }
    heap1 = heapInUse();
    for(r=0; r<nRound; r++){
      for(i=0; i<4; i++){
        double c, x = throughput(aW, aThreads[i], sec, &c);
        if( x>aBest[i] ) aBest[i] = x;
        if( c<aCpu[i] ) aCpu[i] = c;
      }
    }
    for(i=0; i<MAXT; i++){
      sqlite3_finalize(aW[i].p);
      sqlite3_close(aW[i].db);
    }
    if( pM->bFloor ){
      fprintf(out, "| %s | | | | | | | | %.0f | %.0f | %.0f | %.0f | %.2f | "
              "%.1f / %.1f | | %.1f |\n", pM->zKind, aBest[0], aBest[1],
              aBest[2], aBest[3], aBest[1]/aBest[0], aCpu[0], aCpu[1],
              (heap1-heap0)/1e6);
    }else{
      fprintf(out, "| %s | %.2f | %.1f | %.1f | %.1f | %.1f | %.4f | %.4f | "
              "%.0f | %.0f | %.0f | %.0f | %.2f | %.1f / %.1f | %ld | %.1f |\n",
              pM->zKind, pM->nBlob/1e6, LN.p50, LN.p99, LB.p50, LB.p99,
              tFirstProc, tFirstConn, aBest[0], aBest[1], aBest[2], aBest[3],
              aBest[1]/aBest[0], aCpu[0], aCpu[1], nParse,
              (heap1-heap0)/1e6);
    }
    fflush(out);
    fprintf(stderr, "serving: %s done\n", pM->zKind);
  }
  fprintf(out, "\nload average %.2f at the start, %.2f at the end; %.0f s in "
          "all, %.0f s of CPU in this process (the fits: ", load0, loadAvg(),
          wallNow()-t0, cpuNow()-c0);
  for(k=0, i=0; k<nModel; k++){
    if( aM[k].bFloor ) continue;
    fprintf(out, "%s%s %.1f s", i++ ? ", " : "", aM[k].zKind, aM[k].tFit);
  }
  fprintf(out, ")\n");
  if( zOut ) fclose(out);
  sqlite3_close(db);
  for(k=0; k<nModel; k++) free(aM[k].aBlob);
  unlink(gFile);
  {
    char z[600];
    snprintf(z, sizeof(z), "%s-wal", gFile); unlink(z);
    snprintf(z, sizeof(z), "%s-shm", gFile); unlink(z);
  }
  return 0;
}
