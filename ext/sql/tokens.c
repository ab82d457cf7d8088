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
