import { describe, expect, it } from 'vitest';
import { customerReplyNoticeMessage } from './messages/customer-reply-notice-message.tsx';
import { replyNoticeMessage } from './messages/reply-notice-message.tsx';
import { renderMail } from './render-mail.tsx';

const reply = { link: 'https://support.example.ca/my-tickets', subject: 'Export', reply: 'Try these' };

describe('a reply notice with files', () => {
  it("names them in the person's language, and says nothing of files when there are none", async () => {
    const fr = await renderMail(
      replyNoticeMessage,
      { ...reply, files: 'steps.pdf, shot.png' },
      { product: 'Maple AI', language: 'fr' },
    );
    expect(fr.text).toContain('Fichiers joints, à ouvrir depuis la demande : steps.pdf, shot.png');
    const en = await renderMail(
      customerReplyNoticeMessage,
      { ...reply, email: 'ada@example.com', files: 'log.txt' },
      { product: 'Maple AI', language: 'en' },
    );
    expect(en.text).toContain('Attached files, to open from the ticket: log.txt');
    const none = await renderMail(replyNoticeMessage, reply, { product: 'Maple AI', language: 'en' });
    expect(none.text).not.toContain('Attached files');
  });
});
