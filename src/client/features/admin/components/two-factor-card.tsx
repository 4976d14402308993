import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#client/components/ui/dialog.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { ApiError } from '#client/lib/api-fetch.ts';
import { useAccountSession } from '#client/lib/session/account-session.tsx';
import { showToast } from '#client/lib/toast.ts';
import { adminKeys, confirmTwoFactorEnrolment, startTwoFactorEnrolment, useTwoFactorStatus } from '../api.ts';
import { RecoveryCodes } from './recovery-codes.tsx';
import { TwoFactorSetup } from './two-factor-setup.tsx';

/** The dashboard's reminder to turn two-factor sign-in on, or how many recovery codes are left. */
export function TwoFactorCard() {
  const { admin: t } = useAccountMessages();
  const status = useTwoFactorStatus();
  if (!status.data) return null;
  const { enabled, recoveryCodesLeft } = status.data;
  const Icon = enabled ? ShieldCheck : ShieldAlert;
  return (
    <section
      aria-labelledby="two-factor-title"
      className="flex flex-wrap items-center gap-4 rounded-xl border border-border bg-white p-5"
    >
      <Icon aria-hidden="true" className={enabled ? 'size-7 text-green-700' : 'size-7 text-maple-600'} />
      <div className="min-w-0 flex-1 basis-60">
        <h2 id="two-factor-title" className="font-semibold">
          {t.twoFactor.cardTitle}
        </h2>
        <p className="text-sm text-muted-foreground">
          {enabled ? t.twoFactor.onText(recoveryCodesLeft) : t.twoFactor.offText}
        </p>
      </div>
      {!enabled && <EnrolmentDialog />}
    </section>
  );
}

function EnrolmentDialog() {
  const { admin: t, common } = useAccountMessages();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>{t.twoFactor.setUp}</Button>
      </DialogTrigger>
      <DialogContent closeLabel={common.close} className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t.twoFactor.setupTitle}</DialogTitle>
          <DialogDescription className="sr-only">{t.twoFactor.setupIntro}</DialogDescription>
        </DialogHeader>
        {open && <Enrolment onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function Enrolment({ onDone }: { onDone: () => void }) {
  const { admin: t } = useAccountMessages();
  const { session } = useAccountSession();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const start = useMutation({ mutationFn: startTwoFactorEnrolment });
  const confirm = useMutation({
    mutationFn: confirmTwoFactorEnrolment,
    onError: (error) =>
      showToast(
        'error',
        t.toast.errorTitle,
        error instanceof ApiError && error.code === 'invalid_second_factor'
          ? t.twoFactor.invalidCode
          : t.twoFactor.enrolFailed,
      ),
  });
  const requested = useRef(false);
  useEffect(() => {
    // Once per opening, even where effects run twice: each request replaces the pending secret.
    if (requested.current) return;
    requested.current = true;
    start.mutate(undefined, {
      onError: () => showToast('error', t.toast.errorTitle, t.twoFactor.enrolFailed),
    });
  }, [start, t]);

  function finish() {
    void queryClient.invalidateQueries({ queryKey: adminKeys.twoFactor() });
    showToast('success', t.twoFactor.enabledTitle, t.twoFactor.enabled);
    onDone();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    confirm.mutate(code.trim());
  }

  if (confirm.data) return <RecoveryCodes codes={confirm.data.recoveryCodes} onDone={finish} />;
  if (!start.data) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {start.isError ? t.twoFactor.enrolFailed : t.twoFactor.preparing}
      </p>
    );
  }
  return (
    <form onSubmit={handleSubmit} className="grid gap-4">
      <TwoFactorSetup
        enrolment={start.data}
        email={session?.email ?? ''}
        code={code}
        onCodeChange={setCode}
      />
      <Button type="submit" disabled={confirm.isPending || code.trim().length !== 6}>
        {confirm.isPending ? t.twoFactor.confirming : t.twoFactor.confirm}
      </Button>
    </form>
  );
}
