/*
** fuzz/fuzz_json.c — libFuzzer target: JSON feature arguments (arrays and
** objects), and TEXT features in general.
**
** Input: one byte choosing the kind (azFuzzKind in fuzz.h, modulo), then
** up to four TEXT feature arguments separated by 0x00 bytes.  Each kind
** fits three rows with those features (and as a window function, which
** removes rows), then scores the same features with the model.  Dense
** kinds exercise arrays and number texts, sparse kinds JSON objects,
** categorical_nb arrays of categories and plain text.
*/
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *aData, size_t nData){
  sqlite3 *db;
  FuzzVal aV[5];
  int nV = 1;
  size_t i, iStart;
  if( nData<1 || nData>20000 ) return 0;
  iStart = 1;
  for(i=1; i<=nData && nV<5; i++){
    if( i==nData || aData[i]==0 ){
      aV[nV++] = fuzzText((const char*)aData+iStart, (int)(i-iStart));
      iStart = i+1;
    }
  }
  db = fuzzOpen();
  fuzzFitAndScore(db, azFuzzKind[aData[0] % FUZZ_N_KIND], aV, nV);
  sqlite3_close(db);
  return 0;
}
