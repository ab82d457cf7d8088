/*
** core/blob.c — bytes in and out: the growable BayesBuf, little-endian binary
** writers and bounds-checked readers, CRC-32, and the model BLOB header.
**
** No SQL functions live here.  The model BLOB layout (all integers and
** doubles little-endian on every platform; docs/format.md has every byte):
**
**   offset  size  field
**   0       4     magic "BAYS"
**   4       2     format version (1 to 5: model.c's serializer picks the
**                 lowest that holds the model)
**   6       2     kind id (1 gaussian_nb, 2 multinomial_nb, ...)
**   8       4     total length of the BLOB in bytes
**   12      4     CRC-32 (IEEE 802.3) of bytes 16 .. length-1
**   16      ...   body: the generic part written by model.c, then the
**                 kind's own section written by its xWrite, then (format
**                 version 3) calib.c's trailing sections, (4) the names, (5) the
**                 kind's fit section
**
** Writing is one walk down (model.c, bayes_model_serialize): each part of
** the BLOB writes into the buffer it is given with the writers here, the
** header first (bayes_blob_begin) and its length and checksum last
** (bayes_blob_end); nothing here calls back up.
**
** A reader never trusts the body: every read is bounds-checked and every
** count is checked against the bytes that remain before anything is
** allocated (bayes_get_room).
*/
#include "bayesInt.h"
#include <string.h>
#include <math.h>
#include <stdarg.h>

/* ------------------------------------------------------------ errors */
void bayes_err(BayesErr *pErr, const char *zFormat, ...){
  va_list ap;
  va_start(ap, zFormat);
  sqlite3_vsnprintf(BAYES_MAX_ERRMSG, pErr->zMsg, zFormat, ap);
  va_end(ap);
  pErr->rc = SQLITE_ERROR;
}
void bayes_err_nomem(BayesErr *pErr){
  pErr->rc = SQLITE_NOMEM;
  pErr->zMsg[0] = 0;
}

/* ------------------------------------------------------------ BayesBuf */
void bayes_buf_init(BayesBuf *p){ memset(p, 0, sizeof(*p)); }
void bayes_buf_free(BayesBuf *p){
  sqlite3_free(p->a);
  memset(p, 0, sizeof(*p));
}
int bayes_buf_reserve(BayesBuf *p, i64 nMore){
  i64 nNeed;
  if( p->oom ) return 1;
  nNeed = p->n + nMore;
  if( nNeed>p->nAlloc ){
    i64 nNew = p->nAlloc ? p->nAlloc*2 : 256;
    u8 *aNew;
    while( nNew<nNeed ) nNew *= 2;
    aNew = sqlite3_realloc64(p->a, (sqlite3_uint64)nNew);
    if( aNew==0 ){ p->oom = 1; return 1; }
    p->a = aNew;
    p->nAlloc = nNew;
  }
  return 0;
}
void bayes_buf_append(BayesBuf *p, const void *a, i64 n){
  if( n>0 && n<=16 && p->n+n<=p->nAlloc && !p->oom ){
    /* short appends (JSON punctuation, tokens, numbers): no calls */
    const u8 *s = (const u8*)a;
    u8 *d = p->a + p->n;
    i64 i;
    for(i=0; i<n; i++) d[i] = s[i];
    p->n += n;
    return;
  }
  if( n<=0 || bayes_buf_reserve(p, n) ) return;
  memcpy(p->a+p->n, a, (size_t)n);
  p->n += n;
}
void bayes_buf_str(BayesBuf *p, const char *z){
  bayes_buf_append(p, z, (i64)strlen(z));
}
void bayes_buf_char(BayesBuf *p, char c){
  if( p->n<p->nAlloc && !p->oom ){ p->a[p->n++] = (u8)c; return; }
  bayes_buf_append(p, &c, 1);
}

/* ------------------------------------------------------------ writers */
void bayes_put_u8(BayesBuf *p, unsigned v){
  u8 b = (u8)v;
  bayes_buf_append(p, &b, 1);
}
void bayes_put_u32(BayesBuf *p, u32 v){
  u8 b[4];
  b[0] = (u8)v; b[1] = (u8)(v>>8); b[2] = (u8)(v>>16); b[3] = (u8)(v>>24);
  bayes_buf_append(p, b, 4);
}
static void blobPutU64(u8 *b, u64 v){
  int k;
  for(k=0; k<8; k++){ b[k] = (u8)(v>>(8*k)); }
}
/* A host whose doubles are little-endian IEEE in memory stores an array
** of f64 as its bytes: bayes_put_f64s and bayes_get_f64s copy it whole
** (a wide model's matrices, tens of MB: the byte-by-byte loop was a tenth
** of a first use, issue 38); any other host goes byte by byte. */
#if defined(__BYTE_ORDER__) && defined(__ORDER_LITTLE_ENDIAN__) \
    && defined(__FLOAT_WORD_ORDER__) \
    && __BYTE_ORDER__==__ORDER_LITTLE_ENDIAN__ \
    && __FLOAT_WORD_ORDER__==__ORDER_LITTLE_ENDIAN__
