"""sqlite_bayes.estimator — BayesClassifier, a scikit-learn-style estimator
whose fit and scoring run in SQLite (bayes_fit, bayes_predict, bayes_proba).

    from sqlite_bayes import BayesClassifier
    clf = BayesClassifier("gaussian_nb", var_smoothing=1e-9)
    clf.fit(df, "species")            # a DataFrame and its label column
    clf.predict_proba(df)             # numpy, columns in clf.classes_ order
    clf.predict_proba_frame(df)       # the same as a DataFrame
    clf.save("iris")                  # a new version of 'iris' in bayes_models
    clf.to_sklearn()                  # the fitted scikit-learn estimator

It follows scikit-learn's conventions (get_params/set_params, clone,
fitted attributes ending in _: model_, classes_, n_features_in_,
feature_names_in_) without needing scikit-learn; numpy is needed for the
arrays it returns, pandas for the *_frame methods.
"""
import sqlite3

from . import frame

__all__ = ["BayesClassifier"]


def _is_sql(s):
    return isinstance(s, str)


def _source(s):
    """A table name or a query, as a query."""
    q = s.strip()
    if q.split(None, 1)[0].upper() in ("SELECT", "WITH", "VALUES"):
        return q
    return "SELECT * FROM " + frame._quote(q)


def _model_names(info):
    """The feature names of a named model (bayes_info's features), in its
    order, or None: unnamed, or with a bag of terms (not a column)."""
    feats = info.get("features")
    if not feats or len(feats) != info.get("n_features") \
       or any(not isinstance(f, dict) or f.get("values") == "bag" for f in feats):
        return None
    return [f["name"] for f in feats]


