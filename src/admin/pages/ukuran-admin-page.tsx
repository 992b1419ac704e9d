// Being built: replaced by the full Ukuran admin page.
export function UkuranAdminPage() {
  return null;
}
