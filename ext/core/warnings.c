/*
** core/warnings.c — the one set of rules that warn about a feature's data:
** what the schema report says before a fit (sql/vtab_describe.c,
** bayes_describe) and what bayes_info says of a fitted naive_bayes model
** (kinds/naive_bayes.c), from the same facts (BayesColFacts), as far as
** each knows them (an unknown fact never warns).
**
** The rules, each with its code (docs/describe.md):
**
**   constant           one distinct value (in at least 2 rows): no evidence
**   constant_in_class  two or more distinct values, but one per class in
**                      every class (at least 2 classes with values)
**   near_unique        a categorical feature with distinct values at least
**                      NEAR_UNIQUE of its values (and at least MIN_ROWS
**                      values): most categories seen once
**   two_valued         a numeric feature with exactly two distinct values
**   few_levels         a numeric feature of whole numbers with 3 to
**                      FEW_LEVELS distinct values, each seen twice on
**                      average at least
**   text_bag           a categorical feature whose TEXT values have several
**                      words in at least half of its values
**   digit_factor       a numeric feature chosen by its values, every value
**                      TEXT of digits, in a column without a declared type
**
** Messages say what the model will do and what to write instead.
*/
#include "bayesInt.h"
#include <string.h>

#define WARN_NEAR_UNIQUE 0.5    /* distinct / values */
#define WARN_MIN_ROWS    10     /* near_unique: values at least */
#define WARN_FEW_LEVELS  10     /* few_levels: distinct values at most */

void bayes_warnings_init(BayesColFacts *p){
  memset(p, 0, sizeof(*p));
  p->nDistinct = -1;
  p->bInteger = -1;
  p->nClassVaries = -1;
  p->nMultiWord = -1.0;
}

/* One warning object, after a comma if it is not the first */
static void warnOne(BayesBuf *pB, int *pn, int iFeat, const char *zCode,
                    const char *zMsg){
  if( (*pn)++ ) bayes_buf_char(pB, ',');
  bayes_buf_char(pB, '{');
  if( iFeat>0 ){
    bayes_buf_str(pB, "\"feature\":");
    bayes_json_int(pB, iFeat);
    bayes_buf_char(pB, ',');
  }
  bayes_buf_str(pB, "\"code\":");
  bayes_json_str(pB, zCode, -1);
  bayes_buf_str(pB, ",\"message\":");
  bayes_json_str(pB, zMsg, -1);
  bayes_buf_char(pB, '}');
}

int bayes_warnings_json(const BayesColFacts *p, int iFeat, BayesBuf *pB,
                        int *pn){
  char z[400];
  int n0 = *pn;
  i64 nD = p->nDistinct;
  int bNum = p->eFam==BAYES_WFAM_NUMERIC, bCat = p->eFam==BAYES_WFAM_CATEGORICAL;
  if( !bNum && !bCat ) return 0;
  if( nD==1 && p->nPresent>=2 ){
    warnOne(pB, pn, iFeat, "constant", "one value in every row: it carries "
            "no evidence (leave it out)");
  }
  if( nD>=2 && p->nClassHave>=2 && p->nClassVaries==0 ){
    warnOne(pB, pn, iFeat, "constant_in_class", bNum
      ? "constant within every class (variance 0): each class's bell curve "
        "is a spike, so a value a class never had rules that class out by "
        "itself; naive_bayes floors the standard deviation at std_floor "
        "times the feature's precision, gaussian_nb only adds var_smoothing; "
        "if the values are codes, declare categorical="
      : "constant within every class: where its value was seen it decides "
        "the class nearly by itself (only alpha smooths it); check that it "
        "is not the label in another form");
  }
  if( bCat && nD>=0 && p->nPresent>=WARN_MIN_ROWS
   && (double)nD>=WARN_NEAR_UNIQUE*p->nPresent ){
    sqlite3_snprintf(sizeof(z), z, "%lld distinct values in %.15g rows: most "
      "categories are seen once, carry little evidence, and a value not seen "
      "in training carries none; free text is better as a bag "
      "(bayes_tokens(col)), an identifier better left out", nD, p->nPresent);
    warnOne(pB, pn, iFeat, "near_unique", z);
  }
  if( bNum && nD==2 ){
    warnOne(pB, pn, iFeat, "two_valued", "two distinct values: as a number "
            "each class gets a bell curve over two points; a flag is better "
            "declared bernoulli= (naive_bayes) or categorical=");
  }
  if( bNum && p->bInteger==1 && nD>=3 && nD<=WARN_FEW_LEVELS
   && p->nPresent>=2.0*(double)nD ){
    sqlite3_snprintf(sizeof(z), z, "whole numbers with %lld levels: if they "
      "are codes, declare categorical=; if counts or grades, a bell curve may "
      "fit them poorly (numeric=discretize in naive_bayes)", nD);
    warnOne(pB, pn, iFeat, "few_levels", z);
  }
  if( bCat && p->nMultiWord>0.0 && p->nMultiWord>=0.5*p->nPresent ){
    sqlite3_snprintf(sizeof(z), z, "free text (%.15g of %.15g values have "
      "several words): as a category a text counts only where it repeats "
      "exactly; bayes_tokens(col) makes it a bag of words (naive_bayes, "
      "multinomial_nb)", p->nMultiWord, p->nPresent);
    warnOne(pB, pn, iFeat, "text_bag", z);
  }
  if( bNum && p->bDigitText ){
    warnOne(pB, pn, iFeat, "digit_factor", "every value is TEXT of digits "
            "('1', '2', ...) in a column without a declared type: the levels "
            "of a factor, as R and pandas write them? They are modelled as "
            "numbers; declare the column TEXT to make them categories, or "
            "give categorical= in the spec");
  }
  return *pn - n0;
}
