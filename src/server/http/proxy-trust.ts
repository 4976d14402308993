import proxyaddr from 'proxy-addr';

/** Whether the hop at `hop` (0 = the socket's peer, 1 = the entry before it...) is one of our proxies. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY, read as Express reads `trust proxy`: unset or 'false' trusts no proxy; 'true' one hop;
 * a whole number that many hops; otherwise a comma-separated list of proxy addresses and CIDR ranges
 * (or proxy-addr's names: loopback, linklocal, uniquelocal). Throws on anything else.
 */
export function parseProxyTrust(value: string): ProxyTrust {
  const setting = value.trim();
  if (setting === '' || setting === 'false' || setting === '0') return () => false;
  if (setting === 'true') return hops(1);
  if (/^\d+$/.test(setting)) return hops(Number(setting));
  return proxyaddr.compile(setting.split(',').map((entry) => entry.trim()));
}

function hops(count: number): ProxyTrust {
  return (_address, hop) => hop < count;
}

/**
 * The client's address: walking X-Forwarded-For from the right (the entry our own proxy appended),
 * the first address that is not a trusted proxy. Entries a visitor wrote stand to the left of it and
 * are never reached.
 */
export function forwardedClientAddress(
  socketAddress: string,
  forwardedFor: string | undefined,
  trust: ProxyTrust,
) {
  return proxyaddr(
    { headers: { 'x-forwarded-for': forwardedFor }, connection: { remoteAddress: socketAddress } } as never,
    trust,
  );
}
