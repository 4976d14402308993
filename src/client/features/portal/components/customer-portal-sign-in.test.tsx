import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '#client/lib/toast.ts';
import { SESSION_LIFETIME_MS, SESSION_STORAGE_KEY } from '#shared/constants.ts';
import { passwordDigest } from '#shared/password-digest.ts';
import { fakeApi } from '#tests/support/fake-fetch.ts';
import { renderAccountPage } from '#tests/support/render-account-page.tsx';
import { CustomerPortal } from './customer-portal.tsx';

vi.mock('#client/lib/toast.ts', () => ({ showToast: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const session = (authenticatedAt = Date.now()) => ({
  email: 'ada@example.com',
  type: 'user',
  authenticatedAt,
  expiresAt: authenticatedAt + SESSION_LIFETIME_MS,
});
const emptyPage = (total = 0) => ({ tickets: [], page: 1, pageSize: 20, total });

async function fillIn(
  user: Awaited<ReturnType<typeof renderAccountPage>>['user'],
  email: string,
  password: string,
) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
}

const signInButton = () => screen.getByRole('button', { name: 'Sign In & View Tickets' });

describe('CustomerPortal signed out', () => {
  it('keeps Sign In & View Tickets disabled until both fields hold something', async () => {
    fakeApi({});
    const { user } = await renderAccountPage(<CustomerPortal />);
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(signInButton()).toBeDisabled();
    await fillIn(user, 'ada@example.com', '');
    expect(signInButton()).toBeDisabled();
    await fillIn(user, '', 'x');
    expect(signInButton()).toBeEnabled();
    await user.clear(screen.getByLabelText('Email'));
    expect(signInButton()).toBeDisabled();
  });

  it('shows and hides the password', async () => {
    fakeApi({});
    const { user } = await renderAccountPage(<CustomerPortal />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('refuses a submission without an email (the disabled button cannot send one) with Missing Information', async () => {
    const api = fakeApi({});
    const { user } = await renderAccountPage(<CustomerPortal />);
    await fillIn(user, '', 'secret');
    fireEvent.submit(signInButton().closest('form') as HTMLFormElement);
    expect(showToast).toHaveBeenCalledWith(
      'error',
      'Missing Information',
      'Please enter both email and password',
    );
    expect(api.calls).toEqual([]);
  });

  it('signs in with the trimmed, lowercased email and the digest, then welcomes with the ticket count', async () => {
    const api = fakeApi({
      'POST /api/auth/sign-in': () => ({ status: 200, body: { session: session() } }),
      'GET /api/tickets?page=1': () => ({ status: 200, body: emptyPage(0) }),
    });
    const { user } = await renderAccountPage(<CustomerPortal />);
    await fillIn(user, '  Ada@Example.COM ', 'correct horse');
    await user.click(signInButton());

    expect(await screen.findByText('Signed in as ada@example.com')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your tickets' })).toHaveFocus();
    expect(api.callsTo('POST /api/auth/sign-in')[0]?.body).toEqual({
      email: 'ada@example.com',
      passwordHash: await passwordDigest('correct horse', 'ada@example.com'),
    });
    expect(showToast).toHaveBeenCalledWith(
      'success',
      'Welcome Back!',
      "You have 0 tickets. You'll stay signed in for 24 hours.",
    );
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '')).toMatchObject({
      email: 'ada@example.com',
      type: 'user',
    });
    expect(await screen.findByText('No tickets found')).toBeInTheDocument();
    expect(screen.getByText('Make sure you entered the correct email address.')).toBeInTheDocument();
    // The list came from the count request; it is not fetched twice.
    expect(api.callsTo('GET /api/tickets?page=1')).toHaveLength(1);
  });

  it('says Signed In Successfully when the count cannot be fetched', async () => {
    fakeApi({
      'POST /api/auth/sign-in': () => ({ status: 200, body: { session: session() } }),
      'GET /api/tickets?page=1': () => ({ status: 500, body: { error: { code: 'x', message: 'x' } } }),
    });
    const { user } = await renderAccountPage(<CustomerPortal />);
    await fillIn(user, 'ada@example.com', 'correct horse');
    await user.click(signInButton());
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        'success',
        'Signed In Successfully',
        "You'll stay signed in for 24 hours.",
      ),
    );
  });

  it.each([
    [401, 'Invalid Credentials', 'Email or password is incorrect'],
    [500, 'Error', 'Failed to verify credentials'],
    [0, 'Error', 'Failed to authenticate'],
  ])(
    'answers a sign-in that fails with %i with %s / %s and stays signed out',
    async (status, title, text) => {
      fakeApi({
        'POST /api/auth/sign-in': () =>
          status === 0
            ? Promise.reject(new TypeError('Failed to fetch'))
            : { status, body: { error: { code: 'e', message: 'e' } } },
      });
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const { user } = await renderAccountPage(<CustomerPortal />);
      await fillIn(user, 'ada@example.com', 'wrong');
      await user.click(signInButton());
      await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', title, text));
      expect(signInButton()).toBeEnabled();
      expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
      await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
    },
  );
});

describe('CustomerPortal session mirror', () => {
  it('stays signed in from a stored session younger than 24 hours', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session(Date.now() - 1000)));
    fakeApi({ 'GET /api/tickets?page=1': () => ({ status: 200, body: emptyPage() }) });
    await renderAccountPage(<CustomerPortal />);
    expect(screen.getByText('Signed in as ada@example.com')).toBeInTheDocument();
    expect(await screen.findByText('No tickets found')).toBeInTheDocument();
  });

  it('drops a stored session older than 24 hours and shows the sign-in card', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session(Date.now() - SESSION_LIFETIME_MS)));
    const api = fakeApi({});
    await renderAccountPage(<CustomerPortal />);
    expect(signInButton()).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('drops the stored session when the server answers 401', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session()));
    fakeApi({
      'GET /api/tickets?page=1': () => ({
        status: 401,
        body: { error: { code: 'unauthorized', message: 'x' } },
      }),
    });
    await renderAccountPage(<CustomerPortal />);
    expect(await screen.findByRole('button', { name: 'Sign In & View Tickets' })).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(showToast).not.toHaveBeenCalled();
  });

  it('signs out on the server and in the browser', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session()));
    const api = fakeApi({
      'GET /api/tickets?page=1': () => ({ status: 200, body: emptyPage() }),
      'POST /api/auth/sign-out': () => ({ status: 204 }),
    });
    const { user } = await renderAccountPage(<CustomerPortal />);
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByLabelText('Email')).toHaveFocus();
    expect(api.callsTo('POST /api/auth/sign-out')).toHaveLength(1);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(showToast).toHaveBeenCalledWith('success', 'Signed Out', 'You have been successfully signed out');
  });
});
