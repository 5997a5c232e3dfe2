CREATE TABLE "proposal_draft_recipients" (
	"draft_id" text NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "proposal_draft_recipients_draft_id_user_id_pk" PRIMARY KEY("draft_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "proposal_drafts" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_user_id" text NOT NULL,
	"name" text NOT NULL,
	"currency_code" text NOT NULL,
	"area_id" text NOT NULL,
	"language_code" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"valid_until" text,
	"status" text DEFAULT 'open' NOT NULL,
	"converted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"proposal_id" text NOT NULL,
	"user_id" text,
	"event" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_lines" (
	"proposal_id" text NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"unit_id" text NOT NULL,
	"product_number" text NOT NULL,
	"name" text NOT NULL,
	"color_code" text NOT NULL,
	"color_name" text NOT NULL,
	"size" text NOT NULL,
	"quantity" integer NOT NULL,
	"order_type" text NOT NULL,
	"net_unit_price" integer,
	"rrp_unit_price" integer,
	CONSTRAINT "proposal_lines_proposal_id_line_no_pk" PRIMARY KEY("proposal_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "proposal_recipients" (
	"proposal_id" text NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "proposal_recipients_proposal_id_user_id_pk" PRIMARY KEY("proposal_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" text PRIMARY KEY NOT NULL,
	"draft_id" text NOT NULL,
	"sales_user_id" text NOT NULL,
	"customer_number" text NOT NULL,
	"name" text NOT NULL,
	"currency_code" text NOT NULL,
	"rrp_currency_code" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"valid_until" text,
	"status" text DEFAULT 'Sent' NOT NULL,
	"customer_deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "draft_id" text;--> statement-breakpoint
ALTER TABLE "proposal_draft_recipients" ADD CONSTRAINT "proposal_draft_recipients_draft_id_proposal_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."proposal_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_draft_recipients" ADD CONSTRAINT "proposal_draft_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_drafts" ADD CONSTRAINT "proposal_drafts_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_events" ADD CONSTRAINT "proposal_events_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_events" ADD CONSTRAINT "proposal_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_lines" ADD CONSTRAINT "proposal_lines_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_recipients" ADD CONSTRAINT "proposal_recipients_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_recipients" ADD CONSTRAINT "proposal_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_sales_user_id_users_id_fk" FOREIGN KEY ("sales_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_customer_number_customers_customer_number_fk" FOREIGN KEY ("customer_number") REFERENCES "public"."customers"("customer_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposal_drafts_owner_idx" ON "proposal_drafts" USING btree ("owner_user_id","status");--> statement-breakpoint
CREATE INDEX "proposal_events_proposal_idx" ON "proposal_events" USING btree ("proposal_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "proposal_events_opened_once_idx" ON "proposal_events" USING btree ("proposal_id","user_id") WHERE event = 'Opened';--> statement-breakpoint
CREATE INDEX "proposals_sales_user_idx" ON "proposals" USING btree ("sales_user_id","created_at");--> statement-breakpoint
CREATE INDEX "proposals_customer_idx" ON "proposals" USING btree ("customer_number","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "proposals_draft_customer_idx" ON "proposals" USING btree ("draft_id","customer_number");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_open_draft_idx" ON "carts" USING btree ("draft_id","order_type") WHERE status = 'open' AND draft_id IS NOT NULL;