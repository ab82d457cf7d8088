/*
** fuzz/fuzz_tokens.c — libFuzzer target: bayes_tokens(text).
**
** Input: the text (any bytes: invalid UTF-8 included), passed as TEXT and
** as a BLOB.  The result must be NULL or a valid JSON object whose counts
** add up to at most the input length / 2 (each token is at least two
** bytes); it is then used as the feature of multinomial_nb and
** bernoulli_nb fits and scores.
*/
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *aData, size_t nData){
  sqlite3 *db;
  FuzzVal aV[2];
  char *zSum = 0;
  if( nData>20000 ) return 0;
  db = fuzzOpen();
  aV[0] = fuzzText((const char*)aData, (int)nData);
  fuzzRun(db, "bayes_tokens",
              "SELECT bayes_tokens(?1) AS j_t, json_valid(bayes_tokens(?1)), "
              "json_type(bayes_tokens(?1))", aV, 1, 0);
  if( fuzzRun(db, "bayes_tokens",
              "SELECT coalesce(sum(value),0) FROM json_each(bayes_tokens(?1))",
              aV, 1, &zSum)==SQLITE_OK && zSum ){
    if( atof(zSum) > (double)nData/2 + 0.5 ){
      fuzzFail("bayes_tokens sum", "more token occurrences than the text can "
               "hold", zSum);
    }
  }
  sqlite3_free(zSum);
  aV[0] = fuzzBlob(aData, (int)nData);
  fuzzRun(db, "bayes_tokens",
          "SELECT bayes_tokens(?1) AS j_t, json_valid(bayes_tokens(?1))",
          aV, 1, 0);
  {
    FuzzVal aF[2];
    char *zTok = 0;
    aF[0] = fuzzText((const char*)aData, (int)nData);
    if( fuzzRun(db, "bayes_tokens", "SELECT bayes_tokens(?1)", aF, 1,
                &zTok)==SQLITE_OK
     && zTok ){
      aF[1] = fuzzText(zTok, -1);
      fuzzFitAndScore(db, "multinomial_nb", aF, 2);
      fuzzFitAndScore(db, "bernoulli_nb alpha=0.5", aF, 2);
    }
    sqlite3_free(zTok);
  }
  sqlite3_close(db);
  return 0;
}
