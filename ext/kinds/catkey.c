/*
** kinds/catkey.c — the (feature, category) keys of the categorical kinds
** (categorical_nb, and the pair counts of tan and aode: kinds/pairs.c), as
** a BayesVocab (core/vocab.c) holds them.
**
** A key is u32 feature index (big-endian, so keys sort by feature), a type
** byte, and the category: 'i' and an i64 (also a REAL with an integer
** value: 1.0 is 1), 'r' and an f64 (any other REAL), or 't' and the text
** bytes (to the end of the key); values little-endian.  Keys order by
** feature, then as SQLite orders the values: numbers by value before
** text, text by bytes.  docs/format.md documents the layout.
*/
#include "bayesInt.h"
#include <string.h>
#include <math.h>

static void ckPutLE64(u8 *a, u64 u){
  int i;
  for(i=0; i<8; i++){ a[i] = (u8)(u & 0xff); u >>= 8; }
}
static u64 ckGetLE64(const u8 *a){
  u64 u = 0;
  int i;
  for(i=7; i>=0; i--) u = (u<<8) | a[i];
  return u;
}

int bayes_catkey_encode(int j, const BayesCat *c, u8 *z, int nz){
  int n;
  if( c->eType==SQLITE_NULL ) return 0;
  n = c->eType==SQLITE_TEXT ? 5 + c->n : BAYES_CATKEY_FIXED;
  if( n>nz ) return -1;
  z[0] = (u8)(j>>24); z[1] = (u8)(j>>16); z[2] = (u8)(j>>8); z[3] = (u8)j;
  if( c->eType==SQLITE_TEXT ){
    z[4] = 't';
    if( c->n ) memcpy(z+5, c->z, c->n);
  }else if( c->eType==SQLITE_INTEGER
         || (c->r==floor(c->r) && fabs(c->r)<9.2e18) ){
    i64 v = c->eType==SQLITE_INTEGER ? c->i : (i64)c->r;
    z[4] = 'i';
    ckPutLE64(z+5, (u64)v);
  }else{
    u64 u;
    memcpy(&u, &c->r, 8);
    z[4] = 'r';
    ckPutLE64(z+5, u);
  }
  return n;
}

int bayes_catkey_valid(const u8 *z, int n, int nFeat){
  u32 j;
  if( n<5 ) return 0;
  j = ((u32)z[0]<<24) | ((u32)z[1]<<16) | ((u32)z[2]<<8) | z[3];
  if( j>=(u32)nFeat ) return 0;
  if( z[4]=='t' ) return 1;
  if( n!=BAYES_CATKEY_FIXED ) return 0;
  if( z[4]=='i' ) return 1;
  if( z[4]=='r' ){
    u64 u = ckGetLE64(z+5);
    double r;
    memcpy(&r, &u, 8);
    return !isnan(r) && !(r==floor(r) && fabs(r)<9.2e18);
  }
  return 0;
}

int bayes_catkey_cmp(const char *za, int na, const char *zb, int nb){
  const u8 *a = (const u8*)za, *b = (const u8*)zb;
  int c, ta, tb;
  if( na<5 || nb<5 || (a[4]!='t' && na!=BAYES_CATKEY_FIXED)
   || (b[4]!='t' && nb!=BAYES_CATKEY_FIXED) ){
    c = memcmp(a, b, na<nb ? na : nb);
    return c ? c : (na<nb ? -1 : na>nb);
  }
  c = memcmp(a, b, 4);
  if( c ) return c;
  ta = a[4]=='t'; tb = b[4]=='t';
  if( ta!=tb ) return ta ? 1 : -1;
  if( ta ){
    c = memcmp(a+5, b+5, (na<nb ? na : nb)-5);
    return c ? c : (na<nb ? -1 : na>nb);
  }
  {
    u64 ua = ckGetLE64(a+5), ub = ckGetLE64(b+5);
    double x, y;
    if( a[4]=='i' && b[4]=='i' ){
      i64 ia = (i64)ua, ib = (i64)ub;
      return ia<ib ? -1 : ia>ib;
    }
    if( a[4]=='i' ) x = (double)(i64)ua; else memcpy(&x, &ua, 8);
    if( b[4]=='i' ) y = (double)(i64)ub; else memcpy(&y, &ub, 8);
    if( x<y ) return -1;
    if( x>y ) return 1;
    return a[4]==b[4] ? memcmp(a+5, b+5, 8) : (a[4]=='i' ? -1 : 1);
  }
}

int bayes_catkey_feature(const BayesVocab *pV, int i){
  int n;
  const u8 *z = (const u8*)bayes_vocab_key(pV, i, &n);
  return (int)(((u32)z[0]<<24) | ((u32)z[1]<<16) | ((u32)z[2]<<8) | z[3]);
}

void bayes_catkey_cat(const BayesVocab *pV, int i, BayesCat *pCat){
  int n;
  const u8 *z = (const u8*)bayes_vocab_key(pV, i, &n);
  memset(pCat, 0, sizeof(*pCat));
  if( z[4]=='t' ){
    pCat->eType = SQLITE_TEXT;
    pCat->z = (const char*)z+5;
    pCat->n = n-5;
  }else if( z[4]=='i' ){
    pCat->eType = SQLITE_INTEGER;
    pCat->i = (i64)ckGetLE64(z+5);
  }else{
    u64 u = ckGetLE64(z+5);
    pCat->eType = SQLITE_FLOAT;
    memcpy(&pCat->r, &u, 8);
  }
}

void bayes_catkey_json(const BayesVocab *pV, int i, BayesBuf *pB){
  BayesCat c;
  bayes_catkey_cat(pV, i, &c);
  if( c.eType==SQLITE_TEXT ) bayes_json_str(pB, c.z, c.n);
  else if( c.eType==SQLITE_INTEGER ) bayes_json_int(pB, c.i);
  else bayes_json_num(pB, c.r);
}

/* A class's key counts and per-feature observed weights as categorical_nb
** and the pair kinds store them: nK counts (one per key of pV, into
** pCnt, allocated here with room for nK+1 and the last zeroed) then d
** observed weights (into aObs).  Each observed weight is at most the
** class's weight nClass and each count at most its feature's observed
** weight (1e-12 relative slack): anything else is malformed. */
int bayes_catkey_read_counts(BayesReader *pR, const BayesVocab *pV, int d,
                             double nClass, BayesCounts *pCnt, double *aObs){
  int k, nK = pV->n;
  pCnt->a = sqlite3_malloc64(sizeof(double)*(u64)(nK+1));
  if( pCnt->a==0 ) return SQLITE_NOMEM;
  pCnt->nAlloc = nK+1;
  pCnt->a[nK] = 0.0;
  bayes_get_f64s(pR, pCnt->a, nK);
  bayes_get_f64s(pR, aObs, d);
  for(k=0; k<d; k++){
    if( !(aObs[k]>=0.0 && aObs[k]<=nClass*(1+1e-12)) ) return SQLITE_ERROR;
  }
  for(k=0; k<nK; k++){
    double v = pCnt->a[k];
    if( !(v>=0.0 && v<=aObs[bayes_catkey_feature(pV, k)]*(1+1e-12)) ){
      return SQLITE_ERROR;
    }
  }
  return SQLITE_OK;
}
