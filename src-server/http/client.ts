import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../src/shared/messages.js';
import { clientDistDir, projectRoot } from '../paths.js';

// Serves the React app: built files in production, Vite's dev server (HMR) in development,
// nothing in API tests. Every path that is not an API, image or asset gets the app's page.

export type ClientMode = 'static' | 'vite' | 'none';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/');

function apiNotFound(reply: FastifyReply) {
  return reply.status(404).send({ message: messages.routeNotFound });
}

export async function registerClient(app: FastifyInstance, mode: ClientMode): Promise<void> {
  if (mode === 'none') {
    app.setNotFoundHandler((_request, reply) => apiNotFound(reply));
    return;
  }
  const renderPage = mode === 'vite' ? await viteRenderer(app) : await staticRenderer(app);
  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return apiNotFound(reply);
    }
    const html = await renderPage(request);
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}

async function staticRenderer(app: FastifyInstance) {
  const indexHtml = await fs.readFile(path.join(clientDistDir, 'index.html'), 'utf8').catch(() => {
    throw new Error(`The client is not built (${clientDistDir}); run \`npm run build\`.`);
  });
  await app.register(fastifyStatic, {
    root: clientDistDir,
    prefix: '/',
    index: false,
    wildcard: false,
    setHeaders(reply, filePath) {
      // Vite puts content hashes in every name under assets/, so they never change.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      void reply.header(
        'Cache-Control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });
  return (_request: FastifyRequest) => Promise.resolve(indexHtml);
}

async function viteRenderer(app: FastifyInstance) {
  const [{ createServer }, { default: middie }] = await Promise.all([
    import('vite'),
    import('@fastify/middie'),
  ]);
  const vite = await createServer({
    root: projectRoot,
    server: { middlewareMode: true },
    appType: 'custom',
  });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook('onClose', () => vite.close());
  return async (request: FastifyRequest) => {
    const template = await fs.readFile(path.join(projectRoot, 'index.html'), 'utf8');
    return vite.transformIndexHtml(request.url, template);
  };
}
