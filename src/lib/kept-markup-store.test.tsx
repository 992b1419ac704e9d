import { createContext, useContext } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { KeptListItem, KeptMarkupContext } from './kept-markup';
import { KeptMarkupStore } from './kept-markup-store';

function Card({ name, price }: { name: string; price: number }) {
  return (
    <a href={`/p/${name}`}>
      {name} <b>Rp {price}</b>
    </a>
  );
}

const Theme = createContext('terang');
/** A card whose markup depends on more than its props: it cannot be kept. */
function ThemedCard({ name }: { name: string }) {
  return <span className={useContext(Theme)}>{name}</span>;
}

function List({ store, items }: { store: KeptMarkupStore | null; items: string[] }) {
  return (
    <KeptMarkupContext.Provider value={store}>
      <Theme.Provider value="gelap">
        <ul>
          {items.map((name, i) => (
            <KeptListItem key={name} name="Card" element={<Card name={name} price={i * 1000} />} />
          ))}
          <KeptListItem name="ThemedCard" element={<ThemedCard name="tema" />} />
        </ul>
      </Theme.Provider>
    </KeptMarkupContext.Provider>
  );
}

const render = (store: KeptMarkupStore, items: string[]) =>
  store.render(() => renderToString(<List store={store} items={items} />));

describe('kept markup', () => {
  it('draws an item met twice from its kept markup, the same bytes as rendering it', () => {
    const items = ['gamis', 'koko & <peci>', 'café'];
    const whole = renderToString(<List store={null} items={items} />);
    const store = new KeptMarkupStore(1024 * 1024);

    expect(render(store, items)).toBe(whole);
    expect(store.usable).toBe(0);
    expect(render(store, items)).toBe(whole);
    expect(store.usable).toBe(3);

    // The third page is drawn from what was kept: only the item never kept is rendered.
    const inPlace = vi.spyOn(store, 'renderedInPlace');
    expect(render(store, items)).toBe(whole);
    expect(inPlace.mock.calls.map(([key]) => key.split('\u0000')[0])).toEqual(['ThemedCard']);
  });

  it('keys an item by its props: another price is rendered anew', () => {
    const store = new KeptMarkupStore(1024 * 1024);
    render(store, ['gamis']);
    render(store, ['gamis']);
    const moved = render(store, ['x', 'gamis']);
    expect(moved).toBe(renderToString(<List store={null} items={['x', 'gamis']} />));
    expect(moved).toContain('Rp <!-- -->1000');
  });

  it('never keeps an item whose markup alone differs from the page’s', () => {
    const store = new KeptMarkupStore(1024 * 1024);
    render(store, []);
    render(store, []);
    expect(store.usable).toBe(0);
    expect(render(store, [])).toContain('<span class="gelap">tema</span>');
  });

  it('never keeps, and never fails the page for, an item that cannot render alone', () => {
    function NeedsTheme() {
      const theme = useContext(Theme);
      if (theme === 'terang') throw new Error('Tema halaman tidak ada');
      return <i>{theme}</i>;
    }
    const store = new KeptMarkupStore(1024 * 1024);
    const page = () =>
      store.render(() =>
        renderToString(
          <KeptMarkupContext.Provider value={store}>
            <Theme.Provider value="gelap">
              <ul>
                <KeptListItem name="NeedsTheme" element={<NeedsTheme />} />
              </ul>
            </Theme.Provider>
          </KeptMarkupContext.Provider>,
        ),
      );
    expect(page()).toBe('<ul><li><i>gelap</i></li></ul>');
    expect(page()).toBe('<ul><li><i>gelap</i></li></ul>');
    expect(store.usable).toBe(0);
    expect(page()).toBe('<ul><li><i>gelap</i></li></ul>');
  });

  it('holds its keys and markup within its bytes', () => {
    const store = new KeptMarkupStore(16 * 1024);
    const items = Array.from({ length: 400 }, (_, i) => `produk-${i}`);
    render(store, items);
    render(store, items);
    expect(store.bytes).toBeLessThanOrEqual(16 * 1024);
    // The items drawn most recently stay.
    const recent = items.slice(0, 20);
    render(store, recent);
    render(store, recent);
    expect(store.usable).toBe(20);
    expect(render(store, recent)).toBe(renderToString(<List store={null} items={recent} />));
    expect(store.bytes).toBeLessThanOrEqual(16 * 1024);
  });
});
