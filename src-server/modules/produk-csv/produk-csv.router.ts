import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { messages } from '../../../src/shared/messages.js';
import {
  CSV_SKIP_HEADER,
  CSV_TOKEN_HEADER,
  csvTokenSchema,
  produkCsvExportInput,
} from '../../../src/shared/schemas/produk-csv.js';
import { adminProcedure, adminStagingProcedure, router } from '../../trpc/init.js';
import { applyProdukCsv, exportProdukCsv, previewProdukCsv } from './produk-csv.service.js';

// Ekspor and Impor on the admin's product list (docs/product.md §11 Ekspor dan impor CSV). Any admin: the import
// changes products and never removes anything (docs/architecture.md §5). The preview writes
// nothing, so it keeps the pages kept for visitors; the apply is an admin write like the editor's.
// The dialog sends a form; the server reads it before tRPC and hands these procedures the file's
// bytes, the token in a header (src-server/http/multipart-limits.ts).

/** The preview's token the apply sent, if any (none, or another, is answered 409 by the apply). */
function tokenOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const sent = headers[CSV_TOKEN_HEADER];
  if (sent === undefined) return undefined;
  const token = csvTokenSchema.safeParse(sent);
  if (!token.success) throw new TRPCError({ code: 'CONFLICT', message: messages.csvStale });
  return token.data;
}

/**
 * The upload: a form as the dialog sends it (its type for the client), the file's bytes as they
 * reach the procedure once the form was read before tRPC (an octet stream).
 */
const csvUploadInput = z
  .custom<FormData>((value) => value instanceof ReadableStream, {
    error: messages.csvFileRequired,
  })
  .transform((value) => value as unknown as ReadableStream<Uint8Array>);

export const produkCsvRouter = router({
  export: adminProcedure
    .input(produkCsvExportInput)
    .query(({ ctx, input }) =>
      exportProdukCsv(
        ctx.db,
        { search: input.search, kategori: input.kategori, status: input.status },
        input.dialect,
        ctx.config.shop.timeZone,
      ),
    ),

  preview: adminStagingProcedure
    .input(csvUploadInput)
    .mutation(({ ctx, input }) => previewProdukCsv(ctx.db, input, ctx.config.shop.timeZone)),

  commit: adminProcedure
    .input(csvUploadInput)
    .mutation(({ ctx, input }) =>
      applyProdukCsv(
        ctx.db,
        input,
        { token: tokenOf(ctx.req.headers), skip: ctx.req.headers[CSV_SKIP_HEADER] === '1' },
        ctx.config.shop.timeZone,
      ),
    ),
});
