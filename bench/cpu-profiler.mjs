// Loaded into the built server with `--import` by bench/page-cpu.mjs --profile: SIGUSR2 starts
// V8's CPU profiler, the next SIGUSR2 stops it and writes the profile to $PAGE_CPU_PROFILE.
// (`--cpu-prof` would profile the start and the warm-up too, and NODE_OPTIONS cannot carry it.)
import fs from 'node:fs';
import inspector from 'node:inspector';

const session = new inspector.Session();
session.connect();
const post = (method, params = {}) =>
  new Promise((resolve, reject) =>
    session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))),
  );

let running = false;
process.on('SIGUSR2', () => {
  const step = running
    ? post('Profiler.stop').then(({ profile }) => {
        fs.writeFileSync(process.env.PAGE_CPU_PROFILE, JSON.stringify(profile));
        process.stderr.write('profile written\n');
      })
    : post('Profiler.enable')
        .then(() => post('Profiler.setSamplingInterval', { interval: 200 }))
        .then(() => post('Profiler.start'))
        .then(() => process.stderr.write('profiling\n'));
  running = !running;
  step.catch((error) => process.stderr.write(`profiler: ${error}\n`));
});
