import { z } from 'zod';

// Automatic backups' two settings (Pengaturan → Cadangan, docs/decisions/0007): the time of day
// in WIB and how many archives are kept. Read by this schema in the browser and on the server.

export const BACKUP_DEFAULTS = { jam: '02:00', simpan: 14 } as const;
export const BACKUP_KEEP_MIN = 1;
export const BACKUP_KEEP_MAX = 90;

export const cadanganCopy = {
  jam: 'Jam cadangan harus berupa jam dan menit, mis. 02:00.',
  simpan: `Jumlah cadangan yang disimpan harus bilangan bulat ${BACKUP_KEEP_MIN}–${BACKUP_KEEP_MAX}.`,
  autoOff:
    'Cadangan otomatis dimatikan di server (BACKUP_AUTO=false). Pakai npm run backup, atau nyalakan lagi.',
} as const;

export const cadanganSettingsInput = z.object({
  /** HH:MM on the WIB clock (Asia/Jakarta, UTC+7). */
  jam: z
    .string({ error: cadanganCopy.jam })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: cadanganCopy.jam }),
  simpan: z.coerce
    .number({ error: cadanganCopy.simpan })
    .int({ error: cadanganCopy.simpan })
    .min(BACKUP_KEEP_MIN, { error: cadanganCopy.simpan })
    .max(BACKUP_KEEP_MAX, { error: cadanganCopy.simpan }),
});

export type CadanganSettings = z.output<typeof cadanganSettingsInput>;
export type CadanganSettingsForm = z.input<typeof cadanganSettingsInput>;

/** WIB is UTC+7 all year: Indonesia keeps no daylight saving time. */
const WIB_OFFSET_MINUTES = 7 * 60;

/** The UTC hour and minute of `jam` (HH:MM WIB): 02:00 WIB is 19:00 UTC the day before. */
export function wibToUtc(jam: string): { hour: number; minute: number } {
  const [hour = 0, minute = 0] = jam.split(':').map(Number);
  const total = (hour * 60 + minute - WIB_OFFSET_MINUTES + 24 * 60) % (24 * 60);
  return { hour: Math.floor(total / 60), minute: total % 60 };
}

/** The latest instant at or before `now` when the WIB clock showed `jam`. */
export function lastScheduledAt(jam: string, now: Date): Date {
  const { hour, minute } = wibToUtc(jam);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour, minute);
  return new Date(today <= now.getTime() ? today : today - 24 * 60 * 60 * 1000);
}
