import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '#client/lib/toast.ts';
import { SESSION_STORAGE_KEY } from '#shared/constants.ts';
import type { AdminTicketListResponse } from '#shared/schemas/admin-tickets.ts';
import { renderAccountPage } from '#tests/support/render-account-page.tsx';
import { AdminGate } from './admin-gate.tsx';
import { TicketDesk } from './ticket-desk.tsx';

vi.mock('#client/lib/toast.ts', () => ({ showToast: vi.fn() }));

const counts = { total: 3, open: 1, in_progress: 1, resolved: 1, closed: 0 };
const ticket = {
  id: '6f1c1d3e-8a53-4a53-9a1b-1d2e3f4a5b6c',
  subject: 'Invoice export is empty',
  description: 'The PDF has no pages.',
  status: 'open' as const,
  name: 'Chloé Tremblay',
  email: 'chloe@shop.ca',
  isVerified: true,
  createdAt: '2026-03-01T15:05:00.000Z',
  updatedAt: '2026-03-01T15:05:00.000Z',
  responseCount: 2,
  lastSpeaker: 'customer' as const,
  emailConfirmed: true,
  mailBounced: false,
  assignee: null,
};

function page(overrides: Partial<AdminTicketListResponse> = {}): AdminTicketListResponse {
  return {
    tickets: [ticket],
    counts,
    views: { all: 1, mine: 0, unassigned: 1 },
    page: 1,
    pageSize: 20,
    matching: 1,
    matchingCapped: false,
    order: 'activity',
    ...overrides,
  };
}

/** Answers GET /api/admin/tickets with `answer(url)`; records every URL of the list asked for. */
function fakeList(answer: (url: URL) => [number, unknown]) {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      const url = new URL(path, 'http://localhost');
      // The cards also ask who tickets can be assigned to: only the list's calls are recorded.
      if (url.pathname === '/api/admin/tickets') urls.push(url);
      const [status, body] = answer(url);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return urls;
}

function renderTicketDesk(path = '/admin/tickets') {
  return renderAccountPage(
    <AdminGate>
      <TicketDesk />
    </AdminGate>,
    { path },
  );
}

beforeEach(() => {
  vi.mocked(showToast).mockClear();
  const now = Date.now();
  localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({ email: 'desk@example.com', type: 'admin', authenticatedAt: now, expiresAt: now + 1000 }),
  );
});

