import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { IMAGE_VARIANT_WIDTHS, variantFileName } from '../../src/shared/images.js';
import type { Db } from '../db/connect.js';
import { storeImage } from '../images/process-image.js';
import type { PendingKeys } from '../storage/pending-storage.js';
import type { Storage } from '../storage/storage.js';
import { progressLine, seconds, startStep, type Step } from '../terminal.js';
import {
  drawDemoImages,
  drawDemoPicture,
  drawnPicture,
  pictureNamed,
  type DrawnPicture,
} from './draw-demo-images.js';

// The demo pictures that rows name but that are not drawn yet (docs/decisions/0054). Drawing
// the demo catalogue's 139 pictures is about 16 s of CPU, more than half of a first start; the
// seed commits its rows with every picture's file named and its SVG in gambar_demo_tertunda,
// and the pictures are drawn after the first page: by a child process at the lowest priority,
// and at once, here, for any one a reader asks for first (the image route, through
// StorageWithPending). A picture is drawn by the same code either way (drawDemoPicture, or its
// bytes from the cache that code filled), so it is what the seed stored before, byte for byte.
// A row goes once every size of its picture is stored: after an interrupted start the next one
// draws what is left.

/** A file the seed names and the drawing it shows, before they are rows. */
export interface PendingPicture {
  /** The original's storage key, `produk/12/….webp`. */
  berkas: string;
  svg: string;
}

/** Records the pictures a seed's rows name, in its transaction: they are drawn after it. */
export async function addPendingPictures(trx: Db, pictures: PendingPicture[]): Promise<void> {
  if (pictures.length === 0) return;
  await trx
    .insertInto('gambar_demo_tertunda')
    .values(pictures.map((p, urutan) => ({ ...p, urutan })))
    .execute();
}

/** What a child drawing for us says (seed/first-start.ts, its `pictures` task). */
export type DrawerMessage = { picture: DrawnPicture; index: number } | { failed: string };

interface Log {
  debug(details: object, message: string): void;
  error(details: object, message: string): void;
}

const silent: Log = { debug: () => undefined, error: () => undefined };

function splitKey(key: string): { folder: string; file: string } {
  const slash = key.lastIndexOf('/');
  return { folder: key.slice(0, slash), file: key.slice(slash + 1) };
}

export class DemoPictures implements PendingKeys {
  /** Each pending drawing → the originals' keys that show it (a main photo repeats a colour's). */
  readonly #keysOf = new Map<string, string[]>();
  /** Every pending key, variants included → its drawing. */
  readonly #drawingOf = new Map<string, string>();
  /** Drawings being stored now → when they are. */
  readonly #storing = new Map<string, Promise<void>>();
  #log: Log = silent;
  #child: ChildProcess | undefined;
  #closed = false;
  #total = 0;
  #started = Date.now();
  /** The last picture drawn here, which the next waits for. */
  #here: Promise<unknown> = Promise.resolve();
  #step: Step | undefined;

