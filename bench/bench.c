/*
** bench/bench.c — the benchmark driver of the bayes extension (`make bench`).
**
** It generates its data sets deterministically (no downloads) into a SQLite
** database under bench/data/, loads ./bayes.so, and times, in one process:
**
**   - each model kind's fit (the bayes_fit aggregate over the whole table)
**     and its scoring (bayes_predict on every row), the latter through each
**     of the four ways of handing a model to a scorer: the model's name as a
**     literal, the BLOB as a bound parameter, a scalar subquery and a column
**     of a joined bayes_models row;
**   - the floors: the same scan passing the same arguments to one cheap
**     builtin, max(), per row (for text the scan calling only bayes_tokens,
**     for wide data the scan building the same JSON arrays or reading the
**     same BLOBs);
**   - peak memory of a fit (a child process' VmHWM) at N and 10*N rows;
**   - the Python route (bench/python_route.py: sqlite3 -> numpy ->
**     scikit-learn), run as a child process in the same run.
**
** Data sets (BENCH_SCALE multiplies the row counts; default 1):
**   num    1,000,000 rows x 10 REAL features x 5 classes (Gaussian)
**   wide   60,000 rows x 784 INTEGER features 0..255 x 10 classes, passed
**          as 7 json_array()s of 112 columns (table wide) and as one
**          float32 BLOB (table wideb)
**   text   100,000 short documents x 2 classes (bayes_tokens(body))
**   cat    1,000,000 rows x 6 categorical columns (TEXT and INTEGER) x 4
**          TEXT classes
**
** Each measurement runs BENCH_RUNS times (default 3; fewer once a
** measurement has used BENCH_BUDGET seconds, default 8) and the median is
** reported.  On the wide sets a predict whose first tenth of the rows takes
** over BENCH_SLOW seconds (default 3) is measured on that tenth and
** reported x10, with a note.  The table goes to stdout and to bench/results-<machine>.md
** (scale 1) or bench/data/results-s<scale>.md (other scales).
**
** Usage: bench/bench [--only SET[,SET...]] [--no-python] [--no-peak]
**        (environment: BENCH_SCALE, BENCH_RUNS, BENCH_BUDGET, BENCH_MACHINE,
**         BAYES_SO, BENCH_FRESH=1 to regenerate the data)
**        bench/bench --peak DB SQL     (internal: one fit in a child)
*/
#define _GNU_SOURCE
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <time.h>
#include <unistd.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <sys/stat.h>

#define BENCH_PROG "bench"
#include "bench.h"

#define GEN_VERSION 1
#define i64 sqlite3_int64

static double gScale = 1.0;
static int gRuns = 3;
static double gBudget = 8.0;
static double gSlow = 3.0;
static const char *gSo = "./bayes.so";
static char gDbPath[512];
static char gOnly[256];
static char gKinds[256];      /* --kinds: comma-separated kind names */

/* ------------------------------------------------------------ utilities */
/* splitmix64: the one random source of the generators */
static unsigned long long gRng = 0x9e3779b97f4a7c15ull;
static void rngSeed(unsigned long long s){ gRng = s; }
static unsigned long long rngU64(void){
  unsigned long long z = (gRng += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z>>30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z>>27)) * 0x94d049bb133111ebull;
  return z ^ (z>>31);
}
static double rngUnif(void){ return ((rngU64()>>11) + 0.5) * (1.0/9007199254740992.0); }
static int rngInt(int n){ return (int)(rngUnif()*n); }
static double rngNormal(void){
  double u = rngUnif(), v = rngUnif();
  return sqrt(-2.0*log(u))*cos(6.283185307179586*v);
}


static i64 scaled(i64 n){
  i64 m = (i64)(n*gScale + 0.5);
  return m<100 ? 100 : m;
}

static int wantSet(const char *z){
  if( gOnly[0]==0 ) return 1;
  {
    char buf[300];
    snprintf(buf, sizeof(buf), ",%s,", gOnly);
    char key[64];
    snprintf(key, sizeof(key), ",%s,", z);
    return strstr(buf, key)!=0;
  }
}

/* ------------------------------------------------------------ data */
static const char *azColor[] = {"red","green","blue","yellow","black"};
static const char *azSize[] = {"small","medium","large"};
static const char *azClassCat[] = {"alpha","beta","gamma","delta"};

/* A word of the synthetic vocabulary: syllables from the index */
static void wordOf(int i, char *z){
  static const char *azSyl[] = {"ka","lo","mi","ne","ru","ta","shi","po",
    "va","den","gor","lin","mar","sol","tex","bri","qua","zen","hol","fip"};
  int n = 0, k = 0;
  do{
    const char *s = azSyl[i%20];
    i /= 20;
    while( *s ) z[n++] = *s++;
    k++;
  }while( i>0 || k<2 );
  z[n] = 0;
}

static void genNum(sqlite3 *db){
  i64 n = scaled(1000000), r;
  double mu[5][10], sd[5][10];
  int c, j;
  sqlite3_stmt *p;
  rngSeed(1);
  for(c=0; c<5; c++) for(j=0; j<10; j++){
    mu[c][j] = rngNormal()*2.0 + 10.0*j;
    sd[c][j] = 0.5 + 2.0*rngUnif();
  }
  exec(db, "CREATE TABLE num(y INTEGER, x1 REAL, x2 REAL, x3 REAL, x4 REAL,"
           " x5 REAL, x6 REAL, x7 REAL, x8 REAL, x9 REAL, x10 REAL)");
  if( sqlite3_prepare_v2(db, "INSERT INTO num VALUES(?,?,?,?,?,?,?,?,?,?,?)",
                         -1, &p, 0) ) die("prepare", db);
  for(r=0; r<n; r++){
    c = rngInt(5);
    sqlite3_bind_int(p, 1, c);
    for(j=0; j<10; j++){
      /* 6 significant digits, as real measurements have */
      double x = mu[c][j] + sd[c][j]*rngNormal();
      sqlite3_bind_double(p, j+2, round(x*1e4)/1e4);
    }
    sqlite3_step(p);
    sqlite3_reset(p);
  }
  sqlite3_finalize(p);
}

/* Per class a prototype for 28x28 images: a few random strokes (Gaussian
** bumps) on the grid; pixel j is "on" with probability proto[c][j], at
** least pFloor and at most 0.95.  Draws from the bench's generator. */
static void imgPrototypes(double proto[10][784], double pFloor){
  int c, j, s;
  for(c=0; c<10; c++){
    for(j=0; j<784; j++) proto[c][j] = pFloor;
    for(s=0; s<6; s++){
      double cx = 6+16*rngUnif(), cy = 6+16*rngUnif(), w = 2+2*rngUnif();
      for(j=0; j<784; j++){
        double dx = j%28 - cx, dy = j/28 - cy;
        proto[c][j] += 0.9*exp(-(dx*dx+dy*dy)/(2*w*w));
      }
    }
    for(j=0; j<784; j++) if( proto[c][j]>0.95 ) proto[c][j] = 0.95;
  }
}

