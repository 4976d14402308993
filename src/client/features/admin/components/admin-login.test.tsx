import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '#client/lib/toast.ts';
import { SESSION_STORAGE_KEY } from '#shared/constants.ts';
import { passwordDigest } from '#shared/password-digest.ts';
import { fakePortalApi } from '#tests/support/fake-fetch.ts';
import { renderDesk } from '#tests/support/render-desk.tsx';
import { AdminGate } from './admin-gate.tsx';

vi.mock('#client/lib/toast.ts', () => ({ showToast: vi.fn() }));

const session = {
  email: 'desk@example.com',
  type: 'admin',
  authenticatedAt: Date.now(),
  expiresAt: Date.now() + 1,
};

const signInRoute = 'POST /api/auth/admin/sign-in';

function fakeSignIn(status: number, body: unknown) {
  return fakePortalApi({ [signInRoute]: () => ({ status, body }) });
}

function renderLogin() {
  return renderDesk(
    <AdminGate>
      <p>the desk</p>
    </AdminGate>,
    { path: '/admin' },
  );
}

async function login(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

beforeEach(() => vi.mocked(showToast).mockClear());

describe('admin login', () => {
  it('asks for both fields before calling the server', async () => {
    const api = fakeSignIn(200, { session });
    await renderLogin();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await login('desk@example.com', '');
    expect(showToast).toHaveBeenCalledWith(
      'error',
      'Missing Information',
      'Please enter both email and password',
    );
    expect(api.calls).toEqual([]);
  });

  it('sends the password digest, never the password, and shows the desk after Login Successful', async () => {
    const api = fakeSignIn(200, { session });
    await renderLogin();
    await login(' Desk@Example.com ', 'admin-password');
    await screen.findByText('the desk');
    expect(api.calls).toEqual([
      {
        route: signInRoute,
        body: {
          email: 'desk@example.com',
          passwordHash: await passwordDigest('admin-password', 'desk@example.com'),
        },
      },
    ]);
    expect(showToast).toHaveBeenCalledWith(
      'success',
      'Login Successful',
      "Welcome to the admin dashboard. You'll stay signed in for 24 hours.",
    );
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toMatchObject({ type: 'admin' });
  });

  it.each([
    [401, 'Login Failed', 'Invalid email or password.'],
    [429, 'Login Failed', 'Too many sign-in attempts. Please wait a few minutes and try again.'],
    [500, 'Error', 'Failed to authenticate'],
  ])('answers a %i with %s / %s and stays on the form', async (status, title, text) => {
    fakeSignIn(status, { error: { code: 'x', message: 'x' } });
    await renderLogin();
    await login('desk@example.com', 'wrong-password');
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', title, text));
    expect(screen.queryByText('the desk')).toBeNull();
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
  });
});
