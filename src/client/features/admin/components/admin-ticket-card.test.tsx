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
  status: 'open',
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
const path = `/api/admin/tickets/${ticket.id}`;
const responses = [
  {
    id: 'a1c1d3e0-8a53-4a53-9a1b-1d2e3f4a5b6c',
    ticketId: ticket.id,
    text: 'Still broken.',
    isFromAdmin: false,
    via: 'web',
    createdAt: '2026-03-01T16:00:00.000Z',
  },
  {
    id: 'b1c1d3e0-8a53-4a53-9a1b-1d2e3f4a5b6c',
    ticketId: ticket.id,
    text: 'Looking into it.',
    isFromAdmin: true,
    via: 'web',
    createdAt: '2026-03-01T17:00:00.000Z',
  },
];

beforeEach(() => vi.mocked(showToast).mockClear());

describe('a ticket card', () => {
  it('marks, in words, a sender who has not confirmed their email yet', async () => {
    fakeApi({});
    const view = await renderAccountPage(<AdminTicketCard ticket={{ ...ticket, emailConfirmed: false }} />);
    const card = screen.getByRole('article', { name: 'Invoice export is empty' });
    expect(within(card).getByText('Email not confirmed')).toBeInTheDocument();
    view.unmount();
    await renderAccountPage(<AdminTicketCard ticket={ticket} />, { language: 'fr' });
    expect(screen.queryByText('Courriel non confirmé')).toBeNull();
  });

  it('marks, in words, a ticket whose mail bounced (issue 46)', async () => {
    fakeApi({});
    const view = await renderAccountPage(<AdminTicketCard ticket={{ ...ticket, mailBounced: true }} />);
    const card = screen.getByRole('article', { name: 'Invoice export is empty' });
    expect(within(card).getByText('Email bounced')).toBeInTheDocument();
    view.unmount();
    await renderAccountPage(<AdminTicketCard ticket={{ ...ticket, mailBounced: true }} />, {
      language: 'fr',
    });
    expect(screen.getByText('Courriel retourné')).toBeInTheDocument();
  });

  it('marks, in words, a ticket filed without signing in as its customer (issue 26)', async () => {
    fakeApi({});
    const view = await renderAccountPage(<AdminTicketCard ticket={{ ...ticket, isVerified: false }} />);
    const card = screen.getByRole('article', { name: 'Invoice export is empty' });
    expect(within(card).getByText('Filed without signing in')).toBeInTheDocument();
    view.unmount();
    await renderAccountPage(<AdminTicketCard ticket={{ ...ticket, isVerified: false }} />, {
      language: 'fr',
    });
    expect(screen.getByText('Soumise sans connexion')).toBeInTheDocument();
    await renderAccountPage(<AdminTicketCard ticket={ticket} />);
    expect(screen.queryByText('Filed without signing in')).toBeNull();
  });

  it('marks a ticket whose customer wrote last as waiting on the team, and says who wrote last', async () => {
    fakeApi({});
    const view = await renderAccountPage(<AdminTicketCard ticket={ticket} />);
    const card = screen.getByRole('article', { name: 'Invoice export is empty' });
    expect(within(card).getByText('Waiting on the team')).toBeInTheDocument();
    expect(within(card).getByText(/^Last activity Mar 1, 2026, .+, by the customer$/)).toBeInTheDocument();
    view.unmount();
    const answered = { ...ticket, lastSpeaker: 'team' as const, updatedAt: '2026-03-02T15:05:00.000Z' };
    const french = await renderAccountPage(<AdminTicketCard ticket={answered} />, { language: 'fr' });
    expect(screen.queryByText('En attente de l’équipe')).toBeNull();
    expect(screen.getByText(/^Dernière activité le 2 mars 2026, .+, par l’équipe$/)).toBeInTheDocument();
    french.unmount();
    await renderAccountPage(<AdminTicketCard ticket={{ ...ticket, status: 'resolved' }} />, {
      language: 'fr',
    });
    expect(screen.queryByText('En attente de l’équipe')).toBeNull();
  });

  it('reaches Respond before Delete with Tab, as they read', async () => {
    const { user } = await renderAccountPage(<AdminTicketCard ticket={ticket} />);
    const respond = screen.getByRole('button', { name: /^Respond/ });
    const remove = screen.getByRole('button', { name: /^Delete/ });
    respond.focus();
    await user.tab();
    expect(remove).toHaveFocus();
  });

  it('changes the status at once and says so, with the underscore shown as a space', async () => {
    const api = fakeApi({
      [`PATCH ${path}`]: () => ({ status: 200, body: { ticket: { ...ticket, status: 'in_progress' } } }),
    });
    const { user } = await renderAccountPage(<AdminTicketCard ticket={ticket} />);
    await user.selectOptions(screen.getByLabelText(/^Status/), 'In Progress');
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        'success',
        'Status Updated',
        'Ticket status changed to in progress',
      ),
    );
    expect(api.callsTo(`PATCH ${path}`)[0]?.body).toEqual({ status: 'in_progress' });
  });

  it('says Failed to update ticket status when the change fails', async () => {
    fakeApi({
      [`PATCH ${path}`]: () => ({ status: 500, body: { error: { code: 'x', message: 'x' } } }),
    });
    const { user } = await renderAccountPage(<AdminTicketCard ticket={ticket} />);
    await user.selectOptions(screen.getByLabelText(/^Status/), 'Closed');
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith('error', 'Error', 'Failed to update ticket status'),
    );
  });

  it('opens the conversation oldest first and answers it; a failed answer keeps the text', async () => {
    let fail = false;
    const api = fakeApi({
      [`GET ${path}`]: () => ({
        status: 200,
        body: {
          ticket,
          responses,
          attachments: [],
          deliveries: [
            { responseId: responses[1]?.id, state: 'bounced', reason: 'refused', detail: '550 No such user' },
          ],
          mailBounced: true,
        },
      }),
      [`POST ${path}/responses`]: (body) =>
        fail
          ? { status: 500, body: { error: { code: 'x', message: 'x' } } }
          : {
              status: 201,
              body: {
                response: {
                  ...responses[1],
                  id: 'c1c1d3e0-8a53-4a53-9a1b-1d2e3f4a5b6c',
                  text: (body as { text: string }).text,
                },
              },
            },
    });
    const { user } = await renderAccountPage(<AdminTicketCard ticket={ticket} />);
    await user.click(screen.getByRole('button', { name: /^Respond/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Respond to: Invoice export is empty' });
    await within(dialog).findByText('Conversation (2 messages)');
    const items = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items[0]).toMatch(/^User.*Still broken\./);
    expect(items[1]).toMatch(/^Admin.*Looking into it\./);
    // Its email's delivery, in words, and the bounce on the ticket.
    expect(items[1]).toContain("Email bouncedThe customer's mail server refused the address.");
    expect(items[1]).toContain('Mail server: 550 No such user');
    within(dialog).getByText(`Emails to ${ticket.email} bounced: the customer may not get your replies.`);

    const send = within(dialog).getByRole('button', { name: 'Send Response' });
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Add Response'), '  Fixed now.  ');
    await user.click(send);
    await within(dialog).findByText('Conversation (3 messages)');
    expect(api.callsTo(`POST ${path}/responses`)[0]?.body).toEqual({ text: 'Fixed now.', seenResponses: 2 });
    expect(within(dialog).getByLabelText('Add Response')).toHaveValue('');

    fail = true;
    await user.type(within(dialog).getByLabelText('Add Response'), 'Again');
    await user.click(send);
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith('error', 'Error', 'Failed to submit response'),
    );
    expect(within(dialog).getByLabelText('Add Response')).toHaveValue('Again');
  });

  it('shows no reply box on a closed ticket', async () => {
    const closed = { ...ticket, status: 'closed' as const };
    fakeApi({
      [`GET ${path}`]: () => ({
        status: 200,
        body: { ticket: closed, responses: [], attachments: [], deliveries: [], mailBounced: false },
      }),
    });
    const { user } = await renderAccountPage(<AdminTicketCard ticket={closed} />);
    await user.click(screen.getByRole('button', { name: /^Respond/ }));
    await screen.findByText(/This ticket is closed and no longer accepts responses/);
    expect(screen.queryByLabelText('Add Response')).toBeNull();
  });
});