class BayesClassifier:
    """A bayes model as a scikit-learn-style classifier.

    kind: a bayes kind (gaussian_nb, multinomial_nb, complement_nb,
    bernoulli_nb, categorical_nb, lda, qda, naive_bayes, density_nb);
    conn: the sqlite3 connection to fit and score on (default: a private
    in-memory one; the extension is loaded into it when missing);
    options: the kind's options (docs/kinds.md), e.g. alpha=0.5,
    priors='uniform' or priors={'a': 0.3, 'b': 0.7}, var_smoothing=1e-9,
    alpha=[0.5, 1, 2]."""

    _estimator_type = "classifier"

    def __init__(self, kind="gaussian_nb", conn=None, **options):
        self.kind = kind
        self.conn = conn
        self.options = dict(options)

    # ----------------------------------------------------- scikit-learn API
    def get_params(self, deep=True):
        return dict(kind=self.kind, conn=self.conn, **self.options)

    def set_params(self, **params):
        for k, v in params.items():
            if k in ("kind", "conn"):
                setattr(self, k, v)
                if k == "conn":
                    self.__dict__.pop("_own_conn", None)
            else:
                self.options[k] = v
        return self

    def __repr__(self):
        args = [repr(self.kind)] + ["%s=%r" % kv for kv in self.options.items()]
        if self.conn is not None:
            args.insert(1, "conn=%r" % (self.conn,))
        return "BayesClassifier(%s)" % ", ".join(args)

    def __getstate__(self):
        if self.conn is not None:
            raise TypeError("a BayesClassifier over a given connection cannot be "
                            "pickled; save its model (clf.model_ or clf.save)")
        state = dict(self.__dict__)
        state.pop("_own_conn", None)
        return state

    @property
    def spec(self):
        """The bayes_fit spec of kind and options, e.g. 'lda shrinkage=0.5'."""
        return frame.spec_string(self.kind, self.options)

    def _db(self):
        if self.conn is not None:
            c = self.conn
            try:
                c.execute("SELECT bayes_version()")
            except sqlite3.OperationalError:
                from . import load
                load(c)
            return c
        c = self.__dict__.get("_own_conn")
        if c is None:
            from . import load
            c = sqlite3.connect(":memory:", check_same_thread=False)
            load(c)
            self._own_conn = c
        return c

    # ------------------------------------------------------------------ fit
    def fit(self, X, y=None, *, features=None, sample_weight=None, progress=None):
        """Fit on the rows of X and return self.

        X: a DataFrame, a 2-D array or a list of rows, with y the labels (an
        array or Series) or the name of X's label column; or a table name or
        an SQL query of conn, with y the name of its label column (default:
        its first column).  features: the columns to use, in order (default:
        all but the label and the weight).  sample_weight: weights, or the
        name of a weight column (bayes_fit_weighted).  progress: True for a
        progress bar on stderr, or a callable(rows_done, rows_total)."""
        db = self._db()
        if _is_sql(X):
            q = _source(X)
            cols = [d[0] for d in db.execute("SELECT * FROM (%s) LIMIT 0" % q).description]
            label = cols[0] if y is None else y
            if not isinstance(label, str):
                raise ValueError("fit: with a table or query, y is the name of its "
                                 "label column")
            if sample_weight is not None and not isinstance(sample_weight, str):
                raise ValueError("fit: with a table or query, sample_weight is the "
                                 "name of a column")
            if features is None:
                features = [c for c in cols if c not in (label, sample_weight)]
            fn = "bayes_fit" if sample_weight is None else "bayes_fit_weighted"
            args = [label] + ([sample_weight] if sample_weight else []) + list(features)
            cols = ", ".join(map(frame._quote, args))
            # named after the features (names=), unless one holds a bag of
            # terms; bayes_fit_query also records their declared types
            row = None
            if self.kind in frame._BAG_KINDS:
                row = frame._first_row(db, "SELECT %s FROM (%s)" % (
                    ", ".join(map(frame._quote, features)), q))
            spec = frame.named_spec(self.spec, features, row)
            if progress:
                head = "SELECT %s(?, %s)" % (fn, cols)
                blob = frame._run_fit(db, head, (spec,), q, progress)
            else:
                blob = bytes(db.execute("SELECT %s_query(?, ?)" % fn, (
                    spec, "SELECT %s FROM (%s)" % (cols, q))).fetchone()[0])
            names = list(features)
        else:
            if y is None:
                raise ValueError("fit: y (the labels, or the label column's name) "
                                 "is missing")
            names, _ = frame._columns(X[:0] if hasattr(X, "columns") else X[:1])
            if features is None:
                taken = [v for v in (y, sample_weight) if isinstance(v, str)]
                features = [c for c in names if c not in taken]
            blob = frame.fit_frame(db, self.spec, X, y, features=features,
                                   sample_weight=sample_weight, progress=progress)
            names = list(features) if hasattr(X, "columns") else None
        return self._adopt(blob, names)

    def _adopt(self, blob, names=None):
        import numpy as np
        self.model_ = bytes(blob)
        info = frame.model_info(self._db(), self.model_)
        self.info_ = info
        self.classes_ = np.array([c["label"] for c in info["classes"]])
        self.n_features_in_ = info["n_features"]
        if names is not None:
            self.feature_names_in_ = np.array(names, dtype=object)
        else:
            self.__dict__.pop("feature_names_in_", None)
        return self

    @classmethod
    def from_model(cls, model, conn=None, feature_names=None):
        """A fitted BayesClassifier of an existing model: a BLOB, or the
        name of a model in conn's bayes_models (its deployed version)."""
        est = cls(conn=conn)
        if isinstance(model, str):
            from . import load_model
            model = load_model(est._db(), model)
        db = est._db()
        info = frame.model_info(db, bytes(model))
        if feature_names is None:       # a named model: its names
            feature_names = _model_names(info)
        elif "features" not in info and len(feature_names) == info["n_features"] \
                and frame.named_spec("", feature_names):
            # an unnamed model given names: named (bayes_with), so that
            # save stores a model that SQL scores by name
            model = db.execute("SELECT bayes_with(?, ?)", (
                sqlite3.Binary(bytes(model)),
                frame._names_option(feature_names))).fetchone()[0]
        est._adopt(model, feature_names)
        est.kind = est.info_["kind"]
        return est

    # -------------------------------------------------------------- scoring
    def _check(self):
        if not hasattr(self, "model_"):
            raise AttributeError("this BayesClassifier is not fitted yet: call fit")

    def _rows(self, X):
        """(X, features) for scoring: by name when the model has feature
        names and X is a DataFrame or SQL; by position otherwise."""
        names = getattr(self, "feature_names_in_", None)
        if _is_sql(X):
            q = _source(X)
            cols = [d[0] for d in self._db().execute("SELECT * FROM (%s)" % q
                                                       + " LIMIT 0").description]
            feats = list(names) if names is not None else cols
            rows = self._db().execute("SELECT %s FROM (%s)" % (
                ", ".join(map(frame._quote, feats)), q)).fetchall()
            return rows, None
        if hasattr(X, "columns") and names is not None:
            return X, list(names)
        return X, None

    def predict(self, X):
        """The predicted label of each row (a numpy array)."""
        import numpy as np
        self._check()
        X, feats = self._rows(X)
        return np.array(frame.predict_labels(self._db(), self.model_, X, feats))

    def predict_proba(self, X):
        """The class probabilities of each row: a numpy array, one column per
        class in classes_'s order."""
        import numpy as np
        self._check()
        X, feats = self._rows(X)
        return np.array(frame.proba_rows(self._db(), self.model_, X, feats), dtype=float)

    def predict_log_proba(self, X):
        """log predict_proba, as bayes_log_proba computes it (no log of 0)."""
        import numpy as np
        self._check()
        X, feats = self._rows(X)
        return np.array(frame.proba_rows(self._db(), self.model_, X, feats, log=True),
                        dtype=float)

    def score(self, X, y, sample_weight=None):
        """The (weighted) accuracy of predict(X) against y."""
        import numpy as np
        pred = self.predict(X)
        y = np.asarray(y.tolist() if hasattr(y, "tolist") else list(y), dtype=object)
        hit = (pred.astype(object) == y).astype(float)
        if sample_weight is None:
            return float(hit.mean())
        w = np.asarray(sample_weight, dtype=float)
        return float((hit * w).sum() / w.sum())

    def predict_frame(self, X):
        """predict as a pandas Series named 'label' (X's index if a DataFrame)."""
        import pandas as pd
        return pd.Series(self.predict(X), index=frame._index(X), name="label")

    def predict_proba_frame(self, X, log=False):
        """predict_proba as a pandas DataFrame: a column per class, named by
        its label, in classes_'s order (X's index if a DataFrame)."""
        import pandas as pd
        p = self.predict_log_proba(X) if log else self.predict_proba(X)
        return pd.DataFrame(p, columns=list(self.classes_), index=frame._index(X))

    # ------------------------------------------------------------ storage
    def save(self, name, table=None, deploy=True):
        """Store model_ on conn under name and commit.  table None: in
        bayes_models (created if missing) as a new version of name,
        deployed (deploy=False: stored in bayes_model_versions, not
        deployed), so that SQL scores it by name: bayes_predict(name, ...);
        a model fitted on named columns scores its features by name too:
        bayes_predict(name, json_object('sl', ?, ...)).
        table given: a table of your own, created if missing as (name TEXT
        PRIMARY KEY, model BLOB), the row of name replaced."""
        self._check()
        db = self._db()
        if table is None:
            from . import create_model_table, save_model
            if deploy:
                save_model(db, name, self.model_)
            else:
                create_model_table(db)
                db.execute("INSERT INTO bayes_model_versions(name, model) VALUES (?, ?)",
                           (name, sqlite3.Binary(self.model_)))
                db.commit()
        else:
            t = frame._quote(table)
            db.execute("CREATE TABLE IF NOT EXISTS %s(name TEXT PRIMARY KEY, model BLOB)" % t)
            db.execute("INSERT OR REPLACE INTO %s(name, model) VALUES (?, ?)" % t,
                       (name, sqlite3.Binary(self.model_)))
            db.commit()
        return self

    # ------------------------------------------------------- scikit-learn
    def to_sklearn(self):
        """The fitted scikit-learn estimator that scores as this model
        (sqlite_bayes.to_sklearn)."""
        from .sklearn_io import to_sklearn
        self._check()
        est = to_sklearn(self.model_, self._db())
        names = getattr(self, "feature_names_in_", None)
        first = est.steps[0][1] if hasattr(est, "steps") else est   # a Pipeline
        if names is not None and len(names) == est.n_features_in_:
            first.feature_names_in_ = names.copy()
        return est

    @classmethod
    def from_sklearn(cls, est, conn=None):
        """A fitted BayesClassifier of a fitted scikit-learn estimator
        (sqlite_bayes.from_sklearn), with its feature_names_in_ if any."""
        from .sklearn_io import from_sklearn
        names = getattr(est, "feature_names_in_", None)
        return cls.from_model(from_sklearn(est), conn=conn,
                              feature_names=None if names is None else list(names))
