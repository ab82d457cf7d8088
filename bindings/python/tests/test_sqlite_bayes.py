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
    assert sqlite_bayes.create_model_table(db) == "created"
    assert sqlite_bayes.create_model_table(db) == "refreshed"
    db2 = sqlite3.connect(path)
    names = {r[0] for r in db2.execute("SELECT name FROM sqlite_master")}
    assert {"bayes_models", "bayes_models_info", "bayes_models_classes"} <= names


def test_model_table_sql_is_the_compiled_text_and_the_shipped_file():
    text = sqlite_bayes.model_table_sql()
    assert "CREATE TABLE IF NOT EXISTS bayes_model_versions(" in text
    with open(os.path.join(os.path.dirname(sqlite_bayes.__file__), "bayes_models.sql"),
              encoding="utf-8") as f:
        assert f.read() == text


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
    # no rows to fit: the extension's error, naming the fit (bayes_fit_query
    # without params, bayes_fit with them); nothing stored
    with pytest.raises(sqlite3.OperationalError,
                       match=r"^bayes_fit_query: no rows to fit"):
        sqlite_bayes.fit_model(db, "none", "gaussian_nb",
                               "SELECT label, x FROM pts WHERE 0")
    with pytest.raises(sqlite3.OperationalError,
                       match=r"^bayes_fit: no rows to fit \(the query gave no rows\)"):
        sqlite_bayes.fit_model(db, "none", "gaussian_nb",
                               "SELECT label, x FROM pts WHERE x > ?", (100,))
    with pytest.raises(sqlite3.OperationalError,
                       match=r"^bayes_fit_query: no rows to fit with 'gaussian_nb' "
                             r"\(6 rows, every label NULL or blank\)"):
        sqlite_bayes.fit_model(db, "none", "gaussian_nb",
                               "SELECT NULL, x FROM pts")
    with pytest.raises(KeyError):
        sqlite_bayes.load_model(db, "none")
    with pytest.raises(ValueError):
        sqlite_bayes.fit_model(db, "m", "gaussian_nb", "SELECT label FROM pts")


def _features(db, model):
    import json
    info = json.loads(db.execute("SELECT bayes_info(?)", (model,)).fetchone()[0])
    return [(f["name"], f["values"], f["declared"]) for f in info.get("features", [])]


def test_fit_model_stores_a_named_model(tmp_path):
    db = connect(str(tmp_path / "m.db"))
    db.execute("CREATE TABLE pts(label TEXT, x REAL, y REAL)")
    db.executemany("INSERT INTO pts VALUES (?,?,?)", PTS + [("a", 1.5, 2.5), ("b", 2.5, 1.5)])
    sqlite_bayes.fit_model(db, "m", "gaussian_nb", "SELECT label, x, y FROM pts")
    # bayes_info shows the names (and the declared types bayes_fit_query saw)
    assert _features(db, "m") == [("x", "numeric", "REAL"), ("y", "numeric", "REAL")]
    rows = db.execute("SELECT rowid, x, y FROM pts ORDER BY rowid").fetchall()
    for _, x, y in rows + [(0, 2.0, 2.0), (0, 1.9, 2.2), (0, None, 3.0)]:
        pos = db.execute("SELECT bayes_predict('m', ?, ?), bayes_proba('m', ?, ?)",
                         (x, y, x, y)).fetchone()
        # by name, the columns in another order: the positional answer
        named = db.execute("SELECT bayes_predict('m', json_object('y', ?, 'x', ?)), "
                           "bayes_proba('m', json_object('y', ?, 'x', ?))",
                           (y, x, y, x)).fetchone()
        assert named == pos
    swapped = db.execute("SELECT key, label, proba FROM bayes_scores('m', "
                         "'SELECT rowid, y, x FROM pts') ORDER BY key").fetchall()
    want = [(r, ) + db.execute("SELECT bayes_predict('m', ?, ?), bayes_proba('m', ?, ?)",
                               (x, y, x, y)).fetchone() for r, x, y in rows]
    assert swapped == want
    # a missing column is an error naming it
    with pytest.raises(sqlite3.OperationalError,
                       match=r"^bayes_predict: feature 'y' is missing"):
        db.execute("SELECT bayes_predict('m', json_object('x', 1))").fetchone()
    with pytest.raises(sqlite3.OperationalError,
                       match=r"^bayes_scores: the model's feature 'y' is not a column of the query"):
        db.execute("SELECT * FROM bayes_scores('m', 'SELECT rowid, x FROM pts')").fetchall()


