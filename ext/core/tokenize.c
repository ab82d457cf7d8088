/*
** core/tokenize.c — text into a bag of tokens: bayes_tokens' tokenizer,
** with scikit-learn's CountVectorizer options.
**
**   bayes_tokenize_default   the one-argument bayes_tokens: lower-case,
**                            token_pattern (?u)\b\w\w+\b, counts
**   bayes_tokenize_opts_*    the options string of the two-argument form,
**                            parsed once (BayesTokOpts)
**   bayes_tokenize           a text into a bag under those options
**   bayes_tokenize_write     a bag as its JSON object text
**
** The options, named as CountVectorizer names them, are words of the
** spec's syntax (core/spec.c): name=value, separated by white space and/or
** commas; a comma inside a value continues it unless a name= follows.
**
**   analyzer=word|char|char_wb   word tokens, or character n-grams (char_wb:
**                                of each white-space separated word padded
**                                with one space either side)
**   ngram_range=MIN,MAX          n-grams for n in MIN..MAX (also (MIN,MAX)
**                                or [MIN,MAX]); 1 <= MIN <= MAX <= 16
**   stop_words=english|none|[..] scikit-learn's ENGLISH_STOP_WORDS (318
**                                words), or a JSON array of words; removed
**                                from the tokens BEFORE n-grams are built
**   lowercase=1|0                lower-case the text first (1)
**   binary=1|0                   every count 1 (0)
**   token_pattern=P              (?u)\b\w\w+\b (the default), (?u)\b\w+\b
**                                (one-character tokens too), or (?u)\S+
**                                (runs of non-white space); the forms
**                                without (?u), and \w\w+, \w+ are the same
**                                patterns (scikit-learn's findall gives the
**                                same tokens).  No other pattern: there is
**                                no regular expression engine here.
**
** Word n-grams are the kept tokens joined by one space, all n-grams of the
** smallest n first (scikit-learn's _word_ngrams).  char: the text, its runs
** of two or more white-space characters made one space (a single tab or
** newline stays itself, as in scikit-learn), then every substring of n
** characters.  char_wb: each word of that text (split at white space) as
** ' ' + word + ' ', its n-grams, and a word shorter than n once, whole
** (scikit-learn's _char_wb_ngrams).  stop_words and token_pattern apply to
** analyzer=word only (an error otherwise: scikit-learn ignores them with a
** warning).
**
** A bag's keys are in order of first appearance (as the one-argument form),
** unescaped in the vocabulary and JSON-escaped in the text.  Its size is
** bounded: keys' bytes plus 8 per key may not pass mxBag (the caller's
** SQLITE_LIMIT_LENGTH); the work is linear in the text times the number of
** n-gram sizes (char: times MAX).
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
** and fullwidth Latin (İ becomes plain i; Python gives i + U+0307; Σ is
** always σ, where Python writes ς at a word's end).  White space is
** Python's (str.isspace).  Bytes that are not valid UTF-8 separate tokens
** (and are U+FFFD in character n-grams and \S+ tokens).
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


/* White space as Python's str.isspace (and re's \s, str.split()) */
static int tokIsSpace(u32 c){
  if( c<0x80 ) return c==' ' || (c>=0x09 && c<=0x0D) || (c>=0x1C && c<=0x1F);
  return c==0x85 || c==0xA0 || c==0x1680 || (c>=0x2000 && c<=0x200A)
      || c==0x2028 || c==0x2029 || c==0x202F || c==0x205F || c==0x3000;
}

/* Bytes of the UTF-8 character that starts with lead byte b (valid text) */
static int tokCharLen(u8 b){
  return b<0x80 ? 1 : b<0xE0 ? 2 : b<0xF0 ? 3 : 4;
}

/* ------------------------------------------------------------ default */
/* The one-argument tokenizer: lower-case, maximal runs of two or more word
** characters, counted.  pTok is scratch (n+4 bytes). */
int bayes_tokenize_default(const u8 *z, i64 n, BayesVocab *pVoc,
                           BayesBuf *pTok, BayesErr *pErr){
  i64 i = 0;
  u8 *t;
  /* a lower-cased token is never longer than its text (toLower keeps the
  ** UTF-8 length or shortens it), so the token scratch holds n bytes */
  pTok->n = 0;
  if( bayes_buf_reserve(pTok, n+4) ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
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
      if( rc==SQLITE_NOMEM ){ bayes_err_nomem(pErr); return rc; }
      if( rc ){
        bayes_err(pErr, "more distinct tokens than a vocabulary holds");
        return SQLITE_ERROR;
      }
      pVoc->aUse[idx] += 1.0;
    }
    if( nChar==0 ){       /* a byte that is not a word character */
      int len = 1;
      if( z[i]>=0x80 ) tokUtf8Decode(z+i, n-i, &len);
      i += len;
    }
  }
  return SQLITE_OK;
}

