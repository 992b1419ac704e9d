import { createHash } from 'node:crypto';
import { formatPhoneId, parsePhoneId } from '../../../src/shared/phone.js';
import type { Pengaturan } from '../../../src/shared/schemas/pengaturan.js';
import { DEFAULT_TEMPLATES } from '../../../src/shared/whatsapp-template.js';
import type { Config, ShopSettings } from '../../config.js';
import type { ChangeFeed } from '../../services/change-feed/change-feed.js';
import type { Db } from '../../db/connect.js';
import { KeptUntilChange } from '../../services/change-feed/kept-until-change.js';
import { insertPengaturanIfMissing, readPengaturan } from './pengaturan.queries.js';
import { instantOnShopClock } from '../../../src/shared/shop-clock.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's settings as the app reads them (tests look, and set the clock). */
    shopSettings: ShopSettingsSource;
  }
}

// The shop's settings live in the database (the admin's Pengaturan page, docs/decisions/0016);
// the SHOP_* environment only seeds them on the first start. Read by every page, so kept in
// memory until something changes (the change feed that drops the page cache), and an
// announcement's start or end counts as a change: a page kept before it is not served after.

/** The SHOP_* values as settings: what a database without settings starts from. */
export function settingsFromConfig(shop: ShopSettings): Pengaturan {
  const digits = (text: string) => parsePhoneId(text) ?? text.replace(/\D/g, '');
  return {
    name: shop.name,
    tagline: shop.tagline,
    email: shop.email.trim().toLowerCase(),
    phone: digits(shop.phone),
    whatsapp: [digits(shop.whatsapp)],
    address: shop.address,
    mapEmbedUrl: shop.mapEmbedUrl ?? '',
    videoEmbedUrl: shop.videoEmbedUrl ?? '',
    instagram: shop.social.instagram ?? '',
    facebook: shop.social.facebook ?? '',
    tiktok: shop.social.tiktok ?? '',
    youtube: shop.social.youtube ?? '',
    shopee: shop.marketplaces.shopee ?? '',
    tokopedia: shop.marketplaces.tokopedia ?? '',
    tiktokShop: shop.marketplaces.tiktok ?? '',
    announcementText: '',
    announcementLink: '',
    announcementStart: '',
    announcementEnd: '',
    templateProduk: DEFAULT_TEMPLATES.produk,
    templatePaket: DEFAULT_TEMPLATES.paket,
    templateTanya: DEFAULT_TEMPLATES.tanya,
    templateKonsultasiUkuran: DEFAULT_TEMPLATES.konsultasiUkuran,
    templateRetur: DEFAULT_TEMPLATES.retur,
  };
}

/**
 * The stored document over `base`, field by field: a field a later version added (or one of
 * the wrong kind) takes the base's value rather than breaking every page.
 */
export function storedSettings(stored: unknown, base: Pengaturan): Pengaturan {
  if (typeof stored !== 'object' || stored === null) return base;
  const record = stored as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, fallback] of Object.entries(base)) {
    const value = record[key];
    const sameKind = Array.isArray(fallback)
      ? Array.isArray(value) && value.every((v) => typeof v === 'string') && value.length > 0
      : typeof value === typeof fallback;
    if (sameKind) merged[key] = value;
  }
  return merged as Pengaturan;
}

export type AnnouncementStatus = 'none' | 'scheduled' | 'active' | 'ended';

/** Whether the announcement shows at `now`, and the next instant that could change it. */
export function announcementState(
  settings: Pick<Pengaturan, 'announcementText' | 'announcementStart' | 'announcementEnd'>,
  now: number,
  timeZone: string,
): { status: AnnouncementStatus; next: number | undefined } {
  if (!settings.announcementText) return { status: 'none', next: undefined };
  const start = settings.announcementStart
    ? instantOnShopClock(settings.announcementStart, timeZone)
    : undefined;
  const end = settings.announcementEnd
    ? instantOnShopClock(settings.announcementEnd, timeZone)
    : undefined;
  if (start !== undefined && now < start) return { status: 'scheduled', next: start };
  if (end !== undefined && now >= end) return { status: 'ended', next: undefined };
  return { status: 'active', next: end };
}

/** Changes whenever the announcement does, so a visitor who closed one sees the next. */
export function announcementKey(settings: Pengaturan): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        settings.announcementText,
        settings.announcementLink,
        settings.announcementStart,
        settings.announcementEnd,
      ]),
    )
    .digest('base64url')
    .slice(0, 12);
}

