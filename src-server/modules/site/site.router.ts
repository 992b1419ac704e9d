import { publicProcedure, router } from '../../trpc/init.js';

export const siteRouter = router({
  /** The shop's public details from configuration (docs/architecture.md §7). */
  settings: publicProcedure.query(({ ctx }) => ({
    ...ctx.config.shop,
    publicUrl: ctx.config.publicUrl,
    year: currentYear(ctx.config.shop.timeZone),
  })),
});

/**
 * The year where the shop is, for the footer's copyright. Sent with the settings so that the
 * browser formats no date while it makes the page interactive (docs/decisions/0012).
 */
export function currentYear(timeZone: string, now = new Date()): number {
  return Number(yearFormat(timeZone).format(now));
}

/** Making a formatter costs far more than using one (measured: 0.5 ms a page render). */
const yearFormats = new Map<string, Intl.DateTimeFormat>();

function yearFormat(timeZone: string): Intl.DateTimeFormat {
  let format = yearFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone });
    yearFormats.set(timeZone, format);
  }
  return format;
}
