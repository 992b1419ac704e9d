import { createHmac } from 'node:crypto';
import type { CdnPurgeSettings } from '../../config.js';

// Telling a CDN to drop what carries some tags (docs/decisions/0044). Each adapter resolves once
// the CDN answered 2xx for every tag, and throws otherwise (the job queue tries again). Nothing
// secret goes into an error or a log line.

export type Purge = (tags: readonly string[]) => Promise<void>;

/** The request header deploy/varnish/etalase.vcl reads the tags of a PURGE from. */
export const VARNISH_PURGE_HEADER = 'xkey-purge';
/** The webhook's signature and the time it was made (seconds since 1970), signed together. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-etalase-signature';
export const WEBHOOK_TIMESTAMP_HEADER = 'x-etalase-timestamp';
/** Cloudflare takes at most this many tags per purge call. */
export const CLOUDFLARE_TAGS_PER_CALL = 30;
/** A CDN that does not answer in this long has failed this try. */
const TIMEOUT_MS = 10_000;

async function expectOk(what: string, response: Promise<Response>): Promise<Response> {
  const answer = await response;
  if (answer.status < 200 || answer.status > 299) {
    throw new Error(`${what} answered ${answer.status}`);
  }
  return answer;
}

/** The signature a webhook receiver checks: HMAC-SHA256 of `<timestamp>.<body>`, hex. */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

function varnishPurge(url: string): Purge {
  return async (tags) => {
    await expectOk(
      'Varnish purge',
      fetch(url, {
        method: 'PURGE',
        headers: { [VARNISH_PURGE_HEADER]: tags.join(' ') },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      }),
    );
  };
}

function webhookPurge(url: string, secret: string): Purge {
  return async (tags) => {
    const body = JSON.stringify({ tags });
    const timestamp = String(Math.floor(Date.now() / 1000));
    await expectOk(
      'CDN purge webhook',
      fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [WEBHOOK_TIMESTAMP_HEADER]: timestamp,
          [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(secret, timestamp, body),
        },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      }),
    );
  };
}

function cloudflarePurge(apiUrl: string, zoneId: string, token: string): Purge {
  const url = `${apiUrl.replace(/\/+$/, '')}/client/v4/zones/${zoneId}/purge_cache`;
  return async (tags) => {
    for (let at = 0; at < tags.length; at += CLOUDFLARE_TAGS_PER_CALL) {
      const answer = await expectOk(
        'Cloudflare purge',
        fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ tags: tags.slice(at, at + CLOUDFLARE_TAGS_PER_CALL) }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        }),
      );
      const result = (await answer.json().catch(() => undefined)) as
        { success?: unknown } | undefined;
      if (result?.success !== true) throw new Error('Cloudflare purge answered without success');
    }
  };
}

/** The purge the settings name. */
export function purgeFor(settings: CdnPurgeSettings): Purge {
  switch (settings.kind) {
    case 'varnish':
      return varnishPurge(settings.url);
    case 'webhook':
      return webhookPurge(settings.url, settings.secret);
    case 'cloudflare':
      return cloudflarePurge(settings.url, settings.zoneId, settings.token);
  }
}
