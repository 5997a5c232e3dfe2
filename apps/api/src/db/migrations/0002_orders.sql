CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" text,
	"impersonator_user_id" text,
	"customer_number" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"parent_id" text,
	"product_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"unit_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"text" text,
	"type" text DEFAULT 'product' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" text PRIMARY KEY NOT NULL,
	"order_type" text NOT NULL,
	"area_id" text NOT NULL,
	"language_code" text NOT NULL,
	"currency_code" text NOT NULL,
	"customer_number" text,
	"owner_token_hash" text,
	"status" text DEFAULT 'open' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"shipping_address" jsonb,
	"billing_address" jsonb,
	"shipping_method_id" text,
	"payment_method" text,
	"comment" text,
	"reference" text,
	"draft_id" text,
	"calculation" jsonb,
	"calculated_version" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erp_sales_orders" (
	"document_no" text PRIMARY KEY NOT NULL,
	"external_order_no" text NOT NULL,
	"customer_number" text,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "erp_sales_orders_external_order_no_unique" UNIQUE("external_order_no")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"order_id" text NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"unit_id" text NOT NULL,
	"product_number" text NOT NULL,
	"name" text NOT NULL,
	"color_code" text NOT NULL,
	"color_name" text NOT NULL,
	"size" text NOT NULL,
	"unit_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_without_vat" integer NOT NULL,
	"unit_price_with_vat" integer NOT NULL,
	"net_unit_price_without_vat" integer NOT NULL,
	"net_unit_price_with_vat" integer NOT NULL,
	"line_price_without_vat" integer NOT NULL,
	"line_price_with_vat" integer NOT NULL,
	"net_line_price_without_vat" integer NOT NULL,
	"net_line_price_with_vat" integer NOT NULL,
	"vat_included" boolean NOT NULL,
	"deliveries" jsonb NOT NULL,
	CONSTRAINT "order_lines_order_id_line_no_pk" PRIMARY KEY("order_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "order_status_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text,
	"actor_user_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"order_type" text NOT NULL,
	"area_id" text NOT NULL,
	"language_code" text NOT NULL,
	"customer_number" text,
	"user_id" text,
	"impersonator_user_id" text,
	"owner_token_hash" text,
	"status" text NOT NULL,
	"status_reason" text,
	"currency_code" text NOT NULL,
	"discount" integer NOT NULL,
	"total_price_without_vat" integer NOT NULL,
	"total_price_with_vat" integer NOT NULL,
	"total_net_price_without_vat" integer NOT NULL,
	"total_net_price_with_vat" integer NOT NULL,
	"shipping_fee_without_vat" integer NOT NULL,
	"shipping_fee_with_vat" integer NOT NULL,
	"vat" integer NOT NULL,
	"summary" jsonb NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"billing_address" jsonb NOT NULL,
	"shipping_method" jsonb NOT NULL,
	"comment" text,
	"reference" text,
	"email" text,
	"payment_method" text NOT NULL,
	"payment_status" text NOT NULL,
	"erp_document_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_cart_id_unique" UNIQUE("cart_id")
);
--> statement-breakpoint
CREATE TABLE "stock_reservations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"unit_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"provider" text NOT NULL,
	"amount" integer NOT NULL,
	"currency_code" text NOT NULL,
	"status" text NOT NULL,
	"provider_reference" text,
	"failure_reason" text,
	"return_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"captured_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "test_gateway_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_reference" text NOT NULL,
	"amount" integer NOT NULL,
	"currency_code" text NOT NULL,
	"return_url" text NOT NULL,
	"callback_url" text NOT NULL,
	"decision" text DEFAULT 'open' NOT NULL,
	"captured_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_number_customers_customer_number_fk" FOREIGN KEY ("customer_number") REFERENCES "public"."customers"("customer_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "cart_lines_cart_idx" ON "cart_lines" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_product_idx" ON "cart_lines" USING btree ("cart_id","product_id","variant_id","unit_id") WHERE type = 'product';--> statement-breakpoint
CREATE UNIQUE INDEX "carts_open_customer_idx" ON "carts" USING btree ("customer_number","order_type") WHERE status = 'open' AND customer_number IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_open_visitor_idx" ON "carts" USING btree ("owner_token_hash","order_type") WHERE status = 'open' AND owner_token_hash IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_queue_key_idx" ON "jobs" USING btree ("queue","key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "order_status_events_order_idx" ON "order_status_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_number","created_at");--> statement-breakpoint
CREATE INDEX "stock_reservations_order_idx" ON "stock_reservations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_capture_idx" ON "payments" USING btree ("order_id") WHERE status = 'captured';