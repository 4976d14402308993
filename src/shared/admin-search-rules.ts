// Free of zod, so the browser's admin desk does not load it.

export const ADMIN_SEARCH_MAX_LENGTH = 200;

/**
 * Counting a broad search's matches would cost more than the page itself at a million tickets, so
 * `matching` stops at this many and `matchingCapped` says so ("1,000+"): fifty pages, past which an
 * admin narrows the search rather than pages on.
 */
export const MATCHING_COUNT_CAP = 1_000;
