// The shop's chrome (top bar, announcement, footer: what ShopLayout draws around a page) as the
// server rendered it, kept per address path and shop settings so that a page is rendered
// without it and the chrome's markup put back around it (docs/decisions/0053). The chrome was
// about half of a search page's render; it shows the same for every visitor of a path.
//
// A page rendered whole is `before + <main…>page</main> + after`; rendered without the chrome it
// is the same with the chrome cut out: its `before` ends where the top bar began, its `after`
// starts where the announcement began. What was cut is kept only when the two renders say so
// exactly (the same <main>, the bare `before` and `after` at the start and end of the whole
// ones); otherwise the path is rendered whole every time, as before.

const MAIN_OPEN = '<main id="isi"';
const MAIN_CLOSE = '</main>';

/** The chrome's markup: before the page's <main> and after it. */
export interface Chrome {
  top: string;
  bottom: string;
}

interface Cut {
  before: string;
  main: string;
  after: string;
}

/** The markup cut around its page's <main> element; undefined without one (a page outside the layout). */
function cut(html: string): Cut | undefined {
  const open = html.indexOf(MAIN_OPEN);
  const close = html.lastIndexOf(MAIN_CLOSE);
  if (open === -1 || close < open) return undefined;
  const end = close + MAIN_CLOSE.length;
  return { before: html.slice(0, open), main: html.slice(open, end), after: html.slice(end) };
}

/**
 * The chrome, from the same page rendered whole and without it; undefined unless the whole
 * render is exactly the bare one with the chrome around the same <main>.
 */
export function chromeOf(whole: string, bare: string): Chrome | undefined {
  const w = cut(whole);
  const b = cut(bare);
  if (!w || !b || w.main !== b.main) return undefined;
  if (!w.before.startsWith(b.before) || !w.after.endsWith(b.after)) return undefined;
  return {
    top: w.before.slice(b.before.length),
    bottom: w.after.slice(0, w.after.length - b.after.length),
  };
}

/** A page rendered without its chrome, with the chrome put back; undefined if it has no <main>. */
export function withChrome(bare: string, chrome: Chrome): string | undefined {
  const b = cut(bare);
  if (!b) return undefined;
  return b.before + chrome.top + b.main + chrome.bottom + b.after;
}

/**
 * Chromes by path and settings, `null` for a path whose chrome cannot be cut out. Bounded in
 * paths; paths that draw the same chrome share one copy of it. The settings (their JSON) are
 * held once each, a few at most: they change when the admin saves them.
 */
export class ChromeSnapshots {
  readonly #byKey = new Map<string, Chrome | null>();
  readonly #copies = new Map<string, Chrome>();
  readonly #settingsIds = new Map<string, number>();
  /** Paths rendered once, whose chrome is cut out at their second render. */
  readonly #seen = new Set<string>();

  constructor(private readonly maxKeys: number) {}

  /**
   * Whether the path was rendered before with these settings (and notes that it now is): its
   * chrome is worth cutting out, which costs a second render, only then. A path asked for once
   * (a product page among thousands, a filter typed once) is rendered once, as before.
   */
  seenBefore(path: string, settings: string): boolean {
    const key = `${settings}\n${path}`;
    if (this.#seen.has(key)) return true;
    if (this.#seen.size >= this.maxKeys) this.#seen.clear();
    this.#seen.add(key);
    return false;
  }

  /** The chrome kept: a Chrome, `null` if it cannot be cut out, undefined if not known. */
  get(path: string, settings: string): Chrome | null | undefined {
    const id = this.#settingsIds.get(settings);
    return id === undefined ? undefined : this.#byKey.get(`${id}\n${path}`);
  }

  set(path: string, settings: string, chrome: Chrome | null): void {
    let id = this.#settingsIds.get(settings);
    if (id === undefined) {
      // Settings seen before a few saves ago draw no page any more.
      if (this.#settingsIds.size >= MAX_SETTINGS) this.clear();
      id = this.#settingsIds.size;
      this.#settingsIds.set(settings, id);
    }
    if (this.#byKey.size >= this.maxKeys) {
      // The oldest path goes; the copies go with the last path that used them (all at once here).
      const oldest = this.#byKey.keys().next().value;
      if (oldest !== undefined) this.#byKey.delete(oldest);
      if (this.#copies.size >= this.maxKeys) this.#copies.clear();
    }
    this.#byKey.set(`${id}\n${path}`, chrome && this.#shared(chrome));
  }

  /** How many paths have a chrome to put back (not counting those that cannot be cut out). */
  get usable(): number {
    let count = 0;
    for (const chrome of this.#byKey.values()) if (chrome) count += 1;
    return count;
  }

  clear(): void {
    this.#seen.clear();
    this.#byKey.clear();
    this.#copies.clear();
    this.#settingsIds.clear();
  }

  #shared(chrome: Chrome): Chrome {
    const id = `${chrome.top}\u0000${chrome.bottom}`;
    const known = this.#copies.get(id);
    if (known) return known;
    this.#copies.set(id, chrome);
    return chrome;
  }
}

/** Different settings whose chromes are kept at once. */
const MAX_SETTINGS = 4;
