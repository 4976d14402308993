import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '#client/lib/toast.ts';
import { SESSION_STORAGE_KEY } from '#shared/constants.ts';
import { passwordDigest } from '#shared/password-digest.ts';
import { fakeApi } from '#tests/support/fake-fetch.ts';
import { renderAccountPage } from '#tests/support/render-account-page.tsx';
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
  return fakeApi({ [signInRoute]: () => ({ status, body }) });
}

function renderLogin() {
  return renderAccountPage(
    <AdminGate>
      <p>the dashboard</p>
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

  it('sends the password digest, never the password, and shows the dashboard after Login Successful', async () => {
    const api = fakeSignIn(200, { session });
    await renderLogin();
    await login(' Desk@Example.com ', 'admin-password');
    await screen.findByText('the dashboard');
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

  it("switches the desk to the member's saved language, for this browser's next pages too", async () => {
    fakeSignIn(200, { session: { ...session, language: 'fr' } });
    await renderLogin();
    await login('desk@example.com', 'admin-password');
    await screen.findByText('the dashboard');
    expect(document.documentElement.lang).toBe('fr');
    expect(document.cookie).toContain('lang=fr');
    expect(showToast).toHaveBeenCalledWith(
      'success',
      'Connexion réussie',
      'Bienvenue dans le tableau de bord. Vous resterez connecté pendant 24 heures.',
    );
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
    expect(screen.queryByText('the dashboard')).toBeNull();
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
  });
});

const enrolment = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/x',
  qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
};

async function enterPassword() {
  await userEvent.type(screen.getByLabelText('Email'), 'desk@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'admin-password');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('admin login with two-factor sign-in', () => {
  it('asks for the code after the password and sends it with the same credentials', async () => {
    const api = fakeApi({
      [signInRoute]: (body) =>
        (body as { code?: string }).code === '123456'
          ? { status: 200, body: { session } }
          : { status: 200, body: { secondFactor: { required: 'code' } } },
    });
    await renderLogin();
    await enterPassword();
    const code = await screen.findByLabelText('Authentication code');
    expect(code).toHaveFocus();
    expect(screen.queryByLabelText('Password')).toBeNull();
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('the dashboard')).toBeInTheDocument();
    const [first, second] = api.callsTo(signInRoute).map((call) => call.body as Record<string, unknown>);
    expect(first?.code).toBeUndefined();
    expect(second).toMatchObject({
      email: 'desk@example.com',
      passwordHash: first?.passwordHash,
      code: '123456',
    });
  });

  it('says a wrong code is not valid and keeps the code step', async () => {
    fakeApi({
      [signInRoute]: (body) =>
        (body as { code?: string }).code
          ? { status: 401, body: { error: { code: 'invalid_second_factor', message: 'x' } } }
          : { status: 200, body: { secondFactor: { required: 'code' } } },
    });
    await renderLogin();
    await enterPassword();
    await userEvent.type(await screen.findByLabelText('Authentication code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        'error',
        'Login Failed',
        'The authentication code is not valid.',
      ),
    );
    expect(screen.getByLabelText('Authentication code')).toBeInTheDocument();
  });

  it('walks a required enrolment: QR code and key, a first code, then the recovery codes before the dashboard', async () => {
    fakeApi({
      [signInRoute]: (body) =>
        (body as { code?: string }).code
          ? { status: 200, body: { session, recoveryCodes: ['abcde-fghij', 'klmno-pqrst'] } }
          : { status: 200, body: { secondFactor: { required: 'enrolment', enrolment } } },
    });
    await renderLogin();
    await enterPassword();
    expect(await screen.findByRole('heading', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'QR code that adds desk@example.com to an authenticator app' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Setup key')).toHaveValue(enrolment.secret);
    await userEvent.type(screen.getByLabelText('Code from the app'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Turn On' }));
    expect(await screen.findByRole('heading', { name: 'Your recovery codes' })).toBeInTheDocument();
    expect(screen.getByText('abcde-fghij')).toBeInTheDocument();
    expect(screen.queryByText('the dashboard')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'I Have Saved Them' }));
    expect(await screen.findByText('the dashboard')).toBeInTheDocument();
  });

  it('sends an admin reset link in French from Mot de passe oublié?', async () => {
    const api = fakeApi({ 'POST /api/auth/password-reset': () => ({ status: 202 }) });
    const { user } = await renderAccountPage(
      <AdminGate>
        <p>the dashboard</p>
      </AdminGate>,
      { path: '/admin', language: 'fr' },
    );
    await user.type(screen.getByLabelText('Courriel'), 'desk@example.com');
    await user.click(screen.getByRole('button', { name: 'Mot de passe oublié?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Réinitialiser votre mot de passe' });
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer le lien' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        'success',
        'Consultez votre boîte de réception',
        'Si un compte existe pour desk@example.com, nous y avons envoyé un lien pour réinitialiser son mot de passe.',
      ),
    );
    expect(api.callsTo('POST /api/auth/password-reset')[0]?.body).toEqual({
      email: 'desk@example.com',
      account: 'admin',
      language: 'fr',
    });
  });
});
