import type { MailMessage } from '#server/features/mail/mail-message.ts';
import { MailButton, Paragraph, Quote } from '#server/features/mail/mail-parts.tsx';
import { deskNoticeCopy } from './desk-notice-copy.ts';

const subjects = {
  en: (subject: string) => `New ticket: ${subject}`,
  fr: (subject: string) => `Nouvelle demande : ${subject}`,
};

/** Admins hear of a new ticket. */
export const newTicketNoticeMessage: MailMessage<{
  link: string;
  subject: string;
  name: string;
  email: string;
  description: string;
}> = {
  kind: 'admin_new_ticket',
  subject: (data, { language }) => subjects[language](data.subject),
  reason: (_data, { product, language }) => deskNoticeCopy[language].reason(product),
  body: (data, context) => {
    const text = deskNoticeCopy[context.language];
    return (
      <>
        <Paragraph>{text.from(data.name, data.email)}</Paragraph>
        <Quote>{data.description}</Quote>
        <MailButton href={data.link}>{text.button}</MailButton>
      </>
    );
  },
};
