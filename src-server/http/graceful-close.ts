import type { FastifyInstance } from 'fastify';

/**
 * Once the app is closing, every answer closes its connection. Node's server.close() ends only
 * the connections idle at that moment: one whose request was still running (an upload, say)
 * would be kept alive by the client after its answer and hold app.close(), and so a SIGTERM,
 * for as long as the keep-alive timeout allows (issue 8 item 6: shutdown within 10 s).
 * Registered on the root instance, before any route, so that it covers every answer.
 */
export function registerCloseAfterAnswer(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, _payload, done) => {
    if (closing) void reply.header('connection', 'close');
    done();
  });
}
