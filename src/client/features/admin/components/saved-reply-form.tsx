import { type FormEvent, type Ref, useId, useRef, useState } from 'react';
import { FormField } from '#client/components/form-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { ticketLimits } from '#shared/constants.ts';
import type { SavedReplyRequest } from '#shared/schemas/saved-replies.ts';

type Field = keyof SavedReplyRequest;
const fields: Field[] = ['title', 'bodyEn', 'bodyFr'];

interface SavedReplyFormProps {
  initial: SavedReplyRequest;
  submitLabel: string;
  pending: boolean;
  /** Resolves once saved: an added reply's form empties. */
  onSubmit: (values: SavedReplyRequest) => Promise<unknown>;
  /** Editing: a Cancel button beside the submit one. */
  onCancel?: () => void;
  /** Named when it edits a reply, so two forms on the page are told apart. */
  label?: string;
  titleRef?: Ref<HTMLInputElement>;
}

/** A saved reply's title (what '/' matches) and its two texts; what is missing is said under its field. */
export function SavedReplyForm(props: SavedReplyFormProps) {
  const { team } = useAccountMessages();
  const t = team.savedPage;
  const id = useId();
  const [values, setValues] = useState(props.initial);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const form = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = Object.fromEntries(
      fields.filter((field) => !values[field].trim()).map((field) => [field, t.problems[field]]),
    );
    setProblems(found);
    const [first] = Object.keys(found);
    if (first) {
      form.current?.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${first}`)}`)?.focus();
      return;
    }
    await props.onSubmit(values);
    if (!props.onCancel) setValues(props.initial);
  }
  const control = (field: Field) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value }),
  });

  return (
    <form ref={form} noValidate aria-label={props.label} onSubmit={submit} className="grid gap-4">
      <FormField id={`${id}-title`} label={t.name} problem={problems.title}>
        {(aria) => <Input ref={props.titleRef} maxLength={80} {...aria} {...control('title')} />}
      </FormField>
      <div className="grid items-start gap-4 md:grid-cols-2">
        <FormField id={`${id}-bodyEn`} label={t.english} problem={problems.bodyEn}>
          {(aria) => (
            <Textarea rows={4} lang="en" maxLength={ticketLimits.response} {...aria} {...control('bodyEn')} />
          )}
        </FormField>
        <FormField id={`${id}-bodyFr`} label={t.french} problem={problems.bodyFr}>
          {(aria) => (
            <Textarea rows={4} lang="fr" maxLength={ticketLimits.response} {...aria} {...control('bodyFr')} />
          )}
        </FormField>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {props.onCancel && (
          <Button type="button" variant="outline" onClick={props.onCancel}>
            {t.cancel}
          </Button>
        )}
        <Button type="submit" disabled={props.pending}>
          {props.pending ? t.saving : props.submitLabel}
        </Button>
      </div>
    </form>
  );
}
