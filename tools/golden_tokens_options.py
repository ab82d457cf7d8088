#!/usr/bin/python3
"""Goldens of test/tokens_options.test: scikit-learn's CountVectorizer with
each option bayes_tokens(text, options) takes, and the pipeline
CountVectorizer(ngram_range=(1,2)) | MultinomialNB on a small corpus.

    /usr/bin/python3 tools/golden_tokens_options.py > /tmp/golden.tcl
    /usr/bin/python3 tools/golden_tokens_options.py reuters > /tmp/reuters.tcl

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


# ---------------------------------------------------------------- Reuters
# Two real corpora from a Debian package: weka's examples ReutersCorn and
# ReutersGrain (Reuters-21578, ModApte; the same texts, labelled corn / not
# and grain / not).  A subset, each text cut to its first 600 characters,
# is written to test/data/reuters_text.sql; the goldens are the pipelines
# CountVectorizer(options) | MultinomialNB / ComplementNB / BernoulliNB,
# fitted on the train rows, predict_log_proba of the test rows.
ARFF = "/usr/share/doc/weka/examples/Reuters%s-%s.arff"
REUTERS_CASES = [
    ("", {}),
    ("ngram_range=1,2 stop_words=english", dict(ngram_range=(1, 2), stop_words="english")),
    ("analyzer=char_wb ngram_range=2,4", dict(analyzer="char_wb", ngram_range=(2, 4))),
    (r"binary=1 ngram_range=1,3 token_pattern=\b\w+\b lowercase=0",
     dict(binary=True, ngram_range=(1, 3), token_pattern=r"\b\w+\b", lowercase=False)),
]


def read_arff(path):
    out = []
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    data = lines.index("@data")
    for line in lines[data + 1:]:
        if not line.strip():
            continue
        text, label = line.rsplit(",", 1)
        assert text[0] == "'" and text[-1] == "'", line[:80]
        t, i, raw = [], 0, text[1:-1]
        while i < len(raw):
            c = raw[i]
            if c == "\\":
                n = raw[i + 1]
                t.append({"n": "\n", "t": "\t", "r": "\r"}.get(n, n))
                i += 2
            else:
                t.append(c)
                i += 1
        out.append(("".join(t), int(label)))
    return out


def reuters():
    here = os.path.dirname(os.path.abspath(__file__))
    split = {}
    for part in ("train", "test"):
        corn = read_arff(ARFF % ("Corn", part))
        grain = read_arff(ARFF % ("Grain", part))
        assert [t for t, _ in corn] == [t for t, _ in grain]
        rows = [(t[:600], c, g) for (t, c), (_, g) in zip(corn, grain)]
        pos = [r for r in rows if r[1] or r[2]]
        neg = [r for r in rows if not (r[1] or r[2])]
        n_neg = 200 if part == "train" else 30
        split[part] = pos[:110 if part == "train" else 30] + neg[:n_neg]
    def q(s):
        return "'" + s.replace("'", "''") + "'"
    path = os.path.join(here, "..", "test", "data", "reuters_text.sql")
    with open(path, "w", encoding="utf-8") as f:
        f.write("-- test/data/reuters_text.sql: written by "
                "tools/golden_tokens_options.py reuters.\n"
                "-- Reuters-21578 (ModApte) from Debian's weka package "
                "(/usr/share/doc/weka/examples/ReutersCorn-*.arff and\n"
                "-- ReutersGrain-*.arff: the same texts, labelled corn and "
                "grain): the first positive texts (corn or grain) and\n"
                "-- the first negatives, each cut to its first 600 "
                "characters.  Table reuters(id, split, corn, grain, body).\n")
        f.write("CREATE TABLE reuters(id INTEGER PRIMARY KEY, split TEXT, "
                "corn INTEGER, grain INTEGER, body TEXT);\n")
        k = 0
        for part in ("train", "test"):
            for t, c, g in split[part]:
                k += 1
                f.write("INSERT INTO reuters VALUES(%d,'%s',%d,%d,%s);\n"
                        % (k, part, c, g, q(t)))
    print("# Reuters: %d train rows (corn %d, grain %d), %d test rows"
          % (len(split["train"]), sum(r[1] for r in split["train"]),
             sum(r[2] for r in split["train"]), len(split["test"])))
    X = [r[0] for r in split["train"]]
    T = [r[0] for r in split["test"]]
    kinds = [("multinomial_nb", MultinomialNB), ("complement_nb", ComplementNB),
             ("bernoulli_nb", BernoulliNB)]
    for task, col in (("corn", 1), ("grain", 2)):
        y = [r[col] for r in split["train"]]
        for j, (opts, kwargs) in enumerate(REUTERS_CASES, 1):
            for kind, cls in kinds:
                p = make_pipeline(CountVectorizer(**kwargs), cls())
                p.fit(X, y)
                assert list(p.classes_) == [0, 1]
                L = p.predict_log_proba(T)
                print("do_reuters_golden %s %d %s {%s} %d {" % (
                    task, j, kind, opts, len(p[0].vocabulary_)))
                for row in L:
                    print("  %s %s" % (repr(float(row[0])), repr(float(row[1]))))
                print("}")


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "reuters":
        reuters()
    else:
        main()
