import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { BrandMark } from '#client/components/brand-mark.tsx';
import { LanguageSwitch } from '#client/components/language-switch.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { pagePaths } from '#shared/routes.ts';
import { useAdminSignOut } from '../use-admin-sign-out.ts';

/** The admin pages' top bar: brand (home), language, Sign Out; then the page's title and subtitle. */
export function AdminHeader({
  title,
  subtitle,
  back,
}: {
  title: string;
  subtitle?: string;
  back?: ReactNode;
}) {
  const { admin: t } = useAccountMessages();
  const { signOut, signingOut } = useAdminSignOut();
  return (
    <header className="border-b border-border bg-white">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <Link to={pagePaths.home} className="mr-auto rounded-md">
          <BrandMark compact />
        </Link>
        <LanguageSwitch />
        <Button variant="outline" size="sm" onClick={() => void signOut()} disabled={signingOut}>
          <LogOut aria-hidden="true" />
          {t.header.signOut}
        </Button>
      </div>
      <div className="mx-auto max-w-6xl px-4 pt-4 pb-6 sm:px-6">
        {back}
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {subtitle && <p className="mt-1 break-words text-muted-foreground">{subtitle}</p>}
      </div>
    </header>
  );
}
