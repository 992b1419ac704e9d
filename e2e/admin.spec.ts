import { expect, test } from '@playwright/test';
import {
  adminScreenshot,
  apiAs,
  ensureSecondAdmin,
  expectToast,
  login,
  MAIN_ADMIN,
  ownClientAddress,
  anonymousApi,
  clientAddress,
  signIn,
  chooseRowAction,
  openRowMenu,
} from './admin-helpers';
import { expectAccessible, openPage, watchConsole } from './helpers';

test.beforeEach(ownClientAddress);

// The admin area in a real browser against the built server: login, the server's guard, the
// dashboard, roles in the UI and on the server, a session that ends mid-use, and the FAQ and
// promo screens end to end. Entity screens with uploads are in admin-catalogue.spec.ts.

test('the server sends a visitor without a session from /admin to the login page', async ({
  request,
}) => {
  for (const [path, login] of [
    ['/admin', '/login'],
    ['/admin/produk?page=2', '/login?next=%2Fadmin%2Fproduk%3Fpage%3D2'],
  ] as const) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe(login);
    expect(res.headers()['cache-control']).toBe('no-store');
    expect(await res.text()).not.toContain('/assets/admin-');
  }
});

test('a wrong password is refused with the server message, the right one opens the dashboard', async ({
  page,
}, testInfo) => {
  const problems = watchConsole(page);
  await openPage(page, '/admin/faq');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Ffaq$/);
  await expect(page.getByRole('heading', { name: 'Login Admin' })).toBeVisible();
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'login');

  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('salah-sekali');
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByRole('alert')).toHaveText('Username atau password salah');
  await adminScreenshot(page, testInfo, 'login-failed');

  await page.getByLabel('Password', { exact: true }).fill(MAIN_ADMIN.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  // Back to the page that sent the visitor to log in.
  await expect(page).toHaveURL(/\/admin\/faq$/);
  await expect(page.getByRole('heading', { name: 'FAQ', level: 1 })).toBeVisible();

  // Logged in, the login page is skipped.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/admin$/);
  // The refused login's 401 is the one error the browser may log.
  expect(problems.filter((p) => !p.includes('status of 401'))).toEqual([]);
});

test('the login form works without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    extraHTTPHeaders: clientAddress(),
  });
  const page = await context.newPage();
  await page.goto('/login?next=%2Fadmin%2Fpromo');
  await page.getByLabel('Username').fill('tidak-ada');
  await page.getByLabel('Password', { exact: true }).fill('salah-sekali');
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByRole('alert')).toHaveText('Username atau password salah');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(MAIN_ADMIN.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(/\/admin\/promo$/);
  await context.close();
});

test('the dashboard greets the admin and its counters lead to the lists', async ({
  page,
}, testInfo) => {
  const problems = watchConsole(page);
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Halo, admin!');
  const main = page.getByRole('main');
  const produk = main.getByRole('link', { name: /Total produk/ });
  await expect(produk).toContainText(/\d+/);
  await expect(main.getByRole('link', { name: /Testimoni pelanggan/ })).toBeVisible();
  await expect(main.getByRole('link', { name: /^FAQ/ })).toBeVisible();
  await expect(main.getByRole('link', { name: /Pendaftar promo bulan ini/ })).toBeVisible();
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'dashboard');
  await produk.click();
  await expect(page).toHaveURL(/\/admin\/produk$/);
  expect(problems).toEqual([]);
});

