import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import {
  boundary,
  layers,
  moduleEntries,
  noCycle,
  noFolderCycle,
  tableOwners,
} from './scripts/eslint-boundaries.js';
import { tableOwners as owners } from './scripts/table-owners.js';

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
  // app → http → features → trpc → services → db (docs/conventions.md rule 1, docs/architecture.md).
  // The app (composition, start, the app router that lists every feature, seeding, backups)
  // stands above all. A feature's REST adapter and other Fastify routes answer HTTP: each sits in
  // the http layer, in the feature's folder. Features use the procedure builders (trpc), which
  // use the services (Sampah, Riwayat, sessions, tokens, tallies, images), which use the
  // database. The cross-cutting helpers at the end may be imported from any layer: settings,
  // paths, the rate limiter and who is asking.
  'server-layers': layers({
    layers: [
      {
        name: 'app',
        paths: [
          'src-server/app',
          'src-server/main',
          'src-server/sampah-kinds',
          'src-server/riwayat-kinds',
          'src-server/boot',
          'src-server/terminal',
          'src-server/app-router',
          'src-server/seed/',
          'src-server/backup/',
        ],
      },
      {
        name: 'http',
        paths: [
          'src-server/http/',
          'src-server/modules/*/*.rest',
          'src-server/modules/klik/klik.redirect',
          'src-server/modules/produk/seo',
          'src-server/modules/produk/share-images',
          'src-server/modules/produk/lihat-di-toko',
          'src-server/modules/kampanye/kampanye.redirect',
          'src-server/modules/klik/dilihat.hook',
          'src-server/modules/promo/unsubscribe-form',
        ],
      },
      { name: 'features', paths: ['src-server/modules/'] },
      { name: 'trpc', paths: ['src-server/trpc/'] },
      { name: 'services', paths: ['src-server/services/', 'src-server/images/'] },
      { name: 'db', paths: ['src-server/db/', 'src-server/storage/'] },
    ],
    services: [
      'src/',
      'src-server/config',
      'src-server/paths',
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
      csv: ['csv-file', 'csv-dates'],
      auth: ['auth.router'],
      klik: ['klik.router', 'klik.redirect', 'dilihat.hook', 'visitor-key'],
      kampanye: ['kampanye.router', 'kampanye.queries', 'kampanye.redirect', 'kampanye-compose'],
      'kabar-stok': [
        'kabar-stok.router',
        'kabar-stok.rest',
        'kabar-stok.queries',
        'kabar-stok-mail',
      ],
      riwayat: ['riwayat.router', 'riwayat.queries', 'riwayat-purge'],
      'produk-csv': ['produk-csv.router'],
      produk: [
        'produk.router',
        'produk.rest',
        'produk.queries',
        'produk-parts',
        'pratinjau-token',
        'seo',
        'share-images',
        'lihat-di-toko',
        'jadwal-tayang',
      ],
      promo: [
        'promo.router',
        'promo.rest',
        'promo.queries',
        'unsubscribe-form',
        'promo-compose',
        'voucher-code',
        'confirm-link',
      ],
      sampah: ['sampah.router', 'sampah.queries', 'sampah-purge'],
      surel: ['surel.router', 'surel-worker'],
      search: ['index', 'search.router', 'search-tally'],
      // The shown price's SQL, which every visitors' read of products applies.
      diskon: ['diskon.router', 'diskon.queries', 'diskon.sampah', 'diskon-harga'],
      site: ['site.router', 'shop-settings'],
    },
  }),
  'no-cycle': noCycle(),
  // No loop between server folders (each modules/<x>, services/<x>, top folder, top-level file).
  'no-folder-cycle': noFolderCycle({ root: 'src-server' }),
  // One owner per table (scripts/table-owners.js). The demo data's seeding writes any table.
  // The writes allowed below cross an owner for a reason each names.
  'table-owners': tableOwners({
    owners,
    exempt: ['seed'],
    allow: [
      // The cover photo is the product's column; a Sampah snapshot's late
      // requests; an offer's click-outs relinked on restore; a campaign's and a reset's users.
      'modules/foto -> produk',
      'modules/kabar-stok -> sampah',
      'modules/penawaran -> klik_keluar',
      'modules/kampanye -> users',
      'modules/auth -> users',
    ],
  }),
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
    files: ['src-server/**/*.ts'],
    ignores: ['**/*.test.ts', 'src-server/test/**'],
    rules: { 'boundaries/no-folder-cycle': 'error', 'boundaries/table-owners': 'error' },
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
