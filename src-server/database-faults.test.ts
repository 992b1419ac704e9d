import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render } from '../src/entry-server.js';
import { messages } from '../src/shared/messages.js';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { connectPostgres, type DatabaseHandle } from './db/connect.js';
import { projectRoot } from './paths.js';
import { createTestDatabase, testDatabaseKind } from './test/test-database.js';

// docs/architecture.md §4 and issue 8 item 1: whatever PostgreSQL does to the app's connections, the process
// stays up, answers 503 while the database is away and recovers by itself when it returns.
// The app reaches PostgreSQL through a TCP proxy the test controls, so the database can
// "stop" (connections reset, new ones refused) without stopping the machine's server.

/** Forwards TCP to PostgreSQL; stop() is the database going away, start() it coming back. */
class DatabaseProxy {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly upstream: { host: string; port: number }) {}

  async start(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.upstream.port, this.upstream.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('error', () => undefined);
        socket.on('close', () => {
          this.sockets.delete(socket);
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** Like a kill -9 of the database: every connection reset at once, new ones refused. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.resetAndDestroy();
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}

const serverUrl = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1/x');
const pageTemplate = () => fs.readFile(path.join(projectRoot, 'index.html'), 'utf8');

/** What the app may answer while its database fails: a page, or 503 with the outage message. */
interface Answer {
  url: string;
  status: number;
  body: string;
}

const loadUrls = [
  '/api/produk',
  '/api/faq',
  `/api/trpc/produk.list?input=${encodeURIComponent('{}')}`,
  '/',
  '/kategori',
];

describe.skipIf(testDatabaseKind !== 'postgres')('when PostgreSQL fails while requests run', () => {
  let target: DatabaseHandle;
  let databaseName: string;
  let proxy: DatabaseProxy;
  let appDatabase: DatabaseHandle;
  let app: FastifyInstance;
  const uncaught: unknown[] = [];
  const recordUncaught = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    target = await createTestDatabase();
    const row = await sql<{ name: string }>`select current_database() as name`.execute(target.db);
    databaseName = row.rows[0]?.name ?? '';
    proxy = new DatabaseProxy({
      host: serverUrl.hostname,
      port: Number(serverUrl.port || 5432),
    });
    await proxy.start();
    const appUrl = new URL(serverUrl);
    appUrl.host = `127.0.0.1:${proxy.port}`;
    appUrl.pathname = `/${databaseName}`;
    appDatabase = connectPostgres(appUrl.toString(), 5);
    // Every request must reach the database: kept pages would hide its failures from the test.
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RESPONSE_CACHE: 'false' });
    app = await buildApp({
      config,
      db: appDatabase.db,
      client: { render, template: await pageTemplate() },
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await appDatabase.close();
    await proxy.stop();
    await target.close();
  });

  beforeEach(() => {
    uncaught.length = 0;
    process.on('uncaughtException', recordUncaught);
  });
  afterEach(() => {
    process.off('uncaughtException', recordUncaught);
  });

  /** Requests from `workers` clients, one after another each, until `until` settles. */
  async function underLoad(workers: number, until: Promise<unknown>): Promise<Answer[]> {
    const answers: Answer[] = [];
    let done = false;
    void until.finally(() => (done = true));
    await Promise.all(
      Array.from({ length: workers }, async (_, worker) => {
        for (let i = worker; !done; i++) {
          const url = loadUrls[i % loadUrls.length] ?? '/';
          const res = await app.inject(url);
          answers.push({ url, status: res.statusCode, body: res.body });
        }
      }),
    );
    await until;
    return answers;
  }

  /** Ends every session of the app's database from another connection (pg_terminate_backend). */
  async function terminateAppConnections(): Promise<number> {
    const admin = new pg.Client({ connectionString: serverUrl.toString() });
    await admin.connect();
    try {
      const result = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [databaseName],
      );
      return result.rowCount ?? 0;
    } finally {
      await admin.end();
    }
  }

  async function eventuallyHealthy(): Promise<void> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const ready = await app.inject('/readyz');
      if (ready.statusCode === 200) break;
      if (Date.now() > deadline) throw new Error('the app did not recover within 10 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (const url of loadUrls) {
      expect((await app.inject(url)).statusCode, url).toBe(200);
    }
  }

  function expectOnlyPagesOrOutage(answers: Answer[]): void {
    expect(answers.length).toBeGreaterThan(0);
    for (const answer of answers) {
      expect([200, 503], `${answer.url} → ${answer.status} ${answer.body}`).toContain(
        answer.status,
      );
      if (answer.status === 503) expect(answer.body).toContain(messages.unavailable);
    }
  }

  it('stays up and answers 200 or 503 when its connections are terminated mid-request', async () => {
    let terminated = 0;
    const killer = (async () => {
      for (let round = 0; round < 15; round++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        terminated += await terminateAppConnections();
      }
    })();
    const answers = await underLoad(12, killer);

    expect(terminated).toBeGreaterThan(0);
    expect(uncaught).toEqual([]);
    expectOnlyPagesOrOutage(answers);
    await eventuallyHealthy();
    expect(uncaught).toEqual([]);
  });

  it('answers 503 while the database is away, fails /readyz, and recovers when it returns', async () => {
    // The database dies under load.
    const answers = await underLoad(
      12,
      (async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        await proxy.stop();
        await new Promise((resolve) => setTimeout(resolve, 300));
      })(),
    );
    expectOnlyPagesOrOutage(answers);

    // While it is away: JSON on the API, the error page for pages, and not ready.
    const rest = await app.inject('/api/produk');
    expect(rest.statusCode).toBe(503);
    expect(rest.json()).toEqual({ message: messages.unavailable });
    const rpc = await app.inject(loadUrls[2] ?? '');
    expect(rpc.statusCode).toBe(503);
    expect(rpc.json()).toMatchObject({ error: { message: messages.unavailable } });
    const page = await app.inject('/');
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(messages.unavailable);
    expect((await app.inject('/readyz')).statusCode).toBe(503);
    expect((await app.inject('/healthz')).statusCode).toBe(200);

    await proxy.start();
    await eventuallyHealthy();
    expect(uncaught).toEqual([]);
  });
});
