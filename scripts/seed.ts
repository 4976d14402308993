/** `npm run seed -- --tickets N`: adds N generated tickets to the app's database (DATA_DIR's embedded server, or DATABASE_URL). */
import { parseArgs } from 'node:util';
import { openToolDatabase } from '#server/db/tool-database.ts';
import { SEED_ADMIN, SEED_CUSTOMER, seedDatabase } from '#server/seed/seed.ts';

const { values } = parseArgs({ options: { tickets: { type: 'string', default: '1000' } } });
const count = Number(values.tickets);
if (!Number.isInteger(count) || count < 0) {
  console.error('Usage: npm run seed -- --tickets N   (N a whole number, e.g. 100000)');
  process.exit(2);
}

const database = await openToolDatabase();
try {
  const started = performance.now();
  console.log(`Seeding ${count} tickets into the ${database.kind} database...`);
  await seedDatabase(database.db, {
    tickets: count,
    onProgress: (seeded, total) => console.log(`  ${seeded} / ${total} tickets`),
  });
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  console.log(`  customer: ${SEED_CUSTOMER.email} / ${SEED_CUSTOMER.password}`);
  console.log(`  admin:    ${SEED_ADMIN.email} / ${SEED_ADMIN.password}`);
} finally {
  await database.close();
}
