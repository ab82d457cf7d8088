// timing.mjs — fit and predict times in the page (WebAssembly, headless
// Chromium) next to the native build (sqlite3 shell + ./bayes.so), on the
// same SQL (make bench-wasm; a measurement, not a test: it fails on
// nothing but errors).
//
//   iris:  gaussian_nb, lda, qda, multinomial_nb; each fit over the 150
//          flowers and each predict of the 150, repeated REPS times in one
//          statement; time per fit / per 150 predictions
//   text:  10,000 spam-like documents made by SQL (20 words each, from a
//          500-word vocabulary whose use differs by class); multinomial_nb
//          and bernoulli_nb over bayes_tokens(body): one fit, one predict
//          of all 10,000
// Each number is the best of RUNS runs in each of ROUNDS rounds, in
// milliseconds per fit or per predict of all the rows.

import path from 'node:path';
import { ROOT, serve, startChromium, sqliteNative, NATIVE_DATA } from './harness.mjs';

const REPS = 1000, RUNS = 3, ROUNDS = 3;
const F = 'sepal_length, sepal_width, petal_length, petal_width';

const DOCS = `CREATE TABLE docs AS
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10000),
     k(j) AS (SELECT 1 UNION ALL SELECT j + 1 FROM k WHERE j < 20)
SELECT i AS id, CASE WHEN i % 3 = 0 THEN 'spam' ELSE 'ham' END AS label,
       (SELECT group_concat('w' || ((i * 7919 + j * j * 104729 + (i % 3 = 0) * j * 37) % 500), ' ')
        FROM k) AS body
FROM n;`;

const REPS_CTE = `WITH RECURSIVE reps(r) AS (SELECT 1 UNION ALL SELECT r + 1 FROM reps WHERE r < ${REPS})`;

// [name, setup SQL (untimed), timed SQL, divisor]
const CASES = [];
for (const kind of ['gaussian_nb', 'lda', 'qda', 'multinomial_nb']) {
  CASES.push([`iris ${kind}: fit 150 rows`, '',
    `${REPS_CTE} SELECT count(m) FROM (SELECT bayes_fit('${kind}', species, ${F}) AS m FROM reps, iris GROUP BY r)`, REPS]);
  CASES.push([`iris ${kind}: predict 150 rows`,
    `INSERT OR REPLACE INTO bayes_models(name, model) SELECT 't_${kind}', bayes_fit('${kind}', species, ${F}) FROM iris`,
    `${REPS_CTE} SELECT count(bayes_predict('t_${kind}', ${F})) FROM reps, iris`, REPS]);
}
for (const kind of ['multinomial_nb', 'bernoulli_nb']) {
  CASES.push([`10,000 docs ${kind}: fit`, '',
    `SELECT length(bayes_fit('${kind}', label, bayes_tokens(body))) FROM docs`, 1]);
  CASES.push([`10,000 docs ${kind}: predict`,
    `INSERT OR REPLACE INTO bayes_models(name, model) SELECT 'd_${kind}', bayes_fit('${kind}', label, bayes_tokens(body)) FROM docs`,
    `SELECT count(bayes_predict('d_${kind}', bayes_tokens(body))) FROM docs`, 1]);
}

async function native() {
  const script = [NATIVE_DATA, DOCS];
  for (const [, setup, sql] of CASES) {
    script.push(setup ? setup + ';' : '', '.timer on');
    for (let i = 0; i < RUNS; i++) script.push(sql + ';');
    script.push('.timer off');
  }
  const out = await sqliteNative(script.join('\n'), { timeoutMs: 300000 });
  const times = [...out.matchAll(/Run Time: real ([0-9.]+)/g)].map((m) => 1000 * Number(m[1]));
  if (times.length !== CASES.length * RUNS) throw new Error(`expected ${CASES.length * RUNS} timings, got ${times.length}`);
  return CASES.map((c, k) => Math.min(...times.slice(k * RUNS, (k + 1) * RUNS)) / c[3]);
}

// One browser for every round; the page keeps its data between rounds.
async function webSession() {
  const { server, port } = await serve(path.join(ROOT, 'build/web'), 0);
  const chrome = await startChromium();
  const page = await chrome.browser.contexts()[0].newPage();
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 60000 });
  await page.evaluate((DOCS) => playground.db.exec(DOCS), DOCS);
  const run = () => page.evaluate(({ CASES, RUNS }) => {
    const db = playground.db;
    return CASES.map(([, setup, sql, div]) => {
      if (setup) db.exec(setup);
      let best = Infinity;
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        db.query(sql);
        best = Math.min(best, performance.now() - t0);
      }
      return best / div;
    });
  }, { CASES, RUNS });
  const stop = async () => { await chrome.stop(); server.close(); };
  return { run, stop };
}

// Rounds alternate native and page, so that a busy moment of a shared
// machine weighs on both; each number is the best over all rounds.
const watchdog = setTimeout(() => { console.error('timing: ran past 600 s'); process.exit(1); }, 600000);
const session = await webSession();
let n, w;
try {
  for (let round = 0; round < ROUNDS; round++) {
    const a = await native(), b = await session.run();
    n = n ? n.map((x, k) => Math.min(x, a[k])) : a;
    w = w ? w.map((x, k) => Math.min(x, b[k])) : b;
  }
} finally {
  await session.stop();
  clearTimeout(watchdog);
}
const fmt = (ms) => ms < 1 ? ms.toFixed(3) : ms < 10 ? ms.toFixed(2) : ms.toFixed(1);
console.log('| what | native (ms) | WebAssembly in Chromium (ms) | ratio |');
console.log('| --- | ---: | ---: | ---: |');
CASES.forEach(([name], k) => {
  console.log(`| ${name} | ${fmt(n[k])} | ${fmt(w[k])} | ${(w[k] / n[k]).toFixed(2)} |`);
});
