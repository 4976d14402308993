// A real IMAP server (Debian's dovecot-imapd) on 127.0.0.1 in a temporary folder, with a user of its own.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ImapFlow } from 'imapflow';
import { freePort } from '#server/db/embedded-postgres.ts';

const DOVECOT = '/usr/sbin/dovecot';
const USER = 'support';
const PASSWORD = 'imap password';

export interface ImapServer {
  /** IMAP_URL for the product: plain text on 127.0.0.1. */
  url: string;
  /** Puts a message in the inbox as a mail server delivers it (IMAP APPEND). */
  append(raw: Buffer): Promise<void>;
  /** Puts every message in the inbox, one APPEND after the other on one connection. */
  appendAll(raws: Buffer[]): Promise<void>;
  /** A connection of its own that appends to the inbox until closed: APPENDs at a steady rate. */
  appender(): Promise<{ append(raw: Buffer): Promise<void>; close(): Promise<void> }>;
  /** How many messages `folder` holds, and how many of them are seen. */
  count(folder: string): Promise<{ total: number; seen: number }>;
  stop(): Promise<void>;
}

/** Whether the suites can run one; CI installs it and sets E2E_REQUIRED, so there it must. */
export function imapServerAvailable(): boolean {
  if (existsSync(DOVECOT)) return true;
  if (process.env.E2E_REQUIRED) throw new Error(`${DOVECOT} is missing: apt-get install dovecot-imapd`);
  console.warn(`\n!!! ${DOVECOT} is missing: the IMAP suites are SKIPPED (apt-get install dovecot-imapd)\n`);
  return false;
}

function configuration(dir: string, port: number): string {
  return `base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = static
  args = uid=dovenull gid=dovenull home=${dir}/mail/%u
}
mail_location = maildir:~/Maildir
first_valid_uid = 1
first_valid_gid = 1
namespace inbox {
  inbox = yes
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
`;
}

async function listening(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`dovecot exited with code ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => resolve(socket.end() && true));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('dovecot did not listen within 15 s');
}

export async function startImapServer(): Promise<ImapServer> {
  const dir = mkdtempSync(join(tmpdir(), 'maple-imap-'));
  const port = await freePort();
  // Dovecot's own users read its configuration and the users file under it.
  chmodSync(dir, 0o755);
  for (const sub of ['run', 'state', 'mail']) mkdirSync(join(dir, sub));
  const id = (flag: string) => Number(execFileSync('id', [flag, 'dovenull']).toString().trim());
  chownSync(join(dir, 'mail'), id('-u'), id('-g'));
  writeFileSync(join(dir, 'users'), `${USER}:{PLAIN}${PASSWORD}::::::\n`);
  writeFileSync(join(dir, 'dovecot.conf'), configuration(dir, port));
  // Its own process group, stopped by group id with the processes it starts.
  const child = spawn(DOVECOT, ['-F', '-c', join(dir, 'dovecot.conf')], { detached: true, stdio: 'ignore' });
  await listening(port, child);
  const auth = { user: USER, pass: PASSWORD };
  const client = () => new ImapFlow({ host: '127.0.0.1', port, secure: false, auth, logger: false });
  const withClient = async <T>(work: (imap: ImapFlow) => Promise<T>): Promise<T> => {
    const imap = client();
    await imap.connect();
    try {
      return await work(imap);
    } finally {
      await imap.logout();
    }
  };
  return {
    url: `imap://${USER}:${encodeURIComponent(PASSWORD)}@127.0.0.1:${port}/INBOX`,
    append: (raw) => withClient(async (imap) => void (await imap.append('INBOX', raw))),
    appendAll: (raws) =>
      withClient(async (imap) => {
        for (const raw of raws) await imap.append('INBOX', raw);
      }),
    async appender() {
      const imap = client();
      await imap.connect();
      return {
        append: async (raw) => void (await imap.append('INBOX', raw)),
        close: () => imap.logout(),
      };
    },
    count: (folder) =>
      withClient(async (imap) => {
        // A folder the reader has not made yet holds nothing.
        const status =
          (await imap.status(folder, { messages: true, unseen: true }).catch(() => undefined)) || undefined;
        const total = status?.messages ?? 0;
        return { total, seen: total - (status?.unseen ?? 0) };
      }),
    async stop() {
      if (child.exitCode === null && child.pid) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid, 'SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
