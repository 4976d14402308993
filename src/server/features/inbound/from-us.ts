import type { Env } from '#server/env.ts';
import { inboxKey, mailSender } from '#server/features/mail/index.ts';

/** The address of `Name <address>`, or the whole text when it is a bare address. */
function addressOf(mailbox: string): string {
  return (/<([^<>]{1,254})>/.exec(mailbox)?.[1] ?? mailbox).trim();
}

/**
 * Whether `sender` is our own sending address (MAIL_FROM, or its default) or the support address, any
 * plus-tag of it included: our own notice come back must neither open a ticket nor be answered.
 */
export function isFromUs(env: Env, sender: string): boolean {
  const ours = [addressOf(mailSender(env)), env.SUPPORT_ADDRESS ?? ''].filter(Boolean).map(inboxKey);
  return ours.includes(inboxKey(sender));
}
