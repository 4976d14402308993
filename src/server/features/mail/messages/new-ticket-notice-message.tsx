import type { MailMessage } from '#server/features/mail/mail-message.ts';
import { MailButton, Paragraph, Quote } from '#server/features/mail/mail-parts.tsx';
import { AttachedFiles } from './attached-files.tsx';
import { deskNoticeCopy } from './desk-notice-copy.ts';
import { TicketSender } from './ticket-sender.tsx';

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
  /** 'no' for a ticket filed without its customer's session. */
  verified: 'yes' | 'no';
  description: string;
  /** The ticket's files' names, comma separated; absent without files. */
  files?: string;
}> = {
  kind: 'admin_new_ticket',
  subject: (data, { language }) => subjects[language](data.subject),
  reason: (_data, { product, language }) => deskNoticeCopy[language].reason(product),
  body: (data, context) => {
    const text = deskNoticeCopy[context.language];
    return (
      <>
        <Paragraph>
          <TicketSender
            name={data.name}
            email={data.email}
            unverified={data.verified === 'no'}
            language={context.language}
          />
        </Paragraph>
        <Quote>{data.description}</Quote>
        <AttachedFiles names={data.files} language={context.language} />
        <MailButton href={data.link}>{text.button}</MailButton>
      </>
    );
  },
};
