// `npm start`: builds when the build is missing or older than the sources, then runs the
// built server (production mode unless NODE_ENV says otherwise).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { uncompressedAssets } from './compress-assets.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(root, 'dist-server', 'src-server', 'main.js');
const stamp = path.join(root, 'dist-server', '.build-stamp');
const sources = [
  'src',
  'src-server',
  'migrations',
  'public',
  'index.html',
  'admin.html',
  'vite.config.ts',
  'package-lock.json',
  'scripts/build.mjs',
];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

const built = [
  serverEntry,
  path.join(root, 'dist', 'client', 'index.html'),
  path.join(root, 'dist', 'client', 'admin.html'),
  path.join(root, 'dist', 'server', 'entry-server.js'),
].every((file) => fs.existsSync(file));
const builtAt = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
const changedAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (!built || changedAt > builtAt) {
  console.log(
    built ? 'Sumber berubah, membangun ulang…' : 'Membangun aplikasi untuk pertama kali…',
  );
  // The first build also creates the database and draws the demo images, beside the client
  // build, for the server started from here.
  const args = [path.join(root, 'scripts', 'build.mjs'), '--compress-later'];
  if (!built) args.push('--first-start', process.cwd());
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(stamp, new Date().toISOString());
}

// The assets' .br and .gz copies are made beside the starting server, at the lowest priority:
// on two cores the build and the server's start are what `npm start` waits for. Until an
// asset's copy exists the server compresses it per request (@fastify/compress).
if ((await uncompressedAssets(path.join(root, 'dist', 'client'))).length > 0) {
  const compress = spawn(
    process.execPath,
    [path.join(root, 'scripts', 'compress-assets.mjs'), '--missing'],
    { cwd: root, stdio: 'ignore' },
  );
  compress.on('spawn', () => {
    try {
      if (compress.pid !== undefined)
        os.setPriority(compress.pid, os.constants.priority.PRIORITY_LOW);
    } catch {
      // Not allowed here: it runs at the usual priority.
    }
  });
  compress.on('error', () => undefined);
  compress.unref();
}

process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(serverEntry).href);
