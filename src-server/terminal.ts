// What a person watching `npm start` or `npm run dev` sees: progress of the slow steps of a
// first start (in Indonesian, like the rest of the console), and in a terminal one readable
// line per request instead of JSON. Logs written anywhere else stay JSON (main.ts).

import { ADMIN_HOME, KOTAK_KELUAR_PATH } from '../src/shared/admin-paths.js';
import { redactUrl } from './http/log-redaction.js';

interface Output {
  write(text: string): unknown;
  isTTY?: boolean;
}

let out: Output | undefined;
/** The counter line being redrawn in a terminal, if one is open. */
let openLine: string | undefined;

/**
 * Progress goes to `output` from now on (main.ts, for the server's console). Until then every
 * step is silent, so tests and scripts that seed a database print nothing.
 */
export function enableProgress(output: Output): void {
  out = output;
}

/**
 * What `npm start` ends with: where the shop runs and on what, and as the very last line, where
 * its admin area is (the first thing a new owner looks for).
 */
export function startedLines(started: {
  publicUrl: string;
  database: string;
  images: string;
  limits: string;
  /** SMTP_URL, if set: only its host and port are shown, never its user or password. */
  smtpUrl: string | undefined;
}): string {
  const { publicUrl, database, images, limits } = started;
  return (
    `\n  Etalase berjalan di ${publicUrl} (database: ${database}; gambar: ${images}; ` +
    `batas permintaan: ${limits})\n  ${mailLine(started.smtpUrl)}\n` +
    `  Admin: ${publicUrl}${ADMIN_HOME}\n\n`
  );
}

/** Where mail goes (docs/decisions/0025): the SMTP server's host, or the admin's outbox. */
export function mailLine(smtpUrl: string | undefined): string {
  if (!smtpUrl) {
    return `Email: SMTP belum diatur (SMTP_URL); email disimpan di Kotak keluar admin (${KOTAK_KELUAR_PATH})`;
  }
  const url = new URL(smtpUrl);
  return `Email: dikirim lewat ${url.protocol}//${url.host}`;
}

/** `1234` ms → `1,2 d` (detik). */
export function seconds(ms: number): string {
  return `${(ms / 1000).toLocaleString('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} d`;
}

/** Writes whole lines above the counter line, which is drawn again below them. */
function writeLines(text: string): void {
  if (!out) return;
  if (openLine === undefined) {
    out.write(text);
    return;
  }
  out.write(`\r\x1b[2K${text}${openLine}`);
}

/** One line of progress, e.g. "Menyiapkan database…". */
export function progressLine(text: string): void {
  writeLines(`${text}\n`);
}

export interface Step {
  /** `done` of `total` finished. In a terminal the line counts up; elsewhere every quarter. */
  count(done: number, total: number): void;
  /** Ends the step: "… selesai (2,3 d)", with `note` in the brackets when given. */
  done(note?: string): void;
}

/** A slow step with a counter, such as "Menggambar gambar demo 12/106…". */
export function startStep(label: string): Step {
  const started = Date.now();
  const output = out;
  if (!output) return { count: () => undefined, done: () => undefined };
  const tty = output.isTTY === true;
  let quarter = 0;
  let last = `${label}…`;
  if (tty) {
    openLine = last;
    output.write(last);
  } else {
    output.write(`${last}\n`);
  }
  return {
    count(done, total) {
      last = `${label} ${done}/${total}…`;
      if (tty) {
        if (openLine === undefined) return;
        openLine = last;
        output.write(`\r\x1b[2K${last}`);
      } else if (total > 0 && done < total && Math.floor((done * 4) / total) > quarter) {
        quarter = Math.floor((done * 4) / total);
        output.write(`${last}\n`);
      }
    },
    done(note) {
      const line = `${tty ? last : label} selesai (${seconds(Date.now() - started)}${note ? `, ${note}` : ''})`;
      if (tty) {
        openLine = undefined;
        output.write(`\r\x1b[2K${line}\n`);
      } else {
        output.write(`${line}\n`);
      }
    },
  };
}

// ---- Logs in a terminal --------------------------------------------------------------------

const levelNames: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
/** Fields every pino line has, or that are shown in the line itself. */
const shown = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res']);
/** Fastify's own lines about a request, replaced by the one line "GET /url 200 12 ms". */
const requestLines = new Set(['incoming request', 'request completed', 'request errored']);

function paint(text: string, code: number, colour: boolean): string {
  return colour ? `\x1b[${code}m${text}\x1b[0m` : text;
}

function clock(time: unknown): string {
  const date = typeof time === 'number' ? new Date(time) : new Date();
  return [date.getHours(), date.getMinutes(), date.getSeconds()]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
}

interface LogRecord {
  level?: number;
  time?: number;
  msg?: string;
  responseTime?: number;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number; method?: string; url?: string };
  err?: { message?: string; stack?: string };
  [key: string]: unknown;
}

/** One pino JSON line as a readable line (or none, for "incoming request"). */
export function formatLogLine(json: string, colour = false): string | undefined {
  let record: LogRecord;
  try {
    record = JSON.parse(json) as LogRecord;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const time = paint(clock(record.time), 2, colour);
  const level = record.level ?? 30;
  if (record.msg !== undefined && requestLines.has(record.msg)) {
    if (record.msg === 'incoming request') return undefined;
    const status = record.res?.statusCode ?? 0;
    const ms = record.responseTime === undefined ? '' : ` ${Math.round(record.responseTime)} ms`;
    const statusCode = paint(
      String(status),
      status >= 500 ? 31 : status >= 400 ? 33 : status >= 300 ? 36 : 32,
      colour,
    );
    const error = record.err?.message ? ` ${paint('ERROR', 31, colour)} ${record.err.message}` : '';
    return `${time} ${record.res?.method ?? '?'} ${record.res?.url ?? '?'} ${statusCode}${ms}${error}\n`;
  }
  const name = levelNames[level] ?? String(level);
  const label =
    level >= 50 ? paint(name, 31, colour) : level >= 40 ? paint(name, 33, colour) : name;
  const extra = Object.fromEntries(
    Object.entries(record).filter(([key]) => !shown.has(key) && key !== 'err'),
  );
  const details = Object.keys(extra).length > 0 ? ` ${JSON.stringify(extra)}` : '';
  const request =
    record.req?.method && record.req.url ? ` (${record.req.method} ${record.req.url})` : '';
  const stack = record.err?.stack ? `\n${record.err.stack.replace(/^/gm, '    ')}` : '';
  return `${time} ${label} ${record.msg ?? ''}${request}${details}${stack}\n`;
}

/**
 * The destination for pino in a terminal: each line formatted in the main thread, in order with
 * the progress lines (a pino transport would write from a worker, in the middle of a counter).
 */
export function terminalLogStream(output: Output, colour: boolean): { write(line: string): void } {
  return {
    write(line) {
      const text = formatLogLine(line.trimEnd(), colour);
      if (text === undefined) return;
      if (out === output) writeLines(text);
      else output.write(text);
    },
  };
}

/**
 * In a terminal, the request-completed line also carries the method and url (Fastify puts
 * them only in the "incoming request" line), so one line can say everything.
 */
export const terminalSerializers = {
  res(reply: { statusCode: number; request?: { method?: string; url?: string } }) {
    return {
      statusCode: reply.statusCode,
      method: reply.request?.method,
      url: redactUrl(reply.request?.url),
    };
  },
};
