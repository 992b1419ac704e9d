// After `vite build`: writes .br and .gz beside every compressible asset, so the server sends
// them as they are (maximum compression, no CPU per request).
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const root = path.resolve(import.meta.dirname, '..', 'dist', 'client');
const compressible = /\.(js|css|svg|json|txt|xml|webmanifest)$/;

let count = 0;
for (const entry of await fs.readdir(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressible.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const data = await fs.readFile(file);
  if (data.length < 1024) continue;
  await fs.writeFile(
    `${file}.br`,
    await brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await fs.writeFile(`${file}.gz`, await gzip(data, { level: 9 }));
  count++;
}
console.log(`compressed ${count} assets`);
