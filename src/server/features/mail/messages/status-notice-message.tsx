import type { MailMessage } from '#server/features/mail/mail-message.ts';
import { MailButton, Paragraph } from '#server/features/mail/mail-parts.tsx';
import { customerNoticeReason } from './customer-notice-reason.ts';
import { type SatisfactionLinks, SatisfactionQuestion } from './satisfaction-question.tsx';
import {
  UnconfirmedAddress,
  type UnconfirmedAddressLinks,
  unconfirmedLinks,
  unconfirmedNoticeReason,
} from './unconfirmed-address.tsx';

const copy = {
  en: {
    subject: {
      resolved: (subject: string) => `Ticket resolved: ${subject}`,
      closed: (subject: string) => `Ticket closed: ${subject}`,
    },
    intro: {
      resolved: (subject: string) => `Your ticket “${subject}” was marked resolved.`,
      closed: (subject: string) => `Your ticket “${subject}” was closed.`,
    },
    button: 'View your ticket',
  },
  fr: {
    subject: {
      resolved: (subject: string) => `Demande résolue : ${subject}`,
      closed: (subject: string) => `Demande fermée : ${subject}`,
    },
    intro: {
      resolved: (subject: string) => `Votre demande « ${subject} » a été marquée comme résolue.`,
      closed: (subject: string) => `Votre demande « ${subject} » a été fermée.`,
    },
    button: 'Voir votre demande',
    reason: (product: string) =>
      `Vous recevez ce message parce que vous avez envoyé cette demande à ${product}.`,
  },
};

/**
 * A customer hears that an admin resolved or closed their ticket, and is asked how we did unless they
 * turned the question off.
 */
export const statusNoticeMessage: MailMessage<
  { link: string; subject: string; status: 'resolved' | 'closed' } & Partial<SatisfactionLinks> &
    Partial<UnconfirmedAddressLinks>
> = {
  kind: 'customer_status_notice',
  subject: (data, { language }) => copy[language].subject[data.status](data.subject),
  reason: (data, { product, language }) =>
    (unconfirmedLinks(data) ? unconfirmedNoticeReason : customerNoticeReason)[language](product),
  body: (data, context) => {
    const text = copy[context.language];
    const unconfirmed = unconfirmedLinks(data);
    return (
      <>
        <Paragraph>{text.intro[data.status](data.subject)}</Paragraph>
        {unconfirmed ? (
          <UnconfirmedAddress links={unconfirmed} context={context} />
        ) : (
          <MailButton href={data.link}>{text.button}</MailButton>
        )}
        {data.good && data.bad && data.stopAsking ? (
          <SatisfactionQuestion
            links={{ good: data.good, bad: data.bad, stopAsking: data.stopAsking }}
            context={context}
          />
        ) : null}
      </>
    );
  },
};
