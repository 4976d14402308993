import pino from 'pino';
import type { Env } from './env.ts';

export type Logger = pino.Logger;

export function createLogger(level: Env['LOG_LEVEL']): Logger {
  return pino({
    level,
    redact: { paths: ['*.passwordHash', '*.password', '*.cookie', '*.authorization'], censor: '[redacted]' },
  });
}
