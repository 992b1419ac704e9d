import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';

/** A demo product found by name through the public API (ids are not assumed). */
export async function produkNamed(
  request: APIRequestContext,
  name: string,
): Promise<{ id: number; nama_produk: string }> {
  const res = await request.get(`/api/produk/search/${encodeURIComponent(name)}`);
  const found = ((await res.json()) as { id: number; nama_produk: string }[]).find(
    (p) => p.nama_produk === name,
  );
  if (!found) throw new Error(`demo product not found: ${name}`);
  return found;
}

/**
 * Opens a storefront page and waits until it is interactive. The pages hydrate at a visitor's
 * first touch, scroll, key, focus or mouse move (src/entry-client.tsx): a mouse move starts it
 * here, as a visitor's hand would, so a test's clicks reach React and not plain HTML.
 */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await hydrate(page);
  return response;
}

/** Makes the page interactive (see openPage) and waits until it is. */
export async function hydrate(page: Page) {
  await page.mouse.move(1, 1);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Scrolls through the page so lazy images load, then saves a full-page screenshot. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page.screenshot({
    path: `e2e/screenshots/${testInfo.project.name}-${name}.png`,
    fullPage: true,
  });
}

/**
 * axe-core finds no serious or critical violation (WCAG 2 A/AA). `skipFrames`: frames axe cannot
 * enter (a sandboxed one runs no script), checked as elements of the page only.
 */
export async function expectAccessible(
  page: Page,
  options: { skipFrames?: string } = {},
): Promise<void> {
  await settleAnimations(page);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (options.skipFrames) builder = builder.exclude(options.skipFrames).options({ iframes: false });
  const results = await builder.analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
  ).toEqual([]);
}

/**
 * Waits (at most 2 s) for the page's finite animations and transitions to end, so the check does
 * not judge a toast or a dialog half-faded in or out (its colours read as too little contrast).
 */
async function settleAnimations(page: Page): Promise<void> {
  // A toast fades in once it is mounted, and out once removed: wait for neither to be under way.
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('[data-sonner-toast]')].every(
          (toast) =>
            toast.getAttribute('data-mounted') === 'true' &&
            toast.getAttribute('data-removed') !== 'true',
        ),
      null,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.race([
      Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]);
  });
}

/** Collects console errors and hydration warnings while a test runs. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  return problems;
}
