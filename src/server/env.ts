import { z } from 'zod';
import { parseBusinessHours } from '#server/business-hours.ts';
import { parseProxyTrust } from '#server/http/proxy-trust.ts';

const optionalString = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    ADMIN_EMAIL: optionalString,
    ADMIN_PASSWORD: optionalString,
    /** Admins must enrol a TOTP second factor at their next sign-in. */
    ADMIN_REQUIRE_2FA: booleanFlag.default(false),
    PRODUCT_NAME: z.string().trim().min(1).default('Maple AI'),
    PLATFORM_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    AI_BASE_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    AI_API_KEY: optionalString,
    AI_MODEL: optionalString,
    AI_PROVIDER_NAME: optionalString,
    /** Unset: Secure cookies exactly when the request came over HTTPS. */
    COOKIE_SECURE: booleanFlag.optional(),
    /** Which proxies' X-Forwarded-* headers to believe: a hop count ('true' = 1) or addresses/CIDRs. */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((value, context) => {
        try {
          return parseProxyTrust(value);
        } catch {
          context.addIssue({
            code: 'custom',
            message:
              'must be true, false, a hop count, or a comma-separated list of addresses and CIDR ranges',
          });
          return z.NEVER;
        }
      }),
    /** The person in charge of privacy, named on /privacy and /terms; unset: the first admin's email. */
    PRIVACY_CONTACT: optionalString,
    /** Markdown replacing the default privacy and terms pages; `{lang}` in the path reads one file per language. */
    PRIVACY_FILE: optionalString,
    TERMS_FILE: optionalString,
    /** Closed tickets older than this many days are removed daily; unset: keep everything. */
    RETENTION_DAYS: optionalString.pipe(z.coerce.number<string | undefined>().int().min(1).optional()),
    /** Mail goes out through this SMTP server (credentials in the URL); unset: it stays in the outbox. */
    SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    /** The sender of every message; unset: no-reply at PUBLIC_URL's host. */
    MAIL_FROM: optionalString,
    /** The address customers and admins answer: notices' Reply-To is its `+token` form; unset: no replies by email. */
    SUPPORT_ADDRESS: optionalString.pipe(z.email().toLowerCase().optional()),
    /** The mailbox read for replies (imaps://user:password@host:993/INBOX); unset: nothing is read. */
    IMAP_URL: optionalString.pipe(z.url({ protocol: /^imaps?$/ }).optional()),
    /** Where read messages are moved once processed. */
    IMAP_PROCESSED_FOLDER: z.string().trim().min(1).default('Processed'),
    /** The shared secret a mail provider's inbound route sends in X-Inbound-Secret; unset: the route is off. */
    INBOUND_SECRET: optionalString.pipe(z.string().min(16).optional()),
    /** How long reading one received message may take (on a worker thread) before it is held unread. */
    INBOUND_READ_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    /** The site's public base URL, used in every emailed link; required with SMTP_URL. */
    PUBLIC_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** Confirmation messages an hour to one domain, and to every domain; reset messages as many apart. */
    LINK_MAILS_PER_DOMAIN_PER_HOUR: z.coerce.number().int().min(1).default(100),
    LINK_MAILS_PER_HOUR: z.coerce.number().int().min(1).default(1000),
    /** When waiting time counts for the analytics ('mon-fri 09:00-17:00'); unset: every hour. */
    BUSINESS_HOURS: optionalString,
    /** The business hours' time zone, and where the analytics' days begin. */
    BUSINESS_TIME_ZONE: z.string().trim().default('UTC'),
    /** The analytics' share of tickets first answered within this many business hours. */
    FIRST_RESPONSE_TARGET_HOURS: z.coerce.number().positive().max(8760).default(24),
    /** 'off' exists for load benchmarks only; it must stay 'on' in production. */
    RATE_LIMITS: z.enum(['on', 'off']).default('on'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Unset: readable lines in a terminal, JSON lines otherwise (a file, a pipe, a log collector). */
    LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  })
  .transform((env, context) => {
    try {
      return { ...env, businessHours: parseBusinessHours(env.BUSINESS_HOURS, env.BUSINESS_TIME_ZONE) };
    } catch (error) {
      context.addIssue({ code: 'custom', path: ['BUSINESS_HOURS'], message: (error as Error).message });
      return z.NEVER;
    }
  })
  .refine((env) => !env.SMTP_URL || env.PUBLIC_URL, {
    path: ['PUBLIC_URL'],
    message:
      "required with SMTP_URL: the site's public base URL (https://support.example.ca), used in every emailed link",
  });

export type Env = z.infer<typeof envSchema>;

/** Parses configuration; the only place that reads process.env. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
}
