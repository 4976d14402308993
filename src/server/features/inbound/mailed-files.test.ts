import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { tickets } from '#server/db/schema.ts';
import type { Attachment } from '#shared/schemas/attachments.ts';
import { inboundHarness } from '#tests/support/inbound-harness.ts';
import { type MailFile, replyWithFiles } from '#tests/support/mail-fixtures.ts';
import { executable, screenshotWithExif, tinyPdf } from '#tests/support/sample-files.ts';
import { startSmtpInbox } from '#tests/support/smtp-inbox.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const SUPPORT = 'support@maple.test';
const MB = 1024 * 1024;
const inbox = await startSmtpInbox();
afterAll(() => inbox.stop());
const testApp = await createTestApp({
  env: { SMTP_URL: inbox.url, PUBLIC_URL: 'https://support.example.ca', SUPPORT_ADDRESS: SUPPORT },
});
const { db } = testApp;
const { customer, desk, answeredTicket, receive, responsesOf } = await inboundHarness(testApp, inbox);

const logo = await sharp({ create: { width: 200, height: 60, channels: 3, background: '#27ae60' } })
  .png()
  .toBuffer();
const pdfOf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(bytes - 9)]);
const file = (name: string, type: string, content: Buffer, cid?: string): MailFile => ({
  name,
  type,
  content,
  ...(cid ? { cid } : {}),
});

async function filesOfTicket(ticketId: string) {
  const { body } = await desk.get<{ attachments: Attachment[] }>(`/api/admin/tickets/${ticketId}`);
  return body.attachments;
}

async function download(id: string): Promise<Buffer> {
  const response = await desk.fetch('GET', `/api/attachments/${id}`);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe("a mailed reply's files", () => {
  it('go with the reply: a pasted screenshot without its EXIF, a PDF as sent, no signature logo', async () => {
    const { ticket, answering } = await answeredTicket();
    const screenshot = await screenshotWithExif();
    const raw = replyWithFiles({ ...answering, from: customer.email, text: 'Here is the error.' }, [
      file('image001.png', 'image/png', screenshot, 'image001.png@01DB'),
      file('image002.png', 'image/png', logo, 'image002.png@01DB'),
      file('report.pdf', 'application/pdf', tinyPdf()),
    ]);
    const row = await receive(raw);
    expect(row).toMatchObject({ outcome: 'added', ticketId: ticket.id });
    const reply = (await responsesOf(ticket.id)).at(-1);
    expect(reply).toMatchObject({ id: row.responseId, responseText: 'Here is the error.', via: 'email' });
    const files = await filesOfTicket(ticket.id);
    expect(files.map(({ name, type, responseId }) => ({ name, type, responseId }))).toEqual([
      { name: 'image001.png', type: 'image/png', responseId: row.responseId },
      { name: 'report.pdf', type: 'application/pdf', responseId: row.responseId },
    ]);
    const [image, pdf] = await Promise.all(files.map((stored) => download(stored.id)));
    expect(pdf?.equals(tinyPdf())).toBe(true);
    expect((await sharp(image).metadata()).exif).toBeUndefined();
    const pixels = (png: Buffer) => sharp(png).raw().toBuffer();
    expect((await pixels(image ?? Buffer.alloc(0))).equals(await pixels(screenshot))).toBe(true);
  });

  it('that are refused are named below the reply, in the ticket’s language, and the rest still go', async () => {
    const { ticket, answering } = await answeredTicket();
    await db.update(tickets).set({ language: 'fr' }).where(eq(tickets.id, ticket.id));
    const text = (name: string) => file(name, 'text/plain', Buffer.from(`${name}\n`));
    const raw = replyWithFiles({ ...answering, from: customer.email, text: 'Voici les fichiers.' }, [
      file('setup.pdf', 'application/pdf', executable()),
      file('a.pdf', 'application/pdf', pdfOf(9 * MB)),
      file('big.pdf', 'application/pdf', pdfOf(11 * MB)),
      file('b.pdf', 'application/pdf', pdfOf(9 * MB)),
      file('c.pdf', 'application/pdf', pdfOf(3 * MB)),
      text('d.txt'),
      text('e.txt'),
      text('f.txt'),
      text('g.txt'),
    ]);
    const row = await receive(raw);
    expect(row.outcome).toBe('added');
    expect((await responsesOf(ticket.id)).at(-1)?.responseText).toBe(
      [
        'Voici les fichiers.',
        '',
        'Fichiers non joints :',
        '- setup.pdf : ce type de fichier n’est pas accepté.',
        '- big.pdf : ce fichier dépasse 10 Mo.',
        '- c.pdf : les fichiers d’un message ne peuvent dépasser 20 Mo en tout.',
        '- g.txt : un message ne peut contenir que 5 fichiers.',
      ].join('\n'),
    );
    expect((await filesOfTicket(ticket.id)).map((stored) => stored.name)).toEqual([
      'a.pdf',
      'b.pdf',
      'd.txt',
      'e.txt',
      'f.txt',
    ]);
  }, 120_000);

  it('make a reply of their own when it has no text, and open a new ticket with it', async () => {
    const { ticket, answering } = await answeredTicket();
    const onlyFile = replyWithFiles({ ...answering, from: customer.email, text: '' }, [
      file('guide.pdf', 'application/pdf', tinyPdf()),
    ]);
    expect(await receive(onlyFile)).toMatchObject({ outcome: 'added', ticketId: ticket.id });
    expect((await responsesOf(ticket.id)).at(-1)?.responseText).toBe('(no text)');

    const opened = await receive(
      replyWithFiles({ from: customer.email, to: SUPPORT, subject: 'Printer', text: 'It jams.' }, [
        file('jam.exe', 'application/octet-stream', executable()),
        file('jam.pdf', 'application/pdf', tinyPdf()),
      ]),
    );
    expect(opened.outcome).toBe('new_ticket');
    const { body } = await desk.get<{ ticket: { description: string } }>(
      `/api/admin/tickets/${opened.ticketId}`,
    );
    expect(body.ticket.description).toBe(
      'It jams.\n\nFiles not attached:\n- jam.exe: this type of file is not accepted.',
    );
    expect(await filesOfTicket(opened.ticketId ?? '')).toEqual([
      expect.objectContaining({ name: 'jam.pdf', responseId: null }),
    ]);
  });

  it('of a held message go with it when an admin adds it to a ticket', async () => {
    const { ticket, answering } = await answeredTicket();
    const raw = replyWithFiles({ ...answering, from: 'colleague@company.ca', text: 'From my desk.' }, [
      file('notes.pdf', 'application/pdf', tinyPdf()),
    ]);
    const held = await receive(raw);
    expect(held.outcome).toBe('held');
    expect(await filesOfTicket(ticket.id)).toEqual([]);
    const added = await desk.post(`/api/admin/mail/inbound/${held.id}/ticket`, { ticketId: ticket.id });
    expect(added.status).toBe(200);
    const reply = (await responsesOf(ticket.id)).at(-1);
    expect(reply?.responseText).toBe('From my desk.');
    expect(await filesOfTicket(ticket.id)).toEqual([
      expect.objectContaining({ name: 'notes.pdf', responseId: reply?.id }),
    ]);
  });
});
