import { useState } from 'react';
import { useAttachmentMessages } from '#client/components/attachments/attachment-messages.ts';
import { attachmentProblem } from '#client/components/attachments/attachment-problem.ts';
import { ApiError } from '#client/lib/api-fetch.ts';
import { useLanguage } from '#client/lib/i18n.tsx';
import { usePublicMessages } from '#client/lib/public-messages.tsx';
import { showToast } from '#client/lib/toast.ts';
import type { ApiErrorCode } from '#shared/error-codes.ts';
import { passwordDigest } from '#shared/password-digest.ts';
import { postTicket } from './api.ts';
import type { EmailStatus } from './use-email-status.ts';
import { type TicketFormProblem, type TicketFormValues, ticketFormProblem } from './validate-ticket-form.ts';

interface SubmissionOptions {
  /** The status shown to the visitor right now. */
  status: EmailStatus;
  /** The status of exactly this email, asking the server if the last answer was for another one. */
  confirmStatus: (email: string) => Promise<EmailStatus>;
  refreshStatus: (email: string) => void;
  /** The form stopped the ticket: time to mark what is missing or wrong. */
  onRefused: () => void;
  onSubmitted: (filed: FiledTicket) => void;
}

/** What the visitor is told once the ticket is stored. */
export interface FiledTicket {
  id: string;
  email: string;
  confirmation: 'sent' | 'held' | 'none';
}

/** The success toast says what became of a first ticket's confirmation link. */
const submittedToast = { sent: 'submittedNew', held: 'submittedHeld', none: 'submittedExisting' } as const;

const passwordConflicts: ApiErrorCode[] = ['password_already_set', 'password_required'];

/** Validates, hashes the new password in the browser, sends the ticket and raises the product's toasts. */
export function useTicketSubmission({
  status,
  confirmStatus,
  refreshStatus,
  onRefused,
  onSubmitted,
}: SubmissionOptions) {
  const { tickets: t } = usePublicMessages();
  const attachments = useAttachmentMessages();
  const { language } = useLanguage();
  const [submitting, setSubmitting] = useState(false);

  const problemToasts: Record<TicketFormProblem, [string, string]> = {
    missing: [t.toast.missingTitle, t.toast.missing],
    missingWithPassword: [t.toast.missingTitle, t.toast.missingWithPassword],
    invalidEmail: [t.toast.invalidEmailTitle, t.toast.invalidEmail],
    shortPassword: [t.toast.shortPasswordTitle, t.toast.shortPassword],
  };

  function refuse(problem: TicketFormProblem): void {
    showToast('error', ...problemToasts[problem]);
    onRefused();
  }

  function fail(error: unknown, email: string): void {
    if (error instanceof ApiError && error.status === 429) {
      showToast('error', t.toast.failedTitle, t.toast.rateLimited);
      return;
    }
    const fileProblem = error instanceof ApiError && attachmentProblem(attachments.refused, error.code);
    if (fileProblem) {
      showToast('error', t.toast.failedTitle, fileProblem);
      return;
    }
    // The email gained (or lost) a password since the last check: show the visitor what holds now.
    if (error instanceof ApiError && passwordConflicts.some((code) => code === error.code))
      refreshStatus(email);
    else console.error('Ticket submission failed', error);
    showToast('error', t.toast.failedTitle, t.toast.failed);
  }

  async function submit(values: TicketFormValues, files?: string[]): Promise<void> {
    if (submitting) return;
    const shownProblem = ticketFormProblem(values, status);
    if (shownProblem) return refuse(shownProblem);
    setSubmitting(true);
    const email = values.email.trim().toLowerCase();
    try {
      const confirmed = await confirmStatus(email);
      const problem = ticketFormProblem(values, confirmed);
      if (problem) return refuse(problem);
      const passwordHash = confirmed === 'new' ? await passwordDigest(values.password, email) : undefined;
      const { ticket, confirmation } = await postTicket({
        email,
        name: values.name.trim(),
        subject: values.subject.trim(),
        description: values.description.trim(),
        passwordHash,
        website: values.website || undefined,
        language,
        attachments: files,
      });
      showToast('success', t.toast.submittedTitle, t.toast[submittedToast[confirmation ?? 'none']]);
      onSubmitted({ id: ticket.id, email, confirmation: confirmation ?? 'none' });
    } catch (error) {
      fail(error, email);
    } finally {
      setSubmitting(false);
    }
  }

  return { submitting, submit };
}
