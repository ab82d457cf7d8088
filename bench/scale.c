/*
** bench/scale.c — how the cost of fitting and scoring grows with the rows
** (make bench-scale), and what scoring by name costs against a bound BLOB
** (make bench-byname).  See bench/README.md.
**
**   scale [--sizes 1000000,10000000,100000000] [--big KIND,...]
**         [--latency N] [--out FILE]
**   scale --byname [--rows 100000] [--out FILE]
**   scale --bounded [--sizes 1000000] [--latency N] [--out FILE]
**
** Rows are not stored: they are generated while SQLite reads them, by two
** table-valued functions this program registers on its own connection,
**
**   scale_num(n)    y (5 classes), x1 ... x10 (REAL, gaussian-like)
**   scale_text(n)   y (2 classes), body (8 words out of 1,000,000)
**
** so that 100M rows cost no disk, and the floor (the same generated scan
** passing the same arguments to max()) is measured beside every fit and
** scoring.  The words of scale_text are log-uniform over 1,000,000 terms
** (the k-th term has probability ~ 1/(k ln 1e6), Zipf-like), so the
** vocabulary a model holds grows with the rows toward 1,000,000.
**
** Every fit and every scoring runs in a child process (this program run
** again with --child), which reports its CPU seconds, its peak RSS
** (VmHWM) and, for a fit, the model BLOB, written under bench/data/.
** Single-row by-name latency: prepared `SELECT bayes_predict('name',
** bayes_tokens(?1))` statements on the largest text model, stored in
** bayes_models (sql/bayes_models.sql), each execution timed (monotonic
** clock).
**
** --bounded: the text model's size with a bounded vocabulary (issue 39):
** for each size, multinomial_nb with every term, with max_features and
** prune=1, and with a hashed vocabulary (n_features), each fitted in a
** child (CPU, peak RSS, BLOB bytes), then single-row by-name latency on
** each model, stored in bayes_models.
*/
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <time.h>
#include <stdint.h>
#include <sys/resource.h>

#define BENCH_PROG "scale"
#include "bench.h"

static const char *gSo = "./bayes";
static char *gArgv0;

/* peak RSS of this process in kB (VmHWM) */
static long vmHwm(void){
  FILE *f = fopen("/proc/self/status", "r");
  char z[256];
  long v = -1;
  if( f==0 ) return -1;
  while( fgets(z, sizeof(z), f) ){
    if( strncmp(z, "VmHWM:", 6)==0 ){ v = atol(z+6); break; }
  }
  fclose(f);
  return v;
}

/* ------------------------------------------------------------ generators */

#define TEXT_VOCAB 1000000
#define TEXT_WORDS 8
static unsigned char *gSeen = 0;     /* bitmap of the terms generated */

typedef struct GenCur {
  sqlite3_vtab_cursor base;
  sqlite3_int64 i, n;
  int y;
  double ax[10];
  char zBody[TEXT_WORDS*12];
} GenCur;
typedef struct GenTab {
  sqlite3_vtab base;
  int bText;
} GenTab;

static int genConnect(sqlite3 *db, void *pAux, int argc, const char *const*argv,
                      sqlite3_vtab **ppVtab, char **pzErr){
  GenTab *p;
  int bText = pAux!=0, rc;
  (void)argc; (void)argv; (void)pzErr;
  rc = sqlite3_declare_vtab(db, bText
      ? "CREATE TABLE x(y INTEGER, body TEXT, n HIDDEN)"
      : "CREATE TABLE x(y INTEGER, x1 REAL, x2 REAL, x3 REAL, x4 REAL, "
        "x5 REAL, x6 REAL, x7 REAL, x8 REAL, x9 REAL, x10 REAL, n HIDDEN)");
  if( rc ) return rc;
  p = sqlite3_malloc(sizeof(*p));
  if( p==0 ) return SQLITE_NOMEM;
  memset(p, 0, sizeof(*p));
  p->bText = bText;
  *ppVtab = &p->base;
  return SQLITE_OK;
}
static int genDisconnect(sqlite3_vtab *p){ sqlite3_free(p); return SQLITE_OK; }
static int genOpen(sqlite3_vtab *p, sqlite3_vtab_cursor **pp){
  GenCur *c = sqlite3_malloc(sizeof(*c));
  (void)p;
  if( c==0 ) return SQLITE_NOMEM;
  memset(c, 0, sizeof(*c));
  *pp = &c->base;
  return SQLITE_OK;
}
static int genClose(sqlite3_vtab_cursor *c){ sqlite3_free(c); return SQLITE_OK; }

