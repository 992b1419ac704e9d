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

// The storefront never downloads admin code (DESIGN §8): follow every import, static or lazy,
// from the storefront's entry and make sure no module of src/admin is among them.
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const reachable = new Set();
const visit = (key) => {
  if (reachable.has(key) || !manifest[key]) return;
  reachable.add(key);
  for (const next of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) {
    visit(next);
  }
};
visit('index.html');
const adminEntry = manifest['admin.html'];
// Each chunk's source map names the modules inside it, shared chunks included.
const modulesOf = (file) => {
  const map = path.join(dist, `${file}.map`);
  return fs.existsSync(map) ? JSON.parse(fs.readFileSync(map, 'utf8')).sources : [];
};
const adminOnly = /\/src\/admin\/|node_modules\/(sonner|react-hook-form|@hookform)\//;
const adminInStorefront = [...reachable]
  .filter((key) => manifest[key].file.endsWith('.js'))
  .flatMap((key) =>
    modulesOf(manifest[key].file).map((source) => `${manifest[key].file}: ${source}`),
  )
  .filter((entry) => adminOnly.test(entry));
let failed = false;
if (!adminEntry) {
  console.error('✗ the admin page (admin.html) is missing from the build');
  failed = true;
} else if (adminInStorefront.length > 0) {
  console.error(`✗ storefront pages load admin code: ${adminInStorefront.join(', ')}`);
  failed = true;
} else {
  console.log(
    `✓ admin  code stays out of the storefront (${reachable.size} storefront chunks checked)`,
  );
}

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
