import type { CdnSettings } from '../../config.js';
import type { ChangeFeed } from '../change-feed/change-feed.js';
import type { JobDefinition, JobQueue } from '../jobs/job-queue.js';
import { purgeFor } from './cdn-purge.js';
import { mergedTags, purgeTags } from './cdn-tags.js';

// Every change this instance writes purges its tags at the CDN (docs/decisions/0044): the
// change feed's publish() (the moment the response caches drop the same answers) queues a job
// with the tags; a worker of any instance sends the purge, the jobs waiting meanwhile merged into
// one, and the job queue tries again until the CDN answers 2xx. The save never waits for it.

export const CDN_PURGE_JOB = 'cdn-purge';
/** A purge the CDN refused is tried again this often. */
const RETRY_SECONDS = 5;
/** Jobs waiting together are merged into one purge, up to this many. */
const BATCH = 100;

interface PurgeLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * The purge job. It is tried again for as long as the CDN may still hold a copy: past its
 * s-maxage and stale-while-revalidate, the copy has expired by itself.
 */
export function cdnPurgeJob(cdn: CdnSettings, log: PurgeLog): JobDefinition | undefined {
  if (!cdn.purge) return undefined;
  const purge = purgeFor(cdn.purge);
  const kind = cdn.purge.kind;
  return {
    name: CDN_PURGE_JOB,
    queued: {
      batchSize: BATCH,
      retryDelaySeconds: RETRY_SECONDS,
      retryLimit: Math.max(1, Math.ceil((cdn.sMaxAge + cdn.staleWhileRevalidate) / RETRY_SECONDS)),
    },
    pollMs: 1_000,
    expireInSeconds: 60,
    run: async (data) => {
      const tags = mergedTags(data.map((sent) => (sent as { tags?: string[] }).tags ?? []));
      if (tags.length === 0) return;
      try {
        await purge(tags);
      } catch (error) {
        log.warn({ err: error, cdn: kind, tags }, 'CDN purge failed; it is tried again');
        throw error;
      }
      log.info({ cdn: kind, tags }, 'CDN purge confirmed');
    },
  };
}

/** Queues a purge for every change this instance publishes; a failure to queue is logged. */
export function purgeOnPublish(
  changes: ChangeFeed,
  jobs: Pick<JobQueue, 'send'>,
  log: PurgeLog,
): void {
  changes.onPublish((change) => {
    const tags = purgeTags(change);
    jobs.send(CDN_PURGE_JOB, { tags }).catch((error: unknown) => {
      log.warn({ err: error, tags }, 'CDN purge not queued');
    });
  });
}
