import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // Maps are made for the size check (scripts/check-budgets.mjs) but not referenced from the
    // bundles, and the server never publishes them.
    sourcemap: 'hidden',
    // Lets the size-budget script follow what each page loads (scripts/check-budgets.mjs).
    manifest: true,
    rolldownOptions: {
      // The storefront and the admin area are two pages: the admin bundle is its own chunk
      // that no storefront page loads (DESIGN §8).
      input: { main: 'index.html', admin: 'admin.html' },
    },
  },
  server: {
    // Runtime data (PGlite, uploads) must never trigger a reload.
    watch: { ignored: ['**/data/**', '**/dist/**', '**/dist-server/**'] },
  },
});