def test_fit_model_names_with_params_and_odd_names():
    db = connect()
    db.execute('CREATE TABLE pts(label TEXT, "x 1" REAL, y REAL)')
    db.executemany("INSERT INTO pts VALUES (?,?,?)", PTS)
    q = 'SELECT label, "x 1", y AS "Y\tz" FROM pts WHERE "x 1" < ?'
    b = sqlite_bayes.fit_model(db, "m", "gaussian_nb", q, (4,))
    # names= from the column names (white space included); the aggregate
    # does not see declared types
    assert _features(db, b) == [("x 1", "numeric", None), ("Y\tz", "numeric", None)]
    assert db.execute("SELECT bayes_predict('m', json_object('Y\tz', 3.5, 'x 1', 3))"
                      ).fetchone()[0] == "b"
    # the same statistics as the positional fit
    assert db.execute("SELECT bayes_with(?, 'names=')", (b,)).fetchone()[0] == \
        db.execute('SELECT bayes_fit(\'gaussian_nb\', label, "x 1", y) FROM pts '
                   'WHERE "x 1" < 4').fetchone()[0]
    # as bayes_fit_query names: an expression without an alias leaves the
    # model unnamed, with params or without
    for q, p in [('SELECT label, "x 1" + 0, y FROM pts WHERE y < ?', (9,)),
                 ('SELECT label, "x 1" + 0, y FROM pts', ())]:
        assert _features(db, sqlite_bayes.fit_model(db, "u", "gaussian_nb", q, p)) == []
    # names= in the spec wins
    b = sqlite_bayes.fit_model(db, "n", "gaussian_nb names=p,q", "SELECT label, y, \"x 1\" FROM pts")
    assert [f[0] for f in _features(db, b)] == ["p", "q"]
    b = sqlite_bayes.fit_model(db, "n", "gaussian_nb names=p,q",
                               "SELECT label, y, \"x 1\" FROM pts WHERE y < ?", (9,))
    assert [f[0] for f in _features(db, b)] == ["p", "q"]
    # a repeated name: unnamed, as bayes_fit_query fits it
    b = sqlite_bayes.fit_model(db, "n", "gaussian_nb",
                               "SELECT label, y, \"x 1\" AS Y FROM pts WHERE y < ?", (9,))
    assert _features(db, b) == []


def test_fit_model_bag_of_terms_by_name():
    db = connect()
    db.execute("CREATE TABLE mail(label TEXT, links INTEGER, body TEXT)")
    db.executemany("INSERT INTO mail VALUES (?,?,?)", [
        ("spam", 3, "free money free prize"), ("ham", 0, "lunch with the team"),
        ("spam", 2, "win money now"), ("ham", 1, "the team meeting notes")])
    q = "SELECT label, links, bayes_tokens(body) AS body FROM mail"
    b = sqlite_bayes.fit_model(db, "m", "multinomial_nb", q)
    assert _features(db, b) == [("links", "numeric", "INTEGER"), ("body", "bag", None)]
    assert db.execute("SELECT bayes_predict('m', json_object('body', bayes_tokens('free money'),"
                      " 'links', 0))").fetchone()[0] == "spam"
    # with params a bag is not named by names=: the model stays unnamed
    u = sqlite_bayes.fit_model(db, "u", "multinomial_nb", q + " WHERE links < ?", (9,))
    assert _features(db, u) == []
    assert db.execute("SELECT bayes_with(?, 'names=')", (b,)).fetchone()[0] == u


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


