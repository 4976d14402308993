import { Download, Trash2 } from 'lucide-react';
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { useMyData } from '../use-my-data.ts';

/** 'Your data': the customer's right to a copy of their information and to its deletion. */
export function YourData({ email }: { email: string }) {
  const { portal: t } = useAccountMessages();
  const { download, remove } = useMyData();
  return (
    <section
      aria-labelledby="your-data-title"
      className="grid gap-3 rounded-xl border border-border bg-card px-4 py-4 shadow-sm"
    >
      <h2 id="your-data-title" className="font-semibold">
        {t.yourData.title}
      </h2>
      <p className="text-sm text-muted-foreground">{t.yourData.body}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" disabled={download.isPending} onClick={() => download.mutate()}>
          <Download aria-hidden="true" />
          {download.isPending ? t.yourData.downloading : t.yourData.download}
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="outline" size="sm" className="text-destructive">
              <Trash2 aria-hidden="true" />
              {t.yourData.delete}
            </Button>
          }
          title={t.yourData.confirmTitle}
          description={t.yourData.confirmBody(email)}
          confirmLabel={t.yourData.confirm}
          pendingLabel={t.yourData.deleting}
          cancelLabel={t.yourData.cancel}
          onConfirm={() => remove.mutateAsync()}
        />
      </div>
    </section>
  );
}
