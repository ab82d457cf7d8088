// presets.js — the SQL behind the playground's preset buttons.
//
// Each preset: {id, group, title, sql, needs?}.  `needs` names SQL
// functions that must exist (pragma_function_list) for the button to be
// shown.  The iris presets train on 4 rows of 5 and score the 5th
// (rowid % 5 = 0, 30 flowers); a query with columns `actual` and
// `predicted` is drawn as a confusion matrix, and a column holding
// bayes_proba's JSON as bars.

const IRIS4 = 'sepal_length, sepal_width, petal_length, petal_width';

// How each kind is given the iris measurements: the continuous kinds take
// them as they are; the count kinds take them as (non-negative) amounts;
// bernoulli_nb takes four yes/no questions; categorical_nb, tan and aode
// the measurements rounded to whole centimetres, as categories (tan and
// aode also count pairs of them: beyond the naive assumption).
export const IRIS_FEATURES = {
  gaussian_nb: IRIS4,
  lda: IRIS4,
  qda: IRIS4,
  multinomial_nb: IRIS4,
  complement_nb: IRIS4,
  bernoulli_nb: 'sepal_length > 5.8, sepal_width > 3.0, petal_length > 2.5, petal_width > 1.7',
  categorical_nb: 'round(sepal_length), round(sepal_width), round(petal_length), round(petal_width)',
  tan: 'round(sepal_length), round(sepal_width), round(petal_length), round(petal_width)',
  aode: 'round(sepal_length), round(sepal_width), round(petal_length), round(petal_width)',
};

export const KINDS = Object.keys(IRIS_FEATURES);

export function irisTrainSql(kind) {
  const f = IRIS_FEATURES[kind];
  return `-- ${kind} on iris: train on 4 rows of 5, store the model as 'iris_${kind}',
-- then score the 30 held-out flowers (rowid % 5 = 0).
INSERT OR REPLACE INTO bayes_models(name, model)
SELECT 'iris_${kind}', bayes_fit('${kind}', species, ${f})
FROM iris WHERE rowid % 5 <> 0;

SELECT rowid AS id, species AS actual,
       bayes_predict('iris_${kind}', ${f}) AS predicted,
       bayes_proba('iris_${kind}', ${f}) AS posterior
FROM iris WHERE rowid % 5 = 0;`;
}

const SPAM_SPLIT = `-- every 4th message is held out
INSERT OR REPLACE INTO bayes_models(name, model)
SELECT 'spam_KIND', bayes_fit('KIND', label, bayes_tokens(body))
FROM spam WHERE id % 4 <> 0;

SELECT id, label AS actual,
       bayes_predict('spam_KIND', bayes_tokens(body)) AS predicted,
       bayes_proba('spam_KIND', bayes_tokens(body)) AS posterior,
       body
FROM spam WHERE id % 4 = 0;`;

