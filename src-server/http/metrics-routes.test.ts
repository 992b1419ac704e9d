import { describe, expect, it } from 'vitest';
import { carriesToken } from './metrics.js';
import { pageRoute } from './metrics-routes.js';

describe('pageRoute', () => {
  it('names a page by its route, never by its address', () => {
    expect(pageRoute('/detail/12?warna=3&utm_source=wa', 200)).toBe('/detail/:id');
    expect(pageRoute('/kategori/gamis?page=2', 200)).toBe('/kategori/:filter');
    expect(pageRoute('/FAQ', 200)).toBe('/FAQ');
    expect(pageRoute('/', 200)).toBe('/');
    expect(pageRoute('/cari?q=gamis', 200)).toBe('/cari');
  });

  it('puts whatever else into a few fixed labels', () => {
    expect(pageRoute('/detail/12', 404)).toBe('(not found)');
    expect(pageRoute('/apa-saja-123', 404)).toBe('(not found)');
    expect(pageRoute('/FAQ/', 301)).toBe('(redirect)');
    expect(pageRoute('/detail/1/2', 200)).toBe('(other)');
    expect(pageRoute('/faq-lain', 503)).toBe('(other)');
  });
});

describe('carriesToken', () => {
  const token = 'a'.repeat(40);
  it('takes the token as a bearer token only', () => {
    expect(carriesToken(`Bearer ${token}`, token)).toBe(true);
    expect(carriesToken(`bearer ${token}`, token)).toBe(true);
    expect(carriesToken(undefined, token)).toBe(false);
    expect(carriesToken(token, token)).toBe(false);
    expect(carriesToken(`Basic ${token}`, token)).toBe(false);
    expect(carriesToken(`Bearer ${token.slice(1)}`, token)).toBe(false);
    expect(carriesToken(`Bearer ${token}a`, token)).toBe(false);
    expect(carriesToken('Bearer ', token)).toBe(false);
  });
});
