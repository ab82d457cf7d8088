/*
** sql/tokens.c — bayes_tokens(text): a bag of words as a JSON object.
**
**   SELECT bayes_tokens('The cat sat; the CAT ran!');
**     -> {"the":2,"cat":2,"sat":1,"ran":1}
**   SELECT bayes_fit('multinomial_nb', label, bayes_tokens(body)) FROM mail;
**
** What scikit-learn's CountVectorizer does by default: lower-case the text,
** then take every maximal run of two or more word characters (the
** token_pattern (?u)\b\w\w+\b) and count each distinct token.  Keys are in
** order of first appearance; values are counts.  A number is tokenized as
** its text.  NULL gives {}, the empty bag, as '' does: a NULL text cell is
** a missing bag, not a missing positional feature (a NULL argument would
** be one, and the row would have one feature more than the others).
**
** A word character is, as Python's \w: an ASCII letter or digit, '_', or a
** Unicode letter or digit.  Without the Unicode tables this is a documented
** approximation by code point ranges: Latin-1 letters (and ª µ º ² ³ ¹ ¼ ½
** ¾), Latin Extended-A/B, IPA and modifier letters, Greek, Cyrillic,
** Armenian, Hebrew, Arabic and Devanagari letters and digits, Thai, Latin
** Extended Additional, Hiragana, Katakana, CJK ideographs, Hangul
** syllables, and fullwidth letters and digits.  Combining marks, as in
** Python, are not word characters.  Lower-casing covers ASCII, Latin-1,
** Latin Extended-A, Latin Extended Additional, Greek, Cyrillic, Armenian
** and fullwidth Latin (İ becomes plain i; Python gives i + U+0307).  Bytes
** that are not valid UTF-8 separate tokens.  A token is at most 2^31 bytes.
*/
#include "bayesInt.h"
#include <string.h>

/* Decode one UTF-8 code point at z[0..n); *pLen gets its byte length.
** Invalid sequences decode as U+FFFD (not a word character), length 1. */
static u32 tokUtf8Decode(const u8 *z, i64 n, int *pLen){
  u32 c = z[0];
  int len, k;
  if( c<0x80 ){ *pLen = 1; return c; }
  if( c>=0xC2 && c<=0xDF ){ len = 2; c &= 0x1F; }
  else if( c>=0xE0 && c<=0xEF ){ len = 3; c &= 0x0F; }
  else if( c>=0xF0 && c<=0xF4 ){ len = 4; c &= 0x07; }
  else { *pLen = 1; return 0xFFFD; }
  if( len>n ){ *pLen = 1; return 0xFFFD; }
  for(k=1; k<len; k++){
    if( (z[k]&0xC0)!=0x80 ){ *pLen = 1; return 0xFFFD; }
    c = (c<<6) | (z[k]&0x3F);
  }
  if( (len==3 && c<0x800) || (len==4 && (c<0x10000 || c>0x10FFFF))
   || (c>=0xD800 && c<=0xDFFF) ){
    *pLen = 1; return 0xFFFD;
  }
  *pLen = len;
  return c;
}

/* Ranges of word characters above ASCII, sorted, inclusive */
static const u32 tokWord[][2] = {
  {0x00AA,0x00AA},{0x00B2,0x00B3},{0x00B5,0x00B5},{0x00B9,0x00BA},
  {0x00BC,0x00BE},{0x00C0,0x00D6},{0x00D8,0x00F6},{0x00F8,0x02C1},
  {0x02C6,0x02D1},{0x02E0,0x02E4},{0x0370,0x0374},{0x0376,0x037D},
  {0x037F,0x037F},{0x0386,0x0386},{0x0388,0x03F5},{0x03F7,0x0481},
  {0x048A,0x052F},{0x0531,0x0556},{0x0560,0x0588},{0x05D0,0x05EA},
  {0x0620,0x064A},{0x0660,0x0669},{0x066E,0x066F},{0x0671,0x06D3},
  {0x06F0,0x06FC},{0x0904,0x0939},{0x0958,0x0961},{0x0966,0x096F},
  {0x0E01,0x0E30},{0x0E50,0x0E59},{0x1E00,0x1FBC},{0x3041,0x3096},
  {0x30A1,0x30FA},{0x3400,0x4DBF},{0x4E00,0x9FFF},{0xAC00,0xD7A3},
  {0xFF10,0xFF19},{0xFF21,0xFF3A},{0xFF41,0xFF5A},
};