describe('the ticket desk', () => {
  it('shows the counts and each ticket with its sender, short id, time and response count', async () => {
    fakeList(() => [200, page()]);
    await renderTicketDesk();
    expect(screen.getByText('Loading tickets...')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Invoice export is empty' });
    expect(screen.getByText('From Chloé Tremblay (chloe@shop.ca)')).toBeInTheDocument();
    expect(screen.getByText('ID: 6f1c1d3e...')).toBeInTheDocument();
    expect(screen.getByText('2 responses')).toBeInTheDocument();
    expect(screen.getByText(/^Created Mar 1, 2026/)).toBeInTheDocument();
    const cards = screen
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(cards).toEqual(['Total 3', 'Open 1', 'In Progress 1', 'Resolved 1']);
  });

  it('searches after a pause, from page 1, with the filter kept', async () => {
    const urls = fakeList(() => [200, page()]);
    await renderTicketDesk('/admin/tickets?status=open&page=3');
    await screen.findByRole('heading', { name: 'Invoice export is empty' });
    expect(urls.at(-1)?.search).toBe('?page=3&status=open');

    await userEvent.type(screen.getByPlaceholderText('Search tickets by subject, email, or name...'), '100%');
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('search')).toBe('100%'));
    expect(urls.at(-1)?.searchParams.get('status')).toBe('open');
    expect(urls.at(-1)?.searchParams.get('page')).toBe('1');
    // One request for the whole word, not one per keystroke.
    expect(urls.filter((url) => url.searchParams.has('search'))).toHaveLength(1);
  });

  it('says there are no tickets yet, or that the search or filter found none', async () => {
    fakeList(() => [200, page({ tickets: [], matching: 0 })]);
    const view = await renderTicketDesk();
    await screen.findByText('No tickets found');
    expect(screen.getByText('No support tickets have been submitted yet')).toBeInTheDocument();
    view.unmount();

    await renderTicketDesk('/admin/tickets?status=closed');
    await screen.findByText('Try adjusting your search or filter criteria');
  });

  it('raises Error / Failed to load tickets when the list fails', async () => {
    fakeList(() => [500, { error: { code: 'internal_error', message: 'boom' } }]);
    await renderTicketDesk();
    await screen.findByRole('alert');
    expect(showToast).toHaveBeenCalledWith('error', 'Error', 'Failed to load tickets');
  });

  it('shows the login form when the server no longer knows the session', async () => {
    fakeList(() => [401, { error: { code: 'unauthorized', message: 'Sign in to continue.' } }]);
    await renderTicketDesk();
    await screen.findByRole('button', { name: 'Login' });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('pages on past a capped search count while pages are full', async () => {
    const full = Array.from({ length: 20 }, (_, i) => ({
      ...ticket,
      id: `${ticket.id.slice(0, -2)}${10 + i}`,
    }));
    const urls = fakeList(() => [200, page({ tickets: full, matching: 1000, matchingCapped: true })]);
    await renderTicketDesk('/admin/tickets?search=export');
    await screen.findByText('Showing 1–20 of 1,000+');
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('page')).toBe('2'));
  });

  it('moves the focus to the top of the list on another page', async () => {
    fakeList(() => [200, page({ matching: 45 })]);
    await renderTicketDesk();
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByRole('region', { name: 'Tickets' })).toHaveFocus();
  });

  it('shows compact rows once asked, in French too, and remembers the choice', async () => {
    fakeList(() => [200, page()]);
    const view = await renderTicketDesk();
    const toggle = await screen.findByRole('button', { name: 'Compact view' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const row = screen.getByRole('article', { name: ticket.subject });
    expect(within(row).getByRole('button', { name: /^Respond/ })).toBeInTheDocument();
    expect(within(row).queryByText(ticket.description)).toBeNull();
    view.unmount();
    await renderAccountPage(
      <AdminGate>
        <TicketDesk />
      </AdminGate>,
      { path: '/admin/tickets', language: 'fr' },
    );
    expect(await screen.findByRole('button', { name: 'Vue compacte' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    localStorage.removeItem('maple-desk-layout');
  });

  it('moves between tickets with j and k, responds with r, and lists the keys behind ?', async () => {
    const second = { ...ticket, id: `${ticket.id.slice(0, -2)}99`, subject: 'Second one' };
    fakeList((url) =>
      url.pathname.endsWith(ticket.id)
        ? [
            200,
            {
              ticket,
              responses: [],
              attachments: [],
              assignee: null,
              language: 'en',
              deliveries: [],
              mailBounced: false,
            },
          ]
        : [200, page({ tickets: [ticket, second], matching: 2 })],
    );
    await renderTicketDesk();
    const first = await screen.findByRole('article', { name: ticket.subject });
    await userEvent.keyboard('j');
    expect(first).toHaveFocus();
    await userEvent.keyboard('j');
    expect(screen.getByRole('article', { name: 'Second one' })).toHaveFocus();
    await userEvent.keyboard('k');
    expect(first).toHaveFocus();
    await userEvent.keyboard('s');
    expect(within(first).getByRole('combobox', { name: /^Status/ })).toHaveFocus();
    await userEvent.keyboard('j');
    expect(within(first).getByRole('combobox', { name: /^Status/ })).toHaveFocus();
    first.focus();
    await userEvent.keyboard('r');
    expect(await screen.findByRole('dialog', { name: `Respond to: ${ticket.subject}` })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(help).getByText('Respond to the current ticket')).toBeInTheDocument();
  });
});

describe('the desk views', () => {
  it('shows Mine, Unassigned and All with their counts, and keeps the view in the URL', async () => {
    const urls = fakeList(() => [200, page({ views: { all: 12, mine: 3, unassigned: 4 } })]);
    await renderTicketDesk('/admin/tickets?status=open');
    const views = await screen.findByRole('group', { name: 'Views' });
    const mine = await within(views).findByRole('button', { name: 'Mine 3' });
    expect(within(views).getByRole('button', { name: 'All 12' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(mine);
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('view')).toBe('mine'));
    expect(urls.at(-1)?.searchParams.get('status')).toBe('open');
    expect(mine).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('the desk order', () => {
  it('lists by last activity, switches to newest tickets in the URL, and remembers it, in French too', async () => {
    const urls = fakeList((url) => [
      200,
      page({ order: url.searchParams.get('order') === 'created' ? 'created' : 'activity' }),
    ]);
    const view = await renderTicketDesk('/admin/tickets?status=open&page=2');
    const order = await screen.findByRole('combobox', { name: 'Sort tickets' });
    expect(order).toHaveDisplayValue('Last activity first');
    expect(urls.at(-1)?.searchParams.has('order')).toBe(false);
    await userEvent.selectOptions(order, 'Newest tickets first');
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('order')).toBe('created'));
    expect(urls.at(-1)?.searchParams.get('status')).toBe('open');
    expect(urls.at(-1)?.searchParams.get('page')).toBe('1');
    view.unmount();
    await renderAccountPage(
      <AdminGate>
        <TicketDesk />
      </AdminGate>,
      { path: '/admin/tickets', language: 'fr' },
    );
    expect(await screen.findByRole('combobox', { name: 'Trier les demandes' })).toHaveDisplayValue(
      'Demandes les plus récentes d’abord',
    );
    localStorage.removeItem('maple-desk-order');
  });

  it('says a search lists newest tickets first whatever the order chosen', async () => {
    fakeList(() => [200, page({ order: 'created' })]);
    await renderTicketDesk('/admin/tickets?search=export');
    const order = await screen.findByRole('combobox', { name: 'Sort tickets' });
    await screen.findByText('Search results are listed newest ticket first.');
    expect(order).toHaveAccessibleDescription('Search results are listed newest ticket first.');
  });
});
