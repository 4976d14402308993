import { useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import { rememberChoice, rememberedChoice } from '#client/lib/remembered-choice.ts';
import {
  type DeskOrder,
  type DeskView,
  deskOrders,
  deskViews,
  type TicketStatus,
  ticketStatuses,
} from '#shared/constants.ts';
import type { AdminTicketListQuery } from '#shared/schemas/admin-tickets.ts';

export const SEARCH_DELAY_MS = 300;

function isStatus(value: string | null): value is TicketStatus {
  return (ticketStatuses as readonly (string | null)[]).includes(value);
}

function isView(value: string | null): value is DeskView {
  return (deskViews as readonly (string | null)[]).includes(value);
}

function isOrder(value: string | null | undefined): value is DeskOrder {
  return (deskOrders as readonly (string | null | undefined)[]).includes(value);
}

const ORDER_KEY = 'maple-desk-order';

/** The URL's order, else the one this browser last chose, else last activity first. */
function readOrder(params: URLSearchParams): DeskOrder {
  const order = params.get('order');
  if (isOrder(order)) return order;
  const remembered = rememberedChoice(ORDER_KEY);
  return isOrder(remembered) ? remembered : 'activity';
}

function readQuery(params: URLSearchParams): AdminTicketListQuery {
  const page = Number(params.get('page'));
  const status = params.get('status');
  const view = params.get('view');
  return {
    order: readOrder(params),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    search: params.get('search')?.trim() || undefined,
    status: isStatus(status) ? status : undefined,
    view: isView(view) ? view : 'all',
  };
}

/**
 * The desk's view, search, filter, order and page live in the URL (?view=&search=&status=&order=&page=), so
 * reload and the back button keep them; the order is also remembered by the browser. The search box is
 * debounced; a new search, filter or order starts again at page 1.
 */
export function useDeskQuery() {
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const [searchInput, setSearchInput] = useState(query.search ?? '');

  function update(next: AdminTicketListQuery) {
    const entries: [string, string][] = [];
    if (next.view !== 'all') entries.push(['view', next.view]);
    if (next.search) entries.push(['search', next.search]);
    if (next.status) entries.push(['status', next.status]);
    if (next.order !== 'activity') entries.push(['order', next.order]);
    if (next.page > 1) entries.push(['page', String(next.page)]);
    setParams(entries, { replace: true });
  }

  const typed = searchInput.trim() || undefined;
  // Runs after every render on purpose: each keystroke re-renders and so restarts the delay.
  useEffect(() => {
    if (typed === query.search) return;
    const timer = setTimeout(() => update({ ...query, search: typed, page: 1 }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  });

  return {
    query,
    searchInput,
    setSearchInput,
    setStatus: (status: TicketStatus | undefined) => update({ ...query, status, page: 1 }),
    setPage: (page: number) => update({ ...query, page }),
    setView: (view: DeskView) => update({ ...query, view, page: 1 }),
    setOrder: (order: DeskOrder) => {
      rememberChoice(ORDER_KEY, order);
      update({ ...query, order, page: 1 });
    },
  };
}
