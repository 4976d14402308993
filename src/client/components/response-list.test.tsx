import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TicketResponse } from '#shared/schemas/ticket.ts';
import { renderApp } from '#tests/support/render-app.tsx';
import { ResponseList } from './response-list.tsx';

const responses: TicketResponse[] = [
  {
    id: 'a',
    ticketId: 't',
    text: 'We are on it.',
    isFromAdmin: true,
    via: 'web' as const,
    createdAt: new Date(2026, 10, 22, 9, 5).toISOString(),
    reopenedTicket: false,
    authorName: null,
    internal: false,
  },
  {
    id: 'b',
    ticketId: 't',
    text: 'Thanks!\nStill broken.',
    isFromAdmin: false,
    via: 'web' as const,
    createdAt: new Date(2026, 10, 22, 15, 5).toISOString(),
    reopenedTicket: false,
    authorName: null,
    internal: false,
  },
];

describe('ResponseList', () => {
  it('keeps the given order and labels each response Admin or User with its time', async () => {
    await renderApp(<ResponseList responses={responses} files={[]} audience="desk" />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'AdminNov 22, 2026, 9:05 AMWe are on it.',
      'UserNov 22, 2026, 3:05 PMThanks!\nStill broken.',
    ]);
  });

  it('says under a reply that it reopened the ticket, in both languages', async () => {
    const reopening = responses.slice(1).map((reply) => ({ ...reply, id: 'c', reopenedTicket: true }));
    const { unmount } = await renderApp(
      <ResponseList responses={reopening} files={[]} audience="customer" />,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent(/Still broken\.This reply reopened the ticket\.$/);
    unmount();
    await renderApp(<ResponseList responses={reopening} files={[]} audience="customer" />, {
      language: 'fr',
    });
    expect(screen.getByText('Cette réponse a rouvert la demande.')).toBeInTheDocument();
  });

  it('says Utilisateur in French', async () => {
    await renderApp(<ResponseList responses={responses} files={[]} audience="desk" />, { language: 'fr' });
    expect(screen.getByText('Utilisateur')).toBeInTheDocument();
    expect(screen.getByText('22 nov. 2026, 15 h 05')).toBeInTheDocument();
  });

  it('says which responses came by email, in both languages', async () => {
    const emailed: TicketResponse[] = responses.slice(1).map((response) => ({ ...response, via: 'email' }));
    const view = await renderApp(<ResponseList responses={emailed} files={[]} audience="customer" />);
    expect(screen.getByRole('listitem')).toHaveTextContent('by email');
    view.unmount();
    await renderApp(<ResponseList responses={emailed} files={[]} audience="customer" />, { language: 'fr' });
    expect(screen.getByRole('listitem')).toHaveTextContent('par courriel');
  });
});

describe('ResponseList and the team member who replied', () => {
  const named = responses.slice(0, 1).map((response) => ({ ...response, authorName: 'Ana Agent' }));

  it('shows the desk the Admin label and the member’s name', async () => {
    await renderApp(<ResponseList responses={named} files={[]} audience="desk" />);
    expect(screen.getByRole('listitem').textContent).toBe('AdminAna AgentNov 22, 2026, 9:05 AMWe are on it.');
  });

  it('shows the customer ‘Name (Support team)’, in French too', async () => {
    await renderApp(<ResponseList responses={named} files={[]} audience="customer" />);
    expect(screen.getByText('Ana Agent (Support team)')).toBeInTheDocument();
  });

  it('says équipe de soutien in French', async () => {
    await renderApp(<ResponseList responses={named} files={[]} audience="customer" />, { language: 'fr' });
    expect(screen.getByText('Ana Agent (équipe de soutien)')).toBeInTheDocument();
  });
});

describe('ResponseList and the team’s notes', () => {
  it('marks a note as an internal note, with its author, apart from replies', async () => {
    const note = { ...responses[0], id: 'n', internal: true, authorName: 'Ana Agent' } as TicketResponse;
    await renderApp(<ResponseList responses={[note]} files={[]} audience="desk" />);
    expect(screen.getByRole('listitem').textContent).toBe(
      'Internal noteAna AgentNov 22, 2026, 9:05 AMWe are on it.',
    );
  });
});
