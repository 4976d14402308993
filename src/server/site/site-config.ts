import type { Context } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import type { Env } from '#server/env.ts';
import { publicBaseUrl } from '#server/features/mail/index.ts';
import { currentSettings, settingsFromEnv } from '#server/features/settings/index.ts';
import type { DeskSettings } from '#shared/schemas/desk-settings.ts';
import type { SiteConfig } from '#shared/site-config.ts';
import { privacyContact } from './legal-facts.ts';
import type { LegalSettings } from './legal-texts.ts';

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

/** The settings the pages show; with the database away and nothing read yet, the environment's. */
async function settingsForPages(c: Context<AppEnv>): Promise<DeskSettings> {
  const { db, env } = c.var.deps;
  try {
    return await currentSettings(db, env);
  } catch (error) {
    c.var.log.warn({ err: error }, 'page sent with the environment’s settings: the database did not answer');
    return settingsFromEnv(env);
  }
}

/** The configuration a page is filled in with for this request. */
export async function siteConfigOfRequest(c: Context<AppEnv>): Promise<SiteConfig> {
  return siteConfigOf(c.var.deps.env, await settingsForPages(c));
}

/**
 * What /privacy and /terms are filled in with for this request; with the database away (logged by the
 * settings' read), the contact is the text saying how to name one.
 */
export async function legalSettingsOfRequest(c: Context<AppEnv>): Promise<LegalSettings> {
  const { retentionDays } = await settingsForPages(c);
  const contact = await privacyContact(c.var.deps.db, c.var.deps.env).catch(() => undefined);
  return { retentionDays, contact };
}
