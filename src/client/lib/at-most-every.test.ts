import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atMostEvery } from './at-most-every.ts';

describe('atMostEvery', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at once, folds the calls of the next second into one at its end, and loses none', () => {
    const run = vi.fn();
    const call = atMostEvery(1000, run);
    call();
    expect(run).toHaveBeenCalledTimes(1);
    call();
    call();
    vi.advanceTimersByTime(999);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(2);
    call();
    expect(run).toHaveBeenCalledTimes(3);
  });
});
