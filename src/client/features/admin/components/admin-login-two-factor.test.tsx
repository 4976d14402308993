import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '#client/lib/toast.ts';
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
const enrolment = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/x',
  qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
};

function renderLogin() {
  return renderDesk(
    <AdminGate>
      <p>the desk</p>
    </AdminGate>,
    { path: '/admin' },
  );
}

async function enterPassword() {
  await userEvent.type(screen.getByLabelText('Email'), 'desk@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'admin-password');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

beforeEach(() => vi.mocked(showToast).mockClear());

describe('admin login with two-factor sign-in', () => {
  it('asks for the code after the password and sends it with the same credentials', async () => {
    const api = fakePortalApi({
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
    expect(await screen.findByText('the desk')).toBeInTheDocument();
    const [first, second] = api.callsTo(signInRoute).map((call) => call.body as Record<string, unknown>);
    expect(first?.code).toBeUndefined();
    expect(second).toMatchObject({
      email: 'desk@example.com',
      passwordHash: first?.passwordHash,
      code: '123456',
    });
  });

  it('says a wrong code is not valid and keeps the code step', async () => {
    fakePortalApi({
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

  it('walks a required enrolment: QR code and key, a first code, then the recovery codes before the desk', async () => {
    fakePortalApi({
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
    expect(screen.queryByText('the desk')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'I Have Saved Them' }));
    expect(await screen.findByText('the desk')).toBeInTheDocument();
  });
});
