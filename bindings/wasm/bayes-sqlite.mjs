// bayes-sqlite.mjs — SQLite with the bayes extension, in WebAssembly.
//
//   import { open } from './bayes-sqlite.mjs';
//   const db = await open();                       // an in-memory database
//   db.importCsv('iris', await (await fetch('data/iris.csv')).text());
//   db.exec(`CREATE TABLE m AS SELECT bayes_fit('lda', species,
//              sepal_length, sepal_width, petal_length, petal_width) AS model
//            FROM iris`);
//   const { columns, rows } = db.query(
//     'SELECT bayes_predict((SELECT model FROM m), ?, ?, ?, ?)', [6, 3, 5, 2]);
//
// Everything runs in this thread, on this page's memory; nothing is sent
// anywhere.  The API (docs/browser.md):
//
//   open([image], [options])     -> Database  (image: bytes of an SQLite file)
//   db.exec(sql, [params])       runs every statement of sql; returns db
//   db.query(sql, [params])      -> {columns, rows}: rows of the last statement
//                                   that returns columns, each an array
//   db.importCsv(table, text, [options]) -> number of rows imported
//   db.functions()               -> names of the SQL functions available
//   db.export()                  -> Uint8Array: the database as an SQLite file
//   db.close()
//   parseCsv(text)               -> array of records (arrays of strings)
//   sqliteVersion()              -> e.g. "3.54.1" (after a first open)
//
// Values: NULL <-> null, INTEGER <-> number (BigInt beyond 2^53), REAL <->
// number, TEXT <-> string, BLOB <-> Uint8Array; true/false bind as 1/0.
// params: an array (?, ?NNN) or an object ({name: v} for :name, @name, $name).

import createBayesSqliteCore from './bayes-sqlite-core.mjs';

const SQLITE_ROW = 100, SQLITE_DONE = 101;
const SQLITE_INTEGER = 1, SQLITE_FLOAT = 2, SQLITE_TEXT = 3, SQLITE_BLOB = 4;
const SQLITE_TRANSIENT = -1;

let corePromise = null;

/* The module is instantiated once and shared by every Database.  options:
** anything emscripten's module factory takes, e.g. wasmBinary (the bytes of
** bayes-sqlite-core.wasm, where fetch by URL is not wanted) or locateFile. */
function core(options) {
  if (!corePromise) corePromise = createBayesSqliteCore(options || {});
  return corePromise;
}

export class SqliteError extends Error {
  constructor(message, code) {
    super(message);
    this.name = 'SqliteError';
    this.code = code;
  }
}

export async function open(image, options) {
  const m = await core(options);
  return new Database(m, image);
}

export function sqliteVersion() {
  return libVersion;
}
let libVersion = null;

export class Database {
  constructor(m, image) {
    this.m = m;
    this.scratch = m._malloc(8);           // two pointers: *ppStmt, *pzTail
    const rc = m._bayes_wasm_open(this.scratch);
    this.db = this.u32(this.scratch);
    if (rc) {
      const msg = this.db ? this.errmsg() : 'out of memory';
      if (this.db) m._sqlite3_close_v2(this.db);
      m._free(this.scratch);
      throw new SqliteError('open: ' + msg, rc);
    }
    libVersion = libVersion || m.UTF8ToString(m._sqlite3_libversion());
    if (image) this.deserialize(image);
  }

  u32(ptr) {
    const h = this.m.HEAPU8;
    return (h[ptr] | (h[ptr + 1] << 8) | (h[ptr + 2] << 16) | (h[ptr + 3] << 24)) >>> 0;
  }

  errmsg() {
    return this.m.UTF8ToString(this.m._sqlite3_errmsg(this.db));
  }

  check(rc, what) {
    if (rc) throw new SqliteError(what ? what + ': ' + this.errmsg() : this.errmsg(), rc);
  }

  alive() {
    if (!this.db) throw new SqliteError('the database is closed', 21);
  }

  deserialize(image) {
    const bytes = image instanceof Uint8Array ? image : new Uint8Array(image);
    const p = this.m._sqlite3_malloc(Math.max(bytes.length, 1));
    if (!p) throw new SqliteError('open: out of memory', 7);
    this.m.HEAPU8.set(bytes, p);
    this.check(this.m._bayes_wasm_deserialize(this.db, p, bytes.length), 'open');
  }

