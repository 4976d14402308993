import { ArrowRight, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';

interface DashboardCardProps {
  Icon: LucideIcon;
  title: string;
  text: string;
  action: string;
  to: string;
  /** The first card, the desk, stands out; the others are outlined. */
  primary?: boolean;
}

/** One of the dashboard's cards: what an area is for, and the button that opens it. */
export function DashboardCard({ Icon, title, text, action, to, primary = false }: DashboardCardProps) {
  return (
    <Card tone={primary ? 'accent' : undefined} className="flex flex-col">
      <CardHeader>
        <Icon aria-hidden="true" className="size-8 text-maple-600" />
        <h2 className="text-lg font-semibold leading-tight">{title}</h2>
        <CardDescription>{text}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto">
        <Button asChild variant={primary ? 'default' : 'outline'} className="w-full">
          <Link to={to}>
            {action}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
