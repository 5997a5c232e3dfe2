-- The customer center's order search (issue 34): an order's number, reference and its lines' item numbers and
-- names in one text per order, kept by triggers, with a trigram index (pg_trgm, already loaded for search).
-- A search then reads the matching orders from one index instead of testing every line of the customer's
-- orders: a dealer with 100,000 orders waited over a second for each search.
ALTER TABLE "orders" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- The text of an order (its number, its reference) with its lines, one value a line (a search for text
-- spanning two values would have to contain a line break), in lower case: searched with LIKE and a lowered
-- pattern, which is several times cheaper than ILIKE under a server's non-C collation.
CREATE FUNCTION "order_search_text"(text, text) RETURNS text LANGUAGE sql STABLE AS $$
	SELECT lower(concat_ws(E'\n', $1, $2, (SELECT string_agg(l."product_number" || E'\n' || l."name", E'\n'
		ORDER BY l."line_no") FROM "order_lines" l WHERE l."order_id" = $1)))
$$;
--> statement-breakpoint
CREATE FUNCTION "order_search_text_of_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."search_text" := "order_search_text"(NEW."id", NEW."reference");
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_search_text" BEFORE INSERT OR UPDATE OF "id", "reference" ON "orders"
	FOR EACH ROW EXECUTE FUNCTION "order_search_text_of_order"();
--> statement-breakpoint
-- Lines added, changed or removed by a statement: their orders' texts again.
CREATE FUNCTION "order_search_text_of_lines"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		UPDATE "orders" o SET "search_text" = "order_search_text"(o."id", o."reference")
			WHERE o."id" IN (SELECT "order_id" FROM "removed");
	ELSE
		UPDATE "orders" o SET "search_text" = "order_search_text"(o."id", o."reference")
			WHERE o."id" IN (SELECT "order_id" FROM "added");
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "order_lines_search_text_insert" AFTER INSERT ON "order_lines" REFERENCING NEW TABLE AS "added"
	FOR EACH STATEMENT EXECUTE FUNCTION "order_search_text_of_lines"();
--> statement-breakpoint
CREATE TRIGGER "order_lines_search_text_update" AFTER UPDATE ON "order_lines" REFERENCING NEW TABLE AS "added"
	FOR EACH STATEMENT EXECUTE FUNCTION "order_search_text_of_lines"();
--> statement-breakpoint
CREATE TRIGGER "order_lines_search_text_delete" AFTER DELETE ON "order_lines" REFERENCING OLD TABLE AS "removed"
	FOR EACH STATEMENT EXECUTE FUNCTION "order_search_text_of_lines"();
--> statement-breakpoint
UPDATE "orders" SET "search_text" = "order_search_text"("id", "reference");
--> statement-breakpoint
CREATE INDEX "orders_search_text_trgm_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);
