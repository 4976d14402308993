import { userInfo } from 'node:os';
import type { AuditActor } from './record-audit.ts';

/** The person at the admin CLI, as the operating system knows them. */
export function operatorActor(): AuditActor {
  return { type: 'operator', name: systemUserName() };
}

function systemUserName(): string | null {
  try {
    return userInfo().username;
  } catch {
    // A container's user may have no passwd entry.
    return null;
  }
}
