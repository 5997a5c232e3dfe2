-- The request ids of the calls that fill a customer's carts (issue 31 item 10): a repeat answers the first
-- call's answer and adds nothing; rows older than the retention period are deleted by the hourly maintenance.
CREATE TABLE "cart_add_requests" (
	"customer_number" text NOT NULL,
	"request_id" uuid NOT NULL,
	"call" text NOT NULL,
	"fingerprint" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_add_requests_customer_number_request_id_pk" PRIMARY KEY("customer_number","request_id")
);--> statement-breakpoint
CREATE INDEX "cart_add_requests_created_idx" ON "cart_add_requests" USING btree ("created_at");
