/*
** sql/tokens.c — bayes_tokens(text [, options]): a bag of words as a JSON
** object.
**
**   SELECT bayes_tokens('The cat sat; the CAT ran!');
**     -> {"the":2,"cat":2,"sat":1,"ran":1}
**   SELECT bayes_tokens('the cat sat', 'ngram_range=1,2 stop_words=english');
**     -> {"cat":1,"sat":1,"cat sat":1}
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
** The second argument takes CountVectorizer's options (ngram_range,
** analyzer, stop_words, lowercase, token_pattern, binary: core/tokenize.c
** has their syntax and meaning), parsed once per statement (auxdata); NULL
** or '' are no options.  The tokenizing itself is core/tokenize.c's; this
** file is the SQL glue and the connection's last bag, which the feature
** decoder takes without parsing (vocab.c's BayesBag).  With options the
** bag may not pass SQLITE_LIMIT_LENGTH while it is built (an error, not a
** late "string or blob too big" after the memory is spent).
*/
#include "bayesInt.h"
#include <string.h>

static void tokOptsRelease(void *p){
  bayes_tokenize_opts_free((BayesTokOpts*)p);
}

/* ------------------------------------------------------------ FTS5 */
/* FTS5's interface: fts5_api and fts5_tokenizer, declared by sqlite3.h
** (which holds fts5.h) whether or not the library has FTS5 */
/* A tokenize= source: one FTS5 tokenizer instance */
typedef struct TokFts5 {
  BayesTokSource base;
  fts5_tokenizer x;
  Fts5Tokenizer *pTok;
  char *zSpec;
} TokFts5;

typedef struct TokFts5Call {
  void *pSinkCtx;
  BayesTokSink xSink;
  int rcSink;
} TokFts5Call;

static int tokFts5Token(void *pCtx, int tflags, const char *pToken,
                        int nToken, int iStart, int iEnd){
  TokFts5Call *pCall = (TokFts5Call*)pCtx;
  (void)iStart; (void)iEnd;
  pCall->rcSink = pCall->xSink(pCall->pSinkCtx, pToken, nToken,
                               (tflags & FTS5_TOKEN_COLOCATED)!=0);
  return pCall->rcSink;
}

static int tokFts5Tokenize(BayesTokSource *pSrc, const u8 *z, i64 n,
                           void *pSinkCtx, BayesTokSink xSink,
                           BayesErr *pErr){
  TokFts5 *p = (TokFts5*)pSrc;
  TokFts5Call call;
  int rc;
  call.pSinkCtx = pSinkCtx;
  call.xSink = xSink;
  call.rcSink = SQLITE_OK;
  rc = p->x.xTokenize(p->pTok, &call, FTS5_TOKENIZE_DOCUMENT,
                      (const char*)z, (int)n, tokFts5Token);
  if( call.rcSink ) return call.rcSink;          /* its message is set */
  if( rc==SQLITE_NOMEM ) bayes_err_nomem(pErr);
  else if( rc ) bayes_err(pErr, "tokenize=%s: the FTS5 tokenizer failed "
                          "(%s)", p->zSpec, sqlite3_errstr(rc));
  return rc;
}

static void tokFts5Free(BayesTokSource *pSrc){
  TokFts5 *p = (TokFts5*)pSrc;
  if( p->pTok ) p->x.xDelete(p->pTok);
  sqlite3_free(p->zSpec);
  sqlite3_free(p);
}

/* The connection's fts5_api, as FTS5's documentation gets it; 0 if the
** connection has no FTS5 (*pbMissing 1) or the statement failed
** otherwise (an authorizer's refusal, out of memory: zWhy gets SQLite's
** message) */
static fts5_api *tokFts5Api(sqlite3 *db, int *pbMissing, char *zWhy,
                            int nWhy){
  fts5_api *pApi = 0;
  sqlite3_stmt *pStmt = 0;
  *pbMissing = 0;
  zWhy[0] = 0;
  if( sqlite3_prepare_v2(db, "SELECT fts5(?1)", -1, &pStmt, 0)==SQLITE_OK ){
    sqlite3_bind_pointer(pStmt, 1, (void*)&pApi, "fts5_api_ptr", 0);
    sqlite3_step(pStmt);
  }else{
    const char *zErr = sqlite3_errmsg(db);
    *pbMissing = strstr(zErr, "no such function")!=0;
    sqlite3_snprintf(nWhy, zWhy, "%s", zErr);
  }
  sqlite3_finalize(pStmt);
  return pApi;
}