static void genWide(sqlite3 *db){
  i64 n = scaled(60000), r;
  static double proto[10][784];
  int c, j;
  sqlite3_stmt *p, *pb;
  char *zSql;
  size_t nSql = 0;
  float *aF = malloc(784*sizeof(float));
  rngSeed(2);
  /* Per class a prototype: a few random strokes (Gaussian bumps) on a
  ** 28x28 grid; pixel j is "on" with probability proto (at least 0.02, so
  ** no pixel is constant), and then bright. */
  imgPrototypes(proto, 0.02);
  zSql = malloc(20000);
  nSql = sprintf(zSql, "CREATE TABLE wide(y INTEGER");
  for(j=0; j<784; j++) nSql += sprintf(zSql+nSql, ", p%d INTEGER", j);
  sprintf(zSql+nSql, ")");
  exec(db, zSql);
  exec(db, "CREATE TABLE wideb(y INTEGER, v BLOB)");
  nSql = sprintf(zSql, "INSERT INTO wide VALUES(?");
  for(j=0; j<784; j++) nSql += sprintf(zSql+nSql, ",?");
  sprintf(zSql+nSql, ")");
  if( sqlite3_prepare_v2(db, zSql, -1, &p, 0) ) die("prepare", db);
  if( sqlite3_prepare_v2(db, "INSERT INTO wideb VALUES(?,?)", -1, &pb, 0) ){
    die("prepare", db);
  }
  for(r=0; r<n; r++){
    c = rngInt(10);
    sqlite3_bind_int(p, 1, c);
    sqlite3_bind_int(pb, 1, c);
    for(j=0; j<784; j++){
      int v = 0;
      if( rngUnif()<proto[c][j] ) v = 96 + rngInt(160);
      sqlite3_bind_int(p, j+2, v);
      aF[j] = (float)v;          /* little-endian on x86 and arm64 */
    }
    sqlite3_bind_blob(pb, 2, aF, 784*4, SQLITE_STATIC);
    sqlite3_step(p); sqlite3_reset(p);
    sqlite3_step(pb); sqlite3_reset(pb);
  }
  sqlite3_finalize(p);
  sqlite3_finalize(pb);
  free(zSql);
  free(aF);
}

/* Image-like data (issue 15), table imgb: 60,000 rows x 784 float32
** pixels (a float32 BLOB per row) x 10 classes, made the way real image
** sets are hard for lda and qda:
**   - a 2-pixel border (208 pixels) constant within each class: 0 for
**     classes 0..7, 3 for class 8, 7 for class 9;
**   - pixels 100..139 duplicate pixels 300..339 exactly;
**   - class 9 has 500 rows, fewer than the 784 features;
**   - every 7th pixel is scaled by 1e-5 and every 7th+1 by 1e5, so one
**     covariance spans about 20 orders of magnitude.
** Generated into its own table when missing (older bench databases keep
** their other tables). */
static void genImg(sqlite3 *db){
  i64 n = scaled(60000), r, nRare = scaled(500);
  static double proto[10][784];
  int c, j;
  sqlite3_stmt *pb;
  float *aF = malloc(784*sizeof(float));
  rngSeed(15);
  imgPrototypes(proto, 0.05);
  exec(db, "CREATE TABLE imgb(y INTEGER, v BLOB)");
  if( sqlite3_prepare_v2(db, "INSERT INTO imgb VALUES(?,?)", -1, &pb, 0) ){
    die("prepare", db);
  }
  for(r=0; r<n; r++){
    c = r<nRare ? 9 : rngInt(9);
    sqlite3_bind_int(pb, 1, c);
    for(j=0; j<784; j++){
      int row = j/28, col = j%28;
      double v;
      if( row<2 || row>=26 || col<2 || col>=26 ){
        v = c==9 ? 7 : (c==8 ? 3 : 0);
      }else{
        v = rngUnif()<proto[c][j] ? 96 + rngInt(160) : 0;
      }
      aF[j] = (float)v;
    }
    for(j=100; j<140; j++) aF[j] = aF[j+200];
    for(j=0; j<784; j++){
      if( j%7==0 ) aF[j] *= 1e-5f;
      else if( j%7==1 ) aF[j] *= 1e5f;
    }
    sqlite3_bind_blob(pb, 2, aF, 784*4, SQLITE_STATIC);
    sqlite3_step(pb); sqlite3_reset(pb);
  }
  sqlite3_finalize(pb);
  free(aF);
}

static void ensureImg(sqlite3 *db){
  sqlite3_stmt *p;
  int bHave = 0;
  if( sqlite3_prepare_v2(db, "SELECT 1 FROM sqlite_master WHERE name='imgb'",
                         -1, &p, 0) ) die("prepare", db);
  bHave = sqlite3_step(p)==SQLITE_ROW;
  sqlite3_finalize(p);
  if( bHave ) return;
  fprintf(stderr, "bench: generating table imgb ...\n");
  exec(db, "BEGIN");
  genImg(db);
  exec(db, "COMMIT");
}

static void genText(sqlite3 *db){
  i64 n = scaled(100000), r;
  int nVocab = 20000;
  sqlite3_stmt *p;
  char doc[2000], w[64];
  rngSeed(3);
  exec(db, "CREATE TABLE docs(y INTEGER, body TEXT)");
  if( sqlite3_prepare_v2(db, "INSERT INTO docs VALUES(?,?)", -1, &p, 0) ){
    die("prepare", db);
  }
  for(r=0; r<n; r++){
    int c = rngInt(10)<3;          /* 30% class 1 */
    int len = 6 + rngInt(30), k, m = 0;
    for(k=0; k<len; k++){
      /* Zipf-like rank; class 1 draws from a vocabulary shifted by 37
      ** half of the time, so classes overlap but differ */
      int rank = (int)(exp(rngUnif()*log((double)nVocab))) - 1;
      if( c==1 && rngInt(2) ) rank = (rank*7 + 37) % nVocab;
      wordOf(rank, w);
      if( rngInt(12)==0 ) w[0] = (char)(w[0]-32);      /* some capitals */
      m += sprintf(doc+m, "%s%s", k ? (rngInt(8)==0 ? ", " : " ") : "", w);
    }
    doc[m++] = rngInt(3)==0 ? '!' : '.';
    doc[m] = 0;
    sqlite3_bind_int(p, 1, c);
    sqlite3_bind_text(p, 2, doc, m, SQLITE_STATIC);
    sqlite3_step(p);
    sqlite3_reset(p);
  }
  sqlite3_finalize(p);
}

static void genCat(sqlite3 *db){
  i64 n = scaled(1000000), r;
  sqlite3_stmt *p;
  char city[32];
  rngSeed(4);
  exec(db, "CREATE TABLE cat(y TEXT, color TEXT, city TEXT, grade INTEGER,"
           " code INTEGER, size TEXT, flag INTEGER)");
  if( sqlite3_prepare_v2(db, "INSERT INTO cat VALUES(?,?,?,?,?,?,?)", -1,
                         &p, 0) ) die("prepare", db);
  for(r=0; r<n; r++){
    int c = rngInt(4);
    /* each column: with probability 0.4 a class-dependent value, else
    ** uniform over the column's values */
    int b = rngInt(10)<4;
    sqlite3_bind_text(p, 1, azClassCat[c], -1, SQLITE_STATIC);
    sqlite3_bind_text(p, 2, azColor[b ? c : rngInt(5)], -1, SQLITE_STATIC);
    snprintf(city, sizeof(city), "city%02d", rngInt(10)<4 ? c*11 : rngInt(50));
    sqlite3_bind_text(p, 3, city, -1, SQLITE_TRANSIENT);
    sqlite3_bind_int(p, 4, rngInt(10)<4 ? c*2 : rngInt(10));
    sqlite3_bind_int(p, 5, rngInt(10)<4 ? c*25 + rngInt(5) : rngInt(100));
    sqlite3_bind_text(p, 6, azSize[rngInt(10)<4 ? c%3 : rngInt(3)], -1,
                      SQLITE_STATIC);
    sqlite3_bind_int(p, 7, rngInt(10)<4 ? (c&1) : rngInt(2));
    sqlite3_step(p);
    sqlite3_reset(p);
  }
  sqlite3_finalize(p);
}

