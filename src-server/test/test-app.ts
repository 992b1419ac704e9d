import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { ChangeFeed } from '../services/change-feed/change-feed.js';
import type { DatabaseHandle } from '../db/connect.js';
import { LocalDiskStorage } from '../storage/local-disk-storage.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  db: DatabaseHandle['db'];
  storage: LocalDiskStorage;
  config: Config;
  dataDir: string;
  /** What the app hears of content changes; a test that writes behind its back says so here. */
  changes: ChangeFeed;
  close: () => Promise<void>;
}

/**
 * The real app on a database and a storage folder of its own; nothing is mocked. With
 * `logLines`, every log line (debug and up) is captured there for the test to read; `client`
 * serves pages (API only by default), `onRoute` hears of every route.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    logLines?: string[];
    /** Adds routes (or jobs) of the test's own before the app is ready. */
    beforeReady?: (
      app: FastifyInstance,
      made: { database: TestDatabase; config: Config; dataDir: string },
    ) => void;
  } & Pick<
    BuildAppOptions,
    'client' | 'onRoute' | 'clock' | 'scheduleTimer' | 'mailTransport' | 'mailWorker'
  > = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'etalase-app-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  const database = await createTestDatabase();
  const storage = new LocalDiskStorage(config.uploadDir);
  const { logLines } = options;
  const changes = new ChangeFeed({ live: true });
  const app = await buildApp({
    config,
    db: database.db,
    storage,
    changes,
    client: options.client ?? 'none',
    // Jobs poll as often as the queue allows: no test waits for the production intervals.
    jobPollMs: 500,
    ...(options.onRoute && { onRoute: options.onRoute }),
    ...(options.clock && { clock: options.clock }),
    ...(options.scheduleTimer !== undefined && { scheduleTimer: options.scheduleTimer }),
    ...(options.mailTransport && { mailTransport: options.mailTransport }),
    ...(options.mailWorker && { mailWorker: options.mailWorker }),
    ...(logLines && {
      logger: { level: 'debug', stream: { write: (line: string) => void logLines.push(line) } },
    }),
  });
  options.beforeReady?.(app, { database, config, dataDir });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    storage,
    config,
    dataDir,
    changes,
    close: async () => {
      await app.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TrpcResult<T> {
  status: number;
  data: T;
  error:
    | {
        message: string;
        code: string;
        data: { httpStatus: number; issues?: { path: string; message: string }[] };
      }
    | undefined;
  response: LightMyRequestResponse;
}

function parseTrpc<T>(response: LightMyRequestResponse): TrpcResult<T> {
  const body = response.json<{ result?: { data: T }; error?: TrpcResult<T>['error'] }>();
  return { status: response.statusCode, data: body.result?.data as T, error: body.error, response };
}

/** Calls a tRPC query over HTTP exactly as the browser client does (GET, JSON input). */
export async function trpcQuery<T = unknown>(
  app: FastifyInstance,
  procedure: string,
  input?: unknown,
  headers: InjectOptions['headers'] = {},
): Promise<TrpcResult<T>> {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  return parseTrpc<T>(
    await app.inject({ method: 'GET', url: `/api/trpc/${procedure}${query}`, headers }),
  );
}

export async function trpcMutation<T = unknown>(
  app: FastifyInstance,
  procedure: string,
  input?: unknown,
  headers: InjectOptions['headers'] = {},
): Promise<TrpcResult<T>> {
  return parseTrpc<T>(
    await app.inject({
      method: 'POST',
      url: `/api/trpc/${procedure}`,
      payload: input ?? {},
      headers,
    }),
  );
}
