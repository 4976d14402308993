import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '#client/lib/toast.ts';
import { SESSION_STORAGE_KEY } from '#shared/constants.ts';
import { fakeApi } from '#tests/support/fake-fetch.ts';
import { renderAccountPage } from '#tests/support/render-account-page.tsx';
import { CustomerPortal } from './customer-portal.tsx';

vi.mock('#client/lib/toast.ts', () => ({ showToast: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const notConfirmed = {
  status: 403,
  body: {
    error: {
      code: 'email_not_confirmed',
      message: 'Confirm your email first: we sent a link to ada@example.com.',
    },
  },
};
const rateLimited = { status: 429, body: { error: { code: 'rate_limited', message: 'Slow down.' } } };

async function signInUnconfirmed(language: 'en' | 'fr' = 'en') {
  const view = await renderAccountPage(<CustomerPortal />, { language });
  const fr = language === 'fr';
  await view.user.type(screen.getByLabelText(fr ? 'Courriel' : 'Email'), 'Ada@Example.com');
  await view.user.type(screen.getByLabelText(fr ? 'Mot de passe' : 'Password'), 'correct horse');
  await view.user.click(
    screen.getByRole('button', { name: fr ? 'Se connecter et voir mes demandes' : 'Sign In & View Tickets' }),
  );
  return view;
}

describe('CustomerPortal sign-in with an address not confirmed yet', () => {
  it('says to confirm the email first and sends the link again on request', async () => {
    const api = fakeApi({
      'POST /api/auth/sign-in': () => notConfirmed,
      'POST /api/auth/resend-confirmation': () => ({ status: 202 }),
    });
    const { user } = await signInUnconfirmed();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Confirm your email first: we sent a link to ada@example.com.');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    // No 'invalid credentials' toast: the password was right.
    expect(showToast).not.toHaveBeenCalled();

    await user.click(within(alert).getByRole('button', { name: 'Send the link again' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        'success',
        'Link sent',
        'We sent a new confirmation link to ada@example.com. It works for 24 hours.',
      ),
    );
    expect(api.callsTo('POST /api/auth/resend-confirmation')[0]?.body).toEqual({
      email: 'ada@example.com',
      language: 'en',
    });
  });

  it('says so readably when too many links were asked for', async () => {
    fakeApi({
      'POST /api/auth/sign-in': () => notConfirmed,
      'POST /api/auth/resend-confirmation': () => rateLimited,
    });
    const { user } = await signInUnconfirmed();
    await user.click(await screen.findByRole('button', { name: 'Send the link again' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        'error',
        'Too Many Requests',
        'Too many links were asked for. Please wait an hour and try again.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeEnabled();
  });

  it('reads in French and asks for the link in French', async () => {
    const api = fakeApi({
      'POST /api/auth/sign-in': () => notConfirmed,
      'POST /api/auth/resend-confirmation': () => ({ status: 202 }),
    });
    const { user } = await signInUnconfirmed('fr');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Confirmez d’abord votre courriel : nous avons envoyé un lien à ada@example.com.',
    );
    await user.click(screen.getByRole('button', { name: 'Renvoyer le lien' }));
    await waitFor(() => expect(api.callsTo('POST /api/auth/resend-confirmation')).toHaveLength(1));
    expect(api.callsTo('POST /api/auth/resend-confirmation')[0]?.body).toMatchObject({ language: 'fr' });
  });
});

describe('CustomerPortal Forgot password?', () => {
  it('sends a reset link for the address the sign-in form holds and says so without telling whether it exists', async () => {
    const api = fakeApi({ 'POST /api/auth/password-reset': () => ({ status: 202 }) });
    const { user } = await renderAccountPage(<CustomerPortal />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    const email = within(dialog).getByLabelText('Email');
    expect(email).toHaveValue('ada@example.com');
    expect(email).toHaveFocus();
    await user.clear(email);
    await user.type(email, ' Grace@Example.com ');
    await user.click(within(dialog).getByRole('button', { name: 'Send the link' }));

    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        'success',
        'Check your inbox',
        'If an account exists for grace@example.com, we sent a link to reset its password.',
      ),
    );
    expect(api.callsTo('POST /api/auth/password-reset')[0]?.body).toEqual({
      email: 'grace@example.com',
      account: 'customer',
      language: 'en',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Closing gives the focus back to the control that opened the dialog.
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toHaveFocus();
  });

  it('refuses an address that cannot be one without asking the server, and says when too many were asked', async () => {
    const api = fakeApi({ 'POST /api/auth/password-reset': () => rateLimited });
    const { user } = await renderAccountPage(<CustomerPortal />);
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    const send = within(dialog).getByRole('button', { name: 'Send the link' });
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-address');
    await user.click(send);
    expect(showToast).toHaveBeenCalledWith('error', 'Invalid Email', 'Please enter a valid email address.');
    expect(api.calls).toEqual([]);
    const field = within(dialog).getByLabelText('Email');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Enter an email address like name@company.ca.');
    expect(field).toHaveFocus();

    await user.type(within(dialog).getByLabelText('Email'), '@example.com');
    await user.click(send);
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        'error',
        'Too Many Requests',
        'Too many links were asked for. Please wait an hour and try again.',
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Reset your password' })).toBeInTheDocument();
  });
});
