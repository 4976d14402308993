import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '#tests/support/fake-fetch.ts';
import { renderAccountPage } from '#tests/support/render-account-page.tsx';
import { PortalPage } from './portal-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.lang = 'en';
});

describe('PortalPage', () => {
  it('switches its own strings and the site-wide ones to French together', async () => {
    fakeApi({});
    const { user } = await renderAccountPage(<PortalPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'My Support Tickets' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Voir le site en français' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mes demandes de soutien' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View this site in English' })).toBeInTheDocument();
  });
});
