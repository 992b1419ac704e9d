import type { Pengaturan } from '../../../src/shared/schemas/pengaturan.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connect.js';
import type { SurelJenis } from '../../db/schema.js';
import type { MailShop, RenderedMail } from './mail-frame.js';
import type { SurelRef } from './outbox.queries.js';
import { unsubscribeTokens, type UnsubscribeTokens } from '../tokens/unsubscribe-token.js';

// A message's body is made when it is sent or opened in Kotak keluar, never stored: its links
// carry the subscriber's tokens, which the database keeps only as keyed hashes (decision 0025).
// The outbox knows no feature: each feature registers, at the app's start, how its kinds of
// mail are made (registerMailKinds, called from app.ts).

export interface ComposeDeps {
  db: Db;
  /** Kotak keluar's are `.masked()`: its view of a mail holds no working link. */
  tokens: UnsubscribeTokens;
  settings: () => Promise<Pengaturan>;
  publicUrl: string;
}

/** How a kind of mail is made; undefined when what it was about is gone (nothing is sent). */
export type MailComposer = (
  deps: ComposeDeps,
  message: SurelRef,
) => Promise<RenderedMail | undefined>;

export type MailKinds = Partial<Record<SurelJenis, MailComposer>>;

const composers = new Map<SurelJenis, MailComposer>();

/** A feature's kinds of mail, registered at the start (the same composer again changes nothing). */
export function registerMailKinds(kinds: MailKinds): void {
  for (const [jenis, compose] of Object.entries(kinds) as [SurelJenis, MailComposer][]) {
    composers.set(jenis, compose);
  }
}

/** What the worker makes mails with (working links); `masked` for the admin's view of one. */
export function composeDeps(
  app: {
    db: Db;
    config: Pick<Config, 'tokenSecret' | 'dataDir' | 'publicUrl'>;
    settings: { current: () => Promise<Pengaturan> };
  },
  options: { masked?: boolean } = {},
): ComposeDeps {
  const tokens = unsubscribeTokens(app.config);
  return {
    db: app.db,
    tokens: options.masked ? tokens.masked() : tokens,
    settings: () => app.settings.current(),
    publicUrl: app.config.publicUrl,
  };
}

/** What every message says about the shop, from its settings now. */
export async function mailShop(
  deps: Pick<ComposeDeps, 'settings' | 'publicUrl'>,
): Promise<MailShop> {
  const settings = await deps.settings();
  return {
    name: settings.name,
    address: settings.address,
    email: settings.email,
    publicUrl: deps.publicUrl,
  };
}

/** The message as it goes out; undefined when what it was about is gone. */
export async function composeSurel(
  deps: ComposeDeps,
  message: SurelRef,
): Promise<RenderedMail | undefined> {
  const compose = composers.get(message.jenis);
  if (!compose) throw new Error(`Tidak ada penyusun untuk surel jenis ${message.jenis}`);
  return compose(deps, message);
}
