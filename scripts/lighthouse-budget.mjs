// Lighthouse budgets for the public pages (issue 9), run by `npm run check:budgets` after
// `npm run build`, or alone:
//
//   node scripts/lighthouse-budget.mjs [--runs 5] [--page /kategori ...] [--base URL] [--save DIR]
//                                      [--port N]
//
// Starts the built server as in production (on `--port`, or a free one) on a fresh embedded database with the demo
// catalogue (unless --base points at a running one), picks a real product for /detail/{id},
// then runs Lighthouse 12 with its default mobile settings (a phone, simulated slow 4G and a 4×
// slower CPU) in Debian's Chromium, `runs` times per page, one run at a time, after one run per
// page that warms Chromium and is not counted (the first load of a fresh browser runs cold code
// and caches). The median of each figure is compared with the targets; --save keeps every JSON
// report (to read the audits). Where it can, the page's renderer gets a core of its own
// (scripts/cpu-isolation.mjs): the measuring tools would otherwise take turns with it. A page
// that misses the blocking time is measured again in pairs with a script-free control, which
// tells the host's share from the page's (judgeAgainstHost; docs/decisions/0013).
// Five runs, as Lighthouse's own guidance on variability advises: on a shared 2-core machine the
// blocking time of identical runs spreads from about 60 to 300 ms, and a median of three still
// follows single outliers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { freePort, projectRoot as root, startBuiltServer } from './built-server.mjs';
import {
  canIsolate,
  chromiumOnToolsCore,
  lowerMeasuringPriority,
  pinRenderers,
  pinToolsCore,
} from './cpu-isolation.mjs';

export const PAGES = ['/', '/kategori', '/detail/{id}', '/penawarankhusus'];

/**
 * Issue 9's targets, on the median of the runs, with issue 33's performance score of 100 and
 * blocking time (a score of 100 needs it well under 150 ms: docs/decisions/0049). Scores are
 * 0–100, times in milliseconds.
 */
export const TARGETS = [
  { key: 'performance', label: 'perf', min: 100 },
  { key: 'accessibility', label: 'a11y', min: 100 },
  { key: 'best-practices', label: 'bp', min: 100 },
  { key: 'seo', label: 'seo', min: 100 },
  { key: 'tbt', label: 'TBT ms', max: 50 },
  { key: 'lcp', label: 'LCP ms', max: 1999 },
];
/** Shown for reading the table, not judged. */
const SHOWN = [
  { key: 'fcp', label: 'FCP ms' },
  { key: 'cls', label: 'CLS' },
];

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  // Chromium's shared memory goes to disk (/tmp) only where /dev/shm is too small for it (a
  // container's 64 MB): on disk, every wait for the disk lands in the page's measured tasks.
  ...(sharedMemoryIsSmall() ? ['--disable-dev-shm-usage'] : []),
];

function sharedMemoryIsSmall() {
  try {
    const { bsize, blocks } = fs.statfsSync('/dev/shm');
    return bsize * blocks < 1024 ** 3;
  } catch {
    return true;
  }
}

/** The built server on a fresh embedded database of its own, removed again by `stop()`. */
async function startServer(port) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-lighthouse-'));
  const remove = () => fs.rmSync(dataDir, { recursive: true, force: true });
  try {
    const server = await startBuiltServer({
      port,
      env: {
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        ADMIN_PASSWORD: 'lighthouse-rahasia-123',
      },
    });
    return {
      base: server.base,
      pid: server.child.pid,
      stop: () => server.stop().finally(remove),
    };
  } catch (error) {
    remove();
    throw error;
  }
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** How often one run is tried before the step gives up on the page: NO_NAVSTART, and any other failure. */
const ATTEMPTS = 20;
const OTHER_ATTEMPTS = 3;

/**
 * One Lighthouse run. A run whose trace lacks the page's start (NO_NAVSTART) measured nothing
 * and is made again. With the renderer on a core of its own, a new renderer can start the
 * navigation before the browser process (on the busy tools' core) has registered it with the
 * tracing service, and the event is lost: 2–4 runs in 12 on this machine, 0 in 12 without the
 * isolation, up to 12 in one CI run and sometimes several in a row (docs/decisions/0013); a failed
 * run costs about 8 s. Any other failure to record (the machine too busy, say) is tried three
 * times.
 */
