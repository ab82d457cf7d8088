/*
** core/numerics.c — small numeric building blocks shared by every kind.
**
**   bayes_logsumexp        log(sum exp(a_i)) without overflow or underflow
**   bayes_log_normalize    joint log-likelihoods -> log posteriors
**   bayes_rng_*            xoshiro256** seeded by splitmix64; uniform,
**                          normal (polar method), gamma (Marsaglia-Tsang)
**   bayes_lgamma           log Gamma(x), x > 0, without libm's global signgam
**   bayes_chan_merge       pairwise combination of (n, mean, M2) summaries
**                          (Chan, Golub & LeVeque 1979), the streaming
**                          update that stays exact where sum-of-squares
**                          formulas cancel.
**                          Its n_A n_B / n and delta^2 terms are linalg.c's
**                          bayes_mom_weight and bayes_mom_sq, which cannot
**                          overflow where the result is representable.
**
** No SQL functions live here.
*/
#include "bayesInt.h"
#include "linalg.h"
#include <math.h>

double bayes_logsumexp(const double *a, int n){
  double mx = -INFINITY, s = 0.0;
  int i;
  for(i=0; i<n; i++) if( a[i]>mx ) mx = a[i];
  if( mx==-INFINITY ) return -INFINITY;
  if( mx==INFINITY ) return INFINITY;
  for(i=0; i<n; i++) s += exp(a[i]-mx);
  return mx + log(s);
}

double bayes_lgamma(double x){
  /* Shift x up to >= 15 by the recurrence Gamma(x+1) = x Gamma(x), then
  ** Stirling's series to the x^-9 term (next term < 2e-16 there). */
  double p = 1.0, r, r2;
  if( !(x>0.0) ) return x==0.0 ? INFINITY : NAN;
  if( x==INFINITY ) return INFINITY;
  while( x<15.0 ){ p *= x; x += 1.0; }
  r = 1.0/x;
  r2 = r*r;
  return (x-0.5)*log(x) - x + 0.91893853320467274178 - log(p)
       + r*(1.0/12.0 + r2*(-1.0/360.0 + r2*(1.0/1260.0 + r2*(-1.0/1680.0
       + r2*(1.0/1188.0)))));
}

double bayes_log_normalize(double *a, const double *aLogPrior, int n){
  double mx = -INFINITY, s = 0.0, ls;
  int i;
  for(i=0; i<n; i++) if( a[i]>mx ) mx = a[i];
  if( mx==-INFINITY || mx==INFINITY ){
    /* Every class impossible (or an infinite density): the row carries no
    ** usable evidence, so the posterior is the prior. */
    double l2 = bayes_logsumexp(aLogPrior, n);
    for(i=0; i<n; i++) a[i] = aLogPrior[i] - l2;
    return mx;
  }
  for(i=0; i<n; i++) s += exp(a[i]-mx);
  ls = log(s);
  /* (a - max) - log(s), not a - (max + log(s)): when the scores are huge
  ** and close, max + log(s) rounds and the posteriors would not sum to 1 */
  for(i=0; i<n; i++) a[i] = (a[i]-mx) - ls;
  return mx + ls;
}

/* ------------------------------------------------------------ random */
static u64 numSplitmix64(u64 *pX){
  u64 z = (*pX += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z>>30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z>>27)) * 0x94D049BB133111EBull;
  return z ^ (z>>31);
}
void bayes_rng_seed(BayesRng *p, u64 seed){
  int i;
  for(i=0; i<4; i++) p->s[i] = numSplitmix64(&seed);
  p->bHave = 0;
  p->spare = 0.0;
}
static u64 numRotl(u64 x, int k){ return (x<<k) | (x>>(64-k)); }
u64 bayes_rng_u64(BayesRng *p){
  u64 *s = p->s;
  u64 r = numRotl(s[1]*5, 7)*9;
  u64 t = s[1]<<17;
  s[2] ^= s[0]; s[3] ^= s[1]; s[1] ^= s[2]; s[0] ^= s[3];
  s[2] ^= t;
  s[3] = numRotl(s[3], 45);
  return r;
}
double bayes_rng_uniform(BayesRng *p){
  /* 53 random bits, shifted off zero: strictly inside (0,1) */
  return ((double)(bayes_rng_u64(p)>>11) + 0.5) * (1.0/9007199254740992.0);
}
double bayes_rng_normal(BayesRng *p){
  double u, v, s;
  if( p->bHave ){ p->bHave = 0; return p->spare; }
  do{
    u = 2.0*bayes_rng_uniform(p) - 1.0;
    v = 2.0*bayes_rng_uniform(p) - 1.0;
    s = u*u + v*v;
  }while( s>=1.0 || s==0.0 );
  s = sqrt(-2.0*log(s)/s);
  p->spare = v*s;
  p->bHave = 1;
  return u*s;
}

/* ------------------------------------------------------------ moments */
void bayes_chan_merge(double *pN, double *pMean, double *pM2,
                      double nB, double meanB, double m2B){
  double nA = *pN, n, delta;
  if( nB<=0.0 ) return;
  if( nA<=0.0 ){ *pN = nB; *pMean = meanB; *pM2 = m2B; return; }
  n = nA + nB;
  delta = meanB - *pMean;
  *pMean += delta * (nB/n);
  *pM2 += m2B + bayes_mom_sq(delta, bayes_mom_weight(nA, nB, n));
  *pN = n;
}
