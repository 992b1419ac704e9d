// The built server's memory while a bench or the soak runs (issue 33, docs/decisions/0050): its
// resident memory (RSS) from /proc every second, and where the memory lives from its /metrics
// (`etalase_memory_bytes`: V8's heap, external memory, array buffers, PGlite's WebAssembly
// memory), each with its peak. V8 counts the WebAssembly memory in `external`; it is shown apart
// here, `external` without it. Linux only: elsewhere the figures are NaN.
import crypto from 'node:crypto';
import fs from 'node:fs';

/** Opens /metrics on the app's port for the bench alone (a new token per run). */
export function metricsEnv() {
  return { METRICS_TOKEN: crypto.randomBytes(24).toString('hex') };
}

const MB = 1024 * 1024;
const SAMPLE_MS = 1_000;

/** A process's VmRSS and VmHWM (its peak so far) in MB, or NaN. */
export function procMemoryMb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
    return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
  } catch {
    return { rss: Number.NaN, hwm: Number.NaN };
  }
}

/** `etalase_memory_bytes` by kind, in MB; external without the WebAssembly memory. */
async function readKinds(base, token) {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`/metrics answered ${res.status}`);
  const kinds = {};
  for (const [, kind, value] of (await res.text()).matchAll(
    /^etalase_memory_bytes\{kind="(\w+)"\} (\S+)$/gm,
  )) {
    kinds[kind] = Number(value) / MB;
  }
  return {
    heapUsed: kinds.heap_used,
    external: kinds.external - (kinds.wasm ?? 0),
    arrayBuffers: kinds.array_buffers,
    wasm: kinds.wasm ?? Number.NaN,
  };
}

/**
 * Samples the server at `base` (process `pid`, /metrics open to `token`) every second until
 * `stop()`, which resolves with each figure's peak in MB: `rss` (sampled), `hwm` (the kernel's
 * peak since the process started, its start included), `heapUsed`, `external`, `arrayBuffers`,
 * `wasm`.
 */
export function watchMemory(base, pid, token) {
  const peak = { rss: 0, heapUsed: 0, external: 0, arrayBuffers: 0, wasm: Number.NaN };
  const sample = async () => {
    peak.rss = Math.max(peak.rss, procMemoryMb(pid).rss);
    const kinds = await readKinds(base, token).catch(() => undefined);
    for (const [kind, mb] of Object.entries(kinds ?? {})) {
      if (!Number.isNaN(mb)) peak[kind] = Number.isNaN(peak[kind]) ? mb : Math.max(peak[kind], mb);
    }
  };
  let running = sample();
  const timer = setInterval(() => {
    running = running.then(sample);
  }, SAMPLE_MS);
  return {
    async stop() {
      clearInterval(timer);
      await running;
      await sample();
      return { ...peak, hwm: procMemoryMb(pid).hwm };
    },
  };
}

const mb = (value) => (Number.isNaN(value) ? '–' : value.toFixed(0));

/**
 * Markdown rows of peaks, one per `{ name, peak, budgetMb }`: the sampled RSS judged against
 * the budget (PASS/FAIL, – without one), then the parts. Each row also comes back with `ok`.
 */
export function memoryTable(rows) {
  const judged = rows.map((row) => {
    const has = row.budgetMb !== undefined;
    const ok = !has || row.peak.rss <= row.budgetMb;
    return {
      ...row,
      ok,
      budget: has ? `≤ ${row.budgetMb} MB` : '',
      verdict: has ? (ok ? 'PASS' : 'FAIL') : '–',
    };
  });
  const header =
    '| while | peak RSS MB | since start MB | heap used MB | external MB | array buffers MB | WASM MB | budget | result |';
  const lines = judged.map(
    (r) =>
      `| ${r.name} | ${mb(r.peak.rss)} | ${mb(r.peak.hwm)} | ${mb(r.peak.heapUsed)} | ${mb(r.peak.external)} | ${mb(r.peak.arrayBuffers)} | ${mb(r.peak.wasm)} | ${r.budget || '–'} | ${r.verdict} |`,
  );
  return {
    markdown: [header, header.replace(/[^|]+/g, ' --- '), ...lines].join('\n'),
    rows: judged,
  };
}

export const MEMORY_NOTE =
  'Peaks over the run, each figure on its own (they need not fall at the same moment): RSS sampled every second while measuring; "since start" is the kernel\'s peak (VmHWM), the start and first-start seeding included; external without the WebAssembly memory (V8 counts it in external), array buffers part of external; WASM is the embedded PostgreSQL\'s memory (PGlite only), which never shrinks.';
