// Mixed storefront traffic for the chaos and load tests: pages, API reads and search from
// visitors, newsletter sign-ups with unique addresses, and an admin editing an FAQ answer.
// Every visitor request carries its own client address (X-Forwarded-For; the app runs with
// TRUST_PROXY=loopback), so per-client rate limits are met honestly and never hit.
import pg from 'pg';

export const CATEGORIES = ['gamis', 'koko', 'hijab'];

/** The main admin the tests log in as. */
export const ADMIN = { username: 'pemilik', password: 'rahasia-pemilik-123' };

/**
 * The built app's settings for these tests: production, no demo data (fillCatalogue writes a
 * small catalogue), and the loopback address trusted as a proxy so that each request can come
 * from a client address of its own.
 */
export function appEnvironment(databaseUrl: string, dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    TRUST_PROXY: 'loopback',
  };
}

/** A small catalogue, written straight to the database the app has just migrated. */
export async function fillCatalogue(databaseUrl: string): Promise<{ faqId: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let i = 0; i < 30; i++) {
      await client.query(
        `insert into produk (nama_produk, harga, diskon, jumlah_terjual, deskripsi_produk, kategori, foto_produk)
         values ($1, $2, 10, $3, 'Bahan adem untuk anak.', $4, $5)`,
        [`Gamis Anak Aisyah ${i}`, 100_000 + i * 5_000, i * 3, CATEGORIES[i % 3], `uji-${i}.webp`],
      );
    }
    const faq = await client.query<{ id: number }>(
      "insert into faq (pertanyaan, jawaban) values ('Bisa COD?', 'Bisa.') returning id",
    );
    return { faqId: faq.rows[0]?.id ?? 1 };
  } finally {
    await client.end();
  }
}

export const READ_URLS = [
  '/',
  '/kategori',
  '/kategori/gamis',
  '/detail/1',
  '/testimoni',
  '/penawarankhusus',
  '/api/produk',
  '/api/produk/1',
  '/api/produk/search/aisyah',
  '/api/produk/search/gmis%20anak',
  '/api/kategoriproduk/koko',
  '/api/faq',
];

export interface Answer {
  kind: 'read' | 'signup' | 'edit';
  url: string;
  /** The HTTP status, or 0 when no answer came (refused, reset, timed out). */
  status: number;
  error?: string;
  startedAt: number;
  ms: number;
  contentType?: string;
  body?: string;
}

let clientCounter = 0;
/** A new visitor address for every request: 10.x.y.z, then round again. */
function nextClientAddress(): string {
  clientCounter += 1;
  const n = clientCounter % 16_000_000;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export class MixedTraffic {
  readonly answers: Answer[] = [];
  /** Addresses whose sign-up was answered 2xx: each must be in the database afterwards. */
  readonly acknowledgedSignups: string[] = [];
  /** The last FAQ answer an edit was acknowledged for: the database must hold it afterwards. */
  lastAcknowledgedEdit: string | undefined;
  private signupCounter = 0;
  private editCounter = 0;

  constructor(
    private readonly base: string,
    readonly admin: { cookie: string; faqId: number },
    private readonly options: { keepBodies?: boolean; timeoutMs?: number } = {},
  ) {}

  /** `workers` loops, one request at a time each, until `stop()` says so. */
  async run(workers: number, stop: () => boolean): Promise<void> {
    await Promise.all(
      Array.from({ length: workers }, async (_, worker) => {
        for (let i = 0; !stop(); i++) {
          if (worker === 0 && i % 10 === 5) await this.edit();
          else if (i % 7 === 3) await this.signup();
          else await this.read(READ_URLS[(worker + i) % READ_URLS.length] ?? '/');
        }
      }),
    );
  }

  private async send(kind: Answer['kind'], url: string, init: RequestInit = {}): Promise<Answer> {
    const startedAt = Date.now();
    const answer: Answer = { kind, url, status: 0, startedAt, ms: 0 };
    try {
      const res = await fetch(this.base + url, {
        ...init,
        headers: {
          'accept-encoding': 'gzip, deflate, br',
          'x-forwarded-for': nextClientAddress(),
          ...(init.headers as Record<string, string>),
        },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
      });
      const body = await res.text();
      answer.status = res.status;
      answer.contentType = res.headers.get('content-type') ?? undefined;
      if (this.options.keepBodies || res.status >= 500) answer.body = body.slice(0, 4_000);
    } catch (error) {
      answer.error =
        error instanceof Error
          ? `${error.name}: ${error.cause instanceof Error ? error.cause.message : error.message}`
          : String(error);
    }
    answer.ms = Date.now() - startedAt;
    this.answers.push(answer);
    return answer;
  }

  private async read(url: string): Promise<void> {
    await this.send('read', url);
  }

  private async signup(): Promise<void> {
    const email = `pelanggan${++this.signupCounter}.${process.pid}@contoh.id`;
    const answer = await this.send('signup', '/api/promo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    if (answer.status >= 200 && answer.status < 300) this.acknowledgedSignups.push(email);
  }

  private async edit(): Promise<void> {
    const jawaban = `Bisa, edisi ${++this.editCounter}.`;
    const answer = await this.send('edit', '/api/trpc/faq.update', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: this.admin.cookie },
      body: JSON.stringify({ id: this.admin.faqId, pertanyaan: 'Bisa COD?', jawaban }),
    });
    if (answer.status === 200) this.lastAcknowledgedEdit = jawaban;
  }
}

/** Logs in as the main admin from the loopback address; answers the Cookie header. */
export async function adminCookie(base: string, credentials: object): Promise<string> {
  const res = await fetch(`${base}/api/trpc/auth.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('etalase_session='));
  if (!cookie) throw new Error('login set no session cookie');
  return cookie.split(';')[0] ?? '';
}

/** Every acknowledged write is in the database: sign-ups, and the last FAQ edit. */
export async function lostWrites(databaseUrl: string, traffic: MixedTraffic): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const stored = new Set(
      (await client.query<{ email: string }>('select email from promo')).rows.map((r) => r.email),
    );
    const lost = traffic.acknowledgedSignups.filter((email) => !stored.has(email));
    if (traffic.lastAcknowledgedEdit) {
      const faq = await client.query<{ jawaban: string }>('select jawaban from faq where id = $1', [
        traffic.admin.faqId,
      ]);
      // A later edit may have committed without its answer arriving; an older value is a loss.
      const value = faq.rows[0]?.jawaban ?? '';
      const edition = (text: string) => Number(/edisi (\d+)/.exec(text)?.[1] ?? 0);
      if (edition(value) < edition(traffic.lastAcknowledgedEdit)) {
        lost.push(`faq: ${traffic.lastAcknowledgedEdit} (stored: ${value})`);
      }
    }
    return lost;
  } finally {
    await client.end();
  }
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
