-- The customer center's search by item (issue 34): one narrow row per order (its number and reference, line 0)
-- and per order line (item number and name), with the order's customer and date, in place of one search text
-- on each order (migrations 0023 and 0026). A search for an item in 750 of a dealer's orders read those orders'
-- rows (1.5 kB each, on 736 pages of the orders table) to recheck the text, and then each order's lines to learn
-- which lines matched; it now reads the matching rows of this table alone, which name the lines themselves.
-- Kept by triggers, so every way orders and lines change (the shop, the ERP, a manual fix) is followed.
CREATE TABLE "order_search_texts" (
	"order_id" text NOT NULL,
	"line_no" integer NOT NULL,
	"customer_number" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "order_search_texts_order_id_line_no_pk" PRIMARY KEY("order_id","line_no"),
	CONSTRAINT "order_search_texts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade
);
--> statement-breakpoint
-- The search text on each order goes, with its triggers and index.
DROP TRIGGER "order_lines_search_text_insert" ON "order_lines";
--> statement-breakpoint
DROP TRIGGER "order_lines_search_text_update" ON "order_lines";
--> statement-breakpoint
DROP TRIGGER "order_lines_search_text_delete" ON "order_lines";
--> statement-breakpoint
DROP TRIGGER "orders_search_text" ON "orders";
--> statement-breakpoint
DROP FUNCTION "order_search_text_of_lines"();
--> statement-breakpoint
DROP FUNCTION "order_search_text_of_order"();
--> statement-breakpoint
DROP FUNCTION "order_search_text"(text, text);
--> statement-breakpoint
DROP INDEX "orders_customer_search_trgm_idx";
--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "search_text";
--> statement-breakpoint
-- The text of an order (its number and reference) and of a line (item number and name), one value a line (a search
-- for text spanning two values would have to contain a line break), in lower case: searched with LIKE and a
-- lowered pattern, several times cheaper than ILIKE under a server's non-C collation. Orders without a customer
-- (a guest's) have no rows: the customer center never searches them.
CREATE FUNCTION "order_search_text"("id" text, "reference" text) RETURNS text LANGUAGE sql IMMUTABLE
	RETURN lower(concat_ws(E'\n', "id", "reference"));
--> statement-breakpoint
CREATE FUNCTION "order_line_search_text"("product_number" text, "name" text) RETURNS text LANGUAGE sql IMMUTABLE
	RETURN lower("product_number" || E'\n' || "name");
--> statement-breakpoint
-- Orders added by a statement: their own rows (their lines come after them).
CREATE FUNCTION "order_search_texts_of_new_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "order_search_texts"
		SELECT a."id", 0, a."customer_number", a."created_at", "order_search_text"(a."id", a."reference")
		FROM "added" a WHERE a."customer_number" IS NOT NULL;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_search_texts_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS "added"
	FOR EACH STATEMENT EXECUTE FUNCTION "order_search_texts_of_new_orders"();
--> statement-breakpoint
-- An order whose reference, customer or date changed: its rows again (rare; a status change does not fire it).
CREATE FUNCTION "order_search_texts_of_changed_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "order_search_texts" WHERE "order_id" = NEW."id";
	IF NEW."customer_number" IS NOT NULL THEN
		INSERT INTO "order_search_texts"
			SELECT NEW."id", 0, NEW."customer_number", NEW."created_at", "order_search_text"(NEW."id", NEW."reference")
			UNION ALL
			SELECT NEW."id", l."line_no", NEW."customer_number", NEW."created_at", "order_line_search_text"(l."product_number", l."name")
			FROM "order_lines" l WHERE l."order_id" = NEW."id";
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_search_texts_update" AFTER UPDATE OF "reference", "customer_number", "created_at" ON "orders"
	FOR EACH ROW WHEN (OLD."reference" IS DISTINCT FROM NEW."reference"
		OR OLD."customer_number" IS DISTINCT FROM NEW."customer_number" OR OLD."created_at" IS DISTINCT FROM NEW."created_at")
	EXECUTE FUNCTION "order_search_texts_of_changed_order"();
--> statement-breakpoint
-- Lines added, changed or removed by a statement: the rows of those lines (an order's removal takes its rows
-- with it through the foreign key).
CREATE FUNCTION "order_search_texts_of_lines"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		DELETE FROM "order_search_texts" s USING "removed" r WHERE s."order_id" = r."order_id" AND s."line_no" = r."line_no";
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO "order_search_texts"
			SELECT o."id", a."line_no", o."customer_number", o."created_at", "order_line_search_text"(a."product_number", a."name")
			FROM "added" a JOIN "orders" o ON o."id" = a."order_id" WHERE o."customer_number" IS NOT NULL;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "order_lines_search_texts_insert" AFTER INSERT ON "order_lines" REFERENCING NEW TABLE AS "added"
	FOR EACH STATEMENT EXECUTE FUNCTION "order_search_texts_of_lines"();
--> statement-breakpoint
CREATE TRIGGER "order_lines_search_texts_update" AFTER UPDATE ON "order_lines"
	REFERENCING OLD TABLE AS "removed" NEW TABLE AS "added"
	FOR EACH STATEMENT EXECUTE FUNCTION "order_search_texts_of_lines"();
--> statement-breakpoint
CREATE TRIGGER "order_lines_search_texts_delete" AFTER DELETE ON "order_lines" REFERENCING OLD TABLE AS "removed"
	FOR EACH STATEMENT EXECUTE FUNCTION "order_search_texts_of_lines"();
--> statement-breakpoint
INSERT INTO "order_search_texts"
	SELECT o."id", 0, o."customer_number", o."created_at", "order_search_text"(o."id", o."reference")
	FROM "orders" o WHERE o."customer_number" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "order_search_texts"
	SELECT o."id", l."line_no", o."customer_number", o."created_at", "order_line_search_text"(l."product_number", l."name")
	FROM "order_lines" l JOIN "orders" o ON o."id" = l."order_id" WHERE o."customer_number" IS NOT NULL;
--> statement-breakpoint
-- The customer's rows with the text: btree_gin for the customer's equality (migration 0026).
CREATE INDEX "order_search_texts_customer_text_idx" ON "order_search_texts" USING gin ("customer_number", "text" gin_trgm_ops);
