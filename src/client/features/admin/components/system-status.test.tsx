import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Health } from '#shared/schemas/health.ts';
import { fakeApi } from '#tests/support/fake-fetch.ts';
import { renderAccountPage } from '#tests/support/render-account-page.tsx';
import { SystemStatus } from './system-status.tsx';

const since = '2026-11-28T15:05:00.000Z';
const working: Health = {
  status: 'ok',
  parts: {
    database: { status: 'ok' },
    jobRunner: { status: 'ok', since },
    eventReactions: { status: 'ok', lagSeconds: 0 },
  },
};

describe("the dashboard's System Status", () => {
  it('says everything works, part by part', async () => {
    fakeApi({ 'GET /api/health': () => ({ status: 200, body: working }) });
    await renderAccountPage(<SystemStatus />);
    expect(await screen.findByText('Everything is working.')).toBeInTheDocument();
    expect(screen.getByText('Emails go out and automatic tasks run.')).toBeInTheDocument();
    expect(screen.queryByText('Replies by email')).not.toBeInTheDocument();
  });

  it('says in words what waits while the worker restarts and reactions are behind, in French too', async () => {
    const degraded: Health = {
      status: 'degraded',
      parts: {
        ...working.parts,
        jobRunner: { status: 'restarting', since },
        eventReactions: { status: 'behind', lagSeconds: 185 },
        mailbox: { status: 'reconnecting', since },
      },
    };
    fakeApi({ 'GET /api/health': () => ({ status: 200, body: degraded }) });
    await renderAccountPage(<SystemStatus />, { language: 'fr' });
    expect(
      await screen.findByText('Le site fonctionne, mais un élément en arrière-plan demande votre attention.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^En pause depuis .*Rien n’est perdu\.$/)).toBeInTheDocument();
    expect(screen.getByText(/^En retard de 4 min/)).toBeInTheDocument();
    expect(screen.getByText(/^La boîte aux lettres est injoignable depuis/)).toBeInTheDocument();
  });

  it('reads the 503 answer: the database is down', async () => {
    const down: Health = {
      status: 'unavailable',
      parts: {
        ...working.parts,
        database: { status: 'down' },
        eventReactions: { status: 'unknown', lagSeconds: null },
      },
    };
    fakeApi({ 'GET /api/health': () => ({ status: 503, body: down }) });
    await renderAccountPage(<SystemStatus />);
    expect(await screen.findByText('The site cannot reach its database.')).toBeInTheDocument();
    expect(screen.getByText(/^The database is not answering/)).toBeInTheDocument();
  });
});
