// How long each tRPC procedure takes (issue 30): every call is timed by the first middleware
// (init.ts), counted here per procedure, and one slower than SLOW_PROCEDURE_MS is logged with
// the procedure's name. Never its input: a login's or a sign-up's holds a password. The counts
// stay in this instance's memory; /metrics hears of every call (observe, docs/decisions/0045).

/** One procedure's calls so far. */
export interface ProcedureStats {
  count: number;
  totalMs: number;
  maxMs: number;
}

interface SlowLog {
  warn(details: object, message: string): void;
}

/** One finished call, as a listener hears of it. */
export interface ProcedureCall {
  path: string;
  type: string;
  ok: boolean;
}

export class ProcedureTimings {
  readonly #byPath = new Map<string, ProcedureStats>();
  readonly #listeners: ((call: ProcedureCall, ms: number) => void)[] = [];
  readonly #slowMs: number;

  constructor(options: { slowMs: number }) {
    this.#slowMs = options.slowMs;
  }

  /** Counts a call of `path` that took `ms`, and logs it on `log` when it was slow. */
  record(call: ProcedureCall, ms: number, log: SlowLog): void {
    for (const listener of this.#listeners) listener(call, ms);
    const stats = this.#byPath.get(call.path);
    if (stats) {
      stats.count += 1;
      stats.totalMs += ms;
      stats.maxMs = Math.max(stats.maxMs, ms);
    } else {
      this.#byPath.set(call.path, { count: 1, totalMs: ms, maxMs: ms });
    }
    if (ms > this.#slowMs) {
      log.warn(
        { procedure: call.path, type: call.type, ok: call.ok, durationMs: Math.round(ms) },
        'slow procedure',
      );
    }
  }

  /** Tells `listener` of every call from now on, with its time in milliseconds. */
  observe(listener: (call: ProcedureCall, ms: number) => void): void {
    this.#listeners.push(listener);
  }

  /** Each procedure called so far and its numbers, a copy. */
  snapshot(): Record<string, ProcedureStats> {
    return Object.fromEntries([...this.#byPath].map(([path, stats]) => [path, { ...stats }]));
  }
}
