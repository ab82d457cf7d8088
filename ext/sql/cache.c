/*
** sql/cache.c — from a scoring function's first argument to a parsed model,
** parsing each distinct model once per statement or better.
**
** The argument is a model BLOB or the name of a row of bayes_models.  Two
** levels keep scoring from re-parsing per row:
**
**   1. sqlite3_set_auxdata on the argument.  SQLite keeps it from row to row
**      for a literal or a bound parameter (BLOB or name), so those cost one
**      pointer fetch per row.
**   2. A per-connection cache of parsed models keyed by the BLOB's bytes
**      (a hash of length and header to find the bucket, then memcmp of
**      every byte).  This catches what auxdata cannot: a scalar subquery,
**      a column of a joined bayes_models row, a name that comes from a
**      column.  Comparing bytes (rather than trusting a pointer or a
**      checksum) means a changed model can never be scored with stale
**      parameters.  The cache is bounded by bytes, not by a count:
**      BAYES_CACHE_BYTES (64 MB) per connection, least recently used
**      evicted first, so a statement that loops over rows outside and
**      over dozens of models inside parses each model once.
**
** A model found by name through auxdata is the one the table held when the
** statement first used it; each new statement looks again.  That lookup
** reads the deployed row's rowid and length and the model's 16-byte header,
** not the model: its cost does not grow with the model while the database
** is unchanged (cacheModelForRow below says exactly when it reads more).
**
** bayes_cache_stats() returns {"parses":N,"cache_hits":N,"auxdata_hits":N,
** "models":N,"bytes":N,"name_fast":N,"name_compares":N,"shared_hits":N,
** "process":{"models":N,"bytes":N,"published":N}} for this connection: a
** statement that scores a million rows with one model should add 1 to
** "parses"; "models" and "bytes" are what the cache holds now;
** "name_fast" counts lookups by name answered from the header alone and
** "name_compares" those that compared the stored bytes; "shared_hits" the
** models this connection found parsed by another connection of the process
** (3. below), and "process" what that process-wide table holds now and how
** many models were put in it.
**
**   3. Below both, one table per process (the process-wide cache, below):
**      a model that another connection of the process parsed is used as
**      it is, its bytes compared once, when its kind's parsed models are
**      immutable (BayesKind.bShareable).
**
** Models are reference counted (atomically: a shared model is released by
** whichever thread lets go last): the cache holds one reference, each
** auxdata slot another, the process-wide table another, so eviction never
** frees a model still in use.
*/
#include "bayesInt.h"
#include <string.h>

static void cacheAuxRelease(void *p){ bayes_model_unref((BayesModel*)p); }

/* The bucket key of a BLOB: its length and first 16 bytes (a model's
** header, whose CRC-32 covers the rest).  Equal BLOBs hash alike; a match
** is then confirmed by comparing every byte. */
static u32 cacheHash(const u8 *a, i64 n){
  return (u32)bayes_hash_mix(bayes_hash(a, n<16 ? n : 16) ^ (u64)n);
}

/* What a parsed model counts against BAYES_CACHE_BYTES: the copy of its
** BLOB, about as much again for the parameters derived from it, and a
** fixed overhead. */
static i64 cacheCost(i64 nBlob){ return 2*nBlob + 256; }

static void cacheLruUnlink(BayesConn *pConn, BayesCacheEntry *pE){
  if( pE->pNewer ) pE->pNewer->pOlder = pE->pOlder;
  else pConn->pNewest = pE->pOlder;
  if( pE->pOlder ) pE->pOlder->pNewer = pE->pNewer;
  else pConn->pOldest = pE->pNewer;
  pE->pNewer = pE->pOlder = 0;
}
static void cacheLruPushNewest(BayesConn *pConn, BayesCacheEntry *pE){
  pE->pNewer = 0;
  pE->pOlder = pConn->pNewest;
  if( pConn->pNewest ) pConn->pNewest->pNewer = pE;
  else pConn->pOldest = pE;
  pConn->pNewest = pE;
}

/* Remove pE from the hash chain and the list and release its model */
static void cacheEvict(BayesConn *pConn, BayesCacheEntry *pE){
  BayesCacheEntry **pp = &pConn->apHash[pE->h & (u32)(pConn->nHash-1)];
  while( *pp!=pE ) pp = &(*pp)->pHashNext;
  *pp = pE->pHashNext;
  cacheLruUnlink(pConn, pE);
  pConn->nEntry--;
  pConn->nCacheBytes -= pE->nCost;
  bayes_model_unref(pE->pM);
  sqlite3_free(pE);
}

/* Double the hash table when it is full (no-op if that fails: the chains
** only get longer) */
static void cacheHashGrow(BayesConn *pConn){
  int nNew = pConn->nHash ? pConn->nHash*2 : 16, i;
  BayesCacheEntry **ap;
  if( pConn->nEntry < pConn->nHash ) return;
  ap = sqlite3_malloc64(sizeof(BayesCacheEntry*)*(u64)nNew);
  if( ap==0 ) return;
  memset(ap, 0, sizeof(BayesCacheEntry*)*(size_t)nNew);
  for(i=0; i<pConn->nHash; i++){
    BayesCacheEntry *pE = pConn->apHash[i], *pNext;
    for(; pE; pE=pNext){
      pNext = pE->pHashNext;
      pE->pHashNext = ap[pE->h & (u32)(nNew-1)];
      ap[pE->h & (u32)(nNew-1)] = pE;
    }
  }
  sqlite3_free(pConn->apHash);
  pConn->apHash = ap;
  pConn->nHash = nNew;
}

