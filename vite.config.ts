import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    // Runtime data (PGlite, uploads) must never trigger a reload.
    watch: { ignored: ['**/data/**', '**/dist/**', '**/dist-server/**'] },
  },
});
