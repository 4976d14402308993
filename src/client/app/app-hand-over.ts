import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import type { BaseLocationHook } from 'wouter';
import { saveSupportSession } from '#client/lib/session/support-session.ts';
import type { Session } from '#shared/schemas/session.ts';

export interface HandOver {
  /** Where the app goes: by default the page as it is, without a history entry. */
  to?: string;
  replace?: boolean;
  /** A session the server has just started, remembered as the app appears. */
  session?: Session;
}

export interface AppHandOver {
  /**
   * The router's location for a light client, which has no route table: the page's own path, and any
   * navigation (a link, the site bar's) hands the page over to the app at the new address.
   */
  hook: BaseLocationHook;
  /**
   * Loads the app for the address, then moves there and draws the app in the light client's place in one
   * render: the page never shows itself at an address it does not handle.
   */
  handOver(options?: HandOver): Promise<void>;
}

/** How a light client (a sign-in card, a link page) gives its place in `root()` to the app. */
export function appHandOver(root: () => Root | undefined): AppHandOver {
  async function handOver({ to, replace = false, session }: HandOver = {}) {
    const { appElement } = await import('#client/app/start-app.tsx');
    const app = await appElement(to === undefined ? undefined : new URL(to, location.href).pathname);
    if (session) saveSupportSession(session);
    flushSync(() => {
      if (to !== undefined) history[replace ? 'replaceState' : 'pushState'](null, '', to);
      root()?.render(app);
    });
  }
  const path = location.pathname;
  const hook: BaseLocationHook = () => [
    path,
    (to, options) => void handOver({ to, replace: options?.replace }),
  ];
  return { hook, handOver };
}
