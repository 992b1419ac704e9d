// Product saves with photos (new products, new photos for existing ones, new colours) on
// several connections at once until the app is killed with SIGKILL in the middle of them, and
// what the uploads folder and the rows look like afterwards (issue 8 item 7).
import fs from 'node:fs';
import { IMAGE_VARIANT_WIDTHS, variantFileName } from '../../src/shared/images.js';
import { jpeg, listFiles, multipart } from '../../src-server/test/uploads.js';
import type { AppProcess } from './app-process.js';
import { ADMIN_ADDRESS, onDatabase } from './mixed-traffic.js';

export interface Acknowledged {
  /** Photos of products created with 201. */
  created: string[];
  /** Per product id, the photos its updates were acknowledged with (200), in order. */
  updated: Map<number, string[]>;
  /** Colour photos created with 201, as `produk/{id}/{foto}`. */
  colours: string[];
}

const produkFields = (name: string) => ({
  nama_produk: name,
  harga: 150_000,
  diskon: 0,
  jumlah_terjual: 0,
  deskripsi_produk: 'Disimpan saat server dimatikan.',
  kategori: 'gamis',
});

/**
 * Saves on `streams` of each kind until the app dies. Once `armAfter` saves were acknowledged,
 * the first file event in the uploads folder that `killOn` picks (or a second later, whichever
 * comes first) kills the app with SIGKILL. Also stops, without a kill, after `limitMs`.
 */
export async function saveUntilKilled(
  app: AppProcess,
  options: {
    cookie: string;
    uploadDir: string;
    produkIds: number[];
    killOn: (file: string) => boolean;
    armAfter?: number;
    limitMs?: number;
  },
): Promise<{ acknowledged: Acknowledged; saves: number; trigger: string }> {
  const { cookie, uploadDir, produkIds, killOn, armAfter = 4, limitMs = 30_000 } = options;
  const image = await jpeg(1200, 1500, '#7a9e7e');
  const acknowledged: Acknowledged = { created: [], updated: new Map(), colours: [] };
  let saves = 0;
  let trigger = 'none';
  let stopped = false;
  const kill = (why: string) => {
    if (stopped) return;
    stopped = true;
    trigger = why;
    app.kill('SIGKILL');
  };
  const count = () =>
    acknowledged.created.length +
    acknowledged.colours.length +
    [...acknowledged.updated.values()].reduce((n, list) => n + list.length, 0);
  const watcher = fs.watch(uploadDir, { recursive: true }, (_event, file) => {
    if (count() >= armAfter && file && killOn(file)) kill(`file event ${file}`);
  });
  let fallback: NodeJS.Timeout | undefined;
  const limit = setTimeout(() => {
    stopped = true;
    trigger = 'time limit';
  }, limitMs);
  const acknowledge = () => {
    if (count() === armAfter) fallback = setTimeout(() => kill('a second after arming'), 1_000);
  };

  const save = async (method: string, path: string, fields: Record<string, string | number>) => {
    const body = await multipart(fields, { data: image });
    saves += 1;
    const res = await fetch(app.url + path, {
      method,
      headers: { ...body.headers, cookie, 'x-forwarded-for': ADMIN_ADDRESS },
      body: new Uint8Array(body.payload),
    }).catch(() => undefined);
    if (!res) return undefined; // the process is gone
    const json = (await res.json().catch(() => undefined)) as Record<string, unknown> | undefined;
    return { status: res.status, json };
  };
  const creates = async (stream: number) => {
    for (let i = 0; !stopped; i++) {
      const r = await save('POST', '/api/produk', produkFields(`Gamis Uji ${stream}-${i}`));
      if (!r) return;
      const foto = r.json?.foto_produk;
      if (r.status === 201 && typeof foto === 'string') {
        acknowledged.created.push(foto);
        acknowledge();
      }
    }
  };
  const updates = async (id: number) => {
    for (let i = 0; !stopped; i++) {
      const r = await save('PATCH', `/api/produk/${id}`, produkFields(`Gamis Diubah ${id}-${i}`));
      if (!r) return;
      const foto = r.json?.foto_produk;
      if (r.status === 200 && typeof foto === 'string') {
        acknowledged.updated.set(id, [...(acknowledged.updated.get(id) ?? []), foto]);
        acknowledge();
      }
    }
  };
  const colours = async (id: number) => {
    for (let i = 0; !stopped; i++) {
      const r = await save('POST', `/api/warna/${id}`, { warna: `Warna ${i}` });
      if (!r) return;
      const foto = r.json?.foto;
      if (r.status === 201 && typeof foto === 'string') {
        acknowledged.colours.push(`produk/${id}/${foto}`);
        acknowledge();
      }
    }
  };
  const [a = 1, b = 2, c = 3] = produkIds;
  try {
    await Promise.all([creates(1), creates(2), updates(a), updates(b), colours(c)]);
    if (trigger !== 'time limit') await app.exited;
  } finally {
    watcher.close();
    clearTimeout(fallback);
    clearTimeout(limit);
  }
  return { acknowledged, saves, trigger };
}