# ---------------------------------------------------------------- fit_parallel
import json
import random

WORDS = "free lunch money now meeting report team lunch offer click today".split()


@pytest.fixture(scope="module")
def shard_db(tmp_path_factory):
    """A file database of 600 generated rows (seeded), rowids with gaps."""
    path = str(tmp_path_factory.mktemp("par") / "par.db")
    rnd = random.Random(24)
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE t(id INTEGER PRIMARY KEY, y TEXT, w REAL, x1 REAL, "
               "x2 REAL, x3 REAL, c1 INT, c2 INT, c3 INT, body TEXT)")
    rows = []
    for i in range(600):
        y = rnd.choice("abc")
        k = "abc".index(y)
        rows.append((y, rnd.choice([0.5, 1, 2, 3]),
                     rnd.gauss(k, 1), rnd.gauss(-k, 2), rnd.random() * 10,
                     rnd.randrange(5 + k), rnd.randrange(3), rnd.randrange(2 + 2 * k),
                     " ".join(rnd.choice(WORDS[k * 3:k * 3 + 5]) for _ in range(rnd.randrange(1, 8)))))
    db.executemany("INSERT INTO t(y, w, x1, x2, x3, c1, c2, c3, body) "
                   "VALUES (?,?,?,?,?,?,?,?,?)", rows)
    db.execute("DELETE FROM t WHERE id % 7 = 3")      # gaps in the rowids
    db.commit()
    db.close()
    return path


def one_fit(path, spec, args, where="1", params=(), fn="bayes_fit"):
    """The one fit fit_parallel must equal: named after its features
    (names=) when each is a column's name, as fit_parallel names them."""
    feats = args[2:] if fn == "bayes_fit_weighted" else args[1:]
    if all(f.isidentifier() for f in feats):
        spec += " names=" + ",".join(feats)
    db = connect(path)
    return db.execute("SELECT %s(?, %s) FROM t WHERE %s" % (fn, ", ".join(args), where),
                      (spec,) + tuple(params)).fetchone()[0]


def probas(model, probes):
    db = connect()
    out = []
    for p in probes:
        ph = ", ".join("?" * len(p))
        out.append(json.loads(db.execute("SELECT bayes_proba(?, %s)" % ph,
                                          (model,) + tuple(p)).fetchone()[0]))
    return out


def assert_same_probas(a, b, probes):
    for pa, pb in zip(probas(a, probes), probas(b, probes)):
        assert pa.keys() == pb.keys()
        for k in pa:
            assert abs(pa[k] - pb[k]) <= 1e-12, (k, pa[k], pb[k])


def info(model):
    i = json.loads(connect().execute("SELECT bayes_info(?)", (model,)).fetchone()[0])
    return i["n_rows"], json.dumps(i["classes"], sort_keys=True) if "classes" in i else None


XS = ["x1", "x2", "x3"]
PROBES3 = [(0, 0, 5), (1, -1, 2), (2.5, -3, 9), (-1, 4, 0.1), (10, -10, 5)]


@pytest.mark.parametrize("spec", ["gaussian_nb", "lda"])
@pytest.mark.parametrize("workers", [2, 3, 8])
def test_fit_parallel_moment_kinds_equal_one_fit(shard_db, spec, workers):
    one = one_fit(shard_db, spec, ["y"] + XS)
    par = sqlite_bayes.fit_parallel(shard_db, spec, "t", "y", XS, workers=workers)
    assert par[:4] == b"BAYS"
    assert info(par)[0] == info(one)[0] == 514
    assert_same_probas(par, one, PROBES3)


@pytest.mark.parametrize("spec", ["gaussian_nb", "lda", "multinomial_nb"])
def test_fit_parallel_one_worker_is_the_one_fit_bit_for_bit(shard_db, spec):
    cols = ["c1", "c2", "c3"] if spec == "multinomial_nb" else XS
    assert sqlite_bayes.fit_parallel(shard_db, spec, "t", "y", cols, workers=1) == \
        one_fit(shard_db, spec, ["y"] + cols)


