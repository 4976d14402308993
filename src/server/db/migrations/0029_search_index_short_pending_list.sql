-- New tickets' trigrams wait in a short pending list, merged into the posting lists in batches of some 50
-- tickets, instead of going into them one ticket at a time: a search reads at most 256 kB of list
-- (docs/decisions/search-index-short-pending-list.md).
ALTER INDEX "tickets_search_text_trgm_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "tickets_search_text_sample_trgm_idx" SET (fastupdate = on, gin_pending_list_limit = 256);
