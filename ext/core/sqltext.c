/*
** core/sqltext.c — writing SQL text: the pieces bayes_sql (sql/export.c)
** and the kinds' xSql build a model's scoring expression from.
**
**   bayes_sqltext_num     a double as a REAL literal that reads back as
**                         the same double (shortest round trip; +-Inf as
**                         9e999, which SQLite reads as Inf)
**   bayes_sqltext_str     a string literal, quotes doubled (one with a NUL
**                         byte: CAST(X'..' AS TEXT), so that the SQL text
**                         has no NUL)
**   bayes_sqltext_ident   a quoted identifier, double quotes doubled
**   bayes_sqltext_sum_*   a sum (or max) of many terms as a balanced
**                         tree, ((a+b)+(c+d)), so that a 10k-term sum is
**                         an expression tree log2(10k) deep, far below
**                         SQLITE_MAX_EXPR_DEPTH (1000), and a max() of
**                         many values stays within SQLITE_MAX_FUNCTION_ARG
**
** No SQL functions live here.
*/
#include "bayesInt.h"
#include <string.h>
#include <math.h>

void bayes_sqltext_num(BayesBuf *pB, double v){
  i64 n0 = pB->n, i;
  int bReal = 0;
  if( isnan(v) ){ bayes_buf_str(pB, "NULL"); return; }
  bayes_json_num(pB, v);
  if( pB->oom ) return;
  /* an integral value is written "3" by bayes_json_num: a REAL literal
  ** keeps SQLite's arithmetic in doubles, as the extension's */
  for(i=n0; i<pB->n; i++){
    char c = (char)pB->a[i];
    if( c=='.' || c=='e' || c=='E' ){ bReal = 1; break; }
  }
  if( !bReal ) bayes_buf_str(pB, ".0");
}

void bayes_sqltext_numx(BayesBuf *pB, double v){
  if( v<0.0 || (v==0.0 && signbit(v)) ){
    bayes_buf_char(pB, '(');
    bayes_sqltext_num(pB, v);
    bayes_buf_char(pB, ')');
  }else{
    bayes_sqltext_num(pB, v);
  }
}

static void sqltextQuoted(BayesBuf *pB, const char *z, int n, char q){
  int i, i0 = 0;
  if( n<0 ) n = (int)strlen(z);
  bayes_buf_char(pB, q);
  for(i=0; i<n; i++){
    if( z[i]==q ){
      bayes_buf_append(pB, z+i0, i+1-i0);
      bayes_buf_char(pB, q);
      i0 = i+1;
    }
  }
  bayes_buf_append(pB, z+i0, n-i0);
  bayes_buf_char(pB, q);
}
void bayes_sqltext_str(BayesBuf *pB, const char *z, int n){
  static const char hex[] = "0123456789ABCDEF";
  int i;
  if( n<0 ) n = (int)strlen(z);
  if( n==0 || memchr(z, 0, (size_t)n)==0 ){
    sqltextQuoted(pB, z, n, '\'');
    return;
  }
  /* a NUL byte would end the SQL text where a C string carries it: the
  ** bytes as a BLOB literal made TEXT, the same value */
  bayes_buf_str(pB, "CAST(X'");
  for(i=0; i<n; i++){
    bayes_buf_char(pB, hex[((const u8*)z)[i]>>4]);
    bayes_buf_char(pB, hex[((const u8*)z)[i]&15]);
  }
  bayes_buf_str(pB, "' AS TEXT)");
}
void bayes_sqltext_ident(BayesBuf *pB, const char *z, int n){
  sqltextQuoted(pB, z, n, '"');
}

void bayes_sqltext_sum_init(BayesSqlSum *p){
  memset(p, 0, sizeof(*p));
  bayes_buf_init(&p->b);
}
void bayes_sqltext_sum_free(BayesSqlSum *p){
  bayes_buf_free(&p->b);
  sqlite3_free(p->aOff);
  memset(p, 0, sizeof(*p));
}

BayesBuf *bayes_sqltext_sum_term(BayesSqlSum *p){
  if( p->n>=p->nAlloc ){
    int nNew = p->nAlloc ? 2*p->nAlloc : 16;
    i64 *aNew = sqlite3_realloc64(p->aOff, sizeof(i64)*(u64)nNew);
    if( aNew==0 ){ p->b.oom = 1; return &p->b; }
    p->aOff = aNew;
    p->nAlloc = nNew;
  }
  p->aOff[p->n++] = p->b.n;
  return &p->b;
}

/* Terms lo..hi-1 of p into pOut, as a balanced tree of zOp ("+": (a+b),
** "max": max(a,b)) */
static void sqltextTree(const BayesSqlSum *p, int lo, int hi, const char *zOp,
                        BayesBuf *pOut){
  if( hi-lo==1 ){
    i64 e = lo+1<p->n ? p->aOff[lo+1] : p->b.n;
    bayes_buf_char(pOut, '(');
    bayes_buf_append(pOut, p->b.a + p->aOff[lo], e - p->aOff[lo]);
    bayes_buf_char(pOut, ')');
  }else{
    int mid = lo + (hi-lo)/2;
    int bFunc = zOp[0]>='a' && zOp[0]<='z';
    if( bFunc ){ bayes_buf_str(pOut, zOp); bayes_buf_char(pOut, '('); }
    else bayes_buf_char(pOut, '(');
    sqltextTree(p, lo, mid, zOp, pOut);
    if( bFunc ) bayes_buf_char(pOut, ',');
    else bayes_buf_str(pOut, zOp);
    sqltextTree(p, mid, hi, zOp, pOut);
    bayes_buf_char(pOut, ')');
  }
}

void bayes_sqltext_sum_end(BayesSqlSum *p, const char *zOp, const char *zEmpty,
                           BayesBuf *pOut){
  if( p->b.oom ) pOut->oom = 1;
  else if( p->n==0 ) bayes_buf_str(pOut, zEmpty);
  else sqltextTree(p, 0, p->n, zOp, pOut);
  bayes_sqltext_sum_free(p);
}
