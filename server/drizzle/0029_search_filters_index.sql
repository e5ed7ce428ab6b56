-- Issue 20: a candidate search with a city or an availability read every row the search words
-- matched ('silva': 3,327 rows on 3,070 heap pages of 100,000 candidates) to drop those of other
-- cities. btree_gin (a trusted contrib extension, like pg_trgm) lets the trigram GIN hold city and
-- availability too, so the index intersects them and the heap is read for the matches only.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "users_candidates_search_filters_idx" ON "users" USING gin ("search_text" gin_trgm_ops,"city","availability") WHERE "users"."role" = 'CANDIDATE';--> statement-breakpoint
DROP INDEX "users_candidates_search_trgm_idx";