export const PRESETS = [
  ...KINDS.map((k) => ({ id: 'iris-' + k, group: 'Train on iris', title: k, sql: irisTrainSql(k) })),
  ...['multinomial_nb', 'complement_nb', 'bernoulli_nb'].map((k) => ({
    id: 'spam-' + k, group: 'Train on spam', title: k,
    sql: `-- ${k} on the spam messages, from bayes_tokens(body);\n` + SPAM_SPLIT.replaceAll('KIND', k),
  })),
  {
    id: 'score-new', group: 'Score', title: 'new flowers',
    sql: `-- Score flowers that are not in the data with every stored iris model
-- (train a kind first).  The last one is no iris at all: see its evidence.
WITH v(sl, sw, pl, pw) AS (
  VALUES (5.0, 3.4, 1.5, 0.2), (6.0, 2.8, 4.6, 1.5), (6.3, 2.9, 5.0, 1.7), (9.9, 9.9, 0.1, 9.9))
SELECT m.name AS model, sl, sw, pl, pw,
       bayes_predict(m.name, sl, sw, pl, pw) AS predicted,
       bayes_proba(m.name, sl, sw, pl, pw) AS posterior,
       round(bayes_evidence(m.name, sl, sw, pl, pw), 2) AS log_evidence
FROM bayes_models AS m, v
WHERE m.name IN ('iris_gaussian_nb', 'iris_lda', 'iris_qda')
ORDER BY m.name;`,
  },
  {
    id: 'score-text', group: 'Score', title: 'new messages',
    sql: `-- Score messages written for the occasion (train on spam first).
SELECT m.name AS model, body,
       bayes_predict(m.name, bayes_tokens(body)) AS predicted,
       bayes_proba(m.name, bayes_tokens(body)) AS posterior
FROM bayes_models AS m,
     (SELECT 'Free cash prize, click here now' AS body
      UNION ALL SELECT 'Can we move the budget meeting to friday?'
      UNION ALL SELECT 'Free offer for the team lunch today')
WHERE m.name LIKE 'spam_%'
ORDER BY m.name;`,
  },
  {
    id: 'accuracy', group: 'Score', title: 'accuracy by model',
    sql: `-- Held-out accuracy of every stored iris model.
SELECT m.name AS model, m.kind,
       sum(i.species = bayes_predict(m.name, ${IRIS4})) AS correct,
       count(*) AS n
FROM bayes_models_info AS m, iris AS i
WHERE i.rowid % 5 = 0 AND m.name IN ('iris_gaussian_nb', 'iris_lda', 'iris_qda',
                                     'iris_multinomial_nb', 'iris_complement_nb')
GROUP BY m.name ORDER BY m.name;`,
  },
  {
    id: 'models', group: 'Models', title: 'stored models',
    sql: 'SELECT * FROM bayes_models_info;',
  },
  {
    id: 'info', group: 'Models', title: 'bayes_info',
    sql: `-- What a model holds (train iris gaussian_nb first).
SELECT bayes_info('iris_gaussian_nb') AS info;`,
  },
  {
    id: 'metrics', group: 'Models', title: 'bayes_metrics', needs: ['bayes_metrics'],
    sql: `-- Quality measures of a model on the held-out rows (train iris lda first):
-- from the predicted labels, then from the probabilities (adds log loss,
-- Brier score, ROC AUC).
SELECT 'labels' AS from_, bayes_metrics(species, bayes_predict('iris_lda', ${IRIS4})) AS metrics
FROM iris WHERE rowid % 5 = 0
UNION ALL
SELECT 'probabilities', bayes_metrics(species, bayes_proba('iris_lda', ${IRIS4}))
FROM iris WHERE rowid % 5 = 0;`,
  },
  {
    id: 'explain', group: 'Models', title: 'bayes_explain', needs: ['bayes_explain'],
    sql: `-- Why a model decided as it did, feature by feature (train iris gaussian_nb first).
SELECT rowid AS id, species,
       bayes_explain('iris_gaussian_nb', ${IRIS4}) AS explanation
FROM iris WHERE rowid % 5 = 0 LIMIT 5;`,
  },
  {
    id: 'blend', group: 'Models', title: 'bayes_blend', needs: ['bayes_blend', 'bayes_metrics'],
    sql: `-- Two models' probabilities averaged (soft voting), beside each model alone,
-- on the held-out rows (train iris gaussian_nb and lda first).
WITH held AS (
  SELECT species, bayes_proba('iris_gaussian_nb', ${IRIS4}) AS g,
         bayes_proba('iris_lda', ${IRIS4}) AS l
  FROM iris WHERE rowid % 5 = 0)
SELECT 'gaussian_nb' AS model, round(bayes_metrics(species, g) ->> '$.log_loss', 4) AS log_loss,
       bayes_metrics(species, g) ->> '$.accuracy' AS accuracy FROM held
UNION ALL
SELECT 'lda', round(bayes_metrics(species, l) ->> '$.log_loss', 4),
       bayes_metrics(species, l) ->> '$.accuracy' FROM held
UNION ALL
SELECT 'blend 1:1', round(bayes_metrics(species, bayes_blend(g, 1, l, 1)) ->> '$.log_loss', 4),
       bayes_metrics(species, bayes_blend(g, 1, l, 1)) ->> '$.accuracy' FROM held;`,
  },
  {
    id: 'functions', group: 'Models', title: 'functions',
    sql: `SELECT name, narg, type FROM pragma_function_list WHERE name LIKE 'bayes%' ORDER BY name, narg;`,
  },
];
