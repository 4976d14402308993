import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '#tests/support/fake-fetch.ts';
import { renderAccountPage } from '#tests/support/render-account-page.tsx';
import { SatisfactionAnswer } from './satisfaction-answer.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const answered = (body: { rating: string; comment?: string }) => ({
  status: 200,
  body: { rating: body.rating, comment: body.comment ?? null },
});

describe('SatisfactionAnswer', () => {
  it('saves the clicked answer on opening, then changes it and sends a comment', async () => {
    const api = fakeApi({ 'POST /api/satisfaction': (body) => answered(body as { rating: string }) });
    const { user } = await renderAccountPage(<SatisfactionAnswer />, {
      path: '/satisfaction?token=abc.def&rating=good&lang=en',
    });
    expect(await screen.findByRole('heading', { name: 'Thank you for your answer' })).toHaveFocus();
    expect(screen.getByText('You told us we did well.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Good' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Not good' }));
    expect(await screen.findByText('You told us we did not do well.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Anything to add? (optional)'), 'Took two tries.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you, we got your comment.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/satisfaction').map((call) => call.body)).toEqual([
      { token: 'abc.def', rating: 'good' },
      { token: 'abc.def', rating: 'bad' },
      { token: 'abc.def', rating: 'bad', comment: 'Took two tries.' },
    ]);
  });

  it('speaks French, and says plainly that a forged link is not valid', async () => {
    fakeApi({
      'POST /api/satisfaction': () => ({
        status: 410,
        body: { error: { code: 'invalid_link', message: 'This link has expired or was already used.' } },
      }),
    });
    await renderAccountPage(<SatisfactionAnswer />, {
      path: '/satisfaction?token=forged.sig&rating=bad',
      language: 'fr',
    });
    expect(await screen.findByRole('heading', { name: 'Ce lien n’est pas valide' })).toBeInTheDocument();
  });
});
