import { uiTexts } from '@shop/ui-texts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listAreaIds } from '../area/index.ts';
import { translations } from './content.tables.ts';

/** The shipped UI texts (@shop/ui-texts) as rows of one area. */
export function translationRows(areaId: string): Array<typeof translations.$inferInsert> {
  return Object.entries(uiTexts).flatMap(([languageCode, texts]) =>
    Object.entries(texts).map(([key, value]) => ({ areaId, languageCode, key, value })),
  );
}

/**
 * Upsert the shipped UI dictionary into every area at start, so a key added in code reaches an existing
 * database without a reseed. Texts edited in the database for keys the code does not know are kept, and so are
 * texts staff saved through the back office's documents.
 */
export async function syncTranslations(db: Db): Promise<number> {
  const rows = (await listAreaIds(db)).flatMap((areaId) => translationRows(areaId));
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insert(translations)
      .values(rows.slice(i, i + 1000))
      .onConflictDoUpdate({
        target: [translations.areaId, translations.languageCode, translations.key],
        set: { value: sql`excluded.value` },
        // A text staff saved in the back office (it has versions, ADR 50) is theirs, not the shipped one.
        setWhere: sql`not exists (select 1 from content_document_versions v
          where v.document_type = 'translation' and v.area_id = ${translations.areaId}
            and v.language_code = ${translations.languageCode} and v.document_key = ${translations.key})`,
      });
  }
  return rows.length;
}
