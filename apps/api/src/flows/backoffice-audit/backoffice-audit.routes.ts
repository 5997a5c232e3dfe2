import type { endpoints } from '@shop/contracts/endpoints';
import type { Handlers } from '../../lib/route.ts';
import { contentDisposition } from '../../modules/media/index.ts';
import { auditCsvReport } from './audit-csv-report.ts';
import { searchAuditLog } from './audit-entries.ts';

/** The back office's audit log (staff with B2B Manager): the list and its CSV download. */
export const backofficeAuditHandlers: Handlers<typeof endpoints.backofficeAudit> = {
  searchAudit: ({ ctx, body }) => searchAuditLog(ctx, body),

  getAuditCsv: async ({ ctx, query }, reply) => {
    const file = await auditCsvReport(ctx, query);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(file.name))
      .header('cache-control', 'private, no-store')
      .send(file.stream);
  },
};
