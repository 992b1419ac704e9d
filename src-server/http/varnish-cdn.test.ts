import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRupiah } from '../../src/shared/price.js';
import { createAdmins } from '../test/admins.js';
import { insertProduk } from '../test/fixtures.js';
import { storefrontClient } from '../test/rendering-app.js';
import { freePort } from '../test/server-process.js';
import { createTestApp, trpcMutation, type TestApp } from '../test/test-app.js';
import { startVarnish, varnishMissing, type TestVarnish } from '../test/varnish.js';

// test:pg skips this file: its subject is Varnish in front of the app; the purges' way through
// the job queue on PostgreSQL is cdn-headers.test.ts's.
//
// The app behind a real Varnish with deploy/varnish/etalase.vcl (docs/decisions/0044): kept
// pages are Varnish's hits, an admin's save purges exactly their tags through the job queue, a
// signed-in admin never gets a kept page, and a soak of visitors with edits reads nothing stale.

if (varnishMissing) {
  process.stderr.write(
    'SKIPPED: the Varnish tests (varnishd or the xkey vmod is not installed: apt install varnish varnish-modules)\n',
  );
}

/** The soak's length, its concurrent visitors and how often the admin saves a price. */
const SOAK_MS = 30_000;
const VISITORS = 6;
const EDIT_EVERY_MS = 2_000;

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
      produk.push(
        await insertProduk(t.db, {
          nama_produk: `Gamis Varnish ${i}`,
          harga: 100_000 + i * 10,
          diskon: 0,
        }),
      );
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

  it(
    'soaks: visitors read nothing stale once a purge is confirmed, and Varnish answers over 95 %',
    async () => {
      // Each product's prices in order, with when the purge of each was confirmed; every price is
      // unique, so a page showing a product's price names which edit it comes from.
      const now = await t.db.selectFrom('produk').select(['id', 'harga']).execute();
      const history = produk.map((item) => [
        { harga: now.find((row) => row.id === item.id)?.harga ?? item.harga, confirmedAt: 0 },
      ]);
      /** The prices a request made at `startedAt` may show for product `i`: none older than the last confirmed. */
      const acceptable = (i: number, startedAt: number) => {
        const edits = history[i] ?? [];
        const last = edits.findLastIndex((edit) => edit.confirmedAt <= startedAt);
        return edits.slice(last).map((edit) => edit.harga);
      };
      const stale: string[] = [];
      const counts = { hits: 0, all: 0 };
      const endAt = Date.now() + SOAK_MS;

      const visitor = async (seed: number) => {
        for (let n = seed; Date.now() < endAt; n++) {
          const i = n % produk.length;
          const item = produk[i] as Produk;
          const kind = n % 4;
          const url = ['/', `/detail/${item.id}`, `/api/produk/${item.id}`, '/FAQ'][kind] as string;
          const startedAt = Date.now();
          const answer = await get(url);
          const body = await answer.text();
          counts.all += 1;
          if (cached(answer) === 'hit') counts.hits += 1;
          const shown =
            kind === 2
              ? [(JSON.parse(body) as { harga: number }).harga]
              : kind === 1
                ? acceptable(i, startedAt).filter((harga) => body.includes(formatRupiah(harga)))
                : undefined;
          const ok = acceptable(i, startedAt);
          if (shown && !shown.some((harga) => ok.includes(harga))) {
            stale.push(`${url} at ${startedAt}: ${shown.join(',')} not in ${ok.join(',')}`);
          }
        }
      };
      const admin = async () => {
        for (let n = 1; Date.now() < endAt - EDIT_EVERY_MS; n++) {
          await new Promise((resolve) => setTimeout(resolve, EDIT_EVERY_MS));
          const i = n % produk.length;
          const item = produk[i] as Produk;
          const edit = { harga: 200_000 + n * 1_000 + i * 10, confirmedAt: Infinity };
          history[i]?.push(edit);
          const saved = Date.now();
          await editPrice(item, edit.harga);
          edit.confirmedAt = await purgeConfirmed(`p${item.id}`, saved);
        }
      };
      await Promise.all([admin(), ...Array.from({ length: VISITORS }, (_, seed) => visitor(seed))]);

      const edits = history.flat().length - produk.length;
      process.stderr.write(
        `Varnish soak: ${counts.all} answers, ${((100 * counts.hits) / counts.all).toFixed(1)} % hits, ${edits} edits, ${stale.length} stale\n`,
      );
      expect(stale).toEqual([]);
      expect(history.flat().length).toBeGreaterThan(produk.length + 5);
      expect(counts.all).toBeGreaterThan(1_000);
      expect(counts.hits / counts.all).toBeGreaterThan(0.95);
    },
    SOAK_MS + 30_000,
  );
});
