/*
** core/vocab.c — the dictionary of the discrete kinds: BayesVocab, BayesCounts.
**
**   BayesVocab     a dictionary from byte-string keys to dense indices with a
**                  use count per key.  multinomial_nb, complement_nb and
**                  bernoulli_nb keep their vocabulary of terms in one (see
**                  terms.c); categorical_nb keeps its (feature, category)
**                  pairs in one.  bayes_vocab_tidy drops keys no row uses any
**                  more (a window frame moved past them) and sorts the rest,
**                  so a model fitted in one pass and one merged from shards
**                  end up with the same feature order.  Terms sort by bytes,
**                  which for UTF-8 is code point order, the order of
**                  scikit-learn's CountVectorizer.get_feature_names_out().
**
**   BayesCounts    a per-class vector that grows on demand (entries past its
**                  allocation are 0), so a class pays only for the terms up
**                  to the highest index it has seen.
**
**   BayesBag       the bag of words bayes_tokens wrote last on a connection
**                  (its bytes and its tokens), which the feature decoder
**                  takes instead of parsing an argument with the same bytes.
**
** A vocabulary in a BLOB (bayes_vocab_write):
**   u32 nKey, nKey x (u32 len + bytes, f64 use)
*/
#include "bayesInt.h"
#include <string.h>
#include <stdlib.h>

/* ------------------------------------------------------------ vocabulary */
static u32 vocabKeyHash(const char *z, int n){
  return (u32)bayes_hash(z, n);
}

void bayes_vocab_init(BayesVocab *p){ memset(p, 0, sizeof(*p)); p->bTidy = 1; }

void bayes_vocab_free(BayesVocab *p){
  sqlite3_free(p->aOff);
  sqlite3_free(p->aLen);
  sqlite3_free(p->aHash);
  sqlite3_free(p->aUse);
  sqlite3_free(p->zKey);
  sqlite3_free(p->aHt);
  bayes_vocab_init(p);
}

/* The hash table: open addressing, linear probing, at most half full.  A
** slot is VOCAB_W u64 words: the key's tag (the upper 24 bits of its hash
** and its length, up to 255) beside its index + 1 (0: an empty slot), then
** the key's first VOCAB_PRE bytes, zero-padded.  A key of at most
** VOCAB_PRE bytes (a word, a category) is found or refused from its slot
** alone: one cache line, where the table, the lengths, the offsets and the
** key bytes were four (vocabularies outgrow the cache). */
#define VOCAB_W    3
#define VOCAB_PRE  16
static u32 vocabTag(u32 hv, int n){
  return (hv & 0xFFFFFF00u) | (u32)(n<255 ? n : 255);
}
static inline void vocabPrefix(const char *z, int n, u64 *a){
  /* For a key of at most VOCAB_PRE bytes the two words hold every byte,
  ** by overlapping loads (as bayes_hash reads short keys): with the
  ** length beside them in the tag, equal words mean equal keys.  Longer
  ** keys: their first VOCAB_PRE bytes. */
  if( n>=8 ){
    memcpy(&a[0], z, 8);
    if( n>=VOCAB_PRE ) memcpy(&a[1], z+8, 8);
    else memcpy(&a[1], z+n-8, 8);
  }else if( n>=4 ){
    u32 lo, hi;
    memcpy(&lo, z, 4);
    memcpy(&hi, z+n-4, 4);
    a[0] = (u64)lo | ((u64)hi<<32);
    a[1] = 0;
  }else{
    a[0] = n>0 ? (u64)(u8)z[0] | ((u64)(u8)z[n>>1]<<8)
                 | ((u64)(u8)z[n-1]<<16) : 0;
    a[1] = 0;
  }
}
static void vocabSlotSet(u64 *pSlot, u32 hv, const u64 *aPre, int n, int i){
  pSlot[0] = ((u64)vocabTag(hv, n)<<32) | (u64)(u32)(i+1);
  pSlot[1] = aPre[0];
  pSlot[2] = aPre[1];
}

