import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

function capture(isTTY: boolean) {
  const output = Object.assign(new PassThrough(), { isTTY }) as unknown as NodeJS.WriteStream;
  let text = '';
  output.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  return { output, text: () => text };
}

async function flushed() {
  await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('logger', () => {
  it('writes JSON lines when the output is not a terminal', async () => {
    const { output, text } = capture(false);
    createLogger({ LOG_LEVEL: 'info', LOG_FORMAT: undefined }, output).info({ port: 3000 }, 'listening');
    await flushed();
    expect(JSON.parse(text())).toMatchObject({ level: 30, port: 3000, msg: 'listening' });
  });

  it('writes readable lines in a terminal, and JSON there too with LOG_FORMAT=json', async () => {
    const terminal = capture(true);
    createLogger({ LOG_LEVEL: 'info', LOG_FORMAT: undefined }, terminal.output).info(
      { port: 3000 },
      'listening',
    );
    const forced = capture(true);
    createLogger({ LOG_LEVEL: 'info', LOG_FORMAT: 'json' }, forced.output).info('listening');
    await flushed();
    expect(terminal.text()).toMatch(/INFO.*listening/);
    expect(terminal.text()).toContain('port: 3000');
    expect(() => JSON.parse(terminal.text())).toThrow();
    expect(JSON.parse(forced.text())).toMatchObject({ msg: 'listening' });
  });

  it('never writes a password digest or a cookie', async () => {
    const { output, text } = capture(false);
    createLogger({ LOG_LEVEL: 'info', LOG_FORMAT: 'json' }, output).info(
      { body: { passwordHash: 'a'.repeat(64) }, headers: { cookie: 'support_session=x' } },
      'request',
    );
    await flushed();
    expect(text()).not.toContain('a'.repeat(64));
    expect(text()).not.toContain('support_session=x');
  });
});
