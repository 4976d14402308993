import type { Env } from '#server/env.ts';
import type { DeskSettings } from '#shared/schemas/desk-settings.ts';

export type SettingsEnv = Pick<
  Env,
  | 'PRODUCT_NAME'
  | 'SUPPORT_ADDRESS'
  | 'BUSINESS_HOURS'
  | 'BUSINESS_TIME_ZONE'
  | 'FIRST_RESPONSE_TARGET_HOURS'
  | 'RETENTION_DAYS'
  | 'ADMIN_REQUIRE_2FA'
>;

/** The settings before an admin saves any: the environment's values. */
export function settingsFromEnv(env: SettingsEnv): DeskSettings {
  return {
    organisationName: env.PRODUCT_NAME,
    supportEmail: env.SUPPORT_ADDRESS ?? '',
    phone: '',
    address: '',
    businessHours: env.BUSINESS_HOURS ?? '',
    timeZone: env.BUSINESS_TIME_ZONE,
    firstResponseTargetHours: env.FIRST_RESPONSE_TARGET_HOURS,
    retentionDays: env.RETENTION_DAYS ?? null,
    requireTwoFactor: env.ADMIN_REQUIRE_2FA,
  };
}
