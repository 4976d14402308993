import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '#tests/support/fake-fetch.ts';
import { renderAccountPage } from '#tests/support/render-account-page.tsx';
import { ResponseForm } from './response-form.tsx';

vi.mock('#client/lib/toast.ts', () => ({ showToast: vi.fn() }));

const ticket = { id: '6f1c1d3e-8a53-4a53-9a1b-1d2e3f4a5b6c', name: 'Chloé', language: 'fr' as const };
const noMessages = { responses: [], attachments: [] };
const replies = [
  {
    id: 'a1c1d3e0-8a53-4a53-9a1b-1d2e3f4a5b6c',
    title: 'Refund sent',
    bodyEn: 'Hello {{customer_name}}, refund for {{ticket_id}} sent.',
    bodyFr: 'Bonjour {{customer_name}}, remboursement de {{ticket_id}} envoyé.',
  },
  {
    id: 'b1c1d3e0-8a53-4a53-9a1b-1d2e3f4a5b6c',
    title: 'Reset password',
    bodyEn: 'Reset it.',
    bodyFr: 'Réinitialisez-le.',
  },
];

describe('the reply box and saved replies', () => {
  it('inserts one by typing / and a few letters, in the ticket’s language, placeholders filled in', async () => {
    fakeApi({ 'GET /api/admin/saved-replies': () => ({ status: 200, body: { replies } }) });
    await renderAccountPage(<ResponseForm ticket={ticket} conversation={noMessages} />);
    const box = screen.getByLabelText('Add Response');
    await userEvent.type(box, 'Merci. /re');
    const list = await screen.findByRole('listbox');
    expect(list.textContent).toBe('Refund sentReset password');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(box).toHaveValue('Merci. Réinitialisez-le.');
    await userEvent.type(box, ' /ref{Enter}');
    expect(box).toHaveValue('Merci. Réinitialisez-le. Bonjour Chloé, remboursement de 6f1c1d3e... envoyé.');
  });

  it('inserts one from the menu', async () => {
    fakeApi({ 'GET /api/admin/saved-replies': () => ({ status: 200, body: { replies } }) });
    await renderAccountPage(
      <ResponseForm ticket={{ ...ticket, language: 'en' }} conversation={noMessages} />,
    );
    await waitFor(() => expect(screen.getByLabelText('Insert a saved reply')).toBeInTheDocument());
    await userEvent.selectOptions(screen.getByLabelText('Insert a saved reply'), 'Refund sent');
    expect(screen.getByLabelText('Add Response')).toHaveValue('Hello Chloé, refund for 6f1c1d3e... sent.');
  });
});
