import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '#tests/support/render-app.tsx';
import { HomePage } from './home-page.tsx';

describe('HomePage', () => {
  it('links the header to each section and the footer to the portal, the admin and the privacy and terms pages', async () => {
    await renderApp(<HomePage />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Features' })).toHaveAttribute('href', '#features');
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '#about');
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '#contact');
    expect(screen.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '#features');
    expect(screen.getByRole('link', { name: 'My Tickets' })).toHaveAttribute('href', '/my-tickets');
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy?lang=en');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms?lang=en');
  });

  it('reads fully in French', async () => {
    await renderApp(<HomePage />, { language: 'fr' });
    expect(screen.getByRole('heading', { name: 'Pourquoi choisir Maple AI?' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Accéder à la plateforme IA' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute(
      'href',
      '/privacy?lang=fr',
    );
  });
});
