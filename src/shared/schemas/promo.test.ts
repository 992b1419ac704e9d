import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { promoEmailSchema } from './promo';

describe('promoEmailSchema', () => {
  it('trims and lower-cases, so case and spaces do not make a second sign-up', () => {
    expect(promoEmailSchema.parse('  Ani.Lestari@Mail.COM ')).toBe('ani.lestari@mail.com');
  });

  it.each(['ani', 'ani@mail', '@mail.com', 'ani @mail.com', 'ani@ mail.com', 'ani@mail.'])(
    'refuses "%s" with the spec message',
    (email) => {
      const result = promoEmailSchema.safeParse(email);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(messages.emailInvalid);
    },
  );

  it('asks for an e-mail when it is blank or missing', () => {
    expect(promoEmailSchema.safeParse('   ').error?.issues[0]?.message).toBe(
      messages.emailRequired,
    );
    expect(promoEmailSchema.safeParse(undefined).error?.issues[0]?.message).toBe(
      messages.emailRequired,
    );
  });

  it('refuses an address longer than e-mail allows', () => {
    const long = `${'a'.repeat(250)}@mail.com`;
    expect(promoEmailSchema.safeParse(long).error?.issues[0]?.message).toBe(messages.emailInvalid);
  });
});
