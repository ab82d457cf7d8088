#!/usr/bin/python3
"""Golden values for the discrete kinds from scikit-learn.

    /usr/bin/python3 tools/golden_discrete.py multinomial   > /tmp/g.tcl
    /usr/bin/python3 tools/golden_discrete.py complement
    /usr/bin/python3 tools/golden_discrete.py bernoulli
    /usr/bin/python3 tools/golden_discrete.py categorical
    /usr/bin/python3 tools/golden_discrete.py --write      # all four, in place

prints Tcl code (data tables and do_realnum_test cases) that belongs in
test/<kind>_nb.test between "# BEGIN golden_discrete.py" and
"# END golden_discrete.py" (--write replaces that block in each file).  The
test suite itself never runs Python; this script documents where the
numbers came from and regenerates them.

Count data (multinomial, complement, bernoulli): 9 documents over the
terms of VOCAB, 3 classes ('ham', 'spam', 'promo' with 4, 3, 2 rows), some
counts zero so that alpha=0 gives -inf.  Each document is passed both as a
JSON object of its non-zero counts (named features: the model's feature
order is the sorted vocabulary, which is the column order here) and, in
the multinomial file, as a JSON array (positional features).  Categorical
data: 10 rows of 3 integer-coded features whose codes 0..max all occur
(so scikit-learn's K_j = max+1 equals ours, categories seen).

For each option set: class_log_prior_ (as bayes_info's priors),
feature_log_prob_, and for the query rows predict_proba and the log
evidence (logsumexp of the joint log likelihood; for multinomial_nb plus
the multinomial coefficient log(n!/prod x_j!), which bayes_evidence
includes).  Queries are scored with sparse matrices so that alpha=0 never
computes 0 * -inf.

Where scikit-learn's predict_proba is NaN because every class is impossible
(alpha=0), the expected posterior is the prior, as the extension documents.
"""
import sys, json, re, warnings
import numpy as np
import scipy.sparse as sp
from scipy.special import logsumexp, gammaln
from sklearn.naive_bayes import MultinomialNB, ComplementNB, BernoulliNB, CategoricalNB

warnings.filterwarnings("ignore")

VOCAB = ["buy", "cheap", "hello", "meeting", "now", "offer", "report"]  # sorted
DOCS = [  # label, counts over VOCAB
    ("ham",   [0, 0, 2, 1, 0, 0, 1]),
    ("ham",   [0, 0, 1, 2, 1, 0, 2]),
    ("ham",   [0, 1, 1, 0, 0, 0, 3]),
    ("ham",   [0, 0, 0, 1, 1, 0, 1]),
    ("spam",  [3, 2, 0, 0, 2, 1, 0]),
    ("spam",  [1, 3, 1, 0, 1, 0, 0]),
    ("spam",  [2, 1, 0, 0, 3, 0, 0]),
    ("promo", [1, 0, 1, 0, 0, 3, 0]),
    ("promo", [0, 1, 0, 0, 1, 2, 0]),
]
QUERIES = [
    [1, 1, 0, 0, 1, 0, 0],
    [0, 0, 1, 1, 0, 0, 1],
    [0, 0, 0, 0, 0, 2, 0],
    [2, 0, 1, 1, 0, 1, 1],
    [0, 0, 0, 0, 0, 0, 0],
]
CAT_ROWS = [  # label, three integer-coded features
    (1, [0, 2, 1]), (1, [1, 2, 0]), (1, [0, 1, 1]), (1, [2, 0, 1]),
    (2, [1, 0, 0]), (2, [2, 0, 0]), (2, [2, 1, 0]), (2, [1, 0, 1]),
    (3, [0, 2, 1]), (3, [0, 1, 0]),
]
CAT_QUERIES = [[0, 2, 1], [2, 0, 0], [1, 1, 1], [0, 0, 0]]

def num(v):
    v = float(v)
    if v == float("inf"): return "9e999"
    if v == float("-inf"): return "-9e999"
    return repr(v)

def jarr(a):
    a = np.asarray(a)
    if a.ndim == 0: return num(a)
    return "[" + ",".join(jarr(x) for x in a) + "]"

def jobj_counts(row):
    return "{" + ",".join('"%s":%d' % (VOCAB[j], c) for j, c in enumerate(row) if c) + "}"

def proba_json(labels, p):
    return "{" + ",".join('"%s":%s' % (l, num(x)) for l, x in zip(labels, p)) + "}"

def out(s): OUT.append(s)

