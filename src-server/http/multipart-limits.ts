import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../src/shared/messages.js';
import { CSV_IMPORT_MAX_BYTES } from '../../src/shared/limits.js';
import { CSV_SKIP_HEADER, CSV_TOKEN_HEADER } from '../../src/shared/schemas/produk-csv.js';
import { MAX_UPLOAD_BYTES } from '../images/upload.js';

// A multipart body is counted before a parser sees it (issue 18 item 5): busboy and undici
// both read every part of a body to the end, so 60 000 tiny parts cost most of a second of
// CPU even where a limit refuses them in the end. Counting delimiters in the bytes is a scan.

/** What the largest form (a product, with its image in `file`) needs, with room to spare. */
export const MULTIPART_LIMITS = {
  parts: 40,
  fields: 30,
  files: 1,
  fieldSize: 64 * 1024,
  fileSize: MAX_UPLOAD_BYTES,
  headerPairs: 100,
} as const;

/** One image and the form's fields: a longer body is refused unread. */
export const MAX_MULTIPART_BYTES = MAX_UPLOAD_BYTES + 256 * 1024;

/**
 * The tRPC procedures that take a catalogue CSV (docs/product.md §11 Ekspor dan impor CSV): a file of text that
 * outgrows an image at a few thousand products, so their bodies may be longer.
 */
const CSV_UPLOAD_PROCEDURES = new Set(['produkCsv.preview', 'produkCsv.commit']);

function isCsvUpload(request: FastifyRequest): boolean {
  const { path } = (request.params ?? {}) as { path?: string };
  return path !== undefined && CSV_UPLOAD_PROCEDURES.has(path);
}

/** How long a multipart body to `request` may be, and what a longer one is told. */
export function multipartByteLimit(request: FastifyRequest): { bytes: number; message: string } {
  return isCsvUpload(request)
    ? { bytes: CSV_IMPORT_MAX_BYTES + 256 * 1024, message: messages.csvTooLarge }
    : { bytes: MAX_MULTIPART_BYTES, message: messages.imageTooLarge };
}

export interface PartCount {
  parts: number;
  files: number;
  fields: number;
}

/** The boundary a multipart content type names, or undefined. */
function boundaryOf(contentType: string | undefined): string | undefined {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType ?? '');
  return match?.[1] ?? match?.[2];
}

/**
 * Counts the parts of a multipart body, stopping one past `MULTIPART_LIMITS.parts`: a part
 * starts after each delimiter line, and is a file when its headers name a `filename`.
 */
function countParts(body: Buffer, boundary: string): PartCount {
  const count: PartCount = { parts: 0, files: 0, fields: 0 };
  const delimiter = Buffer.from(`--${boundary}`);
  const headerEnd = Buffer.from('\r\n\r\n');
  let at = body.indexOf(delimiter);
  while (at !== -1 && count.parts <= MULTIPART_LIMITS.parts) {
    const after = at + delimiter.length;
    if (body[after] === 0x2d && body[after + 1] === 0x2d) break; // `--boundary--`: the end
    count.parts++;
    const end = body.indexOf(headerEnd, after);
    const headers = body.subarray(after, end === -1 ? body.length : end).toString('latin1');
    if (/;\s*filename\*?=/i.test(headers)) count.files++;
    else count.fields++;
    at = body.indexOf(Buffer.from(`\r\n--${boundary}`), after);
    if (at !== -1) at += 2;
  }
  return count;
}

/**
 * Reads the whole body, or undefined once it passes `limit` bytes: the rest is then let through
 * unread (not destroyed), so the refusal still reaches the client.
 */
function readBody(raw: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      stop();
      raw.resume();
      resolve(undefined);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    raw.on('data', onData);
    raw.on('end', onEnd);
    raw.on('error', onError);
  });
}

/**
 * The bytes read, as a request stream again for the parser that comes after. On a socket of its
 * own that never connects: ending or destroying the copy must not touch the client's.
 */