# define BLOB_F64_AS_BYTES 1
#else
# define BLOB_F64_AS_BYTES 0
#endif

int bayes_blob_f64_as_bytes(void){ return BLOB_F64_AS_BYTES; }

static u64 blobGetU64(const u8 *b){
  u64 v = 0;
  int k;
  for(k=7; k>=0; k--){ v = (v<<8) | b[k]; }
  return v;
}
void bayes_put_i64(BayesBuf *p, i64 v){
  u8 b[8];
  blobPutU64(b, (u64)v);
  bayes_buf_append(p, b, 8);
}
void bayes_put_f64(BayesBuf *p, double v){
  u8 b[8];
  u64 u;
  memcpy(&u, &v, 8);
  blobPutU64(b, u);
  bayes_buf_append(p, b, 8);
}
void bayes_put_f64s(BayesBuf *p, const double *a, i64 n){
  i64 k;
  if( n<=0 || bayes_buf_reserve(p, n*8) ) return;
  if( BLOB_F64_AS_BYTES ){
    memcpy(p->a + p->n, a, (size_t)n*8);
  }else{
    for(k=0; k<n; k++){
      u64 u;
      memcpy(&u, &a[k], 8);
      blobPutU64(p->a + p->n + k*8, u);
    }
  }
  p->n += n*8;
}
void bayes_put_bytes(BayesBuf *p, const void *a, u32 n){
  bayes_put_u32(p, n);
  bayes_buf_append(p, a, n);
}
/* A `bytes` whose length is known only once its content is written: a
** u32 placeholder now, filled by bayes_put_bytes_end.  Content longer than
** 0x7fffffff bytes cannot be stored: the buffer is then marked failed. */
i64 bayes_put_bytes_begin(BayesBuf *p){
  i64 iAt = p->n;
  bayes_put_u32(p, 0);
  return iAt;
}
void bayes_put_bytes_end(BayesBuf *p, i64 iAt){
  i64 n = p->n - iAt - 4;
  u8 *b;
  if( p->oom || n<0 ) return;
  if( n>0x7fffffff ){ p->oom = 1; return; }
  b = p->a + iAt;
  b[0] = (u8)n; b[1] = (u8)(n>>8); b[2] = (u8)(n>>16); b[3] = (u8)(n>>24);
}

/* ------------------------------------------------------------ readers */
int bayes_get_room(BayesReader *r, i64 n, i64 sz){
  if( r->bad ) return 0;
  if( n<0 || sz<=0 || n > (r->n - r->i)/sz ){ r->bad = 1; return 0; }
  return 1;
}
static const u8 *blobTake(BayesReader *r, i64 n){
  const u8 *a;
  if( r->bad || n > r->n - r->i ){ r->bad = 1; return 0; }
  a = r->a + r->i;
  r->i += n;
  return a;
}
unsigned bayes_get_u8(BayesReader *r){
  const u8 *a = blobTake(r, 1);
  return a ? a[0] : 0;
}
u32 bayes_get_u32(BayesReader *r){
  const u8 *a = blobTake(r, 4);
  if( a==0 ) return 0;
  return (u32)a[0] | ((u32)a[1]<<8) | ((u32)a[2]<<16) | ((u32)a[3]<<24);
}
i64 bayes_get_i64(BayesReader *r){
  const u8 *a = blobTake(r, 8);
  return a ? (i64)blobGetU64(a) : 0;
}
double bayes_get_f64(BayesReader *r){
  const u8 *a = blobTake(r, 8);
  u64 u;
  double v;
  if( a==0 ) return 0.0;
  u = blobGetU64(a);
  memcpy(&v, &u, 8);
  return v;
}
void bayes_get_f64s(BayesReader *r, double *aOut, i64 n){
  const u8 *a;
  i64 k;
  if( !bayes_get_room(r, n, 8) ){ if( n>0 ) memset(aOut, 0, (size_t)n*8); return; }
  a = blobTake(r, n*8);
  if( BLOB_F64_AS_BYTES ){
    if( n>0 ) memcpy(aOut, a, (size_t)n*8);
    return;
  }
  for(k=0; k<n; k++){
    u64 u = blobGetU64(a + k*8);
    memcpy(&aOut[k], &u, 8);
  }
}
const u8 *bayes_get_bytes(BayesReader *r, u32 *pn){
  u32 n = bayes_get_u32(r);
  const u8 *a = blobTake(r, n);
  *pn = a ? n : 0;
  return a;
}

