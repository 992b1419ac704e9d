import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// The bodies a mail's stop link is posted with (every address a `List-Unsubscribe` header names:
// the newsletter's, the back-in-stock alerts'). Their own pages post a urlencoded form; mailbox
// providers post RFC 8058's one-click `List-Unsubscribe=One-Click` as urlencoded or as
// `multipart/form-data` (RFC 8058 §3.1 allows both), and some post nothing at all. All are read
// here into one plain object, and a body of at most 4 KiB: a stop link carries one short field.

const STOP_BODY_LIMIT = 4 * 1024;

/** Registers, in a form's own scope, the parsers its stop link's POSTs need. */
export async function registerStopLinkBodies(scope: FastifyInstance): Promise<void> {
  await scope.register(formbody, { bodyLimit: STOP_BODY_LIMIT });
  // Read whole (at most 4 KiB, so a flood of tiny parts costs nothing) and parsed by the
  // platform's own multipart reader (undici's FormData): no file is kept, only text fields.
  scope.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: STOP_BODY_LIMIT },
    async (request: FastifyRequest, body: Buffer) => {
      if (body.length === 0) return {};
      try {
        const form = await new Response(new Uint8Array(body), {
          headers: { 'content-type': String(request.headers['content-type']) },
        }).formData();
        const fields: [string, string][] = [];
        for (const [name, value] of form) if (typeof value === 'string') fields.push([name, value]);
        return Object.fromEntries(fields);
      } catch {
        throw Object.assign(new Error('Isi formulir tidak terbaca.'), { statusCode: 400 });
      }
    },
  );
}

/**
 * A one-click unsubscribe (RFC 8058): `List-Unsubscribe=One-Click` in the body, or a POST with
 * no fields at all (the token is in the link's query). The stop pages' own forms always send
 * their token as a field, so they are never taken for one.
 */
export function isOneClick(body: unknown): boolean {
  if (body === undefined || body === null || body === '') return true;
  if (typeof body !== 'object') return false;
  const fields = body as Record<string, unknown>;
  return fields['List-Unsubscribe'] === 'One-Click' || Object.keys(fields).length === 0;
}

/**
 * A stop link's address (the newsletter's unsubscribe, the alerts' stop): its page's button posts
 * a form and is redirected to `path?selesai=1`, or back to its link with `&gagal=1` when the link
 * no longer works (used already, never valid, or limited); a one-click POST gets `stopped` as
 * plain text, or a 404. A GET never stops anything: mail scanners open links before people do.
 */
export function stopLinkRoute(
  scope: FastifyInstance,
  options: {
    path: string;
    linkPath: (token: string) => string;
    stopped: string;
    stop: (token: string, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  },
): void {
  scope.post<{ Body: Record<string, unknown> | undefined; Querystring: { token?: unknown } }>(
    options.path,
    async (request, reply) => {
      const fromBody = request.body?.token;
      const fromQuery = request.query.token;
      const token =
        typeof fromBody === 'string' ? fromBody : typeof fromQuery === 'string' ? fromQuery : '';
      void reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      if (isOneClick(request.body)) {
        try {
          await options.stop(token, request, reply);
          return await reply.type('text/plain; charset=utf-8').send(options.stopped);
        } catch {
          return reply.code(404).type('text/plain; charset=utf-8').send('Tautan tidak berlaku.');
        }
      }
      try {
        await options.stop(token, request, reply);
        return await reply.redirect(`${options.path}?selesai=1`, 303);
      } catch {
        return reply.redirect(`${options.linkPath(encodeURIComponent(token))}&gagal=1`, 303);
      }
    },
  );
}