async function audit(url, port, { withoutScripts = false, cpuSlowdown } = {}) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      ...(cpuSlowdown && {
        throttling: { ...defaultSettings.throttling, cpuSlowdownMultiplier: cpuSlowdown },
      }),
      ...(withoutScripts ? { blockedUrlPatterns: ['*.js'] } : {}),
    });
    const error = result?.lhr ? result.lhr.runtimeError : { message: 'no result' };
    if (!error) return result;
    if (attempt === (error.code === 'NO_NAVSTART' ? ATTEMPTS : OTHER_ATTEMPTS))
      throw new Error(`Lighthouse failed on ${url}: ${error.message}`);
    console.warn(`  (Lighthouse failed on ${url}: ${error.code ?? error.message}; again)`);
  }
}

const TBT_TARGET = TARGETS.find((t) => t.key === 'tbt').max;
const PERFORMANCE_TARGET = TARGETS.find((t) => t.key === 'performance').min;

/**
 * A page that missed the blocking-time or performance target is measured `runs` times more, each
 * run paired with a run of the same page with every script blocked (the control: the server's
 * HTML and stylesheet alone, the least any page of ours can cost on this machine right now).
 * Blocking time and performance are then judged on the median of all the page's runs. When the
 * control misses a target too (its blocking time, or a performance score below 100 with no
 * script to blame), the machine is at that moment too slow or too busy to resolve the
 * blocking-time budget (on a loaded 2-core host the control alone has measured 10–830 ms): the
 * blocking time is then judged as what the page's scripts add to the control in each pair
 * (median ≤ the target), and the performance score, which weighs that same blocking time, is
 * not judged; a share over the target by less than the target itself is measured in as many pairs
 * again, and the median of all of them decides. LCP, CLS and the other categories are always
 * judged on the first runs as measured.
 */
async function judgeAgainstHost(row, firstRuns, url, port, runs, cpuSlowdown) {
  const pairs = [];
  const measurePairs = async () => {
    for (let run = 1; run <= runs; run++) {
      const page = figures((await audit(url, port, { cpuSlowdown })).lhr);
      const control = figures((await audit(url, port, { withoutScripts: true, cpuSlowdown })).lhr);
      pairs.push({ page, control });
    }
  };
  await measurePairs();
  if (againstHost(firstRuns, pairs).undecided) await measurePairs();
  const verdict = againstHost(firstRuns, pairs);
  row.failures = row.failures.filter((key) => {
    if (key === 'tbt') return verdict.tbtMissed;
    if (key === 'performance') return verdict.performanceMissed;
    return true;
  });
  row.host = verdict.summary;
}

/**
 * The verdict on a page's blocking time and performance score from its first runs and its pairs
 * with the script-free control (judgeAgainstHost): whether each missed, whether the scripts'
 * share is too close to call on these pairs (`undecided`), and the line that says why.
 * @param {{ tbt?: number, performance?: number }[]} firstRuns
 * @param {{ page: { tbt?: number, performance?: number }, control: { tbt?: number, performance?: number } }[]} pairs
 */
