#!/usr/bin/python3
"""Goldens of test/text_limits.test: document-frequency limits and a
bounded vocabulary (min_df, max_df, max_features) of the count kinds,
against scikit-learn's pipelines

    CountVectorizer(min_df, max_df, max_features, ...) | MultinomialNB
    CountVectorizer(...)                               | ComplementNB
    CountVectorizer(..., binary=True)                  | BernoulliNB

fitted on the train rows of test/data/reuters_text.sql (Reuters-21578 from
Debian's weka package, labelled corn and grain: two tasks), with
predict_log_proba of every test row printed with every digit (repr).
Then tf-idf: TfidfVectorizer(norm=None, ...) | MultinomialNB / ComplementNB
(the kinds' use_idf, one pass), and TfidfVectorizer(norm, sublinear_tf,
smooth_idf) | MultinomialNB / ComplementNB (the two-pass SQL of
docs/text.md).

    /usr/bin/python3 tools/golden_text_limits.py > /tmp/limits.tcl

(Debian's python3: scikit-learn 1.2.1, numpy 1.24.)  BernoulliNB's
vectorizer is binary: bernoulli_nb stores the rows that had a term, not
its total count, so max_features ranks its terms by document count, which
is CountVectorizer(binary=True)'s term frequency.  Ties at the
max_features cut are broken by numpy's argsort (quicksort): the script
reports how many cases a stable sort would have decided differently, to
show that the goldens test the tie-breaking.
"""
import os, sqlite3, sys
import numpy as np
import sklearn
from sklearn.feature_extraction.text import CountVectorizer, TfidfVectorizer
from sklearn.naive_bayes import BernoulliNB, ComplementNB, MultinomialNB
from sklearn.pipeline import make_pipeline

assert sklearn.__version__ == "1.2.1", sklearn.__version__

# (bayes spec options, bayes_tokens options, CountVectorizer kwargs)
CASES = [
    ("min_df=2", "", dict(min_df=2)),
    ("min_df=0.01 max_df=0.5", "", dict(min_df=0.01, max_df=0.5)),
    ("max_features=500", "", dict(max_features=500)),
    ("min_df=2 max_df=40 max_features=300", "ngram_range=1,2",
     dict(min_df=2, max_df=40, max_features=300, ngram_range=(1, 2))),
]
# tf-idf in one pass (the model's use_idf: TfidfVectorizer(norm=None))
IDF_CASES = [
    ("use_idf=1", dict()),
    ("use_idf=1 smooth_idf=0", dict(smooth_idf=False)),
    ("use_idf=1 min_df=2 max_features=300", dict(min_df=2, max_features=300)),
]
# tf-idf in two passes (SQL: test/text_limits.test's tfidf view, whose
# norm and tf are given by NORM and SUBLINEAR): TfidfVectorizer(**kwargs)
SQL_CASES = [
    ("l2", 0, dict()),
    ("l1", 0, dict(norm="l1")),
    ("l2", 1, dict(sublinear_tf=True)),
    ("l2", 0, dict(smooth_idf=False)),
]
KINDS = [("multinomial_nb", MultinomialNB), ("complement_nb", ComplementNB),
         ("bernoulli_nb", BernoulliNB)]


def stable_differs(X, kwargs, binary):
    """1 if a stable sort would keep other terms than scikit-learn did"""
    if "max_features" not in kwargs:
        return 0
    kw = dict(kwargs, binary=binary)
    lim = kw.pop("max_features")
    full = CountVectorizer(**kw).fit(X)
    names = full.get_feature_names_out()
    tf = np.asarray(full.transform(X).sum(0)).ravel()
    order = sorted(range(len(names)), key=lambda i: (-tf[i], names[i]))
    stable = set(names[i] for i in order[:lim])
    kept = set(CountVectorizer(**dict(kwargs, binary=binary)).fit(X).vocabulary_)
    return int(stable != kept)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    db = sqlite3.connect(":memory:")
    with open(os.path.join(here, "..", "test", "data", "reuters_text.sql"),
              encoding="utf-8") as f:
        db.executescript(f.read())
    train = db.execute("SELECT body, corn, grain FROM reuters "
                       "WHERE split = 'train' ORDER BY id").fetchall()
    test = [r[0] for r in db.execute("SELECT body FROM reuters "
                                     "WHERE split = 'test' ORDER BY id")]
    X = [r[0] for r in train]
    for spec, topts, kwargs in CASES:
        for binary in (False, True):
            print("# %s (binary=%s): a stable sort would differ: %d"
                  % (spec, binary, stable_differs(X, kwargs, binary)))
    for task, col in (("corn", 1), ("grain", 2)):
        y = [r[col] for r in train]
        for j, (spec, topts, kwargs) in enumerate(CASES, 1):
            for kind, cls in KINDS:
                kw = dict(kwargs, binary=(kind == "bernoulli_nb"))
                p = make_pipeline(CountVectorizer(**kw), cls())
                p.fit(X, y)
                assert list(p.classes_) == [0, 1]
                L = p.predict_log_proba(test)
                print("do_limits_golden %s %d %s {%s} {%s} %d {" % (
                    task, j, kind, spec, topts, len(p[0].vocabulary_)))
                for row in L:
                    print("  %s %s" % (repr(float(row[0])), repr(float(row[1]))))
                print("}")
        for j, (spec, kwargs) in enumerate(IDF_CASES, 1):
            for kind, cls in KINDS[:2]:
                p = make_pipeline(TfidfVectorizer(norm=None, **kwargs), cls())
                p.fit(X, y)
                L = p.predict_log_proba(test)
                print("do_idf_golden %s %d %s {%s} %d {" % (
                    task, j, kind, spec, len(p[0].vocabulary_)))
                for row in L:
                    print("  %s %s" % (repr(float(row[0])), repr(float(row[1]))))
                print("}")
        for j, (norm, sub, kwargs) in enumerate(SQL_CASES, 1):
            for kind, cls in KINDS[:2]:
                p = make_pipeline(TfidfVectorizer(**kwargs), cls())
                p.fit(X, y)
                L = p.predict_log_proba(test)
                print("do_tfidf_sql_golden %s %d %s %s %d %d {" % (
                    task, j, kind, norm, sub,
                    int(kwargs.get("smooth_idf", True))))
                for row in L:
                    print("  %s %s" % (repr(float(row[0])), repr(float(row[1]))))
                print("}")


if __name__ == "__main__":
    main()
