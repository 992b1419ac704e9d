import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';
import { projectRoot } from './paths.js';

// `npm install` on Node 20 prints no EBADENGINE warning (issue 18 item 5): every package the lock
// installs here supports the Node 20 the project supports (scripts/check-engines.mjs).
it('installs no package that refuses the Node 20 the project supports', () => {
  const run = spawnSync(
    process.execPath,
    [path.join(projectRoot, 'scripts', 'check-engines.mjs')],
    {
      encoding: 'utf8',
    },
  );
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
});
