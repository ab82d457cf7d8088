/*
** kinds/terms.c — the sufficient statistics of the count kinds (multinomial_nb,
** complement_nb, bernoulli_nb): the bayes_terms_* functions.
**
** Per class, the sum over its rows of each feature's value (COUNT mode) or
** of [value > threshold] (BINARY mode, which also keeps, per positional
** feature, how many rows observed it); model-wide, the vocabulary of terms
** (a BayesVocab, vocab.c).  Adding, removing, merging, tidying, the BLOB
** section and the scoring-time lookup of a row's terms live here; the
** functions with a BayesKind slot's signature fill those slots directly,
** the kind's mode coming from BayesKind.pAux (a BayesTermsMode).  Each kind
** file derives its own parameters from the counts.
**
** Feature space of a count model: the nFeat positional features (numbers,
** NULL = missing, JSON arrays, float32 BLOBs), then one feature per
** vocabulary term.  A term seen in training is a feature of every row: a
** row without it has value 0 there.  A term never seen in training is
** ignored when scoring, as CountVectorizer drops unknown words.  Duplicate
** keys in one JSON object are summed.  Memory is O(classes x vocabulary),
** independent of the number of rows.
**
** At finalize (bayes_terms_tidy) the options min_df, max_df and
** max_features choose the terms scoring uses (aKeep; the others are
** skipped by bayes_terms_lookup and bayes_sql, and left out of the BLOB
** only with prune=1), and use_idf computes each term's idf (aIdf) from
** the document counts: both from the combined statistics, so a merge of
** shards equals one fit.
**
** n_features=N > 0 (a hashed vocabulary, HashingVectorizer's): the terms
** are the buckets of the rows' terms (murmur3.c), keyed by their decimal
** numbers and ordered by number; the N - nterm buckets no row used are
** features too, one slot past the vocabulary (bayes_terms_nhash).
**
** BLOB section written by bayes_terms_write:
**   the vocabulary (bayes_vocab_write)
**   per class: f64 x (nFeat+nTerm) counts; BINARY also f64 x nFeat observed
*/
#include "bayesInt.h"
#include <string.h>
#include <stdlib.h>
#include <math.h>

/* ------------------------------------------------------------ term stats */
static BayesTermModel *termsModelState(BayesModel *pM){
  if( pM->pKindSt==0 ){
    BayesTermModel *p = bayes_kind_alloc(&pM->pKindSt, sizeof(*p));
    if( p==0 ) return 0;
    bayes_vocab_init(&p->voc);
  }
  return (BayesTermModel*)pM->pKindSt;
}

/* Option alpha's slot in BayesModel.aOpt: the first option of every count
** kind (their enums, kind_*_nb.c, start with it); the other slots terms.c
** reads come from the kind's BayesTermsMode */
enum { TERMS_OPT_ALPHA = 0 };

/* The kind's mode (BayesKind.pAux) */
static const BayesTermsMode *termsMode(const BayesModel *pM){
  return (const BayesTermsMode*)pM->pKind->pAux;
}

/* ------------------------------------------------------------ hashing
** n_features=N (a hashed vocabulary, as scikit-learn's
** HashingVectorizer(n_features=N, alternate_sign=False, norm=None)): a
** row's term t counts in bucket b = |murmurhash3_32(t)| mod N (murmur3.c),
** kept in the vocabulary under the key "b" (decimal), the vocabulary
** ordered by bucket number (termsBucketCmp).  Terms of one row that share
** a bucket are summed there; the bucket's use count is the rows that had
** it.  A term whose bucket no training row used is still a feature (its
** counts 0): the lookup gives it the slot one past the vocabulary. */
int bayes_terms_nhash(const BayesModel *pM){
  int i = termsMode(pM)->iNFeatures;
  return i ? (int)pM->aOpt[i] : 0;
}

/* The key of bucket b in z (at least 12 bytes): its decimal digits */
static int termsBucketKey(int b, char *z){
  char a[12];
  int n = 0, i;
  do{ a[n++] = (char)('0' + b%10); b /= 10; }while( b>0 );
  for(i=0; i<n; i++) z[i] = a[n-1-i];
  return n;
}

/* Bucket keys in numeric order: decimal numbers without leading zeros
** sort by length, then by bytes */
static int termsBucketCmp(const char *a, int na, const char *b, int nb){
  if( na!=nb ) return na<nb ? -1 : 1;
  return memcmp(a, b, (size_t)na);
}

/* 1 if z[0..n) is a bucket key below nHash: digits, no leading zero */
static int termsBucketValid(const char *z, int n, int nHash){
  i64 v = 0;
  int i;
  if( n<1 || n>10 || (n>1 && z[0]=='0') ) return 0;
  for(i=0; i<n; i++){
    if( z[i]<'0' || z[i]>'9' ) return 0;
    v = v*10 + (z[i]-'0');
  }
  return v<nHash;
}

/* bucket -> term index, an array of n_features ints (16 MB at most): a
** term's bucket is found without its key, and without probing the
** vocabulary's hash table, which outgrows the cache long before it does */
#define TERMS_BUCKET_MAP (1<<22)

/* Rebuild pT->aBucket from the vocabulary's keys (after it was reordered
** or merged into); 0 or SQLITE_NOMEM */
static int termsBucketMapBuild(BayesTermModel *pT, int nHash){
  int i;
  if( nHash<=0 || nHash>TERMS_BUCKET_MAP ) return SQLITE_OK;
  if( pT->aBucket==0 ){
    pT->aBucket = sqlite3_malloc64(sizeof(int)*(u64)nHash);
    if( pT->aBucket==0 ) return SQLITE_NOMEM;
  }
  memset(pT->aBucket, 0, sizeof(int)*(size_t)nHash);
  for(i=0; i<pT->voc.n; i++){
    int nK, k, b = 0;
    const char *z = bayes_vocab_key(&pT->voc, i, &nK);
    for(k=0; k<nK; k++) b = b*10 + (z[k]-'0');
    if( b>=0 && b<nHash ) pT->aBucket[b] = i+1;
  }
  pT->nBucketOf = pT->voc.n;
  return SQLITE_OK;
}

