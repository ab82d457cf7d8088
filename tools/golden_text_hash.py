#!/usr/bin/python3
"""Goldens of test/text_hash.test: the hashed vocabulary of the count kinds
(n_features=N), against scikit-learn's pipelines

    HashingVectorizer(n_features=N, alternate_sign=False, norm=None, ...)
        | MultinomialNB / ComplementNB / ComplementNB(norm=True)
    HashingVectorizer(..., binary=True) | BernoulliNB
    HashingVectorizer(...) | TfidfTransformer(norm=None)
        | MultinomialNB / ComplementNB          (the kinds' use_idf=1)

fitted on the train rows of test/data/reuters_text.sql (Reuters-21578 from
Debian's weka package, labelled corn and grain: two tasks), with
predict_log_proba of every test row printed with every digit (repr).
N = 1024 and 4096 (most buckets shared by several terms; unigrams and
character n-grams) and N = 2**16 and 2**18 (most buckets unused: a test text's unseen words fall in buckets no training row
used, which still count, with zero counts, in scikit-learn's smoothing and
scores).

    /usr/bin/python3 tools/golden_text_hash.py > /tmp/hash.tcl

(Debian's python3: scikit-learn 1.2.1, numpy 1.24.)  norm=None: the
HashingVectorizer default, norm='l2', gives fractional rows, not counts.
"""
import os, sqlite3
import sklearn
from sklearn.feature_extraction.text import HashingVectorizer, TfidfTransformer
from sklearn.naive_bayes import BernoulliNB, ComplementNB, MultinomialNB
from sklearn.pipeline import make_pipeline
from sklearn.utils import murmurhash3_32

assert sklearn.__version__ == "1.2.1", sklearn.__version__

# (n_features, bayes_tokens options, HashingVectorizer kwargs)
CASES = [
    (1024, "", dict()),
    (2 ** 18, "ngram_range=1,2", dict(ngram_range=(1, 2))),
    (4096, "analyzer=char_wb ngram_range=2,4",
     dict(analyzer="char_wb", ngram_range=(2, 4))),
    (2 ** 16, "stop_words=english", dict(stop_words="english")),
]
KINDS = [("multinomial_nb", "", MultinomialNB, {}),
         ("complement_nb", "", ComplementNB, {}),
         ("complement_nb", "norm=1", ComplementNB, dict(norm=True)),
         ("bernoulli_nb", "", BernoulliNB, {})]
IDF_KINDS = KINDS[:2]


def pr(head, L):
    print(head + " {")
    for row in L:
        print("  %s %s" % (repr(float(row[0])), repr(float(row[1]))))
    print("}")


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
    # the hash: a few tokens' buckets, for the test's own check of murmur3
    for w in ["wheat", "corn", "the cat", "élève", "a", "ab", "abc", "abcd"]:
        h = murmurhash3_32(w.encode("utf-8"), 0)
        print("do_bucket_golden {%s} %d %d %d" % (w, h, abs(h) % 1024,
                                                   abs(h) % 2 ** 18))
    for task, col in (("corn", 1), ("grain", 2)):
        y = [r[col] for r in train]
        for j, (nf, topts, kwargs) in enumerate(CASES, 1):
            for kind, kopts, cls, ckw in KINDS:
                hv = HashingVectorizer(n_features=nf, alternate_sign=False,
                                       norm=None,
                                       binary=(kind == "bernoulli_nb"),
                                       **kwargs)
                p = make_pipeline(hv, cls(**ckw))
                p.fit(X, y)
                assert list(p.classes_) == [0, 1]
                nused = int((hv.transform(X).sum(0) != 0).sum())
                pr("do_hash_golden %s %d {%s n_features=%d %s} {%s} %d" % (
                    task, j, kind, nf, kopts, topts, nused),
                   p.predict_log_proba(test))
        nf = 2 ** 18
        for kind, kopts, cls, ckw in IDF_KINDS:
            hv = HashingVectorizer(n_features=nf, alternate_sign=False,
                                   norm=None)
            p = make_pipeline(hv, TfidfTransformer(norm=None), cls(**ckw))
            p.fit(X, y)
            nused = int((hv.transform(X).sum(0) != 0).sum())
            pr("do_hash_golden %s idf {%s n_features=%d use_idf=1} {} %d" % (
                task, kind, nf, nused), p.predict_log_proba(test))


if __name__ == "__main__":
    main()
