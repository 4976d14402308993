import type { ImapFlowOptions } from 'imapflow';

/** The mailbox to read and how to sign in, from IMAP_URL (README: "Replies by email"). */
export interface ImapMailbox {
  options: ImapFlowOptions;
  path: string;
}

/**
 * `imaps://user:password@host:993/INBOX`, or with `?auth=xoauth2` the password is an OAuth2 access
 * token (Microsoft 365, Gmail without app passwords). `imap://` is plain text, for a local server only.
 */
export function imapMailbox(imapUrl: string): ImapMailbox {
  const url = new URL(imapUrl);
  const secure = url.protocol === 'imaps:';
  const user = decodeURIComponent(url.username);
  const secret = decodeURIComponent(url.password);
  const oauth = url.searchParams.get('auth')?.toLowerCase() === 'xoauth2';
  return {
    options: {
      host: url.hostname,
      port: Number(url.port) || (secure ? 993 : 143),
      secure,
      auth: oauth ? { user, accessToken: secret } : { user, pass: secret },
      logger: false,
      // IDLE soon after each batch, so new mail is seen within a second rather than 15.
      autoIdleDelay: 500,
    },
    path: decodeURIComponent(url.pathname.replace(/^\//, '')) || 'INBOX',
  };
}
