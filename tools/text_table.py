#!/usr/bin/python3
"""The table of docs/text.md: accuracy, F1 of the positive class and model
size for bayes_tokens options and the three count kinds on the full
Reuters-21578 corn and grain sets of Debian's weka package (ModApte:
1,554 train and 604 test texts).

    /usr/bin/python3 tools/text_table.py [./bayes.so]
    /usr/bin/python3 tools/text_table.py ./bayes.so limits
    /usr/bin/python3 tools/text_table.py ./bayes.so hash

(Debian's python3: its sqlite3 loads extensions.)  Prints a markdown table;
with "limits", the table of docs/text.md's df limits and tf-idf: the kinds'
spec options min_df, max_df, max_features, use_idf on unigram bags; with
"hash", the table of docs/text.md's hashed vocabulary: unigrams, bigrams,
min_df, max_features and n_features (HashingVectorizer's buckets) side by
side, accuracy and F1 of the three kinds and the model's size.
"""
import sqlite3, sys, time
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from golden_tokens_options import read_arff, ARFF  # noqa: E402

SO = sys.argv[1] if len(sys.argv) > 1 else "./bayes.so"
OPTIONS = ["", "ngram_range=1,2", "stop_words=english",
           "ngram_range=1,2 stop_words=english", "analyzer=char_wb ngram_range=2,4",
           "tokenize=porter unicode61"]
KINDS = ["multinomial_nb", "complement_nb", "bernoulli_nb"]

db = sqlite3.connect(":memory:")
db.enable_load_extension(True)
db.load_extension(SO)
db.execute("CREATE TABLE r(split TEXT, corn INT, grain INT, body TEXT)")
for part in ("train", "test"):
    corn = read_arff(ARFF % ("Corn", part))
    grain = read_arff(ARFF % ("Grain", part))
    db.executemany("INSERT INTO r VALUES(?,?,?,?)",
                   [(part, c, g, t) for (t, c), (_, g) in zip(corn, grain)])
LIMITS = ["", "min_df=2", "min_df=3 max_df=0.5", "max_features=2000",
          "max_features=500", "use_idf=1", "min_df=2 use_idf=1"]


def f1_of(rows):
    tp = sum(1 for p, y in rows if p == 1 and y == 1)
    fp = sum(1 for p, y in rows if p == 1 and y == 0)
    fn = sum(1 for p, y in rows if p == 0 and y == 1)
    return 2 * tp / (2 * tp + fp + fn) if tp else 0.0


# (bayes_tokens options, spec options) of the "hash" table
HASH = [("", ""), ("ngram_range=1,2", ""), ("", "min_df=2"),
        ("", "max_features=2000"), ("", "n_features=1024"),
        ("", "n_features=16384"), ("", "n_features=262144"),
        ("", "n_features=16384 alpha=0.74"),
        ("", "n_features=262144 alpha=0.046"),
        ("ngram_range=1,2", "n_features=16384"),
        ("ngram_range=1,2", "n_features=262144")]

