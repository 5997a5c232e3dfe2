-- The customer center's search of invoices and credit memos by item (issue 34): the documents that hold one of
-- the order lines the shop found were each read from the table and their lines parsed to test the line number
-- (about 1,500 invoices for an item number in 750 of a dealer's orders). Each document now keeps its line numbers
-- (a generated column) and the order index carries them with the customer, the date and the number, so the test
-- is an index-only scan.
ALTER TABLE "erp_invoices" ADD COLUMN "line_nos" jsonb GENERATED ALWAYS AS (jsonb_path_query_array("lines", '$[*]."lineNo"')) STORED;
--> statement-breakpoint
ALTER TABLE "erp_credit_memos" ADD COLUMN "line_nos" jsonb GENERATED ALWAYS AS (jsonb_path_query_array("lines", '$[*]."lineNo"')) STORED;
--> statement-breakpoint
DROP INDEX "erp_invoices_order_idx";
--> statement-breakpoint
CREATE INDEX "erp_invoices_order_idx" ON "erp_invoices" ("external_order_no", "customer_number", "posted_at", "document_no", "line_nos");
--> statement-breakpoint
DROP INDEX "erp_credit_memos_order_idx";
--> statement-breakpoint
CREATE INDEX "erp_credit_memos_order_idx" ON "erp_credit_memos" ("external_order_no", "customer_number", "posted_at", "document_no", "line_nos");
