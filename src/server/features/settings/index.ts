// What other features and the server's composition may use of settings; the rest is its own (docs/decisions/import-boundaries.md).
export { analyticsSettingsOf, businessHoursOf } from './business-hours-of.ts';
export { currentSettings } from './current-settings.ts';
export { type SettingsEnv, settingsFromEnv } from './settings-defaults.ts';
export { settingsRoutes } from './settings-routes.ts';
