import type { FastifyInstance } from 'fastify';
import { readLegacyBody } from '../../http/legacy-body.js';
import type { RestOptions } from '../../http/rest.js';

export function promoRest(app: FastifyInstance, { api, guard }: RestOptions): void {
  app.get<{ Querystring: { email?: string } }>('/promo/check', (req, res) =>
    api(req, res).promo.check({ email: req.query.email ?? '' }),
  );

  app.post('/promo', { onRequest: guard('promo.subscribe') }, async (req, res) => {
    const { email } = await readLegacyBody(req);
    const created = await api(req, res).promo.subscribe({ email: email as string });
    return res.status(201).send(created);
  });

  app.get('/promo', (req, res) => api(req, res).promo.list());

  app.delete<{ Params: { id: string } }>(
    '/promo/:id',
    { onRequest: guard('promo.delete') },
    (req, res) => api(req, res).promo.delete({ id: req.params.id }),
  );
}
