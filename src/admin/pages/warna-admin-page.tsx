// Being built: replaced by the full Warna admin page.
export function WarnaAdminPage() {
  return null;
}
