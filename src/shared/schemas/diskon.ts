import { z } from 'zod';
import {
  DISKON_CAKUPAN,
  DISKON_STATUS,
  type DiskonCakupan,
  type DiskonKeadaan,
  type DiskonStatus,
} from '../diskon.js';
import { messages } from '../messages.js';
import { parsePersen } from '../persen.js';
import { adminPaging, idSchema, searchTextSchema } from './common.js';
import { requiredText } from './fields.js';
import { instant } from './produk-write.js';

// Dated discounts (Diskon, docs/product.md §14): the admin's list and form, and the inputs of
// the diskon router's procedures.

/** The most products one discount chooses by hand (more: cover a category, or everything). */
export const MAX_DISKON_PRODUK = 500;

/** A discount as the admin's list and form show it. */
export interface DiskonAdmin {
  id: number;
  nama: string;
  slug: string;
  persen: number;
  cakupan: DiskonCakupan;
  kategori: string[];
  status: DiskonStatus;
  mulai: string;
  sampai: string | null;
  /** Where it stands now (src/shared/diskon.ts diskonKeadaan), as the server read it. */
  keadaan: DiskonKeadaan;
  /** How many products it covers now (whatever their status). */
  jumlahProduk: number;
  /** Its chosen products in order, for cakupan 'produk'. */
  produk: { id: number; nama_produk: string; foto_produk: string }[];
}

/** A percentage typed the Indonesian way ("20", "20%", "20 %") or a number: 1–99. */
export const persenField = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const read = parsePersen(value);
    return read.ok ? read.value : value;
  },
  z
    .number({ error: messages.diskonPersen })
    .int({ error: messages.diskonPersen })
    .min(1, { error: messages.diskonPersen })
    .max(99, { error: messages.diskonPersen }),
);

const diskonFields = {
  nama: requiredText('Nama diskon', 100),
  persen: persenField,
  cakupan: z.enum(DISKON_CAKUPAN, { error: messages.invalidFilter }),
  /** The categories of cakupan 'kategori' (ignored otherwise). */
  kategori: z
    .array(requiredText('Kategori', 60).toLowerCase())
    .max(20)
    .default([])
    .transform((k) => [...new Set(k)]),
  /** The chosen products of cakupan 'produk', in order (ignored otherwise). */
  produk: z
    .array(idSchema)
    .max(MAX_DISKON_PRODUK, { error: messages.diskonTooManyProduk(MAX_DISKON_PRODUK) })
    .default([])
    .transform((ids) => [...new Set(ids)]),
  status: z.enum(DISKON_STATUS, { error: messages.invalidStatus }).default('aktif'),
  mulai: instant('Mulai').refine((v) => v !== null, { error: messages.required('Mulai') }),
  /** Null: no end ("tanpa akhir"). */
  sampai: instant('Sampai').default(null),
};

type Checked = {
  cakupan: DiskonCakupan;
  kategori: string[];
  produk: number[];
  mulai: string | null;
  sampai: string | null;
};

/** What each coverage needs, and an end after the start (the database holds it too). */
function checkDiskon(value: Checked, ctx: z.RefinementCtx): void {
  if (value.cakupan === 'produk' && value.produk.length === 0) {
    ctx.addIssue({ code: 'custom', message: messages.diskonProdukEmpty, path: ['produk'] });
  }
  if (value.cakupan === 'kategori' && value.kategori.length === 0) {
    ctx.addIssue({ code: 'custom', message: messages.diskonKategoriEmpty, path: ['kategori'] });
  }
  if (value.mulai && value.sampai && Date.parse(value.sampai) <= Date.parse(value.mulai)) {
    ctx.addIssue({ code: 'custom', message: messages.diskonOrder, path: ['sampai'] });
  }
}

export const diskonCreateInput = z.object(diskonFields).superRefine(checkDiskon);
export const diskonUpdateInput = z
  .object({ id: idSchema, ...diskonFields })
  .superRefine(checkDiskon);
export type DiskonWriteInput = z.output<typeof diskonCreateInput> & { mulai: string };

export const diskonListInput = z.object({
  search: searchTextSchema(100),
  ...adminPaging,
});
