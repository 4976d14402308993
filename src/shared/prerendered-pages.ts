import { pagePaths } from './routes.ts';
import type { AccountKind } from './schemas/email-links.ts';

interface PrerenderedPage {
  path: string;
  /** Kept out of search engines (a sign-in card, a page an emailed link opens). */
  private: boolean;
  /**
   * The page of an emailed link with a token: drawn as it opens a usable link, and again as the dead
   * link, which the server sends when the link has no token or a token that is no longer usable.
   */
  link: boolean;
  /**
   * A sign-in card's account: a visitor signed in to it is sent the app shell's loading frame instead,
   * since their page is not the card.
   */
  signIn?: AccountKind;
}

/** The pages whose first view is rendered to HTML at build time, in each language, by the path they answer. */
export const prerenderedPages = {
  home: { path: pagePaths.home, private: false, link: false },
  'my-tickets': { path: pagePaths.myTickets, private: true, link: false, signIn: 'customer' },
  admin: { path: pagePaths.admin, private: true, link: false, signIn: 'admin' },
  'confirm-email': { path: pagePaths.confirmEmail, private: true, link: true },
  'reset-password': { path: pagePaths.resetPassword, private: true, link: true },
} as const satisfies Record<string, PrerenderedPage>;

export type PrerenderedPathKind = keyof typeof prerenderedPages;

export type LinkPageKind = {
  [Kind in PrerenderedPathKind]: (typeof prerenderedPages)[Kind]['link'] extends true ? Kind : never;
}[PrerenderedPathKind];

export const linkPageKinds = (Object.keys(prerenderedPages) as PrerenderedPathKind[]).filter(
  (kind): kind is LinkPageKind => prerenderedPages[kind].link,
);

/** A link page drawn as its dead link. */
export type DeadLinkKind = `${LinkPageKind}-dead`;

export function deadLinkKind(kind: LinkPageKind): DeadLinkKind {
  return `${kind}-dead`;
}

export function isDeadLinkKind(kind: string): kind is DeadLinkKind {
  return linkPageKinds.some((linkKind) => deadLinkKind(linkKind) === kind);
}

/** What the prerenderer draws: a page above, a link page's dead link, or the 404 page. */
export type PrerenderedKind = PrerenderedPathKind | DeadLinkKind | 'not-found';

export function isLinkPage(kind: PrerenderedPathKind): kind is LinkPageKind {
  return prerenderedPages[kind].link;
}

/** The query a link page is drawn with; the token's value is never shown. */
export const PRERENDERED_LINK_TOKEN = 'prerendered';

/**
 * In the head of a dead link's page: the server found the address's token dead, so the page hydrates as
 * the dead link (as it was drawn) and never asks about the token again.
 */
export const deadLinkMeta = { name: 'link', content: 'dead' } as const;

/** The account whose sign-in card `kind` is, if it is one. */
export function signInAccountOf(kind: PrerenderedPathKind): AccountKind | undefined {
  const page: PrerenderedPage = prerenderedPages[kind];
  return page.signIn;
}

/** The prerendered page for a request's path, if there is one. */
export function prerenderedPageFor(path: string): PrerenderedPathKind | undefined {
  const kinds = Object.keys(prerenderedPages) as PrerenderedPathKind[];
  return kinds.find((kind) => prerenderedPages[kind].path === path);
}
