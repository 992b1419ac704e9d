// The one place that turns a product's harga/diskon/sold count into what visitors see (docs/architecture.md §7).

const rupiahGrouping = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

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
  return `Rp ${rupiahGrouping.format(Math.round(amount))}`;
}

/** `12 rb+ terjual` from 1 000 up, `850 terjual` below. */
export function soldText(sold: number): string {
  return sold >= 1000 ? `${Math.floor(sold / 1000)} rb+ terjual` : `${sold} terjual`;
}
