import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Database } from '#server/db/client.ts';
import { adminRecoveryCodes, adminUsers } from '#server/db/schema.ts';
import { type AuditActor, recordAudit } from '#server/features/audit/index.ts';
import { RECOVERY_CODE_COUNT } from '#shared/constants.ts';
import type { TwoFactorEnrolment } from '#shared/schemas/session.ts';

/** A code from the step before or after the current one still counts: phone clocks drift. */
const CLOCK_DRIFT_STEPS = 1;
const STEP_SECONDS = 30;

function totp(secret: string, email: string, issuer: string): TOTP {
  return new TOTP({ issuer, label: email, secret: Secret.fromBase32(secret), period: STEP_SECONDS });
}

function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizedRecoveryCode(code)).digest('hex');
}

function normalizedRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Ten random codes like `k3m9q-x7c2p`, readable aloud and typed with or without the dash. */
function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(randomBytes(10), (byte) => alphabet[byte % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/**
 * Starts (or restarts) enrolment: a new secret, pending until a code from it confirms it. An admin
 * whose second factor is already on keeps it (null); only `resetTwoFactor` clears it.
 */
export async function beginEnrolment(
  db: Database,
  admin: { id: string; email: string },
  issuer: string,
): Promise<TwoFactorEnrolment | null> {
  const secret = new Secret({ size: 20 }).base32;
  const [pending] = await db
    .update(adminUsers)
    .set({ totpSecret: secret, totpConfirmedAt: null, totpLastStep: null })
    .where(and(eq(adminUsers.id, admin.id), isNull(adminUsers.totpConfirmedAt)))
    .returning({ id: adminUsers.id });
  if (!pending) return null;
  const otpauthUrl = totp(secret, admin.email, issuer).toString();
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 });
  return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** The step a TOTP code belongs to, or null when it is not a current code of `secret`. */
function matchingStep(secret: string, code: string, now: Date): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = TOTP.validate({
    token,
    secret: Secret.fromBase32(secret),
    period: STEP_SECONDS,
    timestamp: now.getTime(),
    window: CLOCK_DRIFT_STEPS,
  });
  return delta === null ? null : TOTP.counter({ period: STEP_SECONDS, timestamp: now.getTime() }) + delta;
}

/**
 * Confirms a pending enrolment with a code from the new secret; returns the recovery codes (shown
 * once, stored hashed), or null when the code does not match.
 */
export async function confirmEnrolment(
  db: Database,
  admin: { id: string; email: string },
  code: string,
  { now, actor }: { now: Date; actor: AuditActor },
): Promise<string[] | null> {
  const adminId = admin.id;
  const [pending] = await db
    .select({ secret: adminUsers.totpSecret })
    .from(adminUsers)
    .where(
      and(eq(adminUsers.id, adminId), isNull(adminUsers.totpConfirmedAt), isNotNull(adminUsers.totpSecret)),
    );
  const step = pending?.secret ? matchingStep(pending.secret, code, now) : null;
  if (step === null) return null;
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await tx
      .update(adminUsers)
      .set({ totpConfirmedAt: now, totpLastStep: step })
      .where(eq(adminUsers.id, adminId));
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
    await tx
      .insert(adminRecoveryCodes)
      .values(
        codes.map((recoveryCode) => ({ adminId, codeHash: hashRecoveryCode(recoveryCode), createdAt: now })),
      );
    await recordAudit(tx, {
      kind: 'admin_account.two_factor_enabled',
      actor,
      subject: { type: 'admin_account', id: admin.email },
      at: now,
    });
  });
  return codes;
}

/**
 * Checks the second factor of an admin whose password matched: a current TOTP code not used before,
 * or an unused recovery code, which is then spent.
 */
export async function verifySecondFactor(
  db: Database,
  admin: { id: string; totpSecret: string },
  code: string,
  now: Date,
): Promise<boolean> {
  const step = matchingStep(admin.totpSecret, code, now);
  if (step !== null) {
    const [accepted] = await db
      .update(adminUsers)
      .set({ totpLastStep: step })
      .where(and(eq(adminUsers.id, admin.id), sql`coalesce(${adminUsers.totpLastStep}, -1) < ${step}`))
      .returning({ id: adminUsers.id });
    return accepted !== undefined;
  }
  const [spent] = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(adminRecoveryCodes.adminId, admin.id),
        eq(adminRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return spent !== undefined;
}

export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

export async function twoFactorStatus(db: Database, adminId: string): Promise<TwoFactorStatus> {
  const [admin] = await db
    .select({ confirmedAt: adminUsers.totpConfirmedAt })
    .from(adminUsers)
    .where(eq(adminUsers.id, adminId));
  const [left] = await db
    .select({ value: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt)));
  return { enabled: Boolean(admin?.confirmedAt), recoveryCodesLeft: left?.value ?? 0 };
}

/** Turns the second factor off (the CLI's reset-2fa): the admin enrols again at the next chance. */
export async function resetTwoFactor(
  db: Database,
  admin: { id: string; email: string },
  actor: AuditActor,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(adminUsers)
      .set({ totpSecret: null, totpConfirmedAt: null, totpLastStep: null })
      .where(eq(adminUsers.id, admin.id));
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, admin.id));
    await recordAudit(tx, {
      kind: 'admin_account.two_factor_reset',
      actor,
      subject: { type: 'admin_account', id: admin.email },
    });
  });
}
