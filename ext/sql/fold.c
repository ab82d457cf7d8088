/*
** sql/fold.c — bayes_fold(key, k [, seed]): a deterministic fold number in
** 0..k-1 for any SQL value, for train/test splits and k-fold
** cross-validation:
**
**   SELECT * FROM iris WHERE bayes_fold(rowid, 5) <> 0;     -- train (80 %)
**   SELECT * FROM iris WHERE bayes_fold(rowid, 5) = 0;      -- test  (20 %)
**   SELECT bayes_fold(id, 10, 7) AS f, bayes_fit(...) FROM t GROUP BY f;
**
** The fold depends only on the value, k and the seed: identical on every
** platform, in every version, and in any order of rows.  Definition (also in
** docs/evaluate.md, with pinned values that test/fold.test checks; an
** independent Python implementation is tools/golden_fold.py):
**
**   bytes = seed as 8 bytes little-endian (two's complement; default 0)
**           || type tag || the value's canonical bytes, where
**     INTEGER i                 tag 0x01, i as 8 bytes little-endian
**     REAL r, r an integer in [-2^63, 2^63)
**                               as the INTEGER r (so 3.0 = 3, -0.0 = 0, as
**                               SQLite compares them)
**     other REAL                tag 0x02, the IEEE-754 binary64 bits, 8 bytes
**                               little-endian
**     TEXT                      tag 0x03, its UTF-8 bytes
**     BLOB                      tag 0x04, its bytes
**   h    = FNV-1a 64-bit of bytes (offset basis 0xcbf29ce484222325,
**          prime 0x100000001b3)
**   h    = MurmurHash3's fmix64(h): h ^= h>>33; h *= 0xff51afd7ed558ccd;
**          h ^= h>>33; h *= 0xc4ceb9fe1a85ec53; h ^= h>>33
**   fold = h mod k   (unsigned 64-bit)
**
** TEXT '1' and INTEGER 1 are different keys.  A NULL key gives NULL.  k
** and the seed must be integers (TEXT '5' is 5, as bayes_sample's seed);
** k < 2 is an error.
*/
#include "bayesInt.h"
#include <string.h>
#include <math.h>

#define FNV_BASIS 0xcbf29ce484222325ull
#define FNV_PRIME 0x100000001b3ull

static u64 foldFnvBytes(u64 h, const u8 *a, i64 n){
  i64 i;
  for(i=0; i<n; i++){ h ^= a[i]; h *= FNV_PRIME; }
  return h;
}
static u64 foldFnvU64(u64 h, u64 v){
  int i;
  for(i=0; i<8; i++){ h ^= (u8)(v>>(8*i)); h *= FNV_PRIME; }
  return h;
}
static u64 foldFmix64(u64 h){
  h ^= h>>33; h *= 0xff51afd7ed558ccdull;
  h ^= h>>33; h *= 0xc4ceb9fe1a85ec53ull;
  h ^= h>>33;
  return h;
}

/* The value of an integer argument (k or the seed), or an error. */
static int foldIntArg(sqlite3_context *ctx, sqlite3_value *v, const char *zWhat,
                  i64 *pOut){
  if( sqlite3_value_type(v)==SQLITE_NULL
   || sqlite3_value_numeric_type(v)!=SQLITE_INTEGER ){
    bayes_result_errf(ctx, "bayes_fold", "%s must be an integer", zWhat);
    return 1;
  }
  *pOut = sqlite3_value_int64(v);
  return 0;
}

u64 bayes_fold_hash(sqlite3_value *pKey, i64 iSeed){
  u64 h = foldFnvU64(FNV_BASIS, (u64)iSeed);
  switch( sqlite3_value_type(pKey) ){
    case SQLITE_FLOAT: {
      double r = sqlite3_value_double(pKey);
      if( r==floor(r) && r>=-9223372036854775808.0 && r<9223372036854775808.0 ){
        h = foldFnvU64(foldFnvBytes(h, (const u8*)"\x01", 1), (u64)(i64)r);
      }else{
        u64 u;
        memcpy(&u, &r, 8);
        h = foldFnvU64(foldFnvBytes(h, (const u8*)"\x02", 1), u);
      }
      break;
    }
    case SQLITE_TEXT: {
      const u8 *z = sqlite3_value_text(pKey);
      h = foldFnvBytes(foldFnvBytes(h, (const u8*)"\x03", 1), z,
                   z ? sqlite3_value_bytes(pKey) : 0);
      break;
    }
    case SQLITE_BLOB: {
      const u8 *a = sqlite3_value_blob(pKey);
      h = foldFnvBytes(foldFnvBytes(h, (const u8*)"\x04", 1), a,
                   a ? sqlite3_value_bytes(pKey) : 0);
      break;
    }
    default:
      h = foldFnvU64(foldFnvBytes(h, (const u8*)"\x01", 1),
                 (u64)sqlite3_value_int64(pKey));
      break;
  }
  return foldFmix64(h);
}

void bayes_fold_func(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  i64 k, iSeed = 0;
  if( argc<2 || argc>3 ){
    bayes_result_errf(ctx, "bayes_fold", "expected bayes_fold(key, k) or "
                      "bayes_fold(key, k, seed)");
    return;
  }
  if( foldIntArg(ctx, argv[1], "argument 2 (k, the number of folds)", &k) ) return;
  if( k<2 ){
    bayes_result_errf(ctx, "bayes_fold", "argument 2 (k, the number of "
                      "folds) is %lld; it must be at least 2", k);
    return;
  }
  if( argc==3 && foldIntArg(ctx, argv[2], "argument 3 (the seed)", &iSeed) ) return;
  if( sqlite3_value_type(argv[0])==SQLITE_NULL ) return;   /* NULL */
  sqlite3_result_int64(ctx, (i64)(bayes_fold_hash(argv[0], iSeed) % (u64)k));
}
