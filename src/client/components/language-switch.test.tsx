import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadAccountMessages } from '#client/lib/account-messages.tsx';
import { renderApp } from '#tests/support/render-app.tsx';
import { LanguageSwitch } from './language-switch.tsx';

describe('LanguageSwitch', () => {
  it('names the other language and switches to it, remembering the choice in a cookie', async () => {
    await renderApp(<LanguageSwitch />);
    await userEvent.click(screen.getByRole('button', { name: 'Voir le site en français' }));
    expect(await screen.findByRole('button', { name: 'View this site in English' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
    expect(document.cookie).toContain('lang=fr');
    // The switch also fetches the account pages' French strings: the test ends once they are in, not
    // mid-import.
    await loadAccountMessages('fr');
  });
});
