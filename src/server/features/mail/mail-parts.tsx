import { Button, Text } from '@react-email/components';
import { Fragment, type ReactNode } from 'react';

const paragraph = { color: '#1c1917', fontSize: '15px', lineHeight: '24px' };
const quote = {
  ...paragraph,
  borderLeft: '3px solid #d6d3d1',
  paddingLeft: '12px',
  whiteSpace: 'pre-wrap' as const,
};
const button = {
  backgroundColor: '#b91c1c',
  borderRadius: '6px',
  color: '#ffffff',
  fontSize: '15px',
  fontWeight: 600,
  padding: '12px 20px',
  textDecoration: 'none',
};

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={paragraph}>{children}</Text>;
}

/** Someone's own words (a reply, a ticket's description), kept as written, line breaks included. */
/** A person's own words, quoted with their line breaks, which HTML and the plain-text part both keep. */
export function Quote({ children }: { children: string }) {
  const lines = children.split(/\r?\n/);
  return (
    <Text style={quote}>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a line has no other identity than its place
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </Text>
  );
}

export function MailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button href={href} style={button}>
      {children}
    </Button>
  );
}
