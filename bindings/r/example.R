# example.R — the R recipe of docs/install.md: bayes in RSQLite (Debian's
# r-cran-rsqlite; its connections allow load_extension by default), run by
# bindings/r/test.sh.  Fits the quick start's model, stores it in
# bayes_models in the database file, then reopens the file and scores by
# the model's name.
#
#   Rscript example.R my.db
library(DBI)

ext <- Sys.getenv("BAYES_EXT", "/usr/local/lib/sqlite3/bayes")
args <- commandArgs(trailingOnly = TRUE)
path <- if (length(args) > 0) args[1] else "my.db"

open_bayes <- function(path) {
  con <- dbConnect(RSQLite::SQLite(), path)   # loadable.extensions = TRUE
  dbGetQuery(con, "SELECT load_extension(?)", params = list(ext))
  con
}

con <- open_bayes(path)
invisible(dbGetQuery(con, "SELECT bayes_models_install()"))   # the model table
pts <- data.frame(label = c("a", "a", "a", "b", "b", "b"),
                  x = c(0, 1, 0, 3, 4, 3), y = c(0, 0, 1, 3, 3, 4))
dbWriteTable(con, "pts", pts)
invisible(dbExecute(con, "INSERT INTO bayes_models(name, model)
                          SELECT 'pts', bayes_fit_query('gaussian_nb', 'SELECT label, x, y FROM pts')"))
dbDisconnect(con)

# a new connection: the model was stored in the file
con <- open_bayes(path)
# the row by name: a JSON object {feature: value}, in any order
r <- dbGetQuery(con, "SELECT bayes_predict('pts', json_object('x', ?, 'y', ?)) AS label,
                             bayes_proba('pts', json_object('y', ?, 'x', ?)) ->> '$.b' AS p",
                params = list(2.5, 2.5, 1, 1))
cat(sprintf("%s %.17g\n", r$label, r$p))   # b 1.6918983458321218e-10
dbDisconnect(con)
