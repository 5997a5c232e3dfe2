CREATE TABLE "area_languages" (
	"area_id" text NOT NULL,
	"language_code" text NOT NULL,
	"language_id" text NOT NULL,
	"name" text NOT NULL,
	"domain" text NOT NULL,
	"is_primary" boolean NOT NULL,
	"settings" jsonb NOT NULL,
	"footer_content" jsonb NOT NULL,
	CONSTRAINT "area_languages_area_id_language_code_pk" PRIMARY KEY("area_id","language_code")
);
--> statement-breakpoint
CREATE TABLE "areas" (
	"area_id" text PRIMARY KEY NOT NULL,
	"currency_code" text NOT NULL,
	"image_prefix" text NOT NULL,
	"default_facets" jsonb NOT NULL,
	"prints" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" text PRIMARY KEY NOT NULL,
	"area_id" text NOT NULL,
	"language_code" text NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"external_link" boolean DEFAULT false NOT NULL,
	"menus" text[] NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"sort_order" integer NOT NULL,
	"image" text
);
--> statement-breakpoint
CREATE TABLE "category_translations" (
	"category_id" text NOT NULL,
	"language_code" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"description" text,
	CONSTRAINT "category_translations_category_id_language_code_pk" PRIMARY KEY("category_id","language_code")
);
--> statement-breakpoint
CREATE TABLE "colors" (
	"code" text PRIMARY KEY NOT NULL,
	"hex" text NOT NULL,
	"name_en" text NOT NULL,
	"name_da" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_drops" (
	"code" text PRIMARY KEY NOT NULL,
	"season_code" text NOT NULL,
	"name" text NOT NULL,
	"available_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"color_code" text NOT NULL,
	"path" text NOT NULL,
	"origin" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" text NOT NULL,
	"category_id" text NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_colors" (
	"product_id" text NOT NULL,
	"color_code" text NOT NULL,
	"has_stock" boolean NOT NULL,
	"first_variant_id" text NOT NULL,
	"is_preview" boolean NOT NULL,
	"outphasing" boolean NOT NULL,
	"essential" boolean NOT NULL,
	"allow_presale" boolean NOT NULL,
	"allow_stock_order" boolean NOT NULL,
	"season_code" text NOT NULL,
	"delivery_drop_code" text,
	"on_sale" boolean NOT NULL,
	"top_seller" boolean NOT NULL,
	"hero_product" boolean NOT NULL,
	"key_product" boolean NOT NULL,
	"giveaway_applicable" boolean NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "product_colors_product_id_color_code_pk" PRIMARY KEY("product_id","color_code")
);
--> statement-breakpoint
CREATE TABLE "product_translations" (
	"product_id" text NOT NULL,
	"language_code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "product_translations_product_id_language_code_pk" PRIMARY KEY("product_id","language_code")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"brand" text NOT NULL,
	"primary_category_id" text NOT NULL,
	"primary_color_code" text NOT NULL,
	"garment" text NOT NULL,
	"print" text,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units_of_measure" (
	"product_id" text NOT NULL,
	"unit_id" text NOT NULL,
	"name_en" text NOT NULL,
	"name_da" text NOT NULL,
	"quantity_per_unit" integer NOT NULL,
	CONSTRAINT "units_of_measure_product_id_unit_id_pk" PRIMARY KEY("product_id","unit_id")
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"color_code" text NOT NULL,
	"size" text NOT NULL,
	"ean" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"id" text PRIMARY KEY NOT NULL,
	"page_id" text NOT NULL,
	"area_id" text NOT NULL,
	"language_code" text NOT NULL,
	"parent_page_id" text,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"template" text NOT NULL,
	"meta_description" text,
	"blocks" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"area_id" text NOT NULL,
	"language_code" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "translations_area_id_language_code_key_pk" PRIMARY KEY("area_id","language_code","key")
);
--> statement-breakpoint
CREATE TABLE "customer_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_number" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"country_code" text NOT NULL,
	"is_default" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"customer_number" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean NOT NULL,
	"currency_code" text NOT NULL,
	"rrp_currency_code" text,
	"price_group_code" text NOT NULL,
	"min_order_amount" integer DEFAULT 0 NOT NULL,
	"min_order_amount_pre" integer DEFAULT 0 NOT NULL,
	"shipment_method_code" text NOT NULL,
	"blocked_status" text DEFAULT 'None' NOT NULL,
	"country_code" text NOT NULL,
	"language_code" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"vat_number" text
);
--> statement-breakpoint
CREATE TABLE "line_discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"price_group_code" text,
	"customer_number" text,
	"product_id" text,
	"category_id" text,
	"discount_basis_points" integer NOT NULL,
	"valid_from" date,
	"valid_to" date
);
--> statement-breakpoint
CREATE TABLE "price_groups" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"currency_code" text NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_list_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"price_group_code" text,
	"customer_number" text,
	"currency_code" text NOT NULL,
	"product_id" text NOT NULL,
	"variant_id" text,
	"unit_id" text NOT NULL,
	"min_quantity" integer DEFAULT 1 NOT NULL,
	"unit_price" integer NOT NULL,
	"before_price" integer,
	"valid_from" date,
	"valid_to" date
);
--> statement-breakpoint
CREATE TABLE "stock" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" text NOT NULL,
	"unit_id" text NOT NULL,
	"location_id" text NOT NULL,
	"volume" integer NOT NULL,
	"available_date" date
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" text,
	"acting_customer_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sales_person_customers" (
	"user_id" text NOT NULL,
	"customer_number" text NOT NULL,
	CONSTRAINT "sales_person_customers_user_id_customer_number_pk" PRIMARY KEY("user_id","customer_number")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"customer_number" text,
	"roles" text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
ALTER TABLE "area_languages" ADD CONSTRAINT "area_languages_area_id_areas_area_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("area_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_area_id_areas_area_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("area_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_translations" ADD CONSTRAINT "category_translations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_drops" ADD CONSTRAINT "delivery_drops_season_code_seasons_code_fk" FOREIGN KEY ("season_code") REFERENCES "public"."seasons"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_colors" ADD CONSTRAINT "product_colors_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_colors" ADD CONSTRAINT "product_colors_color_code_colors_code_fk" FOREIGN KEY ("color_code") REFERENCES "public"."colors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_colors" ADD CONSTRAINT "product_colors_season_code_seasons_code_fk" FOREIGN KEY ("season_code") REFERENCES "public"."seasons"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_colors" ADD CONSTRAINT "product_colors_delivery_drop_code_delivery_drops_code_fk" FOREIGN KEY ("delivery_drop_code") REFERENCES "public"."delivery_drops"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_primary_category_id_categories_id_fk" FOREIGN KEY ("primary_category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units_of_measure" ADD CONSTRAINT "units_of_measure_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_area_id_areas_area_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("area_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_area_id_areas_area_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("area_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_number_customers_customer_number_fk" FOREIGN KEY ("customer_number") REFERENCES "public"."customers"("customer_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_person_customers" ADD CONSTRAINT "sales_person_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_person_customers" ADD CONSTRAINT "sales_person_customers_customer_number_customers_customer_number_fk" FOREIGN KEY ("customer_number") REFERENCES "public"."customers"("customer_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_customer_number_customers_customer_number_fk" FOREIGN KEY ("customer_number") REFERENCES "public"."customers"("customer_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "category_translations_url_idx" ON "category_translations" USING btree ("language_code","url");--> statement-breakpoint
CREATE INDEX "media_product_idx" ON "media" USING btree ("product_id","color_code");--> statement-breakpoint
CREATE INDEX "product_categories_cat_idx" ON "product_categories" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_translations_url_idx" ON "product_translations" USING btree ("language_code","url");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("primary_category_id");--> statement-breakpoint
CREATE INDEX "variants_product_idx" ON "variants" USING btree ("product_id","color_code");--> statement-breakpoint
CREATE UNIQUE INDEX "content_pages_url_idx" ON "content_pages" USING btree ("area_id","language_code","url");--> statement-breakpoint
CREATE INDEX "content_pages_page_idx" ON "content_pages" USING btree ("page_id");--> statement-breakpoint
CREATE INDEX "price_list_product_idx" ON "price_list_entries" USING btree ("product_id","currency_code");--> statement-breakpoint
CREATE INDEX "stock_variant_idx" ON "stock" USING btree ("variant_id","location_id");--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id");