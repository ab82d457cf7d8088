#!/bin/sh
# bindings/r/test.sh — bayes from R through RSQLite, from Debian's
# packages, offline (bindings/langs.sh says what is checked); then
# bayes's lda and Gaussian naive Bayes against MASS::lda and
# e1071::naiveBayes on iris (bindings/r/compare.R).
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/../langs.sh"
lang_setup r
out=$(timeout 120 /usr/bin/Rscript "$TMP/src/example.R" "$DB" 2>&1)
lang_check r "$out" bindings/r/example.R
cmp=$(timeout 120 /usr/bin/Rscript bindings/r/compare.R examples/iris.csv 2>&1)
echo "$cmp"
# the documented difference, and none once it is removed
r=$(echo "$cmp" | awk '
  { ok = 0 }
  $1 == "lda-vs-MASS::lda" || $1 == "gaussian_nb-vs-e1071::naiveBayes" { ok = $3 < 0.01 }
  $1 ~ /-mle/ { ok = $3 < 1e-12 }
  { if (!ok || $5 != "150/150") bad = bad " " $1; n++ }
  END { print n == 4 && bad == "" ? "ok" : "differ:" bad }')
check r-compare ok "$r"
finish
