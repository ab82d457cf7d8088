/*
** core/pool.c — worker threads inside one statement (issue 38, item 4).
**
** A BayesPool is a statement's helpers: bayes_threads(N) (sql/threads.c)
** sets how many threads a connection's statements may use, and a
** statement that has dense arithmetic to do (bayes_fit_query's and
** bayes_fit's co-moment updates, bayes_scores' blocks) makes a pool of
** that many, hands it tasks with bayes_pool_run and frees it at its end.
**
** The workers are libc's pthreads, started at the first bayes_pool_run
** that has more than one task (so a statement that never has enough work
** starts none), T-1 of them: the calling thread takes its share of every
** run.  A task is a function and an index 0..nTask-1; the threads take
** the indexes in turn from one atomic counter until none is left, and
** bayes_pool_run returns when every task has finished: it waits for the
** tasks, never for a worker that took none (on a busy machine a worker
** may wake after the caller has done everything itself).  What a task
** computes must therefore not depend on which thread runs it (the callers
** split their work by output, each output computed by one task, so the
** answer is the same bit for bit whatever the thread count).
**
** A worker never calls SQLite (not even sqlite3_malloc): the calling
** thread allocates everything before a run.  This file is the only one
** that names pthreads.  A build without threads (the WebAssembly build,
** BAYES_OMIT_THREADS, a compile with SQLITE_THREADSAFE=0, Windows) has no
** pool: bayes_pool_new returns NULL and bayes_pool_run on NULL runs every
** task on the calling thread.  If pthread_create fails, the pool runs with
** the threads it has (none: on the calling thread alone): never an error,
** never another answer.
*/
#include "bayesInt.h"
#include <string.h>

#if defined(__EMSCRIPTEN__) || defined(BAYES_OMIT_THREADS) \
 || (defined(SQLITE_THREADSAFE) && SQLITE_THREADSAFE==0) || defined(_WIN32)
# define POOL_THREADS 0
#else
# define POOL_THREADS 1
# include <pthread.h>
#endif

int bayes_pool_available(void){
#if POOL_THREADS
  /* a SQLite built single-threaded is used by one thread: its
  ** extension stays on it too (sqlite_api.c asks it) */
  return bayes_mutex_threads();
#else
  return 0;
#endif
}

#if POOL_THREADS
struct BayesPool {
  int nThread;                 /* threads wanted, the caller included */
  int nStarted;                /* workers running (<= nThread-1) */
  int bFailed;                 /* pthread_create failed: start no more */
  pthread_t aThr[BAYES_MAX_THREADS];
  pthread_mutex_t mu;
  pthread_cond_t cvWork;       /* a new run, or the end */
  pthread_cond_t cvDone;       /* the last task of a run finished */
  unsigned int iGen;           /* runs handed out so far (under mu) */
  int bExit;
  /* the current run (written under mu before iGen moves) */
  void (*xTask)(void*, int);
  void *pArg;
  int nTask;
  /* atomic: the run's generation (high 32 bits) and its next task index
  ** (low 32), so that a worker that wakes late, after its run is over,
  ** can take no task of the next one */
  unsigned long long uNext;
  int nDone;                   /* atomic: tasks of the run finished */
};

/* Take tasks of run iGen (xTask, pArg, nTask: its) until none is left.
** The caller never waits for a worker that took no task: a worker the
** system has not scheduled yet (the machine busy) costs nothing. */
static void poolDrain(BayesPool *p, unsigned int iGen,
                      void (*xTask)(void*, int), void *pArg, int nTask){
  unsigned long long u = __atomic_load_n(&p->uNext, __ATOMIC_ACQUIRE);
  for(;;){
    int i = (int)(u & 0xffffffffULL);
    if( (unsigned int)(u>>32)!=iGen || i>=nTask ) return;
    if( !__atomic_compare_exchange_n(&p->uNext, &u, u+1, 0, __ATOMIC_ACQ_REL,
                                     __ATOMIC_ACQUIRE) ){
      continue;                          /* u holds the new value */
    }
    xTask(pArg, i);
    if( __atomic_add_fetch(&p->nDone, 1, __ATOMIC_ACQ_REL)==nTask ){
      pthread_mutex_lock(&p->mu);
      pthread_cond_signal(&p->cvDone);
      pthread_mutex_unlock(&p->mu);
    }
    u = __atomic_load_n(&p->uNext, __ATOMIC_ACQUIRE);
  }
}

