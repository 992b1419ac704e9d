import { describe, expect, it } from 'vitest';
import { instantOnShopClock } from './shop-clock.js';

describe('instantOnShopClock', () => {
  it('reads a time on the shop clock as the instant it names', () => {
    expect(new Date(instantOnShopClock('2025-03-01T08:00', 'Asia/Jakarta')).toISOString()).toBe(
      '2025-03-01T01:00:00.000Z',
    );
    expect(new Date(instantOnShopClock('2025-03-01T00:30', 'Asia/Jayapura')).toISOString()).toBe(
      '2025-02-28T15:30:00.000Z',
    );
    expect(new Date(instantOnShopClock('2025-07-01T12:00', 'Europe/Berlin')).toISOString()).toBe(
      '2025-07-01T10:00:00.000Z',
    );
    expect(new Date(instantOnShopClock('2025-01-01T12:00', 'Europe/Berlin')).toISOString()).toBe(
      '2025-01-01T11:00:00.000Z',
    );
  });
});