/* No keys, allocations kept.  bayes_tokens clears its vocabulary for every
** text, and the table stays as large as the longest text needed: only the
** slots in use (at most half) are emptied.  Each key's slot is on the
** probe path from its home slot; slots emptied before are walked past. */
void bayes_vocab_clear(BayesVocab *p){
  int i;
  if( p->nHt>0 && p->nHt<=256 ){    /* a small table: one memset is less */
    memset(p->aHt, 0, sizeof(u64)*VOCAB_W*(size_t)p->nHt);
  }else for(i=0; i<p->n && p->nHt; i++){
    u32 h = p->aHash[i] & (u32)(p->nHt-1);
    int k;
    for(k=0; k<p->nHt && (u32)p->aHt[VOCAB_W*h]!=(u32)(i+1); k++){
      h = (h+1) & (u32)(p->nHt-1);
    }
    if( k<p->nHt ){
      u64 *pSlot = p->aHt + VOCAB_W*h;
      pSlot[0] = pSlot[1] = pSlot[2] = 0;
    }else{                       /* not in the table (cannot happen): all */
      memset(p->aHt, 0, sizeof(u64)*VOCAB_W*(size_t)p->nHt);
      break;
    }
  }
  p->n = 0;
  p->nKey = 0;
  p->bTidy = 1;
}

static int vocabRebuildHash(BayesVocab *p, int nWant){
  int nHt = 64, i;
  u64 *aHt;
  while( nHt < 2*nWant ) nHt *= 2;
  aHt = sqlite3_malloc64(sizeof(u64)*VOCAB_W*(u64)nHt);
  if( aHt==0 ) return SQLITE_NOMEM;
  memset(aHt, 0, sizeof(u64)*VOCAB_W*(size_t)nHt);
  for(i=0; i<p->n; i++){
    u32 h = p->aHash[i] & (u32)(nHt-1);
    u64 aPre[2];
    vocabPrefix(p->zKey+p->aOff[i], p->aLen[i], aPre);
    while( aHt[VOCAB_W*h] ) h = (h+1) & (u32)(nHt-1);
    vocabSlotSet(aHt+VOCAB_W*h, p->aHash[i], aPre, p->aLen[i], i);
  }
  sqlite3_free(p->aHt);
  p->aHt = aHt;
  p->nHt = nHt;
  return SQLITE_OK;
}

/* a==b for n bytes: tag and prefix already agree, so this nearly always
** holds; short tails are compared here, without a call */
static int vocabKeyEq(const char *a, const char *b, int n){
  int i;
  if( n>24 ) return memcmp(a, b, n)==0;
  for(i=0; i<n; i++) if( a[i]!=b[i] ) return 0;
  return 1;
}

/* aPre: the key's prefix (vocabPrefix) */
static int vocabFindHashed(const BayesVocab *p, const char *z, int n, u32 hv,
                           const u64 *aPre){
  u32 h, tag;
  if( p->nHt==0 ) return -1;
  tag = vocabTag(hv, n);
  h = hv & (u32)(p->nHt-1);
  while( 1 ){
    const u64 *pSlot = p->aHt + VOCAB_W*h;
    u64 v = pSlot[0];
    if( v==0 ) return -1;
    if( (u32)(v>>32)==tag && pSlot[1]==aPre[0] && pSlot[2]==aPre[1] ){
      int i = (int)(u32)v - 1;
      if( n<=VOCAB_PRE ) return i;        /* length and every byte agree */
      if( p->aLen[i]==n
       && vocabKeyEq(p->zKey+p->aOff[i]+VOCAB_PRE, z+VOCAB_PRE, n-VOCAB_PRE) ){
        return i;
      }
    }
    h = (h+1) & (u32)(p->nHt-1);
  }
}

int bayes_vocab_find(const BayesVocab *p, const char *z, int n){
  u64 aPre[2];
  vocabPrefix(z, n, aPre);
  return vocabFindHashed(p, z, n, vocabKeyHash(z, n), aPre);
}
int bayes_vocab_find_hashed(const BayesVocab *p, const char *z, int n,
                            u32 hv){
  u64 aPre[2];
  vocabPrefix(z, n, aPre);
  return vocabFindHashed(p, z, n, hv, aPre);
}

const char *bayes_vocab_key(const BayesVocab *p, int i, int *pn){
  *pn = p->aLen[i];
  return p->zKey + p->aOff[i];
}

