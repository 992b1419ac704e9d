// Business constants of docs/product.md §9 and the API's own bounds, shared by server and client.
export const CATEGORY_PAGE_SIZE = 12;
export const TESTIMONI_PAGE_SIZE = 8;
export const MAX_PAGE_SIZE = 60;
export const MAX_PAGE = 100_000;
/**
 * Products per answer of the legacy lists (GET /api/produk, /api/kategoriproduk/{filter}): the
 * whole catalogue of a shop this size, but never megabytes per request at ten thousand.
 */
export const LEGACY_LIST_PAGE_SIZE = 100;
/** Rows per page in the admin tables. */
export const ADMIN_PAGE_SIZE = 20;
/** Choices the admin's product picker shows for what was typed. */
export const PRODUK_PICKER_LIMIT = 20;
export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_DEFAULT_LIMIT = 8;
export const SEARCH_MAX_LIMIT = 20;
export const RECOMMENDATION_COUNT = 4;

/** How many days a product's preview link works (docs/product.md §11). */
export const PRATINJAU_DAYS = 7;
/** The query parameter of a product page that carries its preview token. */
export const PRATINJAU_PARAM = 'pratinjau';
export const PRODUCT_TESTIMONI_COUNT = 4;
export const HOME_TESTIMONI_COUNT = 8;
export const EMAIL_MAX_LENGTH = 254;
export const TESTIMONI_SOURCES = ['shopee', 'tokopedia', 'tiktok'] as const;
export type TestimoniSource = (typeof TESTIMONI_SOURCES)[number];
/** The largest image an admin may upload (docs/architecture.md §6); checked in the browser before sending too. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * A catalogue CSV to import (src-server/http/multipart-limits.ts lets its two procedures take
 * this much): 5 000 exported products with their descriptions make about 6 MB.
 */
export const CSV_IMPORT_MAX_BYTES = 16 * 1024 * 1024;
/** Rows of one import (the benchmark holds 5 000 under its budget: bench/csv.mjs). */
export const CSV_IMPORT_MAX_ROWS = 10_000;
/** Columns of any row of an import: the export writes 17. */
export const CSV_IMPORT_MAX_COLUMNS = 50;
/**
 * Characters of one row of an import: a product's longest row (a 5 000-character description and
 * a 30 × 30 availability cell) is far below it; a row past it stops reading the file.
 */
export const CSV_IMPORT_MAX_ROW_CHARS = 1_000_000;
/**
 * Errors, and changes, an import's preview lists; the rest are counted (the answer stays a few
 * hundred kilobytes, whatever the file).
 */
export const CSV_PREVIEW_MAX_LISTED = 200;
/** Image types the upload accepts (the server decodes the bytes; the browser only pre-checks). */
export const ACCEPTED_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/gif',
] as const;

/** Results per page of the search page (/cari). */
export const SEARCH_PAGE_SIZE = 12;
/** The most results the search page pages through: past these, a narrower search helps more. */
export const SEARCH_RESULTS_MAX = 240;
/** The most searches with no result the dashboard lists. */
export const ZERO_RESULT_TOP = 10;
/** The most searched terms the dashboard lists. */
export const TOP_SEARCH_COUNT = 10;
/** The most products the dashboard's views and click-outs table lists (most viewed first). */
export const PRODUK_KINERJA_MAX = 50;

/** Photos one product may have (docs/product.md §5 Foto produk). */
export const MAX_PRODUK_FOTO = 12;
/** Colours, and sizes, one product may have (the editor's grid stays usable on a phone). */
export const MAX_PRODUK_VARIANTS = 30;
/** The longest alt text of a product photo. */
export const FOTO_ALT_MAX_LENGTH = 200;
