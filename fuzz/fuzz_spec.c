/*
** fuzz/fuzz_spec.c — libFuzzer target: the spec option string of bayes_fit.
**
** Input: the spec text, e.g. "multinomial_nb alpha=0.5 priors=a:0.3,b:0.7".
** It fits a small fixed data set (labels 'a', 'b' and 3; three non-negative
** count features, so every kind can take it), then scores, samples, merges
** and describes the model (fuzzFitAndScore in fuzz.h).  Seeds: every kind
** with each of its options, in fuzz/corpus/fuzz_spec/.
*/
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *aData, size_t nData){
  sqlite3 *db;
  char *zSpec;
  FuzzVal aV[4];
  if( nData>4000 ) return 0;
  zSpec = malloc(nData+1);
  if( zSpec==0 ) return 0;
  memcpy(zSpec, aData, nData);
  zSpec[nData] = 0;
  db = fuzzOpen();
  aV[0] = fuzzText(zSpec, -1);
  aV[1] = fuzzText("[1, 0, 2]", -1);
  memset(&aV[2], 0, sizeof(aV[2]));
  aV[2].eType = SQLITE_INTEGER; aV[2].i = 3;
  memset(&aV[3], 0, sizeof(aV[3]));
  aV[3].eType = SQLITE_FLOAT; aV[3].r = 0.5;
  fuzzFitAndScore(db, zSpec, aV, 4);
  /* several rows with different labels, priors must name them */
  aV[0] = fuzzText(zSpec, -1);
  fuzzRun(db, "bayes_fit",
    "SELECT bayes_info(bayes_fit(?1, l, x, y)) AS j_i, "
    "json_valid(bayes_info(bayes_fit(?1, l, x, y))) FROM (SELECT column1 AS l, "
    "column2 AS x, column3 AS y FROM (VALUES ('a',1,0),('b',0,2),('a',2,1),"
    "(3,1,1),('b',0,0),(3,4,1)))",
    aV, 1, 0);
  sqlite3_close(db);
  free(zSpec);
  return 0;
}
