import { Trash2, UserRoundCheck } from 'lucide-react';
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { useTicketOwnership } from '../use-ticket-ownership.ts';

/**
 * Under a ticket filed with the customer's email by someone not signed in: anyone can type an
 * address, so the customer says whether it is theirs ('Yes, I filed this') or removes it ('Not mine').
 */
export function UnverifiedTicketNotice({ id, onRemoved }: { id: string; onRemoved: () => void }) {
  const { portal: t } = useAccountMessages();
  const { verify, disown } = useTicketOwnership(id, onRemoved);
  return (
    <section
      aria-label={t.list.unverified}
      className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <p>{t.unverified.notice}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button size="sm" disabled={verify.isPending} onClick={() => verify.mutate()}>
          <UserRoundCheck aria-hidden="true" />
          {verify.isPending ? t.unverified.saving : t.unverified.yes}
        </Button>
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="outline" className="bg-white">
              <Trash2 aria-hidden="true" />
              {t.unverified.notMine}
            </Button>
          }
          title={t.unverified.removeTitle}
          description={t.unverified.removeBody}
          confirmLabel={t.unverified.remove}
          pendingLabel={t.unverified.removing}
          cancelLabel={t.unverified.cancel}
          onConfirm={() => disown.mutateAsync()}
        />
      </div>
    </section>
  );
}
