import type { ChangeEvent } from 'react';
import { FormField } from '#client/components/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { EMAIL_MAX_LENGTH } from '#shared/constants.ts';

interface EmailFieldProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  autoFocus?: boolean;
  /** What to fix, shown under the field and marking it invalid. */
  problem?: string;
}

/** A labelled email input, as the ticket form and the sign-in card both ask for one. */
export function EmailField({ id, label, problem, ...input }: EmailFieldProps) {
  const hydrated = useHydrated();
  return (
    <FormField id={id} label={label} problem={problem}>
      {(control) => (
        <Input
          {...control}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          // Typed into before the page's code runs, the field would lose it to React's state.
          readOnly={!hydrated}
          {...input}
        />
      )}
    </FormField>
  );
}
