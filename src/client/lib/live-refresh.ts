import { liveState } from './live-state.ts';

/**
 * How the portal and the admin desk keep up without a reload when their live stream is down: a list or
 * an open ticket asks again every 20 seconds while its tab is visible (docs/decisions/live-desk-by-notify.md).
 */
export const LIVE_REFRESH_MS = 20_000;

/** No polling while the stream is connected: its events invalidate the same queries. */
export const liveRefresh = {
  refetchInterval: () => (liveState().connected ? false : LIVE_REFRESH_MS),
  refetchIntervalInBackground: false,
} as const;
