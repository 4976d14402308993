import type { DeskSettings } from '#shared/schemas/desk-settings.ts';

/** The footer's line: the organisation, then whichever of its email, phone and address are set. */
export function contactOf(
  settings: Pick<DeskSettings, 'organisationName' | 'supportEmail' | 'phone' | 'address'>,
): string[] {
  return [settings.organisationName, settings.supportEmail, settings.phone, settings.address].filter(Boolean);
}
