/*
** kinds/summary.c — a mergeable, bounded summary of one stream of weighted
** numbers: the sorted distinct values with their total weights, exact up to
** BAYES_SUMMARY_CAP distinct values, then a streaming histogram.
**
** Exact regime: a[] holds every distinct value once, ascending, with the
** sum of the weights added at it.  Adding is an insert (or a weight added
** to the value's entry), removing subtracts the weight and drops the entry
** when what is left is at most BAYES_MIN_WEIGHT, merging is the merge of
** two sorted lists.  So a summary is a function of the multiset of
** (value, weight) it saw: any order of adds, any partition merged, and a
** window's adds and removes give the same summary as one pass over the
** remaining rows (to the rounding of the weight sums when weights are not
** whole numbers).
**
** Compressed regime (Ben-Haim and Tom-Tov, "A streaming parallel decision
** tree algorithm", JMLR 2010): when an add or a merge would leave more
** than BAYES_SUMMARY_CAP entries, the two adjacent entries closest in
** value are replaced by one at their weighted mean with their summed
** weight, repeatedly, until BAYES_SUMMARY_CAP/2 entries are left (the
** smallest and the largest value never merge: they stay exact; halving
** makes the cost per added value O(CAP) amortised instead of O(CAP) per
** value beyond the cap).  bApprox is then set, for good: the entries are
** centroids, each standing for values between its neighbours' centroids.
** Weight is never lost or moved across a value that is not between two
** merged centroids, so the summary's cumulative weight at a centroid's
** position is exact up to half the weights of the centroids next to it.
** Removing a value from a compressed summary takes its weight from the
** centroid nearest to it.
*/
#include "bayesInt.h"
#include <string.h>
#include <math.h>

/* Index of the first entry whose value is >= x (p->n if none) */
static int summaryFind(const BayesSummary *p, double x){
  int lo = 0, hi = p->n;
  while( lo<hi ){
    int mid = (lo+hi)/2;
    if( p->a[2*mid]<x ) lo = mid+1; else hi = mid;
  }
  return lo;
}

/* Room for n entries.  Non-zero when out of memory. */
static int summaryReserve(BayesSummary *p, int n){
  double *aNew;
  int nAlloc;
  if( n<=p->nAlloc ) return 0;
  nAlloc = p->nAlloc ? 2*p->nAlloc : 8;
  while( nAlloc<n ) nAlloc *= 2;
  if( nAlloc>BAYES_SUMMARY_CAP+1 && n<=BAYES_SUMMARY_CAP+1 ){
    nAlloc = BAYES_SUMMARY_CAP+1;
  }
  aNew = sqlite3_realloc64(p->a, sizeof(double)*2*(u64)nAlloc);
  if( aNew==0 ) return 1;
  p->a = aNew;
  p->nAlloc = nAlloc;
  return 0;
}

/* Merge entries iL and iR (adjacent) into iL: weighted mean, summed weight */
static void summaryMergePair(double *a, int iL, int iR){
  double w = a[2*iL+1] + a[2*iR+1];
  double v = (a[2*iL]*a[2*iL+1] + a[2*iR]*a[2*iR+1])/w;
  /* the mean of two neighbours lies between them (kept so to rounding;
  ** also where the products overflow) */
  if( !(v>=a[2*iL]) ) v = a[2*iL];
  if( !(v<=a[2*iR]) ) v = a[2*iR];
  a[2*iL] = v;
  a[2*iL+1] = w;
}

/* The gap between two adjacent entries; where the difference overflows,
** the largest double (such pairs merge last) */
static double summaryGap(const double *a, int iL, int iR){
  double g = a[2*iR] - a[2*iL];
  return g<=1.7976931348623157e308 ? g : 1.7976931348623157e308;
}

/* A min-heap of candidate pairs (gap, left entry, right entry, the
** versions of both when pushed: a pair is stale once either changed) */
typedef struct SumPair { double gap; int iL, iR; unsigned vL, vR; } SumPair;
static int summaryPairLess(const SumPair *x, const SumPair *y){
  return x->gap<y->gap || (x->gap==y->gap && x->iL<y->iL);
}
static void summaryHeapPush(SumPair *h, int *pn, SumPair e){
  int i = (*pn)++;
  while( i>0 && summaryPairLess(&e, &h[(i-1)/2]) ){ h[i] = h[(i-1)/2]; i = (i-1)/2; }
  h[i] = e;
}
static SumPair summaryHeapPop(SumPair *h, int *pn){
  SumPair top = h[0], e = h[--(*pn)];
  int i = 0;
  while( 1 ){
    int c = 2*i+1;
    if( c>=*pn ) break;
    if( c+1<*pn && summaryPairLess(&h[c+1], &h[c]) ) c++;
    if( !summaryPairLess(&h[c], &e) ) break;
    h[i] = h[c];
    i = c;
  }
  if( *pn>0 ) h[i] = e;
  return top;
}

