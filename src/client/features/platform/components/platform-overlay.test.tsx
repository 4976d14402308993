import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '#tests/support/render-app.tsx';
import { PlatformOverlay } from './platform-overlay.tsx';

async function renderOverlay(language: 'en' | 'fr' = 'en') {
  const props = { onOpenChange: vi.fn(), onSupport: vi.fn() };
  await renderApp(<PlatformOverlay open {...props} />, { language });
  return props;
}

describe('PlatformOverlay', () => {
  it('shows a loading state until the platform has loaded in its sandboxed frame', async () => {
    await renderOverlay();
    const overlay = screen.getByRole('dialog', { name: 'Maple AI Platform' });
    const frame = overlay.querySelector('iframe') as HTMLIFrameElement;
    expect(frame).toHaveAttribute('src', '/platform.html');
    expect(frame).toHaveAttribute('title', 'Maple AI Platform');
    expect(within(overlay).getByRole('status')).toHaveTextContent('Loading the AI platform...');
    fireEvent.load(frame);
    expect(within(overlay).queryByRole('status')).toBeNull();
  });

  it('asks for the ticket form from Support and closes from Close this app', async () => {
    const { onOpenChange, onSupport } = await renderOverlay();
    await userEvent.click(screen.getByRole('button', { name: 'Support' }));
    expect(onSupport).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Close this app' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('reads in French', async () => {
    await renderOverlay('fr');
    expect(screen.getByRole('dialog', { name: 'Plateforme Maple AI' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Soutien' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer cette application' })).toBeInTheDocument();
  });
});
