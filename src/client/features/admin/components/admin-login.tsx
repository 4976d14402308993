import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { pagePaths } from '#shared/routes.ts';
import { EMAIL_MAX_LENGTH } from '#shared/session.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { useMessages } from '../../../lib/i18n.tsx';
import { useAdminSignIn } from '../use-admin-sign-in.ts';

/** Spec §2 /admin without an admin session: Email, Password, Login and a way back home. */
export function AdminLogin() {
  const { admin: t } = useMessages();
  const id = useId();
  const [values, setValues] = useState({ email: '', password: '' });
  const { submitting, submit } = useAdminSignIn();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(values);
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
          {/* noValidate: the spec's toast says what is missing, not the browser's bubbles. */}
          <form noValidate onSubmit={handleSubmit} className="grid gap-4">
            <div className="grid gap-2">
              <Label htmlFor={`${id}-email`}>{t.login.emailLabel}</Label>
              <Input
                id={`${id}-email`}
                type="email"
                autoComplete="username"
                maxLength={EMAIL_MAX_LENGTH}
                placeholder={t.login.emailPlaceholder}
                value={values.email}
                onChange={(event) => setValues((v) => ({ ...v, email: event.target.value }))}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-password`}>{t.login.passwordLabel}</Label>
              <Input
                id={`${id}-password`}
                type="password"
                autoComplete="current-password"
                placeholder={t.login.passwordPlaceholder}
                value={values.password}
                onChange={(event) => setValues((v) => ({ ...v, password: event.target.value }))}
              />
            </div>
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