/* Generate the data base unless a complete one of this version and scale
** exists. */
static void ensureData(void){
  sqlite3 *db;
  int ok = 0;
  struct stat st;
  char *z;
  mkdir("bench/data", 0777);
  snprintf(gDbPath, sizeof(gDbPath), "bench/data/bench-v%d-s%g.db",
           GEN_VERSION, gScale);
  if( stat(gDbPath, &st)==0 && !getenv("BENCH_FRESH") ){
    sqlite3_stmt *p;
    if( sqlite3_open(gDbPath, &db) ) die("open", db);
    if( sqlite3_prepare_v2(db, "SELECT done FROM bench_meta", -1, &p, 0)==0 ){
      if( sqlite3_step(p)==SQLITE_ROW && sqlite3_column_int(p, 0)==1 ) ok = 1;
      sqlite3_finalize(p);
    }
    sqlite3_close(db);
    if( ok ) return;
  }
  unlink(gDbPath);
  fprintf(stderr, "bench: generating %s ...\n", gDbPath);
  if( sqlite3_open(gDbPath, &db) ) die("open", db);
  exec(db, "PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF;"
           " PRAGMA page_size=4096; BEGIN");
  genNum(db);
  genWide(db);
  genText(db);
  genCat(db);
  exec(db, "CREATE TABLE bench_meta(done INTEGER, version INTEGER,"
           " scale REAL)");
  z = sqlite3_mprintf("INSERT INTO bench_meta VALUES(1, %d, %g); COMMIT",
                      GEN_VERSION, gScale);
  exec(db, z);
  sqlite3_free(z);
  sqlite3_close(db);
}

/* ------------------------------------------------------------ timing */
typedef struct Res {
  char zSet[16];          /* data set */
  char zKind[40];         /* kind, or "-" for a floor */
  char zWhat[64];         /* what was measured */
  double med;             /* median seconds; <0: not measured */
  double medWall;         /* median wall seconds of the same runs */
  int nRun;
  double floor;           /* the floor's median (0: none) */
  double floor2;          /* the same-form floor's median (0: none) */
  char zNote[200];        /* missing / error text */
} Res;
static Res aRes[400];
static int nRes = 0;

static int cmpDouble(const void *a, const void *b){
  double x = *(const double*)a, y = *(const double*)b;
  return x<y ? -1 : x>y;
}

/* Run zSql to completion (binding pBlob to ?1 if given).  Returns seconds,
** or -1 with *pzErr set.  If ppOut, the first column of the last row is
** copied there (BLOB). */
static double gLastWall;     /* wall seconds of the last runOnce */
static double runOnce(sqlite3 *db, const char *zSql, const void *pBlob,
                      int nBlob, char **pzErr, void **ppOut, int *pnOut){
  sqlite3_stmt *p;
  double w0 = wallNow();
  double t0 = cpuNow(), t1;
  int rc;
  if( sqlite3_prepare_v2(db, zSql, -1, &p, 0) ){
    *pzErr = sqlite3_mprintf("%s", sqlite3_errmsg(db));
    return -1;
  }
  if( pBlob ) sqlite3_bind_blob(p, 1, pBlob, nBlob, SQLITE_STATIC);
  while( (rc = sqlite3_step(p))==SQLITE_ROW ){
    if( ppOut ){
      int n = sqlite3_column_bytes(p, 0);
      const void *a = sqlite3_column_blob(p, 0);
      free(*ppOut);
      *ppOut = malloc(n>0 ? n : 1);
      if( a ) memcpy(*ppOut, a, n);
      *pnOut = n;
    }
  }
  t1 = cpuNow();
  gLastWall = wallNow() - w0;
  if( rc!=SQLITE_DONE ){
    *pzErr = sqlite3_mprintf("%s", sqlite3_errmsg(db));
    sqlite3_finalize(p);
    return -1;
  }
  sqlite3_finalize(p);
  return t1 - t0;
}

/* A measurement job of one data set.  The jobs of a set run in rounds
** (each round runs every job once, in order), so that noise from other
** processes falls on floors and measurements alike. */
typedef struct Job {
  Res *r;
  char *zSql;                 /* owned */
  void *pBlob; int nBlob;     /* bound to ?1 (not owned) */
  int iFloor;                 /* index of its floor job, -1 for none */
  int iFloor2;                /* same-form floor (subquery, join), or -1 */
  void **ppOut; int *pnOut;   /* first-round result (fit: the model) */
  double a[32]; double tot;
  double aWall[32];           /* wall seconds of the same runs */
  int bDone;                  /* error, or over budget */
  int iModel;                 /* predict: index of the fit job, else -1 */
  char *zProbe;               /* predict on a tenth of the rows (owned) */
  int nScale;                 /* >1: zSql covers 1/nScale of the rows */
  int bParam;                 /* predict: bind the model to ?1 */
  void *pModel; int nModel;   /* fit: the model of its first run (owned) */
} Job;

static Res *newRes(const char *zSet, const char *zKind, const char *zWhat){
  Res *r = &aRes[nRes++];
  memset(r, 0, sizeof(*r));
  snprintf(r->zSet, sizeof(r->zSet), "%s", zSet);
  snprintf(r->zKind, sizeof(r->zKind), "%s", zKind);
  snprintf(r->zWhat, sizeof(r->zWhat), "%s", zWhat);
  r->med = -1;
  return r;
}

/* Run one job once; returns 0 if it failed */
static int jobRun(sqlite3 *db, Job *pJ, int iRound){
  char *zErr = 0;
  double t;
  if( pJ->bDone ) return 1;
  t = runOnce(db, pJ->zSql, pJ->pBlob, pJ->nBlob, &zErr,
              iRound==0 ? pJ->ppOut : 0, pJ->pnOut);
  if( t<0 ){
    snprintf(pJ->r->zNote, sizeof(pJ->r->zNote), "error: %s", zErr);
    sqlite3_free(zErr);
    fprintf(stderr, "  %-6s %-16s %-28s %s\n", pJ->r->zSet, pJ->r->zKind,
            pJ->r->zWhat, pJ->r->zNote);
    pJ->bDone = 1;
    pJ->r->nRun = 0;
    return 0;
  }
  if( pJ->nScale>1 ) t *= pJ->nScale;
  pJ->aWall[pJ->r->nRun] = gLastWall*(pJ->nScale>1 ? pJ->nScale : 1);
  pJ->a[pJ->r->nRun++] = t;
  pJ->tot += t;
  if( pJ->tot>gBudget || pJ->r->nRun>=32 ) pJ->bDone = 1;
  return 1;
}

