import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '#client/lib/toast.ts';
import { SESSION_STORAGE_KEY } from '#shared/constants.ts';
import type { InboundPage } from '#shared/schemas/inbound.ts';
import type { OutboxMail, OutboxPage } from '#shared/schemas/mail.ts';
import { renderAccountPage } from '#tests/support/render-account-page.tsx';
import { AdminGate } from './admin-gate.tsx';
import { Outbox } from './outbox.tsx';

vi.mock('#client/lib/toast.ts', () => ({ showToast: vi.fn() }));

const confirmation: OutboxMail = {
  id: '6f1c1d3e-8a53-4a53-9a1b-1d2e3f4a5b6c',
  createdAt: '2026-03-01T15:05:00.000Z',
  kind: 'confirm_email',
  recipient: 'ada@example.com',
  subject: 'Confirm your email for Maple AI',
  state: 'kept',
  attempts: 0,
  lastError: null,
  sentAt: null,
  text: 'Confirm your email: http://localhost:3000/confirm-email?token=abc&lang=en\n\nThe link works for 24 hours.',
};
const failed: OutboxMail = {
  ...confirmation,
  id: '7f1c1d3e-8a53-4a53-9a1b-1d2e3f4a5b6c',
  kind: 'admin_new_ticket',
  recipient: 'desk@example.com',
  subject: 'New ticket: Invoices will not export',
  state: 'failed',
  attempts: 3,
  lastError: 'connect ECONNREFUSED 127.0.0.1:25',
};
const sent: OutboxMail = {
  ...confirmation,
  id: '8f1c1d3e-8a53-4a53-9a1b-1d2e3f4a5b6c',
  subject: 'Reset your Maple AI password',
  kind: 'reset_password',
  state: 'sent',
  attempts: 1,
  sentAt: '2026-03-01T15:06:00.000Z',
  text: null,
};

const noInbound: InboundPage = { messages: [], page: 1, pageSize: 20, total: 0, receiving: false };

/**
 * Answers GET /api/admin/mail with `answer(url)` and records those URLs; /api/admin/mail/inbound with
 * `inbound`, and its POSTs (add, discard) with the message they name, their bodies in `posts`.
 */
function fakeOutbox(answer: (url: URL) => OutboxPage, inbound: InboundPage = noInbound) {
  const urls: URL[] = [];
  const posts: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const url = new URL(path, 'http://localhost');
      const reply = (body: unknown) =>
        new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      if (!url.pathname.startsWith('/api/admin/mail/inbound')) {
        urls.push(url);
        return reply(answer(url));
      }
      if (init?.method !== 'POST') return reply(inbound);
      posts.push({ path: url.pathname, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return reply({
        ...inbound.messages[0],
        outcome: url.pathname.endsWith('discard') ? 'discarded' : 'added',
      });
    }),
  );
  return { urls, posts };
}

const outboxPage = (overrides: Partial<OutboxPage> = {}): OutboxPage => ({
  mails: [confirmation, failed, sent],
  page: 1,
  pageSize: 20,
  total: 3,
  delivering: false,
  ...overrides,
});

function renderOutbox(language: 'en' | 'fr' = 'en', path = '/admin/mail') {
  return renderAccountPage(
    <AdminGate>
      <Outbox />
    </AdminGate>,
    { path, language },
  );
}

beforeEach(() => {
  vi.unstubAllGlobals();
  const now = Date.now();
  localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({ email: 'desk@example.com', type: 'admin', authenticatedAt: now, expiresAt: now + 1000 }),
  );
});

describe('the outbox', () => {
  it('lists each message with its state in words, says nothing is sent without SMTP, and opens the text with its links', async () => {
    fakeOutbox(() => outboxPage());
    const { user } = await renderOutbox();
    expect(await screen.findByText(/No SMTP server is set up \(SMTP_URL\)/)).toBeInTheDocument();

    const kept = screen.getByRole('article', { name: 'Confirm your email for Maple AI' });
    expect(within(kept).getByText('Not sent: no SMTP')).toBeInTheDocument();
    expect(within(kept).getByText('To ada@example.com')).toBeInTheDocument();
    expect(within(kept).getByText('Email confirmation')).toBeInTheDocument();
    expect(within(kept).getByRole('link')).not.toBeVisible();
    await user.click(within(kept).getByText('Show the message'));
    expect(within(kept).getByRole('link')).toHaveAttribute(
      'href',
      'http://localhost:3000/confirm-email?token=abc&lang=en',
    );

    const refused = screen.getByRole('article', { name: 'New ticket: Invoices will not export' });
    expect(within(refused).getByText('Failed')).toBeInTheDocument();
    expect(within(refused).getByText('Last error: connect ECONNREFUSED 127.0.0.1:25')).toBeInTheDocument();
    expect(within(refused).getByText('3 attempts')).toBeInTheDocument();

    const delivered = screen.getByRole('article', { name: 'Reset your Maple AI password' });
    expect(within(delivered).getByText('Sent')).toBeInTheDocument();
    expect(within(delivered).getByText('The text is not kept once a message is sent.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Outbox pages' })).toBeNull();
  });

  it('pages 20 at a time through the URL, and drops the SMTP note when mail is delivered', async () => {
    const { urls } = fakeOutbox((url) =>
      outboxPage({ page: Number(url.searchParams.get('page')), total: 45, delivering: true }),
    );
    const { user } = await renderOutbox('en', '/admin/mail?page=2');
    const pages = await screen.findByRole('navigation', { name: 'Outbox pages' });
    expect(within(pages).getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.queryByText(/No SMTP server/)).toBeNull();
    await user.click(within(pages).getByRole('button', { name: /Next/ }));
    expect(await within(pages).findByText('Page 3 of 3')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: /Next/ })).toBeDisabled();
    expect(urls.map((url) => url.searchParams.get('page'))).toEqual(['2', '3']);
  });

  it('reads in French and says when there is nothing yet', async () => {
    fakeOutbox(() => outboxPage({ mails: [], total: 0 }));
    await renderOutbox('fr');
    expect(await screen.findByText('Aucun courriel pour le moment')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Boîte d’envoi', level: 1 })).toBeInTheDocument();
  });
});

