import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from './change-feed.js';

// Answers made from the catalogue and kept until it changes, on any instance (the change feed
// that drops the page cache, docs/decisions/0008): the share pictures and the search page's
// results. Requests that come while an answer is being made share the making; a finished answer
// is kept only while every change is heard (the feed is live), and a failure is never kept.

/** As the page cache: nothing is older than this, even if a change went unheard. */
const MAX_AGE_MS = 10 * 60 * 1000;

interface Kept {
  generation: number;
  answer: Promise<unknown>;
}

/** What a cache of the app shows of itself, for a registry to count (issue 30). */
export interface CountedCache {
  readonly name: string;
  /** How many answers it holds now. */
  size(): number;
  /** Answers given from the cache, and made anew, since the app started. */
  readonly hits: number;
  readonly misses: number;
  clear(): void;
}

/** A cache's figures at one moment, for the cache registry. */
export interface KeptStats {
  entries: number;
  hits: number;
  misses: number;
}

export class KeptUntilChange implements CountedCache {
  readonly name: string;
  hits = 0;
  misses = 0;
  readonly #changes: ChangeFeed;
  readonly #kept: LRUCache<string, Kept>;

  constructor(changes: ChangeFeed, options: { max: number; name?: string }) {
    this.name = options.name ?? 'kept';
    this.#changes = changes;
    this.#kept = new LRUCache<string, Kept>({ max: options.max, ttl: MAX_AGE_MS });
  }

  size(): number {
    return this.#kept.size;
  }

  clear(): void {
    this.#kept.clear();
  }

  /** The answer for `key`: the one made since the last change, else a new one from `make`. */
  get<T>(key: string, make: () => Promise<T>): Promise<T> {
    const changes = this.#changes;
    const kept = this.#kept.get(key);
    if (kept && kept.generation === changes.generation) {
      this.hits += 1;
      return kept.answer as Promise<T>;
    }
    this.misses += 1;
    const answer = make();
    const entry: Kept = { generation: changes.generation, answer };
    this.#kept.set(key, entry);
    const forget = () => {
      if (this.#kept.get(key) === entry) this.#kept.delete(key);
    };
    answer.then(() => {
      if (!changes.live) forget();
    }, forget);
    return answer;
  }

  /** How many answers are kept, and how many reads found one (hits) or made one (misses). */
  stats(): KeptStats {
    return { entries: this.#kept.size, hits: this.hits, misses: this.misses };
  }
}
