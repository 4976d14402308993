import { useQuery } from '@tanstack/react-query';
import { api, json } from '#client/lib/api-client.ts';
import type { DeskSettings } from '#shared/schemas/desk-settings.ts';
import { adminKeys } from './api.ts';

export const deskSettingsKey = () => [...adminKeys.all, 'settings'] as const;

export function useDeskSettings() {
  return useQuery({ queryKey: deskSettingsKey(), queryFn: () => json(api.admin.settings.$get()) });
}

export function saveDeskSettings(settings: DeskSettings) {
  return json(api.admin.settings.$put({ json: settings }));
}
