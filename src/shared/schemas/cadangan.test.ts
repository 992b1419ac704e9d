import { describe, expect, it } from 'vitest';
import { cadanganSettingsInput, lastScheduledAt, wibToUtc } from './cadangan';

describe('the backup time in WIB', () => {
  it('is UTC seven hours earlier: 02:00 WIB is 19:00 UTC the day before', () => {
    expect(wibToUtc('02:00')).toEqual({ hour: 19, minute: 0 });
    expect(wibToUtc('07:00')).toEqual({ hour: 0, minute: 0 });
    expect(wibToUtc('23:45')).toEqual({ hour: 16, minute: 45 });
    expect(wibToUtc('06:59')).toEqual({ hour: 23, minute: 59 });
  });

  it('was last due at the latest instant the WIB clock showed it', () => {
    // 02:00 WIB on 11 March 2026 is 19:00 UTC on 10 March.
    expect(lastScheduledAt('02:00', new Date('2026-03-10T19:00:00Z')).toISOString()).toBe(
      '2026-03-10T19:00:00.000Z',
    );
    expect(lastScheduledAt('02:00', new Date('2026-03-10T18:59:59Z')).toISOString()).toBe(
      '2026-03-09T19:00:00.000Z',
    );
    expect(lastScheduledAt('02:00', new Date('2026-03-11T01:00:00Z')).toISOString()).toBe(
      '2026-03-10T19:00:00.000Z',
    );
    // Across a year's end.
    expect(lastScheduledAt('06:30', new Date('2027-01-01T00:00:00Z')).toISOString()).toBe(
      '2026-12-31T23:30:00.000Z',
    );
  });

  it('refuses a time that is not HH:MM and a count outside 1–90, in Indonesian', () => {
    expect(cadanganSettingsInput.safeParse({ jam: '02:00', simpan: '14' }).data).toEqual({
      jam: '02:00',
      simpan: 14,
    });
    for (const bad of [
      { jam: '24:00', simpan: 14 },
      { jam: '2:00', simpan: 14 },
      { jam: '02:00', simpan: 0 },
      { jam: '02:00', simpan: 91 },
    ]) {
      const parsed = cadanganSettingsInput.safeParse(bad);
      expect(parsed.error?.issues[0]?.message).toMatch(/^(Jam cadangan|Jumlah cadangan)/);
    }
  });
});
