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
    createdAt: new Date(2026, 10, 22, 9, 5).toISOString(),
    reopenedTicket: false,
  },
  {
    id: 'b',
    ticketId: 't',
    text: 'Thanks!\nStill broken.',
    isFromAdmin: false,
    createdAt: new Date(2026, 10, 22, 15, 5).toISOString(),
    reopenedTicket: false,
  },
];

describe('ResponseList', () => {
  it('keeps the given order and labels each response Admin or User with its time', async () => {
    await renderApp(<ResponseList responses={responses} files={[]} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'AdminNov 22, 2026, 9:05 AMWe are on it.',
      'UserNov 22, 2026, 3:05 PMThanks!\nStill broken.',
    ]);
  });

  it('says under a reply that it reopened the ticket, in both languages', async () => {
    const reopening = responses.slice(1).map((reply) => ({ ...reply, id: 'c', reopenedTicket: true }));
    const { unmount } = await renderApp(<ResponseList responses={reopening} files={[]} />);
    expect(screen.getByRole('listitem')).toHaveTextContent(/Still broken\.This reply reopened the ticket\.$/);
    unmount();
    await renderApp(<ResponseList responses={reopening} files={[]} />, { language: 'fr' });
    expect(screen.getByText('Cette réponse a rouvert la demande.')).toBeInTheDocument();
  });

  it('says Utilisateur in French', async () => {
    await renderApp(<ResponseList responses={responses} files={[]} />, { language: 'fr' });
    expect(screen.getByText('Utilisateur')).toBeInTheDocument();
    expect(screen.getByText('22 nov. 2026, 15 h 05')).toBeInTheDocument();
  });
});
