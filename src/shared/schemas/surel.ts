import { z } from 'zod';
import { adminPaging } from './common.js';

// The admin's Kotak keluar (docs/product.md §12): the shop's outbox, main admin only.

export const surelListInput = z.object({ ...adminPaging });

export type SurelStatus = 'menunggu' | 'terkirim' | 'gagal';

/** One message as the list shows it. */
export interface SurelRow {
  id: number;
  jenis:
    | 'konfirmasi_langganan'
    | 'voucher_sambutan'
    | 'kabar_stok'
    | 'kabar_stok_konfirmasi'
    | 'kampanye'
    | 'kampanye_uji';
  penerima: string;
  subjek: string;
  status: SurelStatus;
  percobaan: number;
  createdAt: string;
  terkirimAt: string | null;
  cobaLagiAt: string;
  /** The last failure, without secrets (the SMTP password never reaches it). */
  galatTerakhir: string | null;
}

/** One message opened: as it is (or was) sent. */
export interface SurelDetail extends SurelRow {
  html: string;
  text: string;
  headers: Record<string, string>;
}
