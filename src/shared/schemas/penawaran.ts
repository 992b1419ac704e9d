import { z } from 'zod';
import { messages } from '../messages.js';
import { PENAWARAN_ILUSTRASI, type PenawaranIlustrasi } from '../penawaran.js';
import { PRICE_MAX } from '../produk-filter.js';
import { PRODUK_STATUS, type ProdukStatus } from '../tayang.js';
import { TEMPLATES, TEMPLATE_MAX_LENGTH, templateProblem } from '../whatsapp-template.js';
import { idSchema, searchTextSchema } from './common.js';
import { adminListInput } from './list-sort.js';
import {
  formObject,
  imageFile,
  optionalText,
  requiredText,
  rupiah,
  wholeNumber,
} from './fields.js';
import { jadwalInOrder, jadwalIssue, penayanganFields } from './produk-write.js';

// A special offer (docs/product.md §13 Penawaran) as the shop shows it, as the admin edits it,
// and the inputs of its writes (tRPC, sent as FormData for the photo).

/** The most products one offer holds. */
export const MAX_PENAWARAN_PRODUK = 20;

/** A product an offer holds, as the shop links it. */
export interface PenawaranProduk {
  id: number;
  nama_produk: string;
}

/** An offer's card on /penawarankhusus. */
export interface PenawaranKartu {
  id: number;
  slug: string;
  nama: string;
  deskripsi: string;
  /** An uploaded photo (/images/penawaran/…), else the drawn picture `ilustrasi`. */
  foto: string | null;
  ilustrasi: PenawaranIlustrasi;
  harga: number;
  /** The crossed-out price: entered, or computed from the included products (shared/penawaran.ts). */
  hargaCoret: number | null;
  /** The discount badge in percent: entered, or computed. */
  diskon: number | null;
  /** The included products visitors can open (Tayang). */
  produk: PenawaranProduk[];
}

/** An offer as the admin edits it: the card, what was entered, and its place and status. */
export interface PenawaranAdmin extends Omit<PenawaranKartu, 'produk'> {
  harga_coret: number | null;
  diskon_tetap: number | null;
  pesan_whatsapp: string | null;
  urutan: number;
  status: ProdukStatus;
  tayang_mulai: string | null;
  tayang_sampai: string | null;
  /**
   * Every included product, whatever its status, with its price to visitors and whether visitors
   * see it now (`tampil`: Tayang, in its window): only those count in the computed price.
   */
  produk: (PenawaranProduk & { harga_diskon: number; tampil: boolean })[];
  /** Clicks on its WhatsApp button in the last 30 days (/keluar). */
  klik: number;
}

/** The picture: the photo (uploaded now or before), or one of the drawn ones. */
export const PENAWARAN_GAMBAR = ['foto', ...PENAWARAN_ILUSTRASI] as const;

/** `3,1,2` (a form's hidden field) or [3, 1, 2]: the included products in order, each once. */
const produkIds = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value ?? [];
    return value.trim() === '' ? [] : value.split(',');
  },
  z
    .array(idSchema)
    .max(MAX_PENAWARAN_PRODUK, { error: messages.penawaranTooManyProduk(MAX_PENAWARAN_PRODUK) })
    .refine((ids) => new Set(ids).size === ids.length, { error: messages.penawaranProdukTwice }),
);

/** Absent, null or blank is "none" (null). */
const blankToNull = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value;

const optionalRupiah = (label: string) =>
  z.preprocess(blankToNull, rupiah(label, PRICE_MAX).nullable());

const pesanWhatsapp = optionalText('Pesan WhatsApp', TEMPLATE_MAX_LENGTH).superRefine(
  (value, ctx) => {
    const problem = value === null ? undefined : templateProblem(value, TEMPLATES.paket);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  },
);

const penawaranFields = {
  nama: requiredText('Nama paket', 100),
  deskripsi: requiredText('Deskripsi', 1_000),
  gambar: z.enum(PENAWARAN_GAMBAR, { error: messages.penawaranGambarInvalid }),
  harga: rupiah('Harga paket', PRICE_MAX),
  harga_coret: optionalRupiah('Harga coret'),
  diskon: z.preprocess(blankToNull, wholeNumber('Diskon', 0, 100).nullable()),
  pesan_whatsapp: pesanWhatsapp,
  produk: produkIds,
  ...penayanganFields,
  file: imageFile(messages.imageRequired).optional(),
};

export const penawaranCreateInput = z.preprocess(
  formObject,
  z.object(penawaranFields).refine(jadwalInOrder, jadwalIssue),
);
export const penawaranUpdateInput = z.preprocess(
  formObject,
  z.object({ id: idSchema, ...penawaranFields }).refine(jadwalInOrder, jadwalIssue),
);
export type PenawaranWriteInput = z.output<typeof penawaranCreateInput>;

/** The offers in their new order: every offer once. */
export const penawaranReorderInput = z.object({
  ids: z.array(idSchema).min(1).max(1_000),
});

/** Retiring an offer (or bringing it back) from the list: its status alone. */
export const penawaranStatusInput = z.object({
  id: idSchema,
  status: z.enum(PRODUK_STATUS, { error: messages.invalidStatus }),
});

/**
 * The admin's offers sort by their columns (issue 20 item 5); `urutan` (the page's order) is the
 * list's own, and the only one in which offers are moved up and down.
 */
export const PENAWARAN_SORT_KEYS = ['urutan', 'nama', 'harga', 'status', 'klik'] as const;
export type PenawaranSortKey = (typeof PENAWARAN_SORT_KEYS)[number];

export const penawaranAdminListInput = adminListInput(PENAWARAN_SORT_KEYS, {
  search: searchTextSchema(100),
});
