import { sql } from 'drizzle-orm';
import { SEARCH_FIELD_SEPARATOR } from '#server/db/search-text.ts';
import { PAGE_SIZE } from '#shared/constants.ts';
import type { AdminTicketListQuery } from '#shared/schemas/admin-tickets.ts';
import { containsPattern, hasTrigram, wordsPattern } from './search-term.ts';

/** What decides a search's SQL; the term itself is a placeholder's value. */
export interface SearchShape {
  /** The term has a trigram (see `hasTrigram`). */
  trigram: boolean;
  /** The term has a words pattern (see `wordsPattern`). */
  words: boolean;
  /** The term holds the fields' separator, so it could match across two fields. */
  separator: boolean;
}

/** One desk statement is built per shape (see docs/decisions/desk-statements-built-once.md). */
export interface DeskShape {
  status: AdminTicketListQuery['status'];
  view: AdminTicketListQuery['view'];
  search: SearchShape | undefined;
}

export type SearchDeskShape = DeskShape & { search: SearchShape };

/** The desk statement's placeholders; `inputsOf` gives their values for a query. */
export const input = {
  pattern: sql.placeholder('pattern'),
  words: sql.placeholder('words'),
  offset: sql.placeholder('offset'),
  /** The offset after the page: how many matches the page and those before it are. */
  pageEnd: sql.placeholder('pageEnd'),
  /** The signed-in member: 'Mine' is their tickets. */
  me: sql.placeholder('me'),
};

/** A query's statement shape, and the values of its placeholders. */
export function inputsOf({ status, search, page, view }: AdminTicketListQuery, me: string) {
  const words = search && wordsPattern(search);
  const offset = (page - 1) * PAGE_SIZE;
  const shape: DeskShape = {
    status,
    view,
    search: search
      ? {
          trigram: hasTrigram(search),
          words: words !== undefined,
          separator: search.includes(SEARCH_FIELD_SEPARATOR),
        }
      : undefined,
  };
  const values: Record<keyof typeof input, unknown> = {
    pattern: search && containsPattern(search),
    words,
    offset,
    pageEnd: offset + PAGE_SIZE,
    me,
  };
  return { shape, values };
}
