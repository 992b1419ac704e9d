import { describe, expect, it } from 'vitest';
import { formatPhoneId, parsePhoneId } from './phone';

describe('parsePhoneId', () => {
  it('reads the ways an Indonesian number is written into the digits with 62', () => {
    for (const text of [
      '0812-3456-7890',
      '0812 3456 7890',
      '+62 812-3456-7890',
      '+6281234567890',
      '6281234567890',
      '(0812) 3456.7890',
    ]) {
      expect(parsePhoneId(text)).toBe('6281234567890');
    }
    expect(parsePhoneId('(022) 1234-567')).toBe('62221234567');
  });

  it('refuses what is not an Indonesian number', () => {
    for (const text of [
      '',
      '12345',
      '+1 555 123 4567',
      '0812-34x5-6789',
      '08',
      '0000000000',
      '+620812345678',
      '081234567890123456',
    ]) {
      expect(parsePhoneId(text), text).toBeUndefined();
    }
  });
});

describe('formatPhoneId', () => {
  it('shows the number the local way, in groups of four', () => {
    expect(formatPhoneId('6281234567890')).toBe('0812-3456-7890');
    expect(formatPhoneId('62221234567')).toBe('0221-2345-67');
  });
});
