import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copy } from '../../src/shared/copy.js';
import { messages } from '../../src/shared/messages.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

// Found by the property tests (issue 8): a URL the router cannot read got Fastify's English
// JSON, on pages too, past our error handler.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tooLong = 'x'.repeat(1_001);

describe('a URL the router cannot read', () => {
  it.each([
    ['an escape that decodes to no text', '/api/produk/%ED%A0%80', 400, messages.invalidInput],
    ['an invalid byte', '/api/warnaproduk/%FF', 400, messages.invalidInput],
    ['a segment past 1000 characters', `/api/produk/${tooLong}`, 414, messages.payloadTooLarge],
    ['the same on tRPC', '/api/trpc/%ED%A0%80', 400, messages.invalidInput],
  ])('on the API, %s, is a 4xx with our message', async (_name, url, status, message) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ message });
  });

  it.each([['/detail/%ED%A0%80'], ['/kategori/%FF'], ['/%C0%AF']])(
    'on a page (%s) is the not-found page, in Indonesian',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.body).toContain(copy.notFound.title);
      expect(res.body).not.toMatch(/Bad Request|not a valid url|FST_ERR/);
    },
  );
});