static void *poolWorker(void *pv){
  BayesPool *p = (BayesPool*)pv;
  unsigned int iSeen = 0;
  pthread_mutex_lock(&p->mu);
  for(;;){
    void (*xTask)(void*, int);
    void *pArg;
    int nTask;
    while( !p->bExit && p->iGen==iSeen ) pthread_cond_wait(&p->cvWork, &p->mu);
    if( p->bExit ) break;
    iSeen = p->iGen;
    xTask = p->xTask;
    pArg = p->pArg;
    nTask = p->nTask;
    pthread_mutex_unlock(&p->mu);
    poolDrain(p, iSeen, xTask, pArg, nTask);
    pthread_mutex_lock(&p->mu);
  }
  pthread_mutex_unlock(&p->mu);
  return 0;
}
#endif /* POOL_THREADS */

BayesPool *bayes_pool_new(int nThread){
#if POOL_THREADS
  BayesPool *p;
  if( nThread<=1 || !bayes_pool_available() ) return 0;
  if( nThread>BAYES_MAX_THREADS ) nThread = BAYES_MAX_THREADS;
  p = sqlite3_malloc64(sizeof(*p));
  if( p==0 ) return 0;              /* no memory: one thread, same answer */
  memset(p, 0, sizeof(*p));
  p->nThread = nThread;
  if( pthread_mutex_init(&p->mu, 0) ){ sqlite3_free(p); return 0; }
  if( pthread_cond_init(&p->cvWork, 0) ){
    pthread_mutex_destroy(&p->mu);
    sqlite3_free(p);
    return 0;
  }
  if( pthread_cond_init(&p->cvDone, 0) ){
    pthread_cond_destroy(&p->cvWork);
    pthread_mutex_destroy(&p->mu);
    sqlite3_free(p);
    return 0;
  }
  return p;
#else
  (void)nThread;
  return 0;
#endif
}

int bayes_pool_threads(const BayesPool *p){
#if POOL_THREADS
  if( p ) return p->nStarted<p->nThread-1 && !p->bFailed ? p->nThread
                                                          : p->nStarted+1;
#else
  (void)p;
#endif
  return 1;
}

void bayes_pool_run(BayesPool *p, int nTask, void (*xTask)(void*, int),
                    void *pArg){
  int i;
#if POOL_THREADS
  if( p && nTask>1 ){
    /* start the workers the first time they are needed */
    while( !p->bFailed && p->nStarted<p->nThread-1 ){
      if( pthread_create(&p->aThr[p->nStarted], 0, poolWorker, p) ){
        p->bFailed = 1;             /* run with the threads there are */
      }else{
        p->nStarted++;
      }
    }
  }
  if( p && nTask>1 && p->nStarted>0 ){
    unsigned int iGen;
    pthread_mutex_lock(&p->mu);
    iGen = ++p->iGen;
    p->xTask = xTask;
    p->pArg = pArg;
    p->nTask = nTask;
    __atomic_store_n(&p->nDone, 0, __ATOMIC_RELAXED);
    __atomic_store_n(&p->uNext, (unsigned long long)iGen<<32, __ATOMIC_RELEASE);
    pthread_cond_broadcast(&p->cvWork);
    pthread_mutex_unlock(&p->mu);
    poolDrain(p, iGen, xTask, pArg, nTask);
    pthread_mutex_lock(&p->mu);
    while( __atomic_load_n(&p->nDone, __ATOMIC_ACQUIRE)<nTask ){
      pthread_cond_wait(&p->cvDone, &p->mu);
    }
    pthread_mutex_unlock(&p->mu);
    return;
  }
#else
  (void)p;
#endif
  for(i=0; i<nTask; i++) xTask(pArg, i);
}

void bayes_pool_free(BayesPool *p){
#if POOL_THREADS
  int i;
  if( p==0 ) return;
  pthread_mutex_lock(&p->mu);
  p->bExit = 1;
  pthread_cond_broadcast(&p->cvWork);
  pthread_mutex_unlock(&p->mu);
  for(i=0; i<p->nStarted; i++) pthread_join(p->aThr[i], 0);
  pthread_cond_destroy(&p->cvDone);
  pthread_cond_destroy(&p->cvWork);
  pthread_mutex_destroy(&p->mu);
  sqlite3_free(p);
#else
  (void)p;
#endif
}