/* ------------------------------------------------ the process-wide cache
** One parsed copy per process of a model that the connections of the
** process use (issue 38): a table like a connection's (keyed by the BLOB's
** length and 16-byte header, LRU, within BAYES_CACHE_BYTES), whose entries
** each hold one reference.  A connection's cache that misses asks it
** before parsing, and confirms a hit by comparing the BLOB's bytes with the
** shared copy's, once: from then on the connection's own entry (which
** holds another reference) answers, as before.  What a connection parses
** is published here when its kind says a parsed model is immutable
** (BayesKind.bShareable); any other model stays the connection's own.
**
** One mutex guards the table: a SQLITE_MUTEX_FAST mutex made when the
** first connection of the process registers the extension and freed, with
** the table's references, when the last one goes (both under SQLite's
** SQLITE_MUTEX_STATIC_MAIN, for nConn), so nothing is left behind when
** SQLite unloads the library.  Parsing and a connection's byte compare run
** outside the mutex: under it only pointers and counts move (and, when two
** connections parsed the same model at once, the second's publishing
** compares the two copies).  A model is shared only once it is complete,
** and never changed after: readers need no lock.  A SQLite without
** mutexes (SQLITE_THREADSAFE=0, the WebAssembly build) is used by one
** thread: the table is shared there too, under no lock (bayes_mutex_*,
** core/sqlite_api.c, are then no-ops). */

typedef struct SharedEntry SharedEntry;
struct SharedEntry {
  BayesModel *pM;              /* holds one reference */
  u32 h;                       /* cacheHash of its BLOB */
  i64 nCost;                   /* cacheCost of its BLOB */
  SharedEntry *pNewer, *pOlder, *pHashNext;
};
static struct {
  int nConn;                   /* live BayesConn (under STATIC_MAIN) */
  int bOn;                     /* sharing: a connection is live, and the
                               ** mutex was made or SQLite has none */
  sqlite3_mutex *pMutex;       /* guards the rest (NULL without threads) */
  SharedEntry *pNewest, *pOldest;
  SharedEntry **apHash; int nHash; int nEntry;
  i64 nBytes;                  /* sum of the entries' nCost */
  i64 nPublish;                /* models published */
} gShared;

static void sharedUnlink(SharedEntry *pE){
  if( pE->pNewer ) pE->pNewer->pOlder = pE->pOlder;
  else gShared.pNewest = pE->pOlder;
  if( pE->pOlder ) pE->pOlder->pNewer = pE->pNewer;
  else gShared.pOldest = pE->pNewer;
  pE->pNewer = pE->pOlder = 0;
}
static void sharedPushNewest(SharedEntry *pE){
  pE->pNewer = 0;
  pE->pOlder = gShared.pNewest;
  if( gShared.pNewest ) gShared.pNewest->pNewer = pE;
  else gShared.pOldest = pE;
  gShared.pNewest = pE;
}
/* Drop pE (mutex held); its model goes when its last connection lets go */
static void sharedEvict(SharedEntry *pE){
  SharedEntry **pp = &gShared.apHash[pE->h & (u32)(gShared.nHash-1)];
  while( *pp!=pE ) pp = &(*pp)->pHashNext;
  *pp = pE->pHashNext;
  sharedUnlink(pE);
  gShared.nEntry--;
  gShared.nBytes -= pE->nCost;
  bayes_model_unref(pE->pM);
  sqlite3_free(pE);
}
/* Room for one more entry (mutex held); 0 if there is none */
static int sharedHashGrow(void){
  int nNew = gShared.nHash ? gShared.nHash*2 : 16, i;
  SharedEntry **ap;
  if( gShared.nEntry < gShared.nHash ) return 1;
  ap = sqlite3_malloc64(sizeof(SharedEntry*)*(u64)nNew);
  if( ap==0 ) return gShared.nHash>0;
  memset(ap, 0, sizeof(SharedEntry*)*(size_t)nNew);
  for(i=0; i<gShared.nHash; i++){
    SharedEntry *pE = gShared.apHash[i], *pNext;
    for(; pE; pE=pNext){
      pNext = pE->pHashNext;
      pE->pHashNext = ap[pE->h & (u32)(nNew-1)];
      ap[pE->h & (u32)(nNew-1)] = pE;
    }
  }
  sqlite3_free(gShared.apHash);
  gShared.apHash = ap;
  gShared.nHash = nNew;
  return 1;
}

/* A connection comes (bNew) or goes: the first makes the mutex, the last
** empties the table and frees it */
static void sharedConn(int bNew){
  sqlite3_mutex *pMain = bayes_mutex_alloc(SQLITE_MUTEX_STATIC_MAIN);
  bayes_mutex_enter(pMain);
  if( bNew ){
    if( gShared.nConn++==0 ){
      gShared.pMutex = bayes_mutex_alloc(SQLITE_MUTEX_FAST);
      gShared.bOn = gShared.pMutex!=0 || !bayes_mutex_threads();
    }
  }else if( --gShared.nConn==0 ){
    while( gShared.pOldest ) sharedEvict(gShared.pOldest);
    sqlite3_free(gShared.apHash);
    gShared.apHash = 0;
    gShared.nHash = 0;
    bayes_mutex_free(gShared.pMutex);
    gShared.pMutex = 0;
    gShared.bOn = 0;
  }
  bayes_mutex_leave(pMain);
}

