import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerCloseAfterAnswer } from './graceful-close.js';

describe('registerCloseAfterAnswer', () => {
  it('lets close() end as soon as the requests in flight are answered, though clients keep connections alive', async () => {
    const app = Fastify({ keepAliveTimeout: 60_000 });
    registerCloseAfterAnswer(app);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let arrived = () => {};
    const inFlight = new Promise<void>((resolve) => (arrived = resolve));
    app.get('/upload', async () => {
      arrived();
      await released;
      return { ok: true };
    });
    // The upload ends once closing has begun (hooks run in the order they were added).
    app.addHook('preClose', (done) => {
      release();
      done();
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });

    // fetch keeps its connection alive for the next request; the server must end it.
    const answer = fetch(`${url}/upload`);
    await inFlight;
    let closed = false;
    const closing = app.close().then(() => (closed = true));
    const response = await answer;
    expect(response.status).toBe(200);
    expect(response.headers.get('connection')).toBe('close');
    // Without the hook close() waits for the client or the 60 s keep-alive timeout.
    await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, 2_000))]);
    expect(closed).toBe(true);
  });
});

describe('a connection that goes idle after closing began', () => {
  it('is closed too, so close() does not wait for the keep-alive timeout', async () => {
    const app = Fastify({ keepAliveTimeout: 60_000 });
    registerCloseAfterAnswer(app);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let arrived = () => {};
    const inFlight = new Promise<void>((resolve) => (arrived = resolve));
    app.get('/lambat', async (_request, reply) => {
      arrived();
      // Answered before closing begins, written after: no `Connection: close` on it.
      void reply.header('content-type', 'text/plain');
      await released;
      return 'selesai';
    });
    // After registerCloseAfterAnswer's hook has seen "not closing", the answer is held a while.
    app.addHook('onSend', async (_request, _reply, payload) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return payload;
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });

    const answer = fetch(`${url}/lambat`);
    await inFlight;
    release();
    // The answer is on its way through onSend when closing begins.
    await new Promise((resolve) => setTimeout(resolve, 50));
    let closed = false;
    const closing = app.close().then(() => (closed = true));
    expect((await answer).status).toBe(200);
    await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, 2_000))]);
    expect(closed).toBe(true);
  });
});