test('on a phone the menu is a drawer that closes on navigation; LogOut ends the session', async ({
  page,
  isMobile,
}, testInfo) => {
  await login(page);
  const nav = page.getByRole('navigation', { name: 'Menu admin' });
  if (testInfo.project.name === 'phone' || isMobile) {
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await adminScreenshot(page, testInfo, 'drawer');
    await nav.getByRole('link', { name: 'Warna' }).click();
    await expect(page).toHaveURL(/\/admin\/warna$/);
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Buka menu' }).click();
  }
  await expect(nav.getByRole('link', { name: 'User' })).toBeVisible();
  await page.getByRole('button', { name: 'LogOut' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await openPage(page, '/admin/faq');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Ffaq$/);
});

test('FAQ: add, edit and delete with the exact toasts, and the change shows on /FAQ', async ({
  page,
}, testInfo) => {
  const problems = watchConsole(page);
  const question = `Apakah ada ukuran jumbo (${testInfo.project.name})?`;
  await signIn(page, MAIN_ADMIN, '/admin/faq');
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'faq');

  await page.getByRole('button', { name: 'Tambah FAQ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah FAQ' });
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog.getByText('Pertanyaan wajib diisi.')).toBeVisible();
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'faq-create');
  await dialog.getByLabel('Pertanyaan').fill(question);
  await dialog.getByLabel('Jawaban').fill('Ada, sampai usia 14 tahun.');
  await dialog.getByLabel('Jawaban').press('Escape');
  await expect(page.getByRole('alertdialog')).toContainText(
    'Perubahan belum disimpan. Yakin ingin menutup form?',
  );
  await page.getByRole('alertdialog').getByRole('button', { name: 'Batal' }).click();
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expectToast(page, 'FAQ berhasil ditambahkan!');

  await page.getByLabel('Cari').fill('jumbo');
  await expect(page).toHaveURL(/search=jumbo/);
  const row = page.getByRole('row', { name: new RegExp(question.replace(/[()?]/g, '\\$&')) });
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit FAQ' });
  await edit.getByLabel('Jawaban').fill('Ada, sampai usia 15 tahun.');
  // Enter in a single-line field submits the form.
  await edit.getByLabel('Pertanyaan').press('Enter');
  await expectToast(page, 'FAQ berhasil diperbarui!');

  // A reload keeps the search.
  await page.reload();
  await expect(page.getByLabel('Cari')).toHaveValue('jumbo');

  await openPage(page, '/FAQ');
  await expect(page.getByText(question)).toBeVisible();

  await page.goto('/admin/faq?search=jumbo');
  await chooseRowAction(
    page.getByRole('row', { name: new RegExp(question.replace(/[()?]/g, '\\$&')) }),
    'Hapus',
  );
  await expect(page.getByRole('alertdialog')).toContainText(
    'Apakah yakin ingin menghapus FAQ ini?',
  );
  await adminScreenshot(page, testInfo, 'faq-delete');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ya, Hapus' }).click();
  await expectToast(page, 'FAQ berhasil dihapus!');
  await openPage(page, '/FAQ');
  await expect(page.getByText(question)).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a second admin sees no delete buttons and no User menu, and the server refuses anyway', async ({
  page,
  baseURL,
}, testInfo) => {
  const second = await ensureSecondAdmin(baseURL ?? '', testInfo);
  await signIn(page, second, '/admin/faq');
  await expect(page.getByRole('button', { name: 'Edit' }).first()).toBeVisible();
  // Edit is all a FAQ row has for them: no menu of other actions.
  await expect(page.getByRole('button', { name: 'Lainnya' })).toHaveCount(0);
  await page.goto('/admin/produk');
  await expect(page.getByRole('button', { name: 'Edit' }).first()).toBeVisible();
  const menu = await openRowMenu(page.getByRole('row').nth(1));
  await expect(menu.getByRole('menuitem', { name: /^Foto / })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Hapus' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('navigation', { name: 'Menu admin' }).getByRole('link', { name: 'User' }),
  ).toHaveCount(0);
  await page.goto('/admin/user');
  await expect(page.getByRole('heading', { name: 'Tidak diizinkan' })).toBeVisible();
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'forbidden');

  const api = await apiAs(baseURL ?? '', second);
  const faqs = (await (await api.get('/api/faq')).json()) as { id: number }[];
  expect((await api.delete(`/api/faq/${faqs[0]?.id ?? 1}`)).status()).toBe(403);
  expect((await api.get('/api/user')).status()).toBe(403);
});

