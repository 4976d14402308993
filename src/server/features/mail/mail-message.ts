import type { ReactElement } from 'react';
import type { MailKind } from '#shared/constants.ts';
import type { Language } from '#shared/language.ts';

/** What every message's text may use besides its own data. */
export interface MailContext {
  product: string;
  language: Language;
  /** The organisation's name and contact details from the settings, in the footer; none in the subject. */
  contact?: string[];
}

/** The strings a message needs, kept in the outbox until it is sent. `link` is its main link. */
export type MailData = { link: string } & Record<string, string>;

/**
 * One kind of message: its subject, its body as react-email elements, and why the person got it.
 * Methods rather than function properties, so a message with its own data fits where any is expected.
 */
export interface MailMessage<Data extends MailData = MailData> {
  kind: MailKind;
  subject(data: Data, context: MailContext): string;
  body(data: Data, context: MailContext): ReactElement;
  /** The footer's line saying why this person got this message. */
  reason(data: Data, context: MailContext): string;
}