function replay(raw: IncomingMessage, body: Buffer): IncomingMessage {
  const copy = new IncomingMessage(new Socket());
  copy.headers = raw.headers;
  copy.method = raw.method;
  copy.url = raw.url;
  copy.complete = true;
  copy.push(body);
  copy.push(null);
  return copy;
}

/**
 * A catalogue CSV's form, read here rather than by the tRPC adapter: Node's FormData and File copy
 * a 16 MB file several times over in one turn of the event loop (half a second in which no
 * visitor is answered). Its parts are found with `indexOf`, and the request goes on as the file's
 * bytes alone (`application/octet-stream`, what the two procedures take) with the preview's token,
 * if sent, and the owner's "lewati" in headers (docs/decisions/0023-catalogue-csv.md). A form without a file goes on as an
 * empty file.
 */
function unwrapCsvForm(request: FastifyRequest, body: Buffer, boundary: string): void {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const headerEnd = Buffer.from('\r\n\r\n');
  let file: Buffer = Buffer.alloc(0);
  let token: string | undefined;
  let skip = false;
  // The first delimiter has no line break before it.
  let at = body.indexOf(`--${boundary}`);
  while (at !== -1) {
    const after = at + boundary.length + 2;
    if (body[after] === 0x2d && body[after + 1] === 0x2d) break;
    const end = body.indexOf(headerEnd, after);
    if (end === -1) break;
    const headers = body.subarray(after, end).toString('latin1');
    const next = body.indexOf(delimiter, end);
    const content = body.subarray(end + 4, next === -1 ? body.length : next);
    const name = /;\s*name="([^"]*)"/i.exec(headers)?.[1];
    if (name === 'file' && /;\s*filename\*?=/i.test(headers)) file = content;
    else if (name === 'token') token = content.toString('utf8').slice(0, 200);
    else if (name === 'lewati') skip = content.toString('utf8') === '1';
    at = next === -1 ? -1 : next + 2;
  }
  request.headers['content-type'] = 'application/octet-stream';
  request.headers['content-length'] = String(file.length);
  // Only the form's token counts: a header the client sent itself is replaced or dropped.
  if (token === undefined) Reflect.deleteProperty(request.headers, CSV_TOKEN_HEADER);
  else request.headers[CSV_TOKEN_HEADER] = token;
  if (skip) request.headers[CSV_SKIP_HEADER] = '1';
  else Reflect.deleteProperty(request.headers, CSV_SKIP_HEADER);
  request.body = replay(request.raw, file);
}

/** The multipart body the refusal hook read and counted, for the parser that comes after. */
export function countedMultipartBody(request: FastifyRequest): IncomingMessage | undefined {
  return request.body instanceof IncomingMessage ? request.body : undefined;
}

/**
 * A preHandler for every route that reads multipart: a body with too many parts, fields or
 * files, or too long, is answered 413 before any parser runs; otherwise the counted bytes
 * become `request.body` as a stream (the tRPC adapter reads that; readLegacyBody too).
 */
export async function refuseOversizedMultipart(request: FastifyRequest, reply: FastifyReply) {
  if (!request.headers['content-type']?.toLowerCase().startsWith('multipart/')) return;
  const boundary = boundaryOf(request.headers['content-type']);
  // Without a boundary there is nothing to count: the parser refuses it as malformed (400).
  if (!boundary) return;
  const limit = multipartByteLimit(request);
  const body = await readBody(request.raw, limit.bytes);
  // Only an image (or a catalogue CSV) makes a form this long.
  if (!body) return reply.status(413).send({ message: limit.message });
  const count = countParts(body, boundary);
  if (
    count.parts > MULTIPART_LIMITS.parts ||
    count.fields > MULTIPART_LIMITS.fields ||
    count.files > MULTIPART_LIMITS.files
  ) {
    request.log.info({ parts: count.parts }, 'multipart body with too many parts');
    return reply.status(413).send({ message: messages.tooManyParts });
  }
  if (isCsvUpload(request)) unwrapCsvForm(request, body, boundary);
  else request.body = replay(request.raw, body);
}
