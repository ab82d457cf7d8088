-- examples/spam.sql — a spam filter with bayes_tokens and multinomial_nb.
--
-- Run from the repository root (`make demo-spam` does this):
--
--     sqlite3 :memory: < examples/spam.sql
--
-- examples/spam.csv holds 300 short synthetic messages (id, label, body;
-- written by tools/make_spam_csv.py with a fixed seed).  Every 4th message
-- is held out; multinomial_nb and bernoulli_nb are trained on the rest from
-- bayes_tokens(body), stored in bayes_models, and scored by name.  Printed:
-- bayes_metrics of the held-out messages (precision, recall and F1 of the
-- class 'spam', log loss, ROC AUC, the confusion matrix), the
-- most telling words per class (bayes_info's telling_terms and
-- bayes_params), the explanation of one message (bayes_explain), and a few
-- messages written for the occasion.

.bail on
.load ./bayes
SELECT bayes_models_install();      -- the model table: prints created (or refreshed)

CREATE TABLE mail(id INTEGER PRIMARY KEY, label TEXT NOT NULL, body TEXT NOT NULL);
.import --csv --skip 1 examples/spam.csv mail
ALTER TABLE mail ADD COLUMN test INTEGER NOT NULL DEFAULT 0;
UPDATE mail SET test = (id % 4 = 0);

INSERT OR REPLACE INTO bayes_models(name, model)
  SELECT 'spam_mnb', bayes_fit('multinomial_nb alpha=1', label, bayes_tokens(body))
  FROM mail WHERE NOT test;
INSERT OR REPLACE INTO bayes_models(name, model)
  SELECT 'spam_bnb', bayes_fit('bernoulli_nb alpha=1', label, bayes_tokens(body))
  FROM mail WHERE NOT test;

.mode box
SELECT 'training rows' AS what, count(*) AS n FROM mail WHERE NOT test
UNION ALL SELECT 'held-out rows', count(*) FROM mail WHERE test
UNION ALL SELECT 'vocabulary', json_array_length(json_extract(bayes_info('spam_mnb'), '$.vocabulary'));

-- Held-out metrics for both models: bayes_metrics over bayes_proba gives
-- accuracy, per-class precision / recall / F1, log loss and ROC AUC.
CREATE TEMP TABLE metrics AS
SELECT m.name, bayes_metrics(mail.label, bayes_proba(m.name, bayes_tokens(mail.body))) AS m
FROM mail, (SELECT 'spam_mnb' AS name UNION ALL SELECT 'spam_bnb') AS m
WHERE mail.test
GROUP BY m.name;
SELECT name AS model,
       CAST(round((m ->> '$.n') * (m ->> '$.accuracy')) AS INTEGER) AS correct,
       m ->> '$.n' AS n,
       round(m ->> '$.per_class.spam.precision', 3) AS precision,
       round(m ->> '$.per_class.spam.recall', 3) AS recall,
       round(m ->> '$.per_class.spam.f1', 3) AS f1,
       printf('%.4f', m ->> '$.log_loss') AS log_loss,
       printf('%.4f', m ->> '$.roc_auc') AS roc_auc
FROM metrics ORDER BY name DESC;

-- The confusion matrix of spam_mnb (rows: actual, columns: predicted).
SELECT key AS actual, value ->> 'ham' AS ham, value ->> 'spam' AS spam
FROM metrics, json_each(metrics.m, '$.confusion') WHERE name = 'spam_mnb';

-- The most telling words per class: highest log p(w|class) - log p(w|other).
SELECT key AS class, group_concat(value, ' ') AS most_telling_words
FROM (SELECT t.key, w.value
      FROM json_each(json_extract(bayes_info('spam_mnb'), '$.telling_terms')) AS t,
           json_each(t.value) AS w)
GROUP BY key;

-- The words that most indicate spam, from bayes_params: log theta(spam) -
-- log theta(ham).
SELECT s.feature AS word, printf('%.3f', s.log_prob - h.log_prob) AS lift
FROM bayes_params('spam_mnb') AS s JOIN bayes_params('spam_mnb') AS h
  ON h.feature = s.feature AND s.label = 'spam' AND h.label = 'ham'
ORDER BY s.log_prob - h.log_prob DESC, word LIMIT 8;

-- Why is this message spam?  bayes_explain's parts of the log odds of the
-- predicted class against the other; with the prior they add up to log_odds.
SELECT e ->> '$.class' AS class, f.value ->> 'feature' AS word,
       printf('%+.3f', f.value ->> 'contribution') AS contribution,
       printf('%.3f', e ->> '$.log_odds') AS log_odds,
       printf('%+.3f', e ->> '$.prior') AS prior
FROM (SELECT bayes_explain('spam_mnb', bayes_tokens('Free cash prize, click here now')) AS e),
     json_each(e, '$.features') AS f
ORDER BY f.value ->> 'contribution' DESC;

-- New messages.
SELECT body,
       bayes_predict('spam_mnb', bayes_tokens(body)) AS predicted,
       round(json_extract(bayes_proba('spam_mnb', bayes_tokens(body)), '$.spam'), 4) AS p_spam
FROM (SELECT 'Free cash prize, click here now' AS body
      UNION ALL SELECT 'Can we move the budget meeting to friday?'
      UNION ALL SELECT 'Free offer for the team lunch today'
      UNION ALL SELECT 'Unknown words only: zebra quantum');