static void jobFinish(Job *aJ, int nJ){
  int i;
  for(i=0; i<nJ; i++){
    Res *r = aJ[i].r;
    int n = r->nRun;
    if( n>0 ){
      qsort(aJ[i].a, n, sizeof(double), cmpDouble);
      r->med = (n%2) ? aJ[i].a[n/2] : 0.5*(aJ[i].a[n/2-1]+aJ[i].a[n/2]);
      qsort(aJ[i].aWall, n, sizeof(double), cmpDouble);
      r->medWall = (n%2) ? aJ[i].aWall[n/2]
                         : 0.5*(aJ[i].aWall[n/2-1]+aJ[i].aWall[n/2]);
    }
  }
  for(i=0; i<nJ; i++){
    Res *r = aJ[i].r;
    if( aJ[i].iFloor>=0 ) r->floor = aJ[aJ[i].iFloor].r->med;
    if( aJ[i].iFloor2>0 ) r->floor2 = aJ[aJ[i].iFloor2].r->med;
    if( r->med<0 ) continue;
    if( r->floor>0 ){
      fprintf(stderr, "  %-6s %-16s %-28s %8.3f s  %5.2fx floor  (%d runs)\n",
              r->zSet, r->zKind, r->zWhat, r->med, r->med/r->floor, r->nRun);
    }else{
      fprintf(stderr, "  %-6s %-16s %-28s %8.3f s  (%d runs)\n", r->zSet,
              r->zKind, r->zWhat, r->med, r->nRun);
    }
  }
}

static Res *noteRow(const char *zSet, const char *zKind, const char *zWhat,
                    const char *zNote){
  Res *r = &aRes[nRes++];
  memset(r, 0, sizeof(*r));
  snprintf(r->zSet, sizeof(r->zSet), "%s", zSet);
  snprintf(r->zKind, sizeof(r->zKind), "%s", zKind);
  snprintf(r->zWhat, sizeof(r->zWhat), "%s", zWhat);
  r->med = -1;
  snprintf(r->zNote, sizeof(r->zNote), "%s", zNote);
  fprintf(stderr, "  %-6s %-16s %-28s %s\n", zSet, zKind, zWhat, zNote);
  return r;
}

/* 1 if the kind is registered, 0 if bayes_fit says "unknown model kind" */
static int kindExists(sqlite3 *db, const char *zKind){
  char *zSql = sqlite3_mprintf("SELECT bayes_fit('%q', 1, 1)", zKind);
  char *zErr = 0;
  int rc = sqlite3_exec(db, zSql, 0, 0, &zErr);
  int bMissing = rc && zErr && strstr(zErr, "unknown model kind");
  sqlite3_free(zSql);
  sqlite3_free(zErr);
  return !bMissing;
}

static sqlite3 *openDb(void){
  sqlite3 *db;
  char *zErr = 0;
  if( sqlite3_open(gDbPath, &db) ) die("open", db);
  sqlite3_enable_load_extension(db, 1);
  if( sqlite3_load_extension(db, gSo, 0, &zErr) ){
    fprintf(stderr, "bench: cannot load %s: %s\n", gSo, zErr);
    exit(1);
  }
  return db;
}

/* ------------------------------------------------------------ data sets */
typedef struct DataSet {
  const char *zName;       /* num, wide, wideb, text, cat */
  const char *zTable;
  const char *zLabel;      /* label expression */
  char *zFeat;             /* feature arguments, comma separated */
  const char *azKind[8];   /* specs measured on it */
  int bForms;              /* measure all four ways of handing the model */
  int bFloorZero;          /* single feature argument: max(f, 0) */
} DataSet;

/* Python's results, parsed from python_route.py's output */
typedef struct PyRes { char zSet[16]; char zKind[40]; double load, fit, pred; char zNote[200]; } PyRes;
static PyRes aPy[64];
static int nPy = 0;

static PyRes *pyFind(const char *zSet, const char *zKind){
  int i;
  for(i=0; i<nPy; i++){
    if( strcmp(aPy[i].zSet, zSet)==0 && strcmp(aPy[i].zKind, zKind)==0 ) return &aPy[i];
  }
  return 0;
}

/* The kind part of a spec ("bernoulli_nb binarize=0" -> "bernoulli_nb") */
static void kindOf(const char *zSpec, char *z, int n){
  int i;
  for(i=0; i<n-1 && zSpec[i] && zSpec[i]!=' '; i++) z[i] = zSpec[i];
  z[i] = 0;
}

/* The four ways of handing over a model */
static const char *azForm[] = { "name", "param", "subquery", "join" };

