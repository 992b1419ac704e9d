import { createContext, useContext, type ReactElement } from 'react';

// A list item the server draws from markup it kept from an earlier render of the same element
// (docs/decisions/0056): a product card is most of a search or category page's render, and the
// same product with the same props draws the same markup for every visitor. The browser, and
// any render without a store (the tests, Vite's dev server), renders the element as always:
// hydration meets the same markup either way.

/** What the server's render asks of the store of kept markup (src/lib/kept-markup-store.ts). */
export interface KeptMarkup {
  /** The element's markup kept under `key`, or undefined: then it is rendered in place. */
  markup(key: string): string | undefined;
  /** `element` was rendered in place as `<li>` + its markup + `</li>` under `key`. */
  renderedInPlace(key: string, element: ReactElement): void;
}

export const KeptMarkupContext = createContext<KeptMarkup | null>(null);

/**
 * Each prop object's JSON, once per object: props are not changed once made (React's rule), and
 * a listing's products are the same objects from render to render while its answer is kept. An
 * array prop (a name's marked parts) is made by the render itself, new each time: remembering it
 * only filled the map with keys to be collected.
 */
const jsonOfObjects = new WeakMap<object, string>();
export function jsonOf(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return JSON.stringify(value);
  }
  let json = jsonOfObjects.get(value);
  if (json === undefined) {
    json = JSON.stringify(value);
    jsonOfObjects.set(value, json);
  }
  return json;
}

function keyOf(name: string, props: Record<string, unknown>): string {
  let key = name;
  for (const prop in props) key += `\u0000${prop}\u0000${jsonOf(props[prop])}`;
  return key;
}

/**
 * `<li>{element}</li>`, the element's markup kept by `name` and its props. The props must be
 * plain data (what JSON holds) that alone decide the markup: they are the key.
 */
export function KeptListItem({ name, element }: { name: string; element: ReactElement }) {
  const store = useContext(KeptMarkupContext);
  if (!store) return <li>{element}</li>;
  const key = keyOf(name, element.props as Record<string, unknown>);
  const markup = store.markup(key);
  if (markup !== undefined) return <li dangerouslySetInnerHTML={{ __html: markup }} />;
  store.renderedInPlace(key, element);
  return <li>{element}</li>;
}