static int vocabGrowKeys(BayesVocab *p, int nNew){
  i64 *aOff; int *aLen; u32 *aHash; double *aUse;
  aOff = sqlite3_realloc64(p->aOff, sizeof(i64)*(u64)nNew);
  if( aOff==0 ) return SQLITE_NOMEM;
  p->aOff = aOff;
  aLen = sqlite3_realloc64(p->aLen, sizeof(int)*(u64)nNew);
  if( aLen==0 ) return SQLITE_NOMEM;
  p->aLen = aLen;
  aHash = sqlite3_realloc64(p->aHash, sizeof(u32)*(u64)nNew);
  if( aHash==0 ) return SQLITE_NOMEM;
  p->aHash = aHash;
  aUse = sqlite3_realloc64(p->aUse, sizeof(double)*(u64)nNew);
  if( aUse==0 ) return SQLITE_NOMEM;
  p->aUse = aUse;
  p->nAlloc = nNew;
  return SQLITE_OK;
}

/* Append key z without looking for it first */
static int vocabAppendKey(BayesVocab *p, const char *z, int n, u32 hv){
  if( p->n>=BAYES_MAX_VOCAB ) return SQLITE_TOOBIG;
  if( p->n>=p->nAlloc && vocabGrowKeys(p, p->nAlloc ? p->nAlloc*2 : 64) ){
    return SQLITE_NOMEM;
  }
  if( p->nKey + n > p->nKeyAlloc || p->zKey==0 ){
    /* zKey is allocated with the first key, even an empty one, so that
    ** zKey+aOff[i] is never arithmetic on a NULL pointer */
    i64 nNew = p->nKeyAlloc ? p->nKeyAlloc*2 : 1024;
    char *zNew;
    while( nNew < p->nKey + n ) nNew *= 2;
    zNew = sqlite3_realloc64(p->zKey, (u64)nNew);
    if( zNew==0 ) return SQLITE_NOMEM;
    p->zKey = zNew;
    p->nKeyAlloc = nNew;
  }
  if( n>0 ) memcpy(p->zKey+p->nKey, z, n);
  p->aOff[p->n] = p->nKey;
  p->aLen[p->n] = n;
  p->aHash[p->n] = hv;
  p->aUse[p->n] = 0.0;
  p->nKey += n;
  p->n++;
  return SQLITE_OK;
}

int bayes_vocab_intern(BayesVocab *p, const char *z, int n, int *piIdx){
  return bayes_vocab_intern_hashed(p, z, n, vocabKeyHash(z, n), piIdx);
}

int bayes_vocab_intern_hashed(BayesVocab *p, const char *z, int n, u32 hv,
                              int *piIdx){
  u32 h;
  u64 aPre[2];
  int i, rc;
  vocabPrefix(z, n, aPre);
  i = vocabFindHashed(p, z, n, hv, aPre);
  if( i>=0 ){ *piIdx = i; return SQLITE_OK; }
  if( p->nHt < 2*(p->n+1) && vocabRebuildHash(p, p->n+1) ) return SQLITE_NOMEM;
  rc = vocabAppendKey(p, z, n, hv);
  if( rc ) return rc;
  h = hv & (u32)(p->nHt-1);
  while( p->aHt[VOCAB_W*h] ) h = (h+1) & (u32)(p->nHt-1);
  vocabSlotSet(p->aHt+VOCAB_W*h, hv, aPre, n, p->n-1);
  p->bTidy = 0;
  *piIdx = p->n-1;
  return SQLITE_OK;
}

static int vocabBytesCmp(const char *a, int na, const char *b, int nb){
  int c = memcmp(a, b, na<nb ? na : nb);
  if( c ) return c;
  return na<nb ? -1 : na>nb;
}

