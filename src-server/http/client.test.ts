import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineStylesheet, isServedClientFile } from './client.js';

describe('isServedClientFile', () => {
  it('serves built assets and public files', () => {
    expect(isServedClientFile('/assets/main-abc123.js')).toBe(true);
    expect(isServedClientFile('/assets/app-abc123.css')).toBe(true);
    expect(isServedClientFile('/favicon.svg')).toBe(true);
  });

  it('never serves source maps or the raw page templates', () => {
    expect(isServedClientFile('/assets/main-abc123.js.map')).toBe(false);
    expect(isServedClientFile('/assets/admin-abc123.js.map')).toBe(false);
    expect(isServedClientFile('/index.html')).toBe(false);
    expect(isServedClientFile('/admin.html')).toBe(false);
  });

  it('never serves the build manifest or any other dot-folder', () => {
    expect(isServedClientFile('/.vite/manifest.json')).toBe(false);
    expect(isServedClientFile('/.well-known/x')).toBe(false);
  });
});

describe('inlineStylesheet', () => {
  const template =
    '<head><!--app-head--><script type="module" crossorigin src="/assets/main-1.js"></script>\n' +
    '<link rel="stylesheet" crossorigin href="/assets/app-2.css"></head>';

  function clientDir(css: string) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-inline-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets', 'app-2.css'), css);
    return dir;
  }

  it('puts the built stylesheet in the page, its font URLs made absolute', async () => {
    const dir = clientDir('@font-face{src:url(./nunito-3.woff2)}body{color:red}');
    const page = await inlineStylesheet(template, dir);
    expect(page).not.toContain('<link rel="stylesheet"');
    expect(page).toContain(
      '<style>@font-face{src:url(/assets/nunito-3.woff2)}body{color:red}</style>',
    );
    expect(page).toContain('src="/assets/main-1.js"');
  });

  it('leaves the link when the stylesheet could close the <style> element', async () => {
    const dir = clientDir('a::after{content:"</style>"}');
    expect(await inlineStylesheet(template, dir)).toBe(template);
  });
});
