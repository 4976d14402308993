import { useSyncExternalStore } from 'react';
import type { TicketViewer } from '#shared/schemas/live.ts';

/** The page's live stream as it stands: connected or not, its id, and (on the desk) who has what open. */
export interface LiveState {
  connected: boolean;
  streamId: string | null;
  memberId: string | null;
  viewers: ReadonlyMap<string, TicketViewer[]>;
}

const offline: LiveState = { connected: false, streamId: null, memberId: null, viewers: new Map() };
let state = offline;
const listeners = new Set<() => void>();

export function setLiveState(next: Partial<LiveState> | null): void {
  state = next ? { ...state, ...next } : offline;
  for (const listener of listeners) listener();
}

let closeStream: (() => void) | null = null;

/** The open stream says how to close it; signing out closes it first, so the session's end is no drop. */
export function setLiveStreamCloser(close: (() => void) | null): void {
  closeStream = close;
}

/** Closes the page's live stream, if one is open, without catching up. */
export function closeLiveStream(): void {
  closeStream?.();
}

export function liveState(): LiveState {
  return state;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A part of the live state; `select` must answer the same value while it has not changed. */
export function useLiveState<T>(select: (current: LiveState) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(state),
    () => select(offline),
  );
}
