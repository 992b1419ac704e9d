import fs from 'node:fs';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from './shared/public-pages';
import { matchesFor, pagesFor, routes, type RouteHandle } from './routes';

describe('routes', () => {
  it('serve every page the sitemap lists with its own page, not the 404', () => {
    for (const path of PUBLIC_PAGES) {
      const match = matchRoutes(routes, path)?.at(-1);
      expect(match?.route.path, path).not.toBe('*');
    }
  });

  it('are case-sensitive, so /faq is not /FAQ (the server redirects it)', () => {
    expect(matchRoutes(routes, '/faq')?.at(-1)?.route.path).toBe('*');
  });

  it('load each page from the module they name, which the server preloads as its chunk', async () => {
    const pages = routes
      .flatMap((route) => [route, ...(route.children ?? [])])
      .flatMap((route) => (route.handle as RouteHandle | undefined)?.page ?? []);
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) {
      expect(fs.existsSync(page.module), page.module).toBe(true);
      const { Page } = await page.load();
      expect(typeof Page, page.module).toBe('function');
    }
  });

  it('give each path one page, with the route match it belongs to', () => {
    const [found] = pagesFor('/detail/12');
    expect(found?.page.module).toBe('src/pages/shop/product-page.tsx');
    expect(found?.match.params).toEqual({ id: '12' });
    expect(pagesFor('/tidak-ada').map((p) => p.page.module)).toEqual([
      'src/pages/shop/not-found-page.tsx',
    ]);
  });

  it('match every path as React Router matches it against the whole table', () => {
    const paths = [
      ...PUBLIC_PAGES,
      '/',
      '/login',
      '/LOGIN',
      '/detail/12',
      '/detail/12/',
      '/detail/abc',
      '/detail',
      '/detail/12/lagi',
      '/Detail/12',
      '/d%65tail/12',
      '/detail/%31%32',
      '//detail/12',
      '/kategori',
      '/kategori/gamis',
      '/kategori/gamis/lagi',
      '/faq',
      '/FAQ',
      '/cari',
      '/tidak-ada',
      '/tidak-ada/lagi',
      '',
    ];
    for (const path of paths) {
      const expected = matchRoutes(routes, path);
      // The same routes, parameters and paths (an element compared by its route's identity).
      const shape = (matches: typeof expected) =>
        matches?.map(({ route, params, pathname, pathnameBase }) => ({
          route,
          params,
          pathname,
          pathnameBase,
        })) ?? null;
      expect(shape(matchesFor(path)), path).toEqual(shape(expected));
      for (const [i, match] of (matchesFor(path) ?? []).entries()) {
        expect(match.route, `${path} #${i}`).toBe(expected?.[i]?.route);
      }
    }
  });
});