export function againstHost(firstRuns, pairs) {
  const all = [...firstRuns, ...pairs.map((p) => p.page)];
  const pageTbt = median(all.map((f) => f.tbt));
  const pagePerformance = median(all.map((f) => f.performance));
  const controlTbt = median(pairs.map((p) => p.control.tbt));
  const controlPerformance = median(pairs.map((p) => p.control.performance));
  const added = median(pairs.map((p) => p.page.tbt - p.control.tbt));
  const hostTooSlow = controlTbt > TBT_TARGET || controlPerformance < PERFORMANCE_TARGET;
  // Over the target by less than the target itself, the scripts' share is closer than one set of
  // pairs on a busy host resolves (the same code has measured -18 to 142 ms): as many again decide.
  const undecided =
    hostTooSlow &&
    added > TBT_TARGET &&
    added <= 2 * TBT_TARGET &&
    pairs.length <= firstRuns.length;
  const summary =
    `measured again in ${pairs.length} pairs with a script-free control: page (all ${all.length} runs) ` +
    `TBT ${Math.round(pageTbt)} ms, performance ${pagePerformance}; control TBT ` +
    `${Math.round(controlTbt)} ms, performance ${controlPerformance}; scripts add ` +
    `${Math.round(added)} ms` +
    (hostTooSlow
      ? ' — the host is too slow to resolve the budget: judged on what the scripts add, ' +
        'performance score not judged'
      : '');
  return {
    tbtMissed: hostTooSlow ? added > TBT_TARGET : pageTbt > TBT_TARGET,
    performanceMissed: !hostTooSlow && pagePerformance < PERFORMANCE_TARGET,
    undecided,
    summary,
  };
}

/** Lighthouse's own CPU slowdown: 4×, for hosts of its reference speed. */
const DEFAULT_CPU_SLOWDOWN = defaultSettings.throttling.cpuSlowdownMultiplier;

/**
 * The CPU slowdown that makes this host Lighthouse's simulated phone, from its `benchmarkIndex`
 * (Lighthouse's calibration: 1 300 = 3×, 1 533 ≈ 4×, 800 = 2×; docs/decisions/0057), never more
 * than the default: a slower host than the reference is slowed down less, so that the phone is
 * the same; a faster one keeps the default the budgets were set with.
 */
export function cpuSlowdownFor(benchmarkIndex) {
  if (!(benchmarkIndex > 0)) return DEFAULT_CPU_SLOWDOWN;
  const calibrated =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : Math.max(1, 1 + (benchmarkIndex - 150) / 650);
  return Math.min(DEFAULT_CPU_SLOWDOWN, Math.round(calibrated * 10) / 10);
}

/** The figures of one Lighthouse result. */
function figures(lhr) {
  const score = (id) =>
    lhr.categories[id]?.score == null ? undefined : Math.round(lhr.categories[id].score * 100);
  const value = (id) => lhr.audits[id]?.numericValue;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    tbt: value('total-blocking-time'),
    lcp: value('largest-contentful-paint'),
    fcp: value('first-contentful-paint'),
    cls: value('cumulative-layout-shift'),
  };
}

/** Audits that fell short in a result, for saying why a category is below 100. */
function failingAudits(lhr, category) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
}

function format(key, value) {
  if (value === undefined) return '–';
  if (key === 'cls') return value.toFixed(3);
  return String(Math.round(value));
}

/**
 * Runs the budgets; prints the table and returns whether every page met every target.
 * @param {{ runs?: number, pages?: string[], base?: string, save?: string, port?: number, log?: (line: string) => void }} options
 */
