import { LinkIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A used, expired, altered or replaced link: what happened, why, and where to go next. Never an error. */
export function DeadLink({
  heading,
  body,
  next,
  children,
}: {
  heading: string;
  body: string;
  next?: string;
  children: ReactNode;
}) {
  return (
    <>
      <span className="grid size-12 place-items-center rounded-full bg-stone-100 text-stone-600">
        <LinkIcon aria-hidden="true" className="size-6" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">{heading}</h1>
      <p className="text-muted-foreground">{body}</p>
      {next && <p>{next}</p>}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">{children}</div>
    </>
  );
}
