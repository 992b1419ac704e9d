import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/connect.js';
import { createTestDatabase } from '../../test/test-database.js';
import { normalizeSearchText } from './normalize.js';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('normalizeSearchText', () => {
  it('normalises plain ASCII itself exactly as the database function does', async () => {
    const printable = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i));
    const texts = [printable.join(''), ...printable, 'GAMIS', 'Koko-12', 'a_b%c', 'Setelan Anak'];
    const { rows } = await sql<{ normal: string; alnum: boolean }>`
      select etalase_search_text(w.text) as normal,
        etalase_search_text(w.text) ~ '^[[:alnum:]]+$' as alnum
      from unnest(${texts}::text[]) with ordinality as w(text, ord)
      order by w.ord
    `.execute(database.db);
    expect(await normalizeSearchText(database.db, texts)).toEqual(rows);
  });

  it('asks the database for anything else', async () => {
    expect(await normalizeSearchText(database.db, ['Kerudung Ümmü', 'ÉTÉ'])).toEqual([
      { normal: 'kerudung ummu', alnum: false },
      { normal: 'ete', alnum: true },
    ]);
  });
});
