import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias, type Plugin } from 'vite';
import { lowerEntryPriority } from './scripts/entry-priority.mjs';

/**
 * Preloads Nunito's basic face (src/styles/app.css) from every page's head. With the font there before the first
 * layout (font-display: optional waits for a preloaded font a moment), the browser lays the page
 * out once, in Nunito, instead of first looking up system fonts for each size and weight of the
 * fallback stack: on Linux each lookup is a round trip to the browser process, and they made the
 * first layout of a page its longest task (docs/decisions/0013).
 */
function preloadNunito(): Plugin {
  return {
    name: 'etalase-preload-nunito',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.values(bundle ?? {}).find((file) =>
          /\/nunito-basic-wght-normal-[\w-]+\.woff2$/.test(`/${file.fileName}`),
        );
        if (!font) throw new Error('Nunito (basic) is not in the build: the preload has no file');
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${font.fileName}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * The storefront's entry and its static imports at low priority (scripts/entry-priority.mjs). The
 * admin area keeps the default: its pages are drawn by their scripts.
 */
function lowPriorityEntry(): Plugin {
  return {
    name: 'etalase-low-priority-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { path }) {
        return path === '/index.html' ? lowerEntryPriority(html) : html;
      },
    },
  };
}

/**
 * React Router's production build, for the built site: its package points every condition at
 * its development build (warnings, extra checks on every render and navigation), and has no
 * condition for the production one beside it (docs/decisions/0058). Dev and tests keep the
 * warnings.
 */
const require = createRequire(import.meta.url);
const routerPackage = require.resolve('react-router/package.json');
function routerProductionBuild(): Alias[] {
  const dist = path.join(path.dirname(routerPackage), 'dist', 'production');
  // react-router-dom's module build: its `node` condition names the CommonJS one, whose
  // `export *` keeps the server's bundle from leaving out what the pages do not use.
  const dom = path.dirname(require.resolve('react-router-dom/package.json'));
  return [
    { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
    { find: /^react-router-dom$/, replacement: path.join(dom, 'dist', 'index.mjs') },
  ];
}

/**
 * The router's packages and its dependencies, for the server's bundle. Their own dependencies
 * are not listed: today they have none; one that had would stay outside the bundle.
 */
function routerBundled(): string[] {
  const { dependencies = {} } = JSON.parse(readFileSync(routerPackage, 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return ['react-router', 'react-router-dom', ...Object.keys(dependencies)];
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), preloadNunito(), lowPriorityEntry()],
  resolve: command === 'build' ? { alias: routerProductionBuild() } : {},
  // The server's render bundles the router, so that it is the production build too (the
  // server would otherwise load the package's own choice from node_modules), with the router's
  // own dependencies, which npm may install inside its folder, out of the bundle's reach.
  ssr: command === 'build' ? { noExternal: routerBundled() } : {},
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // Maps are made for the size check (scripts/check-budgets.mjs) but not referenced from the
    // bundles, and the server never publishes them.
    sourcemap: 'hidden',
    // Lets the size-budget script follow what each page loads (scripts/check-budgets.mjs).
    manifest: true,
    // Every browser the shop supports preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The storefront and the admin area are two pages: the admin bundle is its own chunk
      // that no storefront page loads (docs/architecture.md §8).
      input: { main: 'index.html', admin: 'admin.html' },
      // Each storefront page is a chunk of its own (src/routes.tsx). Once a page has loaded, its
      // tiny entry asks for the rest at once (src/entry-client.tsx): the hydration code, the
      // shared code (React, the router, the query and tRPC clients, the shop's shared parts),
      // the page's chunk and the bundler's tiny runtime. Without the group the
      // bundler cuts the shared code into a dozen tiny chunks (an icon each), and on a phone
      // each request costs a round trip. The dialog (Radix) stays apart: it loads when one
      // opens (src/components/shop/lazy-modal.tsx).
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: {
              groups: [
                // Vite's helper for dynamic imports, which the entry uses too. In a shared chunk it
                // would make the entry import that chunk, and with it React and every library,
                // at once: the tiny entry would load and run all of them as the page loads.
                {
                  name: 'preload-helper',
                  test: /vite[\\/]preload-helper/,
                  priority: 3,
                },
                // React alone: its parse and first run are a long task of their own rather than
                // part of one larger one (the blocking time counts each task past 50 ms).
                {
                  name: 'react',
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                  priority: 2,
                },
                // The router, and the query and tRPC clients: a chunk each, so that the entry can
                // run their top level in tasks of their own (src/entry-client.tsx).
                {
                  name: 'router',
                  test: /[\\/]node_modules[\\/](react-router|react-router-dom)[\\/]/,
                  priority: 2,
                },
                {
                  name: 'data',
                  test: /[\\/]node_modules[\\/](@tanstack|@trpc)[\\/]/,
                  priority: 2,
                },
                {
                  name: 'shared',
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|@trpc|lucide-react)[\\/]|[\\/]src[\\/](components[\\/]shop[\\/](?!modal\.tsx|[\w-]+-controls\.ts)|lib[\\/]|shared[\\/](?!admin-copy|schemas))/,
                  // What one page alone uses stays in that page's chunk. The controls the entry
                  // drives itself (components/shop/*-controls.ts) stay in the entry's chunk, where
                  // a page that uses them too finds them: here they would make the entry import
                  // this chunk, and with it every library, as the page loads.
                  minShareCount: 2,
                },
              ],
            },
          },
    },
  },
  server: {
    // Runtime data (PGlite, uploads) must never trigger a reload.
    watch: { ignored: ['**/data/**', '**/dist/**', '**/dist-server/**'] },
  },
}));
