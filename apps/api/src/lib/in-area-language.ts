import { type AnyColumn, and, eq, type SQL } from 'drizzle-orm';

/**
 * The rows of one area's language in a table keyed by area and language, narrowed by further conditions
 * (one page, one UI text): the condition the area and content modules read and write a language's rows by.
 */
export function inAreaLanguage(
  table: { areaId: AnyColumn; languageCode: AnyColumn },
  areaId: string,
  languageCode: string,
  ...more: SQL[]
) {
  return and(eq(table.areaId, areaId), eq(table.languageCode, languageCode), ...more);
}
