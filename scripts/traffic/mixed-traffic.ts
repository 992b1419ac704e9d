// What the chaos and load tests send: visitors browsing the demo catalogue (pages, API reads,
// search) and signing up for the newsletter with unique addresses, and an admin editing an FAQ
// answer through tRPC with a session cookie. Every visitor has a client address of their own
// (X-Forwarded-For; the app runs with TRUST_PROXY=loopback), so per-client rate limits stay on
// and are met honestly: a visitor signs up at most once and logs in never.
import pg from 'pg';

/** The main admin the tests log in as. */
export const ADMIN = { username: 'pemilik', password: 'rahasia-pemilik-123' };

/** What the app answers while the database is away (src/shared/messages.ts). */
export const UNAVAILABLE = 'Layanan sedang tidak tersedia. Silakan coba beberapa saat lagi.';

/**
 * The app's settings for these tests: a fresh database with the demo catalogue, the main
 * admin, and the loopback address trusted as a proxy so that each visitor can come from an
 * address of their own. Everything else stays at its default.
 */
export function appEnvironment(databaseUrl: string, dataDir: string): Record<string, string> {
  return {
    LOG_LEVEL: 'error',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    TRUST_PROXY: 'loopback',
  };
}

/** `postgres://user:secret@host/db` → `postgres://…@host/db`: never print a password. */
export function shown(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//…@');
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function onDatabase<T>(url: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

let visitorCounter = 0;
/** A new visitor's address: 10.0.0.1, 10.0.0.2, … (16 million before it wraps). */
export function nextVisitorAddress(): string {
  visitorCounter += 1;
  const n = visitorCounter % 16_777_215 || 1;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}
/** The admin's own address (logs in once, then only edits). */
export const ADMIN_ADDRESS = '192.168.77.7';

export const BROWSER = {
  accept: 'text/html,application/json;q=0.9,*/*;q=0.8',
  'accept-encoding': 'br, gzip',
};

/** What a visitor can look at, found on the running app. */
export interface Catalogue {
  produkIds: number[];
  categories: string[];
  searchTerms: string[];
  faqId: number;
  faqQuestion: string;
}

export async function discoverCatalogue(base: string): Promise<Catalogue> {
  const produk = (await (await fetch(`${base}/api/produk`)).json()) as {
    id: number;
    nama_produk: string;
    kategori: string;
  }[];
  const faq = (await (await fetch(`${base}/api/faq`)).json()) as {
    id: number;
    pertanyaan: string;
  }[];
  const first = faq[0];
  if (produk.length === 0 || !first) throw new Error('the demo catalogue is empty');
  const words = [
    ...new Set(
      produk.flatMap((p) => p.nama_produk.toLowerCase().split(/\s+/)).filter((w) => w.length > 3),
    ),
  ];
  // Whole words, two words, and typos (a letter dropped), as visitors type them.
  const searchTerms = [
    ...words.slice(0, 30),
    ...words.slice(0, 10).map((w, i) => `${w} ${words[(i + 3) % words.length] ?? ''}`.trim()),
    ...words.slice(0, 10).map((w) => w.slice(0, 1) + w.slice(2)),
  ];
  return {
    produkIds: produk.map((p) => p.id),
    categories: [...new Set(produk.map((p) => p.kategori))],
    searchTerms,
    faqId: first.id,
    faqQuestion: first.pertanyaan,
  };
}

const pick = <T>(items: readonly T[]): T => {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
};

export type Kind = 'page' | 'api' | 'search' | 'signup' | 'edit' | 'upload';

/** One request of a visitor's session. */
export interface Step {
  kind: Kind;
  path: string;
}

/**
 * A visitor's session: the pages of a short visit, the API reads its pages make, a search,
 * and (usually) one newsletter sign-up, whose path says REST or tRPC.
 */
export function visitorSession(c: Catalogue, signs: boolean): Step[] {
  const slug = pick(c.categories);
  const id = pick(c.produkIds);
  const term = encodeURIComponent(pick(c.searchTerms));
  const steps: Step[] = [
    { kind: 'page', path: '/' },
    { kind: 'api', path: '/api/produk' },
    { kind: 'page', path: '/kategori' },
    { kind: 'page', path: `/kategori/${slug}` },
    { kind: 'api', path: `/api/kategoriproduk/${slug}` },
    { kind: 'search', path: `/api/produk/search/${term}` },
    { kind: 'page', path: `/detail/${id}` },
    { kind: 'api', path: `/api/produk/${id}` },
    { kind: 'page', path: '/testimoni' },
    { kind: 'api', path: '/api/faq' },
    { kind: 'page', path: '/penawarankhusus' },
  ];
  if (signs) {
    steps.push({
      kind: 'signup',
      path: Math.random() < 0.5 ? '/api/promo' : '/api/trpc/promo.subscribe',
    });
  }
  return steps;
}

export interface Answer {
  kind: Kind;
  method: string;
  url: string;
  /** The HTTP status, or 0 when no answer came (refused, reset, timed out). */
  status: number;
  error?: string;
  startedAt: number;
  endedAt: number;
  contentType?: string;
  body?: string;
}

export const answerMs = (a: Answer) => a.endedAt - a.startedAt;

/** Sign-ups and edits sent, and which of them were acknowledged with 2xx. */
export class WriteLog {
  readonly emailDomain: string;
  readonly attemptedSignups = new Set<string>();
  readonly acknowledgedSignups = new Set<string>();
  private signupCounter = 0;
  editCounter = 0;
  /** The highest edition of the FAQ answer acknowledged with 200. */
  lastAcknowledgedEdit = 0;

  constructor(run: string) {
    this.emailDomain = `${run}.contoh.id`;
  }

  newEmail(): string {
    const email = `pelanggan${++this.signupCounter}@${this.emailDomain}`;
    this.attemptedSignups.add(email);
    return email;
  }
}

export const editAnswer = (edition: number) => `Bisa, edisi ${edition}.`;
const editionOf = (text: string) => Number(/edisi (\d+)/.exec(text)?.[1] ?? 0);

/**
 * Every acknowledged write is in the database: each sign-up answered 2xx, and the last FAQ
 * edit answered 200 (or a later one). With `exact`, also no sign-up row without a 2xx answer
 * (the load test, where every request gets its answer); under chaos a sign-up may commit and
 * its answer be lost with the connection, so there rows only must come from sign-ups sent.
 */
export async function checkWrites(
  databaseUrl: string,
  writes: WriteLog,
  faqId: number,
  { exact }: { exact: boolean },
): Promise<{ problems: string[]; rows: number }> {
  return onDatabase(databaseUrl, async (client) => {
    const { rows } = await client.query<{ email: string }>(
      'select email from promo where email like $1',
      [`%@${writes.emailDomain}`],
    );
    const stored = new Set(rows.map((r) => r.email));
    const problems: string[] = [];
    for (const email of writes.acknowledgedSignups) {
      if (!stored.has(email)) problems.push(`sign-up answered 2xx but not stored: ${email}`);
    }
    for (const email of stored) {
      if (!writes.attemptedSignups.has(email)) problems.push(`a row nobody sent: ${email}`);
      else if (exact && !writes.acknowledgedSignups.has(email)) {
        problems.push(`stored without a 2xx answer: ${email}`);
      }
    }
    if (writes.lastAcknowledgedEdit > 0) {
      const faq = await client.query<{ jawaban: string }>('select jawaban from faq where id = $1', [
        faqId,
      ]);
      const value = faq.rows[0]?.jawaban ?? '';
      // A later edit may have committed without its answer arriving; an older one is a loss.
      if (editionOf(value) < writes.lastAcknowledgedEdit) {
        problems.push(
          `FAQ edit ${writes.lastAcknowledgedEdit} was acknowledged, the database holds "${value}"`,
        );
      }
    }
    return { problems, rows: stored.size };
  });
}

/** Logs in as the main admin; answers the Cookie header. */
export async function adminCookie(base: string): Promise<string> {
  const res = await fetch(`${base}/api/trpc/auth.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ADMIN_ADDRESS },
    body: JSON.stringify(ADMIN),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('etalase_session='));
  if (!cookie) throw new Error('login set no session cookie');
  return cookie.split(';')[0] ?? '';
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Visitors and an admin with fetch, one request at a time each, every answer recorded (with
 * its body when `keepBodies`, or when it is a 5xx). A request is never cut short by the stop:
 * `stop()` is asked before each one, so every request sent gets its answer or its error.
 */
export class MixedTraffic {
  readonly answers: Answer[] = [];

  constructor(
    private readonly base: () => string,
    private readonly catalogue: Catalogue,
    private readonly adminCookie: string,
    readonly writes: WriteLog,
    private readonly options: { keepBodies?: boolean; timeoutMs?: number } = {},
  ) {}

  /** `visitors` at once, each followed by the next when done, and an admin edit every `editEveryMs`. */
  async run(visitors: number, stop: () => boolean, { editEveryMs = 1_000 } = {}): Promise<void> {
    const admin = async () => {
      while (!stop()) {
        await this.edit();
        await sleep(editEveryMs);
      }
    };
    const visitor = async (n: number) => {
      for (let i = 0; !stop(); i++) {
        const address = nextVisitorAddress();
        // Four visitors in five sign up: plenty of writes, each within the per-client limit.
        for (const step of visitorSession(this.catalogue, (n + i) % 5 !== 0)) {
          if (stop()) return;
          if (step.kind === 'signup') await this.signup(step.path, address);
          else await this.send(step.kind, 'GET', step.path, { 'x-forwarded-for': address });
        }
      }
    };
    await Promise.all([admin(), ...Array.from({ length: visitors }, (_, n) => visitor(n))]);
  }

  async send(
    kind: Kind,
    method: string,
    url: string,
    headers: Record<string, string>,
    body?: string | Uint8Array<ArrayBuffer>,
  ): Promise<Answer> {
    const startedAt = Date.now();
    const answer: Answer = { kind, method, url, status: 0, startedAt, endedAt: startedAt };
    try {
      const res = await fetch(this.base() + url, {
        method,
        headers: { ...BROWSER, ...headers },
        body,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
      });
      const text = await res.text();
      answer.status = res.status;
      answer.contentType = res.headers.get('content-type') ?? undefined;
      if (this.options.keepBodies || res.status >= 500) answer.body = text.slice(0, 2_000);
    } catch (error) {
      answer.error =
        error instanceof Error
          ? `${error.name}: ${error.cause instanceof Error ? error.cause.message : error.message}`
          : String(error);
    }
    answer.endedAt = Date.now();
    this.answers.push(answer);
    return answer;
  }

  async signup(path: string, address: string): Promise<Answer> {
    const email = this.writes.newEmail();
    const answer = await this.send(
      'signup',
      'POST',
      path,
      { 'content-type': 'application/json', 'x-forwarded-for': address },
      JSON.stringify({ email, persetujuan: true }),
    );
    if (answer.status >= 200 && answer.status < 300) this.writes.acknowledgedSignups.add(email);
    return answer;
  }

  async edit(): Promise<Answer> {
    const edition = ++this.writes.editCounter;
    const answer = await this.send(
      'edit',
      'POST',
      '/api/trpc/faq.update',
      {
        'content-type': 'application/json',
        cookie: this.adminCookie,
        'x-forwarded-for': ADMIN_ADDRESS,
      },
      JSON.stringify({
        id: this.catalogue.faqId,
        pertanyaan: this.catalogue.faqQuestion,
        jawaban: editAnswer(edition),
      }),
    );
    if (answer.status === 200) {
      this.writes.lastAcknowledgedEdit = Math.max(this.writes.lastAcknowledgedEdit, edition);
    }
    return answer;
  }
}

/** `200×5, 503×2, no answer×1`, in a stable order. */
export function statusCounts(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s === 0 ? 'no answer' : String(s)}×${n}`)
    .join(', ');
}
