import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect.js';

/** `/healthz`: the process answers. `/readyz`: it can also reach its database. */
export function registerHealthRoutes(app: FastifyInstance, db: Db): void {
  app.get('/healthz', () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok' };
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
