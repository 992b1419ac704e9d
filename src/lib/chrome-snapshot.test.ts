import { describe, expect, it } from 'vitest';
import { ChromeSnapshots, chromeOf, withChrome, type Chrome } from './chrome-snapshot';

// Markup shaped as the shop's pages are: what React hoists first, the layout, the top bar, the
// page's <main>, the announcement and footer, the layout's end.
const page = (main: string, { preload = '', chrome = true } = {}) =>
  `${preload}<!--$--><div class="layout"><a href="#isi">Langsung ke isi</a>` +
  (chrome ? '<header>bar</header>' : '') +
  `<main id="isi" class="flex-1">${main}</main>` +
  (chrome ? '<aside>kabar</aside><footer>kaki</footer>' : '') +
  '</div><!--/$-->';

/** The chrome of a whole and a bare render, which the test expects to be cut out. */
function cutOut(whole: string, bare: string): Chrome {
  const chrome = chromeOf(whole, bare);
  if (!chrome) throw new Error('the chrome was not cut out');
  return chrome;
}

describe('chromeOf and withChrome', () => {
  it('cut the chrome out of a whole render and put it back around another page', () => {
    const chrome = chromeOf(page('satu'), page('satu', { chrome: false }));
    expect(chrome).toEqual({
      top: '<header>bar</header>',
      bottom: '<aside>kabar</aside><footer>kaki</footer>',
    });
    const bare = page('<p>dua</p>', {
      preload: '<link rel="preload" href="/b.webp"/>',
      chrome: false,
    });
    expect(withChrome(bare, cutOut(page('satu'), page('satu', { chrome: false })))).toBe(
      page('<p>dua</p>', { preload: '<link rel="preload" href="/b.webp"/>' }),
    );
  });

  it('keep nothing when the two renders differ anywhere but in the chrome', () => {
    // The page itself changed between the renders.
    expect(chromeOf(page('satu'), page('dua', { chrome: false }))).toBeUndefined();
    // The chrome hoisted something of its own before the layout.
    expect(
      chromeOf(
        page('satu', { preload: '<link rel="preload" href="/logo.webp"/>' }),
        page('satu', { chrome: false }),
      ),
    ).toBeUndefined();
    // A page outside the layout (the login page) has no <main> to cut around.
    expect(chromeOf('<div>masuk</div>', '<div>masuk</div>')).toBeUndefined();
    expect(withChrome('<div>masuk</div>', { top: 'a', bottom: 'b' })).toBeUndefined();
  });

  it('cut around the page’s outer <main>, whatever the page holds', () => {
    const main = '<section>a</section></main-ish><p>b</p>';
    const chrome = cutOut(page(main), page(main, { chrome: false }));
    expect(withChrome(page('c', { chrome: false }), chrome)).toBe(page('c'));
  });
});

describe('ChromeSnapshots', () => {
  const chrome = { top: 'bar', bottom: 'kaki' };

  it('keeps at most its number of paths, the oldest going first', () => {
    const kept = new ChromeSnapshots(2);
    kept.set('/a', '{}', chrome);
    kept.set('/b', '{}', null);
    kept.set('/c', '{}', chrome);
    expect(kept.get('/a', '{}')).toBeUndefined();
    expect(kept.get('/b', '{}')).toBeNull();
    expect(kept.get('/c', '{}')).toEqual(chrome);
    expect(kept.usable).toBe(1);
  });

  it('says a path was seen before from its second render on, per settings, within its bound', () => {
    const kept = new ChromeSnapshots(2);
    expect(kept.seenBefore('/a', '{}')).toBe(false);
    expect(kept.seenBefore('/a', '{}')).toBe(true);
    expect(kept.seenBefore('/a', '{"name":"Toko Baru"}')).toBe(false);
    // Full: the paths seen are forgotten, and seen anew.
    expect(kept.seenBefore('/b', '{}')).toBe(false);
    expect(kept.seenBefore('/a', '{}')).toBe(false);
  });

  it('keeps a path’s chrome for the settings it was drawn with only', () => {
    const kept = new ChromeSnapshots(10);
    kept.set('/cari', '{"name":"Toko Lama"}', chrome);
    expect(kept.get('/cari', '{"name":"Toko Baru"}')).toBeUndefined();
    // Settings of many saves ago go, and what was drawn with them.
    for (const name of ['a', 'b', 'c', 'd']) kept.set('/cari', `{"name":"${name}"}`, chrome);
    expect(kept.get('/cari', '{"name":"Toko Lama"}')).toBeUndefined();
    expect(kept.get('/cari', '{"name":"d"}')).toEqual(chrome);
  });

  it('holds one copy of a chrome that several paths draw alike', () => {
    const kept = new ChromeSnapshots(10);
    kept.set('/detail/1', '{}', { top: 'bar', bottom: 'kaki' });
    kept.set('/detail/2', '{}', { top: 'bar', bottom: 'kaki' });
    expect(kept.get('/detail/1', '{}')).toBe(kept.get('/detail/2', '{}'));
  });
});
