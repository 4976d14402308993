import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '#tests/support/render-app.tsx';
import { HomePage } from './home-page.tsx';

describe('HomePage ticket form', () => {
  it('loads the ticket form only when the footer button opens it, and closes it again', async () => {
    const user = userEvent.setup();
    await renderApp(<HomePage />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Support Ticket' }));
    expect(await screen.findByRole('dialog', { name: 'Submit Support Ticket' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
