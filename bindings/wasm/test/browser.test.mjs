// browser.test.mjs — the playground in a real headless Chromium (make test-wasm).
//
// Serves build/web/ (make wasm) on 127.0.0.1 at a free port, starts
// Debian's /usr/bin/chromium headless and drives it through playwright-core
// over CDP.  In the page: every kind is trained on iris by clicking its
// preset, and its predictions, probabilities and log probabilities for all
// 150 flowers are compared with the native build's (the sqlite3 shell with
// ./bayes.so, running the very SQL the preset put in the editor) to 1e-12;
// the spam presets likewise on the 300 messages.  Also: the JS API on
// its own (values, parameters, CSV import, database images, errors), the picture
// elements are drawn, a CSV picked in the file input is imported, no
// request leaves the page's origin, and a screenshot of the page
// (build/web-test/screenshot.png, kept) is not blank.
//
// Ends with "N passed, N failed"; exits non-zero if any failed.  A
// watchdog ends everything (Chromium by its pid) after WASM_TEST_TIMEOUT
// seconds (default 240).

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, serve, startChromium, sqliteNative, NATIVE_DATA, decodePng } from './harness.mjs';

const SITE = path.join(ROOT, 'build/web');
const ARTIFACTS = path.join(ROOT, 'build/web-test');
const TOL = 1e-12;
const KINDS = ['gaussian_nb', 'lda', 'qda', 'multinomial_nb', 'complement_nb', 'bernoulli_nb', 'categorical_nb', 'tan', 'aode'];
const SPAM_KINDS = ['multinomial_nb', 'complement_nb', 'bernoulli_nb'];

let passed = 0, failed = 0;
function check(name, ok, detail = '') {
  if (ok) { passed++; console.log(`ok   ${name}`); }
  else { failed++; console.log(`FAIL ${name}${detail ? ': ' + detail : ''}`); }
}

let chrome = null, server = null;
async function cleanup() {
  if (chrome) await chrome.stop();
  chrome = null;
  if (server) server.close();
  server = null;
}
const watchdog = setTimeout(async () => {
  console.log(`FAIL watchdog: the test ran past ${process.env.WASM_TEST_TIMEOUT || 240} s`);
  failed++;
  await cleanup();
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(1);
}, 1000 * Number(process.env.WASM_TEST_TIMEOUT || 240));

// Compares rows [id, predicted, proba JSON, log_proba JSON] from the page
// and from the native build; returns a list of differences (at most 5).
function compareScores(web, nat) {
  const diffs = [];
  if (web.length !== nat.length) return [`${web.length} rows in the page, ${nat.length} native`];
  let worst = 0;
  for (let i = 0; i < web.length && diffs.length < 5; i++) {
    const [id, wp, wj, wl] = web[i], n = nat[i];
    if (id !== n.id) diffs.push(`row ${i}: id ${id} vs ${n.id}`);
    if (wp !== n.predicted) diffs.push(`row ${id}: predicted ${wp} vs ${n.predicted}`);
    for (const [w, nv, what] of [[wj, n.proba, 'proba'], [wl, n.log_proba, 'log_proba']]) {
      const a = JSON.parse(w), b = JSON.parse(nv);
      const ka = Object.keys(a), kb = Object.keys(b);
      if (ka.join() !== kb.join()) { diffs.push(`row ${id}: ${what} classes ${ka} vs ${kb}`); continue; }
      for (const k of ka) {
        const d = Math.abs(a[k] - b[k]);
        const scale = what === 'log_proba' ? Math.max(1, Math.abs(b[k])) : 1;
        worst = Math.max(worst, d / scale);
        if (!(d <= TOL * scale)) diffs.push(`row ${id}: ${what}[${k}] ${a[k]} vs ${b[k]}`);
      }
    }
  }
  compareScores.worst = worst;
  return diffs;
}

