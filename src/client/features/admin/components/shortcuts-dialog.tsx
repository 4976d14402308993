import { Keyboard } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#client/components/ui/dialog.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';

const KEYS = ['j', 'k', 'r', 's', '?'] as const;

/** The desk's keyboard shortcuts, behind a button and the ? key. */
export function ShortcutsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { admin: t, common } = useAccountMessages();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" className="hidden shrink-0 sm:inline-flex" aria-keyshortcuts="?">
          <Keyboard aria-hidden="true" />
          {t.shortcuts.open}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={common.close}>
        <DialogHeader>
          <DialogTitle>{t.shortcuts.title}</DialogTitle>
          <DialogDescription>{t.shortcuts.intro}</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {KEYS.map((key) => (
            <div key={key} className="contents">
              <dt>
                <kbd className="rounded border border-border bg-muted px-2 py-0.5 font-mono">{key}</kbd>
              </dt>
              <dd>{t.shortcuts.keys[key]}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
