import { Eye, EyeOff } from 'lucide-react';
import { type ChangeEvent, type Ref, useId, useState } from 'react';
import { FieldProblem, invalidFieldProps, problemId } from '#client/components/field-problem.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { useMessages } from '#client/lib/i18n.tsx';
import { useHydrated } from '#client/lib/use-hydrated.ts';

interface PasswordFieldProps {
  label: string;
  placeholder: string;
  autoComplete: 'new-password' | 'current-password';
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** A hint under the field, read with it by screen readers. */
  help?: string;
  /** What to fix, shown under the field and marking it invalid. */
  problem?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A password input with a show/hide toggle; hidden again whenever the field is remounted. */
export function PasswordField({
  label,
  placeholder,
  autoComplete,
  value,
  onChange,
  help,
  problem,
  ref,
}: PasswordFieldProps) {
  const { common } = useMessages();
  const id = useId();
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  const toggleLabel = visible ? common.hidePassword : common.showPassword;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Input
          ref={ref}
          id={id}
          name="password"
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          required
          {...invalidFieldProps(id, problem, help ? `${id}-help` : undefined)}
          placeholder={placeholder}
          value={value}
          // Typed into before the page's code runs, the field would lose it to React's state.
          readOnly={!hydrated}
          onChange={onChange}
          className="pr-11"
        />
        <button
          type="button"
          aria-label={toggleLabel}
          title={toggleLabel}
          onClick={() => setVisible(!visible)}
          className="absolute inset-y-0 right-0 flex w-10 cursor-pointer items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-4" />
          ) : (
            <Eye aria-hidden="true" className="size-4" />
          )}
        </button>
      </div>
      {help && (
        <p id={`${id}-help`} className="text-xs text-muted-foreground">
          {help}
        </p>
      )}
      {problem && <FieldProblem id={problemId(id)}>{problem}</FieldProblem>}
    </div>
  );
}
