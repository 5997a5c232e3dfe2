CREATE TABLE "erp_credit_memos" (
	"document_no" text PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"applies_to_invoice_no" text NOT NULL,
	"sales_order_no" text NOT NULL,
	"external_order_no" text NOT NULL,
	"customer_number" text,
	"reason" text NOT NULL,
	"currency_code" text NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"lines" jsonb NOT NULL,
	"shipping_fee_without_vat" integer NOT NULL,
	"shipping_fee_vat" integer NOT NULL,
	"amount_without_vat" integer NOT NULL,
	"vat" integer NOT NULL,
	CONSTRAINT "erp_credit_memos_request_id_unique" UNIQUE("request_id")
);
--> statement-breakpoint
CREATE TABLE "erp_invoices" (
	"document_no" text PRIMARY KEY NOT NULL,
	"sales_order_no" text NOT NULL,
	"shipment_no" text NOT NULL,
	"external_order_no" text NOT NULL,
	"customer_number" text,
	"prepaid" boolean NOT NULL,
	"due_date" text NOT NULL,
	"currency_code" text NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"lines" jsonb NOT NULL,
	"shipping_fee_without_vat" integer NOT NULL,
	"shipping_fee_vat" integer NOT NULL,
	"amount_without_vat" integer NOT NULL,
	"vat" integer NOT NULL,
	CONSTRAINT "erp_invoices_shipment_no_unique" UNIQUE("shipment_no")
);
--> statement-breakpoint
CREATE TABLE "erp_shipments" (
	"document_no" text PRIMARY KEY NOT NULL,
	"sales_order_no" text NOT NULL,
	"external_order_no" text NOT NULL,
	"customer_number" text,
	"shipped_at" timestamp with time zone NOT NULL,
	"lines" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "erp_sales_orders" ADD COLUMN "ships_from" text;--> statement-breakpoint
ALTER TABLE "erp_sales_orders" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "erp_credit_memos" ADD CONSTRAINT "erp_credit_memos_applies_to_invoice_no_erp_invoices_document_no_fk" FOREIGN KEY ("applies_to_invoice_no") REFERENCES "public"."erp_invoices"("document_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_invoices" ADD CONSTRAINT "erp_invoices_sales_order_no_erp_sales_orders_document_no_fk" FOREIGN KEY ("sales_order_no") REFERENCES "public"."erp_sales_orders"("document_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_invoices" ADD CONSTRAINT "erp_invoices_shipment_no_erp_shipments_document_no_fk" FOREIGN KEY ("shipment_no") REFERENCES "public"."erp_shipments"("document_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_shipments" ADD CONSTRAINT "erp_shipments_sales_order_no_erp_sales_orders_document_no_fk" FOREIGN KEY ("sales_order_no") REFERENCES "public"."erp_sales_orders"("document_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "erp_credit_memos_customer_idx" ON "erp_credit_memos" USING btree ("customer_number","posted_at");--> statement-breakpoint
CREATE INDEX "erp_credit_memos_invoice_idx" ON "erp_credit_memos" USING btree ("applies_to_invoice_no");--> statement-breakpoint
CREATE INDEX "erp_invoices_customer_idx" ON "erp_invoices" USING btree ("customer_number","posted_at");--> statement-breakpoint
CREATE INDEX "erp_invoices_order_idx" ON "erp_invoices" USING btree ("external_order_no");--> statement-breakpoint
CREATE INDEX "erp_shipments_order_idx" ON "erp_shipments" USING btree ("external_order_no");--> statement-breakpoint
CREATE INDEX "erp_sales_orders_open_idx" ON "erp_sales_orders" USING btree ("ships_from") WHERE completed_at IS NULL;