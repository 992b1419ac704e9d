// The integration tests again (vitest.integration.config.ts: the ones that open a database or start
// a process), on a real PostgreSQL server instead of the embedded PGlite: at TEST_DATABASE_URL, else
// a local server's default address. When no server answers, says so and skips (exit 0), so
// `npm run validate` also works on a machine without one. Arguments go to `vitest run` with the
// whole suite's config (e.g. a file to run alone).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
// Never print a password.
const shown = url.replace(/\/\/[^@/]*@/, '//…@');

const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
} catch (error) {
  console.log(`\nPostgreSQL does not answer at ${shown} (${error.message}).`);
  console.log('SKIPPED: the PostgreSQL test run. Set TEST_DATABASE_URL to a server to run it.\n');
  process.exit(0);
}
await client.end();

console.log(
  `\nRunning the tests on PostgreSQL at ${shown} (each test file gets its own database)\n`,
);
const vitest = path.resolve(import.meta.dirname, '..', 'node_modules', 'vitest', 'vitest.mjs');
const args = process.argv.slice(2);
const config = args.length > 0 ? [] : ['--config', 'vitest.integration.config.ts'];
const run = spawnSync(process.execPath, [vitest, 'run', ...config, ...args], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(run.status ?? 1);
