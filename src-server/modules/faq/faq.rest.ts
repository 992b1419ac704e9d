import type { FastifyInstance } from 'fastify';
import type { RestOptions } from '../../http/rest.js';

export function faqRest(app: FastifyInstance, { api }: RestOptions): void {
  app.get('/faq', (req, res) => api(req, res).faq.list({ search: '', sort: 'terbaru' }));
}
