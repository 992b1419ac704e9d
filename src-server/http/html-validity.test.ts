import fs from 'node:fs/promises';
import path from 'node:path';
import { HtmlValidate, type Message } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../src/entry-server.js';
import { buildApp } from '../app.js';
import { ChangeFeed } from '../db/change-feed.js';
import { loadConfig } from '../config.js';
import { projectRoot } from '../paths.js';
import {
  insertFaq,
  insertProduk,
  insertTestimoni,
  insertUkuran,
  insertWarna,
} from '../test/fixtures.js';
import { createTestDatabase } from '../test/test-database.js';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/connect.js';

// Issue 22 item 1: every public page is valid HTML (the W3C checker's rules of conformance, as
// html-validate's standard and document presets hold them), with a product's colours, sizes,
// photos and testimonials on it, so every part of the storefront is rendered.

let app: FastifyInstance;
let database: DatabaseHandle;
let produkId: number;
let warnaId: number;

const validator = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:document'],
  rules: {
    // Prettier-style and authoring preferences, not conformance.
    'void-style': 'off',
    'no-trailing-whitespace': 'off',
    // Subresource integrity is for scripts from other origins; every script here is the shop's.
    'require-sri': 'off',
  },
});

beforeAll(async () => {
  const template = await fs.readFile(path.join(projectRoot, 'index.html'), 'utf8');
  database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/etalase-html-validity-test',
    PUBLIC_URL: 'https://toko.example.id',
  });
  app = await buildApp({
    config,
    db: database.db,
    client: { render, template },
    changes: new ChangeFeed({ live: true }),
  });
  produkId = (
    await insertProduk(database.db, {
      nama_produk: 'Gamis Aisyah & "Bunga"',
      harga: 179_000,
      diskon: 25,
      kategori: 'gamis',
      jumlah_terjual: 120,
    })
  ).id;
  warnaId = (await insertWarna(database.db, produkId, 'Navy')).id;
  await insertWarna(database.db, produkId, 'Sage');
  await insertUkuran(database.db, produkId, { usia: '3-4 tahun', ukuran: 'S' });
  await insertUkuran(database.db, produkId, { usia: '5-6 tahun', ukuran: 'M' });
  await insertProduk(database.db, { nama_produk: 'Koko Zaid', kategori: 'lakilaki' });
  await insertTestimoni(database.db, { nama: 'Bunda Rahma', idProduk: produkId });
  await insertFaq(database.db, 'Apakah bisa COD?', 'Bisa, lewat marketplace.');
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const PAGES = [
  '/',
  '/kategori',
  '/kategori/gamis',
  '/kategori?urut=termurah&usia=3-4%20tahun',
  '/kategori/tidak-ada',
  '/cari?q=gamis',
  '/cari?q=sepatu',
  '/caraorder',
  '/testimoni',
  '/penawarankhusus',
  '/kontakkami',
  '/tentangkami',
  '/FAQ',
  '/kebijakan',
  '/panduan',
  '/login',
  '/halaman-yang-tidak-ada',
];

/** The errors as lines a reader can act on: rule, where, what. */
const described = (messages: Message[]) =>
  messages.map((m) => `${m.ruleId} ${m.line}:${m.column} ${m.message} (${m.selector ?? ''})`);

describe('every public page', () => {
  it.each([...PAGES, 'product', 'product in a colour'])('%s is valid HTML', async (page) => {
    const url =
      page === 'product'
        ? `/detail/${produkId}`
        : page === 'product in a colour'
          ? `/detail/${produkId}?warna=${warnaId}`
          : page;
    const res = await app.inject(url);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const report = await validator.validateString(res.body);
    expect(described(report.results.flatMap((r) => r.messages))).toEqual([]);
  });
});
