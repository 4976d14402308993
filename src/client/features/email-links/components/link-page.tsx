import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { BrandMark } from '#client/components/brand-mark.tsx';
import { LanguageSwitch } from '#client/components/language-switch.tsx';
import { pagePaths } from '#shared/routes.ts';

/** The frame of a page an emailed link opens: the brand home, the language switch, one card. */
export function LinkPage({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-stone-50">
      <header className="border-b border-border bg-white">
        <div className="mx-auto flex h-14 max-w-3xl items-center gap-2 px-4 sm:h-16 sm:px-6">
          <Link to={pagePaths.home} className="mr-auto rounded-md">
            <BrandMark compact />
          </Link>
          <LanguageSwitch />
        </div>
      </header>
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
