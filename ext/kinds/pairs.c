/*
** kinds/pairs.c — the pair counts that tan and aode share: per class, the
** weight of rows with feature i = a, and of rows with feature i = a and
** feature j = b together (i < j), over categorical features.
**
** The counts are a sum over rows, so they merge exactly (bayes_merge adds
** them), slide in windows (a removed row subtracts what it added) and take
** weights (a row of weight w adds w).  Categories are kept as
** categorical_nb keeps them: a BayesVocab of (feature, category) keys
** (u32 feature big-endian | 'i' i64, 'r' f64 or 't' text bytes), interned
** as rows come and sorted when the model is finalized (the keys of
** kinds/catkey.c).  Per class:
**
**   cnt[k]     weight of rows with key k (feature i = a)
**   aObs[i]    weight of rows where feature i is present
**   pairs      a hash of (k, l) -> weight of rows with keys k and l (the
**              keys of two different features, k < l as vocabulary
**              indices); only pairs seen are stored, so fitting costs
**              memory for what the data hold.
**
** bayes_pairs_finalize sorts the keys and lays the counts out densely, a
** table per feature pair: BayesPairsTab, what the kinds score from.  Its
** size, C * sum over i<j of v_i * v_j cells (C classes, v_i categories of
** feature i), is bounded by the option max_cells (BAYES_PAIRS_MAX_CELLS
** by default): a fit that would need more stops with an error that names
** the option, as soon as the categories seen make the bound exceed it.
**
** BLOB section (bayes_pairs_write), after the kind's own bytes:
**   the key vocabulary (bayes_vocab_write), then per class:
**   f64 x nKey counts, f64 x nFeat observed weights, u32 nPair, and
**   nPair x (u32 k, u32 l, f64 count), k < l, sorted by (k, l), keys of
**   two different features, counts not zero.
*/
#include "bayesInt.h"
#include <string.h>
#include <math.h>

/* A count that removals bring below this is 0: the rounding residue of
** adding and subtracting the same weights (terms.c uses the same bound) */
#define PAIRS_RESIDUE 1e-9

/* ------------------------------------------------------------ keys */
/* The (feature, category) keys are kinds/catkey.c's. */

static int pkFeature(const BayesVocab *pV, int i){
  return bayes_catkey_feature(pV, i);
}

void bayes_pairs_key_json(const BayesPairs *p, int k, BayesBuf *pB){
  bayes_catkey_json(&p->voc, k, pB);
}

void bayes_pairs_key_cat(const BayesPairs *p, int k, BayesCat *pCat){
  bayes_catkey_cat(&p->voc, k, pCat);
}

