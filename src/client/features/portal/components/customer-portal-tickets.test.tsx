import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '#client/lib/toast.ts';
import type { TicketStatus } from '#shared/constants.ts';
import type { Ticket, TicketResponse } from '#shared/schemas/ticket.ts';
import { fakeApi } from '#tests/support/fake-fetch.ts';
import { renderAccountPage } from '#tests/support/render-account-page.tsx';
import { storeCustomerSession } from '#tests/support/stored-session.ts';
import { CustomerPortal } from './customer-portal.tsx';

vi.mock('#client/lib/toast.ts', () => ({ showToast: vi.fn() }));

const id = '6f1c1d3e-8a53-4a53-9a1b-1d2e3f4a5b6c';
const ticket = (status: TicketStatus = 'open'): Ticket => ({
  id,
  subject: 'Cannot export my invoices',
  description: 'The export button does nothing.',
  status,
  name: 'Ada',
  email: 'ada@example.com',
  isVerified: true,
  createdAt: new Date(2026, 10, 22, 8, 0).toISOString(),
  updatedAt: new Date(2026, 10, 22, 9, 30).toISOString(),
});
const response = (n: number, isFromAdmin: boolean): TicketResponse => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  ticketId: id,
  text: `message ${n}`,
  isFromAdmin,
  via: 'web',
  createdAt: new Date(2026, 10, 22, 9, n).toISOString(),
  reopenedTicket: false,
  authorName: null,
  internal: false,
});
const page = (tickets: Ticket[], total = tickets.length) => ({ tickets, page: 1, pageSize: 20, total });
const failure = (status: number) => ({ status, body: { error: { code: 'e', message: 'e' } } });

