import { Body, Container, Head, Hr, Html, Link, Preview, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import type { MailContext } from './mail-message.ts';

const footerCopy = {
  en: { turnOff: 'Stop these emails' },
  fr: { turnOff: 'Ne plus recevoir ces courriels' },
};

const page = {
  backgroundColor: '#f6f6f4',
  fontFamily: 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif',
};
const card = { backgroundColor: '#ffffff', padding: '24px', margin: '24px auto', maxWidth: '560px' };
const brand = { color: '#b91c1c', fontSize: '18px', fontWeight: 700, margin: '0 0 16px' };
const footer = { color: '#57534e', fontSize: '12px', lineHeight: '18px' };

interface MailLayoutProps {
  context: MailContext;
  preview: string;
  reason: string;
  turnOffLink?: string | undefined;
  replyMarker?: string | undefined;
  children: ReactNode;
}

/** The frame of every message: the product's name, the content, and a footer saying why it came. No images, no tracking. */
export function MailLayout({
  context,
  preview,
  reason,
  turnOffLink,
  replyMarker,
  children,
}: MailLayoutProps) {
  const copy = footerCopy[context.language];
  return (
    <Html lang={context.language}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={page}>
        <Container style={card}>
          {replyMarker && <Text style={footer}>{replyMarker}</Text>}
          <Text style={brand}>{context.product}</Text>
          {children}
          <Hr />
          {context.contact && context.contact.length > 0 && (
            <Text style={footer}>{context.contact.join(' · ')}</Text>
          )}
          <Text style={footer}>
            {reason}
            {turnOffLink && (
              <>
                {' '}
                <Link href={turnOffLink}>{copy.turnOff}</Link>
              </>
            )}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
