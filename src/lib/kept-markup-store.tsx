import { LRUCache } from 'lru-cache';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { KeptMarkup } from './kept-markup';

// The server's store of kept markup (src/lib/kept-markup.tsx, docs/decisions/0056). Server
// renders only: it imports React's server renderer.

/** An element met once: kept when it is met again (most product pages are asked for once). */
const SEEN = '';
/** An element whose markup alone differs from the page's: always rendered in place. */
const NOT_KEPT = '\u0000';

/**
 * Markup of list items by key, bounded in bytes (a JavaScript string counts two per character
 * here, its worst case). An element is learnt at its second render in place: rendered alone
 * once more, after the page, and kept only when the page holds exactly that markup as the item.
 */
export class KeptMarkupStore implements KeptMarkup {
  readonly #kept: LRUCache<string, string>;
  #toLearn: { key: string; element: ReactElement }[] = [];

  constructor(maxBytes: number) {
    this.#kept = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (markup, key) => Math.max(1, 2 * (key.length + markup.length)),
    });
  }

  markup(key: string): string | undefined {
    const markup = this.#kept.get(key);
    return markup === SEEN || markup === NOT_KEPT ? undefined : markup;
  }

  renderedInPlace(key: string, element: ReactElement): void {
    const known = this.#kept.get(key);
    if (known === undefined) this.#kept.set(key, SEEN);
    else if (known === SEEN) this.#toLearn.push({ key, element });
  }

  /**
   * Renders a page with `render` (synchronous, as renderToString is), then learns the items it
   * rendered in place a second time. Nothing is learnt from a page that throws.
   */
  render(render: () => string): string {
    this.#toLearn = [];
    const html = render();
    for (const { key, element } of this.#toLearn) {
      let markup = '';
      try {
        markup = renderToString(element);
      } catch {
        // Alone, without the page's providers, the element cannot render: it never is kept.
      }
      this.#kept.set(key, markup && html.includes(`<li>${markup}</li>`) ? markup : NOT_KEPT);
    }
    this.#toLearn = [];
    return html;
  }

  /** How many items have markup kept (not counting those met once or never kept). */
  get usable(): number {
    let count = 0;
    for (const markup of this.#kept.values())
      if (markup !== SEEN && markup !== NOT_KEPT) count += 1;
    return count;
  }

  /** What the kept markup and keys take, in bytes as counted above. */
  get bytes(): number {
    return this.#kept.calculatedSize;
  }

  clear(): void {
    this.#kept.clear();
  }
}
