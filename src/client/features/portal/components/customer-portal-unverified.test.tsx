import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '#client/lib/toast.ts';
import type { Ticket } from '#shared/schemas/ticket.ts';
import { fakeApi } from '#tests/support/fake-fetch.ts';
import { renderAccountPage } from '#tests/support/render-account-page.tsx';
import { storeCustomerSession } from '#tests/support/stored-session.ts';
import { CustomerPortal } from './customer-portal.tsx';

vi.mock('#client/lib/toast.ts', () => ({ showToast: vi.fn() }));

const id = '6f1c1d3e-8a53-4a53-9a1b-1d2e3f4a5b6c';
const ticket = (isVerified: boolean): Ticket => ({
  id,
  subject: 'Change my account email',
  description: 'Please change my account email to mallory@evil.test.',
  status: 'open',
  name: 'Alice',
  email: 'ada@example.com',
  isVerified,
  createdAt: new Date(2026, 10, 22, 8, 0).toISOString(),
  updatedAt: new Date(2026, 10, 22, 8, 0).toISOString(),
});
const page = (tickets: Ticket[]) => ({ tickets, page: 1, pageSize: 20, total: tickets.length });

beforeEach(() => {
  storeCustomerSession();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

async function openUnverified(handlers: Parameters<typeof fakeApi>[0], language: 'en' | 'fr' = 'en') {
  const api = fakeApi({
    'GET /api/tickets?page=1': () => ({ status: 200, body: page([ticket(false)]) }),
    [`GET /api/tickets/${id}`]: () => ({
      status: 200,
      body: { ticket: ticket(false), responses: [], attachments: [] },
    }),
    ...handlers,
  });
  const view = await renderAccountPage(<CustomerPortal />, { language });
  return { ...view, api };
}

describe('a ticket filed with the customer’s email without signing in', () => {
  it('is marked in the list and in the detail, with Yes, I filed this and Not mine', async () => {
    const { user } = await openUnverified({});
    const item = (await screen.findByRole('heading', { name: 'Change my account email' })).closest('li');
    expect(within(item as HTMLElement).getByText('Filed without signing in')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Details' }));
    const notice = await screen.findByRole('region', { name: 'Filed without signing in' });
    expect(notice).toHaveTextContent('Someone filed this ticket with your email without signing in.');
    expect(within(notice).getByRole('button', { name: 'Yes, I filed this' })).toBeInTheDocument();
    expect(within(notice).getByRole('button', { name: 'Not mine' })).toBeInTheDocument();
  });

  it('is claimed by Yes, I filed this: the mark goes and the customer is told', async () => {
    let verified = false;
    const { user, api } = await openUnverified({
      [`GET /api/tickets/${id}`]: () => ({
        status: 200,
        body: { ticket: ticket(verified), responses: [], attachments: [] },
      }),
      [`POST /api/tickets/${id}/verification`]: () => {
        verified = true;
        return { status: 200, body: { ticket: ticket(true) } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'View Details' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, I filed this' }));
    expect(api.callsTo(`POST /api/tickets/${id}/verification`)).toHaveLength(1);
    expect(showToast).toHaveBeenCalledWith(
      'success',
      'Ticket Confirmed',
      'This ticket is marked as filed by you.',
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Filed without signing in' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText('Filed without signing in')).not.toBeInTheDocument();
  });

  it('is removed by Not mine after a confirmation, back to the list', async () => {
    const { user, api } = await openUnverified({
      [`DELETE /api/tickets/${id}`]: () => ({ status: 204, body: null }),
    });
    await user.click(await screen.findByRole('button', { name: 'View Details' }));
    await user.click(await screen.findByRole('button', { name: 'Not mine' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove this ticket?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Remove Ticket' }));
    expect(api.callsTo(`DELETE /api/tickets/${id}`)).toHaveLength(1);
    expect(showToast).toHaveBeenCalledWith(
      'success',
      'Ticket Removed',
      'The ticket filed in your name has been deleted.',
    );
    expect(await screen.findByRole('heading', { name: 'Your tickets' })).toBeInTheDocument();
  });

  it('says so in French', async () => {
    const { user } = await openUnverified({}, 'fr');
    await user.click(await screen.findByRole('button', { name: 'Voir les détails' }));
    const notice = await screen.findByRole('region', { name: 'Soumise sans connexion' });
    expect(within(notice).getByRole('button', { name: 'Oui, c’est moi' })).toBeInTheDocument();
    expect(within(notice).getByRole('button', { name: 'Ce n’est pas moi' })).toBeInTheDocument();
  });

  it('shows no mark on a verified ticket', async () => {
    fakeApi({ 'GET /api/tickets?page=1': () => ({ status: 200, body: page([ticket(true)]) }) });
    await renderAccountPage(<CustomerPortal />);
    await screen.findByRole('heading', { name: 'Change my account email' });
    expect(screen.queryByText('Filed without signing in')).not.toBeInTheDocument();
  });
});