/* ------------------------------------------------------------ options */
#define TOK_WORD     0
#define TOK_CHAR     1
#define TOK_CHAR_WB  2
#define TOK_PAT_W2   0      /* (?u)\b\w\w+\b */
#define TOK_PAT_W1   1      /* (?u)\b\w+\b */
#define TOK_PAT_NS   2      /* (?u)\S+ */

struct BayesTokOpts {
  int eAnalyzer;            /* TOK_WORD, _CHAR, _CHAR_WB */
  int minN, maxN;           /* ngram_range */
  int bLower, bBinary;
  int ePattern;             /* TOK_PAT_* */
  int bStop;                /* stop words in stop */
  BayesVocab stop;
  char *zTokenize;          /* tokenize=: FTS5's tokenizer and arguments */
  BayesTokSource *pSrc;     /* its tokens (the caller's, owned here) */
  int bSeen[7];             /* options given (duplicates are errors) */
};

/* scikit-learn's ENGLISH_STOP_WORDS (sklearn.feature_extraction.text,
** 1.2.1): 318 words */
static const char *const azTokEnglish[] = {
  "a", "about", "above", "across", "after", "afterwards", "again", "against",
  "all", "almost", "alone", "along", "already", "also", "although", "always",
  "am", "among", "amongst", "amoungst", "amount", "an", "and", "another",
  "any", "anyhow", "anyone", "anything", "anyway", "anywhere", "are",
  "around", "as", "at", "back", "be", "became", "because", "become",
  "becomes", "becoming", "been", "before", "beforehand", "behind", "being",
  "below", "beside", "besides", "between", "beyond", "bill", "both", "bottom",
  "but", "by", "call", "can", "cannot", "cant", "co", "con", "could",
  "couldnt", "cry", "de", "describe", "detail", "do", "done", "down", "due",
  "during", "each", "eg", "eight", "either", "eleven", "else", "elsewhere",
  "empty", "enough", "etc", "even", "ever", "every", "everyone", "everything",
  "everywhere", "except", "few", "fifteen", "fifty", "fill", "find", "fire",
  "first", "five", "for", "former", "formerly", "forty", "found", "four",
  "from", "front", "full", "further", "get", "give", "go", "had", "has",
  "hasnt", "have", "he", "hence", "her", "here", "hereafter", "hereby",
  "herein", "hereupon", "hers", "herself", "him", "himself", "his", "how",
  "however", "hundred", "i", "ie", "if", "in", "inc", "indeed", "interest",
  "into", "is", "it", "its", "itself", "keep", "last", "latter", "latterly",
  "least", "less", "ltd", "made", "many", "may", "me", "meanwhile", "might",
  "mill", "mine", "more", "moreover", "most", "mostly", "move", "much",
  "must", "my", "myself", "name", "namely", "neither", "never",
  "nevertheless", "next", "nine", "no", "nobody", "none", "noone", "nor",
  "not", "nothing", "now", "nowhere", "of", "off", "often", "on", "once",
  "one", "only", "onto", "or", "other", "others", "otherwise", "our", "ours",
  "ourselves", "out", "over", "own", "part", "per", "perhaps", "please",
  "put", "rather", "re", "same", "see", "seem", "seemed", "seeming", "seems",
  "serious", "several", "she", "should", "show", "side", "since", "sincere",
  "six", "sixty", "so", "some", "somehow", "someone", "something", "sometime",
  "sometimes", "somewhere", "still", "such", "system", "take", "ten", "than",
  "that", "the", "their", "them", "themselves", "then", "thence", "there",
  "thereafter", "thereby", "therefore", "therein", "thereupon", "these",
  "they", "thick", "thin", "third", "this", "those", "though", "three",
  "through", "throughout", "thru", "thus", "to", "together", "too", "top",
  "toward", "towards", "twelve", "twenty", "two", "un", "under", "until",
  "up", "upon", "us", "very", "via", "was", "we", "well", "were", "what",
  "whatever", "when", "whence", "whenever", "where", "whereafter", "whereas",
  "whereby", "wherein", "whereupon", "wherever", "whether", "which", "while",
  "whither", "who", "whoever", "whole", "whom", "whose", "why", "will",
  "with", "within", "without", "would", "yet", "you", "your", "yours",
  "yourself", "yourselves",
};

static const char *const azTokOpt[] = {
  "analyzer", "binary", "lowercase", "ngram_range", "stop_words",
  "token_pattern", "tokenize"
};
#define TOK_NOPT 7
#define TOK_OPT_ANALYZER  0
#define TOK_OPT_BINARY    1
#define TOK_OPT_LOWERCASE 2
#define TOK_OPT_NGRAM     3
#define TOK_OPT_STOP      4
#define TOK_OPT_PATTERN   5
#define TOK_OPT_TOKENIZE  6

