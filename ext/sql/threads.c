/*
** sql/threads.c — bayes_threads() and bayes_threads(N): the number of
** threads one statement of this connection may use for the dense kernels
** (core/pool.c): bayes_fit_query's and bayes_fit's co-moment updates (lda,
** qda) and bayes_scores' blocks (lda, qda, gaussian_nb).
**
**   SELECT bayes_threads();      -- 1: the default
**   SELECT bayes_threads(2);     -- 2: from now on, on this connection
**
** N is an integer from 1 to BAYES_MAX_THREADS (64); anything else is an
** error and leaves the setting as it was.  The default is 1, as SQLite's
** own PRAGMA threads (a server with many connections is not
** oversubscribed behind its back); a build may change it with
** -DBAYES_THREADS_DEFAULT=N.  A build without threads (WebAssembly,
** BAYES_OMIT_THREADS, a SQLite built single-threaded) answers 1 always.
** The answers of every function are the same whatever the setting (the
** same BLOB; scores to 1e-12, in practice the same bits).  It sets
** connection state, so it is DIRECTONLY: a view or a trigger of a
** database file cannot raise it.
*/
#include "bayesInt.h"

#define THREADS_FUNC "bayes_threads"

/* The default, clamped to what bayes_threads(N) accepts */
static int threadsDefault(void){
  int n = BAYES_THREADS_DEFAULT;
  if( n<1 ) n = 1;
  if( n>BAYES_MAX_THREADS ) n = BAYES_MAX_THREADS;
  return n;
}

int bayes_threads_conn(const BayesConn *pConn){
  if( !bayes_pool_available() ) return 1;
  if( pConn==0 || pConn->nThreads<=0 ) return threadsDefault();
  return pConn->nThreads;
}

void bayes_threads_func(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  BayesConn *pConn = (BayesConn*)sqlite3_user_data(ctx);
  if( argc==1 ){
    sqlite3_int64 n;
    if( sqlite3_value_type(argv[0])!=SQLITE_INTEGER
     || (n = sqlite3_value_int64(argv[0]))<1 || n>BAYES_MAX_THREADS ){
      const char *z = (const char*)sqlite3_value_text(argv[0]);
      bayes_result_errf(ctx, THREADS_FUNC, "the thread count must be an "
                        "integer from 1 to %d (got %.40s%s%s)",
                        BAYES_MAX_THREADS,
                        sqlite3_value_type(argv[0])==SQLITE_TEXT ? "'" : "",
                        z ? z : "NULL",
                        sqlite3_value_type(argv[0])==SQLITE_TEXT ? "'" : "");
      return;
    }
    pConn->nThreads = (int)n;
  }
  sqlite3_result_int(ctx, bayes_threads_conn(pConn));
}
