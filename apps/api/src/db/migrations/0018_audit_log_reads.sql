-- The back office's audit log screen (issue 31 item 10) reads the log newest first, filtered by customer or by
-- user: an index for each, so a page stays an index scan however long the log grows.
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "audit_log_customer_idx" ON "audit_log" USING btree (lower("customer_number"), "at" DESC);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id", "at" DESC);--> statement-breakpoint
CREATE INDEX "audit_log_impersonator_idx" ON "audit_log" USING btree ("impersonator_user_id", "at" DESC);
