-- A customer's user's requests to erase their personal data (issue 31, ADR 83), carried out or rejected by staff.
-- One open request per user: a partial unique index, so two requests racing leave one.
CREATE TABLE "personal_data_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"customer_number" text,
	"status" text DEFAULT 'open' NOT NULL,
	"reason" text,
	"language_code" text NOT NULL,
	"area_id" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" text,
	"rejection_reason" text
);
--> statement-breakpoint
ALTER TABLE "personal_data_requests" ADD CONSTRAINT "personal_data_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_data_requests" ADD CONSTRAINT "personal_data_requests_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "personal_data_requests_open_idx" ON "personal_data_requests" USING btree ("user_id") WHERE "personal_data_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "personal_data_requests_list_idx" ON "personal_data_requests" USING btree ("status", "requested_at" DESC, "id" DESC);