@pytest.mark.parametrize("executor", ["process", "thread"])
@pytest.mark.parametrize("workers", [2, 5])
def test_fit_parallel_count_kinds_bit_for_bit(shard_db, executor, workers):
    # integer counts add exactly: the merged BLOB is the one fit's
    for spec in ["multinomial_nb", "multinomial_nb alpha=0.5", "categorical_nb"]:
        one = one_fit(shard_db, spec, ["y", "c1", "c2", "c3"])
        assert sqlite_bayes.fit_parallel(shard_db, spec, "t", "y", ["c1", "c2", "c3"],
                                         workers=workers, executor=executor) == one


def test_fit_parallel_text(shard_db):
    one = one_fit(shard_db, "multinomial_nb", ["y", "bayes_tokens(body)"])
    par = sqlite_bayes.fit_parallel(shard_db, "multinomial_nb", "t", "y",
                                    ["bayes_tokens(body)"], workers=4)
    assert info(par) == info(one)
    probes = [(json.dumps({"free": 1, "lunch": 2}),), (json.dumps({"team": 3}),),
              (json.dumps({"click": 1, "offer": 1, "report": 1}),)]
    assert_same_probas(par, one, probes)
    assert par == one


def test_fit_parallel_threads_equal_processes(shard_db):
    a = sqlite_bayes.fit_parallel(shard_db, "gaussian_nb", "t", "y", XS, workers=3)
    b = sqlite_bayes.fit_parallel(shard_db, "gaussian_nb", "t", "y", XS, workers=3,
                                  executor="thread")
    assert a == b      # the same shards merged in the same order


def test_fit_parallel_more_workers_than_rows(tmp_path):
    path = str(tmp_path / "small.db")
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE pts(label TEXT, x REAL, y REAL)")
    db.executemany("INSERT INTO pts VALUES (?,?,?)", PTS)
    db.execute("DELETE FROM pts WHERE rowid = 2")
    db.commit()
    one = connect(path).execute("SELECT bayes_fit('gaussian_nb names=x,y', label, x, y) "
                                "FROM pts").fetchone()[0]
    for w in (5, 6, 64):
        par = sqlite_bayes.fit_parallel(path, "gaussian_nb", "pts", "label", ["x", "y"], workers=w)
        assert info(par) == info(one)
        assert_same_probas(par, one, [(0, 0), (2.5, 2.5), (3, 1)])
    # a shard whose rows all have NULL labels is left out, not an error
    db.execute("UPDATE pts SET label = NULL WHERE rowid <= 3")
    db.commit()
    par = sqlite_bayes.fit_parallel(path, "categorical_nb", "pts", "label", ["x"], workers=6)
    assert par == connect(path).execute(
        "SELECT bayes_fit('categorical_nb names=x', label, x) FROM pts").fetchone()[0]
    # named after the feature columns, unnamed with an expression
    n = connect()
    assert n.execute("SELECT bayes_info(?) ->> '$.features[0].name'", (par,)).fetchone()[0] == "x"
    par = sqlite_bayes.fit_parallel(path, "categorical_nb", "pts", "label", ["x + 0"], workers=6)
    assert n.execute("SELECT bayes_info(?) ->> '$.features'", (par,)).fetchone()[0] is None


