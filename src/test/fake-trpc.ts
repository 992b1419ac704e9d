// The API as the browser sees it, simulated at the HTTP level: a `fetch` that answers tRPC's
// batch requests from handlers, so components run against their real tRPC client and links.

export type FakeAnswer =
  | { data: unknown }
  /** An error; `data` adds to tRPC's error data (e.g. `issues` for field messages). */
  | { status: number; message: string; code: string; data?: Record<string, unknown> }
  | 'network-error';

export type FakeHandler = (input: unknown) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeCall {
  path: string;
  input: unknown;
}

export function fakeTrpcFetch(handlers: Record<string, FakeHandler>) {
  const calls: FakeCall[] = [];
  const answer = async (path: string, input: unknown) => {
    calls.push({ path, input });
    const handler = handlers[path];
    if (!handler) throw new Error(`no fake answer for ${path}`);
    const result = await handler(input);
    if (result === 'network-error') throw new TypeError('Failed to fetch');
    if (!('status' in result)) return { status: 200, body: { result: { data: result.data } } };
    return {
      status: result.status,
      body: {
        error: {
          message: result.message,
          code: -32000,
          data: { code: result.code, httpStatus: result.status, path, ...result.data },
        },
      },
    };
  };
  const fetch = async (url: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const parsed = new URL(url instanceof Request ? url.url : url.toString());
    const paths = decodeURIComponent(parsed.pathname.replace(/^.*\/api\/trpc\//, '')).split(',');
    const json = (body: unknown, status: number) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    // A single, unbatched call: an upload (FormData) through httpLink.
    if (parsed.searchParams.get('batch') !== '1') {
      const input = init?.body instanceof FormData ? init.body : undefined;
      const { status, body } = await answer(paths[0] ?? '', input);
      return json(body, status);
    }
    const inputs = (
      init?.method === 'POST'
        ? JSON.parse(typeof init.body === 'string' ? init.body : '{}')
        : JSON.parse(parsed.searchParams.get('input') ?? '{}')
    ) as Record<string, unknown>;
    const results: unknown[] = [];
    let status = 200;
    for (const [index, path] of paths.entries()) {
      const one = await answer(path, inputs[String(index)]);
      if (one.status !== 200) status = one.status;
      results.push(one.body);
    }
    return json(results, status);
  };
  return { fetch, calls };
}
