import { describe, expect, it } from 'vitest';
import { forwardedClientAddress, parseProxyTrust } from './proxy-trust.ts';

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default: the socket is the client, whatever the headers say', () => {
    for (const setting of ['', 'false', '0']) {
      expect(forwardedClientAddress('198.51.100.7', '203.0.113.9', parseProxyTrust(setting))).toBe(
        '198.51.100.7',
      );
    }
  });

  it("takes the entry our one proxy appended ('true' = 1 hop), not the ones a visitor wrote before it", () => {
    for (const setting of ['true', '1']) {
      const trust = parseProxyTrust(setting);
      expect(forwardedClientAddress('10.0.0.2', 'forged, 203.0.113.1, 198.51.100.7', trust)).toBe(
        '198.51.100.7',
      );
      expect(forwardedClientAddress('10.0.0.2', undefined, trust)).toBe('10.0.0.2');
    }
  });

  it('counts hops from the right', () => {
    const trust = parseProxyTrust('2');
    expect(forwardedClientAddress('10.0.0.2', 'forged, 198.51.100.7, 10.0.0.3', trust)).toBe('198.51.100.7');
  });

  it('skips listed proxies and CIDR ranges from the right, stopping at the first address outside them', () => {
    const trust = parseProxyTrust('10.0.0.0/8, 127.0.0.1');
    expect(forwardedClientAddress('127.0.0.1', '203.0.113.1, 198.51.100.7, 10.1.2.3', trust)).toBe(
      '198.51.100.7',
    );
    expect(forwardedClientAddress('192.0.2.1', '198.51.100.7', trust)).toBe('192.0.2.1');
  });

  it('refuses a setting that is neither a flag, a count nor addresses', () => {
    expect(() => parseProxyTrust('yes please')).toThrow();
    expect(() => parseProxyTrust('10.0.0.0/99')).toThrow();
  });
});
