"""DataFrames in and out, BayesClassifier, to_sklearn / from_sklearn and the
progress bar, on the installed wheel (make test-python: pandas, numpy and
scikit-learn 1.2 from Debian, through the venv's --system-site-packages).

The scikit-learn checks compare predict_proba with bayes_proba to 1e-12
(TOL); the differences measured are printed with -s (MAXDIFF lines)."""
import doctest
import io
import json
import os
import re
import sqlite3
import warnings

import pytest

np = pytest.importorskip("numpy")
pd = pytest.importorskip("pandas")
sklearn = pytest.importorskip("sklearn")
from sklearn import discriminant_analysis as da  # noqa: E402
from sklearn import naive_bayes as nb  # noqa: E402
from sklearn.base import clone  # noqa: E402
from sklearn.datasets import load_iris  # noqa: E402
from sklearn.model_selection import cross_val_score  # noqa: E402

import sqlite_bayes  # noqa: E402
from sqlite_bayes import BayesClassifier  # noqa: E402

TOL = 1e-12
DOCS = os.environ.get("BAYES_PY_DOCS")


def connect():
    db = sqlite3.connect(":memory:")
    sqlite_bayes.load(db)
    return db


@pytest.fixture(scope="module")
def iris():
    d = load_iris(as_frame=True)
    df = d.frame.iloc[:, :4].copy()
    df.columns = ["sl", "sw", "pl", "pw"]
    df["species"] = d.target_names[d.target]
    df.index = ["r%d" % i for i in range(len(df))]      # not 0..n-1
    return df


@pytest.fixture(scope="module")
def counts(iris):
    """iris as whole-number counts (0 ..), for the count kinds."""
    X = (iris[["sl", "sw", "pl", "pw"]] * 2).round().astype(int)
    return X - X.min().min()


def maxdiff(a, b, what):
    d = float(np.max(np.abs(np.asarray(a, dtype=float) - np.asarray(b, dtype=float))))
    print("MAXDIFF %-50s %.3g" % (what, d))
    return d


# ------------------------------------------------------------- DataFrames
def test_fit_frame_and_proba_frame_columns_index(iris):
    db = connect()
    m = sqlite_bayes.fit_frame(db, "gaussian_nb", iris, "species")
    X = iris.drop(columns="species")          # the model knows positions, not names
    p = sqlite_bayes.predict_proba_frame(db, m, X)
    assert list(p.columns) == ["setosa", "versicolor", "virginica"]
    assert list(p.index) == list(iris.index)
    assert np.allclose(p.sum(axis=1), 1, atol=1e-12)
    # row by row, what SQL's bayes_proba gives
    r = iris.iloc[70]
    sql = json.loads(db.execute("SELECT bayes_proba(?, ?, ?, ?, ?)",
                                (m, r.sl, r.sw, r.pl, r.pw)).fetchone()[0])
    assert list(p.iloc[70]) == [sql[k] for k in p.columns]
    lab = sqlite_bayes.predict_frame(db, m, iris, features=["sl", "sw", "pl", "pw"])
    assert lab.name == "label" and list(lab.index) == list(iris.index)
    assert (lab == p.idxmax(axis=1)).all()


def test_integer_labels_are_integer_columns():
    db = connect()
    X = pd.DataFrame({"x": [0.0, 1, 0.5, 5, 6, 5.5], "y": [1, 2, 1, 2, 1, 3]})
    m = sqlite_bayes.fit_frame(db, "gaussian_nb", X, [3, 3, 3, 10, 10, 10])
    p = sqlite_bayes.predict_proba_frame(db, m, X)
    assert list(p.columns) == [3, 10]
    assert list(sqlite_bayes.predict_frame(db, m, X)) == [3, 3, 3, 10, 10, 10]


def test_nan_and_none_are_missing(iris):
    db = connect()
    m = sqlite_bayes.fit_frame(db, "gaussian_nb", iris, "species")
    X = pd.DataFrame({"sl": [5.0, np.nan], "sw": [3.0, 3.0], "pl": [np.nan, 1.0],
                      "pw": [0.2, 0.2]})
    p = sqlite_bayes.predict_proba_frame(db, m, X)
    want = [json.loads(db.execute("SELECT bayes_proba(?, ?, ?, ?, ?)", (m,) + r).fetchone()[0])
            for r in [(5.0, 3.0, None, 0.2), (None, 3.0, 1.0, 0.2)]]
    assert [list(p.iloc[i]) for i in range(2)] == [list(w.values()) for w in want]


