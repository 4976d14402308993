import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAccountPage } from '#tests/support/render-account-page.tsx';
import { DeskViews } from './desk-views.tsx';

const counts = { mine: 1234, unassigned: 56789, all: 1002003 };

describe('the desk views', () => {
  it('write their counts as English readers group digits', async () => {
    renderAccountPage(<DeskViews view="all" counts={counts} onChange={() => {}} />);
    expect(await screen.findByRole('button', { name: 'Mine 1,234' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('button', { name: 'All 1,002,003' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('write their counts with the spaces French uses between groups', async () => {
    renderAccountPage(<DeskViews view="mine" counts={counts} onChange={() => {}} />, { language: 'fr' });
    const mine = await screen.findByRole('button', { pressed: true });
    // A no-break space, so a count never wraps in two.
    expect(mine.textContent).toMatch(/^Les miennes1[\u00a0\u202f]234$/);
    expect(
      screen.getByRole('button', { name: /^Toutes 1[\u00a0\u202f]002[\u00a0\u202f]003$/ }),
    ).toBeInTheDocument();
  });
});
