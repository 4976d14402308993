import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '#tests/support/render-app.tsx';
import { fakeTicketFormApi } from '#tests/support/ticket-form-api.ts';
import { TicketFormDialog } from './ticket-form-dialog.tsx';

vi.mock('#client/lib/toast.ts', () => ({ showToast: vi.fn() }));

configure({ asyncUtilTimeout: 3000 });

beforeEach(() => {
  fakeTicketFormApi();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

async function renderDialog(language: 'en' | 'fr' = 'en') {
  const user = userEvent.setup();
  await renderApp(<TicketFormDialog open onOpenChange={vi.fn()} />, { language });
  return user;
}

describe('TicketFormDialog marks what stops the ticket', () => {
  it('marks each blank field with its message, focuses the first, and clears each mark once filled', async () => {
    const user = await renderDialog();
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    const email = screen.getByLabelText('Email');
    for (const label of ['Email', 'Name', 'Subject', 'Description']) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('This field is required.');
    }
    expect(email).toHaveFocus();
    await user.type(email, 'ada@example');
    expect(email).toHaveAccessibleDescription('Enter an email address like name@company.ca.');
    await user.type(email, '.com');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).not.toHaveAccessibleDescription();
    await user.type(screen.getByLabelText('Name'), 'Ada');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
  });

  it('marks the fields in French', async () => {
    const user = await renderDialog('fr');
    await user.click(screen.getByRole('button', { name: 'Soumettre la demande' }));
    expect(screen.getByLabelText('Courriel')).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(screen.getByLabelText('Courriel')).toHaveFocus();
  });
});
