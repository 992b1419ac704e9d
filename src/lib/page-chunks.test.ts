import { describe, expect, it } from 'vitest';
import { pageChunks, pageChunksHtml, type ViteManifest } from './page-chunks';

const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/main-1.js',
    isEntry: true,
    imports: ['_runtime.js'],
    dynamicImports: ['src/hydrate.tsx'],
    css: ['assets/app-0.css'],
  },
  '_runtime.js': { file: 'assets/runtime-8.js' },
  'src/hydrate.tsx': { file: 'assets/hydrate-9.js', imports: ['_app.js'] },
  '_app.js': { file: 'assets/app-2.js', css: ['assets/app-3.css'] },
  '_card.js': { file: 'assets/card-4.js', imports: ['_app.js'] },
  'src/pages/shop/home-page.tsx': {
    file: 'assets/home-page-5.js',
    imports: ['_card.js', '_app.js'],
  },
  'src/pages/shop/category-page.tsx': {
    file: 'assets/category-page-6.js',
    imports: ['_card.js', '_runtime.js'],
    css: ['assets/category-7.css'],
  },
};

describe('pageChunks', () => {
  it('lists the hydration code the entry imports, then a page chunk and its imports, not the entry itself', () => {
    expect(pageChunks(manifest, ['src/pages/shop/home-page.tsx'])).toEqual({
      stylesheets: [],
      scripts: [
        '/assets/hydrate-9.js',
        '/assets/app-2.js',
        '/assets/home-page-5.js',
        '/assets/card-4.js',
      ],
    });
  });

  it("keeps a chunk's own stylesheet, and names each file once", () => {
    const chunks = pageChunks(manifest, [
      'src/pages/shop/category-page.tsx',
      'src/pages/shop/home-page.tsx',
    ]);
    expect(chunks.scripts).toEqual([
      '/assets/hydrate-9.js',
      '/assets/app-2.js',
      '/assets/category-page-6.js',
      '/assets/card-4.js',
      '/assets/home-page-5.js',
    ]);
    expect(chunks.stylesheets).toEqual(['/assets/category-7.css']);
  });

  it('ignores a module the build does not know', () => {
    expect(pageChunks(manifest, ['src/pages/shop/nothing.tsx'])).toEqual({
      stylesheets: [],
      scripts: ['/assets/hydrate-9.js', '/assets/app-2.js'],
    });
  });
});

describe('pageChunksHtml', () => {
  it('links the stylesheets and lists the scripts in a JSON block, not as preloads', () => {
    const html = pageChunksHtml({
      stylesheets: ['/assets/category-7.css'],
      scripts: ['/assets/category-page-6.js'],
    });
    expect(html).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/category-7.css">\n' +
        '<script type="application/json" id="etalase-chunks">["/assets/category-page-6.js"]</script>',
    );
    expect(html).not.toContain('modulepreload');
  });

  it('writes nothing for a page without chunks, and nothing that could close the block', () => {
    expect(pageChunksHtml({ stylesheets: [], scripts: [] })).toBe('');
    expect(pageChunksHtml({ stylesheets: [], scripts: ['/a</script>.js'] })).not.toContain(
      '</script>.js',
    );
  });
});
