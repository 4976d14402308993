import { LogIn } from 'lucide-react';
import { useId } from 'react';
import { EmailField } from '#client/components/email-field.tsx';
import { ForgotPasswordButton } from '#client/components/forgot-password-button.tsx';
import { PasswordField } from '#client/components/password-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import type { TicketPage } from '#client/lib/session/sign-in-api.ts';
import { useSignInForm } from '#client/lib/session/use-sign-in-form.ts';
import { useSignInMessages } from '#client/lib/sign-in-messages.tsx';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { useCustomerSignIn } from '../use-customer-sign-in.ts';
import { UnconfirmedEmailNotice } from './unconfirmed-email-notice.tsx';

/** Spec /my-tickets signed out: the button stays disabled while either field is empty. */
export function SignInCard({
  autoFocus = false,
  keepFirstPage,
}: {
  autoFocus?: boolean;
  keepFirstPage?: (page: TicketPage) => void;
}) {
  const { portal: t } = useSignInMessages();
  const id = useId();
  const { submitting, submit, unconfirmedEmail } = useCustomerSignIn(keepFirstPage);
  const { values, setValues, passwordRef, handleSubmit } = useSignInForm(submit);
  const blank = values.email === '' || values.password === '';
  const hydrated = useHydrated();

  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        <h2 id={`${id}-title`} className="text-xl font-semibold leading-tight tracking-tight">
          {t.signIn.title}
        </h2>
        <CardDescription>{t.signIn.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={handleSubmit} aria-labelledby={`${id}-title`} className="grid gap-4">
          <EmailField
            id={`${id}-email`}
            label={t.signIn.emailLabel}
            placeholder={t.signIn.emailPlaceholder}
            // After Sign Out removes the focused button, the focus lands here.
            autoFocus={autoFocus}
            value={values.email}
            onChange={(event) => setValues({ ...values, email: event.target.value })}
          />
          <PasswordField
            label={t.signIn.passwordLabel}
            placeholder={t.signIn.passwordPlaceholder}
            autoComplete="current-password"
            ref={passwordRef}
            value={values.password}
            onChange={(event) => setValues({ ...values, password: event.target.value })}
          />
          <Button type="submit" disabled={blank || submitting || !hydrated} className="w-full">
            <LogIn aria-hidden="true" />
            {submitting ? t.signIn.submitting : t.signIn.submit}
          </Button>
        </form>
        {unconfirmedEmail && (
          <div className="mt-4">
            <UnconfirmedEmailNotice email={unconfirmedEmail} />
          </div>
        )}
        <div className="mt-2 grid">
          <ForgotPasswordButton account="customer" email={values.email} />
        </div>
      </CardContent>
    </Card>
  );
}
