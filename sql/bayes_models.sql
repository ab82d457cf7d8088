-- sql/bayes_models.sql — the model table of the bayes extension.
--
--   sqlite> .load ./bayes
--   sqlite> .read sql/bayes_models.sql
--   sqlite> INSERT INTO bayes_models(name, model)
--      ...>   SELECT 'iris', bayes_fit('gaussian_nb', species, sl, sw, pl, pw)
--      ...>   FROM iris;
--   sqlite> SELECT bayes_predict('iris', 5.1, 3.5, 1.4, 0.2);
--
-- The scoring functions accept a model's name in place of its BLOB and look
-- it up here (in the calling connection's bayes_models).  Re-running this
-- file is harmless.

CREATE TABLE IF NOT EXISTS bayes_models(
  name    TEXT PRIMARY KEY,                 -- what scoring functions are given
  model   BLOB NOT NULL,                    -- the output of bayes_fit/bayes_merge
  created TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP   -- UTC, when inserted
);

-- One row per stored model with what bayes_info() says about it.  Needs
-- the extension loaded when queried (not when created).
CREATE VIEW IF NOT EXISTS bayes_models_info AS
SELECT name,
       json_extract(info, '$.kind')       AS kind,
       json_extract(info, '$.n_features') AS n_features,
       json_extract(info, '$.n_rows')     AS n_rows,
       json_array_length(info, '$.classes') AS n_classes,
       length(model)                      AS bytes,
       created
FROM (SELECT name, model, created, bayes_info(model) AS info FROM bayes_models);

-- One row per (model, class): label, training rows and prior.
CREATE VIEW IF NOT EXISTS bayes_models_classes AS
SELECT m.name,
       json_extract(c.value, '$.label') AS label,
       json_extract(c.value, '$.count') AS count,
       json_extract(c.value, '$.prior') AS prior
FROM bayes_models AS m, json_each(bayes_info(m.model), '$.classes') AS c;
