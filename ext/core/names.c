/*
** core/names.c — a model's feature names, and what its fit saw of each
** feature's values.
**
** A model may name its positional features (docs/features.md, "Features
** by name"): bayes_fit_query records its query's column names, the spec
** option names= names the aggregates' arguments (and bayes_with's model),
** and a JSON object row names them by its keys.  For each feature the
** model keeps
**
**   its name         unique among the model's names, compared as SQLite
**                    compares column names (ASCII case folded)
**   what it saw      BAYES_SEEN_* bits: numbers (INTEGER, REAL, float32),
**                    TEXT that is exactly a number, other TEXT; 0 when
**                    unknown (a model named after its fit, by bayes_with)
**   its declared     the declared type of its query column
**   type             (sqlite3_column_decltype) and the family SQLite's
**                    affinity gives it (BAYES_DECL_*), when known
**
** Scoring a named model checks each value against them (bayes_names_check):
** a value of the wrong family is an error that names the feature, never a
** silent miss (a TEXT category '1' for a feature whose categories were
** INTEGER, TEXT 'abc' for a numeric feature).
**
** The names section of the BLOB (format version 4, docs/format.md) is
** written and read here; model.c places it.  No SQL functions here.
*/
#include "bayesInt.h"
#include <string.h>
#include <math.h>

/* Longest name and declared type a model keeps, in bytes */
#define NAMES_MAX_NAME 1000
#define NAMES_MAX_DECL 200

static u8 namesFold(u8 c){ return (c>='A' && c<='Z') ? (u8)(c-'A'+'a') : c; }

static u32 namesHash(const char *z, int n){
  u32 h = 2166136261u;
  int i;
  for(i=0; i<n; i++) h = (h ^ namesFold((u8)z[i])) * 16777619u;
  return h;
}

static int namesEq(const char *a, int na, const char *b, int nb){
  int i;
  if( na!=nb ) return 0;
  for(i=0; i<na; i++) if( namesFold((u8)a[i])!=namesFold((u8)b[i]) ) return 0;
  return 1;
}

void bayes_names_free(BayesNames *p){
  int i;
  if( p==0 ) return;
  for(i=0; i<p->n; i++){
    sqlite3_free(p->az[i]);
    sqlite3_free(p->azDecl[i]);
  }
  for(i=0; i<p->nBag; i++) sqlite3_free(p->azBag[i]);
  sqlite3_free(p->azBag);
  sqlite3_free(p->anBag);
  sqlite3_free(p->az);
  sqlite3_free(p->an);
  sqlite3_free(p->azDecl);
  sqlite3_free(p->aDecl);
  sqlite3_free(p->aHash);
  sqlite3_free(p);
}

int bayes_names_find(const BayesNames *p, const char *z, int n){
  u32 h;
  if( p==0 || p->nHash==0 ) return -1;
  h = namesHash(z, n) & (u32)(p->nHash-1);
  while( p->aHash[h] ){
    int i = p->aHash[h]-1;
    if( namesEq(p->az[i], p->an[i], z, n) ) return i;
    h = (h+1) & (u32)(p->nHash-1);
  }
  return -1;
}

/* What is wrong with name z[0..n), or 0 */
static const char *namesBad(const char *z, int n){
  if( n<=0 ) return "an empty name";
  if( n>NAMES_MAX_NAME ) return "a name longer than 1000 bytes";
  if( memchr(z, 0, n) ) return "a name with a NUL byte";
  return 0;
}

