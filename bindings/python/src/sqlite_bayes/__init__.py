"""sqlite_bayes — the bayes SQLite extension for Python's sqlite3.

Generative classifiers (gaussian/multinomial/complement/bernoulli/
categorical naive Bayes, lda, qda) fitted with the SQL aggregate
bayes_fit(spec, label, feature, ...) and scored with bayes_predict,
bayes_proba, bayes_evidence, ... (see the project's README.md).

    import sqlite3, sqlite_bayes
    db = sqlite3.connect("my.db")
    sqlite_bayes.load(db)
    sqlite_bayes.fit_model(db, "iris", "gaussian_nb",
                           "SELECT species, sl, sw, pl, pw FROM iris")
    db.execute("SELECT bayes_predict('iris', json_object('sl', 5.1, "
               "'sw', 3.5, 'pl', 1.4, 'pw', 0.2))").fetchone()

The helpers that write (create_model_table, fit_model, save_model) commit,
so that a stored model outlives the connection.
"""
import os
import sqlite3
import sys

__all__ = [
    "ExtensionLoadingUnavailable",
    "loadable_path",
    "load",
    "version",
    "model_table_sql",
    "create_model_table",
    "fit_model",
    "save_model",
    "load_model",
]

_HERE = os.path.dirname(os.path.abspath(__file__))


def loadable_path():
    """The full path of the extension library in this package (bayes.so,
    bayes.dylib or bayes.dll), for conn.load_extension() or the sqlite3
    shell's .load."""
    if sys.platform == "win32":
        suffix = ".dll"
    elif sys.platform == "darwin":
        suffix = ".dylib"
    else:
        suffix = ".so"
    return os.path.join(_HERE, "bayes" + suffix)


class ExtensionLoadingUnavailable(RuntimeError):
    """This Python's sqlite3 module was built without extension loading
    (no Connection.enable_load_extension), so bayes cannot be loaded into
    its connections."""


_NO_LOADING = """\
sqlite_bayes.load: this Python's sqlite3 module cannot load SQLite extensions:
its connections have no enable_load_extension (the Python at {exe} was built
without them, as pyenv's and macOS's system Python often are), so the bayes
extension cannot be loaded into them.

Fixes:
  * use a Python whose sqlite3 allows extensions, e.g. Debian's /usr/bin/python3:
        /usr/bin/python3 -m venv env
        env/bin/pip install sqlite_bayes-*.whl
        env/bin/python your_script.py
    (python.org's and conda's builds allow them too; pyenv: rebuild with
     PYTHON_CONFIGURE_OPTS=--enable-loadable-sqlite-extensions)
  * check a Python with:
        python3 -c "import sqlite3; sqlite3.connect(':memory:').enable_load_extension"
    (no output: it can; AttributeError: it cannot)
  * or use APSW (Debian package python3-apsw; `import apsw`), another SQLite
    binding that loads extensions:
        conn = apsw.Connection("my.db")
        conn.enableloadextension(True)
        conn.loadextension(sqlite_bayes.loadable_path())"""


def load(conn):
    """Load the extension into the sqlite3 connection conn: every bayes_*
    function is then available on it.  Extension loading is enabled for
    the call only.  Raises ExtensionLoadingUnavailable (with the fixes) when
    this Python's sqlite3 was built without extension loading."""
    if not hasattr(conn, "enable_load_extension"):
        raise ExtensionLoadingUnavailable(_NO_LOADING.format(exe=sys.executable))
    path = loadable_path()
    if not os.path.isfile(path):
        raise FileNotFoundError(_NO_LIBRARY.format(lib=path, here=_HERE))
    conn.enable_load_extension(True)
    try:
        # without its suffix: SQLite tries the name as given, then with the
        # platform's suffix, and reports the last failure; given "bayes.so"
        # a library that fails to load was reported as "bayes.so.so: cannot
        # open shared object file", hiding the real cause
        conn.load_extension(os.path.splitext(path)[0])
    finally:
        conn.enable_load_extension(False)


