import { readChatStream } from '../../src/shared/chat-stream.ts';
import { startServer } from '../../tests/support/server-process.ts';
import { ms, percentile } from '../lib/percentile.ts';
import type { BenchSuite } from '../suite.ts';

const QUESTIONS = ['Is it free?', 'Where is my data stored?', 'Où sont mes données?', 'Write me a poem'];
const ROUNDS = 40;
const TARGET_FIRST_PIECE_MS = 100;

/** The built-in assistant's time to first piece and to the whole answer, as a browser's fetch sees them. */
export const chat: BenchSuite = {
  name: 'chat',
  title: 'Demo chat (built-in assistant)',
  async run(context) {
    const server = await startServer({ stdio: 'ignore', env: { RATE_LIMITS: 'off' } });
    try {
      const firstPiece: number[] = [];
      const whole: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const started = performance.now();
        const response = await fetch(`${server.baseUrl}/api/chat`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: server.baseUrl },
          body: JSON.stringify({ message: QUESTIONS[round % QUESTIONS.length], stream: true }),
        });
        if (!response.ok || !response.body) throw new Error(`chat answered ${response.status}`);
        for await (const _piece of readChatStream(response.body)) {
          if (firstPiece.length === whole.length) firstPiece.push(performance.now() - started);
        }
        whole.push(performance.now() - started);
      }
      context.log(`${ROUNDS} answers`);
      const row = (name: string, values: number[]) =>
        `| ${name} | ${ms(percentile(values, 50))} | ${ms(percentile(values, 99))} |`;
      const median = percentile(firstPiece, 50);
      const markdown = [
        `${ROUNDS} questions, one at a time, from a separate process. The chat reads no tickets, so it is ` +
          'measured here once rather than at every server-load size.',
        '',
        '| measure | p50 | p99 |',
        '| --- | ---: | ---: |',
        row('time to first piece', firstPiece),
        row('whole answer (paced for reading)', whole),
        '',
        `Target: first piece ≤ ${TARGET_FIRST_PIECE_MS} ms (${median <= TARGET_FIRST_PIECE_MS ? 'met' : 'MISSED'} at p50).`,
      ].join('\n');
      return { markdown, data: { rounds: ROUNDS, firstPieceMs: firstPiece, wholeAnswerMs: whole } };
    } finally {
      await server.dispose();
    }
  },
};
