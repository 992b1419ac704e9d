import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmins } from '../test/admins.js';
import { insertProduk } from '../test/fixtures.js';
import { storefrontClient } from '../test/rendering-app.js';
import { freePort } from '../test/server-process.js';
import { createTestApp, trpcMutation, type TestApp } from '../test/test-app.js';
import { startVarnish, varnishMissing, type TestVarnish } from '../test/varnish.js';

// The app behind a real Varnish with deploy/varnish/etalase.vcl (docs/decisions/0044): kept
// pages are Varnish's hits, an admin's save purges exactly their tags through the job queue, a
// signed-in admin never gets a kept page, and a soak of visitors with edits reads nothing stale.

if (varnishMissing) {
  process.stderr.write(
    'SKIPPED: the Varnish tests (varnishd or the xkey vmod is not installed: apt install varnish varnish-modules)\n',
  );
}

type Produk = Awaited<ReturnType<typeof insertProduk>>;

/** When each CDN purge the app logged was confirmed, and its tags. */
const confirmed: { at: number; tags: string[] }[] = [];
const logLines: string[] = [];
logLines.push = (...lines: string[]) => {
  for (const line of lines) {
    const parsed = JSON.parse(line) as { msg?: string; tags?: string[] };
    if (parsed.msg === 'CDN purge confirmed')
      confirmed.push({ at: Date.now(), tags: parsed.tags ?? [] });
  }
  return 0;
};

/** Resolves when a purge naming `tag` is confirmed after `since`, with its time. */
async function purgeConfirmed(tag: string, since: number): Promise<number> {
  for (let tries = 0; tries < 500; tries++) {
    const found = confirmed.find((purge) => purge.at >= since && purge.tags.includes(tag));
    if (found) return found.at;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no purge of ${tag} was confirmed`);
}

describe.skipIf(varnishMissing)('the app behind Varnish', () => {
  let t: TestApp;
  let varnish: TestVarnish;
  let mainCookie: string;
  const produk: Produk[] = [];
  const get = (url: string, headers: Record<string, string> = {}) =>
    fetch(`${varnish.url}${url}`, { headers: { 'accept-encoding': 'br, gzip', ...headers } });
  const cached = (answer: Response) => answer.headers.get('x-varnish-cache');
  const editPrice = async (item: Produk, harga: number) => {
    const saved = await trpcMutation(
      t.app,
      'produk.update',
      {
        id: item.id,
        nama_produk: item.nama_produk,
        harga,
        diskon: 0,
        jumlah_terjual: item.jumlah_terjual,
        deskripsi_produk: item.deskripsi_produk,
        kategori: item.kategori,
      },
      { cookie: mainCookie },
    );
    expect(saved.status, saved.response.body).toBe(200);
  };
  const hargaOf = async (item: Produk) => {
    const answer = await get(`/api/produk/${item.id}`);
    return { answer, harga: ((await answer.json()) as { harga: number }).harga };
  };

  beforeAll(async () => {
    const varnishPort = await freePort();
    t = await createTestApp(
      {
        CDN_CACHE: 'on',
        CDN_PURGE: 'varnish',
        CDN_PURGE_URL: `http://127.0.0.1:${varnishPort}/`,
        SEED_DEMO: 'false',
      },
      { client: await storefrontClient(), logLines },
    );
    ({ mainCookie } = await createAdmins(t.app, t.db));
    for (let i = 0; i < 6; i++) {
      produk.push(await insertProduk(t.db, { nama_produk: `Gamis Varnish ${i}`, diskon: 0 }));
    }
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    varnish = await startVarnish(port, varnishPort);
  }, 60_000);
  afterAll(async () => {
    await varnish.stop();
    await t.close();
  });

  it('answers a product page from Varnish on the second request, without its tags', async () => {
    const first = await get(`/detail/${produk[0]?.id}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe(
      'public, max-age=60, s-maxage=3600, stale-while-revalidate=60, stale-if-error=86400',
    );
    expect(first.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(first.headers.get('xkey')).toBeNull();
    await first.text();
    const second = await get(`/detail/${produk[0]?.id}`);
    expect(cached(second)).toBe('hit');
    expect(await second.text()).toContain('Gamis Varnish 0');
  });

  it('keeps one entry for a page shared with click ids and campaign tags', async () => {
    await (await get(`/detail/${produk[1]?.id}`)).text();
    const shared = await get(`/detail/${produk[1]?.id}?utm_source=whatsapp&fbclid=abc&gclid=x`);
    expect(cached(shared)).toBe('hit');
  });

  it('shows a new price through Varnish within a second of the save, once the purge is confirmed', async () => {
    const item = produk[2] as Produk;
    await (await get(`/api/produk/${item.id}`)).text();
    expect(cached(await get(`/api/produk/${item.id}`))).toBe('hit');
    const saved = Date.now();
    await editPrice(item, 123_457);
    await purgeConfirmed(`p${item.id}`, saved);
    const { answer, harga } = await hargaOf(item);
    expect(harga).toBe(123_457);
    expect(cached(answer)).toBe('miss');
    expect(Date.now() - saved).toBeLessThan(1_000);
  });

  it('never gives a signed-in admin a kept page', async () => {
    const url = `/detail/${produk[3]?.id}`;
    await (await get(url)).text();
    expect(cached(await get(url))).toBe('hit');
    for (let i = 0; i < 3; i++) {
      const admin = await get(url, { cookie: `${mainCookie}; _ga=GA1.1.1` });
      expect(cached(admin)).toBe('miss');
      expect(admin.headers.get('cache-control')).toBe('private, no-store');
      await admin.text();
    }
  });

  it('refuses a purge from an address outside the ACL', async () => {
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const request = http.request(
        `${varnish.url}/`,
        { method: 'PURGE', headers: { 'xkey-purge': 'all' }, localAddress: '127.0.0.2' },
        (answer) => {
          answer.resume();
          resolve(answer.statusCode);
        },
      );
      request.on('error', reject);
      request.end();
    });
    expect(status).toBe(403);
  });
});