static void genMake(GenCur *c){
  GenTab *t = (GenTab*)c->base.pVtab;
  uint64_t s = (uint64_t)c->i*0x2545F4914F6CDD1DULL + 12345;
  int j;
  c->y = (int)(mix64(s) % (t->bText ? 2 : 5));
  s = mix64(s ^ 0x5555);
  if( t->bText ){
    char *z = c->zBody;
    for(j=0; j<TEXT_WORDS; j++){
      double u = unif(&s);
      long k = (long)exp(u*log((double)TEXT_VOCAB + 1.0)) - 1;
      int m;
      if( k<0 ) k = 0;
      if( k>=TEXT_VOCAB ) k = TEXT_VOCAB-1;
      /* each class prefers one half of the frequent terms */
      if( k<1000 && unif(&s)<0.3 ) k = (k & ~1L) | c->y;
      if( gSeen ) gSeen[k>>3] |= (unsigned char)(1u<<(k&7));
      if( j ) *z++ = ' ';
      *z++ = 'w';
      m = sprintf(z, "%lx", k);
      z += m;
    }
    *z = 0;
  }else{
    for(j=0; j<10; j++){
      /* Irwin-Hall(4): a bell of variance 1/3, shifted by the class */
      double g = unif(&s) + unif(&s) + unif(&s) + unif(&s) - 2.0;
      c->ax[j] = g*(1.0 + 0.1*j) + 0.4*c->y*((j%3)==0 ? 1 : -0.5);
    }
  }
}

static int genFilter(sqlite3_vtab_cursor *pC, int idxNum, const char *idxStr,
                     int argc, sqlite3_value **argv){
  GenCur *c = (GenCur*)pC;
  (void)idxStr;
  c->n = (idxNum && argc>0) ? sqlite3_value_int64(argv[0]) : 0;
  c->i = 0;
  if( c->i<c->n ) genMake(c);
  return SQLITE_OK;
}
static int genNext(sqlite3_vtab_cursor *pC){
  GenCur *c = (GenCur*)pC;
  c->i++;
  if( c->i<c->n ) genMake(c);
  return SQLITE_OK;
}
static int genEof(sqlite3_vtab_cursor *pC){
  GenCur *c = (GenCur*)pC;
  return c->i>=c->n;
}
static int genColumn(sqlite3_vtab_cursor *pC, sqlite3_context *ctx, int i){
  GenCur *c = (GenCur*)pC;
  GenTab *t = (GenTab*)pC->pVtab;
  if( i==0 ){
    sqlite3_result_int(ctx, c->y);
  }else if( t->bText ){
    if( i==1 ) sqlite3_result_text(ctx, c->zBody, -1, SQLITE_TRANSIENT);
    else sqlite3_result_int64(ctx, c->n);
  }else{
    if( i<=10 ) sqlite3_result_double(ctx, c->ax[i-1]);
    else sqlite3_result_int64(ctx, c->n);
  }
  return SQLITE_OK;
}
static int genRowid(sqlite3_vtab_cursor *pC, sqlite_int64 *p){
  *p = ((GenCur*)pC)->i + 1;
  return SQLITE_OK;
}
static int genBestIndex(sqlite3_vtab *pTab, sqlite3_index_info *p){
  GenTab *t = (GenTab*)pTab;
  int i, iN = t->bText ? 2 : 11;
  p->idxNum = 0;
  for(i=0; i<p->nConstraint; i++){
    if( p->aConstraint[i].iColumn==iN && p->aConstraint[i].usable
     && p->aConstraint[i].op==SQLITE_INDEX_CONSTRAINT_EQ ){
      p->aConstraintUsage[i].argvIndex = 1;
      p->aConstraintUsage[i].omit = 1;
      p->idxNum = 1;
    }
  }
  p->estimatedCost = 1e6;
  return SQLITE_OK;
}
static sqlite3_module genModule = {
  0, 0, genConnect, genBestIndex, genDisconnect, 0, genOpen, genClose,
  genFilter, genNext, genEof, genColumn, genRowid,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
};

static sqlite3 *openDb(const char *zPath){
  sqlite3 *db;
  char *zErr = 0;
  if( sqlite3_open(zPath, &db) ) die("open", db);
  sqlite3_enable_load_extension(db, 1);
  if( sqlite3_load_extension(db, gSo, 0, &zErr) ){
    fprintf(stderr, "scale: cannot load %s: %s\n", gSo, zErr);
    exit(1);
  }
  sqlite3_create_module(db, "scale_num", &genModule, 0);
  sqlite3_create_module(db, "scale_text", &genModule, (void*)1);
  return db;
}

