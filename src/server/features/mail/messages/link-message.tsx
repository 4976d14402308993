import type { MailMessage } from '#server/features/mail/mail-message.ts';
import { MailButton, Paragraph } from '#server/features/mail/mail-parts.tsx';
import type { MailKind } from '#shared/constants.ts';
import type { Language } from '#shared/language.ts';

interface LinkMessageCopy {
  subject: (product: string) => string;
  intro: (email: string) => string;
  button: string;
  /** How long and how often the link works, and what to do if the message was not expected. */
  lifetime: string;
  reason: (product: string) => string;
}

/** A message whose point is one link that grants access to the account at `email`. */
export function linkMessage(
  kind: MailKind,
  copy: Record<Language, LinkMessageCopy>,
): MailMessage<{ link: string; email: string }> {
  return {
    kind,
    subject: (_data, { product, language }) => copy[language].subject(product),
    reason: (_data, { product, language }) => copy[language].reason(product),
    body: (data, context) => {
      const text = copy[context.language];
      return (
        <>
          <Paragraph>{text.intro(data.email)}</Paragraph>
          <MailButton href={data.link}>{text.button}</MailButton>
          <Paragraph>{text.lifetime}</Paragraph>
        </>
      );
    },
  };
}