export async function runLighthouseBudget({
  runs = 5,
  pages = PAGES,
  base,
  save,
  port,
  log = console.log,
} = {}) {
  const server = base
    ? { base, stop: async () => {} }
    : await startServer(port ?? (await freePort()));
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-lighthouse-chromium-'));
  let chrome;
  let stopPinning = () => {};
  try {
    // A real product of the catalogue for the product page.
    const produk = await (await fetch(`${server.base}/api/produk`)).json();
    const id = Array.isArray(produk) ? produk[0]?.id : undefined;
    if (id === undefined) throw new Error('the catalogue has no product for /detail/{id}');
    const urls = pages.map((page) => ({ page, url: server.base + page.replace('{id}', id) }));
    // One request each first, so every run sees the page as the page cache serves it.
    for (const { url } of urls) await (await fetch(url)).arrayBuffer();

    const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
    const isolate = canIsolate();
    if (isolate) {
      pinToolsCore(...(server.pid ? [server.pid] : []));
      lowerMeasuringPriority();
    }
    chrome = await chromeLauncher.launch({
      chromePath: isolate ? chromiumOnToolsCore(chromium, scratch) : chromium,
      chromeFlags: CHROME_FLAGS,
      logLevel: 'silent',
    });
    stopPinning = isolate ? pinRenderers(chrome.pid) : () => {};
    if (save) fs.mkdirSync(save, { recursive: true });
    const rows = [];
    let cpuSlowdown;
    let benchmarkIndex;
    for (const { page, url } of urls) {
      // Warm-up, not counted; the first one also measures the host for the CPU slowdown.
      const warm = await audit(url, chrome.port, { cpuSlowdown });
      if (cpuSlowdown === undefined) {
        benchmarkIndex = warm.lhr.environment.benchmarkIndex;
        cpuSlowdown = cpuSlowdownFor(benchmarkIndex);
      }
      const results = [];
      for (let run = 1; run <= runs; run++) {
        const result = await audit(url, chrome.port, { cpuSlowdown });
        results.push(result.lhr);
        if (save) {
          const name = page.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
          fs.writeFileSync(path.join(save, `${name}-${run}.json`), result.report);
        }
      }
      const all = results.map(figures);
      const row = { page, medians: {} };
      for (const { key } of [...TARGETS, ...SHOWN]) {
        row.medians[key] = median(all.map((f) => f[key]));
      }
      row.failures = TARGETS.filter(({ key, min, max }) => {
        const v = row.medians[key];
        return v === undefined || (min !== undefined && v < min) || (max !== undefined && v > max);
      }).map(({ key }) => key);
      if (row.failures.includes('tbt') || row.failures.includes('performance')) {
        await judgeAgainstHost(row, all, url, chrome.port, runs, cpuSlowdown);
      }
      // Why a category missed: the audits that failed in any run.
      row.why = row.failures
        .filter((key) => ['accessibility', 'best-practices', 'seo', 'performance'].includes(key))
        .map(
          (key) =>
            `${key}: ${[...new Set(results.flatMap((lhr) => failingAudits(lhr, key)))].join(', ')}`,
        );
      rows.push(row);
    }

    const columns = [...TARGETS, ...SHOWN];
    const width = Math.max(...rows.map((r) => r.page.length), 6);
    log(
      `Lighthouse ${lighthouseVersion()} mobile (simulated throttling), median of ${runs} per page` +
        `${isolate ? ', the page on a core of its own' : ''}, CPU slowdown ${cpuSlowdown}× ` +
        `(host benchmarkIndex ${Math.round(benchmarkIndex)}):`,
    );
    log(`  ${'page'.padEnd(width)}  ${columns.map((c) => c.label.padStart(7)).join(' ')}`);
    for (const row of rows) {
      const cells = columns.map((c) => {
        const mark = row.failures.includes(c.key) ? '✗' : '';
        return `${mark}${format(c.key, row.medians[c.key])}`.padStart(7);
      });
      log(`${row.failures.length ? '✗' : '✓'} ${row.page.padEnd(width)}  ${cells.join(' ')}`);
      if (row.host) log(`    ${row.host}`);
      for (const why of row.why) log(`    ${why}`);
    }
    log(
      `  targets: ${TARGETS.map((t) => `${t.label} ${t.min !== undefined ? `≥ ${t.min}` : `≤ ${t.max}`}`).join(', ')}`,
    );
    return { ok: rows.every((r) => r.failures.length === 0), rows };
  } finally {
    stopPinning();
    await chrome?.kill();
    await server.stop();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

function lighthouseVersion() {
  const pkg = path.join(root, 'node_modules', 'lighthouse', 'package.json');
  return JSON.parse(fs.readFileSync(pkg, 'utf8')).version;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      page: { type: 'string', multiple: true },
      base: { type: 'string' },
      save: { type: 'string' },
      port: { type: 'string' },
    },
  });
  const { ok } = await runLighthouseBudget({
    runs: Number(values.runs),
    pages: values.page ?? PAGES,
    base: values.base,
    save: values.save,
    port: values.port === undefined ? undefined : Number(values.port),
  });
  if (!ok) {
    console.error('A Lighthouse budget is not met.');
    process.exit(1);
  }
}