export interface UploadState {
  /** Files in the public folders, or staged, that no row names. */
  strays: string[];
  /** Files rows name that are not on disk. */
  missing: string[];
  /** Acknowledged saves whose row does not hold them (or a later photo). */
  lost: string[];
  files: number;
}

/** Compares the rows with the uploads folder; with `acknowledged`, checks those saves too. */
export async function inspectUploads(
  databaseUrl: string,
  uploadDir: string,
  acknowledged?: Acknowledged,
): Promise<UploadState> {
  const rows = await onDatabase(databaseUrl, async (client) => ({
    produk: (
      await client.query<{ id: number; foto_produk: string }>('select id, foto_produk from produk')
    ).rows,
    warna: (
      await client.query<{ id_produk: number; foto: string }>('select id_produk, foto from warna')
    ).rows,
    testimoni: (
      await client.query<{ foto_testimoni: string }>('select foto_testimoni from testimoni')
    ).rows,
    // A product's further photos, in the product's folder (the first is also produk.foto_produk).
    produkFoto: (await client.query<{ foto: string }>('select foto from produk_foto')).rows,
    // Rows waiting in Sampah keep their files until the purge (the sweep keeps them too).
    sampah: (await client.query<{ berkas: string[] }>('select berkas from sampah')).rows,
    penawaran: (
      await client.query<{ foto: string }>('select foto from penawaran where foto is not null')
    ).rows,
  }));
  const originals = [
    ...rows.produk.map((p) => `produk/${p.foto_produk}`),
    ...rows.warna.map((w) => `produk/${w.id_produk}/${w.foto}`),
    ...rows.testimoni.map((t) => `testimoni/${t.foto_testimoni}`),
    ...rows.produkFoto.map((f) => `produk/${f.foto}`),
    ...rows.sampah.flatMap((r) => r.berkas),
    ...rows.penawaran.map((p) => `penawaran/${p.foto}`),
  ];
  const named = new Set<string>();
  for (const original of originals) {
    const slash = original.lastIndexOf('/');
    named.add(original);
    for (const w of IMAGE_VARIANT_WIDTHS) {
      named.add(`${original.slice(0, slash)}/${variantFileName(original.slice(slash + 1), w)}`);
    }
  }
  const onDisk = await listFiles(uploadDir);
  const present = new Set(onDisk);
  const lost: string[] = [];
  if (acknowledged) {
    const fotos = new Map(rows.produk.map((p) => [p.id, p.foto_produk]));
    const allFotos = new Set(rows.produk.map((p) => p.foto_produk));
    for (const foto of acknowledged.created) if (!allFotos.has(foto)) lost.push(`produk/${foto}`);
    for (const colour of acknowledged.colours) if (!named.has(colour)) lost.push(colour);
    for (const [id, list] of acknowledged.updated) {
      const stored = fotos.get(id);
      // The last acknowledged photo, or a later one whose answer the kill cut off; never an
      // earlier one.
      if (stored === undefined || list.slice(0, -1).includes(stored)) {
        lost.push(`produk ${id}: ${list.at(-1) ?? ''} (stored: ${stored ?? 'no row'})`);
      }
    }
  }
  return {
    strays: onDisk.filter((f) => !named.has(f)),
    missing: [...named].filter((f) => !present.has(f)),
    lost,
    files: onDisk.length,
  };
}
