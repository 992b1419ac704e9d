import { z } from 'zod';
import { kekuranganUntuk } from '../kelengkapan.js';
import { FOTO_ALT_MAX_LENGTH, MAX_PRODUK_FOTO, MAX_PRODUK_VARIANTS } from '../limits.js';
import { messages } from '../messages.js';
import { foldName } from '../same-name.js';
import { idSchema } from './common.js';
import { formObject, imageFile, optionalText, requiredText } from './fields.js';
import type { ProdukFoto } from './foto.js';
import { stokSchema, type KetersediaanRow } from './ketersediaan.js';
import type { Produk } from './produk.js';
import { jadwalInOrder, jadwalIssue, produkFields, type ProdukFields } from './produk-write.js';
import type { Ukuran } from './ukuran.js';
import { ukuranFields } from './ukuran-write.js';
import type { Warna } from './warna.js';

// The product editor (docs/product.md §5 Editor produk): a product with its photos, colours,
// sizes and availability, read whole and saved whole in one transaction. Photos are uploaded
// first, one request each, into a staging area (`upload` answers a staged file name); the save
// names them. Colours and sizes new in the editor have no id yet, so rows refer to each other by
// a key the editor gives them (an existing row's key is its id as text).

/** A product as the editor opens it. */
export interface ProdukEditorData {
  produk: Produk;
  foto: ProdukFoto[];
  warna: Warna[];
  ukuran: Ukuran[];
  /** The marked cells (a cell not listed is Tersedia without a count). */
  ketersediaan: KetersediaanRow[];
}

/** A photo uploaded into the staging area, waiting for the save that names it. */
export interface StagedFoto {
  berkas: string;
  /** `#rrggbb`: the garment's colour as read from the photo (a swatch's default). */
  kodeWarna: string;
}

export const stagedUploadInput = z.preprocess(
  formObject,
  z.object({ file: imageFile(messages.imageRequired) }),
);

/** A staged file's name as `upload` made it: a UUID and the WebP extension. */
const berkasSchema = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/, {
    error: messages.editorUploadGone,
  });

