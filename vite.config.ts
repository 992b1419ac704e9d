import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
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
                {
                  name: 'shared',
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|@trpc|lucide-react)[\\/]|[\\/]src[\\/](components[\\/]shop[\\/](?!modal\.tsx)|lib[\\/]|shared[\\/](?!admin-copy|schemas))/,
                  // What one page alone uses stays in that page's chunk.
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
