// The slow parts of a first start, each in a process of its own. `database` (run by `npm
// start`'s first build, scripts/build.mjs --first-start, and by the server when the embedded
// database is missing) creates the embedded database and brings it to the latest migration
// (PostgreSQL's initdb, then queries on a cold wasm: seconds of one core, holding the thread).
// `pictures` (run by the server after it listens, at the lowest priority) draws the demo
// pictures the server sends it and sends each back as it is ready (demo-pictures.ts). It reads
// the same configuration as the server, and does nothing the server would not need; whatever
// it leaves undone, the server does itself. Tells its parent how far it is over IPC.
import fs from 'node:fs';
import path from 'node:path';
import { loadDotEnv } from '../boot.js';
import { loadConfig } from '../config.js';
import { kyselyOverPglite } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { isProcessAlive, openPglite } from '../db/pglite.js';
import type { DrawerMessage } from './demo-pictures.js';
import { drawDemoImages, drawnPicture } from './draw-demo-images.js';

type Task = 'database';
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

/** Draws the SVGs the parent sends, each sent back when ready, then lets the parent go. */
function drawPictures(): void {
  const send = (message: DrawerMessage) =>
    new Promise<void>((resolve) => process.send?.(message, undefined, {}, () => resolve()));
  // The server gone (stopped, or crashed): nobody to draw for.
  process.once('disconnect', () => process.exit(0));
  const draw = async (svgs: string[]) => {
    const sent: Promise<void>[] = [];
    try {
      await drawDemoImages(svgs, {
        onImage: (image, index) => sent.push(send({ picture: drawnPicture(image), index })),
      });
    } catch (error) {
      await send({ failed: error instanceof Error ? error.message : String(error) });
    }
    await Promise.all(sent);
    process.disconnect();
  };
  process.once('message', (message: { svgs: string[] }) => void draw(message.svgs));
}

loadDotEnv();
let config: ReturnType<typeof loadConfig> | undefined;
try {
  config = loadConfig();
} catch {
  // The server will say what is wrong with the configuration.
}
const which = process.argv[2];
if (which === 'pictures') {
  drawPictures();
} else if (config && which === 'database') {
  if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'pglite'))) {
    await task('database', () => createEmbeddedDatabase(config.dataDir));
  }
}