_NO_LIBRARY = """\
sqlite_bayes.load: the extension library {lib} is missing.
The sqlite_bayes imported is {here}, a copy without the compiled library
(e.g. a source folder that a script beside it put first on sys.path), not
the installed wheel, which carries it.  Install the wheel
(pip install sqlite_bayes-*.whl) and run the script from a folder that has
no sqlite_bayes/ in it."""


def version():
    """The extension's version, as its bayes_version() returns it."""
    conn = sqlite3.connect(":memory:")
    try:
        load(conn)
        return conn.execute("SELECT bayes_version()").fetchone()[0]
    finally:
        conn.close()


def model_table_sql():
    """The SQL of the model table (bayes_model_versions, the views
    bayes_models, bayes_deploy, ... and their triggers), as the extension
    holds it: what create_model_table runs (bayes_models_install('sql');
    the bayes_models.sql beside this file is the same text)."""
    conn = sqlite3.connect(":memory:")
    try:
        load(conn)
        return conn.execute("SELECT bayes_models_install('sql')").fetchone()[0]
    finally:
        conn.close()


def create_model_table(conn):
    """Create the model table (bayes_models and its views) if missing, and
    commit: SELECT bayes_models_install(), which is idempotent.  A
    one-row-per-name bayes_models table of an earlier release is upgraded
    (every model becomes version 1 of its name, deployed).  The extension
    must be loaded.  Returns what it did: 'created', 'refreshed' or
    'upgraded: ...'."""
    conn.commit()
    done = conn.execute("SELECT bayes_models_install()").fetchone()[0]
    conn.commit()
    return done


def _quote(name):
    return '"' + name.replace('"', '""') + '"'


def fit_model(conn, name, spec, query, params=()):
    """Fit a model on the rows of query and store it as name in bayes_models
    (replacing a model of that name), then commit.  query is a SELECT whose
    first column is the label and whose other columns are the features,
    e.g. "SELECT species, sl, sw, pl, pw FROM iris"; params are its bound
    parameters.  The extension must be loaded.  Returns the model BLOB.

    The model is named after the query's columns, so that SQL scores it by
    name: bayes_predict(name, json_object('sl', 5.1, ...)), or
    bayes_scores(name, 'SELECT id, pw, pl, sw, sl FROM ...') in any column
    order (docs/features.md, "Features by name").  Without params the fit
    is bayes_fit_query(spec, query), which names each feature column that
    has a name of its own (a column or an AS alias; `bayes_tokens(body) AS
    body` too, a bag of terms) and records its declared type (a TEXT column
    holding digits is a category for naive_bayes); with params it is
    bayes_fit with the option names= giving the same names (declared types
    are not seen).  A query whose columns are expressions without an alias,
    or repeat a name, fits an unnamed model, scored by position.  A names=
    in spec wins.

    When the query gives no row with a label, the extension's error is
    raised (sqlite3.OperationalError "bayes_fit_query: no rows to fit ...",
    "bayes_fit: ..." with params) and nothing is stored."""
    from .frame import _fit_query
    cols = [d[0] for d in conn.execute(
        "SELECT * FROM (" + query + ") LIMIT 0", params).description]
    if len(cols) < 2:
        raise ValueError("fit_model: the query must give a label column and "
                         "at least one feature column")
    blob = _fit_query(conn, spec, query, cols, params)
    save_model(conn, name, blob)
    return blob


def save_model(conn, name, model):
    """Store the model BLOB (bytes) as name in bayes_models, creating the
    table if missing and replacing a model of that name; commit."""
    create_model_table(conn)
    conn.execute("INSERT OR REPLACE INTO bayes_models(name, model) "
                 "VALUES (?, ?)", (name, sqlite3.Binary(model)))
    conn.commit()


def load_model(conn, name):
    """The model BLOB stored as name in bayes_models (bytes); KeyError if
    there is none."""
    row = conn.execute("SELECT model FROM bayes_models WHERE name = ?",
                       (name,)).fetchone()
    if row is None:
        raise KeyError(name)
    return bytes(row[0])


