/*
** bayes_wasm.c — the C side of the WebAssembly build (make wasm).
**
** SQLite is compiled with SQLITE_OS_OTHER=1: it has no operating system
** layer, and this file gives it the smallest one that serves in-memory
** databases (":memory:" and images handed to sqlite3_deserialize, which
** SQLite's memdb VFS keeps in memory).  Opening a file is refused: in a
** page there is no file system to open, and none is compiled in (emcc
** -sFILESYSTEM=0), which keeps the JavaScript glue small.
**
** The bayes extension is linked in and registered with
** sqlite3_auto_extension, so every connection has its functions: WASM has
** no dlopen, so loadable extensions are compiled out
** (SQLITE_OMIT_LOAD_EXTENSION) and ext/main.c builds without sqlite3_api.
**
** The JavaScript API (bindings/wasm/bayes-sqlite.mjs) calls SQLite's own C API; the
** few helpers below exist because a 64-bit integer does not cross into
** JavaScript without BigInt plumbing: integers cross as doubles, which is
** exact up to 2^53, and larger ones as text.
*/
#define _DEFAULT_SOURCE 1      /* getentropy, gettimeofday under -std=c99 */
#include "sqlite3.h"
#include <string.h>
#include <sys/time.h>
#include <sys/random.h>
#include <emscripten/emscripten.h>

int sqlite3_bayes_init(sqlite3*, char**, const sqlite3_api_routines*);

/* ------------------------------------------------------------------ VFS */
/* Memory only: xOpen refuses every file; what memdb and the temp store
** need from a VFS (randomness, the time) is here. */
static int memOnlyOpen(sqlite3_vfs *pVfs, sqlite3_filename zName,
                       sqlite3_file *pFile, int flags, int *pOutFlags){
  (void)pVfs; (void)zName; (void)flags; (void)pOutFlags;
  pFile->pMethods = 0;
  return SQLITE_CANTOPEN;
}
static int memOnlyDelete(sqlite3_vfs *pVfs, const char *zName, int syncDir){
  (void)pVfs; (void)zName; (void)syncDir;
  return SQLITE_IOERR_DELETE;
}
static int memOnlyAccess(sqlite3_vfs *pVfs, const char *zName, int flags,
                         int *pResOut){
  (void)pVfs; (void)zName; (void)flags;
  *pResOut = 0;
  return SQLITE_OK;
}
static int memOnlyFullPathname(sqlite3_vfs *pVfs, const char *zName,
                               int nOut, char *zOut){
  (void)pVfs;
  sqlite3_snprintf(nOut, zOut, "%s", zName);
  return SQLITE_OK;
}
static int memOnlyRandomness(sqlite3_vfs *pVfs, int nByte, char *zOut){
  int i;
  (void)pVfs;
  /* crypto.getRandomValues, at most 256 bytes a call */
  for(i=0; i<nByte; i+=256){
    int n = nByte-i<256 ? nByte-i : 256;
    if( getentropy(zOut+i, (size_t)n) ) memset(zOut+i, 0, (size_t)n);
  }
  return nByte;
}
static int memOnlySleep(sqlite3_vfs *pVfs, int us){
  (void)pVfs;
  return us;           /* nothing to wait for: one connection, one thread */
}
static int memOnlyCurrentTimeInt64(sqlite3_vfs *pVfs, sqlite3_int64 *pT){
  struct timeval tv;
  (void)pVfs;
  gettimeofday(&tv, 0);
  /* Julian day in milliseconds (as SQLite's unix VFS) */
  *pT = (sqlite3_int64)210866760000000 + (sqlite3_int64)tv.tv_sec*1000
        + tv.tv_usec/1000;
  return SQLITE_OK;
}
static int memOnlyCurrentTime(sqlite3_vfs *pVfs, double *pT){
  sqlite3_int64 t;
  memOnlyCurrentTimeInt64(pVfs, &t);
  *pT = (double)t/86400000.0;
  return SQLITE_OK;
}
static int memOnlyGetLastError(sqlite3_vfs *pVfs, int n, char *z){
  (void)pVfs; (void)n; (void)z;
  return 0;
}

static sqlite3_vfs memOnlyVfs = {
  2, 0, 512, 0, "memonly", 0,
  memOnlyOpen, memOnlyDelete, memOnlyAccess, memOnlyFullPathname,
  0, 0, 0, 0,                                   /* no dlopen */
  memOnlyRandomness, memOnlySleep, memOnlyCurrentTime, memOnlyGetLastError,
  memOnlyCurrentTimeInt64, 0, 0, 0
};

int sqlite3_os_init(void){
  return sqlite3_vfs_register(&memOnlyVfs, 1);
}
int sqlite3_os_end(void){
  return SQLITE_OK;
}

/* ----------------------------------------------------- called from JS */

/* Registers bayes for every connection opened from now on; then opens
** an in-memory database.  Returns SQLite's result code; *ppDb is set
** even on failure (for its error message), as sqlite3_open_v2 does. */
EMSCRIPTEN_KEEPALIVE
int bayes_wasm_open(sqlite3 **ppDb){
  int rc = sqlite3_auto_extension((void(*)(void))sqlite3_bayes_init);
  if( rc ){ *ppDb = 0; return rc; }
  return sqlite3_open_v2(":memory:", ppDb,
                         SQLITE_OPEN_READWRITE|SQLITE_OPEN_CREATE, 0);
}

/* Replaces the main database of db with the n bytes at p (an SQLite
** database file image), which SQLite takes over (sqlite3_malloc'd). */
EMSCRIPTEN_KEEPALIVE
int bayes_wasm_deserialize(sqlite3 *db, unsigned char *p, int n){
  return sqlite3_deserialize(db, "main", p, n, n,
           SQLITE_DESERIALIZE_FREEONCLOSE|SQLITE_DESERIALIZE_RESIZEABLE);
}

/* Binds an integer that JS holds as a double (exact up to 2^53). */
EMSCRIPTEN_KEEPALIVE
int bayes_wasm_bind_int(sqlite3_stmt *p, int i, double v){
  return sqlite3_bind_int64(p, i, (sqlite3_int64)v);
}

/* An INTEGER column: 1 when it is exact as a double (|v| <= 2^53), so JS
** reads it with sqlite3_column_double; 0 when JS must read its text. */
EMSCRIPTEN_KEEPALIVE
int bayes_wasm_column_int_is_safe(sqlite3_stmt *p, int i){
  sqlite3_int64 v = sqlite3_column_int64(p, i);
  return v <= ((sqlite3_int64)1<<53) && v >= -((sqlite3_int64)1<<53);
}
