import { TRPCError } from '@trpc/server';
import { RECOMMENDATION_COUNT } from '../../../src/shared/limits.js';
import { messages } from '../../../src/shared/messages.js';
import { byIdInput } from '../../../src/shared/schemas/common.js';
import { PRODUK_PICKER_LIMIT } from '../../../src/shared/limits.js';
import {
  produkAdminListInput,
  produkLegacyListInput,
  produkFilterOptionsInput,
  produkListInput,
  produkPickerInput,
  produkDetailInput,
  listedOf,
  type BestSellerCard,
  type PratinjauLink,
  type ProdukCard,
} from '../../../src/shared/schemas/produk.js';
import type { ProdukPage } from '../../../src/shared/schemas/produk-page.js';
import { produkCreateInput, produkUpdateInput } from '../../../src/shared/schemas/produk-write.js';
import { acceptUpload, updateWithImage, writeWithImage } from '../../images/upload.js';
import { PRODUK_FOLDER } from '../../images/folders.js';
import { adminProcedure, mainAdminProcedure, publicProcedure, router } from '../../trpc/init.js';
import { pickBestSeller } from './best-seller.js';
import {
  cardsFromCatalogue,
  diskonFromCatalogue,
  pageFromCatalogue,
  partsFromCatalogue,
  produkFromCatalogue,
  randomFromCatalogue,
} from '../catalogue/catalogue.queries.js';
import { copy } from '../../../src/shared/copy.js';
import { insertFoto, listFotoByProduk, replaceMainFoto } from '../foto/foto.queries.js';
import { listHabisByProduk } from '../ketersediaan/ketersediaan.queries.js';
import { listTestimoniByProduk } from '../testimoni/testimoni.queries.js';
import { listUkuranByProduk } from '../ukuran/ukuran.queries.js';
import { listWarnaByProduk } from '../warna/warna.queries.js';
import { asCards, cardsFor } from './produk-cards.js';
import { diskonBerlakuOf, findDiskonBerlaku } from '../diskon/diskon-harga.js';
import {
  bestSellerCandidates,
  findProdukById,
  findReachableProdukById,
  insertProduk,
  lockProdukFoto,
  updateProduk,
  listProdukPage,
  pageProdukForAdmin,
  produkFilterOptions,
  produkOptions,
  randomProdukExcept,
} from './produk.queries.js';
import { searchProcedures } from '../search/search.router.js';
import { isPreview, visitorCatalogue } from './produk-parts.js';
import { pratinjauToken } from './pratinjau-token.js';
import { assertComplete } from './belum-lengkap.js';
import { trashRow } from '../../services/sampah/sampah.queries.js';
import { PRATINJAU_PARAM } from '../../../src/shared/limits.js';

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: messages.produkNotFound });

