/*
** vocab.c — named features shared by the discrete kinds.
**
** Provides (declared at the end of bayes.h):
**
**   BayesVocab     a dictionary from byte-string keys to dense indices with a
**                  use count per key.  multinomial_nb, complement_nb and
**                  bernoulli_nb keep their vocabulary of terms in one;
**                  categorical_nb keeps its (feature, category) pairs in one.
**                  bayes_vocab_tidy drops keys no row uses any more (a window
**                  frame moved past them) and sorts the rest, so a model
**                  fitted in one pass and one merged from shards end up with
**                  the same feature order.  Terms sort by bytes, which for
**                  UTF-8 is code point order, the order of scikit-learn's
**                  CountVectorizer.get_feature_names_out().
**
**   BayesCounts    a per-class vector that grows on demand (entries past its
**                  allocation are 0), so a class pays only for the terms up
**                  to the highest index it has seen.
**
**   bayes_terms_*  the sufficient statistics of the count kinds: per class,
**                  the sum over its rows of each feature's value (COUNT mode)
**                  or of [value > threshold] (BINARY mode, which also keeps,
**                  per positional feature, how many rows observed it).
**                  Adding, removing, merging, tidying, the BLOB section and
**                  the scoring-time lookup of a row's terms live here; each
**                  kind file derives its own parameters from the counts.
**
** Feature space of a count model: the nFeat positional features (numbers,
** NULL = missing, JSON arrays, float32 BLOBs), then one feature per
** vocabulary term.  A term seen in training is a feature of every row: a
** row without it has value 0 there.  A term never seen in training is
** ignored when scoring, as CountVectorizer drops unknown words.  Duplicate
** keys in one JSON object are summed.  Memory is O(classes x vocabulary),
** independent of the number of rows.
**
** BLOB section written by bayes_terms_write:
**   u32 nTerm, nTerm x (u32 len + bytes, f64 use)       (the vocabulary)
**   per class: f64 x (nFeat+nTerm) counts; BINARY also f64 x nFeat observed
*/
#include "bayes.h"
#include <string.h>
#include <stdlib.h>
#include <math.h>

