import { randomInt } from 'node:crypto';

// The welcome voucher's code (docs/decisions/0025): read aloud or typed into WhatsApp, so no
// letters that look alike (0/O, 1/I/L); 8 random characters of 31 are ~10^12 codes, and the
// column is unique besides.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newVoucherCode(): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += ALPHABET.charAt(randomInt(ALPHABET.length));
  return `HALO-${code}`;
}
