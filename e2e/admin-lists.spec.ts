import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { adminScreenshot, MAIN_ADMIN, ownClientAddress, signIn } from './admin-helpers';
import { expectAccessible, watchConsole } from './helpers';

test.beforeEach(ownClientAddress);

// Admin lists sorted by their columns (issue 20 item 5) in a real browser: a header sorts, the
// URL keeps the sort with the search and page, and a reload shows the same rows in the same order.

/** The first cell's text of each row shown. */
const firstCells = (page: Page) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .evaluateAll((rows) => rows.map((row) => row.querySelector('td p')?.textContent ?? ''));

/**
 * Opens `path`, sorts by `column` (key `urut`) up then down, by its header on a desktop and by
 * the Urutkan select on a phone, checks the order, axe and the page, then reloads.
 */
async function sortsAndReloads(
  page: Page,
  testInfo: TestInfo,
  { path, column, urut, shot }: { path: string; column: string; urut: string; shot: string },
) {
  const problems = watchConsole(page);
  await signIn(page, MAIN_ADMIN, path);
  // Hidden on a phone (rows are cards), the header still says how the list is sorted.
  const header = page.locator('th', { hasText: column });
  if (testInfo.project.name === 'phone') {
    // Rows are cards on a phone: the headers' sort is one select above them.
    await page.getByLabel('Urutkan').selectOption({ label: `${column}, naik (A–Z, terkecil)` });
    await expect(page).toHaveURL(new RegExp(`urut=${urut}`));
    await page.getByLabel('Urutkan').selectOption({ label: `${column}, turun (Z–A, terbesar)` });
  } else {
    await header.getByRole('button').click();
    await expect(page).toHaveURL(new RegExp(`urut=${urut}`));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await header.getByRole('button').press('Enter');
  }
  await expect(page).toHaveURL(new RegExp(`urut=${urut}&arah=desc`));
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const sorted = await firstCells(page);
  expect(sorted.length).toBeGreaterThan(1);
  expect([...sorted].sort((a, b) => b.localeCompare(a, 'id', { sensitivity: 'base' }))).toEqual(
    sorted,
  );
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, shot);

  await page.reload();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => firstCells(page)).toEqual(sorted);
  expect(problems).toEqual([]);
  return sorted;
}

test('a list sorted by a column keeps its order and page across a reload', async ({
  page,
}, testInfo) => {
  await sortsAndReloads(page, testInfo, {
    path: '/admin/testimoni',
    column: 'Nama pembeli',
    urut: 'nama_pembeli',
    shot: 'testimoni-urut',
  });
});

test('the colour list keeps its search, sort and page in the URL across a reload', async ({
  page,
}, testInfo) => {
  const sorted = await sortsAndReloads(page, testInfo, {
    path: '/admin/warna?search=a',
    column: 'Nama warna',
    urut: 'warna',
    shot: 'warna-urut',
  });
  await expect(page).toHaveURL(/\?search=a&urut=warna&arah=desc$/);
  await expect(page.getByLabel('Cari')).toHaveValue('a');
  const next = page.getByRole('button', { name: 'Berikutnya' });
  if (await next.isEnabled()) {
    await next.click();
    await expect(page).toHaveURL(/&page=2$/);
    await expect.poll(() => firstCells(page)).not.toEqual(sorted);
    const second = await firstCells(page);
    // Going down: the second page starts where the first ended.
    expect(
      second[0]?.localeCompare(sorted.at(-1) ?? '', 'id', { sensitivity: 'base' }),
    ).toBeLessThanOrEqual(0);
    await page.reload();
    await expect.poll(() => firstCells(page)).toEqual(second);
  }
});