/* Moments read from a BLOB (gaussian_nb, lda, qda): a fitted model's
** values are finite, and so are the totals over all its classes that its
** derivation computes (the variance that sets var_smoothing's epsilon or
** a floor, the grand mean).  A crafted BLOB can hold finite values whose
** totals overflow (class means -1e300 and 1e300: an infinite variance,
** NaN scores); its reader refuses it by adding every class here.  The
** weight product is formed as (nA / n) * nB, which cannot overflow. */
int bayes_read_moments(double *pN, double *pMean, double *pM2,
                       double n, double mean, double m2){
  double nA = *pN, nT, delta, t;
  if( !(n>0.0) ) return 1;
  if( !isfinite(mean) || !(m2>=0.0 && m2<1e308) ) return 0;
  if( !(nA>0.0) ){
    *pN = n; *pMean = mean; *pM2 = m2;
  }else{
    nT = nA + n;
    delta = mean - *pMean;
    t = delta*delta*((nA/nT)*n);
    *pM2 += m2 + t;
    *pMean += delta*(n/nT);
    *pN = nT;
  }
  return isfinite(*pMean) && *pM2<1e308 && *pM2/(*pN)<1e308;
}

/* ------------------------------------------------------------ CRC-32 */
/* On x86-64 with PCLMULQDQ and SSE4.1 (chosen at run time, as linalg.c
** chooses AVX2), a BLOB past 64 KiB is folded 64 bytes a step by
** carry-less multiplication ("Fast CRC Computation for Generic
** Polynomials Using PCLMULQDQ", Intel 2009; the constants of the
** reflected IEEE polynomial as zlib's Chromium fork has them): the same
** CRC, about 5x the speed of slicing-by-8 (a wide model's CRC was a seventh
** of its first use, issue 38).  It takes and returns the CRC register
** (not inverted), over a multiple of 16 bytes, at least 64. */
#if (defined(__x86_64__) || defined(_M_X64)) && defined(__GNUC__) \
    && !defined(BAYES_NO_SIMD)