/* ------------------------------------------------------------ cuts */
/* The option cuts=[[c1,c2,...],null,[],...]: per feature its cut points
** (a numeric feature, binned) or null (a categorical one). */
int bayes_pairs_spec_cuts(BayesPairs *p, const char *z, int n, BayesErr *pErr){
  int i = 0, nF = 0, nC = 0, pass;
  for(pass=0; pass<2; pass++){
    nF = 0; nC = 0; i = 0;
    while( i<n && (z[i]==' ' || z[i]=='\t') ) i++;
    if( i>=n || z[i]!='[' ) goto bad;
    i++;
    while( 1 ){
      while( i<n && (z[i]==' ' || z[i]=='\t') ) i++;
      if( i<n && z[i]==']' && nF==0 ){ i++; break; }
      if( i+4<=n && memcmp(z+i, "null", 4)==0 ){
        if( pass ){ p->anCut[nF] = -1; p->aCutOff[nF] = nC; }
        i += 4;
      }else if( i<n && z[i]=='[' ){
        int k = i, m = 0;
        BayesJsonIter it;
        BayesJsonVal key, val;
        while( k<n && z[k]!=']' ) k++;
        if( k>=n ) goto bad;
        if( bayes_json_iter_start(&it, z+i, k-i+1) ) goto bad;
        while( 1 ){
          int rc = bayes_json_iter_next(&it, &key, &val);
          if( rc==0 ) break;
          if( rc<0 || val.eType!=BAYES_J_NUM || !isfinite(val.r) ) goto bad;
          if( pass ){
            if( m>0 && !(val.r > p->aCut[nC-1]) ){
              bayes_err(pErr, "option cuts: feature %d's cut points are not "
                        "increasing", nF+1);
              return SQLITE_ERROR;
            }
            p->aCut[nC] = val.r;
          }
          m++; nC++;
        }
        if( pass ){ p->anCut[nF] = m; p->aCutOff[nF] = nC - m; }
        i = k+1;
      }else{
        goto bad;
      }
      nF++;
      if( nF>BAYES_MAX_FEATURES ) goto bad;
      while( i<n && (z[i]==' ' || z[i]=='\t') ) i++;
      if( i<n && z[i]==',' ){ i++; continue; }
      if( i<n && z[i]==']' ){ i++; break; }
      goto bad;
    }
    while( i<n && (z[i]==' ' || z[i]=='\t') ) i++;
    if( i!=n ) goto bad;
    if( pass==0 ){
      sqlite3_free(p->anCut);
      p->anCut = sqlite3_malloc64(sizeof(int)*2*(u64)(nF+1) + sizeof(double)*(u64)(nC+1));
      if( p->anCut==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
      p->aCutOff = p->anCut + nF + 1;
      p->aCut = (double*)(p->aCutOff + nF + 1);
      p->nCutFeat = nF;
    }
  }
  return SQLITE_OK;
bad:
  bayes_err(pErr, "option cuts: expected a JSON array with, per feature, an "
            "array of its cut points (a numeric feature) or null (a "
            "categorical one), as bayes_info of a density_nb model gives "
            "them ('$.cuts'), e.g. cuts=[[2.5,4],null]");
  return SQLITE_ERROR;
}

/* ------------------------------------------------------------ impute */
/* The option impute=[v1,null,...]: per feature, the category a missing
** value (NULL) stands for, or null (left missing).  Values: JSON strings
** (TEXT) and numbers (INTEGER when whole, else REAL), as JSON array
** arguments give categories. */
static int pkSetImpute(BayesPairs *p, int nF, const BayesCat *aCat,
                       BayesErr *pErr){
  i64 nText = 0;
  int j;
  char *z;
  for(j=0; j<nF; j++) if( aCat[j].eType==SQLITE_TEXT ) nText += aCat[j].n;
  sqlite3_free(p->aImp);
  p->aImp = sqlite3_malloc64(sizeof(BayesCat)*(u64)(nF+1) + (u64)nText + 1);
  if( p->aImp==0 ){ p->nImpFeat = 0; bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  z = (char*)&p->aImp[nF+1];
  for(j=0; j<nF; j++){
    p->aImp[j] = aCat[j];
    if( aCat[j].eType==SQLITE_TEXT ){
      if( aCat[j].n ) memcpy(z, aCat[j].z, aCat[j].n);
      p->aImp[j].z = z;
      z += aCat[j].n;
    }
  }
  p->nImpFeat = nF;
  return SQLITE_OK;
}

int bayes_pairs_spec_impute(BayesPairs *p, const char *z, int n, BayesErr *pErr){
  BayesJsonIter it;
  BayesJsonVal key, val;
  BayesCat *aCat = 0;
  char *zText = 0;
  int nF = 0, nAlloc = 0, rc;
  i64 nText = 0;
  if( bayes_json_iter_start(&it, z, n) || it.bObj ) goto bad;
  zText = sqlite3_malloc64((u64)n + 1);   /* unescaped text is no longer */
  if( zText==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  while( (rc = bayes_json_iter_next(&it, &key, &val))==1 ){
    BayesCat c;
    memset(&c, 0, sizeof(c));
    if( nF>=nAlloc ){
      BayesCat *aNew;
      nAlloc = nAlloc ? 2*nAlloc : 16;
      if( nAlloc>BAYES_MAX_FEATURES+16 ) goto bad;
      aNew = sqlite3_realloc64(aCat, sizeof(BayesCat)*(u64)nAlloc);
      if( aNew==0 ){ sqlite3_free(aCat); sqlite3_free(zText); bayes_err_nomem(pErr); return SQLITE_NOMEM; }
      aCat = aNew;
    }
    if( val.eType==BAYES_J_NULL ){
      c.eType = SQLITE_NULL;
    }else if( val.eType==BAYES_J_NUM && !val.bBool ){
      if( !isfinite(val.r) ) goto bad;
      if( val.r==floor(val.r) && fabs(val.r)<9.2e18 ){
        c.eType = SQLITE_INTEGER; c.i = (i64)val.r;
      }else{
        c.eType = SQLITE_FLOAT; c.r = val.r;
      }
    }else if( val.eType==BAYES_J_STR ){
      c.eType = SQLITE_TEXT;
      c.n = val.bEsc ? bayes_json_unescape(val.z, val.n, zText + nText)
                     : (memcpy(zText + nText, val.z, val.n), val.n);
      c.z = zText + nText;   /* rebased by pkSetImpute's copy */
      nText += c.n;
    }else{
      goto bad;
    }
    aCat[nF++] = c;
  }
  if( rc<0 || nF==0 ) goto bad;
  rc = pkSetImpute(p, nF, aCat, pErr);
  sqlite3_free(aCat);
  sqlite3_free(zText);
  return rc;
bad:
  sqlite3_free(aCat);
  sqlite3_free(zText);
  bayes_err(pErr, "option impute: expected a JSON array with, per feature, "
            "the category a missing value stands for (a string or a "
            "number) or null, e.g. impute=[\"y\",null,2]");
  return SQLITE_ERROR;
}

/* The bin of x among feature j's cuts: the number of cuts below x (a value
** equal to a cut is in the bin below it, as Weka's Discretize) */
static int pkBin(const BayesPairs *p, int j, double x){
  const double *a = p->aCut + p->aCutOff[j];
  int lo = 0, hi = p->anCut[j];
  while( lo<hi ){
    int mid = (lo+hi)/2;
    if( a[mid]<x ) lo = mid+1; else hi = mid;
  }
  return lo;
}

/* Is feature j numeric (binned by cuts)? */
int bayes_pairs_numeric(const BayesPairs *p, int j){
  return p->nCutFeat>0 && j<p->nCutFeat && p->anCut[j]>=0;
}

/* A number in bin b of numeric feature j, which scores into that bin: the
** bin's midpoint; the outer bins reach as far beyond their cut as the
** neighbouring bin is wide (1 when there is none) */
double bayes_pairs_bin_number(const BayesPairs *p, int j, int b){
  const double *a = p->aCut + p->aCutOff[j];
  int m = p->anCut[j];
  if( m==0 ) return 0.0;
  if( b<=0 ) return m>1 ? a[0] - (a[1]-a[0])/2 : a[0] - 1.0;
  if( b>=m ) return m>1 ? a[m-1] + (a[m-1]-a[m-2])/2 : a[m-1] + 1.0;
  return a[b-1] + (a[b]-a[b-1])/2;
}

/* Key index of feature j's category in the row: >= 0, -1 if missing or
** not in the vocabulary, -2 out of memory.  bIntern: add it if new. */
static int pkRowKey(BayesPairs *p, const BayesRow *pRow, int j, int bIntern,
                    int *pbNew){
  u8 aStack[256], *z = aStack, *zFree = 0;
  int n, idx = -1, rc;
  const BayesCat *pCat = &pRow->aCat[j];
  if( pCat->eType==SQLITE_NULL && j<p->nImpFeat ) pCat = &p->aImp[j];
  if( bayes_pairs_numeric(p, j) && pCat->eType!=SQLITE_NULL ){
    BayesCat c;
    double x;
    if( pCat->eType==SQLITE_TEXT ) return -4;
    x = pCat->eType==SQLITE_INTEGER ? (double)pCat->i : pCat->r;
    memset(&c, 0, sizeof(c));
    c.eType = SQLITE_INTEGER;
    c.i = pkBin(p, j, x);
    n = bayes_catkey_encode(j, &c, aStack, sizeof(aStack));
  }else{
    n = bayes_catkey_encode(j, pCat, aStack, sizeof(aStack));
  }
  if( n==0 ) return -1;
  if( n<0 ){
    int nNeed = 5 + pCat->n;
    z = zFree = sqlite3_malloc64((u64)nNeed);
    if( zFree==0 ) return -2;
    n = bayes_catkey_encode(j, pCat, zFree, nNeed);
  }
  if( bIntern ){
    int n0 = p->voc.n;
    rc = bayes_vocab_intern(&p->voc, (const char*)z, n, &idx);
    if( rc==SQLITE_NOMEM ) idx = -2;
    else if( rc ) idx = -3;
    else if( p->voc.n>n0 ) *pbNew = 1;
  }else{
    idx = bayes_vocab_find(&p->voc, (const char*)z, n);
    if( idx<0 ) idx = -5;
  }
  sqlite3_free(zFree);
  return idx;
}

int bayes_pairs_row_key(const BayesPairs *p, const BayesRow *pRow, int j){
  return pkRowKey((BayesPairs*)p, pRow, j, 0, 0);
}

/* The error of a row_key result -4 (text in a numeric feature) */
int bayes_pairs_text_error(int j, BayesErr *pErr){
  bayes_err(pErr, "feature %d has cut points (option cuts) and takes "
            "numbers, not text", j+1);
  return SQLITE_ERROR;
}

/* ------------------------------------------------------------ pair hash */
/* Open addressing, linear probing, at most half full; a slot is the key
** ((u64)k << 32 | l) + 1 (0: empty) and its count. */
static int phGrow(BayesPairsClass *pS){
  int nNew = pS->nHt ? pS->nHt*2 : 64, i;
  if( pS->nHt>=(1<<29) ) return SQLITE_NOMEM;   /* 2^28 pairs in one class */
  u64 *aK = sqlite3_malloc64(sizeof(u64)*(u64)nNew);
  double *aV = sqlite3_malloc64(sizeof(double)*(u64)nNew);
  if( aK==0 || aV==0 ){ sqlite3_free(aK); sqlite3_free(aV); return SQLITE_NOMEM; }
  memset(aK, 0, sizeof(u64)*(size_t)nNew);
  for(i=0; i<pS->nHt; i++){
    if( pS->aHtKey[i] ){
      u32 h = (u32)bayes_hash_mix(pS->aHtKey[i]) & (u32)(nNew-1);
      while( aK[h] ) h = (h+1) & (u32)(nNew-1);
      aK[h] = pS->aHtKey[i];
      aV[h] = pS->aHtVal[i];
    }
  }
  sqlite3_free(pS->aHtKey);
  sqlite3_free(pS->aHtVal);
  pS->aHtKey = aK; pS->aHtVal = aV; pS->nHt = nNew;
  return SQLITE_OK;
}
static int phAdd(BayesPairsClass *pS, int k, int l, double w){
  u64 key;
  u32 h;
  if( k>l ){ int t = k; k = l; l = t; }
  key = (((u64)(u32)k << 32) | (u32)l) + 1;
  if( (pS->nUsed+1)*2 > pS->nHt && phGrow(pS) ) return SQLITE_NOMEM;
  h = (u32)bayes_hash_mix(key) & (u32)(pS->nHt-1);
  while( pS->aHtKey[h] && pS->aHtKey[h]!=key ) h = (h+1) & (u32)(pS->nHt-1);
  if( pS->aHtKey[h]==0 ){
    pS->aHtKey[h] = key;
    pS->aHtVal[h] = 0.0;
    pS->nUsed++;
  }
  pS->aHtVal[h] += w;
  if( w<0 && pS->aHtVal[h]<PAIRS_RESIDUE ) pS->aHtVal[h] = 0.0;
  return SQLITE_OK;
}

/* ------------------------------------------------------------ state */
int bayes_pairs_init(BayesPairs *p){
  bayes_vocab_init(&p->voc);
  return SQLITE_OK;
}

int bayes_pairs_new_class(BayesModel *pM, BayesClass *pC){
  BayesPairsClass *p;
  i64 d = pM->nFeat<0 ? 0 : pM->nFeat;
  p = bayes_kind_alloc(&pC->pSt, sizeof(*p) + sizeof(double)*(d+1));
  if( p==0 ) return SQLITE_NOMEM;
  p->aObs = (double*)&p[1];
  return SQLITE_OK;
}

void bayes_pairs_free_class(BayesPairsClass *p){
  bayes_counts_free(&p->cnt);
  sqlite3_free(p->aHtKey);
  sqlite3_free(p->aHtVal);
  p->aHtKey = 0; p->aHtVal = 0; p->nHt = p->nUsed = 0;
}

void bayes_pairs_free(BayesPairs *p){
  bayes_vocab_free(&p->voc);
  sqlite3_free(p->aNK);
  sqlite3_free(p->aStart);
  sqlite3_free(p->aMap);
  sqlite3_free(p->anCut);
  sqlite3_free(p->aImp);
  p->aImp = 0; p->nImpFeat = 0;
  p->aNK = 0; p->aStart = 0; p->aMap = 0; p->pMapSrc = 0;
  p->anCut = 0; p->aCutOff = 0; p->aCut = 0; p->nCutFeat = 0;
}

void bayes_pairs_tab_free(BayesPairsTab *t){
  sqlite3_free(t->aV);
  sqlite3_free(t->aOff);
  sqlite3_free(t->aCell);
  memset(t, 0, sizeof(*t));
}

/* The dense size for nClass classes: cells plus one offset per pair */
static double pkCells(const BayesPairs *p, int d, int nClass){
  return nClass*(p->s1*p->s1 - p->s2)/2.0 + (double)d*(d-1)/2.0;
}
static int pkCheckLimit(const BayesModel *pM, const BayesPairs *p,
                        double mx, BayesErr *pErr){
  double c = pkCells(p, pM->nFeat, pM->nClass);
  if( c>mx ){
    bayes_err(pErr, "the pair tables would hold %.0f cells (classes x sum "
              "over feature pairs of categories_i x categories_j), more than "
              "max_cells=%.0f: raise max_cells, or use fewer features or "
              "categories", c, mx);
    return SQLITE_ERROR;
  }
  return SQLITE_OK;
}

/* Per-feature key counts (aNK, s1, s2) from the vocabulary */
static int pkRecount(BayesPairs *p, int d){
  int k;
  sqlite3_free(p->aNK);
  p->aNK = sqlite3_malloc64(sizeof(int)*(u64)(d+1));
  if( p->aNK==0 ) return SQLITE_NOMEM;
  memset(p->aNK, 0, sizeof(int)*(size_t)(d+1));
  p->s1 = p->s2 = 0.0;
  for(k=0; k<p->voc.n; k++) p->aNK[pkFeature(&p->voc, k)]++;
  for(k=0; k<d; k++){ p->s1 += p->aNK[k]; p->s2 += (double)p->aNK[k]*p->aNK[k]; }
  return SQLITE_OK;
}

int bayes_pairs_add(BayesModel *pM, BayesPairs *p, BayesClass *pC,
                    const BayesRow *pRow, double sign, double mx,
                    BayesErr *pErr){
  BayesPairsClass *pS = (BayesPairsClass*)pC->pSt;
  int d = pM->nFeat, j, l, nIdx = 0, bNew = 0;
  int aStack[64], *aIdx = aStack, rc = SQLITE_OK;
  if( p->nCutFeat>0 && p->nCutFeat!=d ){
    bayes_err(pErr, "option cuts gives %d features but the rows have %d",
              p->nCutFeat, d);
    return SQLITE_ERROR;
  }
  if( p->nImpFeat>0 && p->nImpFeat!=d ){
    bayes_err(pErr, "option impute gives %d features but the rows have %d",
              p->nImpFeat, d);
    return SQLITE_ERROR;
  }
  if( p->aNK==0 && pkRecount(p, d) ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  if( d>64 ){
    aIdx = sqlite3_malloc64(sizeof(int)*(u64)d);
    if( aIdx==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  }
  for(j=0; j<d; j++){
    int bOne = 0;
    int idx = pkRowKey(p, pRow, j, sign>0, &bOne);
    if( idx==-2 ){ rc = SQLITE_NOMEM; goto done; }
    if( idx==-3 ){
      bayes_err(pErr, "more than %d distinct categories", BAYES_MAX_VOCAB);
      rc = SQLITE_ERROR; goto done;
    }
    if( idx==-4 ){ rc = bayes_pairs_text_error(j, pErr); goto done; }
    if( idx<0 ) continue;
    if( bOne ){
      bNew = 1;
      p->aNK[j]++;
      p->s1 += 1.0;
      p->s2 += 2.0*p->aNK[j] - 1.0;
    }
    p->voc.aUse[idx] += sign;
    if( sign<0 ) p->voc.bTidy = 0;
    pS->aObs[j] += sign*pRow->w;
    if( bayes_counts_add(&pS->cnt, idx, sign*pRow->w) ){ rc = SQLITE_NOMEM; goto done; }
    if( sign<0 ){
      /* removing what was added leaves exact 0, not a rounding residue
      ** (which a reader would refuse as a negative count or one above
      ** the class's rows); as terms.c does */
      if( pS->aObs[j]<PAIRS_RESIDUE ) pS->aObs[j] = 0.0;
      if( pS->cnt.a[idx]<PAIRS_RESIDUE ) pS->cnt.a[idx] = 0.0;
    }
    aIdx[nIdx++] = idx;
  }
  if( bNew || pC->n<=pRow->w ){
    rc = pkCheckLimit(pM, p, mx, pErr);
    if( rc ) goto done;
  }
  for(j=0; j<nIdx; j++){
    for(l=j+1; l<nIdx; l++){
      if( phAdd(pS, aIdx[j], aIdx[l], sign*pRow->w) ){ rc = SQLITE_NOMEM; goto done; }
    }
  }
done:
  if( aIdx!=aStack ) sqlite3_free(aIdx);
  if( rc==SQLITE_NOMEM ) bayes_err_nomem(pErr);
  return rc;
}

static int pkSameImpute(const BayesPairs *a, const BayesPairs *b){
  int na = a ? a->nImpFeat : 0, nb = b ? b->nImpFeat : 0, j;
  if( na!=nb ) return 0;
  for(j=0; j<na; j++){
    const BayesCat *x = &a->aImp[j], *y = &b->aImp[j];
    if( x->eType!=y->eType ) return 0;
    if( x->eType==SQLITE_INTEGER && x->i!=y->i ) return 0;
    if( x->eType==SQLITE_FLOAT && memcmp(&x->r, &y->r, 8) ) return 0;
    if( x->eType==SQLITE_TEXT && (x->n!=y->n || (x->n && memcmp(x->z, y->z, x->n))) ) return 0;
  }
  return 1;
}

static int pkSameCuts(const BayesPairs *a, const BayesPairs *b){
  int na = a ? a->nCutFeat : 0, nb = b ? b->nCutFeat : 0, j;
  if( na!=nb ) return 0;
  for(j=0; j<na; j++){
    if( a->anCut[j]!=b->anCut[j] ) return 0;
    if( a->anCut[j]>0 && memcmp(a->aCut + a->aCutOff[j], b->aCut + b->aCutOff[j],
                                sizeof(double)*(size_t)a->anCut[j]) ) return 0;
  }
  return 1;
}

/* Do two tan or aode models bin their features with the same cuts?
** (bayes_drift compares bins only then) */
int bayes_pairs_same_cuts(const BayesModel *pA, const BayesModel *pB){
  return pkSameCuts((const BayesPairs*)pA->pKindSt,
                    (const BayesPairs*)pB->pKindSt);
}

static int pkMergeMap(BayesModel *pM, BayesPairs *p, const BayesModel *pSrc,
                      BayesErr *pErr){
  const BayesPairs *pS = (const BayesPairs*)pSrc->pKindSt;
  int rc;
  if( p->pMapSrc==pSrc ) return SQLITE_OK;
  p->pMapSrc = 0;
  if( !pkSameCuts(p, pS) ){
    bayes_err(pErr, "cannot merge models with different cut points (option "
              "cuts): fit every part with the same cuts");
    return SQLITE_ERROR;
  }
  if( !pkSameImpute(p, pS) ){
    bayes_err(pErr, "cannot merge models with different option impute: fit "
              "every part with the same values");
    return SQLITE_ERROR;
  }
  rc = bayes_vocab_merge_map(&p->voc, pS ? &pS->voc : 0, &p->aMap,
                             "categories", pErr);
  if( rc ) return rc;
  p->pMapSrc = pSrc;
  p->voc.bTidy = 0;
  if( pkRecount(p, pM->nFeat) ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  return SQLITE_OK;
}

int bayes_pairs_merge(BayesModel *pM, BayesPairs *p, BayesClass *pDst,
                      const BayesModel *pMSrc, const BayesClass *pSrc,
                      BayesErr *pErr){
  BayesPairsClass *pD = (BayesPairsClass*)pDst->pSt;
  const BayesPairsClass *pS = (const BayesPairsClass*)pSrc->pSt;
  const BayesPairs *pSM = (const BayesPairs*)pMSrc->pKindSt;
  int i, rc = pkMergeMap(pM, p, pMSrc, pErr);
  if( rc ) return rc;
  for(i=0; pSM && i<pS->cnt.nAlloc && i<pSM->voc.n; i++){
    if( pS->cnt.a[i]!=0.0 && bayes_counts_add(&pD->cnt, p->aMap[i], pS->cnt.a[i]) ){
      bayes_err_nomem(pErr); return SQLITE_NOMEM;
    }
  }
  for(i=0; i<pM->nFeat; i++) pD->aObs[i] += pS->aObs[i];
  for(i=0; i<pS->nHt; i++){
    u64 key = pS->aHtKey[i];
    if( key && pS->aHtVal[i]!=0.0 ){
      int k = (int)((key-1)>>32), l = (int)((key-1) & 0xffffffffu);
      if( phAdd(pD, p->aMap[k], p->aMap[l], pS->aHtVal[i]) ){
        bayes_err_nomem(pErr); return SQLITE_NOMEM;
      }
    }
  }
  return SQLITE_OK;
}

int bayes_pairs_merge_model(BayesModel *pM, BayesPairs *p,
                            const BayesModel *pSrc, double mx, BayesErr *pErr){
  int rc = pkMergeMap(pM, p, pSrc, pErr);
  if( rc ) return rc;
  sqlite3_free(p->aMap);
  p->aMap = 0;
  p->pMapSrc = 0;
  return pkCheckLimit(pM, p, mx, pErr);
}

/* ------------------------------------------------------------ finalize */
/* Sort the keys (dropping those no row uses), remap every class's counts,
** and lay them out densely in *t. */
int bayes_pairs_finalize(BayesModel *pM, BayesPairs *p, BayesPairsTab *t,
                         double mx, BayesErr *pErr){
  int *aMap = 0, nOld = p->voc.n, i, j, k, d = pM->nFeat, C = pM->nClass, nK;
  i64 nCell, off;
  void **apNew = 0;
  /* Everything the remapping needs is allocated before the vocabulary is
  ** sorted, so that running out of memory leaves the counts and the
  ** vocabulary consistent (the next finalize starts over). */
  if( !p->voc.bTidy ){
    apNew = sqlite3_malloc64(sizeof(void*)*3*(u64)(C+1));
    if( apNew==0 ) goto nomem;
    memset(apNew, 0, sizeof(void*)*3*(size_t)(C+1));
    for(i=0; i<C; i++){
      BayesPairsClass *pS = (BayesPairsClass*)pM->apClass[i]->pSt;
      apNew[3*i] = sqlite3_malloc64(sizeof(double)*(u64)(nOld+1));
      if( apNew[3*i]==0 ) goto nomem_new;
      if( pS->nHt ){
        apNew[3*i+1] = sqlite3_malloc64(sizeof(u64)*(u64)pS->nHt);
        apNew[3*i+2] = sqlite3_malloc64(sizeof(double)*(u64)pS->nHt);
        if( apNew[3*i+1]==0 || apNew[3*i+2]==0 ) goto nomem_new;
      }
    }
    if( bayes_vocab_tidy(&p->voc, bayes_catkey_cmp, &aMap) ) goto nomem_new;
  }
  for(i=0; aMap && i<C; i++){
    BayesPairsClass *pS = (BayesPairsClass*)pM->apClass[i]->pSt;
    double *aC = (double*)apNew[3*i];
    u64 *aK = (u64*)apNew[3*i+1];
    double *aV = (double*)apNew[3*i+2];
    int h, nUsed = 0;
    memset(aC, 0, sizeof(double)*(size_t)(nOld+1));
    for(k=0; k<pS->cnt.nAlloc && k<nOld; k++){
      if( aMap[k]>=0 ) aC[aMap[k]] = pS->cnt.a[k];
    }
    sqlite3_free(pS->cnt.a);
    pS->cnt.a = aC;
    pS->cnt.nAlloc = nOld+1;
    if( aK ){
      memset(aK, 0, sizeof(u64)*(size_t)pS->nHt);
      for(h=0; h<pS->nHt; h++){
        u64 key = pS->aHtKey[h];
        int a, b;
        u32 q;
        if( key==0 || pS->aHtVal[h]==0.0 ) continue;
        a = aMap[(int)((key-1)>>32)];
        b = aMap[(int)((key-1) & 0xffffffffu)];
        if( a<0 || b<0 ) continue;
        if( a>b ){ int x = a; a = b; b = x; }
        key = (((u64)(u32)a << 32) | (u32)b) + 1;
        q = (u32)bayes_hash_mix(key) & (u32)(pS->nHt-1);
        while( aK[q] ) q = (q+1) & (u32)(pS->nHt-1);
        aK[q] = key;
        aV[q] = pS->aHtVal[h];
        nUsed++;
      }
      sqlite3_free(pS->aHtKey);
      sqlite3_free(pS->aHtVal);
      pS->aHtKey = aK;
      pS->aHtVal = aV;
      pS->nUsed = nUsed;
    }else{
      sqlite3_free(apNew[3*i+1]);
      sqlite3_free(apNew[3*i+2]);
    }
    apNew[3*i] = apNew[3*i+1] = apNew[3*i+2] = 0;
  }
  if( apNew ){
    for(i=0; i<3*C; i++) sqlite3_free(apNew[i]);
    sqlite3_free(apNew);
    apNew = 0;
  }
  sqlite3_free(aMap); aMap = 0;
  if( pkRecount(p, d) ) goto nomem;
  if( pkCheckLimit(pM, p, mx, pErr) ) return SQLITE_ERROR;
  nK = p->voc.n;
  sqlite3_free(p->aStart);
  p->aStart = sqlite3_malloc64(sizeof(int)*(u64)(d+2));
  if( p->aStart==0 ) goto nomem;
  for(j=0, k=0; j<=d; j++){
    while( k<nK && pkFeature(&p->voc, k)<j ) k++;
    p->aStart[j] = k;
  }
  p->aStart[d] = nK;

  bayes_pairs_tab_free(t);
  t->nFeat = d; t->nClass = C; t->nKey = nK;
  t->aV = sqlite3_malloc64(sizeof(int)*2*(u64)(d+1));
  t->aOff = sqlite3_malloc64(sizeof(i64)*(u64)((i64)d*(d-1)/2+1));
  if( t->aV==0 || t->aOff==0 ) goto nomem;
  t->aK = t->aV + d + 1;
  for(j=0; j<d; j++) t->aK[j] = t->aV[j] = p->aStart[j+1] - p->aStart[j];
  nCell = 0;
  for(i=0; i<d; i++){
    for(j=i+1; j<d; j++){
      t->aOff[bayes_pairs_tri(d, i, j)] = nCell;
      nCell += (i64)C*t->aV[i]*t->aV[j];
    }
  }
  t->nCell = nCell;
  /* cells, then per class: the key counts (nK), the observed weights (d) */
  t->aCell = sqlite3_malloc64(sizeof(double)*(u64)(nCell + (i64)C*(nK+d) + 1));
  if( t->aCell==0 ) goto nomem;
  memset(t->aCell, 0, sizeof(double)*(size_t)(nCell + (i64)C*(nK+d) + 1));
  t->aN1 = t->aCell + nCell;
  t->aObs = t->aN1 + (i64)C*nK;
  for(i=0; i<C; i++){
    const BayesPairsClass *pS = (const BayesPairsClass*)pM->apClass[i]->pSt;
    int h;
    for(k=0; k<nK; k++) t->aN1[(i64)i*nK + k] = bayes_counts_get(&pS->cnt, k);
    for(j=0; j<d; j++) t->aObs[(i64)i*d + j] = pS->aObs[j];
    for(h=0; h<pS->nHt; h++){
      if( pS->aHtKey[h] ){
        int a = (int)((pS->aHtKey[h]-1)>>32), b = (int)((pS->aHtKey[h]-1) & 0xffffffffu);
        int fa = pkFeature(&p->voc, a), fb = pkFeature(&p->voc, b);
        if( fa>fb ){ int x = a; a = b; b = x; x = fa; fa = fb; fb = x; }
        off = t->aOff[bayes_pairs_tri(d, fa, fb)]
            + ((i64)i*t->aV[fa] + (a - p->aStart[fa]))*t->aV[fb] + (b - p->aStart[fb]);
        t->aCell[off] = pS->aHtVal[h];
      }
    }
  }
  return SQLITE_OK;
nomem_new:
  for(i=0; i<3*C; i++) sqlite3_free(apNew[i]);
  sqlite3_free(apNew);
nomem:
  sqlite3_free(aMap);
  bayes_err_nomem(pErr);
  return SQLITE_NOMEM;
}

/* ------------------------------------------------------------ BLOB */
/* Sorted pairs of class pS, count not zero: sqlite3_malloc'ed slot
** indices into *paOrd, their number returned (-1 out of memory). */
static int pkSortPairs(const BayesPairsClass *pS, int **paOrd){
  int *a, n = 0, h, w;
  *paOrd = a = sqlite3_malloc64(sizeof(int)*(u64)(2*pS->nUsed+2));
  if( a==0 ) return -1;
  for(h=0; h<pS->nHt; h++){
    if( pS->aHtKey[h] && pS->aHtVal[h]!=0.0 ) a[n++] = h;
  }
  /* bottom-up merge sort by key */
  for(w=1; w<n; w*=2){
    int lo, *t = a + pS->nUsed + 1;
    for(lo=0; lo<n; lo+=2*w){
      int mid = lo+w<n ? lo+w : n, hi = lo+2*w<n ? lo+2*w : n;
      int x = lo, y = mid, k = lo;
      while( x<mid && y<hi ){
        if( pS->aHtKey[a[y]] < pS->aHtKey[a[x]] ) t[k++] = a[y++];
        else t[k++] = a[x++];
      }
      while( x<mid ) t[k++] = a[x++];
      while( y<hi ) t[k++] = a[y++];
    }
    memcpy(a, t, sizeof(int)*(size_t)n);
  }
  return n;
}

int bayes_pairs_write(const BayesModel *pM, const BayesPairs *p, BayesBuf *pB){
  int i, k, nK = p->voc.n;
  bayes_put_u32(pB, (u32)p->nCutFeat);
  for(i=0; i<p->nCutFeat; i++){
    bayes_put_u32(pB, (u32)p->anCut[i]);
    if( p->anCut[i]>0 ) bayes_put_f64s(pB, p->aCut + p->aCutOff[i], p->anCut[i]);
  }
  bayes_put_u32(pB, (u32)p->nImpFeat);
  for(i=0; i<p->nImpFeat; i++){
    const BayesCat *c = &p->aImp[i];
    switch( c->eType ){
      case SQLITE_INTEGER: bayes_put_u8(pB, 1); bayes_put_i64(pB, c->i); break;
      case SQLITE_FLOAT:   bayes_put_u8(pB, 2); bayes_put_f64(pB, c->r); break;
      case SQLITE_TEXT:    bayes_put_u8(pB, 3); bayes_put_bytes(pB, c->z, (u32)c->n); break;
      default:             bayes_put_u8(pB, 0); break;
    }
  }
  bayes_vocab_write(&p->voc, pB);
  for(i=0; i<pM->nClass; i++){
    const BayesPairsClass *pS = (const BayesPairsClass*)pM->apClass[i]->pSt;
    int *aOrd, n = pkSortPairs(pS, &aOrd);
    if( n<0 ) return SQLITE_NOMEM;
    if( bayes_buf_reserve(pB, 8*((i64)nK + pM->nFeat) + 4 + 16*(i64)n) ){
      sqlite3_free(aOrd);
      return SQLITE_NOMEM;
    }
    for(k=0; k<nK; k++) bayes_put_f64(pB, bayes_counts_get(&pS->cnt, k));
    bayes_put_f64s(pB, pS->aObs, pM->nFeat);
    bayes_put_u32(pB, (u32)n);
    for(k=0; k<n; k++){
      u64 key = pS->aHtKey[aOrd[k]] - 1;
      bayes_put_u32(pB, (u32)(key>>32));
      bayes_put_u32(pB, (u32)(key & 0xffffffffu));
      bayes_put_f64(pB, pS->aHtVal[aOrd[k]]);
    }
    sqlite3_free(aOrd);
  }
  return pB->oom ? SQLITE_NOMEM : SQLITE_OK;
}

int bayes_pairs_read(BayesModel *pM, BayesPairs *p, BayesReader *pR,
                     BayesErr *pErr){
  int d = pM->nFeat, i, k, nK, rc;
  u32 nCF = bayes_get_u32(pR);
  if( nCF!=0 && nCF!=(u32)d ) return SQLITE_ERROR;
  if( nCF ){
    /* two passes over the bytes: count, then read */
    i64 iSave = pR->i, nC = 0;
    for(i=0; i<(int)nCF; i++){
      u32 m = bayes_get_u32(pR);
      if( pR->bad ) return SQLITE_ERROR;
      if( m==0xffffffffu ) continue;
      if( !bayes_get_room(pR, m, 8) ) return SQLITE_ERROR;
      pR->i += 8*(i64)m;
      nC += m;
    }
    p->anCut = sqlite3_malloc64(sizeof(int)*2*(u64)(nCF+1) + sizeof(double)*(u64)(nC+1));
    if( p->anCut==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
    p->aCutOff = p->anCut + nCF + 1;
    p->aCut = (double*)(p->aCutOff + nCF + 1);
    p->nCutFeat = (int)nCF;
    pR->i = iSave;
    nC = 0;
    for(i=0; i<(int)nCF; i++){
      u32 m = bayes_get_u32(pR);
      p->aCutOff[i] = (int)nC;
      if( m==0xffffffffu ){ p->anCut[i] = -1; continue; }
      p->anCut[i] = (int)m;
      bayes_get_f64s(pR, p->aCut + nC, m);
      for(k=0; k<(int)m; k++){
        if( !isfinite(p->aCut[nC+k]) || (k>0 && !(p->aCut[nC+k]>p->aCut[nC+k-1])) ){
          return SQLITE_ERROR;
        }
      }
      nC += m;
    }
  }
  {
    u32 nIF = bayes_get_u32(pR);
    if( nIF!=0 && nIF!=(u32)d ) return SQLITE_ERROR;
    if( nIF ){
      BayesCat *aCat;
      if( !bayes_get_room(pR, nIF, 1) ) return SQLITE_ERROR;
      aCat = sqlite3_malloc64(sizeof(BayesCat)*(u64)nIF);
      if( aCat==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
      memset(aCat, 0, sizeof(BayesCat)*(size_t)nIF);
      for(i=0; i<(int)nIF; i++){
        unsigned t = bayes_get_u8(pR);
        if( t==0 ){
          aCat[i].eType = SQLITE_NULL;
        }else if( t==1 ){
          aCat[i].eType = SQLITE_INTEGER; aCat[i].i = bayes_get_i64(pR);
        }else if( t==2 ){
          double r = bayes_get_f64(pR);
          if( !isfinite(r) || (r==floor(r) && fabs(r)<9.2e18) ){ pR->bad = 1; }
          aCat[i].eType = SQLITE_FLOAT; aCat[i].r = r;
        }else if( t==3 ){
          u32 nz;
          const u8 *zz = bayes_get_bytes(pR, &nz);
          aCat[i].eType = SQLITE_TEXT; aCat[i].z = (const char*)zz; aCat[i].n = (int)nz;
        }else{
          pR->bad = 1;
        }
        if( pR->bad ) break;
        if( bayes_pairs_numeric(p, i) && aCat[i].eType==SQLITE_TEXT ) pR->bad = 1;
      }
      if( pR->bad ){ sqlite3_free(aCat); return SQLITE_ERROR; }
      rc = pkSetImpute(p, (int)nIF, aCat, pErr);
      sqlite3_free(aCat);
      if( rc ) return rc;
    }
  }
  rc = bayes_vocab_read(&p->voc, pR, bayes_catkey_cmp);
  if( rc ){
    if( rc==SQLITE_NOMEM ) bayes_err_nomem(pErr);
    return rc;
  }
  nK = p->voc.n;
  for(k=0; k<nK; k++){
    int n;
    const u8 *z = (const u8*)bayes_vocab_key(&p->voc, k, &n);
    if( !bayes_catkey_valid(z, n, d) ) return SQLITE_ERROR;
    if( bayes_pairs_numeric(p, pkFeature(&p->voc, k)) ){
      BayesCat c;
      bayes_catkey_cat(&p->voc, k, &c);
      if( c.eType!=SQLITE_INTEGER || c.i<0 || c.i>p->anCut[pkFeature(&p->voc, k)] ){
        return SQLITE_ERROR;
      }
    }
  }
  if( !bayes_get_room(pR, ((i64)nK + d)*pM->nClass, 8) ) return SQLITE_ERROR;
  for(i=0; i<pM->nClass; i++){
    BayesClass *pC = pM->apClass[i];
    BayesPairsClass *pS;
    u32 nPair, q;
    u64 prev = 0;
    if( bayes_pairs_new_class(pM, pC) ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
    pS = (BayesPairsClass*)pC->pSt;
    rc = bayes_catkey_read_counts(pR, &p->voc, d, pC->n, &pS->cnt, pS->aObs);
    if( rc==SQLITE_NOMEM ) bayes_err_nomem(pErr);
    if( rc ) return rc;
    nPair = bayes_get_u32(pR);
    if( !bayes_get_room(pR, nPair, 16) ) return SQLITE_ERROR;
    for(q=0; q<nPair; q++){
      u32 a = bayes_get_u32(pR), b = bayes_get_u32(pR);
      double v = bayes_get_f64(pR);
      u64 key = (((u64)a<<32) | b) + 1;
      if( pR->bad ) return SQLITE_ERROR;
      if( !(a<b && b<(u32)nK && key>prev) ) return SQLITE_ERROR;
      if( pkFeature(&p->voc, (int)a)==pkFeature(&p->voc, (int)b) ) return SQLITE_ERROR;
      if( !(v>0.0 && v<=pC->n*(1+1e-12)) ) return SQLITE_ERROR;
      prev = key;
      if( phAdd(pS, (int)a, (int)b, v) ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
    }
  }
  if( pR->bad ) return SQLITE_ERROR;
  if( pkRecount(p, d) ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  return SQLITE_OK;
}

/* ------------------------------------------------------------ info */
/* "categories":[[...],...] (no leading comma) */
void bayes_pairs_info_categories(const BayesModel *pM, const BayesPairs *p,
                                 BayesBuf *pB){
  int j, k;
  bayes_buf_str(pB, "\"categories\":[");
  for(j=0; j<pM->nFeat; j++){
    if( j ) bayes_buf_char(pB, ',');
    bayes_buf_char(pB, '[');
    for(k=p->aStart[j]; k<p->aStart[j+1]; k++){
      if( k>p->aStart[j] ) bayes_buf_char(pB, ',');
      bayes_pairs_key_json(p, k, pB);
    }
    bayes_buf_char(pB, ']');
  }
  bayes_buf_char(pB, ']');
  if( p->nCutFeat>0 ){
    bayes_buf_str(pB, ",\"cuts\":[");
    for(j=0; j<p->nCutFeat; j++){
      if( j ) bayes_buf_char(pB, ',');
      if( p->anCut[j]<0 ) bayes_buf_str(pB, "null");
      else bayes_json_nums(pB, p->aCut + p->aCutOff[j], p->anCut[j]);
    }
    bayes_buf_char(pB, ']');
  }
  if( p->nImpFeat>0 ){
    bayes_buf_str(pB, ",\"impute\":[");
    for(j=0; j<p->nImpFeat; j++){
      const BayesCat *c = &p->aImp[j];
      if( j ) bayes_buf_char(pB, ',');
      if( c->eType==SQLITE_TEXT ) bayes_json_str(pB, c->z, c->n);
      else if( c->eType==SQLITE_INTEGER ) bayes_json_int(pB, c->i);
      else if( c->eType==SQLITE_FLOAT ) bayes_json_num(pB, c->r);
      else bayes_buf_str(pB, "null");
    }
    bayes_buf_char(pB, ']');
  }
}

/* Conditional mutual information I(X_i; X_j | Y) in nats, from the rows
** where both are present (0 when there are none). */
double bayes_pairs_cmi(const BayesPairsTab *t, int i, int j){
  int vi, vj, y, a, b, C = t->nClass;
  const double *aT;
  double n = 0.0, s = 0.0;
  if( i>j ){ int x = i; i = j; j = x; }
  vi = t->aV[i]; vj = t->aV[j];
  aT = t->aCell + t->aOff[bayes_pairs_tri(t->nFeat, i, j)];
  for(y=0; y<C; y++){
    const double *aY = aT + (i64)y*vi*vj;
    double ny = 0.0;
    for(a=0; a<vi*vj; a++) ny += aY[a];
    n += ny;
    for(a=0; a<vi; a++){
      double na = 0.0;
      for(b=0; b<vj; b++) na += aY[a*vj+b];
      for(b=0; b<vj; b++){
        double nab = aY[a*vj+b], nb = 0.0;
        int q;
        if( nab<=0.0 ) continue;
        for(q=0; q<vi; q++) nb += aY[q*vj+b];
        s += nab*log(nab*ny/(na*nb));
      }
    }
  }
  return n>0.0 ? s/n : 0.0;
}

/* ------------------------------------------------------------ kind slots */
/* What tan and aode share of the BayesKind slots: the kind state
** (allocated on first use), the BLOB section, freeing, a merge of one
** class, and the options cuts= and impute=. */
BayesPairs *bayes_pairs_state(BayesModel *pM){
  if( pM->pKindSt==0 ){
    BayesPairs *p = bayes_kind_alloc(&pM->pKindSt, sizeof(*p));
    if( p==0 ) return 0;
    bayes_pairs_init(p);
  }
  return (BayesPairs*)pM->pKindSt;
}
int bayes_pairs_x_new_class(BayesModel *pM, BayesClass *pC){
  if( bayes_pairs_state(pM)==0 ) return SQLITE_NOMEM;
  return bayes_pairs_new_class(pM, pC);
}
int bayes_pairs_x_merge(BayesModel *pM, BayesClass *pDst, double nDstOld,
                        const BayesModel *pMSrc, const BayesClass *pSrc,
                        BayesErr *pErr){
  BayesPairs *p = bayes_pairs_state(pM);
  (void)nDstOld;
  if( p==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  return bayes_pairs_merge(pM, p, pDst, pMSrc, pSrc, pErr);
}
int bayes_pairs_x_write(const BayesModel *pM, BayesBuf *pB){
  return bayes_pairs_write(pM, (const BayesPairs*)pM->pKindSt, pB);
}
int bayes_pairs_x_read(BayesModel *pM, BayesReader *pR, int iVersion,
                       BayesErr *pErr){
  BayesPairs *p = bayes_pairs_state(pM);
  (void)iVersion;
  if( p==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  return bayes_pairs_read(pM, p, pR, pErr);
}
void bayes_pairs_x_free_state(BayesModel *pM, BayesClass *pC){
  if( pC ) bayes_pairs_free_class((BayesPairsClass*)pC->pSt);
  else bayes_pairs_free((BayesPairs*)pM->pKindSt);
}
/* cuts=[[...],null,...]: numeric features binned; impute=[v,null,...]:
** what a missing value stands for */
int bayes_pairs_x_spec_option(BayesModel *pM, const char *zKey, int nKey,
                              const char *zVal, int nVal, BayesErr *pErr){
  BayesPairs *p;
  int bCuts = nKey==4 && memcmp(zKey, "cuts", 4)==0;
  if( !bCuts && !(nKey==6 && memcmp(zKey, "impute", 6)==0) ) return -1;
  p = bayes_pairs_state(pM);
  if( p==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  if( bCuts ) return bayes_pairs_spec_cuts(p, zVal, nVal, pErr);
  return bayes_pairs_spec_impute(p, zVal, nVal, pErr);
}
