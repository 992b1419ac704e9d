import { expect, test } from '@playwright/test';
import { discountedPrice, formatRupiah } from '../src/shared/price';
import { produkNamed } from './helpers';

// Visitors (and link previews) that run no JavaScript still get every name, price and link.
test.use({ javaScriptEnabled: false });

test('the home page lists the best sellers with their prices', async ({ page, request }) => {
  await page.goto('/');
  const best = (await (await request.get('/api/trpc/produk.bestSeller')).json()) as {
    result: {
      data: { label: string; produk: { nama_produk: string; harga: number; diskon: number } }[];
    };
  };
  for (const { produk } of best.result.data) {
    await expect(page.getByText(produk.nama_produk).first()).toBeVisible();
    await expect(
      page.getByText(formatRupiah(discountedPrice(produk.harga, produk.diskon))).first(),
    ).toBeVisible();
  }
  await expect(page.getByText('TERLARIS')).toBeVisible();
});

test('the category page has twelve products, the count and real page links', async ({ page }) => {
  await page.goto('/kategori');
  await expect(page.getByText(/^Menampilkan 12 dari \d+ produk$/)).toBeVisible();
  await expect(page.locator('main ul a[href^="/detail/"]')).toHaveCount(12);
  await page.getByRole('link', { name: 'Halaman 2' }).click();
  await expect(page).toHaveURL(/\/kategori\?page=2$/);
  await expect(page.getByText(/^Menampilkan \d+ dari \d+ produk$/)).toBeVisible();
});

test('the product page shows name, prices, description and marketplace links', async ({
  page,
  request,
}) => {
  const produk = await produkNamed(request, 'Gamis Anak Aisyah Motif Bunga');
  await page.goto(`/detail/${produk.id}`);
  await expect(page.getByRole('heading', { level: 1, name: produk.nama_produk })).toBeVisible();
  await expect(page.getByText('Rp 134.000').first()).toBeVisible();
  await expect(page.getByText('Rp 179.000').first()).toBeVisible();
  await expect(page.getByText(/dibuat dari katun rayon premium/)).toBeVisible();
  // Buy buttons go through the shop's click-out redirect (docs/product.md §10).
  const shopee = page.getByRole('region', { name: /Beli di marketplace/ }).getByRole('link', {
    name: 'Shopee',
  });
  await expect(shopee).toHaveAttribute('rel', 'nofollow noopener noreferrer');
  await expect(shopee).toHaveAttribute('href', `/keluar/${produk.id}/shopee`);
});

test('FAQ answers are in the page', async ({ page }) => {
  await page.goto('/FAQ');
  await expect(page.getByText('01', { exact: true })).toBeVisible();
  await page.getByText('Apakah bisa bayar di tempat (COD)?').click();
  await expect(page.getByText(/Pilih metode COD saat checkout/)).toBeVisible();
});
