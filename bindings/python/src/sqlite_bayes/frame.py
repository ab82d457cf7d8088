"""sqlite_bayes.frame — pandas DataFrames in and out of bayes.

    import sqlite3, pandas as pd, sqlite_bayes
    db = sqlite3.connect(":memory:"); sqlite_bayes.load(db)
    m = sqlite_bayes.fit_frame(db, "gaussian_nb", df, "species")
    sqlite_bayes.predict_proba_frame(db, m, df)   # a column per class

A DataFrame (or a numpy array, or a list of rows) is written to a TEMP
table of the connection, and bayes_fit / bayes_predict / bayes_proba run
over it in SQL; the table is dropped afterwards.  Values go in as Python's
sqlite3 binds them (NaN and None are NULL: a missing value).  A model is a
BLOB (bytes) or the name of a model in bayes_models.

pandas is needed only for the functions that return a DataFrame or
Series; the others take lists and numpy arrays too.
"""
import itertools
import json
import math
import re
import sqlite3

__all__ = ["fit_frame", "fit_query", "predict_frame", "predict_proba_frame",
           "model_info", "model_classes", "spec_string"]

_tmp_ids = itertools.count(1)


def _quote(name):
    return '"' + str(name).replace('"', '""') + '"'


def _py(v):
    """A value sqlite3 can bind: numpy and pandas scalars become Python's,
    pandas' missing values (NaN, NA, NaT) NULL."""
    if v is None or isinstance(v, (str, bytes, int, float)):
        if isinstance(v, float) and math.isnan(v):
            return None
        if isinstance(v, bool):
            return int(v)
        return v
    item = getattr(v, "item", None)          # numpy scalars
    if item is not None and getattr(v, "shape", None) == ():
        return _py(item())
    try:
        import pandas as pd
        if v is pd.NA or v is pd.NaT:
            return None
    except ImportError:
        pass
    return str(v)


def _columns(X):
    """(names, columns as lists of Python values) of a DataFrame, a 2-D
    numpy array, or a sequence of rows; unnamed columns are x0, x1, ..."""
    if hasattr(X, "columns") and hasattr(X, "iloc"):          # DataFrame
        names = [str(c) for c in X.columns]
        cols = [[_py(v) for v in X.iloc[:, j].tolist()] for j in range(X.shape[1])]
        return names, cols
    if hasattr(X, "tolist") and getattr(X, "ndim", 2) == 1:  # one feature
        X = [[v] for v in X.tolist()]
    elif hasattr(X, "tolist"):
        X = X.tolist()
    rows = [list(r) if isinstance(r, (list, tuple)) else [r] for r in X]
    d = len(rows[0]) if rows else 0
    if any(len(r) != d for r in rows):
        raise ValueError("sqlite_bayes: the rows have different lengths")
    return ["x%d" % j for j in range(d)], [[_py(r[j]) for r in rows] for j in range(d)]


def _values(y):
    if hasattr(y, "tolist"):
        y = y.tolist()
    return [_py(v) for v in y]


class _TempTable:
    """A TEMP table of the given columns (lists of equal length), dropped on
    exit; its columns are c0, c1, ... in that order."""

    def __init__(self, conn, cols):
        self.conn, self.cols = conn, cols
        self.name = "temp." + _quote("bayes_py_rows_%d" % next(_tmp_ids))

    def __enter__(self):
        k = len(self.cols)
        self.conn.execute("CREATE TABLE %s(%s)" % (
            self.name, ", ".join("c%d" % j for j in range(k))))
        if k:
            self.conn.executemany("INSERT INTO %s VALUES (%s)" % (
                self.name, ", ".join("?" * k)), zip(*self.cols))
        return self

    def __exit__(self, *exc):
        self.conn.execute("DROP TABLE IF EXISTS " + self.name)


def spec_string(kind, options=None):
    """The bayes_fit spec of a kind and its options (a dict): numbers as
    they are, lists as [a,b,...], priors as a dict {label: p} or 'fit' /
    'uniform'; options whose value is None are left out."""
    parts = [kind]
    for k, v in (options or {}).items():
        if v is None:
            continue
        if isinstance(v, dict):
            v = ",".join("%s:%r" % (lab, float(p)) for lab, p in v.items())
        elif isinstance(v, (list, tuple)) or hasattr(v, "tolist"):
            v = "[" + ",".join(repr(float(x)) for x in list(v)) + "]"
        elif isinstance(v, bool):
            v = int(v)
        elif isinstance(v, float):
            v = repr(v)
        parts.append("%s=%s" % (k, v))
    return " ".join(parts)


# ------------------------------------------------------------ feature names
# A model fitted here is named (docs/features.md, "Features by name"): its
# features carry the names of the columns they came from, so that SQL
# scores it by name (a JSON object row, or bayes_scores in any column
# order).  The names go to the extension as the spec option names=, a JSON
# array; bayes_fit_query names a query's features itself.

