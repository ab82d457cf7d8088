/*
** test/c/fts5tok.c — bayes_tokens(text, 'tokenize=...') with a tokenizer
** the application registers through FTS5's fts5_api (what the Tcl suite
** cannot do: tokenizers are C).
**
**   make build/c/fts5tok && build/c/fts5tok [path/to/bayes.so]
**
** Registers "upper_words": tokens are runs of bytes other than ' ', upper-
** cased (ASCII); "car" is followed by the synonym AUTOMOBILE, colocated
** (FTS5_TOKEN_COLOCATED); the argument "min N" drops tokens shorter than N
** bytes, any other argument is refused; the token "boom" makes the
** tokenizer fail.  Checks the bags, n-grams over the primary tokens only,
** the errors, and that every text's bag equals what fts5vocab shows for
** an FTS5 table with tokenize='upper_words' holding the same texts.
** Prints failures and "N passed, N failed".
*/
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int nPass = 0, nFail = 0;

struct Fts5Tokenizer { int nMin; };   /* (opaque to FTS5) */

static int upCreate(void *pUser, const char **azArg, int nArg,
                    Fts5Tokenizer **ppOut){
  Fts5Tokenizer *p;
  (void)pUser;
  if( nArg!=0 && !(nArg==2 && strcmp(azArg[0], "min")==0) ) return SQLITE_ERROR;
  p = sqlite3_malloc(sizeof(*p));
  if( p==0 ) return SQLITE_NOMEM;
  p->nMin = nArg==2 ? atoi(azArg[1]) : 1;
  *ppOut = p;
  return SQLITE_OK;
}
static void upDelete(Fts5Tokenizer *p){ sqlite3_free(p); }
static int upTokenize(Fts5Tokenizer *p, void *pCtx, int flags,
                      const char *z, int n,
                      int (*xToken)(void*, int, const char*, int, int, int)){
  int i = 0;
  (void)flags;
  while( i<n ){
    int s, k, rc;
    char a[256];
    while( i<n && z[i]==' ' ) i++;
    s = i;
    while( i<n && z[i]!=' ' ) i++;
    if( i==s || i-s<p->nMin || i-s>=(int)sizeof(a) ) continue;
    if( i-s==4 && memcmp(z+s, "boom", 4)==0 ) return SQLITE_ERROR;
    for(k=0; k<i-s; k++){
      char c = z[s+k];
      a[k] = (c>='a' && c<='z') ? (char)(c-32) : c;
    }
    rc = xToken(pCtx, 0, a, i-s, s, i);
    if( rc ) return rc;
    if( i-s==3 && memcmp(z+s, "car", 3)==0 ){
      rc = xToken(pCtx, FTS5_TOKEN_COLOCATED, "AUTOMOBILE", 10, s, i);
      if( rc ) return rc;
    }
  }
  return SQLITE_OK;
}

/* One value (or the error message) of a one-row query */
static char *one(sqlite3 *db, const char *zSql){
  sqlite3_stmt *pStmt = 0;
  char *z;
  if( sqlite3_prepare_v2(db, zSql, -1, &pStmt, 0) ){
    return sqlite3_mprintf("ERROR %s", sqlite3_errmsg(db));
  }
  if( sqlite3_step(pStmt)==SQLITE_ROW ){
    z = sqlite3_mprintf("%s", (const char*)sqlite3_column_text(pStmt, 0));
  }else{
    z = sqlite3_mprintf("ERROR %s", sqlite3_errmsg(db));
  }
  sqlite3_finalize(pStmt);
  return z;
}

static void check(sqlite3 *db, const char *zName, const char *zSql,
                  const char *zWant){
  char *z = one(db, zSql);
  if( strcmp(z, zWant)==0 ){
    nPass++;
  }else{
    nFail++;
    printf("! fts5tok %s failed:\n    expected: [%s]\n    got:      [%s]\n",
           zName, zWant, z);
  }
  sqlite3_free(z);
}

