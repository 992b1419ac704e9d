import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectPostgres, kyselyOverPglite } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { pgliteExtensions } from '../db/pglite.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * Creating a PGlite costs seconds; restoring a dump costs a fraction of one. So the migrated
 * database is made once per run, dumped to a file, and every test file starts from that file.
 * On PostgreSQL likewise: one migrated template database per run, copied by CREATE DATABASE.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await createPostgresTemplate(serverUrl);
    project.provide('pgliteTemplate', '');
    project.provide('postgresTemplate', template);
    return () => dropPostgresDatabase(serverUrl, template);
  }
  project.provide('postgresTemplate', '');
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

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

async function createPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `etalase_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = connectPostgres(url.toString(), 1);
  try {
    await migrateToLatest(handle.db);
  } finally {
    // A template may have no open connection while it is copied.
    await handle.close();
  }
  return name;
}

function dropPostgresDatabase(serverUrl: string, name: string): Promise<void> {
  return onServer(serverUrl, `drop database if exists ${name} with (force)`);
}