export const produkRouter = router({
  list: publicProcedure.input(produkListInput).query(async ({ ctx, input }) => {
    const options = {
      kategori: input.kategori,
      limit: input.pageSize,
      offset: (input.page - 1) * input.pageSize,
      order: input.urut,
      filters: input,
    };
    let cards: ProdukCard[];
    let total: number;
    const catalogue = await visitorCatalogue(ctx);
    if (catalogue) {
      const page = pageFromCatalogue(catalogue, options);
      cards = cardsFromCatalogue(catalogue, page.items);
      total = page.total;
    } else {
      const page = await listProdukPage(ctx.db, options);
      cards = await asCards(ctx.db, page.items);
      total = page.total;
    }
    return { items: cards.map(listedOf), total, page: input.page, pageSize: input.pageSize };
  }),

  filterOptions: publicProcedure
    .input(produkFilterOptionsInput)
    .query(({ ctx, input }) => produkFilterOptions(ctx.db, input.kategori)),

  /**
   * Every product (of one category) by id, a hundred at a time: what the legacy GET /produk and
   * /kategoriproduk answer (their first page is the whole catalogue of a shop this size).
   */
  legacyList: publicProcedure
    .input(produkLegacyListInput.prefault({}))
    .query(async ({ ctx, input }) => {
      const { items, total } = await listProdukPage(ctx.db, {
        kategori: input.kategori,
        limit: input.pageSize,
        offset: (input.page - 1) * input.pageSize,
        order: 'id',
      });
      return { items, total, page: input.page, pageSize: input.pageSize };
    }),

  /** A product visitors reach by its link (the legacy GET /produk/:id): Draf is a 404. */
  byId: publicProcedure
    .meta({ shows: 'inputProduk' })
    .input(byIdInput)
    .query(async ({ ctx, input }) => {
      const produk = await findReachableProdukById(ctx.db, input.id);
      if (!produk) throw notFound();
      return produk;
    }),

  /**
   * The product page's read: null for a missing product (or one visitors do not see), so the
   * page can answer its own 404 (the server render sets the status) instead of an error state.
   * With a valid preview token, the product whatever its status (docs/product.md §11).
   */
  detail: publicProcedure
    .meta({ shows: 'inputProduk' })
    .input(produkDetailInput)
    .query(async ({ ctx, input }) => {
      if (isPreview(ctx, input.id, input.pratinjau)) {
        return (await findProdukById(ctx.db, input.id)) ?? null;
      }
      const catalogue = await visitorCatalogue(ctx);
      return (
        (catalogue
          ? produkFromCatalogue(catalogue, input.id)
          : await findReachableProdukById(ctx.db, input.id)) ?? null
      );
    }),

  /**
   * The product page's reads in one (issue 18 item 2): `detail` and the `byProduk` reads of
   * colours, photos, sizes, availability and testimonials, as those answer them; null for no such
   * product. One read instead of six costs a page not kept a sixth of the bookkeeping.
   */
  page: publicProcedure
    .meta({ shows: 'inputProduk' })
    .input(produkDetailInput)
    .query(async ({ ctx, input }): Promise<ProdukPage | null> => {
      const preview = isPreview(ctx, input.id, input.pratinjau);
      const catalogue = preview ? undefined : await visitorCatalogue(ctx);
      const zone = ctx.config.shop.timeZone;
      if (catalogue) {
        const produk = produkFromCatalogue(catalogue, input.id);
        if (!produk) return null;
        const diskonBerlaku = diskonFromCatalogue(catalogue, input.id);
        const parts = partsFromCatalogue(catalogue, input.id);
        return { produk, ...parts, diskonBerlaku: diskonBerlakuOf(diskonBerlaku, zone) };
      }
      // A preview shows the product whatever its status (docs/product.md §11); else only one
      // visitors may reach.
      const produk = preview
        ? await findProdukById(ctx.db, input.id)
        : await findReachableProdukById(ctx.db, input.id);
      if (!produk) return null;
      const [warna, foto, ukuran, habis, testimoni, diskonBerlaku] = await Promise.all([
        listWarnaByProduk(ctx.db, input.id),
        listFotoByProduk(ctx.db, input.id),
        listUkuranByProduk(ctx.db, input.id),
        listHabisByProduk(ctx.db, input.id),
        listTestimoniByProduk(ctx.db, input.id),
        findDiskonBerlaku(ctx.db, input.id),
      ]);
      const parts = { warna, foto, ukuran, habis, testimoni };
      return { produk, ...parts, diskonBerlaku: diskonBerlakuOf(diskonBerlaku, zone) };
    }),

  // The storefront's search (modules/search), under the paths clients call.
  ...searchProcedures(cardsFor),

  bestSeller: publicProcedure.query(async ({ ctx }) => {
    const picked = pickBestSeller(await bestSellerCandidates(ctx.db));
    const cards = await asCards(
      ctx.db,
      picked.map((p) => p.produk),
    );
    return picked.map(({ label }, i): BestSellerCard => ({
      label,
      produk: cards[i] as ProdukCard,
    }));
  }),

  recommendations: publicProcedure
    .meta({ shows: 'outputProduk' })
    .input(byIdInput)
    .query(async ({ ctx, input }) => {
      const catalogue = await visitorCatalogue(ctx);
      return catalogue
        ? cardsFromCatalogue(
            catalogue,
            randomFromCatalogue(catalogue, input.id, RECOMMENDATION_COUNT),
          )
        : asCards(ctx.db, await randomProdukExcept(ctx.db, input.id, RECOMMENDATION_COUNT));
    }),

  adminList: adminProcedure.input(produkAdminListInput).query(({ ctx, input }) => {
    const { page, pageSize, ...filters } = input;
    return pageProdukForAdmin(ctx.db, filters, { page, pageSize });
  }),

  /** A product whatever its status, for the admin's forms and filters. */
  adminById: adminProcedure.input(byIdInput).query(async ({ ctx, input }) => {
    const produk = await findProdukById(ctx.db, input.id);
    if (!produk) throw notFound();
    return produk;
  }),

  /**
   * A signed link that shows the product's page as visitors will see it, whatever its status,
   * for PRATINJAU_DAYS (pratinjau-token.ts).
   */
  previewLink: adminProcedure.input(byIdInput).query(async ({ ctx, input }) => {
    if (!(await findProdukById(ctx.db, input.id))) throw notFound();
    const { token, until } = pratinjauToken(ctx.config, input.id, Date.now());
    return {
      path: `/detail/${input.id}?${PRATINJAU_PARAM}=${token}`,
      berlakuSampai: until.toISOString(),
    } satisfies PratinjauLink;
  }),

  /** The searchable product picker of the colour, size and testimonial forms. */
  options: adminProcedure
    .input(produkPickerInput)
    .query(({ ctx, input }) => produkOptions(ctx.db, input.search, PRODUK_PICKER_LIMIT)),

  create: adminProcedure.input(produkCreateInput).mutation(async ({ ctx, input }) => {
    const { file, ...values } = input;
    const image = await acceptUpload(file);
    return writeWithImage(ctx, PRODUK_FOLDER, image, async (trx) => {
      const produk = await insertProduk(trx, { ...values, foto_produk: image.file });
      // Its main photo is its first photo (docs/product.md §5 Foto produk).
      await insertFoto(trx, {
        id_produk: produk.id,
        id_warna: null,
        foto: image.file,
        alt: copy.produk.photoAlt(produk.nama_produk, undefined, 0),
        urutan: 0,
      });
      return produk;
    });
  }),

  update: adminProcedure.input(produkUpdateInput).mutation(async ({ ctx, input }) => {
    const { id, file, ...values } = input;
    ctx.change.onlyProduk(id);
    const image = file && (await acceptUpload(file));
    const produk = await updateWithImage(ctx, PRODUK_FOLDER, image, {
      lockFoto: (trx) => lockProdukFoto(trx, id),
      update: async (trx, foto) => {
        // A new photo replaces the main one, in its place among the product's photos.
        if (foto !== undefined) await replaceMainFoto(trx, id, foto);
        const updated = await updateProduk(trx, id, {
          ...values,
          ...(foto !== undefined && { foto_produk: foto }),
        });
        // A Draf saved without a photo is not shown until it has one (src/shared/kelengkapan.ts).
        if (updated) assertComplete(updated.status, [updated]);
        return updated;
      },
    });
    if (!produk) throw notFound();
    return produk;
  }),

  delete: mainAdminProcedure.input(byIdInput).mutation(async ({ ctx, input }) => {
    // Into Sampah with its colours, sizes, photos and availability (docs/product.md §12).
    const sampah = await trashRow(ctx.db, 'produk', input.id, ctx.user);
    if (!sampah) throw notFound();
    return { id: input.id, sampah };
  }),
});