static int tokIsWord(u32 c){
  int lo = 0, hi = (int)(sizeof(tokWord)/sizeof(tokWord[0]))-1;
  if( c<0x80 ){
    return (c>='a' && c<='z') || (c>='A' && c<='Z') || (c>='0' && c<='9')
        || c=='_';
  }
  while( lo<=hi ){
    int mid = (lo+hi)/2;
    if( c<tokWord[mid][0] ) hi = mid-1;
    else if( c>tokWord[mid][1] ) lo = mid+1;
    else return 1;
  }
  return 0;
}

static u32 tokToLower(u32 c){
  if( c<0x80 ) return (c>='A' && c<='Z') ? c+32 : c;
  if( c<0x100 ) return (c>=0xC0 && c<=0xDE && c!=0xD7) ? c+32 : c;
  if( c<=0x017F ){                              /* Latin Extended-A */
    if( c==0x0130 ) return 'i';
    if( c==0x0178 ) return 0x00FF;
    if( (c>=0x0100 && c<=0x012F) || (c>=0x0132 && c<=0x0137)
     || (c>=0x014A && c<=0x0177) ) return c | 1;
    if( (c>=0x0139 && c<=0x0148) || (c>=0x0179 && c<=0x017E) ){
      return (c & 1) ? c+1 : c;
    }
    return c;
  }
  if( c>=0x0386 && c<=0x03AB ){                 /* Greek */
    if( c==0x0386 ) return 0x03AC;
    if( c>=0x0388 && c<=0x038A ) return c+37;
    if( c==0x038C ) return 0x03CC;
    if( c==0x038E || c==0x038F ) return c+63;
    if( c>=0x0391 && c<=0x03AB && c!=0x03A2 ) return c+32;
    return c;
  }
  if( c>=0x0400 && c<=0x052F ){                 /* Cyrillic */
    if( c<=0x040F ) return c+80;
    if( c<=0x042F ) return c+32;
    if( (c>=0x0460 && c<=0x0481) || (c>=0x048A && c<=0x04BF)
     || (c>=0x04D0 && c<=0x052F) ) return c | 1;
    if( c==0x04C0 ) return 0x04CF;
    if( c>=0x04C1 && c<=0x04CE ) return (c & 1) ? c+1 : c;
    return c;
  }
  if( c>=0x0531 && c<=0x0556 ) return c+48;     /* Armenian */
  if( (c>=0x1E00 && c<=0x1E95) || (c>=0x1EA0 && c<=0x1EFF) ) return c | 1;
  if( c>=0xFF21 && c<=0xFF3A ) return c+32;     /* fullwidth Latin */
  return c;
}

/* ASCII: the lower-case form of a word character ([A-Za-z0-9_]), 0 for
** any other byte */
static const u8 tokAsciiWord[128] = {
    0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,
    0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,
    0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,
   48, 49, 50, 51, 52, 53, 54, 55, 56, 57,  0,  0,  0,  0,  0,  0,
    0, 97, 98, 99,100,101,102,103,104,105,106,107,108,109,110,111,
  112,113,114,115,116,117,118,119,120,121,122,  0,  0,  0,  0, 95,
    0, 97, 98, 99,100,101,102,103,104,105,106,107,108,109,110,111,
  112,113,114,115,116,117,118,119,120,121,122,  0,  0,  0,  0,  0,
};

/* Write the JSON object of the tokens in pVoc (keys in order of first
** appearance, values their counts) into pOut.  Tokens are word characters
** only, so no key needs escaping. */
static int tokWrite(const BayesVocab *pVoc, BayesBuf *pOut){
  int k;
  u8 *w;
  pOut->n = 0;
  if( bayes_buf_reserve(pOut, pVoc->nKey + 24*(i64)pVoc->n + 2) ) return 1;
  w = pOut->a;
  *w++ = '{';
  for(k=0; k<pVoc->n; k++){
    int nK, nD = 0;
    const char *zK = bayes_vocab_key(pVoc, k, &nK);
    u64 v = (u64)pVoc->aUse[k];
    char aD[24];
    if( k ) *w++ = ',';
    *w++ = '"';
    memcpy(w, zK, (size_t)nK);
    w += nK;
    *w++ = '"';
    *w++ = ':';
    do{ aD[nD++] = (char)('0' + v%10); v /= 10; }while( v );
    while( nD ) *w++ = (u8)aD[--nD];
  }
  *w++ = '}';
  pOut->n = w - pOut->a;
  return 0;
}

