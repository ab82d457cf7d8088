/*
** test/c/jsonnum.c — JSON numbers read exactly as strtod reads them.
**
**   make build/c/jsonnum && build/c/jsonnum [path/to/bayes.so]
**
** ext/core/json.c's bayes_json_parse_number reads integers and short decimals
** itself (an integer of at most 53 bits times or divided by an exact power
** of ten, 1e0..1e22: one correctly rounded operation) and hands every other
** number to strtod; features.c's array and object fast paths read integers
** of up to 15 digits inline.  Both must give the double strtod gives, bit
** for bit (-0 included).  Checked here, compiled with json.c:
**   - edge cases: zeros, 2^53 +- 1, 1e22 / 1e23, the largest and smallest
**     normal and subnormal doubles and the halfway points next to them,
**     overflow and underflow, 17-digit numbers, long digit strings, exact
**     halfway decimals, exponents with signs and leading zeros;
**   - 400,000 random doubles printed with 1 to 17 significant digits in
**     %e and %g forms, and 400,000 random decimal strings (1 to 30 digits,
**     a point anywhere, exponents from -350 to +330);
**   - that the length read is the whole number, and that what JSON does not
**     allow (01, 1., .5, +1, 1e, -, 0x1, Infinity, NaN) is not read whole;
** and through the extension (loaded from argv[1], $BAYES_SO, else
** ./bayes.so): 2,000 random integers and short decimals as JSON array
** elements and as JSON object values (features.c's inline paths), read back
** through bayes_info's theta of a one-row gaussian_nb (the mean of one
** value is that value; bayes_info writes the shortest text that reads back
** exactly).  Prints failures and "N passed, N failed".
**
** build/c/jsonnum -bench times, in one process, the reader against strtod
** alone on the kinds of numbers feature arrays hold (pixel integers, short
** decimals, 17-digit doubles), best of 5: the measure behind keeping the
** hand-written fast path (docs/performance.md).
*/
#include <time.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include "bayesInt.h"

static int nPass = 0, nFail = 0, nFailShown = 0;
static void check(int ok, const char *zWhat, const char *zIn){
  if( ok ){ nPass++; return; }
  nFail++;
  if( nFailShown++<20 ) printf("! jsonnum %s failed: '%s'\n", zWhat, zIn);
}

static unsigned long long rs = 0x9E3779B97F4A7C15ull;
static unsigned long long rnd(void){
  rs ^= rs<<13; rs ^= rs>>7; rs ^= rs<<17;
  return rs;
}

/* bayes_json_parse_number(z) reads all of z and gives strtod's bits */
static int sameAsStrtod(const char *z){
  double a, b;
  int n = (int)strlen(z), k;
  k = bayes_json_parse_number(z, n, &a);
  b = strtod(z, 0);
  return k==n && memcmp(&a, &b, sizeof(double))==0;
}

static void checkOne(const char *z){
  check(sameAsStrtod(z), "strtod", z);
}

/* A property over many random strings counts as one test: it passes if
** every string does (the first failures are printed) */
static int nBatchFail = 0;
static void batchOne(const char *z){
  if( sameAsStrtod(z) ) return;
  nBatchFail++;
  if( nFailShown++<20 ) printf("! jsonnum strtod failed: '%s'\n", z);
}
static void batchEnd(const char *zWhat){
  if( nBatchFail ){
    nFail++;
    printf("! jsonnum %s failed: %d strings\n", zWhat, nBatchFail);
  }else{
    nPass++;
  }
  nBatchFail = 0;
}

static const char *const azEdge[] = {
  "0", "-0", "0.0", "-0.0", "0e0", "-0e-5", "0.000", "1", "-1", "7", "0.1",
  "0.5", "-0.25", "3.14159", "123.456e-7", "1E5", "1e+5", "1e-5", "1E-0005",
  "255", "65535", "4294967295", "4294967296", "999999999999999",
  "1000000000000000", "9007199254740991", "9007199254740992",
  "9007199254740993", "9007199254740994", "18014398509481985",
  "18446744073709551615", "18446744073709551616",
  "123456789012345678901234567890", "1e22", "1e23", "9.999999999999999e22",
  "1e-22", "1e-23", "0.1e23", "10000000000000000000000",
  "100000000000000000000000", "1.7976931348623157e308",
  "1.7976931348623158e308", "1.7976931348623159e308", "2e308", "1e400",
  "-1e400", "2.2250738585072014e-308", "2.2250738585072011e-308",
  "2.2250738585072012e-308", "4.9406564584124654e-324", "5e-324",
  "4.9e-324", "2.4703282292062327e-324", "2.4703282292062328e-324",
  "1e-324", "1e-400", "-4.9e-324", "0.30000000000000004",
  "0.1000000000000000055511151231257827021181583404541015625",
  "1.00000000000000011102230246251565404236316680908203125",
  "1.00000000000000011102230246251565404236316680908203124",
  "1.00000000000000011102230246251565404236316680908203126",
  "9007199254740993.0", "9007199254740992.5", "7.038531e-26",
  "2.9802322387695312e-8", "8.41e21", "5.551115123125783e-17",
  "1.2345678901234567", "-1.2345678901234567e-100", "12345678901234567e3",
  "0.00000000000000000000000000000000000000000000001",
  "100000000000000000000000000000000000000000000e-44", "1e0000000000000001",
  "1.5e-0", "2.5E+000", "1e-0000000000000000000000000000000000000022",
};

