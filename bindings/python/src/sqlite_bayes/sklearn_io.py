"""sqlite_bayes.sklearn_io — models to and from scikit-learn.

to_sklearn(model) returns a fitted scikit-learn estimator whose
predict_proba equals bayes_proba's (to 1e-12 in the tests), built from
bayes_info's fitted parameters:

    gaussian_nb     GaussianNB                      theta_, var_, epsilon_
    multinomial_nb  MultinomialNB                   feature_log_prob_
    complement_nb   ComplementNB                    feature_log_prob_
    bernoulli_nb    BernoulliNB                     feature_log_prob_, binarize
    categorical_nb  CategoricalNB over the category codes when every
                    category is a whole number >= 0 (a code never seen
                    scores as bayes scores it: a padded category, or no
                    evidence); else a Pipeline of an OrdinalEncoder of the
                    model's categories (positions; unknown values one more
                    code) and the CategoricalNB
    lda             LinearDiscriminantAnalysis(solver='lsqr')  coef_, intercept_
    qda             QuadraticDiscriminantAnalysis   rotations_, scalings_
                                                    (eigenvectors and values
                                                    of each class covariance)

The class priors are the model's (priors=fit, uniform, given, prior_alpha).
A model with named features (terms of bayes_tokens) gives an estimator
over the positional features, then the vocabulary in its order
(bayes_info's "vocabulary"), as CountVectorizer's columns.

from_sklearn(est) writes a model BLOB (docs/format.md) from a fitted
estimator's attributes, so that bayes scores it as scikit-learn does:

    GaussianNB      class_count_, theta_, var_ - epsilon_ (the sums of
                    squares); var_smoothing re-derived as epsilon_ over the
                    largest variance over all rows (what bayes multiplies)
    MultinomialNB, ComplementNB, BernoulliNB   feature_count_, class_count_,
                    alpha (clipped to 1e-10 as scikit-learn does unless
                    force_alpha=True; an array: format version 2), binarize
    CategoricalNB   category_count_ (a key per category code seen),
                    min_categories = n_categories_ where codes were never seen
    LinearDiscriminantAnalysis  solver 'lsqr' or 'eigen': covariance_ (the
                    shrunk one, stored with shrinkage=0) and means_; 'svd':
                    the covariance whose pseudo-inverse is scalings_ scalings_^T
                    (the metric its scores use)
    QuadraticDiscriminantAnalysis  (full rank) rotations_ diag(scalings_)
                    rotations_^T as each class covariance, stored with reg=0

LinearDiscriminantAnalysis and QuadraticDiscriminantAnalysis keep no
class counts: the BLOB's class rows are priors_ times a row count (the
smallest up to 100000 that makes them whole, else 1000), so the model's
priors are priors_; what depends on the true counts (bayes_merge with
another model, an update) does not apply to such a model.
"""
import json
import sqlite3
import struct
import zlib

__all__ = ["to_sklearn", "from_sklearn"]

KIND_IDS = {"gaussian_nb": 1, "multinomial_nb": 2, "complement_nb": 3,
            "bernoulli_nb": 4, "categorical_nb": 5, "lda": 6, "qda": 7}


def _conn(conn):
    if conn is not None:
        return conn, False
    from . import load
    c = sqlite3.connect(":memory:")
    load(c)
    return c, True


def _info(model, conn):
    c, own = _conn(conn)
    try:
        if isinstance(model, (bytes, bytearray, memoryview)):
            model = sqlite3.Binary(bytes(model))
        return json.loads(c.execute("SELECT bayes_info(?)", (model,)).fetchone()[0])
    finally:
        if own:
            c.close()