/* The token patterns understood, and what each is */
static const struct { const char *z; int e; } aTokPattern[] = {
  { "(?u)\\b\\w\\w+\\b", TOK_PAT_W2 }, { "\\b\\w\\w+\\b", TOK_PAT_W2 },
  { "(?u)\\w\\w+", TOK_PAT_W2 },       { "\\w\\w+", TOK_PAT_W2 },
  { "(?u)\\b\\w+\\b", TOK_PAT_W1 },    { "\\b\\w+\\b", TOK_PAT_W1 },
  { "(?u)\\w+", TOK_PAT_W1 },          { "\\w+", TOK_PAT_W1 },
  { "(?u)\\S+", TOK_PAT_NS },          { "\\S+", TOK_PAT_NS },
};

void bayes_tokenize_opts_free(BayesTokOpts *p){
  if( p ){
    bayes_vocab_free(&p->stop);
    if( p->pSrc && p->pSrc->xFree ) p->pSrc->xFree(p->pSrc);
    sqlite3_free(p->zTokenize);
    sqlite3_free(p);
  }
}

int bayes_tokenize_opts_is_default(const BayesTokOpts *p){
  return p->eAnalyzer==TOK_WORD && p->minN==1 && p->maxN==1 && p->bLower
      && !p->bBinary && p->ePattern==TOK_PAT_W2 && !p->bStop
      && p->zTokenize==0;
}

const char *bayes_tokenize_opts_external(const BayesTokOpts *p){
  return p->zTokenize;
}

void bayes_tokenize_opts_set_source(BayesTokOpts *p, BayesTokSource *pSrc){
  if( p->pSrc && p->pSrc->xFree ) p->pSrc->xFree(p->pSrc);
  p->pSrc = pSrc;
}

static int tokOptIsSep(char c){
  return c==',' || c==' ' || c=='\t' || c=='\n' || c=='\r';
}
static int tokOptIsNameChar(char c, int bFirst){
  return (c>='a' && c<='z') || (c>='A' && c<='Z') || c=='_'
      || (!bFirst && c>='0' && c<='9');
}
/* z[i..) is "name=" (white space allowed before the '=') */
static int tokOptIsStart(const char *z, int i, int n){
  int k = i;
  while( k<n && tokOptIsNameChar(z[k], k==i) ) k++;
  if( k==i ) return 0;
  while( k<n && (z[k]==' ' || z[k]=='\t') ) k++;
  return k<n && z[k]=='=';
}

/* End of a bracketed value z[i]=='[' or '(': the matching close (nested
** brackets of the same kind counted), strings in double quotes skipped;
** -1 if there is none */
static int tokOptBracketEnd(const char *z, int i, int n){
  char cOpen = z[i], cClose = z[i]=='[' ? ']' : ')';
  int k, nDepth = 0;
  for(k=i; k<n; k++){
    if( z[k]=='"' ){
      for(k++; k<n && z[k]!='"'; k++){ if( z[k]=='\\' ) k++; }
      if( k>=n ) return -1;
    }else if( z[k]==cOpen ){
      nDepth++;
    }else if( z[k]==cClose && --nDepth==0 ){
      return k+1;
    }
  }
  return -1;
}

/* End of the plain value that starts at z[i]: the next separator, but a
** comma followed (after white space) by anything but name= continues it */
static int tokOptValueEnd(const char *z, int i, int n){
  int k = i;
  for(;;){
    int j;
    while( k<n && !tokOptIsSep(z[k]) ) k++;
    if( k>=n || z[k]!=',' ) return k;
    j = k+1;
    while( j<n && (z[j]==' ' || z[j]=='\t' || z[j]=='\n' || z[j]=='\r') ) j++;
    if( j>=n || z[j]==',' || tokOptIsStart(z, j, n) ) return k;
    k = j;
  }
}

static int tokOptBool(const char *z, int n, int *pB){
  if( (n==1 && z[0]=='1') || (n==4 && sqlite3_strnicmp(z, "true", 4)==0) ){
    *pB = 1;
    return 0;
  }
  if( (n==1 && z[0]=='0') || (n==5 && sqlite3_strnicmp(z, "false", 5)==0) ){
    *pB = 0;
    return 0;
  }
  return 1;
}

