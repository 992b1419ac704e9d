// What the response cache saves and what a page costs without it (issue 18 item 2), measured
// against a running built server (bench/run.mjs starts it):
// - a tracked link (a new `fbclid` every request) as a share of the same page kept;
// - a burst of 100 visitors at once just after an admin save: the slowest one's wait as a
//   multiple of one render of that page, beside the same burst with the page kept (the control:
//   what the connections alone cost);
// - pages the cache does not hold (a new address the page reads every request, and the search
//   page, which is never kept), as a share of the ceiling.
import autocannon from 'autocannon';

/** What a browser sends with a page request, as every row of `npm run bench` asks. */
export const BROWSER = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'id-ID,id;q=0.9,en;q=0.8',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) etalase-bench',
};

let unique = 0;
/** A number no other request of this run has used. */
const next = () => ++unique;

export function cannon(options) {
  return new Promise((resolve, reject) =>
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

/** An autocannon run as a row: req/s, p50, p99, bytes an answer, and what went wrong. */
export function summary(r) {
  const bad = Object.entries(r.statusCodeStats)
    .filter(([code]) => !(code.startsWith('2') || code === '304'))
    .map(([code, { count }]) => `${code} ×${count}`);
  if (r.errors) bad.push(`connection errors ×${r.errors}`);
  if (r.timeouts) bad.push(`timeouts ×${r.timeouts}`);
  return {
    rps: r.requests.total / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bytes: r.throughput.total / Math.max(1, r.requests.total),
    errors: bad.join(', '),
  };
}

/**
 * Measures `path(n)` with a new `n` for every request (so each is an address of its own), after
 * a warm-up: `{ rps, p50, p99, bytes, errors }`. `headersFor(n)` adds headers of its own to
 * request `n` (a new visitor's address).
 */
export async function measureAddresses(
  base,
  path,
  { headers, connections, seconds, warmup, headersFor },
) {
  const options = {
    url: base,
    connections,
    headers,
    requests: [
      {
        setupRequest: (request) => {
          const n = next();
          return {
            ...request,
            path: path(n),
            ...(headersFor && { headers: { ...request.headers, ...headersFor(n) } }),
          };
        },
      },
    ],
  };
  const warm = await cannon({ ...options, duration: warmup });
  const measured = await cannon({ ...options, duration: seconds });
  return { ...summary(measured), sent: warm.requests.total + measured.requests.total };
}

/** The views of one product the dashboard shows for the last 7 days (once they are written). */
export async function viewsOf(base, cookie, produkId) {
  const input = encodeURIComponent(JSON.stringify({ hari: 7 }));
  const res = await fetch(`${base}/api/trpc/klik.produk?input=${input}`, { headers: { cookie } });
  if (!res.ok) throw new Error(`klik.produk failed: ${res.status} ${await res.text()}`);
  const { items } = (await res.json()).result.data;
  return items.find((item) => item.id === produkId)?.dilihat ?? 0;
}

/** Tells the server the catalogue changed, as an admin save does: every kept answer goes. */
async function saveAsAdmin(base, cookie) {
  const list = await fetch(`${base}/api/trpc/faq.list?input=${encodeURIComponent('{}')}`, {
    headers: { cookie },
  });
  const [faq] = (await list.json()).result.data;
  const res = await fetch(`${base}/api/trpc/faq.update`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ id: faq.id, pertanyaan: faq.pertanyaan, jawaban: faq.jawaban }),
  });
  if (!res.ok) throw new Error(`the admin save failed: ${res.status} ${await res.text()}`);
}

/**
 * `visitors` requests for `url` at once, each on a connection of its own, as autocannon measures
 * every other target: the bytes as the server sends them. (A fetch would also decompress each
 * answer, one after another in this one process: with 100 at once that is most of what it
 * measures, where 100 visitors decompress on 100 phones.) Returns the slowest one's wait, in ms.
 */
async function slowestOf(base, path, headers, visitors) {
  const result = await cannon({
    url: base + path,
    headers,
    connections: visitors,
    amount: visitors,
  });
  const failed = result.requests.total - result['2xx'];
  if (failed > 0) throw new Error(`${path}: ${failed} of ${visitors} requests failed`);
  return result.latency.max;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * After each of `rounds` admin saves, `visitors` requests for `path` at once: the slowest
 * one's wait, and one render of the page alone (each just after a save) to compare it with.
 * The control: as many at once again with the page kept (no save, so nothing to render), the
 * wait that the connections alone cost. Returns `{ slowestMs, renderMs, keptMs }` (medians over
 * the rounds).
 */
export async function measureBurst(base, path, { headers, cookie, visitors = 100, rounds = 5 }) {
  const renders = [];
  const slowest = [];
  const kept = [];
  for (let round = 0; round < rounds; round++) {
    await saveAsAdmin(base, cookie);
    renders.push(await slowestOf(base, path, headers, 1));
    await saveAsAdmin(base, cookie);
    slowest.push(await slowestOf(base, path, headers, visitors));
    kept.push(await slowestOf(base, path, headers, visitors));
  }
  return { slowestMs: median(slowest), renderMs: median(renders), keptMs: median(kept) };
}

/** Signs in as the main admin (bench/run.mjs sets its password): the session cookie. */
export async function adminCookie(base, password) {
  const res = await fetch(`${base}/api/trpc/auth.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username: 'admin', password }),
  });
  if (!res.ok) throw new Error(`admin login failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
