import type { Database } from '#server/db/client.ts';
import { deskSettings } from '#server/db/schema.ts';
import { type AuditActor, recordAudit } from '#server/features/audit/index.ts';
import type { DeskSettings } from '#shared/schemas/desk-settings.ts';
import { currentSettings, forgetSettings } from './current-settings.ts';
import type { SettingsEnv } from './settings-defaults.ts';

/**
 * Saves the settings, with one audit entry naming each value that changed and what it became; saving
 * them unchanged writes nothing. Returns the fields that changed.
 */
export async function saveSettings(
  db: Database,
  env: SettingsEnv,
  values: DeskSettings,
  actor: AuditActor,
  now: Date,
): Promise<(keyof DeskSettings)[]> {
  forgetSettings(db);
  const before = await currentSettings(db, env);
  const changed = (Object.keys(values) as (keyof DeskSettings)[]).filter(
    (field) => values[field] !== before[field],
  );
  if (changed.length === 0) return changed;
  await db.transaction(async (tx) => {
    await tx
      .insert(deskSettings)
      .values({ values, updatedAt: now })
      .onConflictDoUpdate({ target: deskSettings.id, set: { values, updatedAt: now } });
    await recordAudit(tx, {
      kind: 'settings.changed',
      actor,
      details: Object.fromEntries(changed.map((field) => [field, values[field] ?? ''])),
      at: now,
    });
  });
  forgetSettings(db);
  return changed;
}
