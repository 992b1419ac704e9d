import fs from 'node:fs';
import path from 'node:path';

// The two tiers of test files. A unit test needs no database, no server process and no outside
// service; an integration test imports one of the helpers below or starts a process. `npm run check`
// runs the unit tier; `npm run test:pg` runs the integration tier again on PostgreSQL (a unit test
// would only repeat itself there), less the files that do not test the database; `npm test` runs
// both.
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

function isIntegration(file: string): boolean {
  return INTEGRATION.test(fs.readFileSync(file, 'utf8'));
}

const all = ['src', 'src-server', 'scripts', 'migrations'].flatMap(testFiles);

export const unitTestFiles = all.filter((file) => !isIntegration(file));
export const integrationTestFiles = all.filter(isIntegration);

// An integration test whose subject is not the database (a proxy in front of the app, Redis, a
// slow client's connection) says so in a line of its own, `// test:pg skips this file: <why>`:
// on PostgreSQL it would only take its minute again.
const DATABASE_AGNOSTIC = /^\/\/ test:pg skips this file: \S/m;
export const postgresTestFiles = integrationTestFiles.filter(
  (file) => !DATABASE_AGNOSTIC.test(fs.readFileSync(file, 'utf8')),
);
