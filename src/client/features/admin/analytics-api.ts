import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, json } from '#client/lib/api-client.ts';
import type { AnalyticsQuery } from '#shared/schemas/analytics.ts';
import { adminKeys } from './api.ts';

/** The query string of a period: only what is set, so equal periods share one URL and one cache entry. */
export function analyticsSearch(query: AnalyticsQuery): Record<string, string> {
  if (query.from && query.to) return { from: query.from, to: query.to };
  return { days: query.days ?? '30' };
}

/** The figures of a period; the one shown stays until the next arrives. */
export function useAnalytics(query: AnalyticsQuery) {
  return useQuery({
    queryKey: [...adminKeys.all, 'analytics', analyticsSearch(query)],
    queryFn: ({ signal }) =>
      json(api.admin.analytics.$get({ query: analyticsSearch(query) }, { init: { signal } })),
    placeholderData: keepPreviousData,
  });
}
