#!/usr/bin/python3
"""Golden values for bayes_fit_weighted with lda and qda (test/weights_gda.test).

    /usr/bin/python3 tools/golden_weights_gda.py > /tmp/g.tcl

prints Tcl code (a data table and do_realnum_test cases) that belongs in
test/weights_gda.test between "# BEGIN golden_weights_gda.py" and
"# END golden_weights_gda.py".  The test suite never runs Python.

Weights are frequency weights: a row of weight w counts as w rows.  The
weighted estimates, written out with numpy (not taken from bayes):

  W_y = sum_{i in y} w_i,  mu_y = sum w_i x_i / W_y,
  M_y = sum w_i (x_i - mu_y)(x_i - mu_y)^T,  W = sum_y W_y,
  priors (priors=fit) W_y / W;
  lda:  Sigma = sum_y M_y / W; shrinkage=a: (1-a) Sigma + a tr(Sigma)/d I;
  lda shrinkage=auto: per class, Ledoit-Wolf on the weighted standardized
        features (scikit-learn's ledoit_wolf_shrinkage with every sum over
        rows weighted and every n replaced by W_y):
          s_j^2 = sum w (x_j - mu_j)^2 / W_y  (1 if 0),  z = (x - mu)/s,
          E = sum w z z^T / W_y,  m = tr(E)/d,  delta_ = sum_jk E_jk^2,
          beta_ = sum_jk sum_i w_i z_ij^2 z_ik^2,
          beta = (beta_/W_y - delta_) / (d W_y),
          delta = (delta_ - 2 m tr(E) + d m^2) / d,
          a_y = min(beta, delta) / delta   (0 if beta is 0),
        Sigma = sum_y (W_y/W) ((1-a_y) M_y/W_y + a_y m diag(s^2));
  qda:  Sigma_y = (1-reg) M_y / (W_y - 1) + reg I.

Cases (column w: weights 1e-4 .. 5 and 0; every class has W_y > 1):
  wgda-g1 lda, wgda-g2 lda shrinkage=0.3, wgda-g3 lda shrinkage=auto,
  wgda-g4 qda, wgda-g5 qda reg=0.2: the covariance(s) of bayes_info, and
  bayes_proba and bayes_evidence of 5 query rows, to 1e-10.
Cases (column wi: integer weights 0..4), from scikit-learn on the rows
duplicated wi times (LinearDiscriminantAnalysis solver='lsqr' with
shrinkage None / 0.3 / 'auto', QuadraticDiscriminantAnalysis reg_param 0 /
0.2): wgda-s1 .. wgda-s5, predict_proba of the query rows, to 1e-10.  The
script also asserts that the weighted formulas above give scikit-learn's
numbers on the duplicated rows (1e-12), which checks the derivation of the
weighted Ledoit-Wolf coefficient.
"""
import numpy as np
from golden_json import num, jarr, jobj
from scipy.special import logsumexp
from sklearn.discriminant_analysis import (LinearDiscriminantAnalysis,
                                           QuadraticDiscriminantAnalysis)

rng = np.random.RandomState(11)
LABELS = ["a", "b", "c"]
COUNTS = [8, 7, 6]
MEANS = [[0.0, 1.0, 2.0], [2.0, 0.0, 1.5], [1.0, 2.5, 0.0]]
A = [[1.0, 0.0, 0.0], [0.6, 0.8, 0.0], [-0.3, 0.2, 0.7]]
X, Y = [], []
for lab, n, mu in zip(LABELS, COUNTS, MEANS):
    s = 0.6 + 0.3*LABELS.index(lab)
    for _ in range(n):
        X.append(np.round(np.array(mu) + s*np.dot(A, rng.randn(3)), 2))
        Y.append(lab)
