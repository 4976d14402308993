import { type LoadFigures, type LoadRequest, measureLoad } from './load.ts';

/** The desk's list without a search, in each order and with the filters most used beside it. */
export const deskListQueries = [
  { label: 'sorted by last activity', query: '' },
  { label: 'sorted by created', query: '?order=created' },
  { label: 'sorted by last activity, Open', query: '?status=open' },
  { label: "sorted by last activity, view 'Mine'", query: '?view=mine' },
  { label: "sorted by last activity, view 'Unassigned'", query: '?view=unassigned' },
  { label: 'sorted by last activity, page 100', query: '?page=100' },
] as const;

/** Each list query at `connections`, one after another. */
export async function measureDeskLists(
  baseUrl: string,
  adminGet: (path: string) => LoadRequest,
  seconds: number,
  connections: number,
  log: (message: string) => void,
): Promise<Record<string, LoadFigures>> {
  const lists: Record<string, LoadFigures> = {};
  for (const { label, query } of deskListQueries) {
    log(`desk: admin list, ${label}`);
    lists[label] = await measureLoad(baseUrl, adminGet(`/api/admin/tickets${query}`), seconds, connections);
  }
  return lists;
}
