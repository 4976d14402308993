import { UserRoundX } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';

/** The mark of a ticket filed with its email by someone who was not signed in as its customer. */
export function UnverifiedBadge({ label, className }: { label: string; className?: string }) {
  return (
    <Badge variant="amber" className={className}>
      <UserRoundX aria-hidden="true" />
      {label}
    </Badge>
  );
}
