import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from './change-feed.js';

// Answers made from the catalogue and kept until it changes, on any instance (the change feed
// that drops the page cache, docs/decisions/0008): the share pictures and the search page's
// results. Requests that come while an answer is being made share the making; a finished answer
// is kept only while every change is heard (the feed is live), and a failure is never kept.
// Each keeper is bounded in bytes (docs/decisions/0050): an answer counts as a placeholder's
// bytes while it is made, then as its own estimated size.

/** As the page cache: nothing is older than this, even if a change went unheard. */
const MAX_AGE_MS = 10 * 60 * 1000;

/** What an answer being made counts for, until its size is known. */
const MAKING_BYTES = 1024;

/**
 * Roughly the bytes `value` holds in memory: a buffer's length, two bytes a string's character,
 * eight a number, a little per object and property. Shared values are counted each time they
 * are reached, so the estimate errs on the large side; cycles are not followed.
 */
export function estimateBytes(value: unknown, seen: Set<object> = new Set()): number {
  if (typeof value === 'string') return 16 + 2 * value.length;
  if (typeof value !== 'object' || value === null) return 8;
  if (ArrayBuffer.isView(value)) return 64 + value.byteLength;
  if (value instanceof ArrayBuffer) return 64 + value.byteLength;
  if (seen.has(value)) return 8;
  seen.add(value);
  let bytes = 32;
  if (Array.isArray(value)) {
    for (const item of value) bytes += 8 + estimateBytes(item, seen);
  } else if (value instanceof Map) {
    for (const [key, item] of value)
      bytes += 16 + estimateBytes(key, seen) + estimateBytes(item, seen);
  } else if (value instanceof Set) {
    for (const item of value) bytes += 8 + estimateBytes(item, seen);
  } else if (!(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) {
      bytes += 8 + 2 * key.length + estimateBytes(item, seen);
    }
  }
  seen.delete(value);
  return bytes;
}

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
  bytes: number;
}

export class KeptUntilChange implements CountedCache {
  readonly name: string;
  hits = 0;
  misses = 0;
  readonly #changes: ChangeFeed;
  readonly #kept: LRUCache<string, Kept>;

  /**
   * `maxBytes` bounds what the answers hold together (least recently used go first; one larger
   * than that is not kept); `max`, if given, also bounds their number.
   */
  constructor(changes: ChangeFeed, options: { maxBytes: number; max?: number; name?: string }) {
    this.name = options.name ?? 'kept';
    this.#changes = changes;
    this.#kept = new LRUCache<string, Kept>({
      ...(options.max !== undefined && { max: options.max }),
      maxSize: options.maxBytes,
      ttl: MAX_AGE_MS,
    });
  }

  size(): number {
    return this.#kept.size;
  }

  /** The bytes the kept answers hold, as estimated (answers being made count a placeholder). */
  bytes(): number {
    return this.#kept.calculatedSize;
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
    this.#kept.set(key, entry, { size: MAKING_BYTES });
    const current = () => this.#kept.peek(key) === entry;
    const forget = () => {
      if (current()) this.#kept.delete(key);
    };
    answer.then((made) => {
      if (!changes.live) forget();
      else if (current()) {
        // A new entry object: the cache recounts the size only when the value is another.
        const size = Math.max(1, estimateBytes(made));
        this.#kept.set(key, { ...entry }, { size, noUpdateTTL: true });
      }
    }, forget);
    return answer;
  }

  /** How many answers are kept, and how many reads found one (hits) or made one (misses). */
  stats(): KeptStats {
    return { entries: this.#kept.size, hits: this.hits, misses: this.misses, bytes: this.bytes() };
  }
}