# ---------------------------------------------------------------- to_sklearn
def to_sklearn(model, conn=None):
    """The fitted scikit-learn estimator of a bayes model (a BLOB, or the
    name of a model in bayes_models of conn); see the module's text."""
    import numpy as np
    info = _info(model, conn)
    kind = info["kind"]
    if "calibration" in info:
        raise ValueError("to_sklearn: the model is calibrated (bayes_calibrate); "
                         "scikit-learn's estimator would not score as it does: "
                         "use bayes_uncalibrated(model) for the estimator alone")
    labels = [c["label"] for c in info["classes"]]
    classes = np.array(labels)
    counts = np.array([c["count"] for c in info["classes"]], dtype=float)
    priors = np.array([c["prior"] for c in info["classes"]], dtype=float)
    opts = info["options"]
    given = None if opts.get("priors") in (None, "fit") and not opts.get("prior_alpha") \
        else priors
    with np.errstate(divide="ignore"):
        log_priors = np.log(priors)
    d = info["n_features"] + len(info.get("vocabulary") or [])

    if kind == "gaussian_nb":
        from sklearn.naive_bayes import GaussianNB
        est = GaussianNB(priors=given, var_smoothing=opts["var_smoothing"])
        est.theta_ = np.array(info["theta"], dtype=float)
        est.var_ = np.array(info["var"], dtype=float)
        est.epsilon_ = float(info["epsilon"])
        est.class_count_ = counts
        est.class_prior_ = priors
    elif kind in ("multinomial_nb", "complement_nb", "bernoulli_nb"):
        from sklearn import naive_bayes as nb
        alpha = opts["alpha"]
        alpha = np.array(alpha, dtype=float) if isinstance(alpha, list) else alpha
        if kind == "multinomial_nb":
            est = nb.MultinomialNB(alpha=alpha, class_prior=given)
        elif kind == "bernoulli_nb":
            est = nb.BernoulliNB(alpha=alpha, binarize=opts["binarize"], class_prior=given)
        else:
            if isinstance(opts.get("priors"), dict):
                raise ValueError("to_sklearn: complement_nb with given priors adds "
                                 "them to its scores; ComplementNB cannot")
            est = nb.ComplementNB(alpha=alpha, norm=bool(opts["norm"]))
        fc = np.array(info["feature_count"], dtype=float).reshape(len(labels), d)
        est.feature_count_ = fc
        est.class_count_ = counts
        est.feature_log_prob_ = np.array(info["feature_log_prob"], dtype=float).reshape(len(labels), d)
        est.class_log_prior_ = log_priors
        if kind == "complement_nb":
            est.feature_all_ = fc.sum(axis=0)
    elif kind == "categorical_nb":
        from sklearn.naive_bayes import CategoricalNB
        alpha = opts["alpha"]
        alpha = np.array(alpha, dtype=float) if isinstance(alpha, list) else alpha
        est = CategoricalNB(alpha=alpha, class_prior=given)
        cats = info["categories"]
        ncat = [int(k) for k in info["n_categories"]]
        flp = [np.array(f, dtype=float) for f in info["feature_log_prob"]]
        cnt = [np.array(f, dtype=float) for f in info["category_count"]]
        if any(f.shape != (len(labels), k) for f, k in zip(flp, ncat)):
            raise ValueError("to_sklearn: the model's feature_log_prob does not list "
                             "every category (min_categories beyond a million entries)")
        # scikit-learn's columns are category codes.  Whole numbers >= 0
        # are their own codes; other categories (text) get their position
        # in the model's list through an OrdinalEncoder, and every value
        # never seen the code W.  A code the model never saw scores as
        # bayes scores it: as a padded category (min_categories) or, with
        # none, as no evidence (log 0 for every class).
        ints = all(isinstance(c, int) and not isinstance(c, bool) and c >= 0
                   for cj in cats for c in cj)
        W = max(len(c) for c in cats) if cats else 0
        est.feature_log_prob_, est.category_count_, widths = [], [], []
        for cj, f, n_, k in zip(cats, flp, cnt, ncat):
            other = f[:, len(cj)] if k > len(cj) else np.zeros(len(labels))
            cols = cj if ints else list(range(len(cj)))
            width = max([k] + [c + 1 for c in cols]) if ints else W + 1
            g = np.repeat(other[:, None], width, axis=1)
            m = np.zeros((len(labels), width))
            g[:, cols] = f[:, :len(cj)]
            m[:, cols] = n_[:, :len(cj)]
            est.feature_log_prob_.append(g)
            est.category_count_.append(m)
            widths.append(width)
        est.n_categories_ = np.array(widths)
        est.class_count_ = counts
        est.class_log_prior_ = log_priors
        est.classes_ = classes
        est.n_features_in_ = d
        if ints:
            return est
        from sklearn.pipeline import make_pipeline
        from sklearn.preprocessing import OrdinalEncoder
        try:
            enc = OrdinalEncoder(categories=[np.array(c, dtype=object) for c in cats],
                                 handle_unknown="use_encoded_value", unknown_value=W,
                                 dtype=np.int64)
            enc.fit([[c[0] for c in cats]])
        except (TypeError, ValueError) as e:
            raise ValueError("to_sklearn: categorical_nb's categories of a feature "
                             "mix numbers and text, which OrdinalEncoder cannot "
                             "take (%s)" % e) from None
        return make_pipeline(enc, est)
    elif kind == "lda":
        from sklearn.discriminant_analysis import LinearDiscriminantAnalysis
        if "coef" not in info:
            raise ValueError("to_sklearn: this lda model has no coef (no complete rows)")
        sh = opts.get("shrinkage")
        est = LinearDiscriminantAnalysis(solver="lsqr", priors=given,
                                         shrinkage=None if not sh else ("auto" if sh == -1 else sh))
        coef = np.array(info["coef"], dtype=float)
        icpt = np.array(info["intercept"], dtype=float)
        if len(labels) == 2:        # scikit-learn's binary form: one row
            coef = (coef[1] - coef[0])[None, :]
            icpt = np.array([icpt[1] - icpt[0]])
        est.coef_, est.intercept_ = coef, icpt
        est.means_ = np.array(info["means"], dtype=float)
        est.covariance_ = np.array(info["covariance"], dtype=float)
        est.priors_ = priors
    elif kind == "qda":
        from sklearn.discriminant_analysis import QuadraticDiscriminantAnalysis
        est = QuadraticDiscriminantAnalysis(priors=given, reg_param=opts["reg"])
        floor = float(info["floor"])
        rot, sca = [], []
        for cov in info["covariances"]:
            s, r = np.linalg.eigh(np.array(cov, dtype=float))
            rot.append(r)
            sca.append(np.maximum(s, floor))
        est.rotations_, est.scalings_ = rot, sca
        est.means_ = np.array(info["means"], dtype=float)
        est.priors_ = priors
    else:
        raise ValueError("to_sklearn: no scikit-learn estimator for kind %s "
                         "(gaussian_nb, multinomial_nb, complement_nb, bernoulli_nb, "
                         "categorical_nb, lda, qda have one)" % kind)
    est.classes_ = classes
    est.n_features_in_ = d
    return est


