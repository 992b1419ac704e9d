import { describe, expect, it } from 'vitest';
import { ANY_CHANGE, ChangeFeed, heardChange, type Change } from './change-feed.js';

// What one instance tells the others of a change, and how they read it (issue 22 item 5).

describe('a change heard from another instance', () => {
  const self = 'instance-a';

  it('names the products it touched', () => {
    expect(heardChange(JSON.stringify({ from: 'instance-b', produk: [3, 7] }), self)).toEqual({
      produk: [3, 7],
    });
  });

  it('is anything when it names no products, or cannot be read', () => {
    expect(heardChange(JSON.stringify({ from: 'instance-b' }), self)).toBe(ANY_CHANGE);
    expect(heardChange(JSON.stringify({ from: 'instance-b', produk: ['3'] }), self)).toBe(
      ANY_CHANGE,
    );
    expect(heardChange('instance-b', self)).toBe(ANY_CHANGE);
    expect(heardChange('', self)).toBe(ANY_CHANGE);
    expect(heardChange('null', self)).toBe(ANY_CHANGE);
  });

  it("is nothing when it is this instance's own (heard already when it was made)", () => {
    expect(heardChange(JSON.stringify({ from: self, produk: [3] }), self)).toBeUndefined();
    expect(heardChange(JSON.stringify({ from: self }), self)).toBeUndefined();
  });
});

describe('the change feed', () => {
  it('tells its listeners what changed, and moves its generation on whatever the change', () => {
    const feed = new ChangeFeed({ live: true });
    const heard: Change[] = [];
    feed.onChange((change) => heard.push(change));
    const start = feed.generation;
    feed.changed({ produk: [5] });
    feed.changed();
    expect(heard).toEqual([{ produk: [5] }, ANY_CHANGE]);
    expect(feed.generation).toBe(start + 2);
  });
});
