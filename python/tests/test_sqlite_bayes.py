"""Tests of the installed sqlite_bayes package (make test-python runs them
in a fresh venv with the wheel installed, from a directory outside the
source tree, so that the installed copy is what is imported)."""
import os
import sqlite3
import subprocess
import sys

import pytest

import sqlite_bayes

EXAMPLE = os.environ.get("BAYES_PY_EXAMPLE",
                         os.path.join(os.path.dirname(__file__), "..", "example.py"))
EXPECT_VERSION = os.environ.get("BAYES_EXPECT_VERSION")

PTS = [("a", 0, 0), ("a", 1, 0), ("a", 0, 1), ("b", 3, 3), ("b", 4, 3), ("b", 3, 4)]


def connect(path=":memory:"):
    db = sqlite3.connect(path)
    sqlite_bayes.load(db)
    return db


def test_installed_copy_is_imported():
    assert "site-packages" in sqlite_bayes.__file__
    assert os.path.isfile(sqlite_bayes.loadable_path())
    assert os.path.basename(sqlite_bayes.loadable_path()) in ("bayes.so", "bayes.dylib", "bayes.dll")


def test_version():
    db = connect()
    v = db.execute("SELECT bayes_version()").fetchone()[0]
    assert v == sqlite_bayes.version()
    if EXPECT_VERSION:
        assert v == EXPECT_VERSION


def test_load_disables_extension_loading_again():
    db = connect()
    with pytest.raises(sqlite3.OperationalError, match="not authorized"):
        db.execute("SELECT load_extension(?)", (sqlite_bayes.loadable_path(),)).fetchone()


def test_quick_start():
    db = connect()
    db.execute("CREATE TABLE pts(label TEXT, x REAL, y REAL)")
    db.executemany("INSERT INTO pts VALUES (?,?,?)", PTS)
    assert db.execute("SELECT bayes_predict(bayes_fit('gaussian_nb', label, x, y), 2.5, 2.5)"
                      " FROM pts").fetchone()[0] == "b"


def test_create_model_table_is_idempotent_and_committed(tmp_path):
    path = str(tmp_path / "m.db")
    db = connect(path)
    sqlite_bayes.create_model_table(db)
    sqlite_bayes.create_model_table(db)
    db2 = sqlite3.connect(path)
    names = {r[0] for r in db2.execute("SELECT name FROM sqlite_master")}
    assert {"bayes_models", "bayes_models_info", "bayes_models_classes"} <= names


def test_fit_model_commits_and_scores_by_name(tmp_path):
    path = str(tmp_path / "m.db")
    db = connect(path)
    db.execute("CREATE TABLE pts(label TEXT, x REAL, y REAL)")
    db.executemany("INSERT INTO pts VALUES (?,?,?)", PTS)
    blob = sqlite_bayes.fit_model(db, "pts", "gaussian_nb", "SELECT label, x, y FROM pts")
    assert blob[:4] == b"BAYS"
    # another connection sees it without any commit by us: fit_model committed
    other = connect(path)
    assert other.execute("SELECT bayes_predict('pts', 2.5, 2.5)").fetchone()[0] == "b"
    assert other.execute("SELECT kind, n_rows FROM bayes_models_info").fetchone() == ("gaussian_nb", 6)
    assert sqlite_bayes.load_model(other, "pts") == blob


