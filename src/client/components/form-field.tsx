import type { ReactNode } from 'react';
import { FieldProblem, invalidFieldProps, problemId } from '#client/components/field-problem.tsx';
import { Label } from '#client/components/ui/label.tsx';

/** What a field's control needs to be labelled and, while it has a problem, marked. */
export type FieldControlProps = { id: string } & ReturnType<typeof invalidFieldProps>;

interface FormFieldProps {
  id: string;
  label: string;
  /** What to fix, shown under the field and marking it invalid. */
  problem?: string;
  /** A hint under the field, read with it by screen readers. */
  hint?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, the control `children` renders with the props it needs, and the problem under it. */
export function FormField({ id, label, problem, hint, children }: FormFieldProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, ...invalidFieldProps(id, problem, hint ? `${id}-hint` : undefined) })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {problem && <FieldProblem id={problemId(id)}>{problem}</FieldProblem>}
    </div>
  );
}
