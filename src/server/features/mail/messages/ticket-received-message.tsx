import type { MailMessage } from '#server/features/mail/mail-message.ts';
import { MailButton, Paragraph } from '#server/features/mail/mail-parts.tsx';
import { customerNoticeReason } from './customer-notice-reason.ts';

const copy = {
  en: {
    subject: (reference: string, subject: string) => `We received your ticket [#${reference}]: ${subject}`,
    intro: (subject: string) => `We received your ticket “${subject}”. Our support team will answer it here.`,
    reference: (reference: string) => `Your ticket reference: ${reference}`,
    button: 'View your ticket',
  },
  fr: {
    subject: (reference: string, subject: string) =>
      `Nous avons reçu votre demande [#${reference}] : ${subject}`,
    intro: (subject: string) =>
      `Nous avons reçu votre demande « ${subject} ». Notre équipe de soutien y répondra ici.`,
    reference: (reference: string) => `Numéro de votre demande : ${reference}`,
    button: 'Voir votre demande',
  },
};

/** A customer whose address is confirmed hears that their ticket arrived, with its reference. */
export const ticketReceivedMessage: MailMessage<{
  link: string;
  subject: string;
  reference: string;
}> = {
  kind: 'ticket_received',
  subject: (data, { language }) => copy[language].subject(data.reference, data.subject),
  reason: (_data, { product, language }) => customerNoticeReason[language](product),
  body: (data, context) => {
    const text = copy[context.language];
    return (
      <>
        <Paragraph>{text.intro(data.subject)}</Paragraph>
        <Paragraph>{text.reference(data.reference)}</Paragraph>
        <MailButton href={data.link}>{text.button}</MailButton>
      </>
    );
  },
};
