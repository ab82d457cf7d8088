#!/usr/bin/python3
"""Goldens of test/tokens_options.test: scikit-learn's CountVectorizer with
each option bayes_tokens(text, options) takes, and the pipeline
CountVectorizer(ngram_range=(1,2)) | MultinomialNB on a small corpus.

    /usr/bin/python3 tools/golden_tokens_options.py > /tmp/golden.tcl

(Debian's python3 with scikit-learn 1.2.1.)  Prints Tcl lines to paste
into test/tokens_options.test:

    do_tokens_golden NAME TEXTS OPTIONS GOLDEN

TEXTS and GOLDEN are JSON (UTF-8; control characters escaped): the texts as an array; the
golden as an array of bags, one per text, each the row of
CountVectorizer(**kwargs).fit_transform(texts) as {term: count} (the
vectorizer is fitted on all the texts of a case, so each bag is exactly
its row of the document-term matrix).  The bags are also checked here
against build_analyzer() counted by hand.

Then the MultinomialNB golden: the training rows and test texts as SQL,
and predict_proba of each test text with every digit (repr).
"""
import csv, json, os, sys
from collections import Counter
import sklearn
from sklearn.feature_extraction.text import CountVectorizer
from sklearn.naive_bayes import BernoulliNB, ComplementNB, MultinomialNB
from sklearn.pipeline import make_pipeline

assert sklearn.__version__ == "1.2.1", sklearn.__version__

TEXTS = [
    "The quick brown fox jumps over the lazy dog. The dog sleeps; the fox runs!",
    "Héllo wörld! ÉCOLE élève — Straße, ŁÓDŹ; καλημέρα ΚΑΛΗΜΕΡΑ Привет МИР мир 日本語 テキスト ＡＢＣ",
    "e-mail: don't stop!!! a.b.c 3.14 x_y __init__ (parens) [brackets] \"quoted\" 'single' back\\slash",
    "this is not the end of the world, it is only the beginning of the end",
    "tab\there  two spaces\n\nnew lines\r\n end\t\tof  text ",
    "",
    "!!! ?? ...",
    "a b c d e f",
    "42 007 1,000,000 and 3 4",
    "spam spam spam eggs spam and spam",
    "NASA nasa Nasa NaSa",
    "I \u2764 SQLite \U0001F389\U0001F389 non\u00a0breaking\u3000space\u2003em",
    "x",
    "vertical\x0btab form\x0cfeed\x1cfile\x1fsep\x85nel  The END of it",
]

# (bayes_tokens options, CountVectorizer kwargs)
CASES = [
    ("", {}),
    ("ngram_range=1,2", dict(ngram_range=(1, 2))),
    ("ngram_range=(2, 3)", dict(ngram_range=(2, 3))),
    ("ngram_range=1,5", dict(ngram_range=(1, 5))),
    ("stop_words=english", dict(stop_words="english")),
    ("ngram_range=1,3 stop_words=english", dict(ngram_range=(1, 3), stop_words="english")),
    ('stop_words=["the", "is", "dog", "of"] ngram_range=2,2',
     dict(stop_words=["the", "is", "dog", "of"], ngram_range=(2, 2))),
    ("lowercase=0", dict(lowercase=False)),
    ("lowercase=0 ngram_range=1,2", dict(lowercase=False, ngram_range=(1, 2))),
    ("lowercase=0 stop_words=english ngram_range=1,2",
     dict(lowercase=False, stop_words="english", ngram_range=(1, 2))),
    ("binary=1 ngram_range=1,2", dict(binary=True, ngram_range=(1, 2))),
    (r"token_pattern=(?u)\b\w+\b", dict(token_pattern=r"(?u)\b\w+\b")),
    (r"token_pattern=\b\w+\b ngram_range=1,2 stop_words=english",
     dict(token_pattern=r"\b\w+\b", ngram_range=(1, 2), stop_words="english")),
    (r"token_pattern=\S+", dict(token_pattern=r"\S+")),
    (r"token_pattern=(?u)\S+ lowercase=0 ngram_range=1,2",
     dict(token_pattern=r"(?u)\S+", lowercase=False, ngram_range=(1, 2))),
    ("analyzer=char", dict(analyzer="char")),
    ("analyzer=char ngram_range=1,3", dict(analyzer="char", ngram_range=(1, 3))),
    ("analyzer=char ngram_range=2,2 lowercase=0 binary=1",
     dict(analyzer="char", ngram_range=(2, 2), lowercase=False, binary=True)),
    ("analyzer=char_wb", dict(analyzer="char_wb")),
    ("analyzer=char_wb ngram_range=2,5", dict(analyzer="char_wb", ngram_range=(2, 5))),
    ("analyzer=char_wb ngram_range=3,6 lowercase=0",
     dict(analyzer="char_wb", ngram_range=(3, 6), lowercase=False)),
]


