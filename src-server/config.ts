import path from 'node:path';
import { z } from 'zod';

// Every setting Etalase reads from the environment, with its default (STYLE: parsed once at boot,
// fails loudly). `.env.example` documents each one.

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const httpsUrl = z.url({ protocol: /^https$/, error: 'harus URL https://' }).optional();

/** A shop link with a demo default; `none` hides it. */
const shopLink = (demo: string) =>
  z
    .union([
      z.literal('none'),
      z.url({ protocol: /^https$/, error: 'harus URL https:// atau none' }),
    ])
    .default(demo)
    .transform((v) => (v === 'none' ? undefined : v));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  TRUST_PROXY: booleanFlag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),

  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'harus berupa postgres://…')
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  DATA_DIR: z.string().min(1).default('./data'),

  ADMIN_USERNAME: z.string().trim().min(3).max(50).default('admin'),
  ADMIN_PASSWORD: z.string().min(10, 'minimal 10 karakter').max(200).optional(),
  SEED_DEMO: booleanFlag.default(true),

  SHOP_NAME: z.string().trim().min(1).default('Etalase'),
  SHOP_TAGLINE: z
    .string()
    .trim()
    .min(1)
    .default('Busana muslim anak yang nyaman, ceria dan terjangkau.'),
  SHOP_EMAIL: z.email().default('halo@etalase.id'),
  SHOP_PHONE: z.string().trim().min(5).default('0812-3456-7890'),
  SHOP_WHATSAPP: z
    .string()
    .regex(/^\d{8,15}$/, 'hanya angka dengan kode negara, mis. 6281234567890')
    .default('6281234567890'),
  SHOP_ADDRESS: z
    .string()
    .trim()
    .min(5)
    .default('Jl. Cimanuk No. 123, Tarogong Kidul, Kabupaten Garut, Jawa Barat 44151'),
  SHOP_TIME_ZONE: z
    .string()
    .refine(
      (tz) => Intl.supportedValuesOf('timeZone').includes(tz),
      'zona waktu IANA, mis. Asia/Jakarta',
    )
    .default('Asia/Jakarta'),
  SHOP_MAP_EMBED_URL: httpsUrl.default(
    'https://www.openstreetmap.org/export/embed.html?bbox=107.8700%2C-7.2400%2C107.9300%2C-7.1900&layer=mapnik&marker=-7.2150%2C107.9000',
  ),
  SHOP_VIDEO_EMBED_URL: httpsUrl,
  SHOP_INSTAGRAM_URL: shopLink('https://www.instagram.com/etalase.kids'),
  SHOP_FACEBOOK_URL: shopLink('https://www.facebook.com/etalase.kids'),
  SHOP_TIKTOK_URL: shopLink('https://www.tiktok.com/@etalase.kids'),
  SHOP_YOUTUBE_URL: httpsUrl,
  SHOP_SHOPEE_URL: shopLink('https://shopee.co.id/etalase.kids'),
  SHOP_TOKOPEDIA_URL: shopLink('https://www.tokopedia.com/etalasekids'),
  SHOP_TIKTOKSHOP_URL: shopLink('https://www.tiktok.com/@etalase.kids/shop'),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  /** Whether PUBLIC_URL was configured; unset only in development, where any host is trusted. */
  publicUrlConfigured: boolean;
  trustProxy: boolean;
  logLevel: string;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  dataDir: string;
  uploadDir: string;
  admin: { username: string; password: string | undefined };
  seedDemo: boolean;
  shop: ShopSettings;
}

/** What the storefront shows about the shop (DESIGN §7: from configuration, not code). */
export interface ShopSettings {
  name: string;
  tagline: string;
  email: string;
  phone: string;
  whatsapp: string;
  address: string;
  /** Where the shop's calendar months begin, e.g. for the monthly promo marks (DESIGN §7). */
  timeZone: string;
  mapEmbedUrl: string | undefined;
  videoEmbedUrl: string | undefined;
  social: {
    instagram: string | undefined;
    facebook: string | undefined;
    tiktok: string | undefined;
    youtube: string | undefined;
  };
  marketplaces: {
    shopee: string | undefined;
    tokopedia: string | undefined;
    tiktok: string | undefined;
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses the environment; throws a ConfigError naming every bad variable. A blank variable
 * (`PORT=` in a copied .env.example) means "use the default".
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Konfigurasi tidak valid:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    publicUrlConfigured: e.PUBLIC_URL !== undefined,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    dataDir,
    uploadDir: path.join(dataDir, 'uploads'),
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD },
    seedDemo: e.SEED_DEMO,
    shop: {
      name: e.SHOP_NAME,
      tagline: e.SHOP_TAGLINE,
      email: e.SHOP_EMAIL,
      phone: e.SHOP_PHONE,
      whatsapp: e.SHOP_WHATSAPP,
      address: e.SHOP_ADDRESS,
      timeZone: e.SHOP_TIME_ZONE,
      mapEmbedUrl: e.SHOP_MAP_EMBED_URL,
      videoEmbedUrl: e.SHOP_VIDEO_EMBED_URL,
      social: {
        instagram: e.SHOP_INSTAGRAM_URL,
        facebook: e.SHOP_FACEBOOK_URL,
        tiktok: e.SHOP_TIKTOK_URL,
        youtube: e.SHOP_YOUTUBE_URL,
      },
      marketplaces: {
        shopee: e.SHOP_SHOPEE_URL,
        tokopedia: e.SHOP_TOKOPEDIA_URL,
        tiktok: e.SHOP_TIKTOKSHOP_URL,
      },
    },
  };
}
