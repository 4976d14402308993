import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { pagePaths } from '#shared/routes.ts';

/** The way back to /admin from the pages the dashboard opens. */
export function BackToDashboard() {
  const { admin: t } = useAccountMessages();
  return (
    <Button asChild variant="link" size="inline" className="mb-2 py-2">
      <Link to={pagePaths.admin}>
        <ArrowLeft aria-hidden="true" />
        {t.header.dashboard}
      </Link>
    </Button>
  );
}
