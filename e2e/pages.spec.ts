import { expect, test } from '@playwright/test';
import { expectAccessible, openPage, produkNamed, saveScreenshot, watchConsole } from './helpers';

// Every public route renders its key content, has its own head tags, passes axe, shows no
// console error or hydration warning, and is saved as a screenshot (e2e/screenshots/).

const routes = [
  { name: 'home', path: '/', heading: 'Koleksi Baju Muslim Anak Terbaru', title: /^Etalase$/ },
  {
    name: 'kategori',
    path: '/kategori',
    heading: 'Semua Koleksi',
    title: /Semua Koleksi \| Etalase/,
  },
  {
    name: 'kategori-gamis',
    path: '/kategori/gamis',
    heading: 'Gamis Anak',
    title: /Gamis Anak \| Etalase/,
  },
  { name: 'caraorder', path: '/caraorder', heading: 'Cara Order', title: /Cara Order/ },
  { name: 'testimoni', path: '/testimoni', heading: 'Testimoni Pelanggan', title: /Testimoni/ },
  {
    name: 'penawarankhusus',
    path: '/penawarankhusus',
    heading: 'Penawaran Khusus',
    title: /Penawaran Khusus/,
  },
  { name: 'kontakkami', path: '/kontakkami', heading: 'Kontak Kami', title: /Kontak Kami/ },
  { name: 'tentangkami', path: '/tentangkami', heading: 'Tentang Etalase', title: /Tentang Kami/ },
  { name: 'faq', path: '/FAQ', heading: 'Hai, ada yang bisa kami bantu ?', title: /FAQ/ },
  { name: 'kebijakan', path: '/kebijakan', heading: 'Kebijakan Pengembalian', title: /Kebijakan/ },
  { name: 'panduan', path: '/panduan', heading: 'Panduan Perawatan', title: /Panduan/ },
];

for (const route of routes) {
  test(`${route.path} renders its content, head tags and passes axe`, async ({
    page,
  }, testInfo) => {
    const problems = watchConsole(page);
    const response = await openPage(page, route.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    await expect(page).toHaveTitle(route.title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^.{50,}$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${route.path === '/' ? '/$' : route.path}$`),
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/);
    await expectAccessible(page);
    await saveScreenshot(page, testInfo, route.name);
    expect(problems).toEqual([]);
  });
}

test('a product page has its head tags, JSON-LD offer and passes axe', async ({
  page,
  request,
}, testInfo) => {
  const produk = await produkNamed(request, 'Gamis Anak Aisyah Motif Bunga');
  const problems = watchConsole(page);
  const response = await openPage(page, `/detail/${produk.id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: produk.nama_produk })).toBeVisible();
  await expect(page).toHaveTitle(`${produk.nama_produk} | Etalase`);
  // The main photo as a JPEG: every chat app previews it.
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    new RegExp(`/bagikan/produk-${produk.id}\\.jpg$`),
  );
  await expect(page.locator('meta[property="product:price:amount"]')).toHaveAttribute(
    'content',
    '134000',
  );
  await expect(page.locator('meta[property="product:price:currency"]')).toHaveAttribute(
    'content',
    'IDR',
  );
  const [product, breadcrumbs] = (
    JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as { '@graph': { '@type': string; hasVariant?: { offers: object }[] }[] }
  )['@graph'];
  // It comes in colours and sizes: a group with an offer per colour and size.
  expect(product?.['@type']).toBe('ProductGroup');
  expect(product?.hasVariant?.length).toBeGreaterThan(1);
  for (const variant of product?.hasVariant ?? []) {
    expect(variant.offers).toMatchObject({ priceCurrency: 'IDR', price: 134000 });
  }
  expect(breadcrumbs?.['@type']).toBe('BreadcrumbList');
  await expect(page.getByText('Kamu Mungkin Juga Suka!')).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'detail');
  expect(problems).toEqual([]);
});

test('unknown paths and products answer the 404 page with status 404', async ({
  page,
}, testInfo) => {
  for (const path of ['/halaman-tidak-ada', '/detail/999999', '/detail/abc']) {
    const response = await openPage(page, path);
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { name: 'Ups! Halaman yang kamu cari tidak ditemukan.' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute(
      'href',
      '/',
    );
  }
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, '404');
});

test('/faq redirects to /FAQ', async ({ page }) => {
  await page.goto('/faq');
  await expect(page).toHaveURL(/\/FAQ$/);
});

test('pages name the shop icons and manifest, and the server draws them', async ({ request }) => {
  const html = await (await request.get('/')).text();
  for (const href of [
    '/icons/icon-32.png',
    '/icons/apple-touch-icon.png',
    '/manifest.webmanifest',
  ]) {
    expect(html).toContain(`href="${href}"`);
    expect((await request.get(href)).status(), href).toBe(200);
  }
});

test('link previews of the home page, a category and the offers are pictures the server draws', async ({
  request,
}) => {
  for (const path of ['/', '/kategori/gamis', '/penawarankhusus']) {
    const html = await (await request.get(path)).text();
    const picture = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(new URL(picture).pathname, path).toMatch(/^\/bagikan\/[a-z-]+\.jpg$/);
    const res = await request.get(new URL(picture).pathname);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-type'], path).toBe('image/jpeg');
    expect((await res.body()).length, path).toBeGreaterThan(10_000);
  }
});

test('the built server publishes no source maps', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeDefined();
  expect((await request.get(script ?? '')).status()).toBe(200);
  expect((await request.get(`${script ?? ''}.map`)).status()).toBe(404);
  expect((await request.get('/.vite/manifest.json')).status()).toBe(404);
});

test('a page fetches its picture and font first, and its scripts only once it has loaded and painted', async ({
  page,
}) => {
  // No interaction (which would fetch the scripts at once): the page fetches them by itself.
  await page.goto('/kategori');
  await page.waitForFunction(() => {
    const names = performance.getEntriesByType('resource').map((entry) => entry.name);
    return [/\/shared-[^/]+\.js$/, /\/category-page-[^/]+\.js$/].every((chunk) =>
      names.some((name) => chunk.test(name)),
    );
  });
  const timings = await page.evaluate(async () => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    // The first largest paint the browser reported: what the page waits for. A later, larger
    // candidate (a card lower down that loaded after it) can come after the scripts, rightly.
    const largestPaint = await new Promise<number>((resolve) => {
      new PerformanceObserver((list) => {
        resolve(Math.min(...list.getEntries().map((entry) => entry.startTime)));
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    return {
      loaded: navigation?.loadEventStart ?? 0,
      largestPaint,
      resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
        (entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime }),
      ),
    };
  });
  const scripts = timings.resources.filter((r) => r.name.endsWith('.js'));
  // The entry and its two tiny helpers (the bundler's runtime, the import helper: about 2 KB
  // together) come with the page; React, the shared code and the page's chunk wait for its load
  // and for its first screen's largest paint, which they would otherwise hold up on a phone.
  const interactiveCode = scripts.filter(
    (r) => !/\/(main|rolldown-runtime|preload-helper)-[^/]+\.js$/.test(r.name),
  );
  expect(interactiveCode.filter((r) => r.start < timings.loaded)).toEqual([]);
  expect(interactiveCode.filter((r) => r.start < timings.largestPaint)).toEqual([]);
  expect(scripts.map((r) => r.name)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/\/shared-[^/]+\.js$/),
      expect.stringMatching(/\/category-page-[^/]+\.js$/),
    ]),
  );
  expect(timings.resources.some((r) => r.name.endsWith('.woff2') && r.start < timings.loaded)).toBe(
    true,
  );
});
