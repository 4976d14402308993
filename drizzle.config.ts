import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/server/db/schema.ts',
    './src/server/db/attachments-schema.ts',
    './src/server/db/analytics-schema.ts',
    './src/server/db/inbound-schema.ts',
    './src/server/db/ticket-activity-schema.ts',
  ],
  out: './src/server/db/migrations',
});
