// charts.js — the playground's pictures, in plain DOM, SVG and canvas:
// posterior bars, a confusion-matrix heat map, and fitted class regions.

const SVG = 'http://www.w3.org/2000/svg';
export const PALETTE = ['#1f77b4', '#d62728', '#2ca02c', '#9467bd', '#ff7f0e',
                        '#8c564b', '#e377c2', '#17becf', '#bcbd22', '#7f7f7f'];

export function colorOf(i) {
  return PALETTE[i % PALETTE.length];
}

function el(tag, attrs = {}, text) {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}

// A JSON object of class -> probability (bayes_proba's result), or null.
export function asPosterior(v) {
  if (typeof v !== 'string' || v[0] !== '{') return null;
  let o;
  try { o = JSON.parse(v); } catch { return null; }
  const vals = Object.values(o);
  if (vals.length === 0 || !vals.every((p) => typeof p === 'number' && p >= 0 && p <= 1)) return null;
  const sum = vals.reduce((a, b) => a + b, 0);
  return Math.abs(sum - 1) < 1e-6 ? o : null;
}

// Horizontal bars, one per class, for a table cell.
export function posteriorBars(post, classIndex) {
  const div = document.createElement('div');
  div.className = 'bars';
  for (const [label, p] of Object.entries(post)) {
    const row = document.createElement('div');
    row.className = 'bar-row';
    row.title = `${label}: ${p}`;
    const name = document.createElement('span');
    name.className = 'bar-label';
    name.textContent = label;
    const track = document.createElement('span');
    track.className = 'bar-track';
    const fill = document.createElement('span');
    fill.className = 'bar-fill';
    fill.style.width = (100 * p).toFixed(1) + '%';
    fill.style.background = colorOf(classIndex(label));
    track.append(fill);
    const num = document.createElement('span');
    num.className = 'bar-num';
    num.textContent = p >= 0.001 ? p.toFixed(3) : p.toExponential(1);
    row.append(name, track, num);
    div.append(row);
  }
  return div;
}

// Confusion matrix of (actual, predicted) pairs as an SVG heat map:
// rows are actual classes, columns predicted; a cell's shade is its share
// of the row.
export function confusionHeatmap(pairs) {
  const labels = [...new Set(pairs.flatMap(([a, p]) => [String(a), String(p)]))].sort();
  const k = labels.length;
  const idx = new Map(labels.map((l, i) => [l, i]));
  const m = labels.map(() => labels.map(() => 0));
  for (const [a, p] of pairs) m[idx.get(String(a))][idx.get(String(p))]++;
  const cell = Math.max(34, Math.min(64, 360 / Math.max(k, 1)));
  const left = 110, top = 70;
  const w = left + k * cell + 10, h = top + k * cell + 40;
  const svg = el('svg', { width: w, height: h, viewBox: `0 0 ${w} ${h}`, class: 'heatmap' });
  const correct = m.reduce((s, r, i) => s + r[i], 0);
  svg.append(el('text', { x: 0, y: 16, class: 'chart-title' },
    `Confusion matrix: ${correct} of ${pairs.length} right`));
  svg.append(el('text', { x: left + k * cell / 2, y: 36, 'text-anchor': 'middle', class: 'axis' }, 'predicted'));
  svg.append(el('text', { x: 0, y: top - 6, class: 'axis' }, 'actual'));
  labels.forEach((l, j) => {
    svg.append(el('text', { x: left + j * cell + cell / 2, y: top - 8, 'text-anchor': 'middle', class: 'tick' },
      l.length > 10 ? l.slice(0, 9) + '…' : l));
  });
  m.forEach((row, i) => {
    const total = row.reduce((a, b) => a + b, 0) || 1;
    svg.append(el('text', { x: left - 6, y: top + i * cell + cell / 2 + 4, 'text-anchor': 'end', class: 'tick' },
      labels[i].length > 14 ? labels[i].slice(0, 13) + '…' : labels[i]));
    row.forEach((n, j) => {
      const share = n / total;
      const hue = i === j ? 210 : 0;
      svg.append(el('rect', {
        x: left + j * cell, y: top + i * cell, width: cell - 2, height: cell - 2,
        fill: n ? `hsl(${hue}, 70%, ${95 - 55 * share}%)` : '#f4f4f4',
      }));
      svg.append(el('text', {
        x: left + j * cell + cell / 2 - 1, y: top + i * cell + cell / 2 + 4, 'text-anchor': 'middle',
        class: share > 0.6 ? 'cell light' : 'cell',
      }, String(n)));
    });
  });
  return svg;
}

