DROP INDEX "erp_credit_memos_customer_idx";--> statement-breakpoint
DROP INDEX "erp_invoices_customer_idx";--> statement-breakpoint
DROP INDEX "orders_customer_idx";--> statement-breakpoint
ALTER TABLE "erp_shipments" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "erp_shipments" ADD COLUMN "tracking_number" text;--> statement-breakpoint
CREATE INDEX "erp_credit_memos_order_idx" ON "erp_credit_memos" USING btree ("external_order_no");--> statement-breakpoint
CREATE INDEX "erp_credit_memos_customer_idx" ON "erp_credit_memos" USING btree ("customer_number","posted_at","document_no");--> statement-breakpoint
CREATE INDEX "erp_invoices_customer_idx" ON "erp_invoices" USING btree ("customer_number","posted_at","document_no");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_number","created_at","id");