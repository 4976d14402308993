import type { MailMessage } from '#server/features/mail/mail-message.ts';
import { MailButton, Paragraph } from '#server/features/mail/mail-parts.tsx';
import { deskNoticeCopy } from './desk-notice-copy.ts';

const copy = {
  en: {
    subject: (subject: string) => `Assigned to you: ${subject}`,
    intro: (by: string, subject: string) => `${by} assigned you the ticket “${subject}”.`,
  },
  fr: {
    subject: (subject: string) => `Assignée à vous : ${subject}`,
    intro: (by: string, subject: string) => `${by} vous a assigné la demande « ${subject} ».`,
  },
};

/** A member hears that a ticket was assigned to them by someone else. */
export const ticketAssignedMessage: MailMessage<{ link: string; subject: string; by: string }> = {
  kind: 'admin_ticket_assigned',
  subject: (data, { language }) => copy[language].subject(data.subject),
  reason: (_data, { product, language }) => deskNoticeCopy[language].reason(product),
  body: (data, context) => (
    <>
      <Paragraph>{copy[context.language].intro(data.by, data.subject)}</Paragraph>
      <MailButton href={data.link}>{deskNoticeCopy[context.language].button}</MailButton>
    </>
  ),
};
