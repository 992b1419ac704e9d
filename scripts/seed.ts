// `npm run seed`: migrates, creates the main admin if missing, and fills an empty catalogue
// with the demo data (whatever SEED_DEMO says). A catalogue that has products is left alone.
import { exitOnKnownError, loadConfigOrExit } from '../src-server/boot.js';
import { connectDatabase } from '../src-server/db/connect.js';
import { prepareDatabase } from '../src-server/seed/prepare.js';
import { createStorage } from '../src-server/storage/create-storage.js';

const config = loadConfigOrExit();
const database = await connectDatabase(config).catch(exitOnKnownError);
const log = {
  info: (details: object, message: string) => {
    console.log(message, details);
  },
  warn: (details: object, message: string) => {
    console.warn(message, details);
  },
};
try {
  // The demo images go where the app reads them: DATA_DIR/uploads, or the S3 bucket.
  await prepareDatabase(
    database.db,
    { ...config, seedDemo: true },
    await createStorage(config),
    log,
  );
  console.log('Selesai.');
} finally {
  await database.close();
}
