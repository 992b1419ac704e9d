// Clean-up for the chaos and load tests: whatever they start (the app, a PostgreSQL cluster, a
// database, temp folders) is registered here and undone once, newest first, however the run
// ends: normally, by an error, by Ctrl-C or SIGTERM, or by the watchdog when it runs too long.

interface Task {
  what: string;
  /** The full clean-up; may wait (dropping a database). */
  run: () => void | Promise<void>;
  /** What can still be done synchronously when the process exits without waiting. */
  atExit?: () => void;
}

const tasks: Task[] = [];
let cleaning: Promise<void> | undefined;

/** Registers a clean-up; answers a function that drops it again (the thing was undone). */
export function onCleanup(task: Task): () => void {
  tasks.push(task);
  return () => {
    const at = tasks.indexOf(task);
    if (at !== -1) tasks.splice(at, 1);
  };
}

/** Runs every registered clean-up once, newest first; errors are printed, not thrown. */
export function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    while (tasks.length > 0) {
      const task = tasks.pop();
      if (!task) break;
      try {
        await task.run();
      } catch (error) {
        console.error(`  clean-up of ${task.what} failed: ${String(error)}`);
      }
    }
  })();
  return cleaning;
}

process.on('exit', () => {
  // Only synchronous work is possible here: what cleanUp() did not get to.
  for (const task of tasks.reverse()) {
    try {
      if (task.atExit) task.atExit();
      else void task.run();
    } catch {
      // best effort
    }
  }
});

for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
] as const) {
  process.on(signal, () => {
    if (cleaning) process.exit(code); // a second Ctrl-C: leave at once (exit still kills)
    console.error(`\n${signal}: stopping and cleaning up…`);
    void cleanUp().finally(() => process.exit(code));
  });
}

/** Fails the run when it takes longer than `ms`: prints why, cleans up, exits 1. */
export function watchdog(ms: number, name: string): void {
  setTimeout(() => {
    console.error(`\n${name} FAILED: still running after ${Math.round(ms / 1000)} s; stopping.`);
    void cleanUp().finally(() => process.exit(1));
  }, ms).unref();
}
