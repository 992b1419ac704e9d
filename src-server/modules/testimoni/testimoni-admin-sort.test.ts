import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/shared/schemas/common.js';
import type { TestimoniAdminRow } from '../../../src/shared/schemas/testimoni.js';
import { createAdmins } from '../../test/admins.js';
import { insertProduk, insertTestimoni } from '../../test/fixtures.js';
import { createTestApp, trpcQuery, type TestApp } from '../../test/test-app.js';

// The admin's testimonial list sorted by its columns and searched over every text column (issue
// 20 item 5), through the real app: allow-listed keys only, ties broken by id so that paging
// through thousands of rows shows each row once.

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ staffCookie: staff } = await createAdmins(t.app, t.db));
  const gamis = await insertProduk(t.db, { nama_produk: 'Gamis Zahra' });
  await insertTestimoni(t.db, { nama: 'bunda Citra', sumber: 'tokopedia', idProduk: gamis.id });
  await insertTestimoni(t.db, { nama: 'Ayu', sumber: 'shopee' });
  await insertTestimoni(t.db, { nama: 'Bunda Budi 100%', sumber: 'tiktok' });
});
afterAll(() => t.close());

const list = (input: object) =>
  trpcQuery<Page<TestimoniAdminRow>>(t.app, 'testimoni.adminList', input, { cookie: staff });
const names = async (input: object) => (await list(input)).data.items.map((r) => r.nama_pembeli);

describe('testimoni.adminList', () => {
  it('sorts by each allow-listed column, text without regard to case, both ways', async () => {
    expect(await names({ urut: 'nama_pembeli' })).toEqual([
      'Ayu',
      'Bunda Budi 100%',
      'bunda Citra',
    ]);
    expect(await names({ urut: 'nama_pembeli', arah: 'desc' })).toEqual([
      'bunda Citra',
      'Bunda Budi 100%',
      'Ayu',
    ]);
    expect(await names({ urut: 'sumber' })).toEqual(['Ayu', 'Bunda Budi 100%', 'bunda Citra']);
    // Rows without a product come last going up (PostgreSQL puts nulls last).
    expect((await names({ urut: 'produk' }))[0]).toBe('bunda Citra');
    expect(await names({ urut: 'dibuat', arah: 'desc' })).toEqual(await names({}));
  });

  it('searches every text column: the buyer, the words, the source and the product', async () => {
    expect(await names({ search: 'zahra' })).toEqual(['bunda Citra']);
    expect(await names({ search: 'TIKTOK' })).toEqual(['Bunda Budi 100%']);
    expect(await names({ search: 'bagus', urut: 'nama_pembeli' })).toHaveLength(3);
    // LIKE's own characters are taken literally.
    expect(await names({ search: '0%' })).toEqual(['Bunda Budi 100%']);
    expect(await names({ search: '_' })).toEqual([]);
  });

  it('refuses a key that is not on the list with an Indonesian 400, never SQL', async () => {
    for (const urut of ['foto_testimoni', 'nama_pembeli; drop table testimoni', 'id']) {
      const res = await list({ urut });
      expect(res.status).toBe(400);
      expect(res.error?.message).toBe(
        'Kolom urutan tidak dikenal. Pilih salah satu: nama_pembeli, deskripsi, sumber, produk, dibuat.',
      );
    }
    const direction = await list({ urut: 'sumber', arah: 'naik' });
    expect(direction.status).toBe(400);
    expect(direction.error?.message).toBe(
      'Arah urutan tidak dikenal. Pilih asc (naik) atau desc (turun).',
    );
  });

  it('pages through thousands of rows in order, each row once', async () => {
    await sql`
      insert into testimoni (nama_pembeli, deskripsi_testimoni, sumber_testimoni, foto_testimoni)
      select 'Massal ' || lpad((g % 97)::text, 2, '0'), 'Isi ' || g, 'shopee', 'm' || g || '.webp'
      from generate_series(1, 2500) g
    `.execute(t.db);
    const seen: number[] = [];
    let previous = '';
    for (let page = 1; ; page++) {
      const { data } = await list({ search: 'massal', urut: 'nama_pembeli', page, pageSize: 60 });
      expect(data.total).toBe(2500);
      for (const row of data.items) {
        expect(row.nama_pembeli.localeCompare(previous)).toBeGreaterThanOrEqual(0);
        previous = row.nama_pembeli;
        seen.push(row.id);
      }
      if (data.items.length < 60) break;
    }
    expect(seen).toHaveLength(2500);
    expect(new Set(seen).size).toBe(2500);
  }, 60_000);
});
