import { render } from '@react-email/components';
import { MailLayout } from './mail-layout.tsx';
import type { MailContext, MailData, MailMessage } from './mail-message.ts';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** A message as it is sent: HTML and plain text of the same content, in the person's language. */
export async function renderMail<Data extends MailData>(
  message: MailMessage<Data>,
  data: Data,
  context: MailContext,
  /** A notice's link that turns its kind of message off. */
  turnOffLink?: string,
  /** The line above which an emailed reply is read, on a message that can be answered. */
  replyMarker?: string,
): Promise<RenderedMail> {
  const subject = message.subject(data, context);
  const element = (
    <MailLayout
      context={context}
      preview={subject}
      reason={message.reason(data, context)}
      turnOffLink={turnOffLink}
      replyMarker={replyMarker}
    >
      {message.body(data, context)}
    </MailLayout>
  );
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject, html, text };
}
