/*
** carve.h — one allocation carved into typed pieces, its layout declared
** once (ext/core/carve.c).
**
** A block that holds several arrays (doubles, i64, ints and bytes mixed,
** maybe behind a header struct) is described by one array of BayesCarve,
** one entry per piece in block order; its size and every piece's address
** both come from that one description:
**
**   double *aLo, *aHi; int *aOff; u8 *aFlag;
**   BayesCarve aL[] = {
**     BAYES_CARVE(&aLo, d), BAYES_CARVE(&aHi, d),
**     BAYES_CARVE(&aOff, d+1), BAYES_CARVE(&aFlag, d),
**   };
**   if( bayes_carve(aL, BAYES_NCARVE(aL))==0 ) goto nomem;
**   ...
**   sqlite3_free(aLo);                  (the first piece is the block)
**
** A kind's block whose header struct points at arrays in the same block
** names the header first and its fields by offset, and is allocated with
** bayes_kind_alloc (zeroed, owned by model.c):
**
**   BayesCarve aL[] = {
**     BAYES_CARVE_HEAD(LdaFit),
**     BAYES_CARVE_FIELD(LdaFit, aMu, d), BAYES_CARVE_FIELD(LdaFit, aW, d),
**   };
**   pF = bayes_kind_alloc(&pC->pFit, bayes_carve_size(aL, BAYES_NCARVE(aL)));
**   if( pF==0 ) goto nomem;
**   bayes_carve_place(aL, BAYES_NCARVE(aL), pF);
**
** Each piece starts at a multiple of its element's alignment: the largest
** power of two dividing sizeof(element), at most 8 (so doubles, i64,
** pointers, ints and bytes mix in any order; a struct of such members is
** aligned as its own alignment divides its size).  Pieces of one type that
** follow each other are contiguous, as pointer arithmetic would make them.
** The block is at least 8 bytes (sqlite3_malloc64(0) returns NULL), and a
** size that overflows u64 is saturated so that the allocation fails.
*/
#ifndef BAYES_CARVE_H
#define BAYES_CARVE_H

#include "bayesInt.h"
#include <stddef.h>

typedef struct BayesCarve BayesCarve;
struct BayesCarve {
  void *pp;          /* the T** that receives the piece's address; 0 for a
                     ** field of the header or for the header itself */
  size_t iField;     /* pp==0: offsetof the header field that receives the
                     ** address; BAYES_CARVE_NOFIELD for the header */
  u64 nElem;         /* number of elements */
  size_t szElem;     /* sizeof one element */
};
#define BAYES_CARVE_NOFIELD ((size_t)-1)

/* A piece of n elements whose address goes to *pp (pp: a T**) */
#define BAYES_CARVE(pp, n)  { (void*)(pp), 0, (u64)(n), sizeof(**(pp)) }
/* The header struct T itself: the first piece, at the block's start */
#define BAYES_CARVE_HEAD(T) { 0, BAYES_CARVE_NOFIELD, 1, sizeof(T) }
/* A piece of n elements whose address goes to the header T's field F */
#define BAYES_CARVE_FIELD(T, F, n) \
  { 0, offsetof(T, F), (u64)(n), sizeof(*((T*)0)->F) }
/* The number of entries of a BayesCarve array */
#define BAYES_NCARVE(a) ((int)(sizeof(a)/sizeof((a)[0])))

/* The block's size in bytes */
i64 bayes_carve_size(const BayesCarve *a, int n);
/* Set every piece's pointer into the block pBase (bayes_carve_size bytes) */
void bayes_carve_place(const BayesCarve *a, int n, void *pBase);
/* Allocate the block (sqlite3_malloc64, not zeroed) and place every piece;
** returns the block (the first piece's address), or NULL when out of
** memory, with every T** piece set to NULL. */
void *bayes_carve(const BayesCarve *a, int n);

#endif /* BAYES_CARVE_H */
