import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '#client/lib/toast.ts';
import { SESSION_STORAGE_KEY } from '#shared/constants.ts';
import { fakeApi } from '#tests/support/fake-fetch.ts';
import { renderAccountPage } from '#tests/support/render-account-page.tsx';
import { storeCustomerSession } from '#tests/support/stored-session.ts';
import { CustomerPortal } from './customer-portal.tsx';

vi.mock('#client/lib/toast.ts', () => ({ showToast: vi.fn() }));

const exported = {
  exportedAt: '2026-11-23T09:00:00.000Z',
  account: { email: 'ada@example.com', passwordSetAt: null, sessions: [] },
  tickets: [],
  activity: [],
};
const emptyList = {
  'GET /api/tickets?page=1': () => ({ status: 200, body: { tickets: [], page: 1, pageSize: 20, total: 0 } }),
};
const failure = (status: number) => ({ status, body: { error: { code: 'e', message: 'e' } } });

beforeEach(() => {
  storeCustomerSession();
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Your data', () => {
  it('downloads everything held as a ZIP and says so', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = fakeApi({
      ...emptyList,
      'GET /api/account/export.zip': () => ({ status: 200, body: exported }),
    });
    const { user } = await renderAccountPage(<CustomerPortal />);
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        'success',
        'Data Downloaded',
        'Your data has been saved as a ZIP file: my-data.json and the files of your tickets.',
      ),
    );
    expect(api.callsTo('GET /api/account/export.zip')).toHaveLength(1);
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe('my-data.zip');
  });

  it('says when the download fails', async () => {
    fakeApi({ ...emptyList, 'GET /api/account/export.zip': () => failure(500) });
    const { user } = await renderAccountPage(<CustomerPortal />);
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith('error', 'Error', 'Failed to download your data'),
    );
  });

  it('deletes the account only after the confirmation, then shows the sign-in card', async () => {
    const api = fakeApi({
      ...emptyList,
      'DELETE /api/account': () => ({ status: 200, body: { deletedTickets: 2, deletedResponses: 3 } }),
    });
    const { user } = await renderAccountPage(<CustomerPortal />);
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText(/Every ticket filed under ada@example.com/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE /api/account')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await user.click(screen.getByRole('button', { name: 'Delete everything' }));
    expect(await screen.findByRole('button', { name: 'Sign In & View Tickets' })).toBeInTheDocument();
    expect(showToast).toHaveBeenCalledWith(
      'success',
      'Account Deleted',
      'Your account, tickets and replies have been deleted.',
    );
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(api.callsTo('DELETE /api/account')).toHaveLength(1);
  });

  it('keeps the dialog open with a toast when the deletion fails', async () => {
    fakeApi({ ...emptyList, 'DELETE /api/account': () => failure(500) });
    const { user } = await renderAccountPage(<CustomerPortal />);
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    await user.click(screen.getByRole('button', { name: 'Delete everything' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith('error', 'Error', 'Failed to delete your account'),
    );
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete everything' })).toBeEnabled();
  });
});