# the kinds whose rows may carry a bag of terms (a JSON object): a bag is
# not a positional feature, and names= names only those
_BAG_KINDS = ("multinomial_nb", "complement_nb", "bernoulli_nb", "naive_bayes")


def _fold(name):
    """A name as SQL compares column names: ASCII case folded."""
    return "".join(c.lower() if c < "\x80" else c for c in name)


def _visible(name):
    """Whether a query column's name is one given to it (a column or an AS
    alias) rather than an expression's text: the rule bayes_fit_query
    names by (core/names.c, bayes_names_visible)."""
    if not name or name[0] in "0123456789?:@$.":
        return False
    if re.fullmatch(r"column[0-9]+", name):       # VALUES' column1, ...
        return False
    return not any(c in "()+-*/%|<>=!,'\"[]{}~&" for c in name)


def _renamed_twice(cols):
    """Whether SQLite renamed a repeated column name: the columns of
    SELECT * FROM (q) where q gives two columns Y are Y and Y:1."""
    seen = set()
    for c in cols:
        m = re.fullmatch(r"(.*):[0-9]+", c)
        if m and _fold(m.group(1)) in seen:
            return True
        seen.add(_fold(c))
    return False


def _has_names_option(spec):
    return re.search(r"(?:^|\s)names\s*=", spec) is not None


def _names_option(names):
    """names as the spec option names=["a","b"]: a JSON array on one word
    (the spec is split at white space, so a name's white space is written
    as its \\u escape, which the JSON reading turns back)."""
    text = json.dumps([str(n) for n in names], ensure_ascii=True,
                      separators=(",", ":"))
    return "names=" + re.sub(r"\s", lambda m: "\\u%04x" % ord(m.group()), text)


def _is_bag(v):
    return isinstance(v, str) and v.lstrip().startswith("{")


def named_spec(spec, names, first_row=None):
    """spec with the option names= naming the features names (a list), or
    spec unchanged when it cannot name them: spec has names= already, a
    name is empty or repeated (case folded), or (first_row: the features'
    values in a row) a feature of a bag kind holds a bag of terms, which
    names= does not name."""
    names = [str(n) for n in names]
    if not names or _has_names_option(spec) or "" in names \
       or len({_fold(n) for n in names}) != len(names):
        return spec
    kind = spec.split(None, 1)[0] if spec.strip() else ""
    if kind in _BAG_KINDS and first_row is not None \
       and any(_is_bag(v) for v in first_row):
        return spec
    return spec + " " + _names_option(names)


def _first_row(conn, sql, params=()):
    row = conn.execute(sql + " LIMIT 1", params).fetchone()
    return list(row) if row is not None else None


def _fit(conn, spec, label_col, feat_cols, weights, progress, names=None):
    if names is not None:
        spec = named_spec(spec, names, [c[0] for c in feat_cols if c])
    cols = [label_col] + ([weights] if weights is not None else []) + feat_cols
    with _TempTable(conn, cols) as t:
        n = len(feat_cols)
        fn = "bayes_fit" if weights is None else "bayes_fit_weighted"
        args = ["c0"] + (["c1"] if weights is not None else []) + \
               ["c%d" % j for j in range(len(cols) - n, len(cols))]
        head = "SELECT %s(?, %s)" % (fn, ", ".join(args))
        return _run_fit(conn, head, (spec,), "SELECT * FROM " + t.name, progress)


def _run_fit(conn, head, params, source, progress):
    """head (SELECT bayes_fit(...)) over the rows of the query source."""
    if progress:
        from .progress import fit_with_progress
        return fit_with_progress(conn, head, params, source, progress)
    return bytes(conn.execute(head + " FROM (" + source + ")", params).fetchone()[0])


def fit_frame(conn, spec, X, y, *, features=None, sample_weight=None,
              progress=None):
    """Fit spec (e.g. 'gaussian_nb' or 'multinomial_nb alpha=0.5') on the
    rows of X and return the model BLOB (bytes).  X: a DataFrame, a 2-D
    numpy array or a list of rows; y: the labels (a Series, an array, a
    list) or the name of X's label column.  features: the columns of X to
    use, in order (default: all but the label).  sample_weight: one weight
    per row, or the name of a column of X (bayes_fit_weighted).  progress:
    True for a progress bar on stderr, or a callable(rows_done, rows_total)
    (see sqlite_bayes.progress)."""
    names, cols = _columns(X)
    by_name = dict(zip(names, cols))
    taken = set()
    if isinstance(y, str):
        if y not in by_name:
            raise KeyError("fit_frame: no column %r in X" % y)
        label, taken = by_name[y], {y}
    else:
        label = _values(y)
    weights = None
    if sample_weight is not None:
        if isinstance(sample_weight, str):
            weights = by_name[sample_weight]
            taken.add(sample_weight)
        else:
            weights = _values(sample_weight)
    if features is None:
        features = [c for c in names if c not in taken]
    missing = [f for f in features if f not in by_name]
    if missing:
        raise KeyError("fit_frame: no column %s in X" % ", ".join(map(repr, missing)))
    feat = [by_name[f] for f in features]
    if feat and len(label) != len(feat[0]):
        raise ValueError("fit_frame: X has %d rows and y %d" % (len(feat[0]), len(label)))
    named = hasattr(X, "columns") and hasattr(X, "iloc")
    return _fit(conn, spec, label, feat, weights, progress,
                names=list(features) if named else None)


