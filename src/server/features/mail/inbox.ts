/** googlemail.com is gmail.com's other name. */
const domainAliases: Record<string, string> = { 'googlemail.com': 'gmail.com' };

/** Domains whose mailboxes ignore dots in the local part. */
const dotBlindDomains = new Set(['gmail.com']);

function parts(email: string): { local: string; domain: string } {
  const folded = email.trim().toLowerCase();
  const at = folded.lastIndexOf('@');
  const domain = folded.slice(at + 1).replace(/\.$/, '');
  return { local: folded.slice(0, Math.max(at, 0)), domain: domainAliases[domain] ?? domain };
}

/** The domain that receives mail for `email`, spelt one way. */
export function inboxDomain(email: string): string {
  return parts(email).domain;
}

/**
 * The inbox `email` delivers to, one key for every spelling of it: case folded, a plus-tag dropped,
 * Gmail's dots ignored. Only for counting what is sent there; mail still goes to the address as typed.
 */
export function inboxKey(email: string): string {
  const { local, domain } = parts(email);
  const untagged = local.split('+')[0] ?? '';
  return `${dotBlindDomains.has(domain) ? untagged.replaceAll('.', '') : untagged}@${domain}`;
}
