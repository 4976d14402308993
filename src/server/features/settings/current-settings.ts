import type { Database } from '#server/db/client.ts';
import { deskSettings } from '#server/db/schema.ts';
import type { DeskSettings } from '#shared/schemas/desk-settings.ts';
import { type SettingsEnv, settingsFromEnv } from './settings-defaults.ts';

/**
 * How long an instance trusts what it read: a change made on this instance applies at once, one made on
 * another within this time (docs/decisions/settings-in-the-database.md).
 */
const SETTINGS_FRESH_MS = 5_000;

interface Cached {
  settings: DeskSettings;
  readAt: number;
}

/** Per database and per environment (tests run several apps with different environments on one database). */
const cache = new WeakMap<Database, WeakMap<SettingsEnv, Cached>>();

/** Forgets what was read, so the next reader sees the change just saved. */
export function forgetSettings(db: Database): void {
  cache.delete(db);
}

/**
 * The desk's settings: what an admin saved over the environment's values. With the database away, the
 * last values read still serve.
 */
export async function currentSettings(db: Database, env: SettingsEnv): Promise<DeskSettings> {
  const cached = cache.get(db)?.get(env);
  if (cached && Date.now() - cached.readAt < SETTINGS_FRESH_MS) return cached.settings;
  try {
    const [row] = await db.select({ values: deskSettings.values }).from(deskSettings).limit(1);
    const settings = { ...settingsFromEnv(env), ...row?.values };
    const byEnv = cache.get(db) ?? new WeakMap<SettingsEnv, Cached>();
    byEnv.set(env, { settings, readAt: Date.now() });
    cache.set(db, byEnv);
    return settings;
  } catch (error) {
    if (cached) return cached.settings;
    throw error;
  }
}
