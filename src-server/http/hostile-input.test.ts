import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../trpc/app-router.js';
import { createAdmins, MAIN_ADMIN } from '../test/admins.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

// Property-based (issue 8): random and hostile values to every tRPC procedure and every REST
// path, anonymously and as the main admin, get a 2xx or a 4xx with a message, never a 5xx,
// a stack trace or an internal detail. fast-check prints the seed and the smallest failing
// value when a property fails.

const procedures = Object.entries(
  appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>,
).map(([path, procedure]) => ({ path, type: procedure._def.type }));

/** REST paths as the adapters declare them; `:x` is filled with hostile segments. */
const REST_READS = [
  '/api/faq',
  '/api/produk',
  '/api/produk/:id',
  '/api/produk/search/:query',
  '/api/kategoriproduk/:filter',
  '/api/promo/check',
  '/api/promo',
  '/api/testimoni',
  '/api/testimoniproduk/:idProduk',
  '/api/ukuranproduk/:idProduk',
  '/api/ukuran',
  '/api/user',
  '/api/warnaproduk/:idProduk',
  '/api/warna',
];
const REST_WRITES: [InjectOptions['method'], string][] = [
  ['POST', '/api/produk'],
  ['PATCH', '/api/produk/:id'],
  ['DELETE', '/api/produk/:id'],
  ['POST', '/api/warna/:idProduk'],
  ['PATCH', '/api/warna/:id/produk/:idProduk'],
  ['POST', '/api/ukuran/:idProduk'],
  ['PATCH', '/api/ukuran/:id/produk/:idProduk'],
  ['POST', '/api/testimoni'],
  ['PATCH', '/api/testimoni/:id'],
  ['POST', '/api/faq'],
  ['PATCH', '/api/faq/:id'],
  ['POST', '/api/promo'],
  ['POST', '/api/user/login'],
  ['POST', '/api/user'],
  ['PATCH', '/api/user/:id'],
];
const PAGES = ['/kategori/:x', '/detail/:x', '/:x', '/testimoni', '/FAQ'];

/** Strings that have broken servers: NUL, control characters, lone surrogates, and length. */
const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFFy',
    '\u0007\u001b[31m',
    '%00',
    '%',
    '../../etc/passwd',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '9'.repeat(400),
    'x'.repeat(70_000),
    '1e309',
    '-0',
    'NaN',
    '__proto__',
  ),
);

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -1, 0, 1e308, 2 ** 31, -(2 ** 63), 1.5),
);

/** Deep nesting: arrays inside arrays `depth` times. */
const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.anything({ maxDepth: 3 }) },
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  {
    weight: 4,
    arbitrary: fc.dictionary(
      fc.constantFrom(
        'id',
        'idProduk',
        'nama_produk',
        'harga',
        'diskon',
        'kategori',
        'email',
        'username',
        'password',
        'pertanyaan',
        'jawaban',
        'search',
        'page',
        'pageSize',
        'sort',
        'warna',
        'query',
        '__proto__',
      ),
      fc.oneof(hostileString, hostileNumber, fc.anything({ maxDepth: 2 })),
    ),
  },
);

/** A URL path segment: the hostile string, percent-encoded, or raw bytes that are not UTF-8. */
const hostileSegment = fc.oneof(
  hostileString.map(
    (s) => encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, '\uFFFD')).slice(0, 2_000) || 'x',
  ),
  fc.constantFrom('%00', '%ED%A0%80', '%FF', '%25', '..%2F..%2Fetc', '99999999999999999999'),
);

