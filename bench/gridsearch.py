#!/usr/bin/python3
"""bench/gridsearch.py — the one-pass grid search against one plain fit and
against scikit-learn's GridSearchCV.

    /usr/bin/python3 bench/gridsearch.py            # 1,000,000 rows
    BENCH_SCALE=0.1 /usr/bin/python3 bench/gridsearch.py

Data: BENCH_SCALE x 1,000,000 rows x 10 REAL features x 5 classes
(Gaussian, drawn with numpy's RandomState(1), 4 decimals), generated once
into bench/data/grid-s<scale>.db.  Search: gaussian_nb over 20
var_smoothing values (numpy.logspace(-9, 0, 20)), 5 folds by bayes_fold(id,
5), scored by accuracy.  Measured, CPU seconds of this process
(time.process_time; the extension runs inside it, single-threaded):

  fit             SELECT bayes_fit('gaussian_nb', y, x1..x10) FROM grid
  steps 1-3       the statement's fold models (one pass, GROUP BY), merges
                  and 100 bayes_with, without scoring
  grid search     the statement of docs/evaluate.md, end to end: 5 fold
                  models (one pass), 5 merges, 100 bayes_with, 100 x the
                  held-out fold scored (bayes_predict + bayes_metrics)
  indexed         the same after CREATE INDEX on bayes_fold(id, 5) (the
                  index's creation included; dropped afterwards)
  python load     SELECT into numpy arrays (once)
  GridSearchCV    GaussianNB, cv=PredefinedSplit(the same folds),
                  scoring='accuracy', n_jobs=1, refit=False (100 fits of
                  800,000 rows, 100 scorings of 200,000)

Both searches must choose the same candidate (checked, printed).  numpy
runs on Debian's OpenBLAS when LD_PRELOADed as bench/bench does (GaussianNB
hardly uses BLAS).  The Markdown table goes to stdout and to
bench/results-gridsearch-<cpu>.md (scale 1) or bench/data/ (other scales).
"""
import os
import sqlite3
import sys
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SCALE = float(os.environ.get("BENCH_SCALE", "1"))
N = max(int(1000000 * SCALE + 0.5), 1000)
SO = os.environ.get("BAYES_SO", os.path.join(ROOT, "bayes"))
GRID = np.logspace(-9, 0, 20)

sys.path.insert(0, os.path.join(ROOT, "tools"))
sys.path.insert(0, HERE)
import machine                  # noqa: E402  (bench/machine.py)


def connect(path):
    db = sqlite3.connect(path)
    db.enable_load_extension(True)
    db.load_extension(SO)
    db.execute("PRAGMA cache_size=-1000000")
    return db


def generate(path):
    rng = np.random.RandomState(1)
    mu = rng.randn(5, 10) * 2.0 + 10.0 * np.arange(10)
    sd = 0.5 + 2.0 * rng.rand(5, 10)
    y = rng.randint(0, 5, N)
    x = np.round(mu[y] + sd[y] * rng.randn(N, 10), 4)
    db = sqlite3.connect(path + ".tmp")
    db.execute("CREATE TABLE grid(id INTEGER PRIMARY KEY, y INTEGER, %s)"
               % ", ".join("x%d REAL" % (j + 1) for j in range(10)))
    db.executemany("INSERT INTO grid VALUES(%s)" % ",".join("?" * 12),
                   ((i + 1, int(y[i]), *map(float, x[i])) for i in range(N)))
    db.commit()
    db.close()
    os.replace(path + ".tmp", path)


FEATS = ", ".join("x%d" % (j + 1) for j in range(10))
SEARCH = """
WITH grid_values(trial, options) AS (
  SELECT key + 1, value FROM json_each(?1)),
folds AS (
  SELECT bayes_fold(id, 5) AS fold, bayes_fit('gaussian_nb', y, %(f)s) AS model
  FROM grid GROUP BY fold),
train AS MATERIALIZED (
  SELECT fold, (SELECT bayes_merge(model) FROM folds AS o WHERE o.fold <> f.fold) AS model
  FROM folds AS f),
cand AS MATERIALIZED (
  SELECT trial, options, fold, bayes_with(model, options) AS model FROM grid_values, train),
scores AS MATERIALIZED (
  SELECT trial, options, fold,
         (SELECT bayes_metrics(y, bayes_predict(cand.model, %(f)s))
            FROM grid WHERE bayes_fold(id, 5) = cand.fold) AS m
  FROM cand),
trials AS (
  SELECT trial, options, avg(score) AS mean_score,
         sqrt(avg((score - mean) * (score - mean))) AS sd_score
  FROM (SELECT trial, options, m ->> '$.accuracy' AS score,
               avg(m ->> '$.accuracy') OVER (PARTITION BY trial) AS mean FROM scores)
  GROUP BY trial)
SELECT trial, options, mean_score, sd_score,
       rank() OVER (ORDER BY mean_score DESC) AS rank
FROM trials ORDER BY trial
""" % {"f": FEATS}


def cpu(fn):
    t0 = time.process_time()
    r = fn()
    return time.process_time() - t0, r