int main(int argc, char **argv){
  const char *zSo = argc>1 ? argv[1] : getenv("BAYES_SO");
  sqlite3 *db = 0;
  sqlite3_stmt *pStmt = 0;
  fts5_api *pApi = 0;
  fts5_tokenizer tok = { upCreate, upDelete, upTokenize };
  char *zErr = 0;
  if( zSo==0 || zSo[0]==0 ) zSo = "./bayes.so";
  if( sqlite3_open(":memory:", &db) ) return 2;
  sqlite3_enable_load_extension(db, 1);
  if( sqlite3_load_extension(db, zSo, "sqlite3_bayes_init", &zErr) ){
    fprintf(stderr, "fts5tok: cannot load %s: %s\n", zSo, zErr);
    return 2;
  }
  if( sqlite3_prepare_v2(db, "SELECT fts5(?1)", -1, &pStmt, 0)==SQLITE_OK ){
    sqlite3_bind_pointer(pStmt, 1, (void*)&pApi, "fts5_api_ptr", 0);
    sqlite3_step(pStmt);
  }
  sqlite3_finalize(pStmt);
  if( pApi==0 ){
    fprintf(stderr, "fts5tok: this SQLite has no FTS5\n");
    return 2;
  }
  if( pApi->xCreateTokenizer(pApi, "upper_words", 0, &tok, 0) ) return 2;

  check(db, "1.1", "SELECT bayes_tokens('car red car x', 'tokenize=upper_words')",
        "{\"CAR\":2,\"AUTOMOBILE\":2,\"RED\":1,\"X\":1}");
  check(db, "1.2", "SELECT bayes_tokens('car red car x', 'tokenize=upper_words min 2')",
        "{\"CAR\":2,\"AUTOMOBILE\":2,\"RED\":1}");
  /* n-grams join the primary tokens; the synonym is a unigram only */
  check(db, "1.3", "SELECT bayes_tokens('car red car x', "
        "'ngram_range=1,2 tokenize=upper_words')",
        "{\"CAR\":2,\"AUTOMOBILE\":2,\"RED\":1,\"X\":1,\"CAR RED\":1,"
        "\"RED CAR\":1,\"CAR X\":1}");
  check(db, "1.4", "SELECT bayes_tokens('a \"q\" b\\', 'tokenize=upper_words')",
        "{\"A\":1,\"\\\"Q\\\"\":1,\"B\\\\\":1}");
  check(db, "1.5", "SELECT bayes_tokens('car red', 'stop_words=[\"RED\"] tokenize=upper_words')",
        "{\"CAR\":1,\"AUTOMOBILE\":1}");
  check(db, "2.1", "SELECT bayes_tokens('x', 'tokenize=upper_words max 3')",
        "ERROR bayes_tokens: tokenize=upper_words max 3: the FTS5 tokenizer "
        "upper_words refused its arguments");
  check(db, "2.2", "SELECT bayes_tokens('a boom b', 'tokenize=upper_words')",
        "ERROR bayes_tokens: tokenize=upper_words: the FTS5 tokenizer failed "
        "(SQL logic error)");
  /* the same token stream as an FTS5 table with tokenize='upper_words' */
  if( sqlite3_exec(db,
      "CREATE TABLE t(id INTEGER PRIMARY KEY, body TEXT);"
      "INSERT INTO t(body) VALUES ('car red car x'), ('Blue car  blue'),"
      "  ('x y z x y x'), (''), ('CAR car Car'), ('a \"q\" b\\ ''s');"
      "CREATE VIRTUAL TABLE ft USING fts5(body, tokenize='upper_words');"
      "INSERT INTO ft(rowid, body) SELECT id, body FROM t;"
      "CREATE VIRTUAL TABLE fv USING fts5vocab(ft, instance);", 0, 0, &zErr) ){
    fprintf(stderr, "fts5tok: %s\n", zErr);
    return 2;
  }
  check(db, "3.1",
    "WITH v AS (SELECT doc AS id, term AS key, count(*) AS value FROM fv GROUP BY doc, term),"
    "     b AS (SELECT t.id, key, value FROM t, json_each(bayes_tokens(body, 'tokenize=upper_words')))"
    "SELECT (SELECT count(*) FROM v) || ' ' || (SELECT count(*) FROM b) || ' ' ||"
    "  (SELECT count(*) FROM (SELECT * FROM v EXCEPT SELECT * FROM b)) || ' ' ||"
    "  (SELECT count(*) FROM (SELECT * FROM b EXCEPT SELECT * FROM v))",
    "16 16 0 0");
  sqlite3_close(db);
  printf("%d passed, %d failed\n", nPass, nFail);
  return nFail!=0;
}
