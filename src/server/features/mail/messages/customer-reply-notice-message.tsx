import type { MailMessage } from '#server/features/mail/mail-message.ts';
import { MailButton, Paragraph, Quote } from '#server/features/mail/mail-parts.tsx';
import { AttachedFiles } from './attached-files.tsx';
import { deskNoticeCopy } from './desk-notice-copy.ts';

const subjects = {
  en: (subject: string) => `Customer reply: ${subject}`,
  fr: (subject: string) => `Réponse du client : ${subject}`,
};

/** Admins hear of a customer's reply on a ticket. */
export const customerReplyNoticeMessage: MailMessage<{
  link: string;
  subject: string;
  email: string;
  reply: string;
  /** The reply's files' names, comma separated; absent without files. */
  files?: string;
}> = {
  kind: 'admin_customer_reply',
  subject: (data, { language }) => subjects[language](data.subject),
  reason: (_data, { product, language }) => deskNoticeCopy[language].reason(product),
  body: (data, context) => {
    const text = deskNoticeCopy[context.language];
    return (
      <>
        <Paragraph>{text.from(data.email, data.email)}</Paragraph>
        <Quote>{data.reply}</Quote>
        <AttachedFiles names={data.files} language={context.language} />
        <MailButton href={data.link}>{text.button}</MailButton>
      </>
    );
  },
};