X = np.array(X)
Y = np.array(Y)
WCYCLE = [1e-4, 0.3, 1.0, 2.5, 5.0, 0.0, 2.0, 1.5]
WF = np.array([WCYCLE[i % len(WCYCLE)] for i in range(len(X))])
WI = np.array([(i*7 + 3) % 5 for i in range(len(X))], float)  # 0..4
Q = np.array([[1.0, 1.0, 1.0], [0.0, 1.0, 2.0], [2.5, -0.5, 1.0],
              [1.0, 3.0, -0.5], [4.0, 4.0, 4.0]])
D = X.shape[1]




def class_stats(w):
    """Per class: W_y, mu_y, M_y (weighted, two-pass)."""
    out = []
    for lab in LABELS:
        sel = (Y == lab) & (w > 0)
        x, v = X[sel], w[sel]
        W = v.sum()
        mu = (v[:, None]*x).sum(0)/W
        c = x - mu
        M = (v[:, None, None]*c[:, :, None]*c[:, None, :]).sum(0)
        out.append((W, mu, M, x, v))
    return out


def lw_weighted(x, v):
    """Weighted Ledoit-Wolf on standardized features: (a, m, s^2)."""
    W = v.sum()
    mu = (v[:, None]*x).sum(0)/W
    s2 = (v[:, None]*(x - mu)**2).sum(0)/W
    s2 = np.where(s2 > 0, s2, 1.0)
    z = (x - mu)/np.sqrt(s2)
    E = (v[:, None, None]*z[:, :, None]*z[:, None, :]).sum(0)/W
    tr = np.trace(E)
    m = tr/D
    delta_ = (E**2).sum()
    z2 = z**2
    beta_ = (v[:, None, None]*z2[:, :, None]*z2[:, None, :]).sum()
    beta = (beta_/W - delta_)/(D*W)
    delta = (delta_ - 2.0*m*tr + D*m*m)/D
    beta = min(beta, delta)
    a = 0.0 if beta == 0 else beta/delta
    return a, m, s2


def lda_weighted(w, shrink):
    st = class_stats(w)
    Wt = sum(s[0] for s in st)
    if shrink == "auto":
        S = np.zeros((D, D))
        for W, mu, M, x, v in st:
            a, m, s2 = lw_weighted(x, v)
            S += (W/Wt)*((1 - a)*M/W + a*m*np.diag(s2))
    else:
        S = sum(s[2] for s in st)/Wt
        if shrink:
            S = (1 - shrink)*S + shrink*np.trace(S)/D*np.eye(D)
    means = [s[1] for s in st]
    logp = [np.log(s[0]/Wt) for s in st]
    inv = np.linalg.inv(S)
    _, logdet = np.linalg.slogdet(S)
    jl = np.array([[lp - 0.5*((q - mu) @ inv @ (q - mu) + logdet
                              + D*np.log(2*np.pi))
                    for mu, lp in zip(means, logp)] for q in Q])
    return S, jl


def qda_weighted(w, reg):
    st = class_stats(w)
    Wt = sum(s[0] for s in st)
    covs, jl = [], np.zeros((len(Q), len(LABELS)))
    for k, (W, mu, M, x, v) in enumerate(st):
        S = (1 - reg)*M/(W - 1) + reg*np.eye(D)
        covs.append(S)
        inv = np.linalg.inv(S)
        _, logdet = np.linalg.slogdet(S)
        for i, q in enumerate(Q):
            jl[i, k] = np.log(W/Wt) - 0.5*((q - mu) @ inv @ (q - mu) + logdet
                                            + D*np.log(2*np.pi))
    return covs, jl


def proba(jl):
    return np.exp(jl - logsumexp(jl, axis=1)[:, None])


def dup(w):
    idx = np.repeat(np.arange(len(X)), w.astype(int))
    return X[idx], Y[idx]