static char *slurp(const char *zFile, long *pn){
  FILE *f = fopen(zFile, "rb");
  char *a;
  long n;
  if( f==0 ){ fprintf(stderr, "scale: cannot read %s\n", zFile); exit(1); }
  fseek(f, 0, SEEK_END);
  n = ftell(f);
  fseek(f, 0, SEEK_SET);
  a = malloc(n+1);
  if( a==0 || (long)fread(a, 1, n, f)!=n ){ fprintf(stderr, "scale: read\n"); exit(1); }
  a[n] = 0;
  fclose(f);
  *pn = n;
  return a;
}

/* ------------------------------------------------------------ one child */
static const char *zNumFeat = "x1, x2, x3, x4, x5, x6, x7, x8, x9, x10";

/* --child WHAT KIND N MODELFILE: WHAT is fit, fitfloor, score, scorefloor.
** Prints "cpu wall hwm_kB blob_bytes terms". */
static int child(const char *zWhat, const char *zKind, long long n,
                 const char *zFile){
  sqlite3 *db = openDb(":memory:");
  sqlite3_stmt *p;
  int bText = strncmp(zKind, "multinomial_nb", 14)==0;  /* and options */
  const char *zTab = bText ? "scale_text" : "scale_num";
  const char *zFeat = bText ? "bayes_tokens(body)" : zNumFeat;
  char *zSql;
  char *aModel = 0;
  long nModel = 0, nBlob = 0, nTerm = 0;
  double c0, w0, c1, w1;
  if( bText ){
    gSeen = calloc(TEXT_VOCAB/8+1, 1);
    if( gSeen==0 ) die("no memory", 0);
  }
  if( strcmp(zWhat, "fit")==0 ){
    zSql = sqlite3_mprintf("SELECT bayes_fit('%q', y, %s) FROM %s(%lld)",
                           zKind, zFeat, zTab, n);
  }else if( strcmp(zWhat, "fitfloor")==0 ){
    zSql = sqlite3_mprintf("SELECT sum(max(y, %s)) FROM %s(%lld)",
                           bText ? "bayes_tokens(body)" : zFeat, zTab, n);
  }else if( strcmp(zWhat, "score")==0 ){
    zSql = sqlite3_mprintf("SELECT sum(bayes_predict(?1, %s) = y) FROM %s(%lld)",
                           zFeat, zTab, n);
    aModel = slurp(zFile, &nModel);
  }else{
    zSql = sqlite3_mprintf("SELECT sum(max(%s)) FROM %s(%lld)",
                           bText ? "bayes_tokens(body), 0" : zFeat, zTab, n);
  }
  if( sqlite3_prepare_v2(db, zSql, -1, &p, 0) ) die("prepare", db);
  if( aModel ) sqlite3_bind_blob(p, 1, aModel, (int)nModel, SQLITE_STATIC);
  c0 = cpuNow(); w0 = wallNow();
  if( sqlite3_step(p)!=SQLITE_ROW ) die(zWhat, db);
  c1 = cpuNow(); w1 = wallNow();
  if( strcmp(zWhat, "fit")==0 ){
    FILE *f = fopen(zFile, "wb");
    nBlob = sqlite3_column_bytes(p, 0);
    if( f==0 ) die("cannot write the model", 0);
    fwrite(sqlite3_column_blob(p, 0), 1, nBlob, f);
    fclose(f);
  }
  if( gSeen ){
    long k;
    for(k=0; k<TEXT_VOCAB; k++) nTerm += (gSeen[k>>3]>>(k&7))&1;
  }
  sqlite3_finalize(p);
  sqlite3_free(zSql);
  printf("%.4f %.4f %ld %ld %ld\n", c1-c0, w1-w0, vmHwm(), nBlob, nTerm);
  sqlite3_close(db);
  free(aModel);
  return 0;
}

typedef struct Meas { double cpu, wall; long hwm, blob, terms; } Meas;

static Meas runChild(const char *zWhat, const char *zKind, long long n,
                     const char *zFile){
  char zCmd[1024];
  FILE *f;
  Meas m;
  memset(&m, 0, sizeof(m));
  snprintf(zCmd, sizeof(zCmd), "'%s' --child %s '%s' %lld '%s'", gArgv0, zWhat,
           zKind, n, zFile);
  f = popen(zCmd, "r");
  if( f==0 || fscanf(f, "%lf %lf %ld %ld %ld", &m.cpu, &m.wall, &m.hwm,
                     &m.blob, &m.terms)!=5 ){
    fprintf(stderr, "scale: child failed: %s\n", zCmd);
    exit(1);
  }
  pclose(f);
  return m;
}

/* Measurements already taken (--resume FILE: lines "kind rows what cpu
** wall hwm blob terms", the file every run appends to), so that an
** interrupted run goes on where it stopped. */
static const char *gMeasFile = "bench/data/scale-meas.txt";
static int gResume = 0;

