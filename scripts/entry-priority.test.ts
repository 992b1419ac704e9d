import { describe, expect, it } from 'vitest';
import { entryTags, lowerEntryPriority } from './entry-priority.mjs';

// The head Vite writes for the storefront (dist/client/index.html), as built.
const BUILT_HEAD =
  '<head>\n' +
  '    <link rel="manifest" href="/manifest.webmanifest" />\n' +
  '    <script type="module" crossorigin src="/assets/main-B5GV_BrS.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-XKyaHtl9.js">\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/preload-helper-DygEbaNj.js">\n' +
  '    <link rel="preload" href="/assets/nunito-basic-wght-normal-NuPp6fTS.woff2" as="font" type="font/woff2" crossorigin="">\n' +
  '</head>';

describe('lowerEntryPriority', () => {
  it('fetches the entry script and its module preloads at low priority', () => {
    expect(lowerEntryPriority(BUILT_HEAD)).toBe(
      '<head>\n' +
        '    <link rel="manifest" href="/manifest.webmanifest" />\n' +
        '    <script type="module" fetchpriority="low" crossorigin src="/assets/main-B5GV_BrS.js"></script>\n' +
        '    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/rolldown-runtime-XKyaHtl9.js">\n' +
        '    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/preload-helper-DygEbaNj.js">\n' +
        '    <link rel="preload" href="/assets/nunito-basic-wght-normal-NuPp6fTS.woff2" as="font" type="font/woff2" crossorigin="">\n' +
        '</head>',
    );
  });

  it('leaves the font, the page state and a priority already set alone', () => {
    const head =
      '<script type="module" fetchpriority="high" src="/assets/main-1.js"></script>' +
      '<script type="application/json" id="etalase-state"></script>';
    expect(lowerEntryPriority(head)).toBe(head);
  });

  it('fails the build when the page has no entry script to lower', () => {
    expect(() =>
      lowerEntryPriority('<head><link rel="modulepreload" href="/assets/a.js"></head>'),
    ).toThrow(/no entry script/);
  });
});

describe('entryTags', () => {
  it('names the entry script and the module preloads, not the font or the page state', () => {
    expect(entryTags(BUILT_HEAD)).toEqual([
      '<script type="module" crossorigin src="/assets/main-B5GV_BrS.js">',
      '<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-XKyaHtl9.js">',
      '<link rel="modulepreload" crossorigin href="/assets/preload-helper-DygEbaNj.js">',
    ]);
  });
});