const ticketId = '9f1c1d3e-8a53-4a53-9a1b-1d2e3f4a5b6c';
const inboundPage: InboundPage = {
  messages: [
    {
      id: 'af1c1d3e-8a53-4a53-9a1b-1d2e3f4a5b6c',
      receivedAt: '2026-03-01T15:10:00.000Z',
      source: 'imap',
      sender: 'colleague@company.ca',
      subject: 'Re: New reply: Invoices',
      outcome: 'held',
      reason: 'unknown_sender',
      error: null,
      ticketId,
    },
    {
      id: 'bf1c1d3e-8a53-4a53-9a1b-1d2e3f4a5b6c',
      receivedAt: '2026-03-01T15:09:00.000Z',
      source: 'imap',
      sender: 'mailer-daemon@mx.company.ca',
      subject: 'Undelivered Mail Returned to Sender',
      outcome: 'bounce',
      reason: 'hard:1',
      error: null,
      ticketId: null,
    },
  ],
  page: 1,
  pageSize: 20,
  total: 2,
  receiving: true,
};

describe('received mail', () => {
  it('lists each message with its outcome and why, opens the original, and adds a held one to its ticket', async () => {
    const { posts } = fakeOutbox(() => outboxPage(), inboundPage);
    const { user } = await renderOutbox();
    const held = await screen.findByRole('article', { name: 'Re: New reply: Invoices' });
    expect(within(held).getByText('Held')).toBeInTheDocument();
    expect(
      within(held).getByText('The sender is not this ticket’s customer nor an admin.'),
    ).toBeInTheDocument();
    expect(within(held).getByRole('link', { name: 'Ticket #9f1c1d3e' })).toHaveAttribute(
      'href',
      `/admin/tickets?ticket=${ticketId}`,
    );
    expect(within(held).getByRole('link', { name: 'Open the original' })).toHaveAttribute(
      'href',
      '/api/admin/mail/inbound/af1c1d3e-8a53-4a53-9a1b-1d2e3f4a5b6c/original',
    );
    expect(within(held).getByLabelText('Ticket ID')).toHaveValue(ticketId);
    await user.click(within(held).getByRole('button', { name: 'Add to ticket' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith('success', 'Added to the ticket', 'Re: New reply: Invoices'),
    );
    expect(posts).toEqual([
      { path: '/api/admin/mail/inbound/af1c1d3e-8a53-4a53-9a1b-1d2e3f4a5b6c/ticket', body: { ticketId } },
    ]);
    const bounced = screen.getByRole('article', { name: 'Undelivered Mail Returned to Sender' });
    expect(within(bounced).getByText('Permanent failure: notices to this address stop.')).toBeInTheDocument();
    expect(within(bounced).queryByRole('button')).toBeNull();
  });

  it('reads in French, and is not there while nothing reads mail', async () => {
    fakeOutbox(() => outboxPage(), inboundPage);
    await renderOutbox('fr');
    const held = await screen.findByRole('article', { name: 'Re: New reply: Invoices' });
    expect(within(held).getByText('Retenu')).toBeInTheDocument();
    expect(within(held).getByRole('button', { name: 'Écarter' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Courriels reçus', level: 2 })).toBeInTheDocument();
  });

  it('shows nothing of received mail without IMAP_URL or INBOUND_SECRET', async () => {
    fakeOutbox(() => outboxPage());
    await renderOutbox();
    await screen.findByRole('article', { name: 'Confirm your email for Maple AI' });
    expect(screen.queryByRole('heading', { name: 'Received emails' })).toBeNull();
  });
});
