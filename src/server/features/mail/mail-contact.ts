import type { Database } from '#server/db/client.ts';
import { currentSettings, type SettingsEnv } from '#server/features/settings/index.ts';
import type { DeskSettings } from '#shared/schemas/desk-settings.ts';

/** The footer's line: the organisation, then whichever of its email, phone and address are set. */
export function contactOf(
  settings: Pick<DeskSettings, 'organisationName' | 'supportEmail' | 'phone' | 'address'>,
): string[] {
  return [settings.organisationName, settings.supportEmail, settings.phone, settings.address].filter(Boolean);
}

/** The footer's line as the settings are now: a message sent after a change shows the change. */
export async function currentContact(db: Database, env: SettingsEnv): Promise<string[]> {
  return contactOf(await currentSettings(db, env));
}