/* bayes_names_new; bEmpty: 0 names may do (a model whose only named
** columns are bags) */
static int namesNew(BayesNames **pp, int n, const char *const *az,
                    const int *an, int bEmpty, BayesErr *pErr){
  BayesNames *p;
  int i, nHash = 16;
  *pp = 0;
  if( n<(bEmpty ? 0 : 1) || n>BAYES_MAX_FEATURES ){
    bayes_err(pErr, "%d names; a model names 1 to %d features", n,
              BAYES_MAX_FEATURES);
    return SQLITE_ERROR;
  }
  p = sqlite3_malloc64(sizeof(*p));
  if( p==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  memset(p, 0, sizeof(*p));
  while( nHash<2*n ) nHash *= 2;
  p->az = sqlite3_malloc64(sizeof(char*)*(u64)n);
  p->azDecl = sqlite3_malloc64(sizeof(char*)*(u64)n);
  p->an = sqlite3_malloc64(sizeof(int)*(u64)n);
  p->aDecl = sqlite3_malloc64((u64)n);
  p->aHash = sqlite3_malloc64(sizeof(int)*(u64)nHash);
  if( (n>0 && (p->az==0 || p->azDecl==0 || p->an==0 || p->aDecl==0))
   || p->aHash==0 ){
    sqlite3_free(p->az); p->az = 0;
    bayes_names_free(p);
    bayes_err_nomem(pErr);
    return SQLITE_NOMEM;
  }
  if( n>0 ){
    memset(p->azDecl, 0, sizeof(char*)*(size_t)n);
    memset(p->aDecl, 0, (size_t)n);
  }
  memset(p->aHash, 0, sizeof(int)*(size_t)nHash);
  p->nHash = nHash;
  for(i=0; i<n; i++){
    int m = an ? an[i] : (int)strlen(az[i]);
    const char *zBad = namesBad(az[i], m);
    if( zBad ){
      bayes_names_free(p);
      bayes_err(pErr, "feature %d has %s", i+1, zBad);
      return SQLITE_ERROR;
    }
    if( bayes_names_find(p, az[i], m)>=0 ){
      int j = bayes_names_find(p, az[i], m);
      bayes_names_free(p);
      bayes_err(pErr, "features %d and %d are both named '%.*s'; a model's "
                "feature names are distinct (compared as SQL compares "
                "column names: case folded)", j+1, i+1, m>40 ? 40 : m, az[i]);
      return SQLITE_ERROR;
    }
    p->az[i] = sqlite3_malloc64((u64)m+1);
    if( p->az[i]==0 ){
      bayes_names_free(p);
      bayes_err_nomem(pErr);
      return SQLITE_NOMEM;
    }
    memcpy(p->az[i], az[i], (size_t)m);
    p->az[i][m] = 0;
    p->an[i] = m;
    p->n = i+1;
    {
      u32 h = namesHash(az[i], m) & (u32)(nHash-1);
      while( p->aHash[h] ) h = (h+1) & (u32)(nHash-1);
      p->aHash[h] = i+1;
    }
  }
  *pp = p;
  return SQLITE_OK;
}

int bayes_names_new(BayesNames **pp, int n, const char *const *az,
                    const int *an, BayesErr *pErr){
  return namesNew(pp, n, az, an, 1, pErr);
}

int bayes_names_find_bag(const BayesNames *p, const char *z, int n){
  int i;
  for(i=0; p && i<p->nBag; i++){
    if( namesEq(p->azBag[i], p->anBag[i], z, n) ) return i;
  }
  return -1;
}

int bayes_names_add_bag(BayesNames *p, const char *z, int n,
                        BayesErr *pErr){
  const char *zBad = namesBad(z, n);
  char **az;
  int *an;
  if( zBad ){
    bayes_err(pErr, "bag %d has %s", p->nBag+1, zBad);
    return SQLITE_ERROR;
  }
  if( bayes_names_find(p, z, n)>=0 || bayes_names_find_bag(p, z, n)>=0 ){
    bayes_err(pErr, "two columns are named '%.*s'; a model's feature and "
              "bag names are distinct (compared as SQL compares column "
              "names: case folded)", n>40 ? 40 : n, z);
    return SQLITE_ERROR;
  }
  if( p->nBag>=BAYES_MAX_FEATURES ){
    bayes_err(pErr, "more than %d bags", BAYES_MAX_FEATURES);
    return SQLITE_ERROR;
  }
  az = sqlite3_realloc64(p->azBag, sizeof(char*)*(u64)(p->nBag+1));
  if( az==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  p->azBag = az;
  an = sqlite3_realloc64(p->anBag, sizeof(int)*(u64)(p->nBag+1));
  if( an==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  p->anBag = an;
  p->azBag[p->nBag] = sqlite3_malloc64((u64)n+1);
  if( p->azBag[p->nBag]==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  memcpy(p->azBag[p->nBag], z, (size_t)n);
  p->azBag[p->nBag][n] = 0;
  p->anBag[p->nBag] = n;
  p->nBag++;
  return SQLITE_OK;
}

/* The first bag of terms of a that b does not name (exact bytes, in any
** order: every bag's terms go to one vocabulary), or -1 */
int bayes_names_bag_not_in(const BayesNames *a, const BayesNames *b){
  int i, k;
  for(i=0; a && i<a->nBag; i++){
    for(k=0; b && k<b->nBag; k++){
      if( a->anBag[i]==b->anBag[k]
       && memcmp(a->azBag[i], b->azBag[k], (size_t)a->anBag[i])==0 ) break;
    }
    if( b==0 || k==b->nBag ) return i;
  }
  return -1;
}

int bayes_names_keep_bags(BayesNames *pNew, const BayesNames *pOld,
                          BayesErr *pErr){
  int i, rc;
  for(i=0; pOld && i<pOld->nBag; i++){
    rc = bayes_names_add_bag(pNew, pOld->azBag[i], pOld->anBag[i], pErr);
    if( rc ) return rc;
  }
  return SQLITE_OK;
}

int bayes_names_set_decl(BayesNames *p, int i, const char *zDecl,
                         int eFamily){
  int n;
  sqlite3_free(p->azDecl[i]);
  p->azDecl[i] = 0;
  p->aDecl[i] = (u8)eFamily;
  if( zDecl==0 || zDecl[0]==0 ) return SQLITE_OK;
  n = (int)strlen(zDecl);
  if( n>NAMES_MAX_DECL ) n = NAMES_MAX_DECL;
  p->azDecl[i] = sqlite3_malloc64((u64)n+1);
  if( p->azDecl[i]==0 ) return SQLITE_NOMEM;
  memcpy(p->azDecl[i], zDecl, (size_t)n);
  p->azDecl[i][n] = 0;
  return SQLITE_OK;
}

int bayes_names_copy(BayesNames **pp, const BayesNames *pSrc, BayesErr *pErr){
  int i, rc;
  *pp = 0;
  if( pSrc==0 ) return SQLITE_OK;
  rc = namesNew(pp, pSrc->n, (const char *const*)pSrc->az, pSrc->an, 1,
                pErr);
  if( rc==SQLITE_OK ) rc = bayes_names_keep_bags(*pp, pSrc, pErr);
  if( rc ){
    bayes_names_free(*pp);
    *pp = 0;
    return rc;
  }
  for(i=0; i<pSrc->n; i++){
    if( bayes_names_set_decl(*pp, i, pSrc->azDecl[i], pSrc->aDecl[i]) ){
      bayes_names_free(*pp);
      *pp = 0;
      bayes_err_nomem(pErr);
      return SQLITE_NOMEM;
    }
  }
  return SQLITE_OK;
}

int bayes_names_same(const BayesNames *a, const BayesNames *b){
  int i;
  if( a==0 || b==0 ) return a==b;
  if( a->n!=b->n ) return 0;
  for(i=0; i<a->n; i++){
    if( a->an[i]!=b->an[i] || memcmp(a->az[i], b->az[i], (size_t)a->an[i]) ){
      return 0;
    }
  }
  return 1;
}

/* ------------------------------------------------------------ the list
** names=a,b,c or names=["a","b c"] (a JSON array of strings) */
/* Room for name nName in the growing arrays *paz, *pan (doubling); 1 if
** out of memory (the arrays stay the caller's to free) */
static int namesListRoom(char ***paz, int **pan, int nName, int *pnAlloc){
  int nNew = *pnAlloc ? 2*(*pnAlloc) : 16;
  char **azN;
  int *anN;
  if( nName<*pnAlloc ) return 0;
  azN = sqlite3_realloc64(*paz, sizeof(char*)*(u64)nNew);
  if( azN==0 ) return 1;
  *paz = azN;
  anN = sqlite3_realloc64(*pan, sizeof(int)*(u64)nNew);
  if( anN==0 ) return 1;
  *pan = anN;
  *pnAlloc = nNew;
  return 0;
}
int bayes_names_parse_list(const char *z, int n, BayesNames **pp,
                           BayesErr *pErr){
  char **az = 0;
  int *an = 0, nName = 0, nAlloc = 0, rc = SQLITE_OK, i;
  char *zBuf = 0;
  *pp = 0;
  zBuf = sqlite3_malloc64((u64)n+1);
  if( zBuf==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  if( n>0 && z[0]=='[' ){
    BayesJsonIter it;
    BayesJsonVal k, v;
    int r, o = 0;
    if( bayes_json_iter_start(&it, z, n) || it.bObj ) goto malformed;
    while( (r = bayes_json_iter_next(&it, &k, &v))==1 ){
      if( v.eType!=BAYES_J_STR ) goto malformed;
      if( namesListRoom(&az, &an, nName, &nAlloc) ) goto nomem;
      az[nName] = zBuf+o;
      an[nName] = v.bEsc ? bayes_json_unescape(v.z, v.n, zBuf+o) : v.n;
      if( !v.bEsc ) memcpy(zBuf+o, v.z, (size_t)v.n);
      o += an[nName]+1;
      nName++;
    }
    if( r<0 ) goto malformed;
  }else{
    int s = 0;
    memcpy(zBuf, z, (size_t)n);
    for(i=0; i<=n; i++){
      if( i<n && z[i]!=',' ) continue;
      if( namesListRoom(&az, &an, nName, &nAlloc) ) goto nomem;
      az[nName] = zBuf+s;
      an[nName] = i-s;
      nName++;
      s = i+1;
    }
  }
  rc = namesNew(pp, nName, (const char *const*)az, an, 0, pErr);
  goto done;
malformed:
  bayes_err(pErr, "option names=%.*s: expected the names as a,b,c or as a "
            "JSON array of strings [\"a\",\"b\"]", n>60 ? 60 : n, z);
  rc = SQLITE_ERROR;
  goto done;
nomem:
  bayes_err_nomem(pErr);
  rc = SQLITE_NOMEM;
done:
  sqlite3_free(az);
  sqlite3_free(an);
  sqlite3_free(zBuf);
  return rc;
}

/* ------------------------------------------------------------ seen */
/* TEXT z[0..n) is exactly a number (white space around it allowed) */
static int namesTextNumber(const char *z, int n){
  double v;
  return bayes_json_text_number(z, n, &v);
}

void bayes_names_seen_row(u8 *aSeen, int nFeat, int eInput,
                          const BayesRow *pRow){
  int j;
  if( eInput==BAYES_IN_CAT || eInput==BAYES_IN_MIXED ){
    for(j=0; j<nFeat && j<pRow->nX; j++){
      const BayesCat *c = &pRow->aCat[j];
      if( c->eType==SQLITE_TEXT ){
        aSeen[j] |= (eInput==BAYES_IN_MIXED ? !isnan(pRow->aX[j])
                     : namesTextNumber(c->z, c->n))
                    ? BAYES_SEEN_NUMTEXT : BAYES_SEEN_TEXT;
      }else if( c->eType!=SQLITE_NULL ){
        aSeen[j] |= BAYES_SEEN_NUM;
      }
    }
  }else{
    for(j=0; j<nFeat && j<pRow->nX; j++){
      if( !isnan(pRow->aX[j]) ) aSeen[j] |= BAYES_SEEN_NUM;
    }
  }
}

/* "numbers", "TEXT", ... for messages and bayes_info */
const char *bayes_names_seen_word(unsigned m){
  int bNum = (m & BAYES_SEEN_NUM)!=0;
  int bText = (m & (BAYES_SEEN_TEXT|BAYES_SEEN_NUMTEXT))!=0;
  if( m==0 ) return "unknown";
  if( bNum && bText ) return "both";
  if( bNum ) return "numeric";
  if( m==BAYES_SEEN_NUMTEXT ) return "text_numbers";
  return "text";
}

/* The name of feature j for messages: "feature 'a'" or "feature 3" */
static void namesLabel(const BayesModel *pM, int j, char *z, int n){
  if( pM->pNames ){
    int m = pM->pNames->an[j];
    sqlite3_snprintf(n, z, "feature '%.*s'", m>60 ? 60 : m, pM->pNames->az[j]);
  }else{
    sqlite3_snprintf(n, z, "feature %d", j+1);
  }
}

/* The value for messages: "TEXT 'abc'", "INTEGER 3", "REAL 2.5" */
static void namesValue(int eType, const char *z, int n, double r,
                       char *zOut, int nOut){
  if( eType==SQLITE_TEXT ){
    sqlite3_snprintf(nOut, zOut, "TEXT '%.*s'%s", n>40 ? 40 : n, z,
                     n>40 ? "..." : "");
  }else if( eType==SQLITE_INTEGER ){
    sqlite3_snprintf(nOut, zOut, "INTEGER %lld", (i64)r);
  }else{
    sqlite3_snprintf(nOut, zOut, "REAL %!.15g", r);
  }
}

int bayes_names_check(const BayesModel *pM, int j, int eType, const char *z,
                      int n, double r, BayesErr *pErr){
  int eIn = pM->pKind->eInput, bNumText = 0;
  unsigned seen = pM->aSeen ? pM->aSeen[j] : 0;
  int eDecl = pM->pNames ? pM->pNames->aDecl[j] : BAYES_DECL_NONE;
  const char *zWas = 0;
  char zF[100], zV[80];
  if( eType==SQLITE_NULL || eType==SQLITE_BLOB ) return SQLITE_OK;
  if( eType==SQLITE_TEXT ){
    int k = 0;
    while( k<n && (z[k]==' '||z[k]=='\t'||z[k]=='\r'||z[k]=='\n') ) k++;
    if( k==n ) return SQLITE_OK;               /* blank: missing */
    if( z[k]=='[' || z[k]=='{' ) return SQLITE_OK;  /* JSON: decoded later */
    bNumText = namesTextNumber(z, n);
  }
  if( eIn==BAYES_IN_DENSE || eIn==BAYES_IN_SPARSE ){
    if( eType==SQLITE_TEXT && !bNumText ) zWas = "numeric";
  }else if( eType==SQLITE_TEXT ){
    /* a category: TEXT and numbers are different categories */
    if( eDecl==BAYES_DECL_NUMERIC && !bNumText ){
      zWas = "declared numeric";
    }else if( seen && !(seen & (BAYES_SEEN_TEXT|BAYES_SEEN_NUMTEXT))
           && !(eIn==BAYES_IN_MIXED && bNumText) ){
      zWas = "numeric";
    }
  }else{
    if( eDecl==BAYES_DECL_TEXT && (eIn==BAYES_IN_CAT || !(seen & BAYES_SEEN_NUM)) ){
      zWas = "declared TEXT";
    }else if( seen && !(seen & BAYES_SEEN_NUM)
           && (eIn==BAYES_IN_CAT || !(seen & BAYES_SEEN_NUMTEXT)) ){
      zWas = "TEXT";
    }
  }
  if( zWas==0 ) return SQLITE_OK;
  namesLabel(pM, j, zF, sizeof(zF));
  namesValue(eType, z, n, r, zV, sizeof(zV));
  if( eType==SQLITE_TEXT ){
    bayes_err(pErr, "%s was %s at fit, got %s (give it a number, or NULL "
              "for a missing value)", zF, zWas, zV);
  }else{
    bayes_err(pErr, "%s was %s at fit, got %s (a category is matched with "
              "its type: give it as TEXT, CAST(x AS TEXT))", zF, zWas, zV);
  }
  return SQLITE_ERROR;
}

int bayes_names_check_arg(const BayesModel *pM, int j, sqlite3_value *v,
                            BayesErr *pErr){
  int eType = sqlite3_value_type(v);
  const char *z = 0;
  int n = 0;
  double r = 0.0;
  if( eType==SQLITE_TEXT ){
    z = (const char*)sqlite3_value_text(v);
    n = sqlite3_value_bytes(v);
    if( z==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  }else if( eType==SQLITE_INTEGER ){
    r = (double)sqlite3_value_int64(v);
  }else if( eType==SQLITE_FLOAT ){
    r = sqlite3_value_double(v);
  }
  return bayes_names_check(pM, j, eType, z, n, r, pErr);
}

int bayes_names_check_row(const BayesModel *pM, const BayesRow *pRow,
                          BayesErr *pErr){
  int j, eIn = pM->pKind->eInput;
  if( eIn!=BAYES_IN_CAT && eIn!=BAYES_IN_MIXED ) return SQLITE_OK;
  if( pM->aSeen==0 && pM->pNames==0 ) return SQLITE_OK;
  for(j=0; j<pRow->nX && j<pM->nFeat; j++){
    const BayesCat *c = &pRow->aCat[j];
    double r = c->eType==SQLITE_INTEGER ? (double)c->i : c->r;
    if( bayes_names_check(pM, j, c->eType, c->z, c->n, r, pErr) ){
      return pErr->rc;
    }
  }
  return SQLITE_OK;
}

/* ------------------------------------------------------------ JSON */
void bayes_names_json(const BayesModel *pM, BayesBuf *pB){
  const BayesNames *p = pM->pNames;
  int i;
  bayes_buf_char(pB, '[');
  for(i=0; p && i<p->n; i++){
    if( i ) bayes_buf_char(pB, ',');
    bayes_buf_str(pB, "{\"name\":");
    bayes_json_str(pB, p->az[i], p->an[i]);
    bayes_buf_str(pB, ",\"values\":");
    bayes_json_str(pB, bayes_names_seen_word(pM->aSeen ? pM->aSeen[i] : 0), -1);
    bayes_buf_str(pB, ",\"declared\":");
    if( p->azDecl[i] ) bayes_json_str(pB, p->azDecl[i], -1);
    else bayes_buf_str(pB, "null");
    bayes_buf_char(pB, '}');
  }
  for(i=0; p && i<p->nBag; i++){
    if( i || p->n ) bayes_buf_char(pB, ',');
    bayes_buf_str(pB, "{\"name\":");
    bayes_json_str(pB, p->azBag[i], p->anBag[i]);
    bayes_buf_str(pB, ",\"values\":\"bag\",\"declared\":null}");
  }
  bayes_buf_char(pB, ']');
}

/* ------------------------------------------------------------ BLOB */
/* The names section (docs/format.md, format version 4):
**   u32 section version (1, or 2 when it names bags), u32 n (= nFeat),
**   n x (bytes name, u8 seen, u8 declared family, bytes declared type),
**   version 2 only: u32 nBag (1 or more), nBag x (bytes name)
** A model without bags writes version 1, byte for byte as before. */
void bayes_names_write(const BayesNames *p, const u8 *aSeen, BayesBuf *pBuf){
  int i;
  bayes_put_u32(pBuf, p->nBag ? 2 : 1);
  bayes_put_u32(pBuf, (u32)p->n);
  for(i=0; i<p->n; i++){
    const char *zD = p->azDecl[i];
    bayes_put_bytes(pBuf, p->az[i], (u32)p->an[i]);
    bayes_put_u8(pBuf, aSeen ? aSeen[i] : 0);
    bayes_put_u8(pBuf, p->aDecl[i]);
    bayes_put_bytes(pBuf, zD ? zD : "", zD ? (u32)strlen(zD) : 0);
  }
  if( p->nBag ){
    bayes_put_u32(pBuf, (u32)p->nBag);
    for(i=0; i<p->nBag; i++){
      bayes_put_bytes(pBuf, p->azBag[i], (u32)p->anBag[i]);
    }
  }
}

static int namesCorrupt(BayesErr *pErr, const char *zWhat){
  bayes_err(pErr, "model BLOB is corrupt (names section: %s)", zWhat);
  return SQLITE_ERROR;
}

int bayes_names_read(BayesModel *pM, BayesReader *pR, BayesErr *pErr){
  u32 ver = bayes_get_u32(pR), n = bayes_get_u32(pR), i;
  const char **az = 0;
  int *an = 0, rc;
  u8 *aSeen = 0, *aDecl = 0;
  const u8 **azD = 0;
  u32 *anD = 0;
  if( pR->bad ) return namesCorrupt(pErr, "truncated");
  if( ver!=1 && ver!=2 ){
    bayes_err(pErr, "model BLOB has a names section of version %u; this "
              "build reads versions 1 and 2", ver);
    return SQLITE_ERROR;
  }
  if( n<(ver==1 ? 1u : 0u) || n!=(u32)pM->nFeat
   || !bayes_get_room(pR, (i64)n, 10) ){
    return namesCorrupt(pErr, "name count");
  }
  az = sqlite3_malloc64(sizeof(char*)*(u64)n+1);
  an = sqlite3_malloc64(sizeof(int)*(u64)n+1);
  azD = sqlite3_malloc64(sizeof(u8*)*(u64)n+1);
  anD = sqlite3_malloc64(sizeof(u32)*(u64)n+1);
  aSeen = sqlite3_malloc64((u64)n+1);
  aDecl = sqlite3_malloc64((u64)n+1);
  if( az==0 || an==0 || azD==0 || anD==0 || aSeen==0 || aDecl==0 ){
    rc = SQLITE_NOMEM;
    bayes_err_nomem(pErr);
    goto done;
  }
  for(i=0; i<n; i++){
    u32 m;
    az[i] = (const char*)bayes_get_bytes(pR, &m);
    an[i] = (int)m;
    aSeen[i] = (u8)bayes_get_u8(pR);
    aDecl[i] = (u8)bayes_get_u8(pR);
    azD[i] = bayes_get_bytes(pR, &anD[i]);
    if( pR->bad || az[i]==0 || azD[i]==0 ){
      rc = namesCorrupt(pErr, "truncated"); goto done;
    }
    if( namesBad(az[i], an[i]) ){ rc = namesCorrupt(pErr, "name"); goto done; }
    if( aSeen[i]>(BAYES_SEEN_NUM|BAYES_SEEN_NUMTEXT|BAYES_SEEN_TEXT)
     || aDecl[i]>BAYES_DECL_TEXT ){
      rc = namesCorrupt(pErr, "feature type"); goto done;
    }
    if( anD[i]>NAMES_MAX_DECL || memchr(azD[i], 0, anD[i]) ){
      rc = namesCorrupt(pErr, "declared type"); goto done;
    }
  }
  rc = namesNew(&pM->pNames, (int)n, az, an, 1, pErr);
  if( rc==SQLITE_OK && ver==2 ){
    u32 nBag = bayes_get_u32(pR);
    if( pR->bad || nBag<1 || !bayes_get_room(pR, (i64)nBag, 5) ){
      rc = namesCorrupt(pErr, "bag count"); goto done;
    }
    for(i=0; rc==SQLITE_OK && i<nBag; i++){
      u32 m;
      const char *z = (const char*)bayes_get_bytes(pR, &m);
      if( pR->bad || z==0 ){ rc = namesCorrupt(pErr, "truncated"); goto done; }
      if( namesBad(z, (int)m) ){ rc = namesCorrupt(pErr, "name"); goto done; }
      rc = bayes_names_add_bag(pM->pNames, z, (int)m, pErr);
    }
  }
  if( rc==SQLITE_ERROR ){
    rc = namesCorrupt(pErr, "names not distinct");
    goto done;
  }
  if( rc ) goto done;
  for(i=0; i<n; i++){
    char zD[NAMES_MAX_DECL+1];
    memcpy(zD, azD[i], anD[i]);
    zD[anD[i]] = 0;
    if( bayes_names_set_decl(pM->pNames, (int)i, zD, aDecl[i]) ){
      rc = SQLITE_NOMEM; bayes_err_nomem(pErr); goto done;
    }
  }
  sqlite3_free(pM->aSeen);
  pM->aSeen = aSeen;
  aSeen = 0;
done:
  sqlite3_free(az);
  sqlite3_free(an);
  sqlite3_free(azD);
  sqlite3_free(anD);
  sqlite3_free(aSeen);
  sqlite3_free(aDecl);
  return rc;
}

/* ------------------------------------------------------------ columns */
int bayes_names_visible(const char *z){
  int i;
  if( z==0 || z[0]==0 ) return 0;
  if( (z[0]>='0' && z[0]<='9') || z[0]=='?' || z[0]==':' || z[0]=='@'
   || z[0]=='$' || z[0]=='.' ) return 0;
  if( strncmp(z, "column", 6)==0 && z[6] ){
    for(i=6; z[i]>='0' && z[i]<='9'; i++){}
    if( z[i]==0 ) return 0;              /* VALUES' column1, column2, ... */
  }
  for(i=0; z[i]; i++){
    if( strchr("()+-*/%|<>=!,'\"[]{}~&", z[i]) ) return 0;
  }
  return 1;
}
