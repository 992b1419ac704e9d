import { instantOnShopClock, shopClockAt } from '../../../src/shared/shop-clock.js';

// Dates in an uploaded CSV as spreadsheets write them back (docs/decisions/0042-csv-from-a-spreadsheet.md):
// our own `28/11/2026 19:31`, LibreOffice or Excel in an Indonesian locale `28/11/26 19:31`, in
// an English one `11/28/26 07:31 PM` or `11/28/2026 19:31`, a date alone, or ISO. Whether
// `01/12/26` is 1 December or 12 January is decided once per file from what the file shows, and
// where the file cannot tell, by the value already stored.

/** Day first (Indonesian) or month first (English). */
export type DateOrder = 'dmy' | 'mdy';

/** A date cell as written, before day and month are told apart. */
export type WrittenDate =
  | { kind: 'iso'; iso: string; withTime: boolean }
  | {
      kind: 'slashed';
      first: number;
      second: number;
      year: number;
      /** A two-digit year: only a spreadsheet writes one (our export writes four). */
      shortYear: boolean;
      hour: number;
      minute: number;
      /** Written with AM or PM: only an English locale writes one. */
      twelveHour: boolean;
      withTime: boolean;
    };

const SLASHED =
  /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?:[ T,]+(\d{1,2})[.:](\d{2})(?:[.:]\d{2}(?:[.,]\d+)?)?(?:\s*([ap])\.?m\.?)?)?$/i;
const ISO_DATE =
  /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/** How `text` is written, or undefined when it is no date a spreadsheet or this shop writes. */
export function parseWrittenDate(text: string, timeZone: string): WrittenDate | undefined {
  const value = text.trim();
  const iso = ISO_DATE.exec(value);
  if (iso) {
    const [, date = '', time, offset] = iso;
    const instant = offset
      ? Date.parse(
          `${date}T${time ?? '00:00'}${offset.length === 5 ? `${offset.slice(0, 3)}:${offset.slice(3)}` : offset}`,
        )
      : validLocal(date, time ?? '00:00')
        ? instantOnShopClock(`${date}T${time ?? '00:00'}`, timeZone)
        : Number.NaN;
    if (Number.isNaN(instant)) return undefined;
    return { kind: 'iso', iso: new Date(instant).toISOString(), withTime: time !== undefined };
  }
  const match = SLASHED.exec(value);
  if (!match) return undefined;
  const [, first, , second, year = '', hour, minute, meridiem] = match;
  let h = Number(hour ?? 0);
  if (meridiem) {
    if (h < 1 || h > 12) return undefined;
    h = (h % 12) + (meridiem.toLowerCase() === 'p' ? 12 : 0);
  }
  return {
    kind: 'slashed',
    first: Number(first),
    second: Number(second),
    year: year.length === 2 ? 2000 + Number(year) : Number(year),
    shortYear: year.length === 2,
    hour: h,
    minute: Number(minute ?? 0),
    twelveHour: meridiem !== undefined,
    withTime: hour !== undefined,
  };
}

/** Whether `YYYY-MM-DD` and `HH:mm` name a real day and time. */
function validLocal(date: string, time: string): boolean {
  const at = new Date(`${date}T${time}:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 16) === `${date}T${time}`;
}

/**
 * The file's order of day and month, from what it shows: a `;` between columns or a spreadsheet's
 * two-digit-year date whose first number is over 12 says Indonesian (day first); AM/PM or a
 * second number over 12 says English (month first). A four-digit-year date with its first number
 * over 12 says nothing: it is our own form, which an English spreadsheet leaves as text because
 * it cannot read it. Undefined when the file shows neither, or both.
 */
export function fileDateOrder(
  delimiter: string,
  dates: readonly WrittenDate[],
): DateOrder | undefined {
  let dayFirst = delimiter === ';';
  let monthFirst = false;
  for (const d of dates) {
    if (d.kind !== 'slashed') continue;
    if (d.twelveHour || (d.second > 12 && d.first <= 12)) monthFirst = true;
    else if (d.shortYear && d.first > 12 && d.second <= 12) dayFirst = true;
  }
  if (dayFirst === monthFirst) return undefined;
  return dayFirst ? 'dmy' : 'mdy';
}

/** An instant as the shop's clock shows it, to the minute or to the day. */
function shown(iso: string, withTime: boolean, timeZone: string): string {
  return shopClockAt(Date.parse(iso), timeZone).slice(0, withTime ? 16 : 10);
}

function instantOf(
  d: Extract<WrittenDate, { kind: 'slashed' }>,
  order: DateOrder,
  timeZone: string,
): string | undefined {
  const [day, month] = order === 'dmy' ? [d.first, d.second] : [d.second, d.first];
  const date = new Date(Date.UTC(d.year, month - 1, day, d.hour, d.minute));
  const real =
    date.getUTCDate() === day && date.getUTCMonth() === month - 1 && d.hour < 24 && d.minute < 60;
  if (!real) return undefined;
  return new Date(instantOnShopClock(date.toISOString().slice(0, 16), timeZone)).toISOString();
}

/**
 * The instant a date cell means, as ISO, or undefined when it is no date. A cell that equals the
 * `stored` instant to the precision it shows (the minute; the day for a date alone) answers the
 * stored instant itself, under either order where day and month could be swapped: spreadsheets
 * drop seconds, and an English one may have read our `01/12/2026` as 12 January and written it
 * back as `01/12/26`. Otherwise the order is the file's (`order`), or day first, the shop's own,
 * when the file cannot tell.
 */
export function readWrittenDate(
  written: WrittenDate,
  options: { order: DateOrder | undefined; timeZone: string; stored?: string | null },
): string | undefined {
  const { timeZone, stored } = options;
  const readings =
    written.kind === 'iso'
      ? [written.iso]
      : (options.order === 'mdy' ? (['mdy', 'dmy'] as const) : (['dmy', 'mdy'] as const))
          .map((order) => instantOf(written, order, timeZone))
          .filter((iso) => iso !== undefined);
  const [first] = readings;
  if (first === undefined) return undefined;
  if (stored) {
    const same = shown(stored, written.withTime, timeZone);
    if (readings.some((iso) => shown(iso, written.withTime, timeZone) === same)) return stored;
  }
  return first;
}
