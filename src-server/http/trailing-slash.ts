// One address per page (issue 22 item 2): `/detail/22/`, `/kategori/` and `/FAQ/` are the pages
// without the slash, so they lead there (301) instead of answering a second copy of the page.

/**
 * The address without its path's trailing slashes (the query kept), when it has any; undefined
 * for `/`, an address without one, and one whose path would begin with `//` or holds a
 * backslash once trimmed, which a browser reads as another host (`//evil.example/` must never
 * lead to `//evil.example`).
 */
export function slashlessAddress(url: string): string | undefined {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (path.length <= 1 || !path.endsWith('/')) return undefined;
  const trimmed = path.replace(/\/+$/, '');
  if (trimmed === '' || trimmed.startsWith('//') || /\\|%5c/i.test(trimmed)) return undefined;
  return trimmed + (queryAt === -1 ? '' : url.slice(queryAt));
}
