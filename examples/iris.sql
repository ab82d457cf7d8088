-- examples/iris.sql — train and score Gaussian naive Bayes (then lda and
-- qda) on Fisher's iris.
--
-- Run from the repository root (this is what `make demo` does):
--
--     sqlite3 :memory: < examples/iris.sql
--
-- It loads examples/iris.csv (150 flowers, 4 measurements in cm, 3 species),
-- holds out every 5th row as a test set (30 rows, 10 per species), trains a
-- model on the other 120 rows, stores it in bayes_models, and scores the
-- held-out rows: bayes_metrics gives accuracy, log loss, Brier score, ROC
-- AUC, the per-species report and the confusion matrix; bayes_explain
-- explains a misclassified flower.  At the end it
-- compares lda and qda on the same split, and all three kinds by five-fold
-- cross-validation (bayes_fold, and bayes_merge of the fold models).

.bail on
.load ./bayes
SELECT bayes_models_install();      -- the model table: prints created (or refreshed)

-- 1. The data.  The table is created first so that the columns are REAL;
--    --skip 1 skips the CSV header line.
CREATE TABLE iris(
  sepal_length REAL NOT NULL,
  sepal_width  REAL NOT NULL,
  petal_length REAL NOT NULL,
  petal_width  REAL NOT NULL,
  species      TEXT NOT NULL
);
.import --csv --skip 1 examples/iris.csv iris

-- A deterministic train/test split: every 5th row is held out.
ALTER TABLE iris ADD COLUMN test INTEGER NOT NULL DEFAULT 0;
UPDATE iris SET test = (rowid % 5 = 0);

.mode box
SELECT species,
       sum(NOT test) AS train_rows,
       sum(test)     AS test_rows
FROM iris GROUP BY species ORDER BY species;

-- 2. Train on the training rows and store the model under the name 'iris'.
INSERT OR REPLACE INTO bayes_models(name, model)
SELECT 'iris',
       bayes_fit('gaussian_nb', species,
                 sepal_length, sepal_width, petal_length, petal_width)
FROM iris WHERE NOT test;

SELECT name, kind, n_features, n_rows, n_classes, bytes FROM bayes_models_info;

-- 3. Score the held-out rows by model name.
CREATE TEMP TABLE scored AS
SELECT rowid AS id, species AS actual,
       bayes_predict('iris', sepal_length, sepal_width,
                     petal_length, petal_width) AS predicted
FROM iris WHERE test;

.print
.print Accuracy on the 30 held-out rows (bayes_metrics, from the probabilities):
CREATE TEMP TABLE metrics AS
SELECT bayes_metrics(s.actual, bayes_proba('iris', i.sepal_length, i.sepal_width,
                                          i.petal_length, i.petal_width)) AS m
FROM scored AS s JOIN iris AS i ON i.rowid = s.id;
SELECT m ->> '$.n' AS test_rows,
       CAST(round((m ->> '$.n') * (m ->> '$.accuracy')) AS INTEGER) AS correct,
       printf('%.1f%%', 100.0 * (m ->> '$.accuracy')) AS accuracy,
       printf('%.3f', m ->> '$.balanced_accuracy') AS balanced_accuracy,
       printf('%.3f', m ->> '$.macro_avg.f1') AS macro_f1,
       printf('%.4f', m ->> '$.log_loss') AS log_loss,
       printf('%.4f', m ->> '$.brier') AS brier,
       printf('%.4f', m ->> '$.roc_auc') AS roc_auc_ovr
FROM metrics;

