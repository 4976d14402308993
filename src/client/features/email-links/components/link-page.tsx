import type { ReactNode } from 'react';
import { SiteBar } from '#client/components/site-bar.tsx';

/** The frame of a page an emailed link opens: the brand home, the language switch, one card. */
export function LinkPage({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-stone-50">
      <SiteBar />
      <main className="mx-auto grid max-w-md px-4 py-10 sm:py-16">
        <div className="grid gap-4 rounded-xl border border-border bg-white p-6 shadow-sm sm:p-8">
          {children}
        </div>
      </main>
    </div>
  );
}

/** The line a page shows while it works, read by screen readers as it changes. */
export function LinkPageStatus({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="text-muted-foreground">
      {children}
    </p>
  );
}
