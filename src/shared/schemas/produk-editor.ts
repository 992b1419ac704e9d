import { z } from 'zod';
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

/** A colour's own photo: kept, a staged upload, or a copy of one of the product's photos. */
const warnaFotoInput = z.discriminatedUnion('sumber', [
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
    produk: z.object(produkFields).refine(jadwalInOrder, jadwalIssue),
    foto: z
      .array(fotoInput)
      .min(1, { error: messages.imageRequired })
      .max(MAX_PRODUK_FOTO, { error: messages.fotoTooMany(MAX_PRODUK_FOTO) }),
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
      if (w.foto.sumber === 'tetap' && w.id === undefined) {
        problem(messages.colourImageRequired, ['warna', i, 'foto']);
      }
    });
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
  });
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
