import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages.js';
import { projectRoot } from '../paths.js';
import { createAdmins } from '../test/admins.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

// Issue 8 item 3: on a REST write the session and role are checked before the body is read,
// so an anonymous write is refused without parsing it, whatever its body.

const PUBLIC_WRITES = new Set(['POST /api/promo', 'POST /api/user/login']);
const MAIN_ADMIN_WRITES = new Set([
  'DELETE /api/produk/:id',
  'DELETE /api/warna/:id',
  'DELETE /api/ukuran/:id',
  'DELETE /api/testimoni/:id',
  'DELETE /api/faq/:id',
  'DELETE /api/promo/:id',
  'POST /api/user',
  'PATCH /api/user/:id',
  'DELETE /api/user/:id',
]);

/** Every REST write, as the adapters declare them (checked against the sources below). */
const WRITES = [
  'POST /api/produk',
  'PATCH /api/produk/:id',
  'DELETE /api/produk/:id',
  'POST /api/warna/:idProduk',
  'PATCH /api/warna/:id/produk/:idProduk',
  'DELETE /api/warna/:id',
  'POST /api/ukuran/:idProduk',
  'PATCH /api/ukuran/:id/produk/:idProduk',
  'DELETE /api/ukuran/:id',
  'POST /api/testimoni',
  'PATCH /api/testimoni/:id',
  'DELETE /api/testimoni/:id',
  'POST /api/faq',
  'PATCH /api/faq/:id',
  'DELETE /api/faq/:id',
  'POST /api/promo',
  'DELETE /api/promo/:id',
  'POST /api/user/login',
  'POST /api/user',
  'PATCH /api/user/:id',
  'DELETE /api/user/:id',
];

let t: TestApp;
let staffCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ staffCookie } = await createAdmins(t.app, t.db));
});
afterAll(() => t.close());

let origin: string | undefined;
const listening = async () => (origin ??= await t.app.listen({ port: 0, host: '127.0.0.1' }));

/**
 * Starts a POST that says it will send `length` bytes (0: chunked, no length), writes only the
 * first megabyte and waits for the answer.
 */
function postAndStop(
  url: URL,
  type: string,
  length: number,
): Promise<{ status: number | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      headers: { 'content-type': type, ...(length > 0 && { 'content-length': String(length) }) },
    });
    request.on('error', reject);
    // A server that waits for the rest of the body never answers.
    request.setTimeout(5_000, () => {
      request.destroy();
      reject(new Error('no answer while the body was still unsent'));
    });
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        request.destroy();
        resolve({ status: response.statusCode, body });
      });
    });
    request.write(Buffer.alloc(1024 * 1024, 'x'));
  });
}

const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1');
const unfinishedMultipart = {
  'content-type': 'multipart/form-data; boundary=b',
};
const unfinished = '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\nnilai';

describe('REST writes', () => {
  it('each declare the procedure whose rule guards them, and the list above has them all', async () => {
    const folder = path.join(projectRoot, 'src-server', 'modules');
    const declared: string[] = [];
    for (const module of await fs.readdir(folder)) {
      const file = path.join(folder, module, `${module}.rest.ts`);
      const source = await fs.readFile(file, 'utf8').catch(() => '');
      const routes = source.matchAll(
        /app\.(post|patch|put|delete)(?:<[^>]*>)?\(\s*'([^']+)',\s*(\{ onRequest: guard\('[a-zA-Z]+\.[a-zA-Z]+'\) \})?/g,
      );
      for (const [, method = '', url = '', guarded] of routes) {
        const key = `${method.toUpperCase()} /api${url}`;
        expect(guarded, `${key} has no guard`).toBeDefined();
        declared.push(key);
      }
    }
    expect(declared.sort()).toEqual([...WRITES].sort());
  });

  it('refuse an anonymous write with 401 before reading its malformed body', async () => {
    for (const key of WRITES) {
      const [method = '', url = ''] = key.split(' ');
      const res = await t.app.inject({
        method: method as 'POST',
        url: concrete(url),
        headers: unfinishedMultipart,
        body: unfinished,
      });
      if (PUBLIC_WRITES.has(key)) {
        expect(res.statusCode, key).toBe(400);
        expect(res.json(), key).toEqual({ message: messages.badJson });
      } else {
        expect(res.statusCode, key).toBe(401);
        expect(res.json(), key).toEqual({ message: messages.loginRequired });
      }
    }
  });

  it('refuse an anonymous write before reading a body over every size limit', async () => {
    const huge = JSON.stringify({ pertanyaan: 'x'.repeat(3 * 1024 * 1024) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/faq',
      headers: { 'content-type': 'application/json' },
      body: huge,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: messages.loginRequired });
  });

  it.each([
    ['a 50 MB multipart upload', '/api/produk', 'multipart/form-data; boundary=b', 50],
    ['50 MB of JSON', '/api/faq', 'application/json', 50],
    ['a chunked body of no stated length', '/api/testimoni', 'multipart/form-data; boundary=b', 0],
  ])(
    'refuse %s from anyone, over a socket, before the body has been sent',
    async (_name, url, type, megabytes) => {
      const base = await listening();
      const started = Date.now();
      const answer = await postAndStop(new URL(url, base), type, megabytes * 1024 * 1024);
      // The client wrote one megabyte and waits: the answer came without the rest.
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.body)).toEqual({ message: messages.loginRequired });
      expect(Date.now() - started).toBeLessThan(2_000);
    },
  );

  it('refuse a second admin on the main admin’s writes with 403 before reading the body', async () => {
    for (const key of MAIN_ADMIN_WRITES) {
      const [method = '', url = ''] = key.split(' ');
      const res = await t.app.inject({
        method: method as 'POST',
        url: concrete(url),
        headers: { ...unfinishedMultipart, cookie: staffCookie },
        body: unfinished,
      });
      expect(res.statusCode, key).toBe(403);
      expect(res.json(), key).toEqual({ message: messages.mainAdminOnly });
    }
  });
});
