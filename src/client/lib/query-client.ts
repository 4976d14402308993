import { QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from './api-fetch.ts';

const MAX_QUERY_RETRIES = 3;

/**
 * Retrying a 4xx cannot succeed (no session, not allowed, not found, bad input); server errors and
 * network failures keep TanStack Query's default back-off (1 s doubling, capped at 30 s).
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}

/** Drops the cached queries under `key`: an account's, when its session ends. */
export function useForgetQueries(key: QueryKey): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.removeQueries({ queryKey: key }), [queryClient, key]);
}