# define BLOB_CLMUL 1
# include <immintrin.h>
__attribute__((target("pclmul,sse4.1")))
static u32 blobCrcClmul(const u8 *buf, i64 len, u32 crc){
  const __m128i k1k2 = _mm_set_epi64x(0x01c6e41596LL, 0x0154442bd4LL);
  const __m128i k3k4 = _mm_set_epi64x(0x00ccaa009eLL, 0x01751997d0LL);
  const __m128i k5k0 = _mm_set_epi64x(0, 0x0163cd6124LL);
  const __m128i poly = _mm_set_epi64x(0x01f7011641LL, 0x01db710641LL);
  const __m128i mask = _mm_setr_epi32(~0, 0, ~0, 0);
  __m128i x0, x1, x2, x3, x4, x5, x6, x7, x8;
  x1 = _mm_loadu_si128((const __m128i*)(buf + 0x00));
  x2 = _mm_loadu_si128((const __m128i*)(buf + 0x10));
  x3 = _mm_loadu_si128((const __m128i*)(buf + 0x20));
  x4 = _mm_loadu_si128((const __m128i*)(buf + 0x30));
  x1 = _mm_xor_si128(x1, _mm_cvtsi32_si128((int)crc));
  x0 = k1k2;
  buf += 64;
  len -= 64;
  while( len>=64 ){
    x5 = _mm_clmulepi64_si128(x1, x0, 0x00);
    x6 = _mm_clmulepi64_si128(x2, x0, 0x00);
    x7 = _mm_clmulepi64_si128(x3, x0, 0x00);
    x8 = _mm_clmulepi64_si128(x4, x0, 0x00);
    x1 = _mm_clmulepi64_si128(x1, x0, 0x11);
    x2 = _mm_clmulepi64_si128(x2, x0, 0x11);
    x3 = _mm_clmulepi64_si128(x3, x0, 0x11);
    x4 = _mm_clmulepi64_si128(x4, x0, 0x11);
    x1 = _mm_xor_si128(_mm_xor_si128(x1, x5),
                       _mm_loadu_si128((const __m128i*)(buf + 0x00)));
    x2 = _mm_xor_si128(_mm_xor_si128(x2, x6),
                       _mm_loadu_si128((const __m128i*)(buf + 0x10)));
    x3 = _mm_xor_si128(_mm_xor_si128(x3, x7),
                       _mm_loadu_si128((const __m128i*)(buf + 0x20)));
    x4 = _mm_xor_si128(_mm_xor_si128(x4, x8),
                       _mm_loadu_si128((const __m128i*)(buf + 0x30)));
    buf += 64;
    len -= 64;
  }
  /* four lanes folded into one */
  x0 = k3k4;
  x5 = _mm_clmulepi64_si128(x1, x0, 0x00);
  x1 = _mm_clmulepi64_si128(x1, x0, 0x11);
  x1 = _mm_xor_si128(_mm_xor_si128(x1, x2), x5);
  x5 = _mm_clmulepi64_si128(x1, x0, 0x00);
  x1 = _mm_clmulepi64_si128(x1, x0, 0x11);
  x1 = _mm_xor_si128(_mm_xor_si128(x1, x3), x5);
  x5 = _mm_clmulepi64_si128(x1, x0, 0x00);
  x1 = _mm_clmulepi64_si128(x1, x0, 0x11);
  x1 = _mm_xor_si128(_mm_xor_si128(x1, x4), x5);
  while( len>=16 ){
    x2 = _mm_loadu_si128((const __m128i*)buf);
    x5 = _mm_clmulepi64_si128(x1, x0, 0x00);
    x1 = _mm_clmulepi64_si128(x1, x0, 0x11);
    x1 = _mm_xor_si128(_mm_xor_si128(x1, x2), x5);
    buf += 16;
    len -= 16;
  }
  /* 128 bits to 64, then Barrett reduction to 32 */
  x2 = _mm_clmulepi64_si128(x1, x0, 0x10);
  x1 = _mm_xor_si128(_mm_srli_si128(x1, 8), x2);
  x0 = k5k0;
  x2 = _mm_srli_si128(x1, 4);
  x1 = _mm_and_si128(x1, mask);
  x1 = _mm_clmulepi64_si128(x1, x0, 0x00);
  x1 = _mm_xor_si128(x1, x2);
  x0 = poly;
  x2 = _mm_and_si128(x1, mask);
  x2 = _mm_clmulepi64_si128(x2, x0, 0x10);
  x2 = _mm_and_si128(x2, mask);
  x2 = _mm_clmulepi64_si128(x2, x0, 0x00);
  x1 = _mm_xor_si128(x1, x2);
  return (u32)_mm_extract_epi32(x1, 1);
}
/* 1 if this CPU has what blobCrcClmul needs (decided once; threads that
** decide at once agree) */
static int blobClmulOk(void){
  static int eOk = -1;
  int v = __atomic_load_n(&eOk, __ATOMIC_RELAXED);
  if( v<0 ){
    __builtin_cpu_init();
    v = __builtin_cpu_supports("pclmul") && __builtin_cpu_supports("sse4.1");
    __atomic_store_n(&eOk, v, __ATOMIC_RELAXED);
  }
  return v;
}
#else
# define BLOB_CLMUL 0
#endif

u32 bayes_crc32(const u8 *a, i64 n){
  /* Reflected polynomial 0xEDB88320, table computed on first use of each
  ** call: a 1 KiB table is cheap next to parsing a model.  Computed into a
  ** local table so that there is no mutable global state.  Past 64 KiB
  ** (a wide lda or qda model: tens of MB, whose CRC was a third of its
  ** first use, issue 38) eight bytes a step with seven more tables
  ** ("slicing-by-8", Intel 2008): the same CRC, 4-5x as fast. */
  u32 aT[8][256];
  u32 c;
  i64 k = 0;
  int i, j;
  for(i=0; i<256; i++){
    c = (u32)i;
    for(j=0; j<8; j++) c = (c & 1) ? 0xEDB88320u ^ (c>>1) : (c>>1);
    aT[0][i] = c;
  }
  c = 0xFFFFFFFFu;
#if BLOB_CLMUL
  if( n>=65536 && blobClmulOk() ){
    i64 nFold = n & ~(i64)15;
    c = blobCrcClmul(a, nFold, c);
    k = nFold;
  }else
#endif
  if( n>=65536 ){
    for(i=0; i<256; i++){
      for(j=1; j<8; j++){
        aT[j][i] = (aT[j-1][i]>>8) ^ aT[0][aT[j-1][i] & 0xFF];
      }
    }
    for(; k+8<=n; k+=8){
      u32 lo = c ^ ((u32)a[k] | ((u32)a[k+1]<<8) | ((u32)a[k+2]<<16)
                    | ((u32)a[k+3]<<24));
      u32 hi = (u32)a[k+4] | ((u32)a[k+5]<<8) | ((u32)a[k+6]<<16)
             | ((u32)a[k+7]<<24);
      c = aT[7][lo & 0xFF] ^ aT[6][(lo>>8) & 0xFF] ^ aT[5][(lo>>16) & 0xFF]
        ^ aT[4][lo>>24] ^ aT[3][hi & 0xFF] ^ aT[2][(hi>>8) & 0xFF]
        ^ aT[1][(hi>>16) & 0xFF] ^ aT[0][hi>>24];
    }
  }
  for(; k<n; k++) c = aT[0][(c ^ a[k]) & 0xFF] ^ (c>>8);
  return c ^ 0xFFFFFFFFu;
}

