import type { FastifyInstance } from 'fastify';
import { readLegacyBody } from '../../http/legacy-body.js';
import { legacyDeleted, type RestOptions } from '../../http/rest.js';

export function warnaRest(app: FastifyInstance, { api, guard }: RestOptions): void {
  app.get<{ Params: { idProduk: string } }>('/warnaproduk/:idProduk', (req, res) =>
    api(req, res).warna.byProduk({ idProduk: req.params.idProduk }),
  );

  app.get('/warna', (req, res) => api(req, res).warna.list({ search: '' }));

  app.post<{ Params: { idProduk: string } }>(
    '/warna/:idProduk',
    { onRequest: guard('warna.create') },
    async (req, res) => {
      const body = await readLegacyBody(req);
      const created = await api(req, res).warna.create({ ...body, idProduk: req.params.idProduk });
      return res.status(201).send(created);
    },
  );

  app.patch<{ Params: { id: string; idProduk: string } }>(
    '/warna/:id/produk/:idProduk',
    { onRequest: guard('warna.update') },
    async (req, res) => {
      const body = await readLegacyBody(req);
      return api(req, res).warna.update({
        ...body,
        id: req.params.id,
        idProduk: req.params.idProduk,
      });
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/warna/:id',
    { onRequest: guard('warna.delete') },
    (req, res) => legacyDeleted(api(req, res).warna.delete({ id: req.params.id })),
  );
}
