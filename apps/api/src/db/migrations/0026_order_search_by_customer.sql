-- The customer center's search by item number or name (issue 34): one GIN index over the customer and the
-- order's search text (btree_gin for the customer's equality), instead of the search text's alone (0023). The
-- trigram index alone found every customer's orders with the term (2,762 for a term 2,000 dealers share) and the
-- table's rows were read to drop the other customers' (2,632 table pages where the dealer's 750 orders lie on
-- 739): on PostgreSQL, whose cache does not hold a whole brand's orders, those reads were most of the search.
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
CREATE INDEX "orders_customer_search_trgm_idx" ON "orders" USING gin ("customer_number", "search_text" gin_trgm_ops);
--> statement-breakpoint
DROP INDEX "orders_search_text_trgm_idx";
