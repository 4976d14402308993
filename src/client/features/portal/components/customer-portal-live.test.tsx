import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_REFRESH_MS } from '#client/lib/live-refresh.ts';
import type { TicketStatus } from '#shared/constants.ts';
import type { Ticket, TicketResponse } from '#shared/schemas/ticket.ts';
import { fakeApi } from '#tests/support/fake-fetch.ts';
import { renderAccountPage } from '#tests/support/render-account-page.tsx';
import { storeCustomerSession } from '#tests/support/stored-session.ts';
import { CustomerPortal } from './customer-portal.tsx';

vi.mock('#client/lib/toast.ts', () => ({ showToast: vi.fn() }));

const id = '6f1c1d3e-8a53-4a53-9a1b-1d2e3f4a5b6c';
const ticket = (status: TicketStatus): Ticket => ({
  id,
  subject: 'Cannot export my invoices',
  description: 'The export button does nothing.',
  status,
  name: 'Ada',
  email: 'ada@example.com',
  isVerified: true,
  createdAt: '2026-11-22T08:00:00.000Z',
  updatedAt: '2026-11-22T09:30:00.000Z',
});
const adminReply: TicketResponse = {
  id: '00000000-0000-4000-8000-000000000001',
  ticketId: id,
  text: 'We found the cause.',
  isFromAdmin: true,
  via: 'web',
  createdAt: '2026-11-22T09:31:00.000Z',
  reopenedTicket: false,
  authorName: null,
  internal: false,
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  storeCustomerSession();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the open ticket refreshes itself', () => {
  it("shows the team's new reply after 20 s without a reload, keeping the customer's typed reply and focus", async () => {
    let responses: TicketResponse[] = [];
    const api = fakeApi({
      [`GET /api/tickets/${id}`]: () => ({
        status: 200,
        body: { ticket: ticket('open'), responses, attachments: [] },
      }),
    });
    await renderAccountPage(<CustomerPortal />, { path: `/my-tickets?ticket=${id}` });
    const box = await screen.findByLabelText('Add Response');
    box.focus();
    fireEvent.change(box, { target: { value: 'Half a reply' } });

    responses = [adminReply];
    await act(() => vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS));
    expect(await screen.findByText('We found the cause.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Conversation (1 message)' })).toBeInTheDocument();
    expect(box).toHaveValue('Half a reply');
    expect(box).toHaveFocus();
    expect(api.callsTo(`GET /api/tickets/${id}`)).toHaveLength(2);
  });

  it('does not ask while the tab is hidden', async () => {
    const api = fakeApi({
      [`GET /api/tickets/${id}`]: () => ({
        status: 200,
        body: { ticket: ticket('open'), responses: [], attachments: [] },
      }),
    });
    await renderAccountPage(<CustomerPortal />, { path: `/my-tickets?ticket=${id}` });
    await screen.findByLabelText('Add Response');
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await act(() => vi.advanceTimersByTimeAsync(3 * LIVE_REFRESH_MS));
    expect(api.callsTo(`GET /api/tickets/${id}`)).toHaveLength(1);
    visibility.mockRestore();
  });
});