def test_frame_table_query_and_arrays_fit_the_same_model(iris):
    db = connect()
    iris.to_sql("iris", db, index=False)
    a = sqlite_bayes.fit_frame(db, "lda", iris, "species",
                               features=["sl", "sw", "pl", "pw"])
    b = sqlite_bayes.fit_query(db, "lda", "SELECT species, sl, sw, pl, pw FROM iris")
    c = BayesClassifier("lda", conn=db).fit("iris", "species").model_
    d = BayesClassifier("lda").fit(iris[["sl", "sw", "pl", "pw"]].to_numpy(),
                                   iris.species.to_numpy()).model_
    e = BayesClassifier("lda").fit(iris[["sl", "sw", "pl", "pw"]].values.tolist(),
                                   list(iris.species)).model_
    # the arrays have no column names: unnamed; the frame, the table and the
    # query are named after their columns (b and c by bayes_fit_query, which
    # also records the declared types); the statistics are the same bytes
    assert d == e
    assert b == c
    assert "features" not in json.loads(db.execute("SELECT bayes_info(?)", (d,)).fetchone()[0])
    for m in (a, b, c):
        info = json.loads(db.execute("SELECT bayes_info(?)", (m,)).fetchone()[0])
        assert [f["name"] for f in info["features"]] == ["sl", "sw", "pl", "pw"]
        assert db.execute("SELECT bayes_with(?, 'names=')", (m,)).fetchone()[0] == d
    declared = lambda m: [f["declared"] for f in json.loads(db.execute(
        "SELECT bayes_info(?)", (m,)).fetchone()[0])["features"]]
    assert declared(a) == [None] * 4 and declared(b) == ["REAL"] * 4


def test_weights_by_column_and_array(iris):
    w = np.where(iris.species == "setosa", 2.0, 1.0)
    a = BayesClassifier("gaussian_nb").fit(iris.assign(w=w), "species", sample_weight="w")
    b = BayesClassifier("gaussian_nb").fit(iris, "species", sample_weight=w)
    assert a.model_ == b.model_
    assert a.info_["classes"][0]["count"] == 100


def test_import_needs_none_of_pandas_numpy_sklearn():
    import subprocess
    import sys
    out = subprocess.run([sys.executable, "-c", "import sys, sqlite_bayes; print(sorted("
                          "m for m in ('numpy', 'pandas', 'sklearn') if m in sys.modules))"],
                         capture_output=True, text=True, cwd="/")
    assert out.stdout.strip() == "[]", out.stderr


# -------------------------------------------------------------- estimator
def test_estimator_api(iris):
    clf = BayesClassifier("multinomial_nb", alpha=0.5, priors="uniform")
    assert clf.get_params() == {"kind": "multinomial_nb", "conn": None, "alpha": 0.5,
                                "priors": "uniform"}
    assert clf.spec == "multinomial_nb alpha=0.5 priors=uniform"
    clf.set_params(alpha=2, kind="gaussian_nb", priors=None)
    assert clf.spec == "gaussian_nb alpha=2"
    clf = BayesClassifier("gaussian_nb").fit(iris, "species")
    assert list(clf.classes_) == ["setosa", "versicolor", "virginica"]
    assert list(clf.feature_names_in_) == ["sl", "sw", "pl", "pw"]
    assert clf.n_features_in_ == 4
    p = clf.predict_proba(iris)
    assert p.shape == (150, 3)
    # columns by name: a DataFrame in another order scores the same
    assert np.array_equal(clf.predict_proba(iris[["pw", "pl", "sw", "sl"]]), p)
    assert np.array_equal(clf.predict(iris), clf.classes_[p.argmax(axis=1)])
    assert clf.score(iris, iris.species) == np.mean(clf.predict(iris) == iris.species)
    assert np.array_equal(clf.predict_proba_frame(iris).to_numpy(), p)
    assert list(clf.predict_proba_frame(iris).columns) == list(clf.classes_)
    assert np.allclose(np.exp(clf.predict_log_proba(iris)), p, rtol=1e-12, atol=0)


