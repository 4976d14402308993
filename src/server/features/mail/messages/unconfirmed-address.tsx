import { Link } from '@react-email/components';
import type { MailContext } from '#server/features/mail/mail-message.ts';
import { MailButton, Paragraph } from '#server/features/mail/mail-parts.tsx';

/** What a notice to an address nobody confirmed offers instead of the portal's link. */
export interface UnconfirmedAddressLinks {
  /** Confirms the address (its opener types the ticket's password or chooses one), then the portal. */
  confirm: string;
  /** 'This wasn't me': removes the ticket filed in this address's name. */
  notMine: string;
}

const copy = {
  en: {
    locked: 'To see the whole conversation on our site, first confirm that this email address is yours.',
    confirm: 'Confirm and view the conversation',
    notYou: 'Did not contact us?',
    notMine: "This wasn't me",
  },
  fr: {
    locked:
      'Pour voir toute la conversation sur notre site, confirmez d’abord que cette adresse courriel est la vôtre.',
    confirm: 'Confirmer et voir la conversation',
    notYou: 'Vous ne nous avez pas écrit?',
    notMine: 'Ce n’était pas moi',
  },
};

/** The confirmation button and 'This wasn't me', at the end of a notice to an unconfirmed address. */
export function UnconfirmedAddress({
  links,
  context,
}: {
  links: UnconfirmedAddressLinks;
  context: MailContext;
}) {
  const text = copy[context.language];
  return (
    <>
      <Paragraph>{text.locked}</Paragraph>
      <MailButton href={links.confirm}>{text.confirm}</MailButton>
      <Paragraph>
        {text.notYou} <Link href={links.notMine}>{text.notMine}</Link>
      </Paragraph>
    </>
  );
}

/** Why an address nobody confirmed gets a notice, in its footer: it may not be the one who wrote. */
export const unconfirmedNoticeReason = {
  en: (product: string) => `You received this because a ticket was filed with ${product} using your address.`,
  fr: (product: string) =>
    `Vous recevez ce message parce qu’une demande a été envoyée à ${product} avec votre adresse.`,
};

/** The links when `data` carries both, for a notice's body. */
export function unconfirmedLinks(
  data: Partial<UnconfirmedAddressLinks>,
): UnconfirmedAddressLinks | undefined {
  return data.confirm && data.notMine ? { confirm: data.confirm, notMine: data.notMine } : undefined;
}
