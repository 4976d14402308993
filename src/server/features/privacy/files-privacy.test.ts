import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { attachments, blobs } from '#server/db/attachments-schema.ts';
import { tickets } from '#server/db/schema.ts';
import type { MyDataExport } from '#shared/schemas/my-data.ts';
import { insertAdmin, insertCustomer } from '#tests/support/fixtures.ts';
import { tinyPdf } from '#tests/support/sample-files.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { ticketFields } from '#tests/support/ticket-submission.ts';
import { uploaded } from '#tests/support/uploads.ts';
import { removeExpiredTickets } from './retention.ts';

const { client, db, clock } = await createTestApp();
const admin = await insertAdmin(db, 'files-admin@example.com', 'admin password');
const desk = client();
expect((await desk.post('/api/auth/admin/sign-in', admin)).status).toBe(200);
let customers = 0;

/** A signed-in customer's ticket carrying `text` as a file (the same text twice is one blob). */
async function customerWithFile(text = `notes of customer ${customers + 1}\n`) {
  const customer = await insertCustomer(db, `files${++customers}@example.com`, 'correct horse');
  const caller = client();
  expect((await caller.post('/api/auth/sign-in', customer)).status).toBe(200);
  const note = await uploaded(caller, 'notes.txt', Buffer.from(text));
  const pdf = await uploaded(caller, 'guide.pdf', tinyPdf());
  const filed = await caller.post<{ ticket: { id: string } }>('/api/tickets', {
    ...ticketFields,
    email: customer.email,
    attachments: [note.token, pdf.token],
  });
  expect(filed.status).toBe(201);
  return { ...customer, caller, ticketId: filed.body.ticket.id };
}

const blobCount = () => db.$count(blobs);
const filesOf = (ticketId: string) => db.$count(attachments, eq(attachments.ticketId, ticketId));

describe("a customer's files and their privacy duties", () => {
  it('hands over a ZIP of the JSON and every file, byte for byte', async () => {
    const customer = await customerWithFile('my log\n');
    const response = await customer.caller.fetch('GET', '/api/account/export.zip');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const data = JSON.parse(Buffer.from(entries['my-data.json'] ?? []).toString('utf8')) as MyDataExport;
    const files = data.tickets[0]?.attachments ?? [];
    expect(files.map((file) => file.name)).toEqual(['notes.txt', 'guide.pdf']);
    const [note, pdf] = files;
    expect(Buffer.from(entries[`files/${customer.ticketId}/${note?.id}-notes.txt`] ?? []).toString()).toBe(
      'my log\n',
    );
    expect(
      Buffer.from(entries[`files/${customer.ticketId}/${pdf?.id}-guide.pdf`] ?? []).equals(tinyPdf()),
    ).toBe(true);
  });

  it('deletes the files with the account, keeping a blob another ticket still uses', async () => {
    const leaving = await customerWithFile('shared text\n');
    const staying = await customerWithFile('shared text\n');
    const before = await blobCount();
    expect((await leaving.caller.delete('/api/account')).status).toBe(200);
    expect(await filesOf(leaving.ticketId)).toBe(0);
    // Both files are shared with the staying customer's ticket (the PDF with every customer's).
    expect(await blobCount()).toBe(before);
    expect((await desk.delete(`/api/admin/tickets/${staying.ticketId}`)).status).toBe(204);
    expect(await filesOf(staying.ticketId)).toBe(0);
    // The text goes; the PDF stays with the first test's customer.
    expect(await blobCount()).toBe(before - 1);
  });

  it('deletes the files of tickets retention removes', async () => {
    const customer = await customerWithFile('old news\n');
    await db
      .update(tickets)
      .set({ status: 'closed', updatedAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(tickets.id, customer.ticketId));
    const before = await blobCount();
    await removeExpiredTickets(db, 30, clock.now());
    expect(await filesOf(customer.ticketId)).toBe(0);
    expect(await blobCount()).toBe(before - 1);
  });
});
