// A built server of its own with a real SMTP server and a real IMAP mailbox (Dovecot), for the suites
// that follow mail out and back in.
import { afterAll, beforeAll } from 'vitest';
import { freePort } from '#server/db/embedded-postgres.ts';
import { type ImapServer, startImapServer } from '#tests/support/imap-server.ts';
import { type ServerProcess, startServer } from '#tests/support/server-process.ts';
import { type SmtpInbox, startSmtpInbox } from '#tests/support/smtp-inbox.ts';
import { adminCaller } from '#tests/system/http.ts';

export interface ServerWithMail {
  smtp: SmtpInbox;
  imap: ImapServer;
  server: ServerProcess;
  /** Calls the server's API as the admin, signed in on the first call. */
  adminCall: (method: string, path: string, body?: unknown) => ReturnType<ReturnType<typeof adminCaller>>;
}

/** Starts them before the describe block's tests, with `admin` created, and stops them after. */
export function useServerWithMail(admin: { email: string; password: string }, supportAddress: string) {
  const mail = {} as ServerWithMail;
  let asAdmin: ReturnType<typeof adminCaller> | undefined;
  mail.adminCall = (method, path, body) => {
    asAdmin ??= adminCaller(mail.server.baseUrl, admin);
    return asAdmin(method, path, body);
  };

  beforeAll(async () => {
    mail.smtp = await startSmtpInbox();
    mail.imap = await startImapServer();
    const port = await freePort();
    mail.server = await startServer({
      port,
      stdio: 'ignore',
      env: {
        SMTP_URL: mail.smtp.url,
        IMAP_URL: mail.imap.url,
        SUPPORT_ADDRESS: supportAddress,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        TRUST_PROXY: 'true',
      },
    });
  });
  afterAll(async () => {
    await mail.server?.dispose();
    await mail.imap?.stop();
    await mail.smtp?.stop();
  });
  return mail;
}
