import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { adminUsers } from '#server/db/schema.ts';
import { insertAdmin, randomAdminPassword } from './admin-accounts.ts';

/** The first admin's email when nobody configured one; example.com is reserved, so it reaches no one. */
export const FIRST_ADMIN_EMAIL = 'admin@example.com';

const startup = { type: 'system' } as const;

export type StartupAdmin =
  | { kind: 'configured'; email: string }
  | { kind: 'generated'; email: string; password: string }
  | { kind: 'none' };

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD: that admin is created if missing (an existing one keeps its password).
 * Neither set and no admin at all: one is created with a random password, which the caller prints once.
 * Instances starting together insert with ON CONFLICT DO NOTHING, so only one of them creates it.
 */
export async function ensureStartupAdmin(
  db: Database,
  env: { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string },
): Promise<StartupAdmin> {
  if (env.ADMIN_EMAIL || env.ADMIN_PASSWORD) {
    if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD) {
      throw new Error('Set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither.');
    }
    const created = await insertAdmin(db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD, startup, {
      source: 'ADMIN_EMAIL',
    });
    return created ? { kind: 'configured', email: created.email } : { kind: 'none' };
  }
  const [existing] = await db.select({ one: sql`1` }).from(adminUsers).limit(1);
  if (existing) return { kind: 'none' };
  const password = randomAdminPassword();
  const created = await insertAdmin(db, FIRST_ADMIN_EMAIL, password, startup, { source: 'first start' });
  return created ? { kind: 'generated', email: created.email, password } : { kind: 'none' };
}

/** What the operator reads on the console; the generated password is never logged anywhere else. */
export function describeStartupAdmin(admin: StartupAdmin): string | null {
  if (admin.kind === 'configured') return `  Created the admin ${admin.email} (ADMIN_EMAIL).`;
  if (admin.kind === 'generated') {
    return [
      '  Created the first admin. This password is shown only once:',
      `    email:    ${admin.email}`,
      `    password: ${admin.password}`,
      '  Change it with: npm run admin -- set-password --email admin@example.com --password <new password>',
    ].join('\n');
  }
  return null;
}
