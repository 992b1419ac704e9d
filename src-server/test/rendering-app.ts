import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import { render } from '../../src/entry-server.js';
import type * as EntryServer from '../../src/entry-server.js';
import { buildApp } from '../app.js';
import type { ClientMode } from '../http/client.js';
import type { RenderPage } from '../http/ssr-contract.js';
import { loadConfig } from '../config.js';
import type { DatabaseHandle } from '../db/connect.js';
import { projectRoot } from '../paths.js';
import { createTestDatabase } from './test-database.js';

/** The storefront's server renderer and page template, from source. */
export async function storefrontClient(adminTemplate?: string): Promise<ClientMode> {
  const template = await fs.readFile(path.join(projectRoot, 'index.html'), 'utf8');
  return { render, template, ...(adminTemplate && { adminTemplate }) };
}

/**
 * The real app with the storefront's server renderer, from source, on a fresh test database:
 * for tests of pages (and, with `adminTemplate`, of the admin area's door).
 */
export async function createRenderingApp(
  env: Record<string, string> = {},
  adminTemplate?: string,
): Promise<{ app: FastifyInstance; database: DatabaseHandle; close: () => Promise<void> }> {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/etalase-rendering-test',
    ...env,
  });
  const app = await buildApp({
    config,
    db: database.db,
    client: await storefrontClient(adminTemplate),
  });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

type Entry = typeof EntryServer;

async function loadedAnew(): Promise<Entry> {
  vi.resetModules();
  return import('../../src/entry-server.js');
}

/**
 * The SSR entry, loaded anew by `renew()` with what it keeps (the chromes, the product cards)
 * empty, and a client mode that renders with whichever entry is current: for tests of what the
 * server renderer keeps between requests.
 */
export async function renewableRenderer() {
  let entry = await loadedAnew();
  const template = await fs.readFile(path.join(projectRoot, 'index.html'), 'utf8');
  const render: RenderPage = (request) => entry.render(request);
  return {
    client: { render, template } satisfies ClientMode,
    get entry() {
      return entry;
    },
    async renew(): Promise<Entry> {
      entry = await loadedAnew();
      return entry;
    },
  };
}
