import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { composeSurel, type ComposeDeps } from './compose.js';
import {
  claimDueSurel,
  markSurelFailed,
  markSurelSent,
  type ClaimedSurel,
} from './outbox.queries.js';
import type { JobDefinition } from '../jobs/job-queue.js';

// The outbox's worker (docs/decisions/0025, 0030): a job of the queue on every instance with
// SMTP_URL. It claims due messages (FOR UPDATE SKIP LOCKED, then a lease), hands each to SMTP, and marks it sent;
// a failure is tried again later (exponential backoff) and given up after MAX_ATTEMPTS. An
// instance that dies mid-send leaves its claim to run out; another takes the message then.

export const MAX_ATTEMPTS = 8;
/** The first retry's wait; each next one doubles, up to MAX_BACKOFF_MS. */
export const BASE_BACKOFF_MS = 60_000;
export const MAX_BACKOFF_MS = 6 * 60 * 60_000;
/** How long a claim holds: far longer than one SMTP hand-over (nodemailer's own timeouts are 2 min). */
export const LEASE_MS = 5 * 60_000;
/** How often an idle instance looks for due messages. */
export const POLL_MS = 5_000;
const BATCH = 20;

/** What hands a message over: nodemailer's transport, or a test's. */
export interface MailTransport {
  sendMail(message: {
    from: string | { name: string; address: string };
    to: string;
    subject: string;
    html: string;
    text: string;
    headers: Record<string, string>;
  }): Promise<unknown>;
  close?(): void;
}

export function smtpTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport(smtpUrl);
}

export interface WorkerOptions {
  compose: ComposeDeps;
  transport: MailTransport;
  /** MAIL_FROM; unset, the shop's name and e-mail address from its settings. */
  from: string | undefined;
  /** Strings never to write into a stored error (the SMTP URL's user and password). */
  secrets: string[];
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  maxAttempts?: number;
  baseBackoffMs?: number;
  leaseMs?: number;
  /** Campaign mail handed over per minute, by all instances together (CAMPAIGN_PER_MINUTE). */
  campaignPerMinute?: number;
}

export function backoffMs(attempt: number, base: number): number {
  return Math.min(MAX_BACKOFF_MS, base * 2 ** Math.max(0, attempt - 1));
}

/** The secrets an SMTP URL carries: its user name and password, as written and decoded. */
export function smtpSecrets(smtpUrl: string | undefined): string[] {
  if (!smtpUrl) return [];
  const url = new URL(smtpUrl);
  return [
    url.username,
    url.password,
    decodeURIComponent(url.username),
    decodeURIComponent(url.password),
  ].filter((s) => s.length >= 3);
}

/** An error's text, short and without secrets: what Kotak keluar and the log may show. */
export function safeErrorText(error: unknown, secrets: string[]): string {
  let text = error instanceof Error ? error.message : String(error);
  for (const secret of secrets) text = text.split(secret).join('[disembunyikan]');
  text = text.replace(/([a-z][a-z0-9+.-]*:\/\/)[^@\s/]*@/gi, '$1[disembunyikan]@');
  return text.slice(0, 500);
}

/** Claims and sends the due messages once; answers how many were sent. */
export async function sendDueSurel(options: WorkerOptions): Promise<number> {
  const { db } = options.compose;
  const claimed = await claimDueSurel(db, {
    limit: BATCH,
    leaseMs: options.leaseMs ?? LEASE_MS,
    ...(options.campaignPerMinute !== undefined && {
      campaignPerMinute: options.campaignPerMinute,
    }),
  });
  let sent = 0;
  for (const message of claimed) {
    if (await sendOne(options, message)) sent += 1;
  }
  return sent;
}

async function sendOne(options: WorkerOptions, message: ClaimedSurel): Promise<boolean> {
  const { db } = options.compose;
  const maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS;
  let delivered = false;
  try {
    const mail = await composeSurel(options.compose, message);
    if (!mail) {
      await markSurelFailed(db, message, {
        error: 'Penerima sudah tidak terdaftar',
        giveUp: true,
        retryInMs: 0,
      });
      return false;
    }
    const settings = await options.compose.settings();
    await options.transport.sendMail({
      from: options.from ?? { name: settings.name, address: settings.email },
      to: message.penerima,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      headers: mail.headers,
    });
    delivered = true;
    if (!(await markSurelSent(db, message))) {
      options.log.warn({ surel: message.id }, 'surel terkirim, tetapi klaimnya sudah lepas');
    }
    return true;
  } catch (error) {
    const text = safeErrorText(error, options.secrets);
    if (delivered) {
      // SMTP took it but the mark failed: the lease runs out and it is sent again (decision 0025).
      options.log.error({ surel: message.id, galat: text }, 'surel terkirim tetapi tidak tercatat');
      return true;
    }
    const giveUp = message.percobaan >= maxAttempts;
    options.log.warn(
      { surel: message.id, percobaan: message.percobaan, galat: text },
      'surel gagal dikirim',
    );
    await markSurelFailed(db, message, {
      error: text,
      giveUp,
      retryInMs: backoffMs(message.percobaan, options.baseBackoffMs ?? BASE_BACKOFF_MS),
    }).catch(() => undefined);
    return false;
  }
}

/** The job's name in the queue (services/jobs). */
export const OUTBOX_JOB = 'outbox';

/**
 * The outbox's job (docs/decisions/0030): sends what is due, batch after batch, then runs again
 * after `pollMs` for the retries that come due. A request that wrote mail wakes it at once
 * (app.ts). The messages' own claims keep each one sent once, whichever instances run it.
 */
export function outboxJob(options: WorkerOptions & { pollMs?: number }): JobDefinition {
  return {
    name: OUTBOX_JOB,
    cron: '* * * * *',
    firstAfterMs: 0,
    pollMs: 1_000,
    // A run ends by the lease of what it claimed: longer, and its claims are taken by others.
    expireInSeconds: Math.ceil((options.leaseMs ?? LEASE_MS) / 1000) + 60,
    run: async () => {
      try {
        // A full batch: more may be due at once.
        while ((await sendDueSurel(options)) > 0) {
          /* next batch */
        }
      } catch (error) {
        options.log.warn({ err: error }, 'kotak keluar tidak terbaca');
      }
      return options.pollMs ?? POLL_MS;
    },
  };
}