/* Not JSON: never read whole */
static const char *const azBad[] = {
  "01", "-01", "1.", ".5", "+1", "1e", "1e+", "1E-", "-", "", "0x10",
  "Infinity", "-Infinity", "NaN", "1.e5", "- 1", "1 ", "1,", "00", "1ee5",
};

static void testText(void){
  char z[200];
  unsigned i;
  int k;
  for(i=0; i<sizeof(azEdge)/sizeof(azEdge[0]); i++) checkOne(azEdge[i]);
  for(i=0; i<sizeof(azBad)/sizeof(azBad[0]); i++){
    double v;
    int n = (int)strlen(azBad[i]);
    k = bayes_json_parse_number(azBad[i], n, &v);
    check(n==0 ? k==0 : k!=n, "rejects", azBad[i]);
  }
  /* random doubles, 1 to 17 significant digits, %e and %g */
  for(i=0; i<200000; i++){
    unsigned long long u = rnd();
    double d;
    int prec = 1 + (int)(rnd()%17);
    memcpy(&d, &u, 8);
    if( isnan(d) || isinf(d) ) continue;
    snprintf(z, sizeof(z), (i&1) ? "%.*e" : "%.*g", prec-1+(i&1 ? 0 : 1), d);
    if( strchr(z, 'n') || strchr(z, 'i') ) continue;   /* inf, nan */
    batchOne(z);
  }
  batchEnd("random doubles, %e and %g");
  /* random doubles near 1 (many digits after the point) and integers */
  for(i=0; i<200000; i++){
    double d = (double)(rnd()>>11) / 9007199254740992.0 * pow(10.0, (int)(rnd()%40) - 20);
    int prec = 1 + (int)(rnd()%17);
    if( i%4==0 ) d = (double)(rnd() % 100000000000ull);
    snprintf(z, sizeof(z), "%s%.*g", (i&2) ? "-" : "", prec, d);
    batchOne(z);
  }
  batchEnd("random doubles near 1 and integers");
  /* random decimal strings: 1..30 digits, a point anywhere, an exponent */
  for(i=0; i<400000; i++){
    int nDig = 1 + (int)(rnd()%30), iPt = (int)(rnd()%(nDig+1)), j, m = 0;
    if( rnd()&1 ) z[m++] = '-';
    for(j=0; j<nDig; j++){
      if( j==iPt && j>0 ) z[m++] = '.';
      z[m++] = (char)('0' + (int)(rnd()%10));
    }
    if( rnd()%3 ){
      int e = (int)(rnd()%681) - 350;
      m += snprintf(z+m, sizeof(z)-m, "%s%d", (rnd()&1) ? "e" : "E", e);
    }
    z[m] = 0;
    {
      /* skip the few strings that are not JSON (a leading 0 before digits) */
      const char *p = z[0]=='-' ? z+1 : z;
      if( p[0]=='0' && p[1]>='0' && p[1]<='9' ) continue;
    }
    batchOne(z);
  }
  batchEnd("random decimal strings");
}

/* The value of the one feature of a one-row gaussian_nb over argument zArg
** (a JSON array or object text), read from bayes_info's theta */
static int viaExtension(sqlite3 *db, const char *zArg, int bObj, double *pV){
  sqlite3_stmt *pS;
  int rc;
  const char *zSql = bObj
    ? "SELECT bayes_info(bayes_fit('multinomial_nb alpha=0', 'a', ?1))"
      " -> '$.feature_count[0][0]'"
    : "SELECT bayes_info(bayes_fit('gaussian_nb', 'a', ?1)) -> '$.theta[0][0]'";
  if( sqlite3_prepare_v2(db, zSql, -1, &pS, 0) ) return 1;
  sqlite3_bind_text(pS, 1, zArg, -1, SQLITE_TRANSIENT);
  rc = sqlite3_step(pS);
  if( rc==SQLITE_ROW && sqlite3_column_text(pS, 0) ){
    *pV = strtod((const char*)sqlite3_column_text(pS, 0), 0);
    rc = 0;
  }else{
    rc = 1;
  }
  sqlite3_finalize(pS);
  return rc;
}

