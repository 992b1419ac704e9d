// After `vite build`: writes .br and .gz beside every compressible asset, so the server sends
// them as they are (maximum compression, no CPU per request).
//
//   --missing  only the assets that lack a copy (scripts/start.mjs runs it so beside the server)
//
// Each copy is written aside and renamed into place: the server may be answering already, and
// sends an asset's .br as soon as it exists (until then it compresses the asset itself).
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const compressible = /\.(js|css|svg|json|txt|xml|webmanifest)$/;
const copies = ['.br', '.gz'];

/** The client build's files worth compressing (1 KB and more). */
async function compressibleAssets(root) {
  const files = [];
  for (const entry of await fs.readdir(root, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    // A copy left half-written by a run that was stopped.
    if (entry.name.endsWith('.tmp')) await fs.rm(file, { force: true });
    if (!entry.isFile() || !compressible.test(entry.name)) continue;
    if ((await fs.stat(file)).size >= 1024) files.push(file);
  }
  return files;
}

/** The assets of `root` (dist/client) that lack a .br or a .gz copy. */
export async function uncompressedAssets(root) {
  const missing = [];
  for (const file of await compressibleAssets(root)) {
    const found = await Promise.all(
      copies.map((ext) =>
        fs.access(`${file}${ext}`).then(
          () => true,
          () => false,
        ),
      ),
    );
    if (found.includes(false)) missing.push(file);
  }
  return missing;
}

async function writeAside(file, data) {
  const aside = `${file}.${process.pid}.tmp`;
  await fs.writeFile(aside, data);
  await fs.rename(aside, file);
}

async function compress(file) {
  const data = await fs.readFile(file);
  await writeAside(
    `${file}.br`,
    await brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeAside(`${file}.gz`, await gzip(data, { level: 9 }));
}

/** Compresses the assets of `root` (all, or only those lacking a copy); returns how many. */
export async function compressAssets(root, { missingOnly = false } = {}) {
  const files = missingOnly ? await uncompressedAssets(root) : await compressibleAssets(root);
  for (const file of files) await compress(file);
  return files.length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(import.meta.dirname, '..', 'dist', 'client');
  const count = await compressAssets(root, { missingOnly: process.argv.includes('--missing') });
  console.log(`compressed ${count} assets`);
}
