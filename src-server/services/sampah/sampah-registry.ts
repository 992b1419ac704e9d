import type { SampahJenis } from '../../../src/shared/schemas/sampah.js';
import type { Db } from '../../db/connect.js';

// What each kind of row takes into Sampah and how it comes back (docs/decisions/0021). The
// features own their rows, so each one says how to take and restore its kind (a file like
// modules/warna/warna.sampah.ts); the composition registers them all at start-up
// (src-server/sampah-kinds.ts). `take` reads the row and everything deleted with it (the foreign
// keys' cascades) and deletes them, in the caller's transaction; `restore` puts them back with
// their ids, or refuses with a 409 naming why. Snapshots are JSON: instants come back as ISO
// strings, which the columns take as they are.

export interface Taken<S> {
  isi: S;
  /** How the admin names it in Sampah and in the undo toast. */
  label: string;
  /** The storage keys (`folder/file`) its rows name, kept until the purge. */
  berkas: string[];
}

export interface SampahKind<S> {
  take(trx: Db, id: number): Promise<Taken<S> | undefined>;
  restore(trx: Db, isi: S): Promise<void>;
}

/** Every kind Sampah holds, one entry per name in src/shared/schemas/sampah.ts. */
export type SampahKinds = Record<SampahJenis, SampahKind<unknown>>;

let registered: SampahKinds | undefined;

/** The composition hands every kind over once at start-up; again is harmless. */
export function registerSampahKinds(kinds: SampahKinds): void {
  registered = kinds;
}

/** How `jenis` is taken and restored; a programming error when nothing was registered. */
export function sampahKind(jenis: SampahJenis): SampahKind<unknown> {
  if (!registered) throw new Error('Sampah kinds are not registered (registerSampahKinds)');
  return registered[jenis];
}

/** The label of a row of `jenis` waiting in Sampah; undefined when it is not there. */
export async function trashedLabel(
  trx: Db,
  jenis: SampahJenis,
  idEntitas: number,
): Promise<string | undefined> {
  const row = await trx
    .selectFrom('sampah')
    .select('label')
    .where('jenis', '=', jenis)
    .where('id_entitas', '=', idEntitas)
    .executeTakeFirst();
  return row?.label;
}
