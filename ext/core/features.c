/*
** core/features.c — turning a row's feature arguments into one BayesRow.
**
** The feature vector of a row is the concatenation, left to right, of its
** feature arguments (docs/features.md):
**
**   INTEGER, REAL           one feature
**   NULL, TEXT '' or '  '   one missing feature (NaN in aX)
**   TEXT '[1, 2.5, null]'   one feature per element, null = missing
**   TEXT '{"w": 2, ...}'    named features (BAYES_IN_SPARSE kinds)
**   TEXT '5.1'              one feature (text holding exactly a number, as
**                           .import of a CSV file leaves it)
**   BLOB                    little-endian float32s, 4 bytes per feature
**   other TEXT              a category (BAYES_IN_CAT), else an error
**
** In BAYES_IN_CAT mode every value is a category kept with its SQL type;
** JSON array elements are categories too (strings TEXT, whole numbers
** INTEGER, other numbers REAL).  BAYES_IN_MIXED (naive_bayes) is CAT mode
** plus named features from JSON objects and float32 BLOBs (numbers); aX
** then holds each value as a number (NaN for NULL and for TEXT that is not
** exactly a number), aCat its SQL type.  Empty or white-space-only text is
** missing in every mode, and so is an empty or white-space-only JSON string
** in BAYES_IN_CAT and BAYES_IN_MIXED (in a numeric kind's array a string
** stays an error).
**
** The row's buffers are reused from row to row, so decoding allocates only
** while a row is larger than every row before it.  No SQL functions here.
*/
#include "bayesInt.h"
#include <string.h>
#include <math.h>

void bayes_row_free(BayesRow *p){
  sqlite3_free(p->aX);
  sqlite3_free(p->aCat);
  sqlite3_free(p->azTerm);
  sqlite3_free(p->anTerm);
  sqlite3_free(p->aTermVal);
  sqlite3_free(p->zArena);
  sqlite3_free(p->aSet);
  memset(p, 0, sizeof(*p));         /* pBag too: its owner sets it again */
}

/* Make room for one more positional feature */
static int featGrowX(BayesRow *p, int bCat, int nMore){
  if( p->nX + nMore > p->nXAlloc ){
    int nNew = p->nXAlloc ? p->nXAlloc : 16;
    double *aX;
    while( nNew < p->nX + nMore ) nNew *= 2;
    aX = sqlite3_realloc64(p->aX, sizeof(double)*(u64)nNew);
    if( aX==0 ) return SQLITE_NOMEM;
    p->aX = aX;
    if( bCat || p->aCat ){
      BayesCat *aC = sqlite3_realloc64(p->aCat, sizeof(BayesCat)*(u64)nNew);
      if( aC==0 ) return SQLITE_NOMEM;
      p->aCat = aC;
    }
    p->nXAlloc = nNew;
  }
  return SQLITE_OK;
}
static int featGrowTerm(BayesRow *p){
  if( p->nTerm >= p->nTermAlloc ){
    int nNew = p->nTermAlloc ? p->nTermAlloc*2 : 32;
    const char **az = sqlite3_realloc64((void*)p->azTerm, sizeof(char*)*(u64)nNew);
    int *an;
    double *av;
    if( az==0 ) return SQLITE_NOMEM;
    p->azTerm = az;
    an = sqlite3_realloc64(p->anTerm, sizeof(int)*(u64)nNew);
    if( an==0 ) return SQLITE_NOMEM;
    p->anTerm = an;
    av = sqlite3_realloc64(p->aTermVal, sizeof(double)*(u64)nNew);
    if( av==0 ) return SQLITE_NOMEM;
    p->aTermVal = av;
    p->nTermAlloc = nNew;
  }
  return SQLITE_OK;
}

/* Copy a JSON string token into the arena (decoding escapes) */
static const char *featArenaStr(BayesRow *p, const BayesJsonVal *pV, int *pn){
  char *z = p->zArena + p->nArena;
  int n;
  if( pV->bEsc ){
    n = bayes_json_unescape(pV->z, pV->n, z);
  }else{
    memcpy(z, pV->z, pV->n);
    z[pV->n] = 0;
    n = pV->n;
  }
  p->nArena += n+1;
  *pn = n;
  return z;
}

static void featAddNum(BayesRow *p, double v){
  if( isnan(v) ) p->nMissing++;
  if( p->aCat ){
    BayesCat *c = &p->aCat[p->nX];
    memset(c, 0, sizeof(*c));
    c->eType = isnan(v) ? SQLITE_NULL : SQLITE_FLOAT;
    c->r = v;
  }
  p->aX[p->nX++] = v;
}


#define FEAT_NOT_FAST (-2)
static int featJsonWs(char c){ return c==' ' || c=='\t' || c=='\n' || c=='\r'; }

/* z[0..n) is empty or only white space */
static int featBlank(const char *z, int n){
  int i;
  for(i=0; i<n; i++) if( !featJsonWs(z[i]) ) return 0;
  return 1;
}

