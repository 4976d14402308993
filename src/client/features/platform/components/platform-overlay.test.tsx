import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '#tests/support/render-app.tsx';
import { PlatformOverlay } from './platform-overlay.tsx';

const platformUrl = 'https://chat.example.ca/app';
const chat = <textarea aria-label="Our own chat" />;

async function renderOverlay(language: 'en' | 'fr' = 'en', config = { platformUrl }) {
  const props = { onOpenChange: vi.fn(), onSupport: vi.fn() };
  await renderApp(<PlatformOverlay open {...props} chat={chat} />, { language, config });
  return props;
}

describe('PlatformOverlay', () => {
  it('shows a loading state until the platform has loaded in its sandboxed frame', async () => {
    await renderOverlay();
    const overlay = screen.getByRole('dialog', { name: 'Maple AI Platform' });
    const frame = overlay.querySelector('iframe') as HTMLIFrameElement;
    expect(frame).toHaveAttribute('src', platformUrl);
    expect(frame).toHaveAttribute('title', 'Maple AI Platform');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups');
    expect(frame).toHaveAttribute('allow', 'camera; microphone; fullscreen; payment');
    expect(within(overlay).queryByRole('textbox', { name: 'Our own chat' })).toBeNull();
    expect(within(overlay).getByRole('status')).toHaveTextContent('Loading the AI platform...');
    fireEvent.load(frame);
    expect(within(overlay).queryByRole('status')).toBeNull();
  });

  it('holds our own chat, focused, when no platform is configured', async () => {
    await renderOverlay('en', { platformUrl: '' });
    const overlay = screen.getByRole('dialog', { name: 'Maple AI Platform' });
    expect(overlay.querySelector('iframe')).toBeNull();
    expect(within(overlay).queryByRole('status')).toBeNull();
    expect(within(overlay).getByRole('textbox', { name: 'Our own chat' })).toHaveFocus();
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
