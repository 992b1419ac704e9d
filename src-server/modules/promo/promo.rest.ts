import type { FastifyInstance } from 'fastify';
import type { RestOptions } from '../../http/rest.js';

export function promoRest(app: FastifyInstance, { api }: RestOptions): void {
  app.get<{ Querystring: { email?: string } }>('/promo/check', (req, res) =>
    api(req, res).promo.check({ email: req.query.email ?? '' }),
  );

  app.post<{ Body: { email?: unknown } | undefined }>('/promo', async (req, res) => {
    const created = await api(req, res).promo.subscribe({ email: req.body?.email as string });
    return res.status(201).send(created);
  });
}
