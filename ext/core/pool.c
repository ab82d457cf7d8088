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
** may wake after the caller has done everything itself).  Between the
** runs of one statement a worker watches for the next one for up to 2 ms
** before it sleeps (a fit folds a block about every millisecond).  What a task
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
# include <sched.h>
/* How long a worker that finished its tasks watches for the next run
** before it sleeps, in sched_yield() calls (about a microsecond each
** when nothing else wants the core, so a millisecond or two; when
** something does, it runs instead): a fit folds a block every
** millisecond or so, less than a sleeping thread takes to be woken on a
** busy machine, so the workers stay awake between a statement's runs.
** They never watch between statements (the pool is freed at the end of
** its statement). */
#define POOL_SPIN_YIELDS 2000

struct BayesPool {
  int nThread;                 /* threads wanted, the caller included */
  int nStarted;                /* workers running (<= nThread-1) */
  int bFailed;                 /* pthread_create failed: start no more */
  pthread_t aThr[BAYES_MAX_THREADS];
  pthread_mutex_t mu;
  pthread_cond_t cvWork;       /* a new run, or the end */
  pthread_cond_t cvDone;       /* the last task of a run finished */
  unsigned int iGen;           /* runs handed out so far */
  int bExit;                   /* atomic: the workers end */
  /* the current run: the task and its argument (atomic: a worker reads
  ** them after the run's word, and uses them only if it then takes an
  ** index of that run), and the word: the run's generation (bits 32-63),
  ** its task count (16-31) and the next task index (0-15).  A worker
  ** that looks late, after its run is over, can take no task: the word
  ** has moved on, and one run's task count is never read with another's
  ** index. */
  void (*xTask)(void*, int);
  void *pArg;
  unsigned long long uWord;
  int nDone;                   /* atomic: tasks of the run finished */
};
#define POOL_GEN(u)   ((unsigned int)((u)>>32))
#define POOL_NTASK(u) ((int)(((u)>>16) & 0xffff))
#define POOL_NEXT(u)  ((int)((u) & 0xffff))

/* Take tasks of run iGen until none is left.  The caller of
** bayes_pool_run never waits for a worker that took no task. */
static void poolDrain(BayesPool *p, unsigned int iGen){
  unsigned long long u = __atomic_load_n(&p->uWord, __ATOMIC_ACQUIRE);
  for(;;){
    void (*xTask)(void*, int);
    void *pArg;
    int nTask = POOL_NTASK(u), i = POOL_NEXT(u);
    if( POOL_GEN(u)!=iGen || i>=nTask ) return;
    xTask = __atomic_load_n(&p->xTask, __ATOMIC_RELAXED);
    pArg = __atomic_load_n(&p->pArg, __ATOMIC_RELAXED);
    if( !__atomic_compare_exchange_n(&p->uWord, &u, u+1, 0, __ATOMIC_ACQ_REL,
                                     __ATOMIC_ACQUIRE) ){
      continue;                          /* u holds the new word */
    }
    xTask(pArg, i);
    if( __atomic_add_fetch(&p->nDone, 1, __ATOMIC_ACQ_REL)==nTask ){
      pthread_mutex_lock(&p->mu);
      pthread_cond_signal(&p->cvDone);
      pthread_mutex_unlock(&p->mu);
    }
    u = __atomic_load_n(&p->uWord, __ATOMIC_ACQUIRE);
  }
}

static void *poolWorker(void *pv){
  BayesPool *p = (BayesPool*)pv;
  unsigned int iSeen = 0, iGen;
  for(;;){
    /* watch for a new run a while, then sleep until one comes */
    int n = 0;
    for(;;){
      iGen = POOL_GEN(__atomic_load_n(&p->uWord, __ATOMIC_ACQUIRE));
      if( iGen!=iSeen || __atomic_load_n(&p->bExit, __ATOMIC_ACQUIRE) ) break;
      /* give the core to whatever else wants it (the calling thread,
      ** another process): on a busy machine a watcher costs little */
      sched_yield();
      if( ++n>=POOL_SPIN_YIELDS ){
        pthread_mutex_lock(&p->mu);
        while( !__atomic_load_n(&p->bExit, __ATOMIC_ACQUIRE)
            && POOL_GEN(__atomic_load_n(&p->uWord, __ATOMIC_ACQUIRE))==iSeen ){
          pthread_cond_wait(&p->cvWork, &p->mu);
        }
        pthread_mutex_unlock(&p->mu);
        n = 0;
      }
    }
    if( __atomic_load_n(&p->bExit, __ATOMIC_ACQUIRE) ) break;
    iSeen = iGen;
    poolDrain(p, iGen);
  }
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
  if( p && nTask>1 && p->nStarted>0 && nTask<=0xffff ){
    unsigned int iGen = ++p->iGen;
    __atomic_store_n(&p->nDone, 0, __ATOMIC_RELAXED);
    __atomic_store_n(&p->xTask, xTask, __ATOMIC_RELAXED);
    __atomic_store_n(&p->pArg, pArg, __ATOMIC_RELAXED);
    pthread_mutex_lock(&p->mu);      /* the sleepers check the word under it */
    __atomic_store_n(&p->uWord, (unsigned long long)iGen<<32
                                | (unsigned long long)nTask<<16, __ATOMIC_RELEASE);
    pthread_cond_broadcast(&p->cvWork);
    pthread_mutex_unlock(&p->mu);
    poolDrain(p, iGen);
    if( __atomic_load_n(&p->nDone, __ATOMIC_ACQUIRE)<nTask ){
      pthread_mutex_lock(&p->mu);
      while( __atomic_load_n(&p->nDone, __ATOMIC_ACQUIRE)<nTask ){
        pthread_cond_wait(&p->cvDone, &p->mu);
      }
      pthread_mutex_unlock(&p->mu);
    }
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
  __atomic_store_n(&p->bExit, 1, __ATOMIC_RELEASE);
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
