// Being built: replaced by the full Produk admin page.
export function ProdukAdminPage() {
  return null;
}
