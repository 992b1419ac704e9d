import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyServerOptions } from 'fastify';
import { buildApp } from './app.js';
import { exitOnKnownError, exitWith, loadConfigOrExit } from './boot.js';
import { ChangeFeed, listenForChanges } from './services/change-feed/change-feed.js';
import {
  needsTableMaintenance,
  tableMaintenanceJob,
  vacuumOnChanges,
} from './db/table-maintenance.js';
import { connectDatabase } from './db/connect.js';
import { prepareDatabase } from './seed/prepare.js';
import { sweepOnce, uploadSweepJob } from './images/sweep-uploads.js';
import { sampahPurgeJob } from './modules/sampah/sampah-purge.js';
import { backupJob } from './backup/auto-backup.js';
import { createStorage } from './storage/create-storage.js';
import { StorageWithPending } from './storage/pending-storage.js';
import { DemoPictures } from './seed/demo-pictures.js';
import {
  enableProgress,
  progressLine,
  seconds,
  startedLines,
  terminalLogStream,
  terminalSerializers,
} from './terminal.js';

const SHUTDOWN_GRACE_MS = 10_000;

/** Vite with hot reload while developing, the build in production, the API alone in tests. */
const clientModeFor = { development: 'vite', production: 'static', test: 'none' } as const;

/**
 * A missing embedded database is created in a process of its own (seed/first-start.ts's
 * `database` task, as `npm start`'s first build does): initdb and the migrations on a cold
 * database peak at some 820 MB, and the allocator kept about 100 MB of it in the server long
 * after (docs/decisions/0050). Resolves whether or not it worked: what it leaves undone, the
 * server does itself, as before.
 */
function createEmbeddedDatabaseApart(dataDir: string): Promise<void> {
  if (fs.existsSync(path.join(dataDir, 'pglite'))) return Promise.resolve();
  return new Promise((resolve) => {
    const child = fork(firstStartScript(), ['database'], {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.on('error', () => resolve());
    child.on('exit', () => resolve());
  });
}

/** first-start.js beside the built main.js, first-start.ts beside this file under tsx. */
function firstStartScript(): string {
  const extension = path.extname(fileURLToPath(import.meta.url));
  return fileURLToPath(new URL(`./seed/first-start${extension}`, import.meta.url));
}

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const started = Date.now();
  // In a terminal, one readable line per request; piped or redirected (a service, a container),
  // JSON lines as before. Development piped keeps pino-pretty (a dev dependency).
  const terminal = process.stdout.isTTY && config.env !== 'test';
  const logger: FastifyServerOptions['logger'] = terminal
    ? {
        level: config.logLevel,
        stream: terminalLogStream(process.stdout, !process.env.NO_COLOR),
        serializers: terminalSerializers,
      }
    : config.env === 'development'
      ? {
          level: config.logLevel,
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : { level: config.logLevel };
  if (config.env !== 'test') enableProgress(process.stdout);
  // Images on this machine's disk, or in S3-compatible storage every instance shares (S3_*):
  // a bucket that does not answer stops the start here, saying which setting to check.
  const storedImages = await createStorage(config);
  await storedImages.ready?.().catch((error: unknown) => {
    exitWith(error instanceof Error ? error.message : String(error));
  });
  progressLine('Menyiapkan database…');
  if (!config.databaseUrl) await createEmbeddedDatabaseApart(config.dataDir);

  const database = await connectDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.databasePoolMax,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
  }).catch(exitOnKnownError);
  // The demo's pictures are drawn after the first page; whoever reads one before it is
  // stored waits for it (seed/demo-pictures.ts, docs/decisions/0054).
  const demoPictures = new DemoPictures(database.db, storedImages);
  const storage = new StorageWithPending(storedImages, demoPictures);
  // On PostgreSQL other instances may write too: hear of their changes through LISTEN.
  const changes = new ChangeFeed({ live: !config.databaseUrl });
  const app = await buildApp({
    config,
    db: database.db,
    storage,
    client: clientModeFor[config.env],
    logger,
    changes,
  });
  if (config.databaseUrl) {
    const listener = listenForChanges(changes, config.databaseUrl, app.log);
    app.addHook('onClose', () => listener.close());
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app.close(); // stops accepting, lets requests in flight finish
      await demoPictures.close();
      await database.close();
      await storage.close?.();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  try {
    await prepareDatabase(database.db, config, storage, app.log, { pictures: 'later' });
    const pictures = await demoPictures.load(app.log);
    if (pictures > 0) progressLine(`Gambar demo: ${pictures} digambar setelah server siap`);
    // What a crash left in the uploads folder goes before the first request (issue 8 item 7),
    // then every UPLOAD_SWEEP_INTERVAL_MS on one instance (sweep-uploads.ts, a job of the queue).
    const sweepDeps = { db: database.db, storage, log: app.log };
    await sweepOnce(sweepDeps, config.uploadSweep);
    app.jobs.define(uploadSweepJob(sweepDeps, config.uploadSweep));
    // What waited 30 days in Sampah goes with its files (sampah-purge.ts).
    app.jobs.define(sampahPurgeJob({ db: database.db, storage, log: app.log }));
    // The daily backup at the admin's time, into BACKUP_DIR and S3 (backup/auto-backup.ts).
    if (config.backup.auto) {
      const bucket =
        config.s3 && config.backup.s3
          ? new (await import('./backup/s3-copy.js')).BackupBucket(config.s3)
          : undefined;
      app.jobs.define(
        backupJob({
          db: database.db,
          sources: {
            databaseUrl: config.databaseUrl,
            dataDir: config.dataDir,
            uploadDir: config.uploadDir,
            pglite: database.pglite,
          },
          folder: config.backup.dir,
          bucket,
          log: app.log,
        }),
      );
      app.addHook('onClose', () => bucket?.close());
    }
    if (await needsTableMaintenance(database.db, database.kind)) {
      app.jobs.define(tableMaintenanceJob(database.db, app.log));
      const stop = vacuumOnChanges(app.jobs, changes);
      app.addHook('onClose', () => stop());
    }
    progressLine(`Database siap (${seconds(Date.now() - started)})`);
    await app.listen({ port: config.port, host: config.host });
    // /metrics for a scraper on this machine only, without a token (docs/decisions/0045).
    await app.metricsListener?.listen({ port: config.metrics.port, host: '127.0.0.1' });
  } catch (error) {
    app.log.error({ err: error }, 'start failed');
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(1);
  }
  const database_ = database.kind === 'pglite' ? `PGlite di ${config.dataDir}` : 'PostgreSQL';
  const images = config.s3 ? `S3 ${config.s3.bucket}` : config.uploadDir;
  const limits = config.redis ? 'Redis' : 'memori instance ini';
  process.stdout.write(
    startedLines({
      publicUrl: config.publicUrl,
      database: database_,
      images,
      limits,
      smtpUrl: config.mail.smtpUrl,
    }),
  );
  demoPictures.drawInBackground(firstStartScript());
}

await main();
