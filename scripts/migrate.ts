// `npm run migrate`: brings the configured database to the latest migration and exits.
import { exitOnKnownError, loadConfigOrExit } from '../src-server/boot.js';
import { connectDatabase } from '../src-server/db/connect.js';
import { migrateToLatest } from '../src-server/db/migrate.js';

const config = loadConfigOrExit();
const database = await connectDatabase(config).catch(exitOnKnownError);
try {
  const results = await migrateToLatest(database.db);
  if (results.length === 0) console.log('Database sudah pada migrasi terbaru.');
  for (const r of results) console.log(`${r.status === 'Success' ? '✓' : '✗'} ${r.migrationName}`);
} finally {
  await database.close();
}
