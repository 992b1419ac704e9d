import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

// Every setting Etalase reads from the environment, with its default (docs/conventions.md: parsed once at boot,
// fails loudly). `.env.example` documents each one.

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** How many PostgreSQL connections one app instance opens (issue 8 item 8). */
export const DEFAULT_POOL_MAX = 10;
/**
 * How long a query waits for a connection: for a free one in the pool's queue, or for a new
 * one to open. Long enough that a burst of visitors queues instead of failing with 503.
 */
export const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;

/** Milliseconds, for the timeouts. */
const millis = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** proxy-addr's names for whole address ranges, which Fastify's trustProxy accepts. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  // A prefix length, or (IPv4 only) a dotted netmask such as 255.255.255.0.
  if (/^\d{1,3}$/.test(prefix)) return Number(prefix) <= (family === 4 ? 32 : 128);
  return family === 4 && net.isIPv4(prefix);
}

/**
 * Whom to believe about the client's address (X-Forwarded-For) and protocol: `false` nobody,
 * `true` every proxy, a number that many proxy hops, or a comma-separated list of proxy
 * addresses and CIDR ranges (app.ts hands it to Fastify's `trustProxy`). A bare `1` used to
 * mean `true`; as one hop it still trusts the single proxy in front, and no client behind it.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): boolean | number | string[] => {
    const lower = value.toLowerCase();
    if (lower === 'true' || lower === 'yes') return true;
    if (lower === 'false' || lower === 'no' || lower === '0') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrRange)) return entries;
    ctx.addIssue({
      code: 'custom',
      message: 'true, false, jumlah proxy (mis. 1) atau daftar alamat/CIDR (mis. 10.0.0.0/8)',
    });
    return z.NEVER;
  });

/** An S3 bucket name as S3 allows it (lower case, digits, dots and hyphens, 3–63 long). */
const bucketName = z
  .string()
  .trim()
  .regex(
    /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
    'nama bucket S3: 3–63 huruf kecil, angka, titik atau tanda hubung',
  );

/**
 * A folder inside the bucket (`etalase/`, `toko/gambar/`): segments of letters, digits, `.`,
 * `_` and `-`; kept with one trailing slash, leading and doubled slashes refused.
 */
const s3Prefix = z
  .string()
  .trim()
  .regex(
    /^[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*\/?$/,
    'folder di dalam bucket, mis. etalase/ (huruf, angka, . _ -, dipisah /)',
  )
  .refine((p) => !p.split('/').some((s) => s === '.' || s === '..'), 'tanpa . atau ..')
  .transform((p) => (p.endsWith('/') ? p : `${p}/`));

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

/** `Toko <toko@contoh.id>` or a bare address: who the shop's e-mail comes from. */
const mailFrom = z
  .string()
  .trim()
  .regex(
    /^(?:[^<>@"\r\n]+<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/,
    'alamat email, mis. toko@contoh.id atau Nama Toko <toko@contoh.id>',
  );

/**
 * Where mail is handed over: `smtp://user:pass@host:587` (STARTTLS when offered) or
 * `smtps://…:465`. The message never repeats the value: it may hold a password.
 */
const smtpUrl = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      return /^smtps?:$/.test(url.protocol) && url.hostname !== '' && url.pathname === '';
    } catch {
      return false;
    }
  }, 'harus berupa smtp://user:pass@host:587 atau smtps://user:pass@host:465');

