import type { FastifyInstance } from 'fastify';
import { loginPath, PRODUK_LIST_PATH } from '../../../src/shared/admin-paths.js';
import { isReachable } from '../../../src/shared/tayang.js';
import { resolveSessionUser } from '../../services/session/session.js';
import { findProdukById } from './produk.queries.js';
import { createContext, type AppDeps } from '../../trpc/context.js';
import type { CallerFor } from '../../http/rest.js';

// "Lihat di toko" from the admin (docs/product.md §11 Status dan jadwal): one address for every
// product, whatever its status. A product visitors can open now (Tayang or Tersembunyi, within
// its schedule) goes to its page; any other (Draf, not started, ended) to its signed preview,
// so the owner never lands on "Ups! Halaman yang kamu cari tidak ditemukan." Admins only.

export function registerLihatDiToko(app: FastifyInstance, deps: AppDeps, api: CallerFor): void {
  app.get<{ Params: { id: string } }>(`${PRODUK_LIST_PATH}/:id/toko`, async (request, reply) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
    const ctx = createContext(deps, request, reply);
    if (!(await resolveSessionUser(ctx))) {
      return reply.redirect(loginPath({ next: request.url }), 302);
    }
    const { id } = request.params;
    const page = `/detail/${encodeURIComponent(id)}`;
    const produk = /^\d{1,9}$/.test(id) ? await findProdukById(ctx.db, Number(id)) : undefined;
    // Unknown: the shop's own 404 page says so.
    if (!produk || isReachable(produk, Date.now())) return reply.redirect(page, 302);
    const link = await api(request, reply).produk.previewLink({ id: produk.id });
    return reply.redirect(link.path, 302);
  });
}
