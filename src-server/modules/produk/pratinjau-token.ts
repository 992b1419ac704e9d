import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.js';
import { PRATINJAU_DAYS } from '../../../src/shared/limits.js';
import { tokenKey } from '../../services/outbox/unsubscribe-token.js';

// A product's preview link (docs/product.md §11, docs/decisions/0019): `/detail/{id}?pratinjau=`
// a token that names when it stops working and signs the product and that instant with the
// app's key (TOKEN_SECRET, as the unsubscribe links). Nothing is stored: a link cannot be
// withdrawn before it expires, and it shows that one product's page only, as visitors will see
// it once it is shown, marked `noindex` and never kept by a cache.

const DAY_MS = 24 * 60 * 60 * 1000;

type KeySettings = Pick<Config, 'tokenSecret' | 'dataDir'>;

function signature(config: KeySettings, idProduk: number, until: number): Buffer {
  return createHmac('sha256', tokenKey(config)).update(`pratinjau:${idProduk}:${until}`).digest();
}

/** A token for the product's preview, valid PRATINJAU_DAYS from `now`. */
export function pratinjauToken(
  config: KeySettings,
  idProduk: number,
  now: number,
): { token: string; until: Date } {
  const until = Math.floor((now + PRATINJAU_DAYS * DAY_MS) / 1000);
  const token = `${until.toString(36)}.${signature(config, idProduk, until).toString('base64url')}`;
  return { token, until: new Date(until * 1000) };
}

/** Whether `token` opens the product's preview at `now`: signed by this app, not expired. */
export function isPratinjauValid(
  config: KeySettings,
  idProduk: number,
  token: string | undefined,
  now: number,
): boolean {
  const [untilText, signed, ...rest] = (token ?? '').split('.');
  if (!untilText || !signed || rest.length > 0 || !/^[0-9a-z]{1,12}$/.test(untilText)) {
    return false;
  }
  const until = parseInt(untilText, 36);
  if (until * 1000 <= now) return false;
  const expected = signature(config, idProduk, until);
  const given = Buffer.from(signed, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
