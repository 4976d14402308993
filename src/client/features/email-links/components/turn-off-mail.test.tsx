import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '#tests/support/fake-fetch.ts';
import { renderAccountPage } from '#tests/support/render-account-page.tsx';
import { TurnOffMail } from './turn-off-mail.tsx';

vi.mock('#client/lib/toast.ts', () => ({ showToast: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A token shaped as the server signs them: base64url JSON, a dot, a signature. */
function token(subscription: object) {
  const payload = btoa(JSON.stringify(subscription))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
  return `${payload}.c2lnbmF0dXJl`;
}

const replies = token({ account: 'customer', email: 'ada@example.com', notice: 'replies' });

describe('TurnOffMail', () => {
  it('says which emails the link stops, and stops them only when the button is pressed', async () => {
    const api = fakeApi({
      'POST /api/mail/turn-off': () => ({ status: 200, body: { notice: 'replies' } }),
    });
    const { user } = await renderAccountPage(<TurnOffMail />, {
      path: `/mail/turn-off?token=${replies}&lang=en`,
    });
    expect(screen.getByRole('heading', { name: 'Turn off these emails' })).toBeInTheDocument();
    expect(
      screen.getByText(/This link stops one kind of email: the emails that tell you our team replied/),
    ).toBeInTheDocument();
    expect(api.calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Turn off these emails' }));
    expect(await screen.findByRole('heading', { name: 'Emails turned off' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent("You won't get emails about our replies anymore.");
    expect(api.callsTo('POST /api/mail/turn-off')[0]?.body).toEqual({ token: replies });
  });

  it("speaks of an admin's desk emails in French", async () => {
    const desk = token({ account: 'admin', email: 'desk@example.com', notice: 'desk' });
    fakeApi({ 'POST /api/mail/turn-off': () => ({ status: 200, body: { notice: 'desk' } }) });
    const { user } = await renderAccountPage(<TurnOffMail />, {
      path: `/mail/turn-off?token=${desk}`,
      language: 'fr',
    });
    expect(screen.getByText(/les courriels sur les nouvelles demandes/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Désactiver ces courriels' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/réactiver depuis le tableau de bord/);
  });

  it('says plainly that an altered link is not valid', async () => {
    fakeApi({
      'POST /api/mail/turn-off': () => ({
        status: 410,
        body: { error: { code: 'invalid_link', message: 'This link is no longer valid.' } },
      }),
    });
    const { user } = await renderAccountPage(<TurnOffMail />, { path: '/mail/turn-off?token=garbled.value' });
    // An unreadable token still gets a page that speaks in general terms.
    expect(screen.getByText(/the kind of email this link came in/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn off these emails' }));
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