def _names(db, model):
    info = json.loads(db.execute("SELECT bayes_info(?)", (model,)).fetchone()[0])
    return [f["name"] for f in info.get("features", [])]


def test_estimator_saves_a_named_model_sql_scores_by_name(iris):
    db = connect()
    iris.to_sql("iris", db, index=False)
    # fitted on a DataFrame: named after its columns; saved, SQL scores it by name
    clf = BayesClassifier("gaussian_nb", conn=db).fit(iris, "species").save("iris")
    assert _names(db, clf.model_) == ["sl", "sw", "pl", "pw"]
    want = list(clf.predict(iris))
    got = db.execute("SELECT label FROM bayes_scores('iris', "
                     "'SELECT rowid, pw, species, pl, sw, sl FROM iris') ORDER BY key").fetchall()
    assert [r[0] for r in got] == want
    r = iris.iloc[70]
    assert db.execute("SELECT bayes_proba('iris', json_object('pw', ?, 'pl', ?, 'sw', ?, 'sl', ?))",
                      (r.pw, r.pl, r.sw, r.sl)).fetchone()[0] == \
        db.execute("SELECT bayes_proba('iris', ?, ?, ?, ?)", (r.sl, r.sw, r.pl, r.pw)).fetchone()[0]
    with pytest.raises(sqlite3.OperationalError, match=r"feature 'pw' is missing"):
        db.execute("SELECT bayes_predict('iris', json_object('sl', 5, 'sw', 3, 'pl', 1))").fetchone()
    # read back: the names are the model's, feature_names_in_ and by-name scoring
    back = BayesClassifier.from_model("iris", conn=db)
    assert list(back.feature_names_in_) == ["sl", "sw", "pl", "pw"]
    assert np.array_equal(back.predict_proba(iris[["pw", "sl", "pl", "sw"]]),
                          clf.predict_proba(iris))
    # a table or a query: named, with the declared types
    q = BayesClassifier("gaussian_nb", conn=db).fit("SELECT species, pw, sl FROM iris", "species")
    assert _names(db, q.model_) == ["pw", "sl"]
    assert [f["declared"] for f in q.info_["features"]] == ["REAL", "REAL"]
    # columns with white space in their names
    odd = iris.rename(columns={"sl": "sepal length (cm)", "pw": "petal\twidth"})
    o = BayesClassifier("gaussian_nb").fit(odd, "species")
    assert _names(o._db(), o.model_) == ["sepal length (cm)", "sw", "pl", "petal\twidth"]
    assert o.model_ != clf.model_ and \
        o._db().execute("SELECT bayes_with(?, 'names=')", (o.model_,)).fetchone()[0] == \
        db.execute("SELECT bayes_with(?, 'names=')", (clf.model_,)).fetchone()[0]
    # arrays have no column names: an unnamed model, no feature_names_in_
    a = BayesClassifier("gaussian_nb").fit(iris[["sl", "sw", "pl", "pw"]].to_numpy(),
                                           iris.species.to_numpy())
    assert not hasattr(a, "feature_names_in_") and _names(a._db(), a.model_) == []
    # from_sklearn of an estimator fitted on a DataFrame: named too
    est = nb.GaussianNB().fit(iris[["sl", "sw", "pl", "pw"]], iris.species)
    s = BayesClassifier.from_sklearn(est)
    assert _names(s._db(), s.model_) == ["sl", "sw", "pl", "pw"]
    assert list(s.feature_names_in_) == ["sl", "sw", "pl", "pw"]


def test_estimator_with_scikit_learn_tools(iris):
    X, y = iris[["sl", "sw", "pl", "pw"]], iris.species
    c = clone(BayesClassifier("qda", reg=0.1))
    assert c.get_params()["reg"] == 0.1 and not hasattr(c, "model_")
    ours = cross_val_score(BayesClassifier("qda", reg=0.1), X, y, cv=5)
    theirs = cross_val_score(da.QuadraticDiscriminantAnalysis(reg_param=0.1), X, y, cv=5)
    assert np.array_equal(ours, theirs)


