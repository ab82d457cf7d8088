/*
** core/json.c — the little JSON this extension needs, both ways.
**
** Reading: a pull iterator over one flat JSON array or object (feature
** arguments such as '[5.1, 3.5, null]' or '{"spam": 2, "ham": 1}').  Nested
** arrays and objects are reported as such and rejected by the caller, so
** deep nesting costs nothing.  Numbers follow RFC 8259's grammar exactly.
**
** Writing: numbers in the shortest form that reads back to the same double
** (infinities as 9e999 / -9e999, which SQLite's and Python's JSON readers
** turn back into infinities; NaN as null), integers, escaped strings and
** labels, into a BayesBuf.  sqlite3_snprintf is used so that the output
** never depends on the C locale.
*/
#include "bayesInt.h"
#include <string.h>
#include <stdlib.h>
#include <math.h>

/* ------------------------------------------------------------ writing */
/* Decimal digits of v into z (room for 21 bytes); returns the length.
** What sqlite3_snprintf("%lld") writes, without its format interpreter:
** bayes_tokens writes a count per token. */
static int jsonFmtInt(char *z, i64 v){
  char a[24];
  int n = 0, k = 0;
  u64 u = v<0 ? (u64)0 - (u64)v : (u64)v;
  do{ a[n++] = (char)('0' + u%10); u /= 10; }while( u );
  if( v<0 ) z[k++] = '-';
  while( n>0 ) z[k++] = a[--n];
  return k;
}

void bayes_json_num(BayesBuf *p, double v){
  char zBuf[64];
  int prec;
  if( isnan(v) ){ bayes_buf_str(p, "null"); return; }
  if( isinf(v) ){ bayes_buf_str(p, v>0 ? "9e999" : "-9e999"); return; }
  if( v==floor(v) && fabs(v)<1e15 ){
    if( v==0.0 && signbit(v) ){ bayes_buf_str(p, "-0.0"); return; }
    bayes_buf_append(p, zBuf, jsonFmtInt(zBuf, (i64)v));
    return;
  }
  for(prec=15; prec<=17; prec++){
    sqlite3_snprintf(sizeof(zBuf), zBuf, "%!.*g", prec, v);
    if( prec==17 || strtod(zBuf, 0)==v ) break;
  }
  {
    /* the '!' flag (needed for 17 digits) writes 1e-09 as 1.0e-09 */
    char *zE = strstr(zBuf, ".0e");
    if( zE ) memmove(zE, zE+2, strlen(zE+2)+1);
  }
  bayes_buf_str(p, zBuf);
}

void bayes_json_int(BayesBuf *p, i64 v){
  char zBuf[32];
  bayes_buf_append(p, zBuf, jsonFmtInt(zBuf, v));
}

void bayes_json_str(BayesBuf *p, const char *z, int n){
  int i, iStart = 0;
  static const char hex[] = "0123456789abcdef";
  if( n<0 ) n = (int)strlen(z);
  bayes_buf_char(p, '"');
  for(i=0; i<n; i++){
    unsigned char c = (unsigned char)z[i];
    if( c=='"' || c=='\\' || c<0x20 ){
      bayes_buf_append(p, z+iStart, i-iStart);
      iStart = i+1;
      bayes_buf_char(p, '\\');
      switch( c ){
        case '"':  bayes_buf_char(p, '"'); break;
        case '\\': bayes_buf_char(p, '\\'); break;
        case '\n': bayes_buf_char(p, 'n'); break;
        case '\r': bayes_buf_char(p, 'r'); break;
        case '\t': bayes_buf_char(p, 't'); break;
        default: {
          char u[5];
          u[0] = 'u'; u[1] = '0'; u[2] = '0';
          u[3] = hex[c>>4]; u[4] = hex[c&15];
          bayes_buf_append(p, u, 5);
        }
      }
    }
  }
  bayes_buf_append(p, z+iStart, n-iStart);
  bayes_buf_char(p, '"');
}

