import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { showToast } from '#client/lib/toast.ts';
import { renderApp } from '#tests/support/render-app.tsx';
import { LazyTicketFormDialog } from './lazy-ticket-form-dialog.tsx';

vi.mock('#client/lib/toast.ts', () => ({ showToast: vi.fn() }));
vi.mock('./ticket-form-dialog.tsx', () => {
  throw new Error('network error while fetching the chunk');
});

describe('LazyTicketFormDialog', () => {
  it('tells the visitor when the form cannot be fetched, and closes instead of breaking the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onOpenChange = vi.fn();
    await renderApp(<LazyTicketFormDialog open onOpenChange={onOpenChange} />);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(showToast).toHaveBeenCalledWith(
      'error',
      'Error',
      'The ticket form could not be loaded. Please check your connection and try again.',
    );
  });
});
