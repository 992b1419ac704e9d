import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { emulateSlowPhone } from '../bench/slow-phone.mjs';
import { clientAddress } from './admin-helpers';
import { expectAccessible, hydrate, produkNamed, watchConsole } from './helpers';

// Nothing a visitor does is lost while a page becomes interactive (issue 18): on the slow phone
// Lighthouse stands for (slow 4G, a 4× slower CPU), each control of a page's first screen is
// used right after `load` (+0, +400, +900 ms: before, while and just after the scripts take
// over) and once the page is interactive, and what it does must happen. A control either works
// without scripts (a link, a form) or what was done to it is carried into the interactive page
// (src/entry-client.tsx, docs/decisions/0015-no-lost-taps.md).

test.describe.configure({ timeout: 60_000 });

type Moment = number | 'hydrated';
const EARLY: Moment[] = [0, 400, 900];
const ALL: Moment[] = [...EARLY, 'hydrated'];
/** For the controls whose early taps go the same way as those above: before and just after. */
const SOME: Moment[] = [0, 900];

/** What happens once the scripts have taken over can take a few seconds on this phone. */
const EFFECT_MS = 20_000;

async function openSlowly(page: Page, path: string, moment: Moment) {
  await emulateSlowPhone(page);
  await page.goto(path, { waitUntil: 'load' });
  if (moment === 'hydrated') await hydrate(page);
  else if (moment > 0) await page.waitForTimeout(moment);
}

/** A finger on the phone, a mouse on the desktop. */
async function press(target: Locator, testInfo: TestInfo) {
  if (testInfo.project.use.hasTouch) await target.tap();
  else await target.click();
}

const label = (moment: Moment) => (moment === 'hydrated' ? 'once interactive' : `+${moment} ms`);

/**
 * Keeps what `probe` finds in the page in the task right after the first click on `selector`
 * (a tap ends in one): a control that acts without waiting for the interactive code has acted by
 * then, however long that code still takes. Read it with `afterTap`.
 */
async function probeAfterTap(page: Page, selector: string, probe: () => unknown) {
  await page.addInitScript(`addEventListener('click', (event) => {
    if (window.afterTap || !event.target.closest(${JSON.stringify(selector)})) return;
    window.afterTap = { pending: true };
    setTimeout(() => { window.afterTap = { found: (${probe.toString()})() }; });
  }, { capture: true });`);
}

async function afterTap(page: Page): Promise<unknown> {
  const found = await page.waitForFunction(() => {
    const probed = (window as unknown as { afterTap?: { pending?: true; found?: unknown } })
      .afterTap;
    return probed && !probed.pending && { found: probed.found };
  });
  return ((await found.jsonValue()) as { found: unknown }).found;
}

/** The slide the carousel's track shows, and the dot marked current (1 for the first). */
function carouselShows() {
  const track = document.querySelector('[data-carousel-track]');
  const dots = [...document.querySelectorAll('[data-carousel-dot]')];
  return {
    slide: track ? Math.round(track.scrollLeft / track.clientWidth) + 1 : 0,
    dot: dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1,
  };
}

for (const moment of ALL) {
  test(`the category select switches category at ${label(moment)}`, async ({ page }) => {
    await openSlowly(page, '/kategori', moment);
    // As a picker does: no key, no tap on the page itself, only the change.
    await page.getByLabel('Kategori').selectOption('gamis');
    await expect(page).toHaveURL(/\/kategori\/gamis$/, { timeout: EFFECT_MS });
    await expect(page.getByRole('heading', { level: 1, name: 'Gamis Anak' })).toBeVisible();
    // Before the scripts have taken over, the choice loads its page at once rather than wait
    // for them; after, the router shows it in the same page (and only once).
    const loaded = await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name);
    if (moment === 0 || moment === 400) expect(loaded).toMatch(/\/kategori\/gamis$/);
    if (moment === 'hydrated') expect(loaded).toMatch(/\/kategori$/);
  });
}

