import { Link } from '@react-email/components';
import type { MailContext } from '#server/features/mail/mail-message.ts';
import { MailButton, Paragraph } from '#server/features/mail/mail-parts.tsx';

/** The signed links of 'How did we do?': one per answer, and one that stops the question. */
export interface SatisfactionLinks {
  good: string;
  bad: string;
  stopAsking: string;
}

const copy = {
  en: { question: 'How did we do?', good: 'Good', bad: 'Not good', stopAsking: 'Stop asking me this' },
  fr: {
    question: 'Comment avons-nous fait?',
    good: 'Bien',
    bad: 'Pas bien',
    stopAsking: 'Ne plus me poser cette question',
  },
};

/** The question at the end of a resolved or closed ticket's notice: one click answers it. */
export function SatisfactionQuestion({ links, context }: { links: SatisfactionLinks; context: MailContext }) {
  const text = copy[context.language];
  return (
    <>
      <Paragraph>{text.question}</Paragraph>
      <MailButton href={links.good}>{text.good}</MailButton>{' '}
      <MailButton href={links.bad}>{text.bad}</MailButton>
      <Paragraph>
        <Link href={links.stopAsking}>{text.stopAsking}</Link>
      </Paragraph>
    </>
  );
}
