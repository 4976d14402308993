import type { Server, ServerResponse } from 'node:http';

/**
 * Returns what to call when the server stops: from then on every answer says `Connection: close`, the
 * answers not yet begun included, so a keep-alive client sends its next request to a server that runs
 * instead of having it cut at the end of the grace period.
 */
export function closeConnectionsWhenStopping(server: Server): () => void {
  let stopping = false;
  const unanswered = new Set<ServerResponse>();
  server.prependListener('request', (_request, response) => {
    if (stopping) {
      response.setHeader('Connection', 'close');
      return;
    }
    unanswered.add(response);
    response.once('close', () => unanswered.delete(response));
  });
  return () => {
    stopping = true;
    for (const response of unanswered) {
      if (!response.headersSent) response.setHeader('Connection', 'close');
    }
    server.closeIdleConnections();
  };
}