def fit_query(conn, spec, query, params=(), *, progress=None):
    """Fit spec on the rows of an SQL query whose first column is the label
    and whose other columns are the features (as sqlite_bayes.fit_model,
    without storing it) or of a table (its name: every column, the first
    the label); return the model BLOB, named after the query's columns
    (see sqlite_bayes.fit_model)."""
    q = query.strip()
    if not q.split(None, 1)[0].upper() in ("SELECT", "WITH", "VALUES"):
        q = "SELECT * FROM " + _quote(q)
    cols = [d[0] for d in conn.execute("SELECT * FROM (" + q + ") LIMIT 0",
                                       params).description]
    if len(cols) < 2:
        raise ValueError("fit_query: the query must give a label column and "
                         "at least one feature column")
    return _fit_query(conn, spec, q, cols, params, progress)


def _fit_query(conn, spec, q, cols, params=(), progress=None):
    """The model of spec over the rows of the query q (its columns cols: the
    label, then the features), named after its columns.  Without bound
    parameters or a progress bar, bayes_fit_query runs it, which names the
    features (and bags of terms) and records their declared types; else
    the aggregate bayes_fit with names= naming them as bayes_fit_query
    would (when every feature column has a name of its own, distinct)."""
    params = tuple(params)
    if not params and not progress:
        return bytes(conn.execute("SELECT bayes_fit_query(?, ?)",
                                  (spec, q)).fetchone()[0])
    feats = cols[1:]
    if all(_visible(c) for c in feats) and not _renamed_twice(cols):
        kind = spec.split(None, 1)[0] if spec.strip() else ""
        row = None
        if kind in _BAG_KINDS:
            row = _first_row(conn, "SELECT * FROM (" + q + ")", params)
            row = row[1:] if row else None
        spec = named_spec(spec, feats, row)
    head = "SELECT bayes_fit(?, %s)" % ", ".join(map(_quote, cols))
    return _run_fit(conn, head, (spec,) + params, q, progress)


def model_info(conn, model):
    """bayes_info of a model (a BLOB, or a name in bayes_models), as a dict."""
    return json.loads(conn.execute("SELECT bayes_info(?)", (model,)).fetchone()[0])


def model_classes(conn, model):
    """The model's class labels, in its order (SQLite's: numbers, then text)."""
    return [c["label"] for c in model_info(conn, model)["classes"]]


def _score(conn, fn, model, X, features):
    names, cols = _columns(X)
    if features is not None:
        by_name = dict(zip(names, cols))
        missing = [f for f in features if f not in by_name]
        if missing:
            raise KeyError("sqlite_bayes: X has no column %s" % ", ".join(map(repr, missing)))
        cols = [by_name[f] for f in features]
    if isinstance(model, (bytes, bytearray, memoryview)):
        model = sqlite3.Binary(bytes(model))
    with _TempTable(conn, cols) as t:
        sql = "SELECT %s(?%s) FROM %s ORDER BY rowid" % (
            fn, "".join(", c%d" % j for j in range(len(cols))), t.name)
        return [r[0] for r in conn.execute(sql, (model,))]


def predict_labels(conn, model, X, features=None):
    """bayes_predict over the rows of X: a list of labels."""
    return _score(conn, "bayes_predict", model, X, features)


def proba_rows(conn, model, X, features=None, log=False):
    """bayes_proba (or bayes_log_proba) over the rows of X: a list of rows,
    each the probabilities in the model's class order."""
    out = _score(conn, "bayes_log_proba" if log else "bayes_proba", model, X, features)
    # pairs, not a dict: labels 1 and '1' are two classes with one JSON key
    return [json.loads(r, object_pairs_hook=lambda kv: [v for _, v in kv])
            for r in out]


def _index(X):
    return X.index if hasattr(X, "index") and hasattr(X, "columns") else None


def predict_frame(conn, model, X, features=None):
    """The predicted label of each row of X as a pandas Series named
    'label' (with X's index when X is a DataFrame)."""
    import pandas as pd
    return pd.Series(predict_labels(conn, model, X, features), index=_index(X),
                     name="label")


def predict_proba_frame(conn, model, X, features=None, log=False):
    """The class probabilities of each row of X as a pandas DataFrame: one
    column per class, in the model's class order, named by the labels
    (with X's index when X is a DataFrame).  log=True: bayes_log_proba."""
    import pandas as pd
    classes = model_classes(conn, model)
    return pd.DataFrame(proba_rows(conn, model, X, features, log), columns=classes,
                        index=_index(X))