static Meas measure(const char *zWhat, const char *zKind, long long n,
                    const char *zFile){
  Meas m;
  FILE *f;
  if( gResume && (f = fopen(gMeasFile, "r"))!=0 ){
    char zK[64], zW[64];
    long long nn;
    Meas x;
    int bFound = 0;
    while( fscanf(f, "%63s %lld %63s %lf %lf %ld %ld %ld", zK, &nn, zW, &x.cpu,
                  &x.wall, &x.hwm, &x.blob, &x.terms)==8 ){
      if( strcmp(zK, zKind)==0 && nn==n && strcmp(zW, zWhat)==0 ){
        m = x;
        bFound = 1;
      }
    }
    fclose(f);
    if( bFound ) return m;
  }
  m = runChild(zWhat, zKind, n, zFile);
  f = fopen(gMeasFile, "a");
  if( f ){
    fprintf(f, "%s %lld %s %.4f %.4f %ld %ld %ld\n", zKind, n, zWhat, m.cpu,
            m.wall, m.hwm, m.blob, m.terms);
    fclose(f);
  }
  return m;
}

/* ------------------------------------------------------------ by-name latency */
static int cmpDbl(const void *a, const void *b){
  double x = *(const double*)a, y = *(const double*)b;
  return x<y ? -1 : x>y;
}

/* p50/p99 of single-row statements, microseconds */
typedef struct Lat { double first, p50, p99, max, mean; int n, nCall; } Lat;

static Lat latency(sqlite3 *db, const char *zSql, const void *aModel,
                   int nModel, int nCall, int bText){
  sqlite3_stmt *p;
  double *a = malloc(sizeof(double)*nCall);
  Lat L;
  int i;
  uint64_t s = 777;
  memset(&L, 0, sizeof(L));
  if( sqlite3_prepare_v2(db, zSql, -1, &p, 0) ) die("prepare", db);
  double tEnd = wallNow() + 60.0;
  for(i=0; i<nCall; i++){
    char zDoc[TEXT_WORDS*12], *z = zDoc;
    if( i>=100 && wallNow()>tEnd ){ nCall = i; break; }  /* a slow model */
    double t0, t1, x[10];
    int j;
    if( bText ){
      for(j=0; j<TEXT_WORDS; j++){
        long k = (long)exp(unif(&s)*log((double)TEXT_VOCAB + 1.0)) - 1;
        if( k<0 ) k = 0;
        if( j ) *z++ = ' ';
        z += sprintf(z, "w%lx", k);
      }
      sqlite3_bind_text(p, 1, zDoc, -1, SQLITE_TRANSIENT);
    }else{
      for(j=0; j<10; j++){
        x[j] = unif(&s)*2 - 1;
        sqlite3_bind_double(p, j+1, x[j]);
      }
    }
    if( aModel ) sqlite3_bind_blob(p, bText ? 2 : 11, aModel, nModel, SQLITE_STATIC);
    t0 = wallNow();
    if( sqlite3_step(p)!=SQLITE_ROW ) die("latency step", db);
    sqlite3_reset(p);
    t1 = wallNow();
    a[i] = (t1 - t0)*1e6;
  }
  sqlite3_finalize(p);
  L.first = a[0];
  L.n = nCall - 1;
  L.nCall = nCall;
  for(i=1; i<nCall; i++) L.mean += a[i];
  L.mean /= L.n;
  qsort(a+1, L.n, sizeof(double), cmpDbl);
  L.p50 = a[1 + L.n/2];
  L.p99 = a[1 + (int)(L.n*0.99)];
  L.max = a[nCall-1];
  free(a);
  return L;
}

static void readModelTable(sqlite3 *db){
  long n;
  char *z = slurp("sql/bayes_models.sql", &n);
  exec(db, z);
  free(z);
}