/* ------------------------------------------------------------ header */
/* The 16-byte header, first in an empty buffer: magic, format version and
** kind id now; length and checksum stay zero until bayes_blob_end. */
void bayes_blob_begin(BayesBuf *p, int iKind, int iVersion){
  u8 h[BAYES_HEADER_SIZE];
  memset(h, 0, sizeof(h));
  memcpy(h, BAYES_MAGIC, 4);
  h[4] = (u8)iVersion; h[5] = (u8)(iVersion>>8);
  h[6] = (u8)iKind; h[7] = (u8)(iKind>>8);
  bayes_buf_append(p, h, BAYES_HEADER_SIZE);
}

/* The body is written: its length and CRC-32 into the header */
void bayes_blob_end(BayesBuf *p){
  u32 n, crc;
  u8 *h;
  if( p->oom || p->n<BAYES_HEADER_SIZE ) return;
  n = (u32)p->n;
  crc = bayes_crc32(p->a+BAYES_HEADER_SIZE, p->n-BAYES_HEADER_SIZE);
  h = p->a;
  h[8] = (u8)n; h[9] = (u8)(n>>8); h[10] = (u8)(n>>16); h[11] = (u8)(n>>24);
  h[12] = (u8)crc; h[13] = (u8)(crc>>8); h[14] = (u8)(crc>>16);
  h[15] = (u8)(crc>>24);
}

int bayes_blob_open(const u8 *a, i64 n, int *piKind, int *piVersion,
                    BayesReader *pR, BayesErr *pErr){
  u32 nLen, crc, crcWant;
  int iVer;
  if( a==0 || n<BAYES_HEADER_SIZE ){
    bayes_err(pErr, "model BLOB is %lld bytes; too short to be a model "
              "(a model starts with a %d-byte header)", n,
              BAYES_HEADER_SIZE);
    return SQLITE_ERROR;
  }
  if( memcmp(a, BAYES_MAGIC, 4)!=0 ){
    bayes_err(pErr, "BLOB is not a bayes model (bad magic number)");
    return SQLITE_ERROR;
  }
  iVer = a[4] | (a[5]<<8);
  if( iVer<BAYES_VERSION_MIN || iVer>BAYES_VERSION ){
    bayes_err(pErr, "model BLOB has format version %d; this build reads "
              "versions %d to %d", iVer, BAYES_VERSION_MIN, BAYES_VERSION);
    return SQLITE_ERROR;
  }
  nLen = (u32)a[8] | ((u32)a[9]<<8) | ((u32)a[10]<<16) | ((u32)a[11]<<24);
  if( (i64)nLen!=n ){
    bayes_err(pErr, "model BLOB is %lld bytes but its header says %u "
              "(truncated or corrupt)", n, nLen);
    return SQLITE_ERROR;
  }
  crcWant = (u32)a[12] | ((u32)a[13]<<8) | ((u32)a[14]<<16) | ((u32)a[15]<<24);
  crc = bayes_crc32(a+BAYES_HEADER_SIZE, n-BAYES_HEADER_SIZE);
  if( crc!=crcWant ){
    bayes_err(pErr, "model BLOB checksum mismatch (corrupt)");
    return SQLITE_ERROR;
  }
  *piKind = a[6] | (a[7]<<8);
  *piVersion = iVer;
  pR->a = a;
  pR->n = n;
  pR->i = BAYES_HEADER_SIZE;
  pR->bad = 0;
  return SQLITE_OK;
}
