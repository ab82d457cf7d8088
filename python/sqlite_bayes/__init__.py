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
    db.execute("SELECT bayes_predict('iris', 5.1, 3.5, 1.4, 0.2)").fetchone()

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
    conn.enable_load_extension(True)
    try:
        conn.load_extension(loadable_path())
    finally:
        conn.enable_load_extension(False)


def version():
    """The extension's version, as its bayes_version() returns it."""
    conn = sqlite3.connect(":memory:")
    try:
        load(conn)
        return conn.execute("SELECT bayes_version()").fetchone()[0]
    finally:
        conn.close()


def model_table_sql():
    """The text of bayes_models.sql: the bayes_models table and its views."""
    with open(os.path.join(_HERE, "bayes_models.sql"), encoding="utf-8") as f:
        return f.read()


def create_model_table(conn):
    """Create bayes_models (and its views) if missing, and commit.  A
    one-row-per-name bayes_models table of an earlier release is upgraded
    (every model becomes version 1 of its name, deployed)."""
    conn.commit()
    old = conn.execute("SELECT 1 FROM sqlite_master WHERE name = "
                       "'bayes_models' AND type = 'table'").fetchone()
    if old:
        conn.execute("ALTER TABLE bayes_models RENAME TO bayes_models_v1")
    conn.executescript(model_table_sql())
    conn.commit()


def _quote(name):
    return '"' + name.replace('"', '""') + '"'


def fit_model(conn, name, spec, query, params=()):
    """Fit a model on the rows of query and store it as name in bayes_models
    (replacing a model of that name), then commit.  query is a SELECT whose
    first column is the label and whose other columns are the features,
    e.g. "SELECT species, sl, sw, pl, pw FROM iris"; params are its bound
    parameters.  The extension must be loaded.  Returns the model BLOB.
    When the query gives no row with a label, bayes_fit's error is raised
    (sqlite3.OperationalError "bayes_fit: no rows to fit ...") and nothing
    is stored."""
    cols = [d[0] for d in conn.execute(
        "SELECT * FROM (" + query + ") LIMIT 0", params).description]
    if len(cols) < 2:
        raise ValueError("fit_model: the query must give a label column and "
                         "at least one feature column")
    fit = "bayes_fit(?, " + ", ".join(_quote(c) for c in cols) + ")"
    blob = conn.execute("SELECT " + fit + " FROM (" + query + ")",
                        (spec,) + tuple(params)).fetchone()[0]
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
