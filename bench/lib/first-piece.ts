import type { LoadRequest } from './load.ts';

export interface FirstPieceFigures {
  runs: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** Time from sending the request to the first `data:` line of the stream, one request at a time. */
export async function measureFirstPiece(baseUrl: string, request: LoadRequest, runs: number) {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${request.path}`, request);
    if (!response.ok || !response.body) throw new Error(`chat answered ${response.status}`);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!/^data:/m.test(text)) {
      const { value, done } = await reader.read();
      if (done) throw new Error('the chat stream ended without a data line');
      text += value;
    }
    times.push(performance.now() - started);
    await reader.cancel();
  }
  times.sort((a, b) => a - b);
  const at = (fraction: number) =>
    round(times[Math.min(times.length - 1, Math.floor(fraction * times.length))]);
  return { runs, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: at(1) } satisfies FirstPieceFigures;
}

const round = (ms = 0) => Math.round(ms * 10) / 10;
