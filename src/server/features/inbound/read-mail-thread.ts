// A worker thread's task (piscina): a received message is parsed and cleaned here, away from the event
// loop that answers requests (docs/decisions/mail-read-in-linear-time.md).
import { type ReadMail, readMail } from './read-mail.ts';

export default function readMailTask(raw: Uint8Array): Promise<ReadMail> {
  return readMail(Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength));
}
