import { type ReactNode, useId } from 'react';

/** One titled part of a settings page: a heading, what it is for, and its form. */
export function FormSection({
  title,
  text,
  children,
}: {
  title: string;
  text?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-border bg-white p-5">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {text && <p className="mt-1 text-sm text-muted-foreground">{text}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
