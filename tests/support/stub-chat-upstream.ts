// An OpenAI-compatible chat-completions server on 127.0.0.1 whose behaviour each test writes by hand.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubCall {
  path: string;
  headers: IncomingMessage['headers'];
  body: { model?: string; stream?: boolean; messages?: { role: string; content: string }[] };
  /** Resolves when the caller closed the connection before the answer was complete. */
  abandoned: Promise<void>;
}

export type StubHandler = (response: ServerResponse, call: StubCall) => void | Promise<void>;

export async function startStubUpstream(handler: StubHandler) {
  const calls: StubCall[] = [];
  const server = createServer(async (request, response) => {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    const abandoned = new Promise<void>((resolve) => {
      response.on('close', () => {
        if (!response.writableFinished) resolve();
      });
    });
    const call = {
      path: request.url ?? '',
      headers: request.headers,
      body: JSON.parse(raw || '{}'),
      abandoned,
    };
    calls.push(call);
    await handler(response, call);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function startEventStream(response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  response.flushHeaders();
}
