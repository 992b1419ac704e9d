import fs from 'node:fs';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import {
  adminScreenshot,
  anonymousApi,
  apiAs,
  expectToast,
  login,
  ownClientAddress,
  testImage,
} from './admin-helpers';

test.beforeEach(ownClientAddress);

// The admin's own account in a real browser: a session that ends while a form is being filled
// in loses nothing (logging in again over the form saves it), and Akun saya changes the
// password. Each test works as an admin of its own, so no other test's session is touched.

async function ownAdmin(baseURL: string, testInfo: TestInfo, name: string) {
  const user = {
    username: `${name}-${testInfo.project.name}-${Date.now() % 100_000}`,
    password: 'rahasia-awal-123',
  };
  const main = await apiAs(baseURL);
  expect((await main.post('/api/user', { data: user })).status()).toBe(201);
  return user;
}

/** Ends the page's session on the server, as logging out in another tab does. */
async function endSessionElsewhere(page: Page, baseURL: string) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'etalase_session');
  expect(cookie).toBeDefined();
  const otherTab = await anonymousApi(baseURL);
  const res = await otherTab.post('/api/trpc/auth.logout', {
    headers: { cookie: `etalase_session=${cookie?.value ?? ''}` },
    data: {},
  });
  expect(res.status()).toBe(200);
  await otherTab.dispose();
}

/** Products this file made, deleted after each test: other files pick demo products by place. */
const made: number[] = [];
test.afterEach(async ({ baseURL }) => {
  const main = await apiAs(baseURL ?? '');
  for (const id of made.splice(0)) {
    expect((await main.delete(`/api/produk/${id}`)).status()).toBe(200);
  }
});

