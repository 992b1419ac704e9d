import { expect, test } from '@playwright/test';
import { adminScreenshot, MAIN_ADMIN, ownClientAddress, signIn } from './admin-helpers';
import { expectAccessible, watchConsole } from './helpers';

test.beforeEach(ownClientAddress);

// Admin lists sorted by their columns (issue 20 item 5) in a real browser: a header sorts, the
// URL keeps the sort with the search and page, and a reload shows the same rows in the same order.

test('a list sorted by a column keeps its order and page across a reload', async ({
  page,
}, testInfo) => {
  const problems = watchConsole(page);
  await signIn(page, MAIN_ADMIN, '/admin/testimoni');
  // Hidden on a phone (rows are cards), the header still says how the list is sorted.
  const header = page.locator('th', { hasText: 'Nama pembeli' });
  const firstNames = () =>
    page
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .evaluateAll((rows) => rows.map((row) => row.querySelector('td p')?.textContent ?? ''));

  if (testInfo.project.name === 'phone') {
    // Rows are cards on a phone: the headers' sort is one select above them.
    await page.getByLabel('Urutkan').selectOption({ label: 'Nama pembeli, naik (A–Z, terkecil)' });
    await expect(page).toHaveURL(/urut=nama_pembeli/);
    await page.getByLabel('Urutkan').selectOption({ label: 'Nama pembeli, turun (Z–A, terbesar)' });
  } else {
    await header.getByRole('button').click();
    await expect(page).toHaveURL(/urut=nama_pembeli/);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await header.getByRole('button').press('Enter');
  }
  await expect(page).toHaveURL(/urut=nama_pembeli&arah=desc/);
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const sorted = await firstNames();
  expect(sorted.length).toBeGreaterThan(1);
  expect([...sorted].sort((a, b) => b.localeCompare(a, 'id', { sensitivity: 'base' }))).toEqual(
    sorted,
  );
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'testimoni-urut');

  await page.reload();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(firstNames).toEqual(sorted);
  expect(problems).toEqual([]);
});