def count_tables(with_array):
    out("db eval {CREATE TABLE docs(id INTEGER PRIMARY KEY, y TEXT, doc TEXT, arr TEXT)}")
    for i, (y, c) in enumerate(DOCS):
        out("db eval {INSERT INTO docs VALUES(%d, '%s', '%s', '%s')}" %
            (i+1, y, jobj_counts(c), json.dumps(c)))
    out("db eval {CREATE TABLE q(id INTEGER PRIMARY KEY, doc TEXT, arr TEXT)}")
    for i, c in enumerate(QUERIES):
        out("db eval {INSERT INTO q VALUES(%d, '%s', '%s')}" % (i+1, jobj_counts(c), json.dumps(c)))

def sk_fit(cls, kw, X, y, prior_fit):
    m = cls(force_alpha=True, **kw)
    m.fit(sp.csr_matrix(X), y)
    return m

def count_case(name, tag, cls, spec, kw, bCoef, arg="doc", queries=True):
    X = np.array([c for _, c in DOCS], dtype=float)
    y = np.array([l for l, _ in DOCS])
    m = sk_fit(cls, kw, X, y, True)
    labels = list(m.classes_)  # sorted, as the extension's
    out("")
    out("# %s: %s  (scikit-learn %s(%s))" % (tag, spec, cls.__name__,
        ", ".join("%s=%r" % kv for kv in kw.items())))
    out("db eval {DROP TABLE IF EXISTS m}")
    out("db eval {CREATE TABLE m AS SELECT bayes_fit('%s', y, %s) AS m FROM docs}" % (spec, arg))
    out("do_realnum_test %s-%s.prior {SELECT json_extract(bayes_info(m), '$.classes[0].prior'), "
        "json_extract(bayes_info(m), '$.classes[1].prior'), json_extract(bayes_info(m), '$.classes[2].prior') FROM m} {%s} 1e-12"
        % (name, tag, " ".join(num(np.exp(v)) for v in m.class_log_prior_)))
    out("do_realnum_test %s-%s.flp {SELECT json_extract(bayes_info(m), '$.feature_log_prob') FROM m} {%s} 1e-12"
        % (name, tag, jarr(m.feature_log_prob_)))
    if not queries: return
    Q = np.array(QUERIES, dtype=float)
    P = m.predict_proba(sp.csr_matrix(Q))
    jll = m._joint_log_likelihood(m._check_X(sp.csr_matrix(Q)))  # binarizes
    for i, q in enumerate(QUERIES):
        ev = logsumexp(jll[i])
        if ev == -np.inf:
            # every class impossible (alpha=0): scikit-learn gives NaN, the
            # extension documents the prior as the posterior
            out("# q%d: every class impossible; expected posterior = the priors" % (i+1))
            P[i] = np.exp(m.class_log_prior_)
        if bCoef:
            ev += gammaln(sum(q)+1) - sum(gammaln(np.array(q)+1.0))
        out("do_realnum_test %s-%s.q%d {SELECT bayes_proba(m, (SELECT %s FROM q WHERE id=%d)), "
            "bayes_evidence(m, (SELECT %s FROM q WHERE id=%d)) FROM m} {%s %s} 1e-10"
            % (name, tag, i+1, arg, i+1, arg, i+1, proba_json(labels, P[i]), num(ev)))

def gen_multinomial():
    count_tables(True)
    count_case("mnb", "golden-1", MultinomialNB, "multinomial_nb", dict(alpha=1.0), True)
    count_case("mnb", "golden-2", MultinomialNB, "multinomial_nb alpha=0.5", dict(alpha=0.5), True)
    count_case("mnb", "golden-3", MultinomialNB, "multinomial_nb alpha=0", dict(alpha=0.0), True)
    count_case("mnb", "golden-4", MultinomialNB, "multinomial_nb priors=uniform", dict(fit_prior=False), True)
    count_case("mnb", "golden-5", MultinomialNB, "multinomial_nb alpha=2 priors=ham:0.5,promo:0.1,spam:0.4",
               dict(alpha=2.0, class_prior=[0.5, 0.1, 0.4]), True)
    count_case("mnb", "golden-6", MultinomialNB, "multinomial_nb", dict(alpha=1.0), True, arg="arr")

def gen_complement():
    count_tables(False)
    count_case("cnb", "golden-1", ComplementNB, "complement_nb", dict(alpha=1.0), False)
    count_case("cnb", "golden-2", ComplementNB, "complement_nb alpha=0.5 norm=1", dict(alpha=0.5, norm=True), False)
    count_case("cnb", "golden-3", ComplementNB, "complement_nb alpha=0.1", dict(alpha=0.1), False)
    count_case("cnb", "golden-4", ComplementNB, "complement_nb", dict(alpha=1.0), False, arg="arr")

