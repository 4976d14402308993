import { sql } from 'drizzle-orm';
import { PAGE_SIZE } from '#shared/constants.ts';
import type { AdminTicketListQuery } from '#shared/schemas/admin-tickets.ts';
import { idsNamedBy, lookupsOf, wordsOf } from './search-term.ts';

/** What decides a search's SQL; the term itself is in the placeholders' values. */
export interface SearchShape {
  /** How many look-ups the trigram index makes (see `lookupsOf`): none for a term without a trigram. */
  lookups: number;
  /** The term names tickets by their id (see `idsNamedBy`): they match too. */
  id: boolean;
}

/** One desk statement is built per shape (see docs/decisions/desk-statements-built-once.md). */
export interface DeskShape {
  status: AdminTicketListQuery['status'];
  view: AdminTicketListQuery['view'];
  search: SearchShape | undefined;
}

export type SearchDeskShape = DeskShape & { search: SearchShape };

/** Between the words of the `words` and `lookups` placeholders: no typed word holds one. */
export const WORD_SEPARATOR = '\n';

/** The desk statement's placeholders; `inputsOf` gives their values for a query. */
export const input = {
  /** Every word of the term, each to be found literally. */
  words: sql.placeholder('words'),
  /** What the trigram index looks up (see `lookupsOf`). */
  lookups: sql.placeholder('lookups'),
  /** The first and last id the term names, if it names any. */
  idFrom: sql.placeholder('idFrom'),
  idTo: sql.placeholder('idTo'),
  offset: sql.placeholder('offset'),
  /** The offset after the page: how many matches the page and those before it are. */
  pageEnd: sql.placeholder('pageEnd'),
  /** The signed-in member: 'Mine' is their tickets. */
  me: sql.placeholder('me'),
};

/** A query's statement shape, and the values of its placeholders. */
export function inputsOf({ status, search, page, view }: AdminTicketListQuery, me: string) {
  const words = search ? wordsOf(search) : [];
  const lookups = lookupsOf(words);
  const ids = search ? idsNamedBy(search) : undefined;
  const offset = (page - 1) * PAGE_SIZE;
  const shape: DeskShape = {
    status,
    view,
    search: search ? { lookups: lookups.length, id: ids !== undefined } : undefined,
  };
  const values: Record<keyof typeof input, unknown> = {
    words: words.join(WORD_SEPARATOR),
    lookups: lookups.join(WORD_SEPARATOR),
    idFrom: ids?.from,
    idTo: ids?.to,
    offset,
    pageEnd: offset + PAGE_SIZE,
    me,
  };
  return { shape, values };
}
