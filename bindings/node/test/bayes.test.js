'use strict';
// Tests of the installed sqlite-bayes package (make test-node runs them in
// a scratch project after `npm install` of the packed tarball).
const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const bayes = require('sqlite-bayes');

const EXPECT_VERSION = process.env.BAYES_EXPECT_VERSION;
const QUICK = `CREATE TABLE pts(label TEXT, x REAL, y REAL);
  INSERT INTO pts VALUES ('a',0,0),('a',1,0),('a',0,1),('b',3,3),('b',4,3),('b',3,4);`;

test('the library was built at install, under node_modules', () => {
  const p = bayes.getLoadablePath();
  assert.ok(fs.existsSync(p));
  assert.match(p, /node_modules[\\/]sqlite-bayes[\\/]build[\\/]Release[\\/]bayes\.(so|dylib|dll)$/);
});

test('better-sqlite3: load, version, quick start, model table', () => {
  const Database = require('better-sqlite3');
  const db = bayes.load(new Database(':memory:'));
  const v = db.prepare('SELECT bayes_version()').pluck().get();
  if (EXPECT_VERSION) assert.strictEqual(v, EXPECT_VERSION);
  db.exec(QUICK);
  assert.strictEqual(db.prepare(
    "SELECT bayes_predict(bayes_fit('gaussian_nb', label, x, y), 2.5, 2.5) FROM pts").pluck().get(), 'b');
  bayes.createModelTable(db);
  bayes.createModelTable(db);
  // the shipped file is the text compiled into the extension
  assert.strictEqual(bayes.modelTableSql(),
                     db.prepare("SELECT bayes_models_install('sql')").pluck().get());
  db.exec("INSERT INTO bayes_models(name, model) SELECT 'p', bayes_fit('gaussian_nb', label, x, y) FROM pts");
  assert.deepStrictEqual(db.prepare('SELECT kind, n_rows FROM bayes_models_info').get(),
                         { kind: 'gaussian_nb', n_rows: 6 });
  const proba = JSON.parse(db.prepare("SELECT bayes_proba('p', ?, ?)").pluck().get(0.2, 0.1));
  assert.ok(proba.a > 0.99 && proba.a <= 1, JSON.stringify(proba));
  assert.throws(() => db.prepare("SELECT bayes_predict('nope', 1)").get(), /^SqliteError: bayes_predict: |bayes_predict: /);
  db.close();
});

test('a model BLOB round-trips through a Buffer', () => {
  const Database = require('better-sqlite3');
  const db = bayes.load(new Database(':memory:'));
  db.exec(QUICK);
  const blob = db.prepare("SELECT bayes_fit('gaussian_nb', label, x, y) FROM pts").pluck().get();
  assert.ok(Buffer.isBuffer(blob));
  assert.strictEqual(blob.subarray(0, 4).toString('latin1'), 'BAYS');
  assert.strictEqual(db.prepare('SELECT bayes_predict(?, 3.5, 3.5)').pluck().get(blob), 'b');
  db.close();
});

test('load(db) rejects what is not a database', () => {
  assert.throws(() => bayes.load({}), TypeError);
});

test('node:sqlite where this Node has it with extensions', (t) => {
  let sqlite;
  try { sqlite = require('node:sqlite'); } catch (e) { sqlite = null; }
  if (!sqlite || typeof sqlite.DatabaseSync.prototype.loadExtension !== 'function') {
    t.skip(`node:sqlite with loadExtension is not in Node ${process.version}`);
    return;
  }
  const db = bayes.load(new sqlite.DatabaseSync(':memory:', { allowExtension: true }));
  db.exec(QUICK);
  assert.strictEqual(db.prepare(
    "SELECT bayes_predict(bayes_fit('gaussian_nb', label, x, y), 2.5, 2.5) AS p FROM pts").get().p, 'b');
  db.close();
});

test('the documented example runs', () => {
  const ex = process.env.BAYES_NODE_EXAMPLE || path.join(__dirname, '..', 'example.js');
  const out = execFileSync(process.execPath, [ex], { encoding: 'utf8', timeout: 60000 });
  assert.strictEqual(out, 'b a\n2\n');
});
