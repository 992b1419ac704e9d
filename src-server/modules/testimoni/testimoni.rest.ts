import type { FastifyInstance } from 'fastify';
import { readLegacyBody } from '../../http/legacy-body.js';
import { legacyDeleted, type RestOptions } from '../../http/rest.js';

export function testimoniRest(app: FastifyInstance, { api, guard }: RestOptions): void {
  app.get('/testimoni', (req, res) => api(req, res).testimoni.all());

  app.get<{ Params: { idProduk: string } }>('/testimoniproduk/:idProduk', (req, res) =>
    api(req, res).testimoni.byProduk({ idProduk: req.params.idProduk }),
  );

  app.post('/testimoni', { onRequest: guard('testimoni.create') }, async (req, res) => {
    const created = await api(req, res).testimoni.create(await readLegacyBody(req));
    return res.status(201).send(created);
  });

  app.patch<{ Params: { id: string } }>(
    '/testimoni/:id',
    { onRequest: guard('testimoni.update') },
    async (req, res) =>
      api(req, res).testimoni.update({ ...(await readLegacyBody(req)), id: req.params.id }),
  );

  app.delete<{ Params: { id: string } }>(
    '/testimoni/:id',
    { onRequest: guard('testimoni.delete') },
    (req, res) => legacyDeleted(api(req, res).testimoni.delete({ id: req.params.id })),
  );
}
