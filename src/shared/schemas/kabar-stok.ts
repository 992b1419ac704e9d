import { z } from 'zod';
import { kabarStokCopy } from '../kabar-stok.js';
import { idSchema } from './common.js';
import { promoEmailSchema, promoSubscribeInput } from './promo.js';

// Back-in-stock alerts (docs/product.md §12 Kabar stok): what a visitor sends, and what the
// admin reads. The address and the consent follow the newsletter's rules (schemas/promo.ts).

/** A request: a sold-out size (of a colour, when the product has colours), an address, consent. */
export const kabarStokMintaInput = z.object({
  idProduk: idSchema,
  idWarna: idSchema.nullable(),
  idUkuran: idSchema,
  email: promoEmailSchema,
  persetujuan: z
    .boolean({ error: kabarStokCopy.consentRequired })
    .refine((ticked) => ticked, { error: kabarStokCopy.consentRequired }),
  halaman: promoSubscribeInput.shape.halaman,
});
export type KabarStokMintaInput = z.input<typeof kabarStokMintaInput>;

/** The stop link's token: 64 hex characters, as the newsletter's. */
export const kabarStokTokenInput = z.object({
  token: z.string().regex(/^[0-9a-f]{64}$/, { error: kabarStokCopy.stopTokenInvalid }),
});

/** How many wait for each cell of a product, and in all. */
export interface KabarStokMenunggu {
  total: number;
  cells: { id_warna: number | null; id_ukuran: number; jumlah: number }[];
}

/** One waiting request as the main admin's list shows it. */
export interface KabarStokRow {
  id: number;
  email: string;
  warna: string | null;
  ukuran: string;
  usia: string;
  createdAt: string;
}
