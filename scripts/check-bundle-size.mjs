#!/usr/bin/env node
/**
 * Initial JavaScript budget: the entry chunk and its static imports, plus the signed-in shell
 * (`_app` layout) and the Channels route with their static imports, brotli-compressed,
 * must stay ≤ 150 KB. Also fails when a heavy engine (maplibre, hls.js, dash.js, uPlot) is in
 * any of those initial chunks: those belong behind a route-level import().
 * Reads dist/.vite/manifest.json and dist/.vite/chunk-modules.json (see vite.config.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const DIST = 'dist';
const BUDGET_KB = Number(process.env.BUDGET_KB ?? 150);
const ROUTE_KEYS = ['src/routes/_app.tsx?tsr-split=component', 'src/routes/_app/channels.tsx?tsr-split=component'];
const HEAVY = /node_modules\/(maplibre-gl|hls\.js|dashjs|uplot)\//;

const read = (f) => JSON.parse(fs.readFileSync(path.join(DIST, '.vite', f), 'utf8'));
let manifest;
try {
  manifest = read('manifest.json');
} catch {
  console.error('dist/.vite/manifest.json is missing: run `npm run build` first.');
  process.exit(1);
}
const modules = fs.existsSync(path.join(DIST, '.vite', 'chunk-modules.json')) ? read('chunk-modules.json') : {};

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const roots = [entryKey, ...ROUTE_KEYS.filter((k) => manifest[k])];
for (const k of ROUTE_KEYS) if (!manifest[k]) console.warn(`warning: ${k} is not in the manifest (route not split?)`);

/** The chunk and everything it imports statically (dynamic imports load later). */
const initial = new Set();
const css = new Set();
const visit = (key) => {
  if (initial.has(key) || !manifest[key]) return;
  initial.add(key);
  for (const c of manifest[key].css ?? []) css.add(c);
  for (const dep of manifest[key].imports ?? []) visit(dep);
};
roots.forEach(visit);

const brotli = (file) =>
  zlib.brotliCompressSync(fs.readFileSync(path.join(DIST, file)), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

let total = 0;
const rows = [];
const heavyFound = [];
for (const key of initial) {
  const file = manifest[key].file;
  const size = brotli(file);
  total += size;
  rows.push([file, size]);
  for (const id of modules[file] ?? []) if (HEAVY.test(id)) heavyFound.push(`${file}: ${id}`);
}
const cssTotal = [...css].reduce((sum, f) => sum + brotli(f), 0);

rows.sort((a, b) => b[1] - a[1]);
for (const [file, size] of rows) console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
const kb = total / 1024;
console.log(`initial JS (shell + Channels), brotli: ${kb.toFixed(1)} KB of ${BUDGET_KB} KB; CSS ${(cssTotal / 1024).toFixed(1)} KB`);

let failed = false;
if (!Object.keys(modules).length) {
  console.error('dist/.vite/chunk-modules.json is missing: cannot check for heavy engines.');
  failed = true;
}
if (heavyFound.length) {
  console.error(`heavy engine code in an initial chunk:\n  ${heavyFound.slice(0, 10).join('\n  ')}`);
  failed = true;
}
if (kb > BUDGET_KB) {
  console.error(`over budget by ${(kb - BUDGET_KB).toFixed(1)} KB`);
  failed = true;
}
process.exit(failed ? 1 : 0);
