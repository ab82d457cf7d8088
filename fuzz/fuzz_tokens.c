/*
** fuzz/fuzz_tokens.c — libFuzzer target: bayes_tokens(text [, options]).
**
** Input: the text (any bytes: invalid UTF-8 included), passed as TEXT and
** as a BLOB.  The result must be NULL or a valid JSON object whose counts
** add up to at most the input length / 2 (each token is at least two
** bytes); it is then used as the feature of multinomial_nb and
** bernoulli_nb fits and scores.
**
** bayes_tokens(text, options): the text under each of a fixed set of
** option strings (word and character n-grams, stop words, patterns,
** binary, FTS5 tokenizers) must give a valid JSON object or an error;
** and when the input has a newline in its first 200 bytes, the bytes
** before it are an options string of their own (the parser's input) for
** the rest.
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
  {
    static const char *azOpt[] = {
      "ngram_range=1,3 stop_words=english",
      "analyzer=char ngram_range=1,4",
      "analyzer=char_wb ngram_range=2,5 lowercase=0",
      "token_pattern=\\S+ binary=1 ngram_range=2,2",
      "token_pattern=(?u)\\b\\w+\\b stop_words=[\"a\",\"the\"]",
      "ngram_range=1,2 tokenize=porter unicode61 remove_diacritics 2",
      "tokenize=trigram",
    };
    FuzzVal aO[2];
    const uint8_t *pNl;
    int k;
    aO[0] = fuzzText((const char*)aData, (int)nData);
    for(k=0; k<(int)(sizeof(azOpt)/sizeof(azOpt[0])); k++){
      char *zOk = 0;
      aO[1] = fuzzText(azOpt[k], -1);
      if( fuzzRun(db, "bayes_tokens", "SELECT json_valid(bayes_tokens(?1, ?2)) "
                  "AND json_type(bayes_tokens(?1, ?2))='object'", aO, 2,
                  &zOk)==SQLITE_OK && zOk && strcmp(zOk, "1")!=0 ){
        fuzzFail("bayes_tokens options", "not a JSON object", azOpt[k]);
      }
      sqlite3_free(zOk);
    }
    pNl = memchr(aData, '\n', nData<200 ? nData : 200);
    if( pNl ){
      char *zTok = 0;
      aO[0] = fuzzText((const char*)pNl+1, (int)(nData-(pNl+1-aData)));
      aO[1] = fuzzText((const char*)aData, (int)(pNl-aData));
      if( fuzzRun(db, "bayes_tokens", "SELECT bayes_tokens(?1, ?2)", aO, 2,
                  &zTok)==SQLITE_OK && zTok ){
        FuzzVal aF[2];
        aF[0] = aO[0];
        aF[1] = fuzzText(zTok, -1);
        fuzzFitAndScore(db, "multinomial_nb", aF, 2);
      }
      sqlite3_free(zTok);
    }
  }
  sqlite3_close(db);
  return 0;
}
