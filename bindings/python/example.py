"""example.py — the Python recipe of docs/install.md (and the README's
Python section), run as it stands by
bindings/python/tests/test_sqlite_bayes.py.

    /usr/bin/python3 -m venv env && env/bin/pip install sqlite_bayes-*.whl
    env/bin/python example.py my.db
"""
import sqlite3
import sys

import sqlite_bayes

path = sys.argv[1] if len(sys.argv) > 1 else "my.db"

db = sqlite3.connect(path)
sqlite_bayes.load(db)                        # every bayes_* function
db.execute("CREATE TABLE IF NOT EXISTS pts(label TEXT, x REAL, y REAL)")
db.executemany("INSERT INTO pts VALUES (?, ?, ?)",
               [("a", 0, 0), ("a", 1, 0), ("a", 0, 1),
                ("b", 3, 3), ("b", 4, 3), ("b", 3, 4)])
# fit on a query (label first, then the features), store as 'pts', commit;
# the model knows its features by the query's column names: x, y
sqlite_bayes.fit_model(db, "pts", "gaussian_nb", "SELECT label, x, y FROM pts")
db.close()

# a new connection: the model was committed; score by name, the row as a
# JSON object {feature: value} in any order (a missing feature: an error)
db = sqlite3.connect(path)
sqlite_bayes.load(db)
label, proba = db.execute(
    "SELECT bayes_predict('pts', json_object('y', :y, 'x', :x)),"
    "       bayes_proba('pts', json_object('y', :y, 'x', :x)) ->> '$.b'",
    {"x": 2.5, "y": 2.5}).fetchone()
print(label, round(proba, 4))                # b 1.0
blob = sqlite_bayes.load_model(db, "pts")    # the model BLOB, bytes
print(db.execute("SELECT bayes_predict(?, '{\"x\": 0.2, \"y\": 0.1}')",
                 (blob,)).fetchone()[0])     # a
db.close()