/* Split zSpec into words as FTS5 reads its tokenize= option: barewords
** (ASCII letters, digits, '_', and any byte past ASCII) and words quoted
** with '', "", `` (a doubled quote is one) or [].  azWord points into
** zBuf (strlen(zSpec)+1 bytes).  The word count, or -1 at a syntax error
** (*piErr its offset). */
static int tokFts5Words(const char *z, char *zBuf, const char **azWord,
                        int nMax, int *piErr){
  int i = 0, nWord = 0, o = 0;
  for(;;){
    char c;
    while( z[i]==' ' || z[i]=='\t' || z[i]=='\n' || z[i]=='\r' ) i++;
    if( z[i]==0 ) return nWord;
    if( nWord>=nMax ){ *piErr = i; return -1; }
    azWord[nWord++] = zBuf+o;
    c = z[i];
    if( c=='\'' || c=='"' || c=='`' || c=='[' ){
      char cEnd = c=='[' ? ']' : c;
      for(i++; ; i++){
        if( z[i]==0 ){ *piErr = i; return -1; }
        if( z[i]==cEnd ){
          if( cEnd!=']' && z[i+1]==cEnd ){ zBuf[o++] = cEnd; i++; continue; }
          i++;
          break;
        }
        zBuf[o++] = z[i];
      }
    }else{
      int i0 = i;
      while( (z[i]>='a' && z[i]<='z') || (z[i]>='A' && z[i]<='Z')
          || (z[i]>='0' && z[i]<='9') || z[i]=='_' || (u8)z[i]>=0x80 ){
        zBuf[o++] = z[i++];
      }
      if( i==i0 ){ *piErr = i; return -1; }
    }
    zBuf[o++] = 0;
    if( z[i]!=0 && z[i]!=' ' && z[i]!='\t' && z[i]!='\n' && z[i]!='\r' ){
      *piErr = i;
      return -1;
    }
  }
}

/* Make the tokenize= source of options p on connection db */
static int tokFts5Open(sqlite3 *db, BayesTokOpts *pOpt, BayesErr *pErr){
  const char *zSpec = bayes_tokenize_opts_external(pOpt);
  fts5_api *pApi;
  TokFts5 *p;
  char *zBuf;
  const char *azWord[64];
  void *pUserData = 0;
  char zWhy[200];
  int nWord, iErr = 0, rc, bMissing;
  pApi = tokFts5Api(db, &bMissing, zWhy, (int)sizeof(zWhy));
  if( pApi==0 && !bMissing && zWhy[0] ){
    bayes_err(pErr, "tokenize=%s: cannot reach FTS5: %s", zSpec, zWhy);
    return SQLITE_ERROR;
  }
  if( pApi==0 || pApi->iVersion<2 ){
    bayes_err(pErr, "tokenize=%s: this SQLite has no FTS5 (built without "
              "SQLITE_ENABLE_FTS5)", zSpec);
    return SQLITE_ERROR;
  }
  p = sqlite3_malloc64(sizeof(*p));
  zBuf = sqlite3_malloc64(strlen(zSpec)+1);
  if( p==0 || zBuf==0 ){
    sqlite3_free(p);
    sqlite3_free(zBuf);
    bayes_err_nomem(pErr);
    return SQLITE_NOMEM;
  }
  memset(p, 0, sizeof(*p));
  p->base.xTokenize = tokFts5Tokenize;
  p->base.xFree = tokFts5Free;
  p->zSpec = sqlite3_mprintf("%s", zSpec);
  if( p->zSpec==0 ){ rc = SQLITE_NOMEM; bayes_err_nomem(pErr); goto fail; }
  nWord = tokFts5Words(zSpec, zBuf, azWord, 64, &iErr);
  if( nWord<=0 ){
    bayes_err(pErr, "tokenize=%s: not an FTS5 tokenizer and its arguments "
              "(at byte %d)", zSpec, iErr+1);
    rc = SQLITE_ERROR;
    goto fail;
  }
  if( pApi->xFindTokenizer(pApi, azWord[0], &pUserData, &p->x)!=SQLITE_OK ){
    bayes_err(pErr, "tokenize=%s: no FTS5 tokenizer named %s", zSpec,
              azWord[0]);
    rc = SQLITE_ERROR;
    goto fail;
  }
  rc = p->x.xCreate(pUserData, azWord+1, nWord-1, &p->pTok);
  if( rc ){
    p->pTok = 0;
    if( rc==SQLITE_NOMEM ) bayes_err_nomem(pErr);
    else bayes_err(pErr, "tokenize=%s: the FTS5 tokenizer %s refused its "
                   "arguments", zSpec, azWord[0]);
    goto fail;
  }
  sqlite3_free(zBuf);
  bayes_tokenize_opts_set_source(pOpt, &p->base);
  return SQLITE_OK;
fail:
  sqlite3_free(zBuf);
  tokFts5Free(&p->base);
  return rc;
}

