import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';
import { integrationTestFiles } from './vitest.tiers.js';

// The tests that open a database or start a process (vitest.tiers.ts): what `npm run test:pg`
// runs again on PostgreSQL.
export default defineConfig({ test: { ...base.test, include: integrationTestFiles } });
