import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.js';

// Unsubscribe links (docs/decisions/0011): the database keeps a random salt per sign-up and a
// keyed hash of its token, never the token. The token is derived from the salt with the key,
// so the main admin's mailing CSV can give the link again, and a copy of the database alone
// (a backup, a dump) can neither make nor replay one.

/** Where the key is kept when TOKEN_SECRET is not set: made once, beside the data it protects. */
const TOKEN_SECRET_FILE = 'token-secret';

export class UnsubscribeTokens {
  constructor(protected readonly key: Buffer) {}

  /** A new sign-up's salt. */
  newSalt(): string {
    return randomBytes(16).toString('base64url');
  }

  /** The link's token for a salt: 64 hex characters, as the links have always had. */
  token(salt: string): string {
    return this.hmac(`berhenti:${salt}`);
  }

  /**
   * The welcome e-mail's confirmation token for a salt (double opt-in, docs/decisions/0025):
   * another keyed hash of the same salt, so the database keeps only `stored()` of it too.
   */
  confirmation(salt: string): string {
    return this.hmac(`konfirmasi:${salt}`);
  }

  /** What is stored for a token, and looked up by. */
  stored(token: string): string {
    return this.hmac(`simpan:${token}`);
  }

  /**
   * The same key, with every link's token replaced by MASKED_TOKEN: what the admin's Kotak keluar
   * shows a mail with (docs/decisions/0025), so the shop's owner can neither confirm an address
   * for its subscriber nor unsubscribe it from there.
   */
  masked(): UnsubscribeTokens {
    return new MaskedTokens(this.key);
  }

  protected hmac(text: string): string {
    return createHmac('sha256', this.key).update(text).digest('hex');
  }
}

/** What a link's token reads in Kotak keluar: no link with it does anything. */
export const MASKED_TOKEN = 'disembunyikan';

class MaskedTokens extends UnsubscribeTokens {
  override token(): string {
    return MASKED_TOKEN;
  }

  override confirmation(): string {
    return MASKED_TOKEN;
  }
}

const byKeySource = new Map<string, Buffer>();

/**
 * The app's key for signed links (unsubscribe, a product's preview): TOKEN_SECRET, or else a
 * random key in DATA_DIR made on first use (enough for one instance; instances that share a
 * database must share TOKEN_SECRET).
 */
export function tokenKey(config: Pick<Config, 'tokenSecret' | 'dataDir'>): Buffer {
  const source =
    config.tokenSecret === undefined ? `file:${config.dataDir}` : `env:${config.tokenSecret}`;
  let key = byKeySource.get(source);
  if (!key) {
    key =
      config.tokenSecret === undefined
        ? keyFromFile(path.join(config.dataDir, TOKEN_SECRET_FILE))
        : Buffer.from(config.tokenSecret, 'utf8');
    byKeySource.set(source, key);
  }
  return key;
}

/** The unsubscribe tokens for these settings' key (tokenKey). */
export function unsubscribeTokens(
  config: Pick<Config, 'tokenSecret' | 'dataDir'>,
): UnsubscribeTokens {
  return new UnsubscribeTokens(tokenKey(config));
}

function keyFromFile(file: string): Buffer {
  try {
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    fs.writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, {
      flag: 'wx',
      mode: 0o600,
    });
  } catch (error) {
    // Another process made it first: theirs is the key.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
}