async function main() {
  if (!fs.existsSync(path.join(SITE, 'bayes-sqlite-core.wasm'))) throw new Error('build/web is missing: run make wasm');
  if (!fs.existsSync(path.join(ROOT, 'bayes.so'))) throw new Error('./bayes.so is missing: run make');
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  let port;
  ({ server, port } = await serve(SITE, 0));
  const origin = `http://127.0.0.1:${port}`;
  chrome = await startChromium();
  console.log(`# page ${origin}/ in chromium pid ${chrome.pid}`);
  const context = chrome.browser.contexts()[0] || await chrome.browser.newContext();
  const page = await context.newPage();
  page.setDefaultTimeout(30000);
  await page.setViewportSize({ width: 1200, height: 1000 });
  const requests = [], consoleErrors = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('console', (m) => { if (m.type() === 'error') consoleErrors.push(m.text()); });
  page.on('pageerror', (e) => consoleErrors.push(String(e)));

  await page.goto(origin + '/');
  await page.waitForFunction(() => document.body.dataset.ready, null, { timeout: 60000 });
  check('page starts', await page.evaluate(() => document.body.dataset.ready) === '1',
        await page.textContent('#status'));
  const version = await page.textContent('#version');
  check('SQLite 3.54.1 with bayes in the page', /SQLite 3\.54\.1 with bayes/.test(version), version);
  const counts = await page.evaluate(() => playground.db.query(
    'SELECT (SELECT count(*) FROM iris), (SELECT count(*) FROM spam)').rows[0]);
  check('bundled iris and spam loaded', counts[0] === 150 && counts[1] === 300, String(counts));

  // every kind on iris, by its preset button
  for (const kind of KINDS) {
    await page.click(`button[data-preset="iris-${kind}"]`);
    const sql = await page.inputValue('#sql');
    const statusText = await page.textContent('#status');
    check(`iris ${kind}: preset runs`, /^30 rows/.test(statusText), statusText);
    const f = sql.match(/bayes_predict\('iris_\w+', (.*)\) AS predicted/)[1];
    const q = `SELECT rowid AS id, bayes_predict('iris_${kind}', ${f}) AS predicted,
                      bayes_proba('iris_${kind}', ${f}) AS proba,
                      bayes_log_proba('iris_${kind}', ${f}) AS log_proba
               FROM iris ORDER BY rowid`;
    const web = await page.evaluate((q) => playground.db.query(q).rows, q);
    const nat = JSON.parse(await sqliteNative(`${NATIVE_DATA}\n.output /dev/null\n${sql}\n.output stdout\n.mode json\n${q};`));
    const diffs = compareScores(web, nat);
    check(`iris ${kind}: 150 predictions and probabilities equal the native build's to 1e-12`,
          diffs.length === 0 && web.length === 150,
          diffs.join('; ') || `${web.length} rows`);
    console.log(`#   largest difference ${compareScores.worst.toExponential(2)}`);
    // the confusion matrix drawn for the held-out rows says what native says
    const title = await page.textContent('#confusion .chart-title');
    const natRight = JSON.parse(await sqliteNative(`${NATIVE_DATA}\n.output /dev/null\n${sql}\n.output stdout\n.mode json\n` +
      `SELECT count(*) AS n FROM iris WHERE rowid % 5 = 0 AND species = bayes_predict('iris_${kind}', ${f});`))[0].n;
    check(`iris ${kind}: confusion matrix drawn, ${natRight} of 30 right as native`,
          title === `Confusion matrix: ${natRight} of 30 right`, title);
    const bars = await page.locator('#result .bars').count();
    check(`iris ${kind}: posteriors drawn as bars`, bars === 30, `${bars} bar charts`);
  }

  // text: the spam presets, scored on all 300 messages
  for (const kind of SPAM_KINDS) {
    await page.click(`button[data-preset="spam-${kind}"]`);
    const sql = await page.inputValue('#sql');
    const q = `SELECT id, bayes_predict('spam_${kind}', bayes_tokens(body)) AS predicted,
                      bayes_proba('spam_${kind}', bayes_tokens(body)) AS proba,
                      bayes_log_proba('spam_${kind}', bayes_tokens(body)) AS log_proba
               FROM spam ORDER BY id`;
    const web = await page.evaluate((q) => playground.db.query(q).rows, q);
    const nat = JSON.parse(await sqliteNative(`${NATIVE_DATA}\n.output /dev/null\n${sql}\n.output stdout\n.mode json\n${q};`));
    const diffs = compareScores(web, nat);
    check(`spam ${kind}: 300 predictions and probabilities equal the native build's to 1e-12`,
          diffs.length === 0 && web.length === 300, diffs.join('; ') || `${web.length} rows`);
  }

  // every other preset shown runs without error, now that every model exists
  const others = await page.$$eval('button[data-preset]', (bs) => bs.map((b) => b.dataset.preset)
    .filter((id) => !/^(iris|spam)-/.test(id)));
  for (const id of others) {
    await page.click(`button[data-preset="${id}"]`);
    const st = await page.textContent('#status');
    const n = await page.locator('#result tbody tr').count();
    check(`preset ${id} runs`, /^\d+ rows? in /.test(st) && n > 0, `${st}; ${n} rows shown`);
  }

  // the JS API on its own, in the page: values each way, CSV, images, errors
  const api = await page.evaluate(async () => {
    const { open, parseCsv, SqliteError } = await import('./bayes-sqlite.mjs');
    const r = {};
    const db = await open();
    r.values = db.query(`SELECT 1, -9007199254740992, 9007199254740993, 0.1, 'héllo ☃', x'00ff10', NULL,
                                ?, ?, ?, ?, ?, typeof(?6), ?7`,
      [42, 2.5, 'naïve', new Uint8Array([1, 2, 3]), null, true, 12345678901234567890n]).rows[0]
      .map((v) => v instanceof Uint8Array ? 'blob:' + [...v].join(',') : typeof v === 'bigint' ? v + 'n' : v);
    r.named = db.query('SELECT :a + @b + $c', { a: 1, b: 2, $c: 3 }).rows[0][0];
    r.csv = parseCsv('a,b\r\n"x, ""y""",2\n\n"multi\nline",\n');
    db.importCsv('t', 'n,r,s,e\n1,1.5,a,\n2,-3e2,"b, c",7\n3,,,\n');
    r.schema = db.query("SELECT sql FROM sqlite_schema WHERE name = 't'").rows[0][0];
    r.rows = db.query('SELECT n, r, s, e, typeof(r), typeof(s) FROM t ORDER BY n').rows;
    try { db.importCsv('t2', 'a,b\n1,2\n3\n'); r.ragged = 'no error'; } catch (e) { r.ragged = e.message; }
    r.raggedLeft = db.query("SELECT count(*) FROM sqlite_schema WHERE name = 't2'").rows[0][0];
    r.appended = db.importCsv('t', 'n,r,s,e\n4,0,d,1\n');
    db.exec(`CREATE TABLE m AS SELECT bayes_fit('qda', s IS NULL, n, r) AS model FROM t`);
    const image = db.export();
    const db2 = await open(image);
    r.reopened = db2.query('SELECT count(*), length((SELECT model FROM m)) > 0 FROM t').rows[0];
    try { db.exec("SELECT bayes_predict(x'00', 1)"); r.err = 'no error'; }
    catch (e) { r.err = `${e instanceof SqliteError} ${e.code} ${e.message}`; }
    db2.close();
    try { db2.query('SELECT 1'); r.closed = 'no error'; } catch (e) { r.closed = e.message; }
    db.close();
    return r;
  });
  check('JS API: values cross both ways with their types',
    JSON.stringify(api.values) === JSON.stringify([1, -9007199254740992, '9007199254740993n', 0.1, 'héllo ☃',
      'blob:0,255,16', null, 42, 2.5, 'naïve', 'blob:1,2,3', null, 'integer', '12345678901234567890']),
    JSON.stringify(api.values));
  check('JS API: named parameters', api.named === 6, String(api.named));
  check('JS API: parseCsv (quotes, CRLF, blank lines, newline in a field)',
    JSON.stringify(api.csv) === JSON.stringify([['a', 'b'], ['x, "y"', '2'], ['multi\nline', '']]),
    JSON.stringify(api.csv));
  check('JS API: importCsv types columns, empty numeric values are NULL',
    api.schema === 'CREATE TABLE "t"("n" INTEGER, "r" REAL, "s" TEXT, "e" INTEGER)' &&
    JSON.stringify(api.rows) === JSON.stringify([[1, 1.5, 'a', null, 'real', 'text'],
      [2, -300, 'b, c', 7, 'real', 'text'], [3, null, '', null, 'null', 'text']]),
    api.schema + ' ' + JSON.stringify(api.rows));
  check('JS API: a ragged CSV is an error and leaves no table',
    /^importCsv: record 3 has 1 fields, the first has 2$/.test(api.ragged) && api.raggedLeft === 0,
    `${api.ragged}; ${api.raggedLeft}`);
  check('JS API: importCsv appends to an existing table', api.appended === 1, String(api.appended));
  check('JS API: export() and open(image) keep tables and models',
    JSON.stringify(api.reopened) === '[4,1]', JSON.stringify(api.reopened));
  check('JS API: an SQL error throws SqliteError with the function\'s message',
    /^true 1 bayes_predict: /.test(api.err), api.err);
  check('JS API: a closed database throws', /closed/.test(api.closed), api.closed);

  // bayes_metrics / bayes_explain / bayes_blend presets: shown exactly when the functions exist
  const fns = await page.evaluate(() => playground.db.functions());
  for (const f of ['bayes_metrics', 'bayes_explain', 'bayes_blend']) {
    const shown = await page.locator(`button[data-preset="${f.slice(6)}"]`).count();
    check(`${f} preset shown only if the function exists`, shown === (fns.includes(f) ? 1 : 0),
          `${shown} buttons; function ${fns.includes(f) ? 'exists' : 'absent'}`);
  }

  // an SQL error is shown, not thrown
  await page.fill('#sql', "SELECT bayes_fit('nosuch_kind', 1, 2);");
  await page.click('#run');
  const err = await page.textContent('#status');
  check('an SQL error is shown with its message', /bayes_fit: .*nosuch_kind/.test(err), err);

  // a CSV the user picks
  const csv = path.join(os.tmpdir(), `bayes-web-test-${process.pid}.csv`);
  fs.writeFileSync(csv, 'x,y,"the label"\n0,0,a\n1,0,a\n0,1,a\n3,3,b\n4,3,b\n3,4,"b"\n');
  await page.setInputFiles('#file', csv);
  fs.rmSync(csv);
  await page.waitForFunction(() => /rows imported/.test(document.getElementById('status').textContent));
  const pickedName = `bayes_web_test_${process.pid}`;
  const pr = await page.evaluate((t) => playground.db.query(
    `SELECT count(*), (SELECT bayes_predict(bayes_fit('gaussian_nb', "the label", x, y), 2.5, 2.5) FROM "${t}") FROM "${t}"`).rows[0], pickedName);
  check('a picked CSV is imported and trains', pr[0] === 6 && pr[1] === 'b', JSON.stringify(pr));

  // the class regions: three canvases with something drawn
  await page.evaluate(() => playground.drawAllRegions());
  const inked = await page.evaluate(() => ['gaussian_nb', 'lda', 'qda'].map((k) => {
    const c = document.getElementById('reg-' + k);
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    const colours = new Set();
    for (let i = 0; i < d.length; i += 4 * 7) colours.add((d[i] << 16) | (d[i + 1] << 8) | d[i + 2]);
    return colours.size;
  }));
  check('class regions drawn for gaussian_nb, lda and qda', inked.every((n) => n > 20), String(inked));

  // nothing left the page's origin
  const foreign = requests.filter((u) => !u.startsWith(origin + '/'));
  check('every request stays on the page\'s origin', foreign.length === 0, foreign.slice(0, 3).join(' '));
  check('no error in the page\'s console', consoleErrors.length === 0, consoleErrors.slice(0, 3).join(' | '));

  // the screenshot, kept as an artifact
  await page.click('button[data-preset="iris-qda"]');
  const shot = path.join(ARTIFACTS, 'screenshot.png');
  await page.screenshot({ path: shot, fullPage: true });
  const png = decodePng(fs.readFileSync(shot));
  const { width, height, channels, pixels } = png;
  const colours = new Set();
  let nonWhite = 0;
  for (let i = 0; i < width * height; i++) {
    const o = i * channels;
    const r = pixels[o], g = pixels[o + 1], b = pixels[o + 2];
    if (r < 240 || g < 240 || b < 240) nonWhite++;
    if (i % 3 === 0) colours.add((r << 16) | (g << 8) | b);
  }
  check(`screenshot ${path.relative(ROOT, shot)} is not blank`,
        width >= 1000 && height >= 800 && nonWhite > 0.03 * width * height && colours.size > 50,
        `${width}x${height}, ${(100 * nonWhite / (width * height)).toFixed(1)}% not white, ${colours.size} colours`);
  console.log(`# screenshot: ${shot} (${width}x${height})`);
}

try {
  await main();
} catch (e) {
  failed++;
  console.log(`FAIL ${e.stack || e}`);
} finally {
  await cleanup();
  clearTimeout(watchdog);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
