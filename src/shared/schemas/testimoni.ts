import { z } from 'zod';
import type { TestimoniSource } from '../limits.js';
import { TESTIMONI_PAGE_SIZE } from '../limits.js';
import { pageSchema, pageSizeSchema } from './common.js';

export const testimoniListInput = z.object({
  page: pageSchema.default(1),
  pageSize: pageSizeSchema(TESTIMONI_PAGE_SIZE),
});

export interface Testimoni {
  id: number;
  nama_pembeli: string;
  deskripsi_testimoni: string;
  sumber_testimoni: TestimoniSource;
  foto_testimoni: string;
  id_produk: number | null;
  createdAt: string;
}

/** A row of the admin's table: the linked product named (null when none is linked). */
export interface TestimoniAdminRow extends Testimoni {
  nama_produk: string | null;
}
