import type { CountedCache } from './kept-until-change.js';

// Every cache of the app in one place (issue 30): made with the app's dependencies (app.ts), each
// named, sized and counted, and saying what drops it. Nothing here decides what is kept; the
// registry only shows it (tests, the soak's report, an operator asking why a page was slow).

/** What drops a cache's entries: every change, or only those a change names (with a note). */
export type DroppedBy = 'every change' | 'the products a change names (else every change)';

/** A cache as the registry holds it: counted, and sized in bytes where it knows them. */
export interface RegisteredCache extends CountedCache {
  bytes?: () => number;
}

/** One cache's figures at one moment. */
export interface CacheStats {
  name: string;
  entries: number;
  /** The bytes its entries hold, where the cache knows them (the response cache does). */
  bytes?: number;
  hits: number;
  misses: number;
  droppedBy: DroppedBy;
}

export class CacheRegistry {
  readonly #caches = new Map<string, { cache: RegisteredCache; droppedBy: DroppedBy }>();

  /** Adds `cache` under its name, which must be new: two caches of one name would be one row. */
  register<C extends RegisteredCache>(cache: C, droppedBy: DroppedBy = 'every change'): C {
    if (this.#caches.has(cache.name)) throw new Error(`a cache named ${cache.name} exists`);
    this.#caches.set(cache.name, { cache, droppedBy });
    return cache;
  }

  /** The cache named `name`, if one is registered. */
  get(name: string): RegisteredCache | undefined {
    return this.#caches.get(name)?.cache;
  }

  /** Every cache's figures, in the order they were registered. */
  stats(): CacheStats[] {
    return [...this.#caches.values()].map(({ cache, droppedBy }) => ({
      name: cache.name,
      entries: cache.size(),
      ...(cache.bytes && { bytes: cache.bytes() }),
      hits: cache.hits,
      misses: cache.misses,
      droppedBy,
    }));
  }

  /** Empties every cache (an operator's reset; a change does this on its own). */
  clear(): void {
    for (const { cache } of this.#caches.values()) cache.clear();
  }
}