/* The shared model whose BLOB is a[0..n) (hash h), with a new reference
** for the caller; or 0.  The bytes are compared outside the mutex (the
** shared copy never changes, and the reference keeps it). */
static BayesModel *sharedFind(const u8 *a, i64 n, u32 h){
  BayesModel *pM = 0;
  SharedEntry *pE;
  if( !gShared.bOn ) return 0;
  bayes_mutex_enter(gShared.pMutex);
  if( gShared.nHash ){
    for(pE=gShared.apHash[h & (u32)(gShared.nHash-1)]; pE; pE=pE->pHashNext){
      if( pE->h==h && pE->pM->nBlob==n
       && bayes_model_blob_cmp(pE->pM, 0, a, n<16 ? n : 16)==0 ){
        pM = pE->pM;
        bayes_model_ref(pM);
        if( gShared.pNewest!=pE ){
          sharedUnlink(pE);
          sharedPushNewest(pE);
        }
        break;
      }
    }
  }
  bayes_mutex_leave(gShared.pMutex);
  if( pM && bayes_model_blob_cmp(pM, 0, a, n)!=0 ){
    bayes_model_unref(pM);     /* same header, other bytes: not this one */
    pM = 0;
  }
  return pM;
}

/* Share pM (parsed here, complete, with its BLOB; hash h), keeping the
** caller's reference.  If another connection shared the same bytes
** meanwhile, returns that model (with a reference) and drops pM's;
** else pM.  Out of memory: pM, not shared. */
static BayesModel *sharedPublish(BayesModel *pM, u32 h){
  SharedEntry *pE, *pNew;
  BayesModel *pOther = 0;
  if( !gShared.bOn || !pM->pKind->bShareable ) return pM;
  pNew = sqlite3_malloc64(sizeof(*pNew));
  if( pNew==0 ) return pM;
  memset(pNew, 0, sizeof(*pNew));
  bayes_mutex_enter(gShared.pMutex);
  if( gShared.nHash ){
    for(pE=gShared.apHash[h & (u32)(gShared.nHash-1)]; pE; pE=pE->pHashNext){
      if( pE->h==h && bayes_model_blob_same(pE->pM, pM) ){
        pOther = pE->pM;
        bayes_model_ref(pOther);
        break;
      }
    }
  }
  if( pOther==0 && sharedHashGrow() ){
    pNew->pM = pM;
    bayes_model_ref(pM);
    pNew->h = h;
    pNew->nCost = cacheCost(pM->nBlob);
    pNew->pHashNext = gShared.apHash[h & (u32)(gShared.nHash-1)];
    gShared.apHash[h & (u32)(gShared.nHash-1)] = pNew;
    sharedPushNewest(pNew);
    gShared.nEntry++;
    gShared.nBytes += pNew->nCost;
    gShared.nPublish++;
    pNew = 0;
    while( gShared.nBytes>BAYES_CACHE_BYTES && gShared.pOldest!=gShared.pNewest ){
      sharedEvict(gShared.pOldest);
    }
  }
  bayes_mutex_leave(gShared.pMutex);
  sqlite3_free(pNew);
  if( pOther ){
    bayes_model_unref(pM);
    return pOther;
  }
  return pM;
}

BayesConn *bayes_conn_new(sqlite3 *db){
  BayesConn *pConn = sqlite3_malloc64(sizeof(*pConn));
  if( pConn==0 ) return 0;
  memset(pConn, 0, sizeof(*pConn));
  pConn->db = db;
  pConn->nRef = 1;
  pConn->row.pBag = &pConn->tokBag;     /* scoring takes bayes_tokens' bag */
  sharedConn(1);
  return pConn;
}

void bayes_conn_release(void *p){
  BayesConn *pConn = (BayesConn*)p;
  if( pConn==0 || --pConn->nRef>0 ) return;
  while( pConn->pOldest ) cacheEvict(pConn, pConn->pOldest);
  sqlite3_free(pConn->apHash);
  bayes_row_free(&pConn->row);
  sqlite3_free(pConn->aLL);
  sqlite3_free(pConn->aCmpBuf);
  bayes_vocab_bag_free(&pConn->tokBag);
  bayes_buf_free(&pConn->tokBuf);
  sqlite3_free(pConn);
  sharedConn(0);
}

/* Find a parsed model for BLOB a[0..n) in the cache, or parse and add it.
** The model stays valid for the rest of this call: a model evicted later
** is freed only when its last reference (auxdata) goes. */
static BayesModel *cacheModelForBlobE(BayesConn *pConn, const u8 *a, i64 n,
                                      BayesCacheEntry **ppE, BayesErr *pErr){
  u32 h = cacheHash(a, n);
  BayesCacheEntry *pE;
  BayesModel *pM;
  if( pConn->nHash ){
    for(pE=pConn->apHash[h & (u32)(pConn->nHash-1)]; pE; pE=pE->pHashNext){
      pM = pE->pM;
      if( pE->h==h && pM->nBlob==n && bayes_model_blob_cmp(pM, 0, a, n)==0 ){
        pConn->nCacheHit++;
        if( pConn->pNewest!=pE ){
          cacheLruUnlink(pConn, pE);
          cacheLruPushNewest(pConn, pE);
        }
        if( ppE ) *ppE = pE;
        return pM;
      }
    }
  }
  /* another connection of the process may have it: the bytes compared
  ** once, here; else parse it, and share it if its kind allows */
  pM = sharedFind(a, n, h);
  if( pM ){
    pConn->nShared++;
  }else{
    pConn->nParse++;
    /* the model keeps the bytes, for the compares above: its kind's
    ** arrays hold most of them already (model.c, "a parsed model's
    ** BLOB"), the rest is copied */
    if( bayes_model_parse_keep(a, n, bayes_kind_by_id, &pM, pErr) ) return 0;
    pM = sharedPublish(pM, h);
  }
  pE = sqlite3_malloc64(sizeof(*pE));
  cacheHashGrow(pConn);
  if( pE==0 || pConn->nHash==0 ){
    sqlite3_free(pE);
    bayes_model_unref(pM);
    bayes_err_nomem(pErr);
    return 0;
  }
  memset(pE, 0, sizeof(*pE));
  pE->pM = pM;              /* the parse's (or sharedFind's) reference */
  pE->h = h;
  pE->nCost = cacheCost(n);
  pE->pHashNext = pConn->apHash[h & (u32)(pConn->nHash-1)];
  pConn->apHash[h & (u32)(pConn->nHash-1)] = pE;
  cacheLruPushNewest(pConn, pE);
  pConn->nEntry++;
  pConn->nCacheBytes += pE->nCost;
  /* evict least recently used models over budget, never the new one */
  while( pConn->nCacheBytes>BAYES_CACHE_BYTES && pConn->pOldest!=pE ){
    cacheEvict(pConn, pConn->pOldest);
  }
  if( ppE ) *ppE = pE;
  return pM;
}
static BayesModel *cacheModelForBlob(BayesConn *pConn, const u8 *a, i64 n,
                                     BayesErr *pErr){
  return cacheModelForBlobE(pConn, a, n, 0, pErr);
}

