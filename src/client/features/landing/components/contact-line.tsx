import type { LucideIcon } from 'lucide-react';

interface ContactLineProps {
  Icon: LucideIcon;
  /** Read by screen readers before the value, which the icon shows to sighted readers. */
  label: string;
  value: string;
}

/**
 * One of the organisation's contact details. Prerendered with a placeholder the server fills in from the
 * settings, so an empty value leaves an empty <span>, and the line hides itself with CSS rather than
 * being left out (which the prerendered page could not know).
 */
export function ContactLine({ Icon, label, value }: ContactLineProps) {
  return (
    <p className="flex items-center gap-2 has-[[data-contact]:empty]:hidden">
      <Icon aria-hidden="true" className="size-4 shrink-0 text-maple-500" />
      <span className="sr-only">{label}: </span>
      <span data-contact className="min-w-0 break-words">
        {value}
      </span>
    </p>
  );
}
