import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  expect,
  request as playwrightRequest,
  test,
  type BrowserContext,
  type Cookie,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import sharp from 'sharp';
import { openPage } from './helpers';

// The admin browser tests' shared steps: logging in, a second admin, real test images.

export const MAIN_ADMIN = { username: 'admin', password: 'e2e-rahasia-123' };

let clients = 0;
/**
 * A client address of its own for each test (the e2e server trusts X-Forwarded-For), so the
 * per-client limits on logins and sign-ups count each test as one visitor.
 */
export function clientAddress(): { 'x-forwarded-for': string } {
  clients += 1;
  return { 'x-forwarded-for': `198.51.100.${(clients % 250) + 1}` };
}

/** Gives the test's browser context and API client their own client address. */
export const ownClientAddress = async ({ context }: { context: BrowserContext }) => {
  await context.setExtraHTTPHeaders(clientAddress());
};

export async function login(page: Page, user = MAIN_ADMIN, next = '/admin'): Promise<void> {
  await openPage(page, `/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[/?]/g, '\\$&')}$`));
}

/**
 * Opens the menu "Lainnya" of a list row (row-actions.tsx), the only one in `scope` (a row, or
 * the page when it lists one row): the row's actions past its main button.
 */
export async function openRowMenu(scope: Page | Locator): Promise<Locator> {
  const page = 'goto' in scope ? scope : scope.page();
  await scope.getByRole('button', { name: 'Lainnya' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** Chooses `name` in the row's menu "Lainnya". */
export async function chooseRowAction(scope: Page | Locator, name: string | RegExp): Promise<void> {
  const menu = await openRowMenu(scope);
  await menu.getByRole('menuitem', { name, exact: typeof name === 'string' }).click();
}

const sessions = new Map<string, Cookie[]>();

/**
 * Opens `next` as `user` with a session made once through the API and reused (logging in
 * through the form is tested on its own; the server limits how often one client may log in).
 */
export async function signIn(page: Page, user = MAIN_ADMIN, next = '/admin'): Promise<void> {
  const baseURL = test.info().project.use.baseURL ?? '';
  for (let attempt = 0; attempt < 2; attempt++) {
    let cookies = sessions.get(user.username);
    if (!cookies) {
      cookies = (await (await apiAs(baseURL, user)).storageState()).cookies;
      sessions.set(user.username, cookies);
    }
    await page.context().addCookies(cookies);
    await page.goto(next);
    if (!new URL(page.url()).pathname.startsWith('/login')) return;
    sessions.delete(user.username);
  }
  throw new Error(`could not sign in as ${user.username}`);
}

const apis = new Map<string, Awaited<ReturnType<typeof playwrightRequest.newContext>>>();

/**
 * An API client logged in as `user` (cookies kept), for setting up and for server checks;
 * made once per user and reused.
 */
export async function apiAs(baseURL: string, user = MAIN_ADMIN) {
  const known = apis.get(user.username);
  if (known && (await stillSignedIn(known))) return known;
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: clientAddress() });
  const res = await api.post('/api/user/login', { data: user });
  expect(res.status()).toBe(200);
  apis.set(user.username, api);
  return api;
}

/** Whether a kept client still works (a test may have disposed of it) and its session is alive. */
async function stillSignedIn(api: Awaited<ReturnType<typeof playwrightRequest.newContext>>) {
  try {
    const res = await api.get('/api/trpc/auth.me');
    if (!res.ok()) return false;
    const me = (await res.json()) as { result: { data: unknown } };
    return Boolean(me.result.data);
  } catch {
    return false;
  }
}

/** An API client with no session and a client address of its own. */
export function anonymousApi(baseURL: string) {
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: clientAddress() });
}

/** A second (not main) admin for this test project, created once through the API. */
export async function ensureSecondAdmin(baseURL: string, testInfo: TestInfo) {
  const user = { username: `kedua-${testInfo.project.name}`, password: 'kedua-rahasia-123' };
  const api = await apiAs(baseURL);
  const users = (await (await api.get('/api/user')).json()) as { id: number; username: string }[];
  let found = users.find((u) => u.username === user.username);
  if (!found) {
    const res = await api.post('/api/user', { data: user });
    expect(res.status()).toBe(201);
    found = (await res.json()) as { id: number; username: string };
  }
  return { ...user, id: found.id };
}

/** A real photo-like PNG drawn locally (nothing is downloaded), saved to a temporary file. */
export async function testImage(name: string, colour: string): Promise<string> {
  const file = path.join(os.tmpdir(), `etalase-e2e-${name}.png`);
  if (!fs.existsSync(file)) {
    await sharp({
      create: { width: 800, height: 800, channels: 3, background: colour },
    })
      .composite([
        {
          input: Buffer.from(
            `<svg width="800" height="800"><circle cx="400" cy="400" r="260" fill="white" opacity="0.6"/></svg>`,
          ),
        },
      ])
      .png()
      .toFile(file);
  }
  return file;
}

/**
 * Clicks `button` and waits for the server's answer to the tRPC call `procedure` it makes: a
 * confirmation dialog hides the page behind it from the accessibility tree, so a row gone from
 * `getByRole` says nothing of whether the write is done.
 */
export async function clickAndAwaitWrite(
  page: Page,
  button: Locator,
  procedure: string,
): Promise<void> {
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname.split('/').pop()?.split(',').includes(procedure) === true,
  );
  await button.click();
  const response = await answered;
  expect(response.ok(), `${procedure}: ${response.status()}`).toBe(true);
}

/** The toast with `text` appears (and it is the failure or success kind we expect). */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: text }).first()).toBeVisible();
}

export async function adminScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  // A dialog is shot as the screen shows it; a page, whole.
  const dialogOpen = await page.locator('[role="dialog"], [role="alertdialog"]').count();
  await page.screenshot({
    path: `e2e/screenshots/${testInfo.project.name}-admin-${name}.png`,
    fullPage: dialogOpen === 0,
  });
}

/**
 * One product's figure in the dashboard's "Dilihat dan diklik per produk", by its column's name
 * ("Dilihat", "Shopee", "Rasio klik"…): a table from a small tablet up, a card per product on a
 * phone.
 */
export async function kinerjaFigure(panel: Locator, nama: string, label: string): Promise<Locator> {
  const page = panel.page();
  if ((page.viewportSize()?.width ?? 1280) < 640) {
    return panel
      .getByRole('list', { name: /per produk/ })
      .getByRole('listitem')
      .filter({ hasText: nama })
      .locator('div')
      .filter({ has: page.locator('dt').getByText(label, { exact: true }) })
      .locator('dd');
  }
  const table = panel.getByRole('table', { name: /per produk/ });
  const headers = (await table.getByRole('columnheader').allTextContents()).map((h) => h.trim());
  // The product's name is the row's header, so its figures are the header's index less one.
  return table
    .getByRole('row', { name: new RegExp(nama) })
    .getByRole('cell')
    .nth(headers.indexOf(label) - 1);
}
