// Size budgets for what a visitor downloads (DESIGN §9), checked after `npm run build`.
// Gzip sizes, as they travel. Raise a budget only on purpose, in the same commit as the reason.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '..', 'dist', 'client');
const budgets = {
  // The storefront's JavaScript: React, the router, the query and tRPC clients and the pages.
  js: 160 * 1024,
  css: 12 * 1024,
  // The one font file a page in Indonesian needs (latin subset).
  font: 45 * 1024,
};

const assets = fs.readdirSync(path.join(dist, 'assets'));
const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, 'assets', file))).length;
const total = (filter) => assets.filter(filter).reduce((sum, f) => sum + gzipSize(f), 0);
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
// Only what the page template loads up front counts (lazy chunks load when needed).
const initialJs = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
const sizes = {
  js: initialJs.reduce((sum, f) => sum + gzipSize(f), 0),
  css: total((f) => f.endsWith('.css')),
  font: Math.max(
    ...assets
      .filter((f) => /nunito-latin-wght/.test(f) && f.endsWith('.woff2'))
      .map((f) => fs.statSync(path.join(dist, 'assets', f)).size),
  ),
};

let failed = false;
for (const [name, budget] of Object.entries(budgets)) {
  const size = sizes[name];
  const ok = size <= budget;
  failed ||= !ok;
  console.log(
    `${ok ? '✓' : '✗'} ${name.padEnd(5)} ${(size / 1024).toFixed(1).padStart(6)} KB of ${(budget / 1024).toFixed(0)} KB`,
  );
}
if (failed) {
  console.error('A size budget is exceeded.');
  process.exit(1);
}
