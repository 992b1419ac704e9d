// Size budgets for what a visitor downloads (docs/architecture.md §9), checked after `npm run build`.
// Gzip sizes, as they travel. Raise a budget only on purpose, in the same commit as the reason.
// Also that no admin code reaches the storefront, that its entry is fetched at low priority and
// that no package's `dist/development/` build is in the browser's or the server's bundles.
// Then Lighthouse on the public pages (scripts/lighthouse-budget.mjs; `--no-lighthouse` skips it).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { entryTags } from './entry-priority.mjs';
import { runLighthouseBudget } from './lighthouse-budget.mjs';

const dist = path.resolve(import.meta.dirname, '..', 'dist', 'client');
const budgets = {
  // What the page loads as it loads: the entry and its static imports. The rest waits for the
  // page to have loaded (src/entry-client.tsx); a library that slips in here (through a chunk the
  // entry shares with the pages) would load and run with the page itself.
  entry: 4 * 1024,
  // The storefront's JavaScript: React, the router, the query and tRPC clients and the pages.
  js: 160 * 1024,
  // The storefront's stylesheet (inlined in every page); the admin area's is its own.
  css: 12 * 1024,
  // The one font file a page in Indonesian needs (Nunito's basic face, scripts/subset-font.mjs).
  font: 45 * 1024,
};

const assets = fs.readdirSync(path.join(dist, 'assets'));
const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, 'assets', file))).length;
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
// What a first visit loads: the entry, the hydration code it imports once the page has loaded
// (src/entry-client.tsx) with their static imports, and the page's own chunks
// (src/lib/page-chunks.ts: a page module and its static imports). The heaviest page counts; what
// loads later (the dialog, other pages) does not.
const staticClosure = (key, into = new Set()) => {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const next of manifest[key].imports ?? []) staticClosure(next, into);
  return into;
};
const entryKeys = ['index.html', ...(manifest['index.html']?.dynamicImports ?? [])];
const initialJs = [
  ...new Set(
    entryKeys
      .flatMap((key) => [...staticClosure(key)])
      .map((key) => manifest[key].file.replace(/^assets\//, ''))
      .filter((file) => file.endsWith('.js')),
  ),
];
const pageJs = (key) =>
  [...staticClosure(key)]
    .map((k) => manifest[k].file.replace(/^assets\//, ''))
    .filter((file) => file.endsWith('.js') && !initialJs.includes(file));
const pages = Object.keys(manifest).filter((key) => key.startsWith('src/pages/shop/'));
const jsOf = (files) => files.reduce((sum, f) => sum + gzipSize(f), 0);
const heaviest = pages
  .map((key) => ({ key, size: jsOf(pageJs(key)) }))
  .sort((a, b) => b.size - a.size)[0] ?? { key: 'no page chunk', size: 0 };
const sizes = {
  entry: jsOf(
    [...staticClosure('index.html')]
      .map((key) => manifest[key].file.replace(/^assets\//, ''))
      .filter((file) => file.endsWith('.js')),
  ),
  js: jsOf(initialJs) + heaviest.size,
  css: [...staticClosure('index.html')]
    .flatMap((key) => manifest[key].css ?? [])
    .reduce((sum, file) => sum + gzipSize(file.replace(/^assets\//, '')), 0),
  font: Math.max(
    ...assets
      .filter((f) => /nunito-basic-wght/.test(f) && f.endsWith('.woff2'))
      .map((f) => fs.statSync(path.join(dist, 'assets', f)).size),
  ),
};

// The storefront never downloads admin code (docs/architecture.md §8): follow every import, static or lazy,
// from the storefront's entry and make sure no module of src/admin is among them.
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
const sourcesOf = (map) => JSON.parse(fs.readFileSync(map, 'utf8')).sources ?? [];
const modulesOf = (file) => {
  const map = path.join(dist, `${file}.map`);
  return fs.existsSync(map) ? sourcesOf(map) : [];
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

// The storefront's entry and its static imports are fetched at low priority, behind the first
// screen's font and pictures (scripts/entry-priority.mjs, docs/decisions/0013).
const storefrontHead = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = entryTags(storefrontHead);
const highPriority = entry.filter((tag) => !tag.includes('fetchpriority="low"'));
if (entry.length === 0 || highPriority.length > 0) {
  console.error(
    `✗ the storefront's entry is not fetched at low priority: ${highPriority.join(' ') || 'no entry script'}`,
  );
  failed = true;
} else {
  console.log(`✓ entry  fetched at low priority (${entry.length} scripts)`);
}

// Libraries in their production builds, in the browser and in the server's render: React Router
// points every condition at its development build, so the build names the production one
// (vite.config.ts, docs/decisions/0058), and the server's render bundles it rather than load
// the package's choice at run time.
const serverDist = path.resolve(dist, '..', 'server');
const serverMaps = fs
  .readdirSync(serverDist, { recursive: true })
  .filter((file) => String(file).endsWith('.js.map'))
  .map((file) => path.join(serverDist, String(file)));
const clientMaps = assets
  .filter((f) => f.endsWith('.js.map'))
  .map((f) => path.join(dist, 'assets', f));
const developmentBuild = /node_modules\/(?:@[^/]+\/)?[^/]+\/dist\/development\//;
const inDevelopment = [...clientMaps, ...serverMaps].flatMap((map) =>
  sourcesOf(map)
    .filter((source) => developmentBuild.test(source))
    .map((source) => `${path.relative(path.dirname(dist), map)}: ${source}`),
);
const serverRouter = serverMaps.some((map) =>
  sourcesOf(map).some((source) => source.includes('react-router/dist/production/')),
);
if (clientMaps.length === 0 || serverMaps.length === 0) {
  console.error('✗ the build has no source maps to check the libraries against');
  failed = true;
} else if (inDevelopment.length > 0 || !serverRouter) {
  console.error(
    inDevelopment.length > 0
      ? `✗ development builds in the site: ${inDevelopment.slice(0, 3).join(', ')}`
      : "✗ the server's render does not bundle React Router's production build",
  );
  failed = true;
} else {
  console.log(
    `✓ libs   in production builds, React Router in the server's render too (${clientMaps.length + serverMaps.length} maps)`,
  );
}

for (const [name, budget] of Object.entries(budgets)) {
  const size = sizes[name];
  const ok = size <= budget;
  failed ||= !ok;
  const note = name === 'js' ? ` (the shell and ${heaviest.key.split('/').pop()})` : '';
  console.log(
    `${ok ? '✓' : '✗'} ${name.padEnd(5)} ${(size / 1024).toFixed(1).padStart(6)} KB of ${(budget / 1024).toFixed(0)} KB${note}`,
  );
}
if (failed) console.error('A budget of the build is not met.');

if (!process.argv.includes('--no-lighthouse')) {
  const lighthouse = await runLighthouseBudget();
  if (!lighthouse.ok) {
    console.error('A Lighthouse budget is not met.');
    failed = true;
  }
}
if (failed) process.exit(1);
