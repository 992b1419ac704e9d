import { describe, expect, it } from 'vitest';
import { parsePersen } from './persen';
import { readBulkPersen } from './schemas/produk-bulk';

describe('parsePersen', () => {
  it.each([
    ['10', 10],
    ['+10', 10],
    [' 10% ', 10],
    ['10 %', 10],
    ['naik 10', 10],
    ['Naik 10%', 10],
    ['-10', -10],
    ['−10', -10],
    ['– 10 %', -10],
    ['turun 15%', -15],
    ['0', 0],
    ['1000', 1000],
  ])('reads %j as %d', (text, value) => {
    expect(parsePersen(text)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'empty'],
    ['  %', 'empty'],
    ['10,5', 'fraction'],
    ['-2.5%', 'fraction'],
    ['sepuluh', 'notNumber'],
    ['10x', 'notNumber'],
    ['naik -10', 'notNumber'],
    ['1.000.000', 'notNumber'],
    ['--10', 'notNumber'],
  ])('refuses %j as %s', (text, problem) => {
    expect(parsePersen(text)).toEqual({ ok: false, problem });
  });
});

describe('readBulkPersen', () => {
  it('reads a typed percentage within the bulk price change’s bounds', () => {
    expect(readBulkPersen('turun 15%')).toEqual({ ok: true, persen: -15 });
    expect(readBulkPersen('1000')).toEqual({ ok: true, persen: 1000 });
    expect(readBulkPersen('-99')).toEqual({ ok: true, persen: -99 });
  });

  it('says in Indonesian what is wrong', () => {
    const bounds = 'Persen perubahan harga harus bilangan bulat antara -99 dan 1000, bukan 0.';
    for (const text of ['0', '-100', '1001']) {
      expect(readBulkPersen(text)).toEqual({ ok: false, message: bounds });
    }
    expect(readBulkPersen('')).toEqual({
      ok: false,
      message: 'Isi persen perubahan harga, misalnya 10 (naik) atau -10 (turun).',
    });
    expect(readBulkPersen('10,5')).toEqual({
      ok: false,
      message: 'Persen harus bilangan bulat, tanpa koma. Contoh: 10 atau -10.',
    });
    expect(readBulkPersen('sepuluh')).toEqual({
      ok: false,
      message: 'Tulis persen sebagai angka, misalnya 10, -10 atau 10%.',
    });
  });
});