  // Calls f(stmt) for every statement of sql; returns the last result of f
  // that is not undefined.
  eachStatement(sql, f) {
    this.alive();
    const m = this.m;
    const n = m.lengthBytesUTF8(sql);
    const zSql = m._malloc(n + 1);
    m.stringToUTF8(sql, zSql, n + 1);
    let result;
    try {
      let z = zSql;
      const end = zSql + n;
      while (z < end) {
        const rc = m._sqlite3_prepare_v2(this.db, z, end - z, this.scratch, this.scratch + 4);
        this.check(rc);
        const stmt = this.u32(this.scratch);
        z = this.u32(this.scratch + 4);
        if (!stmt) continue;                // white space or a comment
        try {
          const r = f(stmt);
          if (r !== undefined) result = r;
        } finally {
          m._sqlite3_finalize(stmt);
        }
      }
    } finally {
      m._free(zSql);
    }
    return result;
  }

  bind(stmt, params) {
    const m = this.m;
    const n = m._sqlite3_bind_parameter_count(stmt);
    if (!params || n === 0) return;
    if (Array.isArray(params)) {
      for (let i = 0; i < params.length && i < n; i++) this.bindOne(stmt, i + 1, params[i]);
      return;
    }
    for (const [k, v] of Object.entries(params)) {
      const names = /^[:@$]/.test(k) ? [k] : [':' + k, '@' + k, '$' + k];
      for (const name of names) {
        const len = m.lengthBytesUTF8(name);
        const z = m._malloc(len + 1);
        m.stringToUTF8(name, z, len + 1);
        const i = m._sqlite3_bind_parameter_index(stmt, z);
        m._free(z);
        if (i) this.bindOne(stmt, i, v);
      }
    }
  }

  bindOne(stmt, i, v) {
    const m = this.m;
    let rc;
    if (v === null || v === undefined) {
      rc = m._sqlite3_bind_null(stmt, i);
    } else if (typeof v === 'boolean') {
      rc = m._bayes_wasm_bind_int(stmt, i, v ? 1 : 0);
    } else if (typeof v === 'number') {
      rc = Number.isSafeInteger(v) ? m._bayes_wasm_bind_int(stmt, i, v)
                                   : m._sqlite3_bind_double(stmt, i, v);
    } else if (typeof v === 'bigint') {
      // beyond 2^53 a double would round: bind the exact digits as text,
      // which SQLite turns back into the INTEGER in an INTEGER column
      rc = Number.isSafeInteger(Number(v)) ? m._bayes_wasm_bind_int(stmt, i, Number(v))
                                           : this.bindText(stmt, i, v.toString());
    } else if (v instanceof Uint8Array || v instanceof ArrayBuffer) {
      const bytes = v instanceof Uint8Array ? v : new Uint8Array(v);
      const p = m._malloc(Math.max(bytes.length, 1));
      m.HEAPU8.set(bytes, p);
      rc = m._sqlite3_bind_blob(stmt, i, p, bytes.length, SQLITE_TRANSIENT);
      m._free(p);
    } else {
      rc = this.bindText(stmt, i, String(v));
    }
    this.check(rc, 'bind parameter ' + i);
  }

  bindText(stmt, i, s) {
    const m = this.m;
    const len = m.lengthBytesUTF8(s);
    const z = m._malloc(len + 1);
    m.stringToUTF8(s, z, len + 1);
    const rc = m._sqlite3_bind_text(stmt, i, z, len, SQLITE_TRANSIENT);
    m._free(z);
    return rc;
  }

  column(stmt, i) {
    const m = this.m;
    switch (m._sqlite3_column_type(stmt, i)) {
      case SQLITE_INTEGER:
        if (m._bayes_wasm_column_int_is_safe(stmt, i)) return m._sqlite3_column_double(stmt, i);
        return BigInt(m.UTF8ToString(m._sqlite3_column_text(stmt, i)));
      case SQLITE_FLOAT:
        return m._sqlite3_column_double(stmt, i);
      case SQLITE_TEXT: {
        const p = m._sqlite3_column_text(stmt, i);
        return utf8Decoder.decode(m.HEAPU8.subarray(p, p + m._sqlite3_column_bytes(stmt, i)));
      }
      case SQLITE_BLOB: {
        const p = m._sqlite3_column_blob(stmt, i);
        return m.HEAPU8.slice(p, p + m._sqlite3_column_bytes(stmt, i));
      }
      default:
        return null;
    }
  }

  // Steps stmt to the end; returns {columns, rows} if it has columns.
  run(stmt, params) {
    const m = this.m;
    this.bind(stmt, params);
    const nCol = m._sqlite3_column_count(stmt);
    const rows = [];
    for (;;) {
      const rc = m._sqlite3_step(stmt);
      if (rc === SQLITE_DONE) break;
      if (rc !== SQLITE_ROW) this.check(rc);
      if (nCol) {
        const row = new Array(nCol);
        for (let i = 0; i < nCol; i++) row[i] = this.column(stmt, i);
        rows.push(row);
      }
    }
    if (!nCol) return undefined;
    const columns = [];
    for (let i = 0; i < nCol; i++) columns.push(m.UTF8ToString(m._sqlite3_column_name(stmt, i)));
    return { columns, rows };
  }