# -------------------------------------------------------------- from_sklearn
def _label(v):
    """(type byte, value bytes, SQLite sort key) of a class label."""
    if hasattr(v, "item") and getattr(v, "shape", None) == ():
        v = v.item()
    if isinstance(v, bool):
        v = int(v)
    if isinstance(v, int):
        return 1, struct.pack("<q", v), (0, v, b"")
    if isinstance(v, float):
        return 2, struct.pack("<d", v), (0, v, b"")
    if isinstance(v, str):
        b = v.encode("utf-8")
        return 3, struct.pack("<I", len(b)) + b, (1, 0, b)
    raise ValueError("from_sklearn: class label %r is not a number or a string" % (v,))


def _f64s(xs):
    xs = [float(x) for x in xs]
    return struct.pack("<%dd" % len(xs), *xs)


def _blob(kind, d, options, vectors, priors_mode, rows, labels, section):
    """The BLOB: header, generic body (rows per class, labels in the
    estimator's order; sorted here into SQLite's), the kind's section as a
    function of the class order.  vectors: {option index: list}."""
    order = sorted(range(len(labels)), key=lambda i: _label(labels[i])[2])
    body = struct.pack("<II", d, len(options)) + _f64s(options)
    if vectors:
        body += struct.pack("<I", len(vectors))
        for idx in sorted(vectors):
            body += struct.pack("<II", idx, len(vectors[idx])) + _f64s(vectors[idx])
    if isinstance(priors_mode, tuple):          # (2, the priors): given
        pri = priors_mode[1]
        body += _f64s([0.0]) + struct.pack("<BI", 2, len(labels))
        for i in order:
            v = labels[i].item() if hasattr(labels[i], "item") else labels[i]
            t = (v if isinstance(v, str) else repr(int(v) if isinstance(v, bool) else v)).encode()
            body += struct.pack("<I", len(t)) + t + _f64s([pri[i]])
    else:
        body += _f64s([0.0]) + struct.pack("<BI", priors_mode, 0)
    body += _f64s([sum(float(r) for r in rows)]) + struct.pack("<I", len(labels))
    for i in order:
        t, b, _ = _label(labels[i])
        body += struct.pack("<B", t) + b + _f64s([rows[i]])
    body += section(order)
    version = 2 if vectors else 1
    return (b"BAYS" + struct.pack("<HHII", version, KIND_IDS[kind], 16 + len(body),
                                  zlib.crc32(body) & 0xFFFFFFFF) + body)