static void testExtension(const char *zSo){
  sqlite3 *db;
  char *zErr = 0;
  char z[100], zArg[140];
  int i;
  if( sqlite3_open(":memory:", &db) ) return;
  sqlite3_enable_load_extension(db, 1);
  if( sqlite3_load_extension(db, zSo, "sqlite3_bayes_init", &zErr) ){
    printf("! jsonnum cannot load %s: %s\n", zSo, zErr ? zErr : "?");
    sqlite3_free(zErr);
    nFail++;
    sqlite3_close(db);
    return;
  }
  for(i=0; i<2000; i++){
    double v = 0, want;
    int bObj = i&1;
    switch( i%5 ){
      case 0: snprintf(z, sizeof(z), "%llu", rnd()%1000000000000000ull); break;
      case 1: snprintf(z, sizeof(z), "%llu", rnd()%256); break;
      case 2: snprintf(z, sizeof(z), "%llu.%llu", rnd()%1000, rnd()%10000); break;
      case 3: snprintf(z, sizeof(z), "%.17g", (double)(rnd()>>11)/9007199254740992.0*1e6); break;
      default: snprintf(z, sizeof(z), "%llue%d", rnd()%100000, (int)(rnd()%40)-20); break;
    }
    if( !bObj && (i&2) ){ memmove(z+1, z, strlen(z)+1); z[0] = '-'; }
    if( bObj ){
      snprintf(zArg, sizeof(zArg), "{\"w\": %s}", z);
    }else{
      snprintf(zArg, sizeof(zArg), "[%s]", z);
    }
    want = strtod(z, 0);
    if( viaExtension(db, zArg, bObj, &v)!=0 || memcmp(&v, &want, 8)!=0 ){
      nBatchFail++;
      if( nFailShown++<20 ){
        printf("! jsonnum %s failed: '%s'\n",
               bObj ? "object value" : "array element", z);
      }
    }
  }
  batchEnd("2000 numbers through the extension");
  sqlite3_close(db);
}

static double cpuNow(void){ return (double)clock()/CLOCKS_PER_SEC; }

/* ns per number: bayes_json_parse_number and strtod over the same texts */
static void bench(void){
  static const char *const azKind[] = { "integers 0..255", "decimals like 12.375",
                                        "17-digit doubles" };
  enum { N = 200000 };
  static char az[N][32];
  int k, i, r;
  for(k=0; k<3; k++){
    double tBest[2] = { 1e9, 1e9 }, sink = 0;
    for(i=0; i<N; i++){
      if( k==0 ) snprintf(az[i], 32, "%d", (int)(rnd()%256));
      else if( k==1 ) snprintf(az[i], 32, "%d.%03d", (int)(rnd()%1000), (int)(rnd()%1000));
      else snprintf(az[i], 32, "%.17g", (double)(rnd()>>11)/9007199254740992.0*1000);
    }
    for(r=0; r<5; r++){
      double t0 = cpuNow(), v;
      for(i=0; i<N; i++){
        bayes_json_parse_number(az[i], (int)strlen(az[i]), &v);
        sink += v;
      }
      t0 = cpuNow() - t0;
      if( t0<tBest[0] ) tBest[0] = t0;
      t0 = cpuNow();
      for(i=0; i<N; i++) sink += strtod(az[i], 0);
      t0 = cpuNow() - t0;
      if( t0<tBest[1] ) tBest[1] = t0;
    }
    printf("%-22s bayes_json_parse_number %6.1f ns   strtod %6.1f ns   (%g)\n",
           azKind[k], tBest[0]*1e9/N, tBest[1]*1e9/N, sink>0 ? 1.0 : 0.0);
  }
}

int main(int argc, char **argv){
  const char *zSo;
  if( argc>1 && strcmp(argv[1], "-bench")==0 ){ bench(); return 0; }
  zSo = argc>1 ? argv[1] : getenv("BAYES_SO");
  if( zSo==0 ) zSo = "./bayes.so";
  testText();
  testExtension(zSo);
  printf("%d passed, %d failed\n", nPass, nFail);
  return nFail>0;
}
