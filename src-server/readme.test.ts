import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_HOME } from '../src/shared/admin-paths.js';
import { projectRoot } from './paths.js';

// What someone opening the project sees first (issue 18 item 5): a short summary, a feature
// list, and where the admin area is, all before the first section.

const readme = await fs.readFile(path.join(projectRoot, 'README.md'), 'utf8');
const top = readme.slice(0, readme.indexOf('\n## '));
const FIRST_SCREEN_LINES = 40;

describe('README.md', () => {
  it('opens with a summary of at most three sentences', () => {
    const summary = top.split('\n\n')[1] ?? '';
    expect(summary).not.toBe('');
    expect(
      summary.split(/[.!?](?:\s|$)/).filter((s) => s.trim() !== '').length,
    ).toBeLessThanOrEqual(3);
  });

  it('lists the features before the first section', () => {
    expect(top.split('\n').filter((line) => line.startsWith('- ')).length).toBeGreaterThanOrEqual(
      4,
    );
  });

  it('says where the admin is on the first screen', () => {
    const firstScreen = readme.split('\n').slice(0, FIRST_SCREEN_LINES).join('\n');
    expect(firstScreen).toContain(`http://localhost:3000${ADMIN_HOME}`);
  });
});
