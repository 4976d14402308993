import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { FormField } from '#client/components/form-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { ApiError } from '#client/lib/api-fetch.ts';
import { isSessionLost, useAccountSession } from '#client/lib/session/account-session.tsx';
import { showToast } from '#client/lib/toast.ts';
import type { DeskSettings } from '#shared/schemas/desk-settings.ts';
import { isTimeZone } from '#shared/time-zone.ts';
import { deskSettingsKey, saveDeskSettings } from '../desk-settings-api.ts';
import { FormSection } from './form-section.tsx';

/** What the form holds: every value as typed. */
type Draft = Record<Exclude<keyof DeskSettings, 'requireTwoFactor'>, string> & { requireTwoFactor: boolean };
type TextField = Exclude<keyof Draft, 'requireTwoFactor'>;
type Problems = Partial<Record<TextField, string>>;

function draftOf(settings: DeskSettings): Draft {
  return {
    ...settings,
    firstResponseTargetHours: String(settings.firstResponseTargetHours),
    retentionDays: settings.retentionDays === null ? '' : String(settings.retentionDays),
  };
}

const fieldOrder: TextField[] = [
  'organisationName',
  'supportEmail',
  'phone',
  'address',
  'businessHours',
  'timeZone',
  'firstResponseTargetHours',
  'retentionDays',
];

/** The settings' form: the organisation, its hours and target, its policies; saved at once, in one request. */
export function DeskSettingsForm({ settings }: { settings: DeskSettings }) {
  const { deskSettings: t, admin } = useAccountMessages();
  const { end } = useAccountSession();
  const queryClient = useQueryClient();
  const id = useId();
  const [draft, setDraft] = useState(() => draftOf(settings));
  const [problems, setProblems] = useState<Problems>({});
  const save = useMutation({
    mutationFn: saveDeskSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(deskSettingsKey(), saved);
      setDraft(draftOf(saved.settings));
      showToast('success', t.savedTitle, t.saved);
    },
    onError: (error) => {
      if (isSessionLost(error)) return end();
      // The server alone reads business hours: its refusal names the field.
      if (error instanceof ApiError && error.message.startsWith('businessHours')) {
        return show({ businessHours: t.problems.hoursInvalid });
      }
      showToast('error', admin.toast.errorTitle, t.failed);
    },
  });

  function show(found: Problems): boolean {
    setProblems(found);
    const first = fieldOrder.find((field) => found[field]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
    return Boolean(first);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const target = Number(draft.firstResponseTargetHours);
    const retention = draft.retentionDays.trim() === '' ? null : Number(draft.retentionDays);
    const wrong = show({
      organisationName: draft.organisationName.trim() ? undefined : t.problems.nameMissing,
      supportEmail:
        draft.supportEmail.trim() === '' || /^[^\s@]+@[^\s@]+$/.test(draft.supportEmail.trim())
          ? undefined
          : t.problems.emailInvalid,
      timeZone: isTimeZone(draft.timeZone.trim()) ? undefined : t.problems.zoneInvalid,
      firstResponseTargetHours: target > 0 && target <= 8760 ? undefined : t.problems.targetInvalid,
      retentionDays:
        retention === null || (Number.isInteger(retention) && retention >= 1)
          ? undefined
          : t.problems.retentionInvalid,
    });
    if (wrong) return;
    save.mutate({
      organisationName: draft.organisationName.trim(),
      supportEmail: draft.supportEmail.trim().toLowerCase(),
      phone: draft.phone.trim(),
      address: draft.address.trim(),
      businessHours: draft.businessHours.trim(),
      timeZone: draft.timeZone.trim(),
      firstResponseTargetHours: target,
      retentionDays: retention,
      requireTwoFactor: draft.requireTwoFactor,
    });
  }

  function field(
    name: TextField,
    label: string,
    options: { hint?: string; type?: string; inputMode?: 'numeric' | 'decimal' } = {},
  ) {
    return (
      <FormField id={`${id}-${name}`} label={label} hint={options.hint} problem={problems[name]}>
        {(control) => (
          <Input
            {...control}
            type={options.type ?? 'text'}
            inputMode={options.inputMode}
            autoComplete="off"
            maxLength={200}
            value={draft[name]}
            onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
          />
        )}
      </FormField>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-6">
      <FormSection title={t.organisation.title} text={t.organisation.hint}>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('organisationName', t.organisation.name)}
          {field('supportEmail', t.organisation.supportEmail, { type: 'email' })}
          {field('phone', t.organisation.phone, { type: 'tel' })}
          {field('address', t.organisation.address)}
        </div>
      </FormSection>
      <FormSection title={t.hours.title} text={t.hours.hint}>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('businessHours', t.hours.hours, { hint: t.hours.hoursHint })}
          {field('timeZone', t.hours.timeZone, { hint: t.hours.timeZoneHint })}
          {field('firstResponseTargetHours', t.hours.target, {
            hint: t.hours.targetHint,
            inputMode: 'decimal',
          })}
        </div>
      </FormSection>
      <FormSection title={t.policies.title}>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('retentionDays', t.policies.retention, {
            hint: t.policies.retentionHint,
            inputMode: 'numeric',
          })}
          <div className="flex items-start gap-3 sm:mt-7">
            <input
              id={`${id}-requireTwoFactor`}
              type="checkbox"
              checked={draft.requireTwoFactor}
              aria-describedby={`${id}-requireTwoFactor-hint`}
              onChange={(event) => setDraft({ ...draft, requireTwoFactor: event.target.checked })}
              className="mt-0.5 size-5 shrink-0 cursor-pointer accent-maple-600"
            />
            <div className="grid gap-0.5">
              <label htmlFor={`${id}-requireTwoFactor`} className="cursor-pointer text-sm font-medium">
                {t.policies.requireTwoFactor}
              </label>
              <p id={`${id}-requireTwoFactor-hint`} className="text-sm text-muted-foreground">
                {t.policies.requireTwoFactorHint}
              </p>
            </div>
          </div>
        </div>
      </FormSection>
      <Button type="submit" disabled={save.isPending} className="justify-self-start">
        {save.isPending ? t.saving : t.save}
      </Button>
    </form>
  );
}
