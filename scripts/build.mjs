// `npm run build`: the client (Vite) with its precompressed assets, the SSR entry (Vite), and the
// server bundled by esbuild into one ES module per entry in dist-server/ (type-checking is
// `npm run typecheck`'s job, not the build's). Says what it is doing, in Indonesian, as the
// first `npm start` shows it.
//
//   --first-start DIR  while the client builds, also create the embedded database for a server
//                      started in DIR (src-server/seed/first-start.ts; the first `npm start`
//                      asks). The demo pictures are drawn by that server after it listens.
//   --compress-later   without the assets' .br and .gz copies: scripts/start.mjs has them made
//                      beside the server it starts (compress-assets.mjs --missing)
//   --verbose          Vite's own output too (bundle sizes)
import { execFile, fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import * as esbuild from 'esbuild';
import { build as viteBuild } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const serverOut = path.join(root, 'dist-server');
const verbose = process.argv.includes('--verbose');
const compressLater = process.argv.includes('--compress-later');
const firstStartAt = process.argv.indexOf('--first-start');
const firstStartDir = firstStartAt === -1 ? undefined : process.argv[firstStartAt + 1];
const tty = process.stdout.isTTY === true;

// ---- Progress: finished steps as lines, the running ones on one line below (in a terminal).

/** @type {Map<string, string>} running step → its counter, if any */
const running = new Map();

function seconds(ms) {
  return `${(ms / 1000).toLocaleString('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} d`;
}

function statusLine() {
  if (running.size === 0) return '';
  return `${[...running].map(([label, count]) => (count ? `${label} ${count}` : label)).join(' · ')}…`;
}

/** Writes `text` (whole lines) above the status line, then draws the status line again. */
function print(text) {
  if (tty) process.stdout.write(`\r\x1b[2K${text}${statusLine()}`);
  else if (text) process.stdout.write(text);
}

/** Starts a step called `label`; its counter ("12/106") shows in the status line. */
function begin(label) {
  const started = Date.now();
  running.set(label, '');
  print(tty ? '' : `${label}…\n`);
  return {
    count(text) {
      if (!running.has(label)) return;
      running.set(label, text);
      if (tty) print('');
    },
    end(ok, note) {
      if (!running.delete(label)) return;
      const how = ok
        ? `selesai (${seconds(Date.now() - started)}${note ? `, ${note}` : ''})`
        : 'gagal';
      print(`${label}… ${how}\n`);
    },
  };
}

/**
 * Runs `work` as a step called `label`: "label… selesai (1,2 d)" when it ends.
 * @template T
 * @param {string} label
 * @param {() => Promise<T>} work
 * @returns {Promise<T>}
 */
async function step(label, work) {
  const progress = begin(label);
  try {
    const result = await work();
    progress.end(true);
    return result;
  } catch (error) {
    progress.end(false);
    throw error;
  }
}

// ---- The steps ---------------------------------------------------------------------------

/** Failures esbuild has printed itself. */
const esbuildFailures = new WeakSet();

/** src-server as ES modules for Node 20, packages left to node_modules. */
async function buildServer() {
  fs.rmSync(serverOut, { recursive: true, force: true });
  const options = {
    absWorkingDir: root,
    entryPoints: [
      'src-server/main.ts',
      // Used by bench/run.mjs to grow the catalogue with the app's own database code.
      'src-server/db/connect.ts',
      'src-server/seed/first-start.ts',
    ],
    // Keeps the paths the callers know: dist-server/src-server/main.js and so on.
    outbase: '.',
    outdir: serverOut,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.server.json'),
    // Maps for stack traces (node --enable-source-maps), without the sources inside.
    sourcemap: true,
    sourcesContent: false,
    logLevel: 'warning',
  };
  await esbuild.build(options).catch((error) => {
    esbuildFailures.add(error);
    throw error;
  });
}

// Vite's messages go above the status line like ours; its bundle sizes only with --verbose.
const warnedOnce = new Set();
/** @type {import('vite').Logger} */
const viteLogger = {
  hasWarned: false,
  info(message) {
    if (verbose) print(`${message}\n`);
  },
  warn(message) {
    viteLogger.hasWarned = true;
    print(`${message}\n`);
  },
  warnOnce(message) {
    if (warnedOnce.has(message)) return;
    warnedOnce.add(message);
    viteLogger.warn(message);
  },
  error(message) {
    print(`${message}\n`);
  },
  clearScreen() {},
  hasErrorLogged: () => false,
};
const viteOptions = { root, logLevel: verbose ? 'info' : 'warn', customLogger: viteLogger };

function buildClient() {
  return viteBuild(viteOptions);
}

function buildSsr() {
  return viteBuild({
    ...viteOptions,
    build: { ssr: 'src/entry-server.tsx', outDir: 'dist/server' },
  });
}

async function compressAssets() {
  const { stdout } = await promisify(execFile)(process.execPath, [
    path.join(root, 'scripts', 'compress-assets.mjs'),
  ]);
  if (verbose) print(stdout);
}

const firstStartLabels = {
  database: 'Menyiapkan database baru',
};

/**
 * The slow part of a first start, in a process of its own (its own thread, so Vite never
 * waits behind PostgreSQL's initdb): src-server/seed/first-start.ts. What fails there is only
 * a warning: the server does it itself when it starts.
 */
function prepareFirstStart(dir, task) {
  const child = fork(path.join(serverOut, 'src-server', 'seed', 'first-start.js'), [task], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    // PostgreSQL's initdb and the migrations run once in this process: V8's optimising
    // compiler would spend a third of its CPU (about 2 s) on code it never runs again.
    execArgv: [...process.execArgv, '--liftoff-only'],
  });
  /** @type {Map<string, ReturnType<typeof begin>>} */
  const tasks = new Map();
  child.on('message', (message) => {
    const label = firstStartLabels[message?.task];
    if (!label) return;
    if (message.state === 'begin') tasks.set(label, begin(label));
    else if (message.state === 'count') tasks.get(label)?.count(`${message.done}/${message.total}`);
    else tasks.get(label)?.end(message.state === 'done', message.note);
  });
  process.on('exit', () => child.kill());
  return new Promise((resolve) => {
    const finish = () => {
      for (const task of tasks.values()) task.end(false);
      resolve(undefined);
    };
    child.on('error', finish);
    child.on('exit', finish);
  });
}

const started = Date.now();
try {
  await step('Membangun server', buildServer);
  const firstStart = firstStartDir
    ? prepareFirstStart(firstStartDir, 'database')
    : Promise.resolve();
  await step('Membangun klien', buildClient);
  await Promise.all([
    compressLater ? undefined : step('Mengompres aset', compressAssets),
    step('Membangun render halaman (SSR)', buildSsr),
  ]);
  await firstStart;
  print(`Build selesai (${seconds(Date.now() - started)})\n`);
} catch (error) {
  // esbuild has said what went wrong already; Vite only that it failed.
  if (!esbuildFailures.has(error)) print(`${error instanceof Error ? error.message : error}\n`);
  print('Build gagal.\n');
  process.exit(1);
}
