import { afterEach } from 'vitest';

// The DOM's matchers and cleanup only where there is a DOM (a test file in jsdom): loading them
// took each of the server's test files, in Node, a third of a second for nothing.
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
  });
}

// jsdom has no matchMedia; pages ask it about reduced motion. Tests may replace it.
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

// jsdom does not lay pages out, so it has no scrollIntoView; the product picker calls it.
if (typeof Element !== 'undefined' && typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => undefined;
}

// jsdom does not lay pages out, so it has no ResizeObserver; menus (Radix's popper) and the admin
// menu's scroll cue watch sizes with one. Nothing ever changes size here, so it never calls back.
if (typeof window !== 'undefined' && typeof window.ResizeObserver !== 'function') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
