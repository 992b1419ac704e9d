// The one place that turns a product's harga/diskon/sold count into what visitors see (docs/architecture.md §7).

/**
 * harga − round(ceil(harga / 10 000) × 10 000 × diskon / 100), never below 0.
 * The discount is computed on the price rounded up to the next 10 000 (docs/product.md §9).
 */
export function discountedPrice(harga: number, diskon: number): number {
  const roundedUp = Math.ceil(harga / 10_000) * 10_000;
  return Math.max(0, harga - Math.round((roundedUp * diskon) / 100));
}

/** `Rp 99.000`: id-ID grouping, no decimals. */
export function formatRupiah(amount: number): string {
  return `Rp ${groupThousands(amount)}`;
}

/**
 * A whole number with id-ID grouping (`1.250.000`), rounded half away from zero as Intl does.
 * By hand on purpose: the first Intl formatter a page creates loads the browser's locale data,
 * about 50 ms on this project's test machine and four times that on a mid-range phone, in the
 * middle of making the page interactive (docs/decisions/0012). A test holds it to Intl.
 */
export function groupThousands(value: number): string {
  const rounded = Math.sign(value) * Math.round(Math.abs(value));
  const plain = String(Math.abs(rounded));
  // Cut from the right in threes (a look-ahead regex did the same at ten times the cost, on
  // every price of every page rendered).
  let digits = plain.slice(-3);
  for (let end = plain.length - 3; end > 0; end -= 3) {
    digits = `${plain.slice(Math.max(0, end - 3), end)}.${digits}`;
  }
  return rounded < 0 ? `-${digits}` : digits;
}

/** `12 rb+ terjual` from 1 000 up, `850 terjual` below. */
export function soldText(sold: number): string {
  return sold >= 1000 ? `${Math.floor(sold / 1000)} rb+ terjual` : `${sold} terjual`;
}

/** What the price rule reads of a dated discount (Diskon, docs/product.md §14). */
export interface DatedDiskon {
  persen: number;
}

/**
 * The dated discount that sets a product's price: the largest of those running and covering it,
 * when it is larger than the product's own `diskon` (an equal one changes nothing, so it is not
 * named to visitors). Ties go to the first given.
 */
export function appliedDiskon<D extends DatedDiskon>(
  own: number,
  running: readonly D[],
): D | undefined {
  let best: D | undefined;
  for (const d of running) if (d.persen > (best?.persen ?? own)) best = d;
  return best;
}

/**
 * A product's shown discount (docs/product.md §14): the larger of its own and the largest
 * running dated discount covering it. The product's own `diskon` is never written by a dated
 * one, so it is back as soon as that ends. The database's twin is `effectiveDiskonSql`
 * (src-server/modules/diskon/diskon.queries.ts), held to this one by diskon-harga.test.ts.
 */
export function effectiveDiskon(own: number, running: readonly DatedDiskon[]): number {
  return appliedDiskon(own, running)?.persen ?? own;
}
