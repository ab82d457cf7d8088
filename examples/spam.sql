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
-- precision and recall of the class 'spam' on the held-out messages, the
-- most telling words per class (bayes_info's telling_terms), and a few
-- messages written for the occasion.

.bail on
.load ./bayes
.read sql/bayes_models.sql

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

-- Precision and recall of 'spam' on the held-out rows, for both models.
WITH scored AS (
  SELECT m.name, mail.label AS truth, bayes_predict(m.name, bayes_tokens(mail.body)) AS guess
  FROM mail, (SELECT 'spam_mnb' AS name UNION ALL SELECT 'spam_bnb') AS m
  WHERE mail.test
)
SELECT name AS model,
       sum(guess = truth) AS correct, count(*) AS n,
       round(1.0*sum(guess='spam' AND truth='spam') / max(sum(guess='spam'),1), 3) AS precision,
       round(1.0*sum(guess='spam' AND truth='spam') / max(sum(truth='spam'),1), 3) AS recall
FROM scored GROUP BY name ORDER BY name DESC;

-- The most telling words per class: highest log p(w|class) - log p(w|other).
SELECT key AS class, group_concat(value, ' ') AS most_telling_words
FROM (SELECT t.key, w.value
      FROM json_each(json_extract(bayes_info('spam_mnb'), '$.telling_terms')) AS t,
           json_each(t.value) AS w)
GROUP BY key;

-- New messages.
SELECT body,
       bayes_predict('spam_mnb', bayes_tokens(body)) AS predicted,
       round(json_extract(bayes_proba('spam_mnb', bayes_tokens(body)), '$.spam'), 4) AS p_spam
FROM (SELECT 'Free cash prize, click here now' AS body
      UNION ALL SELECT 'Can we move the budget meeting to friday?'
      UNION ALL SELECT 'Free offer for the team lunch today'
      UNION ALL SELECT 'Unknown words only: zebra quantum');
