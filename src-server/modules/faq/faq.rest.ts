import type { FastifyInstance } from 'fastify';
import { readLegacyBody } from '../../http/legacy-body.js';
import { legacyDeleted, type RestOptions } from '../../http/rest.js';

export function faqRest(app: FastifyInstance, { api, guard }: RestOptions): void {
  app.get('/faq', (req, res) => api(req, res).faq.list({ search: '', sort: 'terbaru' }));

  app.post('/faq', { onRequest: guard('faq.create') }, async (req, res) => {
    const body = (await readLegacyBody(req)) as { pertanyaan?: string; jawaban?: string };
    const created = await api(req, res).faq.create({
      pertanyaan: body.pertanyaan as string,
      jawaban: body.jawaban as string,
    });
    return res.status(201).send(created);
  });

  app.patch<{ Params: { id: string } }>(
    '/faq/:id',
    { onRequest: guard('faq.update') },
    async (req, res) => {
      const body = (await readLegacyBody(req)) as { pertanyaan?: string; jawaban?: string };
      return api(req, res).faq.update({
        id: req.params.id,
        pertanyaan: body.pertanyaan as string,
        jawaban: body.jawaban as string,
      });
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/faq/:id',
    { onRequest: guard('faq.delete') },
    (req, res) => legacyDeleted(api(req, res).faq.delete({ id: req.params.id })),
  );
}
