import { z } from 'zod';
import { isValidEmail, normalizeEmail } from '../email.js';
import { kampanyeMessages } from '../kampanye-copy.js';
import { messages } from '../messages.js';
import { adminPaging, idSchema, storableString } from './common.js';

// Campaigns (issue 21 item 3, docs/decisions/0029): what the admin writes and what the page reads.

export const KAMPANYE_SUBJEK_MAX = 150;
export const KAMPANYE_ISI_MAX = 5_000;
export const KAMPANYE_PRODUK_MAX = 6;

const subjek = storableString()
  .transform((s) => s.trim())
  .pipe(
    z
      .string()
      .min(1, { error: kampanyeMessages.subjekRequired })
      .max(KAMPANYE_SUBJEK_MAX, { error: kampanyeMessages.tooLong(KAMPANYE_SUBJEK_MAX) })
      // A subject is one line: a line break would be a header injection in a mail.
      .transform((s) => s.replace(/\s+/g, ' ')),
  );

const isi = storableString()
  .transform((s) => s.replace(/\r\n?/g, '\n').trim())
  .pipe(
    z
      .string()
      .min(1, { error: kampanyeMessages.isiRequired })
      .max(KAMPANYE_ISI_MAX, { error: kampanyeMessages.tooLong(KAMPANYE_ISI_MAX) }),
  );

export const kampanyeFields = z.object({
  subjek,
  isi,
  /** Product ids in the order the mail shows them. */
  produk: z
    .array(idSchema)
    .max(KAMPANYE_PRODUK_MAX, { error: kampanyeMessages.tooManyProduk(KAMPANYE_PRODUK_MAX) })
    .default([])
    .transform((ids) => [...new Set(ids)]),
});
export type KampanyeFields = z.output<typeof kampanyeFields>;

export const kampanyeCreateInput = kampanyeFields;
export const kampanyeUpdateInput = kampanyeFields.extend({ id: idSchema });
export const kampanyeListInput = z.object({ ...adminPaging });

/** A test mail: to the admin's own address, or to the one given (then kept on their account). */
export const kampanyeUjiInput = z.object({
  id: idSchema,
  email: z
    .string()
    .transform(normalizeEmail)
    .refine(isValidEmail, { error: messages.emailInvalid })
    .optional(),
});

/** What the mail's preview is made from: the editor's fields as they are, saved or not. */
export const kampanyePratinjauInput = z.object({
  subjek: z
    .string()
    .max(KAMPANYE_SUBJEK_MAX * 2)
    .default(''),
  isi: z
    .string()
    .max(KAMPANYE_ISI_MAX * 2)
    .default(''),
  produk: z.array(idSchema).max(KAMPANYE_PRODUK_MAX).default([]),
});

export type KampanyeStatus = 'draf' | 'dikirim';

/** How far a sent campaign is: every recipient is one of terkirim, gagal, dilewati, menunggu. */
export interface KampanyeProgress {
  penerima: number;
  terkirim: number;
  gagal: number;
  menunggu: number;
  dilewati: number;
  berhenti: number;
  klik: number;
}

export interface KampanyeRow extends KampanyeProgress {
  id: number;
  subjek: string;
  status: KampanyeStatus;
  createdAt: string;
  dikirimAt: string | null;
}

export interface KampanyeProdukItem {
  id: number;
  nama_produk: string;
  foto_produk: string;
  harga_diskon: number;
  klik: number;
}

export interface KampanyeDetail extends KampanyeRow {
  isi: string;
  produk: KampanyeProdukItem[];
  /** Clicks on the mail's link to the shop itself. */
  klikToko: number;
  ujiKe: string | null;
  ujiAt: string | null;
}

/** What the editor's send and test buttons need to know. */
export interface KampanyeSendInfo {
  /** Confirmed addresses now: who a send would reach. */
  terkonfirmasi: number;
  /** The signed-in admin's address for test mail, if any. */
  emailSaya: string | null;
  smtpConfigured: boolean;
  perMinute: number;
}

/**
 * A campaign mail's links (docs/decisions/0029): `/keluar/kampanye/{kampanye}` to the shop and
 * `/keluar/kampanye/{kampanye}/{produk}` to a product of the campaign. The redirect counts the
 * click and answers with a page it finds from the ids, never a target from the request.
 */
export const KAMPANYE_LINK_PREFIX = '/keluar/kampanye';
export function kampanyeLinkPath(kampanyeId: number, produkId?: number): string {
  return produkId === undefined
    ? `${KAMPANYE_LINK_PREFIX}/${kampanyeId}`
    : `${KAMPANYE_LINK_PREFIX}/${kampanyeId}/${produkId}`;
}

/** Where a campaign stands, as the admin reads it. */
export type KampanyeTahap = 'draf' | 'mengirim' | 'menungguSmtp' | 'selesai';

/**
 * Draf until sent; then Selesai once no mail waits, else Sedang dikirim, or Menunggu SMTP when
 * nothing can leave (no SMTP_URL: the mail waits in Kotak keluar).
 */
export function kampanyeTahap(
  row: Pick<KampanyeRow, 'status' | 'menunggu'>,
  smtpConfigured: boolean,
): KampanyeTahap {
  if (row.status === 'draf') return 'draf';
  if (row.menunggu === 0) return 'selesai';
  return smtpConfigured ? 'mengirim' : 'menungguSmtp';
}
