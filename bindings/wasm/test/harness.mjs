// harness.mjs — what the browser test and the timing script share:
// Debian's Chromium started headless by us (so we know its pid and stop
// it), driven through playwright-core over CDP; the page served on
// 127.0.0.1; the native build (sqlite3 shell + ./bayes.so) run on the side;
// a small PNG reader to check a screenshot.

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const require = createRequire(path.join(ROOT, 'bindings/wasm/package.json'));
const { chromium } = require('playwright-core');
export { serve } from '../serve.mjs';

export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

// Starts Chromium headless in its own process group with a fresh profile
// and remote debugging on a free loopback port; resolves to
// {browser, pid, stop}.  stop() closes the connection, then ends the
// process group by the pid we started (TERM, then KILL after 3 s), and
// removes the profile.
export async function startChromium({ timeoutMs = 30000 } = {}) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bayes-chromium-'));
  const args = [
    '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync',
    '--disable-default-apps', '--disable-extensions', '--mute-audio',
    '--remote-debugging-address=127.0.0.1', '--remote-debugging-port=0',
    `--user-data-dir=${profile}`, '--window-size=1200,1000', 'about:blank',
  ];
  const proc = spawn(CHROMIUM, args, { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  const pid = proc.pid;
  let exited = false;
  proc.on('exit', () => { exited = true; });
  let stopped = false;
  let browser = null;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (browser) await Promise.race([browser.close().catch(() => {}), sleep(3000)]);
    killGroup(pid, 'SIGTERM');
    for (let i = 0; i < 30 && !exited; i++) await sleep(100);
    killGroup(pid, 'SIGKILL');       // any child still in the group
    fs.rmSync(profile, { recursive: true, force: true });
  };
  try {
    const ws = await new Promise((resolve, reject) => {
      let err = '';
      const timer = setTimeout(() => reject(new Error(`chromium gave no DevTools address in ${timeoutMs} ms: ${err.slice(-500)}`)), timeoutMs);
      proc.on('error', (e) => { clearTimeout(timer); reject(e); });
      proc.on('exit', (code) => { clearTimeout(timer); reject(new Error(`chromium exited (${code}): ${err.slice(-500)}`)); });
      proc.stderr.on('data', (d) => {
        err += d;
        const m = err.match(/DevTools listening on (ws:\/\/\S+)/);
        if (m) { clearTimeout(timer); resolve(m[1]); }
      });
    });
    proc.stderr.resume();
    browser = await chromium.connectOverCDP(ws, { timeout: timeoutMs });
  } catch (e) {
    await stop();
    throw e;
  }
  return { browser, pid, stop };
}

function killGroup(pid, sig) {
  try { process.kill(-pid, sig); } catch { /* already gone */ }
}

export function sleep(ms) {
  return new Promise((r) => setTimeout(r, ms));
}

// Runs an SQL script in the sqlite3 shell with the native ./bayes.so
// loaded, from the repository root; resolves to its standard output.
// Killed (by its pid) after timeoutMs.
export function sqliteNative(script, { timeoutMs = 60000 } = {}) {
  return new Promise((resolve, reject) => {
    const proc = spawn('sqlite3', ['-bail', ':memory:'], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '', err = '';
    const timer = setTimeout(() => { proc.kill('SIGKILL'); reject(new Error(`sqlite3 timed out after ${timeoutMs} ms`)); }, timeoutMs);
    proc.stdout.on('data', (d) => { out += d; });
    proc.stderr.on('data', (d) => { err += d; });
    proc.on('error', (e) => { clearTimeout(timer); reject(e); });
    proc.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0 && !err) resolve(out);
      else reject(new Error(`sqlite3 exited ${code}: ${err}`));
    });
    proc.stdin.end('.load ./bayes\n.output /dev/null\nSELECT bayes_models_install();\n.output\n' + script + '\n');
  });
}

// The tables the page makes of the bundled CSVs (bayes-sqlite.mjs's
// importCsv types them so), made by the sqlite3 shell.
export const NATIVE_DATA = `
CREATE TABLE iris("sepal_length" REAL, "sepal_width" REAL, "petal_length" REAL, "petal_width" REAL, "species" TEXT);
.import --csv --skip 1 examples/iris.csv iris
CREATE TABLE spam("id" INTEGER, "label" TEXT, "body" TEXT);
.import --csv --skip 1 examples/spam.csv spam
`;

// Decodes an 8-bit RGB or RGBA, non-interlaced PNG (what Chromium's
// screenshots are) to {width, height, channels, pixels}.
export function decodePng(buf) {
  if (buf.readUInt32BE(0) !== 0x89504e47) throw new Error('not a PNG');
  let off = 8, width = 0, height = 0, depth = 0, type = 0, interlace = 0;
  const idat = [];
  while (off < buf.length) {
    const len = buf.readUInt32BE(off);
    const kind = buf.toString('latin1', off + 4, off + 8);
    const data = buf.subarray(off + 8, off + 8 + len);
    if (kind === 'IHDR') {
      width = data.readUInt32BE(0); height = data.readUInt32BE(4);
      depth = data[8]; type = data[9]; interlace = data[12];
    } else if (kind === 'IDAT') idat.push(data);
    else if (kind === 'IEND') break;
    off += 12 + len;
  }
  if (depth !== 8 || (type !== 2 && type !== 6) || interlace) {
    throw new Error(`PNG kind not handled: depth ${depth}, colour type ${type}, interlace ${interlace}`);
  }
  const ch = type === 6 ? 4 : 3;
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const stride = width * ch;
  const px = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const f = raw[y * (stride + 1)];
    const src = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const cur = px.subarray(y * stride, (y + 1) * stride);
    const prev = y ? px.subarray((y - 1) * stride, y * stride) : Buffer.alloc(stride);
    for (let i = 0; i < stride; i++) {
      const a = i >= ch ? cur[i - ch] : 0, b = prev[i], c = i >= ch ? prev[i - ch] : 0;
      let v = src[i];
      if (f === 1) v += a;
      else if (f === 2) v += b;
      else if (f === 3) v += (a + b) >> 1;
      else if (f === 4) {
        const p = a + b - c, pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
        v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      cur[i] = v & 255;
    }
  }
  return { width, height, channels: ch, pixels: px };
}
