import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Switch } from 'wouter';
import { showToast } from '#client/lib/toast.ts';
import { SESSION_STORAGE_KEY } from '#shared/constants.ts';
import { fakePortalApi } from '#tests/support/fake-fetch.ts';
import { deadLink, linkSession } from '#tests/support/link-answers.ts';
import { renderDesk } from '#tests/support/render-desk.tsx';
import { ConfirmEmail } from './confirm-email.tsx';

vi.mock('#client/lib/toast.ts', () => ({ showToast: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderConfirm(token: string, language: 'en' | 'fr' = 'en') {
  return renderDesk(
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

describe('ConfirmEmail', () => {
  it('opens the link once, keeps the session mirror as a sign-in does, and lands on My Tickets', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const api = fakePortalApi({
      // Held until the test answers, so the working state can be seen.
      'POST /api/auth/confirm-email': () =>
        new Promise<{ status: number; body: unknown }>((resolve) => {
          answer = resolve;
        }) as unknown as Promise<never>,
    });
    await renderConfirm('tok-1');
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your email...');
    await waitFor(() => expect(api.callsTo('POST /api/auth/confirm-email')).toHaveLength(1));
    answer({ status: 200, body: { session: linkSession } });

    expect(await screen.findByText("the customer's tickets")).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/confirm-email')).toEqual([
      { route: 'POST /api/auth/confirm-email', body: { token: 'tok-1' } },
    ]);
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

  it('explains a used, expired or replaced link and links to My Tickets to ask for a new one', async () => {
    fakePortalApi({ 'POST /api/auth/confirm-email': () => deadLink });
    await renderConfirm('tok-2');
    expect(
      await screen.findByRole('heading', { name: 'This link has expired or was already used' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/a newer link has replaced this one/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Tickets' })).toHaveAttribute('href', '/my-tickets');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(showToast).not.toHaveBeenCalled();
  });

  it('says so in French, and without asking the server when the link has no token', async () => {
    const api = fakePortalApi({});
    await renderDesk(<ConfirmEmail />, { path: '/confirm-email?lang=fr', language: 'fr' });
    expect(
      screen.getByRole('heading', { name: 'Ce lien a expiré ou a déjà été utilisé' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller à Mes demandes' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('offers Try Again when the server cannot be reached, and confirms on the second try', async () => {
    let calls = 0;
    fakePortalApi({
      'POST /api/auth/confirm-email': () => {
        calls += 1;
        return calls === 1
          ? Promise.reject(new TypeError('Failed to fetch'))
          : { status: 200, body: { session: linkSession } };
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await renderConfirm('tok-3');
    expect(await screen.findByRole('alert')).toHaveTextContent('Check your connection and try again.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText("the customer's tickets")).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('says when too many links were opened from the network', async () => {
    fakePortalApi({
      'POST /api/auth/confirm-email': () => ({
        status: 429,
        body: { error: { code: 'rate_limited', message: 'Too many requests.' } },
      }),
    });
    await renderConfirm('tok-4');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many links were opened from your network. Please wait an hour and try again.',
    );
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