/** A switch: on/off, or any of booleanFlag's words. */
const onOff = z
  .enum(['on', 'off', 'true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'on' || v === 'true' || v === '1' || v === 'yes');

/** Seconds, for the CDN's lifetimes: up to a year. */
const seconds = z.coerce.number().int().min(0).max(31_536_000);

/** Where the CDN purge goes: an http(s) URL without a name or password in it (it is logged). */
const purgeUrl = z
  .url({ protocol: /^https?$/, error: 'harus URL http:// atau https://' })
  .refine((u) => !/^[a-z]+:\/\/[^/]*@/i.test(u), 'tanpa nama/kata sandi di URL');

/** A response header's name as HTTP allows it. */
const headerName = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,64}$/, 'nama header, mis. xkey, Surrogate-Key atau Cache-Tag');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  TRUST_PROXY: trustProxy.default(false),
  RESPONSE_CACHE: booleanFlag.default(true),
  CDN_CACHE: onOff.default(false),
  CDN_MAX_AGE: seconds.default(60),
  CDN_S_MAXAGE: seconds.default(3_600),
  CDN_STALE_WHILE_REVALIDATE: seconds.default(60),
  CDN_STALE_IF_ERROR: seconds.default(86_400),
  CDN_TAG_HEADER: headerName.default('xkey'),
  CDN_PURGE: z.enum(['varnish', 'webhook', 'cloudflare']).optional(),
  CDN_PURGE_URL: purgeUrl.optional(),
  CDN_PURGE_SECRET: z.string().trim().min(32, 'minimal 32 karakter').max(512).optional(),
  CLOUDFLARE_ZONE_ID: z
    .string()
    .regex(/^[a-f0-9]{32}$/, 'ID zona Cloudflare: 32 huruf heksadesimal')
    .optional(),
  CLOUDFLARE_API_TOKEN: z.string().trim().min(20).max(512).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SLOW_PROCEDURE_MS: z.coerce.number().int().min(0).max(600_000).default(200),
  /** Opens /metrics on the app's port to a scraper sending `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z
    .string()
    .trim()
    .min(32, 'minimal 32 karakter')
    .max(512)
    .regex(/^[\x21-\x7e]+$/, 'hanya huruf, angka dan tanda baca, tanpa spasi')
    .optional(),
  /** Serves /metrics, without a token, on this port of 127.0.0.1 only. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  HTTP_REQUEST_TIMEOUT_MS: millis(100, 3_600_000).default(60_000),
  HTTP_HEADERS_TIMEOUT_MS: millis(100, 3_600_000).default(15_000),
  HTTP_IDLE_TIMEOUT_MS: millis(100, 3_600_000).default(30_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: millis(100, 3_600_000).default(72_000),

  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'harus berupa postgres://…')
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(DEFAULT_POOL_MAX),
  DATABASE_CONNECT_TIMEOUT_MS: millis(100, 120_000).default(DEFAULT_CONNECT_TIMEOUT_MS),
  DATA_DIR: z.string().min(1).default('./data'),
  /** The key unsubscribe links are made and checked with; unset, one is kept in DATA_DIR. */
  TOKEN_SECRET: z.string().trim().min(32, 'minimal 32 karakter').max(512).optional(),
  UPLOAD_SWEEP_INTERVAL_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(3_600_000),
  UPLOAD_SWEEP_GRACE_MS: z.coerce.number().int().min(0).max(86_400_000).default(600_000),

  /** Automatic backups (docs/decisions/0007): the daily job on, where its archives go, S3 copy. */
  BACKUP_AUTO: booleanFlag.default(true),
  BACKUP_DIR: z.string().trim().min(1).optional(),
  BACKUP_S3: booleanFlag.default(true),

  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'harus berupa redis://… atau rediss://…' })
    .optional(),
  /** Put before every key, so that several shops (or a test) can share one Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:._-]{1,64}$/, '1–64 huruf, angka atau : . _ -, mis. etalase:')
    .optional(),

  S3_BUCKET: bucketName.optional(),
  S3_REGION: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{2,40}$/, 'nama region, mis. ap-southeast-3 atau us-east-1')
    .optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'harus URL http:// atau https://' })
    // Shown in messages (a bucket that does not answer): the key goes in its own settings.
    .refine((u) => !/^[a-z]+:\/\/[^/]*@/i.test(u), 'tanpa nama/kata sandi: pakai S3_ACCESS_KEY_ID')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).max(256).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).max(256).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  S3_PREFIX: s3Prefix.optional(),

  ADMIN_USERNAME: z.string().trim().min(3).max(50).default('admin'),
  ADMIN_PASSWORD: z.string().min(10, 'minimal 10 karakter').max(200).optional(),
  LOGIN_SLOWDOWN_MAX_MS: z.coerce.number().int().min(0).max(10_000).default(3_000),
  SEED_DEMO: booleanFlag.default(true),

  SMTP_URL: smtpUrl.optional(),
  MAIL_FROM: mailFrom.optional(),
  // Campaign mail handed to SMTP per minute, by all instances together (docs/decisions/0029).
  CAMPAIGN_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),

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

// Node refuses a headers timeout longer than the request's, which includes the headers.
const checkedEnvSchema = envSchema
  .refine((e) => e.HTTP_HEADERS_TIMEOUT_MS <= e.HTTP_REQUEST_TIMEOUT_MS, {
    path: ['HTTP_HEADERS_TIMEOUT_MS'],
    error: 'tidak boleh lebih dari HTTP_REQUEST_TIMEOUT_MS',
  })
  // The other S3 settings mean nothing without a bucket: a forgotten S3_BUCKET would otherwise
  // quietly keep images on the local disk of each instance.
  .refine(
    (e) =>
      e.S3_BUCKET !== undefined ||
      (e.S3_REGION ??
        e.S3_ENDPOINT ??
        e.S3_ACCESS_KEY_ID ??
        e.S3_SECRET_ACCESS_KEY ??
        e.S3_FORCE_PATH_STYLE ??
        e.S3_PREFIX) === undefined,
    { path: ['S3_BUCKET'], error: 'wajib diisi bila pengaturan S3_* lain diisi' },
  )
  // Likewise a prefix without its Redis: the limits would quietly stay per instance.
  .refine((e) => e.REDIS_URL !== undefined || e.REDIS_PREFIX === undefined, {
    path: ['REDIS_URL'],
    error: 'wajib diisi bila REDIS_PREFIX diisi',
  })
  // A key id without its secret (or the reverse) is a half-copied credential, not a choice.
  .refine((e) => (e.S3_ACCESS_KEY_ID === undefined) === (e.S3_SECRET_ACCESS_KEY === undefined), {
    path: ['S3_SECRET_ACCESS_KEY'],
    error: 'S3_ACCESS_KEY_ID dan S3_SECRET_ACCESS_KEY diisi berdua, atau keduanya kosong',
  })
  .superRefine(checkCdn);

/** The CDN settings that belong together: each purge adapter's own, and a purge only with CDN_CACHE. */
function checkCdn(e: z.infer<typeof envSchema>, ctx: z.RefinementCtx): void {
  const need = (key: keyof typeof e, why: string) => {
    if (e[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: why });
  };
  if (e.CDN_PURGE && !e.CDN_CACHE) {
    ctx.addIssue({ code: 'custom', path: ['CDN_CACHE'], message: 'wajib on bila CDN_PURGE diisi' });
  }
  if (e.CDN_PURGE === 'varnish' || e.CDN_PURGE === 'webhook') {
    need('CDN_PURGE_URL', `wajib diisi untuk CDN_PURGE=${e.CDN_PURGE}`);
  }
  if (e.CDN_PURGE === 'webhook') need('CDN_PURGE_SECRET', 'wajib diisi untuk CDN_PURGE=webhook');
  if (e.CDN_PURGE === 'cloudflare') {
    need('CLOUDFLARE_ZONE_ID', 'wajib diisi untuk CDN_PURGE=cloudflare');
    need('CLOUDFLARE_API_TOKEN', 'wajib diisi untuk CDN_PURGE=cloudflare');
  }
}

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  /** Whether PUBLIC_URL was configured; unset only in development, where any host is trusted. */
  publicUrlConfigured: boolean;
  /** Fastify's trustProxy: nobody, everybody, a hop count, or proxy addresses/ranges. */
  trustProxy: boolean | number | string[];
  logLevel: string;
  /** A tRPC call that takes longer is logged with its procedure's name (trpc/procedure-timing.ts). */
  slowProcedureMs: number;
  /** Keep pages and API reads for anonymous visitors until content changes (response-cache.ts). */
  responseCache: boolean;
  /** Headers a CDN or Varnish keeps answers by, and where purges go (docs/decisions/0044). */
  cdn: CdnSettings | undefined;
  /**
   * Where /metrics answers (docs/decisions/0045): on the app's port to this bearer token, and/or
   * on this port of 127.0.0.1. Neither set: nowhere.
   */
  metrics: { token: string | undefined; port: number | undefined };
  /** Slow or stalled clients are cut off (issue 8 item 4); milliseconds. */
  http: {
    /** The whole request, headers and body, must arrive within this (else 408). */
    requestTimeoutMs: number;
    /** The request's headers must arrive within this (else 408). */
    headersTimeoutMs: number;
    /** A connection with no bytes moving either way for this long is closed. */
    idleTimeoutMs: number;
    /** An idle kept-alive connection between two requests is closed after this. */
    keepAliveTimeoutMs: number;
  };
  databaseUrl: string | undefined;
  databasePoolMax: number;
  databaseConnectTimeoutMs: number;
  dataDir: string;
  uploadDir: string;
  /** TOKEN_SECRET; unset, the key in DATA_DIR/token-secret (services/tokens/unsubscribe-token.ts). */
  tokenSecret: string | undefined;
  /**
   * Files no row names are removed at start-up and every `intervalMs`, once older than
   * `graceMs` so that a write in flight keeps its files (issue 8 item 7); milliseconds.
   */
  uploadSweep: { intervalMs: number; graceMs: number };
  /**
   * Automatic backups (docs/decisions/0007): whether this instance runs the daily job (one of
   * all instances takes each run), the folder its archives go to, and whether each is copied
   * to the S3 bucket (under backups/) when S3_* is set.
   */
  backup: { auto: boolean; dir: string; s3: boolean };
  /**
   * Rate limits shared by every instance through this Redis (docs/decisions/0009); without it,
   * each instance counts in its own memory.
   */
  redis: { url: string; prefix: string } | undefined;
  /** Images in S3-compatible object storage instead of `uploadDir` (docs/decisions/0009). */
  s3: S3Settings | undefined;
  admin: { username: string; password: string | undefined };
  /** The longest a login waits for failures elsewhere on its username (docs/decisions/0006). */
  loginSlowdownMaxMs: number;
  seedDemo: boolean;
  /**
   * E-mail (docs/decisions/0025): without an SMTP URL every message stays in the outbox,
   * readable in the admin's Kotak keluar. `from` unset: the shop's name and e-mail address.
   */
  mail: {
    smtpUrl: string | undefined;
    from: string | undefined;
    /** Campaign mail per minute, all instances together (docs/decisions/0029). */
    campaignPerMinute: number;
  };
  shop: ShopSettings;
}

