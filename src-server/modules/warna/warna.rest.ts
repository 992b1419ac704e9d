import type { FastifyInstance } from 'fastify';
import type { RestOptions } from '../../http/rest.js';

export function warnaRest(app: FastifyInstance, { api }: RestOptions): void {
  app.get<{ Params: { idProduk: string } }>('/warnaproduk/:idProduk', (req, res) =>
    api(req, res).warna.byProduk({ idProduk: req.params.idProduk }),
  );
}
