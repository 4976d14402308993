import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '#tests/support/render-app.tsx';
import { TicketStatusBadge } from './ticket-status-badge.tsx';

describe('TicketStatusBadge', () => {
  it.each([
    ['open', 'open', 'ouverte', 'bg-blue-50'],
    ['in_progress', 'in progress', 'en cours', 'bg-yellow-50'],
    ['resolved', 'resolved', 'résolue', 'bg-green-50'],
    ['closed', 'closed', 'fermée', 'bg-stone-100'],
  ] as const)(
    'shows %s as "%s" / "%s" in its colour, with an icon',
    async (status, english, french, colour) => {
      const { unmount } = await renderApp(<TicketStatusBadge status={status} />);
      const badge = screen.getByText(english);
      expect(badge).toHaveClass(colour);
      expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
      unmount();
      await renderApp(<TicketStatusBadge status={status} />, { language: 'fr' });
      expect(screen.getByText(french)).toHaveClass(colour);
    },
  );
});
