import { escapeJsonForHtml } from '../shared/escape-json';

// What a server-rendered page needs of the client build beyond its template, read from Vite's
// build manifest: the stylesheets of its page chunks (linked in the head, as they shape the first
// paint) and the script chunks themselves. The scripts are not fetched with the page: the entry
// (src/entry-client.tsx) preloads them together with the rest of the interactive code once the
// page has loaded, so they never compete with the page's image and font, and hydration still
// waits for no second round trip (docs/architecture.md §8).

/** The parts of Vite's `.vite/manifest.json` used here. */
export type ViteManifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; isEntry?: boolean }
>;

/** The id of the `<script type="application/json">` block that lists a page's chunks. */
export const PAGE_CHUNKS_ID = 'etalase-chunks';

/** Every chunk (and stylesheet) `key` loads statically, itself first. */
function closure(manifest: ViteManifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const next of manifest[key].imports ?? []) closure(manifest, next, into);
  return into;
}

export interface PageChunks {
  stylesheets: string[];
  scripts: string[];
}

/**
 * The files (as absolute URLs) the entry preloads once the page has loaded: the interactive code
 * it imports itself (the hydration code and the libraries it runs first), then the modules
 * `modules` (manifest keys such as `src/pages/shop/home-page.tsx`) and their static imports;
 * never what the page loads with the entry.
 */
export function pageChunks(manifest: ViteManifest, modules: readonly string[]): PageChunks {
  const entry = manifest['index.html'];
  const fileAndCss = (key: string) => [manifest[key]?.file, ...(manifest[key]?.css ?? [])];
  // What the page itself loads: the entry and its static imports.
  const known = new Set([...closure(manifest, 'index.html')].flatMap(fileAndCss));
  const chunks: PageChunks = { stylesheets: [], scripts: [] };
  // The interactive code the entry imports a part at a time (React, the router, …, the
  // hydration code): named here so that all of it downloads at once, to run in stages
  // (docs/decisions/0012). Its stylesheets are the entry's.
  for (const dynamic of entry?.dynamicImports ?? []) {
    for (const key of closure(manifest, dynamic)) {
      for (const css of manifest[key]?.css ?? []) known.add(css);
      const file = manifest[key]?.file;
      if (!file || known.has(file)) continue;
      known.add(file);
      chunks.scripts.push(`/${file}`);
    }
  }
  for (const module of modules) {
    for (const key of closure(manifest, module)) {
      const chunk = manifest[key];
      if (!chunk) continue;
      for (const css of chunk.css ?? []) {
        if (known.has(css)) continue;
        known.add(css);
        chunks.stylesheets.push(`/${css}`);
      }
      if (known.has(chunk.file)) continue;
      known.add(chunk.file);
      chunks.scripts.push(`/${chunk.file}`);
    }
  }
  return chunks;
}

/** The head tags for `chunks`: stylesheet links, and the script list for the entry. */
export function pageChunksHtml({ stylesheets, scripts }: PageChunks): string {
  const tags = stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
  if (scripts.length > 0) {
    const list = escapeJsonForHtml(JSON.stringify(scripts));
    tags.push(`<script type="application/json" id="${PAGE_CHUNKS_ID}">${list}</script>`);
  }
  return tags.join('\n');
}
