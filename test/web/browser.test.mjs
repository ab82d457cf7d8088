// browser.test.mjs — the playground in a real headless Chromium (make test-wasm).
//
// Serves build/web/ (make wasm) on 127.0.0.1 at a free port, starts
// Debian's /usr/bin/chromium headless and drives it through playwright-core
// over CDP.  In the page: every kind is trained on iris by clicking its
// preset, and its predictions, probabilities and log probabilities for all
// 150 flowers are compared with the native build's (the sqlite3 shell with
// ./bayes.so, running the very SQL the preset put in the editor) to 1e-12;
// the spam presets likewise on the 300 messages.  Also: the picture
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
const KINDS = ['gaussian_nb', 'lda', 'qda', 'multinomial_nb', 'complement_nb', 'bernoulli_nb', 'categorical_nb'];
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

  // bayes_metrics / bayes_explain presets: shown exactly when the functions exist
  const fns = await page.evaluate(() => playground.db.functions());
  for (const f of ['bayes_metrics', 'bayes_explain']) {
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
