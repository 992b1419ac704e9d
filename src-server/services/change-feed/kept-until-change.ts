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

/** What an entry costs besides its answer and key: the entry, its promise, the cache's slots. */
const ENTRY_BYTES = 256;

/** A key's bytes: a string's two a character. */
const keyBytes = (key: string) => 16 + 2 * key.length;

/**
 * Roughly the bytes `value` holds in memory: a buffer's length, two bytes a string's character,
 * eight a number, a little per object and property. Each object is counted once, however often
 * it is reached. A walk of its own, not recursion: an answer nested deeper than the call stack
 * (a long chain of objects) is measured like any other, never a crash.
 */
export function estimateBytes(value: unknown): number {
  const seen = new Set<object>();
  const pending: unknown[] = [value];
  let bytes = 0;
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      bytes += 16 + 2 * next.length;
      continue;
    }
    if (typeof next !== 'object' || next === null) {
      bytes += 8;
      continue;
    }
    if (seen.has(next)) {
      bytes += 8;
      continue;
    }
    seen.add(next);
    if (ArrayBuffer.isView(next) || next instanceof ArrayBuffer) {
      bytes += 64 + next.byteLength;
      continue;
    }
    bytes += 32;
    if (Array.isArray(next)) {
      bytes += 8 * next.length;
      for (const item of next) pending.push(item);
    } else if (next instanceof Map) {
      for (const [key, item] of next) {
        bytes += 16;
        pending.push(key, item);
      }
    } else if (next instanceof Set) {
      for (const item of next) {
        bytes += 8;
        pending.push(item);
      }
    } else if (!(next instanceof Date)) {
      for (const [key, item] of Object.entries(next)) {
        bytes += 8 + 2 * key.length;
        pending.push(item);
      }
    }
  }
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
  /** With `fromSecondRead`: the keys read once, whose answer is kept when they are read again. */
  readonly #readOnce: Set<string> | undefined;
  /** What the keys read once hold, as keyBytes counts them. */
  #readOnceBytes = 0;
  readonly #maxReadOnce: number;
  readonly #maxReadOnceBytes: number;

  /**
   * `maxBytes` bounds what the answers and their keys hold together (least recently used go
   * first; one larger than that is not kept), and `max` their number: many small answers under
   * keys a visitor chose (a read's input) cost more than their estimate.
   *
   * `fromSecondRead`: an answer is kept from the second read of its key, as the page cache keeps
   * a page (docs/decisions/0008): a key read once (a price typed once in a filter, a new search)
   * is made and let go, instead of pushing out answers read again and again, and of being kept
   * long enough to cost the garbage collector a full heap's work to free (docs/decisions/0056).
   */
  constructor(
    changes: ChangeFeed,
    options: { maxBytes: number; max: number; name?: string; fromSecondRead?: boolean },
  ) {
    this.name = options.name ?? 'kept';
    this.#changes = changes;
    this.#readOnce = options.fromSecondRead ? new Set() : undefined;
    this.#maxReadOnce = 4 * options.max;
    // Keys are a visitor's to choose (a read's input, before it is checked): bounded in bytes too.
    this.#maxReadOnceBytes = options.maxBytes / 8;
    this.#kept = new LRUCache<string, Kept>({
      max: options.max,
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
    this.#readOnce?.clear();
    this.#readOnceBytes = 0;
  }

  /** Whether an answer for `key` is to be kept once made: not at its first read, if so asked. */
  #keeps(key: string): boolean {
    const readOnce = this.#readOnce;
    if (!readOnce) return true;
    if (readOnce.delete(key)) {
      this.#readOnceBytes -= keyBytes(key);
      return true;
    }
    // The keys read once are forgotten all at once when too many: each may be read again later.
    const bytes = keyBytes(key);
    if (
      readOnce.size >= this.#maxReadOnce ||
      this.#readOnceBytes + bytes > this.#maxReadOnceBytes
    ) {
      readOnce.clear();
      this.#readOnceBytes = 0;
    }
    readOnce.add(key);
    this.#readOnceBytes += bytes;
    return false;
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
    // While it is made, the answer is shared by the reads of its key that come meanwhile.
    this.#kept.set(key, entry, { size: MAKING_BYTES + keyBytes(key) });
    // A key kept before a change (its answer is still here, out of date) is kept again at once.
    const keeps = kept !== undefined || this.#keeps(key);
    const current = () => this.#kept.peek(key) === entry;
    const forget = () => {
      if (current()) this.#kept.delete(key);
    };
    answer.then((made) => {
      if (!changes.live || !keeps) forget();
      else if (current()) {
        // A new entry object: the cache recounts the size only when the value is another.
        const size = ENTRY_BYTES + keyBytes(key) + estimateBytes(made);
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
