import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

// The fast tier (`npm run check`): the tests that need no database, no server process and no
// outside service, so they run in a minute or two beside lint and the type check. A test
// file is an integration test when it imports one of the helpers below or starts a process;
// `npm test` runs both kinds.
const INTEGRATION = new RegExp(
  [
    String.raw`test\/(test-app|test-database|rendering-app|server-process|instances|redis|s3|smtp|fixtures|admins|uploads|hostile|one-click)\.js`,
    String.raw`(db\/|\.\/)(pglite|connect|migrate)\.js`,
    String.raw`from '(@electric-sql\/pglite|pg|ioredis|nodemailer|smtp-server)'`,
    String.raw`\b(spawn|fork|execFile)\(|\.listen\(`,
  ].join('|'),
);

function testFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
    .map((file) => path.join(dir, file));
}

const unit = ['src', 'src-server', 'scripts', 'migrations']
  .flatMap(testFiles)
  .filter((file) => !INTEGRATION.test(fs.readFileSync(file, 'utf8')));

// Not mergeConfig: it would append to the base's include list instead of replacing it.
export default defineConfig({ test: { ...base.test, include: unit, globalSetup: [] } });