/* The term index of bucket b, -1 if the vocabulary has none */
static int termsBucketFind(const BayesTermModel *pT, int b){
  char zB[12];
  int nB;
  if( pT->aBucket && pT->nBucketOf==pT->voc.n ) return pT->aBucket[b] - 1;
  nB = termsBucketKey(b, zB);
  return bayes_vocab_find(&pT->voc, zB, nB);
}

/* The vocabulary's order: bytes, or bucket numbers when hashed */
static BayesKeyCmp termsKeyCmp(const BayesModel *pM){
  return bayes_terms_nhash(pM)>0 ? termsBucketCmp : 0;
}

/* alpha_terms, resolved: auto (-1) is alpha's scalar */
static double termsAlphaTerms(const BayesModel *pM){
  double a = pM->aOpt[termsMode(pM)->iAlphaTerms];
  return a<0.0 ? pM->aOpt[TERMS_OPT_ALPHA] : a;
}

double bayes_terms_alpha(const BayesModel *pM, int j){
  if( j<pM->nFeat ) return bayes_spec_opt(pM, TERMS_OPT_ALPHA, j);
  return termsAlphaTerms(pM);
}

double bayes_terms_alpha_sum(const BayesModel *pM, int d){
  double aT = termsAlphaTerms(pM), sum = 0.0;
  int j;
  if( pM->aVec[TERMS_OPT_ALPHA]==0 && aT==pM->aOpt[TERMS_OPT_ALPHA] ){
    return pM->aOpt[TERMS_OPT_ALPHA]*d;
  }
  for(j=0; j<d; j++) sum += bayes_terms_alpha(pM, j);
  return sum;
}

int bayes_terms_nterm(const BayesModel *pM){
  const BayesTermModel *p = (const BayesTermModel*)pM->pKindSt;
  return p ? p->voc.n : 0;
}

const char *bayes_terms_key(const BayesModel *pM, int k, int *pn){
  const BayesTermModel *pT = (const BayesTermModel*)pM->pKindSt;
  int t = k - pM->nFeat;
  if( pT==0 || t<0 || t>=pT->voc.n ){
    *pn = 15;
    return "(unseen bucket)";
  }
  return bayes_vocab_key(&pT->voc, t, pn);
}

int bayes_terms_new_class(BayesModel *pM, BayesClass *pC){
  BayesTermClass *p;
  i64 d = pM->nFeat<0 ? 0 : pM->nFeat;
  int bBinary = termsMode(pM)->eMode==BAYES_TERMS_BINARY;
  if( termsModelState(pM)==0 ) return SQLITE_NOMEM;
  p = bayes_kind_alloc(&pC->pSt, sizeof(*p) + (bBinary ? 8*(d+1) : 0));
  if( p==0 ) return SQLITE_NOMEM;
  if( bBinary ) p->aObs = (double*)&p[1];
  return SQLITE_OK;
}

