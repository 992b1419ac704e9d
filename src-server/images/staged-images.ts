import { IMAGE_VARIANT_WIDTHS, variantFileName } from '../../src/shared/images.js';
import { STAGING_FOLDER, type Storage } from '../storage/storage.js';
import { storeImage, type ProcessedImage } from './process-image.js';

// Photos the product editor uploads before the save that names them (docs/product.md §5 Editor
// produk). They wait under their own staging folder for a day, not the ten minutes of an upload
// in flight: the owner may fill in the rest of the product on a phone at her own pace. The
// upload sweep removes what no save took (sweep-uploads.ts).

export const EDITOR_STAGING_FOLDER = `${STAGING_FOLDER}/editor`;

/** How long a staged photo waits for its save. */
export const EDITOR_STAGING_KEEP_MS = 24 * 60 * 60 * 1000;

/** An image's files: the original and its variants, as storeImage wrote them. */
export function imageFileNames(file: string): string[] {
  return [file, ...IMAGE_VARIANT_WIDTHS.map((width) => variantFileName(file, width))];
}

export async function stageEditorImage(storage: Storage, image: ProcessedImage): Promise<void> {
  await storeImage(storage, EDITOR_STAGING_FOLDER, image);
}

/** Whether a staged photo is still there (its original; the variants were written before it). */
export async function isStaged(storage: Storage, file: string): Promise<boolean> {
  return (await storage.get(`${EDITOR_STAGING_FOLDER}/${file}`)) !== undefined;
}

/** Moves an image's files from one folder to another. */
export async function moveImageFiles(storage: Storage, from: string, to: string, file: string) {
  for (const name of imageFileNames(file)) await storage.move(`${from}/${name}`, `${to}/${name}`);
}

/**
 * Copies an image's files to another folder under the same name (a colour's photo taken from
 * the product's photos); a variant the source lacks is skipped.
 */
export async function copyImageFiles(storage: Storage, from: string, to: string, file: string) {
  for (const name of imageFileNames(file)) {
    const data = await storage.get(`${from}/${name}`);
    if (data) await storage.put(`${to}/${name}`, data);
  }
}

/** Copies a stored image into the editor's staging area under a new name (a duplicated product). */
export async function stageCopyOf(
  storage: Storage,
  from: string,
  file: string,
  newFile: string,
): Promise<boolean> {
  const names = imageFileNames(file);
  const newNames = imageFileNames(newFile);
  const original = await storage.get(`${from}/${file}`);
  if (!original) return false;
  for (const [i, name] of names.entries()) {
    const data = i === 0 ? original : await storage.get(`${from}/${name}`);
    const target = newNames[i];
    if (data && target) await storage.put(`${EDITOR_STAGING_FOLDER}/${target}`, data);
  }
  return true;
}
