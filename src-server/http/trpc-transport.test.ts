import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

// Found by the property tests (issue 8): requests the tRPC adapter answered with a 500.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the tRPC endpoint', () => {
  it.each(['TRACE', 'OPTIONS', 'PUT', 'PATCH', 'DELETE'] as const)(
    'refuses %s with 405, saying which methods it takes',
    async (method) => {
      const res = await t.app.inject({ method, url: '/api/trpc/faq.list' });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD, POST');
      expect(res.json()).toEqual({ message: messages.methodNotAllowed });
    },
  );

  it.each([
    ['GET', '/api/trpc/%25'],
    ['POST', '/api/trpc/%25'],
    ['GET', '/api/trpc/faq.list,%25?batch=1&input=%7B%7D'],
    ['GET', '/api/trpc/faq.list%2F..'],
  ] as const)('answers %s %s, a name no procedure has, with 404', async (method, url) => {
    const res = await t.app.inject({
      method,
      url,
      ...(method === 'POST' && { headers: { 'content-type': 'application/json' }, body: '{}' }),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: messages.routeNotFound });
  });

  it('still answers procedures, batches and HEAD', async () => {
    const one = await t.app.inject({ method: 'GET', url: '/api/trpc/site.settings' });
    expect(one.statusCode).toBe(200);
    const batch = await t.app.inject({
      method: 'GET',
      url: `/api/trpc/faq.list,produk.legacyList?batch=1&input=${encodeURIComponent('{"0":{},"1":{}}')}`,
    });
    expect(batch.statusCode).toBe(200);
    expect(batch.json()).toHaveLength(2);
    const head = await t.app.inject({ method: 'HEAD', url: '/api/trpc/faq.list' });
    expect(head.statusCode).toBeLessThan(300);
  });

  it('answers a mutation asked for with GET in our words', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/trpc/promo.subscribe' });
    expect(res.statusCode).toBe(405);
    expect(res.json<{ error: { message: string } }>().error.message).toBe(
      messages.methodNotAllowed,
    );
  });
});