  exec(sql, params) {
    this.eachStatement(sql, (stmt) => { this.run(stmt, params); });
    return this;
  }

  query(sql, params) {
    return this.eachStatement(sql, (stmt) => this.run(stmt, params)) || { columns: [], rows: [] };
  }

  // Imports CSV text (RFC 4180: quotes, "" inside quotes, CRLF or LF) into
  // table.  options.header (true): the first record names the columns.
  // A table that does not exist is created, each column typed INTEGER or
  // REAL when every non-empty value is such a number, else TEXT; in a
  // numeric column an empty value is NULL.  An existing table is appended
  // to (options.replace: dropped and created anew).  One transaction.
  importCsv(table, text, options = {}) {
    const header = options.header !== false;
    const records = parseCsv(text);
    if (records.length === 0) return 0;
    const width = records[0].length;
    const names = header ? records[0].map((h, i) => h.trim() || 'c' + (i + 1))
                         : records[0].map((_, i) => 'c' + (i + 1));
    const body = header ? records.slice(1) : records;
    body.forEach((r, k) => {
      if (r.length !== width) {
        throw new SqliteError(`importCsv: record ${k + 1 + (header ? 1 : 0)} has ${r.length} fields, the first has ${width}`, 1);
      }
    });
    const types = names.map((_, j) => {
      let t = 'INTEGER';
      for (const r of body) {
        const v = r[j].trim();
        if (v === '') continue;
        if (!NUMBER.test(v)) return 'TEXT';
        if (!INTEGER.test(v)) t = 'REAL';
      }
      return t;
    });
    const q = (s) => '"' + s.replace(/"/g, '""') + '"';
    this.exec('SAVEPOINT import_csv');
    try {
      if (options.replace) this.exec(`DROP TABLE IF EXISTS ${q(table)}`);
      this.exec(`CREATE TABLE IF NOT EXISTS ${q(table)}(` +
                names.map((n, j) => `${q(n)} ${types[j]}`).join(', ') + ')');
      const sql = `INSERT INTO ${q(table)} VALUES(${names.map(() => '?').join(',')})`;
      this.eachStatement(sql, (stmt) => {
        for (const r of body) {
          const vals = r.map((v, j) => types[j] === 'TEXT' ? v
                                     : (v.trim() === '' ? null : Number(v)));
          this.m._sqlite3_reset(stmt);
          this.run(stmt, vals);
        }
      });
      this.exec('RELEASE import_csv');
    } catch (e) {
      this.exec('ROLLBACK TO import_csv; RELEASE import_csv');
      throw e;
    }
    return body.length;
  }

  functions() {
    return this.query('SELECT DISTINCT name FROM pragma_function_list ORDER BY name')
      .rows.map((r) => r[0]);
  }

  export() {
    this.alive();
    const m = this.m;
    const zMain = m._malloc(5);
    m.stringToUTF8('main', zMain, 5);
    const p = m._sqlite3_serialize(this.db, zMain, this.scratch, 0);
    m._free(zMain);
    if (!p) throw new SqliteError('export: out of memory', 7);
    const n = this.u32(this.scratch);   // sqlite3_int64 size: low 32 bits
    const bytes = m.HEAPU8.slice(p, p + n);
    m._sqlite3_free(p);
    return bytes;
  }

  close() {
    if (!this.db) return;
    this.m._sqlite3_close_v2(this.db);
    this.m._free(this.scratch);
    this.db = 0;
  }
}

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
const INTEGER = /^[-+]?\d{1,15}$/;
const utf8Decoder = new TextDecoder();

export function parseCsv(text) {
  const records = [];
  let record = [], field = '', i = 0, quoted = false;
  const n = text.length;
  if (text.charCodeAt(0) === 0xfeff) i = 1;        // byte order mark
  while (i < n) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') { field += '"'; i += 2; continue; }
        quoted = false; i++; continue;
      }
      field += c; i++; continue;
    }
    if (c === '"') { quoted = true; i++; continue; }
    if (c === ',') { record.push(field); field = ''; i++; continue; }
    if (c === '\r' || c === '\n') {
      record.push(field); field = '';
      if (!(record.length === 1 && record[0] === '')) records.push(record);
      record = [];
      i += (c === '\r' && text[i + 1] === '\n') ? 2 : 1;
      continue;
    }
    field += c; i++;
  }
  if (field !== '' || record.length) {
    record.push(field);
    records.push(record);
  }
  return records;
}
