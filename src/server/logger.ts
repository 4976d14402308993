import pino from 'pino';
import pretty from 'pino-pretty';
import type { Env } from './env.ts';

export type Logger = pino.Logger;

export function createLogger(
  { LOG_LEVEL, LOG_FORMAT }: Pick<Env, 'LOG_LEVEL' | 'LOG_FORMAT'>,
  output: NodeJS.WriteStream = process.stdout,
): Logger {
  const options: pino.LoggerOptions = {
    level: LOG_LEVEL,
    redact: { paths: ['*.passwordHash', '*.password', '*.cookie', '*.authorization'], censor: '[redacted]' },
  };
  const readable = LOG_FORMAT ? LOG_FORMAT === 'pretty' : Boolean(output.isTTY);
  if (!readable) return pino(options, output);
  return pino(
    options,
    pretty({ destination: output, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' }),
  );
}