def main():
    os.makedirs(os.path.join(HERE, "data"), exist_ok=True)
    path = os.path.join(HERE, "data", "grid-s%g.db" % SCALE)
    if not os.path.exists(path):
        print("gridsearch: generating %d rows into %s" % (N, path), file=sys.stderr)
        generate(path)
    db = connect(path)
    grid_json = "[%s]" % ", ".join('"var_smoothing=%r"' % float(v) for v in GRID)
    # warm the page cache
    db.execute("SELECT sum(x1) FROM grid").fetchone()
    t_fit, _ = cpu(lambda: db.execute(
        "SELECT length(bayes_fit('gaussian_nb', y, %s)) FROM grid" % FEATS).fetchone())
    print("gridsearch: fit %.2f s" % t_fit, file=sys.stderr)
    steps = SEARCH.split("scores AS MATERIALIZED")[0].rstrip().rstrip(",") + \
        "\nSELECT count(length(model)) FROM cand"
    t_steps, _ = cpu(lambda: db.execute(steps, (grid_json,)).fetchall())
    print("gridsearch: steps 1-3 %.2f s" % t_steps, file=sys.stderr)
    t_search, rows = cpu(lambda: db.execute(SEARCH, (grid_json,)).fetchall())
    # the same with an index on the fold expression (docs/evaluate.md):
    # no sort for GROUP BY, and each scoring scan reads only its fold
    def indexed():
        db.execute("CREATE INDEX grid_fold ON grid(bayes_fold(id, 5))")
        r = db.execute(SEARCH, (grid_json,)).fetchall()
        return r
    t_indexed, rows_ix = cpu(indexed)
    db.execute("DROP INDEX grid_fold")
    assert [r[2] for r in rows_ix] == [r[2] for r in rows]
    print("gridsearch: SQL search with an index %.2f s" % t_indexed, file=sys.stderr)
    best_sql = min(rows, key=lambda r: (r[4], r[0]))
    print("gridsearch: SQL search %.2f s, best %s" % (t_search, best_sql[1]), file=sys.stderr)

    from sklearn.model_selection import GridSearchCV, PredefinedSplit
    from sklearn.naive_bayes import GaussianNB

    def load():
        cur = db.execute("SELECT id, y, %s FROM grid ORDER BY id" % FEATS)
        a = np.array(cur.fetchall(), dtype=np.float64)
        return a[:, 0].astype(np.int64), a[:, 1].astype(np.int64), a[:, 2:]
    t_load, (ids, y, x) = cpu(load)
    folds = np.array([r[0] for r in db.execute(
        "SELECT bayes_fold(id, 5) FROM grid ORDER BY id")])
    gs = GridSearchCV(GaussianNB(), {"var_smoothing": GRID},
                      cv=PredefinedSplit(folds), scoring="accuracy",
                      n_jobs=1, refit=False)
    t_gs, _ = cpu(lambda: gs.fit(x, y))
    best_py = int(np.argmin(gs.cv_results_["rank_test_score"])) + 1
    same = best_py == best_sql[0]
    worst = max(abs(r[2] - gs.cv_results_["mean_test_score"][r[0] - 1]) for r in rows)
    print("gridsearch: load %.2f s, GridSearchCV %.2f s, best %d" % (t_load, t_gs, best_py),
          file=sys.stderr)

    cpu_name, ncpu = machine.cpu()
    text = []
    text.append("# Grid search in one pass: bayes against GridSearchCV\n")
    text.append("- machine: %s, %d cores (shared: timings are noisy; ratios "
                "within one run are what matter)" % (cpu_name, ncpu))
    text.append("- SQLite %s; scikit-learn %s, numpy %s; CPU seconds "
                "(time.process_time) of one process, one run each"
                % (sqlite3.sqlite_version, __import__("sklearn").__version__,
                   np.__version__))
    text.append("- %d rows x 10 REAL features x 5 classes; gaussian_nb / "
                "GaussianNB over 20 var_smoothing values (logspace(-9, 0, 20)); "
                "5 folds by bayes_fold(id, 5); accuracy" % N)
    text.append("- both choose candidate %d (var_smoothing=%s): %s; largest "
                "difference of a mean score: %.3g\n"
                % (best_py, repr(float(GRID[best_py - 1])),
                   "the same" if same else "NOT THE SAME (bayes chose %d)" % best_sql[0],
                   worst))
    text.append("| what | CPU s | x one fit |")
    text.append("| --- | ---: | ---: |")
    text.append("| bayes: one fit (bayes_fit over every row) | %.2f | 1.0 |" % t_fit)
    text.append("| bayes: fold models, merges and the 100 bayes_with (steps 1-3) | %.2f | %.1f |"
                % (t_steps, t_steps / t_fit))
    text.append("| bayes: the whole grid search (docs/evaluate.md), 20 x 5 | %.2f | %.1f |"
                % (t_search, t_search / t_fit))
    text.append("| bayes: the same, with `CREATE INDEX ... ON grid(bayes_fold(id, 5))` "
                "(its creation included) | %.2f | %.1f |" % (t_indexed, t_indexed / t_fit))
    text.append("| Python: load into numpy | %.2f | %.1f |" % (t_load, t_load / t_fit))
    text.append("| Python: GridSearchCV, 20 x 5 fits and scorings | %.2f | %.1f |"
                % (t_gs, t_gs / t_fit))
    text.append("| Python: load + GridSearchCV | %.2f | %.1f |"
                % (t_load + t_gs, (t_load + t_gs) / t_fit))
    fit_wall = float(np.sum(gs.cv_results_["mean_fit_time"])) * 5
    score_wall = float(np.sum(gs.cv_results_["mean_score_time"])) * 5
    text.append("\nGridSearchCV's own split (cv_results_, wall seconds): %.2f s in its "
                "100 fits, %.2f s scoring. The bayes search scores the same 20 x "
                "%d held-out rows and replaces the 100 fits by one pass "
                "and 100 bayes_with." % (fit_wall, score_wall, N))
    out = "\n".join(text) + "\n"
    sys.stdout.write(out)
    if SCALE == 1.0:
        dest = os.path.join(HERE, "results-gridsearch-%s.md" % machine.slug())
    else:
        dest = os.path.join(HERE, "data", "results-gridsearch-s%g.md" % SCALE)
    with open(dest, "w") as f:
        f.write(out)
    print("gridsearch: wrote %s" % dest, file=sys.stderr)
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