export interface CdnSettings {
  /** Seconds: a browser's copy, the CDN's, and the CDN's stale copy while it refreshes or the app fails. */
  maxAge: number;
  sMaxAge: number;
  staleWhileRevalidate: number;
  staleIfError: number;
  /** The response header naming an answer's tags (`xkey`, `Surrogate-Key`, `Cache-Tag`). */
  tagHeader: string;
  purge: CdnPurgeSettings | undefined;
}

export type CdnPurgeSettings =
  | { kind: 'varnish'; url: string }
  | { kind: 'webhook'; url: string; secret: string }
  | { kind: 'cloudflare'; url: string; zoneId: string; token: string };

/** Cloudflare's API, unless CDN_PURGE_URL names a stand-in (a test's). */
const CLOUDFLARE_API = 'https://api.cloudflare.com';

function cdnPurgeSettings(e: z.infer<typeof envSchema>): CdnPurgeSettings | undefined {
  const url = e.CDN_PURGE_URL ?? '';
  switch (e.CDN_PURGE) {
    case 'varnish':
      return { kind: 'varnish', url };
    case 'webhook':
      return { kind: 'webhook', url, secret: e.CDN_PURGE_SECRET ?? '' };
    case 'cloudflare':
      return {
        kind: 'cloudflare',
        url: e.CDN_PURGE_URL ?? CLOUDFLARE_API,
        zoneId: e.CLOUDFLARE_ZONE_ID ?? '',
        token: e.CLOUDFLARE_API_TOKEN ?? '',
      };
    default:
      return undefined;
  }
}