void bayes_json_label(BayesBuf *p, const BayesLabel *pL){
  switch( pL->eType ){
    case SQLITE_INTEGER: bayes_json_int(p, pL->i); break;
    case SQLITE_FLOAT:   bayes_json_num(p, pL->r); break;
    default:             bayes_json_str(p, pL->z, pL->n); break;
  }
}

void bayes_json_label_key(BayesBuf *p, const BayesLabel *pL){
  if( pL->eType==SQLITE_TEXT ){
    bayes_json_str(p, pL->z, pL->n);
  }else{
    bayes_buf_char(p, '"');
    bayes_json_label(p, pL);
    bayes_buf_char(p, '"');
  }
}

void bayes_json_nums(BayesBuf *p, const double *a, int n){
  int i;
  bayes_buf_char(p, '[');
  for(i=0; i<n; i++){
    if( i ) bayes_buf_char(p, ',');
    bayes_json_num(p, a[i]);
  }
  bayes_buf_char(p, ']');
}

/* ------------------------------------------------------------ reading */
static int jsonIsWs(char c){ return c==' ' || c=='\t' || c=='\n' || c=='\r'; }

/* Exact powers of ten for the fast path of bayes_json_parse_number */
static const double jsonPow10[] = {
  1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12,
  1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22
};

int bayes_json_parse_number(const char *z, int n, double *pVal){
  int i = 0, iDigits;
  char zBuf[128];
  char *zEnd = 0;
  u64 m = 0;            /* the digits as an integer (fast path) */
  int nDig = 0;         /* digits in m */
  int nFrac = 0;        /* of which after the '.' */
  int e = 0, bNegE = 0, bNeg = 0;
  if( i<n && z[i]=='-' ){ i++; bNeg = 1; }
  if( i>=n ) return 0;
  if( z[i]=='0' ){
    i++;
  }else if( z[i]>='1' && z[i]<='9' ){
    while( i<n && z[i]>='0' && z[i]<='9' ){
      m = m*10 + (u64)(z[i]-'0');
      nDig++;
      i++;
    }
  }else{
    return 0;
  }
  if( i<n && z[i]=='.' ){
    i++;
    iDigits = i;
    while( i<n && z[i]>='0' && z[i]<='9' ){
      m = m*10 + (u64)(z[i]-'0');
      nDig++;
      i++;
    }
    if( i==iDigits ) return 0;
    nFrac = i - iDigits;
  }
  if( i<n && (z[i]=='e' || z[i]=='E') ){
    i++;
    if( i<n && (z[i]=='+' || z[i]=='-') ){ bNegE = z[i]=='-'; i++; }
    iDigits = i;
    while( i<n && z[i]>='0' && z[i]<='9' ){
      if( e<100000 ) e = e*10 + (z[i]-'0');
      i++;
    }
    if( i==iDigits ) return 0;
  }
  /* Fast path (Clinger): an integer of at most 53 bits times or divided by
  ** an exact power of ten is one correctly rounded operation, the same
  ** double strtod returns.  Integers and short decimals, what JSON arrays
  ** of features mostly hold, never reach strtod. */
  if( nDig<=19 && m<=((u64)1<<53) ){
    int e10 = (bNegE ? -e : e) - nFrac;
    if( e10>=-22 && e10<=22 ){
      double v = (double)m;
      v = e10<0 ? v/jsonPow10[-e10] : v*jsonPow10[e10];
      *pVal = bNeg ? -v : v;
      return i;
    }
  }
  if( i<(int)sizeof(zBuf) ){
    memcpy(zBuf, z, i);
    zBuf[i] = 0;
    *pVal = strtod(zBuf, &zEnd);
    if( zEnd!=zBuf+i ) return 0;   /* a locale whose decimal point is not '.' */
  }else{
    /* absurdly long digit strings: let strtod see a private copy */
    char *zBig = sqlite3_malloc(i+1);
    if( zBig==0 ) return 0;
    memcpy(zBig, z, i);
    zBig[i] = 0;
    *pVal = strtod(zBig, &zEnd);
    if( zEnd!=zBig+i ) i = 0;
    sqlite3_free(zBig);
  }
  return i;
}