def test_estimator_grid_search_pipeline_pickle(iris):
    import pickle
    from sklearn.model_selection import GridSearchCV
    from sklearn.pipeline import make_pipeline
    from sklearn.preprocessing import StandardScaler
    X, y = iris[["sl", "sw", "pl", "pw"]], iris.species
    g = GridSearchCV(BayesClassifier("lda"), {"shrinkage": [0, 0.1, 0.5]}, cv=5).fit(X, y)
    assert g.best_params_ == {"shrinkage": 0} and g.best_estimator_.spec == "lda shrinkage=0"
    p = make_pipeline(StandardScaler(), BayesClassifier("qda", reg=0.1)).fit(X, y)
    q = make_pipeline(StandardScaler(), da.QuadraticDiscriminantAnalysis(reg_param=0.1)).fit(X, y)
    assert maxdiff(p.predict_proba(X), q.predict_proba(X), "pipeline qda") <= TOL
    c = pickle.loads(pickle.dumps(g.best_estimator_))        # its own connection: remade
    assert c.model_ == g.best_estimator_.model_
    assert np.array_equal(c.predict_proba(X), g.best_estimator_.predict_proba(X))
    with pytest.raises(TypeError, match="cannot be pickled"):
        pickle.dumps(BayesClassifier("lda", conn=connect()))


def test_estimator_fits_a_table_with_progress(iris, tmp_path):
    db = sqlite3.connect(str(tmp_path / "p.db"))
    iris.to_sql("iris", db, index=False)
    seen = []
    clf = BayesClassifier("gaussian_nb", conn=db).fit(
        "SELECT species, sl, sw, pl, pw FROM iris WHERE sl > 5", "species",
        progress=lambda done, total: seen.append((done, total)))
    assert seen[-1] == (118, 118)
    assert clf.predict("SELECT pw, pl, sw, sl FROM iris").shape == (150,)
    assert list(clf.feature_names_in_) == ["sl", "sw", "pl", "pw"]


def test_save_deploys_by_name_and_to_own_table(iris, tmp_path):
    path = str(tmp_path / "m.db")
    db = connect_path = sqlite3.connect(path)
    clf = BayesClassifier("gaussian_nb", conn=db).fit(iris, "species").save("iris")
    other = sqlite3.connect(path)
    sqlite_bayes.load(other)
    assert other.execute("SELECT bayes_predict('iris', 5.1, 3.5, 1.4, 0.2)").fetchone()[0] == "setosa"
    clf2 = BayesClassifier("lda", conn=db).fit(iris, "species").save("iris", deploy=False)
    assert other.execute("SELECT kind FROM bayes_models_info WHERE name = 'iris'").fetchone()[0] \
        == "gaussian_nb"
    assert other.execute("SELECT count(*) FROM bayes_model_versions").fetchone()[0] == 2
    clf2.save("lda1", table="my_models")
    assert bytes(other.execute("SELECT model FROM my_models WHERE name='lda1'").fetchone()[0]) \
        == clf2.model_
    back = BayesClassifier.from_model("iris", conn=connect_path)
    assert back.kind == "gaussian_nb" and back.model_ == clf.model_


def test_progress_counts_rows(tmp_path, capsys):
    from sqlite_bayes.progress import fit_with_progress
    db = connect()
    db.execute("CREATE TABLE big(y TEXT, x REAL)")
    db.executemany("INSERT INTO big VALUES (?, ?)",
                   (("ab"[i % 2], (i * 7919) % 1000 / 10) for i in range(60000)))
    seen = []
    head = "SELECT bayes_fit(?, y, x)"
    blob = fit_with_progress(db, head, ("gaussian_nb",), "SELECT * FROM big",
                             lambda d, t: seen.append((d, t)), every=0)
    assert blob == bytes(db.execute(head + " FROM big", ("gaussian_nb",)).fetchone()[0])
    done = [d for d, _ in seen]
    assert seen[-1] == (60000, 60000) and len(seen) > 50
    assert done == sorted(done)
    # the estimate before the end: within 10% of the truth at the last call
    assert done[-2] >= 0.9 * 60000
    # the bar: on stderr, ends at 100% with a newline
    sqlite_bayes.fit_query(db, "gaussian_nb", "big", progress=True)
    err = capsys.readouterr().err
    assert re.search(r"100%  60000/60000 rows  [0-9.]+ s\n$", err), err
    assert "bayes_fit  [####################]" in err


