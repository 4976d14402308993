import { clsx } from 'clsx';
import { CircleCheck, Info, KeyRound } from 'lucide-react';
import { usePublicMessages } from '#client/lib/public-messages.tsx';
import type { EmailStatus } from '../use-email-status.ts';

const looks = {
  unknown: { Icon: Info, className: 'border-border bg-muted text-muted-foreground' },
  known: { Icon: CircleCheck, className: 'border-green-200 bg-green-50 text-green-900' },
  new: { Icon: KeyRound, className: 'border-amber-200 bg-amber-50 text-amber-900' },
} as const;

/** The banner that follows the email status. A live region, so screen readers hear it change. */
export function EmailStatusHint({ status }: { status: EmailStatus }) {
  const { tickets: t } = usePublicMessages();
  const { Icon, className } = looks[status];
  return (
    <p
      role="status"
      data-status={status}
      className={clsx('flex items-start gap-2 rounded-md border px-3 py-2 text-sm', className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{t.hint[status]}</span>
    </p>
  );
}