# ------------------------------------------------------------ fit_parallel
# Every core: shard a table by rowid range, fit each shard on a read
# connection of its own (one per worker, on the same database file), and
# combine the shard models with bayes_merge.  No engine: SQLite's readers
# and bayes_merge are the parts (docs/performance.md, "Every core").

__all__.append("fit_parallel")

_NO_ROWS = "bayes_fit: no rows to fit"


def _fit_shard(path, sql, params):
    """One worker: the shard's model BLOB, or None when the shard has no
    row to fit (an empty rowid range, or only NULL labels or 0 weights)."""
    conn = sqlite3.connect("file:" + _uri_path(path) + "?mode=ro", uri=True,
                           check_same_thread=False)
    try:
        load(conn)
        try:
            blob = conn.execute(sql, params).fetchone()[0]
        except sqlite3.OperationalError as e:
            if str(e).startswith(_NO_ROWS) or \
               str(e).startswith(_NO_ROWS.replace("bayes_fit", "bayes_fit_weighted")):
                return None
            raise
        return bytes(blob)
    finally:
        conn.close()


def _uri_path(path):
    from urllib.parse import quote
    return quote(os.path.abspath(path))


def _shards(lo, hi, n):
    """n contiguous rowid ranges [a, b] covering [lo, hi], as even as the
    integers allow (fewer when there are fewer rowids than n)."""
    span = hi - lo + 1
    n = min(n, span)
    out, a = [], lo
    for i in range(n):
        b = lo + (span * (i + 1)) // n - 1
        out.append((a, b))
        a = b + 1
    return out


