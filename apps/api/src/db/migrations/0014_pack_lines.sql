-- An order line keeps how many pieces one unit of it holds (2 × 'Pack of 5' = 10 pieces), as bought (ADR 69).
ALTER TABLE "order_lines" ADD COLUMN "quantity_per_unit" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
UPDATE "order_lines" SET "quantity_per_unit" = u."quantity_per_unit"
  FROM "units_of_measure" u
  WHERE u."product_id" = "order_lines"."product_id" AND u."unit_id" = "order_lines"."unit_id"
    AND u."quantity_per_unit" > 1;--> statement-breakpoint
-- Danish writes 'Pakke à 5' (à: each at), not 'Pakke á 5' (issue 28 item 6).
UPDATE "units_of_measure" SET "name_da" = 'Pakke à' || substr("name_da", 8) WHERE "name_da" LIKE 'Pakke á %';
