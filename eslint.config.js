import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { boundary, layers, moduleEntries, noCycle } from './scripts/eslint-boundaries.js';

// The folders' import boundaries (docs/conventions.md rule 1 and its layout). Production code only: a test
// may import what it tests and the fixtures it needs.
const boundaries = {
  'shared-imports-only-zod-and-itself': boundary({
    allow: ['zod', 'src/shared/'],
    message: 'src/shared is imported by both sides: it imports only zod and itself.',
  }),
  'server-imports-only-shared-from-src': boundary({
    forbid: ['src/'],
    except: ['src/shared/', 'src/entry-server'],
    message: 'src-server imports from src/ only src/shared and the SSR entry.',
  }),
  'page-imports-no-page': boundary({
    forbid: ['src/pages/', 'src/admin/pages/'],
    message: 'A page never imports another page: move what they share to components/ or lib/.',
  }),
  'storefront-imports-no-admin': boundary({
    forbid: ['src/admin/'],
    message: 'Storefront code never imports admin code (src/admin is its own bundle).',
  }),
  // http → trpc → modules → db (docs/conventions.md rule 1). A module's REST adapter and other
  // Fastify routes answer HTTP, its router is a tRPC procedure set: each sits in that layer, in
  // the module's folder. The app's start (app, main, preparing the database, seeding, backups)
  // stands above them all. The services are what every layer uses: settings, paths, what
  // database errors mean, the rate limiter and who is asking.
  'server-layers': layers({
    layers: [
      {
        name: 'app',
        paths: [
          'src-server/app',
          'src-server/main',
          'src-server/boot',
          'src-server/terminal',
          'src-server/db/prepare',
          'src-server/db/seed/',
          'src-server/backup/',
        ],
      },
      {
        name: 'http',
        paths: [
          'src-server/http/',
          'src-server/modules/*/*.rest',
          'src-server/modules/klik/klik.redirect',
          'src-server/modules/kampanye/kampanye.redirect',
          'src-server/modules/klik/dilihat.hook',
          'src-server/modules/promo/unsubscribe-form',
        ],
      },
      { name: 'trpc', paths: ['src-server/trpc/', 'src-server/modules/*/*.router'] },
      { name: 'modules', paths: ['src-server/modules/', 'src-server/images/'] },
      { name: 'db', paths: ['src-server/db/', 'src-server/storage/', 'src-server/services/'] },
    ],
    services: [
      'src/',
      'src-server/config',
      'src-server/paths',
      'src-server/trpc/errors',
      'src-server/http/rate-limiter',
      'src-server/http/visitor',
    ],
  }),
  // A module's public files: its router, REST adapter and queries unless named here.
  'module-entries': moduleEntries({
    modulesDir: 'src-server/modules/',
    entries: {
      // One definition per storefront rule, which produk's SQL and the catalogue both apply.
      catalogue: ['catalogue.queries', 'storefront-rules'],
      csv: ['csv-file'],
      auth: ['auth.router', 'session', 'session-token', 'session.queries', 'password'],
      klik: ['klik.router', 'klik.redirect', 'dilihat.hook', 'count-tally', 'visitor-key'],
      kampanye: ['kampanye.router', 'kampanye.queries', 'kampanye.redirect'],
      pencarian: ['pencarian.router', 'pencarian.queries', 'pencarian-log', 'pencarian-tally'],
      riwayat: ['riwayat.router', 'riwayat.queries', 'riwayat-purge'],
      'produk-csv': ['produk-csv.router'],
      produk: [
        'produk.router',
        'produk.rest',
        'produk.queries',
        'with-existing-produk',
        'pratinjau-token',
        'jadwal-tayang',
      ],
      promo: [
        'promo.router',
        'promo.rest',
        'promo.queries',
        'unsubscribe-form',
        'unsubscribe-token',
        'voucher-code',
        'confirm-link',
      ],
      sampah: ['sampah.router', 'sampah.queries', 'sampah-purge'],
      surel: [
        'surel.router',
        'surel.queries',
        'surel-worker',
        'surel-templates',
        'surel-compose',
        'kampanye-compose',
      ],
      search: ['search'],
      site: ['site.router', 'shop-settings'],
    },
  }),
  'no-cycle': noCycle(),
};

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'data', 'coverage', 'node_modules', 'e2e/screenshots'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': 'error',
      // `onClick={() => setOpen(true)}` is how React handlers read.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/entry-server.tsx'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The client may only see the server's types (docs/conventions.md rule 1).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src-server/**'],
              allowTypeImports: true,
              message: 'The client imports only types from src-server.',
            },
          ],
        },
      ],
    },
  },
  { plugins: { boundaries: { rules: boundaries } } },
  {
    files: ['src/shared/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'boundaries/shared-imports-only-zod-and-itself': 'error' },
  },
  {
    files: ['src-server/**/*.ts'],
    ignores: ['**/*.test.ts', 'src-server/test/**'],
    rules: { 'boundaries/server-imports-only-shared-from-src': 'error' },
  },
  {
    files: ['src-server/**/*.ts'],
    ignores: ['**/*.test.ts', 'src-server/test/**'],
    rules: { 'boundaries/server-layers': 'error', 'boundaries/module-entries': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'src-server/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'boundaries/no-cycle': 'error' },
  },
  {
    files: ['src/pages/**/*.{ts,tsx}', 'src/admin/pages/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'boundaries/page-imports-no-page': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/admin/**', '**/*.test.{ts,tsx}', 'src/test/**'],
    rules: { 'boundaries/storefront-imports-no-admin': 'error' },
  },
  {
    // Asymmetric matchers (expect.any, expect.stringMatching) are typed `any` by design.
    files: ['**/*.test.{ts,tsx}', 'e2e/**'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  { files: ['**/*.{js,mjs}'], ...tseslint.configs.disableTypeChecked },
);