def gen_bernoulli():
    count_tables(False)
    count_case("bnb", "golden-1", BernoulliNB, "bernoulli_nb", dict(alpha=1.0), False)
    count_case("bnb", "golden-2", BernoulliNB, "bernoulli_nb alpha=0.5 binarize=1", dict(alpha=0.5, binarize=1.0), False)
    count_case("bnb", "golden-3", BernoulliNB, "bernoulli_nb alpha=0", dict(alpha=0.0), False, queries=False)
    count_case("bnb", "golden-4", BernoulliNB, "bernoulli_nb alpha=2 binarize=1.5", dict(alpha=2.0, binarize=1.5), False, arg="arr")

def gen_categorical():
    out("db eval {CREATE TABLE cat(id INTEGER PRIMARY KEY, y INTEGER, a, b, c)}")
    for i, (y, r) in enumerate(CAT_ROWS):
        out("db eval {INSERT INTO cat VALUES(%d, %d, %d, %d, %d)}" % (i+1, y, *r))
    X = np.array([r for _, r in CAT_ROWS])
    y = np.array([l for l, _ in CAT_ROWS])
    for tag, spec, kw in [("golden-1", "categorical_nb", dict(alpha=1.0)),
                          ("golden-2", "categorical_nb alpha=0.3", dict(alpha=0.3)),
                          ("golden-3", "categorical_nb alpha=0", dict(alpha=0.0)),
                          ("golden-4", "categorical_nb alpha=1 priors=uniform", dict(alpha=1.0, fit_prior=False))]:
        m = CategoricalNB(force_alpha=True, **kw).fit(X, y)
        out("")
        out("# %s: %s  (scikit-learn CategoricalNB(%s))" % (tag, spec,
            ", ".join("%s=%r" % kv for kv in kw.items())))
        out("db eval {DROP TABLE IF EXISTS m}")
        out("db eval {CREATE TABLE m AS SELECT bayes_fit('%s', y, a, b, c) AS m FROM cat}" % spec)
        out("do_realnum_test catnb-%s.prior {SELECT json_extract(bayes_info(m), '$.classes[0].prior'), "
            "json_extract(bayes_info(m), '$.classes[1].prior'), json_extract(bayes_info(m), '$.classes[2].prior') FROM m} {%s} 1e-12"
            % (tag, " ".join(num(np.exp(v)) for v in m.class_log_prior_)))
        out("do_realnum_test catnb-%s.flp {SELECT json_extract(bayes_info(m), '$.feature_log_prob') FROM m} {%s} 1e-12"
            % (tag, "[" + ",".join(jarr(f) for f in m.feature_log_prob_) + "]"))
        P = m.predict_proba(np.array(CAT_QUERIES))
        with np.errstate(all="ignore"):
            jll = m._joint_log_likelihood(np.array(CAT_QUERIES))
        for i, q in enumerate(CAT_QUERIES):
            if logsumexp(jll[i]) == -np.inf:
                out("# q%d: every class impossible; expected posterior = the priors" % (i+1))
                P[i] = np.exp(m.class_log_prior_)
            out("do_realnum_test catnb-%s.q%d {SELECT bayes_proba(m, %d, %d, %d), bayes_evidence(m, %d, %d, %d) FROM m} {%s %s} 1e-10"
                % (tag, i+1, *q, *q, "{" + ",".join('"%d":%s' % (l, num(p)) for l, p in zip(m.classes_, P[i])) + "}",
                   num(logsumexp(jll[i]))))

GEN = {"multinomial": gen_multinomial, "complement": gen_complement,
       "bernoulli": gen_bernoulli, "categorical": gen_categorical}

def block(kind):
    global OUT
    OUT = ["# Generated by tools/golden_discrete.py %s (scikit-learn %s)." % (kind, __import__("sklearn").__version__),
           "# Do not edit by hand: change the script and run it with --write."]
    GEN[kind]()
    return "\n".join(OUT) + "\n"

if __name__ == "__main__":
    if sys.argv[1:] == ["--write"]:
        import os
        root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
        for kind in GEN:
            path = os.path.join(root, "test", "%s_nb.test" % kind)
            if not os.path.exists(path): continue
            text = open(path).read()
            a = text.index("# BEGIN golden_discrete.py\n") + len("# BEGIN golden_discrete.py\n")
            b = text.index("# END golden_discrete.py")
            open(path, "w").write(text[:a] + block(kind) + text[b:])
    else:
        sys.stdout.write(block(sys.argv[1]))