def test_fit_model_with_params_and_replace(tmp_path):
    db = connect(str(tmp_path / "m.db"))
    db.execute("CREATE TABLE pts(label TEXT, x REAL, y REAL)")
    db.executemany("INSERT INTO pts VALUES (?,?,?)", PTS)
    sqlite_bayes.fit_model(db, "m", "gaussian_nb", "SELECT label, x, y FROM pts")
    b2 = sqlite_bayes.fit_model(db, "m", "categorical_nb",
                                "SELECT label, x FROM pts WHERE x < ?", (4,))
    assert db.execute("SELECT count(*) FROM bayes_models").fetchone()[0] == 1
    assert db.execute("SELECT kind, n_rows FROM bayes_models_info").fetchone() == ("categorical_nb", 5)
    assert sqlite_bayes.load_model(db, "m") == b2
    # no rows to fit: bayes_fit's error, naming the fit; nothing stored
    with pytest.raises(sqlite3.OperationalError,
                       match=r"^bayes_fit: no rows to fit"):
        sqlite_bayes.fit_model(db, "none", "gaussian_nb",
                               "SELECT label, x FROM pts WHERE 0")
    with pytest.raises(sqlite3.OperationalError,
                       match=r"^bayes_fit: no rows to fit with 'gaussian_nb' "
                             r"\(6 rows, every label NULL or blank\)"):
        sqlite_bayes.fit_model(db, "none", "gaussian_nb",
                               "SELECT NULL, x FROM pts")
    with pytest.raises(KeyError):
        sqlite_bayes.load_model(db, "none")
    with pytest.raises(ValueError):
        sqlite_bayes.fit_model(db, "m", "gaussian_nb", "SELECT label FROM pts")


def test_save_model_commits(tmp_path):
    path = str(tmp_path / "m.db")
    db = connect(path)
    blob = db.execute("SELECT bayes_fit('gaussian_nb', column1, column2) FROM "
                      "(VALUES ('a', 0), ('a', 1), ('b', 5), ('b', 6))").fetchone()[0]
    sqlite_bayes.save_model(db, "v", blob)
    other = connect(path)
    assert other.execute("SELECT bayes_predict('v', 5.5)").fetchone()[0] == "b"


def test_errors_name_the_function():
    db = connect()
    with pytest.raises(sqlite3.OperationalError, match="^bayes_predict: "):
        db.execute("SELECT bayes_predict('nope', 1)").fetchone()


def test_example_runs(tmp_path):
    out = subprocess.run([sys.executable, EXAMPLE, str(tmp_path / "ex.db")],
                         capture_output=True, text=True, timeout=60, check=True)
    assert out.stdout == "b 1.0\na\n"


def test_sqlite_utils_database():
    """sqlite-utils (Debian's, 3.30: no plugin hooks) on a loaded connection"""
    sqlite_utils = pytest.importorskip("sqlite_utils")
    conn = connect()
    db = sqlite_utils.Database(conn)
    db["pts"].insert_all([{"label": l, "x": x, "y": y} for l, x, y in PTS])
    rows = list(db.query("SELECT bayes_predict(bayes_fit('gaussian_nb', label, x, y), 2.5, 2.5)"
                         " AS p FROM pts"))
    assert rows == [{"p": "b"}]


class _NoLoadingConnection:
    """What sqlite3.connect gives on a Python built without loadable
    extensions (pyenv's default, macOS's system Python): a connection with
    no enable_load_extension."""

    def __init__(self):
        self._db = sqlite3.connect(":memory:")

    def execute(self, *args):
        return self._db.execute(*args)


def test_python_without_extension_loading_gets_the_fixes():
    with pytest.raises(sqlite_bayes.ExtensionLoadingUnavailable) as e:
        sqlite_bayes.load(_NoLoadingConnection())
    msg = str(e.value)
    assert msg.startswith("sqlite_bayes.load: this Python's sqlite3 module cannot load SQLite extensions")
    assert sys.executable in msg
    assert "/usr/bin/python3 -m venv env" in msg
    assert """python3 -c "import sqlite3; sqlite3.connect(':memory:').enable_load_extension\"""" in msg
    assert "python3-apsw" in msg
    assert isinstance(e.value, RuntimeError)


def test_apsw_route_of_the_message():
    """The alternative the error names: APSW (Debian's python3-apsw)."""
    apsw = pytest.importorskip("apsw")
    conn = apsw.Connection(":memory:")
    conn.enableloadextension(True)
    conn.loadextension(sqlite_bayes.loadable_path())
    cur = conn.cursor()
    cur.execute("CREATE TABLE pts(label TEXT, x REAL, y REAL)")
    cur.executemany("INSERT INTO pts VALUES (?,?,?)", PTS)
    got = list(cur.execute("SELECT bayes_predict(bayes_fit('gaussian_nb', label, x, y), 2.5, 2.5)"
                           " FROM pts"))
    assert got == [("b",)]