int bayes_vocab_tidy(BayesVocab *p, BayesKeyCmp xCmp, int **paMap){
  int *aOrd = 0, *aMap = 0, i, nNew = 0, bMoved = 0;
  BayesVocab v;
  *paMap = 0;
  if( p->bTidy ) return SQLITE_OK;
  if( xCmp==0 ) xCmp = vocabBytesCmp;
  aOrd = sqlite3_malloc64(sizeof(int)*(u64)(p->n+1));
  aMap = sqlite3_malloc64(sizeof(int)*(u64)(p->n+1));
  if( aOrd==0 || aMap==0 ) goto nomem;
  for(i=0; i<p->n; i++){
    aMap[i] = -1;
    if( p->aUse[i]>=0.5 ) aOrd[nNew++] = i;
  }
  /* a bottom-up merge sort: qsort has no context argument for xCmp */
  {
    int *aTmp = sqlite3_malloc64(sizeof(int)*(u64)(nNew+1));
    int w;
    if( aTmp==0 ) goto nomem;
    for(w=1; w<nNew; w*=2){
      int lo;
      for(lo=0; lo<nNew; lo+=2*w){
        int mid = lo+w<nNew ? lo+w : nNew, hi = lo+2*w<nNew ? lo+2*w : nNew;
        int a = lo, b = mid, k = lo;
        while( a<mid && b<hi ){
          int ia = aOrd[a], ib = aOrd[b];
          if( xCmp(p->zKey+p->aOff[ib], p->aLen[ib],
                   p->zKey+p->aOff[ia], p->aLen[ia])<0 ){
            aTmp[k++] = aOrd[b++];
          }else{
            aTmp[k++] = aOrd[a++];
          }
        }
        while( a<mid ) aTmp[k++] = aOrd[a++];
        while( b<hi ) aTmp[k++] = aOrd[b++];
      }
      memcpy(aOrd, aTmp, sizeof(int)*(size_t)nNew);
    }
    sqlite3_free(aTmp);
  }
  for(i=0; i<nNew; i++){
    aMap[aOrd[i]] = i;
    if( aOrd[i]!=i ) bMoved = 1;
  }
  if( nNew!=p->n ) bMoved = 1;
  if( !bMoved ){
    sqlite3_free(aOrd);
    sqlite3_free(aMap);
    p->bTidy = 1;
    return SQLITE_OK;
  }
  bayes_vocab_init(&v);
  if( nNew>0 && vocabGrowKeys(&v, nNew) ) goto nomem_v;
  for(i=0; i<nNew; i++){
    int k = aOrd[i];
    if( vocabAppendKey(&v, p->zKey+p->aOff[k], p->aLen[k], p->aHash[k]) ) goto nomem_v;
    v.aUse[i] = p->aUse[k];
  }
  if( vocabRebuildHash(&v, v.n) ) goto nomem_v;
  v.bTidy = 1;
  bayes_vocab_free(p);
  *p = v;
  sqlite3_free(aOrd);
  *paMap = aMap;
  return SQLITE_OK;
nomem_v:
  bayes_vocab_free(&v);
nomem:
  sqlite3_free(aOrd);
  sqlite3_free(aMap);
  return SQLITE_NOMEM;
}

void bayes_vocab_write(const BayesVocab *p, BayesBuf *pB){
  int i;
  bayes_put_u32(pB, (u32)p->n);
  for(i=0; i<p->n; i++){
    bayes_put_bytes(pB, p->zKey+p->aOff[i], (u32)p->aLen[i]);
    bayes_put_f64(pB, p->aUse[i]);
  }
}

void bayes_vocab_write_some(const BayesVocab *p, const u8 *aKeep, int nKeep,
                            BayesBuf *pB){
  int i;
  if( aKeep==0 ){ bayes_vocab_write(p, pB); return; }
  bayes_put_u32(pB, (u32)nKeep);
  for(i=0; i<p->n; i++){
    if( !aKeep[i] ) continue;
    bayes_put_bytes(pB, p->zKey+p->aOff[i], (u32)p->aLen[i]);
    bayes_put_f64(pB, p->aUse[i]);
  }
}

int bayes_vocab_read(BayesVocab *p, BayesReader *pR, BayesKeyCmp xCmp){
  u32 n = bayes_get_u32(pR), i;
  if( xCmp==0 ) xCmp = vocabBytesCmp;
  if( n>BAYES_MAX_VOCAB || !bayes_get_room(pR, n, 12) ) return SQLITE_ERROR;
  if( n>0 && vocabGrowKeys(p, (int)n) ) return SQLITE_NOMEM;
  for(i=0; i<n; i++){
    u32 nK;
    const u8 *z = bayes_get_bytes(pR, &nK);
    double use;
    int rc;
    if( z==0 || nK>0x7fffffff ) return SQLITE_ERROR;
    if( i>0 ){
      int nP;
      const char *zP = bayes_vocab_key(p, (int)i-1, &nP);
      if( xCmp(zP, nP, (const char*)z, (int)nK)>=0 ) return SQLITE_ERROR;
    }
    use = bayes_get_f64(pR);
    if( !(use>=1.0 && use<1e300) ) return SQLITE_ERROR;
    rc = vocabAppendKey(p, (const char*)z, (int)nK, vocabKeyHash((const char*)z, (int)nK));
    if( rc ) return rc==SQLITE_NOMEM ? rc : SQLITE_ERROR;
    p->aUse[i] = use;
  }
  if( vocabRebuildHash(p, p->n) ) return SQLITE_NOMEM;
  p->bTidy = 1;
  return pR->bad ? SQLITE_ERROR : SQLITE_OK;
}

