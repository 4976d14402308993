import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { AttachmentPicker } from '#client/components/attachments/attachment-picker.tsx';
import { useAttachments } from '#client/components/attachments/use-attachments.ts';
import { EmailField } from '#client/components/email-field.tsx';
import { FormField } from '#client/components/form-field.tsx';
import { PasswordField } from '#client/components/password-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { useLanguage } from '#client/lib/i18n.tsx';
import { usePublicMessages } from '#client/lib/public-messages.tsx';
import { useFocusFirstInvalid } from '#client/lib/use-focus-first-invalid.ts';
import { useReturnFocus } from '#client/lib/use-return-focus.ts';
import { PASSWORD_MIN_LENGTH, ticketLimits } from '#shared/constants.ts';
import { languageStorageKey } from '#shared/language.ts';
import { legalPagePaths } from '#shared/routes.ts';
import { useEmailStatus } from '../use-email-status.ts';
import { type FiledTicket, useTicketSubmission } from '../use-ticket-submission.ts';
import {
  emptyTicketForm,
  type FieldProblem as Problem,
  type TicketFormValues,
  ticketFieldProblems,
} from '../validate-ticket-form.ts';
import { EmailStatusHint } from './email-status-hint.tsx';
import { TicketFiledDialog } from './ticket-filed-dialog.tsx';

export interface TicketFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The email the form starts with: a signed-in customer's own. */
  initialEmail?: string;
  onFiled?: (filed: FiledTicket) => void;
}

/** The Submit Support Ticket dialog: anyone can file a ticket; a new email's first ticket sets its password. */
export function TicketFormDialog({ open, onOpenChange, initialEmail = '', onFiled }: TicketFormDialogProps) {
  const { common, tickets: t } = usePublicMessages();
  const { language } = useLanguage();
  const id = useId();
  const initialValues = { ...emptyTicketForm, email: initialEmail };
  const [values, setValues] = useState<TicketFormValues>(initialValues);
  // Fields are marked once a submission was refused, and each mark clears as its field is corrected.
  const [refused, setRefused] = useState(false);
  const [filed, setFiled] = useState<FiledTicket | null>(null);
  const emailStatus = useEmailStatus(values.email);
  const files = useAttachments();
  const returnFocus = useReturnFocus(open);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const { submitting, submit } = useTicketSubmission({
    status: emailStatus.status,
    confirmStatus: emailStatus.confirm,
    refreshStatus: emailStatus.refresh,
    onRefused: () => {
      setRefused(true);
      focusFirstInvalid();
    },
    onSubmitted: (ticket) => {
      setValues(initialValues);
      files.clear();
      setRefused(false);
      onOpenChange(false);
      setFiled(ticket);
      onFiled?.(ticket);
    },
  });
  const problems = refused ? ticketFieldProblems(values, emailStatus.status) : {};
  const problemText: Record<Problem, string> = {
    required: common.fieldProblem.required,
    invalidEmail: common.fieldProblem.invalidEmail,
    shortPassword: common.fieldProblem.shortPassword(PASSWORD_MIN_LENGTH),
  };
  const problemOf = (field: keyof typeof problems) => {
    const problem = problems[field];
    return problem && problemText[problem];
  };

  const update =
    (field: keyof TicketFormValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value }));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (files.stillUploading()) return;
    void submit(values, files.sent);
  }

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent closeLabel={common.close} onCloseAutoFocus={returnFocus} className="sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>{t.form.title}</DialogTitle>
            <DialogDescription>{t.form.intro}</DialogDescription>
          </DialogHeader>
          {/* noValidate: the product's toasts and marks say what is missing, not the browser's bubbles. */}
          <form ref={formRef} noValidate onSubmit={handleSubmit} className="grid gap-4">
            <EmailField
              id={`${id}-email`}
              label={t.form.emailLabel}
              placeholder={t.form.emailPlaceholder}
              value={values.email}
              onChange={update('email')}
              problem={problemOf('email')}
            />
            <EmailStatusHint status={emailStatus.status} />
            {emailStatus.status === 'new' && (
              <PasswordField
                label={t.form.passwordLabel}
                placeholder={t.form.passwordPlaceholder}
                help={t.form.passwordHelp}
                autoComplete="new-password"
                value={values.password}
                onChange={update('password')}
                problem={problemOf('password')}
              />
            )}
            <FormField id={`${id}-name`} label={t.form.nameLabel} problem={problemOf('name')}>
              {(control) => (
                <Input
                  {...control}
                  name="name"
                  autoComplete="name"
                  required
                  maxLength={ticketLimits.name}
                  placeholder={t.form.namePlaceholder}
                  value={values.name}
                  onChange={update('name')}
                />
              )}
            </FormField>
            <FormField id={`${id}-subject`} label={t.form.subjectLabel} problem={problemOf('subject')}>
              {(control) => (
                <Input
                  {...control}
                  name="subject"
                  required
                  maxLength={ticketLimits.subject}
                  placeholder={t.form.subjectPlaceholder}
                  value={values.subject}
                  onChange={update('subject')}
                />
              )}
            </FormField>
            <FormField
              id={`${id}-description`}
              label={t.form.descriptionLabel}
              problem={problemOf('description')}
            >
              {(control) => (
                <Textarea
                  {...control}
                  name="description"
                  required
                  rows={5}
                  maxLength={ticketLimits.description}
                  placeholder={t.form.descriptionPlaceholder}
                  value={values.description}
                  onChange={update('description')}
                  onPaste={files.onPaste}
                />
              )}
            </FormField>
            <AttachmentPicker attachments={files} />
            {/* Honeypot: off-screen and out of the tab order and accessibility tree; only bots fill it. */}
            <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
              <label htmlFor={`${id}-website`}>{t.form.websiteLabel}</label>
              <input
                id={`${id}-website`}
                name="website"
                type="text"
                tabIndex={-1}
                autoComplete="off"
                value={values.website}
                onChange={update('website')}
              />
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                {t.form.cancel}
              </Button>
              <Button type="submit" disabled={submitting}>
                {submitting ? t.form.submitting : t.form.submit}
              </Button>
            </DialogFooter>
            <p className="text-right text-xs text-muted-foreground">
              {t.form.consent} {/* A new tab, so reading the policy does not lose what was typed. */}
              <a
                href={`${legalPagePaths.privacy}?${languageStorageKey}=${language}`}
                target="_blank"
                rel="noopener"
                className="underline underline-offset-2 hover:text-foreground"
              >
                {t.form.consentLink}
              </a>
              .
            </p>
          </form>
        </DialogContent>
      </Dialog>
      <TicketFiledDialog filed={filed} onClose={() => setFiled(null)} onCloseAutoFocus={returnFocus} />
    </>
  );
}
