import type { ReactNode } from 'react';

/** The message under a field saying what to fix; the field points at it with aria-describedby. */
export function FieldProblem({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {children}
    </p>
  );
}

/** The id of the message under the field `fieldId`. */
export const problemId = (fieldId: string) => `${fieldId}-problem`;

/**
 * What marks the field `fieldId` wrong while `problem` is set: aria-invalid, and its message added to
 * what the field is already described by.
 */
export function invalidFieldProps(fieldId: string, problem: string | undefined, describedBy?: string) {
  const ids = [describedBy, problem ? problemId(fieldId) : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': problem ? true : undefined, 'aria-describedby': ids || undefined };
}