const orNone = (value: string) => value || undefined;

/** What every page is told about the shop (site.settings): nothing but what visitors see. */
export function publicSettings(settings: Pengaturan, config: Config, now: number) {
  const announcement =
    announcementState(settings, now, config.shop.timeZone).status === 'active'
      ? {
          text: settings.announcementText,
          link: orNone(settings.announcementLink),
          key: announcementKey(settings),
        }
      : undefined;
  return {
    name: settings.name,
    tagline: settings.tagline,
    email: settings.email,
    phone: formatPhoneId(settings.phone),
    /** Shown the local way; the buttons go through /keluar, which holds the digits. */
    whatsapp: settings.whatsapp.map(formatPhoneId),
    address: settings.address,
    mapEmbedUrl: orNone(settings.mapEmbedUrl),
    videoEmbedUrl: orNone(settings.videoEmbedUrl),
    social: {
      instagram: orNone(settings.instagram),
      facebook: orNone(settings.facebook),
      tiktok: orNone(settings.tiktok),
      youtube: orNone(settings.youtube),
    },
    marketplaces: {
      shopee: orNone(settings.shopee),
      tokopedia: orNone(settings.tokopedia),
      tiktok: orNone(settings.tiktokShop),
    },
    announcement,
    timeZone: config.shop.timeZone,
    publicUrl: config.publicUrl,
  };
}

/** setTimeout's longest wait (about 24.8 days); a later boundary is waited for in steps. */
const LONGEST_TIMER_MS = 2_147_483_647;
/** A timer may run a moment before its time by the clock: the boundary must have passed. */
const TIMER_SLACK_MS = 5;

/** The settings as every part of the app reads them: from the database, kept until a change. */
export class ShopSettingsSource {
  readonly #db: Db;
  readonly #changes: ChangeFeed;
  readonly #config: Config;
  readonly #kept: KeptUntilChange;
  readonly #now: () => number;
  #timer: NodeJS.Timeout | undefined;

  constructor(deps: { db: Db; changes: ChangeFeed; config: Config; now?: () => number }) {
    this.#db = deps.db;
    this.#changes = deps.changes;
    this.#config = deps.config;
    this.#kept = new KeptUntilChange(deps.changes, { max: 1, maxBytes: 1024 * 1024 });
    this.#now = deps.now ?? Date.now;
  }

  /** The settings now: the database's, or the SHOP_* values on a database without them. */
  current(): Promise<Pengaturan> {
    return this.#kept.get('pengaturan', async () => {
      const row = await readPengaturan(this.#db);
      const base = settingsFromConfig(this.#config.shop);
      const settings = row ? storedSettings(row.isi, base) : base;
      this.#watchAnnouncement(settings);
      return settings;
    });
  }

  /** The time by this source's clock (the app's, or a test's). */
  now(): number {
    return this.#now();
  }

  /** What visitors are told, as of this moment. */
  async forVisitors() {
    return publicSettings(await this.current(), this.#config, this.#now());
  }

  /**
   * At the announcement's next start or end, everything kept (pages, reads, these settings)
   * is dropped on this instance, as a save would: each instance keeps its own pages, and
   * each one that has read the settings waits for the boundary itself.
   */
  #watchAnnouncement(settings: Pengaturan): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const { next } = announcementState(settings, this.#now(), this.#config.shop.timeZone);
    if (next === undefined) return;
    const wait = () => {
      const left = next - this.#now();
      if (left <= 0) {
        this.#timer = undefined;
        this.#changes.changed();
        return;
      }
      this.#timer = setTimeout(wait, Math.min(left + TIMER_SLACK_MS, LONGEST_TIMER_MS));
      this.#timer.unref();
    };
    wait();
  }

  close(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}

/**
 * Stores the SHOP_* values as the settings when the database has none: on the first start of a
 * new shop, and on the first start after the update that brought the Pengaturan page. From then
 * on the database wins. True when it stored them.
 */
export async function ensureShopSettings(
  db: Db,
  shop: ShopSettings,
  extra: Partial<Pengaturan> = {},
): Promise<boolean> {
  return insertPengaturanIfMissing(db, { ...settingsFromConfig(shop), ...extra });
}