int bayes_json_text_number(const char *z, int n, double *pVal){
  int i = 0, k;
  while( i<n && (z[i]==' '||z[i]=='\t'||z[i]=='\r'||z[i]=='\n') ) i++;
  while( n>i && (z[n-1]==' '||z[n-1]=='\t'||z[n-1]=='\r'||z[n-1]=='\n') ) n--;
  if( i<n && z[i]=='+' ) i++;
  if( i>=n ) return 0;
  k = bayes_json_parse_number(z+i, n-i, pVal);
  return k>0 && k==n-i;
}

/* Length of the string token starting at z[0]=='"', including both quotes,
** or 0 if malformed.  *pbEsc is set if it holds escapes. */
static int jsonStringToken(const char *z, int n, int *pbEsc){
  int i = 1;
  *pbEsc = 0;
  while( i<n ){
    unsigned char c = (unsigned char)z[i];
    if( c=='"' ) return i+1;
    if( c<0x20 ) return 0;
    if( c=='\\' ){
      *pbEsc = 1;
      i++;
      if( i>=n ) return 0;
      c = (unsigned char)z[i];
      if( c=='u' ){
        int k;
        for(k=1; k<=4; k++){
          char h = i+k<n ? z[i+k] : 0;
          if( !((h>='0'&&h<='9')||(h>='a'&&h<='f')||(h>='A'&&h<='F')) ) return 0;
        }
        i += 4;
      }else if( strchr("\"\\/bfnrt", c)==0 || c==0 ){
        return 0;
      }
    }
    i++;
  }
  return 0;
}

static int jsonHexVal(char h){
  if( h>='0' && h<='9' ) return h-'0';
  if( h>='a' && h<='f' ) return h-'a'+10;
  return h-'A'+10;
}
int bayes_json_utf8(u32 c, u8 *z){
  if( c<0x80 ){ z[0] = (u8)c; return 1; }
  if( c<0x800 ){ z[0] = (u8)(0xC0|(c>>6)); z[1] = (u8)(0x80|(c&0x3F)); return 2; }
  if( c<0x10000 ){
    z[0] = (u8)(0xE0|(c>>12)); z[1] = (u8)(0x80|((c>>6)&0x3F));
    z[2] = (u8)(0x80|(c&0x3F)); return 3;
  }
  z[0] = (u8)(0xF0|(c>>18)); z[1] = (u8)(0x80|((c>>12)&0x3F));
  z[2] = (u8)(0x80|((c>>6)&0x3F)); z[3] = (u8)(0x80|(c&0x3F));
  return 4;
}

int bayes_json_unescape(const char *z, int n, char *zOut){
  int i, j = 0;
  for(i=0; i<n; i++){
    char c = z[i];
    if( c!='\\' ){ zOut[j++] = c; continue; }
    c = z[++i];
    switch( c ){
      case 'b': zOut[j++] = '\b'; break;
      case 'f': zOut[j++] = '\f'; break;
      case 'n': zOut[j++] = '\n'; break;
      case 'r': zOut[j++] = '\r'; break;
      case 't': zOut[j++] = '\t'; break;
      case 'u': {
        u32 u = (u32)((jsonHexVal(z[i+1])<<12)|(jsonHexVal(z[i+2])<<8)
                      |(jsonHexVal(z[i+3])<<4)|jsonHexVal(z[i+4]));
        i += 4;
        if( u>=0xD800 && u<0xDC00 && i+6<n && z[i+1]=='\\' && z[i+2]=='u' ){
          u32 lo = (u32)((jsonHexVal(z[i+3])<<12)|(jsonHexVal(z[i+4])<<8)
                         |(jsonHexVal(z[i+5])<<4)|jsonHexVal(z[i+6]));
          if( lo>=0xDC00 && lo<0xE000 ){
            u = 0x10000 + ((u-0xD800)<<10) + (lo-0xDC00);
            i += 6;
          }
        }
        /* a lone surrogate half cannot be UTF-8: the replacement char */
        if( u>=0xD800 && u<0xE000 ) u = 0xFFFD;
        j += bayes_json_utf8(u, (u8*)zOut+j);   /* never longer than the escape */
        break;
      }
      default: zOut[j++] = c; break;
    }
  }
  zOut[j] = 0;
  return j;
}

