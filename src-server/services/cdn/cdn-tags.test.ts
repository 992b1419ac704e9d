import { describe, expect, it } from 'vitest';
import { answerTags, mergedTags, purgeTags } from './cdn-tags.js';

// The tag vocabulary mirrors the response cache's rule (http/response-cache.ts touchedBy): a
// purge names an answer's tag exactly when the app's own cache drops that answer.

/** Whether the purge for `change` names one of `answer`'s tags. */
const purges = (change: { produk?: number[] }, shows: Set<number> | undefined) => {
  const tags = new Set(purgeTags(change));
  return answerTags(shows).some((tag) => tags.has(tag));
};
/** The response cache's own rule. */
const drops = (change: { produk?: number[] }, shows: Set<number> | undefined) =>
  !change.produk || !shows || change.produk.some((id) => shows.has(id));

describe('CDN tags', () => {
  it('tag an answer by the products it shows, or as a list when it may show any', () => {
    expect(answerTags(new Set([5, 3]))).toEqual(['all', 'p3', 'p5']);
    expect(answerTags(new Set())).toEqual(['all']);
    expect(answerTags(undefined)).toEqual(['all', 'list']);
    // Too many for a header: a list's tag, purged more often and never stale.
    expect(answerTags(new Set(Array.from({ length: 201 }, (_, i) => i)))).toEqual(['all', 'list']);
  });

  it('purge exactly what the response cache drops, for every kind of change and answer', () => {
    const changes = [{}, { produk: [3] }, { produk: [3, 7] }, { produk: [9] }];
    const answers = [undefined, new Set<number>(), new Set([3]), new Set([3, 5]), new Set([7])];
    for (const change of changes) {
      for (const shows of answers) expect(purges(change, shows)).toBe(drops(change, shows));
    }
    expect(purgeTags({ produk: [7, 3, 7] })).toEqual(['list', 'p3', 'p7']);
    expect(purgeTags({})).toEqual(['all']);
    expect(purgeTags({ produk: Array.from({ length: 201 }, (_, i) => i) })).toEqual(['all']);
  });

  it('merge waiting purges into one, `all` covering the rest', () => {
    expect(
      mergedTags([
        ['list', 'p3'],
        ['list', 'p4'],
      ]),
    ).toEqual(['list', 'p3', 'p4']);
    expect(mergedTags([['list', 'p3'], ['all']])).toEqual(['all']);
  });
});
