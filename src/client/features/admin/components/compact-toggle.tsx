import { Rows3 } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';

/** Switches the desk between cards and compact rows; pressed while compact. */
export function CompactToggle({
  compact,
  onChange,
}: {
  compact: boolean;
  onChange: (compact: boolean) => void;
}) {
  const { admin: t } = useAccountMessages();
  return (
    <Button
      variant={compact ? 'default' : 'outline'}
      aria-pressed={compact}
      onClick={() => onChange(!compact)}
      className="shrink-0"
    >
      <Rows3 aria-hidden="true" />
      {t.desk.compact}
    </Button>
  );
}