export interface S3Settings {
  bucket: string;
  region: string;
  /** A non-AWS service (MinIO, R2, Garage, s3rver); AWS itself when unset. */
  endpoint: string | undefined;
  /** Both or neither; without them the AWS SDK's own chain (AWS_* variables, instance roles). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /**
   * `bucket` in the path (`https://host/bucket/key`) rather than the host name: what most
   * non-AWS services want, so the default with an endpoint; AWS itself wants the host name.
   */
  forcePathStyle: boolean;
  /** A folder inside the bucket, ending in `/`, or '' for the bucket's root. */
  prefix: string;
}

/** What the storefront shows about the shop (docs/architecture.md §7: from configuration, not code). */
export interface ShopSettings {
  name: string;
  tagline: string;
  email: string;
  phone: string;
  whatsapp: string;
  address: string;
  /** Where the shop's calendar months begin, e.g. for the monthly promo marks (docs/architecture.md §7). */
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
  const parsed = checkedEnvSchema.safeParse(given);
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
    slowProcedureMs: e.SLOW_PROCEDURE_MS,
    responseCache: e.RESPONSE_CACHE,
    cdn: e.CDN_CACHE
      ? {
          maxAge: e.CDN_MAX_AGE,
          sMaxAge: e.CDN_S_MAXAGE,
          staleWhileRevalidate: e.CDN_STALE_WHILE_REVALIDATE,
          staleIfError: e.CDN_STALE_IF_ERROR,
          tagHeader: e.CDN_TAG_HEADER.toLowerCase(),
          purge: cdnPurgeSettings(e),
        }
      : undefined,
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    http: {
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      idleTimeoutMs: e.HTTP_IDLE_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    },
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    dataDir,
    uploadDir: path.join(dataDir, 'uploads'),
    tokenSecret: e.TOKEN_SECRET,
    uploadSweep: { intervalMs: e.UPLOAD_SWEEP_INTERVAL_MS, graceMs: e.UPLOAD_SWEEP_GRACE_MS },
    backup: {
      auto: e.BACKUP_AUTO,
      dir: e.BACKUP_DIR ? path.resolve(e.BACKUP_DIR) : path.join(dataDir, 'backups'),
      s3: e.BACKUP_S3,
    },
    redis: e.REDIS_URL ? { url: e.REDIS_URL, prefix: e.REDIS_PREFIX ?? 'etalase:' } : undefined,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? 'us-east-1',
          endpoint: e.S3_ENDPOINT,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
          prefix: e.S3_PREFIX ?? '',
        }
      : undefined,
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD },
    loginSlowdownMaxMs: e.LOGIN_SLOWDOWN_MAX_MS,
    seedDemo: e.SEED_DEMO,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, campaignPerMinute: e.CAMPAIGN_PER_MINUTE },
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
