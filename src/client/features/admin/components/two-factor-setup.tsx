import { useId } from 'react';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { useSignInMessages } from '#client/lib/sign-in-messages.tsx';
import type { TwoFactorEnrolment } from '#shared/schemas/session.ts';

/** The QR code and the setup key of a new secret, and the field for the first code from it. */
export function TwoFactorSetup({
  enrolment,
  email,
  code,
  onCodeChange,
}: {
  enrolment: TwoFactorEnrolment;
  email: string;
  code: string;
  onCodeChange: (code: string) => void;
}) {
  const { admin: t } = useSignInMessages();
  const id = useId();
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{t.twoFactor.setupIntro}</p>
      <img
        src={enrolment.qrCode}
        alt={t.twoFactor.qrAlt(email)}
        width={176}
        height={176}
        className="mx-auto rounded-md border border-border bg-white p-2"
      />
      <div className="grid gap-1">
        <Label htmlFor={`${id}-secret`}>{t.twoFactor.secretLabel}</Label>
        <Input id={`${id}-secret`} readOnly value={enrolment.secret} className="font-mono max-md:text-sm" />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-code`}>{t.twoFactor.newCodeLabel}</Label>
        <Input
          id={`${id}-code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => onCodeChange(event.target.value)}
        />
      </div>
    </div>
  );
}
