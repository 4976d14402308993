import { describe, expect, it } from 'vitest';
import { createLogger } from '#server/logger.ts';
import { createDatabaseGate } from './database-gate.ts';

const logger = createLogger({ LOG_LEVEL: 'silent', LOG_FORMAT: 'json' });
const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** A database that is down until `up` is set. */
function database() {
  const state = { up: false, pings: 0 };
  const ping = async () => {
    state.pings++;
    if (!state.up) throw refused;
  };
  return { state, ping };
}

describe('the database gate', () => {
  it('opens the moment a health check finds the database back, not at the next probe', async () => {
    const { state, ping } = database();
    const gate = createDatabaseGate(ping, logger);
    gate.failed();
    expect(gate.closed()).toBe(true);

    state.up = true;
    await gate.check();
    expect(gate.closed()).toBe(false);
  });

  it('closes when a health check finds the database unavailable, and its probe opens it again', async () => {
    const { state, ping } = database();
    const gate = createDatabaseGate(ping, logger);
    await expect(gate.check()).rejects.toBe(refused);
    expect(gate.closed()).toBe(true);

    state.up = true;
    await expect.poll(() => gate.closed(), { timeout: 2000 }).toBe(false);
  });

  it('stays open when a check fails for another reason than an unreachable database', async () => {
    const gate = createDatabaseGate(() => Promise.reject(new Error('health check timed out')), logger);
    await expect(gate.check()).rejects.toThrow('timed out');
    expect(gate.closed()).toBe(false);
  });

  it('probes once at a time when it closes again before its probe saw it open', async () => {
    const { state, ping } = database();
    const gate = createDatabaseGate(ping, logger);
    gate.failed();
    state.up = true;
    await gate.check();
    state.up = false;
    gate.failed();
    state.pings = 0;
    await new Promise((resolve) => setTimeout(resolve, 600));
    // One probe pings every 250 ms: twice in 600 ms; a second one alongside would make it four.
    expect(state.pings).toBeLessThanOrEqual(3);
    state.up = true;
    await expect.poll(() => gate.closed(), { timeout: 2000 }).toBe(false);
  });
});
