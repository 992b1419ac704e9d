import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TEMPLATES,
  fillTemplate,
  PLACEHOLDERS,
  TEMPLATES,
  templateProblem,
} from './whatsapp-template';

const produk = {
  toko: 'Etalase',
  produk: 'Gamis Aisyah',
  harga: 'Rp 149.000',
  url: 'https://etalase.id/detail/3',
};

describe('fillTemplate', () => {
  it('fills the placeholders and leaves out a [part] whose value is missing', () => {
    expect(fillTemplate(DEFAULT_TEMPLATES.produk, produk)).toBe(
      'Halo Etalase, saya tertarik dengan Gamis Aisyah (Rp 149.000). https://etalase.id/detail/3',
    );
    expect(fillTemplate(DEFAULT_TEMPLATES.produk, { ...produk, warna: 'Sage', ukuran: 'M' })).toBe(
      'Halo Etalase, saya tertarik dengan Gamis Aisyah warna Sage ukuran M (Rp 149.000). https://etalase.id/detail/3',
    );
  });

  it('treats a blank value as missing and tidies the spaces it leaves', () => {
    expect(fillTemplate('Halo {toko}, ukuran {ukuran} .', { toko: 'A', ukuran: '  ' })).toBe(
      'Halo A, ukuran.',
    );
    expect(fillTemplate('[Usia {usia}, ]{produk}', { produk: 'Koko', usia: '' })).toBe('Koko');
  });

  it('keeps the lines the owner wrote', () => {
    expect(fillTemplate('Halo {toko}\n\nTerima kasih', { toko: 'A' })).toBe(
      'Halo A\n\nTerima kasih',
    );
  });
});

describe('templateProblem', () => {
  it('names every placeholder the template may not use', () => {
    expect(templateProblem('Halo {toko} {nama} {harga}', TEMPLATES.tanya)).toBe(
      'Isian tidak dikenal: {nama}, {harga}. Yang bisa dipakai: {toko}, {url}.',
    );
    expect(templateProblem('Halo {Toko}', PLACEHOLDERS)).toMatch(/\{Toko\}/);
  });

  it('refuses brackets that are unpaired or nested', () => {
    expect(templateProblem('Halo [{toko}', PLACEHOLDERS)).toMatch(/berpasangan/);
    expect(templateProblem('Halo [a [b] c]', PLACEHOLDERS)).toMatch(/berpasangan/);
    expect(templateProblem('Halo {toko}]', PLACEHOLDERS)).toMatch(/berpasangan/);
  });

  it('accepts every default template', () => {
    for (const [name, template] of Object.entries(DEFAULT_TEMPLATES)) {
      expect(templateProblem(template, TEMPLATES[name as keyof typeof TEMPLATES]), name).toBe(
        undefined,
      );
    }
  });
});
