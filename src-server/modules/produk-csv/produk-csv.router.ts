import {
  produkCsvExportInput,
  produkCsvImportInput,
} from '../../../src/shared/schemas/produk-csv.js';
import { adminProcedure, adminStagingProcedure, router } from '../../trpc/init.js';
import { applyProdukCsv, exportProdukCsv, previewProdukCsv } from './produk-csv.service.js';

// Ekspor and Impor on the admin's product list (docs/product.md §11 Ekspor dan impor CSV). Any admin: the import
// changes products and never removes anything (docs/architecture.md §5). The preview writes
// nothing, so it keeps the pages kept for visitors; the apply is an admin write like the editor's.

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
    .input(produkCsvImportInput)
    .mutation(({ ctx, input }) => previewProdukCsv(ctx.db, input.file, ctx.config.shop.timeZone)),

  commit: adminProcedure
    .input(produkCsvImportInput)
    .mutation(({ ctx, input }) =>
      applyProdukCsv(ctx.db, input.file, input.token, ctx.config.shop.timeZone),
    ),
});
