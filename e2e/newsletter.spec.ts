import { expect, test } from '@playwright/test';
import { anonymousApi, apiAs } from './admin-helpers';
import { expectAccessible, openPage, saveScreenshot } from './helpers';

// The unsubscribe link of every newsletter e-mail (docs/product.md §10): no login, a token.

async function signedUpWithLink(baseURL: string, email: string): Promise<string> {
  const visitor = await anonymousApi(baseURL);
  const res = await visitor.post('/api/promo', {
    data: { email, persetujuan: true, halaman: '/penawarankhusus' },
  });
  expect(res.status()).toBe(201);
  // The main admin's mailing CSV carries each address's link, as the shop's mailings would.
  const admin = await apiAs(baseURL);
  const csv = (
    (await (await admin.get('/api/trpc/promo.exportMailingCsv')).json()) as {
      result: { data: { csv: string } };
    }
  ).result.data.csv;
  const line = csv.split('\r\n').find((l) => l.includes(`"${email}"`)) ?? '';
  expect(line).toContain('"/penawarankhusus"');
  const link = /"(https?:\/\/[^"]+\/berhenti-langganan\?token=[0-9a-f]{64})"/.exec(line)?.[1];
  if (!link) throw new Error(`no unsubscribe link for ${email}`);
  return new URL(link).pathname + new URL(link).search;
}

test('the unsubscribe link ends the subscription after one confirmation, and only once', async ({
  page,
  baseURL,
}, testInfo) => {
  const email = `berhenti.${testInfo.project.name}.${Date.now()}@mail.com`;
  const link = await signedUpWithLink(baseURL ?? '', email);
  await openPage(page, link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Berhenti Berlangganan');
  await expect(
    page.getByText(/Berhenti menerima info promo untuk b\*\*\*@mail\.com\?/),
  ).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'unsubscribe');
  await page.getByRole('button', { name: 'Ya, berhenti berlangganan' }).click();
  await expect(page.getByRole('status')).toHaveText(/Kamu sudah berhenti berlangganan/);

  await openPage(page, link);
  await expect(page.getByRole('alert')).toHaveText(/tidak berlaku atau sudah digunakan/);
});

test('unsubscribing works without JavaScript', async ({ browser, baseURL }, testInfo) => {
  const email = `tanpajs.${testInfo.project.name}.${Date.now()}@mail.com`;
  const link = await signedUpWithLink(baseURL ?? '', email);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(link);
  await page.getByRole('button', { name: 'Ya, berhenti berlangganan' }).click();
  await expect(page).toHaveURL(/\/berhenti-langganan\?selesai=1$/);
  await expect(page.getByText(/Kamu sudah berhenti berlangganan/)).toBeVisible();
  await context.close();
});
