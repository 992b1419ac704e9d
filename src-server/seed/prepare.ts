import type { Config } from '../config.js';
import type { Storage } from '../storage/storage.js';
import type { Db } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { insertPromo, protectUnsubscribeTokens } from '../modules/promo/promo.queries.js';
import { NEWSLETTER_CONSENT } from '../../src/shared/newsletter-consent.js';
import { unsubscribeTokens } from '../services/tokens/unsubscribe-token.js';
import { catalogueIsEmpty, seedDemoCatalogue, type SeedOptions } from './demo-catalogue.js';
import { ensureMainAdmin, mainAdminIgnoring } from './first-admin.js';
import { seedDemoKabarStok } from './demo-kabar-stok.js';
import { demoAnnouncement } from './demo-announcement.js';
import { seedDemoKampanye } from './demo-kampanye.js';
import { seedDemoDiskon } from './demo-diskon.js';
import { ensureShopSettings } from '../modules/site/shop-settings.js';

const adminPasswordIgnored = (username: string) =>
  `ADMIN_PASSWORD tidak dipakai: admin utama "${username}" sudah ada, passwordnya tidak diubah. ` +
  'Ganti password lewat menu Akun saya di admin, atau hentikan aplikasi lalu jalankan ' +
  '`npm run admin:reset-password`.';

const DEMO_SUBSCRIBERS = ['bunda.aisyah@example.com', 'ummu.hana@example.com'];

/**
 * Everything a fresh database needs before the app serves: schema, main admin, demo data. The
 * demo's pictures are drawn before this returns, or with `pictures: 'later'` left for the
 * server to draw once it listens (demo-pictures.ts).
 */
export async function prepareDatabase(
  db: Db,
  config: Pick<Config, 'admin' | 'seedDemo' | 'tokenSecret' | 'dataDir' | 'shop'>,
  storage: Storage,
  log: {
    info(details: object, message: string): void;
    warn(details: object, message: string): void;
  },
  options: Pick<SeedOptions, 'pictures'> = {},
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
  } else if (config.admin.password) {
    // Only a first start creates the admin from ADMIN_PASSWORD; a later one must say so rather
    // than leave the owner trying a password that was never set.
    const existing = await mainAdminIgnoring(db, config.admin.password);
    if (existing)
      log.warn({ username: existing.username }, adminPasswordIgnored(existing.username));
  }

  const seedDemo = config.seedDemo && (await catalogueIsEmpty(db));
  const settingsStored = await ensureShopSettings(
    db,
    config.shop,
    seedDemo ? demoAnnouncement(Date.now(), config.shop.timeZone) : {},
  );
  log.info(
    {},
    settingsStored
      ? 'shop settings stored from SHOP_* (first start); from now on they are changed on the admin Pengaturan page'
      : 'shop settings read from the database (admin Pengaturan); SHOP_* only seed a first start',
  );

  if (seedDemo) {
    const started = Date.now();
    log.info({}, 'seeding the demo catalogue (first start only)');
    if (await seedDemoCatalogue(db, storage, { ...options, timeZone: config.shop.timeZone })) {
      log.info({ ms: Date.now() - started }, 'demo catalogue seeded');
      // A few newsletter sign-ups, each with its confirmation mail in Kotak keluar (sent as
      // soon as SMTP_URL is set: reserved example.com addresses, delivered nowhere).
      for (const email of DEMO_SUBSCRIBERS) {
        await insertPromo(
          db,
          email,
          { version: NEWSLETTER_CONSENT.version, page: '/penawarankhusus' },
          unsubscribeTokens(config),
          config.shop.name,
        );
      }
      // A few visitors waiting for sold-out sizes ("3 menunggu" in the availability grid).
      await seedDemoKabarStok(db, unsubscribeTokens(config));
      // A sent campaign with its results (Kampanye, docs/decisions/0029).
      await seedDemoKampanye(db, Date.now());
      // A running and a scheduled dated discount (Diskon, docs/product.md §14).
      await seedDemoDiskon(db, Date.now(), config.shop.timeZone);
    }
  }
}
