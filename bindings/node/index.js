'use strict';
// sqlite-bayes — the bayes SQLite extension (generative classifiers: naive
// Bayes, LDA, QDA) for Node: load(db) for a better-sqlite3 Database or a
// node:sqlite DatabaseSync (Node 22.13+, opened with allowExtension: true).
//
//   const Database = require('better-sqlite3');
//   const bayes = require('sqlite-bayes');
//   const db = new Database(':memory:');
//   bayes.load(db);
//   db.prepare("SELECT bayes_version()").pluck().get();
const fs = require('node:fs');
const path = require('node:path');

const suffix = process.platform === 'win32' ? 'dll'
  : process.platform === 'darwin' ? 'dylib' : 'so';

// The full path of the extension library built at install.
function getLoadablePath() {
  const p = path.join(__dirname, 'build', 'Release', 'bayes.' + suffix);
  if (!fs.existsSync(p)) {
    throw new Error('sqlite-bayes: ' + p + ' is missing (did `npm install` build it?)');
  }
  return p;
}

// Load the extension into db: better-sqlite3 (db.loadExtension) or
// node:sqlite (db.enableLoadExtension + db.loadExtension; the database must
// be opened with { allowExtension: true }).
function load(db) {
  if (!db || typeof db.loadExtension !== 'function') {
    throw new TypeError('sqlite-bayes: load(db) needs a better-sqlite3 Database ' +
                        'or a node:sqlite DatabaseSync with loadExtension()');
  }
  const p = getLoadablePath();
  if (typeof db.enableLoadExtension === 'function') {   // node:sqlite
    db.enableLoadExtension(true);
    try { db.loadExtension(p); } finally { db.enableLoadExtension(false); }
  } else {                                               // better-sqlite3
    db.loadExtension(p);
  }
  return db;
}

// The SQL of the model table, as the extension holds it (the file
// bayes_models.sql shipped beside this one is generated from it).
function modelTableSql() {
  return fs.readFileSync(path.join(__dirname, 'bayes_models.sql'), 'utf8');
}

// Create bayes_models (and its views) on db if missing, or upgrade an
// earlier release's table: SELECT bayes_models_install(), idempotent,
// from the SQL compiled into the extension (load it first).
function createModelTable(db) {
  db.prepare('SELECT bayes_models_install()').get();
  return db;
}

module.exports = { load, getLoadablePath, modelTableSql, createModelTable };
