import { Button, Text } from '@react-email/components';
import type { ReactNode } from 'react';

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
export function Quote({ children }: { children: ReactNode }) {
  return <Text style={quote}>{children}</Text>;
}

export function MailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button href={href} style={button}>
      {children}
    </Button>
  );
}
