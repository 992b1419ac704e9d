/** The dashboard's searches with no result this month (docs/product.md §10). */
export interface ZeroResultSummary {
  /** The month, `YYYY-MM`, in the shop's time zone. */
  bulan: string;
  /** The most frequent queries (as search normalises them), most searched first. */
  items: { kueri: string; jumlah: number }[];
  /** How many different queries found nothing this month. */
  total: number;
}
