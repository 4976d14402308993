import { describe, expect, it } from 'vitest';
import { streamOf } from './stream-of.ts';

describe('streamOf', () => {
  it('errors the body when its source fails midway, after what was read', async () => {
    async function* failing() {
      yield 'first batch';
      throw new Error('the database went away');
    }
    const reader = streamOf(failing()).getReader();
    expect(await reader.read()).toEqual({ done: false, value: 'first batch' });
    await expect(reader.read()).rejects.toThrow('the database went away');
  });

  it('ends its source when the client goes away', async () => {
    let ended = false;
    async function* endless() {
      try {
        for (;;) yield 'more';
      } finally {
        ended = true;
      }
    }
    const reader = streamOf(endless()).getReader();
    await reader.read();
    await reader.cancel();
    expect(ended).toBe(true);
  });
});
