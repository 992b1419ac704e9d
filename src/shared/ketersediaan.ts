// Availability per colour and size (docs/product.md §10 Availability). A product's grid is its
// colours × its sizes; a product without colours (or sizes) has one cell with no colour (or size)
// on that side. A cell the admin never marked is available, so a product without marks is
// available everywhere, as every product was before. Only cells of the current grid count: a mark
// for "no colour" made before the product had colours is ignored. The same rule in SQL is
// `availableSql` (src-server/modules/ketersediaan/ketersediaan.queries.ts), held to this one by
// catalogue.queries.test.ts.

/** A marked cell: `null` is "no colour" / "no size" (the product has none on that side). */
export interface KetersediaanCell {
  id_warna: number | null;
  id_ukuran: number | null;
}

const cellKey = (idWarna: number | null, idUkuran: number | null) =>
  `${idWarna ?? 0}:${idUkuran ?? 0}`;

export interface Availability {
  /** Whether any cell is available: false is "Stok habis". */
  any: boolean;
  /** Whether the size is available in the colour, or in any colour when none is chosen. */
  size: (idUkuran: number, idWarna?: number) => boolean;
  /** Whether the colour has a size left. */
  colour: (idWarna: number) => boolean;
}

/**
 * What a product's page and card show, from its colours, sizes and the cells marked Habis
 * (`soldOut`: a count of 0 is Habis already).
 */
export function availabilityOf(
  warnaIds: readonly number[],
  ukuranIds: readonly number[],
  soldOut: readonly KetersediaanCell[],
): Availability {
  const habis = new Set(soldOut.map((c) => cellKey(c.id_warna, c.id_ukuran)));
  const colours: (number | null)[] = warnaIds.length > 0 ? [...warnaIds] : [null];
  const sizes: (number | null)[] = ukuranIds.length > 0 ? [...ukuranIds] : [null];
  const cell = (w: number | null, u: number | null) => !habis.has(cellKey(w, u));
  const colour = (w: number | null) => sizes.some((u) => cell(w, u));
  return {
    any: habis.size > 0 ? colours.some(colour) : true,
    size: (u, w) =>
      w !== undefined && warnaIds.includes(w) ? cell(w, u) : colours.some((c) => cell(c, u)),
    colour: (w) => colour(w),
  };
}

/** The most a stock count may be (the column's check, migrations/0021). */
export const STOK_MAX = 100_000;

/** The schema.org availability of a product's offer (JSON-LD). */
export function schemaAvailability(available: boolean): string {
  return available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
}
