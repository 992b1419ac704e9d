// Being built: replaced by the full Testimoni admin page.
export function TestimoniAdminPage() {
  return null;
}