int bayes_json_iter_start(BayesJsonIter *p, const char *z, int n){
  int i = 0;
  memset(p, 0, sizeof(*p));
  while( i<n && jsonIsWs(z[i]) ) i++;
  if( i>=n || (z[i]!='[' && z[i]!='{') ) return 1;
  p->bObj = z[i]=='{';
  p->z = z;
  p->n = n;
  p->i = i+1;
  return 0;
}

/* Parse one scalar (or note a nested container) at p->i. */
static int jsonIterValue(BayesJsonIter *p, BayesJsonVal *pV){
  const char *z = p->z;
  int n = p->n, i = p->i, k;
  while( i<n && jsonIsWs(z[i]) ) i++;
  memset(pV, 0, sizeof(*pV));
  pV->iOfs = i;
  if( i>=n ){ p->i = i; return -1; }
  switch( z[i] ){
    case '"':
      k = jsonStringToken(z+i, n-i, &pV->bEsc);
      if( k==0 ){ p->i = i; return -1; }
      pV->eType = BAYES_J_STR;
      pV->z = z+i+1;
      pV->n = k-2;
      i += k;
      break;
    case '[': case '{':
      pV->eType = BAYES_J_NESTED;
      p->i = i;
      return -1;
    case 'n':
      if( n-i<4 || memcmp(z+i, "null", 4)!=0 ){ p->i = i; return -1; }
      pV->eType = BAYES_J_NULL; i += 4; break;
    case 't':
      if( n-i<4 || memcmp(z+i, "true", 4)!=0 ){ p->i = i; return -1; }
      pV->eType = BAYES_J_NUM; pV->r = 1.0; pV->bBool = 1; i += 4; break;
    case 'f':
      if( n-i<5 || memcmp(z+i, "false", 5)!=0 ){ p->i = i; return -1; }
      pV->eType = BAYES_J_NUM; pV->r = 0.0; pV->bBool = 1; i += 5; break;
    default:
      k = bayes_json_parse_number(z+i, n-i, &pV->r);
      if( k==0 ){ p->i = i; return -1; }
      pV->eType = BAYES_J_NUM;
      pV->z = z+i;
      pV->n = k;
      i += k;
      break;
  }
  p->i = i;
  return 0;
}

int bayes_json_iter_next(BayesJsonIter *p, BayesJsonVal *pKey,
                         BayesJsonVal *pVal){
  const char *z = p->z;
  int n = p->n;
  char cClose = p->bObj ? '}' : ']';
  while( p->i<n && jsonIsWs(z[p->i]) ) p->i++;
  if( p->i>=n ) return -1;
  if( p->nItem==0 ){
    if( z[p->i]==cClose ){ p->i++; goto done; }
  }else{
    if( z[p->i]==cClose ){ p->i++; goto done; }
    if( z[p->i]!=',' ) return -1;
    p->i++;
  }
  if( p->bObj ){
    if( jsonIterValue(p, pKey) || pKey->eType!=BAYES_J_STR ) return -1;
    while( p->i<n && jsonIsWs(z[p->i]) ) p->i++;
    if( p->i>=n || z[p->i]!=':' ) return -1;
    p->i++;
  }
  if( jsonIterValue(p, pVal) ) return -1;
  p->nItem++;
  return 1;
done:
  while( p->i<n && jsonIsWs(z[p->i]) ) p->i++;
  if( p->i<n ) return -1;     /* trailing garbage after the container */
  return 0;
}