def bags(kwargs, texts):
    v = CountVectorizer(**kwargs)
    X = v.fit_transform(texts).tocsr()
    names = v.get_feature_names_out()
    out = []
    an = v.build_analyzer()
    for i, t in enumerate(texts):
        row = X[i]
        b = {names[j]: int(c) for j, c in zip(row.indices, row.data)}
        c = Counter(an(t))
        if kwargs.get("binary"):
            c = {k: 1 for k in c}
        assert b == dict(c), (kwargs, t)
        out.append(dict(sorted(b.items())))
    return out


def dumps(x):
    """JSON, UTF-8, with characters past U+FFFF as surrogate-pair escapes
    (Tcl 8.6 reads only the BMP from a source file; SQLite's JSON decodes
    the pairs)"""
    s = json.dumps(x, ensure_ascii=False, separators=(",", ":"))
    def esc(c):
        o = ord(c) - 0x10000
        return "\\u%04x\\u%04x" % (0xD800 + (o >> 10), 0xDC00 + (o & 0x3FF))
    return "".join(esc(c) if ord(c) > 0xFFFF else c for c in s)


def main():
    texts_json = dumps(TEXTS)
    assert "{" not in texts_json and "}" not in texts_json
    print("set tg_texts {%s}" % texts_json)
    for k, (opts, kwargs) in enumerate(CASES, 1):
        g = dumps(bags(kwargs, TEXTS))
        print("do_tokens_golden 1.%d {%s} {%s}" % (k, opts, g))

    # CountVectorizer(ngram_range=(1,2)) | MultinomialNB on examples/spam.csv
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "..", "examples", "spam.csv")) as f:
        rows = list(csv.DictReader(f))
    train = [r for r in rows if int(r["id"]) % 5 != 0][:60]
    test = [r for r in rows if int(r["id"]) % 5 == 0][:12]
    X = [r["body"] for r in train]
    y = [r["label"] for r in train]
    T = [r["body"] for r in test]
    pipes = {
        "multinomial_nb": make_pipeline(CountVectorizer(ngram_range=(1, 2)),
                                        MultinomialNB()),
        "complement_nb": make_pipeline(CountVectorizer(ngram_range=(1, 2)),
                                       ComplementNB()),
        "bernoulli_nb": make_pipeline(CountVectorizer(ngram_range=(1, 2)),
                                      BernoulliNB()),
    }
    for p in pipes.values():
        p.fit(X, y)
    pipe = pipes["multinomial_nb"]
    print("# CountVectorizer(ngram_range=(1,2)) | *NB(): %d rows, "
          "%d terms" % (len(train), len(pipe[0].vocabulary_)))
    def q(s):
        return "'" + s.replace("'", "''") + "'"
    print("db eval {CREATE TABLE nb_train(y TEXT, body TEXT)}")
    print("db eval {INSERT INTO nb_train VALUES")
    print(",\n".join("  (%s, %s)" % (q(r["label"]), q(r["body"])) for r in train)
          + "}")
    print("db eval {CREATE TABLE nb_test(id INTEGER PRIMARY KEY, body TEXT)}")
    print("db eval {INSERT INTO nb_test VALUES")
    print(",\n".join("  (%d, %s)" % (i, q(r["body"])) for i, r in enumerate(test, 1))
          + "}")
    print("set nb_classes {%s}" % " ".join(pipe.classes_))
    print("set nb_terms %d" % len(pipe[0].vocabulary_))
    for kind, p in pipes.items():
        assert list(p.classes_) == list(pipe.classes_)
        print("set nb_log_proba(%s) {" % kind)
        for row in p.predict_log_proba(T):
            print("  {%s}" % " ".join(repr(float(x)) for x in row))
        print("}")


main()
