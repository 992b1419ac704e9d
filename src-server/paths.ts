import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root (where package.json is), whether running from src-server/ or dist-server/. */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above src-server');
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot();
export const clientDistDir = path.join(projectRoot, 'dist', 'client');
/** The React SSR entry, built by `vite build --ssr`. */
export const serverDistDir = path.join(projectRoot, 'dist', 'server');
