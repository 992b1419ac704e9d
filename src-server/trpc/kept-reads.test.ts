import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProdukCard } from '../../src/shared/schemas/produk.js';
import { createAdmins } from '../test/admins.js';
import { insertFaq, insertProduk } from '../test/fixtures.js';
import { createTestApp, trpcMutation, trpcQuery, type TestApp } from '../test/test-app.js';

// A visitor's read of the catalogue is made once until the catalogue changes (issue 18 item 2):
// pages the response cache does not hold are rendered from reads other pages made already.

describe('reads kept for visitors', () => {
  let t: TestApp;
  let mainCookie: string;
  let faqId: number;

  let asked = 0;
  /**
   * A read through an address of its own each time (tRPC ignores the extra parameter), so the
   * response cache never answers it and only a kept read can.
   */
  const read = async <T>(procedure: string, input: unknown, cookie?: string) => {
    asked += 1;
    const res = await t.app.inject({
      url: `/api/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}&baca=${asked}`,
      headers: cookie ? { cookie } : {},
    });
    return res.json<{ result: { data: T } }>().result.data;
  };
  const answers = async (cookie?: string) =>
    (await read<{ jawaban: string }[]>('faq.list', { search: '', sort: 'terbaru' }, cookie)).map(
      (f) => f.jawaban,
    );

  beforeAll(async () => {
    t = await createTestApp();
    ({ mainCookie } = await createAdmins(t.app, t.db));
    faqId = (await insertFaq(t.db, 'Bisa COD?', 'Bisa.')).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a read made twice since the last change without asking the database again', async () => {
    const answerIs = (jawaban: string) =>
      t.db.updateTable('faq').set({ jawaban }).where('id', '=', faqId).execute();
    // Read once, an answer is made and let go: a key a visitor chose once is not kept.
    expect(await answers()).toEqual(['Bisa.']);
    await answerIs('Mungkin.');
    expect(await answers()).toEqual(['Mungkin.']);
    await answerIs('Diam-diam.');
    expect(await answers()).toEqual(['Mungkin.']);
    // A signed-in admin reads the database as it is.
    expect(await answers(mainCookie)).toEqual(['Diam-diam.']);
  });

  it('keeps the answer alone, not the context of the request that made it', async () => {
    const keptBytes = () => t.app.caches.stats().find((c) => c.name === 'kept reads')?.bytes ?? 0;
    const before = keptBytes();
    await read<unknown>('site.settings', {});
    const settings = await read<unknown>('site.settings', {});
    // The answer's own bytes, give or take: the app's config, database and caches are not in it.
    expect(keptBytes() - before).toBeGreaterThan(0);
    expect(keptBytes() - before).toBeLessThan(4 * JSON.stringify(settings).length + 1_024);
  });

  it('makes every read afresh after an admin save', async () => {
    const save = await trpcMutation(
      t.app,
      'faq.update',
      { id: faqId, pertanyaan: 'Bisa COD?', jawaban: 'Bisa, di Garut.' },
      { cookie: mainCookie },
    );
    expect(save.status).toBe(200);
    expect(await answers()).toEqual(['Bisa, di Garut.']);
  });

  it('keeps no failure, and no read when the response cache is switched off', async () => {
    const { id: last } = await insertProduk(t.db, { nama_produk: 'Gamis Terakhir' });
    const missing = await trpcQuery(t.app, 'produk.byId', { id: last + 1 });
    expect(missing.status).toBe(404);
    const { id } = await insertProduk(t.db, { nama_produk: 'Gamis Baru' });
    expect(id).toBe(last + 1);
    expect((await trpcQuery<{ id: number }>(t.app, 'produk.byId', { id })).data.id).toBe(id);

    const off = await createTestApp({ RESPONSE_CACHE: 'false' });
    try {
      const { id: produk } = await insertProduk(off.db, { nama_produk: 'Gamis Lama' });
      await trpcQuery(off.app, 'produk.byId', { id: produk });
      await off.db
        .updateTable('produk')
        .set({ nama_produk: 'Gamis Ganti' })
        .where('id', '=', produk)
        .execute();
      const again = await trpcQuery<{ nama_produk: string }>(off.app, 'produk.byId', {
        id: produk,
      });
      expect(again.data.nama_produk).toBe('Gamis Ganti');
    } finally {
      await off.close();
    }
  });

  it('keeps random picks in a few variants, so recommendations still change', async () => {
    const { id } = await insertProduk(t.db, { nama_produk: 'Gamis Pilihan' });
    for (let i = 0; i < 12; i++) await insertProduk(t.db, { nama_produk: `Gamis ${i}` });
    await trpcMutation(
      t.app,
      'faq.create',
      { pertanyaan: 'Baru?', jawaban: 'Ya.' },
      { cookie: mainCookie },
    );
    // Each variant is kept from its second read: a hundred reads all but surely read each twice.
    for (let i = 0; i < 100; i++) await read<ProdukCard[]>('produk.recommendations', { id });
    const picks = new Set<string>();
    for (let i = 0; i < 60; i++) {
      const data = await read<ProdukCard[]>('produk.recommendations', { id });
      picks.add(data.map((p) => p.id).join(','));
    }
    expect(picks.size).toBeGreaterThan(1);
    expect(picks.size).toBeLessThanOrEqual(4);
  });
});
