import { formatPhoneId } from '../../../src/shared/phone.js';
import { pengaturanInput, type PengaturanForm } from '../../../src/shared/schemas/pengaturan.js';
import { mainAdminProcedure, publicProcedure, router } from '../../trpc/init.js';
import { savePengaturan } from './pengaturan.queries.js';
import { announcementState } from './shop-settings.js';

export const siteRouter = router({
  /** The shop's public details (the admin's Pengaturan, docs/decisions/0016), for every page. */
  settings: publicProcedure.meta({ shows: 'noProduct' }).query(async ({ ctx }) => ({
    ...(await ctx.settings.forVisitors()),
    year: currentYear(ctx.config.shop.timeZone),
  })),

  /** The Pengaturan form as saved, and whether the announcement shows now. */
  pengaturan: mainAdminProcedure.query(async ({ ctx }) => {
    const settings = await ctx.settings.current();
    const form: PengaturanForm = {
      ...settings,
      phone: formatPhoneId(settings.phone),
      whatsapp: settings.whatsapp.map(formatPhoneId).join('\n'),
    };
    const { status } = announcementState(settings, ctx.settings.now(), ctx.config.shop.timeZone);
    return { form, announcementStatus: status, timeZone: ctx.config.shop.timeZone };
  }),

  /**
   * Saves the settings whole. Like every admin write it drops the kept pages and reads on every
   * instance (trpc/init.ts), so the next page shows them.
   */
  savePengaturan: mainAdminProcedure.input(pengaturanInput).mutation(async ({ ctx, input }) => {
    await savePengaturan(ctx.db, input, ctx.user.id);
    return { ok: true as const };
  }),
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
