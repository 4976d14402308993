import type { Language } from '#shared/language.ts';
import { deskNoticeCopy } from './desk-notice-copy.ts';

/** Who filed a ticket, in an admin's notice, marked as the desk marks it when filed without signing in. */
export function TicketSender({
  name,
  email,
  unverified,
  language,
}: {
  name: string;
  email: string;
  unverified: boolean;
  language: Language;
}) {
  const text = deskNoticeCopy[language];
  return (
    <>
      {text.from(name, email)}
      {unverified && (
        <>
          <br />
          {text.unverified}
        </>
      )}
    </>
  );
}
