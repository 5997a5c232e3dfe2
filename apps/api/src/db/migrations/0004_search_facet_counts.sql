CREATE TABLE "search_facet_counts" (
	"kind" text NOT NULL,
	"language_code" text NOT NULL,
	"scope" text NOT NULL,
	"area_id" text NOT NULL,
	"field" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "search_facet_counts_kind_language_code_scope_field_key_area_id_pk" PRIMARY KEY("kind","language_code","scope","field","key","area_id")
);
