-- The analysed fields a search matches move from search_document_texts to search_documents (issue 34: search
-- at 25,000 styles). A query for a word found its hits through a GIN index of the texts table, AND-ed that with
-- a scan of the primary key for the language (24,981 entries for 3,124 hits of "dress"), read each hit's
-- 1.7 kB text row and then looked up its document row: 19-30 ms of a search's 30-60 ms on PostgreSQL. Now one
-- GIN index per field, led by language and kind (btree_gin), finds the hits and one read of the document row
-- has all a search needs; the texts table keeps the description's words and the list item.
-- The documents are derived data: both tables are emptied here and rebuilt when the API starts (no build state).
TRUNCATE "search_documents", "search_document_texts", "search_terms", "search_facet_counts";
--> statement-breakpoint
DELETE FROM "search_index_state" WHERE "name" = 'documents';
--> statement-breakpoint
DROP INDEX "search_document_texts_text_idx";
--> statement-breakpoint
DROP INDEX "search_document_texts_name_idx";
--> statement-breakpoint
DROP INDEX "search_document_texts_name_en_idx";
--> statement-breakpoint
DROP INDEX "search_document_texts_extra_idx";
--> statement-breakpoint
ALTER TABLE "search_document_texts" DROP COLUMN "name_tsv", DROP COLUMN "name_en_tsv", DROP COLUMN "extra_tsv",
	DROP COLUMN "text_tsv", DROP COLUMN "name", DROP COLUMN "name_en", DROP COLUMN "extra";
--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "name_en" text NOT NULL, ADD COLUMN "extra" text NOT NULL,
	ADD COLUMN "name_tsv" tsvector NOT NULL, ADD COLUMN "name_en_tsv" tsvector NOT NULL,
	ADD COLUMN "extra_tsv" tsvector NOT NULL, ADD COLUMN "text_tsv" tsvector NOT NULL;
--> statement-breakpoint
CREATE INDEX "search_documents_text_idx" ON "search_documents" USING gin ("language_code", "kind", "text_tsv");
--> statement-breakpoint
CREATE INDEX "search_documents_name_idx" ON "search_documents" USING gin ("language_code", "kind", "name_tsv");
--> statement-breakpoint
CREATE INDEX "search_documents_name_en_idx" ON "search_documents" USING gin ("language_code", "kind", "name_en_tsv");
--> statement-breakpoint
CREATE INDEX "search_documents_extra_idx" ON "search_documents" USING gin ("language_code", "kind", "extra_tsv");
