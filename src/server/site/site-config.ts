import type { Env } from '#server/env.ts';
import { publicBaseUrl } from '#server/features/mail/index.ts';
import type { DeskSettings } from '#shared/schemas/desk-settings.ts';
import type { SiteConfig } from '#shared/site-config.ts';

export const BUILT_IN_ASSISTANT_NAME = 'Maple Assistant';

/** What the pages need of the environment and of the settings as they are now. */
export function siteConfigOf(env: Env, settings: DeskSettings): SiteConfig {
  const upstreamName = env.AI_BASE_URL ? (env.AI_MODEL ?? new URL(env.AI_BASE_URL).hostname) : undefined;
  return {
    productName: env.PRODUCT_NAME,
    aiProviderName: env.AI_PROVIDER_NAME ?? upstreamName ?? BUILT_IN_ASSISTANT_NAME,
    aiHost: env.AI_BASE_URL ? new URL(env.AI_BASE_URL).host : '',
    platformUrl: env.PLATFORM_URL ?? '',
    publicUrl: publicBaseUrl(env),
    organisationName: settings.organisationName,
    contactEmail: settings.supportEmail,
    contactPhone: settings.phone,
    contactAddress: settings.address,
  };
}