def _alpha(est):
    import numpy as np
    a = np.asarray(est.alpha, dtype=float)
    if getattr(est, "force_alpha", False) is not True:
        a = np.maximum(a, 1e-10)      # as scikit-learn's _check_alpha
    return a


def _priors_mode(est, given=None):
    """0 fit, 1 uniform, (2, priors) given."""
    given = getattr(est, "class_prior", None) if given is None else given
    if given is not None:
        return (2, [float(p) for p in given])
    return 0 if getattr(est, "fit_prior", True) else 1


def _whole_rows(priors, limit=100000):
    """A row count n that makes every priors_[k] * n whole (to 1e-9), the
    smallest up to limit; else 1000."""
    import numpy as np
    p = np.asarray(priors, dtype=float)
    n = np.arange(1, limit + 1, dtype=float)[:, None]
    x = p[None, :] * n
    ok = np.all(np.abs(x - np.round(x)) <= 1e-9 * np.maximum(1, x), axis=1) & \
        np.all(np.round(x) >= 1, axis=1)
    hit = np.nonzero(ok)[0]
    return float(hit[0] + 1) if len(hit) else 1000.0


def from_sklearn(est):
    """A model BLOB (bytes) that bayes scores as the fitted scikit-learn
    estimator est predicts (GaussianNB, MultinomialNB, ComplementNB,
    BernoulliNB, CategoricalNB, LinearDiscriminantAnalysis,
    QuadraticDiscriminantAnalysis; see the module's text).  An estimator
    fitted on a DataFrame (feature_names_in_) gives a model named after its
    columns (bayes_with(blob, 'names=...')), which SQL scores by name."""
    blob = _from_sklearn(est)
    names = getattr(est, "feature_names_in_", None)
    if names is None:
        return blob
    from .frame import _names_option, named_spec
    names = [str(n) for n in names]
    if not named_spec("", names):
        return blob
    c, _ = _conn(None)
    try:
        b = sqlite3.Binary(blob)
        if c.execute("SELECT bayes_info(?) ->> '$.n_features'", (b,)).fetchone()[0] != len(names):
            return blob
        return bytes(c.execute("SELECT bayes_with(?, ?)",
                               (b, _names_option(names))).fetchone()[0])
    finally:
        c.close()


