import type { LanguageCode } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.ts';
import type { Ctx } from '../../lib/context.ts';

/** What a document line calls its product, colour and unit, from the catalogue in one language. */
export type CatalogueName = { name: string | null; colorName: string | null; unitName: string | null };

/** The key of a line in `loadCatalogueNames`' answer. */
export const catalogueNameKey = (variantId: string, unitId: string) => `${variantId}|${unitId}`;

/**
 * The names of the lines' products, colours and units in `languageCode` (ADR 80), in one statement however many
 * lines there are. A line whose variant left the catalogue is missing from the answer; a name the catalogue lacks
 * in that language (no text, no such unit) is null. Callers keep the name stored with the line for both.
 */
export async function loadCatalogueNames(
  ctx: Pick<Ctx, 'db'>,
  languageCode: LanguageCode,
  lines: ReadonlyArray<{ variantId: string; unitId: string }>,
): Promise<Map<string, CatalogueName>> {
  const keys = [
    ...new Map(lines.map((line) => [catalogueNameKey(line.variantId, line.unitId), line])).values(),
  ];
  if (keys.length === 0) return new Map();
  const danish = languageCode === 'da';
  const rows = await queryRows<CatalogueName & { variantId: string; unitId: string }>(
    ctx.db,
    sql`
      SELECT k.variant_id AS "variantId", k.unit_id AS "unitId", t.name,
        CASE WHEN ${danish} THEN c.name_da ELSE c.name_en END AS "colorName",
        CASE WHEN ${danish} THEN u.name_da ELSE u.name_en END AS "unitName"
      FROM (VALUES ${sql.join(
        keys.map((key) => sql`(${key.variantId}::text, ${key.unitId}::text)`),
        sql`, `,
      )}) AS k(variant_id, unit_id)
      JOIN variants v ON v.id = k.variant_id
      LEFT JOIN product_translations t ON t.product_id = v.product_id AND t.language_code = ${languageCode}
      LEFT JOIN colors c ON c.code = v.color_code
      LEFT JOIN units_of_measure u ON u.product_id = v.product_id AND u.unit_id = k.unit_id`,
  );
  return new Map(rows.map(({ variantId, unitId, ...names }) => [catalogueNameKey(variantId, unitId), names]));
}

type NamedLine = {
  variantId: string;
  unitId: string;
  name: string | null;
  colorName: string | null;
  unitName: string | null;
};

/** The lines named from the catalogue in `languageCode`, each name falling back to the one stored with it. */
export async function nameLinesIn<T extends NamedLine>(
  ctx: Pick<Ctx, 'db'>,
  languageCode: LanguageCode,
  lines: readonly T[],
): Promise<T[]> {
  const names = await loadCatalogueNames(ctx, languageCode, lines);
  return lines.map((line) => {
    const found = names.get(catalogueNameKey(line.variantId, line.unitId));
    if (!found) return line;
    // A name the catalogue lacks keeps the stored one, so each field has the type it had.
    return {
      ...line,
      name: found.name ?? line.name,
      colorName: found.colorName ?? line.colorName,
      unitName: found.unitName ?? line.unitName,
    } as T;
  });
}
