import { Loader2, type LucideIcon } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';

/** What the admin pages' lists show before they have rows: a failure to retry, loading, or nothing found. */
export function ListLoadFailed({
  message,
  retry,
  onRetry,
}: {
  message: string;
  retry: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="rounded-xl border border-destructive/40 bg-red-50 p-6 text-center">
      <p className="font-semibold text-destructive">{message}</p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        {retry}
      </Button>
    </div>
  );
}

export function ListLoading({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-12 text-muted-foreground">
      <Loader2 aria-hidden="true" className="size-5 animate-spin" />
      {label}
    </p>
  );
}

export function ListEmpty({ Icon, title, text }: { Icon: LucideIcon; title: string; text: string }) {
  return (
    <div className="rounded-xl border border-dashed border-border bg-white px-6 py-12 text-center">
      <Icon aria-hidden="true" className="mx-auto size-10 text-stone-400" />
      <p className="mt-3 text-lg font-semibold">{title}</p>
      <p className="mt-1 text-muted-foreground">{text}</p>
    </div>
  );
}