def query_tests(tag, spec, col, P, ev=None):
    for i, q in enumerate(Q):
        args = ", ".join(num(v) for v in q)
        print("do_realnum_test %s.proba.%d {SELECT bayes_proba(m, %s) FROM m_%s} {%s} 1e-10"
              % (tag, i, args, tag.replace("-", "_"), jobj(LABELS, P[i])))
        if ev is not None:
            print("do_realnum_test %s.evidence.%d {SELECT bayes_evidence(m, %s) FROM m_%s} {%s} 1e-10"
                  % (tag, i, args, tag.replace("-", "_"), num(ev[i])))


def model(tag, spec, col):
    t = "m_" + tag.replace("-", "_")
    print("db eval {CREATE TABLE %s AS SELECT bayes_fit_weighted('%s', y, %s, x1, x2, x3) AS m FROM gold}"
          % (t, spec, col))


def main():
    print("# Generated by tools/golden_weights_gda.py (scikit-learn %s)"
          % __import__("sklearn").__version__)
    print("db eval {CREATE TABLE gold(id INTEGER PRIMARY KEY, y, w, wi, x1, x2, x3)}")
    print("db eval {INSERT INTO gold VALUES")
    rows = ["  (%d, '%s', %s, %d, %s, %s, %s)" % (i + 1, y, num(w), wi, num(x[0]),
                                                  num(x[1]), num(x[2]))
            for i, (x, y, w, wi) in enumerate(zip(X, Y, WF, WI.astype(int)))]
    print(",\n".join(rows) + "}")
    # numpy weighted formulas, fractional weights
    for tag, spec, shr in [("wgda-g1", "lda", None),
                           ("wgda-g2", "lda shrinkage=0.3", 0.3),
                           ("wgda-g3", "lda shrinkage=auto", "auto")]:
        S, jl = lda_weighted(WF, shr)
        model(tag, spec, "w")
        print("do_realnum_test %s.covariance {SELECT json_extract(bayes_info(m), '$.covariance') FROM m_%s} {%s} 1e-10"
              % (tag, tag.replace("-", "_"), jarr(S)))
        query_tests(tag, spec, "w", proba(jl), logsumexp(jl, axis=1))
    for tag, spec, reg in [("wgda-g4", "qda", 0.0), ("wgda-g5", "qda reg=0.2", 0.2)]:
        covs, jl = qda_weighted(WF, reg)
        model(tag, spec, "w")
        print("do_realnum_test %s.covariances {SELECT json_extract(bayes_info(m), '$.covariances') FROM m_%s} {%s} 1e-10"
              % (tag, tag.replace("-", "_"), jarr(covs)))
        query_tests(tag, spec, "w", proba(jl), logsumexp(jl, axis=1))
    # scikit-learn on duplicated rows, integer weights
    Xd, Yd = dup(WI)
    for tag, spec, shr in [("wgda-s1", "lda", None),
                           ("wgda-s2", "lda shrinkage=0.3", 0.3),
                           ("wgda-s3", "lda shrinkage=auto", "auto")]:
        lda = LinearDiscriminantAnalysis(solver="lsqr", shrinkage=shr).fit(Xd, Yd)
        S, jl = lda_weighted(WI, shr)
        assert np.allclose(S, lda.covariance_, rtol=1e-12, atol=1e-12), tag
        P = lda.predict_proba(Q)
        assert np.allclose(P, proba(jl), rtol=1e-12, atol=1e-12), tag
        model(tag, spec, "wi")
        query_tests(tag, spec, "wi", P)
    for tag, spec, reg in [("wgda-s4", "qda", 0.0), ("wgda-s5", "qda reg=0.2", 0.2)]:
        qda = QuadraticDiscriminantAnalysis(reg_param=reg, store_covariance=True).fit(Xd, Yd)
        covs, jl = qda_weighted(WI, reg)
        assert np.allclose(np.array(covs), np.array(qda.covariance_),
                           rtol=1e-12, atol=1e-12), tag
        P = qda.predict_proba(Q)
        assert np.allclose(P, proba(jl), rtol=1e-12, atol=1e-12), tag
        model(tag, spec, "wi")
        query_tests(tag, spec, "wi", P)


if __name__ == "__main__":
    main()
