import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

// test:pg skips this file: its subject is a slow client's connection.
//
// Issue 8 item 4: a client that sends its request slowly, or not at all, loses its connection
// within the configured limits instead of holding it for minutes. Short limits here; the
// defaults are in config.ts and the README.

const limits = {
  HTTP_REQUEST_TIMEOUT_MS: '2000',
  HTTP_HEADERS_TIMEOUT_MS: '1000',
  HTTP_IDLE_TIMEOUT_MS: '3000',
  HTTP_KEEP_ALIVE_TIMEOUT_MS: '300',
};
/** Node 20 keeps an idle kept-alive connection one second past keepAliveTimeout. */
const KEEP_ALIVE_GRACE_MS = 1_000;
/** Node looks for overdue requests once a second (app.ts), so a cut may come that much later. */
const SLACK_MS = 2_000;

interface Outcome {
  /** What the server sent before the connection closed. */
  received: string;
  /** Milliseconds from connecting to the close. */
  closedAfterMs: number;
}

/**
 * Connects, then writes `chunks` one every `everyMs` until the server closes the connection
 * (or `giveUpMs` passes, which fails the test).
 */
function talkSlowly(
  port: number,
  chunks: string[],
  everyMs: number,
  giveUpMs = 15_000,
): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let next = 0;
    const writer = setInterval(() => {
      const chunk = chunks[next++];
      if (chunk !== undefined && socket.writable) socket.write(chunk);
    }, everyMs);
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(
        new Error(`still connected after ${giveUpMs} ms; received ${JSON.stringify(received)}`),
      );
    }, giveUpMs);
    socket.on('data', (data) => (received += data.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(writer);
      clearTimeout(giveUp);
      resolve({ received, closedAfterMs: Date.now() - started });
    });
    socket.on('connect', () => {
      const first = chunks[next++];
      if (first !== undefined) socket.write(first);
    });
  });
}

describe('slow clients', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp(limits);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  it('answers 408 and disconnects a body trickled one byte a second', async () => {
    const body = JSON.stringify({ email: 'lambat@contoh.id' });
    const head =
      'POST /api/promo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${body.length}\r\n\r\n`;
    const outcome = await talkSlowly(port, [head, ...Array.from(body)], 1_000);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.closedAfterMs).toBeLessThan(2_000 + SLACK_MS);
  });

  it('answers 408 and disconnects headers trickled one line a second', async () => {
    const lines = ['GET /api/faq HTTP/1.1\r\n', 'Host: 127.0.0.1\r\n'];
    for (let i = 0; i < 30; i++) lines.push(`X-Lambat-${i}: ${i}\r\n`);
    const outcome = await talkSlowly(port, lines, 400);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.closedAfterMs).toBeLessThan(1_000 + SLACK_MS);
  });

  it('closes a connection that never sends a request', async () => {
    const outcome = await talkSlowly(port, [], 1_000);
    expect(outcome.received).toMatch(/^(HTTP\/1\.1 408 |$)/);
    expect(outcome.closedAfterMs).toBeLessThan(1_000 + SLACK_MS);
  });

  it('closes a kept-alive connection that sends no next request', async () => {
    const request = 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
    const outcome = await talkSlowly(port, [request], 1_000);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 200 /);
    expect(outcome.closedAfterMs).toBeLessThan(300 + KEEP_ALIVE_GRACE_MS + 500);
  });

  it('still serves a client that sends its request at a normal pace', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/faq`);
    expect(res.status).toBe(200);
  });
});
