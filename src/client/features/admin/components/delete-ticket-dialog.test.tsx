import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '#client/lib/toast.ts';
import type { AdminTicket } from '#shared/schemas/admin-tickets.ts';
import { fakeApi } from '#tests/support/fake-fetch.ts';
import { renderAccountPage } from '#tests/support/render-account-page.tsx';
import { AdminTicketCard } from './admin-ticket-card.tsx';

vi.mock('#client/lib/toast.ts', () => ({ showToast: vi.fn() }));

const ticket: AdminTicket = {
  id: '6f1c1d3e-8a53-4a53-9a1b-1d2e3f4a5b6c',
  subject: 'Invoice export is empty',
  description: 'The PDF has no pages.',
  status: 'closed',
  name: 'Chloé Tremblay',
  email: 'chloe@shop.ca',
  isVerified: true,
  createdAt: '2026-03-01T15:05:00.000Z',
  updatedAt: '2026-03-01T15:05:00.000Z',
  responseCount: 2,
  lastSpeaker: 'customer',
  emailConfirmed: true,
  mailBounced: false,
  assignee: null,
};
const route = `DELETE /api/admin/tickets/${ticket.id}`;

beforeEach(() => vi.mocked(showToast).mockClear());

describe("a ticket card's Delete", () => {
  it('asks first, naming the ticket and who filed it, and Cancel deletes nothing', async () => {
    const api = fakeApi({ [route]: () => ({ status: 204 }) });
    const { user } = await renderAccountPage(<AdminTicketCard ticket={ticket} />);
    await user.click(screen.getByRole('button', { name: /^Delete ?: Invoice export is empty$/ }));
    const dialog = screen.getByRole('alertdialog', { name: "Delete the ticket 'Invoice export is empty'?" });
    expect(within(dialog).getByText(/Chloé Tremblay \(chloe@shop.ca\) and every reply/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Delete ?: Invoice export is empty$/ })).toHaveFocus();
    expect(api.callsTo(route)).toHaveLength(0);
  });

  it('deletes after the confirmation and says so', async () => {
    const api = fakeApi({ [route]: () => ({ status: 204 }) });
    const { user } = await renderAccountPage(<AdminTicketCard ticket={ticket} />);
    await user.click(screen.getByRole('button', { name: /^Delete ?: Invoice export is empty$/ }));
    await user.click(screen.getByRole('button', { name: 'Delete ticket' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        'success',
        'Ticket Deleted',
        'The ticket and its replies have been deleted.',
      ),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo(route)).toHaveLength(1);
  });

  it('keeps the dialog open and says so when the deletion fails', async () => {
    fakeApi({ [route]: () => ({ status: 500, body: { error: { code: 'e', message: 'e' } } }) });
    const { user } = await renderAccountPage(<AdminTicketCard ticket={ticket} />);
    await user.click(screen.getByRole('button', { name: /^Delete ?: Invoice export is empty$/ }));
    await user.click(screen.getByRole('button', { name: 'Delete ticket' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith('error', 'Error', 'Failed to delete the ticket'),
    );
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
