import type { FastifyInstance } from 'fastify';
import { SEARCH_MAX_LIMIT } from '../../../src/shared/limits.js';
import type { Produk } from '../../../src/shared/schemas/produk.js';
import { readLegacyBody } from '../../http/legacy-body.js';
import type { RestOptions } from '../../http/rest.js';

// Legacy product paths of SPEC §7. Products carry the sold count under both of its names.

export function toLegacyProduk(produk: Produk) {
  return { ...produk, produk_terjual: produk.jumlah_terjual };
}

export function produkRest(app: FastifyInstance, { api, guard }: RestOptions): void {
  app.get('/produk', async (req, res) => (await api(req, res).produk.all()).map(toLegacyProduk));

  app.get<{ Params: { id: string } }>('/produk/:id', async (req, res) =>
    toLegacyProduk(await api(req, res).produk.byId({ id: req.params.id })),
  );

  app.get<{ Params: { query?: string } }>('/produk/search/:query?', async (req, res) => {
    const found = await api(req, res).produk.search({
      query: req.params.query ?? '',
      limit: SEARCH_MAX_LIMIT,
    });
    return found.map(toLegacyProduk);
  });

  app.get<{ Params: { filter: string } }>('/kategoriproduk/:filter', async (req, res) =>
    (await api(req, res).produk.all({ kategori: req.params.filter })).map(toLegacyProduk),
  );

  app.post('/produk', { onRequest: guard('produk.create') }, async (req, res) => {
    const created = await api(req, res).produk.create(await readLegacyBody(req));
    return res.status(201).send(toLegacyProduk(created));
  });

  app.patch<{ Params: { id: string } }>(
    '/produk/:id',
    { onRequest: guard('produk.update') },
    async (req, res) =>
      toLegacyProduk(
        await api(req, res).produk.update({ ...(await readLegacyBody(req)), id: req.params.id }),
      ),
  );

  app.delete<{ Params: { id: string } }>(
    '/produk/:id',
    { onRequest: guard('produk.delete') },
    (req, res) => api(req, res).produk.delete({ id: req.params.id }),
  );
}
