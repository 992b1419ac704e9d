// The storefront's entry script and its two static imports are fetched at low priority
// (docs/decisions/0013, "the entry at low priority"). Vite writes them into the page's head as a
// module script and two module preloads, which Chromium fetches at high priority, alongside the
// font and ahead of the first screen's pictures. Nothing on the first screen needs them: the page
// is whole as HTML, the entry only drives the carousel and share buttons and holds early taps.

const ENTRY_SCRIPT = /<script type="module"([^>]*\bsrc="\/assets\/[^"]+\.js")/g;
const MODULE_PRELOAD = /<link rel="modulepreload"([^>]*\bhref="\/assets\/[^"]+\.js")/g;
const low = (tag, attributes) =>
  /\bfetchpriority=/.test(attributes)
    ? `${tag}${attributes}`
    : `${tag} fetchpriority="low"${attributes}`;

/** The page's entry scripts and module preloads, as written in it. */
export function entryTags(html) {
  const tag = new RegExp(`${ENTRY_SCRIPT.source}[^>]*>|${MODULE_PRELOAD.source}[^>]*>`, 'g');
  return html.match(tag) ?? [];
}

/**
 * The built storefront page with `fetchpriority="low"` on its entry script and module preloads
 * (a priority already set is kept). Throws when the page has no entry script: the bundler's
 * output has changed and this no longer does what it says.
 */
export function lowerEntryPriority(html) {
  let scripts = 0;
  const lowered = html
    .replace(ENTRY_SCRIPT, (_tag, attributes) => {
      scripts++;
      return low('<script type="module"', attributes);
    })
    .replace(MODULE_PRELOAD, (_tag, attributes) => low('<link rel="modulepreload"', attributes));
  if (scripts === 0) {
    throw new Error('The storefront page has no entry script to fetch at low priority');
  }
  return lowered;
}
