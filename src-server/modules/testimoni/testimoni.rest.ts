import type { FastifyInstance } from 'fastify';
import type { RestOptions } from '../../http/rest.js';

export function testimoniRest(app: FastifyInstance, { api }: RestOptions): void {
  app.get('/testimoni', (req, res) => api(req, res).testimoni.all());

  app.get<{ Params: { idProduk: string } }>('/testimoniproduk/:idProduk', (req, res) =>
    api(req, res).testimoni.byProduk({ idProduk: req.params.idProduk }),
  );
}
