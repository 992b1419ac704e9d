import { createHash, randomBytes, type Hash } from 'node:crypto';
import type { Config } from '../../config.js';

// Who did what, for the repeat checks of the counts the dashboard shows (views, searches;
// docs/decisions/0010): a keyed hash of the client's address and the thing done, so that
// neither the limiter's store (memory or Redis) nor a log ever holds an address, and a key
// cannot be turned back into one by trying every IPv4 address. The key is TOKEN_SECRET when
// set (instances that share Redis then recognise the same visitor), else random per process:
// a restart only forgets who was seen in the last window.

export type VisitorKey = (client: string, what: string) => string;

export function visitorKeys(config: Pick<Config, 'tokenSecret'>): VisitorKey {
  const secret =
    config.tokenSecret === undefined
      ? randomBytes(32)
      : Buffer.from(`dilihat:${config.tokenSecret}`, 'utf8');
  // The key is hashed once; each visitor's hash continues from a copy of that state.
  const keyed: Hash = createHash('sha256').update(secret);
  return (client, what) => keyed.copy().update(`${client}\n${what}`).digest('base64url');
}