async function newProduk(main: Awaited<ReturnType<typeof apiAs>>, nama: string) {
  const created = await main.post('/api/produk', {
    multipart: {
      nama_produk: nama,
      harga: '150000',
      diskon: '0',
      jumlah_terjual: '0',
      kategori: 'gamis',
      deskripsi_produk: 'Deskripsi awal.',
      file: {
        name: 'foto.png',
        mimeType: 'image/png',
        buffer: fs.readFileSync(await testImage('sesi', '#7c9a7e')),
      },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  made.push(id);
  return id;
}

test('a save after the session ended asks for the password over the form, then saves what was typed', async ({
  page,
  baseURL,
}, testInfo) => {
  const admin = await ownAdmin(baseURL ?? '', testInfo, 'sesi');
  const main = await apiAs(baseURL ?? '');
  const nama = `Gamis Sesi ${testInfo.project.name} ${Date.now()}`;
  const id = await newProduk(main, nama);

  await login(page, admin, `/admin/produk?search=${encodeURIComponent(nama)}`);
  const row = page.getByRole('row', { name: new RegExp(nama) });
  await row.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/produk/${id}$`));
  await page.getByLabel('Nama produk').fill(`${nama} baru`);
  await page
    .getByLabel('Deskripsi produk')
    .fill('Deskripsi yang diketik sebelum sesinya berakhir.');

  await endSessionElsewhere(page, baseURL ?? '');
  await page.getByRole('button', { name: 'Simpan produk' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ya, Simpan' }).click();

  // Logging in again, over the form: the username is the one signed in.
  const relogin = page.getByRole('dialog', { name: 'Sesi berakhir' });
  await expect(relogin).toBeVisible();
  await expect(relogin.getByLabel('Username')).toHaveValue(admin.username);
  // The form is still open underneath (hidden from the accessibility tree while the dialog is up).
  await expect(page.locator('input[name="nama_produk"]')).toHaveValue(`${nama} baru`);
  await adminScreenshot(page, testInfo, 'relogin');
  await relogin.getByLabel('Password', { exact: true }).fill('salah-sekali-123');
  await relogin.getByRole('button', { name: 'Masuk' }).click();
  await expect(relogin.getByText('Username atau password salah')).toBeVisible();
  await relogin.getByLabel('Password', { exact: true }).fill(admin.password);
  await relogin.getByRole('button', { name: 'Masuk' }).click();

  // The save that waited goes through on its own.
  await expectToast(page, 'Produk berhasil diperbarui!');
  await expect(relogin).toBeHidden();
  const saved = (await (await main.get(`/api/produk/${id}`)).json()) as {
    nama_produk: string;
    deskripsi_produk: string;
  };
  expect(saved.nama_produk).toBe(`${nama} baru`);
  expect(saved.deskripsi_produk).toBe('Deskripsi yang diketik sebelum sesinya berakhir.');
  // Still signed in: the page works on.
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/produk/);
});

test('a reload after the session ended goes by the login page and brings the typed form back', async ({
  page,
  baseURL,
}, testInfo) => {
  const admin = await ownAdmin(baseURL ?? '', testInfo, 'draf');
  const main = await apiAs(baseURL ?? '');
  const id = await newProduk(main, `Gamis Draf ${testInfo.project.name} ${Date.now()}`);
  const nama = ((await (await main.get(`/api/produk/${id}`)).json()) as { nama_produk: string })
    .nama_produk;

  const listPath = `/admin/produk?search=${encodeURIComponent(nama)}`;
  await login(page, admin, listPath);
  await page
    .getByRole('row', { name: new RegExp(nama) })
    .getByRole('button', { name: 'Edit', exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/produk/${id}$`));
  await page.getByLabel('Nama produk').fill(`${nama} dari draf`);

  await endSessionElsewhere(page, baseURL ?? '');
  await page.reload();
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Masuk' }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/produk/${id}$`));
  await expect(page.getByText(/Isian yang belum tersimpan dipulihkan/)).toBeVisible();
  await expect(page.getByLabel('Nama produk')).toHaveValue(`${nama} dari draf`);
  await page.getByRole('button', { name: 'Simpan produk' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ya, Simpan' }).click();
  await expectToast(page, 'Produk berhasil diperbarui!');
  const saved = (await (await main.get(`/api/produk/${id}`)).json()) as { nama_produk: string };
  expect(saved.nama_produk).toBe(`${nama} dari draf`);
  // Saved: the next visit opens the stored product, no draft over it.
  await page.reload();
  await expect(page.getByLabel('Nama produk')).toHaveValue(`${nama} dari draf`);
  await expect(page.getByText(/Isian yang belum tersimpan dipulihkan/)).toHaveCount(0);
});

test('Akun saya: an admin changes their own password; other sessions end, this one goes on', async ({
  page,
  baseURL,
}, testInfo) => {
  const admin = await ownAdmin(baseURL ?? '', testInfo, 'akun');
  const elsewhere = await anonymousApi(baseURL ?? '');
  expect((await elsewhere.post('/api/user/login', { data: admin })).status()).toBe(200);

  await login(page, admin, '/admin');
  // On a phone the menu is a drawer.
  if (testInfo.project.name === 'phone') {
    await page.getByRole('button', { name: 'Buka menu' }).click();
  }
  await page.getByRole('link', { name: 'Akun saya' }).click();
  await expect(page).toHaveURL(/\/admin\/akun$/);
  await expect(page.getByRole('heading', { name: 'Akun saya', level: 1 })).toBeVisible();

  const current = page.getByLabel('Password sekarang', { exact: true });
  const next = page.getByLabel('Password baru', { exact: true });
  const repeat = page.getByLabel('Ulangi password baru', { exact: true });
  await current.fill('bukan-password-ini');
  await next.fill('rahasia-baru-456');
  await repeat.fill('rahasia-baru-45');
  await page.getByRole('button', { name: 'Simpan password' }).click();
  await expect(page.getByText('Ulangi password baru persis sama.')).toBeVisible();
  await repeat.fill('rahasia-baru-456');
  await page.getByRole('button', { name: 'Simpan password' }).click();
  await expect(page.getByText('Password sekarang salah.')).toBeVisible();
  await current.fill(admin.password);
  await adminScreenshot(page, testInfo, 'akun');
  await page.getByRole('button', { name: 'Simpan password' }).click();
  await expectToast(page, 'Password berhasil diganti!');
  await expect(current).toHaveValue('');

  // The other session has ended; this one goes on; the new password logs in.
  const me = (await (await elsewhere.get('/api/trpc/auth.me')).json()) as {
    result: { data: unknown };
  };
  expect(me.result.data).toBeNull();
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/akun$/);
  const fresh = await anonymousApi(baseURL ?? '');
  expect(
    (
      await fresh.post('/api/user/login', {
        data: { username: admin.username, password: 'rahasia-baru-456' },
      })
    ).status(),
  ).toBe(200);
});
