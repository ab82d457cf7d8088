#!/usr/bin/python3
"""Golden values for the mixed kind naive_bayes from scikit-learn.

    /usr/bin/python3 tools/golden_mixed.py            > /tmp/g.tcl
    /usr/bin/python3 tools/golden_mixed.py --write    # in place

prints Tcl code (a data table and do_realnum_test cases) that belongs in
test/naive_bayes.test between "# BEGIN golden_mixed.py" and
"# END golden_mixed.py" (--write replaces that block).  The test suite
itself never runs Python; this script documents where the numbers came
from and regenerates them.

scikit-learn has no mixed naive Bayes, so the reference is what a user
would assemble by hand: GaussianNB on the numeric columns, CategoricalNB
on the text columns (ordinal codes; every code 0..max occurs, so its K_j
equals ours), BernoulliNB on the 0/1 column and MultinomialNB on the bag
of words.  The mixed joint log likelihood is the sum of the four joint
log likelihoods minus three times the class log prior (each includes it
once), so

    predict_proba = softmax(sum_f jll_f - 3 log prior)
    evidence      = logsumexp(sum_f jll_f - 3 log prior)
                    + log(n! / prod_t x_t!)   (the multinomial coefficient,
                                               which bayes_evidence adds)

Table mix(id, y, x1, x2, c1, c2, flag, note): x1, x2 REAL, c1, c2 TEXT,
flag INTEGER 0/1, note a JSON object of word counts.  The model is
bayes_fit('naive_bayes bernoulli=5 ...', y, x1, x2, c1, c2, flag, note).
"""
import sys, json, re, warnings
import numpy as np
from scipy.special import logsumexp, gammaln
from sklearn.naive_bayes import GaussianNB, CategoricalNB, BernoulliNB, MultinomialNB

warnings.filterwarnings("ignore")

CLASSES = ["bronze", "gold", "silver"]          # sorted: bayes orders labels
C1 = ["north", "south", "west"]                 # sorted codes 0..2
C2 = ["card", "cash"]
VOCAB = ["late", "loyal", "new", "refund", "vip"]


def make_data():
    rng = np.random.RandomState(14)
    rows = []
    for i in range(60):
        k = i % 3
        y = CLASSES[k]
        x1 = round(float(rng.normal([30.0, 52.0, 41.0][k], [6.0, 9.0, 7.5][k])), 3)
        x2 = round(float(rng.normal([1.2, 3.4, 2.1][k], [0.9, 1.1, 0.8][k])), 4)
        c1 = int(rng.choice(3, p=[[0.6, 0.3, 0.1], [0.1, 0.3, 0.6], [0.3, 0.4, 0.3]][k]))
        c2 = int(rng.choice(2, p=[[0.7, 0.3], [0.2, 0.8], [0.5, 0.5]][k]))
        flag = int(rng.rand() < [0.2, 0.7, 0.5][k])
        lam = [[1.5, 0.2, 0.8, 1.0, 0.1], [0.1, 1.2, 0.2, 0.2, 1.5], [0.5, 0.8, 0.5, 0.4, 0.5]][k]
        cnt = [int(v) for v in rng.poisson(lam)]
        rows.append((i + 1, y, x1, x2, c1, c2, flag, cnt))
    return rows


QUERIES = [
    (35.0, 1.0, 0, 1, 1, [1, 0, 0, 1, 0]),
    (55.5, 3.9, 2, 1, 1, [0, 2, 0, 0, 1]),
    (41.0, 2.0, 1, 0, 0, [0, 0, 0, 0, 0]),
    (20.0, 5.0, 2, 0, 0, [3, 0, 1, 0, 0]),
    (47.25, 2.75, 1, 1, 1, [1, 1, 1, 1, 1]),
]
OPTIONS = [  # (spec options, var_smoothing, alpha)
    ("", 1e-9, 1.0),
    ("var_smoothing=0.01 alpha=0.5", 0.01, 0.5),
]


def note_json(cnt):
    return json.dumps({VOCAB[t]: c for t, c in enumerate(cnt) if c > 0},
                      separators=(",", ":"))


def tcl_num(v):
    return repr(float(v))


