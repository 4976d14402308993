import { Link } from '@react-email/components';
import type { MailMessage } from '#server/features/mail/mail-message.ts';
import { MailButton, Paragraph } from '#server/features/mail/mail-parts.tsx';
import { deskNoticeCopy } from './desk-notice-copy.ts';
import { TicketSender } from './ticket-sender.tsx';

/** One ticket of a digest, with the link that opens it on the desk. */
export interface DigestTicket {
  id: string;
  subject: string;
  name: string;
  email: string;
  /** Absent from digests queued before it was kept. */
  isVerified?: boolean;
  link: string;
}

const copy = {
  en: {
    subject: (count: number) => (count === 1 ? '1 new ticket' : `${count} new tickets`),
    intro: 'These tickets arrived since your last message about new tickets:',
    more: (count: number) =>
      count === 1
        ? 'And 1 more new ticket: see it on the desk.'
        : `And ${count} more new tickets: see them on the desk.`,
    reason: (product: string) =>
      `You received this because notifications are on for your admin account on ${product}; new tickets that arrive within 5 minutes of your last message about one come together in one message.`,
  },
  fr: {
    subject: (count: number) => (count === 1 ? '1 nouvelle demande' : `${count} nouvelles demandes`),
    intro: 'Ces demandes sont arrivées depuis votre dernier message sur les nouvelles demandes :',
    more: (count: number) =>
      count === 1
        ? 'Et 1 autre nouvelle demande : consultez-la dans le bureau de soutien.'
        : `Et ${count} autres nouvelles demandes : consultez-les dans le bureau de soutien.`,
    reason: (product: string) =>
      `Vous recevez ce message parce que les avis sont activés pour votre compte admin sur ${product} ; les nouvelles demandes arrivées moins de 5 minutes après votre dernier message à leur sujet sont regroupées en un seul message.`,
  },
};

/** The outbox keeps strings only: the list travels as JSON. */
const ticketsOf = (data: { tickets?: string }): DigestTicket[] => JSON.parse(data.tickets ?? '[]');

/**
 * Admins hear of the new tickets that arrived within 5 minutes of their last message about one: `count`
 * in all, of which `tickets` lists the first few.
 */
export const newTicketsDigestMessage: MailMessage<{ link: string; count: string; tickets: string }> = {
  kind: 'admin_new_tickets',
  subject: (data, { language }) => copy[language].subject(Number(data.count)),
  reason: (_data, { product, language }) => copy[language].reason(product),
  body: (data, { language }) => {
    const listed = ticketsOf(data);
    const more = Number(data.count) - listed.length;
    return (
      <>
        <Paragraph>{copy[language].intro}</Paragraph>
        {listed.map((ticket) => (
          <Paragraph key={ticket.id}>
            <Link href={ticket.link}>{ticket.subject}</Link>
            <br />
            <TicketSender
              name={ticket.name}
              email={ticket.email}
              unverified={ticket.isVerified === false}
              language={language}
            />
          </Paragraph>
        ))}
        {more > 0 && (
          <Paragraph>
            <Link href={data.link}>{copy[language].more(more)}</Link>
          </Paragraph>
        )}
        <MailButton href={data.link}>{deskNoticeCopy[language].button}</MailButton>
      </>
    );
  },
};
