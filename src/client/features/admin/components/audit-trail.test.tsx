import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '#shared/constants.ts';
import type { AuditEntry, AuditPage } from '#shared/schemas/audit.ts';
import { renderAccountPage } from '#tests/support/render-account-page.tsx';
import { AdminGate } from './admin-gate.tsx';
import { AuditTrail } from './audit-trail.tsx';

const statusChange: AuditEntry = {
  id: '2',
  at: '2026-03-01T15:05:00.000Z',
  kind: 'ticket.status_changed',
  actor: { type: 'admin', id: 'a1', name: 'desk@example.com', address: '203.0.113.7' },
  subject: { type: 'ticket', id: '6f1c1d3e-8a53-4a53-9a1b-1d2e3f4a5b6c' },
  details: { from: 'open', to: 'in_progress' },
};
const failedSignIn: AuditEntry = {
  id: '1',
  at: '2026-03-01T15:00:00.000Z',
  kind: 'admin_sign_in.failed',
  actor: { type: 'visitor', id: null, name: 'guess@example.com', address: '198.51.100.4' },
  subject: null,
  details: {},
};

/** Answers GET /api/admin/audit with `answer(url)`; records every URL asked for. */
function fakeAudit(answer: (url: URL) => AuditPage) {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      const url = new URL(path, 'http://localhost');
      urls.push(url);
      return new Response(JSON.stringify(answer(url)), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return urls;
}

const page = (overrides: Partial<AuditPage> = {}): AuditPage => ({
  entries: [statusChange, failedSignIn],
  page: 1,
  pageSize: 20,
  hasMore: false,
  ...overrides,
});

function renderAuditTrail(language: 'en' | 'fr' = 'en') {
  return renderAccountPage(
    <AdminGate>
      <AuditTrail />
    </AdminGate>,
    { path: '/admin/audit', language },
  );
}

beforeEach(() => {
  const now = Date.now();
  localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({ email: 'desk@example.com', type: 'admin', authenticatedAt: now, expiresAt: now + 1000 }),
  );
});

describe('the audit trail page', () => {
  it('shows each entry: when, what, who from where, what it concerns and what changed', async () => {
    fakeAudit(() => page());
    await renderAuditTrail();
    expect(screen.getByRole('heading', { level: 1, name: 'Audit Trail' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Audit entries, newest first' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Mar 1, 2026');
    expect(first).toHaveTextContent('Ticket status changed');
    expect(first).toHaveTextContent('desk@example.com');
    expect(first).toHaveTextContent('Admin · from 203.0.113.7');
    expect(first).toHaveTextContent('Ticket 6f1c1d3e...');
    expect(first).toHaveTextContent('Open → In Progress');
    expect(second).toHaveTextContent('Admin sign-in failed');
    expect(second).toHaveTextContent('guess@example.com');
    expect(second).toHaveTextContent('Visitor · from 198.51.100.4');
  });

  it("shows a reply's ticket as a link that opens it, not the response's raw id", async () => {
    const reply: AuditEntry = {
      ...statusChange,
      id: '3',
      kind: 'ticket.replied',
      details: { responseId: '0d9b6a52-2f0e-4c55-8f3f-6a1b2c3d4e5f' },
    };
    fakeAudit(() => page({ entries: [reply] }));
    await renderAuditTrail();
    const table = await screen.findByRole('table', { name: 'Audit entries, newest first' });
    const [, row] = within(table).getAllByRole('row');
    expect(row).not.toHaveTextContent('0d9b6a52');
    expect(within(row as HTMLElement).getByRole('link', { name: 'Ticket 6f1c1d3e...' })).toHaveAttribute(
      'href',
      `/admin/tickets?ticket=${statusChange.subject?.id}`,
    );
  });

  it('asks for the chosen kind, the submitted person and the next page, each filter from page 1', async () => {
    const urls = fakeAudit((url) => page({ page: Number(url.searchParams.get('page')), hasMore: true }));
    const { user } = await renderAuditTrail();
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2');
    await user.selectOptions(screen.getByLabelText('Filter by kind'), 'Admin sign-in failed');
    await screen.findByText('Page 1');
    await user.type(screen.getByLabelText('Person'), ' Guess@Example.com');
    expect(urls.at(-1)?.searchParams.get('person')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Filter' }));

    const last = urls.at(-1);
    expect(last?.pathname).toBe('/api/admin/audit');
    expect(Object.fromEntries(last?.searchParams ?? [])).toEqual({
      page: '1',
      kind: 'admin_sign_in.failed',
      person: 'guess@example.com',
    });
    expect(urls.map((url) => url.searchParams.get('page'))).toContain('2');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(urls.at(-1)?.searchParams.get('person')).toBeNull();
    expect(screen.getByLabelText('Person')).toHaveValue('');
  });

  it('says when nothing matches the filters', async () => {
    fakeAudit(() => page({ entries: [] }));
    const { user } = await renderAuditTrail();
    expect(await screen.findByText('Nothing has been recorded yet')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Filter by kind'), 'Reply added');
    expect(await screen.findByText('Try another kind or person')).toBeInTheDocument();
  });

  it('speaks French', async () => {
    fakeAudit(() => page());
    await renderAuditTrail('fr');
    const table = await screen.findByRole('table', { name: /Entrées du journal/ });
    expect(within(table).getByText('Statut de demande modifié')).toBeInTheDocument();
    expect(within(table).getByText('Ouverte → En cours')).toBeInTheDocument();
    expect(screen.getByLabelText('Filtrer par type')).toBeInTheDocument();
  });
});
