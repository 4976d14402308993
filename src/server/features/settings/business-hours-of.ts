import { type BusinessHours, parseBusinessHours } from '#server/business-hours.ts';
import type { DeskSettings } from '#shared/schemas/desk-settings.ts';

/** The settings' business hours in their time zone, as the analytics count them. */
export function businessHoursOf(settings: Pick<DeskSettings, 'businessHours' | 'timeZone'>): BusinessHours {
  return parseBusinessHours(settings.businessHours || undefined, settings.timeZone);
}

/** What the analytics' day counts depend on, in the shape the start-up gives them (from the environment). */
export function analyticsSettingsOf(settings: DeskSettings) {
  return {
    businessHours: businessHoursOf(settings),
    FIRST_RESPONSE_TARGET_HOURS: settings.firstResponseTargetHours,
  };
}
