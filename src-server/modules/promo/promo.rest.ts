import type { FastifyInstance } from 'fastify';
import { readLegacyBody } from '../../http/legacy-body.js';
import type { RestOptions } from '../../http/rest.js';

export function promoRest(app: FastifyInstance, { api, guard }: RestOptions): void {
  app.get<{ Querystring: { email?: string } }>('/promo/check', (req, res) =>
    api(req, res).promo.check({ email: req.query.email ?? '' }),
  );

  app.post('/promo', { onRequest: guard('promo.subscribe') }, async (req, res) => {
    const { email, persetujuan, halaman } = await readLegacyBody(req);
    // Consent (UU PDP) is asked of legacy clients too: a ticked box sends true, "on" or "1".
    const created = await api(req, res).promo.subscribe({
      email: email as string,
      persetujuan: persetujuan === true || ['true', 'on', '1'].includes(String(persetujuan)),
      ...(typeof halaman === 'string' && { halaman }),
    });
    return res.status(201).send(created);
  });

  app.get('/promo', (req, res) => api(req, res).promo.list());

  app.delete<{ Params: { id: string } }>(
    '/promo/:id',
    { onRequest: guard('promo.delete') },
    (req, res) => api(req, res).promo.delete({ id: req.params.id }),
  );
}
