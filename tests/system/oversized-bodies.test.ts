import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, type Operation, operationsOf } from '#tests/security/operations.ts';
import { type ServerProcess, startServer } from '#tests/support/server-process.ts';

const TWO_MEGABYTES = Buffer.alloc(2 * 1024 * 1024, 'a');

interface Answer {
  status: number;
  body: string;
}

/** Node's own HTTP client, keeping its connections alive as it does by default. */
function sendWithNodeHttp(
  url: URL,
  method: string,
  headers: Record<string, string | number>,
  body: Buffer = TWO_MEGABYTES,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

describe('a body over the limit', () => {
  let server: ServerProcess;
  let operations: Operation[];
  beforeAll(async () => {
    server = await startServer({ env: { RATE_LIMITS: 'off' }, stdio: 'ignore' });
    const document = await (await fetch(`${server.baseUrl}/api/openapi.json`)).json();
    // A file's upload and a raw email have limits of their own; the upload's is tested below.
    operations = operationsOf(document).filter(
      (operation) => operation.method !== 'GET' && !operation.binaryBody,
    );
  });
  afterAll(() => server?.dispose());

  function target(operation: Operation): URL {
    return new URL(`/api${fillPath(operation.path, { id: randomUUID() })}`, server.baseUrl);
  }

  const payloadTooLarge = { error: { code: 'payload_too_large' } };

  it('is answered 413 with the JSON error body on every endpoint, to Node’s http client', async () => {
    expect(operations.length).toBeGreaterThan(5);
    for (const operation of operations) {
      const answer = await sendWithNodeHttp(target(operation), operation.method, {
        origin: server.baseUrl,
        'content-type': 'application/json',
        'content-length': TWO_MEGABYTES.length,
      });
      expect(answer.status, operation.operationId).toBe(413);
      expect(JSON.parse(answer.body), operation.operationId).toMatchObject(payloadTooLarge);
    }
  });

  it('is answered 413 when sent in chunks without a declared length', async () => {
    for (const operation of operations) {
      const answer = await sendWithNodeHttp(target(operation), operation.method, {
        origin: server.baseUrl,
        'content-type': 'application/json',
        'transfer-encoding': 'chunked',
      });
      expect(answer.status, operation.operationId).toBe(413);
    }
  });

  it('still reads a body within the limit sent in chunks', async () => {
    const signIn = { email: 'nobody@example.com', passwordHash: 'a'.repeat(64) };
    const answer = await sendWithNodeHttp(
      new URL('/api/auth/sign-in', server.baseUrl),
      'POST',
      { origin: server.baseUrl, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      Buffer.from(JSON.stringify(signIn)),
    );
    // Refused for the credentials it carried, not for a missing or unreadable body (400).
    expect(answer.status).toBe(401);
  });

  it('is answered 413 to fetch', async () => {
    for (const operation of operations) {
      const response = await fetch(target(operation), {
        method: operation.method,
        headers: { origin: server.baseUrl, 'content-type': 'application/json' },
        body: TWO_MEGABYTES,
      });
      expect(response.status, operation.operationId).toBe(413);
      expect(await response.json()).toMatchObject(payloadTooLarge);
    }
  });

  it('is answered 413 file_too_large past 10 MB for an upload, declared or sent in chunks', async () => {
    const elevenMegabytes = Buffer.alloc(11 * 1024 * 1024, 'a');
    const upload = new URL('/api/uploads?name=big.txt', server.baseUrl);
    const lengths: Record<string, string | number>[] = [
      { 'content-length': elevenMegabytes.length },
      { 'transfer-encoding': 'chunked' },
    ];
    for (const length of lengths) {
      const headers = { origin: server.baseUrl, 'content-type': 'application/octet-stream', ...length };
      const answer = await sendWithNodeHttp(upload, 'POST', headers, elevenMegabytes);
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'file_too_large' } });
    }
  });
});
