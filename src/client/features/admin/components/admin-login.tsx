import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { EmailField } from '#client/components/email-field.tsx';
import { ForgotPasswordButton } from '#client/components/forgot-password-button.tsx';
import { PasswordField } from '#client/components/password-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { useSignInForm } from '#client/lib/session/use-sign-in-form.ts';
import { useSignInMessages } from '#client/lib/sign-in-messages.tsx';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { pagePaths } from '#shared/routes.ts';
import { useAdminSignIn } from '../use-admin-sign-in.ts';
import { RecoveryCodes } from './recovery-codes.tsx';
import { TwoFactorSetup } from './two-factor-setup.tsx';

/** /admin without an admin session: Email, Password, Login and a way back home. */
export function AdminLogin() {
  const { admin: t } = useSignInMessages();
  const id = useId();
  const { submitting, submit, challenge, code, setCode, recoveryCodes, acknowledgeRecoveryCodes } =
    useAdminSignIn();
  const { values, setValues, passwordRef, handleSubmit } = useSignInForm(submit);
  const hydrated = useHydrated();

  function submitLabel(): string {
    if (challenge === null) return submitting ? t.login.submitting : t.login.submit;
    if (challenge.required === 'enrolment') return submitting ? t.twoFactor.confirming : t.twoFactor.confirm;
    return submitting ? t.twoFactor.verifying : t.twoFactor.verify;
  }

  return (
    <main className="grid min-h-dvh place-items-center bg-stone-50 px-4 py-10">
      <Card className="w-full max-w-sm">
        <CardHeader className="items-center text-center">
          <span className="grid size-12 place-items-center rounded-full bg-maple-50 text-maple-600">
            <ShieldCheck aria-hidden="true" className="size-6" />
          </span>
          <h1 className="text-xl font-semibold tracking-tight">{t.login.title}</h1>
          <CardDescription>{t.login.intro}</CardDescription>
        </CardHeader>
        <CardContent>
          {recoveryCodes ? (
            <RecoveryCodes codes={recoveryCodes} onDone={acknowledgeRecoveryCodes} />
          ) : (
            // noValidate: the product's toast says what is missing, not the browser's bubbles.
            <form noValidate onSubmit={handleSubmit} className="grid gap-4">
              {challenge === null && (
                <>
                  <EmailField
                    id={`${id}-email`}
                    label={t.login.emailLabel}
                    placeholder={t.login.emailPlaceholder}
                    value={values.email}
                    onChange={(event) => setValues({ ...values, email: event.target.value })}
                  />
                  <PasswordField
                    label={t.login.passwordLabel}
                    placeholder={t.login.passwordPlaceholder}
                    autoComplete="current-password"
                    ref={passwordRef}
                    value={values.password}
                    onChange={(event) => setValues({ ...values, password: event.target.value })}
                  />
                </>
              )}
              {challenge?.required === 'code' && (
                <div className="grid gap-1">
                  <Label htmlFor={`${id}-code`}>{t.twoFactor.codeLabel}</Label>
                  <Input
                    id={`${id}-code`}
                    autoComplete="one-time-code"
                    aria-describedby={`${id}-code-hint`}
                    maxLength={32}
                    // The field appears because the admin just submitted: the code goes here next.
                    autoFocus
                    value={code}
                    onChange={(event) => setCode(event.target.value)}
                  />
                  <p id={`${id}-code-hint`} className="text-sm text-muted-foreground">
                    {t.twoFactor.codeHint}
                  </p>
                </div>
              )}
              {challenge?.required === 'enrolment' && (
                <>
                  <h2 className="text-lg font-semibold">{t.twoFactor.setupTitle}</h2>
                  <p className="text-sm">{t.twoFactor.setupRequired}</p>
                  <TwoFactorSetup
                    enrolment={challenge.enrolment}
                    email={values.email.trim().toLowerCase()}
                    code={code}
                    onCodeChange={setCode}
                  />
                </>
              )}
              <Button type="submit" disabled={submitting || !hydrated} className="w-full">
                {submitLabel()}
              </Button>
              {challenge === null && <ForgotPasswordButton account="admin" email={values.email} />}
            </form>
          )}
          <Button asChild variant="link" className="mt-4 w-full">
            <Link to={pagePaths.home}>
              <ArrowLeft aria-hidden="true" />
              {t.login.backHome}
            </Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
