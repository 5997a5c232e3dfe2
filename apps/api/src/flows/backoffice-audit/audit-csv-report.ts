import { Readable } from 'node:stream';
import {
  type AuditEntryRow,
  type AuditFilter,
  backofficeAuditLimits,
  defaultAreaId,
  isAuditAction,
  type LanguageCode,
} from '@shop/contracts';
import type { TextKey } from '@shop/ui-texts';
import type { Ctx } from '../../lib/context.ts';
import { byteOrderMark, csvLine } from '../../lib/csv.ts';
import { shopDateTime } from '../../lib/shop-date.ts';
import { readAuditBatches } from '../../modules/audit/index.ts';
import { getTranslationsIn } from '../../modules/content/index.ts';
import { auditLogFilterOf, namedAuditEntries } from './audit-entries.ts';

/** Entries read per statement: the download never holds more than one batch in memory. */
export const auditCsvBatchSize = 500;

/** The columns, by their header's text key (the page's language). */
export const auditCsvColumns = [
  'backoffice.audit.csv.when',
  'backoffice.audit.csv.user',
  'backoffice.audit.csv.user-email',
  'backoffice.audit.csv.impersonator',
  'backoffice.audit.csv.impersonator-email',
  'backoffice.audit.csv.customer-number',
  'backoffice.audit.csv.customer-name',
  'backoffice.audit.csv.action',
  'backoffice.audit.csv.action-code',
  'backoffice.audit.csv.entity',
  'backoffice.audit.csv.entity-id',
  'backoffice.audit.csv.details',
] as const satisfies readonly TextKey[];

function csvRow(entry: AuditEntryRow, texts: Record<string, string>): string {
  const actionName = isAuditAction(entry.action)
    ? (texts[`backoffice.audit.action.${entry.action}` satisfies TextKey] ?? entry.action)
    : entry.action;
  return csvLine([
    shopDateTime(new Date(entry.at)),
    entry.actor
      ? (entry.actor.name ?? entry.actor.userId)
      : (texts['backoffice.audit.the-shop' satisfies TextKey] ?? ''),
    entry.actor?.email ?? '',
    entry.impersonator ? (entry.impersonator.name ?? entry.impersonator.userId) : '',
    entry.impersonator?.email ?? '',
    entry.customerNumber ?? '',
    entry.customerName ?? '',
    actionName,
    entry.action,
    entry.entity,
    entry.entityId,
    entry.details === null || entry.details === undefined ? '' : JSON.stringify(entry.details),
  ]);
}

async function* auditCsvLines(
  ctx: Ctx,
  filter: AuditFilter,
  texts: Record<string, string>,
): AsyncGenerator<string> {
  yield byteOrderMark + csvLine(auditCsvColumns.map((key) => texts[key] ?? key));
  const batches = readAuditBatches(ctx, await auditLogFilterOf(ctx, filter), {
    limit: backofficeAuditLimits.csvRows,
    batchSize: auditCsvBatchSize,
  });
  for await (const batch of batches) {
    const entries = await namedAuditEntries(ctx, batch);
    yield entries.map((entry) => csvRow(entry, texts)).join('');
  }
}

/**
 * GetCsvReport: the filtered log as a CSV stream (UTF-8 with BOM), newest first, at most the newest
 * `backofficeAuditLimits.csvRows` entries, read from the database as it is sent. The header row and the
 * action names are in the page's language, from the area's texts (staff may edit them like any UI text).
 */
export async function auditCsvReport(
  ctx: Ctx,
  query: AuditFilter & { languageCode: LanguageCode },
): Promise<{ name: string; stream: Readable }> {
  const texts = await getTranslationsIn(ctx, defaultAreaId, query.languageCode);
  return {
    name: `audit-${ctx.now.toISOString().slice(0, 10)}.csv`,
    stream: Readable.from(auditCsvLines(ctx, query, texts), { objectMode: false }),
  };
}
