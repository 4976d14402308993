import { type LoadFigures, measureLoad } from './load.ts';
import { signIn, toLoadRequest } from './run-scenarios.ts';

/** Admins searching at once, as the targets count them. */
export const DESK_CONNECTIONS = 10;

/**
 * What admins type, against the seed's word pools: the first term is the broad one the landing page is
 * measured beside. Each ends up with a different plan (many matches, a few, about a thousand, a term
 * shorter than a trigram, none).
 */
export const deskSearchTerms = [
  { label: 'common surname', term: 'tremblay' },
  { label: 'rare word', term: 'customer' },
  { label: 'email fragment', term: 'emma.gagnon' },
  { label: 'two letters', term: 'ro' },
  { label: 'a typo, no match', term: 'tremblai' },
] as const;

export interface DeskFigures {
  adminList: LoadFigures;
  /** Per term label: 10 admins at once, and one alone. */
  searches: Record<string, { loaded: LoadFigures; single: LoadFigures }>;
  /** The landing page's HTML, one visitor at a time, while 10 admins search the common surname. */
  landingDuringSearch: LoadFigures;
}

/** The admin desk at 10 connections: the list, each search term, and the public page beside a search. */
export async function measureDesk(
  baseUrl: string,
  seconds: number,
  log: (message: string) => void,
): Promise<DeskFigures> {
  const cookie = await signIn(baseUrl, 'admin');
  if (!cookie) throw new Error('the admin desk needs an admin sign-in');
  const adminGet = (path: string) => toLoadRequest(baseUrl, { method: 'GET', path }, cookie);
  const searchPath = (term: string) => `/api/admin/tickets?search=${encodeURIComponent(term)}`;

  log('desk: admin list');
  const adminList = await measureLoad(baseUrl, adminGet('/api/admin/tickets'), seconds, DESK_CONNECTIONS);
  const [common] = deskSearchTerms;
  log(`desk: the landing page while admins search "${common.term}"`);
  // The visitor's figure only: a visitor fetching the page back to back takes CPU the searches would
  // have, so every term's own figures come from runs with the admins alone.
  const [, landingDuringSearch] = await Promise.all([
    measureLoad(baseUrl, adminGet(searchPath(common.term)), seconds, DESK_CONNECTIONS),
    measureLoad(baseUrl, toLoadRequest(baseUrl, { method: 'GET', path: '/' }, undefined), seconds, 1),
  ]);
  const searches: DeskFigures['searches'] = {};
  for (const { label, term } of deskSearchTerms) {
    log(`desk: search "${term}"`);
    const request = adminGet(searchPath(term));
    const loaded = await measureLoad(baseUrl, request, seconds, DESK_CONNECTIONS);
    searches[label] = { loaded, single: await measureLoad(baseUrl, request, seconds, 1) };
  }
  return { adminList, searches, landingDuringSearch };
}