/* ------------------------------------------------------------ by name vs param */
static int byname(long nRow, const char *zOut){
  sqlite3 *db = openDb(":memory:");
  FILE *out;
  const char *azKind[] = { "gaussian_nb", "lda", "multinomial_nb" };
  int k, r, nRound = 5, nTextCall = 1000;
  char zCpu[200], zSlug[64];
  int nCore;
  machine(zCpu, sizeof(zCpu), zSlug, sizeof(zSlug), &nCore);
  readModelTable(db);
  {
    char *z = sqlite3_mprintf(
        "CREATE TABLE num AS SELECT * FROM scale_num(%ld);"
        "CREATE TABLE docs AS SELECT y, body FROM scale_text(%ld);",
        nRow, nRow);
    exec(db, z);
    sqlite3_free(z);
  }
  out = zOut ? fopen(zOut, "w") : stdout;
  if( out==0 ){ fprintf(stderr, "scale: cannot write %s\n", zOut); return 1; }
  fprintf(out, "## Scoring by name against a bound BLOB (make bench-byname)\n\n"
          "- machine: %s, %d cores (shared: ratios within one run are what "
          "matter); SQLite %s\n"
          "- %ld rows per statement (`SELECT sum(bayes_predict(M, features)) "
          "FROM t`, CPU s, median of %d interleaved rounds) and %ld single-row "
          "statements (`SELECT bayes_predict(M, ?...)`, prepared once, each "
          "execution timed, wall us; text: %d statements); M is `'m'` (the "
          "deployed version in bayes_models, sql/bayes_models.sql) or `?` "
          "(the BLOB bound)\n\n",
          zCpu, nCore, sqlite3_libversion(), nRow, nRound, nRow, nTextCall);
  fprintf(out, "| kind | BLOB bytes | all rows by name, s | by BLOB, s | "
          "ratio | single row by name, p50 us | p99 | by BLOB, p50 us | p99 |\n"
          "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n");
  for(k=0; k<3; k++){
    int bText = k==2;
    const char *zTab = bText ? "docs" : "num";
    const char *zFeat = bText ? "bayes_tokens(body)" : zNumFeat;
    char *zSql;
    sqlite3_stmt *p, *pName, *pBlob;
    const void *aModel;
    void *aCopy;
    int nModel;
    double aN[16], aB[16];
    Lat LN, LB;
    zSql = sqlite3_mprintf("SELECT bayes_fit('%s', y, %s) FROM %s", azKind[k],
                           zFeat, zTab);
    if( sqlite3_prepare_v2(db, zSql, -1, &p, 0) ) die("prepare", db);
    sqlite3_free(zSql);
    if( sqlite3_step(p)!=SQLITE_ROW ) die("fit", db);
    aModel = sqlite3_column_blob(p, 0);
    nModel = sqlite3_column_bytes(p, 0);
    aCopy = malloc(nModel);
    memcpy(aCopy, aModel, nModel);
    sqlite3_finalize(p);
    exec(db, "DELETE FROM bayes_models WHERE name='m'");
    storeModel(db, "m", aCopy, nModel);
    zSql = sqlite3_mprintf("SELECT sum(bayes_predict('m', %s)) FROM %s", zFeat, zTab);
    if( sqlite3_prepare_v2(db, zSql, -1, &pName, 0) ) die("prepare", db);
    sqlite3_free(zSql);
    zSql = sqlite3_mprintf("SELECT sum(bayes_predict(?1, %s)) FROM %s", zFeat, zTab);
    if( sqlite3_prepare_v2(db, zSql, -1, &pBlob, 0) ) die("prepare", db);
    sqlite3_free(zSql);
    sqlite3_bind_blob(pBlob, 1, aCopy, nModel, SQLITE_STATIC);
    for(r=0; r<nRound; r++){
      double c0 = cpuNow();
      if( sqlite3_step(pName)!=SQLITE_ROW ) die("by name", db);
      sqlite3_reset(pName);
      aN[r] = cpuNow() - c0;
      c0 = cpuNow();
      if( sqlite3_step(pBlob)!=SQLITE_ROW ) die("by blob", db);
      sqlite3_reset(pBlob);
      aB[r] = cpuNow() - c0;
    }
    sqlite3_finalize(pName);
    sqlite3_finalize(pBlob);
    qsort(aN, nRound, sizeof(double), cmpDbl);
    qsort(aB, nRound, sizeof(double), cmpDbl);
    if( bText ){
      /* a text model is MBs: each execution by name reads it from the
      ** table (and compares it with the cached copy), so fewer calls */
      LN = latency(db, "SELECT bayes_predict('m', bayes_tokens(?1))", 0, 0,
                   nTextCall, 1);
      LB = latency(db, "SELECT bayes_predict(?2, bayes_tokens(?1))", aCopy,
                   nModel, nTextCall, 1);
    }else{
      LN = latency(db, "SELECT bayes_predict('m', ?1, ?2, ?3, ?4, ?5, ?6, ?7, "
                   "?8, ?9, ?10)", 0, 0, (int)nRow, 0);
      LB = latency(db, "SELECT bayes_predict(?11, ?1, ?2, ?3, ?4, ?5, ?6, ?7, "
                   "?8, ?9, ?10)", aCopy, nModel, (int)nRow, 0);
    }
    fprintf(out, "| %s%s | %d | %.3f | %.3f | %.2f | %.1f | %.1f | %.1f | %.1f |\n",
            azKind[k], bText ? " (text)" : "", nModel, aN[nRound/2],
            aB[nRound/2], aN[nRound/2]/aB[nRound/2], LN.p50, LN.p99, LB.p50,
            LB.p99);
    fflush(out);
    fprintf(stderr, "byname: %s done\n", azKind[k]);
    free(aCopy);
  }
  fprintf(out, "\n");
  if( zOut ) fclose(out);
  sqlite3_close(db);
  return 0;
}

