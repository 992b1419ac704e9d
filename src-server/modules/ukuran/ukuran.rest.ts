import type { FastifyInstance } from 'fastify';
import type { Ukuran } from '../../../src/shared/schemas/ukuran.js';
import { readLegacyBody } from '../../http/legacy-body.js';
import { legacyDeleted, type RestOptions } from '../../http/rest.js';

/** The legacy payload spells the sleeve length `panjan_tangan` (docs/product.md §3); answer both. */
function toLegacyUkuran<T extends Ukuran>(ukuran: T) {
  return { ...ukuran, panjan_tangan: ukuran.panjang_tangan };
}

export function ukuranRest(app: FastifyInstance, { api, guard }: RestOptions): void {
  app.get<{ Params: { idProduk: string } }>('/ukuranproduk/:idProduk', async (req, res) =>
    (await api(req, res).ukuran.byProduk({ idProduk: req.params.idProduk })).map(toLegacyUkuran),
  );

  app.get('/ukuran', async (req, res) =>
    (await api(req, res).ukuran.list({ search: '' })).map(toLegacyUkuran),
  );

  app.post<{ Params: { idProduk: string } }>(
    '/ukuran/:idProduk',
    { onRequest: guard('ukuran.create') },
    async (req, res) => {
      const body = await readLegacyBody(req);
      const created = await api(req, res).ukuran.create({ ...body, idProduk: req.params.idProduk });
      return res.status(201).send(toLegacyUkuran(created));
    },
  );

  app.patch<{ Params: { id: string; idProduk: string } }>(
    '/ukuran/:id/produk/:idProduk',
    { onRequest: guard('ukuran.update') },
    async (req, res) => {
      const body = await readLegacyBody(req);
      const updated = await api(req, res).ukuran.update({
        ...body,
        id: req.params.id,
        idProduk: req.params.idProduk,
      });
      return toLegacyUkuran(updated);
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/ukuran/:id',
    { onRequest: guard('ukuran.delete') },
    (req, res) => legacyDeleted(api(req, res).ukuran.delete({ id: req.params.id })),
  );
}