/* Merge the closest adjacent entries (the leftmost pair on ties), again
** and again, until at most nKeep are left; the first and the last entry
** never merge, so they stay the exact smallest and largest values: O(n log n) with a heap of the
** gaps (stale pairs skipped) over a linked list of the live entries.
** Without memory for the heap: the same merges by scanning, O(n^2). */
static void summaryCompress(BayesSummary *p, int nKeep){
  int n = p->n, nLive = n, nHeap = 0, i, k;
  int *aNext, *aPrev;
  unsigned *aVer;
  SumPair *aHeap;
  if( n<=nKeep || nKeep<3 ) return;
  p->bApprox = 1;
  aHeap = sqlite3_malloc64(sizeof(SumPair)*3*(u64)n
                           + (sizeof(int)*2 + sizeof(unsigned))*(u64)n);
  if( aHeap==0 ){
    while( p->n>nKeep ){
      int iBest = 1;
      double best = INFINITY;
      for(i=1; i+2<p->n; i++){
        double gap = summaryGap(p->a, i, i+1);
        if( gap<best ){ best = gap; iBest = i; }
      }
      summaryMergePair(p->a, iBest, iBest+1);
      memmove(&p->a[2*iBest+2], &p->a[2*iBest+4],
              sizeof(double)*2*(size_t)(p->n-iBest-2));
      p->n--;
    }
    return;
  }
  aNext = (int*)(aHeap + 3*n);
  aPrev = aNext + n;
  aVer = (unsigned*)(aPrev + n);
  for(i=0; i<n; i++){
    aNext[i] = i+1<n ? i+1 : -1;
    aPrev[i] = i-1;
    aVer[i] = 1;
  }
  for(i=1; i+2<n; i++){
    SumPair e;
    e.gap = summaryGap(p->a, i, i+1); e.iL = i; e.iR = i+1; e.vL = e.vR = 1;
    summaryHeapPush(aHeap, &nHeap, e);
  }
  while( nLive>nKeep && nHeap>0 ){
    SumPair e = summaryHeapPop(aHeap, &nHeap);
    int iL = e.iL, iR = e.iR;
    if( aVer[iL]!=e.vL || aVer[iR]!=e.vR || aNext[iL]!=iR ) continue;
    summaryMergePair(p->a, iL, iR);
    aVer[iL]++;
    aVer[iR] = 0;                      /* gone */
    aNext[iL] = aNext[iR];
    if( aNext[iR]>=0 ) aPrev[aNext[iR]] = iL;
    nLive--;
    /* the heap holds at most 3n pairs: n-1 at first, two per merge */
    if( aPrev[iL]>0 ){
      SumPair f;
      f.iL = aPrev[iL]; f.iR = iL;
      f.gap = summaryGap(p->a, f.iL, f.iR); f.vL = aVer[f.iL]; f.vR = aVer[iL];
      summaryHeapPush(aHeap, &nHeap, f);
    }
    if( aNext[iL]>=0 && aNext[iL]<n-1 ){
      SumPair f;
      f.iL = iL; f.iR = aNext[iL];
      f.gap = summaryGap(p->a, f.iL, f.iR); f.vL = aVer[iL]; f.vR = aVer[f.iR];
      summaryHeapPush(aHeap, &nHeap, f);
    }
  }
  /* keep the live entries, in order */
  for(i=0, k=0; i<n; i++){
    if( aVer[i]==0 ) continue;
    p->a[2*k] = p->a[2*i];
    p->a[2*k+1] = p->a[2*i+1];
    k++;
  }
  p->n = k;
  sqlite3_free(aHeap);
}