def _from_sklearn(est):
    import numpy as np
    name = type(est).__name__
    if not hasattr(est, "classes_"):
        raise ValueError("from_sklearn: %s is not fitted" % name)
    labels = list(est.classes_)
    K = len(labels)

    if name == "GaussianNB":
        theta = np.asarray(est.theta_, dtype=float)
        n = np.asarray(est.class_count_, dtype=float)
        m2 = np.maximum(np.asarray(est.var_, dtype=float) - est.epsilon_, 0) * n[:, None]
        d = theta.shape[1]
        # bayes's epsilon: var_smoothing x the largest variance of a feature
        # over all rows, which it derives from the class statistics (Chan)
        N = n.sum()
        mean = (n[:, None] * theta).sum(axis=0) / N
        var = (m2.sum(axis=0) + (n[:, None] * (theta - mean) ** 2).sum(axis=0)) / N
        vmax = var.max() if d else 0.0
        vs = est.epsilon_ / vmax if vmax > 0 else est.var_smoothing

        def section(order):
            out = b""
            for i in order:
                out += _f64s([n[i]] * d) + _f64s([0.0] * d) + _f64s(m2[i]) + _f64s(theta[i])
            return out
        return _blob("gaussian_nb", d, [vs], {}, _priors_mode(est, est.priors),
                     n, labels, section)

    if name in ("MultinomialNB", "ComplementNB", "BernoulliNB"):
        fc = np.asarray(est.feature_count_, dtype=float)
        n = np.asarray(est.class_count_, dtype=float)
        d = fc.shape[1]
        a = _alpha(est)
        vec = {0: list(a)} if a.ndim else {}
        alpha = 1.0 if a.ndim else float(a)
        kind = {"MultinomialNB": "multinomial_nb", "ComplementNB": "complement_nb",
                "BernoulliNB": "bernoulli_nb"}[name]
        if name == "MultinomialNB":
            options, mode = [alpha], _priors_mode(est)
        elif name == "ComplementNB":
            options, mode = [alpha, float(bool(est.norm))], 0
        else:
            options = [alpha, 0.0 if est.binarize is None else float(est.binarize)]
            mode = _priors_mode(est)

        def section(order):
            out = struct.pack("<I", 0)                      # no terms
            for i in order:
                out += _f64s(fc[i])
                if kind == "bernoulli_nb":
                    out += _f64s([n[i]] * d)                # every row observed
            return out
        return _blob(kind, d, options, vec, mode, n, labels, section)

    if name == "CategoricalNB":
        cc = [np.asarray(c, dtype=float) for c in est.category_count_]
        n = np.asarray(est.class_count_, dtype=float)
        d = len(cc)
        a = _alpha(est)
        keys = []                          # (feature, code, per-class counts)
        seen = []
        for j, c in enumerate(cc):
            codes = [k for k in range(c.shape[1]) if c[:, k].sum() > 0]
            seen.append(len(codes))
            keys += [(j, k, c[:, k]) for k in codes]
        ncat = [int(k) for k in est.n_categories_]
        vec = {}
        if a.ndim:
            vec[0] = list(a)
        pad = any(k > s for k, s in zip(ncat, seen))
        if pad:
            vec[1] = [float(k) for k in ncat]
        options = [1.0 if a.ndim else float(a)] + ([0.0] if pad else [])

        def section(order):
            out = struct.pack("<I", len(keys))
            for j, k, counts in keys:
                key = struct.pack(">I", j) + b"i" + struct.pack("<q", k)
                out += struct.pack("<I", len(key)) + key + _f64s([counts.sum()])
            for i in order:
                out += _f64s([counts[i] for _, _, counts in keys]) + _f64s([n[i]] * d)
            return out
        return _blob("categorical_nb", d, options, vec, _priors_mode(est), n, labels, section)

    if name in ("LinearDiscriminantAnalysis", "QuadraticDiscriminantAnalysis"):
        priors = np.asarray(est.priors_, dtype=float)
        N = _whole_rows(priors)
        while name.startswith("Quad") and 0 < (priors * N).min() < 2:
            N *= 2                  # qda divides by n_y - 1: keep n_y > 1
        n = priors * N
        means = np.asarray(est.means_, dtype=float)
        d = means.shape[1]
        tri = lambda M: [M[i][j] for i in range(d) for j in range(i + 1)]
        if name == "LinearDiscriminantAnalysis":
            if est.solver == "svd":
                # its scores use P = S S^T (S = scalings_, d x r): store the
                # covariance whose pseudo-inverse is P, U diag(s)^-2 U^T
                U, s, _ = np.linalg.svd(np.asarray(est.scalings_, dtype=float),
                                        full_matrices=False)
                cov = (U / s ** 2) @ U.T
            else:
                cov = np.asarray(est.covariance_, dtype=float)

            def section(order):
                out = _f64s(tri(cov * N))
                for i in order:
                    out += _f64s([n[i]]) + _f64s(means[i])
                return out
            return _blob("lda", d, [0.0], {}, 0, n, labels, section)
        if any(len(s) != d for s in est.scalings_) or any(v <= 1 for v in n):
            raise ValueError("from_sklearn: QuadraticDiscriminantAnalysis with a class "
                             "of rank below its %d features: bayes's density differs "
                             "there (docs/kinds.md)" % d)
        covs = [np.asarray(r) @ np.diag(s) @ np.asarray(r).T
                for r, s in zip(est.rotations_, est.scalings_)]

        def section(order):
            out = b""
            for i in order:
                out += _f64s([n[i]]) + _f64s(means[i]) + _f64s(tri(covs[i] * (n[i] - 1)))
            return out
        return _blob("qda", d, [0.0], {}, 0, n, labels, section)

    raise ValueError("from_sklearn: no bayes kind for %s (GaussianNB, MultinomialNB, "
                     "ComplementNB, BernoulliNB, CategoricalNB, "
                     "LinearDiscriminantAnalysis, QuadraticDiscriminantAnalysis)" % name)
