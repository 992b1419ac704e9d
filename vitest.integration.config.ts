import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';
import { postgresTestFiles } from './vitest.tiers.js';

// The tests that open a database or start a process, less those whose subject is not the
// database (vitest.tiers.ts): what `npm run test:pg` runs again on PostgreSQL.
export default defineConfig({ test: { ...base.test, include: postgresTestFiles } });