# ------------------------------------------------------ scikit-learn: out
SPECS = [
    ("gaussian_nb", "real", {}), ("gaussian_nb", "real", {"var_smoothing": 1e-3}),
    ("gaussian_nb", "real", {"priors": {"setosa": 0.2, "versicolor": 0.3, "virginica": 0.5}}),
    ("multinomial_nb", "counts", {}), ("multinomial_nb", "counts", {"alpha": [0.5, 1, 2, 3]}),
    ("multinomial_nb", "counts", {"priors": "uniform"}),
    ("complement_nb", "counts", {}), ("complement_nb", "counts", {"norm": 1}),
    ("bernoulli_nb", "counts", {"binarize": 6}), ("bernoulli_nb", "counts", {"prior_alpha": 1}),
    ("categorical_nb", "counts", {}), ("categorical_nb", "counts", {"min_categories": 30}),
    ("categorical_nb", "text", {}),
    ("lda", "real", {}), ("lda", "real", {"shrinkage": 0.3}), ("lda", "real", {"shrinkage": "auto"}),
    ("lda", "real2", {}),
    ("qda", "real", {}), ("qda", "real", {"reg": 0.2}),
]


def data(iris, counts, which):
    if which == "real":
        return iris[["sl", "sw", "pl", "pw"]], iris.species
    if which == "real2":        # two classes: scikit-learn's one-row coef_
        two = iris[iris.species != "setosa"]
        return two[["sl", "sw", "pl", "pw"]], two.species
    if which == "text":         # text categories: an OrdinalEncoder pipeline
        return counts.applymap(lambda v: "c%02d" % v), iris.species
    return counts, iris.species


@pytest.mark.parametrize("kind,which,opts", SPECS)
def test_to_sklearn_scores_the_same(iris, counts, kind, which, opts):
    X, y = data(iris, counts, which)
    clf = BayesClassifier(kind, **opts).fit(X, y)
    est = clf.to_sklearn()
    assert list(est.classes_) == list(clf.classes_)
    with warnings.catch_warnings():
        warnings.simplefilter("error")        # feature names match: no warning
        theirs = est.predict_proba(X)
        assert np.array_equal(est.predict(X), clf.predict(X)) or kind == "complement_nb"
    assert maxdiff(clf.predict_proba(X), theirs, "to_sklearn %s %s" % (kind, opts)) <= TOL
    # the BLOB alone does the same (no estimator, positional columns)
    est2 = sqlite_bayes.to_sklearn(clf.model_)
    assert np.array_equal(est2.predict_proba(np.asarray(X)), theirs) or which == "text"


@pytest.mark.parametrize("kind", ["multinomial_nb", "complement_nb", "bernoulli_nb"])
def test_to_sklearn_with_a_vocabulary(kind):
    db = connect()
    docs = [("spam", 4, "win money now"), ("spam", 2, "free money, free prize"),
            ("ham", 0, "lunch at noon"), ("ham", 1, "meeting moved to noon"),
            ("spam", 3, "free free lunch"), ("ham", 0, "noon lunch money")]
    db.execute("CREATE TABLE mail(label TEXT, links INTEGER, body TEXT)")
    db.executemany("INSERT INTO mail VALUES (?, ?, ?)", docs)
    m = db.execute("SELECT bayes_fit(?, label, links, bayes_tokens(body)) FROM mail",
                   (kind,)).fetchone()[0]
    vocab = sqlite_bayes.frame.model_info(db, m)["vocabulary"]
    est = sqlite_bayes.to_sklearn(m, db)
    rows = [(1, "free lunch money"), (0, "noon meeting at noon"), (5, "prize")]
    X = []
    for links, text in rows:
        bag = json.loads(db.execute("SELECT bayes_tokens(?)", (text,)).fetchone()[0])
        X.append([links] + [bag.get(t, 0) for t in vocab])
    ours = [list(json.loads(db.execute("SELECT bayes_proba(?, ?, bayes_tokens(?))",
                                       (m, links, text)).fetchone()[0]).values())
            for links, text in rows]
    assert maxdiff(ours, est.predict_proba(np.array(X)), "to_sklearn %s text" % kind) <= TOL


