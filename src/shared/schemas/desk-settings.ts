import { z } from 'zod';
import { isTimeZone } from '#shared/time-zone.ts';
import { emailSchema } from './session.ts';
import { typedLine } from './typed-text.ts';

export const SETTINGS_TEXT_MAX_LENGTH = 200;

const line = (field: string) =>
  typedLine(field).max(
    SETTINGS_TEXT_MAX_LENGTH,
    `${field} must be at most ${SETTINGS_TEXT_MAX_LENGTH} characters.`,
  );

/**
 * What an admin sets at /admin/settings. Until one is saved, each value comes from its environment
 * variable (PRODUCT_NAME, SUPPORT_ADDRESS, BUSINESS_HOURS, BUSINESS_TIME_ZONE, FIRST_RESPONSE_TARGET_HOURS,
 * RETENTION_DAYS, ADMIN_REQUIRE_2FA). An empty text is shown nowhere.
 */
export const deskSettingsSchema = z.object({
  organisationName: line('The organisation’s name').min(1, 'Enter the organisation’s name.'),
  supportEmail: z.union([z.literal(''), emailSchema]),
  phone: line('The phone number'),
  address: line('The address'),
  /** 'mon-fri 09:00-17:00'; empty: every hour counts. */
  businessHours: line('The business hours'),
  timeZone: z.string().trim().refine(isTimeZone, 'Enter a time zone such as America/Toronto.'),
  firstResponseTargetHours: z.number().positive().max(8760),
  /** Closed tickets older than this many days are removed daily; null: kept. */
  retentionDays: z.number().int().min(1).max(36_500).nullable(),
  requireTwoFactor: z.boolean(),
});

export type DeskSettings = z.infer<typeof deskSettingsSchema>;

export const deskSettingsResponseSchema = z.object({ settings: deskSettingsSchema });
