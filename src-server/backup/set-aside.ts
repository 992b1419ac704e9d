import fs from 'node:fs/promises';
import path from 'node:path';

// A restore deletes nothing: what it replaces is renamed to `<folder>.before-restore-<stamp>`.

/** A mount point (a shared volume for the uploads) cannot be renamed, nor renamed onto. */
const CANNOT_RENAME = new Set(['EBUSY', 'EXDEV', 'ENOTEMPTY', 'EEXIST']);

/** Moves `folder` aside; answers where it went, or undefined when there was no folder. */
export async function setFolderAside(folder: string, stamp: string): Promise<string | undefined> {
  const aside = `${folder}.before-restore-${stamp}`;
  try {
    await fs.rename(folder, aside);
    return aside;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (code === 'ENOENT') return undefined;
    if (!CANNOT_RENAME.has(code)) throw error;
  }
  // The folder stays where it is; its content is copied aside and removed.
  await fs.cp(folder, aside, { recursive: true });
  for (const entry of await fs.readdir(folder)) {
    await fs.rm(path.join(folder, entry), { recursive: true, force: true });
  }
  return aside;
}

/** Puts `source`'s content at `folder` (absent or empty), by a rename where it can. */
export async function moveFolderInto(source: string, folder: string): Promise<void> {
  await fs.mkdir(path.dirname(folder), { recursive: true });
  try {
    await fs.rename(source, folder);
  } catch (error) {
    if (!CANNOT_RENAME.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
    await fs.cp(source, folder, { recursive: true });
  }
}
