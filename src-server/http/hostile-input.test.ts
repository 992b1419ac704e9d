import fc from 'fast-check';
import type { HTTPMethods, InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { messages } from '../../src/shared/messages.js';
import { routes as pageRoutes } from '../../src/routes.js';
import type { RouteObject } from 'react-router-dom';
import { appRouter } from '../app-router.js';
import { createAdmins, MAIN_ADMIN } from '../test/admins.js';
import { insertProduk } from '../test/fixtures.js';
import {
  hostileBody,
  hostileQuery,
  hostileSegment,
  hostileValue,
  leak,
  type HostileBody,
} from '../test/hostile.js';
import { nearlyValid } from '../test/schema-values.js';
import { storefrontClient } from '../test/rendering-app.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { claimedSizePng, multipart, tinyPng } from '../test/uploads.js';

// Property-based (issue 8): random and hostile values to every tRPC procedure, every route the
// server registers and every page, anonymously and as the main admin, get a 2xx or a 4xx with a
// message, never a 5xx, a stack trace or an internal detail. Procedures and routes are read
// from the app itself, so a new one is covered the day it is added. fast-check prints the seed
// and the smallest failing value when a property fails.

const procedures = Object.entries(
  appRouter._def.procedures as unknown as Record<
    string,
    { _def: { type: string; inputs: z.ZodType[] } }
  >,
).map(([path, procedure]) => ({
  path,
  type: procedure._def.type,
  // Shaped by the procedure's own schema, or anything at all.
  input: fc.oneof(nearlyValid(procedure._def.inputs[0]), hostileValue),
}));

/** Bodies for the REST adapters: shaped by any procedure's schema, or hostile. */
const restBody = hostileBody(fc.oneof(...procedures.map((p) => p.input)), [tinyPng()]);

/** The storefront's page paths (`:x` and `*` filled in later), from its own route table. */
const pagePaths = (function flatten(list: RouteObject[]): string[] {
  return list.flatMap((r) => [...(r.path ? [r.path] : []), ...flatten(r.children ?? [])]);
})(pageRoutes);

const routes: { method: HTTPMethods; url: string }[] = [];
const collectRoute = (route: RouteOptions) => {
  for (const method of [route.method].flat()) routes.push({ method, url: route.url });
};

let t: TestApp;
let origin: string;
let mainCookie: string;
let produkId: number;
beforeAll(async () => {
  // Trusting the proxy lets each request be a client of its own, so the properties keep
  // reaching the procedures behind the rate limits (a 429 would be a fine answer too).
  t = await createTestApp(
    { TRUST_PROXY: 'true', LOGIN_SLOWDOWN_MAX_MS: '50' },
    { client: await storefrontClient(), onRoute: collectRoute },
  );
  ({ mainCookie } = await createAdmins(t.app, t.db));
  produkId = (await insertProduk(t.db)).id;
  // tRPC reads a multipart body from the socket itself, which inject() does not give it.
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

let client = 0;
const freshClient = () => {
  client += 1;
  return `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
};

/** Words of an English internal message; ours are all Indonesian. */
const english = /\b(invalid|expected|required|unexpected|failed|error|must|cannot|not found)\b/i;

interface Answer {
  status: number;
  type: string;
  body: string;
}

function expectSafe(request: string, answer: Answer): void {
  const label = `${request.slice(0, 300)} → ${answer.status} ${answer.body.slice(0, 300)}`;
  expect(answer.status, label).toBeLessThan(500);
  expect(leak.test(answer.body), label).toBe(false);
  if (answer.status < 400 || !answer.type.includes('application/json') || !answer.body) return;
  // A refusal from the API says why, in Indonesian: `{ message }`, or tRPC's `{ error }`.
  type Refusal = { message?: unknown; error?: { message?: unknown } };
  const json = JSON.parse(answer.body) as Refusal | Refusal[];
  const first = Array.isArray(json) ? json[0] : json;
  const message = first?.message ?? first?.error?.message;
  expect(typeof message, label).toBe('string');
  expect(english.test(message as string), label).toBe(false);
}

async function inject(options: InjectOptions & { url: string }): Promise<void> {
  const res = await t.app.inject({
    ...options,
    headers: { 'x-forwarded-for': freshClient(), ...options.headers },
  });
  expectSafe(`${options.method ?? 'GET'} ${options.url}`, {
    status: res.statusCode,
    type: String(res.headers['content-type'] ?? ''),
    body: res.body,
  });
}

async function overSocket(
  method: string,
  url: string,
  body: HostileBody,
  cookie: string | undefined,
): Promise<void> {
  const res = await fetch(`${origin}${url}`, {
    method,
    headers: {
      'x-forwarded-for': freshClient(),
      ...(body.contentType !== undefined && { 'content-type': body.contentType }),
      ...(cookie && { cookie }),
    },
    body: typeof body.payload === 'string' ? body.payload : new Uint8Array(body.payload),
  });
  expectSafe(`${method} ${url} (${body.contentType})`, {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    body: await res.text(),
  });
}

/** A path with every `:param` and `*` replaced by a hostile segment or a page's path. */
const concretePath = (url: string) =>
  fc
    .tuple(hostileSegment, fc.constantFrom(...pagePaths), hostileSegment, fc.boolean())
    .map(([segment, page, tail, pageLike]) =>
      url
        .replace(/:\w+\??/g, segment)
        .replace(
          '*',
          pageLike ? page.replace(/^\//, '').replace(/:\w+|\*/g, tail) : `${segment}/${tail}`,
        ),
    );

describe('login throttling', () => {
  // First, while the main admin's password is still the one it was made with.
  it('never locks the main admin out: after any failures from other clients, a fresh one logs in', async () => {
    let fresh = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            guesser: fc.integer({ min: 1, max: 6 }),
            password: fc.string({ maxLength: 20 }),
            url: fc.constantFrom('/api/trpc/auth.login', '/api/user/login'),
          }),
          { minLength: 1, maxLength: 5 },
        ),
        async (failures) => {
          for (const { guesser, password, url } of failures) {
            await t.app.inject({
              method: 'POST',
              url,
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
          expect(owner.statusCode, owner.body).toBe(200);
        },
      ),
      // Each attempt costs a scrypt hash: few runs, short sequences.
      { numRuns: 5 },
    );
  }, 60_000);
});

describe('image dimensions', () => {
  const overTheLimits = fc.oneof(
    // A side past 8000 px…
    fc.tuple(fc.integer({ min: 8_001, max: 10 ** 8 }), fc.integer({ min: 1, max: 10 ** 8 })),
    // …or both within it and more than 40 megapixels.
    fc
      .tuple(fc.integer({ min: 5_001, max: 8_000 }), fc.integer({ min: 5_001, max: 8_000 }))
      .filter(([w, h]) => w * h > 40_000_000),
  );

  it('a header claiming too many pixels is refused with 413 at once, over REST and tRPC', async () => {
    await fc.assert(
      fc.asyncProperty(overTheLimits, fc.boolean(), fc.boolean(), async ([a, b], swap, trpc) => {
        const [width, height] = swap ? [b, a] : [a, b];
        const image = claimedSizePng(width, height);
        const started = Date.now();
        let status: number;
        let message: string;
        if (trpc) {
          const form = new FormData();
          form.append('idProduk', String(produkId));
          form.append('warna', 'Sage');
          form.append('file', new Blob([image as Uint8Array<ArrayBuffer>], { type: 'image/png' }));
          const res = await fetch(`${origin}/api/trpc/warna.create`, {
            method: 'POST',
            headers: { cookie: mainCookie },
            body: form,
          });
          status = res.status;
          message = ((await res.json()) as { error: { message: string } }).error.message;
        } else {
          const body = await multipart({ warna: 'Sage' }, { data: image, type: 'image/png' });
          const res = await t.app.inject({
            method: 'POST',
            url: `/api/warna/${produkId}`,
            headers: { ...body.headers, cookie: mainCookie },
            payload: body.payload,
          });
          status = res.statusCode;
          message = res.json<{ message: string }>().message;
        }
        expect(status, `${width} × ${height}`).toBe(413);
        expect(message).toBe(messages.imageDimensionsTooLarge);
        // Decoding one of these would take seconds to minutes; reading the header takes none.
        expect(Date.now() - started, `${width} × ${height}`).toBeLessThan(2_000);
      }),
      { numRuns: 20 },
    );
  });
});

describe.each([
  ['anonymously', false],
  ['as the main admin', true],
])('hostile input %s', (_who, asAdmin) => {
  const cookie = () => (asAdmin ? mainCookie : undefined);
  const withCookie = () => (asAdmin ? { cookie: mainCookie } : {});
  // Logging out would end the session the other runs use.
  const targets = () => procedures.filter((p) => !(asAdmin && p.path === 'auth.logout'));

  it('every tRPC procedure answers any JSON input with a 2xx or a 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...targets()).chain((p) => fc.tuple(fc.constant(p), p.input)),
        async ([procedure, input]) => {
          const json = input === undefined ? 'null' : JSON.stringify(input);
          await inject(
            procedure.type === 'query'
              ? {
                  method: 'GET',
                  url: `/api/trpc/${procedure.path}?input=${encodeURIComponent(json)}`,
                  headers: withCookie(),
                }
              : {
                  method: 'POST',
                  url: `/api/trpc/${procedure.path}`,
                  headers: { 'content-type': 'application/json', ...withCookie() },
                  body: json,
                },
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('every tRPC procedure answers any body (multipart, wrong types, deep JSON) with a 2xx or a 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(...targets())
          .chain((p) => fc.tuple(fc.constant(p), hostileBody(p.input, [tinyPng()]))),
        async ([procedure, body]) => {
          await overSocket('POST', `/api/trpc/${procedure.path}`, body, cookie());
        },
      ),
      { numRuns: 120 },
    );
  });

  it('every registered route and page answers any path, query and body with a 2xx or a 4xx', async () => {
    expect(routes.length).toBeGreaterThan(20);
    const route = fc
      .constantFrom(...routes)
      .chain(({ method, url }) =>
        fc.record({ method: fc.constant(method), path: concretePath(url), query: hostileQuery }),
      );
    await fc.assert(
      fc.asyncProperty(route, restBody, async ({ method, path, query }, body) => {
        const url = query ? `${path}?${query}` : path;
        const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(method);
        if (method === 'POST' && path.startsWith('/api/trpc/')) {
          // tRPC reads a multipart body from the socket itself, which inject() does not give it.
          return overSocket(method, url, body, cookie());
        }
        await inject({
          method,
          url,
          headers: {
            ...withCookie(),
            ...(hasBody && body.contentType !== undefined && { 'content-type': body.contentType }),
          },
          ...(hasBody && { body: body.payload }),
        });
      }),
      { numRuns: 300 },
    );
  });
});
