/**
 * Says that the next page or filter is loading while the previous one stays readable. Dimming the old
 * list would drop its text below AA contrast; a line of text says the same and reaches screen readers.
 */
export function RefreshingStatus({ active, label }: { active: boolean; label: string }) {
  return (
    <p role="status" className="min-h-5 text-sm text-muted-foreground">
      {active ? label : ''}
    </p>
  );
}
