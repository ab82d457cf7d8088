/*
** fuzz/fuzz_model.c — libFuzzer target: the model BLOB parser, all kinds.
**
** Input: one flag byte, then the bytes handed to the extension as a model.
** Flag bit 0 set: the harness first rewrites the header's length and CRC-32
** fields to match (so mutations reach the body parser instead of stopping
** at the checksum); clear: the bytes go in exactly as given.  The seed
** corpus (fuzz/corpus/fuzz_model/, made by fuzz/mkcorpus.tcl) holds real
** models of every kind with the flag set.
**
** Each input is parsed through bayes_info, bayes_sample (every class),
** bayes_merge (with itself) and, when its feature count is small, scored
** by bayes_predict/_proba/_log_proba/_evidence with a JSON array of
** features (plus a JSON object of the model's own vocabulary), by BLOB and
** by name; its bayes_sql expression must prepare and run
** (fuzzSqlExport).  See fuzz.h for what counts as a finding.
**
**   make fuzz FUZZ_TARGETS=fuzz_model FUZZ_SECONDS=60
*/
#include "fuzz.h"

/* bayes_sql (sql/export.c, the kinds' xSql): the expression of a model
** that has one is SQL that prepares and runs, its features the
** parameters ?1.. (unbound: NULL; then all bound to one number), giving
** NULL or valid JSON ('both'), whatever the model's labels, categories,
** terms and numbers. */
static void fuzzSqlExport(sqlite3 *db, const FuzzVal *pV){
  char *zE = 0, *zQ;
  sqlite3_stmt *pStmt = 0;
  int rc, iRun, i;
  if( fuzzRun(db, "bayes_sql", "SELECT bayes_sql(?1, 'both', '?')", pV, 1,
              &zE)!=SQLITE_OK || zE==0 ){
    sqlite3_free(zE);
    return;
  }
  zQ = sqlite3_mprintf("SELECT json_valid(j) OR j IS NULL FROM (SELECT %s AS j)",
                       zE);
  sqlite3_free(zE);
  if( zQ==0 ) return;
  rc = sqlite3_prepare_v2(db, zQ, -1, &pStmt, 0);
  if( rc!=SQLITE_OK ){
    if( (rc&0xff)!=SQLITE_NOMEM && (rc&0xff)!=SQLITE_TOOBIG ){
      fuzzFail(zQ, "bayes_sql's expression does not prepare", sqlite3_errmsg(db));
    }
    sqlite3_free(zQ);
    return;
  }
  for(iRun=0; iRun<2; iRun++){
    if( iRun ){
      sqlite3_reset(pStmt);
      for(i=1; i<=sqlite3_bind_parameter_count(pStmt); i++){
        sqlite3_bind_double(pStmt, i, 1.5);
      }
    }
    rc = sqlite3_step(pStmt);
    if( rc==SQLITE_ROW ){
      if( sqlite3_column_int(pStmt, 0)!=1 ){
        fuzzFail(zQ, "bayes_sql's expression gives invalid JSON", 0);
      }
    }else if( (rc&0xff)!=SQLITE_NOMEM && (rc&0xff)!=SQLITE_TOOBIG ){
      fuzzFail(zQ, "bayes_sql's expression fails", sqlite3_errmsg(db));
    }
  }
  sqlite3_finalize(pStmt);
  sqlite3_free(zQ);
}

int LLVMFuzzerTestOneInput(const uint8_t *aData, size_t nData){
  sqlite3 *db;
  unsigned char *a;
  size_t n;
  char *zNFeat = 0;
  FuzzVal v;
  if( nData<1 || nData>200000 ) return 0;
  n = nData-1;
  a = malloc(n ? n : 1);
  if( a==0 ) return 0;
  memcpy(a, aData+1, n);
  if( aData[0] & 1 ) fuzzSeal(a, n);
  db = fuzzOpen();
  fuzzModelOnly(db, a, (int)n);
  v = fuzzBlob(a, (int)n);
  if( fuzzRun(db, "bayes_info",
              "SELECT json_extract(bayes_info(?1), '$.n_features')",
              &v, 1, &zNFeat)==SQLITE_OK && zNFeat ){
    int nFeat = atoi(zNFeat), i;
    if( nFeat>=0 && nFeat<=FUZZ_MAX_FEATURES ){
      char *zArr = sqlite3_malloc(nFeat*24+8), *zNull = sqlite3_malloc(nFeat*6+8);
      char *zObj = 0;
      if( zArr && zNull ){
        int k = 0, kn = 0;
        FuzzVal aV[3];
        static const char *azNum[] = { "0", "1", "2.5", "-1", "3", "1e300",
                                       "0.001", "7" };
        zArr[k++] = '['; zNull[kn++] = '[';
        for(i=0; i<nFeat; i++){
          k += sprintf(zArr+k, "%s%s", i ? "," : "", azNum[(i+n)%8]);
          kn += sprintf(zNull+kn, "%snull", i ? "," : "");
        }
        zArr[k++] = ']'; zArr[k] = 0;
        zNull[kn++] = ']'; zNull[kn] = 0;
        aV[0] = v;
        aV[1] = fuzzText(zArr, k);
        fuzzScore(db, aV, 2);
        aV[1] = fuzzText(zNull, kn);
        fuzzScore(db, aV, 2);
        /* sparse kinds: the model's own vocabulary as a JSON object */
        if( fuzzRun(db, "bayes_info",
                    "SELECT json_group_object(value, 2) FROM json_each("
                    "bayes_info(?1), '$.vocabulary') LIMIT 1", &v, 1,
                    &zObj)==SQLITE_OK && zObj ){
          aV[1] = fuzzText(zArr, k);
          aV[2] = fuzzText(zObj, -1);
          fuzzScore(db, aV, 3);
        }
      }
      sqlite3_free(zArr);
      sqlite3_free(zNull);
      sqlite3_free(zObj);
    }
  }
  if( zNFeat ) fuzzSqlExport(db, &v);
  sqlite3_free(zNFeat);
  sqlite3_close(db);
  free(a);
  return 0;
}
