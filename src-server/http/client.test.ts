import { describe, expect, it } from 'vitest';
import { isServedClientFile } from './client.js';

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
});
