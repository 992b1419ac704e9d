/** The dashboard's searches with no result this month (docs/product.md §10). */
export interface ZeroResultSummary {
  /** The month, `YYYY-MM`, in the shop's time zone. */
  bulan: string;
  /** The most frequent queries (as search normalises them), most searched first. */
  items: { kueri: string; jumlah: number }[];
  /** How many different queries found nothing this month. */
  total: number;
}

/** The dashboard's most searched terms of the last 7 or 30 days (docs/product.md §10). */
export interface TopSearchSummary {
  hari: 7 | 30;
  /** The most searched terms (as search normalises them), most first. */
  items: { kueri: string; jumlah: number }[];
  /** Searches counted in the window, repeats left out. */
  total: number;
}