int bayes_summary_add(BayesSummary *p, double x, double w){
  int i;
  if( !(w>0.0) ) return SQLITE_OK;     /* a row of weight 0 adds nothing */
  i = summaryFind(p, x);
  if( i<p->n && p->a[2*i]==x ){
    p->a[2*i+1] += w;
    return SQLITE_OK;
  }
  if( summaryReserve(p, p->n+1) ) return SQLITE_NOMEM;
  memmove(&p->a[2*i+2], &p->a[2*i], sizeof(double)*2*(size_t)(p->n-i));
  p->a[2*i] = x;
  p->a[2*i+1] = w;
  p->n++;
  if( p->n>BAYES_SUMMARY_CAP ) summaryCompress(p, BAYES_SUMMARY_CAP/2);
  return SQLITE_OK;
}

void bayes_summary_remove(BayesSummary *p, double x, double w){
  int i = summaryFind(p, x);
  if( p->n==0 || !(w>0.0) ) return;
  if( i==p->n || p->a[2*i]!=x ){
    if( !p->bApprox ) return;          /* (not a value it holds) */
    /* the nearest centroid */
    if( i==p->n || (i>0 && x - p->a[2*i-2] <= p->a[2*i] - x) ) i--;
  }
  p->a[2*i+1] -= w;
  if( !(p->a[2*i+1]>BAYES_MIN_WEIGHT) ){
    memmove(&p->a[2*i], &p->a[2*i+2], sizeof(double)*2*(size_t)(p->n-i-1));
    p->n--;
  }
}

int bayes_summary_merge(BayesSummary *p, const BayesSummary *q){
  int i, j, k, n;
  double *a;
  if( q->n==0 ){ p->bApprox |= q->bApprox; return SQLITE_OK; }
  a = sqlite3_malloc64(sizeof(double)*2*((u64)p->n + q->n));
  if( a==0 ) return SQLITE_NOMEM;
  for(i=j=k=0; i<p->n || j<q->n; k++){
    if( j==q->n || (i<p->n && p->a[2*i]<q->a[2*j]) ){
      a[2*k] = p->a[2*i]; a[2*k+1] = p->a[2*i+1]; i++;
    }else if( i==p->n || q->a[2*j]<p->a[2*i] ){
      a[2*k] = q->a[2*j]; a[2*k+1] = q->a[2*j+1]; j++;
    }else{
      a[2*k] = p->a[2*i]; a[2*k+1] = p->a[2*i+1] + q->a[2*j+1]; i++; j++;
    }
  }
  n = k;
  sqlite3_free(p->a);
  p->a = a;
  p->n = n;
  p->nAlloc = p->n;
  p->bApprox |= q->bApprox;
  if( p->n>BAYES_SUMMARY_CAP ) summaryCompress(p, BAYES_SUMMARY_CAP/2);
  return SQLITE_OK;
}

double bayes_summary_weight(const BayesSummary *p){
  double s = 0.0;
  int i;
  for(i=0; i<p->n; i++) s += p->a[2*i+1];
  return s;
}

void bayes_summary_free(BayesSummary *p){
  sqlite3_free(p->a);
  memset(p, 0, sizeof(*p));
}

/* u32 entries (bit 31: compressed), then value, weight as f64 pairs */
void bayes_summary_write(const BayesSummary *p, BayesBuf *pB){
  bayes_put_u32(pB, (u32)p->n | (p->bApprox ? 0x80000000u : 0u));
  if( p->n>0 ) bayes_put_f64s(pB, p->a, 2*(i64)p->n);
}

int bayes_summary_read(BayesSummary *p, BayesReader *pR, double nMax){
  u32 v = bayes_get_u32(pR);
  int n = (int)(v & 0x7fffffffu), i;
  double s = 0.0;
  memset(p, 0, sizeof(*p));
  if( pR->bad || n>BAYES_SUMMARY_CAP ) return SQLITE_ERROR;
  if( !bayes_get_room(pR, 2*(i64)n, 8) ) return SQLITE_ERROR;
  p->bApprox = (v & 0x80000000u)!=0;
  if( n==0 ) return SQLITE_OK;
  if( summaryReserve(p, n) ) return SQLITE_NOMEM;
  bayes_get_f64s(pR, p->a, 2*(i64)n);
  p->n = n;
  for(i=0; i<n; i++){
    double x = p->a[2*i], w = p->a[2*i+1];
    if( !isfinite(x) || !(w>0.0 && w<=BAYES_MAX_TOTAL) ) return SQLITE_ERROR;
    if( i>0 && !(p->a[2*i-2]<x) ) return SQLITE_ERROR;
    s += w;
  }
  if( !(s<=nMax*(1+1e-9)) ) return SQLITE_ERROR;
  return SQLITE_OK;
}
