/**
 * How the portal and the admin desk keep up without a reload: a list or an open ticket asks again every
 * 20 seconds while its tab is visible (none in a background tab). Polling rather than server-sent events:
 * one indexed page query per viewer every 20 s is cheap next to an open connection per viewer, and works
 * through any proxy. The issue allows 15–30 s.
 */
export const LIVE_REFRESH_MS = 20_000;

export const liveRefresh = {
  refetchInterval: LIVE_REFRESH_MS,
  refetchIntervalInBackground: false,
} as const;
