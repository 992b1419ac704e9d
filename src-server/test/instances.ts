import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { Db } from '../db/connect.js';

// One app instance of several sharing a database (scale-out tests): built from the settings
// alone, as main.ts builds it, so REDIS_URL and S3_* choose the limiter and the storage.

export interface Instance {
  app: FastifyInstance;
  config: Config;
  close: () => Promise<void>;
}

export async function createInstance(
  db: Db,
  env: Record<string, string> = {},
  options: Pick<BuildAppOptions, 'changes' | 'client' | 'logger'> = {},
): Promise<Instance> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'etalase-instance-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  const app = await buildApp({ config, db, client: 'none', ...options });
  await app.ready();
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
