/*
** core/carve.c — one allocation carved into typed pieces (declared in carve.h,
** which shows how a layout is declared).
*/
#include "carve.h"
#include <assert.h>
#include <string.h>

/* The alignment of a piece: the largest power of two dividing its
** element's size, at most 8 */
static u64 carveAlign(size_t sz){
  u64 al = 1;
  while( al<8 && sz%(al*2)==0 ) al *= 2;
  return al;
}

/* Returns the block's size,
** saturated at the largest i64 (an allocation of that fails) */
static u64 carveLayout(const BayesCarve *a, int n){
  const u64 mx = (u64)0x7fffffffffffffffLL;
  u64 off = 0;
  int i;
  for(i=0; i<n; i++){
    u64 al = carveAlign(a[i].szElem);
    assert( a[i].szElem>0 );
    assert( a[i].pp!=0 || a[i].iField!=BAYES_CARVE_NOFIELD || i==0 );
    if( off>mx - 8 ) return mx;
    off = (off + al - 1) & ~(al - 1);
    if( a[i].nElem > (mx - off)/a[i].szElem ) return mx;
    off += a[i].nElem*a[i].szElem;
  }
  if( off>mx - 8 ) return mx;
  off = (off + 7) & ~(u64)7;
  return off<8 ? 8 : off;
}

i64 bayes_carve_size(const BayesCarve *a, int n){
  return (i64)carveLayout(a, n);
}

void bayes_carve_place(const BayesCarve *a, int n, void *pBase){
  u8 *z = (u8*)pBase;
  u64 off = 0;
  int i;
  assert( pBase!=0 );
  for(i=0; i<n; i++){
    u64 al = carveAlign(a[i].szElem);
    void *p;
    off = (off + al - 1) & ~(al - 1);
    p = z + off;
    /* memcpy: the destination is a T*, not a void* */
    if( a[i].pp ){
      memcpy(a[i].pp, &p, sizeof(p));
    }else if( a[i].iField!=BAYES_CARVE_NOFIELD ){
      assert( a[0].pp==0 && a[0].iField==BAYES_CARVE_NOFIELD );
      memcpy(z + a[i].iField, &p, sizeof(p));
    }else{
      assert( i==0 );             /* the header is the first piece */
    }
    off += a[i].nElem*a[i].szElem;
  }
}

void *bayes_carve(const BayesCarve *a, int n){
  void *p = sqlite3_malloc64((u64)bayes_carve_size(a, n));
  void *pNull = 0;
  int i;
  if( p ){
    bayes_carve_place(a, n, p);
  }else{
    for(i=0; i<n; i++){
      if( a[i].pp ) memcpy(a[i].pp, &pNull, sizeof(pNull));
    }
  }
  return p;
}
