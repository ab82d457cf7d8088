/*
** fuzz/fuzz_f32.c — libFuzzer target: float32 BLOB features (the sqlite-vec
** layout: little-endian IEEE single floats, 4 bytes per feature).
**
** Input: one byte choosing the kind (modulo), one byte where to cut the
** rest into two BLOB arguments, then the bytes.  Lengths that are not a
** multiple of 4, NaNs (missing), infinities, subnormals and huge values all
** come through; each kind fits, fits as a window, and scores (fuzz.h).
*/
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *aData, size_t nData){
  sqlite3 *db;
  FuzzVal aV[3];
  size_t nRest, nCut;
  if( nData<2 || nData>4*FUZZ_MAX_FEATURES+2 ) return 0;
  nRest = nData-2;
  nCut = nRest ? (aData[1] * nRest)/255 : 0;
  aV[1] = fuzzBlob(aData+2, (int)nCut);
  aV[2] = fuzzBlob(aData+2+nCut, (int)(nRest-nCut));
  db = fuzzOpen();
  fuzzFitAndScore(db, azFuzzKind[aData[0] % FUZZ_N_KIND], aV, 3);
  sqlite3_close(db);
  return 0;
}
