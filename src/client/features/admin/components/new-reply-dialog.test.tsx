import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TicketResponse } from '#shared/schemas/ticket.ts';
import { fakeApi } from '#tests/support/fake-fetch.ts';
import { renderAccountPage } from '#tests/support/render-account-page.tsx';
import { useAdminTicket } from '../api.ts';
import { ResponseForm } from './response-form.tsx';

vi.mock('#client/lib/toast.ts', () => ({ showToast: vi.fn() }));

const id = '6f1c1d3e-8a53-4a53-9a1b-1d2e3f4a5b6c';
const message = (text: string, n: number): TicketResponse => ({
  id: `a1c1d3e0-8a53-4a53-9a1b-1d2e3f4a5b6${n}`,
  ticketId: id,
  text,
  isFromAdmin: false,
  via: 'web',
  createdAt: '2026-11-20T10:00:00.000Z',
  reopenedTicket: false,
  authorName: null,
  internal: false,
});

/** The server's side: a reply counted on fewer messages than it has is refused, as the API does. */
function fakeDesk(responses: TicketResponse[]) {
  const detail = () => ({
    status: 200,
    body: {
      ticket: { id, subject: 'Refund', description: 'Where is it?', status: 'open', name: 'Chloé' },
      responses,
      attachments: [],
      assignee: null,
      language: 'en',
      deliveries: [],
      mailBounced: false,
    },
  });
  return fakeApi({
    'GET /api/admin/saved-replies': () => ({ status: 200, body: { replies: [] } }),
    [`GET /api/admin/tickets/${id}`]: detail,
    [`POST /api/admin/tickets/${id}/responses`]: (body) => {
      const { text, seenResponses } = body as { text: string; seenResponses: number };
      if (seenResponses < responses.length)
        return { status: 409, body: { error: { code: 'ticket_changed', message: 'A new reply arrived.' } } };
      responses.push({ ...message(text, responses.length), isFromAdmin: true });
      return { status: 201, body: { response: responses.at(-1) } };
    },
  });
}

function Dialog() {
  const detail = useAdminTicket(id).data;
  if (!detail) return null;
  return <ResponseForm ticket={{ id, name: 'Chloé', language: 'en' }} conversation={detail} />;
}

describe("the reply box on a ticket that changed: 'A new reply arrived'", () => {
  it('asks first, shows the new message, and sends anyway on what it showed', async () => {
    const responses = [message('Any news?', 1)];
    const api = fakeDesk(responses);
    const { user } = await renderAccountPage(<Dialog />);
    await user.type(await screen.findByLabelText('Add Response'), 'Refund sent today.');
    responses.push(message('Never mind, it arrived!', 2));
    await user.click(screen.getByRole('button', { name: 'Send Response' }));

    const prompt = await screen.findByRole('alertdialog', { name: 'A new reply arrived' });
    expect(prompt).toContainElement(document.activeElement as HTMLElement);
    expect(await screen.findByText('Never mind, it arrived!')).toBeInTheDocument();
    expect(prompt).not.toHaveTextContent('Any news?');
    await user.click(screen.getByRole('button', { name: 'Send Anyway' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo(`POST /api/admin/tickets/${id}/responses`).map((call) => call.body)).toEqual([
      { text: 'Refund sent today.', seenResponses: 1 },
      { text: 'Refund sent today.', seenResponses: 2 },
    ]);
    await waitFor(() => expect(screen.getByLabelText('Add Response')).toHaveValue(''));
  });

  it('asks too when a refresh slipped the new message into the conversation while the text was written', async () => {
    const responses = [message('Any news?', 1)];
    const api = fakeDesk(responses);
    const { user, queryClient } = await renderAccountPage(<Dialog />);
    await user.type(await screen.findByLabelText('Add Response'), 'Refund sent today.');
    responses.push(message('Never mind, it arrived!', 2));
    await queryClient.refetchQueries();
    await user.click(screen.getByRole('button', { name: 'Send Response' }));
    await screen.findByRole('alertdialog', { name: 'A new reply arrived' });
    expect(api.callsTo(`POST /api/admin/tickets/${id}/responses`).map((call) => call.body)).toEqual([
      { text: 'Refund sent today.', seenResponses: 1 },
    ]);
  });

  it('lets the writer revise: the text stays and the box has the focus, in French too', async () => {
    const responses = [message('Any news?', 1)];
    fakeDesk(responses);
    const { user } = await renderAccountPage(<Dialog />, { language: 'fr' });
    const box = await screen.findByLabelText('Ajouter une réponse');
    await user.type(box, 'Remboursé.');
    responses.push(message('Merci !', 2));
    await user.click(screen.getByRole('button', { name: 'Envoyer la réponse' }));
    await screen.findByRole('alertdialog', { name: 'Une nouvelle réponse est arrivée' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(box).toHaveValue('Remboursé.');
    await waitFor(() => expect(box).toHaveFocus());
  });
});
