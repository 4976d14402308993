import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveState } from './live-state.ts';
import { reconnectDelay } from './reconnect-delay.ts';
import { useLiveStream } from './use-live-stream.ts';

/** The browser's EventSource, driven by the test as the server would answer. */
class TestEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: TestEventSource[] = [];
  readyState = TestEventSource.CONNECTING;

  constructor(readonly url: string) {
    super();
    TestEventSource.opened.push(this);
  }

  close() {
    this.readyState = TestEventSource.CLOSED;
  }

  /** The server answered 200 and sent the stream's first event. */
  accept() {
    this.readyState = TestEventSource.OPEN;
    const data = JSON.stringify({ streamId: crypto.randomUUID(), memberId: null });
    this.dispatchEvent(new MessageEvent('ready', { data }));
  }

  /** The connection dropped: the browser reconnects by itself after the stream's `retry`. */
  drop() {
    this.readyState = TestEventSource.CONNECTING;
    this.dispatchEvent(new Event('error'));
  }

  /** The server answered something else than a stream (503, 401): the browser gives up on it. */
  refuse() {
    this.readyState = TestEventSource.CLOSED;
    this.dispatchEvent(new Event('error'));
  }
}

const latest = () => TestEventSource.opened.at(-1) as TestEventSource;

describe('reconnectDelay', () => {
  it('doubles from 1 s up to 30 s, drawn from the upper half of each', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((refusals) => reconnectDelay(refusals, () => 1))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(3, () => 0.5)).toBe(6_000);
  });
});

describe('useLiveStream', () => {
  beforeEach(() => {
    TestEventSource.opened = [];
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', TestEventSource);
    vi.spyOn(Math, 'random').mockReturnValue(1);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const mount = () => {
    const handlers = { onTicket: vi.fn(), onCatchUp: vi.fn() };
    const hook = renderHook(() => useLiveStream('/api/admin/live', handlers));
    return { handlers, ...hook };
  };

  it('tries a refused stream again after 1, 2, 4 s..., and from 1 s again once one has opened', () => {
    mount();
    for (const wait of [1_000, 2_000, 4_000, 8_000]) {
      const tries = TestEventSource.opened.length;
      latest().refuse();
      vi.advanceTimersByTime(wait - 1);
      expect(TestEventSource.opened).toHaveLength(tries);
      vi.advanceTimersByTime(1);
      expect(TestEventSource.opened).toHaveLength(tries + 1);
    }
    latest().accept();
    latest().refuse();
    vi.advanceTimersByTime(1_000);
    expect(TestEventSource.opened).toHaveLength(6);
    expect(latest().url).toBe('/api/admin/live');
  });

  it('asks again for everything when it opens and when it drops, and leaves a dropped one to the browser', () => {
    const { handlers } = mount();
    latest().accept();
    expect(liveState().connected).toBe(true);
    expect(handlers.onCatchUp).toHaveBeenCalledTimes(1);

    latest().drop();
    expect(liveState().connected).toBe(false);
    expect(handlers.onCatchUp).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(60_000);
    expect(TestEventSource.opened).toHaveLength(1);
    latest().accept();
    expect(handlers.onCatchUp).toHaveBeenCalledTimes(3);
  });

  it('tries no more once unmounted', () => {
    const { unmount } = mount();
    latest().refuse();
    unmount();
    vi.advanceTimersByTime(60_000);
    expect(TestEventSource.opened).toHaveLength(1);
    expect(latest().readyState).toBe(TestEventSource.CLOSED);
  });
});
