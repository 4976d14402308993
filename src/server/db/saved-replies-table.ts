import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The team's shared answers, in both languages, with placeholders filled in where they are inserted. */
export const savedReplies = pgTable('saved_replies', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  bodyEn: text('body_en').notNull(),
  bodyFr: text('body_fr').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
