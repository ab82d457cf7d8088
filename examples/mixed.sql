-- examples/mixed.sql — one naive Bayes model over a table of mixed types:
-- numbers, text categories, a 0/1 flag and free text.
--
-- Run from the repository root:
--
--     sqlite3 :memory: < examples/mixed.sql
--
-- It loads examples/mixed.csv (800 synthetic telecom customers, written by
-- tools/make_mixed_csv.py), holds out every 5th row (160 rows), trains
-- 'naive_bayes' on the other 640, and compares it with single-family
-- models on the same split: gaussian_nb on the numbers, categorical_nb on
-- the text columns, multinomial_nb on the notes, and their combination by
-- hand (what one had to write before naive_bayes).

.bail on
.load ./bayes
SELECT bayes_models_install();      -- the model table: prints created (or refreshed)

-- 1. The data.  Create the table first so that each column gets its SQL
--    type: naive_bayes chooses a column's distribution from the type of its
--    values (REAL/INTEGER gaussian, TEXT categorical).  (.import into a
--    table it creates would leave every column TEXT, all categorical.)
CREATE TABLE customers(
  age         REAL,
  monthly_fee REAL,
  calls       INTEGER,     -- support calls last quarter
  region      TEXT,
  contract    TEXT,
  paperless   INTEGER,     -- 0/1: declared bernoulli below
  note        TEXT,        -- free text: a bag of words via bayes_tokens
  churned     TEXT
);
.import --csv --skip 1 examples/mixed.csv customers
ALTER TABLE customers ADD COLUMN test INTEGER NOT NULL DEFAULT 0;
UPDATE customers SET test = (rowid % 5 = 0);

.mode box
SELECT churned, sum(NOT test) AS train_rows, sum(test) AS test_rows
  FROM customers GROUP BY churned;

-- 2. One model.  Features 1-6 are the columns in order (the JSON object of
--    bayes_tokens is the bag, not a numbered feature); paperless, feature
--    6, is declared bernoulli.  calls stays gaussian (an INTEGER).
INSERT OR REPLACE INTO bayes_models(name, model)
SELECT 'churn',
       bayes_fit('naive_bayes bernoulli=6', churned,
                 age, monthly_fee, calls, region, contract, paperless,
                 bayes_tokens(note))
  FROM customers WHERE NOT test;

SELECT json_extract(bayes_info('churn'), '$.families') AS families;

-- 3. The single-family models and their hand combination
CREATE TEMP TABLE single AS SELECT
  (SELECT bayes_fit('gaussian_nb', churned, age, monthly_fee, calls)
     FROM customers WHERE NOT test) AS g,
  (SELECT bayes_fit('categorical_nb', churned, region, contract)
     FROM customers WHERE NOT test) AS c,
  (SELECT bayes_fit('bernoulli_nb', churned, paperless)
     FROM customers WHERE NOT test) AS b,
  (SELECT bayes_fit('multinomial_nb', churned, bayes_tokens(note))
     FROM customers WHERE NOT test) AS m;

-- the hand combination: sum of the log posteriors - 3 log prior, argmax
CREATE TEMP TABLE hand AS
WITH parts(id, label, v) AS (
  SELECT t.rowid, e.key, e.value FROM customers t, single s,
         json_each(bayes_log_proba(s.g, age, monthly_fee, calls)) e WHERE t.test
  UNION ALL
  SELECT t.rowid, e.key, e.value FROM customers t, single s,
         json_each(bayes_log_proba(s.c, region, contract)) e WHERE t.test
  UNION ALL
  SELECT t.rowid, e.key, e.value FROM customers t, single s,
         json_each(bayes_log_proba(s.b, paperless)) e WHERE t.test
  UNION ALL
  SELECT t.rowid, e.key, e.value FROM customers t, single s,
         json_each(bayes_log_proba(s.m, bayes_tokens(note))) e WHERE t.test
  UNION ALL
  SELECT t.rowid, json_extract(e.value, '$.label'),
         -3*ln(json_extract(e.value, '$.prior'))
    FROM customers t, single s, json_each(bayes_info(s.g), '$.classes') e
   WHERE t.test
), s AS (SELECT id, label, sum(v) AS v FROM parts GROUP BY id, label)
SELECT id, label FROM s AS s1
 WHERE v = (SELECT max(v) FROM s AS s2 WHERE s2.id = s1.id);

-- 4. Accuracy on the 160 held-out rows
SELECT 'naive_bayes (all columns)' AS model,
       printf('%.1f%%', 100.0*avg(bayes_predict('churn', age, monthly_fee,
              calls, region, contract, paperless, bayes_tokens(note))
              = churned)) AS accuracy
  FROM customers WHERE test
UNION ALL
SELECT 'hand combination of the four',
       printf('%.1f%%', 100.0*avg(h.label = t.churned))
  FROM customers t JOIN hand h ON h.id = t.rowid
UNION ALL
SELECT 'gaussian_nb (age, fee, calls)',
       printf('%.1f%%', 100.0*avg(bayes_predict(s.g, age, monthly_fee, calls)
              = churned))
  FROM customers, single s WHERE test
UNION ALL
SELECT 'categorical_nb (region, contract)',
       printf('%.1f%%', 100.0*avg(bayes_predict(s.c, region, contract)
              = churned))
  FROM customers, single s WHERE test
UNION ALL
SELECT 'multinomial_nb (note)',
       printf('%.1f%%', 100.0*avg(bayes_predict(s.m, bayes_tokens(note))
              = churned))
  FROM customers, single s WHERE test;

-- 5. A few customers: the posterior of churning, and a new one
SELECT rowid AS id, age, calls, region, contract, note, churned,
       printf('%.3f', json_extract(bayes_proba('churn', age, monthly_fee,
              calls, region, contract, paperless, bayes_tokens(note)),
              '$.yes')) AS p_churn
  FROM customers WHERE test LIMIT 5;

SELECT bayes_predict('churn', 29, 95.0, 4, 'south', 'monthly', 1,
                     bayes_tokens('price too expensive, want to cancel'))
         AS new_customer,
       bayes_sample('churn', 'yes', 1) AS a_drawn_churner;