def test_fit_parallel_where_and_weight(shard_db):
    where, params = "x3 < ? AND y <> ?", (7.5, "c")
    one = one_fit(shard_db, "gaussian_nb", ["y"] + XS, where, params)
    par = sqlite_bayes.fit_parallel(shard_db, "gaussian_nb", "t", "y", XS,
                                    where=where, params=params, workers=3)
    assert info(par) == info(one)
    assert info(par)[0] < 514
    assert_same_probas(par, one, PROBES3)
    # weighted: bayes_fit_weighted per shard
    one = one_fit(shard_db, "multinomial_nb", ["y", "w", "c1", "c2", "c3"], fn="bayes_fit_weighted")
    par = sqlite_bayes.fit_parallel(shard_db, "multinomial_nb", "t", "y", ["c1", "c2", "c3"],
                                    weight="w", workers=3)
    assert par == one      # weights are multiples of 0.5: exact sums
    one = one_fit(shard_db, "lda", ["y", "w"] + XS, "x1 > 0", fn="bayes_fit_weighted")
    par = sqlite_bayes.fit_parallel(shard_db, "lda", "t", "y", XS, weight="w",
                                    where="x1 > 0", workers=2, executor="thread")
    assert_same_probas(par, one, PROBES3)


def test_fit_parallel_errors(shard_db, tmp_path):
    fp = sqlite_bayes.fit_parallel
    with pytest.raises(ValueError, match=r"^fit_parallel: workers must be an integer >= 1, not 0"):
        fp(shard_db, "gaussian_nb", "t", "y", XS, workers=0)
    with pytest.raises(ValueError, match=r"^fit_parallel: workers must be an integer"):
        fp(shard_db, "gaussian_nb", "t", "y", XS, workers=2.0)
    with pytest.raises(ValueError, match=r"^fit_parallel: features must be a non-empty list"):
        fp(shard_db, "gaussian_nb", "t", "y", "x1")
    with pytest.raises(ValueError, match=r"^fit_parallel: features must be a non-empty list"):
        fp(shard_db, "gaussian_nb", "t", "y", [])
    with pytest.raises(ValueError, match=r"^fit_parallel: label must be"):
        fp(shard_db, "gaussian_nb", "t", None, XS)
    with pytest.raises(ValueError, match=r"^fit_parallel: executor must be 'process' or 'thread'"):
        fp(shard_db, "gaussian_nb", "t", "y", XS, executor="gpu")
    with pytest.raises(ValueError, match=r"^fit_parallel: ':memory:' is not a database file"):
        fp(":memory:", "gaussian_nb", "t", "y", XS)
    with pytest.raises(ValueError, match=r"is not a database file"):
        fp(str(tmp_path / "missing.db"), "gaussian_nb", "t", "y", XS)
    with pytest.raises(sqlite3.OperationalError, match=r"no such table: nope"):
        fp(shard_db, "gaussian_nb", "nope", "y", XS)
    # bayes_fit's own errors, as the one fit gives them
    with pytest.raises(sqlite3.OperationalError, match=r"^bayes_fit: no rows to fit \(the query gave no rows\)"):
        fp(shard_db, "gaussian_nb", "t", "y", XS, where="x1 > 1e9", workers=3)
    with pytest.raises(sqlite3.OperationalError, match=r"^bayes_fit: no rows to fit with 'gaussian_nb names=\[\"x1\",\"x2\",\"x3\"\]' \(514 rows"):
        fp(shard_db, "gaussian_nb", "t", "NULL", XS, workers=3)
    with pytest.raises(sqlite3.OperationalError, match=r"^bayes_fit: "):
        fp(shard_db, "no_such_kind", "t", "y", XS, workers=2)
    # a table without rowids, and an empty table
    path = str(tmp_path / "nr.db")
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE k(id INT PRIMARY KEY, y TEXT, x REAL) WITHOUT ROWID")
    db.execute("INSERT INTO k VALUES (1, 'a', 1)")
    db.execute("CREATE TABLE e(y TEXT, x REAL)")
    db.commit()
    with pytest.raises(ValueError, match=r"^fit_parallel: table 'k' has no rowid"):
        fp(path, "gaussian_nb", "k", "y", ["x"])
    with pytest.raises(sqlite3.OperationalError, match=r"^bayes_fit: no rows to fit \(the query gave no rows\)"):
        fp(path, "gaussian_nb", "e", "y", ["x"], workers=2)
