import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { attachments } from '#server/db/attachments-schema.ts';
import type { TicketWithResponses } from '#shared/schemas/ticket.ts';
import { signedInDesk } from '#tests/support/admin-desk.ts';
import { insertCustomer, insertTicket } from '#tests/support/fixtures.ts';
import { executable, noise, photoWithGps, screenshotPng, tinyPdf } from '#tests/support/sample-files.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { ticketFields } from '#tests/support/ticket-submission.ts';
import { downloaded, uploaded } from '#tests/support/uploads.ts';

const testApp = await createTestApp();
const { client, db } = testApp;
const { desk, customer, customerCaller } = await signedInDesk(testApp);
const bob = await insertCustomer(db, 'bob@example.com', 'bob-password');
const bobCaller = client();
await bobCaller.post('/api/auth/sign-in', { email: bob.email, passwordHash: bob.passwordHash });

const MB = 1024 * 1024;

async function refusal(name: string, bytes: Uint8Array) {
  const response = await client().request<{ error: { code: string; message: string } }>(
    'POST',
    `/api/uploads?name=${encodeURIComponent(name)}`,
    bytes,
  );
  return { status: response.status, ...response.body.error };
}

describe('uploading a file', () => {
  it('re-encodes a photo without its metadata and keeps a PDF as it is', async () => {
    const photo = await photoWithGps();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const visitor = client();
    const stored = await uploaded(visitor, 'C:\\Users\\ada\\Pictures\\photo.jpg', photo);
    expect(stored).toMatchObject({ name: 'photo.jpg', type: 'image/jpeg' });
    const pdf = await uploaded(visitor, '../../etc/Rapport e\u0301te\u0301.pdf', tinyPdf());
    expect(pdf).toMatchObject({
      name: 'Rapport \u00e9t\u00e9.pdf',
      type: 'application/pdf',
      size: tinyPdf().length,
    });
  });

  it('decides the type by content: a renamed program is refused, text and CSV pass', async () => {
    expect(await refusal('invoice.pdf', executable())).toMatchObject({
      status: 415,
      code: 'file_type_not_allowed',
    });
    expect(await refusal('notes.txt', noise(4000))).toMatchObject({
      status: 415,
      code: 'file_type_not_allowed',
    });
    const csv = await uploaded(client(), 'rows.csv', Buffer.from('a,b\n1,2\n'));
    expect(csv.type).toBe('text/csv');
    const text = await uploaded(client(), 'log.txt', Buffer.from('Erreur \u00e0 la ligne 3\n'));
    expect(text.type).toBe('text/plain');
  });

  it('refuses a file over 10 MB and an empty one', async () => {
    expect(await refusal('big.txt', Buffer.alloc(11 * MB, 'a'))).toMatchObject({
      status: 413,
      code: 'file_too_large',
    });
    expect(await refusal('empty.txt', new Uint8Array())).toMatchObject({ status: 400 });
  });

  it('stores the same bytes once however often they come', async () => {
    const before = await db.$count(attachments);
    const bytes = Buffer.from('the same log line\n');
    await uploaded(client(), 'a.txt', bytes);
    await uploaded(client(), 'b.txt', bytes);
    const rows = await db.select({ blobId: attachments.blobId, name: attachments.name }).from(attachments);
    const ofThese = rows.filter((row) => row.name === 'a.txt' || row.name === 'b.txt');
    expect(await db.$count(attachments)).toBe(before + 2);
    expect(new Set(ofThese.map((row) => row.blobId)).size).toBe(1);
  });
});

async function ticketWithFiles() {
  const photo = await uploaded(customerCaller, 'photo.jpg', await photoWithGps());
  const pdf = await uploaded(customerCaller, 'guide.pdf', tinyPdf());
  const response = await customerCaller.post<{ ticket: { id: string } }>('/api/tickets', {
    ...ticketFields,
    email: customer.email,
    attachments: [photo.token, pdf.token],
  });
  expect(response.status).toBe(201);
  const id = response.body.ticket.id;
  const { body } = await customerCaller.get<TicketWithResponses>(`/api/tickets/${id}`);
  return { id, files: body.attachments };
}

