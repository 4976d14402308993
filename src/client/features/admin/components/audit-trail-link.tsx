import { ArrowRight, History } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { useDeskMessages } from '#client/lib/desk-messages.tsx';
import { pagePaths } from '#shared/routes.ts';

/** Below the spec's three dashboard cards, which stay as the spec has them. */
export function AuditTrailLink() {
  const { admin: t } = useDeskMessages();
  return (
    <section
      aria-labelledby="audit-trail-link"
      className="flex flex-col gap-3 rounded-xl border border-border bg-white p-4 sm:flex-row sm:items-center"
    >
      <History aria-hidden="true" className="size-6 shrink-0 text-maple-600" />
      <div className="flex-1">
        <h2 id="audit-trail-link" className="font-semibold">
          {t.dashboard.auditTrail}
        </h2>
        <p className="text-sm text-muted-foreground">{t.dashboard.auditTrailText}</p>
      </div>
      <Button asChild variant="outline">
        <Link to={pagePaths.adminAudit}>
          {t.dashboard.openAuditTrail}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}
