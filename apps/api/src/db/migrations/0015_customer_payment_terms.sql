-- A customer's payment terms (issue 31 item 8): a code of packages/commerce payment-terms.ts. Existing
-- customers keep what the ledger gave everyone until now, Net 30.
ALTER TABLE "customers" ADD COLUMN "payment_terms" text DEFAULT 'net30' NOT NULL;--> statement-breakpoint
-- An order keeps the terms it was placed with (null: a guest's); placed orders were all Net 30.
ALTER TABLE "orders" ADD COLUMN "payment_terms" text;--> statement-breakpoint
UPDATE "orders" SET "payment_terms" = 'net30' WHERE "customer_number" IS NOT NULL;--> statement-breakpoint
-- An invoice the terms it was posted with, which decided its due date.
ALTER TABLE "erp_invoices" ADD COLUMN "payment_terms" text;--> statement-breakpoint
UPDATE "erp_invoices" SET "payment_terms" = 'net30' WHERE "customer_number" IS NOT NULL;
