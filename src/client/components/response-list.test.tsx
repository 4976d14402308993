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
    authorName: null,
    internal: false,
  },
  {
    id: 'b',
    ticketId: 't',
    text: 'Thanks!\nStill broken.',
    isFromAdmin: false,
    createdAt: new Date(2026, 10, 22, 15, 5).toISOString(),
    authorName: null,
    internal: false,
  },
];

describe('ResponseList', () => {
  it('keeps the given order and labels each response Admin or User with its time', async () => {
    await renderApp(<ResponseList responses={responses} audience="desk" />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'AdminNov 22, 2026, 9:05 AMWe are on it.',
      'UserNov 22, 2026, 3:05 PMThanks!\nStill broken.',
    ]);
  });

  it('says Utilisateur in French', async () => {
    await renderApp(<ResponseList responses={responses} audience="desk" />, { language: 'fr' });
    expect(screen.getByText('Utilisateur')).toBeInTheDocument();
    expect(screen.getByText('22 nov. 2026, 15 h 05')).toBeInTheDocument();
  });
});

describe('ResponseList and the team member who replied', () => {
  const named = responses.slice(0, 1).map((response) => ({ ...response, authorName: 'Ana Agent' }));

  it('shows the desk the Admin label and the member’s name', async () => {
    await renderApp(<ResponseList responses={named} audience="desk" />);
    expect(screen.getByRole('listitem').textContent).toBe('AdminAna AgentNov 22, 2026, 9:05 AMWe are on it.');
  });

  it('shows the customer ‘Name (Support team)’, in French too', async () => {
    await renderApp(<ResponseList responses={named} audience="customer" />);
    expect(screen.getByText('Ana Agent (Support team)')).toBeInTheDocument();
  });

  it('says équipe de soutien in French', async () => {
    await renderApp(<ResponseList responses={named} audience="customer" />, { language: 'fr' });
    expect(screen.getByText('Ana Agent (équipe de soutien)')).toBeInTheDocument();
  });
});

describe('ResponseList and the team’s notes', () => {
  it('marks a note as an internal note, with its author, apart from replies', async () => {
    const note = { ...responses[0], id: 'n', internal: true, authorName: 'Ana Agent' } as TicketResponse;
    await renderApp(<ResponseList responses={[note]} audience="desk" />);
    expect(screen.getByRole('listitem').textContent).toBe(
      'Internal noteAna AgentNov 22, 2026, 9:05 AMWe are on it.',
    );
  });
});