#define NEST_MSG "SQL run by bayes_scores, bayes_fit_query and lookups " \
                 "by name nests more than"

int bayes_conn_nest_enter(BayesConn *pConn, BayesErr *pErr){
  if( pConn->nNest>=BAYES_MAX_NEST ){
    /* e.g. a view read by bayes_scores' query that calls bayes_scores
    ** again: without a limit it recurses until the stack overflows */
    bayes_err(pErr, NEST_MSG " %d deep (does a query read a view that "
              "calls them again?)", BAYES_MAX_NEST);
    return SQLITE_ERROR;
  }
  pConn->nNest++;
  return SQLITE_OK;
}
void bayes_conn_nest_leave(BayesConn *pConn){ pConn->nNest--; }

const char *bayes_conn_nest_error(const char *zMsg){
  const char *z = zMsg ? strstr(zMsg, NEST_MSG) : 0;
  return z;
}

/* Where the lookup by name may read: for each of the two table names
** (0 bayes_model_versions, 1 bayes_models), the schema its unqualified
** name resolves to among temp and main, and what it is there.  Attached
** schemas are not searched.  Only a real table is read: a view, or a
** virtual table, in a database file someone else made could run SQL or
** code of that file's choosing as the caller's (docs/security.md). */
typedef struct CacheTab {
  const char *zSchema;         /* "temp", "main", or 0: no such name */
  int eType;                   /* 0 a table, 1 a view, 2 a virtual table */
} CacheTab;
static const char *const azCacheTab[2] = {
  "bayes_model_versions", "bayes_models"
};
static const char *const azCacheType[3] = { "table", "view", "virtual table" };

/* Fill a[0..1]; SQLITE_OK, or an error code with SQLite's message in
** pErr (without a prefix).  One statement over sqlite_master of temp and
** main. */
static int cacheFindTables(BayesConn *pConn, CacheTab *a, BayesErr *pErr){
  static const char zSql[] =
    "SELECT 'temp', name, type, sql LIKE 'CREATE VIRTUAL%' FROM temp.sqlite_master"
    " WHERE type IN ('table','view') AND (name=?1 COLLATE NOCASE"
    "                                    OR name=?2 COLLATE NOCASE)"
    " UNION ALL "
    "SELECT 'main', name, type, sql LIKE 'CREATE VIRTUAL%' FROM main.sqlite_master"
    " WHERE type IN ('table','view') AND (name=?1 COLLATE NOCASE"
    "                                    OR name=?2 COLLATE NOCASE)";
  sqlite3_stmt *pStmt = 0;
  int rc;
  memset(a, 0, sizeof(CacheTab)*2);
  rc = sqlite3_prepare_v2(pConn->db, zSql, -1, &pStmt, 0);
  if( rc==SQLITE_OK ){
    sqlite3_bind_text(pStmt, 1, azCacheTab[0], -1, SQLITE_STATIC);
    sqlite3_bind_text(pStmt, 2, azCacheTab[1], -1, SQLITE_STATIC);
    while( (rc = sqlite3_step(pStmt))==SQLITE_ROW ){
      const char *zName = (const char*)sqlite3_column_text(pStmt, 1);
      const char *zType = (const char*)sqlite3_column_text(pStmt, 2);
      int i = zName && sqlite3_stricmp(zName, azCacheTab[0])==0 ? 0 : 1;
      if( a[i].zSchema ) continue;          /* temp's comes first */
      a[i].zSchema = sqlite3_column_text(pStmt, 0)[0]=='t' ? "temp" : "main";
      a[i].eType = zType && zType[0]=='v' ? 1
                 : sqlite3_column_int(pStmt, 3) ? 2 : 0;
    }
    if( rc==SQLITE_DONE ) rc = SQLITE_OK;
  }
  if( rc==SQLITE_NOMEM ) bayes_err_nomem(pErr);
  else if( rc ) bayes_err(pErr, "%s", sqlite3_errmsg(pConn->db));
  sqlite3_finalize(pStmt);
  return rc;
}

