/*
** kinds.h — the one table of model kinds.
**
** One line per kind: BAYES_KIND(id, name), where name is the word that
** starts a spec ('gaussian_nb ...') and id the number stored in the model
** BLOB's header (never reused, never changed: BLOBs in the wild carry it).
** The includer defines BAYES_KIND(ID, NAME) and includes this file; the
** lines generate the extern declarations of the kinds (bayesInt.h), the kind
** table of model.c, the list of known kinds in spec.c's error message, the
** kind lists of the C drivers (test/c/cases.h), of the fuzz targets
** (fuzz/fuzz.h) and of their corpora (fuzz/mkcorpus.tcl parses the lines),
** and the per-kind loops of test/errors.test.  Keep one kind per line in
** exactly this form: scripts read it.
**
** Adding a kind is: one ext/kinds/<name>.c defining
** `const BayesKind bayes_kind_<name>`, one line here (the next id), its
** test/<name>.test, and its golden script in tools/.  The C drivers then
** fail to compile until test/c/cases.h has a CASE_<name> entry.
*/
BAYES_KIND(1, gaussian_nb)
BAYES_KIND(2, multinomial_nb)
BAYES_KIND(3, complement_nb)
BAYES_KIND(4, bernoulli_nb)
BAYES_KIND(5, categorical_nb)
BAYES_KIND(6, lda)
BAYES_KIND(7, qda)
BAYES_KIND(8, naive_bayes)
BAYES_KIND(9, density_nb)
BAYES_KIND(10, tan)
BAYES_KIND(11, aode)
/* Id 12 is blend's (kinds/blend.c): a model made of fitted models and
** their weights (bayes_blend_model).  It is found by its id only
** (registry.c's bayes_kind_by_id), never from a spec, for it is not fit
** from rows, so it has no BAYES_KIND line and no per-kind test loop runs
** it.  Ids 10 and 11 are tan's and aode's: the next kind takes 13. */
#if !defined(BAYES_KIND_ID_blend)   /* kinds.h is included several times */
#define BAYES_KIND_ID_blend 12
#endif