for (const moment of EARLY) {
  test(`the menu opens at ${label(moment)}`, async ({ page }, testInfo) => {
    await openSlowly(page, '/', moment);
    await press(page.getByRole('button', { name: 'Buka menu' }), testInfo);
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: EFFECT_MS });
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Home' })).toBeVisible();
  });

  test(`the search opens, ready to type into, at ${label(moment)}`, async ({ page }, testInfo) => {
    await openSlowly(page, '/kategori', moment);
    await press(page.getByRole('button', { name: 'Buka pencarian' }), testInfo);
    const search = page.getByRole('combobox', { name: 'Cari Produk..' });
    await expect(search).toBeFocused({ timeout: EFFECT_MS });
    await search.fill('gamis');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/cari\?q=gamis$/, { timeout: EFFECT_MS });
  });

  test(`two taps at ${label(moment)} both count: a carousel dot, then the search`, async ({
    page,
  }, testInfo) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openSlowly(page, '/', moment);
    await press(page.getByRole('button', { name: /^Slide 3:/ }), testInfo);
    await press(page.getByRole('button', { name: 'Buka pencarian' }), testInfo);
    await expect(page.getByRole('combobox', { name: 'Cari Produk..' })).toBeFocused({
      timeout: EFFECT_MS,
    });
    await expect(page.getByRole('button', { name: /^Slide 3:/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
}

// The menu, the search and the size guide are popovers the browser opens by itself: they work
// before any script has run, so a tap takes effect at once rather than after the interactive code
// (src/components/shop/popover-dialog.tsx).
test.describe('without any script', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu opens, closes with Escape and on a tap beside it', async ({ page }, testInfo) => {
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Buka menu' });
    await press(open, testInfo);
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Tutup menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
    await press(open, testInfo);
    await expect(menu).toBeVisible();
    // Beside the panel: the dimmed page, not the link underneath.
    await page.mouse.click(380, 400);
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the search opens, ready to type into, and Enter shows the results', async ({
    page,
  }, testInfo) => {
    await page.goto('/kategori');
    await press(page.getByRole('button', { name: 'Buka pencarian' }), testInfo);
    const search = page.getByRole('combobox', { name: 'Cari Produk..' });
    await expect(search).toBeFocused();
    await search.pressSequentially('gamis');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/cari\?q=gamis$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hasil pencarian' })).toBeVisible();
  });

  test('the size guide opens and closes', async ({ page, request }, testInfo) => {
    const produk = await produkNamed(request, 'Setelan Muslim Anak Hamzah Kaos dan Celana');
    await page.goto(`/detail/${produk.id}`);
    await press(page.getByRole('button', { name: 'Panduan Ukuran' }), testInfo);
    const guide = page.getByRole('dialog', { name: 'Panduan Ukuran' });
    await expect(guide.getByRole('columnheader', { name: 'Lingkar Dada' })).toBeVisible();
    await press(guide.getByRole('button', { name: 'Tutup panduan ukuran' }), testInfo);
    await expect(guide).toBeHidden();
  });
});

test('the open menu, search and size guide pass axe', async ({ page, request }, testInfo) => {
  await page.goto('/');
  await press(page.getByRole('button', { name: 'Buka menu' }), testInfo);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await press(page.getByRole('button', { name: 'Buka pencarian' }), testInfo);
  await expect(page.getByRole('combobox')).toBeFocused();
  await expectAccessible(page);
  const produk = await produkNamed(request, 'Setelan Muslim Anak Hamzah Kaos dan Celana');
  await page.goto(`/detail/${produk.id}`);
  await press(page.getByRole('button', { name: 'Panduan Ukuran' }), testInfo);
  await expect(page.getByRole('dialog', { name: 'Panduan Ukuran' })).toBeVisible();
  await expectAccessible(page);
});

