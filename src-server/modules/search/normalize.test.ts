import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/connect.js';
import { createTestDatabase } from '../../test/test-database.js';
import { foldSearchText } from '../../../src/shared/search-text.js';
import { foldTexts, normalizeSearchText } from './normalize.js';

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

describe('foldTexts', () => {
  it('folds ASCII with tabs and line breaks itself, and the rest in the database, as the database does', async () => {
    const printable = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i));
    const texts = [
      printable.join(''),
      'Gamis Anak\nBahan KATUN\r\n\tadem',
      'Kerudung Ümmü',
      'Straße ✨ Café',
      'ÆSOP\nœuvre',
      '',
      'Kerudung Ümmü',
    ];
    expect(await foldTexts(database.db, texts)).toEqual(await inDatabase(texts));
  });
});

/** Each text as the database's etalase_search_text gives it. */
async function inDatabase(texts: string[]): Promise<string[]> {
  const { rows } = await sql<{ normal: string }>`
    select etalase_search_text(w.text) as normal
    from unnest(${texts}::text[]) with ordinality as w(text, ord)
    order by w.ord
  `.execute(database.db);
  return rows.map((row) => row.normal);
}

describe('foldSearchText, the TypeScript twin of etalase_search_text', () => {
  it('folds ASCII and every Latin letter with accents as the database does', async () => {
    const printable = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i));
    // Latin-1 to Latin Extended-B: the letters that are an ASCII letter and accents.
    const accented = Array.from({ length: 0x250 - 0xc0 }, (_, i) =>
      String.fromCodePoint(0xc0 + i),
    ).filter((ch) => /^[A-Za-z]$/.test(ch.normalize('NFD').replace(/\p{M}/gu, '')));
    expect(accented.length).toBeGreaterThan(150);
    const texts = [...printable, ...accented, accented.join(''), 'Kerudung Ümmü', 'GAMIS Anak'];
    expect(texts.map(foldSearchText)).toEqual(await inDatabase(texts));
  });

  it('folds a text of ASCII alone (its shortcut) as it folds the same characters in any text', () => {
    const ascii = Array.from({ length: 0x80 }, (_, i) => String.fromCharCode(i));
    for (const text of [...ascii, ascii.join(''), 'GAMIS Anak Aisyah', '']) {
      // The é sends the text the long way, character by character.
      expect(foldSearchText(text)).toBe(foldSearchText(`${text}é`).slice(0, -1));
    }
  });

  it('keeps one character where the database spells a letter out in two (for highlighting)', async () => {
    const spelledOut = ['ß', 'Æ', 'œ'];
    expect(await inDatabase(spelledOut)).toEqual(['ss', 'ae', 'oe']);
    expect(spelledOut.map(foldSearchText)).toEqual(['ß', 'æ', 'œ']);
  });
});
