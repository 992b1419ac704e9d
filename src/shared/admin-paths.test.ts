import { describe, expect, it } from 'vitest';
import { loginPath, parseLoginReason, safeAdminPath } from './admin-paths';

describe('safeAdminPath (no open redirect, docs/architecture.md §8)', () => {
  it.each([
    '/admin',
    '/admin/',
    '/admin/produk',
    '/admin/produk/12/edit',
    '/admin?halaman=2',
    '/admin/faq?cari=ongkir&urut=a-z',
    '/admin#ringkasan',
  ])('keeps %s, a page inside the admin area', (next) => {
    expect(safeAdminPath(next)).toBe(next);
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['an empty string', ''],
    ['a protocol-relative URL', '//evil.com'],
    ['a protocol-relative URL to an admin path', '//evil.com/admin'],
    ['an absolute URL', 'https://evil.com'],
    ['an absolute URL ending in /admin', 'https://evil.com/admin'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a storefront page', '/kategori'],
    ['the login page itself', '/login'],
    ['a path that only starts with the word admin', '/administrator'],
    ['a path that only starts with the word admin, then a dot', '/admin.evil.com'],
    ['a backslash, which browsers read as a slash', '/admin\\..\\..\\evil.com'],
    ['a leading backslash pair', '\\\\evil.com/admin'],
    ['a relative path', 'admin/produk'],
    ['whitespace inside', '/admin/ evil'],
    ['a line break', '/admin\nLocation: https://evil.com'],
  ])('sends %s to the dashboard', (_what, next) => {
    expect(safeAdminPath(next)).toBe('/admin');
  });
});

describe('loginPath', () => {
  it('is the bare login page when there is nothing to remember', () => {
    expect(loginPath()).toBe('/login');
    expect(loginPath({ next: '/admin' })).toBe('/login');
  });

  it('keeps an admin page to come back to, encoded as one parameter', () => {
    expect(loginPath({ next: '/admin/produk?halaman=2&cari=baju%20anak' })).toBe(
      '/login?next=%2Fadmin%2Fproduk%3Fhalaman%3D2%26cari%3Dbaju%2520anak',
    );
  });

  it('drops a next that leads outside the admin area', () => {
    expect(loginPath({ next: '//evil.com' })).toBe('/login');
    expect(loginPath({ next: 'https://evil.com', reason: 'sesi' })).toBe('/login?alasan=sesi');
  });

  it('says why the form is shown again and how long to wait', () => {
    expect(loginPath({ reason: 'kredensial' })).toBe('/login?alasan=kredensial');
    expect(loginPath({ next: '/admin/faq', reason: 'terlalu-sering', wait: 42 })).toBe(
      '/login?next=%2Fadmin%2Ffaq&alasan=terlalu-sering&tunggu=42',
    );
  });
});

describe('parseLoginReason', () => {
  it('knows the reasons the server sends', () => {
    for (const reason of ['kredensial', 'terlalu-sering', 'gangguan', 'gagal', 'sesi']) {
      expect(parseLoginReason(reason)).toBe(reason);
    }
  });

  it('ignores anything else, so a crafted link cannot choose the message', () => {
    expect(parseLoginReason(null)).toBeUndefined();
    expect(parseLoginReason('')).toBeUndefined();
    expect(parseLoginReason('KREDENSIAL')).toBeUndefined();
    expect(parseLoginReason('<b>hai</b>')).toBeUndefined();
  });
});

describe('safeAdminPath and dot segments', () => {
  it('refuses a path that climbs out of the admin area through dot segments', () => {
    expect(safeAdminPath('/admin/../kategori')).toBe('/admin');
    expect(safeAdminPath('/admin/./produk')).toBe('/admin');
    expect(safeAdminPath('/admin/..')).toBe('/admin');
    expect(safeAdminPath('/admin/%2E%2e/kategori')).toBe('/admin');
  });

  it('keeps dots that are not path segments, in a name or in the query', () => {
    expect(safeAdminPath('/admin/produk?search=a..b')).toBe('/admin/produk?search=a..b');
  });
});
