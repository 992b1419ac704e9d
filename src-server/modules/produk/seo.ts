import type { FastifyInstance } from 'fastify';
import { PUBLIC_PAGES } from '../../../src/shared/public-pages.js';
import { listProdukForSitemap } from './produk.queries.js';
import type { AppDeps } from '../../trpc/context.js';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/** /robots.txt and /sitemap.xml (docs/architecture.md §8): crawlers see the shop, not the admin area. */
export function registerSeoRoutes(app: FastifyInstance, { config, db }: AppDeps): void {
  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          'Disallow: /admin',
          'Disallow: /login',
          'Disallow: /api/',
          'Disallow: /keluar/',
          '',
          `Sitemap: ${config.publicUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const produk = await listProdukForSitemap(db);
    const urls = [
      ...PUBLIC_PAGES.map((path) => ({ loc: `${config.publicUrl}${path}`, lastmod: undefined })),
      ...produk.map((p) => ({
        loc: `${config.publicUrl}/detail/${p.id}`,
        lastmod: p.updated_at.toISOString().slice(0, 10),
      })),
    ];
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls.map(
        (u) =>
          `  <url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`,
      ),
      '</urlset>',
      '',
    ].join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(body);
  });
}