/* ------------------------------------------------------------ bounded text */
static double loadAvg(void){
  double v = -1.0;
  FILE *f = fopen("/proc/loadavg", "r");
  if( f ){ if( fscanf(f, "%lf", &v)!=1 ) v = -1.0; fclose(f); }
  return v;
}

static const char *const azBounded[] = {
  "multinomial_nb",
  "multinomial_nb max_features=100000 prune=1",
  "multinomial_nb n_features=1048576",
  "multinomial_nb n_features=262144",
  "multinomial_nb n_features=65536",
};
#define N_BOUNDED ((int)(sizeof(azBounded)/sizeof(azBounded[0])))

static int bounded(const long long *aSize, int nSize, int nLat,
                   const char *zOut){
  char zCpu[200], zSlug[64], zPath[512];
  int nCore, s, k;
  double tStart = wallNow();
  FILE *out;
  machine(zCpu, sizeof(zCpu), zSlug, sizeof(zSlug), &nCore);
  out = zOut ? fopen(zOut, "w") : stdout;
  if( out==0 ){ fprintf(stderr, "scale: cannot write %s\n", zOut); return 1; }
  fprintf(out, "# A bounded text vocabulary at scale (scale --bounded)\n\n"
      "- machine: %s, %d cores, shared with other work while this ran "
      "(load average %.1f at the start)\n"
      "- SQLite %s\n"
      "- text rows generated as make bench-scale's (bench/scale.c's "
      "scale_text: y in 2 classes, 8 words a row, log-uniform over "
      "1,000,000 terms); fit: CPU seconds and peak RSS of a child process "
      "running the one statement; by name: prepared executions of `SELECT "
      "bayes_predict('big', bayes_tokens(?1))` with the model deployed in "
      "bayes_models, wall microseconds (the first call parses the model)\n\n",
      zCpu, nCore, loadAvg(), sqlite3_libversion());
  fprintf(out, "| spec | rows | fit s | fit peak RSS MB | BLOB bytes | terms or buckets kept "
          "| by name: first call us | p50 us | p99 us |\n"
          "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n");
  fflush(out);
  for(s=0; s<nSize; s++){
    for(k=0; k<N_BOUNDED; k++){
      Meas m;
      Lat L;
      sqlite3 *db;
      sqlite3_stmt *pq;
      long n, nKept = 0;
      char *a;
      snprintf(zPath, sizeof(zPath), "bench/data/bounded-%d-%lld.bin", k,
               aSize[s]);
      fprintf(stderr, "scale: %s, %lld rows\n", azBounded[k], aSize[s]);
      m = runChild("fit", azBounded[k], aSize[s], zPath);
      a = slurp(zPath, &n);
      db = openDb(":memory:");
      readModelTable(db);
      storeModel(db, "big", a, (int)n);
      if( sqlite3_prepare_v2(db, "SELECT coalesce(bayes_info(?1) ->> "
             "'$.terms_used', json_array_length(bayes_info(?1), "
             "'$.vocabulary'))", -1, &pq, 0) ) die("prepare", db);
      sqlite3_bind_blob(pq, 1, a, (int)n, SQLITE_STATIC);
      if( sqlite3_step(pq)==SQLITE_ROW ) nKept = (long)sqlite3_column_int64(pq, 0);
      sqlite3_finalize(pq);
      L = latency(db, "SELECT bayes_predict('big', bayes_tokens(?1))", 0, 0,
                  nLat, 1);
      sqlite3_close(db);
      free(a);
      fprintf(out, "| `%s` | %lld | %.2f | %.1f | %ld | %ld | %.0f | %.1f | %.1f |\n",
              azBounded[k], aSize[s], m.cpu, m.hwm/1024.0, m.blob, nKept,
              L.first, L.p50, L.p99);
      fflush(out);
    }
  }
  fprintf(out, "\n(whole run %.0f s wall)\n", wallNow() - tStart);
  if( zOut ) fclose(out);
  return 0;
}

/* ------------------------------------------------------------ the scale run */
typedef struct Row {
  const char *zKind;
  long long n;
  Meas fitFloor, fit, scoreFloor, score;
  int bScored;
} Row;

