import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { kyselyOverPglite } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { pgliteExtensions } from '../db/pglite.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Creating a PGlite costs seconds; restoring a dump costs a fraction of one. So the migrated
 * database is made once per run, dumped to a file, and every test file starts from that file.
 */
export default async function setup(project: TestProject) {
  // On PostgreSQL every file makes its own database (test-database.ts); no template needed.
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'etalase-test-'));
  const file = path.join(dir, 'template.tar');
  const pglite = await PGlite.create({ extensions: pgliteExtensions });
  const db = kyselyOverPglite(pglite);
  await migrateToLatest(db);
  const dump = await pglite.dumpDataDir('none');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await db.destroy();
  await pglite.close();
  project.provide('pgliteTemplate', file);
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}
