// Being built: replaced by the full User admin page.
export function UserAdminPage() {
  return null;
}
