import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefrontClient } from '../test/rendering-app.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

// A `?` written `%3F` is part of the path, not the start of a query (issue 29): the router reads
// `/FAQ%3Fx=1` as a page named "FAQ?x=1", which does not exist. The response cache once decoded
// it into `/FAQ?x=1`, the FAQ's own key, so the same address answered the FAQ when the FAQ was
// kept and the 404 page when it was not. Both orders, on pages and on API reads.

let cached: TestApp;
let uncached: TestApp;

beforeAll(async () => {
  const client = await storefrontClient();
  cached = await createTestApp({ RESPONSE_CACHE: 'true' }, { client, scheduleTimer: false });
  uncached = await createTestApp({ RESPONSE_CACHE: 'false' }, { client, scheduleTimer: false });
});
afterAll(async () => {
  await cached.close();
  await uncached.close();
});

/** Status and body as a visitor gets them (the marker of a kept answer aside). */
async function answer(app: TestApp, url: string) {
  const res = await app.app.inject(url);
  return { status: res.statusCode, cache: res.headers['x-cache'], body: res.body };
}

/** Asked enough times for the cache to keep it (from the second request, decision 0008). */
async function warm(url: string) {
  for (let i = 0; i < 3; i++) await answer(cached, url);
  expect((await answer(cached, url)).cache).toBe('hit');
}

describe('a path with %3F', () => {
  it('answers as without the cache when the page it decodes to is kept first', async () => {
    const truth = await answer(uncached, '/FAQ%3Fx=1');
    expect(truth.status).toBe(404);
    await warm('/FAQ');
    const escaped = await answer(cached, '/FAQ%3Fx=1');
    expect(escaped.status).toBe(404);
    expect(escaped.cache).not.toBe('hit');
  });

  it('answers as without the cache when it is asked first, and after its page is kept', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await answer(cached, '/penawarankhusus%3Fa=1')).status).toBe(404);
    }
    await warm('/penawarankhusus');
    const after = await answer(cached, '/penawarankhusus%3Fa=1');
    expect(after.status).toBe(404);
    expect(after.cache).not.toBe('hit');
    // And the page itself is still its own.
    expect((await answer(cached, '/penawarankhusus')).status).toBe(200);
  });

  it('an API read named with %3F is the same 404 in both orders', async () => {
    const truth = await answer(uncached, '/api/trpc/faq.list%3Finput=%7B%7D');
    expect(truth.status).toBe(404);
    const first = await answer(cached, '/api/trpc/faq.list%3Finput=%7B%7D');
    expect(first.status).toBe(404);
    await warm('/api/trpc/faq.list?input=%7B%7D');
    const after = await answer(cached, '/api/trpc/faq.list%3Finput=%7B%7D');
    expect([after.status, after.cache]).toEqual([404, first.cache]);
    expect(after.body).toBe(first.body);
  });
});
