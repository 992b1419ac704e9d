import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeEmail } from './email';

describe('isValidEmail (docs/product.md §5 pattern made strict, docs/architecture.md §7)', () => {
  it.each([
    'ani@mail.com',
    'bunda.salsa+promo@contoh.co.id',
    'a_b-c@sub.domain-x.id',
    `${'a'.repeat(64)}@mail.com`,
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['markup in the local part', '"><script>alert(1)</script>@x.com'],
    ['a quote', "o'neil@mail.com"],
    ['angle brackets', '<ani>@mail.com'],
    ['a space', 'ani budi@mail.com'],
    ['no dot in the domain', 'ani@localhost'],
    ['two @', 'ani@budi@mail.com'],
    ['nothing before @', '@mail.com'],
    ['a domain label ending in a hyphen', 'ani@mail-.com'],
    ['a one-letter top-level domain', 'ani@mail.c'],
    ['an empty domain label', 'ani@mail..com'],
    ['a local part over 64 characters', `${'a'.repeat(65)}@mail.com`],
    ['more than 254 characters', `ani@${'a'.repeat(250)}.com`],
  ])('refuses %s', (_why, email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('compares addresses trimmed and in lower case', () => {
    expect(normalizeEmail('  Ani@Mail.COM ')).toBe('ani@mail.com');
  });
});