def golden():
    rows = make_data()
    y = np.array([CLASSES.index(r[1]) for r in rows])
    Xg = np.array([[r[2], r[3]] for r in rows])
    Xc = np.array([[r[4], r[5]] for r in rows])
    Xb = np.array([[r[6]] for r in rows])
    Xm = np.array([r[7] for r in rows])
    assert all(len(set(Xc[:, j])) == [3, 2][j] for j in range(2))
    out = []
    out.append("db eval {CREATE TABLE mix(id INTEGER PRIMARY KEY, y TEXT, x1 REAL, "
               "x2 REAL, c1 TEXT, c2 TEXT, flag INTEGER, note TEXT)}")
    out.append("db eval {INSERT INTO mix VALUES")
    vals = []
    for r in rows:
        vals.append("  (%d,'%s',%r,%r,'%s','%s',%d,'%s')" % (
            r[0], r[1], r[2], r[3], C1[r[4]], C2[r[5]], r[6], note_json(r[7])))
    out.append(",\n".join(vals) + "}")
    for io, (opts, vs, alpha) in enumerate(OPTIONS):
        models = [GaussianNB(var_smoothing=vs).fit(Xg, y),
                  CategoricalNB(alpha=alpha).fit(Xc, y),
                  BernoulliNB(alpha=alpha, binarize=0.0).fit(Xb, y),
                  MultinomialNB(alpha=alpha).fit(Xm, y)]
        prior = models[0].class_prior_
        logprior = np.log(prior)
        spec = ("naive_bayes bernoulli=5 " + opts).strip()
        out.append("set spec {%s}" % spec)
        out.append("db eval {DROP TABLE IF EXISTS gm; CREATE TABLE gm AS SELECT "
                   "bayes_fit($spec, y, x1, x2, c1, c2, flag, note) AS m FROM mix}")
        for iq, q in enumerate(QUERIES):
            xg = np.array([[q[0], q[1]]])
            xc = np.array([[q[2], q[3]]])
            xb = np.array([[q[4]]])
            xm = np.array([q[5]])
            jll = (models[0]._joint_log_likelihood(xg)[0]
                   + models[1]._joint_log_likelihood(xc)[0]
                   + models[2]._joint_log_likelihood(xb)[0]
                   + models[3]._joint_log_likelihood(xm)[0]
                   - 3 * logprior)
            ev = logsumexp(jll)
            proba = np.exp(jll - ev)
            n = xm.sum()
            ev += gammaln(n + 1) - gammaln(xm + 1).sum()
            exp = "{" + ",".join('"%s":%s' % (c, tcl_num(p))
                                 for c, p in zip(CLASSES, proba)) + "}"
            args = "%r, %r, '%s', '%s', %d, '%s'" % (
                q[0], q[1], C1[q[2]], C2[q[3]], q[4], note_json(q[5]))
            out.append("do_realnum_test nb-golden-%d.%d {\n  SELECT bayes_proba(m, %s),"
                       "\n         bayes_evidence(m, %s) FROM gm\n} [list {%s} %s] 1e-12"
                       % (io + 1, iq + 1, args, args, exp, tcl_num(ev)))
        theta = models[0].theta_.tolist()
        var = models[0].var_.tolist()
        out.append("do_realnum_test nb-golden-%d.theta {\n  SELECT json_extract(bayes_info(m), "
                   "'$.gaussian.theta'), json_extract(bayes_info(m), '$.gaussian.var') FROM gm\n}"
                   " [list {%s} {%s}] 1e-12" % (
                       io + 1,
                       json.dumps([[t[0], t[1], 0, 0, 0] for t in theta]),
                       json.dumps([[v[0], v[1], 0, 0, 0] for v in var])))
    return "\n".join(out) + "\n"


def main():
    text = golden()
    if len(sys.argv) > 1 and sys.argv[1] == "--write":
        path = "test/naive_bayes.test"
        src = open(path).read()
        new, n = re.subn(r"(# BEGIN golden_mixed.py\n).*?(# END golden_mixed.py\n)",
                         lambda m: m.group(1) + text + m.group(2), src, flags=re.S)
        assert n == 1, "markers not found in " + path
        open(path, "w").write(new)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
