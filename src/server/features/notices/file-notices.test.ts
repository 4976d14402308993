import { describe, expect, it } from 'vitest';
import { signedInDesk } from '#tests/support/admin-desk.ts';
import { insertTicket } from '#tests/support/fixtures.ts';
import { mailsTo } from '#tests/support/outbox.ts';
import { tinyPdf } from '#tests/support/sample-files.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { uploaded } from '#tests/support/uploads.ts';

const testApp = await createTestApp({ env: { PUBLIC_URL: 'https://support.example.ca' } });
const { db, runJobs } = testApp;
const { admin, customer, desk, customerCaller } = await signedInDesk(testApp);

describe('notices of replies with files', () => {
  it('name the files and link to the ticket, in both directions, never carrying them', async () => {
    const ticket = await insertTicket(db, { email: customer.email });
    const shot = await uploaded(customerCaller, 'screen.txt', Buffer.from('error 42\n'));
    await customerCaller.post(`/api/tickets/${ticket.id}/responses`, {
      text: 'See attached',
      attachments: [shot.token],
    });
    const steps = await uploaded(desk, 'steps.pdf', tinyPdf());
    await desk.post(`/api/admin/tickets/${ticket.id}/responses`, {
      text: 'Try these',
      attachments: [steps.token],
    });
    await runJobs();
    const [toAdmin] = await mailsTo(db, admin.email, 'admin_customer_reply');
    expect(toAdmin?.data).toMatchObject({ files: 'screen.txt', link: expect.stringContaining(ticket.id) });
    const [toCustomer] = await mailsTo(db, customer.email, 'customer_reply_notice');
    expect(toCustomer?.data).toMatchObject({ files: 'steps.pdf', link: expect.stringContaining(ticket.id) });
  });

  it('of a new ticket name its files to the admins', async () => {
    const guide = await uploaded(customerCaller, 'guide.pdf', tinyPdf());
    const filed = await customerCaller.post<{ ticket: { id: string } }>('/api/tickets', {
      email: customer.email,
      name: 'Ada',
      subject: 'With a guide',
      description: 'See the guide.',
      attachments: [guide.token],
    });
    await runJobs();
    const [notice] = await mailsTo(db, admin.email, 'admin_new_ticket');
    expect(notice?.data).toMatchObject({
      files: 'guide.pdf',
      link: expect.stringContaining(filed.body.ticket.id),
    });
  });
});
