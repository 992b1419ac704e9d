import type { Config } from '../config.js';
import type { Storage } from '../storage/storage.js';
import type { Db } from './connect.js';
import { migrateToLatest } from './migrate.js';
import { protectUnsubscribeTokens } from '../modules/promo/promo.queries.js';
import { unsubscribeTokens } from '../modules/promo/unsubscribe-token.js';
import { catalogueIsEmpty, seedDemoCatalogue } from './seed/demo-catalogue.js';
import { ensureMainAdmin } from './seed/first-admin.js';

/** Everything a fresh database needs before the app serves: schema, main admin, demo data. */
export async function prepareDatabase(
  db: Db,
  config: Pick<Config, 'admin' | 'seedDemo' | 'tokenSecret' | 'dataDir'>,
  storage: Storage,
  log: { info(details: object, message: string): void },
): Promise<void> {
  const applied = await migrateToLatest(db);
  if (applied.length > 0)
    log.info({ migrations: applied.map((m) => m.migrationName) }, 'migrations applied');
  // The key is a setting, not in the database: tokens from before 0018 are hashed here.
  const hashed = await protectUnsubscribeTokens(db, unsubscribeTokens(config));
  if (hashed > 0) log.info({ hashed }, 'unsubscribe tokens stored as keyed hashes');

  const admin = await ensureMainAdmin(db, config.admin);
  if (admin?.generatedPassword) {
    // Shown once, on the console only: it is not stored anywhere in clear text.
    process.stdout.write(
      `\n  Admin utama dibuat.\n  Username: ${admin.username}\n  Password: ${admin.generatedPassword}\n` +
        '  Simpan password ini sekarang; ia tidak akan ditampilkan lagi.\n\n',
    );
  } else if (admin) {
    log.info({ username: admin.username }, 'main admin created from ADMIN_USERNAME/ADMIN_PASSWORD');
  }

  if (config.seedDemo && (await catalogueIsEmpty(db))) {
    const started = Date.now();
    log.info({}, 'drawing the demo catalogue (first start only)');
    if (await seedDemoCatalogue(db, storage)) {
      log.info({ ms: Date.now() - started }, 'demo catalogue seeded');
    }
  }
}