void bayes_tokens_func(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  BayesConn *pConn = (BayesConn*)sqlite3_user_data(ctx);
  BayesBag *pBag = &pConn->tokBag;
  BayesVocab *pVoc = &pBag->voc;
  BayesBuf *pTok = &pConn->tokBuf;
  BayesTokOpts *pOpt = 0;
  BayesErr err;
  const u8 *z;
  i64 n, mxLen = 0;
  int rc;
  err.rc = SQLITE_OK;
  err.zMsg[0] = 0;
  if( argc==2 && sqlite3_value_type(argv[1])!=SQLITE_NULL ){
    pOpt = (BayesTokOpts*)sqlite3_get_auxdata(ctx, 1);
    if( pOpt==0 ){
      const char *zO = (const char*)sqlite3_value_text(argv[1]);
      int nO = sqlite3_value_bytes(argv[1]);
      if( zO==0 ){ sqlite3_result_error_nomem(ctx); return; }
      if( bayes_tokenize_opts_parse(&pOpt, zO, nO, &err) ){
        bayes_result_err(ctx, "bayes_tokens", &err);
        return;
      }
      if( bayes_tokenize_opts_external(pOpt)
       && tokFts5Open(sqlite3_context_db_handle(ctx), pOpt, &err) ){
        bayes_tokenize_opts_free(pOpt);
        bayes_result_err(ctx, "bayes_tokens", &err);
        return;
      }
      sqlite3_set_auxdata(ctx, 1, pOpt, tokOptsRelease);
      pOpt = (BayesTokOpts*)sqlite3_get_auxdata(ctx, 1);
      if( pOpt==0 ){ sqlite3_result_error_nomem(ctx); return; }
    }
    if( bayes_tokenize_opts_is_default(pOpt) ) pOpt = 0;
  }
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
  if( pOpt==0 ){
    rc = bayes_tokenize_default(z, n, pVoc, pTok, &err);
  }else{
    mxLen = sqlite3_limit(sqlite3_context_db_handle(ctx),
                          SQLITE_LIMIT_LENGTH, -1);
    rc = bayes_tokenize(pOpt, z, n, mxLen, pVoc, pTok, &err);
  }
  if( rc==SQLITE_NOMEM ) goto nomem;
  if( rc ){
    bayes_result_err(ctx, "bayes_tokens", &err);
    goto done;
  }
  /* the text is written into the bag and SQLite copies it out: the bag
  ** keeps the exact bytes its tokens stand for */
  if( bayes_tokenize_write(pVoc, pOpt, &pBag->text) ) goto nomem;
  if( pOpt && pBag->text.n > mxLen ){
    bayes_result_errf(ctx, "bayes_tokens", "the bag of this text would "
                      "pass %lld bytes (SQLITE_LIMIT_LENGTH): a shorter text "
                      "or a narrower ngram_range", (long long)mxLen);
    goto done;
  }
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