beforeEach(() => {
  storeCustomerSession();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the ticket list', () => {
  it('shows each ticket with its badge, short id, created and updated times and View Details', async () => {
    fakeApi({
      'GET /api/tickets?page=1': () => ({ status: 200, body: page([ticket('in_progress')]) }),
    });
    await renderAccountPage(<CustomerPortal />);
    const item = (await screen.findByRole('heading', { name: 'Cannot export my invoices' })).closest('li');
    const card = within(item as HTMLElement);
    expect(card.getByText('The export button does nothing.')).toHaveClass('line-clamp-2');
    expect(card.getByText('in progress')).toHaveClass('bg-yellow-50');
    expect(card.getByText('ID: 6f1c1d3e...')).toBeInTheDocument();
    expect(card.getByText('Created Nov 22, 2026, 8:00 AM')).toBeInTheDocument();
    expect(card.getByText('Updated Nov 22, 2026, 9:30 AM')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'View Details' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('pages through a long list', async () => {
    const api = fakeApi({
      'GET /api/tickets?page=1': () => ({ status: 200, body: page([ticket()], 41) }),
      'GET /api/tickets?page=2': () => ({ status: 200, body: { ...page([ticket()], 41), page: 2 } }),
    });
    const { user } = await renderAccountPage(<CustomerPortal />);
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your tickets' })).toHaveFocus();
    expect(api.callsTo('GET /api/tickets?page=2')).toHaveLength(1);
  });

  it('raises Failed to fetch tickets and offers to try again', async () => {
    let attempts = 0;
    fakeApi({
      'GET /api/tickets?page=1': () =>
        ++attempts === 1 ? failure(500) : { status: 200, body: page([ticket()]) },
    });
    const { user } = await renderAccountPage(<CustomerPortal />);
    await user.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(showToast).toHaveBeenCalledWith('error', 'Error', 'Failed to fetch tickets');
    expect(await screen.findByRole('heading', { name: 'Cannot export my invoices' })).toBeInTheDocument();
  });
});

describe('the ticket detail', () => {
  async function openTicket(handlers: Parameters<typeof fakeApi>[0], language: 'en' | 'fr' = 'en') {
    const api = fakeApi({
      'GET /api/tickets?page=1': () => ({ status: 200, body: page([ticket()]) }),
      ...handlers,
    });
    const view = await renderAccountPage(<CustomerPortal />, { language });
    await view.user.click(
      await screen.findByRole('button', { name: language === 'en' ? 'View Details' : 'Voir les détails' }),
    );
    return { ...view, api };
  }

  it('shows the original request and the conversation oldest first, and focuses the subject', async () => {
    await openTicket({
      [`GET /api/tickets/${id}`]: () => ({
        status: 200,
        body: { ticket: ticket(), responses: [response(1, true), response(2, false)], attachments: [] },
      }),
    });
    const subject = await screen.findByRole('heading', { level: 2, name: 'Cannot export my invoices' });
    expect(subject).toHaveFocus();
    expect(screen.getByText(`Ticket ID: ${id}`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Original Request' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Conversation (2 messages)' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Admin.*message 1$/),
      expect.stringMatching(/^User.*message 2$/),
    ]);
  });

  it.each([
    ['en', [response(1, false)], 'Conversation (1 message)'],
    ['en', [], 'Conversation (0 messages)'],
    ['fr', [response(1, false)], 'Conversation (1 message)'],
    ['fr', [response(1, false), response(2, true)], 'Conversation (2 messages)'],
  ] as const)('in %s counts %j as %s', async (language, responses, title) => {
    await openTicket(
      {
        [`GET /api/tickets/${id}`]: () => ({
          status: 200,
          body: { ticket: ticket(), responses, attachments: [] },
        }),
      },
      language,
    );
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('invites the first response when there is none', async () => {
    await openTicket({
      [`GET /api/tickets/${id}`]: () => ({
        status: 200,
        body: { ticket: ticket(), responses: [], attachments: [] },
      }),
    });
    expect(await screen.findByText('No responses yet. Be the first to add one!')).toBeInTheDocument();
  });

  it('refuses an empty response, sends a trimmed one, clears the box and reloads the list', async () => {
    const responses: TicketResponse[] = [];
    const { user, api } = await openTicket({
      [`GET /api/tickets/${id}`]: () => ({
        status: 200,
        body: { ticket: ticket(), responses, attachments: [] },
      }),
      [`POST /api/tickets/${id}/responses`]: () => {
        responses.push(response(3, false));
        return { status: 201, body: { response: response(3, false) } };
      },
    });
    const box = await screen.findByLabelText('Add Response');
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Send Response' }));
    expect(showToast).toHaveBeenCalledWith(
      'error',
      'Empty Response',
      'Please enter a response before submitting',
    );
    expect(api.callsTo(`POST /api/tickets/${id}/responses`)).toEqual([]);

    await user.type(box, ' Still broken. ');
    await user.click(screen.getByRole('button', { name: 'Send Response' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        'success',
        'Response Sent',
        'Your response has been added to the ticket',
      ),
    );
    expect(api.callsTo(`POST /api/tickets/${id}/responses`)[0]?.body).toEqual({ text: 'Still broken.' });
    expect(box).toHaveValue('');
    expect(screen.getByText('message 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Tickets' }));
    await waitFor(() => expect(api.callsTo('GET /api/tickets?page=1')).toHaveLength(2));
  });

  it('keeps the text and says Failed to Send when the response is refused', async () => {
    const { user } = await openTicket({
      [`GET /api/tickets/${id}`]: () => ({
        status: 200,
        body: { ticket: ticket(), responses: [], attachments: [] },
      }),
      [`POST /api/tickets/${id}/responses`]: () => failure(500),
    });
    await user.type(await screen.findByLabelText('Add Response'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Response' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        'error',
        'Failed to Send',
        'There was an error sending your response',
      ),
    );
    expect(screen.getByLabelText('Add Response')).toHaveValue('Hello');
  });

  it('closes the ticket: the reply box gives way to the closed notice, which takes the focus', async () => {
    let status: TicketStatus = 'open';
    const { user, api } = await openTicket({
      [`GET /api/tickets/${id}`]: () => ({
        status: 200,
        body: { ticket: ticket(status), responses: [], attachments: [] },
      }),
      [`PATCH /api/tickets/${id}`]: () => {
        status = 'closed';
        return { status: 200, body: { ticket: ticket(status) } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Close Ticket' }));
    const notice = await screen.findByText('This ticket is closed and no longer accepts responses.');
    expect(notice).toHaveFocus();
    expect(screen.getByRole('status')).toContainElement(notice);
    expect(api.callsTo(`PATCH /api/tickets/${id}`)[0]?.body).toEqual({ status: 'closed' });
    expect(showToast).toHaveBeenCalledWith(
      'success',
      'Ticket Closed',
      'Your ticket has been marked as closed',
    );
    expect(screen.queryByLabelText('Add Response')).not.toBeInTheDocument();
    expect(screen.getByText('closed')).toHaveClass('bg-stone-100');
  });

  it('says Failed to close ticket when closing fails', async () => {
    const { user } = await openTicket({
      [`GET /api/tickets/${id}`]: () => ({
        status: 200,
        body: { ticket: ticket(), responses: [], attachments: [] },
      }),
      [`PATCH /api/tickets/${id}`]: () => failure(500),
    });
    await user.click(await screen.findByRole('button', { name: 'Close Ticket' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', 'Error', 'Failed to close ticket'));
    expect(screen.getByLabelText('Add Response')).toBeInTheDocument();
  });

  it('says Failed to load ticket responses when the ticket cannot be loaded', async () => {
    await openTicket({ [`GET /api/tickets/${id}`]: () => failure(404) });
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith('error', 'Error', 'Failed to load ticket responses'),
    );
    expect(screen.getByRole('button', { name: 'Back to Tickets' })).toBeInTheDocument();
  });

  it('goes Back to Tickets with the focus on the ticket it came from', async () => {
    const { user } = await openTicket({
      [`GET /api/tickets/${id}`]: () => ({
        status: 200,
        body: { ticket: ticket('closed'), responses: [], attachments: [] },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Back to Tickets' }));
    expect(await screen.findByRole('button', { name: 'View Details' })).toHaveFocus();
  });
});
