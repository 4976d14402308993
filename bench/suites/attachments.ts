import { randomBytes } from 'node:crypto';
import { passwordDigest } from '#shared/password-digest.ts';
import { startServer } from '../../tests/support/server-process.ts';
import { peakResidentDuring, residentBytes } from '../lib/process-memory.ts';
import type { BenchSuite } from '../suite.ts';

/** BENCH_FILE_MB (10), BENCH_UPLOADS (20) and BENCH_DOWNLOADS (100): smaller on a busy machine. */
const fileMb = Number(process.env.BENCH_FILE_MB ?? 10);
const uploads = Number(process.env.BENCH_UPLOADS ?? 20);
const downloads = Number(process.env.BENCH_DOWNLOADS ?? 100);
const admin = { email: 'bench-admin@example.com', password: 'bench admin password' };
const MB = 1024 * 1024;

/** A PDF by its first bytes, random after them: every file is new content (nothing deduplicated). */
function pdfOf(bytes: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n');
  return Buffer.concat([head, randomBytes(bytes - head.length)]);
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
const ms = (value: number) => `${Math.round(value)} ms`;

/**
 * Files through the built server: one upload and one download timed, then the server's peak resident
 * memory while `uploads` files arrive at once and while `downloads` clients read one file at once.
 */
export const attachments: BenchSuite = {
  name: 'attachments',
  title: 'Attachments: upload, download and memory',
  async run(context) {
    const server = await startServer({
      env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, RATE_LIMITS: 'off' },
      stdio: 'ignore',
    });
    const pid = server.process.pid;
    if (!pid) throw new Error('the server has no process id');
    try {
      const signIn = await fetch(`${server.baseUrl}/api/auth/admin/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: admin.email,
          passwordHash: await passwordDigest(admin.password, admin.email),
        }),
      });
      const cookie = signIn.headers.getSetCookie()[0]?.split(';')[0] ?? '';
      const upload = async (body: Buffer) => {
        const response = await fetch(`${server.baseUrl}/api/uploads?name=bench.pdf`, {
          method: 'POST',
          headers: { cookie },
          body: new Blob([new Uint8Array(body)]),
        });
        if (response.status !== 201) throw new Error(`upload answered ${response.status}`);
        return ((await response.json()) as { upload: { token: string } }).upload.token;
      };
      const bytes = fileMb * MB;
      context.log(`one ${fileMb} MB upload...`);
      const [token, uploadMs] = await timed(() => upload(pdfOf(bytes)));
      const email = `bench-${Date.now()}@example.com`;
      const filed = await fetch(`${server.baseUrl}/api/tickets`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email,
          name: 'Bench',
          subject: 'Bench file',
          description: 'A file to download.',
          passwordHash: await passwordDigest('bench password', email),
          attachments: [token],
        }),
      });
      const ticketId = ((await filed.json()) as { ticket: { id: string } }).ticket.id;
      const conversation = await fetch(`${server.baseUrl}/api/admin/tickets/${ticketId}`, {
        headers: { cookie },
      });
      const fileId = ((await conversation.json()) as { attachments: { id: string }[] }).attachments[0]?.id;
      // Counted as it arrives: a hundred clients holding 10 MB each would weigh on the server's machine.
      const download = async () => {
        const response = await fetch(`${server.baseUrl}/api/attachments/${fileId}`, { headers: { cookie } });
        const reader = response.body?.getReader();
        let received = 0;
        for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
          received += chunk.value.byteLength;
        }
        return received;
      };
      context.log('one download...');
      const [downloaded, downloadMs] = await timed(download);
      if (downloaded !== bytes) throw new Error(`downloaded ${downloaded} bytes of ${bytes}`);

      const files = Array.from({ length: uploads }, () => pdfOf(bytes));
      const baseline = residentBytes(pid);
      context.log(`${uploads} uploads at once...`);
      const uploadPeak = await peakResidentDuring(pid, () => Promise.all(files.map(upload)));
      context.log(`${downloads} downloads at once...`);
      const downloadBaseline = residentBytes(pid);
      const downloadPeak = await peakResidentDuring(pid, () =>
        Promise.all(Array.from({ length: downloads }, download)),
      );

      const data = {
        fileMb,
        uploads,
        downloads,
        uploadMs,
        downloadMs,
        baseline,
        uploadPeak,
        downloadBaseline,
        downloadPeak,
      };
      const full = fileMb >= 10 && uploads >= 20 && downloads >= 100;
      const missed = [
        ...(uploadMs >= 1000 ? [`one upload took ${ms(uploadMs)}`] : []),
        ...(downloadMs >= 1000 ? [`one download took ${ms(downloadMs)}`] : []),
        ...(full && uploadPeak - baseline >= 300 * MB
          ? [`concurrent uploads added ${mb(uploadPeak - baseline)}`]
          : []),
        ...(full && downloadPeak - downloadBaseline >= 300 * MB
          ? [`concurrent downloads added ${mb(downloadPeak - downloadBaseline)}`]
          : []),
      ];
      const markdown = [
        `Files of ${fileMb} MB on the embedded database${full ? '' : ' (a reduced run: the targets are for 10 MB, 20 uploads and 100 downloads)'}.`,
        '',
        '| measure | figure | target |',
        '| --- | ---: | --- |',
        `| one upload | ${ms(uploadMs)} | under 1 s |`,
        `| one download | ${ms(downloadMs)} | under 1 s |`,
        `| ${uploads} uploads at once: peak resident memory added | ${mb(uploadPeak - baseline)} (from ${mb(baseline)}) | under 300 MB |`,
        `| ${downloads} downloads at once: peak resident memory added | ${mb(downloadPeak - downloadBaseline)} (from ${mb(downloadBaseline)}) | streamed: under 300 MB (${mb(downloads * bytes)} served) |`,
      ].join('\n');
      return { markdown, data, missed };
    } finally {
      await server.dispose();
    }
  },
};