static int termsCmpHit(const void *a, const void *b){
  int x = ((const BayesTermHit*)a)->iFeat, y = ((const BayesTermHit*)b)->iFeat;
  return x<y ? -1 : x>y;
}
/* Sort hits by feature and sum duplicates; returns the new count */
static int termsSortHits(BayesTermHit *a, int n){
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
    qsort(a, (size_t)n, sizeof(*a), termsCmpHit);
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
  const double sw = sign*pRow->w;   /* counts move by the row's weight */
  double thr = eMode==BAYES_TERMS_BINARY ? pM->aOpt[pMode->iThreshold] : 0.0;
  BayesTermModel *pT = termsModelState(pM);
  BayesTermClass *pS = (BayesTermClass*)pC->pSt;
  const char *zKind = pM->pKind->zName;
  int d = pM->nFeat, j, nHit = 0, nHash = bayes_terms_nhash(pM);
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
      bayes_err(pErr, "term \"%.*s\" has value %g; %s needs %s",
                pRow->anTerm[j]>40 ? 40 : pRow->anTerm[j],
                pRow->azTerm[j], x, zKind, eMode==BAYES_TERMS_COUNT ?
                "finite counts >= 0" : "finite numbers");
      return SQLITE_ERROR;
    }
    if( nHash>0 ){
      /* the term's bucket, by the bucket map (or its key) */
      int b = bayes_murmur3_bucket(pRow->azTerm[j], pRow->anTerm[j], nHash);
      if( pT->nBucketOf!=pT->voc.n && termsBucketMapBuild(pT, nHash) ){
        bayes_err_nomem(pErr); return SQLITE_NOMEM;
      }
      iT = termsBucketFind(pT, b);
      if( iT<0 && sign>0 ){
        char zB[12];
        int nB = termsBucketKey(b, zB);
        rc = bayes_vocab_intern(&pT->voc, zB, nB, &iT);
        if( rc ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
        if( pT->aBucket ){ pT->aBucket[b] = iT+1; pT->nBucketOf = pT->voc.n; }
      }
      if( iT<0 ) continue;     /* removal: cannot happen for a row added */
    }else if( sign>0 ){
      rc = j<pRow->nTermHash
         ? bayes_vocab_intern_hashed(&pT->voc, pRow->azTerm[j],
                                     pRow->anTerm[j], pRow->aTermHash[j], &iT)
         : bayes_vocab_intern(&pT->voc, pRow->azTerm[j], pRow->anTerm[j], &iT);
      if( rc==SQLITE_NOMEM ){ bayes_err_nomem(pErr); return rc; }
      if( rc ){
        bayes_err(pErr, "more than %d distinct terms", BAYES_MAX_VOCAB);
        return SQLITE_ERROR;
      }
    }else{
      iT = j<pRow->nTermHash
         ? bayes_vocab_find_hashed(&pT->voc, pRow->azTerm[j], pRow->anTerm[j],
                                   pRow->aTermHash[j])
         : bayes_vocab_find(&pT->voc, pRow->azTerm[j], pRow->anTerm[j]);
      if( iT<0 ) continue;     /* cannot happen for a row that was added */
    }
    pT->aHit[nHit].iFeat = iT;
    pT->aHit[nHit].v = x;
    nHit++;
  }
  /* Duplicate keys of one object are summed before they are counted, in
  ** the order a stable sort gives (termsSortHits).  A row without them, as
  ** every object bayes_tokens writes, needs no sort: distinct terms go to
  ** distinct counts, whose order does not matter.  A 4096-bit filter of
  ** the term indices sends a row with a possible duplicate to the sort. */
  if( nHit>1 ){
    u64 aSeen[64];
    int bDup = 0;
    memset(aSeen, 0, sizeof(aSeen));
    for(j=0; j<nHit && !bDup; j++){
      u32 b = (u32)pT->aHit[j].iFeat & 4095;
      if( aSeen[b>>6] & ((u64)1<<(b&63)) ) bDup = 1;
      aSeen[b>>6] |= (u64)1<<(b&63);
    }
    if( bDup ) nHit = termsSortHits(pT->aHit, nHit);
  }
  /* apply: counts and observed rows by the weight, vocabulary use by rows.
  ** The positional counts are grown once (a new entry is +0.0, and +0.0 +
  ** 0.0 is +0.0: the counts keep their bits), then added in place. */
  if( d>pS->cnt.nAlloc && bayes_counts_add(&pS->cnt, d-1, 0.0) ){
    bayes_err_nomem(pErr); return SQLITE_NOMEM;
  }
  for(j=0; j<d; j++){
    double x = pRow->aX[j];
    if( isnan(x) ) continue;
    if( eMode==BAYES_TERMS_BINARY ){
      pS->aObs[j] += sw;
      if( pS->aObs[j]<0.0 ) pS->aObs[j] = 0.0;   /* rounding of a removal */
      x = x>thr ? 1.0 : 0.0;
    }
    if( x!=0.0 ) pS->cnt.a[j] += sw*x;
    if( sign<0 && x!=0.0 && pS->cnt.a[j]<0.0 ){
      pS->cnt.a[j] = 0.0;   /* weights inexact in binary: a removal's rounding
                            ** may leave -1e-17, which no BLOB may hold */
    }
  }
  for(j=0; j<nHit; j++){
    double x = pT->aHit[j].v;
    int iT = pT->aHit[j].iFeat;
    if( eMode==BAYES_TERMS_BINARY ) x = x>thr ? 1.0 : 0.0;
    pT->voc.aUse[iT] += sign;
    if( sign<0 ) pT->voc.bTidy = 0;
    if( x!=0.0 ){
      if( d+iT<pS->cnt.nAlloc ){
        pS->cnt.a[d+iT] += sw*x;                 /* bayes_counts_add, inline */
      }else if( bayes_counts_add(&pS->cnt, d+iT, sw*x) ){
        bayes_err_nomem(pErr); return SQLITE_NOMEM;
      }
    }
    if( sign<0 && pS->cnt.a && d+iT<pS->cnt.nAlloc
     && (fabs(pS->cnt.a[d+iT])<1e-9 || pS->cnt.a[d+iT]<0.0) ){
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


/* Map every source term to ours (creating terms), adding use counts once */
static int termsMergeMap(BayesModel *pM, const BayesModel *pSrc,
                         BayesErr *pErr){
  BayesTermModel *pT = termsModelState(pM);
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
  rc = termsMergeMap(pM, pSrc, pErr);
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
  int rc = termsMergeMap(pM, pSrc, pErr);
  if( rc ) return rc;
  pT = (BayesTermModel*)pM->pKindSt;
  sqlite3_free(pT->aMap);
  pT->aMap = 0;
  pT->pMapSrc = 0;
  return SQLITE_OK;
}

/* Every count below BAYES_MAX_TOTAL, what a BLOB may hold (the reader's
** check): else an error, before a model is written that cannot be read. */
static int termsCheckTotals(const BayesModel *pM, BayesErr *pErr){
  int i, j, d = pM->nFeat + bayes_terms_nterm(pM);
  for(i=0; i<pM->nClass; i++){
    const BayesTermClass *pS = (const BayesTermClass*)pM->apClass[i]->pSt;
    for(j=0; j<d && j<pS->cnt.nAlloc; j++){
      if( !(pS->cnt.a[j]<BAYES_MAX_TOTAL) ){
        bayes_err(pErr, "the counts of feature %d sum to %g; a model holds "
                  "totals below %g", j+1, pS->cnt.a[j], BAYES_MAX_TOTAL);
        return SQLITE_ERROR;
      }
    }
  }
  return SQLITE_OK;
}

/* ------------------------------------------------------------ df limits
** min_df, max_df and max_features choose the terms scoring uses, as
** scikit-learn's CountVectorizer._limit_features, from the combined
** statistics (so a merge of shards limits as one fit does):
**   df_t = rows that had term t (the vocabulary's use count);
**   kept if df_t >= min_df and df_t <= max_df, where min_df < 1 and
**   max_df < 1 are proportions of the rows (times nRow), max_df = 1 (the
**   default) is every row, larger values counts; then, if more than max_features (> 0) remain, the
**   max_features of highest total count (the classes' summed counts of t:
**   the term frequency of a count kind, the rows with t of bernoulli_nb),
**   ties broken as scikit-learn's (-tf).argsort() breaks them with
**   numpy 1.24 (termsArgSort; see docs/text.md).
** Nothing is dropped from the statistics: the BLOB keeps every term. */
/* The order numpy 1.24's argsort (kind quicksort: an introsort, not
** stable) gives the values v[0..n) in a[0..n) (a holds 0..n-1 on entry):
** scikit-learn ranks max_features by (-tf).argsort(), so ties at the cut
** fall where this order puts them.  A transcription of numpy's
** aquicksort_ and aheapsort_ (npysort/quicksort.cpp, heapsort.cpp):
** median of three, insertion sort below 17, heapsort past depth 2 log n. */
static void termsArgHeap(const double *v, int *tosort, int n){
  int *a = tosort - 1, i, j, l, tmp;   /* 1-based */
  for(l=n>>1; l>0; --l){
    tmp = a[l];
    for(i=l, j=l<<1; j<=n; ){
      if( j<n && v[a[j]]<v[a[j+1]] ) j += 1;
      if( v[tmp]<v[a[j]] ){ a[i] = a[j]; i = j; j += j; }
      else break;
    }
    a[i] = tmp;
  }
  for(; n>1; ){
    tmp = a[n];
    a[n] = a[1];
    n -= 1;
    for(i=1, j=2; j<=n; ){
      if( j<n && v[a[j]]<v[a[j+1]] ) j++;
      if( v[tmp]<v[a[j]] ){ a[i] = a[j]; i = j; j += j; }
      else break;
    }
    a[i] = tmp;
  }
}
#define TERMS_SWAP(x,y) { int t_ = (x); (x) = (y); (y) = t_; }
static void termsArgSort(const double *v, int *tosort, int num){
  int *pl = tosort, *pr = tosort + num - 1;
  int *stack[128], **sptr = stack;
  int depth[128], *psdepth = depth;
  int *pm, *pi, *pj, *pk, vi, cdepth = 0, u = num;
  double vp;
  while( u>>=1 ) cdepth++;
  cdepth *= 2;
  for(;;){
    if( cdepth<0 ){
      termsArgHeap(v, pl, (int)(pr - pl + 1));
      goto stack_pop;
    }
    while( (pr - pl)>16 ){
      pm = pl + ((pr - pl)>>1);
      if( v[*pm]<v[*pl] ) TERMS_SWAP(*pm, *pl);
      if( v[*pr]<v[*pm] ) TERMS_SWAP(*pr, *pm);
      if( v[*pm]<v[*pl] ) TERMS_SWAP(*pm, *pl);
      vp = v[*pm];
      pi = pl;
      pj = pr - 1;
      TERMS_SWAP(*pm, *pj);
      for(;;){
        do{ ++pi; }while( v[*pi]<vp );
        do{ --pj; }while( vp<v[*pj] );
        if( pi>=pj ) break;
        TERMS_SWAP(*pi, *pj);
      }
      pk = pr - 1;
      TERMS_SWAP(*pi, *pk);
      /* push the larger partition on the stack */
      if( pi - pl < pr - pi ){
        *sptr++ = pi + 1;
        *sptr++ = pr;
        pr = pi - 1;
      }else{
        *sptr++ = pl;
        *sptr++ = pi - 1;
        pl = pi + 1;
      }
      *psdepth++ = --cdepth;
    }
    for(pi=pl+1; pi<=pr; ++pi){      /* insertion sort */
      vi = *pi;
      vp = v[vi];
      pj = pi;
      pk = pi - 1;
      while( pj>pl && vp<v[*pk] ){ *pj-- = *pk--; }
      *pj = vi;
    }
  stack_pop:
    if( sptr==stack ) break;
    pr = *(--sptr);
    pl = *(--sptr);
    cdepth = *(--psdepth);
  }
}
static int termsLimit(BayesModel *pM, BayesErr *pErr){
  BayesTermModel *pT = (BayesTermModel*)pM->pKindSt;
  const BayesTermsMode *pMode = termsMode(pM);
  int nT = pT->voc.n, d = pM->nFeat, t, i, nKeep = 0;
  double mn, mx, nMax;
  sqlite3_free(pT->aKeep);
  pT->aKeep = 0;
  pT->nKeep = nT;
  pT->nKeepOf = nT;
  if( pMode->iMinDf==0 ) return SQLITE_OK;
  mn = pM->aOpt[pMode->iMinDf];
  mx = pM->aOpt[pMode->iMinDf+1];
  nMax = pM->aOpt[pMode->iMinDf+2];
  if( mn<1.0 ) mn *= pM->nRow;
  if( mx==1.0 ) mx = INFINITY;        /* the default: every row */
  else if( mx<1.0 ) mx *= pM->nRow;
  if( mn<=1.0 && mx==INFINITY && (nMax<=0.0 || nMax>=nT) ){
    return SQLITE_OK;                 /* df_t >= 1: no term falls out */
  }
  pT->aKeep = sqlite3_malloc64((u64)nT + 1);
  if( pT->aKeep==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  for(t=0; t<nT; t++){
    double df = pT->voc.aUse[t];
    pT->aKeep[t] = df>=mn && df<=mx;
    nKeep += pT->aKeep[t];
  }
  if( nMax>0.0 && nKeep>nMax ){
    /* -tf of the candidates in vocabulary (byte) order, argsorted */
    double *aV = sqlite3_malloc64((sizeof(double)+sizeof(int))*((u64)nKeep+1));
    int *aIdx, *aTerm, n = 0;
    if( aV==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
    aIdx = (int*)&aV[nKeep+1];
    aTerm = (int*)sqlite3_malloc64(sizeof(int)*((u64)nKeep+1));
    if( aTerm==0 ){ sqlite3_free(aV); bayes_err_nomem(pErr); return SQLITE_NOMEM; }
    for(t=0; t<nT; t++){
      double tf = 0.0;
      if( !pT->aKeep[t] ) continue;
      for(i=0; i<pM->nClass; i++){
        const BayesTermClass *pS = (const BayesTermClass*)pM->apClass[i]->pSt;
        tf += bayes_counts_get(&pS->cnt, d+t);
      }
      aV[n] = -tf;
      aIdx[n] = n;
      aTerm[n] = t;
      pT->aKeep[t] = 0;
      n++;
    }
    termsArgSort(aV, aIdx, n);
    for(i=0; i<(int)nMax; i++) pT->aKeep[aTerm[aIdx[i]]] = 1;
    nKeep = (int)nMax;
    sqlite3_free(aTerm);
    sqlite3_free(aV);
  }
  pT->nKeep = nKeep;
  if( nKeep==nT ){                    /* every term kept after all */
    sqlite3_free(pT->aKeep);
    pT->aKeep = 0;
  }
  return SQLITE_OK;
}

/* 1 if min_df, max_df or max_features is not at its default */
static int termsHasLimits(const BayesModel *pM){
  int i, i0 = termsMode(pM)->iMinDf;
  if( i0==0 ) return 0;
  for(i=i0; i<i0+3; i++){           /* min_df, max_df, max_features */
    if( pM->aOpt[i]!=pM->pKind->aOpt[i].dDefault ) return 1;
  }
  return 0;
}

/* use_idf=1: the idf of every term, as scikit-learn's TfidfTransformer,
** from the document counts and rows of the whole fit (nRow: rows, by
** weight):  smooth_idf=1: ln((1 + n) / (1 + df)) + 1;  else ln(n/df) + 1.
** Computed for every term (a left-out one is never scored). */
static int termsIdf(BayesModel *pM, BayesErr *pErr){
  BayesTermModel *pT = (BayesTermModel*)pM->pKindSt;
  const BayesTermsMode *pMode = termsMode(pM);
  int nT = pT->voc.n, t, bSmooth;
  double n = pM->nRow;
  sqlite3_free(pT->aIdf);
  pT->aIdf = 0;
  if( pMode->iUseIdf==0 || pM->aOpt[pMode->iUseIdf]==0.0 ) return SQLITE_OK;
  bSmooth = pM->aOpt[pMode->iUseIdf+1]!=0.0;
  if( !bSmooth && bayes_terms_nhash(pM)>0 ){
    bayes_err(pErr, "use_idf=1 with n_features needs smooth_idf=1: the idf "
              "of a bucket no row used, ln(n/0) + 1, is infinite");
    return SQLITE_ERROR;
  }
  pT->aIdf = sqlite3_malloc64(sizeof(double)*((u64)nT + 1));
  if( pT->aIdf==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  /* slot nT: a bucket no row used (hashed vocabularies), df = 0 */
  pT->aIdf[nT] = log(1.0 + n) + 1.0;
  for(t=0; t<nT; t++){
    double df = pT->voc.aUse[t];
    pT->aIdf[t] = bSmooth ? log((1.0 + n)/(1.0 + df)) + 1.0
                          : log(n/df) + 1.0;
    if( !isfinite(pT->aIdf[t]) ) pT->aIdf[t] = 1.0;  /* df>n: weights */
  }
  return SQLITE_OK;
}

double bayes_terms_count(const BayesModel *pM, const BayesTermClass *pS,
                         int j){
  const BayesTermModel *pT = (const BayesTermModel*)pM->pKindSt;
  double v = bayes_counts_get(&pS->cnt, j);
  if( j>=pM->nFeat && pT->aIdf ) v *= pT->aIdf[j-pM->nFeat];
  return v;
}

void bayes_terms_sum_add(double *pSum, double *pComp, double x){
  double t = *pSum + x;
  if( fabs(*pSum)>=fabs(x) ) *pComp += (*pSum - t) + x;
  else *pComp += (x - t) + *pSum;
  *pSum = t;
}

int bayes_terms_nkept(const BayesModel *pM){
  const BayesTermModel *pT = (const BayesTermModel*)pM->pKindSt;
  return pT ? pT->nKeep : 0;
}
int bayes_terms_nsmooth(const BayesModel *pM){
  int nHash = bayes_terms_nhash(pM);
  return nHash>0 ? nHash : bayes_terms_nkept(pM);
}
int bayes_terms_kept(const BayesModel *pM, int j){
  const BayesTermModel *pT = (const BayesTermModel*)pM->pKindSt;
  return j<pM->nFeat || pT==0 || pT->aKeep==0 || j-pM->nFeat>=pT->voc.n
      || pT->aKeep[j-pM->nFeat];
}

int bayes_terms_tidy(BayesModel *pM, BayesErr *pErr){
  BayesTermModel *pT = termsModelState(pM);
  int *aMap = 0, nOld, i, rc;
  if( pT==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  if( termsCheckTotals(pM, pErr) ) return SQLITE_ERROR;
  if( bayes_terms_nhash(pM)>0 && termsHasLimits(pM) ){
    bayes_err(pErr, "n_features (a hashed vocabulary) takes no min_df, "
              "max_df or max_features, as HashingVectorizer has none: its "
              "memory is bounded by n_features already");
    return SQLITE_ERROR;
  }
  nOld = pT->voc.n;
  rc = bayes_vocab_tidy(&pT->voc, termsKeyCmp(pM), &aMap);
  if( rc==SQLITE_OK && aMap ) pT->nBucketOf = -1;    /* reordered */
  if( rc==SQLITE_OK && pT->nBucketOf!=pT->voc.n ){
    rc = termsBucketMapBuild(pT, bayes_terms_nhash(pM));
  }
  if( rc ){ sqlite3_free(aMap); bayes_err_nomem(pErr); return rc; }
  if( aMap==0 ){
    rc = termsLimit(pM, pErr);
    return rc ? rc : termsIdf(pM, pErr);
  }
  for(i=0; i<pM->nClass; i++){
    BayesTermClass *pS = (BayesTermClass*)pM->apClass[i]->pSt;
    if( bayes_counts_remap(&pS->cnt, pM->nFeat, aMap, nOld) ){
      sqlite3_free(aMap);
      bayes_err_nomem(pErr);
      return SQLITE_NOMEM;
    }
  }
  sqlite3_free(aMap);
  rc = termsLimit(pM, pErr);
  return rc ? rc : termsIdf(pM, pErr);
}

/* prune=1: the BLOB leaves out the terms the limits left out (vocabulary
** and counts), so it holds the terms used only.  The model in memory keeps
** them (a window frame's next rows may need them).  Read back, the
** pruned model keeps all its terms when finalized (their document counts,
** totals and nRow are unchanged) and scores as before; but a merge of
** pruned models is not one fit: each forgot the terms it dropped. */
static const u8 *termsWriteMask(const BayesModel *pM){
  const BayesTermModel *pT = (const BayesTermModel*)pM->pKindSt;
  int i0 = termsMode(pM)->iMinDf;
  if( pT==0 || i0==0 || pM->aOpt[i0+3]==0.0 ) return 0;
  if( pT->nKeepOf!=pT->voc.n ) return 0;  /* rows came since: not chosen */
  return pT->aKeep;
}

int bayes_terms_write(const BayesModel *pM, BayesBuf *pB){
  int eMode = termsMode(pM)->eMode;
  const BayesTermModel *pT = (const BayesTermModel*)pM->pKindSt;
  const u8 *aKeep = termsWriteMask(pM);
  int nT = bayes_terms_nterm(pM), i, j, d = pM->nFeat;
  if( pT ){
    bayes_vocab_write_some(&pT->voc, aKeep, pT->nKeep, pB);
  }else{
    bayes_put_u32(pB, 0);
  }
  for(i=0; i<pM->nClass; i++){
    const BayesTermClass *pS = (const BayesTermClass*)pM->apClass[i]->pSt;
    if( bayes_buf_reserve(pB, 8*((i64)d+nT+d)) ) return SQLITE_NOMEM;
    for(j=0; j<d+nT; j++){
      if( aKeep && j>=d && !aKeep[j-d] ) continue;
      bayes_put_f64(pB, bayes_counts_get(&pS->cnt, j));
    }
    if( eMode==BAYES_TERMS_BINARY ) bayes_put_f64s(pB, pS->aObs, d);
  }
  return pB->oom ? SQLITE_NOMEM : SQLITE_OK;
}

int bayes_terms_read(BayesModel *pM, BayesReader *pR, int iVersion,
                     BayesErr *pErr){
  int eMode = termsMode(pM)->eMode;
  BayesTermModel *pT = termsModelState(pM);
  int d = pM->nFeat, i, j, nT, rc;
  i64 nPer;
  (void)iVersion;           /* 1: the only layout so far */
  if( pT==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  rc = bayes_vocab_read(&pT->voc, pR, termsKeyCmp(pM));
  if( rc ){
    if( rc==SQLITE_NOMEM ) bayes_err_nomem(pErr);
    return rc;
  }
  nT = pT->voc.n;
  if( bayes_terms_nhash(pM)>0 ){
    for(i=0; i<nT; i++){          /* bucket numbers below n_features */
      int nK;
      const char *z = bayes_vocab_key(&pT->voc, i, &nK);
      if( !termsBucketValid(z, nK, bayes_terms_nhash(pM)) ) return SQLITE_ERROR;
    }
    pT->nBucketOf = -1;
    if( termsBucketMapBuild(pT, bayes_terms_nhash(pM)) ){
      bayes_err_nomem(pErr); return SQLITE_NOMEM;
    }
  }
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
      if( !(v>=0.0 && v<BAYES_MAX_TOTAL) ) return SQLITE_ERROR;
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
  int i, n = 0, nHash = bayes_terms_nhash(pM);
  *paHit = aStack;
  *pnHit = 0;
  if( nHash>0 && pRow->nTerm>0 ){
    /* hashed: every term has a bucket; one no row used is the slot past
    ** the vocabulary, each such bucket its own hit.  The hits are summed
    ** and ordered by bucket number first (iFeat holds it until then), the
    ** order of HashingVectorizer's columns, in which scikit-learn's sparse
    ** product adds a row's terms up */
    int nT = bayes_terms_nterm(pM), d = pM->nFeat;
    if( pRow->nTerm>nStack ){
      a = sqlite3_malloc64(sizeof(*a)*(u64)pRow->nTerm);
      if( a==0 ) return SQLITE_NOMEM;
      *paHit = a;
    }
    for(i=0; i<pRow->nTerm; i++){
      a[n].iFeat = bayes_murmur3_bucket(pRow->azTerm[i], pRow->anTerm[i],
                                        nHash);
      a[n].v = pRow->aTermVal[i];
      n++;
    }
    n = termsSortHits(a, n);
    for(i=0; i<n; i++){
      int iT = pT ? termsBucketFind(pT, a[i].iFeat) : -1;
      if( iT<0 ) iT = nT;                              /* unseen bucket */
      a[i].iFeat = d + iT;
      if( pT && pT->aIdf ) a[i].v *= pT->aIdf[iT];
    }
    *pnHit = n;
    return SQLITE_OK;
  }
  if( pT==0 || pT->voc.n==0 || pRow->nTerm==0 ) return SQLITE_OK;
  if( pRow->nTerm>nStack ){
    a = sqlite3_malloc64(sizeof(*a)*(u64)pRow->nTerm);
    if( a==0 ) return SQLITE_NOMEM;
    *paHit = a;
  }
  for(i=0; i<pRow->nTerm; i++){
    int iT = i<pRow->nTermHash
      ? bayes_vocab_find_hashed(&pT->voc, pRow->azTerm[i], pRow->anTerm[i],
                                pRow->aTermHash[i])
      : bayes_vocab_find(&pT->voc, pRow->azTerm[i], pRow->anTerm[i]);
    if( iT<0 || (pT->aKeep && !pT->aKeep[iT]) ) continue;
    a[n].iFeat = pM->nFeat + iT;
    a[n].v = pRow->aTermVal[i];
    if( pT->aIdf ) a[n].v *= pT->aIdf[iT];    /* use_idf: tf * idf */
    n++;
  }
  *pnHit = termsSortHits(a, n);
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
    sqlite3_free(p->aKeep);
    sqlite3_free(p->aIdf);
    sqlite3_free(p->aBucket);
    sqlite3_free(p->aMap);
    sqlite3_free(p->aHit);
  }
}

/* ------------------------------------------------------------ info */
#define TERMS_N_TELLING 10
static int termsInfo(const BayesModel *pM, BayesBuf *pB,
                     const double *const *apVal, const char *zName,
                     int bRelative){
  int d = pM->nFeat, nT = bayes_terms_nterm(pM), i, j, k;
  int nC = pM->nClass;
  int aTop[TERMS_N_TELLING]; double aScore[TERMS_N_TELLING];
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
  if( termsHasLimits(pM) ){
    /* the terms scoring uses (scikit-learn's len(vocabulary_)) */
    bayes_buf_str(pB, ",\"terms_used\":");
    bayes_json_num(pB, (double)bayes_terms_nkept(pM));
  }

  bayes_buf_str(pB, ",\"telling_terms\":{");
  for(i=0; i<nC; i++){
    const BayesTermModel *pT = (const BayesTermModel*)pM->pKindSt;
    int nTop = 0;
    for(j=0; j<nT; j++){
      double s = apVal[i][d+j];
      if( !bayes_terms_kept(pM, d+j) ) continue;   /* left out by limits */
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
      if( nTop<TERMS_N_TELLING || s>aScore[nTop-1] ){
        k = nTop<TERMS_N_TELLING ? nTop++ : TERMS_N_TELLING-1;
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

int bayes_terms_info(const BayesModel *pM, BayesBuf *pB,
                     const double *(*xVal)(const BayesClass*),
                     const char *zName, int bRelative){
  const double **ap;
  int i, rc;
  ap = sqlite3_malloc64(sizeof(double*)*(u64)(pM->nClass+1));
  if( ap==0 ) return SQLITE_NOMEM;
  for(i=0; i<pM->nClass; i++) ap[i] = xVal(pM->apClass[i]);
  rc = termsInfo(pM, pB, (const double *const*)ap, zName, bRelative);
  sqlite3_free(ap);
  return rc;
}


static int termsSampleCounts(const BayesModel *pM, const double *aP,
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

int bayes_terms_sample(const BayesModel *pM, int iClass, double nTot,
                       void (*xProb)(const BayesModel*, int iClass, double*),
                       BayesRng *pRng, BayesBuf *pB, BayesErr *pErr){
  int d = pM->nFeat + bayes_terms_nterm(pM), rc;
  double L = floor(nTot / pM->apClass[iClass]->n + 0.5);
  double *aP;
  if( L>1e7 ){
    bayes_err(pErr, "rows of this class average %g counts; "
              "%s samples at most 1e7", L, pM->pKind->zName);
    return SQLITE_ERROR;
  }
  aP = sqlite3_malloc64(sizeof(double)*(u64)(d+1));
  if( aP==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  xProb(pM, iClass, aP);
  rc = termsSampleCounts(pM, aP, (i64)L, pRng, pB);
  sqlite3_free(aP);
  if( rc ) bayes_err_nomem(pErr);
  return rc;
}

/* bayes_params for a count kind: the row at aPos (class aPos[0], feature
** aPos[1] over the positional features then the terms) with the class's
** summed count and, as field mField (BAYES_PARAM_LOGP or _WEIGHT), entry
** aPos[1] of the vector xVal gives for the class.  Advances aPos; 1, or 0
** after the last row. */
int bayes_terms_params(const BayesModel *pM, i64 *aPos, BayesParamRow *p,
                       const double *(*xVal)(const BayesClass*), int mField){
  const BayesClass *pC;
  int d = pM->nFeat + bayes_terms_nterm(pM);
  double v;
  if( aPos[0]>=pM->nClass || d<=0 ) return 0;
  pC = pM->apClass[aPos[0]];
  bayes_terms_param_feature(pM, (int)aPos[1], p);
  p->iClass = (int)aPos[0];
  v = xVal(pC)[aPos[1]];
  if( mField==BAYES_PARAM_WEIGHT ) p->weight = v; else p->logp = v;
  p->count = bayes_counts_get(&((const BayesTermClass*)pC->pSt)->cnt,
                              (int)aPos[1]);
  p->mHave = mField|BAYES_PARAM_COUNT;
  if( ++aPos[1]>=d ){ aPos[1] = 0; aPos[0]++; }
  return 1;
}

/* ------------------------------------------------------------ explain, params */
/* The parts of a score linear in the counts, sum_j x_j w_yj: x_j (w_Aj -
** w_Bj) for each observed positional feature and each known term of the
** row (0 where the weights are equal, infinite ones included). */
int bayes_terms_explain(const BayesModel *pM, const BayesRow *pRow, int iA,
                        int iB, const double *(*xVal)(const BayesClass*),
                        BayesExplain *pX, BayesErr *pErr){
  const double *aWA = xVal(pM->apClass[iA]);
  const double *aWB = xVal(pM->apClass[iB]);
  BayesTermHit aStack[64], *aHit;
  int nHit, j, d = pM->nFeat;
  for(j=0; j<d; j++){
    double x = pRow->aX[j];
    if( isnan(x) ) continue;
    bayes_explain_part(pX, j, 0, 0, 0, x,
                       x>0.0 && aWA[j]!=aWB[j] ? x*(aWA[j] - aWB[j]) : 0.0);
  }
  if( bayes_terms_lookup(pM, pRow, aStack, 64, &aHit, &nHit) ){
    bayes_err_nomem(pErr); return SQLITE_NOMEM;
  }
  for(j=0; j<nHit; j++){
    int k = aHit[j].iFeat, n;
    double x = aHit[j].v;
    const char *z = bayes_terms_key(pM, k, &n);
    bayes_explain_part(pX, -1, z, n, 0, x,
                       x>0.0 && aWA[k]!=aWB[k] ? x*(aWA[k] - aWB[k]) : 0.0);
  }
  if( aHit!=aStack ) sqlite3_free(aHit);
  return SQLITE_OK;
}

/* bayes_params: name feature j of the feature space (positional, then the
** terms of a count kind's vocabulary) in *p */
void bayes_terms_param_feature(const BayesModel *pM, int j, BayesParamRow *p){
  if( j<pM->nFeat ){
    p->iFeat = j;
  }else{
    const BayesTermModel *pT = (const BayesTermModel*)pM->pKindSt;
    p->iFeat = -1;
    p->zTerm = bayes_vocab_key(&pT->voc, j-pM->nFeat, &p->nTerm);
  }
}

/* bayes_sql of a count kind (xSql): the FROM clause that sums, for the
** row's known terms, nVal values per term (xVal(pM, pArg, v, j) for
** feature j = nFeat + term): columns _t0 .. _t<nVal-1>.  The row's JSON
** object is read with json_each, a term given twice summed first (as
** bayes_terms_lookup sums it), and a term counts where its value is above
** thr: column v sums value * xVal (bBinary 0: the count kinds, thr 0) or
** xVal alone (bBinary: bernoulli_nb, thr its binarize).  Unknown terms
** find no row of the VALUES tables and add nothing.
**
** The vocabulary is written as VALUES tables of TERMS_SQL_CHUNK terms
** each, joined to the row's terms and added up with UNION ALL: SQLite's
** planner gives a VALUES table of some 10 000 rows an automatic index,
** but one of 30 000 or 50 000 it scanned for every term of every row
** (measured with 3.40: a 100k-term model scored 2000 rows in 1 s in
** chunks, and in more than 2 minutes as one table).  At most
** TERMS_SQL_MAX_CHUNK chunks: SQLite's limit of 500 terms in a compound
** SELECT. */
#define TERMS_SQL_CHUNK     4096
#define TERMS_SQL_MAX_CHUNK 500
int bayes_terms_sql_from(const BayesModel *pM, const BayesSqlCols *pCols,
                         int nVal,
                         double (*xVal)(const BayesModel*, void*, int, int),
                         void *pArg, int bBinary, double thr, BayesBuf *pB,
                         BayesErr *pErr){
  const BayesTermModel *pT = (const BayesTermModel*)pM->pKindSt;
  int nTerm = bayes_terms_nkept(pM), v, t, k;
  if( bayes_terms_nhash(pM)>0 ){
    bayes_err(pErr, "a hashed vocabulary (n_features=%d) has no SQL form: "
              "SQL cannot hash a term with MurmurHash3",
              bayes_terms_nhash(pM));
    return SQLITE_ERROR;
  }
  if( nTerm > (i64)TERMS_SQL_CHUNK*TERMS_SQL_MAX_CHUNK ){
    bayes_err(pErr, "the model has %d terms; SQL takes at most %d "
              "(SQLite's limit of %d terms in a compound SELECT, of %d each)",
              nTerm, TERMS_SQL_CHUNK*TERMS_SQL_MAX_CHUNK, TERMS_SQL_MAX_CHUNK,
              TERMS_SQL_CHUNK);
    return SQLITE_ERROR;
  }
  bayes_buf_str(pB, " FROM (SELECT ");
  for(v=0; v<nVal; v++){
    if( v ) bayes_buf_char(pB, ',');
    bayes_buf_str(pB, bBinary ? "total(_c" : "total(_v*_c");
    bayes_json_int(pB, v);
    bayes_buf_str(pB, ") AS _t");
    bayes_json_int(pB, v);
  }
  bayes_buf_str(pB, " FROM (WITH _r(_k,_v) AS (SELECT key, total(value) "
                    "FROM json_each(");
  bayes_buf_str(pB, pCols->zTerms);
  bayes_buf_str(pB, ") GROUP BY key HAVING total(value)>");
  bayes_sqltext_numx(pB, thr);
  bayes_buf_char(pB, ')');
  /* the terms scoring uses (k counts them): a term the df limits left
  ** out is unknown to SQL too; with use_idf a count kind's value is
  ** value * idf, so its weights are written times idf */
  for(t=0, k=0; t<bayes_terms_nterm(pM); t++){
    int n;
    const char *z;
    if( !bayes_terms_kept(pM, pM->nFeat + t) ) continue;
    z = bayes_vocab_key(&pT->voc, t, &n);
    if( (k++)%TERMS_SQL_CHUNK==0 ){
      if( k>1 ) bayes_buf_str(pB, ") AS _w ON _w.column1=_r._k UNION ALL");
      bayes_buf_str(pB, " SELECT _v");
      for(v=0; v<nVal; v++){
        bayes_buf_str(pB, ",_w.column");
        bayes_json_int(pB, v+2);
        bayes_buf_str(pB, " AS _c");
        bayes_json_int(pB, v);
      }
      bayes_buf_str(pB, " FROM _r JOIN (VALUES(");
    }else{
      bayes_buf_str(pB, ",(");
    }
    bayes_sqltext_str(pB, z, n);
    for(v=0; v<nVal; v++){
      double c = xVal(pM, pArg, v, pM->nFeat + t);
      if( !bBinary && pT->aIdf ) c *= pT->aIdf[t];
      bayes_buf_char(pB, ',');
      bayes_sqltext_num(pB, c);
    }
    bayes_buf_char(pB, ')');
  }
  bayes_buf_str(pB, ") AS _w ON _w.column1=_r._k))");
  return pB->oom ? SQLITE_NOMEM : SQLITE_OK;
}

/* bayes_terms_sql_from's xVal for bayes_terms_sql_linear: pArg holds the
** class vector's accessor; value v is class v's */
typedef struct TermsSqlVec { const double *(*xVal)(const BayesClass*); } TermsSqlVec;
static double termsSqlLinearVal(const BayesModel *pM, void *pArg, int v, int j){
  return ((TermsSqlVec*)pArg)->xVal(pM->apClass[v])[j];
}

/* bayes_sql of a score linear in the counts (multinomial_nb,
** complement_nb; xSql): class i's column is sum_j [x_j > 0] x_j w_ij, w_i
** what xVal gives, positional features first, then the known terms. */
int bayes_terms_sql_linear(const BayesModel *pM, const BayesSqlCols *pCols,
                           const double *(*xVal)(const BayesClass*),
                           BayesBuf *pB, BayesErr *pErr){
  int i, j, d = pM->nFeat, nTerm = bayes_terms_nkept(pM);   /* used */
  if( bayes_terms_nhash(pM)>0 ){
    return bayes_terms_sql_from(pM, pCols, 0, 0, 0, 0, 0.0, pB, pErr);
  }
  bayes_buf_str(pB, "SELECT ");
  for(i=0; i<pM->nClass; i++){
    const double *w = xVal(pM->apClass[i]);
    BayesSqlSum sum;
    bayes_sqltext_sum_init(&sum);
    for(j=0; j<d; j++){
      BayesBuf *p;
      if( w[j]==0.0 ) continue;
      p = bayes_sqltext_sum_term(&sum);
      bayes_buf_str(p, "CASE WHEN ");
      bayes_buf_str(p, pCols->azCol[j]);
      bayes_buf_str(p, ">0 THEN ");
      bayes_buf_str(p, pCols->azCol[j]);
      bayes_buf_char(p, '*');
      bayes_sqltext_numx(p, w[j]);
      bayes_buf_str(p, " ELSE 0.0 END");
    }
    if( nTerm>0 ){
      BayesBuf *p = bayes_sqltext_sum_term(&sum);
      bayes_buf_str(p, "_t");
      bayes_json_int(p, i);
    }
    if( i ) bayes_buf_char(pB, ',');
    bayes_sqltext_sum_end(&sum, "+", "0.0", pB);
    bayes_buf_str(pB, " AS j");
    bayes_json_int(pB, i);
  }
  if( nTerm>0 ){
    TermsSqlVec vec;
    vec.xVal = xVal;
    return bayes_terms_sql_from(pM, pCols, pM->nClass, termsSqlLinearVal,
                                &vec, 0, 0.0, pB, pErr);
  }
  return pB->oom ? SQLITE_NOMEM : SQLITE_OK;
}
