import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { connectPostgres } from '../db/connect.js';

// TRUST_PROXY decides whose word counts for the client's address (rate limits, logs) and
// protocol: nobody's, every proxy's, the nearest N hops', or listed proxy addresses'
// (issue 8 item 9).

const opened: { close: () => Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((o) => o.close()));
});

/** The app as TRUST_PROXY configures it, with a route that shows what it believes. */
async function appTrusting(trustProxy: string): Promise<FastifyInstance> {
  // The route answers differently per peer at one URL: not something to keep for everyone.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    TRUST_PROXY: trustProxy,
    RESPONSE_CACHE: 'false',
  });
  // No query runs here; the pool never connects.
  const database = connectPostgres('postgres://postgres@127.0.0.1:1/none', 1);
  const app = await buildApp({ config, db: database.db, client: 'none' });
  app.get('/test/client', (request) => ({ ip: request.ip, protocol: request.protocol }));
  opened.push(database, app);
  return app;
}

/** A request from `peer` carrying `forwardedFor` (nearest proxy last, as proxies append). */
async function seenAs(app: FastifyInstance, peer: string, forwardedFor: string) {
  const res = await app.inject({
    url: '/test/client',
    remoteAddress: peer,
    headers: { 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'https' },
  });
  return res.json<{ ip: string; protocol: string }>();
}

describe('TRUST_PROXY', () => {
  it('false: believes only the socket', async () => {
    const app = await appTrusting('false');
    expect(await seenAs(app, '10.0.0.5', '203.0.113.7')).toEqual({
      ip: '10.0.0.5',
      protocol: 'http',
    });
  });

  it('true: believes the whole X-Forwarded-For chain', async () => {
    const app = await appTrusting('true');
    expect(await seenAs(app, '10.0.0.5', '198.51.100.1, 203.0.113.7')).toEqual({
      ip: '198.51.100.1',
      protocol: 'https',
    });
  });

  it('a hop count: believes that many proxies and no further', async () => {
    const app = await appTrusting('1');
    // The client wrote 198.51.100.1 itself; the one proxy appended the address it saw.
    expect(await seenAs(app, '10.0.0.5', '198.51.100.1, 203.0.113.7')).toEqual({
      ip: '203.0.113.7',
      protocol: 'https',
    });
    const two = await appTrusting('2');
    expect((await seenAs(two, '10.0.0.5', '198.51.100.1, 203.0.113.7')).ip).toBe('198.51.100.1');
  });

  it('an address list: believes only proxies inside it', async () => {
    const app = await appTrusting('10.0.0.0/8, 192.168.1.10');
    expect(await seenAs(app, '10.0.0.5', '203.0.113.7')).toEqual({
      ip: '203.0.113.7',
      protocol: 'https',
    });
    expect(await seenAs(app, '192.168.1.10', '203.0.113.7')).toMatchObject({ ip: '203.0.113.7' });
    // A client outside the list reaching the app directly cannot choose its address.
    expect(await seenAs(app, '198.51.100.9', '203.0.113.7')).toEqual({
      ip: '198.51.100.9',
      protocol: 'http',
    });
  });
});
