import { AlertDialog } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';

interface ConfirmDialogProps {
  /** The button that opens the dialog (rendered as the trigger). */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  cancelLabel: string;
  /** Resolves when the action succeeded (the dialog closes) and rejects when it failed (it stays open). */
  onConfirm: () => Promise<unknown>;
}

/**
 * An alertdialog that asks before something that cannot be undone: Cancel takes the focus first, the
 * confirm button is destructive and says so while the action runs.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    try {
      await props.onConfirm();
      setOpen(false);
    } catch {
      // The caller has already said what went wrong; the dialog stays for another try or Cancel.
    } finally {
      setPending(false);
    }
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialog.Trigger asChild>{props.trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60 animate-fade-in" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border border-border bg-background p-6 shadow-xl animate-fade-in">
          <AlertDialog.Title className="text-lg font-semibold leading-tight">{props.title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">
            {props.description}
          </AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={pending}>
                {props.cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close the dialog before the action has succeeded. */}
            <Button variant="destructive" disabled={pending} onClick={() => void confirm()}>
              {pending ? props.pendingLabel : props.confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