/* ------------------------------------------------------------ vocabulary */
static u32 keyHash(const char *z, int n){
  u64 h = 0xcbf29ce484222325ull;
  int i;
  for(i=0; i<n; i++){ h ^= (u8)z[i]; h *= 0x100000001b3ull; }
  h ^= h>>33; h *= 0xff51afd7ed558ccdull; h ^= h>>33;
  return (u32)h;
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

/* A slot holds the key's hash beside its index, so a probe touches only
** the table until the hashes agree (vocabularies outgrow the cache). */
#define SLOT(hv, i)  (((u64)(hv)<<32) | (u64)(u32)((i)+1))

void bayes_vocab_clear(BayesVocab *p){
  p->n = 0;
  p->nKey = 0;
  p->bTidy = 1;
  if( p->nHt ) memset(p->aHt, 0, sizeof(u64)*(size_t)p->nHt);
}

static int rebuildHash(BayesVocab *p, int nWant){
  int nHt = 64, i;
  u64 *aHt;
  while( nHt < 2*nWant ) nHt *= 2;
  aHt = sqlite3_malloc64(sizeof(u64)*(u64)nHt);
  if( aHt==0 ) return SQLITE_NOMEM;
  memset(aHt, 0, sizeof(u64)*(size_t)nHt);
  for(i=0; i<p->n; i++){
    u32 h = p->aHash[i] & (u32)(nHt-1);
    while( aHt[h] ) h = (h+1) & (u32)(nHt-1);
    aHt[h] = SLOT(p->aHash[i], i);
  }
  sqlite3_free(p->aHt);
  p->aHt = aHt;
  p->nHt = nHt;
  return SQLITE_OK;
}

static int findHashed(const BayesVocab *p, const char *z, int n, u32 hv){
  u32 h;
  if( p->nHt==0 ) return -1;
  h = hv & (u32)(p->nHt-1);
  while( p->aHt[h] ){
    u64 v = p->aHt[h];
    if( (u32)(v>>32)==hv ){
      int i = (int)(u32)v - 1;
      if( p->aLen[i]==n && memcmp(p->zKey+p->aOff[i], z, n)==0 ) return i;
    }
    h = (h+1) & (u32)(p->nHt-1);
  }
  return -1;
}

int bayes_vocab_find(const BayesVocab *p, const char *z, int n){
  return findHashed(p, z, n, keyHash(z, n));
}

const char *bayes_vocab_key(const BayesVocab *p, int i, int *pn){
  *pn = p->aLen[i];
  return p->zKey + p->aOff[i];
}

static int growKeys(BayesVocab *p, int nNew){
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
static int appendKey(BayesVocab *p, const char *z, int n, u32 hv){
  if( p->n>=BAYES_MAX_VOCAB ) return SQLITE_TOOBIG;
  if( p->n>=p->nAlloc && growKeys(p, p->nAlloc ? p->nAlloc*2 : 64) ){
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
  u32 hv = keyHash(z, n), h;
  int i = findHashed(p, z, n, hv), rc;
  if( i>=0 ){ *piIdx = i; return SQLITE_OK; }
  if( p->nHt < 2*(p->n+1) && rebuildHash(p, p->n+1) ) return SQLITE_NOMEM;
  rc = appendKey(p, z, n, hv);
  if( rc ) return rc;
  h = hv & (u32)(p->nHt-1);
  while( p->aHt[h] ) h = (h+1) & (u32)(p->nHt-1);
  p->aHt[h] = SLOT(hv, p->n-1);
  p->bTidy = 0;
  *piIdx = p->n-1;
  return SQLITE_OK;
}

static int bytesCmp(const char *a, int na, const char *b, int nb){
  int c = memcmp(a, b, na<nb ? na : nb);
  if( c ) return c;
  return na<nb ? -1 : na>nb;
}

int bayes_vocab_tidy(BayesVocab *p, BayesKeyCmp xCmp, int **paMap){
  int *aOrd = 0, *aMap = 0, i, nNew = 0, bMoved = 0;
  BayesVocab v;
  *paMap = 0;
  if( p->bTidy ) return SQLITE_OK;
  if( xCmp==0 ) xCmp = bytesCmp;
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
  if( nNew>0 && growKeys(&v, nNew) ) goto nomem_v;
  for(i=0; i<nNew; i++){
    int k = aOrd[i];
    if( appendKey(&v, p->zKey+p->aOff[k], p->aLen[k], p->aHash[k]) ) goto nomem_v;
    v.aUse[i] = p->aUse[k];
  }
  if( rebuildHash(&v, v.n) ) goto nomem_v;
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

int bayes_vocab_read(BayesVocab *p, BayesReader *pR, BayesKeyCmp xCmp){
  u32 n = bayes_get_u32(pR), i;
  if( xCmp==0 ) xCmp = bytesCmp;
  if( n>BAYES_MAX_VOCAB || !bayes_get_room(pR, n, 12) ) return SQLITE_ERROR;
  if( n>0 && growKeys(p, (int)n) ) return SQLITE_NOMEM;
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
    rc = appendKey(p, (const char*)z, (int)nK, keyHash((const char*)z, (int)nK));
    if( rc ) return rc==SQLITE_NOMEM ? rc : SQLITE_ERROR;
    p->aUse[i] = use;
  }
  if( rebuildHash(p, p->n) ) return SQLITE_NOMEM;
  p->bTidy = 1;
  return pR->bad ? SQLITE_ERROR : SQLITE_OK;
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

/* ------------------------------------------------------------ term stats */
static BayesTermModel *termModel(BayesModel *pM){
  if( pM->pKindSt==0 ){
    BayesTermModel *p = bayes_kind_alloc(&pM->pKindSt, sizeof(*p));
    if( p==0 ) return 0;
    bayes_vocab_init(&p->voc);
  }
  return (BayesTermModel*)pM->pKindSt;
}

/* The kind's mode (BayesKind.pAux) */
static const BayesTermsMode *termsMode(const BayesModel *pM){
  return (const BayesTermsMode*)pM->pKind->pAux;
}

int bayes_terms_nterm(const BayesModel *pM){
  const BayesTermModel *p = (const BayesTermModel*)pM->pKindSt;
  return p ? p->voc.n : 0;
}

int bayes_terms_new_class(BayesModel *pM, BayesClass *pC){
  BayesTermClass *p;
  i64 d = pM->nFeat<0 ? 0 : pM->nFeat;
  int bBinary = termsMode(pM)->eMode==BAYES_TERMS_BINARY;
  if( termModel(pM)==0 ) return SQLITE_NOMEM;
  p = bayes_kind_alloc(&pC->pSt, sizeof(*p) + (bBinary ? 8*(d+1) : 0));
  if( p==0 ) return SQLITE_NOMEM;
  if( bBinary ) p->aObs = (double*)&p[1];
  return SQLITE_OK;
}

static int cmpHit(const void *a, const void *b){
  int x = ((const BayesTermHit*)a)->iFeat, y = ((const BayesTermHit*)b)->iFeat;
  return x<y ? -1 : x>y;
}
/* Sort hits by feature and sum duplicates; returns the new count */
static int sortHits(BayesTermHit *a, int n){
  int i, j = 0;
  if( n<2 ) return n;
  if( n<=32 ){
    /* a document's handful of terms: insertion sort (stable, like glibc's
    ** merge sort, so duplicates are summed in the same order) without
    ** qsort's call per comparison */
    for(i=1; i<n; i++){
      BayesTermHit t = a[i];
      for(j=i; j>0 && a[j-1].iFeat>t.iFeat; j--) a[j] = a[j-1];
      a[j] = t;
    }
    j = 0;
  }else{
    qsort(a, (size_t)n, sizeof(*a), cmpHit);
  }
  for(i=1; i<n; i++){
    if( a[i].iFeat==a[j].iFeat ) a[j].v += a[i].v;
    else a[++j] = a[i];
  }
  return j+1;
}

/* Add (sign +1) or remove (-1) one row */
static int termsUpdate(BayesModel *pM, BayesClass *pC, const BayesRow *pRow,
                       double sign, BayesErr *pErr){
  const BayesTermsMode *pMode = termsMode(pM);
  int eMode = pMode->eMode;
  double thr = eMode==BAYES_TERMS_BINARY ? pM->aOpt[pMode->iThreshold] : 0.0;
  BayesTermModel *pT = termModel(pM);
  BayesTermClass *pS = (BayesTermClass*)pC->pSt;
  const char *zKind = pM->pKind->zName;
  int d = pM->nFeat, j, nHit = 0;
  if( pT==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  /* validate everything before changing anything */
  for(j=0; j<d; j++){
    double x = pRow->aX[j];
    if( isnan(x) ) continue;
    if( eMode==BAYES_TERMS_COUNT ? !(x>=0.0 && x<1e300) : isinf(x) ){
      bayes_err(pErr, "feature %d is %g; %s needs %s", j+1, x,
                zKind, eMode==BAYES_TERMS_COUNT ? "finite counts >= 0"
                : "finite numbers");
      return SQLITE_ERROR;
    }
  }
  if( pRow->nTerm>0 && eMode==BAYES_TERMS_BINARY && thr<0.0 ){
    bayes_err(pErr, "%s with binarize=%g cannot take named features: "
              "every absent term would count as present", zKind, thr);
    return SQLITE_ERROR;
  }
  if( pRow->nTerm > pT->nHitAlloc ){
    int nNew = pRow->nTerm + 16;
    BayesTermHit *a = sqlite3_realloc64(pT->aHit, sizeof(*a)*(u64)nNew);
    if( a==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
    pT->aHit = a;
    pT->nHitAlloc = nNew;
  }
  for(j=0; j<pRow->nTerm; j++){
    double x = pRow->aTermVal[j];
    int iT, rc;
    if( eMode==BAYES_TERMS_COUNT ? !(x>=0.0 && x<1e300) : isinf(x) || isnan(x) ){
      bayes_err(pErr, "term \"%.40s\" has value %g; %s needs %s",
                pRow->azTerm[j], x, zKind, eMode==BAYES_TERMS_COUNT ?
                "finite counts >= 0" : "finite numbers");
      return SQLITE_ERROR;
    }
    if( sign>0 ){
      rc = bayes_vocab_intern(&pT->voc, pRow->azTerm[j], pRow->anTerm[j], &iT);
      if( rc==SQLITE_NOMEM ){ bayes_err_nomem(pErr); return rc; }
      if( rc ){
        bayes_err(pErr, "more than %d distinct terms", BAYES_MAX_VOCAB);
        return SQLITE_ERROR;
      }
    }else{
      iT = bayes_vocab_find(&pT->voc, pRow->azTerm[j], pRow->anTerm[j]);
      if( iT<0 ) continue;     /* cannot happen for a row that was added */
    }
    pT->aHit[nHit].iFeat = iT;
    pT->aHit[nHit].v = x;
    nHit++;
  }
  nHit = sortHits(pT->aHit, nHit);
  /* apply */
  for(j=0; j<d; j++){
    double x = pRow->aX[j];
    if( isnan(x) ) continue;
    if( eMode==BAYES_TERMS_BINARY ){
      pS->aObs[j] += sign;
      x = x>thr ? 1.0 : 0.0;
    }
    if( x!=0.0 && bayes_counts_add(&pS->cnt, j, sign*x) ){
      bayes_err_nomem(pErr); return SQLITE_NOMEM;
    }
  }
  for(j=0; j<nHit; j++){
    double x = pT->aHit[j].v;
    int iT = pT->aHit[j].iFeat;
    if( eMode==BAYES_TERMS_BINARY ) x = x>thr ? 1.0 : 0.0;
    pT->voc.aUse[iT] += sign;
    if( sign<0 ) pT->voc.bTidy = 0;
    if( x!=0.0 && bayes_counts_add(&pS->cnt, d+iT, sign*x) ){
      bayes_err_nomem(pErr); return SQLITE_NOMEM;
    }
    if( sign<0 && pS->cnt.a && d+iT<pS->cnt.nAlloc && fabs(pS->cnt.a[d+iT])<1e-9 ){
      pS->cnt.a[d+iT] = 0.0;   /* removing what was added leaves exact 0 */
    }
  }
  return SQLITE_OK;
}
int bayes_terms_add(BayesModel *pM, BayesClass *pC, const BayesRow *pRow,
                    BayesErr *pErr){
  return termsUpdate(pM, pC, pRow, 1.0, pErr);
}
int bayes_terms_remove(BayesModel *pM, BayesClass *pC, const BayesRow *pRow,
                       BayesErr *pErr){
  return termsUpdate(pM, pC, pRow, -1.0, pErr);
}

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

/* Map every source term to ours (creating terms), adding use counts once */
static int mergeMap(BayesModel *pM, const BayesModel *pSrc, BayesErr *pErr){
  BayesTermModel *pT = termModel(pM);
  const BayesTermModel *pS = (const BayesTermModel*)pSrc->pKindSt;
  int rc;
  if( pT==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  if( pT->pMapSrc==pSrc ) return SQLITE_OK;
  pT->pMapSrc = 0;
  rc = bayes_vocab_merge_map(&pT->voc, pS ? &pS->voc : 0, &pT->aMap, "terms",
                             pErr);
  if( rc==SQLITE_OK ) pT->pMapSrc = pSrc;
  return rc;
}

int bayes_terms_merge(BayesModel *pM, BayesClass *pDst, double nDstOld,
                      const BayesModel *pSrc, const BayesClass *pSrcC,
                      BayesErr *pErr){
  int eMode = termsMode(pM)->eMode;
  BayesTermClass *pD = (BayesTermClass*)pDst->pSt;
  const BayesTermClass *pS = (const BayesTermClass*)pSrcC->pSt;
  BayesTermModel *pT;
  int d = pM->nFeat, i, rc;
  (void)nDstOld;
  rc = mergeMap(pM, pSrc, pErr);
  if( rc ) return rc;
  pT = (BayesTermModel*)pM->pKindSt;
  for(i=0; i<pS->cnt.nAlloc; i++){
    double v = pS->cnt.a[i];
    int k = i<d ? i : d + pT->aMap[i-d];
    if( i>=d && i-d>=bayes_terms_nterm(pSrc) ) break;
    if( v!=0.0 && bayes_counts_add(&pD->cnt, k, v) ){
      bayes_err_nomem(pErr); return SQLITE_NOMEM;
    }
  }
  if( eMode==BAYES_TERMS_BINARY ){
    for(i=0; i<d; i++) pD->aObs[i] += pS->aObs[i];
  }
  return SQLITE_OK;
}

int bayes_terms_merge_model(BayesModel *pM, const BayesModel *pSrc,
                            BayesErr *pErr){
  BayesTermModel *pT;
  int rc = mergeMap(pM, pSrc, pErr);
  if( rc ) return rc;
  pT = (BayesTermModel*)pM->pKindSt;
  sqlite3_free(pT->aMap);
  pT->aMap = 0;
  pT->pMapSrc = 0;
  return SQLITE_OK;
}

int bayes_terms_tidy(BayesModel *pM, BayesErr *pErr){
  BayesTermModel *pT = termModel(pM);
  int *aMap = 0, nOld, i, rc;
  if( pT==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  nOld = pT->voc.n;
  rc = bayes_vocab_tidy(&pT->voc, 0, &aMap);
  if( rc ){ bayes_err_nomem(pErr); return rc; }
  if( aMap==0 ) return SQLITE_OK;
  for(i=0; i<pM->nClass; i++){
    BayesTermClass *pS = (BayesTermClass*)pM->apClass[i]->pSt;
    if( bayes_counts_remap(&pS->cnt, pM->nFeat, aMap, nOld) ){
      sqlite3_free(aMap);
      bayes_err_nomem(pErr);
      return SQLITE_NOMEM;
    }
  }
  sqlite3_free(aMap);
  return SQLITE_OK;
}

int bayes_terms_write(const BayesModel *pM, BayesBuf *pB){
  int eMode = termsMode(pM)->eMode;
  const BayesTermModel *pT = (const BayesTermModel*)pM->pKindSt;
  int nT = bayes_terms_nterm(pM), i, j, d = pM->nFeat;
  if( pT ){
    bayes_vocab_write(&pT->voc, pB);
  }else{
    bayes_put_u32(pB, 0);
  }
  for(i=0; i<pM->nClass; i++){
    const BayesTermClass *pS = (const BayesTermClass*)pM->apClass[i]->pSt;
    if( bayes_buf_reserve(pB, 8*((i64)d+nT+d)) ) return SQLITE_NOMEM;
    for(j=0; j<d+nT; j++) bayes_put_f64(pB, bayes_counts_get(&pS->cnt, j));
    if( eMode==BAYES_TERMS_BINARY ) bayes_put_f64s(pB, pS->aObs, d);
  }
  return pB->oom ? SQLITE_NOMEM : SQLITE_OK;
}

int bayes_terms_read(BayesModel *pM, BayesReader *pR, int iVersion,
                     BayesErr *pErr){
  int eMode = termsMode(pM)->eMode;
  BayesTermModel *pT = termModel(pM);
  int d = pM->nFeat, i, j, nT, rc;
  i64 nPer;
  (void)iVersion;           /* 1: the only layout so far */
  if( pT==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  rc = bayes_vocab_read(&pT->voc, pR, 0);
  if( rc ){
    if( rc==SQLITE_NOMEM ) bayes_err_nomem(pErr);
    return rc;
  }
  nT = pT->voc.n;
  nPer = (i64)d + nT + (eMode==BAYES_TERMS_BINARY ? d : 0);
  if( !bayes_get_room(pR, nPer*pM->nClass, 8) ) return SQLITE_ERROR;
  for(i=0; i<pM->nClass; i++){
    BayesClass *pC = pM->apClass[i];
    BayesTermClass *pS;
    if( bayes_terms_new_class(pM, pC) ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
    pS = (BayesTermClass*)pC->pSt;
    pS->cnt.a = sqlite3_malloc64(sizeof(double)*(u64)(d+nT+1));
    if( pS->cnt.a==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
    pS->cnt.nAlloc = d+nT+1;
    pS->cnt.a[d+nT] = 0.0;
    bayes_get_f64s(pR, pS->cnt.a, d+nT);
    if( eMode==BAYES_TERMS_BINARY ) bayes_get_f64s(pR, pS->aObs, d);
    for(j=0; j<d+nT; j++){
      double v = pS->cnt.a[j];
      if( !(v>=0.0 && v<1e300) ) return SQLITE_ERROR;
      if( eMode==BAYES_TERMS_BINARY ){
        double lim = j<d ? pS->aObs[j] : pC->n;
        if( v>lim*(1+1e-12) ) return SQLITE_ERROR;
      }
    }
    if( eMode==BAYES_TERMS_BINARY ){
      for(j=0; j<d; j++){
        if( !(pS->aObs[j]>=0.0 && pS->aObs[j]<=pC->n*(1+1e-12)) ) return SQLITE_ERROR;
      }
    }
  }
  return pR->bad ? SQLITE_ERROR : SQLITE_OK;
}

int bayes_terms_lookup(const BayesModel *pM, const BayesRow *pRow,
                       BayesTermHit *aStack, int nStack, BayesTermHit **paHit,
                       int *pnHit){
  const BayesTermModel *pT = (const BayesTermModel*)pM->pKindSt;
  BayesTermHit *a = aStack;
  int i, n = 0;
  *paHit = aStack;
  *pnHit = 0;
  if( pT==0 || pT->voc.n==0 || pRow->nTerm==0 ) return SQLITE_OK;
  if( pRow->nTerm>nStack ){
    a = sqlite3_malloc64(sizeof(*a)*(u64)pRow->nTerm);
    if( a==0 ) return SQLITE_NOMEM;
    *paHit = a;
  }
  for(i=0; i<pRow->nTerm; i++){
    int iT = bayes_vocab_find(&pT->voc, pRow->azTerm[i], pRow->anTerm[i]);
    if( iT<0 ) continue;
    a[n].iFeat = pM->nFeat + iT;
    a[n].v = pRow->aTermVal[i];
    n++;
  }
  *pnHit = sortHits(a, n);
  return SQLITE_OK;
}

void bayes_terms_info_vocab(const BayesModel *pM, BayesBuf *pB){
  const BayesTermModel *pT = (const BayesTermModel*)pM->pKindSt;
  int i, n = bayes_terms_nterm(pM);
  bayes_buf_str(pB, "\"vocabulary\":[");
  for(i=0; i<n; i++){
    int nK;
    const char *z = bayes_vocab_key(&pT->voc, i, &nK);
    if( i ) bayes_buf_char(pB, ',');
    bayes_json_str(pB, z, nK);
  }
  bayes_buf_char(pB, ']');
}

void bayes_terms_free_state(BayesModel *pM, BayesClass *pC){
  if( pC ){
    bayes_counts_free(&((BayesTermClass*)pC->pSt)->cnt);
  }else{
    BayesTermModel *p = (BayesTermModel*)pM->pKindSt;
    bayes_vocab_free(&p->voc);
    sqlite3_free(p->aMap);
    sqlite3_free(p->aHit);
  }
}

/* ------------------------------------------------------------ info */
#define N_TELLING 10
int bayes_terms_info(const BayesModel *pM, BayesBuf *pB,
                     const double *const *apVal, const char *zName,
                     int bRelative){
  int d = pM->nFeat, nT = bayes_terms_nterm(pM), i, j, k;
  int nC = pM->nClass;
  int aTop[N_TELLING]; double aScore[N_TELLING];
  bayes_buf_char(pB, '"');
  bayes_buf_str(pB, zName);
  bayes_buf_str(pB, "\":[");
  for(i=0; i<nC; i++){
    if( i ) bayes_buf_char(pB, ',');
    bayes_json_nums(pB, apVal[i], d+nT);
  }
  bayes_buf_str(pB, "],\"feature_count\":[");
  for(i=0; i<nC; i++){
    const BayesTermClass *pS = (const BayesTermClass*)pM->apClass[i]->pSt;
    if( i ) bayes_buf_char(pB, ',');
    bayes_buf_char(pB, '[');
    for(j=0; j<d+nT; j++){
      if( j ) bayes_buf_char(pB, ',');
      bayes_json_num(pB, bayes_counts_get(&pS->cnt, j));
    }
    bayes_buf_char(pB, ']');
  }
  bayes_buf_str(pB, "],");
  bayes_terms_info_vocab(pM, pB);
  bayes_buf_str(pB, ",\"telling_terms\":{");
  for(i=0; i<nC; i++){
    const BayesTermModel *pT = (const BayesTermModel*)pM->pKindSt;
    int nTop = 0;
    for(j=0; j<nT; j++){
      double s = apVal[i][d+j];
      if( bRelative && nC>1 ){
        /* log p - log(mean of the other classes' p), in log space */
        double mx = -INFINITY, acc = 0.0, o;
        int c;
        for(c=0; c<nC; c++) if( c!=i && apVal[c][d+j]>mx ) mx = apVal[c][d+j];
        if( mx==-INFINITY ){
          o = -INFINITY;
        }else{
          for(c=0; c<nC; c++) if( c!=i ) acc += exp(apVal[c][d+j]-mx);
          o = mx + log(acc/(nC-1));
        }
        if( s==-INFINITY ) s = -INFINITY;
        else if( o==-INFINITY ) s = INFINITY;
        else s = s - o;
      }
      if( isnan(s) ) continue;
      if( nTop<N_TELLING || s>aScore[nTop-1] ){
        k = nTop<N_TELLING ? nTop++ : N_TELLING-1;
        while( k>0 && aScore[k-1]<s ){ aScore[k] = aScore[k-1]; aTop[k] = aTop[k-1]; k--; }
        aScore[k] = s; aTop[k] = j;
      }
    }
    if( i ) bayes_buf_char(pB, ',');
    bayes_json_label_key(pB, &pM->apClass[i]->label);
    bayes_buf_str(pB, ":[");
    for(k=0; k<nTop; k++){
      int nK;
      const char *z = bayes_vocab_key(&pT->voc, aTop[k], &nK);
      if( k ) bayes_buf_char(pB, ',');
      bayes_json_str(pB, z, nK);
    }
    bayes_buf_char(pB, ']');
  }
  bayes_buf_char(pB, '}');
  return pB->oom ? SQLITE_NOMEM : SQLITE_OK;
}

/* ------------------------------------------------------------ sampling */
void bayes_terms_sample_json(const BayesModel *pM, const double *aVal,
                             BayesBuf *pB){
  const BayesTermModel *pT = (const BayesTermModel*)pM->pKindSt;
  int d = pM->nFeat, nT = bayes_terms_nterm(pM), j, bFirst = 1;
  if( nT==0 || d>0 ){
    bayes_buf_char(pB, '[');
    for(j=0; j<d; j++){
      if( j ) bayes_buf_char(pB, ',');
      bayes_json_num(pB, aVal[j]);
    }
    if( nT==0 ){ bayes_buf_char(pB, ']'); return; }
    bayes_buf_char(pB, ',');
  }
  bayes_buf_char(pB, '{');
  for(j=0; j<nT; j++){
    int nK;
    const char *z;
    if( aVal[d+j]==0.0 ) continue;
    z = bayes_vocab_key(&pT->voc, j, &nK);
    if( !bFirst ) bayes_buf_char(pB, ',');
    bFirst = 0;
    bayes_json_str(pB, z, nK);
    bayes_buf_char(pB, ':');
    bayes_json_num(pB, aVal[d+j]);
  }
  bayes_buf_char(pB, '}');
  if( d>0 ) bayes_buf_char(pB, ']');
}

int bayes_terms_sample_counts(const BayesModel *pM, const double *aP,
                              i64 nDraw, BayesRng *pRng, BayesBuf *pB){
  int n = pM->nFeat + bayes_terms_nterm(pM), j;
  double *aCum, *aOut;
  i64 k;
  aCum = sqlite3_malloc64(sizeof(double)*(u64)(2*n+1));
  if( aCum==0 ) return SQLITE_NOMEM;
  aOut = aCum + n;
  for(j=0; j<n; j++){
    aCum[j] = (j ? aCum[j-1] : 0.0) + aP[j];
    aOut[j] = 0.0;
  }
  for(k=0; n>0 && aCum[n-1]>0.0 && k<nDraw; k++){
    double u = bayes_rng_uniform(pRng) * aCum[n-1];
    int lo = 0, hi = n-1;
    while( lo<hi ){                 /* first j with aCum[j] > u */
      int mid = (lo+hi)/2;
      if( aCum[mid]>u ) hi = mid; else lo = mid+1;
    }
    aOut[lo] += 1.0;
  }
  bayes_terms_sample_json(pM, aOut, pB);
  sqlite3_free(aCum);
  return pB->oom ? SQLITE_NOMEM : SQLITE_OK;
}
