import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { purgeFor, webhookSignature } from './cdn-purge.js';

// The purge adapters against a local HTTP server standing in for the CDN (never the internet):
// what each sends, and that only a 2xx (and Cloudflare's `success`) counts as done.

interface Heard {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const heard: Heard[] = [];
let answer: { status: number; body: string } = { status: 200, body: '{"success":true}' };
const server = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    heard.push({
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
      body,
    });
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
});
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  heard.length = 0;
  answer = { status: 200, body: '{"success":true}' };
});

const secret = 'rahasia-webhook-yang-panjang-sekali-123';

describe('the CDN purge adapters', () => {
  it('Varnish: a PURGE with the tags in xkey-purge', async () => {
    await purgeFor({ kind: 'varnish', url: `${base}/` })(['list', 'p3', 'p5']);
    expect(heard).toMatchObject([{ method: 'PURGE', url: '/' }]);
    expect(heard[0]?.headers['xkey-purge']).toBe('list p3 p5');
  });

  it('webhook: the tags as JSON, signed with HMAC-SHA256 of the timestamp and body', async () => {
    const before = Math.floor(Date.now() / 1000);
    await purgeFor({ kind: 'webhook', url: `${base}/hook`, secret })(['all']);
    const [request] = heard;
    expect(request).toMatchObject({ method: 'POST', url: '/hook', body: '{"tags":["all"]}' });
    const timestamp = String(request?.headers['x-etalase-timestamp']);
    expect(Number(timestamp)).toBeGreaterThanOrEqual(before);
    expect(request?.headers['x-etalase-signature']).toBe(
      webhookSignature(secret, timestamp, request?.body ?? ''),
    );
    expect(request?.headers['x-etalase-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
    // The secret itself is never sent.
    expect(JSON.stringify(request)).not.toContain(secret);
  });

  it('Cloudflare: purge_cache by tag with the bearer token, at most 30 tags a call', async () => {
    const tags = ['list', ...Array.from({ length: 64 }, (_, i) => `p${i + 1}`)];
    const zoneId = '0123456789abcdef0123456789abcdef';
    await purgeFor({ kind: 'cloudflare', url: base, zoneId, token: 'token-uji-cloudflare-123' })(
      tags,
    );
    expect(heard.map((request) => request.url)).toEqual(
      Array(3).fill(`/client/v4/zones/${zoneId}/purge_cache`),
    );
    expect(heard[0]?.headers.authorization).toBe('Bearer token-uji-cloudflare-123');
    const sent = heard.map((request) => (JSON.parse(request.body) as { tags: string[] }).tags);
    expect(sent.map((batch) => batch.length)).toEqual([30, 30, 5]);
    expect(sent.flat()).toEqual(tags);
  });

  it('fails (so the job tries again) on anything but a 2xx, naming no secret', async () => {
    answer = { status: 503, body: 'sibuk' };
    await expect(purgeFor({ kind: 'varnish', url: `${base}/` })(['all'])).rejects.toThrow(
      'Varnish purge answered 503',
    );
    const hook = purgeFor({ kind: 'webhook', url: `${base}/hook`, secret })(['all']);
    await expect(hook).rejects.toThrow(/^CDN purge webhook answered 503$/);
    answer = { status: 200, body: '{"success":false,"errors":[{"code":1134}]}' };
    const cloudflare = purgeFor({
      kind: 'cloudflare',
      url: base,
      zoneId: '0123456789abcdef0123456789abcdef',
      token: 'token-uji-cloudflare-123',
    })(['all']);
    await expect(cloudflare).rejects.toThrow('Cloudflare purge answered without success');
  });
});
