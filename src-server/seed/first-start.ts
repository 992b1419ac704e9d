// The slow parts of a first start, done beside the first build (`npm start` runs this from
// scripts/build.mjs --first-start) so that the server starting a moment later finds them done:
// `database` creates the embedded database and brings it to the latest migration (PostgreSQL's
// initdb, then queries on a cold wasm: seconds of one core, holding the thread), `images` draws the demo catalogue's images into their cache
// (draw-demo-images.ts). One task per process, so neither waits on the other's thread. It reads
// the same configuration as the server, and does nothing the server would not need; whatever it
// leaves undone, the server does as before. Tells its parent how far it is over IPC.
import fs from 'node:fs';
import path from 'node:path';
import { loadDotEnv } from '../boot.js';
import { loadConfig } from '../config.js';
import { kyselyOverPglite } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { isProcessAlive, openPglite } from '../db/pglite.js';
import { demoCatalogueDrawings } from './demo-images.js';
import { defaultDemoImageCache, drawDemoImages } from './draw-demo-images.js';

type Task = 'database' | 'images';
export type FirstStartMessage =
  | { task: Task; state: 'begin' | 'failed' }
  | { task: Task; state: 'done'; note?: string }
  | { task: Task; state: 'count'; done: number; total: number };

function tell(message: FirstStartMessage): void {
  process.send?.(message);
}

async function task(name: Task, work: () => Promise<string | undefined>): Promise<void> {
  tell({ task: name, state: 'begin' });
  try {
    const note = await work();
    tell({ task: name, state: 'done', ...(note ? { note } : {}) });
  } catch (error) {
    tell({ task: name, state: 'failed' });
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  }
}

/**
 * Creates and migrates the embedded database in a folder aside, and moves it to
 * `dataDir/pglite` once complete: an interrupted run never leaves a half-made database where
 * the server looks.
 */
async function createEmbeddedDatabase(dataDir: string): Promise<undefined> {
  const target = path.join(dataDir, 'pglite');
  fs.mkdirSync(dataDir, { recursive: true });
  for (const entry of fs.readdirSync(dataDir)) {
    const pid = /^\.pglite-new-(\d+)$/.exec(entry)?.[1];
    if (pid && !isProcessAlive(Number(pid)))
      fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true });
  }
  const aside = path.join(dataDir, `.pglite-new-${process.pid}`);
  try {
    const opened = await openPglite(aside);
    try {
      const db = kyselyOverPglite(opened.pglite);
      await migrateToLatest(db);
      await db.destroy();
    } finally {
      await opened.close();
    }
    // Not if a server has started on the folder meanwhile.
    if (!fs.existsSync(target) && !fs.existsSync(path.join(dataDir, 'pglite.lock'))) {
      fs.renameSync(path.join(aside, 'pglite'), target);
    }
  } finally {
    fs.rmSync(aside, { recursive: true, force: true });
  }
  return undefined;
}

async function drawImages(cacheDir: string): Promise<string | undefined> {
  const { fromCache } = await drawDemoImages(demoCatalogueDrawings(), {
    cacheDir,
    onProgress: (done, total) => tell({ task: 'images', state: 'count', done, total }),
  });
  return fromCache > 0 ? `${fromCache} dari cache` : undefined;
}

loadDotEnv();
let config: ReturnType<typeof loadConfig> | undefined;
try {
  config = loadConfig();
} catch {
  // The server will say what is wrong with the configuration.
}
const which = process.argv[2];
if (config) {
  const newDatabase = !config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'pglite'));
  const cacheDir = defaultDemoImageCache();
  if (which === 'database' && newDatabase) {
    await task('database', () => createEmbeddedDatabase(config.dataDir));
  }
  // An embedded database that exists has its catalogue already; PostgreSQL may not.
  if (which === 'images' && config.seedDemo && cacheDir && (newDatabase || config.databaseUrl)) {
    await task('images', () => drawImages(cacheDir));
  }
}
