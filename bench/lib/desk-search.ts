import type { SeedResult } from '#server/seed/seed.ts';
import { measureDeskLists } from './desk-list.ts';
import { type LoadFigures, measureLoad } from './load.ts';
import { signIn, toLoadRequest } from './run-scenarios.ts';

/** Admins searching at once, as the targets count them. */
export const DESK_CONNECTIONS = 10;

/** Stands for the short id of the seed customer's ticket, which each seeding draws anew. */
const SHORT_ID = '<short id>';

/**
 * What admins type, against the seed's word pools: the first term is the broad one the landing page is
 * measured beside. Each ends up with a different plan (many matches, a few, about a thousand, a term
 * shorter than a trigram, none, several words, one ticket by its id).
 */
export const deskSearchTerms = [
  { label: 'common surname', term: 'tremblay' },
  { label: 'rare word', term: 'bench' },
  { label: 'email fragment', term: 'emma.gagnon' },
  { label: 'two letters', term: 'ro' },
  { label: 'a typo, no match', term: 'tremblai' },
  { label: 'accents ignored, in descriptions', term: 'montreal' },
  { label: 'a description word', term: 'spinner' },
  { label: 'two words, reversed', term: 'documents upload' },
  { label: 'two words, no match', term: 'pdf upload' },
  { label: 'two common words', term: 'tremblay montréal' },
  { label: 'short id', term: SHORT_ID },
] as const;

/** The desk's views besides 'All' (the admin list), as an admin opens them. */
export interface DeskFigures {
  /** Per list label (`deskListQueries`); the first is the desk's default page. */
  lists: Record<string, LoadFigures>;
  /** Per term label: 10 admins at once, and one alone. */
  searches: Record<string, { loaded: LoadFigures; single: LoadFigures }>;
  /** The landing page's HTML, one visitor at a time, while 10 admins search the common surname. */
  landingDuringSearch: LoadFigures;
}

/** The admin desk at 10 connections: the lists, each search term, and the public page beside a search. */
export async function measureDesk(
  baseUrl: string,
  seed: SeedResult,
  seconds: number,
  log: (message: string) => void,
): Promise<DeskFigures> {
  const cookie = await signIn(baseUrl, 'admin');
  if (!cookie) throw new Error('the admin desk needs an admin sign-in');
  const adminGet = (path: string) => toLoadRequest(baseUrl, { method: 'GET', path }, cookie);
  const searchPath = (term: string) => `/api/admin/tickets?search=${encodeURIComponent(term)}`;

  const lists = await measureDeskLists(baseUrl, adminGet, seconds, DESK_CONNECTIONS, log);
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
    const typed = term === SHORT_ID ? seed.customerTicketId.slice(0, 8) : term;
    log(`desk: search "${typed}"`);
    const request = adminGet(searchPath(typed));
    const loaded = await measureLoad(baseUrl, request, seconds, DESK_CONNECTIONS);
    searches[label] = { loaded, single: await measureLoad(baseUrl, request, seconds, 1) };
  }
  return { lists, searches, landingDuringSearch };
}