def test_to_sklearn_refuses_what_it_cannot_carry(iris):
    db = connect()
    m = sqlite_bayes.fit_frame(db, "naive_bayes", iris, "species")
    with pytest.raises(ValueError, match="no scikit-learn estimator for kind naive_bayes"):
        sqlite_bayes.to_sklearn(m, db)


# ------------------------------------------------------- scikit-learn: in
ESTIMATORS = [
    (lambda: nb.GaussianNB(), "real", "gaussian_nb"),
    (lambda: nb.GaussianNB(var_smoothing=1e-3), "real", "gaussian_nb var_smoothing=1e-3"),
    (lambda: nb.GaussianNB(priors=[0.2, 0.3, 0.5]), "real", None),
    (lambda: nb.MultinomialNB(), "counts", "multinomial_nb"),
    (lambda: nb.MultinomialNB(alpha=[0.5, 1, 2, 3]), "counts", "multinomial_nb alpha=[0.5,1,2,3]"),
    (lambda: nb.MultinomialNB(fit_prior=False), "counts", "multinomial_nb priors=uniform"),
    (lambda: nb.MultinomialNB(class_prior=[0.2, 0.3, 0.5]), "counts", None),
    (lambda: nb.ComplementNB(), "counts", "complement_nb"),
    (lambda: nb.ComplementNB(norm=True), "counts", "complement_nb norm=1"),
    (lambda: nb.BernoulliNB(binarize=6), "counts", "bernoulli_nb binarize=6"),
    (lambda: nb.BernoulliNB(alpha=0.5, binarize=6), "counts", "bernoulli_nb alpha=0.5 binarize=6"),
    (lambda: nb.CategoricalNB(), "counts", None),
    (lambda: nb.CategoricalNB(min_categories=30), "counts", None),
    (lambda: nb.CategoricalNB(alpha=0.3, class_prior=[0.2, 0.3, 0.5]), "counts", None),
    (lambda: da.LinearDiscriminantAnalysis(solver="lsqr"), "real", None),
    (lambda: da.LinearDiscriminantAnalysis(solver="eigen", shrinkage=0.2), "real", None),
    (lambda: da.LinearDiscriminantAnalysis(solver="lsqr", shrinkage="auto"), "real", None),
    (lambda: da.LinearDiscriminantAnalysis(), "real", None),
    (lambda: da.LinearDiscriminantAnalysis(), "real2", None),
    (lambda: da.LinearDiscriminantAnalysis(priors=[0.2, 0.3, 0.5]), "real", None),
    (lambda: da.QuadraticDiscriminantAnalysis(), "real", None),
    (lambda: da.QuadraticDiscriminantAnalysis(reg_param=0.2), "real", None),
]

# the count kinds' statistics are whole numbers: the BLOB is bayes_fit's
SAME_BYTES = {"multinomial_nb", "multinomial_nb alpha=[0.5,1,2,3]",
              "multinomial_nb priors=uniform", "complement_nb", "complement_nb norm=1",
              "bernoulli_nb binarize=6", "bernoulli_nb alpha=0.5 binarize=6"}


@pytest.mark.parametrize("make,which,spec", ESTIMATORS)
def test_from_sklearn_scores_the_same(iris, counts, make, which, spec):
    X, y = data(iris, counts, which)
    est = make()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        est.fit(X, y)
    blob = sqlite_bayes.from_sklearn(est)
    db = connect()
    ours = sqlite_bayes.predict_proba_frame(db, blob, X)
    assert list(ours.columns) == list(est.classes_)
    assert maxdiff(ours.to_numpy(), est.predict_proba(X),
                   "from_sklearn %r" % est) <= TOL
    clf = BayesClassifier.from_sklearn(est)
    assert list(clf.feature_names_in_) == list(X.columns)
    info = json.loads(db.execute("SELECT bayes_info(?)", (blob,)).fetchone()[0])
    assert [f["name"] for f in info["features"]] == list(X.columns)
    assert clf.model_ == blob
    assert np.array_equal(clf.predict(X), est.predict(X)) or "Complement" in repr(est)
    if spec is not None:
        iris_db = X.assign(y=y)
        fitted = sqlite_bayes.fit_frame(db, spec, iris_db, "y")
        if spec in SAME_BYTES:   # both named after X's columns; the
            # statistics are the same bytes (the names section differs:
            # bayes_with's names did not see the values, "unknown")
            strip = "SELECT bayes_with(?, 'names=')"
            assert db.execute(strip, (blob,)).fetchone()[0] == \
                db.execute(strip, (fitted,)).fetchone()[0]
        else:
            assert maxdiff(sqlite_bayes.predict_proba_frame(db, fitted, X).to_numpy(),
                           ours.to_numpy(), "from_sklearn vs bayes_fit %s" % spec) <= TOL
    # and back: to_sklearn of the stored model scores as est
    back = sqlite_bayes.to_sklearn(blob)
    assert maxdiff(back.predict_proba(np.asarray(X)), est.predict_proba(X),
                   "round trip %r" % est) <= TOL


