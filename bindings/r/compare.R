# compare.R — bayes's lda and Gaussian naive Bayes posteriors on iris
# against R's own: MASS::lda (r-cran-mass) and e1071::naiveBayes
# (r-cran-e1071), through RSQLite.  Run by bindings/r/test.sh, which
# checks the figures it prints; docs/install.md gives them and explains
# the one difference.
#
#   Rscript compare.R examples/iris.csv
suppressPackageStartupMessages({ library(DBI); library(MASS); library(e1071) })

ext <- Sys.getenv("BAYES_EXT", "/usr/local/lib/sqlite3/bayes")
args <- commandArgs(trailingOnly = TRUE)
csv <- if (length(args) > 0) args[1] else "examples/iris.csv"

iris <- read.csv(csv, stringsAsFactors = TRUE)
X <- iris[, 1:4]
con <- dbConnect(RSQLite::SQLite(), ":memory:")
invisible(dbGetQuery(con, "SELECT load_extension(?)", params = list(ext)))
dbWriteTable(con, "iris", iris)

# bayes's posteriors for every row, as a matrix in R's class order
bayes_posteriors <- function(spec) {
  r <- dbGetQuery(con, sprintf(
    "WITH m AS (SELECT bayes_fit('%s', species, sepal_length, sepal_width,
                                 petal_length, petal_width) AS model FROM iris)
     SELECT bayes_proba(m.model, sepal_length, sepal_width, petal_length, petal_width) AS p
     FROM iris, m ORDER BY iris.rowid", spec))
  t(sapply(r$p, function(j) {
    p <- jsonlite_free_parse(j)
    p[levels(iris$species)]
  }, USE.NAMES = FALSE))
}
# {"setosa":1,"versicolor":1.3e-18,...} -> named numeric (no JSON package needed)
jsonlite_free_parse <- function(j) {
  kv <- regmatches(j, gregexpr('"[^"]+":[^,}]+', j))[[1]]
  setNames(as.numeric(sub('^"[^"]+":', "", kv)), sub('^"([^"]+)":.*', "\\1", kv))
}
report <- function(name, a, b) {
  cat(sprintf("%s max_abs_diff %.3g same_class %d/%d\n", name, max(abs(a - b)),
              sum(max.col(a, "first") == max.col(b, "first")), nrow(a)))
}

# lda: MASS::lda with its default priors (the class proportions).  Its
# default covariance divides the pooled co-moment by n - K (unbiased);
# bayes's (as scikit-learn's lsqr and eigen solvers) by n, which is
# MASS::lda(method = "mle").
bayes_lda <- bayes_posteriors("lda")
report("lda-vs-MASS::lda", bayes_lda, predict(lda(species ~ ., data = iris), iris)$posterior)
report("lda-vs-MASS::lda-mle", bayes_lda,
       predict(lda(species ~ ., data = iris, method = "mle"), iris)$posterior)

# Gaussian naive Bayes: e1071::naiveBayes estimates each sd with n - 1;
# bayes (as scikit-learn) the maximum-likelihood variance (n), plus
# var_smoothing (1e-9 of the largest variance; 0 here).
nb <- naiveBayes(species ~ ., data = iris)
e1071_raw <- predict(nb, iris, type = "raw")
bayes_nb <- bayes_posteriors("gaussian_nb var_smoothing=0")
report("gaussian_nb-vs-e1071::naiveBayes", bayes_nb, e1071_raw)
# the same model with e1071's sds rescaled to the n denominator
n <- table(iris$species)
for (f in names(nb$tables)) {
  nb$tables[[f]][, 2] <- nb$tables[[f]][, 2] * sqrt((n - 1) / n)
}
report("gaussian_nb-vs-e1071::naiveBayes-mle-sd", bayes_nb, predict(nb, iris, type = "raw"))
dbDisconnect(con)