/** What an answer must never show: a stack trace, a file path, SQL or an English internal. */
const leak =
  /\bat [\w.<>]+ \(|node_modules|src-server|\.ts:\d+|TypeError|ReferenceError|SyntaxError|syntax error at|relation "|violates|duplicate key|Unexpected token|Cannot read prop/;

let t: TestApp;
let mainCookie: string;
beforeAll(async () => {
  // High limits are not needed: a 429 is a fine answer. Trusting the proxy lets each run be a
  // client of its own, so the properties keep reaching the procedures behind the limits.
  t = await createTestApp({ TRUST_PROXY: 'true', LOGIN_SLOWDOWN_MAX_MS: '50' });
  ({ mainCookie } = await createAdmins(t.app, t.db));
});
afterAll(() => t.close());

let client = 0;
async function expectSafeAnswer(options: InjectOptions): Promise<void> {
  client += 1;
  const res = await t.app.inject({
    ...options,
    headers: {
      'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
      ...options.headers,
    },
  });
  const label = `${options.method ?? 'GET'} ${(typeof options.url === 'string' ? options.url : '').slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, label).toBeLessThan(500);
  expect(leak.test(res.body), label).toBe(false);
}

const asAnyone = (cookie: string | undefined) => (cookie ? { cookie } : {});

describe.each([
  ['anonymously', undefined],
  ['as the main admin', 'admin'],
])('hostile input %s', (_who, who) => {
  const cookie = () => (who ? mainCookie : undefined);

  it('every tRPC procedure answers 2xx or 4xx', async () => {
    // Logging out would end the session the other runs use.
    const targets = procedures.filter((p) => !(who && p.path === 'auth.logout'));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...targets), hostileValue, async (procedure, input) => {
        const json = input === undefined ? 'null' : JSON.stringify(input);
        await expectSafeAnswer(
          procedure.type === 'query'
            ? {
                method: 'GET',
                url: `/api/trpc/${procedure.path}?input=${encodeURIComponent(json)}`,
                headers: asAnyone(cookie()),
              }
            : {
                method: 'POST',
                url: `/api/trpc/${procedure.path}`,
                headers: { 'content-type': 'application/json', ...asAnyone(cookie()) },
                body: json,
              },
        );
      }),
      { numRuns: 300 },
    );
  });

  it('every REST read and page answers 2xx or 4xx, whatever its path and query', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...REST_READS, ...PAGES),
        hostileSegment,
        hostileSegment,
        async (route, segment, query) => {
          const url = `${route.replace(/:\w+/g, segment)}?email=${query}&page=${query}&q=${query}`;
          await expectSafeAnswer({ method: 'GET', url, headers: asAnyone(cookie()) });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('every REST write answers 2xx or 4xx to any JSON, form or multipart body', async () => {
    const body = fc.oneof(
      hostileValue.map((value) => ({
        type: 'application/json',
        payload: value === undefined ? 'null' : JSON.stringify(value),
      })),
      hostileValue.map((value) => ({
        type: 'application/x-www-form-urlencoded',
        payload: new URLSearchParams(
          Object.entries(typeof value === 'object' && value !== null ? value : { v: value }).map(
            ([k, v]) => [k, String(v)],
          ),
        ).toString(),
      })),
      fc.record({
        type: fc.constantFrom('multipart/form-data; boundary=b', 'multipart/form-data'),
        payload: fc.oneof(
          hostileString.map(
            (s) =>
              `--b\r\nContent-Disposition: form-data; name="nama_produk"\r\n\r\n${s}\r\n--b--\r\n`,
          ),
          hostileString,
        ),
      }),
      fc.constant({ type: 'application/json', payload: deep(5_000) }),
      fc.constant({ type: 'application/json', payload: '{"harga": 1e999999}' }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...REST_WRITES),
        hostileSegment,
        body,
        async ([method, route], segment, { type, payload }) => {
          await expectSafeAnswer({
            method,
            url: route.replace(/:\w+/g, segment),
            headers: { 'content-type': type, ...asAnyone(cookie()) },
            body: payload,
          });
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('hostile JSON on tRPC', () => {
  it('deeply nested or huge input is refused with a 4xx', async () => {
    for (const payload of [deep(10_000), `{"id":${'9'.repeat(5_000)}}`, '{"a":"\\ud800"}']) {
      await expectSafeAnswer({
        method: 'POST',
        url: '/api/trpc/faq.create',
        headers: { 'content-type': 'application/json', cookie: mainCookie },
        body: payload,
      });
    }
  });
});

describe('login throttling', () => {
  it('never locks the main admin out: after any failures from other clients, a fresh one logs in', async () => {
    let fresh = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 6 }), fc.string({ maxLength: 20 })), {
          minLength: 1,
          maxLength: 8,
        }),
        async (failures) => {
          for (const [guesser, password] of failures) {
            await t.app.inject({
              method: 'POST',
              url: '/api/trpc/auth.login',
              headers: { 'x-forwarded-for': `192.0.2.${guesser}` },
              payload: { username: MAIN_ADMIN.username, password: `salah-${password}` },
            });
          }
          fresh += 1;
          const owner = await t.app.inject({
            method: 'POST',
            url: '/api/trpc/auth.login',
            headers: { 'x-forwarded-for': `198.51.100.${fresh}` },
            payload: MAIN_ADMIN,
          });
          expect(owner.statusCode).toBe(200);
        },
      ),
      { numRuns: 6 },
    );
  }, 60_000);
});
