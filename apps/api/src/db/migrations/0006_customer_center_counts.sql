CREATE INDEX "erp_credit_memos_customer_count_idx" ON "erp_credit_memos" USING btree ("customer_number");--> statement-breakpoint
CREATE INDEX "erp_invoices_customer_count_idx" ON "erp_invoices" USING btree ("customer_number");--> statement-breakpoint
CREATE INDEX "orders_customer_count_idx" ON "orders" USING btree ("customer_number");