@pytest.mark.parametrize("kind,opts", [("gaussian_nb", {}), ("lda", {}), ("lda", {"shrinkage": "auto"}),
                                       ("qda", {"reg": 0.1}), ("bernoulli_nb", {})])
def test_both_ways_on_30_standardized_features(kind, opts):
    """breast cancer, standardized (docs/python.md: unstandardized, its
    conditioning costs scikit-learn's formulas digits that bayes keeps)."""
    from sklearn.datasets import load_breast_cancer
    X, y = load_breast_cancer(return_X_y=True)
    X = (X - X.mean(axis=0)) / X.std(axis=0)
    clf = BayesClassifier(kind, **opts).fit(X, y)
    assert maxdiff(clf.predict_proba(X), clf.to_sklearn().predict_proba(X),
                   "cancer to_sklearn %s %s" % (kind, opts)) <= TOL
    est = {"gaussian_nb": nb.GaussianNB(), "bernoulli_nb": nb.BernoulliNB(binarize=0.0),
           "lda": da.LinearDiscriminantAnalysis(solver="lsqr", shrinkage=opts.get("shrinkage")),
           "qda": da.QuadraticDiscriminantAnalysis(reg_param=0.1)}[kind].fit(X, y)
    back = BayesClassifier.from_sklearn(est)
    assert maxdiff(back.predict_proba(X), est.predict_proba(X),
                   "cancer from_sklearn %r" % est) <= TOL


def test_from_sklearn_integer_labels_in_sqlite_order():
    X = np.array([[1.0, 2], [2, 1], [3, 3], [5, 4], [6, 5], [0, 1], [7, 7], [8, 8]])
    y = np.array([10, 10, 10, 2, 2, 2, -1, -1])
    est = nb.GaussianNB().fit(X, y)
    db = connect()
    blob = sqlite_bayes.from_sklearn(est)
    assert sqlite_bayes.frame.model_classes(db, blob) == [-1, 2, 10]
    assert maxdiff(sqlite_bayes.predict_proba_frame(db, blob, X).to_numpy(),
                   est.predict_proba(X), "from_sklearn int labels") <= TOL


def test_from_sklearn_refuses_unfitted_and_others():
    with pytest.raises(ValueError, match="not fitted"):
        sqlite_bayes.from_sklearn(nb.GaussianNB())
    from sklearn.linear_model import LogisticRegression
    est = LogisticRegression().fit([[0.0], [1.0]], [0, 1])
    with pytest.raises(ValueError, match="no bayes kind for LogisticRegression"):
        sqlite_bayes.from_sklearn(est)


# ------------------------------------------------------------------ docs
def test_docs_python_md_runs_as_shown():
    """Every ```pycon block of docs/python.md, in order, in one namespace,
    with doctest: each shown output must be what the line prints."""
    if not DOCS:
        pytest.skip("BAYES_PY_DOCS not set (make test-python sets it)")
    text = open(DOCS, encoding="utf-8").read()
    blocks = re.findall(r"^```pycon\n(.*?)^```$", text, flags=re.S | re.M)
    assert len(blocks) >= 5
    parser, runner = doctest.DocTestParser(), doctest.DocTestRunner(
        optionflags=doctest.NORMALIZE_WHITESPACE)
    globs = {}
    out = io.StringIO()
    for i, b in enumerate(blocks):
        t = parser.get_doctest(b, globs, "docs/python.md block %d" % (i + 1), DOCS, 0)
        runner.run(t, out=out.write, clear_globs=False)
        globs = t.globs                   # (a DocTest copies the globals it gets)
    assert runner.failures == 0, out.getvalue()