void bayes_tokens_func(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  BayesConn *pConn = (BayesConn*)sqlite3_user_data(ctx);
  BayesBag *pBag = &pConn->tokBag;
  BayesVocab *pVoc = &pBag->voc;
  BayesBuf *pTok = &pConn->tokBuf;
  const u8 *z;
  i64 n, i = 0;
  u8 *t;
  (void)argc;
  if( sqlite3_value_type(argv[0])==SQLITE_NULL ){    /* the empty bag */
    sqlite3_result_text(ctx, "{}", 2, SQLITE_STATIC);
    sqlite3_result_subtype(ctx, 'J');
    return;
  }
  z = sqlite3_value_text(argv[0]);
  n = sqlite3_value_bytes(argv[0]);
  if( z==0 ){ sqlite3_result_error_nomem(ctx); return; }
  /* the connection's last bag (vocab.c) is rebuilt here: invalid until
  ** its text and its tokens agree again */
  pBag->bValid = 0;
  bayes_vocab_clear(pVoc);
  /* a lower-cased token is never longer than its text (toLower keeps the
  ** UTF-8 length or shortens it), so the token scratch holds n bytes */
  pTok->n = 0;
  if( bayes_buf_reserve(pTok, n+4) ) goto nomem;
  t = pTok->a;
  while( i<n ){
    i64 nTok = 0, nChar = 0;
    for(;;){
      u8 b;
      if( i>=n ) break;
      b = z[i];
      if( b<0x80 ){
        u8 lc = tokAsciiWord[b];
        if( lc==0 ) break;
        t[nTok++] = lc;
        i++;
      }else{
        int len;
        u32 c = tokUtf8Decode(z+i, n-i, &len);
        if( !tokIsWord(c) ) break;
        nTok += bayes_json_utf8(tokToLower(c), t+nTok);
        i += len;
      }
      nChar++;
    }
    if( nChar>=2 && nTok<0x7fffffff ){
      int idx, rc = bayes_vocab_intern(pVoc, (const char*)t, (int)nTok, &idx);
      if( rc==SQLITE_NOMEM ) goto nomem;
      if( rc ){
        bayes_result_errf(ctx, "bayes_tokens", "more distinct tokens than "
                          "a vocabulary holds");
        goto done;
      }
      pVoc->aUse[idx] += 1.0;
    }
    if( nChar==0 ){       /* a byte that is not a word character */
      int len = 1;
      if( z[i]>=0x80 ) tokUtf8Decode(z+i, n-i, &len);
      i += len;
    }
  }
  /* the text is written into the bag and SQLite copies it out: the bag
  ** keeps the exact bytes its tokens stand for */
  if( tokWrite(pVoc, &pBag->text) ) goto nomem;
  sqlite3_result_text64(ctx, (const char*)pBag->text.a,
                        (sqlite3_uint64)pBag->text.n, SQLITE_TRANSIENT,
                        SQLITE_UTF8);
  sqlite3_result_subtype(ctx, 'J');
  pBag->bValid = 1;
  goto done;
nomem:
  sqlite3_result_error_nomem(ctx);
  bayes_vocab_bag_free(pBag);         /* (a buffer's oom flag sticks) */
  bayes_buf_free(pTok);
done:
  /* keep the connection's scratch small after an unusually long text (the
  ** bag goes with it: a long text's bag is parsed, not handed over) */
  if( pTok->nAlloc > 65536 ) bayes_buf_free(pTok);
  if( pVoc->nKeyAlloc > 65536 || pVoc->nAlloc > 4096
   || pBag->text.nAlloc > 262144 ){
    bayes_vocab_bag_free(pBag);
  }
}
