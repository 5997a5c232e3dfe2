-- How many orders, invoices and credit memos each customer has (issue 34): a customer-center list without a
-- filter reads its total here instead of counting the customer's rows on every page (a dealer's 200,000
-- invoices took longer to count than a whole page may take). Kept by triggers in the transaction that changes
-- the documents, so the figure is never stale; each table belongs to the module of its documents (order, erp).
-- The one-column indexes that served those counts (migration 0006) go: a search ANDed the customer's whole
-- bitmap from them with its trigram matches.
DROP INDEX "orders_customer_count_idx";
--> statement-breakpoint
DROP INDEX "erp_invoices_customer_count_idx";
--> statement-breakpoint
DROP INDEX "erp_credit_memos_customer_count_idx";
--> statement-breakpoint
CREATE TABLE "customer_order_counts" (
	"customer_number" text PRIMARY KEY NOT NULL,
	"orders" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erp_customer_document_counts" (
	"customer_number" text NOT NULL,
	"kind" text NOT NULL,
	"documents" integer NOT NULL,
	CONSTRAINT "erp_customer_document_counts_customer_number_kind_pk" PRIMARY KEY("customer_number","kind")
);
--> statement-breakpoint
-- Rows a statement added ("added") or removed ("removed"), per customer; TRUNCATE empties the counts. A row
-- moved to another customer is counted by a row trigger (transition tables cannot go with a column list).
CREATE FUNCTION "count_customer_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM "customer_order_counts";
	ELSIF TG_LEVEL = 'ROW' THEN
		UPDATE "customer_order_counts" SET "orders" = "orders" - 1 WHERE "customer_number" = OLD."customer_number";
		INSERT INTO "customer_order_counts" AS c ("customer_number", "orders")
			SELECT NEW."customer_number", 1 WHERE NEW."customer_number" IS NOT NULL
			ON CONFLICT ("customer_number") DO UPDATE SET "orders" = c."orders" + 1;
	ELSIF TG_OP = 'INSERT' THEN
		INSERT INTO "customer_order_counts" AS c ("customer_number", "orders")
			SELECT "customer_number", count(*)::int FROM "added" WHERE "customer_number" IS NOT NULL GROUP BY 1
			ON CONFLICT ("customer_number") DO UPDATE SET "orders" = c."orders" + EXCLUDED."orders";
	ELSE
		UPDATE "customer_order_counts" AS c SET "orders" = c."orders" - r."n"
			FROM (SELECT "customer_number", count(*)::int AS "n" FROM "removed" GROUP BY 1) AS r
			WHERE c."customer_number" = r."customer_number";
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_counted_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS "added"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_customer_orders"();
--> statement-breakpoint
CREATE TRIGGER "orders_counted_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS "removed"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_customer_orders"();
--> statement-breakpoint
CREATE TRIGGER "orders_counted_move" AFTER UPDATE OF "customer_number" ON "orders" FOR EACH ROW
	WHEN (OLD."customer_number" IS DISTINCT FROM NEW."customer_number") EXECUTE FUNCTION "count_customer_orders"();
--> statement-breakpoint
CREATE TRIGGER "orders_counted_truncate" AFTER TRUNCATE ON "orders"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_customer_orders"();
--> statement-breakpoint
-- The same for the ledger's invoices and credit memos, the kind given by the trigger.
CREATE FUNCTION "count_customer_erp_documents"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM "erp_customer_document_counts" WHERE "kind" = TG_ARGV[0];
	ELSIF TG_LEVEL = 'ROW' THEN
		UPDATE "erp_customer_document_counts" SET "documents" = "documents" - 1
			WHERE "customer_number" = OLD."customer_number" AND "kind" = TG_ARGV[0];
		INSERT INTO "erp_customer_document_counts" AS c ("customer_number", "kind", "documents")
			SELECT NEW."customer_number", TG_ARGV[0], 1 WHERE NEW."customer_number" IS NOT NULL
			ON CONFLICT ("customer_number", "kind") DO UPDATE SET "documents" = c."documents" + 1;
	ELSIF TG_OP = 'INSERT' THEN
		INSERT INTO "erp_customer_document_counts" AS c ("customer_number", "kind", "documents")
			SELECT "customer_number", TG_ARGV[0], count(*)::int FROM "added" WHERE "customer_number" IS NOT NULL
			GROUP BY 1
			ON CONFLICT ("customer_number", "kind") DO UPDATE SET "documents" = c."documents" + EXCLUDED."documents";
	ELSE
		UPDATE "erp_customer_document_counts" AS c SET "documents" = c."documents" - r."n"
			FROM (SELECT "customer_number", count(*)::int AS "n" FROM "removed" GROUP BY 1) AS r
			WHERE c."customer_number" = r."customer_number" AND c."kind" = TG_ARGV[0];
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "erp_invoices_counted_insert" AFTER INSERT ON "erp_invoices" REFERENCING NEW TABLE AS "added"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_customer_erp_documents"('invoice');
--> statement-breakpoint
CREATE TRIGGER "erp_invoices_counted_delete" AFTER DELETE ON "erp_invoices" REFERENCING OLD TABLE AS "removed"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_customer_erp_documents"('invoice');
--> statement-breakpoint
CREATE TRIGGER "erp_invoices_counted_move" AFTER UPDATE OF "customer_number" ON "erp_invoices" FOR EACH ROW
	WHEN (OLD."customer_number" IS DISTINCT FROM NEW."customer_number")
	EXECUTE FUNCTION "count_customer_erp_documents"('invoice');
--> statement-breakpoint
CREATE TRIGGER "erp_invoices_counted_truncate" AFTER TRUNCATE ON "erp_invoices"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_customer_erp_documents"('invoice');
--> statement-breakpoint
CREATE TRIGGER "erp_credit_memos_counted_insert" AFTER INSERT ON "erp_credit_memos"
	REFERENCING NEW TABLE AS "added"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_customer_erp_documents"('creditMemo');
--> statement-breakpoint
CREATE TRIGGER "erp_credit_memos_counted_delete" AFTER DELETE ON "erp_credit_memos"
	REFERENCING OLD TABLE AS "removed"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_customer_erp_documents"('creditMemo');
--> statement-breakpoint
CREATE TRIGGER "erp_credit_memos_counted_move" AFTER UPDATE OF "customer_number" ON "erp_credit_memos"
	FOR EACH ROW WHEN (OLD."customer_number" IS DISTINCT FROM NEW."customer_number")
	EXECUTE FUNCTION "count_customer_erp_documents"('creditMemo');
--> statement-breakpoint
CREATE TRIGGER "erp_credit_memos_counted_truncate" AFTER TRUNCATE ON "erp_credit_memos"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_customer_erp_documents"('creditMemo');
--> statement-breakpoint
-- What is there already.
INSERT INTO "customer_order_counts" ("customer_number", "orders")
	SELECT "customer_number", count(*) FROM "orders" WHERE "customer_number" IS NOT NULL GROUP BY 1;
--> statement-breakpoint
INSERT INTO "erp_customer_document_counts" ("customer_number", "kind", "documents")
	SELECT "customer_number", 'invoice', count(*) FROM "erp_invoices" WHERE "customer_number" IS NOT NULL GROUP BY 1
	UNION ALL
	SELECT "customer_number", 'creditMemo', count(*) FROM "erp_credit_memos" WHERE "customer_number" IS NOT NULL
	GROUP BY 1;