describe('attaching uploads to messages', () => {
  it("lists a new ticket's files, and a reply's under the reply", async () => {
    const { id, files } = await ticketWithFiles();
    expect(files.map((file) => [file.name, file.responseId])).toEqual([
      ['photo.jpg', null],
      ['guide.pdf', null],
    ]);
    const shot = await uploaded(customerCaller, 'shot.png', await screenshotPng());
    const reply = await customerCaller.post<{ response: { id: string } }>(`/api/tickets/${id}/responses`, {
      text: 'Here is the screen',
      attachments: [shot.token],
    });
    expect(reply.status).toBe(201);
    const answer = await uploaded(desk, 'steps.txt', Buffer.from('1. Open settings\n'));
    expect(
      (
        await desk.post(`/api/admin/tickets/${id}/responses`, {
          text: 'Try this',
          attachments: [answer.token],
        })
      ).status,
    ).toBe(201);
    const { body } = await desk.get<TicketWithResponses>(`/api/admin/tickets/${id}`);
    expect(body.attachments.map((file) => file.name)).toEqual([
      'photo.jpg',
      'guide.pdf',
      'shot.png',
      'steps.txt',
    ]);
    expect(body.attachments[2]?.responseId).toBe(reply.body.response.id);
  });

  it('refuses a token used already or never issued, and six files, sending nothing', async () => {
    const used = await uploaded(customerCaller, 'a.txt', Buffer.from('a\n'));
    const ticket = await insertTicket(db, { email: customer.email });
    const path = `/api/tickets/${ticket.id}/responses`;
    expect((await customerCaller.post(path, { text: 'one', attachments: [used.token] })).status).toBe(201);
    const again = await customerCaller.post<{ error: { code: string } }>(path, {
      text: 'two',
      attachments: [used.token],
    });
    expect([again.status, again.body.error.code]).toEqual([400, 'upload_not_found']);
    const six = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) => uploaded(customerCaller, `${n}.txt`, Buffer.from(`${n}\n`))),
    );
    const tooMany = await customerCaller.post(path, {
      text: 'six',
      attachments: six.map((file) => file.token),
    });
    expect(tooMany.status).toBe(400);
    const { body } = await customerCaller.get<TicketWithResponses>(`/api/tickets/${ticket.id}`);
    expect(body.responses.map((response) => response.text)).toEqual(['one']);
  });
});

describe('downloading a file', () => {
  it('serves its owner and the admins byte for byte, with the safe headers and an ETag', async () => {
    const { files } = await ticketWithFiles();
    const [photo, pdf] = files;
    if (!photo || !pdf) throw new Error('two files expected');
    const mine = await downloaded(customerCaller, photo.id);
    expect(mine.response.status).toBe(200);
    expect((await sharp(mine.bytes).metadata()).exif).toBeUndefined();
    expect(mine.response.headers.get('content-disposition')).toBe(
      'inline; filename="photo.jpg"; filename*=UTF-8\'\'photo.jpg',
    );
    const document = await downloaded(desk, pdf.id);
    expect(document.bytes.equals(tinyPdf())).toBe(true);
    const header = (name: string) => document.response.headers.get(name);
    expect(header('content-type')).toBe('application/pdf');
    expect(header('content-disposition')).toMatch(/^attachment; /);
    expect(header('x-content-type-options')).toBe('nosniff');
    expect(header('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(header('cache-control')).toBe('private, no-cache');
    const etag = document.response.headers.get('etag') ?? '';
    const again = await downloaded(desk, pdf.id, { 'if-none-match': etag });
    expect([again.response.status, again.bytes.length]).toEqual([304, 0]);
  });

  it('is a 404 to another customer and a 401 without a session', async () => {
    const { files } = await ticketWithFiles();
    for (const file of files) {
      expect((await downloaded(bobCaller, file.id)).response.status).toBe(404);
      expect((await downloaded(client(), file.id)).response.status).toBe(401);
    }
  });
});
