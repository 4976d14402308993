import { type FormEvent, useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { AUDIT_PERSON_MAX_LENGTH, type AuditKind, auditKinds } from '#shared/constants.ts';

interface AuditFiltersProps {
  kind: AuditKind | undefined;
  onKindChange: (kind: AuditKind | undefined) => void;
  person: string | undefined;
  onPersonChange: (person: string) => void;
}

/** The kind applies at once; the person when submitted, since a half-typed email matches nobody. */
export function AuditFilters({ kind, onKindChange, person, onPersonChange }: AuditFiltersProps) {
  const { admin: t } = useAccountMessages();
  const id = useId();
  const [personInput, setPersonInput] = useState(person ?? '');

  function submit(event: FormEvent) {
    event.preventDefault();
    onPersonChange(personInput);
  }

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="grid gap-1.5 sm:w-64">
        <label htmlFor={`${id}-kind`} className="text-sm font-medium">
          {t.audit.kindFilterLabel}
        </label>
        <NativeSelect
          id={`${id}-kind`}
          value={kind ?? ''}
          onChange={(event) => onKindChange((event.target.value || undefined) as AuditKind | undefined)}
        >
          <option value="">{t.audit.allKinds}</option>
          {auditKinds.map((value) => (
            <option key={value} value={value}>
              {t.audit.kinds[value]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <form onSubmit={submit} className="flex flex-1 items-end gap-2">
        <div className="grid flex-1 gap-1.5">
          <label htmlFor={`${id}-person`} className="text-sm font-medium">
            {t.audit.personLabel}
          </label>
          <Input
            id={`${id}-person`}
            type="search"
            maxLength={AUDIT_PERSON_MAX_LENGTH}
            placeholder={t.audit.personPlaceholder}
            value={personInput}
            onChange={(event) => setPersonInput(event.target.value)}
          />
        </div>
        <Button type="submit" variant="outline">
          {t.audit.applyPerson}
        </Button>
        {person && (
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setPersonInput('');
              onPersonChange('');
            }}
          >
            {t.audit.clearPerson}
          </Button>
        )}
      </form>
    </div>
  );
}
