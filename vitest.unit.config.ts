import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';
import { unitTestFiles } from './vitest.tiers.js';

// The fast tier (`npm run check`): the tests that need no database, no server process and no
// outside service (vitest.tiers.ts), so they run in a minute or two beside lint and the type check.
// Not mergeConfig: it would append to the base's include list instead of replacing it.
export default defineConfig({ test: { ...base.test, include: unitTestFiles, globalSetup: [] } });
