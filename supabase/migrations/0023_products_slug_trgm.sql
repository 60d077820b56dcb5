CREATE INDEX "products_slug_trgm_idx" ON "products" USING gin ("slug" gin_trgm_ops);--> statement-breakpoint
-- Kept merged at write time, like the other search indexes (0004_search_indexes.sql).
ALTER INDEX "products_slug_trgm_idx" SET (fastupdate = off);
