import { ArrowRight, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';

/** A row below the spec's three dashboard cards that opens one of the admin's other pages. */
export function DashboardLink(props: {
  Icon: LucideIcon;
  title: string;
  text: string;
  action: string;
  to: string;
}) {
  const { Icon } = props;
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-xl border border-border bg-white p-4 sm:flex-row sm:items-center"
    >
      <Icon aria-hidden="true" className="size-6 shrink-0 text-maple-600" />
      <div className="flex-1">
        <h2 id={id} className="font-semibold">
          {props.title}
        </h2>
        <p className="text-sm text-muted-foreground">{props.text}</p>
      </div>
      <Button asChild variant="outline">
        <Link to={props.to}>
          {props.action}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}
