import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '#client/lib/toast.ts';
import { SESSION_STORAGE_KEY } from '#shared/constants.ts';
import { fakeApi } from '#tests/support/fake-fetch.ts';
import { renderAccountPage } from '#tests/support/render-account-page.tsx';
import { AdminGate } from './admin-gate.tsx';
import { NotificationsSetting } from './notifications-setting.tsx';

vi.mock('#client/lib/toast.ts', () => ({ showToast: vi.fn() }));

const label = 'Email me about new tickets and customer replies';

function renderSetting(language: 'en' | 'fr' = 'en') {
  return renderAccountPage(
    <AdminGate>
      <NotificationsSetting />
    </AdminGate>,
    { path: '/admin', language },
  );
}

beforeEach(() => {
  const now = Date.now();
  localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({ email: 'desk@example.com', type: 'admin', authenticatedAt: now, expiresAt: now + 1000 }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("the dashboard's email notifications", () => {
  it('shows the setting and turns it off and on again, keeping the focus on the box', async () => {
    const api = fakeApi({
      'GET /api/admin/mail/notifications': () => ({ status: 200, body: { enabled: true } }),
      'PUT /api/admin/mail/notifications': (body) => ({ status: 200, body }),
    });
    const { user } = await renderSetting();
    const box = await screen.findByRole('checkbox', { name: label });
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription('At most one email per ticket every 5 minutes.');

    await user.click(box);
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        'success',
        'Notifications Off',
        'You will no longer get emails about new tickets and customer replies.',
      ),
    );
    expect(box).not.toBeChecked();
    expect(box).toHaveFocus();
    await user.click(box);
    await waitFor(() => expect(box).toBeChecked());
    expect(api.callsTo('PUT /api/admin/mail/notifications').map((call) => call.body)).toEqual([
      { enabled: false },
      { enabled: true },
    ]);
  });

  it('puts the box back and says so when the change fails', async () => {
    fakeApi({
      'GET /api/admin/mail/notifications': () => ({ status: 200, body: { enabled: false } }),
      'PUT /api/admin/mail/notifications': () => ({
        status: 500,
        body: { error: { code: 'x', message: 'x' } },
      }),
    });
    const { user } = await renderSetting('fr');
    const box = await screen.findByRole('checkbox', {
      name: 'M’écrire au sujet des nouvelles demandes et des réponses des clients',
    });
    await user.click(box);
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        'error',
        'Erreur',
        'Impossible de modifier vos avis par courriel.',
      ),
    );
    expect(box).not.toBeChecked();
  });
});
