import { vi } from 'vitest';

type Handler = (body: unknown) => { status: number; body?: unknown } | Promise<never>;

/** A fetch that answers `METHOD /api/path` from the test's handlers and records every call. */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: { route: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const route = `${init.method ?? 'GET'} ${url}`;
      const body = init.body === undefined ? undefined : JSON.parse(String(init.body));
      calls.push({ route, body });
      const handler = handlers[route];
      if (!handler) throw new Error(`unexpected call ${route}`);
      const answer = await handler(body);
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { calls, callsTo: (route: string) => calls.filter((call) => call.route === route) };
}
