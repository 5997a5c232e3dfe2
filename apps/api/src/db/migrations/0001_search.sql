CREATE TABLE "search_document_texts" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"language_code" text NOT NULL,
	"name_tsv" "tsvector" NOT NULL,
	"name_en_tsv" "tsvector" NOT NULL,
	"body_tsv" "tsvector" NOT NULL,
	"extra_tsv" "tsvector" NOT NULL,
	"text_tsv" "tsvector" NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"extra" text NOT NULL,
	"item" jsonb NOT NULL,
	CONSTRAINT "search_document_texts_id_language_code_kind_pk" PRIMARY KEY("id","language_code","kind")
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"language_code" text NOT NULL,
	"area_id" text,
	"name" text NOT NULL,
	"sort_name" text NOT NULL,
	"number" text NOT NULL,
	"sort_order" integer NOT NULL,
	"keywords" text[] NOT NULL,
	"prices" jsonb,
	CONSTRAINT "search_documents_kind_language_code_id_pk" PRIMARY KEY("kind","language_code","id")
);
--> statement-breakpoint
CREATE TABLE "search_index_state" (
	"name" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"built_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"kind" text NOT NULL,
	"language_code" text NOT NULL,
	"source" text NOT NULL,
	"term" text NOT NULL,
	CONSTRAINT "search_terms_kind_language_code_source_term_pk" PRIMARY KEY("kind","language_code","source","term")
);
--> statement-breakpoint
CREATE INDEX "search_document_texts_text_idx" ON "search_document_texts" USING gin ("text_tsv");--> statement-breakpoint
CREATE INDEX "search_document_texts_name_idx" ON "search_document_texts" USING gin ("name_tsv");--> statement-breakpoint
CREATE INDEX "search_document_texts_name_en_idx" ON "search_document_texts" USING gin ("name_en_tsv");--> statement-breakpoint
CREATE INDEX "search_document_texts_extra_idx" ON "search_document_texts" USING gin ("extra_tsv");--> statement-breakpoint
CREATE INDEX "search_documents_keywords_idx" ON "search_documents" USING gin ("keywords");
--> statement-breakpoint
-- Optimal string alignment distance (insert, delete, substitute, swap of neighbours) for fuzzy search terms.
CREATE OR REPLACE FUNCTION "search_edit_distance"(a text, b text) RETURNS integer
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  la integer := char_length(a);
  lb integer := char_length(b);
  before_previous integer[];
  previous integer[];
  current_row integer[];
  cost integer;
  best integer;
BEGIN
  IF la = 0 THEN RETURN lb; END IF;
  IF lb = 0 THEN RETURN la; END IF;
  previous := ARRAY(SELECT generate_series(0, lb));
  before_previous := previous;
  FOR i IN 1..la LOOP
    current_row := ARRAY[i] || array_fill(0, ARRAY[lb]);
    FOR j IN 1..lb LOOP
      cost := CASE WHEN substr(a, i, 1) = substr(b, j, 1) THEN 0 ELSE 1 END;
      best := least(previous[j + 1] + 1, current_row[j] + 1, previous[j] + cost);
      IF i > 1 AND j > 1 AND substr(a, i, 1) = substr(b, j - 1, 1) AND substr(a, i - 1, 1) = substr(b, j, 1) THEN
        best := least(best, before_previous[j - 1] + 1);
      END IF;
      current_row[j + 1] := best;
    END LOOP;
    before_previous := previous;
    previous := current_row;
  END LOOP;
  RETURN previous[lb + 1];
END
$$;
