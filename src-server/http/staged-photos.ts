import type { FastifyInstance } from 'fastify';
import { STAGED_IMAGE_PREFIX } from '../../src/shared/images.js';
import { messages } from '../../src/shared/messages.js';
import { resolveSessionUser } from '../services/session/session.js';
import { EDITOR_STAGING_FOLDER } from '../images/staged-images.js';
import { createContext, type AppDeps } from '../trpc/context.js';

// The product editor shows a photo it has uploaded but not yet saved (docs/product.md §5 Editor
// produk): staged files are never public, so they are served here to a logged-in admin only,
// never kept by a cache. A reload of the editor, or a duplicated product, shows them too.

/** A staged file: a UUID name, optionally a variant's width, and the WebP extension. */
const stagedFile =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:-\d{3,4})?\.webp$/;

export function registerStagedPhotos(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Params: { file: string } }>(`${STAGED_IMAGE_PREFIX}/:file`, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    if (!(await resolveSessionUser(createContext(deps, request, reply)))) {
      return reply.status(401).send({ message: messages.loginRequired });
    }
    const { file } = request.params;
    const data = stagedFile.test(file)
      ? await deps.storage.get(`${EDITOR_STAGING_FOLDER}/${file}`)
      : undefined;
    if (!data) return reply.status(404).send({ message: messages.editorUploadGone });
    return reply.type('image/webp').send(data);
  });
}