.print
.print Per species (as scikit-learn's classification_report):
SELECT key AS species,
       printf('%.3f', value ->> 'precision') AS precision,
       printf('%.3f', value ->> 'recall')    AS recall,
       printf('%.3f', value ->> 'f1')        AS f1,
       value ->> 'support'                   AS support,
       printf('%.4f', value ->> 'roc_auc')   AS roc_auc
FROM metrics, json_each(metrics.m, '$.per_class');

.print
.print Confusion matrix (rows: actual species, columns: predicted):
SELECT key AS actual,
       value ->> 'setosa'     AS setosa,
       value ->> 'versicolor' AS versicolor,
       value ->> 'virginica'  AS virginica
FROM metrics, json_each(metrics.m, '$.confusion');

.print
.print Misclassified rows:
SELECT s.id, s.actual, s.predicted,
       bayes_proba('iris', i.sepal_length, i.sepal_width,
                   i.petal_length, i.petal_width) AS posterior
FROM scored AS s JOIN iris AS i ON i.rowid = s.id
WHERE s.actual <> s.predicted;

-- Why was the first misclassified flower called what it was?  The exact
-- parts of the log posterior odds (predicted class against the runner-up):
-- they add up to log_odds.
.print
.print Explanation of the first misclassified flower (bayes_explain):
WITH e AS (
  SELECT s.id, bayes_explain('iris', i.sepal_length, i.sepal_width,
                             i.petal_length, i.petal_width) AS e
  FROM scored AS s JOIN iris AS i ON i.rowid = s.id
  WHERE s.actual <> s.predicted ORDER BY s.id LIMIT 1)
SELECT e.id, e.e ->> '$.class' AS class, e.e ->> '$.vs' AS vs,
       CASE f.value ->> 'feature' WHEN 1 THEN 'sepal_length' WHEN 2 THEN 'sepal_width'
            WHEN 3 THEN 'petal_length' ELSE 'petal_width' END AS feature,
       f.value ->> 'value' AS value,
       printf('%+.3f', f.value ->> 'contribution') AS contribution,
       printf('%.3f', e.e ->> '$.log_odds') AS log_odds
FROM e, json_each(e.e, '$.features') AS f;

-- 4. Posterior probabilities and the outlier score of a few flowers; the
--    last one is no iris at all.
.print
.print Posteriors and log evidence (log p(x); very negative = unlike anything seen):
WITH v(sl, sw, pl, pw) AS (
  VALUES (5.0, 3.4, 1.5, 0.2),
         (6.0, 2.8, 4.6, 1.5),
         (6.3, 2.9, 5.0, 1.7),
         (9.9, 9.9, 0.1, 9.9))
SELECT sl, sw, pl, pw,
       bayes_predict('iris', sl, sw, pl, pw)           AS predicted,
       bayes_proba('iris', sl, sw, pl, pw)             AS proba,
       printf('%.2f', bayes_evidence('iris', sl, sw, pl, pw)) AS log_evidence
FROM v;

-- Features may also be passed as one JSON array.
SELECT bayes_predict('iris', '[5.9, 3.0, 5.1, 1.8]') AS predicted_from_json;

-- 5. What the model holds: per-class counts, priors, means and variances.
.mode list
.print
.print bayes_info('iris'):
SELECT bayes_info(model) FROM bayes_models WHERE name = 'iris';

-- 6. The same split with the other continuous kinds: lda (one covariance
--    shared by all species: linear boundaries) and qda (one covariance per
--    species).  Naive Bayes ignores that petal length and width grow
--    together; these two model it, and get all 30 held-out flowers right
--    (as scikit-learn's LinearDiscriminantAnalysis and
--    QuadraticDiscriminantAnalysis do on this split).
INSERT OR REPLACE INTO bayes_models(name, model)
SELECT 'iris_' || kind,
       bayes_fit(kind, species,
                 sepal_length, sepal_width, petal_length, petal_width)
FROM iris, (SELECT 'lda' AS kind UNION ALL SELECT 'qda')
WHERE NOT test
GROUP BY kind;

.mode box
.print
.print Accuracy on the 30 held-out rows, by kind:
SELECT m.name AS model, m.kind,
       sum(i.species = bayes_predict(m.name, i.sepal_length, i.sepal_width,
                                     i.petal_length, i.petal_width)) AS correct,
       printf('%.1f%%', 100.0 * avg(i.species = bayes_predict(m.name,
                 i.sepal_length, i.sepal_width, i.petal_length, i.petal_width)))
         AS accuracy
FROM bayes_models_info AS m, iris AS i
WHERE i.test
GROUP BY m.name ORDER BY m.name;

-- 7. Five-fold cross-validation by merge, on all 150 flowers: one model per
--    kind and fold (bayes_fold(rowid, 5), GROUP BY), then for each fold f
--    the model of every other fold by bayes_merge (exactly the model a
--    refit on those rows gives; no row is read twice), scored on fold f.
CREATE TEMP TABLE folds AS
SELECT kind, bayes_fold(iris.rowid, 5) AS f,
       bayes_fit(kind, species, sepal_length, sepal_width, petal_length, petal_width) AS model
FROM iris, (SELECT 'gaussian_nb' AS kind UNION ALL SELECT 'lda' UNION ALL SELECT 'qda')
GROUP BY kind, f;
CREATE TEMP TABLE cv AS
SELECT k.kind, k.f,
       (SELECT bayes_merge(model) FROM folds WHERE kind = k.kind AND f <> k.f) AS model
FROM folds AS k;

.print
.print Five-fold cross-validation (bayes_fold + bayes_merge), all 150 rows:
SELECT kind,
       printf('%.1f%%', 100.0 * (m ->> '$.accuracy')) AS cv_accuracy,
       printf('%.3f', m ->> '$.macro_avg.f1') AS cv_macro_f1,
       printf('%.4f', m ->> '$.log_loss') AS cv_log_loss
FROM (SELECT cv.kind,
             bayes_metrics(i.species, bayes_proba(cv.model, i.sepal_length,
                     i.sepal_width, i.petal_length, i.petal_width)) AS m
      FROM iris AS i JOIN cv ON cv.f = bayes_fold(i.rowid, 5)
      GROUP BY cv.kind)
ORDER BY kind;