const keySchema = z.string().min(1).max(40);
const hexColour = z
  .string()
  .regex(/^#[0-9a-f]{6}$/, { error: messages.invalidSwatch })
  .transform((value) => value.toLowerCase());

const fotoInput = z
  .object({
    /** An existing photo of the product, or a staged upload. */
    id: idSchema.optional(),
    berkas: berkasSchema.optional(),
    /** Blank: the usual default ("… warna Navy, tampak depan"). */
    alt: optionalText('Teks alternatif', FOTO_ALT_MAX_LENGTH),
    /** The key of the colour the photo shows, or null for the whole product. */
    warna: keySchema.nullable(),
  })
  .refine((f) => (f.id === undefined) !== (f.berkas === undefined), {
    error: messages.editorFotoSource,
  });

/**
 * A colour's own photo: kept, a staged upload, a copy of one of the product's photos, or
 * `otomatis`: the product's photo marked with this colour, else its main photo (a new colour's
 * default, so typing a colour never asks for a photo). The schema's output names the photo.
 */
const warnaFotoInput = z.discriminatedUnion('sumber', [
  z.object({ sumber: z.literal('otomatis') }),
  z.object({ sumber: z.literal('tetap') }),
  z.object({ sumber: z.literal('berkas'), berkas: berkasSchema }),
  z.object({
    sumber: z.literal('foto'),
    ke: z
      .number()
      .int()
      .min(0)
      .max(MAX_PRODUK_FOTO - 1),
  }),
]);
export type WarnaFotoInput = z.infer<typeof warnaFotoInput>;

const warnaInput = z.object({
  key: keySchema,
  id: idSchema.optional(),
  warna: requiredText('Nama warna', 100),
  kode_warna: hexColour,
  foto: warnaFotoInput,
});

/** The photo an `otomatis` colour takes: the first marked with it, else the main photo. */
function resolveWarnaFoto(
  foto: WarnaFotoInput,
  key: string,
  fotos: readonly { warna: string | null }[],
): Exclude<WarnaFotoInput, { sumber: 'otomatis' }> {
  if (foto.sumber !== 'otomatis') return foto;
  const marked = fotos.findIndex((f) => f.warna === key);
  return { sumber: 'foto', ke: Math.max(marked, 0) };
}

const ukuranInput = z.object({ key: keySchema, id: idSchema.optional(), ...ukuranFields });

const cellInput = z.object({
  warna: keySchema.nullable(),
  ukuran: keySchema.nullable(),
  tersedia: z.boolean(),
  stok: stokSchema,
});

const unique = <T>(items: readonly T[], key: (item: T) => string | undefined) => {
  const keys = items.map(key).filter((k) => k !== undefined);
  return new Set(keys).size === keys.length;
};

export const produkEditorSaveInput = z
  .object({
    /** Absent: a new product. */
    id: idSchema.optional(),
    // A Draf may wait for its description and photos: the rule is checked below, by status.
    produk: z
      .object({
        ...produkFields,
        deskripsi_produk: optionalText('Deskripsi produk', 5_000).transform((v) => v ?? ''),
      })
      .refine(jadwalInOrder, jadwalIssue),
    foto: z.array(fotoInput).max(MAX_PRODUK_FOTO, { error: messages.fotoTooMany(MAX_PRODUK_FOTO) }),
    warna: z.array(warnaInput).max(MAX_PRODUK_VARIANTS),
    ukuran: z.array(ukuranInput).max(MAX_PRODUK_VARIANTS),
    ketersediaan: z.array(cellInput).max(MAX_PRODUK_VARIANTS * MAX_PRODUK_VARIANTS + 1),
  })
  .superRefine((input, ctx) => {
    const problem = (message: string, path: (string | number)[]) =>
      ctx.addIssue({ code: 'custom', message, path });
    if (!unique(input.warna, (w) => w.key) || !unique(input.ukuran, (u) => u.key)) {
      problem(messages.editorStale, []);
    }
    if (!unique(input.warna, (w) => foldName(w.warna))) {
      problem(messages.warnaDuplicateName, ['warna']);
    }
    const staged = [
      ...input.foto.map((f) => f.berkas),
      ...input.warna.map((w) => (w.foto.sumber === 'berkas' ? w.foto.berkas : undefined)),
    ];
    if (!unique(staged, (b) => b) || !unique(input.foto, (f) => f.id?.toString())) {
      problem(messages.editorStale, ['foto']);
    }
    const warnaKeys = new Set(input.warna.map((w) => w.key));
    const ukuranKeys = new Set(input.ukuran.map((u) => u.key));
    input.foto.forEach((f, i) => {
      if (f.warna !== null && !warnaKeys.has(f.warna)) problem(messages.editorStale, ['foto', i]);
    });
    input.warna.forEach((w, i) => {
      if (w.foto.sumber === 'foto' && w.foto.ke >= input.foto.length) {
        problem(messages.editorStale, ['warna', i]);
      }
      // A colour's row needs a file: a new one has none to keep, and `otomatis` needs a photo.
      if (
        (w.foto.sumber === 'tetap' && w.id === undefined) ||
        (w.foto.sumber === 'otomatis' && input.foto.length === 0)
      ) {
        problem(messages.editorWarnaNoFoto, ['warna', i, 'foto']);
      }
    });
    // Shown (Tayang or Tersembunyi, scheduled or not), it needs its description and a photo.
    const lacks = kekuranganUntuk(input.produk.status, {
      deskripsi_produk: input.produk.deskripsi_produk,
      adaFoto: input.foto.length > 0,
    });
    if (lacks.includes('deskripsi')) {
      problem(messages.tayangNeedsDeskripsi, ['produk', 'deskripsi_produk']);
    }
    if (lacks.includes('foto')) problem(messages.tayangNeedsFoto, ['foto']);
    const cellKeys = input.ketersediaan.map((c) => `${c.warna ?? ''}:${c.ukuran ?? ''}`);
    if (
      new Set(cellKeys).size !== cellKeys.length ||
      input.ketersediaan.some(
        (c) =>
          (c.warna !== null && !warnaKeys.has(c.warna)) ||
          (c.ukuran !== null && !ukuranKeys.has(c.ukuran)),
      )
    ) {
      problem(messages.duplicateCell, ['ketersediaan']);
    }
  })
  .transform((input) => ({
    ...input,
    warna: input.warna.map((w) => ({ ...w, foto: resolveWarnaFoto(w.foto, w.key, input.foto) })),
  }));
export type ProdukEditorSaveInput = z.input<typeof produkEditorSaveInput>;
export type ProdukEditorSave = z.output<typeof produkEditorSaveInput>;

/**
 * A new product the editor opens filled in ("Duplikat"): another product's details, with its
 * photos copied into the staging area, and its colours, sizes and availability under new keys.
 */
export interface ProdukEditorDraft {
  /** The product it copies. */
  dari: { id: number; nama_produk: string };
  produk: ProdukFields;
  foto: { berkas: string; alt: string; warna: string | null }[];
  warna: { key: string; warna: string; kode_warna: string; foto: WarnaFotoInput }[];
  ukuran: (Omit<Ukuran, 'id' | 'id_produk'> & { key: string })[];
  ketersediaan: {
    warna: string | null;
    ukuran: string | null;
    tersedia: boolean;
    stok: number | null;
  }[];
}