static void runSet(sqlite3 *db, DataSet *pD){
  Job aJ[64];
  int nJ = 0, k, f, i, iRound, iSubFloor = -1, iJoinFloor = -1, nRow = 0;
  memset(aJ, 0, sizeof(aJ));
  fprintf(stderr, "bench: data set %s\n", pD->zName);
  {
    sqlite3_stmt *p;
    char *z = sqlite3_mprintf("SELECT count(*) FROM %s", pD->zTable);
    if( sqlite3_prepare_v2(db, z, -1, &p, 0) ) die("count", db);
    sqlite3_free(z);
    sqlite3_step(p);
    nRow = sqlite3_column_int(p, 0);
    sqlite3_finalize(p);
  }
  /* the floors */
  aJ[nJ].r = newRes(pD->zName, "-", "floor: fit scan");
  aJ[nJ].zSql = sqlite3_mprintf("SELECT sum(max(%s, %s)) FROM %s", pD->zLabel,
                                pD->zFeat, pD->zTable);
  aJ[nJ].iFloor = aJ[nJ].iModel = -1;
  nJ++;
  aJ[nJ].r = newRes(pD->zName, "-", "floor: score scan");
  aJ[nJ].zSql = sqlite3_mprintf("SELECT sum(max(%s%s)) FROM %s", pD->zFeat,
                                pD->bFloorZero ? ", 0" : "", pD->zTable);
  aJ[nJ].iFloor = aJ[nJ].iModel = -1;
  nJ++;
  for(k=0; pD->azKind[k]; k++){
    const char *zSpec = pD->azKind[k];
    char zKind[40], zName[80];
    int iFit;
    kindOf(zSpec, zKind, sizeof(zKind));
    if( !kindExists(db, zKind) ){
      noteRow(pD->zName, zSpec, "fit", "missing (unknown model kind)");
      continue;
    }
    snprintf(zName, sizeof(zName), "bench_%s_%s", pD->zName, zKind);
    iFit = nJ;
    aJ[nJ].r = newRes(pD->zName, zSpec, "fit");
    aJ[nJ].zSql = sqlite3_mprintf("SELECT bayes_fit('%q', %s, %s) FROM %s",
                                  zSpec, pD->zLabel, pD->zFeat, pD->zTable);
    aJ[nJ].iFloor = 0;
    aJ[nJ].iModel = -1;
    aJ[nJ].ppOut = &aJ[nJ].pModel;
    aJ[nJ].pnOut = &aJ[nJ].nModel;
    nJ++;
    /* Same-form floors: what SQLite itself spends handing a model BLOB over
    ** by a scalar subquery (in SQLite 3.40 a deep copy per row) or from a
    ** joined row, measured with the first kind's model (after its fit):
    ** the score floor plus instr(model, x'00'), which makes SQLite load
    ** the BLOB (length() and typeof() would not) and stops at its first
    ** zero byte, in the header. */
    if( pD->bForms && iSubFloor<0 ){
      aJ[nJ].r = newRes(pD->zName, "-", "floor: score scan, subquery");
      aJ[nJ].zSql = sqlite3_mprintf("SELECT sum(max(instr((SELECT model FROM "
          "bayes_models WHERE name='%q'), x'00'), %s)) FROM %s", zName,
          pD->zFeat, pD->zTable);
      aJ[nJ].iFloor = aJ[nJ].iModel = -1;
      iSubFloor = nJ++;
      aJ[nJ].r = newRes(pD->zName, "-", "floor: score scan, join");
      aJ[nJ].zSql = sqlite3_mprintf("SELECT sum(max(instr(m.model, x'00'), %s)) "
          "FROM bayes_models AS m CROSS JOIN %s WHERE m.name='%q'", pD->zFeat,
          pD->zTable, zName);
      aJ[nJ].iFloor = aJ[nJ].iModel = -1;
      iJoinFloor = nJ++;
    }
    for(f=0; f<4; f++){
      char zWhat[64];
      char *zSql;
      if( !pD->bForms && f!=1 ) continue;
      snprintf(zWhat, sizeof(zWhat), "predict, model by %s", azForm[f]);
      switch( f ){
        case 0:
          zSql = sqlite3_mprintf("SELECT sum(bayes_predict('%q', %s)) FROM %s",
                                 zName, pD->zFeat, pD->zTable);
          break;
        case 1:
          zSql = sqlite3_mprintf("SELECT sum(bayes_predict(?1, %s)) FROM %s",
                                 pD->zFeat, pD->zTable);
          break;
        case 2:
          zSql = sqlite3_mprintf("SELECT sum(bayes_predict((SELECT model FROM "
                                 "bayes_models WHERE name='%q'), %s)) FROM %s",
                                 zName, pD->zFeat, pD->zTable);
          break;
        default:
          zSql = sqlite3_mprintf("SELECT sum(bayes_predict(m.model, %s)) FROM "
                                 "bayes_models AS m CROSS JOIN %s WHERE "
                                 "m.name='%q'", pD->zFeat, pD->zTable, zName);
          break;
      }
      aJ[nJ].r = newRes(pD->zName, zSpec, zWhat);
      aJ[nJ].zSql = zSql;
      if( f==1 && !pD->bForms && nRow>=1000 ){
        aJ[nJ].zProbe = sqlite3_mprintf("SELECT sum(bayes_predict(?1, %s)) FROM "
                                        "(SELECT * FROM %s LIMIT %d)", pD->zFeat,
                                        pD->zTable, nRow/10);
      }
      aJ[nJ].iFloor = 1;
      aJ[nJ].iFloor2 = f==2 ? iSubFloor : f==3 ? iJoinFloor : -1;
      aJ[nJ].iModel = iFit;
      aJ[nJ].bParam = f==1;
      nJ++;
    }
  }
  for(iRound=0; iRound<gRuns; iRound++){
    int bAny = 0;
    for(i=0; i<nJ; i++){
      Job *pJ = &aJ[i];
      if( pJ->bDone ) continue;
      if( pJ->iModel>=0 ){
        Job *pF = &aJ[pJ->iModel];
        if( pF->pModel==0 ){
          snprintf(pJ->r->zNote, sizeof(pJ->r->zNote), "no model (fit failed)");
          pJ->bDone = 1;
          continue;
        }
        if( pJ->bParam ){ pJ->pBlob = pF->pModel; pJ->nBlob = pF->nModel; }
      }
      if( iRound==0 && pJ->zProbe ){
        /* A predict so slow (qda on 784 features: ten triangular solves
        ** of 784 x 784 per row) that its tenth of the rows takes over
        ** BENCH_SLOW seconds is measured on that tenth, reported x10. */
        char *zErr = 0;
        double t = runOnce(db, pJ->zProbe, pJ->pBlob, pJ->nBlob, &zErr, 0, 0);
        sqlite3_free(zErr);
        if( t>gSlow ){
          sqlite3_free(pJ->zSql);
          pJ->zSql = pJ->zProbe;
          pJ->zProbe = 0;
          pJ->nScale = 10;
          snprintf(pJ->r->zNote, sizeof(pJ->r->zNote), "extrapolated: 10x the "
                   "time on the first %d rows", nRow/10);
          /* the probe is this round's run */
          pJ->aWall[pJ->r->nRun] = gLastWall*(pJ->nScale>1 ? pJ->nScale : 1);
          pJ->a[pJ->r->nRun++] = t*pJ->nScale;
          pJ->tot += t*pJ->nScale;
          if( pJ->tot>gBudget ) pJ->bDone = 1;
          fprintf(stderr, "  %-6s %-16s %-28s %8.3f s (first run, x10)\n",
                  pJ->r->zSet, pJ->r->zKind, pJ->r->zWhat, pJ->a[0]);
          bAny = 1;
          continue;
        }
      }
      jobRun(db, pJ, iRound);
      if( iRound==0 && pJ->ppOut && pJ->pModel ){
        char zKind[40], zName[80];
        kindOf(pJ->r->zKind, zKind, sizeof(zKind));
        snprintf(zName, sizeof(zName), "bench_%s_%s", pD->zName, zKind);
        storeModel(db, zName, pJ->pModel, pJ->nModel);
      }
      if( iRound==0 && pJ->r->nRun ){
        fprintf(stderr, "  %-6s %-16s %-28s %8.3f s (first run)\n",
                pJ->r->zSet, pJ->r->zKind, pJ->r->zWhat, pJ->a[0]);
      }
      bAny = 1;
    }
    if( !bAny ) break;
  }
  jobFinish(aJ, nJ);
  for(i=0; i<nJ; i++){
    sqlite3_free(aJ[i].zSql);
    sqlite3_free(aJ[i].zProbe);
    free(aJ[i].pModel);
  }
}

/* ------------------------------------------------------------ peak memory */
/* Child: open, load, run one statement, print the SQLite heap high-water
** mark and this process' peak RSS (VmHWM, KiB). */
static int peakChild(const char *zDb, const char *zSql){
  sqlite3 *db;
  char *zErr = 0;
  snprintf(gDbPath, sizeof(gDbPath), "%s", zDb);
  db = openDb();
  sqlite3_status64(SQLITE_STATUS_MEMORY_USED, &(sqlite3_int64){0},
                   &(sqlite3_int64){0}, 1);
  if( sqlite3_exec(db, zSql, 0, 0, &zErr) ){
    fprintf(stderr, "bench --peak: %s\n", zErr);
    return 1;
  }
  {
    sqlite3_int64 cur, hi;
    long hwm = -1;
    char line[256];
    FILE *f = fopen("/proc/self/status", "r");
    while( f && fgets(line, sizeof(line), f) ){
      if( strncmp(line, "VmHWM:", 6)==0 ) hwm = atol(line+6);
    }
    if( f ) fclose(f);
    sqlite3_status64(SQLITE_STATUS_MEMORY_USED, &cur, &hi, 0);
    printf("%lld %ld\n", (long long)hi, hwm);
  }
  sqlite3_close(db);
  return 0;
}