/* ------------------------------------------------ the lookup by name
** What a lookup by name reads of the deployed version (issue 38): its
** rowid and length from the partial index and the row's record header,
** then the 16 bytes of the model's header through sqlite3_blob_read
** (magic, format version, kind, length, and the CRC-32 of the body), never
** the body itself while nothing changed.
**
** A cached model is used for row (schema, rowid) when
**   1. its length and 16-byte header equal the row's, and
**   2. this connection compared its bytes with that row, byte for byte,
**      (a few such rows are remembered per model: BAYES_CACHE_ROWS)
**      at the schema's current data version (SQLITE_FCNTL_DATA_VERSION:
**      it changes with every commit to that database file, by this
**      connection, another connection or another process, and when the
**      pager drops its cache), else they are compared now, in chunks of
**      BAYES_CACHE_CMP_CHUNK, without allocating the model's size.
** So between two commits the answer is exact at the cost of a few bytes;
** after a commit the first lookup costs a read of the model (not a copy and
** a parse); a different model is read whole and parsed (or reported, if it
** does not read).  Inside the connection's own open write transaction,
** writes that store a model change its header (its CRC-32) and are seen at
** once; an incremental write (sqlite3_blob_write) that changes body bytes
** but not the header is seen when it commits: the compare then fails, the
** BLOB is read and its checksum error is reported.  docs/performance.md,
** "Scoring by name", states this guarantee and what it costs. */
static const char *const azRowDb[2] = { "temp", "main" };

/* A stored model that does not read: say which */
static void cacheNameErr(BayesErr *pErr, const char *zName, int nName){
  char zWhy[BAYES_MAX_ERRMSG];
  if( pErr->rc!=SQLITE_ERROR ) return;
  memcpy(zWhy, pErr->zMsg, sizeof(zWhy));
  bayes_err(pErr, "model '%.*s' in bayes_models: %s",
            nName>60 ? 60 : nName, zName, zWhy);
}

/* Whether pE's bytes were compared with row (iDb, iRow) at data version
** uVer; and noting that they were (replacing that row's older record, else
** the oldest slot) */
static int cacheRowFind(const BayesCacheEntry *pE, int iDb, i64 iRow,
                        unsigned int uVer){
  int i;
  for(i=0; i<BAYES_CACHE_ROWS; i++){
    const struct BayesCacheRow *p = &pE->aRow[i];
    if( p->iDb==iDb && p->iRow==iRow && p->uVer==uVer ) return 1;
  }
  return 0;
}
static void cacheRowNote(BayesCacheEntry *pE, int iDb, i64 iRow,
                         unsigned int uVer){
  int i;
  for(i=0; i<BAYES_CACHE_ROWS; i++){
    if( pE->aRow[i].iDb==iDb && pE->aRow[i].iRow==iRow ) break;
  }
  if( i==BAYES_CACHE_ROWS ){
    i = pE->iRowNext;
    pE->iRowNext = (i+1) % BAYES_CACHE_ROWS;
  }
  pE->aRow[i].iDb = iDb;
  pE->aRow[i].iRow = iRow;
  pE->aRow[i].uVer = uVer;
}

/* 1 if the n bytes of pBlob equal those pM keeps, 0 if not, -1 on a read
** error or out of memory (pErr set for the latter) */
static int cacheBlobSame(BayesConn *pConn, sqlite3_blob *pBlob,
                         const BayesModel *pM, i64 n, BayesErr *pErr){
  i64 i;
  if( pConn->aCmpBuf==0 ){
    pConn->aCmpBuf = sqlite3_malloc(BAYES_CACHE_CMP_CHUNK);
    if( pConn->aCmpBuf==0 ){ bayes_err_nomem(pErr); return -1; }
  }
  for(i=0; i<n; i+=BAYES_CACHE_CMP_CHUNK){
    int m = n-i<BAYES_CACHE_CMP_CHUNK ? (int)(n-i) : BAYES_CACHE_CMP_CHUNK;
    if( sqlite3_blob_read(pBlob, pConn->aCmpBuf, m, (int)i) ) return -1;
    if( bayes_model_blob_cmp(pM, i, pConn->aCmpBuf, m)!=0 ) return 0;
  }
  return 1;
}

