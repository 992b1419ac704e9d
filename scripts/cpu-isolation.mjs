// Gives the measured page's renderer a CPU core of its own while Lighthouse runs (Linux, two
// cores or more, `taskset` present; elsewhere nothing changes).
//
// Lighthouse's simulated throttling multiplies every main-thread task it observed by four. On a
// 2-core machine the page's renderer otherwise shares its cores with what does the measuring:
// Lighthouse itself (its Node process reads the trace live, 60–90 % of a core), Chromium's
// browser process and its software compositor (which draws a screenshot for every frame of the
// trace), and the app's server. Each time one of them takes the core, the page's task looks
// longer, and ×4 that moves the blocking time by hundreds of milliseconds between identical
// runs. A phone runs none of that beside the page. So the measuring tools and the server keep
// core 0 and every renderer of this Chromium gets core 1, as a performance lab would isolate a
// benchmark; the page's work itself is measured in full. On the tools' core, Lighthouse gives way
// to Chromium (lowerMeasuringPriority).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const TOOLS_CORE = '0';
const PAGE_CORE = '1';

function hasTaskset() {
  try {
    execFileSync('taskset', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export function canIsolate() {
  return process.platform === 'linux' && os.cpus().length >= 2 && hasTaskset();
}

/** Every thread of a process onto `core`; false when the process is gone. */
function pin(pid, core) {
  try {
    execFileSync('taskset', ['--all-tasks', '--pid', '--cpu-list', core, String(pid)], {
      stdio: 'ignore',
    });
    return true;
  } catch {
    return false;
  }
}

/** This process and the given ones (the server) onto the tools' core. */
export function pinToolsCore(...pids) {
  for (const pid of [process.pid, ...pids]) pin(pid, TOOLS_CORE);
}

/** How much Lighthouse's own threads give way on the tools' core (nice, 0 = no change). */
const MEASURING_NICENESS = 10;

/**
 * Lighthouse (this process, every thread) gives way on the tools' core to Chromium's browser
 * process. A page's first layout asks the browser process for each font size and weight it
 * uses (fontconfig runs there, on Linux): while Lighthouse holds the core reading the trace,
 * each answer waited, and the page's layout looked tens of milliseconds longer. Raising a
 * process's niceness needs no privilege.
 */
export function lowerMeasuringPriority() {
  for (const tid of fs.readdirSync(`/proc/${process.pid}/task`)) {
    try {
      os.setPriority(Number(tid), MEASURING_NICENESS);
    } catch {
      // a thread that has ended meanwhile
    }
  }
}

/**
 * A Chromium executable that starts on the tools' core: a two-line wrapper in `dir`, since
 * chrome-launcher runs the path it is given with Chromium's flags.
 */
export function chromiumOnToolsCore(chromiumPath, dir) {
  const wrapper = path.join(dir, 'chromium-on-tools-core');
  fs.writeFileSync(
    wrapper,
    `#!/bin/sh\nexec taskset --cpu-list ${TOOLS_CORE} ${JSON.stringify(chromiumPath)} "$@"\n`,
    { mode: 0o755 },
  );
  return wrapper;
}

function parentOf(pid) {
  try {
    // The field after the command (which is in parentheses and may hold spaces) is the state.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return 0;
  }
}

function descendsFrom(pid, ancestor) {
  for (let p = pid, hops = 0; p > 1 && hops < 10; p = parentOf(p), hops++) {
    if (p === ancestor) return true;
  }
  return false;
}

/**
 * Moves each renderer of the Chromium started as `browserPid` onto the page's core as soon as it
 * appears (Chromium starts one per navigation to a new site). Returns the function that stops.
 */
export function pinRenderers(browserPid) {
  const pinned = new Set();
  const sweep = () => {
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry) || pinned.has(entry)) continue;
      let command;
      try {
        command = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      } catch {
        continue;
      }
      if (!command.includes('--type=renderer')) continue;
      if (descendsFrom(Number(entry), browserPid) && pin(entry, PAGE_CORE)) pinned.add(entry);
    }
  };
  sweep();
  const timer = setInterval(sweep, 20);
  return () => clearInterval(timer);
}
