-- Prepacks (issue 33, ADR 90): named size runs of a style, sold as a unit; the size grid offers them as curves.
CREATE TABLE "product_prepacks" (
	"product_id" text NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_da" text NOT NULL,
	"sizes" jsonb NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "product_prepacks_product_id_code_pk" PRIMARY KEY("product_id","code")
);
--> statement-breakpoint
ALTER TABLE "product_prepacks" ADD CONSTRAINT "product_prepacks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The size curve each user applied last in the grid (ADR 90), kept on the server so it follows them across devices.
CREATE TABLE "user_size_curves" (
	"user_id" text PRIMARY KEY NOT NULL,
	"curve" text NOT NULL,
	"packs" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_size_curves" ADD CONSTRAINT "user_size_curves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