/* The model of row iRow of bayes_model_versions (whose model column is a
** BLOB of n bytes), read as above.  Called while the statement that found
** iRow is still open, so that both see one snapshot.  Returns the model;
** or 0 with pErr set; or 0 with pErr->rc==SQLITE_OK when this way does not
** apply (the table is in an attached schema, the BLOB is shorter than a
** header, a read failed) and the caller reads the BLOB with SQL. */
static BayesModel *cacheModelForRow(BayesConn *pConn, i64 iRow, i64 n,
                                    const char *zName, int nName,
                                    BayesErr *pErr){
  sqlite3_blob *pBlob = 0;
  u8 aHdr[BAYES_HEADER_SIZE];
  unsigned int uVer = 0;
  int iDb, bVer, rc = SQLITE_ERROR;
  u32 h;
  BayesCacheEntry *pE;
  BayesModel *pM = 0;
  u8 *a;
  if( n<BAYES_HEADER_SIZE || n>0x7fffffff ) return 0;
  /* the schema the unqualified name resolved to: temp before main */
  for(iDb=0; iDb<2; iDb++){
    rc = sqlite3_blob_open(pConn->db, azRowDb[iDb], "bayes_model_versions",
                           "model", iRow, 0, &pBlob);
    if( rc==SQLITE_OK ) break;
    if( rc==SQLITE_NOMEM ){ bayes_err_nomem(pErr); return 0; }
  }
  if( rc ) return 0;
  if( sqlite3_blob_bytes(pBlob)!=n
   || sqlite3_blob_read(pBlob, aHdr, BAYES_HEADER_SIZE, 0)!=SQLITE_OK ){
    goto done;
  }
  bVer = sqlite3_file_control(pConn->db, azRowDb[iDb],
                              SQLITE_FCNTL_DATA_VERSION, &uVer)==SQLITE_OK;
  h = cacheHash(aHdr, n);
  if( pConn->nHash ){
    for(pE=pConn->apHash[h & (u32)(pConn->nHash-1)]; pE; pE=pE->pHashNext){
      int bSame;
      if( pE->h!=h || pE->pM->nBlob!=n
       || bayes_model_blob_cmp(pE->pM, 0, aHdr, BAYES_HEADER_SIZE)!=0 ){
        continue;
      }
      if( bVer && cacheRowFind(pE, iDb+1, iRow, uVer) ){
        pConn->nNameFast++;
        bSame = 1;
      }else{
        pConn->nNameCompare++;
        bSame = cacheBlobSame(pConn, pBlob, pE->pM, n, pErr);
        if( bSame<0 ) goto done;
        if( bSame && bVer ) cacheRowNote(pE, iDb+1, iRow, uVer);
      }
      if( bSame ){
        pConn->nCacheHit++;
        if( pConn->pNewest!=pE ){
          cacheLruUnlink(pConn, pE);
          cacheLruPushNewest(pConn, pE);
        }
        pM = pE->pM;
        goto done;
      }
    }
  }
  /* not cached: read it whole and parse it */
  a = sqlite3_malloc64((u64)n);
  if( a==0 ){ bayes_err_nomem(pErr); goto done; }
  if( sqlite3_blob_read(pBlob, a, (int)n, 0)==SQLITE_OK ){
    pE = 0;
    pM = cacheModelForBlobE(pConn, a, n, &pE, pErr);
    if( pM==0 ) cacheNameErr(pErr, zName, nName);
    if( pM && pE && bVer ) cacheRowNote(pE, iDb+1, iRow, uVer);
  }
  sqlite3_free(a);
done:
  sqlite3_blob_close(pBlob);
  return pM;
}

/* The model of the first row of pStmt, whose column 0 is the model: the
** whole BLOB read through SQL (the older table bayes_models, and where
** cacheModelForRow does not apply). */
static BayesModel *cacheModelFromStmt(BayesConn *pConn, sqlite3_stmt *pStmt,
                                      const char *zName, int nName,
                                      BayesErr *pErr){
  BayesModel *pM = 0;
  int rc = sqlite3_step(pStmt);
  if( rc==SQLITE_ROW ){
    if( sqlite3_column_type(pStmt, 0)!=SQLITE_BLOB ){
      bayes_err(pErr, "model '%.*s' in bayes_models is not a BLOB",
                nName>60 ? 60 : nName, zName);
    }else{
      const u8 *a = sqlite3_column_blob(pStmt, 0);
      i64 n = sqlite3_column_bytes(pStmt, 0);
      if( a==0 && n>0 ) bayes_err_nomem(pErr);
      else{
        pM = cacheModelForBlob(pConn, a, n, pErr);
        if( pM==0 ) cacheNameErr(pErr, zName, nName);
      }
    }
  }else if( rc==SQLITE_DONE ){
    bayes_err(pErr, "no model named '%.*s' in bayes_models",
              nName>60 ? 60 : nName, zName);
  }else if( rc==SQLITE_NOMEM ){
    bayes_err_nomem(pErr);
  }else{
    bayes_err(pErr, "cannot read model '%.*s' from bayes_models: %s",
              nName>60 ? 60 : nName, zName, sqlite3_errmsg(pConn->db));
  }
  return pM;
}