def fit_parallel(path, spec, table, label, features, *, weight=None,
                 where=None, params=(), workers=None, executor="process"):
    """Fit spec on the rows of table in the database file path using every
    core, and return the model BLOB: the table's rowid range is cut into
    `workers` contiguous ranges, each worker fits its range on a read-only
    connection of its own, and the shard models are combined with
    bayes_merge.

    label and features (a list) are SQL expressions over the table's
    columns, as they would be written in bayes_fit(spec, label, f1, ...):
    plain column names, or e.g. "bayes_tokens(body)".  weight (an
    expression) fits with bayes_fit_weighted; where (an SQL condition, with
    its bound params) keeps only some rows.  workers defaults to
    os.cpu_count(); executor is "process" (a process per worker: default,
    nothing shared) or "thread" (sqlite3 releases the GIL while it steps,
    so threads run in parallel too).

    The model is named after the features when each is a column's name
    (features=['x1', 'x2']: scored by name in SQL, as fit_model's), and
    unnamed when one is an expression.

    The result is the model bayes_fit gives over the same rows on one
    connection: the same BLOB, bit for bit, for the count kinds (integer
    counts add exactly) and for workers=1; for the moment kinds (Gaussian
    means and variances, lda/qda scatter) bayes_merge's combination of the
    shards differs from the one-pass fit in last-place digits only (the
    tests check probabilities to 1e-12).  The table must have a rowid (not
    a WITHOUT ROWID table or a view); uneven rowids (deleted rows) only
    make the shards uneven.  Errors are bayes_fit's (e.g. no rows to fit)
    or ValueError for bad arguments."""
    name = "fit_parallel"
    if isinstance(features, str) or not isinstance(features, (list, tuple)) \
       or not features or not all(isinstance(f, str) and f.strip() for f in features):
        raise ValueError(name + ": features must be a non-empty list of SQL "
                         "expressions (column names), e.g. ['x1', 'x2']")
    if not isinstance(label, str) or not label.strip():
        raise ValueError(name + ": label must be an SQL expression (a column name)")
    if weight is not None and (not isinstance(weight, str) or not weight.strip()):
        raise ValueError(name + ": weight must be an SQL expression (a column name) or None")
    if not isinstance(table, str) or not table:
        raise ValueError(name + ": table must be the name of a table")
    if workers is None:
        workers = os.cpu_count() or 1
    if isinstance(workers, bool) or not isinstance(workers, int) or workers < 1:
        raise ValueError(name + ": workers must be an integer >= 1, not %r" % (workers,))
    if executor not in ("process", "thread"):
        raise ValueError(name + ": executor must be 'process' or 'thread', not %r"
                         % (executor,))
    if not isinstance(path, (str, bytes, os.PathLike)) or not os.path.isfile(path):
        raise ValueError(name + ": %r is not a database file (each worker opens "
                         "the file; ':memory:' cannot be shared)" % (path,))
    path = os.fsdecode(path)
    params = tuple(params)
    cond = "" if where is None else " AND (" + where + ")"
    fn = "bayes_fit" if weight is None else "bayes_fit_weighted"
    args = [label] + ([] if weight is None else [weight]) + list(features)
    fit = "SELECT " + fn + "(?, " + ", ".join(args) + ") FROM " + _quote(table)

    conn = sqlite3.connect("file:" + _uri_path(path) + "?mode=ro", uri=True)
    try:
        try:
            lo, hi = conn.execute("SELECT min(rowid), max(rowid) FROM "
                                  + _quote(table)).fetchone()
        except sqlite3.OperationalError as e:
            if "no such column: rowid" in str(e):
                raise ValueError(name + ": table %r has no rowid (a WITHOUT "
                                 "ROWID table or a view): shards are rowid "
                                 "ranges" % (table,)) from None
            raise
        # named after the features when each is a column's name (as
        # bayes_fit_query names; bayes_merge keeps the names); a bag of
        # terms in a bag kind's column is not named by names=
        from .frame import _BAG_KINDS, _first_row, _visible, named_spec
        if all(_visible(f.strip()) for f in features):
            row = None
            if spec.split(None, 1)[0] in _BAG_KINDS and lo is not None:
                row = _first_row(conn, "SELECT " + ", ".join(features) + " FROM "
                                 + _quote(table))
            spec = named_spec(spec, [f.strip() for f in features], row)
        if lo is None:      # an empty table: bayes_fit's own error
            load(conn)
            conn.execute(fit + (" WHERE " + where if where else ""),
                         (spec,) + params).fetchone()
    finally:
        conn.close()

    jobs = [(path, fit + " WHERE rowid BETWEEN %d AND %d" % (a, b) + cond,
             (spec,) + params) for a, b in _shards(lo, hi, workers)]
    if len(jobs) == 1:
        models = [_fit_shard(*jobs[0])]
    else:
        import concurrent.futures as cf
        pool = cf.ProcessPoolExecutor if executor == "process" else cf.ThreadPoolExecutor
        with pool(max_workers=len(jobs)) as ex:
            models = list(ex.map(_fit_shard, *zip(*jobs)))
    models = [m for m in models if m is not None]

    conn = sqlite3.connect(":memory:")
    try:
        load(conn)
        if not models:      # no shard had a row to fit: the one-fit error
            c = sqlite3.connect("file:" + _uri_path(path) + "?mode=ro", uri=True)
            try:
                load(c)
                c.execute(fit + (" WHERE " + where if where else ""),
                          (spec,) + params).fetchone()
            finally:
                c.close()
        if len(models) == 1:
            return models[0]
        conn.execute("CREATE TABLE shard(m BLOB)")
        conn.executemany("INSERT INTO shard VALUES (?)", [(m,) for m in models])
        return bytes(conn.execute("SELECT bayes_merge(m) FROM shard").fetchone()[0])
    finally:
        conn.close()


# ---------------------------------------------- DataFrames and scikit-learn
# (frame.py, estimator.py, sklearn_io.py, progress.py; docs/python.md)
from .frame import (fit_frame, fit_query, predict_frame,  # noqa: E402
                    predict_proba_frame)
from .estimator import BayesClassifier  # noqa: E402
from .sklearn_io import from_sklearn, to_sklearn  # noqa: E402

__all__ += ["fit_frame", "fit_query", "predict_frame", "predict_proba_frame",
            "BayesClassifier", "to_sklearn", "from_sklearn"]
