import type { FastifyInstance } from 'fastify';
import type { Ukuran } from '../../../src/shared/schemas/ukuran.js';
import type { RestOptions } from '../../http/rest.js';

/** The legacy payload spells the sleeve length `panjan_tangan` (SPEC §3); answer both. */
export function toLegacyUkuran(ukuran: Ukuran) {
  return { ...ukuran, panjan_tangan: ukuran.panjang_tangan };
}

export function ukuranRest(app: FastifyInstance, { api }: RestOptions): void {
  app.get<{ Params: { idProduk: string } }>('/ukuranproduk/:idProduk', async (req, res) =>
    (await api(req, res).ukuran.byProduk({ idProduk: req.params.idProduk })).map(toLegacyUkuran),
  );
}
