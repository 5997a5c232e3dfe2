-- Approving a dealer application creates its customer (issue 31 item 6): new customers are numbered C100001 on,
-- apart from the five-digit numbers of the ERP and the demo.
CREATE SEQUENCE "public"."customer_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
ALTER TABLE "dealer_applications" ADD COLUMN "customer_number" text;--> statement-breakpoint
ALTER TABLE "dealer_applications" ADD CONSTRAINT "dealer_applications_customer_number_customers_customer_number_fk" FOREIGN KEY ("customer_number") REFERENCES "public"."customers"("customer_number") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- An application's timeline: its decision (one at most) and the mail that told the applicant.
CREATE TABLE "dealer_application_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"by_user_id" text,
	"customer_number" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dealer_application_events" ADD CONSTRAINT "dealer_application_events_application_id_dealer_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."dealer_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_application_events" ADD CONSTRAINT "dealer_application_events_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dealer_application_events_application_idx" ON "dealer_application_events" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_application_events_decision_idx" ON "dealer_application_events" USING btree ("application_id") WHERE "dealer_application_events"."kind" in ('approved', 'rejected');
