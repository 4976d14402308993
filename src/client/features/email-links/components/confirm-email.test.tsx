import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Switch } from 'wouter';
import { showToast } from '#client/lib/toast.ts';
import { SESSION_STORAGE_KEY } from '#shared/constants.ts';
import { passwordDigest } from '#shared/password-digest.ts';
import { fakeApi } from '#tests/support/fake-fetch.ts';
import { deadLink, linkSession } from '#tests/support/link-answers.ts';
import { renderAccountPage } from '#tests/support/render-account-page.tsx';
import { ConfirmEmail } from './confirm-email.tsx';

vi.mock('#client/lib/toast.ts', () => ({ showToast: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderConfirm(token: string, language: 'en' | 'fr' = 'en') {
  return renderAccountPage(
    <Switch>
      <Route path="/confirm-email">
        <ConfirmEmail />
      </Route>
      <Route path="/my-tickets">
        <p>the customer's tickets</p>
      </Route>
    </Switch>,
    { path: `/confirm-email?token=${token}&lang=${language}`, language },
  );
}

const usableLink = () => ({ status: 200, body: { email: 'ada@example.com' } });

describe('ConfirmEmail', () => {
  it('confirms nothing on opening: it names the address and asks for a password first', async () => {
    const api = fakeApi({ 'POST /api/auth/confirm-email/link': usableLink });
    await renderConfirm('tok-1');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your link...');
    expect(await screen.findByText('For ada@example.com.')).toBeInTheDocument();
    expect(
      screen.getByText('Enter the password you chose with your ticket, or choose a new one.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 6 characters.');
    expect(api.callsTo('POST /api/auth/confirm-email/link')[0]?.body).toEqual({ token: 'tok-1' });
    expect(api.callsTo('POST /api/auth/confirm-email')).toEqual([]);
  });

  it('sends the typed password’s digest, keeps the session mirror as a sign-in does, and lands on My Tickets', async () => {
    const api = fakeApi({
      'POST /api/auth/confirm-email/link': usableLink,
      'POST /api/auth/confirm-email': () => ({ status: 200, body: { session: linkSession } }),
    });
    const { user } = await renderConfirm('tok-2');
    const field = await screen.findByLabelText('Password');
    await user.type(field, 'short');
    await user.click(screen.getByRole('button', { name: 'Confirm and Sign In' }));
    expect(showToast).toHaveBeenCalledWith(
      'error',
      'Password Too Short',
      'Password must be at least 6 characters long.',
    );
    expect(api.callsTo('POST /api/auth/confirm-email')).toEqual([]);

    await user.type(field, 'er!');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Confirm and Sign In' }));
    expect(await screen.findByText("the customer's tickets")).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/confirm-email')[0]?.body).toEqual({
      token: 'tok-2',
      passwordHash: await passwordDigest('shorter!', 'ada@example.com'),
      password: 'ticket',
      language: 'en',
    });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '')).toMatchObject({
      email: 'ada@example.com',
      type: 'user',
    });
    expect(showToast).toHaveBeenCalledWith(
      'success',
      'Email confirmed',
      "You're signed in. You'll stay signed in for 24 hours.",
    );
  });

  it('asks in French and confirms in French', async () => {
    const api = fakeApi({
      'POST /api/auth/confirm-email/link': usableLink,
      'POST /api/auth/confirm-email': () => ({ status: 200, body: { session: linkSession } }),
    });
    const { user } = await renderConfirm('tok-fr', 'fr');
    expect(await screen.findByText('Pour ada@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Confirmer votre courriel' })).toBeInTheDocument();
    expect(
      screen.getByText('Entrez le mot de passe choisi avec votre demande, ou choisissez-en un nouveau.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mot de passe'), 'sirop d’érable');
    await user.click(screen.getByRole('button', { name: 'Confirmer et se connecter' }));
    expect(await screen.findByText("the customer's tickets")).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/confirm-email')[0]?.body).toMatchObject({ language: 'fr' });
  });

  it('refuses a wrong ticket password next to the field, never making it the new one', async () => {
    const api = fakeApi({
      'POST /api/auth/confirm-email/link': usableLink,
      'POST /api/auth/confirm-email': () => ({
        status: 401,
        body: { error: { code: 'invalid_credentials', message: 'Not the password.' } },
      }),
    });
    const { user } = await renderConfirm('tok-w');
    expect(await screen.findByRole('radio', { name: 'The password I chose with my ticket' })).toBeChecked();
    const field = screen.getByLabelText('Password');
    await user.type(field, 'maple sirup');
    await user.click(screen.getByRole('button', { name: 'Confirm and Sign In' }));
    const wrong =
      'This is not the password you chose with your ticket. Try again, or choose a new password instead.';
    await waitFor(() => expect(field).toHaveAccessibleDescription(`At least 6 characters. ${wrong}`));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(api.callsTo('POST /api/auth/confirm-email')[0]?.body).toMatchObject({ password: 'ticket' });
    expect(screen.queryByText("the customer's tickets")).not.toBeInTheDocument();
    await user.type(field, '!');
    expect(field).toHaveAccessibleDescription('At least 6 characters.');
  });

  it('sets a new password typed twice, as its own choice, in French', async () => {
    const api = fakeApi({
      'POST /api/auth/confirm-email/link': usableLink,
      'POST /api/auth/confirm-email': () => ({ status: 200, body: { session: linkSession } }),
    });
    const { user } = await renderConfirm('tok-n', 'fr');
    await user.click(await screen.findByRole('radio', { name: 'Un nouveau mot de passe' }));
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'sirop d’érable');
    const again = screen.getByLabelText('Confirmer le nouveau mot de passe');
    await user.type(again, 'sirop d’erable');
    await user.click(screen.getByRole('button', { name: 'Enregistrer et se connecter' }));
    expect(again).toHaveAccessibleDescription('Les deux mots de passe ne sont pas identiques.');
    expect(again).toHaveFocus();
    expect(api.callsTo('POST /api/auth/confirm-email')).toEqual([]);
    await user.clear(again);
    await user.type(again, 'sirop d’érable');
    await user.click(screen.getByRole('button', { name: 'Enregistrer et se connecter' }));
    expect(await screen.findByText("the customer's tickets")).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/confirm-email')[0]?.body).toMatchObject({
      passwordHash: await passwordDigest('sirop d’érable', 'ada@example.com'),
      password: 'new',
      language: 'fr',
    });
  });

  it('explains a used, expired or confirmed link and links to My Tickets to ask for a new one', async () => {
    fakeApi({ 'POST /api/auth/confirm-email/link': () => deadLink });
    await renderConfirm('tok-3');
    expect(
      await screen.findByRole('heading', { name: 'This link has expired or was already used' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/no longer once the address is confirmed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Tickets' })).toHaveAttribute('href', '/my-tickets');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('says the link died when it is used up between the check and the confirmation', async () => {
    fakeApi({
      'POST /api/auth/confirm-email/link': usableLink,
      'POST /api/auth/confirm-email': () => deadLink,
    });
    const { user } = await renderConfirm('tok-4');
    await user.type(await screen.findByLabelText('Password'), 'maple syrup');
    await user.click(screen.getByRole('button', { name: 'Confirm and Sign In' }));
    expect(
      await screen.findByRole('heading', { name: 'This link has expired or was already used' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('says so in French, and without asking the server when the link has no token', async () => {
    const api = fakeApi({});
    await renderAccountPage(<ConfirmEmail />, { path: '/confirm-email?lang=fr', language: 'fr' });
    expect(
      screen.getByRole('heading', { name: 'Ce lien a expiré ou a déjà été utilisé' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller à Mes demandes' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('offers Try Again when the link cannot be checked, and asks for the password on the second try', async () => {
    let calls = 0;
    fakeApi({
      'POST /api/auth/confirm-email/link': () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : usableLink();
      },
    });
    const { user } = await renderConfirm('tok-5');
    expect(await screen.findByRole('alert')).toHaveTextContent('Check your connection and try again.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    await waitFor(() => expect(calls).toBe(2));
  });

  it('says when too many links were opened from the network', async () => {
    fakeApi({
      'POST /api/auth/confirm-email/link': () => ({
        status: 429,
        body: { error: { code: 'rate_limited', message: 'Too many requests.' } },
      }),
    });
    await renderConfirm('tok-6');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many links were opened from your network. Please wait an hour and try again.',
    );
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
