import { describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { languages } from '#shared/language.ts';
import { mailMessages } from './mail-messages.ts';
import { renderMail } from './render-mail.tsx';
import { renderOutboxMail } from './rendered-outbox-mail.ts';

const data = {
  link: 'https://support.example.ca/page?token=abc&lang=en',
  email: 'ada@example.com',
  subject: 'Export <b>fails</b>',
  reply: 'Line one\nLine two\n\nA new paragraph.',
  description: 'Nothing happens.',
  name: 'Ada',
  status: 'resolved',
  count: '2',
  tickets: JSON.stringify([
    { id: '1', subject: 'Export <b>fails</b>', name: 'Ada', email: 'ada@example.com', link: 'https://x/1' },
    { id: '2', subject: 'Import', name: 'Bob', email: 'bob@example.com', link: 'https://x/2' },
  ]),
};

describe.each(Object.values(mailMessages))('the $kind message', (message) => {
  it.each(languages)(
    'renders in %s as HTML and plain text with its link, the product and why it came, and no images',
    async (language) => {
      const turnOff = 'https://support.example.ca/mail/turn-off?token=signed';
      const mail = await renderMail(message, data, { product: 'Érable AI', language }, turnOff);
      expect(mail.subject.length).toBeGreaterThan(0);
      expect(mail.html).toContain(`lang="${language}"`);
      expect(mail.html).toContain('Érable AI');
      expect(mail.html).toContain('href="https://support.example.ca/page?token=abc&amp;lang=en"');
      expect(mail.html).not.toMatch(/<img|<script/i);
      expect(mail.html).not.toContain('<b>fails</b>');
      expect(mail.text).toContain(data.link);
      expect(mail.text).toContain(turnOff);
      expect(mail.text).toContain(message.reason(data, { product: 'Érable AI', language }));
    },
  );
});

describe("a person's own words in a message", () => {
  it.each([
    ['the reply to a customer', mailMessages.customer_reply_notice],
    ['the customer reply to an admin', mailMessages.admin_customer_reply],
  ])('keep their lines and paragraphs in %s, in HTML and in plain text', async (_, message) => {
    const mail = await renderMail(message, data, { product: 'Maple AI', language: 'en' });
    expect(mail.text).toMatch(/Line one\nLine two\n\s*\nA new paragraph\./);
    expect(mail.html).toMatch(/Line one<br\/?>Line two<br\/?><br\/?>A new paragraph\./);
  });
});

describe('a notice to an address nobody confirmed', () => {
  const links = {
    confirm: 'https://support.example.ca/confirm-email?token=c',
    notMine: 'https://support.example.ca/not-mine?token=n',
  };
  const env = { PRODUCT_NAME: 'Maple AI', PUBLIC_URL: 'https://support.example.ca', PORT: 3000 };

  it.each([
    ['en', 'Confirm and view the conversation', "This wasn't me"],
    ['fr', 'Confirmer et voir la conversation', 'Ce n’était pas moi'],
  ] as const)(
    'offers in %s to confirm and to say it was not them, and no turn-off link nothing would keep',
    async (language, confirm, notMine) => {
      const row = {
        kind: 'customer_reply_notice',
        recipient: 'ada@example.com',
        language,
        ticketId: null,
      } as const;
      // Without a subscription to sign, the database is never asked.
      const mail = await renderOutboxMail({} as Database, env, { ...row, data: { ...data, ...links } });
      expect(mail.turnOffLink).toBeUndefined();
      expect(mail.text).toContain(confirm);
      expect(mail.text).toContain(links.confirm);
      expect(mail.text).toContain(notMine);
      expect(mail.text).toContain(links.notMine);
      expect(mail.text).not.toContain('/my-tickets');
      // It may reach someone whose address a stranger typed: the footer does not say they filed it.
      expect(mail.text).toContain(language === 'en' ? 'using your address' : 'avec votre adresse');
    },
  );
});
