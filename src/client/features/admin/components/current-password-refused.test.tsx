import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '#client/lib/toast.ts';
import { SESSION_STORAGE_KEY } from '#shared/constants.ts';
import { fakeApi } from '#tests/support/fake-fetch.ts';
import { renderAccountPage } from '#tests/support/render-account-page.tsx';
import { AdminGate } from './admin-gate.tsx';
import { OwnEmailForm } from './own-email-form.tsx';
import { OwnPasswordForm } from './own-password-form.tsx';

vi.mock('#client/lib/toast.ts', () => ({ showToast: vi.fn() }));

const email = 'desk@example.com';
const tooManyTries = {
  status: 429,
  body: { error: { code: 'rate_limited', message: 'Too many wrong passwords.' } },
};

beforeEach(() => {
  const now = Date.now();
  localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({ email, type: 'admin', authenticatedAt: now, expiresAt: now + 60_000 }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the current password refused in Your account', () => {
  it('says so next to the field when the password change is refused for too many tries', async () => {
    fakeApi({ 'PUT /api/admin/account/password': () => tooManyTries });
    const { user } = await renderAccountPage(
      <AdminGate>
        <OwnPasswordForm email={email} />
      </AdminGate>,
      { path: '/admin/account' },
    );
    await user.type(screen.getByLabelText('Current password'), 'the-right-password');
    await user.type(screen.getByLabelText('New password'), 'a new long password');
    await user.type(screen.getByLabelText('New password again'), 'a new long password');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    const field = screen.getByLabelText('Current password');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Too many tries. Please wait a while before trying again.'),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(showToast).not.toHaveBeenCalled();
  });

  it('says so in French next to the field when the email change is refused for too many tries', async () => {
    fakeApi({ 'POST /api/admin/account/email': () => tooManyTries });
    const account = {
      email,
      name: 'Ana',
      language: 'fr',
      pendingEmail: null,
      generatedEmail: false,
    } as const;
    const { user } = await renderAccountPage(
      <AdminGate>
        <OwnEmailForm account={account} />
      </AdminGate>,
      { path: '/admin/account', language: 'fr' },
    );
    await user.type(screen.getByLabelText('Nouveau courriel'), 'ana@maple.test');
    await user.type(screen.getByLabelText('Mot de passe actuel'), 'the-right-password');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));

    const field = screen.getByLabelText('Mot de passe actuel');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'Trop de tentatives. Veuillez patienter un moment avant de réessayer.',
      ),
    );
    expect(field).toHaveFocus();
    expect(showToast).not.toHaveBeenCalled();
  });
});