int main(int argc, char **argv){
  long long aSize[8] = { 1000000, 10000000, 100000000 };
  int nSize = 3, i, k, s, nRow = 0, nLat = 2000;
  const char *azKind[] = { "gaussian_nb", "lda", "multinomial_nb" };
  char zBig[200] = "gaussian_nb";
  const char *zOut = 0;
  Row aRow[32];
  char zCpu[200], zSlug[64], zPath[512];
  int nCore;
  double tStart = wallNow();
  gArgv0 = argv[0];
  if( getenv("BAYES_SO") ) gSo = getenv("BAYES_SO");
  if( argc==6 && strcmp(argv[1], "--child")==0 ){
    return child(argv[2], argv[3], atoll(argv[4]), argv[5]);
  }
  if( argc>=2 && strcmp(argv[1], "--byname")==0 ){
    long n = 100000;
    const char *zO = 0;
    for(i=2; i<argc; i++){
      if( strcmp(argv[i], "--rows")==0 && i+1<argc ) n = atol(argv[++i]);
      else if( strcmp(argv[i], "--out")==0 && i+1<argc ) zO = argv[++i];
    }
    return byname(n, zO);
  }
  if( argc>=2 && strcmp(argv[1], "--bounded")==0 ){
    long long aB[8] = { 1000000 };
    int nB = 1;
    const char *zO = 0;
    for(i=2; i<argc; i++){
      if( strcmp(argv[i], "--sizes")==0 && i+1<argc ){
        char *z = argv[++i];
        nB = 0;
        while( *z && nB<8 ){
          aB[nB++] = atoll(z);
          z += strcspn(z, ",");
          if( *z ) z++;
        }
      }else if( strcmp(argv[i], "--latency")==0 && i+1<argc ){
        nLat = atoi(argv[++i]);
      }else if( strcmp(argv[i], "--out")==0 && i+1<argc ){
        zO = argv[++i];
      }
    }
    return bounded(aB, nB, nLat, zO);
  }
  for(i=1; i<argc; i++){
    if( strcmp(argv[i], "--sizes")==0 && i+1<argc ){
      char *z = argv[++i];
      nSize = 0;
      while( *z && nSize<8 ){
        aSize[nSize++] = atoll(z);
        z += strcspn(z, ",");
        if( *z ) z++;
      }
    }else if( strcmp(argv[i], "--big")==0 && i+1<argc ){
      snprintf(zBig, sizeof(zBig), "%s", argv[++i]);
    }else if( strcmp(argv[i], "--latency")==0 && i+1<argc ){
      nLat = atoi(argv[++i]);
    }else if( strcmp(argv[i], "--out")==0 && i+1<argc ){
      zOut = argv[++i];
    }else if( strcmp(argv[i], "--resume")==0 ){
      gResume = 1;
    }else{
      fprintf(stderr, "usage: %s [--sizes N,...] [--big KIND,...] "
              "[--latency N] [--out FILE] [--resume] | --byname [--rows N] [--out FILE]\n",
              argv[0]);
      return 2;
    }
  }
  machine(zCpu, sizeof(zCpu), zSlug, sizeof(zSlug), &nCore);
  /* the largest size runs only for the kinds in --big */
  for(k=0; k<3; k++){
    for(s=0; s<nSize; s++){
      Row *r = &aRow[nRow];
      char zBuf[64];
      if( s==nSize-1 && nSize>2 ){
        snprintf(zBuf, sizeof(zBuf), ",%s,", azKind[k]);
        {
          char zL[210];
          snprintf(zL, sizeof(zL), ",%s,", zBig);
          if( strstr(zL, zBuf)==0 ) continue;
        }
      }
      memset(r, 0, sizeof(*r));
      r->zKind = azKind[k];
      r->n = aSize[s];
      snprintf(zPath, sizeof(zPath), "bench/data/scale-%s-%lld.bin", azKind[k],
               aSize[s]);
      fprintf(stderr, "scale: %s %lld rows\n", azKind[k], aSize[s]);
      r->fitFloor = measure("fitfloor", azKind[k], aSize[s], zPath);
      r->fit = measure("fit", azKind[k], aSize[s], zPath);
      r->scoreFloor = measure("scorefloor", azKind[k], aSize[s], zPath);
      r->score = measure("score", azKind[k], aSize[s], zPath);
      r->bScored = 1;
      fprintf(stderr, "  fit %.2f s (floor %.2f), %.3f us/row; score %.2f s "
              "(floor %.2f); hwm %ld kB; blob %ld; terms %ld\n",
              r->fit.cpu, r->fitFloor.cpu, r->fit.cpu/r->n*1e6, r->score.cpu,
              r->scoreFloor.cpu, r->fit.hwm, r->fit.blob, r->fit.terms);
      nRow++;
    }
  }
  /* single-row by-name latency on the largest text model */
  {
    Row *pBig = 0;
    Lat LN, LB;
    sqlite3 *db;
    long n;
    char *a;
    FILE *out;
    for(i=0; i<nRow; i++){
      if( strcmp(aRow[i].zKind, "multinomial_nb")==0 ) pBig = &aRow[i];
    }
    memset(&LN, 0, sizeof(LN));
    memset(&LB, 0, sizeof(LB));
    if( pBig ){
      snprintf(zPath, sizeof(zPath), "bench/data/scale-multinomial_nb-%lld.bin",
               pBig->n);
      a = slurp(zPath, &n);
      db = openDb(":memory:");
      readModelTable(db);
      storeModel(db, "big", a, (int)n);
      LN = latency(db, "SELECT bayes_predict('big', bayes_tokens(?1))", 0, 0,
                   nLat, 1);
      LB = latency(db, "SELECT bayes_predict(?2, bayes_tokens(?1))", a, (int)n,
                   nLat, 1);
      sqlite3_close(db);
      free(a);
    }
    out = zOut ? fopen(zOut, "w") : stdout;
    if( out==0 ){ fprintf(stderr, "scale: cannot write %s\n", zOut); return 1; }
    fprintf(out, "# How cost grows with the rows (make bench-scale)\n\n"
        "- machine: %s, %d cores, shared with other builds while this ran "
        "(timings are noisy; ratios within one run are what matter)\n"
        "- SQLite %s; whole run %.0f s wall\n"
        "- rows are generated while SQLite reads them (bench/scale.c's "
        "table-valued functions scale_num and scale_text), not stored: no "
        "disk; the floor is the same generated scan passing the same "
        "arguments to max() (text: max(y, bayes_tokens(body)))\n"
        "- times are CPU seconds of a child process running the one "
        "statement (one run each); peak RSS is that child's VmHWM; "
        "us/row = CPU s / rows, and net = (time - floor) / rows\n"
        "- num: y in 5 classes, 10 REAL features; text: y in 2 classes, 8 "
        "words a row, log-uniform over 1,000,000 terms (terms = distinct "
        "terms generated, so held by the model)\n\n",
        zCpu, nCore, sqlite3_libversion(), wallNow() - tStart);
    fprintf(out, "| kind | rows | fit s | fit floor s | fit us/row | net us/row "
            "| fit peak RSS MB | BLOB bytes | terms | score s | score floor s "
            "| score us/row | net us/row | score peak RSS MB |\n"
            "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: "
            "| ---: | ---: | ---: | ---: | ---: |\n");
    for(i=0; i<nRow; i++){
      Row *r = &aRow[i];
      char zTerms[32], zHwm[32];
      snprintf(zTerms, sizeof(zTerms), "%ld", r->fit.terms);
      snprintf(zHwm, sizeof(zHwm), "%.1f", r->score.hwm/1024.0);
      fprintf(out, "| %s | %lld | %.2f | %.2f | %.3f | %.3f | %.1f | %ld | %s "
              "| %.2f | %.2f | %.3f | %.3f | %s |\n",
              r->zKind, r->n, r->fit.cpu, r->fitFloor.cpu,
              r->fit.cpu/r->n*1e6, (r->fit.cpu - r->fitFloor.cpu)/r->n*1e6,
              r->fit.hwm/1024.0, r->fit.blob,
              r->fit.terms ? zTerms : "-",
              r->score.cpu, r->scoreFloor.cpu, r->score.cpu/r->n*1e6,
              (r->score.cpu - r->scoreFloor.cpu)/r->n*1e6,
              r->score.hwm>=0 ? zHwm : "- (not recorded)");
    }
    if( pBig ){
      fprintf(out, "\nSingle-row scoring of the largest text model (%lld rows, "
              "%ld bytes): prepared executions (%d asked) of `SELECT bayes_predict"
              "('big', bayes_tokens(?1))` (by name: the deployed version in "
              "bayes_models) and of the same with the BLOB bound, wall "
              "microseconds per execution:\n\n"
              "| model handed over | executions | first call us | p50 us "
              "| p99 us | max us | mean us |\n"
              "| --- | ---: | ---: | ---: | ---: | ---: | ---: |\n"
              "| by name | %d | %.0f | %.1f | %.1f | %.0f | %.1f |\n"
              "| bound BLOB | %d | %.0f | %.1f | %.1f | %.0f | %.1f |\n"
              "\n(up to %d executions each, fewer where they took over 60 s "
              "in all.)\n",
              pBig->n, pBig->fit.blob, nLat, LN.nCall, LN.first, LN.p50,
              LN.p99, LN.max, LN.mean, LB.nCall, LB.first, LB.p50, LB.p99,
              LB.max, LB.mean, nLat);
    }
    if( zOut ) fclose(out);
  }
  return 0;
}
