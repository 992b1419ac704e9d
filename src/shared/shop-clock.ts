// A date and time on the shop's clock (`2025-03-01T08:00` in SHOP_TIME_ZONE, as the admin's
// date-time fields give it) as an instant and back: the announcement's start and end, a
// product's schedule (src/shared/tayang.ts).

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    offsetFormats.set(timeZone, format);
  }
  return format;
}

/** How far the zone's clock is ahead of UTC at `instant`, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    partsFormat(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  const asUtc = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant (ms since 1970) when the shop's clock shows `local` (`YYYY-MM-DDTHH:mm`). A time
 * a clock change skips or repeats is read with the offset before the change.
 */
export function instantOnShopClock(local: string, timeZone: string): number {
  const wall = Date.parse(`${local}:00Z`);
  const first = wall - zoneOffset(wall, timeZone);
  const second = wall - zoneOffset(first, timeZone);
  return second;
}

/** What the shop's clock shows at `instant`, as `YYYY-MM-DDTHH:mm` (a date-time field's value). */
export function shopClockAt(instant: number, timeZone: string): string {
  return new Date(instant + zoneOffset(instant, timeZone)).toISOString().slice(0, 16);
}

/** The zone's usual Indonesian name (WIB, WITA, WIT); another zone as it is named. */
export function zoneName(timeZone: string): string {
  return ZONE_NAMES[timeZone] ?? timeZone;
}

const ZONE_NAMES: Partial<Record<string, string>> = {
  'Asia/Jakarta': 'WIB',
  'Asia/Makassar': 'WITA',
  'Asia/Jayapura': 'WIT',
};