/* SQLite's affinity of a declared type: the first rule that matches */
int bayes_decltype_family(const char *zDecl){
  char a[5] = {0,0,0,0,0};
  int bInt = 0, bText = 0, bBlob = 0, bReal = 0;
  const char *z;
  if( zDecl==0 || zDecl[0]==0 ) return BAYES_DECL_NONE;
  for(z=zDecl; *z; z++){
    a[0] = a[1]; a[1] = a[2]; a[2] = a[3];
    a[3] = (char)((*z>='a' && *z<='z') ? *z-'a'+'A' : *z);
    if( memcmp(a+1, "INT", 3)==0 ) bInt = 1;
    if( memcmp(a, "CHAR", 4)==0 || memcmp(a, "CLOB", 4)==0
     || memcmp(a, "TEXT", 4)==0 ) bText = 1;
    if( memcmp(a, "BLOB", 4)==0 ) bBlob = 1;
    if( memcmp(a, "REAL", 4)==0 || memcmp(a, "FLOA", 4)==0
     || memcmp(a, "DOUB", 4)==0 ) bReal = 1;
  }
  if( bInt ) return BAYES_DECL_NUMERIC;
  if( bText ) return BAYES_DECL_TEXT;
  if( bBlob ) return BAYES_DECL_NONE;
  if( bReal ) return BAYES_DECL_NUMERIC;
  return BAYES_DECL_NONE;
}

int bayes_value_is_blank(sqlite3_value *v){
  const char *z;
  if( sqlite3_value_type(v)!=SQLITE_TEXT ) return 0;
  z = (const char*)sqlite3_value_text(v);
  return z!=0 && featBlank(z, sqlite3_value_bytes(v));
}

/* Fast path for a flat JSON object of numbers (BAYES_IN_SPARSE), such as
** bayes_tokens writes: {"term": 2, ...}.  A key without escapes is used
** where it stands in the argument's text (azTerm[i] is then not
** NUL-terminated: its length is anTerm[i]; the text outlives the row's
** use, which ends with the SQL function call); anything else (escapes,
** other value types, malformed text) returns FEAT_NOT_FAST with the row
** unchanged, for the general decoder. */
static int featFastObject(BayesRow *p, const char *z, int n){
  int i = 0, k, nTerm0 = p->nTerm;
  i64 nArena0 = p->nArena;
  while( i<n && featJsonWs(z[i]) ) i++;
  if( i>=n || z[i]!='{' ) return FEAT_NOT_FAST;
  i++;
  while( i<n && featJsonWs(z[i]) ) i++;
  if( i<n && z[i]=='}' ){
    i++;
  }else{
    while( 1 ){
      int iKey, nKey;
      double v;
      const char *zT;
      while( i<n && featJsonWs(z[i]) ) i++;
      if( i>=n || z[i]!='"' ) goto not_fast;
      iKey = ++i;
      while( i<n && z[i]!='"' ){
        if( z[i]=='\\' || (unsigned char)z[i]<0x20 ) goto not_fast;
        i++;
      }
      if( i>=n ) goto not_fast;
      nKey = i - iKey;
      i++;
      while( i<n && featJsonWs(z[i]) ) i++;
      if( i>=n || z[i]!=':' ) goto not_fast;
      i++;
      while( i<n && featJsonWs(z[i]) ) i++;
      if( i+4<=n && z[i]=='n' && memcmp(z+i, "null", 4)==0 ){
        i += 4;                               /* a null count: no term */
      }else{
        /* a small non-negative integer (every count bayes_tokens writes)
        ** is read here; anything else by the JSON number parser */
        int i0 = i;
        u64 u = 0;
        while( i<n && i-i0<15 && z[i]>='0' && z[i]<='9' ){
          u = u*10 + (u64)(z[i]-'0');
          i++;
        }
        if( i>i0 && !(i-i0>1 && z[i0]=='0')
         && (i>=n || (z[i]!='.' && z[i]!='e' && z[i]!='E'
                      && (z[i]<'0' || z[i]>'9'))) ){
          v = (double)u;
        }else{
          i = i0;
          k = bayes_json_parse_number(z+i, n-i, &v);
          if( k==0 ) goto not_fast;
          i += k;
        }
        if( featGrowTerm(p) ) return SQLITE_NOMEM;
        zT = z+iKey;                /* the key in the argument's own text */
        p->azTerm[p->nTerm] = zT;
        p->anTerm[p->nTerm] = nKey;
        p->aTermVal[p->nTerm] = v;
        p->nTerm++;
      }
      while( i<n && featJsonWs(z[i]) ) i++;
      if( i<n && z[i]==',' ){ i++; continue; }
      if( i<n && z[i]=='}' ){ i++; break; }
      goto not_fast;
    }
  }
  while( i<n && featJsonWs(z[i]) ) i++;
  if( i==n ) return SQLITE_OK;
not_fast:
  p->nTerm = nTerm0;
  p->nArena = nArena0;
  return FEAT_NOT_FAST;
}

/* A bag argument whose text is exactly the connection's last bayes_tokens
** bag (p->pBag, vocab.c): its terms, counts and hashes are taken from the
** bag's vocabulary, in its order, as featFastObject would read them from
** the text.  The keys point into the bag, which outlives the row's use
** (the next bayes_tokens call on the connection rebuilds it, and none
** runs while a SQL function uses its decoded row). */
static int featBagTerms(BayesRow *p){
  const BayesVocab *pV = &p->pBag->voc;
  int k;
  if( p->nTerm==0 ){
    p->aTermHash = pV->aHash;
    p->nTermHash = pV->n;
  }
  for(k=0; k<pV->n; k++){
    if( featGrowTerm(p) ) return SQLITE_NOMEM;
    p->azTerm[p->nTerm] = pV->zKey + pV->aOff[k];
    p->anTerm[p->nTerm] = pV->aLen[k];
    p->aTermVal[p->nTerm] = pV->aUse[k];
    p->nTerm++;
  }
  return SQLITE_OK;
}