if len(sys.argv) > 2 and sys.argv[2] == "hash":
    # accuracy and F1 of each kind, the terms (buckets) used and the
    # multinomial model's BLOB (with prune=1 where limits leave terms out)
    print("| task | bayes_tokens | spec options | accuracy multinomial "
          "| accuracy complement | accuracy bernoulli | F1 multinomial "
          "| F1 complement | F1 bernoulli | terms used | model BLOB |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for task in ("corn", "grain"):
        for topts, opts in HASH:
            acc, f1 = {}, {}
            for kind in KINDS:
                m, = db.execute("SELECT bayes_fit(?, %s, bayes_tokens(body, ?)) FROM r "
                                "WHERE split='train'" % task,
                                (kind + " " + opts, topts)).fetchone()
                rows = db.execute("SELECT bayes_predict(?, bayes_tokens(body, ?)), %s "
                                  "FROM r WHERE split='test'" % task,
                                  (m, topts)).fetchall()
                acc[kind] = "%.4f" % (sum(1 for p, y in rows if p == y) / len(rows))
                f1[kind] = "%.3f" % f1_of(rows)
                if kind == "multinomial_nb":
                    used, = db.execute(
                        "SELECT coalesce(bayes_info(?) ->> '$.terms_used', "
                        "json_array_length(bayes_info(?), '$.vocabulary'))",
                        (m, m)).fetchone()
                    size = "%d bytes" % len(m)
                    if "max_features" in opts or "min_df" in opts:
                        pm, = db.execute("SELECT bayes_with(?, 'prune=1')", (m,)).fetchone()
                        size = "%d bytes (prune=1: %d)" % (len(m), len(pm))
            print("| %s | `%s` | `%s` | %s | %s | %s | %s | %s | %s | %d | %s |" % (
                task, topts or "(none)", opts or "(none)", acc["multinomial_nb"],
                acc["complement_nb"], acc["bernoulli_nb"], f1["multinomial_nb"],
                f1["complement_nb"], f1["bernoulli_nb"], used, size))
    sys.exit(0)

if len(sys.argv) > 2 and sys.argv[2] == "limits":
    print("| task | spec options | F1 multinomial | F1 complement | F1 bernoulli "
          "| terms used | of | model BLOB | with prune=1 |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for task in ("corn", "grain"):
        for opts in LIMITS:
            f1 = {}
            for kind in KINDS:
                if "idf" in opts and kind == "bernoulli_nb":
                    f1[kind] = "-"
                    continue
                m, = db.execute("SELECT bayes_fit(?, %s, bayes_tokens(body)) FROM r "
                                "WHERE split='train'" % task,
                                (kind + " " + opts,)).fetchone()
                rows = db.execute("SELECT bayes_predict(?, bayes_tokens(body)), %s "
                                  "FROM r WHERE split='test'" % task, (m,)).fetchall()
                f1[kind] = "%.3f" % f1_of(rows)
                if kind == "multinomial_nb":
                    pm, = db.execute("SELECT bayes_with(?, 'prune=1')", (m,)).fetchone()
                    pruned = len(pm)
                    info = db.execute("SELECT coalesce(bayes_info(?) ->> '$.terms_used', "
                                      "json_array_length(bayes_info(?), '$.vocabulary')), "
                                      "json_array_length(bayes_info(?), '$.vocabulary')",
                                      (m, m, m)).fetchone()
                    size = len(m)
            print("| %s | `%s` | %s | %s | %s | %d | %d | %d bytes | %d bytes |" % (
                task, opts or "(none)", f1["multinomial_nb"], f1["complement_nb"],
                f1["bernoulli_nb"], info[0], info[1], size, pruned))
    sys.exit(0)

print("| task | bayes_tokens options | kind | accuracy | F1 | terms | model BLOB | fit |")
print("| --- | --- | --- | --- | --- | --- | --- | --- |")
for task in ("corn", "grain"):
    for opts in OPTIONS:
        for kind in KINDS:
            t0 = time.process_time()
            m, = db.execute("SELECT bayes_fit(?, %s, bayes_tokens(body, ?)) FROM r "
                            "WHERE split='train'" % task, (kind, opts)).fetchone()
            t1 = time.process_time()
            terms, = db.execute("SELECT json_array_length(bayes_info(?), '$.vocabulary')",
                                (m,)).fetchone()
            rows = db.execute("SELECT bayes_predict(?, bayes_tokens(body, ?)), %s FROM r "
                              "WHERE split='test'" % task, (m, opts)).fetchall()
            tp = sum(1 for p, y in rows if p == 1 and y == 1)
            fp = sum(1 for p, y in rows if p == 1 and y == 0)
            fn = sum(1 for p, y in rows if p == 0 and y == 1)
            acc = sum(1 for p, y in rows if p == y) / len(rows)
            f1 = 2 * tp / (2 * tp + fp + fn) if tp else 0.0
            print("| %s | `%s` | %s | %.4f | %.3f | %d | %d KB | %.2f s |" % (
                task, opts or "(none)", kind, acc, f1, terms, len(m) // 1024, t1 - t0))
