/*
** core/murmur3.c — MurmurHash3 (x86, 32 bits), the hash of scikit-learn's
** HashingVectorizer: the bucket of a term in a hashed vocabulary.
**
**   bayes_murmur3_32(p, n, seed)    Austin Appleby's MurmurHash3_x86_32 of
**                                   n bytes (public domain), the blocks
**                                   read little-endian as on x86, so the
**                                   hash is the same on every machine.
**   bayes_murmur3_bucket(z, n, N)   the column HashingVectorizer gives a
**                                   token of UTF-8 bytes z[0..n) among N:
**                                   sklearn.utils.murmurhash3_32 with seed
**                                   0 as a signed 32-bit h, then |h| mod N
**                                   (h = -2^31 gives 2^31 mod N, as
**                                   sklearn/feature_extraction/_hashing_fast
**                                   defines it).
**
** The count kinds' n_features= (kinds/terms.c) hash terms with it; nothing
** else in the extension uses it (bayes_hash, blob.c, is the in-memory
** hash: faster, and free to change between versions; this one is part of
** the stored models' meaning and never changes).
*/
#include "bayesInt.h"

static u32 murmur3Rotl(u32 x, int r){ return (x<<r) | (x>>(32-r)); }

static u32 murmur3Fmix(u32 h){
  h ^= h>>16;
  h *= 0x85ebca6bu;
  h ^= h>>13;
  h *= 0xc2b2ae35u;
  h ^= h>>16;
  return h;
}

u32 bayes_murmur3_32(const void *pKey, i64 n, u32 seed){
  const u8 *p = (const u8*)pKey;
  const u32 c1 = 0xcc9e2d51u, c2 = 0x1b873593u;
  i64 nBlock = n/4, i;
  u32 h = seed, k;
  for(i=0; i<nBlock; i++){
    const u8 *b = p + 4*i;
    k = (u32)b[0] | ((u32)b[1]<<8) | ((u32)b[2]<<16) | ((u32)b[3]<<24);
    k *= c1;
    k = murmur3Rotl(k, 15);
    k *= c2;
    h ^= k;
    h = murmur3Rotl(h, 13);
    h = h*5 + 0xe6546b64u;
  }
  p += 4*nBlock;
  k = 0;
  switch( n & 3 ){
    case 3: k ^= (u32)p[2]<<16;  /* fall through */
    case 2: k ^= (u32)p[1]<<8;   /* fall through */
    case 1: k ^= (u32)p[0];
            k *= c1;
            k = murmur3Rotl(k, 15);
            k *= c2;
            h ^= k;
  }
  h ^= (u32)n;                   /* MurmurHash3 takes the length as int */
  return murmur3Fmix(h);
}

int bayes_murmur3_bucket(const char *z, int n, int nFeatures){
  u32 h = bayes_murmur3_32(z, n, 0);
  /* |h| of the signed value, as an unsigned number: 2^31 for -2^31 */
  u32 a = (h & 0x80000000u) ? (u32)(0u - h) : h;
  return (int)(a % (u32)nFeatures);
}
