CREATE TABLE "content_document_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"document_type" text NOT NULL,
	"document_key" text NOT NULL,
	"area_id" text NOT NULL,
	"language_code" text NOT NULL,
	"version" integer NOT NULL,
	"body" jsonb,
	"saved_by_user_id" text,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_api_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"scopes" jsonb NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "feed_api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "form_submissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"form_key" text NOT NULL,
	"area_id" text NOT NULL,
	"language_code" text NOT NULL,
	"fields" jsonb NOT NULL,
	"mailed_to" text NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_templates" (
	"template_key" text NOT NULL,
	"area_id" text NOT NULL,
	"language_code" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_by_user_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_templates_template_key_area_id_language_code_pk" PRIMARY KEY("template_key","area_id","language_code")
);
--> statement-breakpoint
CREATE TABLE "category_primary_colors" (
	"area_id" text NOT NULL,
	"category_id" text NOT NULL,
	"product_id" text NOT NULL,
	"color_code" text NOT NULL,
	CONSTRAINT "category_primary_colors_area_id_category_id_product_id_pk" PRIMARY KEY("area_id","category_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "category_product_sortings" (
	"area_id" text NOT NULL,
	"category_id" text NOT NULL,
	"product_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "category_product_sortings_area_id_category_id_product_id_pk" PRIMARY KEY("area_id","category_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "content_document_versions_idx" ON "content_document_versions" USING btree ("document_type","area_id","language_code","document_key","version");--> statement-breakpoint
CREATE INDEX "form_submissions_created_idx" ON "form_submissions" USING btree ("form_key","created_at");--> statement-breakpoint
CREATE INDEX "products_updated_idx" ON "products" USING btree ("updated_at","id");