// A V8 CPU profile of a server's requests summed by phase, per request (bench/page-cpu.mjs):
// each sample goes to the phase of the nearest frame, from the sampled one up, that names one.
// Time the server was idle or profiling itself is left out.

/** [phase, test of a call frame], nearest first; what none names is "Fastify, HTTP, other". */
const PHASES = [
  ['garbage collection', (f) => f.functionName === '(garbage collector)'],
  ['compression', (f) => ['compressFirst', 'zlibBufferSync'].includes(f.functionName)],
  ['security headers (helmet)', (f) => /node_modules\/(helmet|@fastify\/helmet)\//.test(f.url)],
  ['chrome kept and put back', (f) => /^(cut|withChrome|chromeOf)$/.test(f.functionName)],
  [
    'dehydrated state and its escaping',
    (f) => /^(dehydrate|escapeJsonForHtml)$/.test(f.functionName),
  ],
  [
    'tRPC procedures and query cache (prefetch, useQuery)',
    (f) => /node_modules\/(@trpc|@tanstack\/query-core)\//.test(f.url),
  ],
  ['React render', (f) => /renderToString/.test(f.functionName)],
  [
    'database (PGlite, in the background)',
    (f) => f.url.startsWith('wasm://') || f.url.includes('@electric-sql/pglite'),
  ],
  ['page template filled', (f) => f.functionName === 'fillTemplate'],
  [
    'render: head, chunks, JSON',
    (f) => f.functionName === 'render' && f.url.includes('entry-server'),
  ],
  ['socket writes', (f) => ['writev', 'writevGeneric', '_writeGeneric'].includes(f.functionName)],
];
const LEFT_OUT = new Set(['(idle)', '(program)']);
const OTHER = 'Fastify, HTTP, other';

/** `[phase, ms per request]`, the busy total first, for a profile of `requests` requests. */
export function phasesOf(profile, requests) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  const sampled = new Map();
  profile.samples.forEach((id, i) =>
    sampled.set(id, (sampled.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)),
  );
  const sums = new Map([...PHASES.map(([phase]) => [phase, 0]), [OTHER, 0]]);
  let busy = 0;
  for (const [id, micros] of sampled) {
    const leaf = nodes.get(id).callFrame;
    if (LEFT_OUT.has(leaf.functionName) || leaf.url.includes('cpu-profiler.mjs')) continue;
    let phase;
    for (let at = id; at !== undefined && !phase; at = parents.get(at)) {
      const frame = nodes.get(at).callFrame;
      if (frame.url.includes('cpu-profiler.mjs')) phase = 'profiler';
      else phase = PHASES.find(([, test]) => test(frame))?.[0];
    }
    if (phase === 'profiler') continue;
    busy += micros;
    sums.set(phase ?? OTHER, sums.get(phase ?? OTHER) + micros);
  }
  const perRequest = (micros) => micros / 1000 / requests;
  return [
    ['busy, in all', perRequest(busy)],
    ...[...sums].map(([p, micros]) => [p, perRequest(micros)]),
  ];
}