typedef struct Peak { char zWhat[120]; double rows; long maxrssKb; long long heap; double sec; } Peak;
static Peak aPeak[16];
static int nPeak = 0;

static void peak(const char *zSelf, const char *zWhat, const char *zSql,
                 double rows){
  int fd[2];
  pid_t pid;
  int status;
  char buf[64] = {0};
  double t0 = wallNow();
  Peak *pP = &aPeak[nPeak++];
  if( pipe(fd) ) die("pipe", 0);
  pid = fork();
  if( pid==0 ){
    dup2(fd[1], 1);
    close(fd[0]);
    execl(zSelf, zSelf, "--peak", gDbPath, zSql, (char*)0);
    _exit(127);
  }
  close(fd[1]);
  {
    ssize_t n = read(fd[0], buf, sizeof(buf)-1);
    if( n<0 ) n = 0;
    buf[n] = 0;
  }
  close(fd[0]);
  waitpid(pid, &status, 0);
  snprintf(pP->zWhat, sizeof(pP->zWhat), "%s", zWhat);
  pP->rows = rows;
  pP->sec = wallNow() - t0;
  /* VmHWM from the child itself: ru_maxrss would count the pages the
  ** forked copy of this process shared before exec */
  pP->heap = -1;
  pP->maxrssKb = -1;
  if( WIFEXITED(status) && WEXITSTATUS(status)==0 ){
    sscanf(buf, "%lld %ld", &pP->heap, &pP->maxrssKb);
  }
  fprintf(stderr, "  peak %-40s %10.0f rows  VmHWM %6ld KiB  sqlite heap %lld"
          " B  %.1f s\n", zWhat, rows, pP->maxrssKb, pP->heap, pP->sec);
}

/* ------------------------------------------------------------ Python */
static char gPyBlas[200] = "unknown";   /* the BLAS numpy ran on */
static void runPython(void){
  char zCmd[1024];
  FILE *f;
  char line[512];
  /* numpy on Debian's OpenBLAS (what pip's numpy ships), whatever the
  ** system's libblas.so.3 alternative points to; BENCH_PY_BLAS=reference
  ** for Debian's reference BLAS instead (footnote numbers only). */
  const char *zBlasDir = "/usr/lib/x86_64-linux-gnu/openblas-pthread";
  const char *zEnv = getenv("BENCH_PY_BLAS");
  char zPre[600] = "";
  if( zEnv && strcmp(zEnv, "reference")==0 ){
    snprintf(zPre, sizeof(zPre), "LD_PRELOAD='/usr/lib/x86_64-linux-gnu/blas/"
             "libblas.so.3 /usr/lib/x86_64-linux-gnu/lapack/liblapack.so.3' ");
  }else if( access(zBlasDir, R_OK)==0 ){
    snprintf(zPre, sizeof(zPre), "LD_PRELOAD='%s/libblas.so.3 %s/liblapack.so.3' ",
             zBlasDir, zBlasDir);
  }
  snprintf(zCmd, sizeof(zCmd), "%s/usr/bin/python3 bench/python_route.py %s %s",
           zPre, gDbPath, gOnly[0] ? gOnly : "all");
  fprintf(stderr, "bench: the Python route: %s\n", zCmd);
  f = popen(zCmd, "r");
  if( f==0 ) return;
  while( fgets(line, sizeof(line), f) ){
    char zSet[16], zKind[40], zPhase[16], zVal[128];
    PyRes *p;
    if( sscanf(line, "RESULT %15s %39s %15s %127[^\n]", zSet, zKind, zPhase, zVal)!=4 ){
      continue;
    }
    if( strcmp(zPhase, "blas")==0 ){
      snprintf(gPyBlas, sizeof(gPyBlas), "%s", zVal);
      fprintf(stderr, "  python %s", line+7);
      continue;
    }
    p = pyFind(zSet, zKind);
    if( p==0 && nPy<64 ){
      p = &aPy[nPy++];
      memset(p, 0, sizeof(*p));
      snprintf(p->zSet, sizeof(p->zSet), "%s", zSet);
      snprintf(p->zKind, sizeof(p->zKind), "%s", zKind);
      p->load = p->fit = p->pred = -1;
    }
    if( p==0 ) continue;
    if( strcmp(zPhase, "load")==0 ) p->load = atof(zVal);
    else if( strcmp(zPhase, "fit")==0 ) p->fit = atof(zVal);
    else if( strcmp(zPhase, "predict")==0 ) p->pred = atof(zVal);
    else if( strcmp(zPhase, "error")==0 || strcmp(zPhase, "note")==0 ) snprintf(p->zNote, sizeof(p->zNote), "%s", zVal);
    fprintf(stderr, "  python %s", line+7);
  }
  if( pclose(f)!=0 ) fprintf(stderr, "bench: python_route.py failed\n");
}

/* ------------------------------------------------------------ report */
static void fmtSec(char *z, int n, double s){
  if( s<0 ) snprintf(z, n, "-");
  else if( s<10 ) snprintf(z, n, "%.3f", s);
  else snprintf(z, n, "%.1f", s);
}

/* Find a measurement */
static Res *resFind(const char *zSet, const char *zKind, const char *zWhat){
  int i;
  for(i=0; i<nRes; i++){
    if( strcmp(aRes[i].zSet, zSet)==0 && strcmp(aRes[i].zKind, zKind)==0
     && strcmp(aRes[i].zWhat, zWhat)==0 ) return &aRes[i];
  }
  return 0;
}

static char zCommit[64] = "?";   /* HEAD when the run started */
static void readCommit(void){
  FILE *f = popen("git rev-parse --short HEAD 2>/dev/null", "r");
  if( f ){
    if( fgets(zCommit, sizeof(zCommit), f) ) zCommit[strcspn(zCommit, "\n")] = 0;
    pclose(f);
  }
}

