/*
** bench/bench.h — what the C benches (bench.c, scale.c) share, defined
** once: CPU and wall seconds, the two ways of dying, storing a model in
** bayes_models, and the machine's name for results files (the same slug
** as bench/machine.py: the CPU model lowercased, each run of characters
** other than a-z and 0-9 one '-', then -<N>cpu; BENCH_MACHINE overrides).
** Define BENCH_PROG (the program's name for messages) before including.
*/
#ifndef BENCH_H
#define BENCH_H
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <time.h>
#include <unistd.h>

/* What a measurement reports: CPU seconds of this process (user + system).
** On a machine shared with other jobs this leaves out the time spent
** waiting for a core; every route measured is single-threaded (the
** reference BLAS under numpy too), so on an idle machine it is the wall
** time. */
static double cpuNow(void){
  struct timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec*1e-9;
}

/* splitmix64 and a uniform double in [0,1) from its top 53 bits: the
** generators of scale.c and serving.c (their rows depend on these bits) */
static inline uint64_t mix64(uint64_t x){
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x>>30))*0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x>>27))*0x94d049bb133111ebULL;
  return x ^ (x>>31);
}
static inline double unif(uint64_t *s){
  *s = mix64(*s);
  return (double)(*s>>11)*(1.0/9007199254740992.0);
}

/* Wall-clock seconds (monotonic) */
static double wallNow(void){
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec*1e-9;
}

static void die(const char *zMsg, sqlite3 *db){
  fprintf(stderr, BENCH_PROG ": %s%s%s\n", zMsg, db ? ": " : "",
          db ? sqlite3_errmsg(db) : "");
  exit(1);
}

static void exec(sqlite3 *db, const char *zSql){
  char *zErr = 0;
  if( sqlite3_exec(db, zSql, 0, 0, &zErr)!=SQLITE_OK ){
    fprintf(stderr, BENCH_PROG ": %s\n  in: %.200s\n", zErr, zSql);
    exit(1);
  }
}

/* The model BLOB a[0..n) as bayes_models row zName (replacing one) */
static void storeModel(sqlite3 *db, const char *zName, const void *a, int n){
  sqlite3_stmt *p;
  if( sqlite3_prepare_v2(db, "INSERT OR REPLACE INTO bayes_models(name, "
                         "model) VALUES(?1, ?2)", -1, &p, 0) ) die("prepare", db);
  sqlite3_bind_text(p, 1, zName, -1, SQLITE_STATIC);
  sqlite3_bind_blob(p, 2, a, n, SQLITE_STATIC);
  if( sqlite3_step(p)!=SQLITE_DONE ) die("insert model", db);
  sqlite3_finalize(p);
}

/* The CPU model into zCpu, the logical CPUs into *pnCore, the slug that
** names results files into zSlug */
static void machine(char *zCpu, int nCpu, char *zSlug, int nSlug, int *pnCore){
  FILE *f = fopen("/proc/cpuinfo", "r");
  char line[512];
  int nProc = 0;
  snprintf(zCpu, nCpu, "unknown CPU");
  if( f ){
    while( fgets(line, sizeof(line), f) ){
      if( strncmp(line, "model name", 10)==0 ){
        char *z = strchr(line, ':');
        if( z && nProc==0 ){
          z++;
          while( *z==' ' ) z++;
          z[strcspn(z, "\n")] = 0;
          snprintf(zCpu, nCpu, "%s", z);
        }
        nProc++;
      }
    }
    fclose(f);
  }
  if( nProc==0 ) nProc = (int)sysconf(_SC_NPROCESSORS_ONLN);
  *pnCore = nProc;
  if( getenv("BENCH_MACHINE") ){
    snprintf(zSlug, nSlug, "%s", getenv("BENCH_MACHINE"));
  }else{
    int i, j = 0;
    for(i=0; zCpu[i] && j<nSlug-12; i++){
      char c = zCpu[i];
      if( c>='A' && c<='Z' ) c += 32;
      if( (c>='a' && c<='z') || (c>='0' && c<='9') ) zSlug[j++] = c;
      else if( j>0 && zSlug[j-1]!='-' ) zSlug[j++] = '-';
    }
    if( j>0 && zSlug[j-1]=='-' ) j--;
    snprintf(zSlug+j, nSlug-j, "-%dcpu", nProc);
  }
}

#endif /* BENCH_H */