/* Look a model up by name: the deployed version in the table
** bayes_model_versions of sql/bayes_models.sql, else in a table
** bayes_models(name, model) of earlier releases.  The first statement
** names the partial index of sql/bayes_models.sql (INDEXED BY), so it
** prepares only on a real table that has it: no view or virtual table of
** that name runs, at the cost of one prepare, as before.  It reads the
** deployed row's rowid and length (not its BLOB: length() of a column
** reads the record header only), and cacheModelForRow
** the rest.  When it does not prepare, cacheFindTables tells why, or finds
** the older table. */
static BayesModel *cacheModelForName(BayesConn *pConn, const char *zName,
                                     int nName, BayesErr *pErr){
  sqlite3_stmt *pStmt = 0;
  BayesModel *pM = 0;
  CacheTab aTab[2];
  char zSql[80];
  char zWhy[BAYES_MAX_ERRMSG];
  int rc;
  int nShow = nName>60 ? 60 : nName;
  if( bayes_conn_nest_enter(pConn, pErr) ) return 0;
  rc = sqlite3_prepare_v2(pConn->db,
      "SELECT rowid, length(model)"
      " FROM bayes_model_versions INDEXED BY bayes_model_deployed"
      " WHERE name=?1 AND deployed=1", -1, &pStmt, 0);
  if( rc==SQLITE_NOMEM ){ bayes_err_nomem(pErr); goto done; }
  if( rc!=SQLITE_OK && strstr(sqlite3_errmsg(pConn->db), "rowid")==0 ){
    goto no_stmt;              /* the statement below would fail alike */
  }
  if( rc==SQLITE_OK ){
    sqlite3_bind_text(pStmt, 1, zName, nName, SQLITE_STATIC);
    rc = sqlite3_step(pStmt);
    if( rc==SQLITE_ROW && sqlite3_column_type(pStmt, 1)==SQLITE_INTEGER ){
      /* length() of TEXT counts characters: sqlite3_blob_open then refuses
      ** the value, and the SQL read below reports it */
      pM = cacheModelForRow(pConn, sqlite3_column_int64(pStmt, 0),
                            sqlite3_column_int64(pStmt, 1), zName, nName,
                            pErr);
      if( pM || pErr->rc ) goto done;
    }
    sqlite3_finalize(pStmt);
    pStmt = 0;
  }
  /* not a BLOB, no such name, an error, no rowid (a WITHOUT ROWID table),
  ** or cacheModelForRow does not apply: read the row with SQL, which also
  ** says what is wrong */
  rc = sqlite3_prepare_v2(pConn->db,
      "SELECT model FROM bayes_model_versions INDEXED BY"
      " bayes_model_deployed WHERE name=?1 AND deployed=1", -1, &pStmt, 0);
  if( rc==SQLITE_NOMEM ){ bayes_err_nomem(pErr); goto done; }
  if( rc==SQLITE_OK ) goto have_stmt;
no_stmt:
  sqlite3_snprintf(sizeof(zWhy), zWhy, "%s", sqlite3_errmsg(pConn->db));
  if( cacheFindTables(pConn, aTab, pErr) ){
    if( pErr->rc!=SQLITE_NOMEM ){
      memcpy(zWhy, pErr->zMsg, sizeof(zWhy));
      bayes_err(pErr, "cannot look up model '%.*s': %s", nShow, zName, zWhy);
    }
    goto done;
  }
  if( aTab[0].zSchema ){
    if( aTab[0].eType ){
      bayes_err(pErr, "cannot look up model '%.*s': bayes_model_versions is "
                "a %s, not a table; a lookup by name reads only a table "
                "(docs/security.md)", nShow, zName,
                azCacheType[aTab[0].eType]);
    }else{
      bayes_err(pErr, "cannot look up model '%.*s' in the table "
                "bayes_model_versions: %s (create it with "
                "SELECT bayes_models_install())", nShow, zName, zWhy);
    }
    goto done;
  }
  if( aTab[1].zSchema==0 ){
    bayes_err(pErr, "cannot look up model '%.*s': no such table: "
              "bayes_models (create the table with SELECT bayes_models_install())",
              nShow, zName);
    goto done;
  }
  if( aTab[1].eType ){
    bayes_err(pErr, "cannot look up model '%.*s': bayes_models is a %s and "
              "there is no table bayes_model_versions; a lookup by name "
              "reads only a table (docs/security.md)", nShow, zName,
              azCacheType[aTab[1].eType]);
    goto done;
  }
  sqlite3_snprintf(sizeof(zSql), zSql,
                   "SELECT model FROM %s.bayes_models WHERE name=?1",
                   aTab[1].zSchema);
  rc = sqlite3_prepare_v2(pConn->db, zSql, -1, &pStmt, 0);
  if( rc ){
    if( rc==SQLITE_NOMEM ) bayes_err_nomem(pErr);
    else bayes_err(pErr, "cannot look up model '%.*s' in the table "
                   "bayes_models: %s (create the table with "
                   "SELECT bayes_models_install())", nShow, zName,
                   sqlite3_errmsg(pConn->db));
    goto done;
  }
have_stmt:
  sqlite3_bind_text(pStmt, 1, zName, nName, SQLITE_STATIC);
  pM = cacheModelFromStmt(pConn, pStmt, zName, nName, pErr);
done:
  sqlite3_finalize(pStmt);
  bayes_conn_nest_leave(pConn);
  return pM;
}

int bayes_cache_text_check(sqlite3_value *v, int iArg, BayesErr *pErr){
  const char *z;
  if( sqlite3_value_type(v)!=SQLITE_TEXT || sqlite3_value_bytes(v)<5 ){
    return 0;
  }
  z = (const char*)sqlite3_value_text(v);
  if( z==0 || memcmp(z, "BAYS", 4)!=0 || (u8)z[4]>=0x20 ) return 0;
  /* the magic and a control byte (the format version, 1): a model BLOB
  ** that became TEXT, never a name; "no model named 'BAYS'" would
  ** mislead */
  bayes_err(pErr, "argument %d is TEXT starting with \"BAYS\": a model BLOB "
            "that became TEXT (bind it as a BLOB, or write CAST(x AS BLOB))",
            iArg);
  return 1;
}

BayesModel *bayes_cache_resolve(sqlite3_context *ctx, BayesConn *pConn,
                                int iArg, sqlite3_value *pArg,
                                const char *zFunc){
  BayesModel *pM = (BayesModel*)sqlite3_get_auxdata(ctx, iArg);
  BayesErr err;
  int eType;
  if( pM ){
    pConn->nAuxHit++;
    if( ctx==pConn->pAuxCtx ) pConn->nAuxMiss = 0;
    return pM;
  }
  err.rc = SQLITE_OK;
  err.zMsg[0] = 0;
  switch( (eType = sqlite3_value_type(pArg)) ){
    case SQLITE_BLOB: {
      const u8 *a = sqlite3_value_blob(pArg);
      i64 n = sqlite3_value_bytes(pArg);
      pM = cacheModelForBlob(pConn, a, n, &err);
      break;
    }
    case SQLITE_TEXT: {
      const char *z = (const char*)sqlite3_value_text(pArg);
      if( z==0 ){ bayes_err_nomem(&err); break; }
      if( bayes_cache_text_check(pArg, iArg+1, &err) ) break;
      pM = cacheModelForName(pConn, z, sqlite3_value_bytes(pArg), &err);
      break;
    }
    default:
      bayes_err(&err, "argument %d is %s; expected a model BLOB or the "
                "name of a model in bayes_models", iArg+1,
                sqlite3_value_type(pArg)==SQLITE_NULL ? "NULL" : "a number");
      break;
  }
  if( pM==0 ){
    bayes_result_err(ctx, zFunc, &err);
    return 0;
  }
  /* A BLOB whose auxdata SQLite dropped twice in a row at this call site
  ** is not a literal or parameter: setting auxdata again would only cost an
  ** allocation and a release per row (SQLite deletes it after the call).
  ** The cache found the model; every 256th miss tries auxdata again, in
  ** case a new statement got the same context address. */
  if( eType==SQLITE_BLOB ){
    if( ctx!=pConn->pAuxCtx ){
      pConn->pAuxCtx = ctx;
      pConn->nAuxMiss = 0;
    }else{
      pConn->nAuxMiss++;
    }
    if( pConn->nAuxMiss>=2 && (pConn->nAuxMiss & 255)!=0 ) return pM;
  }
  /* Last: hand a reference to SQLite.  The cache keeps its own, so pM
  ** stays valid even if SQLite drops the auxdata at once. */
  bayes_model_ref(pM);
  sqlite3_set_auxdata(ctx, iArg, pM, cacheAuxRelease);
  return pM;
}