/* ------------------------------------------------------------ the last bag */
/* The bag of words bayes_tokens (tokens.c) wrote last on a connection: its
** exact JSON text and, in voc, its tokens in the text's order with their
** hashes and counts.  features.c takes a bag argument whose bytes equal
** that text from voc instead of parsing it: the same terms, in the same
** order, with the same counts (voc holds each key as the parser decodes
** it: the text escapes what JSON must, with options or FTS5 tokens; and
** its counts are integers written exactly).  Only the bytes
** are compared, so a bag from elsewhere with the same bytes is the same
** bag, and any other text is parsed. */
int bayes_vocab_bag_match(const BayesBag *p, const char *z, i64 n){
  return p!=0 && p->bValid && p->text.n==n
      && (n==0 || memcmp(p->text.a, z, (size_t)n)==0);
}

void bayes_vocab_bag_free(BayesBag *p){
  bayes_vocab_free(&p->voc);
  bayes_buf_free(&p->text);
  p->bValid = 0;
}

/* ------------------------------------------------------------ counts */
int bayes_counts_add(BayesCounts *p, int i, double v){
  if( i>=p->nAlloc ){
    int nNew = p->nAlloc ? p->nAlloc : 16;
    double *a;
    while( nNew<=i ) nNew = nNew > 0x3fffffff ? i+1 : nNew*2;
    a = sqlite3_realloc64(p->a, sizeof(double)*(u64)nNew);
    if( a==0 ) return SQLITE_NOMEM;
    memset(a+p->nAlloc, 0, sizeof(double)*(size_t)(nNew-p->nAlloc));
    p->a = a;
    p->nAlloc = nNew;
  }
  p->a[i] += v;
  return SQLITE_OK;
}

int bayes_counts_remap(BayesCounts *p, int nPos, const int *aMap, int nOld){
  double *aNew;
  int i, nTop = nPos;
  if( p->nAlloc<=nPos ) return SQLITE_OK;
  for(i=0; i<nOld && nPos+i<p->nAlloc; i++){
    if( aMap[i]>=0 && nPos+aMap[i]+1>nTop ) nTop = nPos+aMap[i]+1;
  }
  aNew = sqlite3_malloc64(sizeof(double)*(u64)(nTop+1));
  if( aNew==0 ) return SQLITE_NOMEM;
  memset(aNew, 0, sizeof(double)*(size_t)(nTop+1));
  memcpy(aNew, p->a, sizeof(double)*(size_t)nPos);
  for(i=0; i<nOld && nPos+i<p->nAlloc; i++){
    if( aMap[i]>=0 ) aNew[nPos+aMap[i]] = p->a[nPos+i];
  }
  sqlite3_free(p->a);
  p->a = aNew;
  p->nAlloc = nTop+1;
  return SQLITE_OK;
}

void bayes_counts_free(BayesCounts *p){
  sqlite3_free(p->a);
  p->a = 0;
  p->nAlloc = 0;
}


/* ------------------------------------------------------------ merging */
/* Intern every key of pSrc (0: none) into pDst, adding its use count, and
** replace *paMap by the map from a pSrc index to a pDst index.  zWhat names
** the keys in the error message ("terms", "categories"). */
int bayes_vocab_merge_map(BayesVocab *pDst, const BayesVocab *pSrc,
                          int **paMap, const char *zWhat, BayesErr *pErr){
  int i, n = pSrc ? pSrc->n : 0;
  int *aMap;
  sqlite3_free(*paMap);
  *paMap = aMap = sqlite3_malloc64(sizeof(int)*(u64)(n+1));
  if( aMap==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  for(i=0; i<n; i++){
    int nK, rc;
    const char *z = bayes_vocab_key(pSrc, i, &nK);
    rc = bayes_vocab_intern(pDst, z, nK, &aMap[i]);
    if( rc==SQLITE_NOMEM ){ bayes_err_nomem(pErr); return rc; }
    if( rc ){
      bayes_err(pErr, "more than %d distinct %s",
                BAYES_MAX_VOCAB, zWhat);
      return SQLITE_ERROR;
    }
    pDst->aUse[aMap[i]] += pSrc->aUse[i];
  }
  return SQLITE_OK;
}
