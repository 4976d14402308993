import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { DeskSettings } from '#shared/schemas/desk-settings.ts';

/**
 * The one row of what an admin set at /admin/settings; until then the environment's values apply
 * (docs/decisions/settings-in-the-database.md).
 */
export const deskSettings = pgTable(
  'desk_settings',
  {
    id: boolean('id').primaryKey().default(true),
    values: jsonb('values').$type<DeskSettings>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('desk_settings_one_row', sql`${table.id}`)],
);