void bayes_cache_stats_func(sqlite3_context *ctx, int argc,
                            sqlite3_value **argv){
  BayesConn *pConn = (BayesConn*)sqlite3_user_data(ctx);
  char *z;
  (void)argc; (void)argv;
  int nShModel = 0;
  i64 nShBytes = 0, nShPublish = 0;
  if( gShared.bOn ){
    bayes_mutex_enter(gShared.pMutex);
    nShModel = gShared.nEntry;
    nShBytes = gShared.nBytes;
    nShPublish = gShared.nPublish;
    bayes_mutex_leave(gShared.pMutex);
  }
  z = sqlite3_mprintf("{\"parses\":%lld,\"cache_hits\":%lld,"
                      "\"auxdata_hits\":%lld,\"models\":%d,\"bytes\":%lld,"
                      "\"name_fast\":%lld,\"name_compares\":%lld,"
                      "\"shared_hits\":%lld,\"process\":{\"models\":%d,"
                      "\"bytes\":%lld,\"published\":%lld}}",
                      pConn->nParse, pConn->nCacheHit, pConn->nAuxHit,
                      pConn->nEntry, pConn->nCacheBytes, pConn->nNameFast,
                      pConn->nNameCompare, pConn->nShared, nShModel, nShBytes,
                      nShPublish);
  if( z==0 ){ sqlite3_result_error_nomem(ctx); return; }
  sqlite3_result_text(ctx, z, -1, sqlite3_free);
}

/* For table-valued functions (vtab.c), which have no sqlite3_context: the
** model of argument pArg (BLOB or name, 1-based iArg for messages) through
** the same cache, with a reference the caller drops with
** bayes_model_unref.  0 on error (pErr set; the caller, an SQL entry
** point, puts the function name in front). */
BayesModel *bayes_cache_model(BayesConn *pConn, int iArg,
                              sqlite3_value *pArg, BayesErr *pErr){
  BayesModel *pM = 0;
  switch( sqlite3_value_type(pArg) ){
    case SQLITE_BLOB: {
      const u8 *a = sqlite3_value_blob(pArg);
      pM = cacheModelForBlob(pConn, a, sqlite3_value_bytes(pArg), pErr);
      break;
    }
    case SQLITE_TEXT: {
      const char *z;
      if( bayes_cache_text_check(pArg, iArg, pErr) ) break;
      z = (const char*)sqlite3_value_text(pArg);
      if( z==0 ){ bayes_err_nomem(pErr); break; }
      pM = cacheModelForName(pConn, z, sqlite3_value_bytes(pArg), pErr);
      break;
    }
    default:
      bayes_err(pErr, "argument %d is %s; expected a model BLOB or the "
                "name of a model in bayes_models", iArg,
                sqlite3_value_type(pArg)==SQLITE_NULL ? "NULL" : "a number");
      break;
  }
  if( pM ) bayes_model_ref(pM);
  return pM;
}

/* bayes_model_error(model): NULL if model is a BLOB that reads as a model,
** else what is wrong with it (the text an error would carry, without a
** function name).  Never an error itself (but out of memory), so that a
** view over many models (bayes_models_info) lists the good ones and marks
** the bad, and a trigger can refuse a bad BLOB. */
void bayes_model_error_func(sqlite3_context *ctx, int argc,
                            sqlite3_value **argv){
  BayesConn *pConn = (BayesConn*)sqlite3_user_data(ctx);
  BayesErr err;
  (void)argc;
  err.rc = SQLITE_OK;
  err.zMsg[0] = 0;
  switch( sqlite3_value_type(argv[0]) ){
    case SQLITE_BLOB: {
      const u8 *a = sqlite3_value_blob(argv[0]);
      i64 n = sqlite3_value_bytes(argv[0]);
      if( a==0 && n>0 ){ sqlite3_result_error_nomem(ctx); return; }
      if( cacheModelForBlob(pConn, a, n, &err)==0 ){
        if( err.rc==SQLITE_NOMEM ){ sqlite3_result_error_nomem(ctx); return; }
        sqlite3_result_text(ctx, err.zMsg, -1, SQLITE_TRANSIENT);
      }
      return;
    }
    case SQLITE_NULL:
      sqlite3_result_text(ctx, "the model is NULL", -1, SQLITE_STATIC);
      return;
    default:
      sqlite3_result_text(ctx, sqlite3_value_type(argv[0])==SQLITE_TEXT
                          ? "the model is TEXT, not a BLOB"
                          : "the model is a number, not a BLOB", -1,
                          SQLITE_STATIC);
      return;
  }
}
