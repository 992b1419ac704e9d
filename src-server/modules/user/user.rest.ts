import type { FastifyInstance } from 'fastify';
import { readLegacyBody } from '../../http/legacy-body.js';
import type { RestOptions } from '../../http/rest.js';

type Credentials = { username?: string; password?: string };

export function userRest(app: FastifyInstance, { api, guard }: RestOptions): void {
  /** Sets the same session cookie as the tRPC login and answers { id, username } (docs/architecture.md §4). */
  app.post('/user/login', { onRequest: guard('auth.login') }, async (req, res) => {
    const body = (await readLegacyBody(req)) as Credentials;
    return api(req, res).auth.login({
      username: body.username as string,
      password: body.password as string,
    });
  });

  app.get('/user', (req, res) => api(req, res).user.list());

  app.post('/user', { onRequest: guard('user.create') }, async (req, res) => {
    const body = (await readLegacyBody(req)) as Credentials;
    const created = await api(req, res).user.create({
      username: body.username as string,
      password: body.password as string,
    });
    return res.status(201).send(created);
  });

  app.patch<{ Params: { id: string } }>(
    '/user/:id',
    { onRequest: guard('user.update') },
    async (req, res) => {
      const body = (await readLegacyBody(req)) as Credentials;
      return api(req, res).user.update({
        id: req.params.id,
        username: body.username as string,
        password: body.password,
      });
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/user/:id',
    { onRequest: guard('user.delete') },
    (req, res) => api(req, res).user.delete({ id: req.params.id }),
  );
}
