import { describe, expect, it } from 'vitest';
import { ChangeFeed } from './change-feed.js';
import { estimateBytes, KeptUntilChange } from './kept-until-change.js';

/** A maker that counts its calls and answers with the call's number. */
function counter() {
  let calls = 0;
  return {
    make: () => Promise.resolve(++calls),
    get calls() {
      return calls;
    },
  };
}

describe('KeptUntilChange', () => {
  it('keeps an answer until the catalogue changes, per key', async () => {
    const changes = new ChangeFeed({ live: true });
    const kept = new KeptUntilChange(changes, { max: 100, maxBytes: 1024 * 1024 });
    const a = counter();
    expect(await kept.get('a', a.make)).toBe(1);
    expect(await kept.get('a', a.make)).toBe(1);
    expect(await kept.get('b', counter().make)).toBe(1);
    changes.changed();
    expect(await kept.get('a', a.make)).toBe(2);
    expect(a.calls).toBe(2);
  });

  it('lets requests that come while an answer is made share it', async () => {
    const kept = new KeptUntilChange(new ChangeFeed({ live: true }), {
      max: 100,
      maxBytes: 1024 * 1024,
    });
    const a = counter();
    const answers = await Promise.all([kept.get('a', a.make), kept.get('a', a.make)]);
    expect(answers).toEqual([1, 1]);
    expect(a.calls).toBe(1);
  });

  it('keeps an answer from the second read of its key, if so asked', async () => {
    const changes = new ChangeFeed({ live: true });
    const kept = new KeptUntilChange(changes, {
      max: 2,
      maxBytes: 1024 * 1024,
      fromSecondRead: true,
    });
    const a = counter();
    expect(await kept.get('a', a.make)).toBe(1);
    expect(kept.size()).toBe(0);
    // Reads that come while it is made share it all the same.
    expect(await Promise.all([kept.get('a', a.make), kept.get('a', a.make)])).toEqual([2, 2]);
    expect(await kept.get('a', a.make)).toBe(2);
    expect(a.calls).toBe(2);
    // Keys read once are forgotten in a bunch when more than four times `max` pile up.
    for (const key of ['b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'])
      await kept.get(key, counter().make);
    const b = counter();
    await kept.get('b', b.make);
    await kept.get('b', b.make);
    expect(b.calls).toBe(2);
    // A key kept before a change is kept again from its first read after it.
    changes.changed();
    expect(await kept.get('a', a.make)).toBe(3);
    expect(await kept.get('a', a.make)).toBe(3);
    expect(a.calls).toBe(3);
  });

  it('forgets the keys read once when they hold more than an eighth of its bytes', async () => {
    const kept = new KeptUntilChange(new ChangeFeed({ live: true }), {
      max: 1000,
      maxBytes: 64 * 1024,
      fromSecondRead: true,
    });
    // A key a visitor wrote, 3 KB: the keys read once are bounded by 8 KB, two such keys at most.
    const long = (n: number) => `${n}${'x'.repeat(1500)}`;
    const a = counter();
    await kept.get(long(1), a.make);
    await kept.get(long(2), counter().make);
    await kept.get(long(3), counter().make);
    await kept.get(long(1), a.make);
    await kept.get(long(1), a.make);
    // Forgotten when the third came: read again, the first is read once more, then kept.
    expect(a.calls).toBe(3);
  });

  it('keeps nothing made while changes elsewhere could go unheard', async () => {
    const kept = new KeptUntilChange(new ChangeFeed({ live: false }), {
      max: 100,
      maxBytes: 1024 * 1024,
    });
    const a = counter();
    await kept.get('a', a.make);
    await kept.get('a', a.make);
    expect(a.calls).toBe(2);
  });

  it('never keeps a failure', async () => {
    const kept = new KeptUntilChange(new ChangeFeed({ live: true }), {
      max: 100,
      maxBytes: 1024 * 1024,
    });
    await expect(kept.get('a', () => Promise.reject(new Error('database away')))).rejects.toThrow(
      'database away',
    );
    expect(await kept.get('a', () => Promise.resolve('drawn'))).toBe('drawn');
  });

  it('counts its hits and misses, tells its size and empties on clear', async () => {
    const kept = new KeptUntilChange(new ChangeFeed({ live: true }), {
      max: 100,
      maxBytes: 1024 * 1024,
      name: 'pages',
    });
    const a = counter();
    await kept.get('a', a.make);
    await kept.get('a', a.make);
    await kept.get('b', a.make);
    expect({ name: kept.name, size: kept.size(), hits: kept.hits, misses: kept.misses }).toEqual({
      name: 'pages',
      size: 2,
      hits: 1,
      misses: 2,
    });
    kept.clear();
    expect(kept.size()).toBe(0);
    expect(await kept.get('a', a.make)).toBe(3);
  });

  it('counts what it holds, the reads that found an answer and those that made one', async () => {
    const changes = new ChangeFeed({ live: true });
    const kept = new KeptUntilChange(changes, { max: 100, maxBytes: 1024 * 1024 });
    expect(kept.stats()).toEqual({ entries: 0, hits: 0, misses: 0, bytes: 0 });
    await kept.get('a', counter().make);
    await kept.get('a', counter().make);
    await kept.get('b', counter().make);
    expect(kept.stats()).toMatchObject({ entries: 2, hits: 1, misses: 2 });
    changes.changed();
    await kept.get('a', counter().make);
    expect(kept.stats()).toMatchObject({ entries: 2, hits: 1, misses: 3 });
  });

  it('holds no more bytes than it is given, dropping the least recently used answers', async () => {
    const kept = new KeptUntilChange(new ChangeFeed({ live: true }), {
      max: 100,
      maxBytes: 1_000_000,
    });
    const picture = () => Promise.resolve(Buffer.alloc(300_000));
    for (const key of ['a', 'b', 'c']) await kept.get(key, picture);
    expect(kept.bytes()).toBeGreaterThanOrEqual(900_000);
    await kept.get('a', picture); // a is now the most recently used
    await kept.get('d', picture);
    expect(kept.bytes()).toBeLessThanOrEqual(1_000_000);
    const made = counter();
    await kept.get('b', made.make);
    await kept.get('a', made.make);
    expect(made.calls).toBe(1); // b was dropped, a was kept
  });

  it('counts the keys a visitor chooses, and keeps no more answers than its number', async () => {
    const kept = new KeptUntilChange(new ChangeFeed({ live: true }), {
      max: 50,
      maxBytes: 100_000,
    });
    const small = () => Promise.resolve([]);
    // Keys of 20 000 characters (40 KB each) for answers of a few bytes: two fit, not thousands.
    for (let i = 0; i < 10; i++) await kept.get(`${i}`.padEnd(20_000, 'x'), small);
    expect(kept.size()).toBeLessThanOrEqual(2);
    expect(kept.bytes()).toBeLessThanOrEqual(100_000);
    for (let i = 0; i < 200; i++) await kept.get(`kecil-${i}`, small);
    expect(kept.size()).toBe(50);
  });

  it('does not keep an answer larger than all it may hold', async () => {
    const kept = new KeptUntilChange(new ChangeFeed({ live: true }), {
      max: 100,
      maxBytes: 100_000,
    });
    let calls = 0;
    const large = () => Promise.resolve({ rows: [Buffer.alloc(200_000)], call: ++calls });
    await kept.get('a', large);
    await kept.get('a', large);
    expect(calls).toBe(2);
    expect(kept.size()).toBe(0);
  });
});

describe('estimateBytes', () => {
  it('measures an answer nested deeper than the call stack goes, without a crash', () => {
    let chain: { next?: unknown; name: string } = { name: 'akhir' };
    for (let i = 0; i < 200_000; i++) chain = { next: chain, name: 'x' };
    expect(estimateBytes(chain)).toBeGreaterThan(200_000 * 32);
  });

  it('counts a buffer by its length, a string by its characters, an object reached twice once', () => {
    expect(estimateBytes(Buffer.alloc(10_000))).toBe(64 + 10_000);
    expect(estimateBytes('abcd')).toBe(16 + 8);
    const shared = { teks: 'x'.repeat(1_000) };
    const once = estimateBytes([shared]);
    expect(estimateBytes([shared, shared])).toBe(once + 8 + 8);
    expect(estimateBytes(new Map([['k', shared]]))).toBeGreaterThan(2_000);
  });
});