test('a session ended on the server asks for the password in place; the login page is a click away', async ({
  page,
  baseURL,
}, testInfo) => {
  const second = await ensureSecondAdmin(baseURL ?? '', testInfo);
  await login(page, second, '/admin/faq');
  // The main admin sets a new password: every session of that user ends on the server.
  const main = await apiAs(baseURL ?? '');
  const newPassword = `baru-${Date.now()}`;
  expect(
    (
      await main.patch(`/api/user/${second.id}`, {
        data: { username: second.username, password: newPassword },
      })
    ).status(),
  ).toBe(200);
  // The next call to the server finds no session: the admin logs in again over the page,
  // which stays where it was.
  await page.getByLabel('Urutkan').selectOption('terlama');
  const relogin = page.getByRole('dialog', { name: 'Sesi berakhir' });
  await expect(relogin).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/faq\?sort=terlama$/);
  await relogin.getByLabel('Password', { exact: true }).fill(newPassword);
  await relogin.getByRole('button', { name: 'Masuk' }).click();
  await expect(relogin).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/faq\?sort=terlama$/);

  // Ended again: "another user" leads to the login page, which says why and returns here.
  const newer = `${newPassword}-2`;
  await main.patch(`/api/user/${second.id}`, {
    data: { username: second.username, password: newer },
  });
  await page.getByLabel('Urutkan').selectOption('a-z');
  await page.getByRole('link', { name: 'Masuk sebagai pengguna lain' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Ffaq%3Fsort%3Da-z&alasan=sesi$/);
  await expect(page.getByRole('status')).toHaveText(
    'Sesi Anda telah berakhir. Silakan login kembali.',
  );
  await page.getByLabel('Username').fill(second.username);
  await page.getByLabel('Password', { exact: true }).fill(newer);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(/\/admin\/faq\?sort=a-z$/);
  // Put the password back for the other tests.
  await main.patch(`/api/user/${second.id}`, {
    data: { username: second.username, password: second.password },
  });
});

test('promo: sign-ups newest first, check and uncheck with both confirmations, CSV download', async ({
  page,
  baseURL,
}, testInfo) => {
  const email = `bunda-${testInfo.project.name}-${Date.now()}@contoh.id`;
  const visitor = await anonymousApi(baseURL ?? '');
  expect((await visitor.post('/api/promo', { data: { email, persetujuan: true } })).status()).toBe(
    201,
  );
  await visitor.dispose();
  await signIn(page, MAIN_ADMIN, '/admin/promo');
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(page.getByRole('row').filter({ hasText: '@' }).first()).toContainText(email);
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'promo');

  const mark = row.getByRole('checkbox', { name: `Sudah dicek: ${email}` });
  await expect(mark).toHaveAttribute('aria-checked', 'false');
  await mark.click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText(
    'Apakah yakin ingin menandai promo ini sebagai sudah dicek?',
  );
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'promo-check');
  await question.getByRole('button', { name: 'Ya, Cek' }).click();
  await expect(mark).toHaveAttribute('aria-checked', 'true');
  // Stored on the server: a reload keeps it.
  await page.reload();
  await expect(mark).toHaveAttribute('aria-checked', 'true');
  await mark.click();
  await expect(page.getByRole('alertdialog')).toContainText(
    'Apakah yakin ingin membatalkan pengecekan promo ini?',
  );
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ya, Batalkan' }).click();
  await expect(mark).toHaveAttribute('aria-checked', 'false');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh CSV', exact: true }).click();
  expect((await download).suggestedFilename()).toMatch(/^promo-\d{4}-\d{2}-\d{2}\.csv$/);

  await row.getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    'Apakah yakin ingin menghapus promo ini?',
  );
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ya, Hapus' }).click();
  await expectToast(page, 'Promo berhasil dihapus!');
  await expect(row).toHaveCount(0);
});