test('words typed into the search before the scripts ran search once they have', async ({
  page,
}, testInfo) => {
  const problems = watchConsole(page);
  await openSlowly(page, '/', 0);
  await press(page.getByRole('button', { name: 'Buka pencarian' }), testInfo);
  const search = page.getByRole('combobox', { name: 'Cari Produk..' });
  await search.pressSequentially('gamis');
  await hydrate(page);
  await expect(page.getByRole('option').first()).toContainText('Gamis', { timeout: EFFECT_MS });
  await expect(search).toHaveValue('gamis');
  await expect(page.getByRole('button', { name: 'Tutup pencarian' })).toBeVisible();
  expect(problems).toEqual([]);
});

for (const moment of SOME) {
  test(`a filter chosen at ${label(moment)} narrows the list`, async ({ page }, testInfo) => {
    await openSlowly(page, '/kategori', moment);
    await press(page.getByText('Filter', { exact: true }), testInfo);
    const usia = page.getByLabel('Usia');
    await usia.selectOption('11-12 tahun');
    await expect(page).toHaveURL(/\/kategori\?usia=11-12\+tahun$/, { timeout: EFFECT_MS });
    await expect(usia).toHaveValue('11-12 tahun');
  });

  test(`the size guide opens at ${label(moment)}`, async ({ page, request }, testInfo) => {
    const produk = await produkNamed(request, 'Setelan Muslim Anak Hamzah Kaos dan Celana');
    await openSlowly(page, `/detail/${produk.id}`, moment);
    await press(page.getByRole('button', { name: 'Panduan Ukuran' }), testInfo);
    await expect(page.getByRole('dialog', { name: 'Panduan Ukuran' })).toBeVisible({
      timeout: EFFECT_MS,
    });
  });
}

// The carousel and "Bagikan" work without the interactive code (the entry turns the one and
// opens the other's share sheet): a tap takes effect at once, whenever it comes.
for (const moment of ALL) {
  test(`the carousel shows the next slide at once at a tap at ${label(moment)}`, async ({
    page,
  }, testInfo) => {
    // No turning by itself, which would pass for the tap; and no smooth scrolling to wait for.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await probeAfterTap(page, '[data-carousel-track]', carouselShows);
    await openSlowly(page, '/', moment);
    await press(page.getByTestId('carousel-track'), testInfo);
    expect(await afterTap(page)).toEqual({ slide: 2, dot: 2 });
    await expect(
      page.getByRole('heading', { name: 'Hemat Sampai 50% untuk Paket Spesial' }),
    ).toBeInViewport({ ratio: 0.9 });
    await expect(
      page.getByRole('heading', { name: 'Koleksi Baju Muslim Anak Terbaru' }),
    ).not.toBeInViewport();
    await expect(page.getByRole('button', { name: /^Slide 2:/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // Once React has taken over, the page still shows the same slide, and turns on from it.
    await hydrate(page);
    await press(page.getByTestId('carousel-track'), testInfo);
    await expect
      .poll(() => page.evaluate(carouselShows), { timeout: EFFECT_MS })
      .toEqual({ slide: 3, dot: 3 });
  });

  test(`Bagikan opens the share sheet at once, and only it, at ${label(moment)}`, async ({
    page,
    request,
  }, testInfo) => {
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(navigator, 'share', {
        value: (data: unknown) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
    });
    await probeAfterTap(
      page,
      '[data-share]',
      () => (window as unknown as { shared: unknown[] }).shared.length,
    );
    const produk = await produkNamed(request, 'Gamis Anak Aisyah Motif Bunga');
    await openSlowly(page, `/detail/${produk.id}`, moment);
    await press(page.getByText('Bagikan', { exact: true }), testInfo);
    expect(await afterTap(page)).toBe(1);
    // Shared once, also once React has taken over the button.
    await hydrate(page);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { shared: unknown[] }).shared)).toEqual([
      {
        title: produk.nama_produk,
        text: `${produk.nama_produk} – Rp 134.000`,
        url: page.url(),
      },
    ]);
    await expect(page.getByRole('link', { name: 'Bagikan ke WhatsApp' })).toBeHidden();
  });
}

