// Being built: replaced by the full Promo admin page.
export function PromoAdminPage() {
  return null;
}
