import autocannon from 'autocannon';

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers outside 2xx plus connection errors: a figure with any is not a clean measurement. */
  failures: number;
}

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** autocannon replaces `[<id>]` in the body with a new id for every request. */
  idReplacement?: boolean;
}

/** `connections` (50) against one request for `seconds`, after a one-second warm-up. */
export async function measureLoad(
  baseUrl: string,
  request: LoadRequest,
  seconds: number,
  connections = 50,
): Promise<LoadFigures> {
  const options = { url: `${baseUrl}${request.path}`, connections, ...request };
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon({ ...options, duration: seconds });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