/* Decode one JSON array or object argument; FEAT_NOT_JSON if it is neither */
#define FEAT_NOT_JSON (-1)

/* Fast path for the common argument of the numeric kinds: a flat JSON array
** of numbers and nulls, e.g. json_array(p0, ..., p111).  One pass over the
** text, no iterator and no per-element bookkeeping.  Anything else (objects,
** strings, true/false, malformed text, too many features) returns FEAT_NOT_FAST
** with the row unchanged, and the general decoder handles it, errors
** included. */
static int featFastArray(BayesRow *p, const char *z, int n){
  int i = 0, nX0 = p->nX, nMiss0 = p->nMissing, k;
  while( i<n && featJsonWs(z[i]) ) i++;
  if( i>=n || z[i]!='[' ) return FEAT_NOT_FAST;
  i++;
  while( i<n && featJsonWs(z[i]) ) i++;
  if( i<n && z[i]==']' ){
    i++;
  }else{
    while( 1 ){
      double v;
      while( i<n && featJsonWs(z[i]) ) i++;
      if( i+4<=n && z[i]=='n' && memcmp(z+i, "null", 4)==0 ){
        v = NAN;
        p->nMissing++;
        i += 4;
      }else{
        /* integers of up to 15 digits inline, other numbers by the JSON
        ** number parser */
        int j = i, bNeg = 0;
        i64 m = 0;
        if( j<n && z[j]=='-' ){ bNeg = 1; j++; }
        if( j<n && z[j]=='0' ){
          j++;
        }else{
          while( j<n && z[j]>='0' && z[j]<='9' && j-i<15 ){
            m = m*10 + (z[j]-'0');
            j++;
          }
        }
        if( j>i+bNeg && (j>=n || (z[j]!='.' && z[j]!='e' && z[j]!='E'
                                  && (z[j]<'0' || z[j]>'9'))) ){
          v = bNeg ? -(double)m : (double)m;
          i = j;
        }else{
          k = bayes_json_parse_number(z+i, n-i, &v);
          if( k==0 ) goto not_fast;
          i += k;
        }
      }
      if( p->nX>=p->nXAlloc || p->nX>=BAYES_MAX_FEATURES ){
        /* the limit is checked apart from growth: nXAlloc may exceed it */
        if( p->nX>=BAYES_MAX_FEATURES ) goto not_fast;
        if( featGrowX(p, 0, 1) ) return SQLITE_NOMEM;
      }
      p->aX[p->nX++] = v;
      while( i<n && featJsonWs(z[i]) ) i++;
      if( i<n && z[i]==',' ){ i++; continue; }
      if( i<n && z[i]==']' ){ i++; break; }
      goto not_fast;
    }
  }
  while( i<n && featJsonWs(z[i]) ) i++;
  if( i==n ) return SQLITE_OK;
not_fast:
  p->nX = nX0;
  p->nMissing = nMiss0;
  return FEAT_NOT_FAST;
}
static int featDecodeJson(BayesRow *p, int eMode, const char *z, int n,
                          int iArg, const char *zKind, BayesErr *pErr){
  BayesJsonIter it;
  BayesJsonVal k, v;
  int rc, bCat = eMode==BAYES_IN_CAT || eMode==BAYES_IN_MIXED;
  if( bayes_json_iter_start(&it, z, n) ) return FEAT_NOT_JSON;
  if( it.bObj && eMode!=BAYES_IN_SPARSE && eMode!=BAYES_IN_MIXED ){
    bayes_err(pErr, "argument %d is a JSON object; %s does not take "
              "named features (only multinomial_nb, complement_nb, "
              "bernoulli_nb and naive_bayes do)", iArg, zKind);
    return SQLITE_ERROR;
  }
  while( (rc = bayes_json_iter_next(&it, &k, &v))==1 ){
    if( it.bObj ){
      int nT;
      const char *zT;
      if( v.eType==BAYES_J_NULL ) continue;
      if( v.eType!=BAYES_J_NUM ){
        bayes_err(pErr, "argument %d: the value of key \"%.*s\" in the "
                  "JSON object is not a number", iArg,
                  k.n>40 ? 40 : k.n, k.z);
        return SQLITE_ERROR;
      }
      if( featGrowTerm(p) ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
      zT = featArenaStr(p, &k, &nT);
      p->azTerm[p->nTerm] = zT;
      p->anTerm[p->nTerm] = nT;
      p->aTermVal[p->nTerm] = v.r;
      p->nTerm++;
      continue;
    }
    if( p->nX >= BAYES_MAX_FEATURES ){
      bayes_err(pErr, "more than %d features", BAYES_MAX_FEATURES);
      return SQLITE_ERROR;
    }
    if( featGrowX(p, bCat, 1) ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
    if( bCat ){
      BayesCat *c = &p->aCat[p->nX];
      memset(c, 0, sizeof(*c));
      p->aX[p->nX] = NAN;
      if( v.eType==BAYES_J_NULL ){
        c->eType = SQLITE_NULL;
        p->nMissing++;
      }else if( v.eType==BAYES_J_STR && !v.bEsc && featBlank(v.z, v.n) ){
        c->eType = SQLITE_NULL;               /* "" or "  ": missing */
        p->nMissing++;
      }else if( v.eType==BAYES_J_STR ){
        c->eType = SQLITE_TEXT;
        c->z = featArenaStr(p, &v, &c->n);
      }else if( !v.bBool && v.z && !memchr(v.z, '.', v.n) && !memchr(v.z, 'e', v.n)
             && !memchr(v.z, 'E', v.n) && fabs(v.r)<9.2e18 ){
        c->eType = SQLITE_INTEGER;
        c->i = (i64)v.r;
        p->aX[p->nX] = v.r;
      }else{
        c->eType = SQLITE_FLOAT;
        c->r = v.r;
        p->aX[p->nX] = v.r;
      }
      p->nX++;
      continue;
    }
    if( v.eType==BAYES_J_NULL ){ featAddNum(p, NAN); continue; }
    if( v.eType!=BAYES_J_NUM ){
      bayes_err(pErr, "argument %d: element %d of the JSON array is a "
                "string; %s needs numbers", iArg, it.nItem, zKind);
      return SQLITE_ERROR;
    }
    featAddNum(p, v.r);
  }
  if( rc<0 ){
    if( v.eType==BAYES_J_NESTED ){
      bayes_err(pErr, "argument %d: nested JSON %s at byte %d; features "
                "are a flat JSON array", iArg,
                z[it.i]=='[' ? "array" : "object", it.i);
    }else{
      bayes_err(pErr, "argument %d is not well-formed JSON (error near "
                "byte %d)", iArg, it.i);
    }
    return SQLITE_ERROR;
  }
  return SQLITE_OK;
}

/* Category i of the row from an INTEGER, REAL or NULL value v */
static void featScalarCategory(BayesRow *p, int i, sqlite3_value *v,
                               int eType){
  BayesCat *c = &p->aCat[i];
  memset(c, 0, sizeof(*c));
  c->eType = eType;
  if( eType==SQLITE_INTEGER ){
    c->i = sqlite3_value_int64(v);
    p->aX[i] = (double)c->i;
  }else if( eType==SQLITE_FLOAT ){
    c->r = sqlite3_value_double(v);
    p->aX[i] = c->r;
  }else{
    p->aX[i] = NAN;
    p->nMissing++;
  }
}

/* Step 1, every argument a number or NULL (one column per feature, the
** common case): one type test per argument and nothing else.  Returns how
** many leading arguments were decoded (argc: all, the row is done), or -1
** when out of memory.  (aCat, if a categorical model used this row before,
** is left stale: only BAYES_IN_CAT kinds read it.) */
static int featFastNumbers(BayesRow *p, sqlite3_value **argv, int argc){
  double *aX;
  int i;
  if( argc>p->nXAlloc && argc<=BAYES_MAX_FEATURES && featGrowX(p, 0, argc) ){
    return -1;
  }
  aX = p->aX;
  for(i=0; i<argc && i<p->nXAlloc; i++){
    sqlite3_value *v = argv[i];
    int eType = sqlite3_value_type(v);
    if( eType==SQLITE_FLOAT ){
      aX[i] = sqlite3_value_double(v);
    }else if( eType==SQLITE_INTEGER ){
      aX[i] = (double)sqlite3_value_int64(v);
    }else if( eType==SQLITE_NULL ){
      aX[i] = NAN;
      p->nMissing++;
    }else{
      break;
    }
  }
  return i;
}

/* Step 1 for categories: numbers, NULLs and TEXT that is not a JSON
** container (after white space, not '[' or '{') are one category each.
** Returns as featFastNumbers. */
static int featFastCategories(BayesRow *p, sqlite3_value **argv, int eMode,
                              int argc){
  int i;
  double d;
  if( argc>BAYES_MAX_FEATURES ) return 0;
  if( (argc>p->nXAlloc || p->aCat==0) && featGrowX(p, 1, argc) ) return -1;
  for(i=0; i<argc; i++){
    sqlite3_value *v = argv[i];
    int eType = sqlite3_value_type(v);
    if( eType==SQLITE_TEXT ){
      const char *z = (const char*)sqlite3_value_text(v);
      int n = sqlite3_value_bytes(v), k = 0;
      BayesCat *c = &p->aCat[i];
      if( z==0 ) break;
      while( k<n && featJsonWs(z[k]) ) k++;
      if( k<n && (z[k]=='[' || z[k]=='{') ) break;
      if( k==n ){                          /* '' or '  ': missing */
        featScalarCategory(p, i, v, SQLITE_NULL);
        continue;
      }
      memset(c, 0, sizeof(*c));
      c->eType = SQLITE_TEXT;
      c->z = z;
      c->n = n;
      if( eMode!=BAYES_IN_MIXED || !bayes_json_text_number(z, n, &d) ) d = NAN;
      p->aX[i] = d;
    }else if( eType==SQLITE_BLOB ){
      break;
    }else{
      featScalarCategory(p, i, v, eType);
    }
  }
  return i;
}

/* Step 2 of the general path: room in the arena for every string a TEXT
** argument can hold, so that it never moves while pointers into it are
** handed out. */
static int featReserveArena(BayesRow *p, sqlite3_value **argv, int argc){
  i64 nText = 0;
  int i;
  for(i=0; i<argc; i++){
    if( sqlite3_value_type(argv[i])==SQLITE_TEXT ){
      nText += sqlite3_value_bytes(argv[i]) + 2;
    }
  }
  if( nText > p->nArenaAlloc ){
    char *z = sqlite3_realloc64(p->zArena, (u64)nText);
    if( z==0 ) return SQLITE_NOMEM;
    p->zArena = z;
    p->nArenaAlloc = nText;
  }
  return SQLITE_OK;
}

static int featTooMany(BayesErr *pErr){
  bayes_err(pErr, "more than %d features", BAYES_MAX_FEATURES);
  return SQLITE_ERROR;
}

/* A TEXT argument: a JSON array or object, a number, or (CAT) a category */
static int featAddText(BayesRow *p, int eMode, sqlite3_value *v, int iArg,
                       const char *zKind, BayesErr *pErr){
  const char *z = (const char*)sqlite3_value_text(v);
  int n = sqlite3_value_bytes(v), rc, bCat;
  double d;
  if( z==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  bCat = eMode==BAYES_IN_CAT || eMode==BAYES_IN_MIXED;
  if( featBlank(z, n) ){          /* '' or '  ' (an empty CSV cell): missing */
    if( p->nX >= BAYES_MAX_FEATURES ) return featTooMany(pErr);
    if( featGrowX(p, bCat, 1) ){
      bayes_err_nomem(pErr);
      return SQLITE_NOMEM;
    }
    if( bCat ){
      featScalarCategory(p, p->nX++, v, SQLITE_NULL);
    }else{
      featAddNum(p, NAN);
    }
    return SQLITE_OK;
  }
  if( eMode!=BAYES_IN_DENSE && eMode!=BAYES_IN_CAT
   && bayes_vocab_bag_match(p->pBag, z, n) ){     /* bayes_tokens' last bag */
    if( featBagTerms(p) ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
    return SQLITE_OK;
  }
  if( !bCat || eMode==BAYES_IN_MIXED ){  /* (aCat is only read in CAT mode) */
    rc = eMode==BAYES_IN_MIXED ? FEAT_NOT_FAST : featFastArray(p, z, n);
    if( rc==FEAT_NOT_FAST && eMode!=BAYES_IN_DENSE ){
      rc = featFastObject(p, z, n);
    }
    if( rc==SQLITE_OK ) return SQLITE_OK;
    if( rc==SQLITE_NOMEM ){ bayes_err_nomem(pErr); return rc; }
  }
  {
    int nX0 = p->nX, nMiss0 = p->nMissing, k = 0;
    i64 nArena0 = p->nArena;
    rc = featDecodeJson(p, eMode, z, n, iArg, zKind, pErr);
    if( rc==SQLITE_OK ) return SQLITE_OK;
    while( k<n && featJsonWs(z[k]) ) k++;
    if( rc==SQLITE_ERROR && (eMode==BAYES_IN_CAT
                             || (eMode==BAYES_IN_MIXED && z[k]!='{')) ){
      /* malformed JSON is just a text category */
      p->nX = nX0; p->nMissing = nMiss0; p->nArena = nArena0;
      pErr->rc = SQLITE_OK;
      rc = FEAT_NOT_JSON;
    }
    if( rc!=FEAT_NOT_JSON ) return rc;
  }
  /* not a JSON container */
  if( p->nX >= BAYES_MAX_FEATURES ) return featTooMany(pErr);
  if( featGrowX(p, bCat, 1) ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  if( bCat ){
    BayesCat *c = &p->aCat[p->nX];
    memset(c, 0, sizeof(*c));
    c->eType = SQLITE_TEXT;
    c->z = z;
    c->n = n;
    if( eMode!=BAYES_IN_MIXED || !bayes_json_text_number(z, n, &d) ) d = NAN;
    p->aX[p->nX++] = d;
    return SQLITE_OK;
  }
  if( bayes_json_text_number(z, n, &d) ){ featAddNum(p, d); return SQLITE_OK; }
  bayes_err(pErr, "argument %d is TEXT '%.*s'%s; %s needs numbers", iArg,
            n>40 ? 40 : n, z, n>40 ? "..." : "", zKind);
  return SQLITE_ERROR;
}

/* A BLOB argument: little-endian float32s */
static int featAddBlob(BayesRow *p, int eMode, sqlite3_value *v, int iArg,
                       const char *zKind, BayesErr *pErr){
  const u8 *a = sqlite3_value_blob(v);
  int n = sqlite3_value_bytes(v), k, m = n/4, nMiss = 0;
  double *aX;
  if( eMode==BAYES_IN_CAT ){
    bayes_err(pErr, "argument %d is a BLOB; %s takes categories as "
              "INTEGER, REAL, TEXT or a JSON array", iArg, zKind);
    return SQLITE_ERROR;
  }
  if( n%4 ){
    bayes_err(pErr, "argument %d is a BLOB of %d bytes; a float32 "
              "vector needs a multiple of 4", iArg, n);
    return SQLITE_ERROR;
  }
  if( m > BAYES_MAX_FEATURES - p->nX ) return featTooMany(pErr);
  if( featGrowX(p, eMode==BAYES_IN_MIXED, m) ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  /* one tight loop (aCat is not filled: BLOBs are not categories) */
  aX = p->aX + p->nX;
  for(k=0; k<m; k++){
    float f;
    double d;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__==__ORDER_LITTLE_ENDIAN__
    memcpy(&f, a+4*k, 4);
#else
    const u8 *b = a+4*k;
    u32 u = (u32)b[0] | ((u32)b[1]<<8) | ((u32)b[2]<<16) | ((u32)b[3]<<24);
    memcpy(&f, &u, 4);
#endif
    d = (double)f;
    aX[k] = d;
    nMiss += d!=d;
  }
  if( eMode==BAYES_IN_MIXED ){         /* numbers, typed as REAL */
    for(k=0; k<m; k++){
      BayesCat *c = &p->aCat[p->nX+k];
      memset(c, 0, sizeof(*c));
      c->eType = aX[k]!=aX[k] ? SQLITE_NULL : SQLITE_FLOAT;
      c->r = aX[k];
    }
  }
  p->nX += m;
  p->nMissing += nMiss;
  return SQLITE_OK;
}

/* An INTEGER, REAL or NULL argument: one feature (a category in CAT) */
static int featAddScalar(BayesRow *p, int eMode, sqlite3_value *v,
                         BayesErr *pErr){
  int eType = sqlite3_value_type(v);
  if( p->nX >= BAYES_MAX_FEATURES ) return featTooMany(pErr);
  if( featGrowX(p, eMode==BAYES_IN_CAT || eMode==BAYES_IN_MIXED, 1) ){
    bayes_err_nomem(pErr); return SQLITE_NOMEM;
  }
  if( eMode==BAYES_IN_CAT || eMode==BAYES_IN_MIXED ){
    featScalarCategory(p, p->nX++, v, eType);
  }else if( eType==SQLITE_NULL ){
    featAddNum(p, NAN);
  }else if( eType==SQLITE_INTEGER ){
    featAddNum(p, (double)sqlite3_value_int64(v));
  }else{
    featAddNum(p, sqlite3_value_double(v));
  }
  return SQLITE_OK;
}

/* Decode a row: the fast path for the usual all-numbers (or all-scalar
** categories) row, else argument by argument. */
int bayes_row_decode(BayesRow *p, int eMode, sqlite3_value **argv, int argc,
                     int iArg0, const char *zKind, BayesErr *pErr){
  int i, rc;
  p->nX = 0;
  p->nMissing = 0;
  p->nTerm = 0;
  p->nTermHash = 0;
  p->aTermHash = 0;
  p->nArena = 0;
  p->w = 1.0;
  if( (eMode==BAYES_IN_CAT || eMode==BAYES_IN_MIXED) && p->aCat==0
   && p->nXAlloc>0 ){
    p->nXAlloc = 0;     /* force featGrowX to allocate aCat alongside */
  }
  if( eMode!=BAYES_IN_CAT && eMode!=BAYES_IN_MIXED ){
    i = featFastNumbers(p, argv, argc);
  }else{
    i = featFastCategories(p, argv, eMode, argc);
  }
  if( i<0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  if( i==argc ){
    p->nX = argc;
    return SQLITE_OK;
  }
  p->nMissing = 0;         /* start again, argument by argument */
  if( featReserveArena(p, argv, argc) ){
    bayes_err_nomem(pErr);
    return SQLITE_NOMEM;
  }
  for(i=0; i<argc; i++){
    sqlite3_value *v = argv[i];
    switch( sqlite3_value_type(v) ){
      case SQLITE_TEXT:
        rc = featAddText(p, eMode, v, iArg0+i, zKind, pErr);
        break;
      case SQLITE_BLOB:
        rc = featAddBlob(p, eMode, v, iArg0+i, zKind, pErr);
        break;
      default:
        rc = featAddScalar(p, eMode, v, pErr);
        break;
    }
    if( rc ) return rc;
  }
  return SQLITE_OK;
}

/* ------------------------------------------------------------ by name
** The end (one past) of the JSON container opening at z[i], its strings
** skipped; -1 if it does not close */
static int featContainerEnd(const char *z, int n, int i){
  int nDepth = 0;
  for(; i<n; i++){
    char c = z[i];
    if( c=='"' ){
      for(i++; i<n && z[i]!='"'; i++){ if( z[i]=='\\' ) i++; }
      if( i>=n ) return -1;
    }else if( c=='{' || c=='[' ){
      nDepth++;
    }else if( c=='}' || c==']' ){
      if( --nDepth==0 ) return i+1;
    }
  }
  return -1;
}

/* The value v of key zK of a row by name names a bag of the model (names.c)
** and is one: a JSON object (nested at z[iOfs]), a string holding one, or
** null (the empty bag).  Its terms go to the row. */
static int featNamedBag(BayesRow *p, const char *z, int n, int iOfs,
                        const BayesJsonVal *pV, const char *zK, int nK,
                        int iArg, const char *zKind, BayesErr *pErr){
  const char *zB;
  int nB, i = 0, rc;
  if( pV->eType==BAYES_J_NULL ) return SQLITE_OK;
  if( pV->eType==BAYES_J_NESTED ){
    int iEnd = featContainerEnd(z, n, iOfs);
    if( iEnd<0 ) return FEAT_NOT_JSON;
    zB = z+iOfs;
    nB = iEnd-iOfs;
  }else{
    zB = featArenaStr(p, pV, &nB);
  }
  while( i<nB && featJsonWs(zB[i]) ) i++;
  if( i>=nB || zB[i]!='{' ){
    bayes_err(pErr, "argument %d: the value of \"%.*s\", a bag of terms "
              "of the model, is not a JSON object {\"term\": count}", iArg,
              nK>40 ? 40 : nK, zK);
    return SQLITE_ERROR;
  }
  rc = featDecodeJson(p, BAYES_IN_SPARSE, zB, nB, iArg, zKind, pErr);
  return rc;
}

/* 1 if the JSON object z[0..n) gives one of the model's bags by its name,
** a key of the bag's name whose value is not a number (a number is a term
** of that name); then its keys that name nothing are extra, not terms */
static int featHasNamedBag(BayesRow *p, const char *z, int n,
                           const BayesNames *pN){
  BayesJsonIter it;
  BayesJsonVal k, v;
  i64 nArena0 = p->nArena;
  int rc, bFound = 0;
  if( pN->nBag==0 || bayes_json_iter_start(&it, z, n) || !it.bObj ) return 0;
  while( !bFound ){
    const char *zK;
    int nK;
    rc = bayes_json_iter_next(&it, &k, &v);
    if( rc==0 || (rc<0 && v.eType!=BAYES_J_NESTED) ) break;
    zK = k.z;
    nK = k.n;
    if( k.bEsc ) zK = featArenaStr(p, &k, &nK);
    if( bayes_names_find_bag(pN, zK, nK)>=0 && bayes_names_find(pN, zK, nK)<0
     && v.eType!=BAYES_J_NUM ){
      bFound = 1;
    }
    if( rc<0 ){
      int iEnd = featContainerEnd(z, n, it.i);
      if( iEnd<0 ) break;
      it.i = iEnd;
      it.nItem++;
    }
  }
  p->nArena = nArena0;
  return bFound;
}

/* A row given as one JSON object {name: value, ...} for a model with
** feature names (names.c): each feature's value is the value of its key,
** decoded as the argument that value would be (a number, null or a blank
** string for missing, a string: a category or, for the numeric kinds, TEXT
** that must be exactly a number).  Keys are matched as SQL matches column
** names (case folded).  A key that names no feature is a term of the bag
** for the kinds that take one (BAYES_IN_SPARSE, BAYES_IN_MIXED) and is
** ignored by the others, as bayes_scores ignores extra columns.  Every
** feature must have its key: a missing one is an error naming it. */
int bayes_row_decode_object(BayesRow *p, int eMode, const char *z, int n,
                            const BayesNames *pN, int iArg,
                            const char *zKind, BayesErr *pErr){
  BayesJsonIter it;
  BayesJsonVal k, v;
  int rc, j, nF = pN->n, bNamedBag;
  int bCat = eMode==BAYES_IN_CAT || eMode==BAYES_IN_MIXED;
  int bBag = eMode==BAYES_IN_SPARSE || eMode==BAYES_IN_MIXED;
  p->nX = 0;
  p->nMissing = 0;
  p->nTerm = 0;
  p->nTermHash = 0;
  p->aTermHash = 0;
  p->nArena = 0;
  p->w = 1.0;
  if( bCat && p->aCat==0 && p->nXAlloc>0 ) p->nXAlloc = 0;
  if( featGrowX(p, bCat, nF) ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  if( p->nSetAlloc<nF ){
    u8 *a = sqlite3_realloc64(p->aSet, (u64)nF);
    if( a==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
    p->aSet = a;
    p->nSetAlloc = nF;
  }
  if( nF>0 ) memset(p->aSet, 0, (size_t)nF);
  /* (a bag in a string is copied, and its keys again: 3n) */
  if( (i64)3*n+4 > p->nArenaAlloc ){
    char *zA = sqlite3_realloc64(p->zArena, (u64)3*(u64)n+4);
    if( zA==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
    p->zArena = zA;
    p->nArenaAlloc = (i64)3*n+4;
  }
  if( bayes_json_iter_start(&it, z, n) || !it.bObj ){
    bayes_err(pErr, "argument %d is not a JSON object", iArg);
    return SQLITE_ERROR;
  }
  /* the model's bags by name ({"n": 3, "body": {"win": 1}}): then the
  ** keys that name nothing are extra; else they are the terms (the flat
  ** row, json_patch(bayes_tokens(body), json_object('n', 3))) */
  bNamedBag = bBag && featHasNamedBag(p, z, n, pN);
  while( 1 ){
    const char *zK;
    int nK;
    BayesCat *c;
    rc = bayes_json_iter_next(&it, &k, &v);
    if( rc==0 || (rc<0 && (v.eType!=BAYES_J_NESTED || !bNamedBag)) ) break;
    zK = k.z;
    nK = k.n;
    if( k.bEsc ) zK = featArenaStr(p, &k, &nK);
    j = bayes_names_find(pN, zK, nK);
    if( j<0 && bNamedBag && bayes_names_find_bag(pN, zK, nK)>=0 ){
      int iOfs = it.i;
      int r = featNamedBag(p, z, n, iOfs, &v, zK, nK, iArg, zKind, pErr);
      if( r==FEAT_NOT_JSON ){                /* it does not close */
        rc = -1;
        v.eType = BAYES_J_NULL;              /* (not "nested": malformed) */
        break;
      }
      if( r ) return r;
      if( rc<0 ){                     /* past the nested object */
        it.i = featContainerEnd(z, n, iOfs);
        it.nItem++;
      }
      continue;
    }
    if( rc<0 ) break;                 /* nested, not a bag: an error */
    if( j<0 ){
      if( !bBag || v.eType==BAYES_J_NULL || bNamedBag ) continue;
      if( v.eType!=BAYES_J_NUM ){
        bayes_err(pErr, "argument %d: the value of key \"%.*s\" in the "
                  "JSON object is not a number, and the key names no "
                  "feature of the model", iArg, nK>40 ? 40 : nK, zK);
        return SQLITE_ERROR;
      }
      if( featGrowTerm(p) ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
      p->azTerm[p->nTerm] = zK;
      p->anTerm[p->nTerm] = nK;
      p->aTermVal[p->nTerm] = v.r;
      p->nTerm++;
      continue;
    }
    if( p->aSet[j] ){
      bayes_err(pErr, "argument %d: feature '%.*s' has two keys in the JSON "
                "object", iArg, pN->an[j]>40 ? 40 : pN->an[j], pN->az[j]);
      return SQLITE_ERROR;
    }
    p->aSet[j] = 1;
    p->aX[j] = NAN;
    c = bCat ? &p->aCat[j] : 0;
    if( c ) memset(c, 0, sizeof(*c));
    if( v.eType==BAYES_J_NULL
     || (v.eType==BAYES_J_STR && !v.bEsc && featBlank(v.z, v.n)) ){
      p->nMissing++;
      if( c ) c->eType = SQLITE_NULL;
    }else if( v.eType==BAYES_J_STR ){
      int nS;
      const char *zS = v.bEsc ? featArenaStr(p, &v, &nS) : v.z;
      double d;
      if( !v.bEsc ) nS = v.n;
      if( c ){
        c->eType = SQLITE_TEXT;
        c->z = zS;
        c->n = nS;
        if( eMode==BAYES_IN_MIXED && bayes_json_text_number(zS, nS, &d) ) p->aX[j] = d;
      }else if( bayes_json_text_number(zS, nS, &d) ){
        p->aX[j] = d;
      }else{
        bayes_err(pErr, "feature '%.*s' was numeric at fit, got TEXT "
                  "'%.*s'%s (%s needs numbers)",
                  pN->an[j]>60 ? 60 : pN->an[j], pN->az[j],
                  nS>40 ? 40 : nS, zS, nS>40 ? "..." : "", zKind);
        return SQLITE_ERROR;
      }
    }else if( v.eType==BAYES_J_NUM ){
      p->aX[j] = v.r;
      if( c ){
        if( !v.bBool && v.z && !memchr(v.z, '.', v.n) && !memchr(v.z, 'e', v.n)
         && !memchr(v.z, 'E', v.n) && fabs(v.r)<9.2e18 ){
          c->eType = SQLITE_INTEGER;
          c->i = (i64)v.r;
        }else{
          c->eType = SQLITE_FLOAT;
          c->r = v.r;
        }
      }
    }else{
      rc = -1;
      break;
    }
  }
  if( rc<0 ){
    if( v.eType==BAYES_J_NESTED ){
      bayes_err(pErr, "argument %d: nested JSON at byte %d; a row by name "
                "is a flat JSON object {\"name\": value, ...}", iArg, it.i);
    }else{
      bayes_err(pErr, "argument %d is not well-formed JSON (error near "
                "byte %d)", iArg, it.i);
    }
    return SQLITE_ERROR;
  }
  for(j=0; j<nF; j++){
    if( !p->aSet[j] ){
      bayes_err(pErr, "feature '%.*s' is missing: the JSON object has no "
                "key \"%.*s\" (give \"%.*s\": null for a missing value)",
                pN->an[j]>60 ? 60 : pN->an[j], pN->az[j],
                pN->an[j]>60 ? 60 : pN->an[j], pN->az[j],
                pN->an[j]>60 ? 60 : pN->an[j], pN->az[j]);
      return SQLITE_ERROR;
    }
  }
  p->nX = nF;
  return SQLITE_OK;
}

/* 1 if v is TEXT whose first non-blank character is '{': a JSON object */
int bayes_value_is_object(sqlite3_value *v){
  const char *z;
  int n, i = 0;
  if( sqlite3_value_type(v)!=SQLITE_TEXT ) return 0;
  z = (const char*)sqlite3_value_text(v);
  n = sqlite3_value_bytes(v);
  if( z==0 ) return 0;
  while( i<n && featJsonWs(z[i]) ) i++;
  return i<n && z[i]=='{';
}