static void report(FILE *out, const char *zCpu, int nCore, double tTotal){
  int i;
  time_t t = time(0);
  char zDate[64];
  strftime(zDate, sizeof(zDate), "%Y-%m-%d %H:%M UTC", gmtime(&t));
  fprintf(out, "# bayes benchmark results\n\n");
  fprintf(out, "- machine: %s, %d cores (shared with other builds while this ran:"
          " timings are noisy; ratios within one run are what matter)\n", zCpu, nCore);
  fprintf(out, "- SQLite %s; extension %s built from the tree at commit %s "
          "(when the run started); finished %s\n", sqlite3_libversion(), gSo,
          zCommit, zDate);
  fprintf(out, "- times are CPU seconds (user + system) of the measuring "
          "process (the `wall s` column: the wall time of the same runs, "
          "their median), the median of up to %d runs taken in interleaved rounds "
          "(fewer where a measurement exceeded %.0f s in total); bayes is "
          "single-threaded; numpy runs on %s (CPU time summed over its "
          "threads)\n", gRuns, gBudget, gPyBlas);
  fprintf(out, "- the machine is shared by several engineers building and "
          "testing at the same time: expect 10-30%% noise in absolute "
          "times\n");
  fprintf(out, "- GFLOP/s of an lda/qda fit on 784 features: the co-moment "
          "update's n d (d+1) flops (d = 784) over the fit's CPU time\n");
  fprintf(out, "- scale %g (row counts times this); whole run %.0f s wall\n",
          gScale, tTotal);
  fprintf(out, "- floor: the same scan passing the same arguments to max() per "
          "row (`SELECT sum(max(label, features...)) FROM t` for fit, "
          "without the label for scoring); text: the scan calling only "
          "bayes_tokens; wide: the scan building the same JSON arrays or "
          "reading the same BLOBs (a BLOB passed to max() is not read "
          "byte by byte, so that floor is the bare scan)\n");
  fprintf(out, "- same-form floor (subquery, join): the score floor with the "
          "model handed over the same way, `max(instr(<model>, x'00'), "
          "features...)`: what SQLite itself spends per row on that hand-over "
          "(SQLite 3.40 deep-copies a scalar subquery's BLOB into the "
          "argument register on every row)\n\n");
  fprintf(out, "## Fit and predict, against the floor\n\n");
  fprintf(out, "| data set | kind | measurement | median s | wall s | runs "
          "| x floor | x same-form floor | note |\n");
  fprintf(out, "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | --- |\n");
  for(i=0; i<nRes; i++){
    Res *r = &aRes[i];
    char zMed[32], zWall[32], zRatio[32], zRatio2[32];
    fmtSec(zMed, sizeof(zMed), r->med);
    fmtSec(zWall, sizeof(zWall), r->med>=0 ? r->medWall : -1);
    if( r->med>=0 && r->floor>0 ) snprintf(zRatio, sizeof(zRatio), "%.2f", r->med/r->floor);
    else snprintf(zRatio, sizeof(zRatio), "-");
    if( r->med>=0 && r->floor2>0 ){
      snprintf(zRatio2, sizeof(zRatio2), "%.2f", r->med/r->floor2);
    }else{
      snprintf(zRatio2, sizeof(zRatio2), "-");
    }
    {
      char zNote[260];
      snprintf(zNote, sizeof(zNote), "%s", r->zNote);
      if( r->med>0 && strcmp(r->zWhat, "fit")==0
       && (strncmp(r->zKind, "lda", 3)==0 || strncmp(r->zKind, "qda", 3)==0)
       && (strncmp(r->zSet, "wide", 4)==0 || strcmp(r->zSet, "img")==0) ){
        double fl = (double)scaled(60000)*784.0*785.0;
        size_t nn = strlen(zNote);
        snprintf(zNote+nn, sizeof(zNote)-nn, "%s%.1f GFLOP/s",
                 nn ? "; " : "", fl/r->med/1e9);
      }
      fprintf(out, "| %s | %s | %s | %s | %s | %d | %s | %s | %s |\n",
              r->zSet, r->zKind, r->zWhat, zMed, zWall, r->nRun, zRatio,
              zRatio2, zNote);
    }
  }
  if( nPy>0 ){
    fprintf(out, "\n## End to end against Python (sqlite3 -> numpy -> "
            "scikit-learn, /usr/bin/python3)\n\n");
    fprintf(out, "bayes total = fit + predict (model as bound parameter); Python "
            "total = load + fit + predict, predict over the same rows.\n\n");
    fprintf(out, "| data set | kind | bayes fit | bayes predict | bayes total "
            "| py load | py fit | py predict | py total | bayes / py | note |\n");
    fprintf(out, "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |\n");
    for(i=0; i<nRes; i++){
      Res *r = &aRes[i], *pP;
      PyRes *py;
      char zKind[40], a[8][32];
      double bt, pt;
      if( strcmp(r->zWhat, "fit")!=0 || strcmp(r->zKind, "-")==0 ) continue;
      kindOf(r->zKind, zKind, sizeof(zKind));
      py = pyFind(r->zSet, zKind);
      pP = resFind(r->zSet, r->zKind, "predict, model by param");
      if( py==0 ) continue;
      bt = (r->med>=0 && pP && pP->med>=0) ? r->med + pP->med : -1;
      pt = (py->load>=0 && py->fit>=0 && py->pred>=0) ? py->load+py->fit+py->pred : -1;
      fmtSec(a[0], 32, r->med);
      fmtSec(a[1], 32, pP ? pP->med : -1);
      fmtSec(a[2], 32, bt);
      fmtSec(a[3], 32, py->load);
      fmtSec(a[4], 32, py->fit);
      fmtSec(a[5], 32, py->pred);
      fmtSec(a[6], 32, pt);
      if( bt>0 && pt>0 ) snprintf(a[7], 32, "%.2f", bt/pt); else snprintf(a[7], 32, "-");
      fprintf(out, "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s%s%s |\n",
              r->zSet, r->zKind, a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7],
              r->zNote, (r->zNote[0] && py->zNote[0]) ? "; " : "", py->zNote);
    }
  }
  if( nPeak>0 ){
    fprintf(out, "\n## Peak memory of a fit (child process)\n\n");
    fprintf(out, "10x rows are the table scanned 10 times (`CROSS JOIN` a "
            "10-row VALUES); peak RSS (VmHWM) includes the executable, libraries and "
            "SQLite's page cache.\n\n");
    fprintf(out, "| fit | rows | seconds | peak RSS KiB | SQLite heap high-water B |\n");
    fprintf(out, "| --- | ---: | ---: | ---: | ---: |\n");
    for(i=0; i<nPeak; i++){
      fprintf(out, "| %s | %.0f | %.1f | %ld | %lld |\n", aPeak[i].zWhat,
              aPeak[i].rows, aPeak[i].sec, aPeak[i].maxrssKb, aPeak[i].heap);
    }
  }
}

/* ------------------------------------------------------------ main */
static char *jsonArrays(int nCol, int nPer){
  char *z = malloc(nCol*12 + 64);
  int j, n = 0;
  for(j=0; j<nCol; j++){
    if( j%nPer==0 ) n += sprintf(z+n, "%sjson_array(", j ? "), " : "");
    else n += sprintf(z+n, ",");
    n += sprintf(z+n, "p%d", j);
  }
  sprintf(z+n, ")");
  return z;
}

