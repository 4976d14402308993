import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Switch } from 'wouter';
import { showToast } from '#client/lib/toast.ts';
import { SESSION_STORAGE_KEY } from '#shared/constants.ts';
import { passwordDigest } from '#shared/password-digest.ts';
import { fakeApi } from '#tests/support/fake-fetch.ts';
import { deadLink, linkSession } from '#tests/support/link-answers.ts';
import { renderAccountPage } from '#tests/support/render-account-page.tsx';
import { ResetPassword } from './reset-password.tsx';

vi.mock('#client/lib/toast.ts', () => ({ showToast: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderReset(language: 'en' | 'fr' = 'en') {
  return renderAccountPage(
    <Switch>
      <Route path="/reset-password">
        <ResetPassword />
      </Route>
      <Route path="/my-tickets">
        <p>the customer's tickets</p>
      </Route>
      <Route path="/admin">
        <p>the admin login</p>
      </Route>
    </Switch>,
    { path: '/reset-password?token=reset-1', language },
  );
}

describe('ResetPassword', () => {
  it("checks the link, then sets a customer's new password (at least 6 characters) and signs them in", async () => {
    const api = fakeApi({
      'POST /api/auth/password-reset/link': () => ({
        status: 200,
        body: { email: 'ada@example.com', account: 'customer' },
      }),
      'POST /api/auth/password-reset/complete': () => ({
        status: 200,
        body: { account: 'customer', session: linkSession },
      }),
    });
    const { user } = await renderReset();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your link...');
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    expect(await screen.findByText('For ada@example.com.')).toBeInTheDocument();
    const field = screen.getByLabelText('New password');
    expect(field).toHaveAccessibleDescription('At least 6 characters.');

    await user.type(field, 'short');
    await user.click(screen.getByRole('button', { name: 'Save New Password' }));
    expect(showToast).toHaveBeenCalledWith(
      'error',
      'Password Too Short',
      'Password must be at least 6 characters long.',
    );
    expect(api.callsTo('POST /api/auth/password-reset/complete')).toEqual([]);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('At least 6 characters. Use at least 6 characters.');
    expect(field).toHaveFocus();

    await user.type(field, 'er!');
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Save New Password' }));
    expect(await screen.findByText("the customer's tickets")).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/password-reset/complete')[0]?.body).toEqual({
      token: 'reset-1',
      passwordHash: await passwordDigest('shorter!', 'ada@example.com'),
    });
    expect(api.callsTo('POST /api/auth/password-reset/link')[0]?.body).toEqual({ token: 'reset-1' });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '')).toMatchObject({ type: 'user' });
    expect(showToast).toHaveBeenCalledWith(
      'success',
      'Password changed',
      "You're signed in with your new password. Other sessions were signed out.",
    );
  });

  it('asks an admin for 8 characters and sends them to sign in again at /admin', async () => {
    fakeApi({
      'POST /api/auth/password-reset/link': () => ({
        status: 200,
        body: { email: 'desk@example.com', account: 'admin' },
      }),
      'POST /api/auth/password-reset/complete': () => ({ status: 200, body: { account: 'admin' } }),
    });
    const { user } = await renderReset();
    const field = await screen.findByLabelText('New password');
    expect(field).toHaveAccessibleDescription('At least 8 characters.');
    await user.type(field, 'seven77');
    await user.click(screen.getByRole('button', { name: 'Save New Password' }));
    expect(showToast).toHaveBeenCalledWith(
      'error',
      'Password Too Short',
      'Password must be at least 8 characters long.',
    );
    await user.type(field, '8');
    await user.click(screen.getByRole('button', { name: 'Save New Password' }));
    expect(await screen.findByText('the admin login')).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(showToast).toHaveBeenCalledWith('success', 'Password changed', 'Sign in with your new password.');
  });

  it('shows a clear page, not a form, for a link that is used, expired or altered', async () => {
    fakeApi({ 'POST /api/auth/password-reset/link': () => deadLink });
    await renderReset('fr');
    expect(
      await screen.findByRole('heading', { name: 'Ce lien a expiré ou a déjà été utilisé' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Nouveau mot de passe')).toBeNull();
    expect(screen.getByRole('link', { name: 'Aller à Mes demandes' })).toHaveAttribute('href', '/my-tickets');
    expect(screen.getByRole('link', { name: 'Aller à la connexion de l’administration' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(showToast).not.toHaveBeenCalled();
  });

  it('turns to the clear page when the link dies between the check and the save', async () => {
    fakeApi({
      'POST /api/auth/password-reset/link': () => ({
        status: 200,
        body: { email: 'ada@example.com', account: 'customer' },
      }),
      'POST /api/auth/password-reset/complete': () => deadLink,
    });
    const { user } = await renderReset();
    await user.type(await screen.findByLabelText('New password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Save New Password' }));
    expect(
      await screen.findByRole('heading', { name: 'This link has expired or was already used' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull());
  });
});
