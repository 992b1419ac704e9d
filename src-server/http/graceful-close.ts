import type { FastifyInstance } from 'fastify';

/** How often, while closing, connections that have gone idle since are closed. */
const IDLE_SWEEP_MS = 100;

/**
 * Once the app is closing, no connection may keep it open. Node's server.close() ends only
 * the connections idle at that moment: one whose request was still running (an upload, say),
 * or whose answer was still being written, goes idle later and would be kept alive by the
 * client, holding app.close() (and so a SIGTERM) for as long as the keep-alive timeout allows
 * (issue 8 item 6: shutdown within 10 s). So every answer sent while closing says
 * `Connection: close`, and connections that went idle are closed every 100 ms until the end.
 * Registered on the root instance, before any route, so that it covers every answer.
 */
export function registerCloseAfterAnswer(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    const sweep = setInterval(() => {
      app.server.closeIdleConnections();
    }, IDLE_SWEEP_MS);
    sweep.unref();
    app.server.once('close', () => {
      clearInterval(sweep);
    });
    done();
  });
  app.addHook('onSend', (_request, reply, _payload, done) => {
    if (closing) void reply.header('connection', 'close');
    done();
  });
}
