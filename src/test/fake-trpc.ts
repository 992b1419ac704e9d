// The API as the browser sees it, simulated at the HTTP level: a `fetch` that answers tRPC's
// batch requests from handlers, so components run against their real tRPC client and links.

export type FakeAnswer =
  { data: unknown } | { status: number; message: string; code: string } | 'network-error';

export type FakeHandler = (input: unknown) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeCall {
  path: string;
  input: unknown;
}

export function fakeTrpcFetch(handlers: Record<string, FakeHandler>) {
  const calls: FakeCall[] = [];
  const fetch = async (url: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const parsed = new URL(url instanceof Request ? url.url : url.toString());
    const paths = decodeURIComponent(parsed.pathname.replace(/^.*\/api\/trpc\//, '')).split(',');
    const inputs = (
      init?.method === 'POST'
        ? JSON.parse(typeof init.body === 'string' ? init.body : '{}')
        : JSON.parse(parsed.searchParams.get('input') ?? '{}')
    ) as Record<string, unknown>;
    const results: unknown[] = [];
    let status = 200;
    for (const [index, path] of paths.entries()) {
      const input = inputs[String(index)];
      calls.push({ path, input });
      const handler = handlers[path];
      if (!handler) throw new Error(`no fake answer for ${path}`);
      const answer = await handler(input);
      if (answer === 'network-error') throw new TypeError('Failed to fetch');
      if ('data' in answer) {
        results.push({ result: { data: answer.data } });
      } else {
        status = answer.status;
        results.push({
          error: {
            message: answer.message,
            code: -32000,
            data: { code: answer.code, httpStatus: answer.status, path },
          },
        });
      }
    }
    return new Response(JSON.stringify(results), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch, calls };
}
