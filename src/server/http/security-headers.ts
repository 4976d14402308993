import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '#server/app-env.ts';
import type { Env } from '#server/env.ts';
import { ENTRY_LOADER_SOURCE } from './entry-loader.ts';
import { isHttps } from './request-info.ts';

/**
 * CSP and the other hardening headers on every response; HSTS only where the request came over HTTPS.
 * A page the browser opened itself (an address typed or bookmarked, a link tapped in a mail app) gets no
 * opener policy: no other page holds it, and the policy would only cost its first paint a new browsing
 * context group (docs/decisions/opener-policy-for-pages-opened-by-pages.md).
 */
export function securityHeaders(env: Env) {
  const frameSources = ["'self'"];
  if (env.PLATFORM_URL) frameSources.push(new URL(env.PLATFORM_URL).origin);
  const hardening = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // Scripts are same-origin files, and the pages' one inline script, allowed by its hash.
      scriptSrc: ["'self'", ENTRY_LOADER_SOURCE],
      // Radix and sonner set inline styles.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameSrc: frameSources,
      frameAncestors: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: false,
    // An answer that sets its own (a ticket's file: nothing allowed, sandboxed) keeps it.
    overwrite: false,
  });
  return createMiddleware<AppEnv>(async (c, next) => {
    await hardening(c, next);
    if (isHttps(c)) c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (!c.res.headers.get('Content-Type')?.startsWith('text/html')) return;
    if (c.req.header('Sec-Fetch-Site') === 'none') c.res.headers.delete('Cross-Origin-Opener-Policy');
    c.header('Vary', 'Sec-Fetch-Site', { append: true });
  });
}
