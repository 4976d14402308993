import type { MailMessage } from '#server/features/mail/mail-message.ts';
import { MailButton, Paragraph, Quote } from '#server/features/mail/mail-parts.tsx';
import { AttachedFiles } from './attached-files.tsx';
import { customerNoticeReason } from './customer-notice-reason.ts';
import {
  UnconfirmedAddress,
  type UnconfirmedAddressLinks,
  unconfirmedLinks,
  unconfirmedNoticeReason,
} from './unconfirmed-address.tsx';

const copy = {
  en: {
    subject: (subject: string) => `New reply: ${subject}`,
    intro: (subject: string, author: string) =>
      author
        ? `${author} (Support team) answered your ticket “${subject}”:`
        : `Our support team answered your ticket “${subject}”:`,
    button: 'View the conversation',
  },
  fr: {
    subject: (subject: string) => `Nouvelle réponse : ${subject}`,
    intro: (subject: string, author: string) =>
      author
        ? `${author} (équipe de soutien) a répondu à votre demande « ${subject} » :`
        : `Notre équipe de soutien a répondu à votre demande « ${subject} » :`,
    button: 'Voir la conversation',
    reason: (product: string) =>
      `Vous recevez ce message parce que vous avez envoyé cette demande à ${product}.`,
  },
};

/** A customer hears of a team member's reply, with its text and the member's name when they have one. */
export const replyNoticeMessage: MailMessage<
  {
    link: string;
    subject: string;
    reply: string;
    /** The member's display name; empty for none (older messages lack it). */
    author?: string;
    /** The reply's files' names, comma separated; absent without files. */
    files?: string;
  } & Partial<UnconfirmedAddressLinks>
> = {
  kind: 'customer_reply_notice',
  subject: (data, { language }) => copy[language].subject(data.subject),
  reason: (data, { product, language }) =>
    (unconfirmedLinks(data) ? unconfirmedNoticeReason : customerNoticeReason)[language](product),
  body: (data, context) => {
    const text = copy[context.language];
    const unconfirmed = unconfirmedLinks(data);
    return (
      <>
        <Paragraph>{text.intro(data.subject, data.author ?? '')}</Paragraph>
        <Quote>{data.reply}</Quote>
        <AttachedFiles names={data.files} language={context.language} />
        {unconfirmed ? (
          <UnconfirmedAddress links={unconfirmed} context={context} />
        ) : (
          <MailButton href={data.link}>{text.button}</MailButton>
        )}
      </>
    );
  },
};
