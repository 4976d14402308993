import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { EmailField } from '#client/components/email-field.tsx';
import { PasswordField } from '#client/components/password-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { useMessages } from '#client/lib/i18n.tsx';
import { useSignInForm } from '#client/lib/session/use-sign-in-form.ts';
import { pagePaths } from '#shared/routes.ts';
import { useAdminSignIn } from '../use-admin-sign-in.ts';

/** /admin without an admin session: Email, Password, Login and a way back home. */
export function AdminLogin() {
  const { admin: t } = useMessages();
  const id = useId();
  const { submitting, submit } = useAdminSignIn();
  const { values, setValues, passwordRef, handleSubmit } = useSignInForm(submit);

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
          {/* noValidate: the product's toast says what is missing, not the browser's bubbles. */}
          <form noValidate onSubmit={handleSubmit} className="grid gap-4">
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
            <Button type="submit" disabled={submitting} className="w-full">
              {submitting ? t.login.submitting : t.login.submit}
            </Button>
          </form>
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