/* "MIN,MAX", "(MIN, MAX)" or "[MIN,MAX]" */
static int tokOptRange(const char *z, int n, int *pMin, int *pMax){
  int k = 0, a[2], j;
  if( n>=2 && ((z[0]=='(' && z[n-1]==')') || (z[0]=='[' && z[n-1]==']')) ){
    z++;
    n -= 2;
  }
  for(j=0; j<2; j++){
    int nDig = 0;
    a[j] = 0;
    while( k<n && (z[k]==' ' || z[k]=='\t') ) k++;
    while( k<n && z[k]>='0' && z[k]<='9' ){
      if( nDig<6 ) a[j] = a[j]*10 + (z[k]-'0');
      nDig++;
      k++;
    }
    if( nDig==0 ) return 1;
    if( nDig>=6 ) a[j] = 999999;
    while( k<n && (z[k]==' ' || z[k]=='\t') ) k++;
    if( j==0 ){
      if( k>=n || z[k]!=',' ) return 1;
      k++;
    }
  }
  if( k!=n ) return 1;
  *pMin = a[0];
  *pMax = a[1];
  return 0;
}

static int tokOptStopList(BayesTokOpts *p, const char *z, int n,
                          BayesErr *pErr){
  BayesJsonIter it;
  BayesJsonVal v;
  int rc, idx;
  if( bayes_json_iter_start(&it, z, n) || it.bObj ){
    bayes_err(pErr, "stop_words=%.*s: english, none, or a JSON array of "
              "words", n, z);
    return SQLITE_ERROR;
  }
  while( (rc = bayes_json_iter_next(&it, 0, &v))==1 ){
    char *zW;
    int nW = v.n;
    if( v.eType!=BAYES_J_STR ){
      bayes_err(pErr, "stop_words: every item of the array is a string "
                "(item %d is not)", it.nItem);
      return SQLITE_ERROR;
    }
    zW = sqlite3_malloc64((u64)v.n+1);
    if( zW==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
    if( v.bEsc ){
      nW = bayes_json_unescape(v.z, v.n, zW);
    }else{
      memcpy(zW, v.z, (size_t)v.n);
    }
    rc = bayes_vocab_intern(&p->stop, zW, nW, &idx);
    sqlite3_free(zW);
    if( rc==SQLITE_NOMEM ){ bayes_err_nomem(pErr); return rc; }
    if( rc ){ bayes_err(pErr, "stop_words: too many words"); return rc; }
  }
  if( rc<0 ){
    bayes_err(pErr, "stop_words: not a flat JSON array of strings: %.*s",
              n, z);
    return SQLITE_ERROR;
  }
  p->bStop = p->stop.n>0;
  return SQLITE_OK;
}

static int tokOptSet(BayesTokOpts *p, int iOpt, const char *zV, int nV,
                     BayesErr *pErr){
  int k;
  switch( iOpt ){
    case TOK_OPT_ANALYZER:
      if( nV==4 && memcmp(zV, "word", 4)==0 ){ p->eAnalyzer = TOK_WORD; break; }
      if( nV==4 && memcmp(zV, "char", 4)==0 ){ p->eAnalyzer = TOK_CHAR; break; }
      if( nV==7 && memcmp(zV, "char_wb", 7)==0 ){
        p->eAnalyzer = TOK_CHAR_WB;
        break;
      }
      bayes_err(pErr, "analyzer=%.*s: word, char or char_wb", nV, zV);
      return SQLITE_ERROR;
    case TOK_OPT_BINARY:
    case TOK_OPT_LOWERCASE:
      if( tokOptBool(zV, nV, iOpt==TOK_OPT_BINARY ? &p->bBinary : &p->bLower) ){
        bayes_err(pErr, "%s=%.*s: 1 or 0 (true or false)", azTokOpt[iOpt],
                  nV, zV);
        return SQLITE_ERROR;
      }
      break;
    case TOK_OPT_NGRAM:
      if( tokOptRange(zV, nV, &p->minN, &p->maxN)
       || p->minN<1 || p->maxN<p->minN || p->maxN>BAYES_TOK_MAX_N ){
        bayes_err(pErr, "ngram_range=%.*s: MIN,MAX with 1 <= MIN <= MAX "
                  "<= %d", nV, zV, BAYES_TOK_MAX_N);
        return SQLITE_ERROR;
      }
      break;
    case TOK_OPT_STOP:
      if( nV==7 && memcmp(zV, "english", 7)==0 ){
        for(k=0; k<(int)(sizeof(azTokEnglish)/sizeof(azTokEnglish[0])); k++){
          int idx, rc;
          rc = bayes_vocab_intern(&p->stop, azTokEnglish[k],
                                  (int)strlen(azTokEnglish[k]), &idx);
          if( rc ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
        }
        p->bStop = 1;
        break;
      }
      if( nV==4 && memcmp(zV, "none", 4)==0 ){ p->bStop = 0; break; }
      return tokOptStopList(p, zV, nV, pErr);
    default:  /* TOK_OPT_PATTERN */
      for(k=0; k<(int)(sizeof(aTokPattern)/sizeof(aTokPattern[0])); k++){
        if( (int)strlen(aTokPattern[k].z)==nV
         && memcmp(aTokPattern[k].z, zV, (size_t)nV)==0 ){
          p->ePattern = aTokPattern[k].e;
          return SQLITE_OK;
        }
      }
      bayes_err(pErr, "token_pattern=%.*s: one of (?u)\\b\\w\\w+\\b (the "
                "default), (?u)\\b\\w+\\b, (?u)\\S+ (no other regular "
                "expression)", nV, zV);
      return SQLITE_ERROR;
  }
  return SQLITE_OK;
}

int bayes_tokenize_opts_parse(BayesTokOpts **pp, const char *z, int n,
                              BayesErr *pErr){
  BayesTokOpts *p;
  int i = 0, rc = SQLITE_OK;
  *pp = 0;
  p = sqlite3_malloc64(sizeof(*p));
  if( p==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  memset(p, 0, sizeof(*p));
  bayes_vocab_init(&p->stop);
  p->minN = p->maxN = 1;
  p->bLower = 1;
  while( rc==SQLITE_OK ){
    int iName, nName, iV, nV, iOpt, k;
    while( i<n && tokOptIsSep(z[i]) ) i++;
    if( i>=n ) break;
    iName = i;
    while( i<n && tokOptIsNameChar(z[i], i==iName) ) i++;
    nName = i-iName;
    k = i;
    while( k<n && (z[k]==' ' || z[k]=='\t') ) k++;
    if( nName==0 || k>=n || z[k]!='=' ){
      int e = iName;
      while( e<n && !tokOptIsSep(z[e]) ) e++;
      bayes_err(pErr, "%.*s is not an option (name=value: analyzer, "
                "binary, lowercase, ngram_range, stop_words, "
                "token_pattern, tokenize)", e-iName, z+iName);
      rc = SQLITE_ERROR;
      break;
    }
    for(iOpt=0; iOpt<TOK_NOPT; iOpt++){
      if( (int)strlen(azTokOpt[iOpt])==nName
       && memcmp(azTokOpt[iOpt], z+iName, (size_t)nName)==0 ) break;
    }
    if( iOpt==TOK_NOPT ){
      bayes_err(pErr, "unknown option %.*s (known: analyzer, binary, "
                "lowercase, ngram_range, stop_words, token_pattern, "
                "tokenize)", nName, z+iName);
      rc = SQLITE_ERROR;
      break;
    }
    if( p->bSeen[iOpt] ){
      bayes_err(pErr, "option %s given twice", azTokOpt[iOpt]);
      rc = SQLITE_ERROR;
      break;
    }
    p->bSeen[iOpt] = 1;
    i = k+1;
    while( i<n && (z[i]==' ' || z[i]=='\t') ) i++;
    iV = i;
    if( iOpt==TOK_OPT_TOKENIZE ){       /* the rest, in FTS5's syntax */
      int e = n;
      while( e>i && tokOptIsSep(z[e-1]) ) e--;
      if( e==i ){
        bayes_err(pErr, "tokenize= has no value");
        rc = SQLITE_ERROR;
        break;
      }
      p->zTokenize = sqlite3_mprintf("%.*s", e-i, z+i);
      if( p->zTokenize==0 ){ bayes_err_nomem(pErr); rc = SQLITE_NOMEM; }
      i = n;
      continue;
    }
    if( i<n && (z[i]=='[' || z[i]=='(')
     && (iOpt==TOK_OPT_NGRAM || iOpt==TOK_OPT_STOP) ){
      int e = tokOptBracketEnd(z, i, n);
      if( e<0 ){
        bayes_err(pErr, "%s=%.*s: no closing %c", azTokOpt[iOpt], n-i, z+i,
                  z[i]=='[' ? ']' : ')');
        rc = SQLITE_ERROR;
        break;
      }
      i = e;
    }else{
      i = tokOptValueEnd(z, i, n);
    }
    nV = i-iV;
    if( nV==0 ){
      bayes_err(pErr, "%s= has no value", azTokOpt[iOpt]);
      rc = SQLITE_ERROR;
      break;
    }
    if( i<n && !tokOptIsSep(z[i]) ){
      bayes_err(pErr, "%s=%.*s: unexpected text after the value",
                azTokOpt[iOpt], n-iV, z+iV);
      rc = SQLITE_ERROR;
      break;
    }
    rc = tokOptSet(p, iOpt, z+iV, nV, pErr);
  }
  if( rc==SQLITE_OK && p->zTokenize
   && (p->bSeen[TOK_OPT_ANALYZER] || p->bSeen[TOK_OPT_LOWERCASE]
       || p->bSeen[TOK_OPT_PATTERN]) ){
    bayes_err(pErr, "%s does not apply with tokenize= (the FTS5 tokenizer "
              "makes the tokens)", p->bSeen[TOK_OPT_ANALYZER] ? "analyzer"
              : p->bSeen[TOK_OPT_LOWERCASE] ? "lowercase" : "token_pattern");
    rc = SQLITE_ERROR;
  }
  if( rc==SQLITE_OK && p->eAnalyzer!=TOK_WORD
   && (p->bSeen[TOK_OPT_STOP] || p->bSeen[TOK_OPT_PATTERN]) ){
    bayes_err(pErr, "%s applies to analyzer=word only",
              p->bSeen[TOK_OPT_STOP] ? "stop_words" : "token_pattern");
    rc = SQLITE_ERROR;
  }
  if( rc ){
    bayes_tokenize_opts_free(p);
    return rc;
  }
  *pp = p;
  return SQLITE_OK;
}

/* ------------------------------------------------------------ writing */
int bayes_tokenize_write(const BayesVocab *pVoc, const BayesTokOpts *pOpt,
                         BayesBuf *pOut){
  int k, bEscape;
  u8 *w;
  /* word tokens are word characters (and spaces in n-grams): only \S+
  ** tokens, character n-grams and an FTS5 tokenizer's tokens may hold a
  ** byte JSON escapes */
  bEscape = pOpt!=0 && (pOpt->ePattern==TOK_PAT_NS
                        || pOpt->eAnalyzer!=TOK_WORD || pOpt->zTokenize);
  pOut->n = 0;
  if( bEscape ){                /* escaped if any key needs it: the keys
                                ** are zKey[0..nKey), one after another */
    const u8 *zK = (const u8*)pVoc->zKey;
    i64 j;
    u8 bad = 0;
    for(j=0; j<pVoc->nKey; j++){
      bad |= (u8)(zK[j]<0x20) | (u8)(zK[j]=='"') | (u8)(zK[j]=='\\');
    }
    bEscape = bad;
  }
  if( bEscape ){                /* keys of any characters: escaped */
    bayes_buf_char(pOut, '{');
    for(k=0; k<pVoc->n; k++){
      int nK;
      const char *zK = bayes_vocab_key(pVoc, k, &nK);
      if( k ) bayes_buf_char(pOut, ',');
      bayes_json_str(pOut, zK, nK);
      bayes_buf_char(pOut, ':');
      bayes_json_int(pOut, (i64)pVoc->aUse[k]);
    }
    bayes_buf_char(pOut, '}');
    return pOut->oom;
  }
  /* no key needs escaping (the default tokenizer's: word characters) */
  if( bayes_buf_reserve(pOut, pVoc->nKey + 24*(i64)pVoc->n + 2) ) return 1;
  w = pOut->a;
  *w++ = '{';
  for(k=0; k<pVoc->n; k++){
    int nK = pVoc->aLen[k], nD = 0;
    const char *zK = pVoc->zKey + pVoc->aOff[k];
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

/* ------------------------------------------------------------ tokenizing */
typedef struct TokCtx {
  BayesVocab *pVoc;
  BayesBuf *pScratch;       /* 6n+16 bytes: the text's tokens or grams */
  i64 mxBag;
  BayesErr *pErr;
} TokCtx;

/* Count the gram z[0..n) */
static int tokAdd(TokCtx *c, const u8 *z, i64 n){
  BayesVocab *pV = c->pVoc;
  int idx, rc;
  if( n + pV->nKey + 8*(i64)(pV->n+1) > c->mxBag ){
    bayes_err(c->pErr, "the bag of this text would pass %lld bytes "
              "(SQLITE_LIMIT_LENGTH): a shorter text or a narrower "
              "ngram_range", (long long)c->mxBag);
    return SQLITE_TOOBIG;
  }
  rc = bayes_vocab_intern(pV, (const char*)z, (int)n, &idx);
  if( rc==SQLITE_NOMEM ){ bayes_err_nomem(c->pErr); return rc; }
  if( rc ){
    bayes_err(c->pErr, "more distinct tokens than a vocabulary holds");
    return SQLITE_ERROR;
  }
  pV->aUse[idx] += 1.0;
  return SQLITE_OK;
}

/* Decode the character at z[i..n) into *pc (U+FFFD for a byte that is not
** valid UTF-8), lower-cased if bLower; returns its length in the text */
static int tokNext(const u8 *z, i64 i, i64 n, int bLower, u32 *pc){
  int len = 1;
  u32 c = z[i];
  if( c>=0x80 ) c = tokUtf8Decode(z+i, n-i, &len);
  *pc = bLower ? tokToLower(c) : c;
  return len;
}

static int tokIsTokenChar(int ePattern, u32 c){
  return ePattern==TOK_PAT_NS ? !tokIsSpace(c) : tokIsWord(c);
}

/* analyzer=word: the tokens, stop words out, into t, each followed by one
** space (a token holds no space: the patterns see to it), then the
** n-grams, all of the smallest n first: an n-gram is the substring of t
** from its first token to its last, the last n tokens' starts kept in a
** ring */
static int tokWords(const BayesTokOpts *p, const u8 *z, i64 n, TokCtx *c){
  u8 *t = c->pScratch->a;             /* 4n+8 bytes: U+FFFD is 3 for 1 */
  i64 nT = 0, i = 0;
  int nTok = 0, rc = SQLITE_OK, nGram;
  while( i<n ){
    i64 t0 = nT, nChar = 0;
    u32 ch;
    int len;
    for(;;){
      u8 b;
      if( i>=n ) break;
      b = z[i];
      if( b<0x80 ){                     /* ASCII: by table, inline */
        u8 o;
        if( p->ePattern==TOK_PAT_NS ){
          if( tokIsSpace(b) ) break;
          o = (p->bLower && b>='A' && b<='Z') ? (u8)(b+32) : b;
        }else{
          o = tokAsciiWord[b];
          if( o==0 ) break;
          if( !p->bLower ) o = b;
        }
        t[nT++] = o;
        i++;
      }else{
        len = tokNext(z, i, n, p->bLower, &ch);
        if( !tokIsTokenChar(p->ePattern, ch) ) break;
        nT += bayes_json_utf8(ch, t+nT);
        i += len;
      }
      nChar++;
    }
    if( nChar>=(p->ePattern==TOK_PAT_W2 ? 2 : 1)
     && !(p->bStop && bayes_vocab_find(&p->stop, (const char*)t+t0,
                                       (int)(nT-t0))>=0) ){
      if( p->minN==1 ){                 /* unigrams as they come */
        rc = tokAdd(c, t+t0, nT-t0);
        if( rc ) return rc;
      }
      t[nT++] = ' ';
      nTok++;
    }else{
      nT = t0;
    }
    if( nChar==0 ) i += tokNext(z, i, n, 0, &ch);
  }
  for(nGram=p->minN>1 ? p->minN : 2; nGram<=p->maxN && nGram<=nTok; nGram++){
    i64 aRing[BAYES_TOK_MAX_N], s = 0, e;
    int k = 0;
    for(e=0; e<nT; e++){
      if( t[e]!=' ' ) continue;         /* e ends token k */
      aRing[k % nGram] = s;
      k++;
      if( k>=nGram ){
        rc = tokAdd(c, t+aRing[k % nGram], e-aRing[k % nGram]);
        if( rc ) return rc;
      }
      s = e+1;
    }
  }
  return rc;
}

/* analyzer=char and char_wb: the text, lower-cased if asked, runs of two
** or more white-space characters one space, as UTF-8 in t */
static int tokChars(const BayesTokOpts *p, const u8 *z, i64 n, TokCtx *c){
  u8 *t = c->pScratch->a, *w = t + 3*n+8;  /* 3n+8 bytes each */
  i64 nT = 0, i = 0;
  int rc = SQLITE_OK, nGram;
  while( i<n ){
    u32 ch;
    int len = tokNext(z, i, n, p->bLower, &ch);
    if( tokIsSpace(ch) ){
      i64 j = i+len;
      u32 ch2;
      int len2 = 0;
      if( j<n ){
        len2 = tokNext(z, j, n, 0, &ch2);
        if( !tokIsSpace(ch2) ) len2 = 0;
      }
      if( len2 ){                     /* a run of two or more: one space */
        while( j<n ){
          len2 = tokNext(z, j, n, 0, &ch2);
          if( !tokIsSpace(ch2) ) break;
          j += len2;
        }
        t[nT++] = ' ';
        i = j;
        continue;
      }
    }
    nT += bayes_json_utf8(ch, t+nT);
    i += len;
  }
  if( p->eAnalyzer==TOK_CHAR ){
    for(nGram=p->minN; nGram<=p->maxN && rc==SQLITE_OK; nGram++){
      i64 s = 0, e = 0;
      int k;
      for(k=0; k<nGram && e<nT; k++) e += tokCharLen(t[e]);
      if( k<nGram ) break;              /* the text is shorter than n */
      for(;;){
        rc = tokAdd(c, t+s, e-s);
        if( rc || e>=nT ) break;
        s += tokCharLen(t[s]);
        e += tokCharLen(t[e]);
      }
    }
  }else{
    i64 iW = 0;
    while( iW<nT && rc==SQLITE_OK ){
      i64 nW = 0, nWChar;
      u32 ch;
      int len = tokNext(t, iW, nT, 0, &ch);
      if( tokIsSpace(ch) ){ iW += len; continue; }
      w[nW++] = ' ';
      nWChar = 1;
      while( iW<nT ){
        len = tokNext(t, iW, nT, 0, &ch);
        if( tokIsSpace(ch) ) break;
        memcpy(w+nW, t+iW, (size_t)len);
        nW += len;
        iW += len;
        nWChar++;
      }
      w[nW++] = ' ';
      nWChar++;
      for(nGram=p->minN; nGram<=p->maxN && rc==SQLITE_OK; nGram++){
        i64 s = 0, e = 0;
        int k;
        if( nGram>=nWChar ){            /* a short word once, whole */
          rc = tokAdd(c, w, nW);
          break;
        }
        for(k=0; k<nGram; k++) e += tokCharLen(w[e]);
        for(;;){
          rc = tokAdd(c, w+s, e-s);
          if( rc || e>=nW ) break;
          s += tokCharLen(w[s]);
          e += tokCharLen(w[e]);
        }
      }
    }
  }
  return rc;
}

/* tokenize=: the tokens come from the caller's source (an FTS5
** tokenizer); stop words out, unigrams counted as they come, the others
** kept in t (with their starts in aStart) for the n-grams.  A colocated
** token (a synonym at the position of the one before) is counted, and
** left out of n-grams. */
typedef struct TokSink {
  TokCtx *c;
  const BayesTokOpts *p;
  BayesBuf starts;          /* i64 start of each kept token in the scratch */
  int nTok;
} TokSink;

static int tokSinkToken(void *pCtx, const char *zTok, int nTok,
                        int bColocated){
  TokSink *s = (TokSink*)pCtx;
  const BayesTokOpts *p = s->p;
  BayesBuf *pT = s->c->pScratch;
  int rc;
  if( nTok<=0 ) return SQLITE_OK;
  if( p->bStop && bayes_vocab_find(&p->stop, zTok, nTok)>=0 ){
    return SQLITE_OK;
  }
  if( p->minN==1 ){
    rc = tokAdd(s->c, (const u8*)zTok, nTok);
    if( rc ) return rc;
  }
  if( p->maxN>1 && !bColocated ){
    i64 t0 = pT->n;
    bayes_buf_append(pT, zTok, nTok);
    bayes_buf_char((BayesBuf*)pT, ' ');
    bayes_buf_append(&s->starts, &t0, sizeof(t0));
    if( pT->oom || s->starts.oom ){
      bayes_err_nomem(s->c->pErr);
      return SQLITE_NOMEM;
    }
    s->nTok++;
  }
  return SQLITE_OK;
}

static int tokFromSource(const BayesTokOpts *p, const u8 *z, i64 n,
                         TokCtx *c){
  TokSink s;
  int rc, nGram;
  memset(&s, 0, sizeof(s));
  s.c = c;
  s.p = p;
  c->pScratch->n = 0;
  rc = p->pSrc->xTokenize(p->pSrc, z, n, &s, tokSinkToken, c->pErr);
  if( rc==SQLITE_OK && s.nTok>0 ){
    i64 nT = c->pScratch->n;
    bayes_buf_append(&s.starts, &nT, sizeof(nT));
    if( s.starts.oom ){ bayes_err_nomem(c->pErr); rc = SQLITE_NOMEM; }
  }
  for(nGram=p->minN>1 ? p->minN : 2;
      rc==SQLITE_OK && nGram<=p->maxN && nGram<=s.nTok; nGram++){
    const i64 *aStart = (const i64*)s.starts.a;
    int k;
    for(k=0; k+nGram<=s.nTok; k++){
      rc = tokAdd(c, c->pScratch->a + aStart[k], aStart[k+nGram]-1-aStart[k]);
      if( rc ) break;
    }
  }
  bayes_buf_free(&s.starts);
  return rc;
}

int bayes_tokenize(const BayesTokOpts *p, const u8 *z, i64 n, i64 mxBag,
                   BayesVocab *pVoc, BayesBuf *pScratch, BayesErr *pErr){
  TokCtx c;
  int rc, k;
  pScratch->n = 0;
  if( bayes_buf_reserve(pScratch, 6*n+16) ){
    bayes_err_nomem(pErr);
    return SQLITE_NOMEM;
  }
  c.pScratch = pScratch;
  c.pVoc = pVoc;
  c.mxBag = mxBag;
  c.pErr = pErr;
  if( p->zTokenize ){
    if( p->pSrc==0 ){
      bayes_err(pErr, "tokenize=%s: no tokenizer", p->zTokenize);
      return SQLITE_ERROR;
    }
    rc = tokFromSource(p, z, n, &c);
  }else{
    rc = p->eAnalyzer==TOK_WORD ? tokWords(p, z, n, &c) : tokChars(p, z, n, &c);
  }
  if( rc==SQLITE_OK && p->bBinary ){
    for(k=0; k<pVoc->n; k++) pVoc->aUse[k] = 1.0;
  }
  return rc;
}