  /** `storage` is the storage itself, not one that waits for us. */
  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
  ) {}

  /** Reads what is left to draw; returns how many pictures that is. */
  async load(log: Log = silent): Promise<number> {
    this.#log = log;
    const rows = await this.db
      .selectFrom('gambar_demo_tertunda')
      .select(['berkas', 'svg'])
      .orderBy('urutan')
      .execute();
    for (const { berkas, svg } of rows) {
      if (this.#drawingOf.has(berkas)) continue;
      this.#keysOf.set(svg, [...(this.#keysOf.get(svg) ?? []), berkas]);
      const { folder, file } = splitKey(berkas);
      this.#drawingOf.set(berkas, svg);
      for (const w of IMAGE_VARIANT_WIDTHS)
        this.#drawingOf.set(`${folder}/${variantFileName(file, w)}`, svg);
    }
    this.#total = this.#keysOf.size;
    return this.#keysOf.size;
  }

  /** Pictures still to store. */
  get pending(): number {
    return this.#keysOf.size;
  }

  whenStored(key: string): Promise<void> | undefined {
    const svg = this.#drawingOf.get(key);
    if (svg === undefined) return undefined;
    return this.#storing.get(svg) ?? this.#store(svg, () => this.#drawHere(svg));
  }

  /**
   * Stores the picture `make` gives under each key that shows `svg`, then forgets them. Never
   * rejects: a failure is logged and the picture stays pending (the next reader or start tries
   * again), and the reader waiting for it finds it missing, as it would have before.
   */
  #store(svg: string, make: () => Promise<DrawnPicture>): Promise<void> {
    const storing = (async () => {
      const keys = this.#keysOf.get(svg) ?? [];
      // Nothing names it any more: stored already.
      if (keys.length === 0) return;
      const picture = await make();
      for (const key of keys) {
        const { folder, file } = splitKey(key);
        await storeImage(this.storage, folder, pictureNamed(picture, file));
      }
      this.#forget(svg, keys);
      await this.db.deleteFrom('gambar_demo_tertunda').where('berkas', 'in', keys).execute();
    })()
      .catch((error: unknown) => {
        this.#log.error({ err: error }, 'a demo picture could not be drawn and stored');
      })
      .finally(() => this.#storing.delete(svg));
    this.#storing.set(svg, storing);
    return storing;
  }

  #forget(svg: string, keys: string[]): void {
    this.#keysOf.delete(svg);
    for (const [key, drawing] of this.#drawingOf) if (drawing === svg) this.#drawingOf.delete(key);
    if (keys.length > 0) this.#step?.count(this.#total - this.#keysOf.size, this.#total);
    if (this.#keysOf.size === 0) this.#finished();
  }

  #finished(): void {
    const ms = Date.now() - this.#started;
    if (this.#step) this.#step.done();
    else if (this.#total > 0)
      progressLine(`Gambar demo selesai (${this.#total} gambar, ${seconds(ms)})`);
    this.#step = undefined;
    if (this.#total > 0) this.#log.debug({ pictures: this.#total, ms }, 'demo pictures drawn');
  }

  /**
   * Draws every pending picture here and now (`npm run seed`, tests), taking those the cache
   * holds from it.
   */
  async drawAll(cacheDir?: string | false): Promise<void> {
    const svgs = [...this.#keysOf.keys()];
    if (svgs.length === 0) return;
    this.#step = startStep('Menggambar gambar demo');
    this.#started = Date.now();
    const stored: Promise<void>[] = [];
    await drawDemoImages(svgs, {
      ...(cacheDir === undefined ? {} : { cacheDir }),
      onImage: (image, index) => {
        const svg = svgs[index] as string;
        if (this.#keysOf.has(svg) && !this.#storing.has(svg))
          stored.push(this.#store(svg, () => Promise.resolve(drawnPicture(image))));
      },
    });
    await Promise.all(stored);
    await Promise.all(this.#storing.values());
  }

  /**
   * Draws the pending pictures in `script` (first-start.js's `pictures` task), a child at the
   * lowest priority, so that the server's own work comes first on a small machine, and its
   * memory goes when it ends. What it leaves undone (it failed, or could not start) is drawn
   * here, one at a time.
   */
  drawInBackground(script: string): void {
    const svgs = [...this.#keysOf.keys()];
    if (svgs.length === 0 || this.#closed) return;
    // No counter on the console: the start's last line stays the admin's address (main.ts);
    // one line says when they are all stored.
    this.#started = Date.now();
    const child = fork(script, ['pictures'], {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      // Buffers as they are, not as JSON arrays of numbers.
      serialization: 'advanced',
    });
    this.#child = child;
    child.on('spawn', () => {
      try {
        if (child.pid !== undefined) os.setPriority(child.pid, os.constants.priority.PRIORITY_LOW);
      } catch {
        // Not allowed here: it runs at the usual priority.
      }
      child.send({ svgs });
    });
    child.on('message', (message: DrawerMessage) => {
      // Closing: the database goes next, and what was not stored is drawn at the next start.
      if (this.#closed) return;
      if ('failed' in message) {
        this.#log.error({ message: message.failed }, 'drawing the demo pictures failed');
        return;
      }
      const svg = svgs[message.index];
      if (svg === undefined || !this.#keysOf.has(svg) || this.#storing.has(svg)) return;
      void this.#store(svg, () => Promise.resolve(message.picture));
    });
    const left = () => {
      if (this.#child !== child) return;
      this.#child = undefined;
      if (!this.#closed) void this.#drawLeftHere();
    };
    // `error` alone when it could not start; `exit` after an `error` in other cases.
    child.on('error', left);
    child.on('exit', left);
  }

  async #drawLeftHere(): Promise<void> {
    // The child's last messages first.
    await new Promise((resolve) => setImmediate(resolve));
    for (const svg of [...this.#keysOf.keys()]) {
      if (this.#closed) return;
      // Stored meanwhile (the child's last pictures were still being stored): not drawn again.
      if (!this.#keysOf.has(svg)) continue;
      await (this.#storing.get(svg) ?? this.#store(svg, () => this.#drawHere(svg)));
    }
  }

  /**
   * Draws `svg` in this process, one picture at a time: a page of pictures asked for at once
   * must not hold the server's memory and both cores (each picture encodes its sizes in
   * parallel already).
   */
  #drawHere(svg: string): Promise<DrawnPicture> {
    const drawn = this.#here.then(async () => drawnPicture(await drawDemoPicture(svg)));
    this.#here = drawn.catch(() => undefined);
    return drawn;
  }

  /** Stops drawing and waits for the pictures being stored (before the database closes). */
  async close(): Promise<void> {
    this.#closed = true;
    this.#child?.kill();
    await Promise.all(this.#storing.values());
  }
}
