// When two names the owner types are the same name (a colour of one product, a CSV cell's colour
// or size): case, spaces at either end, runs of spaces and the spacing around `/` do not count,
// so "Merah  Muda", " merah muda" and "MERAH MUDA" are one colour, as are "Hitam/Putih" and
// "Hitam / Putih". The same rule in SQL is `foldNameSql` (src-server/db/same-name.ts), which the
// unique index of a product's colour names uses (migrations/0038); same-name.test.ts there holds
// the two equal.

/** The name as compared: lower case, whitespace folded to one space, none around `/`. */
export function foldName(name: string): string {
  return name
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^ | $/g, '')
    .replace(/ ?\/ ?/g, '/');
}
