import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '#server/app-env.ts';
import type { Env } from '#server/env.ts';
import { ENTRY_LOADER_SOURCE } from './entry-loader.ts';
import { isHttps } from './request-info.ts';

/** CSP and the other hardening headers on every response; HSTS only where the request came over HTTPS. */
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
  });
}
