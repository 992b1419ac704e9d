import {
  Counter,
  Gauge,
  Histogram,
  Registry,
  collectDefaultMetrics,
  type CounterConfiguration,
  type HistogramConfiguration,
} from 'prom-client';

// What /metrics shows (docs/decisions/0045): one prom-client registry per app, never the global
// default one (tests build many apps in one process, and two registries never mix). Anything
// that knows a number adds it here in one line: a reading taken at scrape time (`gauge`,
// `countedElsewhere`), or a counter or histogram it moves itself (`counter`, `histogram`).

/** Label values by label name. */
export type Labels = Record<string, string>;

/** A reading: one number, or one per set of labels. */
export type Reading = number | readonly (readonly [Labels, number])[];

interface ReadLog {
  warn(details: object, message: string): void;
}

/** A metric's name, its help line, and the labels it is split by. */
export interface MetricName {
  name: string;
  help: string;
  labelNames?: readonly string[];
}

export class Metrics {
  readonly registry = new Registry();
  readonly #log: ReadLog;

  constructor(options: { log: ReadLog }) {
    this.#log = options.log;
  }

  /**
   * The process's own figures (memory, CPU, event loop, GC): prom-client's defaults, on this
   * registry only. Called once, by the app that serves /metrics; each call watches the event
   * loop and GC for as long as the process lives, so an app without /metrics never calls it.
   */
  collectProcessMetrics(): void {
    collectDefaultMetrics({ register: this.registry });
  }

  /**
   * A gauge read when scraped, e.g. `metrics.gauge({ name: 'etalase_backup_age_seconds', help:
   * '…' }, () => secondsSinceBackup())`. A reading that fails leaves the gauge out of that scrape
   * (and is logged): one broken reading never costs the rest of the page.
   */
  gauge(metric: MetricName, read: () => Reading | Promise<Reading>): void {
    const log = this.#log;
    new Gauge({
      ...named(metric),
      registers: [this.registry],
      async collect() {
        this.reset();
        await readInto(metric.name, read, log, (labels, value) => this.set(labels, value));
      },
    });
  }

  /** A count kept elsewhere that only grows (a cache's hits), read when scraped. */
  countedElsewhere(metric: MetricName, read: () => Reading | Promise<Reading>): void {
    const log = this.#log;
    new Counter({
      ...named(metric),
      registers: [this.registry],
      async collect() {
        this.reset();
        await readInto(metric.name, read, log, (labels, value) => this.inc(labels, value));
      },
    });
  }

  /** A counter its owner moves: `metrics.counter({ name, help, labelNames }).inc({ … })`. */
  counter<L extends string>(metric: MetricName & { labelNames?: readonly L[] }): Counter<L> {
    return new Counter<L>({
      ...(named(metric) as CounterConfiguration<L>),
      registers: [this.registry],
    });
  }

  /** A histogram its owner observes (seconds, by Prometheus's convention). */
  histogram<L extends string>(
    metric: MetricName & { labelNames?: readonly L[]; buckets?: number[] },
  ): Histogram<L> {
    return new Histogram<L>({
      ...(named(metric) as HistogramConfiguration<L>),
      ...(metric.buckets && { buckets: metric.buckets }),
      registers: [this.registry],
    });
  }

  /** The whole page in the text format, and its content type. */
  async scrape(): Promise<{ text: string; contentType: string }> {
    return { text: await this.registry.metrics(), contentType: this.registry.contentType };
  }
}

function named(metric: MetricName) {
  return { name: metric.name, help: metric.help, labelNames: [...(metric.labelNames ?? [])] };
}

/** Takes the reading and hands each of its values to `put` (no labels: `{}`). */
async function readInto(
  name: string,
  read: () => Reading | Promise<Reading>,
  log: ReadLog,
  put: (labels: Labels, value: number) => void,
): Promise<void> {
  let reading: Reading;
  try {
    reading = await read();
  } catch (error) {
    log.warn({ err: error, metric: name }, 'metric not read');
    return;
  }
  if (typeof reading === 'number') put({}, reading);
  else for (const [labels, value] of reading) put(labels, value);
}

/**
 * `read`, run at most once every `maxAgeMs` however often it is asked for (and once for callers
 * that ask together): scrapes, however many, cost the database one query per period.
 */
export function readAtMostEvery<T>(maxAgeMs: number, read: () => Promise<T>): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | undefined;
  return () => {
    const now = performance.now();
    if (last && now - last.at < maxAgeMs) return last.value;
    const value = read();
    const entry = { at: now, value };
    last = entry;
    // A failure is not kept: the next scrape tries again.
    value.catch(() => {
      if (last === entry) last = undefined;
    });
    return value;
  };
}
