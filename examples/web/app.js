// app.js — the playground: SQLite + bayes in this page (bayes-sqlite.mjs).
// Data is read from this site (the bundled examples) or from a file the
// user picks; nothing is sent anywhere.
//
// For tests and the console: window.playground = {db, ready, runSql, ...};
// document.body.dataset.ready is "1" once the data is loaded.

import { open, sqliteVersion } from './bayes-sqlite.mjs';
import { PRESETS } from './presets.js';
import { asPosterior, posteriorBars, confusionHeatmap, drawRegions, colorOf } from './charts.js';

const $ = (id) => document.getElementById(id);
let db;

function status(text, isError) {
  const s = $('status');
  s.textContent = text;
  s.className = isError ? 'error' : '';
}

async function loadBundled(table, file) {
  const text = await (await fetch('data/' + file)).text();
  return db.importCsv(table, text, { replace: true });
}

function tableNames() {
  return db.query(`SELECT name FROM sqlite_schema WHERE type = 'table'
                   AND name NOT LIKE 'sqlite_%' AND name <> 'bayes_models' ORDER BY name`)
    .rows.map((r) => r[0]);
}

function refreshTables() {
  const q = (s) => '"' + s.replace(/"/g, '""') + '"';
  const parts = tableNames().map((t) => {
    const n = db.query(`SELECT count(*) FROM ${q(t)}`).rows[0][0];
    const cols = db.query('SELECT name, type FROM pragma_table_info(?)', [t]).rows
      .map(([c, ty]) => `${c} ${ty}`).join(', ');
    return `<li><b>${escapeHtml(t)}</b> (${n} rows): ${escapeHtml(cols)}</li>`;
  });
  $('tables').innerHTML = parts.join('');
  fillRegionControls();
}

function escapeHtml(s) {
  return String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
}

// ------------------------------------------------------------ SQL editor
function runSql(sql) {
  const t0 = performance.now();
  let res;
  try {
    res = db.query(sql);
  } catch (e) {
    status(e.message, true);
    $('result').replaceChildren();
    $('confusion').replaceChildren();
    return null;
  }
  const ms = performance.now() - t0;
  status(`${res.rows.length} row${res.rows.length === 1 ? '' : 's'} in ${ms.toFixed(1)} ms`);
  showResult(res);
  return res;
}

function showResult({ columns, rows }) {
  // one colour per class, in the order of the classes seen in posteriors
  const classes = new Map();
  const classIndex = (label) => {
    if (!classes.has(label)) classes.set(label, classes.size);
    return classes.get(label);
  };
  const table = document.createElement('table');
  const head = table.createTHead().insertRow();
  for (const c of columns) {
    const th = document.createElement('th');
    th.textContent = c;
    head.append(th);
  }
  const body = table.createTBody();
  const shown = rows.slice(0, 500);
  for (const r of shown) {
    const tr = body.insertRow();
    for (const v of r) {
      const td = tr.insertCell();
      const post = asPosterior(v);
      if (post) {
        td.append(posteriorBars(post, classIndex));
      } else if (v === null) {
        td.textContent = 'NULL';
        td.className = 'null';
      } else if (v instanceof Uint8Array) {
        td.textContent = `BLOB (${v.length} bytes)`;
        td.className = 'null';
      } else {
        td.textContent = typeof v === 'string' && v.length > 300 ? v.slice(0, 300) + '…' : String(v);
        if (typeof v === 'number' || typeof v === 'bigint') td.className = 'num';
      }
    }
  }
  const out = [table];
  if (rows.length > shown.length) {
    const p = document.createElement('p');
    p.textContent = `(first ${shown.length} of ${rows.length} rows shown)`;
    out.push(p);
  }
  $('result').replaceChildren(...out);
  const a = columns.indexOf('actual'), p = columns.indexOf('predicted');
  if (a >= 0 && p >= 0 && rows.length) {
    $('confusion').replaceChildren(confusionHeatmap(rows.map((r) => [r[a], r[p]])));
  } else {
    $('confusion').replaceChildren();
  }
}

function showPresets() {
  const have = new Set(db.functions());
  const groups = new Map();
  for (const p of PRESETS) {
    if (p.needs && !p.needs.every((f) => have.has(f))) continue;
    if (!groups.has(p.group)) groups.set(p.group, []);
    groups.get(p.group).push(p);
  }
  const box = $('presets');
  box.replaceChildren();
  for (const [g, ps] of groups) {
    const span = document.createElement('span');
    span.className = 'preset-group';
    span.append(g + ': ');
    for (const p of ps) {
      const b = document.createElement('button');
      b.textContent = p.title;
      b.dataset.preset = p.id;
      b.addEventListener('click', () => {
        $('sql').value = p.sql;
        runSql(p.sql);
      });
      span.append(b);
    }
    box.append(span);
  }
}

// ----------------------------------------------------------- class regions
function numericColumns(t) {
  return db.query(`SELECT name FROM pragma_table_info(?) WHERE type IN ('REAL', 'INTEGER')`, [t])
    .rows.map((r) => r[0]);
}

function fillRegionControls() {
  const sel = $('reg-table');
  const keep = sel.value;
  const usable = tableNames().filter((t) => numericColumns(t).length >= 2);
  sel.replaceChildren(...usable.map((t) => new Option(t, t)));
  sel.value = usable.includes(keep) ? keep : (usable.includes('iris') ? 'iris' : usable[0] || '');
  fillRegionColumns();
}

function fillRegionColumns() {
  const t = $('reg-table').value;
  if (!t) return;
  const all = db.query('SELECT name FROM pragma_table_info(?)', [t]).rows.map((r) => r[0]);
  const num = numericColumns(t);
  const set = (id, opts, want) => {
    const s = $(id);
    s.replaceChildren(...opts.map((c) => new Option(c, c)));
    s.value = opts.includes(want) ? want : opts[0];
  };
  set('reg-label', all, all.includes('species') ? 'species' : all[all.length - 1]);
  set('reg-x', num, num.includes('petal_length') ? 'petal_length' : num[0]);
  set('reg-y', num, num.includes('petal_width') ? 'petal_width' : num[1]);
}

// Fits gaussian_nb, lda and qda on two columns and draws each model's
// class regions, its Gaussians and the training points.
function drawAllRegions() {
  const q = (s) => '"' + s.replace(/"/g, '""') + '"';
  const t = q($('reg-table').value), lab = q($('reg-label').value);
  const x = q($('reg-x').value), y = q($('reg-y').value);
  const where = `WHERE ${x} IS NOT NULL AND ${y} IS NOT NULL AND ${lab} IS NOT NULL`;
  const pts = db.query(`SELECT ${x}, ${y}, ${lab} FROM ${t} ${where}`).rows;
  if (pts.length === 0) return;
  const [[xmin, xmax, ymin, ymax]] = db.query(
    `SELECT min(${x}), max(${x}), min(${y}), max(${y}) FROM ${t} ${where}`).rows;
  const px = (xmax - xmin) * 0.08 || 1, py = (ymax - ymin) * 0.08 || 1;
  const n = 90;
  const grid = { n, x0: xmin - px, x1: xmax + px, y0: ymin - py, y1: ymax + py };
  const t0 = performance.now();
  for (const kind of ['gaussian_nb', 'lda', 'qda']) {
    const model = db.query(`SELECT bayes_fit(?, ${lab}, ${x}, ${y}) FROM ${t} ${where}`, [kind]).rows[0][0];
    const info = JSON.parse(db.query('SELECT bayes_info(?)', [model]).rows[0][0]);
    const labels = info.classes.map((c) => String(c.label));
    const ci = new Map(labels.map((l, i) => [l, i]));
    const rows = db.query(`
      WITH RECURSIVE g(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM g WHERE i < ${n - 1})
      SELECT bayes_proba(?1, ?2 + (gx.i + 0.5) * ?3, ?4 + (gy.i + 0.5) * ?5)
      FROM g AS gy, g AS gx ORDER BY gy.i, gx.i`,
      [model, grid.x0, (grid.x1 - grid.x0) / n, grid.y0, (grid.y1 - grid.y0) / n]).rows;
    grid.cells = rows.map(([js]) => {
      const post = JSON.parse(js);
      let best = 0, bp = -1;
      for (const [l, p] of Object.entries(post)) if (p > bp) { bp = p; best = ci.get(l); }
      return [best, bp];
    });
    const covOf = (k) => kind === 'gaussian_nb' ? [[info.var[k][0], 0], [0, info.var[k][1]]]
      : kind === 'lda' ? info.covariance : info.covariances[k];
    const means = kind === 'gaussian_nb' ? info.theta : info.means;
    const ellipses = labels.map((_, k) => ({ mean: means[k], cov: covOf(k), cls: k }));
    drawRegions($('reg-' + kind), {
      title: { gaussian_nb: 'gaussian_nb: axis-aligned', lda: 'lda: shared covariance, linear',
               qda: 'qda: own covariance, quadratic' }[kind],
      grid, ellipses, xName: $('reg-x').value, yName: $('reg-y').value,
      points: pts.map(([a, b, l]) => [a, b, ci.get(String(l)) ?? 0]),
    });
    $('reg-legend').innerHTML = labels.map((l, k) =>
      `<span><i style="background:${colorOf(k)}"></i>${escapeHtml(l)}</span>`).join(' ');
  }
  $('reg-time').textContent = `3 fits and ${3 * n * n} posteriors in ${(performance.now() - t0).toFixed(0)} ms`;
}

// ------------------------------------------------------------------ start
async function start() {
  db = await open();
  $('version').textContent = `SQLite ${sqliteVersion()} with bayes, in WebAssembly`;
  db.exec('SELECT bayes_models_install()');   // the model table, from inside the extension
  await loadBundled('iris', 'iris.csv');
  await loadBundled('spam', 'spam.csv');
  refreshTables();
  showPresets();
  $('run').addEventListener('click', () => runSql($('sql').value));
  $('sql').addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) { e.preventDefault(); runSql($('sql').value); }
  });
  $('file').addEventListener('change', async () => {
    const f = $('file').files[0];
    if (!f) return;
    const name = f.name.replace(/\.[^.]*$/, '').replace(/[^A-Za-z0-9_]/g, '_') || 'data';
    try {
      const n = db.importCsv(name, await f.text(), { replace: true });
      refreshTables();
      $('sql').value = `SELECT * FROM "${name}" LIMIT 20;`;
      runSql($('sql').value);
      status(`${f.name}: ${n} rows imported into table ${name} (in this page only)`);
    } catch (e) {
      status(`${f.name}: ${e.message}`, true);
    }
  });
  $('reload').addEventListener('click', async () => {
    await loadBundled('iris', 'iris.csv');
    await loadBundled('spam', 'spam.csv');
    refreshTables();
    status('iris and spam reloaded');
  });
  $('reg-table').addEventListener('change', fillRegionColumns);
  $('reg-draw').addEventListener('click', drawAllRegions);
  const first = PRESETS.find((p) => p.id === 'iris-gaussian_nb');
  $('sql').value = first.sql;
  runSql(first.sql);
  drawAllRegions();
  document.body.dataset.ready = '1';
}

const ready = start().catch((e) => {
  status('failed to start: ' + e.message, true);
  document.body.dataset.ready = 'error';
  throw e;
});
window.playground = { ready, runSql, get db() { return db; }, drawAllRegions };