test('a colour swatch tapped at +0 ms shows the colour', async ({ page, request }, testInfo) => {
  const produk = await produkNamed(request, 'Gamis Anak Aisyah Motif Bunga');
  await openSlowly(page, `/detail/${produk.id}`, 0);
  const sage = page.getByRole('link', { name: 'Warna Sage' });
  await press(sage, testInfo);
  await expect(page).toHaveURL(new RegExp(`/detail/${produk.id}\\?warna=\\d+$`), {
    timeout: EFFECT_MS,
  });
  await expect(sage).toHaveAttribute('aria-current', 'true');
});

for (const moment of SOME) {
  test(`the FAQ filter keeps words typed at ${label(moment)}`, async ({ page }) => {
    await openSlowly(page, '/FAQ', moment);
    const all = await page.locator('details').count();
    await page.getByLabel('Cari pertanyaan').fill('ukuran');
    await hydrate(page);
    await expect
      .poll(() => page.locator('details').count(), { timeout: EFFECT_MS })
      .toBeLessThan(all);
    for (const text of await page.locator('details summary').allTextContents())
      expect(text.toLowerCase()).toContain('ukuran');
  });
}

test('a sort tapped at +0 ms orders the list', async ({ page }, testInfo) => {
  await openSlowly(page, '/kategori', 0);
  const cheapest = page.getByRole('link', { name: 'Harga Termurah' });
  await press(cheapest, testInfo);
  await expect(page).toHaveURL(/\/kategori\?urut=termurah$/, { timeout: EFFECT_MS });
  await expect(cheapest).toHaveAttribute('aria-current', 'true');
});

test.describe('the newsletter', () => {
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders(clientAddress());
  });

  test('takes an address autofilled before the scripts run', async ({ page }, testInfo) => {
    await openSlowly(page, '/penawarankhusus', 0);
    const email = page.getByLabel('Alamat email', { exact: true });
    const address = `isi.otomatis.${testInfo.project.name}.${Date.now()}@mail.com`;
    // Autofill: the value and its events at once, no key and no focus.
    await email.evaluate((input: HTMLInputElement, value) => {
      input.value = value;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }, address);
    await hydrate(page);
    await page.getByRole('checkbox', { name: /Saya setuju/ }).check();
    await page.getByRole('button', { name: 'Daftar' }).click();
    await expect(page.getByRole('dialog', { name: 'Pendaftaran Berhasil!' })).toBeVisible({
      timeout: EFFECT_MS,
    });
    await expect(email).toHaveValue('');
  });

  for (const moment of EARLY) {
    test(`says at once that it is sending an address pasted and sent at ${label(moment)}, and sends it once`, async ({
      page,
    }, testInfo) => {
      const signUps: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('promo.subscribe')) signUps.push(request.url());
      });
      await probeAfterTap(
        page,
        'button[type="submit"]',
        () =>
          [...document.querySelectorAll('button')].find((b) => b.textContent.includes('Daftar'))
            ?.innerText,
      );
      await openSlowly(page, '/penawarankhusus', moment);
      const email = page.getByLabel('Alamat email', { exact: true });
      await email.fill(`tempel.${testInfo.project.name}.${moment}.${Date.now()}@mail.com`);
      await page.getByRole('checkbox', { name: /Saya setuju/ }).check();
      const button = page.getByRole('button', { name: 'Daftar' });
      await button.click();
      // The same words React shows while it sends (copy.newsletter.submitting).
      expect(await afterTap(page)).toBe('Mendaftarkan...');
      // A second tap while it sends, before React has taken over, is the same sending.
      if (moment === 0) await page.getByRole('button', { name: 'Mendaftarkan...' }).click();
      await expect(page.getByRole('dialog', { name: 'Pendaftaran Berhasil!' })).toBeVisible({
        timeout: EFFECT_MS,
      });
      await expect(page).toHaveURL(/\/penawarankhusus$/);
      await expect(email).toHaveValue('');
      await expect(page.getByRole('alert')).toBeHidden();
      expect(signUps).toHaveLength(1);
      await page.getByRole('dialog').getByRole('button', { name: 'Tutup' }).click();
      await expect(page.getByRole('button', { name: 'Daftar' })).toBeEnabled();
    });
  }
});