// colour #rrggbb mixed with white: share a of the colour (opaque, so that
// neighbouring cells do not overlap into seams)
function tint(hex, a) {
  const n = parseInt(hex.slice(1), 16);
  const mix = (c) => Math.round(255 - a * (255 - c));
  return `rgb(${mix(n >> 16)}, ${mix((n >> 8) & 255)}, ${mix(n & 255)})`;
}

// Cholesky factor of a 2x2 covariance [[a, b], [b, c]] (a tiny ridge for a
// degenerate one), so that m + L (cos t, sin t) traces the 1-sigma ellipse.
function chol2(a, b, c) {
  const l11 = Math.sqrt(Math.max(a, 1e-12));
  const l21 = b / l11;
  const l22 = Math.sqrt(Math.max(c - l21 * l21, 1e-12));
  return [l11, l21, l22];
}

// Draws one kind's fitted class regions on a canvas.
//   grid: {n, x0, x1, y0, y1, cells: [[classIndex, pmax], ...] row-major
//          from (x0, y0), n x n}
//   points: [[x, y, classIndex], ...]
//   ellipses: [{mean: [mx, my], cov: [[a, b], [b, c]], cls}]
export function drawRegions(canvas, { title, grid, points, ellipses, xName, yName }) {
  const ctx = canvas.getContext('2d');
  const W = canvas.width, H = canvas.height;
  const pad = { l: 40, r: 8, t: 22, b: 32 };
  const pw = W - pad.l - pad.r, ph = H - pad.t - pad.b;
  const X = (x) => pad.l + (x - grid.x0) / (grid.x1 - grid.x0) * pw;
  const Y = (y) => pad.t + ph - (y - grid.y0) / (grid.y1 - grid.y0) * ph;
  ctx.clearRect(0, 0, W, H);
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, W, H);
  // regions: the predicted class's colour, paler where the posterior is low
  const cw = pw / grid.n, chh = ph / grid.n;
  grid.cells.forEach(([ci, pmax], k) => {
    const i = k % grid.n, j = Math.floor(k / grid.n);
    ctx.fillStyle = tint(colorOf(ci), 0.12 + 0.3 * Math.max(0, (pmax - 0.5) / 0.5));
    const x0 = Math.floor(pad.l + i * cw), x1 = Math.floor(pad.l + (i + 1) * cw);
    const y0 = Math.floor(pad.t + ph - (j + 1) * chh), y1 = Math.floor(pad.t + ph - j * chh);
    ctx.fillRect(x0, y0, x1 - x0, y1 - y0);
  });
  // 1- and 2-sigma ellipses of each class's Gaussian
  for (const e of ellipses) {
    const [l11, l21, l22] = chol2(e.cov[0][0], e.cov[0][1], e.cov[1][1]);
    ctx.strokeStyle = colorOf(e.cls);
    for (const r of [1, 2]) {
      ctx.lineWidth = r === 1 ? 1.6 : 0.8;
      ctx.beginPath();
      for (let t = 0; t <= 64; t++) {
        const a = 2 * Math.PI * t / 64;
        const u = r * Math.cos(a), v = r * Math.sin(a);
        const x = e.mean[0] + l11 * u, y = e.mean[1] + l21 * u + l22 * v;
        if (t === 0) ctx.moveTo(X(x), Y(y)); else ctx.lineTo(X(x), Y(y));
      }
      ctx.stroke();
    }
  }
  // training points
  for (const [x, y, ci] of points) {
    ctx.beginPath();
    ctx.arc(X(x), Y(y), 2.6, 0, 2 * Math.PI);
    ctx.fillStyle = colorOf(ci);
    ctx.fill();
    ctx.lineWidth = 0.6;
    ctx.strokeStyle = '#fff';
    ctx.stroke();
  }
  // frame, ticks, labels
  ctx.strokeStyle = '#444';
  ctx.lineWidth = 1;
  ctx.strokeRect(pad.l, pad.t, pw, ph);
  ctx.fillStyle = '#222';
  ctx.font = 'bold 13px system-ui, sans-serif';
  ctx.fillText(title, pad.l, 15);
  ctx.font = '10px system-ui, sans-serif';
  for (let q = 0; q <= 4; q++) {
    const x = grid.x0 + (grid.x1 - grid.x0) * q / 4, y = grid.y0 + (grid.y1 - grid.y0) * q / 4;
    ctx.fillText(x.toFixed(1), X(x) - 8, pad.t + ph + 12);
    ctx.fillText(y.toFixed(1), 6, Y(y) + 3);
  }
  ctx.font = '11px system-ui, sans-serif';
  ctx.fillText(xName, pad.l + pw / 2 - 30, H - 4);
  ctx.fillText(yName, pad.l + 4, pad.t + 12);
}