int main(int argc, char **argv){
  sqlite3 *db;
  int i, bPython = 1, bPeak = 1, nCore;
  char zCpu[256], zSlug[128], zOut[600];
  double t0 = wallNow();
  FILE *out;
  DataSet aSet[6];
  if( argc==4 && strcmp(argv[1], "--peak")==0 ){
    if( getenv("BAYES_SO") ) gSo = getenv("BAYES_SO");
    return peakChild(argv[2], argv[3]);
  }
  for(i=1; i<argc; i++){
    if( strcmp(argv[i], "--no-python")==0 ) bPython = 0;
    else if( strcmp(argv[i], "--no-peak")==0 ) bPeak = 0;
    else if( strcmp(argv[i], "--only")==0 && i+1<argc ){
      snprintf(gOnly, sizeof(gOnly), "%s", argv[++i]);
    }else if( strcmp(argv[i], "--kinds")==0 && i+1<argc ){
      snprintf(gKinds, sizeof(gKinds), "%s", argv[++i]);
    }else{
      fprintf(stderr, "usage: %s [--only SET,...] [--kinds KIND,...] [--no-python] [--no-peak]\n", argv[0]);
      return 2;
    }
  }
  if( getenv("BENCH_SCALE") ) gScale = atof(getenv("BENCH_SCALE"));
  if( gScale<=0 ) gScale = 1;
  if( getenv("BENCH_RUNS") ) gRuns = atoi(getenv("BENCH_RUNS"));
  if( gRuns<1 ) gRuns = 1;
  if( getenv("BENCH_BUDGET") ) gBudget = atof(getenv("BENCH_BUDGET"));
  if( getenv("BENCH_SLOW") ) gSlow = atof(getenv("BENCH_SLOW"));
  if( getenv("BAYES_SO") ) gSo = getenv("BAYES_SO");
  machine(zCpu, sizeof(zCpu), zSlug, sizeof(zSlug), &nCore);
  readCommit();
  ensureData();
  db = openDb();
  exec(db, "PRAGMA cache_size=-1000000");  /* 1 GB: every table stays hot */
  exec(db, "CREATE TABLE IF NOT EXISTS bayes_models(name TEXT PRIMARY KEY,"
           " model BLOB NOT NULL)");

  memset(aSet, 0, sizeof(aSet));
  aSet[0].zName = "num"; aSet[0].zTable = "num"; aSet[0].zLabel = "y";
  aSet[0].zFeat = strdup("x1, x2, x3, x4, x5, x6, x7, x8, x9, x10");
  aSet[0].azKind[0] = "gaussian_nb"; aSet[0].azKind[1] = "lda";
  aSet[0].azKind[2] = "qda";
  aSet[0].bForms = 1;
  aSet[1].zName = "wide"; aSet[1].zTable = "wide"; aSet[1].zLabel = "y";
  aSet[1].zFeat = jsonArrays(784, 112);
  aSet[2].zName = "wideb"; aSet[2].zTable = "wideb"; aSet[2].zLabel = "y";
  aSet[2].zFeat = strdup("v");
  aSet[2].bFloorZero = 1;
  for(i=1; i<=2; i++){
    aSet[i].azKind[0] = "gaussian_nb"; aSet[i].azKind[1] = "multinomial_nb";
    aSet[i].azKind[2] = "complement_nb"; aSet[i].azKind[3] = "bernoulli_nb";
    aSet[i].azKind[4] = "lda"; aSet[i].azKind[5] = "qda";
  }
  aSet[2].azKind[6] = "lda shrinkage=auto";
  aSet[3].zName = "text"; aSet[3].zTable = "docs"; aSet[3].zLabel = "y";
  aSet[3].zFeat = strdup("bayes_tokens(body)");
  aSet[3].bFloorZero = 1;
  aSet[3].azKind[0] = "multinomial_nb"; aSet[3].azKind[1] = "complement_nb";
  aSet[3].azKind[2] = "bernoulli_nb";
  aSet[3].bForms = 1;
  aSet[4].zName = "cat"; aSet[4].zTable = "cat"; aSet[4].zLabel = "y";
  aSet[4].zFeat = strdup("color, city, grade, code, size, flag");
  aSet[4].azKind[0] = "categorical_nb";
  aSet[4].bForms = 1;
  aSet[5].zName = "img"; aSet[5].zTable = "imgb"; aSet[5].zLabel = "y";
  aSet[5].zFeat = strdup("v");
  aSet[5].bFloorZero = 1;
  aSet[5].azKind[0] = "lda"; aSet[5].azKind[1] = "lda shrinkage=auto";
  aSet[5].azKind[2] = "qda"; aSet[5].azKind[3] = "qda reg=0.1";
  if( wantSet("img") ) ensureImg(db);

  if( gKinds[0] ){
    /* --kinds lda,qda: keep the specs whose kind is listed */
    for(i=0; i<6; i++){
      int k, n = 0;
      for(k=0; k<8 && aSet[i].azKind[k]; k++){
        char zK[40], zPat[48];
        kindOf(aSet[i].azKind[k], zK, sizeof(zK));
        snprintf(zPat, sizeof(zPat), ",%s,", zK);
        {
          char zList[300];
          snprintf(zList, sizeof(zList), ",%s,", gKinds);
          if( strstr(zList, zPat) ) aSet[i].azKind[n++] = aSet[i].azKind[k];
        }
      }
      for(k=n; k<8; k++) aSet[i].azKind[k] = 0;
    }
  }
  for(i=0; i<6; i++){
    if( wantSet(aSet[i].zName) ) runSet(db, &aSet[i]);
  }

  if( bPeak ){
    static const struct { const char *zSet, *zKind, *zTable, *zFeat; } aP[] = {
      { "num", "gaussian_nb", "num", "x1, x2, x3, x4, x5, x6, x7, x8, x9, x10" },
      { "num", "lda", "num", "x1, x2, x3, x4, x5, x6, x7, x8, x9, x10" },
      { "num", "qda", "num", "x1, x2, x3, x4, x5, x6, x7, x8, x9, x10" },
      { "cat", "categorical_nb", "cat", "color, city, grade, code, size, flag" },
    };
    char zSelf[600];
    ssize_t n = readlink("/proc/self/exe", zSelf, sizeof(zSelf)-1);
    zSelf[n>0 ? n : 0] = 0;
    fprintf(stderr, "bench: peak memory\n");
    for(i=0; i<(int)(sizeof(aP)/sizeof(aP[0])); i++){
      int m;
      double rows;
      sqlite3_stmt *p;
      if( !wantSet(aP[i].zSet) || !kindExists(db, aP[i].zKind) ) continue;
      {
        char *zCount = sqlite3_mprintf("SELECT count(*) FROM %s", aP[i].zTable);
        if( sqlite3_prepare_v2(db, zCount, -1, &p, 0) ) die("count", db);
        sqlite3_free(zCount);
      }
      sqlite3_step(p);
      rows = sqlite3_column_double(p, 0);
      sqlite3_finalize(p);
      for(m=0; m<2; m++){
        char *zSql, zWhat[120];
        zSql = sqlite3_mprintf("SELECT length(bayes_fit('%s', y, %s)) FROM %s%s",
                 aP[i].zKind, aP[i].zFeat, aP[i].zTable,
                 m ? " CROSS JOIN (VALUES(1),(2),(3),(4),(5),(6),(7),(8),(9),(10))" : "");
        snprintf(zWhat, sizeof(zWhat), "%s %s%s", aP[i].zKind, aP[i].zSet,
                 m ? " x10" : "");
        peak(zSelf, zWhat, zSql, m ? rows*10 : rows);
        sqlite3_free(zSql);
      }
    }
  }
  sqlite3_close(db);

  if( bPython ) runPython();

  if( gScale==1.0 && gOnly[0]==0 ){
    snprintf(zOut, sizeof(zOut), "bench/results-%s.md", zSlug);
  }else{
    snprintf(zOut, sizeof(zOut), "bench/data/results-s%g%s%s.md", gScale,
             gOnly[0] ? "-" : "", gOnly);
  }
  report(stdout, zCpu, nCore, wallNow()-t0);
  out = fopen(zOut, "w");
  if( out ){
    report(out, zCpu, nCore, wallNow()-t0);
    fclose(out);
    fprintf(stderr, "bench: wrote %s\n", zOut);
  }
  return 0;
}
