import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  countedMultipartBody,
  MULTIPART_LIMITS,
  refuseOversizedMultipart,
} from './multipart-limits.js';

// Legacy clients send writes as multipart (with the image in the field `file`), JSON or
// urlencoded (docs/product.md §7, docs/architecture.md §4). Whatever came, procedures get one plain object.

export async function registerLegacyBodyParsers(scope: FastifyInstance): Promise<void> {
  await scope.register(formbody, { bodyLimit: 256 * 1024 });
  // The limits hold again inside the parser, after the hook has counted the parts.
  await scope.register(multipart, { limits: MULTIPART_LIMITS });
  scope.addHook('preHandler', refuseOversizedMultipart);
}

/** The request's fields as one object; an uploaded `file` becomes a File. */
export async function readLegacyBody(req: FastifyRequest): Promise<Record<string, unknown>> {
  if (!req.isMultipart()) {
    return typeof req.body === 'object' && req.body !== null ? { ...req.body } : {};
  }
  try {
    return await readMultipart(req);
  } catch (error) {
    // A body cut short, or without a boundary, is the client's mistake: a 400, not a 500.
    // Size limits keep their own 413.
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    throw new MalformedBodyError(error);
  }
}

/** The body could not be read as the content type it claims. */
class MalformedBodyError extends Error {
  readonly statusCode = 400;
  readonly code = 'ETALASE_MALFORMED_BODY';
  constructor(cause: unknown) {
    super('malformed request body', { cause });
  }
}

async function readMultipart(req: FastifyRequest): Promise<Record<string, unknown>> {
  const entries: [string, unknown][] = [];
  // @fastify/multipart reads `raw`: here, the bytes refuseOversizedMultipart read and counted.
  const counted = countedMultipartBody(req);
  const source = counted
    ? (Object.create(req, { raw: { value: counted } }) as FastifyRequest)
    : req;
  for await (const part of source.parts()) {
    if (part.type === 'field') {
      entries.push([part.fieldname, part.value]);
      continue;
    }
    // Throws a 413 past the size limit. The client's file name is never used (docs/architecture.md §6).
    const data = await part.toBuffer();
    if (part.fieldname === 'file' && (data.length > 0 || part.filename)) {
      entries.push([
        'file',
        new File([data as Uint8Array<ArrayBuffer>], 'upload', { type: part.mimetype }),
      ]);
    }
  }
  // fromEntries defines own properties, so a field named __proto__ stays a plain key.
  return Object.fromEntries(entries);
}
