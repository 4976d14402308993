import { KeyRound } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { useSignInMessages } from '#client/lib/sign-in-messages.tsx';

/** The recovery codes, shown once, and the admin's word that they are saved. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { admin: t } = useSignInMessages();
  return (
    <section aria-labelledby="recovery-codes-title" className="grid gap-4">
      <h2 id="recovery-codes-title" className="flex items-center gap-2 text-lg font-semibold">
        <KeyRound aria-hidden="true" className="size-5 text-maple-600" />
        {t.twoFactor.recoveryTitle}
      </h2>
      <p className="text-sm text-muted-foreground">{t.twoFactor.recoveryIntro}</p>
      <ul className="grid grid-cols-2 gap-2 rounded-md border border-border bg-stone-50 p-3 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button onClick={onDone}>{t.twoFactor.recoveryDone}</Button>
    </section>
  );
}
